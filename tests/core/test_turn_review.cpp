// A turn against the best play at its moment (core/turn_review.h): what the
// best play lays and how it reworks the table's sets; a whole round reviewed
// and summed up (core/round_review.h); what a set's jokers stand for
// (core/meld.h) and the jokers a play moves (core/table_rearrangement.h).
#include "round_review.h"
#include "self_play.h"
#include "table_rearrangement.h"
#include "test_support.h"
#include "tile_ids.h"
#include "turn_review.h"

#include <QtTest>

using namespace tilerummy;
using trtest::table;
using trtest::tiles;

Q_DECLARE_METATYPE(tilerummy::SetRework::Kind)

class TestTurnReview : public QObject {
    Q_OBJECT

private slots:
    void reworks_data()
    {
        QTest::addColumn<QString>("beforeText");
        QTest::addColumn<QString>("afterText");
        QTest::addColumn<int>("set");
        QTest::addColumn<SetRework::Kind>("kind");
        QTest::newRow("a run split by a tile") << "B3 B4 B5 B6 B7 B8"
                                               << "B3 B4 B5 B6 | B6 B7 B8" << 0 << SetRework::Kind::Split;
        QTest::newRow("a joker freed") << "K8 B8 O8 | R3 J R5"
                                       << "K8 B8 O8 J | R3 R4 R5" << 1 << SetRework::Kind::JokerFreed;
        QTest::newRow("a group's fourth taken") << "R7 K7 B7 O7 | O4 O5 O6"
                                                << "R7 K7 B7 | O4 O5 O6 O7" << 0 << SetRework::Kind::TilesTaken;
        QTest::newRow("a run's end moved to a group") << "R4 R5 R6 R7"
                                                      << "R4 R5 R6 | R7 K7 B7" << 0 << SetRework::Kind::TilesTaken;
        QTest::newRow("two runs joined") << "R1 R2 R3 | R5 R6 R7"
                                         << "R1 R2 R3 R4 R5 R6 R7" << 1 << SetRework::Kind::Joined;
        QTest::newRow("extended") << "R1 R2 R3 | K9 B9 O9"
                                  << "R1 R2 R3 R4 | K9 B9 O9" << 0 << SetRework::Kind::Extended;
    }

    void reworks()
    {
        QFETCH(QString, beforeText);
        QFETCH(QString, afterText);
        QFETCH(int, set);
        QFETCH(SetRework::Kind, kind);
        const Table before = table(beforeText);
        const std::vector<SetRework> found = reworksOf(before, table(afterText));
        const auto it = std::find_if(found.begin(), found.end(), [&](const SetRework& r) { return r.set == set; });
        QVERIFY2(it != found.end(), "the set is listed as changed");
        QCOMPARE(it->kind, kind);
        QCOMPARE(trtest::show(it->tiles), trtest::show(before[static_cast<std::size_t>(set)]));
    }

    void setsLeftAloneAreNotListed()
    {
        const std::vector<SetRework> found = reworksOf(table("R1 R2 R3 | K9 B9 O9"), table("K9 B9 O9 | R1 R2 R3"));
        QVERIFY(found.empty());
        QVERIFY(mainRework(found) == nullptr);
    }

    void mainReworkPrefersASplit()
    {
        // The red run is extended, the blue one split: the split says most.
        const Table before = table("R1 R2 R3 | B3 B4 B5 B6 B7 B8");
        const std::vector<SetRework> found = reworksOf(before, table("R1 R2 R3 R4 | B3 B4 B5 B6 | B6 B7 B8"));
        QCOMPARE(found.size(), std::size_t(2));
        const SetRework* main = mainRework(found);
        QVERIFY(main);
        QCOMPARE(main->kind, SetRework::Kind::Split);
        QCOMPARE(main->set, 1);
    }

