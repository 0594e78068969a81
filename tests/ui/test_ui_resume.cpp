// A game taken up again is the game that was left: the turn in progress with
// its undo history move by move (and what was undone, to redo), and the turn
// log as it read, its turns numbered as they were, the next turn numbered on;
// and a game looked back on in the review shows each of the person's turns
// with the rack as they had arranged it, and a play kept from the hint as the
// hint's.
#include "record/turn_log.h"
#include "review/game_review.h"
#include "save/save_game.h"
#include "seat_setups.h"
#include "session/game_controller.h"
#include "session/save_session.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestUiResume : public QObject {
    Q_OBJECT

private slots:
    void theTurnsUndoHistoryComesBack();
    void theLogReadsAsItDidAndNumbersOn();
    void aBadHistoryIsNamedOrSetAside();
    void aGameAskedForKeepsTheLastOneWithoutAsking();
    void theReviewShowsTheRackAsThePersonKeptIt();
    void aPlayKeptFromTheHintIsTheHintsInTheReview();
};

namespace {

// Draws for the person until `turns` turns have been played (the AI plays between).
void playTurns(GameController& controller, int turns)
{
    while (controller.turnNumber() < turns) {
        QVERIFY(controller.drawTile());
        QTRY_VERIFY_WITH_TIMEOUT(controller.canAct() || controller.isRoundOver(), 30000);
        QVERIFY(!controller.isRoundOver());
    }
}

} // namespace

void TestUiResume::theTurnsUndoHistoryComesBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    controller.board()->setMoveStepMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    // Four moves, the last undone: three steps back, one forward.
    const int a = controller.board()->rack()->tileIdAt(0);
    const int b = controller.board()->rack()->tileIdAt(1);
    const int c = controller.board()->rack()->tileIdAt(2);
    QVERIFY(controller.board()->moveToNewSet({a}));
    QVERIFY(controller.board()->moveToNewSet({b}));
    QVERIFY(controller.board()->moveToSet({c}, 1, -1));
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QVERIFY(controller.board()->undo());
    const tilerummy::TurnDraft& left = controller.draft();
    QVERIFY(controller.saves()->saveToFile(path));

    GameController resumed;
    resumed.board()->setMoveStepMs(0);
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    const tilerummy::TurnDraft& taken = resumed.draft();
    QCOMPARE(taken.table(), left.table());
    QCOMPARE(taken.layout(), left.layout());
    QCOMPARE(taken.rackSlots(), left.rackSlots());
    QCOMPARE(taken.undoSteps().size(), left.undoSteps().size());
    QCOMPARE(taken.redoSteps().size(), std::size_t(1));
    QVERIFY(resumed.board()->canUndo());
    QVERIFY(resumed.board()->canRedo());

    // Step by step back: each state as it was before each move, to the turn's start.
    QVERIFY(resumed.board()->redo());
    QVERIFY(controller.board()->redo());
    QCOMPARE(resumed.draft().position(), controller.draft().position());
    for (int step = 0; step < 4; ++step) {
        QVERIFY2(resumed.board()->undo(), qPrintable(QStringLiteral("undo %1").arg(step + 1)));
        QVERIFY(controller.board()->undo());
        QCOMPARE(resumed.draft().position(), controller.draft().position());
        QCOMPARE(resumed.draft().layout(), controller.draft().layout());
        QCOMPARE(resumed.draft().rackSlots(), controller.draft().rackSlots());
    }
    QVERIFY(!resumed.board()->canUndo());
    QCOMPARE(resumed.draft().position(), resumed.draft().start());

    // A save made after everything was undone keeps what can be redone.
    QVERIFY(resumed.saves()->saveToFile(path));
    GameController again;
    again.board()->setMoveStepMs(0);
    QCOMPARE(again.saves()->loadFromFile(path), QString());
    QVERIFY(again.board()->canRedo());
    QVERIFY(!again.board()->canUndo());
    QVERIFY(again.board()->redo());
    QCOMPARE(again.draft().table().size(), std::size_t(1));
}

