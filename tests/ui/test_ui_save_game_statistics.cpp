// The statistics of finished games: the facts counted from each saved game,
// kept in a cache that survives a restart, mixed tables counted apart and
// hints left out.
#include "finished_games.h"
#include "rack_slots.h"
#include "review/played_games.h"
#include "round_review.h"
#include "save/facts_cache.h"
#include "save/game_history.h"
#include "save/history_statistics.h"
#include "save_game_support.h"

#include <QSignalSpy>
#include <QTemporaryDir>

class TestUiSaveGameStatistics : public QObject {
    Q_OBJECT

private slots:
    void statisticsCountFinishedGames();
    void statisticsSurviveARestart();
    void statisticsCountMixedTablesApartAndLeaveHintsOut();
};

void TestUiSaveGameStatistics::statisticsCountFinishedGames()
{
    // One person (played by a beginner) against the standard AI.
    const SavedGame alone = finishedGame({SeatKind::Person, SeatKind::Standard}, 21);
    QString why;
    const std::optional<GameFacts> facts = factsOf(alone, &why);
    QVERIFY2(facts, qPrintable(why));
    QCOMPARE(facts->against, Opposition::Standard);
    QCOMPARE(facts->when, alone.savedAt);
    QCOMPARE(facts->rounds, 2);
    const auto match = restore(alone, &why);
    QVERIFY(match);
    const auto& scores = match->match().roundScores();
    QCOMPARE(facts->roundScores, (std::vector<int>{scores[0][0], scores[1][0]}));
    QCOMPARE(facts->roundsWon, (scores[0][0] > scores[0][1] ? 1 : 0) + (scores[1][0] > scores[1][1] ? 1 : 0));
    QCOMPARE(facts->won, match->match().winner() == 0);
    // Its turns: every turn of seat 0 in both rounds; the beginner misses plays.
    const auto replayed = tilerummy::replayMatch(alone.setup, alone.actions, nullptr);
    QVERIFY(replayed);
    const auto* rounds = &replayed->rounds;
    int turns = 0;
    for (const auto& round : *rounds)
        turns +=
            static_cast<int>(std::count_if(round.begin(), round.end(), [](const auto& t) { return t.player == 0; }));
    QCOMPARE(facts->turns, turns);
    QVERIFY(facts->tilesMissed > 0);

    // Two people at one screen, against an expert: a hot-seat game, both people's scores.
    const std::optional<GameFacts> hotSeat =
        factsOf(finishedGame({SeatKind::Person, SeatKind::Expert, SeatKind::Person}, 22), &why);
    QVERIFY2(hotSeat, qPrintable(why));
    QCOMPARE(hotSeat->against, Opposition::HotSeat);
    QCOMPARE(hotSeat->roundScores.size(), std::size_t(4));
    QVERIFY(!hotSeat->won);
    QCOMPARE(hotSeat->roundsWon, 0);

    // Not counted: a game of AIs watched, a game not over, one that does not replay.
    QVERIFY(!factsOf(finishedGame({SeatKind::Beginner, SeatKind::Standard}, 23), &why));
    QVERIFY(!why.isEmpty());
    SavedGame unfinished = alone;
    unfinished.actions.resize(10);
    QVERIFY(!factsOf(unfinished, &why));
    QCOMPARE(why, QStringLiteral("the game is not over"));
    SavedGame broken = alone;
    broken.actions.insert(broken.actions.begin(), tilerummy::RecordedAction::nextRound());
    QVERIFY(!factsOf(broken, &why));

    // The totals by opposition, and over all.
    const HistoryTotals totals = tally({*facts, *facts, *hotSeat});
    const OppositionTotals& standard = totals.of(Opposition::Standard);
    QCOMPARE(standard.games, 2);
    QCOMPARE(standard.gamesWon, facts->won ? 2 : 0);
    QCOMPARE(standard.rounds, 4);
    QCOMPARE(standard.roundsWon, 2 * facts->roundsWon);
    QCOMPARE(standard.scoredRounds, 4);
    QCOMPARE(standard.points, 2LL * (scores[0][0] + scores[1][0]));
    QCOMPARE(standard.bestRound, std::max(scores[0][0], scores[1][0]));
    QCOMPARE(standard.turns, 2 * facts->turns);
    QCOMPARE(standard.missedPerTurn(), static_cast<double>(facts->tilesMissed) / facts->turns);
    QCOMPARE(totals.of(Opposition::Expert).games, 0);
    QCOMPARE(totals.of(Opposition::HotSeat).games, 1);
    QCOMPARE(totals.all.games, 3);
    QCOMPARE(totals.all.scoredRounds, 8);
}

