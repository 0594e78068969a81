// Matches through the GameController: a new match's setup checked, rounds to
// the match's end (kept in the history), a person who goes out celebrated, and
// a game saved in the middle of a turn and resumed there (the last turn still
// marked); the autosave offered, kept, set aside when damaged, written soon
// after a move, and not written for a game never touched.
#include "save/game_history.h"
#include "save/save_game.h"
#include "session/game_controller.h"
#include "session/save_session.h"
#include "turn_flow_support.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

class TestUiTurnFlowMatches : public QObject {
    Q_OBJECT

private slots:
    void aPersonWhoGoesOutIsCelebrated();
    void roundsOfAMatch();
    void newMatchRejectsBadSetups();
    void aGameSavedMidTurnResumesThere();
    void theAutosaveIsOfferedAndKept();
    void aMoveOfTheTurnIsAutosavedSoonAfter();
    void anUntouchedGameIsNotAutosaved();
    void theLastTurnStaysMarkedAfterResume();
};

// The round's end has words for a moment of celebration when a person at
// this screen went out: "You went out!" for the one person here, the name at
// a screen shared by several (hot seat); none when an AI went out.
void TestUiTurnFlowMatches::aPersonWhoGoesOutIsCelebrated()
{
    // The persons play the hints (or draw); `persons` false: they only draw.
    const auto playToTheEnd = [](GameController& controller, bool persons) {
        controller.board()->setMoveStepMs(0);
        for (int turn = 0; turn < 400 && !controller.isRoundOver(); ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(controller.canAct() || controller.handOverPending() || controller.isRoundOver(),
                                     30000);
            if (controller.isRoundOver())
                break;
            if (controller.handOverPending())
                controller.confirmHandOver();
            QSignalSpy ready(controller.hint(), &HintAssistant::ready);
            if (persons) {
                QVERIFY(controller.hint()->request());
                QTRY_VERIFY_WITH_TIMEOUT(ready.count() == 1, 30000);
            }
            if (persons && controller.hint()->pending() && controller.hint()->apply())
                QVERIFY(controller.endTurn());
            else
                QVERIFY(controller.drawTile());
        }
        QVERIFY(controller.isRoundOver());
    };
    GameController hotSeat;
    QCOMPARE(hotSeat.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, 4)), QString());
    playToTheEnd(hotSeat, true);
    const RoundEnd shared = hotSeat.scoreboard()->roundSummary();
    QCOMPARE(shared.reason, QStringLiteral("rummikub"));
    QCOMPARE(shared.celebration, QStringLiteral("%1 went out!").arg(hotSeat.playerName(shared.winner)));

    GameController alone;
    QCOMPARE(alone.newMatch(setupOf({SeatKind::Person, SeatKind::Beginner}, 1)), QString());
    playToTheEnd(alone, true);
    QCOMPARE(alone.scoreboard()->roundSummary().winner, 0);
    QCOMPARE(alone.scoreboard()->roundSummary().celebration, QStringLiteral("You went out!"));

    GameController outplayed;
    QCOMPARE(outplayed.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, 1)), QString());
    playToTheEnd(outplayed, false);
    QCOMPARE(outplayed.scoreboard()->roundSummary().winner, 1);
    QCOMPARE(outplayed.scoreboard()->roundSummary().celebration, QString());
}

