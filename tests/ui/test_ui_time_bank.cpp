// Time banks in the window (the variant rules.bankSeconds; seat_clocks.h):
// a person's turn takes its time off their bank, the increment comes back,
// each seat's bank is shown; when the bank runs out the AI plays the turn
// for them (no penalty), while a turn limit that comes first still gives the
// time-out penalty; a save keeps the banks.
#include "join_support.h"
#include "net/table_client.h"
#include "session/game_controller.h"
#include "turn_flow_support.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestUiTimeBank : public QObject {
    Q_OBJECT

    qint64 now_ = 0; // the turn clock's time, moved by the test

    static QVariantMap bankSetup(int bankSeconds, int increment, int turnSeconds = 0)
    {
        QVariantMap setup = setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0), turnSeconds);
        setup.insert(QStringLiteral("bankSeconds"), bankSeconds);
        setup.insert(QStringLiteral("bankIncrementSeconds"), increment);
        return setup;
    }

    void onFakeTime(GameController& controller)
    {
        controller.clock()->setTimeSource([this] { return now_; });
    }

    // Waits until the AI seat has played and the person has the turn again.
    static bool personToMoveAgain(GameController& controller)
    {
        return QTest::qWaitFor([&] { return controller.currentPlayer() == 0 && controller.canAct(); }, 20000);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void init() { now_ = 0; }

    void aTurnTakesItsTimeOffTheBank()
    {
        GameController controller;
        onFakeTime(controller);
        controller.seatTurns()->setMinimumThinkMs(0);
        QCOMPARE(controller.newMatch(bankSetup(300, 5)), QString());
        const SeatClocks* clocks = controller.clock()->seats();
        QVERIFY(clocks->on());
        QCOMPARE(clocks->texts(), QStringList({"5:00", "5:00"}));
        QCOMPARE(controller.clock()->turnSeconds(), 300); // the person's turn may take their whole bank
        now_ += 42'500;
        controller.clock()->tick();
        QCOMPARE(clocks->texts().at(0), QStringLiteral("4:18")); // counting down as the turn goes
        QCOMPARE(clocks->seconds().at(0), 258);
        QVERIFY(controller.drawTile());
        QCOMPARE(clocks->leftMs().at(0), std::int64_t(300'000 - 42'500 + 5'000));
        QCOMPARE(clocks->leftMs().at(1), std::int64_t(300'000)); // an AI's turns are not timed
        QVERIFY(personToMoveAgain(controller));
        QCOMPARE(clocks->leftMs().at(1), std::int64_t(300'000));
        QCOMPARE(controller.clock()->turnSeconds(), 263); // the next turn: the bank as it stands
        QVERIFY(controller.game().rules().bankSeconds == 300);
    }

    void theBankRunsOutAndTheAiPlaysTheTurn()
    {
        GameController controller;
        onFakeTime(controller);
        controller.seatTurns()->setMinimumThinkMs(0);
        QCOMPARE(controller.newMatch(bankSetup(2, 1)), QString());
        QSignalSpy penalties(&controller, &GameController::penaltyGiven);
        QSignalSpy ended(&controller, &GameController::turnEnded);
        // A tile laid on the table, then the time runs out.
        QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
        now_ += 2'000;
        controller.clock()->tick();
        QVERIFY(!controller.canAct());              // the AI has the turn now
        QVERIFY(!controller.status()->humanTurn()); // the clock is not shown, the prompt says why
        QCOMPARE(controller.status()->prompt(),
                 QStringLiteral("Your time bank ran out: the AI plays this turn for you."));
        QVERIFY(!controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
        QVERIFY(controller.log()->lines().join('\n').contains(
            QStringLiteral("Your time bank ran out: the AI plays this turn for you.")));
        QVERIFY(ended.wait(20000));
        QCOMPARE(ended.first().at(0).toInt(), 0);
        QCOMPARE(penalties.count(), 0); // no penalty: the AI played it
        const tilerummy::TurnRecord& record = controller.match().turns().front();
        QCOMPARE(record.player, 0);
        QVERIFY(record.action == tilerummy::TurnAction::Play || record.action == tilerummy::TurnAction::Draw);
        QVERIFY(record.action != tilerummy::TurnAction::Play || controller.game().table().size() > 0);
        QVERIFY(controller.log()->lines().join('\n').contains(QStringLiteral("Turn 1 (the AI for ")));
        QCOMPARE(controller.clock()->seats()->leftMs().at(0), std::int64_t(1'000)); // empty, and the increment
        QVERIFY(personToMoveAgain(controller));
        QCOMPARE(controller.clock()->turnSeconds(), 1);
        QCOMPARE(controller.clock()->seats()->texts().at(0), QStringLiteral("0:01"));
    }

    // The AI's play for a person whose bank ran out is laid out on their
    // board and made, like any AI's (it stayed on the board, the turn stuck).
    void theAiPlaysThePersonsTurnThroughToItsEnd()
    {
        GameController controller;
        onFakeTime(controller);
        controller.seatTurns()->setMinimumThinkMs(0);
        QCOMPARE(controller.newMatch(bankSetup(1, 1)), QString());
        bool played = false;
        for (int turn = 0; turn < 60 && !played && !controller.isRoundOver(); ++turn) {
            const int turnsBefore = int(controller.match().turns().size());
            now_ += 1'000;
            controller.clock()->tick(); // the bank (its 1 s increment) runs out at once
            QVERIFY2(QTest::qWaitFor([&] { return int(controller.match().turns().size()) > turnsBefore; }, 20000),
                     "the AI did not finish the person's turn");
            const tilerummy::TurnRecord& record = controller.match().turns().at(std::size_t(turnsBefore));
            QCOMPARE(record.player, 0);
            QVERIFY(record.action != tilerummy::TurnAction::Penalty);
            played = record.action == tilerummy::TurnAction::Play;
            if (!controller.isRoundOver())
                QVERIFY(personToMoveAgain(controller));
        }
        QVERIFY2(played, "the AI never played a tile for the person");
        QCOMPARE(controller.board()->draft().table(), controller.game().table()); // nothing left half-made
    }

    // The window's host keeps the banks of a table with a friend on another
    // machine: the friend's screen shows them as the host tells; when the
    // friend's bank runs out, the host's AI plays their turn (no penalty).
    void aHostedTableKeepsEachFriendsBank()
    {
        GameController host;
        GameController guest;
        for (GameController* g : {&host, &guest}) {
            g->board()->setMoveStepMs(0);
            g->seatTurns()->setMinimumThinkMs(0);
        }
        QVariantMap setup = setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0), 0);
        setup.insert(QStringLiteral("bankSeconds"), 2);
        setup.insert(QStringLiteral("bankIncrementSeconds"), 1);
        QCOMPARE(host.newMatch(setup), QString());
        QCOMPARE(guest.joinedTable()->join(joinOf(host, QStringLiteral("Bea"))), QString());
        QTRY_VERIFY(guest.joined());
        QTRY_VERIFY(!host.host()->waiting());
        QTRY_COMPARE(guest.clock()->seats()->leftMs(), std::vector<std::int64_t>({2'000, 2'000}));
        QVERIFY(host.drawTile()); // Ann at the host, at once
        QTRY_VERIFY(guest.canAct());
        QTRY_VERIFY(guest.clock()->seats()->leftMs().at(0) >= 2'000); // the host's word: Ann's bank, her increment back
        // Bea does nothing: her bank runs out on the host's clock.
        QSignalSpy penalties(&host, &GameController::penaltyGiven);
        QTRY_VERIFY_WITH_TIMEOUT(!guest.canAct(), 5000); // her screen's clock knows it too
        QTRY_VERIFY_WITH_TIMEOUT(host.match().turns().size() == 2, 10000);
        const tilerummy::TurnRecord& bea = host.match().turns().back();
        QCOMPARE(bea.player, 1);
        QVERIFY(bea.action != tilerummy::TurnAction::Penalty);
        QCOMPARE(penalties.count(), 0);
        QCOMPARE(host.clock()->seats()->leftMs().at(1), std::int64_t(1'000)); // empty, then the increment
        QTRY_COMPARE(guest.clock()->seats()->leftMs().at(1), std::int64_t(1'000));
        QVERIFY(guest.log()->lines().join('\n').contains(QStringLiteral("Your time bank ran out")));
        QTRY_VERIFY(agreesNow(host, guest, 1));
        // A second connection with Bea's token gets the game's story: her turn says the AI played it.
        tilerummy::net::TableClient again;
        std::optional<tilerummy::net::TableState> story;
        QObject::connect(&again, &tilerummy::net::TableClient::received, [&](const tilerummy::net::ServerMessage& m) {
            if (const auto* state = std::get_if<tilerummy::net::TableState>(&m))
                story = *state;
        });
        const tilerummy::net::KeptSeat kept = guest.guest()->keptSeat();
        again.open({kept.url, kept.name, kept.code, kept.fingerprint, kept.token});
        QTRY_VERIFY(story.has_value());
        QCOMPARE(int(story->history.size()), 2);
        QCOMPARE(story->history.at(1).player, 1);
        QVERIFY(story->history.at(1).standIn);
        QVERIFY(!story->history.at(0).standIn); // Ann played her own
    }

    void aTurnLimitThatComesFirstGivesThePenalty()
    {
        GameController controller;
        onFakeTime(controller);
        QCOMPARE(controller.newMatch(bankSetup(600, 0, 30)), QString());
        QCOMPARE(controller.clock()->turnSeconds(), 30); // the turn's limit is sooner than the bank
        QSignalSpy penalties(&controller, &GameController::penaltyGiven);
        now_ += 30'000;
        controller.clock()->tick();
        QCOMPARE(penalties.count(), 1);
        QVERIFY(controller.status()->lastPenalty().timeOut);
        QCOMPARE(controller.clock()->seats()->leftMs().at(0), std::int64_t(570'000));
    }

    void theBanksAreSavedAndRestored()
    {
        GameController controller;
        onFakeTime(controller);
        controller.seatTurns()->setMinimumThinkMs(0);
        QCOMPARE(controller.newMatch(bankSetup(300, 0)), QString());
        now_ += 100'000;
        QVERIFY(controller.drawTile());
        QVERIFY(personToMoveAgain(controller));
        const QString path = QDir::temp().filePath(
            QStringLiteral("tilerummy-time-bank-%1.trsave").arg(QCoreApplication::applicationPid()));
        QVERIFY(controller.saves()->saveToFile(path));

        GameController restored;
        QCOMPARE(restored.saves()->loadFromFile(path), QString());
        QFile::remove(path);
        QCOMPARE(restored.clock()->seats()->leftMs(), std::vector<std::int64_t>({200'000, 300'000}));
        QCOMPARE(restored.clock()->turnSeconds(), 200); // the turn under way: the bank as saved
    }

    // A save made before time banks (no bank rules, no banks) still loads: no bank.
    void aSaveFromBeforeTimeBanksLoadsWithout()
    {
        GameController controller;
        onFakeTime(controller);
        QCOMPARE(controller.newMatch(bankSetup(300, 0)), QString());
        const QString path = QDir::temp().filePath(
            QStringLiteral("tilerummy-time-bank-old-%1.trsave").arg(QCoreApplication::applicationPid()));
        QVERIFY(controller.saves()->saveToFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QVERIFY(root.contains(QStringLiteral("banks")));
        QJsonObject rules = root.value(QStringLiteral("rules")).toObject();
        QCOMPARE(rules.value(QStringLiteral("bankSeconds")).toInt(), 300);
        rules.remove(QStringLiteral("bankSeconds"));
        rules.remove(QStringLiteral("bankIncrementSeconds"));
        root.insert(QStringLiteral("rules"), rules);
        root.remove(QStringLiteral("banks"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(root).toJson());
        file.close();

        GameController restored;
        QCOMPARE(restored.saves()->loadFromFile(path), QString());
        QFile::remove(path);
        QCOMPARE(restored.game().rules().bankSeconds, 0);
        QVERIFY(!restored.clock()->seats()->on());
        QCOMPARE(restored.clock()->turnSeconds(), 0);
    }
};

QTEST_MAIN(TestUiTimeBank)
#include "test_ui_time_bank.moc"