// The facts field by field (QCOMPARE on each, so that a failure names it).
void compareFacts(const GameFacts& a, const GameFacts& b)
{
    QCOMPARE(a.when, b.when);
    QCOMPARE(a.against, b.against);
    QCOMPARE(a.won, b.won);
    QCOMPARE(a.rounds, b.rounds);
    QCOMPARE(a.roundsWon, b.roundsWon);
    QCOMPARE(a.roundScores, b.roundScores);
    QCOMPARE(a.turns, b.turns);
    QCOMPARE(a.tilesMissed, b.tilesMissed);
    QCOMPARE(a.seats, b.seats);
    QCOMPARE(a.names, b.names);
    QCOMPARE(a.people, b.people);
    QCOMPARE(a.totals, b.totals);
}

// The statistics screen's figures after a scripted series of games, read
// once (each game reviewed) and again as after a restart (from the cache).
void TestUiSaveGameStatistics::statisticsSurviveARestart()
{
    const QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("history"));
    GameHistory history(folder);
    const std::vector<SavedGame> series{
        finishedGame({SeatKind::Person, SeatKind::Standard}, 21),
        finishedGame({SeatKind::Person, SeatKind::Expert}, 25),
        finishedGame({SeatKind::Beginner, SeatKind::Standard}, 23), // no person: not counted
        finishedGame({SeatKind::Person, SeatKind::Beginner}, 24),
        finishedGame({SeatKind::Person, SeatKind::Expert, SeatKind::Person}, 22),
        finishedGame({SeatKind::Person, SeatKind::Standard}, 26, 1),
    };
    QString error;
    std::vector<GameFacts> expected; // the newest first, as the history lists them
    for (const SavedGame& game : series) {
        QVERIFY2(history.keep(game, &error), qPrintable(error));
        if (std::optional<GameFacts> f = factsOf(game, &error))
            expected.insert(expected.begin(), *f);
    }
    QCOMPARE(expected.size(), std::size_t(5));
    const QStringList files = history.files();

    // Read the first time: every game is reviewed, and the cache written.
    const FactsRead first = readFacts(folder, files);
    QCOMPARE(first.reviewed, 6);
    QVERIFY(QFile::exists(factsCachePath(folder)));
    std::vector<GameFacts> counted;
    for (const CachedFacts& c : first.games)
        if (c.counted)
            counted.push_back(c.facts);
    QCOMPARE(counted.size(), expected.size());
    for (std::size_t i = 0; i < counted.size(); ++i)
        compareFacts(counted[i], expected[i]);

    // After a restart: the same facts, none reviewed again.
    const FactsRead again = readFacts(folder, files);
    QCOMPARE(again.reviewed, 0);
    QCOMPARE(again.games.size(), first.games.size());
    for (std::size_t i = 0; i < again.games.size(); ++i) {
        QCOMPARE(again.games[i].counted, first.games[i].counted);
        if (again.games[i].counted)
            compareFacts(again.games[i].facts, first.games[i].facts);
    }

    // A game written again (another game in its file) is reviewed again, alone.
    QVERIFY(writeSaveFile(files[0], series[1], &error));
    {
        QFile touched(files[0]);
        QVERIFY(touched.open(QIODevice::ReadWrite));
        QVERIFY(touched.setFileTime(QDateTime::currentDateTimeUtc().addSecs(60), QFileDevice::FileModificationTime));
    }
    const FactsRead changed = readFacts(folder, files);
    QCOMPARE(changed.reviewed, 1);
    QCOMPARE(changed.games[0].facts.against, Opposition::Expert);

    // A cache that does not read is rebuilt.
    QFile cache(factsCachePath(folder));
    QVERIFY(cache.open(QIODevice::WriteOnly | QIODevice::Truncate));
    cache.write("{\"version\": 1, \"games\": [");
    cache.close();
    QCOMPARE(readFacts(folder, files).reviewed, 6);
    QCOMPARE(readFacts(folder, files).reviewed, 0);

    // The screen's model: the totals by opposition, then all games.
    QVERIFY(writeSaveFile(files[0], series.back(), &error));
    const auto load = [&](PlayedGames& played) {
        QSignalSpy shown(&played, &PlayedGames::changed);
        played.setFolder(folder);
        played.refresh();
        QVERIFY(shown.wait(20000));
    };
    PlayedGames played;
    load(played);
    QCOMPARE(played.games().size(), 5);
    const PlayedGame& newest = played.games().front();
    QCOMPARE(newest.file, files[0]);
    QCOMPARE(newest.won, expected[0].won);
    QVERIFY(newest.hasScore); // one person played
    QCOMPARE(newest.score, expected[0].totals[0]);
    const HistoryTotals totals = tally(expected);
    const QList<OppositionRow> rows = played.totals();
    // Beginner, standard, expert, at one screen; then all.
    QCOMPARE(rows.size(), 5);
    const OppositionRow& all = rows.back();
    QCOMPARE(all.games, 5);
    QCOMPARE(all.gamesWon, totals.all.gamesWon);
    QCOMPARE(all.rounds, totals.all.rounds);
    QCOMPARE(all.roundsWon, totals.all.roundsWon);
    QCOMPARE(all.bestRound, totals.all.bestRound);
    QCOMPARE(all.averageRound, totals.all.averageRound());
    QCOMPARE(all.missedPerTurn, totals.all.missedPerTurn());
    const OppositionRow& standard = rows[1];
    QCOMPARE(standard.games, totals.of(Opposition::Standard).games);
    QCOMPARE(standard.games, 2);
    // The charts' series: a round score for each person's round, oldest first.
    int rounds = 0;
    for (auto f = expected.rbegin(); f != expected.rend(); ++f)
        rounds += static_cast<int>(f->roundScores.size());
    QCOMPARE(played.roundPoints().size(), rounds);
    QCOMPARE(played.roundPoints().back().y, static_cast<double>(expected[0].roundScores.back()));
    QCOMPARE(played.winShares().size(), 3);

    // A second model, as after a restart: the same figures, from the cache.
    PlayedGames restarted;
    load(restarted);
    QCOMPARE(restarted.totals(), played.totals());
    QCOMPARE(restarted.games(), played.games());
    QCOMPARE(restarted.roundPoints(), played.roundPoints());
}