    void jokersStandFor_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("standFor"); // each joker's faces, in the order they lie
        QTest::newRow("a run's end: as high as it goes") << "K5 K6 J"
                                                         << "K7";
        QTest::newRow("a run at 13: the low end") << "K12 K13 J"
                                                  << "K11";
        QTest::newRow("a run's gap") << "J R5 R7"
                                     << "R6";
        QTest::newRow("two jokers, in the order they lie") << "J R5 J R8"
                                                           << "R6 | R7";
        QTest::newRow("a group: the colours it lacks") << "O4 K4 J"
                                                       << "R4 B4";
        QTest::newRow("K13 J J reads as a group") << "K13 J J"
                                                  << "R13 B13 O13 | R13 B13 O13";
        QTest::newRow("not a set") << "K4 R4"
                                   << "";
    }

    void jokersStandFor()
    {
        QFETCH(QString, set);
        QFETCH(QString, standFor);
        QStringList faces;
        for (const Tiles& each : tilerummy::jokersStandFor(tiles(set)))
            faces << trtest::show(each);
        QCOMPARE(faces.join(QStringLiteral(" | ")), standFor);
    }

    void jokerMoves_data()
    {
        // Each move: "set before > set after, own or other set: stood for ->
        // stands for".
        QTest::addColumn<QString>("beforeText");
        QTest::addColumn<QString>("afterText");
        QTest::addColumn<QString>("moves");
        QTest::newRow("a run's joker shifted to its other end") << "K5 K6 J"
                                                                << "K3 J K5 K6"
                                                                << "0>0 own: K7 -> K4";
        QTest::newRow("a run's joker shifted as the run gives a tile") << "R4 R5 R6 J"
                                                                       << "R4 R5 J | R6 K6 B6"
                                                                       << "0>0 own: R7 -> R6";
        QTest::newRow("a joker won by a tile of the table") << "K3 R3 J | B3 B4 B5 B6"
                                                            << "K3 R3 B3 | B4 B5 B6 | O5 J O7"
                                                            << "0>2 other: B3 O3 -> O6";
        QTest::newRow("a joker that keeps its place") << "R5 J R7"
                                                      << "R5 J R7 R8"
                                                      << "";
        QTest::newRow("a group's joker left fewer colours") << "K4 R4 J"
                                                            << "K4 R4 B4 J"
                                                            << "";
        QTest::newRow("two jokers alike: sets reordered") << "R5 J R7 | K9 J K11"
                                                          << "K9 J K11 K12 | R4 R5 J R7"
                                                          << "";
        QTest::newRow("one of two jokers moved") << "R5 J R7 | K9 J K11"
                                                 << "R5 R6 R7 | K9 J K11 | O1 O2 J"
                                                 << "0>2 other: R6 -> O3";
    }

    void jokerMoves()
    {
        QFETCH(QString, beforeText);
        QFETCH(QString, afterText);
        QFETCH(QString, moves);
        QStringList found;
        for (const JokerMove& move : tilerummy::jokerMoves(table(beforeText), table(afterText)))
            found << QStringLiteral("%1>%2 %3: %4 -> %5")
                         .arg(move.setBefore)
                         .arg(move.setAfter)
                         .arg(move.ownSet ? QStringLiteral("own") : QStringLiteral("other"),
                              trtest::show(move.stoodFor), trtest::show(move.standsFor));
        QCOMPARE(found.join(QStringLiteral("; ")), moves);
    }

    void aDrawAgainstAPlayThatSplits()
    {
        // The player drew; the rack's B6 and R6 R7 could have gone down by
        // splitting the blue run (B3-B5 | B6-B8 with B6 ... ) and extending.
        const Position before{table("B3 B4 B5 B6 B7 B8 | R3 R4 R5"), tiles("B6 R6 R7 K1")};
        const TurnReview review = reviewTurn(before, true, 30, {}, before.table);
        QCOMPARE(review.tilesPlaced, 0);
        QCOMPARE(review.pointsPlaced, 0);
        QCOMPARE(review.best.tilesPlaced, 3);
        QCOMPARE(review.best.pointsPlaced, 19);
        QCOMPARE(review.tilesMissed(), 3);
        const SetRework* main = mainRework(review.bestReworks);
        QVERIFY(main);
        QCOMPARE(main->kind, SetRework::Kind::Split);
        QCOMPARE(main->set, 0);
    }

    void aPlayThatWasTheBest()
    {
        const Position before{table("R3 R4 R5"), tiles("R6 K1")};
        const TurnReview review = reviewTurn(before, true, 30, tiles("R6"), table("R3 R4 R5 R6"));
        QCOMPARE(review.tilesPlaced, 1);
        QCOMPARE(review.pointsPlaced, 6);
        QCOMPARE(review.best.tilesPlaced, 1);
        QCOMPARE(review.tilesMissed(), 0);
    }

    void beforeTheOpeningTheBestIsAnOpening()
    {
        // 10+11+12 = 33: an opening of 30; the rack's R4 cannot join the
        // table's run before the opening.
        const Position before{table("R1 R2 R3"), tiles("K10 K11 K12 R4")};
        const TurnReview review = reviewTurn(before, false, 30, {}, before.table);
        QCOMPARE(review.best.tilesPlaced, 3);
        QCOMPARE(trtest::show(review.best.placed), QStringLiteral("K10 K11 K12"));
        // With a meld of 50 there is none.
        const TurnReview higher = reviewTurn(before, false, 50, {}, before.table);
        QCOMPARE(higher.best.tilesPlaced, 0);
        QVERIFY(higher.bestReworks.empty());
    }

    void aCutSearchKeepsTheTurnsOwnPlay()
    {
        // A search stopped before it starts finds no rearrangement; the turn
        // laid B6 K6 with the run's R6: its own play stands as the best, so
        // nothing was missed.
        std::atomic<bool> stop{true};
        const Position before{table("R3 R4 R5 R6"), tiles("B6 K6 O1")};
        const TurnReview review = reviewTurn(before, true, 30, tiles("B6 K6"), table("R3 R4 R5 | R6 B6 K6"), 0, &stop);
        QCOMPARE(review.tilesPlaced, 2);
        QCOMPARE(review.best.tilesPlaced, 2);
        QCOMPARE(review.tilesMissed(), 0);
        QCOMPARE(review.bestReworks.size(), std::size_t(1));
        QCOMPARE(review.bestReworks[0].kind, SetRework::Kind::TilesTaken);
    }

    void summaryCountsMissesAndLateOpenings()
    {
        // Seat 0: opens late once (could open, drew), then misses 2 and 4;
        // seat 1 misses nothing.
        auto turn = [](int player, bool opened, int laid, int best) {
            ReviewedTurn t;
            t.player = player;
            t.action = laid > 0 ? TurnAction::Play : TurnAction::Draw;
            t.initialMeldDone = opened;
            t.review.tilesPlaced = laid;
            t.review.best.tilesPlaced = best;
            return t;
        };
        const std::vector<ReviewedTurn> turns{turn(0, false, 0, 3), turn(1, false, 3, 3), turn(0, false, 4, 4),
                                              turn(1, true, 0, 0),  turn(0, true, 1, 3),  turn(1, true, 2, 2),
                                              turn(0, true, 0, 4)};
        const RoundReviewSummary s = summarizeReview(turns, 2);
        QCOMPARE(s.players.size(), std::size_t(2));
        QCOMPARE(s.players[0].turns, 4);
        QCOMPARE(s.players[0].tilesMissed, 3 + 2 + 4);
        QCOMPARE(s.players[0].turnsWithMiss, 3);
        QCOMPARE(s.players[0].lateOpenings, 1);
        QCOMPARE(s.players[1].turns, 3);
        QCOMPARE(s.players[1].tilesMissed, 0);
        // The most first: 4 (turn 6), 3 (turn 0), 2 (turn 4).
        QCOMPARE(s.biggestMisses, (std::vector<int>{6, 0, 4}));
        QCOMPARE(summarizeReview(turns, 2, 1).biggestMisses, (std::vector<int>{6}));

        // Seat 0 as a seat that holds back by design (the expert AI): its
        // draws after its opening while a play was there are holds, not
        // misses; its late opening and its short play still count.
        const RoundReviewSummary held = summarizeReview(turns, 2, 3, {true, false});
        QCOMPARE(held.players[0].tilesMissed, 3 + 2);
        QCOMPARE(held.players[0].turnsWithMiss, 2);
        QCOMPARE(held.players[0].lateOpenings, 1);
        QCOMPARE(held.players[0].tilesHeld, 4);
        QCOMPARE(held.players[0].turnsHeld, 1);
        QCOMPARE(held.biggestMisses, (std::vector<int>{0, 4}));
        QVERIFY(heldBack(turns[6], true));
        QVERIFY(!heldBack(turns[6], false));
        QVERIFY(!heldBack(turns[0], true)); // before its opening: a late opening
        QVERIFY(!heldBack(turns[3], true)); // nothing could be laid
    }

    // Each turn counts under one heading: the most laid (its own play that
    // laid tiles, nothing more possible), a miss, a hold (the expert AI's
    // draw while a play was there), the hint's play kept, or none (nothing
    // could be laid). "Laid the most" was said of every turn without a miss,
    // the holds and the draws with nothing to lay among them.
    void summaryCountsEachTurnOnce()
    {
        auto turn = [](int player, int laid, int best, bool hinted = false) {
            ReviewedTurn t;
            t.player = player;
            t.action = laid > 0 ? TurnAction::Play : TurnAction::Draw;
            t.initialMeldDone = true;
            t.review.tilesPlaced = laid;
            t.review.best.tilesPlaced = best;
            t.hinted = hinted;
            return t;
        };
        // Seat 0 (a person): the most laid twice, a miss, the hint's play
        // twice (one of them short of the best), nothing to lay once.
        // Seat 1 (the expert AI): the most laid once, two holds, nothing twice.
        const std::vector<ReviewedTurn> turns{
            turn(0, 3, 3), turn(1, 2, 2), turn(0, 1, 4), turn(1, 0, 3), turn(0, 5, 5, true), turn(1, 0, 2),
            turn(0, 0, 0), turn(1, 0, 0), turn(0, 2, 2), turn(1, 0, 0), turn(0, 2, 3, true),
        };
        const RoundReviewSummary s = summarizeReview(turns, 2, 3, {false, true});
        const PlayerReview& person = s.players[0];
        QCOMPARE(person.turns, 6);
        QCOMPARE(person.turnsLaidMost, 2);
        QCOMPARE(person.turnsWithMiss, 1);
        QCOMPARE(person.tilesMissed, 3);
        QCOMPARE(person.turnsHinted, 2);
        QCOMPARE(person.turnsHeld, 0);
        const PlayerReview& expert = s.players[1];
        QCOMPARE(expert.turns, 5);
        QCOMPARE(expert.turnsLaidMost, 1);
        QCOMPARE(expert.turnsHeld, 2);
        QCOMPARE(expert.tilesHeld, 5);
        QCOMPARE(expert.turnsWithMiss, 0);
        QCOMPARE(expert.turnsHinted, 0);
        // The hint's play short of the best is not the person's miss.
        QCOMPARE(s.biggestMisses, (std::vector<int>{2}));
        // Summed over rounds, field by field.
        PlayerReview both = person;
        both += expert;
        QCOMPARE(both.turns, 11);
        QCOMPARE(both.turnsLaidMost, 3);
        QCOMPARE(both.turnsHinted, 2);
        QCOMPARE(both.turnsHeld, 2);
        QCOMPARE(both.tilesHeld, 5);
        QCOMPARE(both.tilesMissed, 3);
    }

    void aWholeRoundReviewed()
    {
        // A seeded game of a beginner against the standard AI, as the game
        // records it: every turn reviewed, the best never below what was laid,
        // and the beginner misses plays.
        struct Recorder : SelfPlayObserver {
            std::vector<TurnRecord> turns;
            void dealt(int, const Game&) override {}
            void turn(int game, const TurnRecord& r) override
            {
                if (game == 0)
                    turns.push_back(r);
            }
            void ended(int, const Game&) override {}
        } recorder;
        SelfPlayOptions options;
        options.seats = {AiLevel::Beginner, AiLevel::Standard};
        options.seed = 3;
        options.aiNodeLimit = 3000;
        SelfPlaySummary summary;
        std::string error;
        QVERIFY2(runSelfPlay(options, &recorder, &summary, &error), error.c_str());
        const std::vector<ReviewedTurn> reviewed = reviewRound(recorder.turns, options.rules);
        QCOMPARE(reviewed.size(), recorder.turns.size());
        int laidInAll = 0;
        for (std::size_t i = 0; i < reviewed.size(); ++i) {
            const TurnRecord& r = recorder.turns[i];
            const ReviewedTurn& t = reviewed[i];
            QCOMPARE(t.player, r.player);
            QCOMPARE(t.initialMeldDone, r.initialMeldDone);
            const int laid = r.action == TurnAction::Play ? static_cast<int>(tilesLaid(r).size()) : 0;
            QCOMPARE(t.review.tilesPlaced, laid);
            QVERIFY(t.review.best.tilesPlaced >= laid);
            laidInAll += laid;
        }
        QVERIFY(laidInAll > 0);
        const RoundReviewSummary s = summarizeReview(reviewed, 2);
        QVERIFY(s.players[0].tilesMissed > 0);
        QCOMPARE(s.players[0].turns + s.players[1].turns, static_cast<int>(reviewed.size()));
        QVERIFY(!s.biggestMisses.empty());
        // A stop flag already set: nothing is reviewed.
        const std::atomic<bool> stop{true};
        QVERIFY(reviewRound(recorder.turns, options.rules, 0, &stop).empty());
    }

    void replayMatchGivesEachRoundsTurns()
    {
        // A match of two rounds played by two standard AIs, recorded; its
        // actions give back each round's turns, as they were played.
        MatchSetup setup;
        setup.seed = 11;
        setup.rules.rounds = 2;
        RecordedMatch match(setup);
        std::vector<std::vector<TurnRecord>> played(1);
        AiPlayer ai(AiLevel::Standard, 1, 3000);
        while (!match.match().isOver()) {
            if (match.round().isOver()) {
                QVERIFY(match.nextRound());
                played.emplace_back();
                continue;
            }
            const Game& g = match.round();
            const int seat = g.currentPlayer();
            const AiDecision d = ai.decide(viewOf(g, seat));
            std::optional<IdPosition> ids;
            if (d.play)
                ids = assignIds({g.table(), g.rack(seat)}, d.table);
            const TurnRecord r = ids ? match.play(ids->table, ids->rack) : match.drawOrPass();
            played.back().push_back(r);
        }
        std::string why;
        const auto replayed = replayMatch(setup, match.actions(), &why);
        QVERIFY2(replayed, why.c_str());
        const auto* rounds = &replayed->rounds;
        QCOMPARE(rounds->size(), std::size_t(2));
        QVERIFY(replayed->match->round().isOver());
        QVERIFY(replayed->match->match().isOver());
        QVERIFY(replayed->match->match().roundScores() == match.match().roundScores());
        QCOMPARE(replayed->match->match().winner(), match.match().winner());
        // The same replay gives the match where the actions leave it.
        QVERIFY(replayed->match);
        QCOMPARE(replayed->match->actions().size(), match.actions().size());
        QVERIFY(replayed->match->match().totals() == match.match().totals());
        QVERIFY(replayed->match->round().table() == match.round().table());
        for (std::size_t k = 0; k < 2; ++k) {
            QCOMPARE((*rounds)[k].size(), played[k].size());
            for (std::size_t i = 0; i < played[k].size(); ++i) {
                QCOMPARE((*rounds)[k][i].player, played[k][i].player);
                QVERIFY((*rounds)[k][i].before == played[k][i].before);
                QVERIFY((*rounds)[k][i].after == played[k][i].after);
            }
        }
        // Each turn's rack, as dealt and changed by that seat's turns, is the one it began with.
        for (std::size_t k = 0; k < 2; ++k) {
            QCOMPARE(replayed->dealt[k].size(), std::size_t(2));
            for (std::size_t i = 0; i < played[k].size(); ++i) {
                const std::vector<IdSet> racks = racksBefore(played[k], replayed->dealt[k], static_cast<int>(i));
                QVERIFY(racks[static_cast<std::size_t>(played[k][i].player)] == played[k][i].before.rack);
            }
        }
        // Actions that do not replay: the reason names the action.
        std::vector<RecordedAction> bad = match.actions();
        bad.insert(bad.begin(), RecordedAction::nextRound());
        QVERIFY(!replayMatch(setup, bad, &why));
        // A round in progress: not over, nothing scored for it.
        std::vector<RecordedAction> part(match.actions().begin(), match.actions().begin() + 3);
        const auto begun = replayMatch(setup, part, &why);
        QVERIFY2(begun, why.c_str());
        QCOMPARE(begun->rounds.size(), std::size_t(1));
        QCOMPARE(begun->rounds[0].size(), std::size_t(3));
        QVERIFY(!begun->match->round().isOver());
        QVERIFY(!begun->match->match().isOver());
        QVERIFY(begun->match->match().roundScores().empty());
        QVERIFY2(why.rfind("action 0 (next): ", 0) == 0, why.c_str());
    }
};

QTEST_GUILESS_MAIN(TestTurnReview)
#include "test_turn_review.moc"