void TestUiResume::theLogReadsAsItDidAndNumbersOn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    controller.board()->setMoveStepMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    playTurns(controller, 6);
    const QStringList before = controller.log()->lines();
    QVERIFY(before.last().startsWith(QStringLiteral("Turn 6")));
    QVERIFY(controller.saves()->saveToFile(path));

    GameController resumed;
    resumed.board()->setMoveStepMs(0);
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    const QStringList after = resumed.log()->lines();
    // The lines as they were, then one that says the game went on, at turn 7.
    QCOMPARE(after.mid(0, before.size()), before);
    QCOMPARE(after.size(), before.size() + 1);
    QCOMPARE(after.last(), QStringLiteral("Resumed: round 1, turn 7."));
    QVERIFY(resumed.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(resumed.canAct(), 30000);
    const QStringList next = resumed.log()->lines();
    QVERIFY2(next.at(after.size()).startsWith(QStringLiteral("Turn 7: ")), qPrintable(next.at(after.size())));
    QVERIFY2(next.at(after.size() + 1).startsWith(QStringLiteral("Turn 8")), qPrintable(next.at(after.size() + 1)));
}

// A history that is not a list of turn states is refused, naming the field; one
// whose states do not hold the turn's tiles is set aside: the turn goes on from
// where it was left, one step from its start.
void TestUiResume::aBadHistoryIsNamedOrSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    controller.board()->setMoveStepMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QVERIFY(controller.saves()->saveToFile(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QCOMPARE(root.value("draft").toObject().value("undo").toArray().size(), 2);

    const auto withUndo = [&root](const QJsonValue& undo) {
        QJsonObject draft = root.value("draft").toObject();
        draft.insert("undo", undo);
        QJsonObject changed = root;
        changed.insert("draft", draft);
        return QJsonDocument(changed).toJson();
    };
    QString error;
    QVERIFY(!fromJson(withUndo(QJsonValue(7)), &error));
    QVERIFY2(error.contains("draft.undo"), qPrintable(error));
    QJsonArray badStep = root.value("draft").toObject().value("undo").toArray();
    badStep.replace(1, QJsonObject{{"table", QJsonArray{QJsonArray{1, 2, "x"}}}, {"rack", QJsonArray{}}});
    QVERIFY(!fromJson(withUndo(badStep), &error));
    QVERIFY2(error.contains("draft.undo[1].table"), qPrintable(error));

    // Tile 105 twice on the rack of the first step: not the turn's tiles.
    QJsonArray foreign = root.value("draft").toObject().value("undo").toArray();
    QJsonObject first = foreign.at(0).toObject();
    first.remove("slots");
    first.insert("rack", QJsonArray{105, 105});
    foreign.replace(0, first);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(withUndo(foreign));
    out.close();
    GameController resumed;
    resumed.board()->setMoveStepMs(0);
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    QCOMPARE(resumed.draft().table(), controller.draft().table());
    QCOMPARE(resumed.draft().undoSteps().size(), std::size_t(1));
    QVERIFY(resumed.board()->undo());
    QCOMPARE(resumed.draft().position(), resumed.draft().start());
}

// `tilerummy --players ...` with a game left from last time: the new game is
// played, nothing asks, and the old game is kept in the save folder under a
// name of its own (never over another file), whole, to be opened again.
void TestUiResume::aGameAskedForKeepsTheLastOneWithoutAsking()
{
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("data/autosave.trsave"));
    const QString folder = dir.filePath(QStringLiteral("My games"));
    QStringList kept;
    for (int time = 0; time < 2; ++time) {
        int played = 0;
        {
            GameController left;
            left.board()->setMoveStepMs(0);
            QCOMPARE(left.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
            left.saves()->setAutosaveFile(autosave);
            playTurns(left, 2 + 2 * time);
            played = left.turnNumber();
            QVERIFY(left.saves()->autosave());
        }
        GameController asked;
        asked.board()->setMoveStepMs(0);
        QCOMPARE(asked.newMatch(setupOf({SeatKind::Person, SeatKind::Expert}, 5)), QString());
        asked.saves()->setAutosaveFile(autosave);
        QVERIFY(asked.saves()->offerResume());
        QVERIFY(asked.saves()->keepOfferedGameIn(folder));
        QVERIFY(!asked.saves()->resumeOffered());
        QVERIFY(!QFileInfo::exists(autosave)); // the new game, untouched, is not saved yet
        const QStringList files = QDir(folder).entryList({QStringLiteral("unfinished-game-*.trsave")}, QDir::Files);
        QCOMPARE(files.size(), time + 1);
        for (const QString& file : files)
            if (!kept.contains(file))
                kept.append(file);
        const QString path = QDir(folder).filePath(kept.last());
        QVERIFY2(asked.saves()->keptAside().contains(QDir::toNativeSeparators(path)),
                 qPrintable(asked.saves()->keptAside()));
        QCOMPARE(asked.turnNumber(), 0);

        GameController opened;
        opened.board()->setMoveStepMs(0);
        QCOMPARE(opened.saves()->loadFromFile(path), QString());
        QCOMPARE(opened.turnNumber(), played);
    }
    QCOMPARE(kept.size(), 2);
}

// Each of the person's turns is reviewed with the rack as it was arranged when
// the turn began (sorted into groups on one turn, into runs on another, a tile
// moved by hand), also after a save and a resume.
void TestUiResume::theReviewShowsTheRackAsThePersonKeptIt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    controller.board()->setMoveStepMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    // Turn 0: sorted into groups, then drawn; turn 2: runs, a tile moved to the
    // last slot of the lower shelf, then drawn.
    std::vector<tilerummy::RackSlots> arranged;
    QVERIFY(controller.board()->sortRack(TurnBoard::RackSort::Groups));
    arranged.push_back(controller.draft().rackSlots());
    QVERIFY(controller.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000);
    QVERIFY(controller.board()->sortRack(TurnBoard::RackSort::Runs));
    QVERIFY(controller.board()->moveToSlot({controller.board()->rack()->tileIdAt(0)},
                                           2 * controller.draft().rackSlots().columns() - 1));
    arranged.push_back(controller.draft().rackSlots());
    QVERIFY(controller.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000);
    QVERIFY(controller.saves()->saveToFile(path));

    const auto reviewedRack = [](GameReview& review, int turn) {
        if (!review.goTo(0, turn))
            return tilerummy::RackSlots();
        return review.board()->draft().startSlots();
    };
    // Each turn's rack shows its tiles where the person had them when they
    // played it (in the session, and from the saved file).
    GameReview fromSession;
    QCOMPARE(controller.saves()->openInReview(&fromSession), QString());
    GameController resumed;
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    GameReview fromFile;
    QCOMPARE(resumed.saves()->openInReview(&fromFile), QString());
    for (GameReview* review : {&fromSession, &fromFile})
        for (int i = 0; i < 2; ++i) {
            const tilerummy::RackSlots shown = reviewedRack(*review, 2 * i);
            for (int slot = 0; slot < arranged[std::size_t(i)].slotCount(); ++slot) {
                const tilerummy::TileId id = arranged[std::size_t(i)].at(slot);
                if (id != tilerummy::RackSlots::kEmpty)
                    QCOMPARE(shown.slotOf(id), slot);
            }
        }

    // A damaged entry is refused, naming it.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QVERIFY(root.value("turnRacks").toArray().size() >= 2);
    QJsonArray racks = root.value("turnRacks").toArray();
    QJsonObject first = racks.at(0).toObject();
    first.insert("turn", -1);
    racks.replace(0, first);
    root.insert("turnRacks", racks);
    QString error;
    QVERIFY(!fromJson(QJsonDocument(root).toJson(), &error));
    QVERIFY2(error.contains("turnRacks[0]"), qPrintable(error));
}