// A game of one person against AIs of two levels is neither level's: it is
// counted as mixed levels (it was counted under the strongest, the expert),
// a row of its own; AIs of one level are that level's. And a turn whose play
// was the hint's, kept (the save's turnRacks say so, "hint": true), is not
// the person's: left out of their turns and misses.
void TestUiSaveGameStatistics::statisticsCountMixedTablesApartAndLeaveHintsOut()
{
    QString why;
    const SavedGame mixed = finishedGame({SeatKind::Person, SeatKind::Standard, SeatKind::Expert}, 27, 1);
    const std::optional<GameFacts> mixedFacts = factsOf(mixed, &why);
    QVERIFY2(mixedFacts, qPrintable(why));
    QCOMPARE(mixedFacts->against, Opposition::Mixed);
    const std::optional<GameFacts> twoStandard =
        factsOf(finishedGame({SeatKind::Person, SeatKind::Standard, SeatKind::Standard}, 28, 1), &why);
    QVERIFY2(twoStandard, qPrintable(why));
    QCOMPARE(twoStandard->against, Opposition::Standard);

    // The screen: the standard AI's row, the mixed levels' row, all games;
    // the mixed game's line says so, and no level's chart has it.
    const QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("history"));
    GameHistory history(folder);
    QVERIFY2(history.keep(finishedGame({SeatKind::Person, SeatKind::Standard}, 21, 1), &why), qPrintable(why));
    QVERIFY2(history.keep(mixed, &why), qPrintable(why));
    PlayedGames played;
    QSignalSpy shown(&played, &PlayedGames::changed);
    played.setFolder(folder);
    played.refresh();
    QVERIFY(shown.wait(20000));
    const QList<OppositionRow> rows = played.totals();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0].against, QStringLiteral("Standard AI"));
    QCOMPARE(rows[0].games, 1);
    QCOMPARE(rows[1].against, QStringLiteral("Mixed AI levels"));
    QCOMPARE(rows[1].games, 1);
    QCOMPARE(rows[2].games, 2);
    QCOMPARE(played.games().front().against, QStringLiteral("Mixed AI levels")); // the newest
    QCOMPARE(played.games().front().opponents, QStringLiteral("Standard AI, Expert AI"));
    QCOMPARE(played.winShares().size(), 1);
    QCOMPARE(played.winShares().front().against, QStringLiteral("Standard AI"));

    // A play of the person's that was the hint's: one turn fewer of theirs.
    SavedGame game = finishedGame({SeatKind::Person, SeatKind::Standard}, 21);
    const std::optional<GameFacts> plain = factsOf(game, &why);
    QVERIFY2(plain, qPrintable(why));
    const std::shared_ptr<const tilerummy::ReplayedMatch> replayed = replayOf(game, &why);
    QVERIFY2(replayed, qPrintable(why));
    const std::vector<tilerummy::TurnRecord>& turns = replayed->rounds.front();
    const auto play = std::find_if(turns.begin(), turns.end(), [](const tilerummy::TurnRecord& t) {
        return t.player == 0 && t.action == tilerummy::TurnAction::Play;
    });
    QVERIFY(play != turns.end());
    const int turn = static_cast<int>(play - turns.begin());
    QVERIFY(std::size_t(turn) + 2 < turns.size());
    game.turnRacks.push_back({0, turn, tilerummy::RackSlots::dealt(play->before.rack), true});
    game.turnRacks.push_back({0, turn + 2, tilerummy::RackSlots::dealt(turns[std::size_t(turn) + 2].before.rack)});
    QVERIFY(tilerummy::playedTheHint(game.turnRacks, 0, turn));
    QVERIFY(!tilerummy::playedTheHint(game.turnRacks, 0, turn + 2));
    QVERIFY(!tilerummy::playedTheHint(game.turnRacks, 1, turn));
    const std::optional<GameFacts> hinted = factsOf(game, &why);
    QVERIFY2(hinted, qPrintable(why));
    QCOMPARE(hinted->turns, plain->turns - 1);
    QVERIFY(hinted->tilesMissed <= plain->tilesMissed);

    // The save keeps it: "hint": true where it is so, nothing where not; read
    // back the same, and a save from before (no "hint") reads as no hint.
    const QJsonObject written = objectOf(toJson(game));
    const QJsonArray racks = written.value("turnRacks").toArray();
    QCOMPARE(racks.size(), 2);
    QVERIFY(racks.at(0).toObject().value("hint").isBool() && racks.at(0).toObject().value("hint").toBool());
    QVERIFY(!racks.at(1).toObject().contains("hint"));
    const std::optional<SavedGame> back = fromJson(toJson(game), &why);
    QVERIFY2(back, qPrintable(why));
    QVERIFY(back->turnRacks == game.turnRacks);
    const std::optional<SavedGame> older = fromJson(bytesOf(edited(written, "turnRacks[0].hint", "<remove>")), &why);
    QVERIFY2(older, qPrintable(why));
    QVERIFY(!older->turnRacks.front().hinted);
    QVERIFY(!fromJson(bytesOf(edited(written, "turnRacks[0].hint", "\"yes\"")), &why));
    QVERIFY2(why.startsWith(QStringLiteral("turnRacks[0].hint must be true or false")), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestUiSaveGameStatistics)
#include "test_ui_save_game_statistics.moc"