void TestUiTurnFlowMatches::roundsOfAMatch()
{
    GameController controller;
    QTemporaryDir history;
    controller.saves()->setHistoryFolder(history.path());
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Beginner, SeatKind::Standard}, 5, 0, 2)), QString());
    QSignalSpy ended(&controller, &GameController::roundEnded);
    QTRY_VERIFY_WITH_TIMEOUT(controller.isRoundOver(), 120000);
    QCOMPARE(ended.count(), 1);
    const RoundEnd summary = controller.scoreboard()->roundSummary();
    QVERIFY(summary.over);
    QCOMPARE(summary.round, 1);
    QVERIFY(!summary.matchOver);
    int sum = 0;
    for (const RoundEndPlayer& player : summary.players)
        sum += player.score;
    QCOMPARE(sum, 0);
    QCOMPARE(controller.scoreboard()->scoreHistory().size(), 1);
    QVERIFY(controller.nextRound());
    QCOMPARE(controller.roundNumber(), 2);
    QVERIFY(!controller.isRoundOver());
    QCOMPARE(controller.game().table().size(), std::size_t(0));
    QCOMPARE(GameHistory(history.path()).files().size(), 0); // the match goes on
    QTRY_VERIFY_WITH_TIMEOUT(controller.isMatchOver(), 120000);
    QVERIFY(!controller.nextRound());
    QCOMPARE(controller.scoreboard()->scoreHistory().size(), 2);
    // The finished match is kept, once, whole: both rounds, and it replays to its end.
    const QStringList kept = GameHistory(history.path()).files();
    QCOMPARE(kept.size(), 1);
    QString error;
    const std::optional<SavedGame> save = GameHistory::read(kept.first(), &error);
    QVERIFY2(save, qPrintable(error));
    QCOMPARE(save->state->round, 2);
    QVERIFY(save->state->roundOver);
    QCOMPARE(save->actions, controller.match().actions());
    controller.saves()->autosave();
    QCOMPARE(GameHistory(history.path()).files().size(), 1);
}

void TestUiTurnFlowMatches::newMatchRejectsBadSetups()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Expert}, 42)), QString());
    const QVariantMap before = controller.scoreboard()->setup();
    QVERIFY(!controller.newMatch(setupOf({SeatKind::Person}, 1)).isEmpty());
    QVariantMap unknownSeat = setupOf({SeatKind::Person, SeatKind::Expert}, 1);
    unknownSeat["players"] = QVariantList{QVariantMap{{"seat", int(SeatKind::Person)}, {"name", ""}},
                                          QVariantMap{{"seat", 99}, {"name", ""}}};
    QCOMPARE(controller.newMatch(unknownSeat), QStringLiteral("Unknown seat \"99\"."));
    unknownSeat["players"] = QVariantList{QVariantMap{{"seat", int(SeatKind::Person)}, {"name", ""}},
                                          QVariantMap{{"seat", "expert"}, {"name", ""}}}; // a name is not a SeatKind
    QCOMPARE(controller.newMatch(unknownSeat), QStringLiteral("Unknown seat \"expert\"."));
    unknownSeat["players"] = QVariantList{QVariantMap{{"seat", int(SeatKind::Person)}, {"name", ""}},
                                          QVariantMap{{"seat", 1.5}, {"name", ""}}};
    QCOMPARE(controller.newMatch(unknownSeat), QStringLiteral("Unknown seat \"1.5\"."));
    QVariantMap badSeed = setupOf({SeatKind::Person, SeatKind::Expert}, 1);
    badSeed["seed"] = QStringLiteral("12ab");
    QVERIFY(controller.newMatch(badSeed).contains(QStringLiteral("seed")));
    QVariantMap badMeld = setupOf({SeatKind::Person, SeatKind::Expert}, 1);
    badMeld["initialMeld"] = -5;
    QCOMPARE(controller.newMatch(badMeld),
             QStringLiteral("These rules cannot be played: the first meld must be worth 0 to 1000 points, not -5."));
    QVariantMap badRack = setupOf({SeatKind::Person, SeatKind::Expert}, 1);
    badRack["rackSize"] = 40;
    QCOMPARE(controller.newMatch(badRack),
             QStringLiteral("These rules cannot be played: a rack must start with 1 to 26 tiles, not 40."));
    QCOMPARE(controller.scoreboard()->setup(), before); // nothing changed

    QVariantMap named = setupOf({SeatKind::Person, SeatKind::Person, SeatKind::Expert}, 9);
    QVariantList players = named["players"].toList();
    players[0] = QVariantMap{{"seat", int(SeatKind::Person)}, {"name", "  Ana  "}};
    players[1] = QVariantMap{{"seat", int(SeatKind::Person)}, {"name", "Ana"}};
    named["players"] = players;
    QCOMPARE(controller.newMatch(named), QString());
    QCOMPARE(controller.names(), (QStringList{"Ana", "Ana 2", "Expert AI"}));
    QCOMPARE(controller.seats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Person, SeatKind::Expert}));
    QCOMPARE(controller.scoreboard()->seed(), QStringLiteral("9"));
}