// The person keeps the hint's play and ends the turn with it: the review
// (of the game in progress, and of its saved file) says the play was the
// hint's and does not count it among the turns they laid the most on.
void TestUiResume::aPlayKeptFromTheHintIsTheHintsInTheReview()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    controller.board()->setMoveStepMs(0);
    QVERIFY(controller.setSeats({SeatKind::Person, SeatKind::Standard}));
    controller.start(2, 4); // the person moves first and can open
    QVERIFY(controller.isHumanTurn());
    QSignalSpy hinted(controller.hint(), &HintAssistant::ready);
    QVERIFY(controller.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 1, 30000);
    QVERIFY(!hinted.at(0).at(0).toStringList().isEmpty());
    QVERIFY(controller.hint()->apply());
    QVERIFY(controller.endTurn());
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000);
    QVERIFY(controller.saves()->saveToFile(path));

    GameReview fromSession;
    QCOMPARE(controller.saves()->openInReview(&fromSession), QString());
    GameController resumed;
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    GameReview fromFile;
    QCOMPARE(resumed.saves()->openInReview(&fromFile), QString());
    for (GameReview* review : {&fromSession, &fromFile}) {
        QVERIFY(review->goTo(0, 0));
        QCOMPARE(review->record()->action, tilerummy::TurnAction::Play);
        QVERIFY(review->reviewed()->hinted);
        QVERIFY2(review->verdict().startsWith(QStringLiteral("Player 1 played the hint's play")),
                 qPrintable(review->verdict()));
        QCOMPARE(review->summary().at(0).text,
                 QStringLiteral("Player 1 took 1 turn. Player 1 played the hint's play on 1 turn."));
        // The AI's play after it is its own.
        QVERIFY(review->goTo(0, 1));
        QVERIFY(!review->reviewed()->hinted);
    }
}

QTEST_MAIN(TestUiResume)
#include "test_ui_resume.moc"