void TestUiTurnFlowMatches::aGameSavedMidTurnResumesThere()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000); // the AI played; the human again
    QVERIFY(controller.board()->sortRack(TurnBoard::RackSort::Runs));
    const int tile = controller.board()->rack()->tileIdAt(2);
    QVERIFY(controller.board()->moveToNewSet({tile}));
    const tilerummy::IdPosition draft = controller.draft().position();
    QVERIFY(controller.saves()->saveToFile(QUrl::fromLocalFile(path).toString()));

    GameController resumed;
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    QCOMPARE(resumed.turnNumber(), controller.turnNumber());
    QCOMPARE(resumed.game().rack(1), controller.game().rack(1));
    QCOMPARE(resumed.draft().table(), draft.table); // the turn goes on where it was
    QCOMPARE(resumed.draft().rack(), draft.rack);
    QVERIFY(resumed.board()->canUndo());
    QCOMPARE(resumed.names(), controller.names());

    QFile::remove(path);
    QVERIFY(!resumed.saves()->loadFromFile(path).isEmpty()); // a missing file: a reason, and the game stays
    QCOMPARE(resumed.turnNumber(), controller.turnNumber());
}

void TestUiTurnFlowMatches::theAutosaveIsOfferedAndKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    QString names;
    int turn = 0;
    int sets = 0;
    {
        GameController first;
        QCOMPARE(first.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
        first.saves()->setAutosaveFile(path);
        QVERIFY(!first.saves()->offerResume()); // nothing saved yet
        QVERIFY(first.drawTile());              // each turn is saved
        QVERIFY(QFile::exists(path));
        QTRY_VERIFY_WITH_TIMEOUT(first.canAct(), 30000);
        QVERIFY(first.board()->moveToNewSet({first.board()->rack()->tileIdAt(0)}));
        QVERIFY(first.saves()->autosave()); // as on quit: the turn in progress too
        names = first.names().join(',');
        turn = first.turnNumber();
        sets = first.board()->table()->rowCount();
    }
    GameController second;
    second.saves()->setAutosaveFile(path);
    QVERIFY(second.saves()->offerResume());
    QVERIFY(second.saves()->resumeOffered());
    QVERIFY(second.saves()->resumeDescription().contains(QStringLiteral("Player 1")));
    QVERIFY(!second.saves()->autosave()); // the offer stands: nothing is overwritten
    QCOMPARE(second.saves()->resumeAutosave(), QString());
    QCOMPARE(second.turnNumber(), turn);
    QCOMPARE(second.names().join(','), names);
    QCOMPARE(second.board()->table()->rowCount(), sets); // with the tile laid before quitting

    // Declined, the saved game is kept aside, not lost. While the offer
    // stands, the game on the table waits (an AI to move does not start).
    GameController third;
    QVERIFY(third.setSeats({SeatKind::Standard, SeatKind::Person}));
    QCOMPARE(third.newMatch(setupOf({SeatKind::Standard, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    third.saves()->setAutosaveFile(path);
    QVERIFY(third.saves()->offerResume());
    QTest::qWait(50); // a negative check: the AI to move does not start
    QVERIFY(!third.aiThinking());
    QCOMPARE(third.turnNumber(), 0);
    third.saves()->declineResume();
    QVERIFY(!third.saves()->resumeOffered());
    QTRY_VERIFY_WITH_TIMEOUT(third.turnNumber() == 1, 30000); // and now it plays
    QVERIFY(QFile::exists(path + QStringLiteral(".previous")));

    // A damaged autosave is not offered: it is refused with the reason, kept
    // byte for byte under another name, and a new game is played and saved.
    const QByteArray damaged = QByteArrayLiteral("{\"format\":\"tilerummy-save\",\"version\":2,\"seed\":");
    QFile bad(path);
    QVERIFY(bad.open(QIODevice::WriteOnly | QIODevice::Truncate));
    bad.write(damaged);
    bad.close();
    GameController fourth;
    fourth.saves()->setAutosaveFile(path);
    QVERIFY(!fourth.saves()->offerResume());
    QVERIFY(!fourth.saves()->resumeOffered());
    QVERIFY2(fourth.saves()->resumeRefusal().contains(QStringLiteral("not valid JSON")),
             qPrintable(fourth.saves()->resumeRefusal()));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("autosave.trsave.bad-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(fourth.saves()->resumeRefusal().contains(aside.constFirst()));
    QFile kept(dir.filePath(aside.constFirst()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged);
    QVERIFY(fourth.drawTile() || fourth.aiThinking()); // the new game is played
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 30000);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("autosave.trsave.bad-*")}), aside);

    // One that cannot even be moved aside is left alone, and nothing is autosaved over it.
#ifdef Q_OS_UNIX
    if (::geteuid() != 0) { // root ignores the folder's permissions
        QTemporaryDir locked;
        const QString lockedPath = locked.filePath(QStringLiteral("autosave.trsave"));
        QVERIFY(QFile::copy(dir.filePath(aside.constFirst()), lockedPath));
        QVERIFY(QFile::setPermissions(locked.path(), QFile::ReadOwner | QFile::ExeOwner));
        GameController fifth;
        fifth.saves()->setAutosaveFile(lockedPath);
        QVERIFY(!fifth.saves()->offerResume());
        QVERIFY(fifth.saves()->resumeRefusal().contains(QStringLiteral("will not be saved automatically")));
        QVERIFY(fifth.saves()->autosaveFile().isEmpty());
        QVERIFY(!fifth.saves()->autosave());
        QFile::setPermissions(locked.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QFile same(lockedPath);
        QVERIFY(same.open(QIODevice::ReadOnly));
        QCOMPARE(same.readAll(), damaged);
    }
#endif
}

void TestUiTurnFlowMatches::aMoveOfTheTurnIsAutosavedSoonAfter()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    controller.saves()->setAutosaveFile(path);
    QVERIFY(controller.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000);
    QVERIFY(QFile::exists(path));
    const int laid = controller.board()->rack()->tileIdAt(0);
    QVERIFY(controller.board()->moveToNewSet({laid}));
    // Not at once (a drag is not held up by a write), but soon after.
    QString error;
    std::optional<SavedGame> saved = readSaveFile(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(!saved->draft);
    QTRY_VERIFY_WITH_TIMEOUT((saved = readSaveFile(path, &error)) && saved->draft.has_value(), 5000);
    QCOMPARE(saved->draft->table.size(), controller.game().table().size() + 1);
    QVERIFY(std::count(saved->draft->table.begin(), saved->draft->table.end(), tilerummy::IdSet{laid}) == 1);
}

void TestUiTurnFlowMatches::anUntouchedGameIsNotAutosaved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    auto writeOld = [&path] {
        QFile old(path);
        if (!old.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        old.write("an old game");
        return true;
    };

    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(writeOld());
    controller.saves()->setAutosaveFile(path);
    QVERIFY(controller.saves()->autosave());
    QVERIFY(!QFile::exists(path)); // dealt and never touched: nothing to resume, and the old one is gone

    // A tile laid on the draft is worth keeping.
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QVERIFY(controller.saves()->autosave());
    QVERIFY(QFile::exists(path));
    QString error;
    const std::optional<SavedGame> saved = readSaveFile(path, &error);
    QVERIFY2(saved.has_value(), qPrintable(error));
    QCOMPARE(controller.saves()->restore(*saved), QString());
    QCOMPARE(controller.draft().table().size(), std::size_t(1));

    // Taken back, the game is as dealt again.
    QVERIFY(controller.board()->resetTurn());
    QVERIFY(controller.saves()->autosave());
    QVERIFY(!QFile::exists(path));

    // A new game dealt over an old autosave removes it.
    QVERIFY(writeOld());
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(!QFile::exists(path));
}

// Quit and resumed before the person moved: the AI's last play is still
// marked (its tiles, the sets it changed), "Last turn" can show it again, and
// the tile the person drew last still glows on the rack. Resumed in the middle
// of the person's turn: the marks had gone with their first move.
void TestUiTurnFlowMatches::theLastTurnStaysMarkedAfterResume()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    controller.board()->setMoveStepMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    int drawn = -1;
    for (int turn = 0; turn < 30 && controller.marks()->player() != 1; ++turn) {
        const tilerummy::IdSet before = controller.game().rack(0);
        QVERIFY(controller.drawTile());
        for (tilerummy::TileId id : controller.game().rack(0))
            if (std::find(before.begin(), before.end(), id) == before.end())
                drawn = int(id);
        QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000);
    }
    QCOMPARE(controller.marks()->player(), 1); // the AI played
    QVERIFY(drawn >= 0);
    const QList<int> marked = controller.marks()->tiles();
    QVERIFY(!marked.isEmpty());
    const auto markedSets = [](GameController& c) {
        QList<int> sets;
        for (int row = 0; row < c.board()->table()->rowCount(); ++row)
            if (c.board()->table()->data(c.board()->table()->index(row), TableModel::MarkedRole).toBool())
                sets.append(row);
        return sets;
    };
    const auto glowing = [](GameController& c) {
        QList<int> tiles;
        for (int row = 0; row < c.board()->rack()->rowCount(); ++row)
            if (c.board()->rack()->data(c.board()->rack()->index(row), RackModel::NewRole).toBool())
                tiles.append(c.board()->rack()->tileIdAt(row));
        return tiles;
    };
    QVERIFY(!markedSets(controller).isEmpty());
    QCOMPARE(glowing(controller), QList<int>{drawn});
    QVERIFY(controller.canReplayLastTurn());
    QVERIFY(controller.saves()->saveToFile(path));

    GameController resumed;
    resumed.board()->setMoveStepMs(0);
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    QCOMPARE(resumed.marks()->player(), 1);
    QCOMPARE(resumed.marks()->tiles(), marked);
    QCOMPARE(markedSets(resumed), markedSets(controller));
    QCOMPARE(glowing(resumed), QList<int>{drawn});
    QVERIFY(resumed.canReplayLastTurn());
    const std::vector<tilerummy::IdSet> table = resumed.draft().table();
    const QList<int> sizes = resumed.scoreboard()->rackSizes();
    resumed.board()->setMoveStepMs(40);
    QVERIFY(resumed.replayLastTurn());
    // While it is shown again, the person's count stays theirs (the draft
    // holds the AI's rack then) and the AI's counts down from its rack before it.
    QCOMPARE(resumed.scoreboard()->rackSizes().value(0), sizes.value(0));
    QVERIFY(resumed.scoreboard()->rackSizes().value(1) >= sizes.value(1));
    QTRY_VERIFY_WITH_TIMEOUT(resumed.canReplayLastTurn(), 10000); // played out, and back where it was
    QCOMPARE(resumed.draft().table(), table);
    QCOMPARE(resumed.scoreboard()->rackSizes(), sizes);
    resumed.board()->setMoveStepMs(0);

    // The person moves, saves and resumes: nothing of the last turn is marked.
    QVERIFY(resumed.board()->moveToNewSet({resumed.board()->rack()->tileIdAt(0)}));
    QCOMPARE(resumed.marks()->player(), -1);
    QVERIFY(resumed.saves()->saveToFile(path));
    GameController midTurn;
    QCOMPARE(midTurn.saves()->loadFromFile(path), QString());
    QCOMPARE(midTurn.marks()->player(), -1);
    QVERIFY(markedSets(midTurn).isEmpty());
    QVERIFY(glowing(midTurn).isEmpty());
}

QTEST_MAIN(TestUiTurnFlowMatches)
#include "test_ui_turn_flow_matches.moc"
