// A turn end to end through the GameController, as the scene drives it: moves
// on the draft, undo and redo, a legal end of turn, an illegal one that puts
// everything back and deals the penalty, a draw, the hot-seat hand-over, the
// turn clock, AI plays shown move by move, rounds of a match, and a game saved
// in the middle of a turn and resumed; a paused game (no clock, no AI turn,
// no moves) and the autosave of a game never touched. Every penalty the game
// can give, made with a crafted end of turn, is worded in the window's words
// (through translate(), not the core's English).
#include "board_support.h"
#include "game_controller.h"
#include "game_history.h"
#include "marking_translator.h"
#include "match.h"
#include "meld.h"
#include "move_plan.h"
#include "save_game.h"
#include "save_session.h"
#include "solver.h"
#include "spoken_words.h"
#include "tile_ids.h"
#include "turn_status.h"
#include "turn_words.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <set>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

std::uint64_t seedWhereFirstIs(int player, int players = 2)
{
    for (std::uint64_t seed = 1;; ++seed) {
        if (tilerummy::Match(players, tilerummy::Rules{}, seed).round().currentPlayer() == player)
            return seed;
    }
}

// A seed whose first player (seat 0) can open at once, and that opening play.
std::uint64_t seedWithOpening(tilerummy::IdPosition* play)
{
    for (std::uint64_t seed = 1;; ++seed) {
        const tilerummy::Match match(2, tilerummy::Rules{}, seed);
        const tilerummy::Game& game = match.round();
        if (game.currentPlayer() != 0)
            continue;
        tilerummy::SolveRequest request;
        request.table = {};
        request.rack = tilerummy::facesOf(game.rack(0));
        request.initialMeldDone = false;
        request.initialMeld = 30;
        const tilerummy::SolveResult result = tilerummy::solve(request);
        if (result.placed.empty())
            continue;
        const std::optional<tilerummy::IdPosition> ids =
            tilerummy::assignIds({game.table(), game.rack(0)}, result.table);
        if (!ids)
            continue;
        *play = *ids;
        return seed;
    }
}

// Tile `text` (its copy `copy`) as an id.
tilerummy::TileId idOf(const char* text, int copy = 0)
{
    return tilerummy::Tile::parse(text)->index() * tilerummy::kCopiesPerFace + copy;
}

// Ben's play on R5 R6 R7 R8 and O5 O6 O7: two sets laid from the rack, R8
// moved to a group of 8s with K8 and B8, O4 added: five sets changed.
tilerummy::TurnRecord bensPlay()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    tilerummy::TurnRecord record;
    record.player = 1;
    record.action = tilerummy::TurnAction::Play;
    record.initialMeldDone = true;
    record.before.table = {{id("R5"), id("R6"), id("R7"), id("R8")}, {id("O5"), id("O6"), id("O7")}};
    record.before.rack = {id("K11"),   id("K9"), id("K10"), id("B5"), id("O5", 1),
                          id("R5", 1), id("O4"), id("K8"),  id("B8"), id("R7", 1)};
    record.after.rack = {id("R7", 1)};
    record.after.table = {
        {id("O5"), id("O6"), id("O7"), id("O4")}, // O4 added
        {id("R5"), id("R6"), id("R7")},           // gave R8 away: not named
        {id("K11"), id("K9"), id("K10")},         // laid
        {id("R5", 1), id("B5"), id("O5", 1)},     // laid
        {id("K8"), id("R8"), id("B8")},           // R8 moved here, with K8 and B8 from the rack
    };
    return record;
}

QVariantMap setupOf(const QList<SeatKind>& seats, std::uint64_t seed, int turnSeconds = 0, int rounds = 1)
{
    QVariantList players;
    for (SeatKind seat : seats)
        players.append(QVariantMap{{"seat", int(seat)}, {"name", QString()}});
    return {{"players", players}, {"seed", QString::number(seed)}, {"turnSeconds", turnSeconds}, {"rounds", rounds}};
}

// The first player's opening as the solver finds it (ids), if they have one.
std::optional<tilerummy::IdPosition> openingOf(const tilerummy::Game& game)
{
    const int player = game.currentPlayer();
    tilerummy::SolveRequest request;
    request.rack = tilerummy::facesOf(game.rack(player));
    request.initialMeldDone = false;
    request.initialMeld = game.rules().initialMeld;
    const tilerummy::SolveResult result = tilerummy::solve(request);
    if (result.placed.empty())
        return std::nullopt;
    return tilerummy::assignIds({game.table(), game.rack(player)}, result.table);
}

tilerummy::IdSet without(tilerummy::IdSet ids, tilerummy::TileId id)
{
    ids.erase(std::find(ids.begin(), ids.end(), id));
    return ids;
}

QString notation(tilerummy::TileId id)
{
    return QString::fromStdString(tilerummy::faceOf(id).notation());
}

// The first seed (from 1) whose game, made and played on by `setUp`, gives a
// penalty record from `endTurn` (nullopt from either: the next seed).
tilerummy::TurnRecord craftPenalty(const std::function<bool(tilerummy::Game&)>& setUp,
                                   const std::function<std::optional<tilerummy::TurnRecord>(tilerummy::Game&)>& endTurn)
{
    for (std::uint64_t seed = 1; seed < 500; ++seed) {
        tilerummy::Game game(2, tilerummy::Rules{}, seed);
        if (!setUp(game))
            continue;
        if (const std::optional<tilerummy::TurnRecord> record = endTurn(game))
            return *record;
    }
    qFatal("no seed gives the penalty asked for");
}

// The first player lays the solver's opening.
bool opened(tilerummy::Game& game)
{
    const std::optional<tilerummy::IdPosition> opening = openingOf(game);
    return opening && game.play(opening->table, opening->rack).action == tilerummy::TurnAction::Play;
}

} // namespace

class TestUiTurnFlow : public QObject {
    Q_OBJECT

private slots:
    void movesUndoRedoAndReset();
    void aDragIsOneChangeForTheViews();
    void illegalEndOfTurnRevertsAndPenalises();
    void legalOpeningIsCommitted();
    void tableTilesNeverGoToTheRack();
    void drawPutsTheTurnsTilesBack();
    void hotSeatHidesTheRackUntilConfirmed();
    void theStatusLinesFollowTheTurn();
    void theClockRunsOutWithThePenalty();
    void aiPlaysAreShownMoveByMove();
    void aBigPlayIsOneLineThatOpensToItsSets();
    void aPersonWhoGoesOutIsCelebrated();
    void roundsOfAMatch();
    void newMatchRejectsBadSetups();
    void aGameSavedMidTurnResumesThere();
    void theWrongSetShowsBeforeThePenalty();
    void theAutosaveIsOfferedAndKept();
    void aMoveOfTheTurnIsAutosavedSoonAfter();
    void aPausedTurnDoesNotRunOut();
    void anAiWaitsWhileThePauseLasts();
    void anUntouchedGameIsNotAutosaved();
    void everyPenaltyIsWorded();
    void aPlayIsWordedSetBySet();
    void aMovedJokerIsWorded();
    void theLastTurnStaysMarkedAfterResume();
};

void TestUiTurnFlow::movesUndoRedoAndReset()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.canAct());
    const int tile = controller.rack()->tileIdAt(0);
    const int second = controller.rack()->tileIdAt(1);
    QSignalSpy moved(&controller, &GameController::tilesAboutToMove);

    QVERIFY(controller.moveToNewSet({tile}));
    QCOMPARE(controller.table()->rowCount(), 1);
    QCOMPARE(controller.rack()->rowCount(), 13);
    QVERIFY(controller.freshTiles().contains(tile));
    QVERIFY(controller.isDraftChanged());
    QVERIFY(moved.count() >= 1);
    QCOMPARE(controller.scoreboard()->rackSizes().at(0), 13); // the header counts the draft

    QVERIFY(controller.moveToSet({second}, 0, 0)); // before the first tile
    QCOMPARE(controller.draft().table().at(0), (tilerummy::IdSet{tilerummy::TileId(second), tilerummy::TileId(tile)}));
    QCOMPARE(controller.table()->data(controller.table()->index(0), TableModel::CompleteRole).toBool(), false);

    QVERIFY(controller.undo());
    QCOMPARE(controller.draft().table().at(0), (tilerummy::IdSet{tilerummy::TileId(tile)}));
    QVERIFY(controller.redo());
    QCOMPARE(controller.draft().table().at(0).size(), std::size_t(2));
    QVERIFY(controller.resetTurn());
    QCOMPARE(controller.table()->rowCount(), 0);
    QCOMPARE(controller.rack()->rowCount(), 14);
    QVERIFY(!controller.isDraftChanged());
    QVERIFY(controller.undo()); // the reset itself can be taken back
    QCOMPARE(controller.table()->rowCount(), 1);

    // Selection: in the order the tiles lie.
    controller.toggleSelected(second);
    controller.toggleSelected(tile);
    QCOMPARE(controller.selection().size(), 2);
    QCOMPARE(controller.selection().last(), tile); // the table's tiles after the rack's
    controller.clearSelection();
    QVERIFY(controller.selection().isEmpty());
}

// One drag: the draft changes once, the views hear it once (one model
// update, one signal for the board, one for the turn in progress), the
// scoreboard's rack sizes change and nothing else of the game is announced.
void TestUiTurnFlow::aDragIsOneChangeForTheViews()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.canAct());
    QSignalSpy models(&controller, &GameController::tilesAboutToMove);
    QSignalSpy board(&controller, &GameController::boardChanged);
    QSignalSpy draft(&controller, &GameController::draftChanged);
    QSignalSpy game(&controller, &GameController::gameChanged);
    QSignalSpy rackSizes(controller.scoreboard(), &Scoreboard::rackSizesChanged);
    QSignalSpy players(controller.scoreboard(), &Scoreboard::playersChanged);
    const auto counts = [&] {
        return QList<int>{static_cast<int>(models.count()),    static_cast<int>(board.count()),
                          static_cast<int>(draft.count()),     static_cast<int>(game.count()),
                          static_cast<int>(rackSizes.count()), static_cast<int>(players.count())};
    };
    QVERIFY(controller.moveToNewSet({controller.rack()->tileIdAt(0)}));
    QCOMPARE(counts(), (QList<int>{1, 1, 1, 0, 1, 0}));
    // Within the rack: no rack size changes.
    QVERIFY(controller.moveToSlot({controller.rack()->tileIdAt(0)}, 20));
    QCOMPARE(counts(), (QList<int>{2, 2, 2, 0, 1, 0}));
    QVERIFY(controller.undo());
    QCOMPARE(counts(), (QList<int>{3, 3, 3, 0, 1, 0}));
}

void TestUiTurnFlow::illegalEndOfTurnRevertsAndPenalises()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    controller.confirmHandOver();
    QVERIFY(controller.canAct());
    const std::vector<tilerummy::TileId> startRack = controller.rack()->tiles();
    const int tile = controller.rack()->tileIdAt(3);
    // The player's own arrangement: the first tile to the far end of the top shelf.
    QVERIFY(controller.moveToSlot({startRack.front()}, tilerummy::kRackColumns - 1));
    const tilerummy::RackSlots arranged = controller.draft().rackSlots();
    QVERIFY(controller.moveToNewSet({tile}));
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QSignalSpy turns(&controller, &GameController::turnEnded);

    QVERIFY(controller.endTurn());
    QCOMPARE(penalties.count(), 1);
    QCOMPARE(penalties.at(0).at(0).toInt(), 0);
    QCOMPARE(penalties.at(0).at(2).toInt(), 3);
    QCOMPARE(turns.at(0).at(1).toString(), QStringLiteral("penalty"));
    QCOMPARE(controller.game().table().size(), std::size_t(0));  // put back
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17)); // and three tiles drawn
    const QString alone = notation(tile) + QStringLiteral(" is alone: a run or group needs at least three tiles");
    QCOMPARE(controller.lastPenalty().reason, alone);
    QCOMPARE(penalties.at(0).at(1).toString(), alone);
    QCOMPARE(controller.lastPenalty().timeOut, false);
    QCOMPARE(controller.lastPenalty().tiles.size(), 3);
    QVERIFY(controller.log()->lines().last().contains(QStringLiteral("illegal")));
    QVERIFY2(controller.log()->lines().last().contains(QStringLiteral("(") + alone + QStringLiteral(")")),
             qPrintable(controller.log()->lines().last()));
    QCOMPARE(controller.game().currentPlayer(), 1);
    // The rack as it was at the start of the turn, the penalty tiles after it.
    controller.confirmHandOver();
    QVERIFY(controller.drawTile()); // player 2's turn
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), 0);
    // The rack as the player arranged it, the laid tile back in its slot, the
    // penalty tiles in free slots and marked new.
    QCOMPARE(controller.rack()->tiles().size(), std::size_t(17));
    const tilerummy::RackSlots shown = controller.draft().rackSlots();
    for (tilerummy::TileId id : startRack)
        QCOMPARE(shown.slotOf(id), arranged.slotOf(id));
    QCOMPARE(shown.slotOf(startRack.front()), tilerummy::kRackColumns - 1);
    int marked = 0;
    for (int row = 0; row < controller.rack()->rowCount(); ++row)
        marked += controller.rack()->data(controller.rack()->index(row), RackModel::NewRole).toBool() ? 1 : 0;
    QCOMPARE(marked, 3);
}

void TestUiTurnFlow::legalOpeningIsCommitted()
{
    tilerummy::IdPosition play;
    const std::uint64_t seed = seedWithOpening(&play);
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seed)), QString());
    QVERIFY(layOut(controller, play));
    QVERIFY(controller.meldPoints() >= 30);
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QVERIFY(controller.endTurn());
    QCOMPARE(turns.count(), 1);
    QCOMPARE(turns.at(0).at(1).toString(), QStringLiteral("play"));
    QCOMPARE(controller.game().table(), controller.draft().start().table);
    QVERIFY(controller.game().initialMeldDone(0));
    QCOMPARE(controller.game().rack(0).size(), play.rack.size());
    QVERIFY(controller.log()->lines().last().contains(QStringLiteral("opened")));
}

void TestUiTurnFlow::tableTilesNeverGoToTheRack()
{
    tilerummy::IdPosition play;
    const std::uint64_t seed = seedWithOpening(&play);
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seed)), QString());
    controller.confirmHandOver();
    QVERIFY(layOut(controller, play));
    QVERIFY(controller.endTurn());
    QVERIFY(controller.handOverPending());
    QVERIFY(!controller.canAct());
    QVERIFY(!controller.moveToNewSet({controller.game().rack(1).front()})); // not before the hand-over
    controller.confirmHandOver();
    QVERIFY(controller.canAct());
    QSignalSpy refused(&controller, &GameController::moveRefused);
    const int tableTile = controller.game().table().front().front();
    QVERIFY(!controller.moveToRack({tableTile}));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!refused.at(0).at(0).toString().isEmpty());
    QVERIFY(controller.moveToNewSet({tableTile})); // but may move on the table
    QCOMPARE(controller.table()->rowCount(), static_cast<int>(play.table.size()) + 1);
}

void TestUiTurnFlow::drawPutsTheTurnsTilesBack()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.sortRack(TurnBoard::RackSort::Groups));
    const int tile = controller.rack()->tileIdAt(5);
    QVERIFY(controller.moveToNewSet({tile}));
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QVERIFY(controller.drawTile());
    QCOMPARE(turns.at(0).at(1).toString(), QStringLiteral("draw"));
    QCOMPARE(controller.game().table().size(), std::size_t(0));
    QCOMPARE(controller.game().rack(0).size(), std::size_t(15));
    QVERIFY(!controller.canAct()); // the AI's turn
}

void TestUiTurnFlow::hotSeatHidesTheRackUntilConfirmed()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.handOverPending()); // nobody sees a rack before the first player is there
    QCOMPARE(controller.rackPlayer(), -1);
    QCOMPARE(controller.rack()->rowCount(), 0);
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), 0);
    QCOMPARE(controller.rack()->rowCount(), 14);
    const int firstTile = controller.rack()->tileIdAt(0);
    QVERIFY(controller.drawTile());
    QVERIFY(controller.handOverPending());
    QCOMPARE(controller.rack()->rowCount(), 0);
    QCOMPARE(controller.rackPlayer(), -1);
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), 1);
    QCOMPARE(controller.rack()->rowCount(), 14);
    QVERIFY(controller.rack()->tiles() != controller.game().rack(0));
    QVERIFY(std::find(controller.rack()->tiles().begin(), controller.rack()->tiles().end(), firstTile) ==
            controller.rack()->tiles().end());
}

// The header's line and the action bar's prompt, worded once (TurnStatus),
// along a hot-seat hand-over, an opening in progress and an AI's turn; a drag
// words them once.
void TestUiTurnFlow::theStatusLinesFollowTheTurn()
{
    tilerummy::IdPosition opening;
    const std::uint64_t seed = seedWithOpening(&opening);
    GameController controller;
    const TurnStatus& status = *controller.status();
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seed)), QString());
    QCOMPARE(status.headline(), QStringLiteral("Player 1's turn"));
    QCOMPARE(status.prompt(), QStringLiteral("Waiting for Player 1."));
    controller.confirmHandOver();
    QCOMPARE(status.prompt(), QStringLiteral("Opening: 0 of 30 points"));
    // A whole set of the opening laid in one drag: the prompt counts it, once.
    QSignalSpy changed(&status, &TurnStatus::changed);
    const tilerummy::IdSet& set = opening.table.front();
    QVERIFY(controller.moveToNewSet(QList<int>(set.begin(), set.end())));
    QVERIFY(controller.meldPoints() > 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(status.prompt(), QStringLiteral("Opening: %1 of 30 points").arg(controller.meldPoints()));
    QVERIFY(status.absence().isEmpty());

    GameController versusAi;
    versusAi.setAiMinimumThinkMs(300);
    QCOMPARE(versusAi.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QCOMPARE(versusAi.status()->prompt(), QStringLiteral("Opening: 0 of 30 points"));
    QVERIFY(versusAi.drawTile());
    QTRY_COMPARE(versusAi.status()->headline(), QStringLiteral("Standard AI is thinking…"));
    QCOMPARE(versusAi.status()->prompt(), QStringLiteral("Standard AI is thinking…"));
    QTRY_VERIFY_WITH_TIMEOUT(versusAi.isHumanTurn(), 10000);
    QCOMPARE(versusAi.status()->headline(), QStringLiteral("Player 1's turn"));

    // An AI's turn that only draws is shown too: the line says what it did,
    // and the next AI starts thinking only after that moment (twice the
    // thinking time); at the Instant speed (no thinking time) at once.
    for (const int thinkMs : {150, 0}) {
        GameController watched;
        watched.setAiMinimumThinkMs(thinkMs);
        QCOMPARE(watched.newMatch(setupOf({SeatKind::Standard, SeatKind::Beginner}, 11)), QString());
        QString said;
        int drawer = -1;
        bool nextThinking = true;
        QElapsedTimer sinceDraw;
        qint64 untilThinking = -1;
        connect(&watched, &GameController::turnEnded, this, [&](int player, const QString& action) {
            if (action != QLatin1String("draw") || drawer >= 0)
                return;
            drawer = player;
            said = watched.status()->headline();
            nextThinking = watched.seatTurns()->thinking() && watched.seatTurns()->shownDraw() < 0;
            sinceDraw.start();
        });
        connect(watched.seatTurns(), &SeatTurns::thinkingChanged, this, [&] {
            if (drawer >= 0 && untilThinking < 0 && watched.seatTurns()->thinking())
                untilThinking = sinceDraw.elapsed();
        });
        QTRY_VERIFY_WITH_TIMEOUT(drawer >= 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(untilThinking >= 0 || watched.isRoundOver(), 10000);
        if (thinkMs > 0) {
            QCOMPARE(said, QStringLiteral("%1 drew a tile.").arg(watched.playerName(drawer)));
            QVERIFY(!nextThinking);
            QVERIFY2(untilThinking >= 2 * thinkMs - 20, qPrintable(QString::number(untilThinking)));
        } else {
            QVERIFY2(!said.contains(QStringLiteral("drew")), qPrintable(said));
            QCOMPARE(watched.seatTurns()->shownDraw(), -1);
        }
    }
}

void TestUiTurnFlow::theClockRunsOutWithThePenalty()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0), 1)), QString());
    QCOMPARE(controller.clock()->turnSeconds(), 1);
    // A tile put on the lower shelf, another laid on the table.
    const int lowered = controller.rack()->tileIdAt(1);
    int lowSlot = 2 * controller.rack()->columns() - 1;
    while (lowSlot > controller.rack()->columns() && controller.rack()->tileInSlot(lowSlot) >= 0)
        --lowSlot;
    QVERIFY(lowSlot > controller.rack()->columns() && controller.rack()->tileInSlot(lowSlot) < 0);
    QVERIFY(controller.moveToSlot({lowered}, lowSlot));
    const int laid = controller.rack()->tileIdAt(0);
    int laidSlot = -1;
    for (int slot = 0; slot < 2 * controller.rack()->columns(); ++slot)
        laidSlot = controller.rack()->tileInSlot(slot) == laid ? slot : laidSlot;
    QVERIFY(controller.moveToNewSet({laid}));
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QVERIFY(penalties.wait(5000));
    QVERIFY(controller.lastPenalty().timeOut);
    QCOMPARE(controller.lastPenalty().reason, QStringLiteral("the time ran out"));
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17));
    QCOMPARE(controller.game().table().size(), std::size_t(0));
    // The rack as the person left it: the lowered tile where they put it, the laid one back in its slot.
    QCOMPARE(controller.rackPlayer(), 0);
    QCOMPARE(controller.rack()->tileInSlot(lowSlot), lowered);
    QCOMPARE(controller.rack()->tileInSlot(laidSlot), laid);
}

void TestUiTurnFlow::aiPlaysAreShownMoveByMove()
{
    GameController controller;
    controller.setMoveStepMs(5);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Standard, SeatKind::Standard}, 11)), QString());
    int plays = 0;
    int stepsSeen = 0;
    int stepsThisTurn = 0;
    connect(&controller, &GameController::tilesAboutToMove, this, [&] {
        if (controller.animating())
            ++stepsThisTurn;
    });
    connect(&controller, &GameController::turnEnded, this, [&](int, const QString& action) {
        if (action == QLatin1String("play")) {
            ++plays;
            stepsSeen = std::max(stepsSeen, stepsThisTurn);
        }
        stepsThisTurn = 0;
    });
    QTRY_VERIFY_WITH_TIMEOUT(plays >= 3 || controller.isRoundOver(), 60000);
    QVERIFY(plays >= 1);
    QVERIFY(stepsSeen >= 1); // at least one play was shown as moves on the draft
    QCOMPARE(controller.aiFaults(), 0);
    std::string error;
    QVERIFY2(controller.game().tilesAccountedFor(&error), error.c_str());
}

// A play that changes four sets or more is one line in the log with its
// counts, its sets apart, one a line; every turn's line knows its turn (for
// the review), and a game's turns are numbered as the game counts them.
void TestUiTurnFlow::aBigPlayIsOneLineThatOpensToItsSets()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    const tilerummy::TurnRecord record = bensPlay();
    QVERIFY(tilerummy::ui::isBigPlay(record));
    QCOMPARE(tilerummy::ui::describeBigPlay(record, names), QStringLiteral("Ben rebuilt 5 sets and laid 9 tiles."));
    QCOMPARE(
        tilerummy::ui::describePlayDetails(record, {2, 3, 4, 1, 0}),
        QStringLiteral("Laid K9 K10 K11 and R5 B5 O5.\nMoved R8 to K8 R8 B8, adding K8 B8.\nAdded O4 to O5 O6 O7."));
    // New sets only: laid; an opening: its points.
    tilerummy::TurnRecord fresh = record;
    fresh.before.table = {};
    fresh.after.table = {{id("K9"), id("K10"), id("K11")},
                         {id("R5", 1), id("B5"), id("O5", 1)},
                         {id("K8"), id("R7", 1), id("B8")},
                         {id("O4"), id("O5"), id("O6")}};
    fresh.before.rack = {id("K11"), id("K9"), id("K10"), id("B5"),    id("O5", 1), id("R5", 1),
                         id("O4"),  id("K8"), id("B8"),  id("R7", 1), id("O5"),    id("O6")};
    fresh.after.rack = {};
    QCOMPARE(tilerummy::ui::describeBigPlay(fresh, names), QStringLiteral("Ben laid 12 tiles in 4 sets."));
    fresh.initialMeldDone = false;
    fresh.meldPoints = 83;
    QCOMPARE(tilerummy::ui::describeBigPlay(fresh, names),
             QStringLiteral("Ben opened: 12 tiles in 4 sets (83 points)."));
    // Three sets are no big play.
    fresh.after.table.pop_back();
    QVERIFY(!tilerummy::ui::isBigPlay(fresh));

    // In a game's log: each turn's line knows its turn; a big play's line is
    // its count, its details apart; the other lines have none.
    GameController controller;
    controller.setMoveStepMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Expert, SeatKind::Expert}, 3)), QString());
    const TurnLog* log = controller.log();
    QTRY_VERIFY_WITH_TIMEOUT(controller.isRoundOver() || log->details().join(QString()).size() > 0, 120000);
    const QStringList lines = log->lines();
    const QStringList details = log->details();
    QCOMPARE(details.size(), lines.size());
    QVERIFY(log->turnAt(0).isEmpty()); // "Round 1: ..."
    int big = -1;
    for (int line = 1; line < lines.size(); ++line) {
        const QVariantMap turn = log->turnAt(line);
        if (!lines.at(line).startsWith(QStringLiteral("Turn ")))
            continue;
        QCOMPARE(turn.value("round").toInt(), 0);
        QVERIFY2(lines.at(line).startsWith(QStringLiteral("Turn %1:").arg(turn.value("turn").toInt() + 1)),
                 qPrintable(lines.at(line)));
        if (!details.at(line).isEmpty())
            big = line;
    }
    QVERIFY2(big > 0, "an expert game has a big play");
    const tilerummy::TurnRecord& played = controller.match().turns()[log->turnAt(big).value("turn").toUInt()];
    QVERIFY(tilerummy::ui::isBigPlay(played));
    QCOMPARE(lines.at(big).section(QStringLiteral(": "), 1),
             tilerummy::ui::describeBigPlay(played, controller.names()));
    QVERIFY(details.at(big).count(QLatin1Char('\n')) >= 1);
}

// The round's end has words for a moment of celebration when a person at
// this screen went out: "You went out!" for the one person here, the name at
// a screen shared by several (hot seat); none when an AI went out.
void TestUiTurnFlow::aPersonWhoGoesOutIsCelebrated()
{
    // The persons play the hints (or draw); `persons` false: they only draw.
    const auto playToTheEnd = [](GameController& controller, bool persons) {
        controller.setMoveStepMs(0);
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

void TestUiTurnFlow::roundsOfAMatch()
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

void TestUiTurnFlow::newMatchRejectsBadSetups()
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

void TestUiTurnFlow::aGameSavedMidTurnResumesThere()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000); // the AI played; the human again
    QVERIFY(controller.sortRack(TurnBoard::RackSort::Runs));
    const int tile = controller.rack()->tileIdAt(2);
    QVERIFY(controller.moveToNewSet({tile}));
    const tilerummy::IdPosition draft = controller.draft().position();
    QVERIFY(controller.saves()->saveToFile(QUrl::fromLocalFile(path).toString()));

    GameController resumed;
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    QCOMPARE(resumed.turnNumber(), controller.turnNumber());
    QCOMPARE(resumed.game().rack(1), controller.game().rack(1));
    QCOMPARE(resumed.draft().table(), draft.table); // the turn goes on where it was
    QCOMPARE(resumed.draft().rack(), draft.rack);
    QVERIFY(resumed.canUndo());
    QCOMPARE(resumed.names(), controller.names());

    QFile::remove(path);
    QVERIFY(!resumed.saves()->loadFromFile(path).isEmpty()); // a missing file: a reason, and the game stays
    QCOMPARE(resumed.turnNumber(), controller.turnNumber());
}

void TestUiTurnFlow::theWrongSetShowsBeforeThePenalty()
{
    GameController controller;
    controller.setMoveStepMs(40);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    controller.confirmHandOver();
    QVERIFY(controller.moveToNewSet({controller.rack()->tileIdAt(0)}));
    QVERIFY(controller.moveToNewSet({controller.rack()->tileIdAt(0)}));
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QVERIFY(controller.endTurn());
    QCOMPARE(controller.rejectedSet(), 0); // the first wrong set, shown
    QVERIFY(!controller.canAct());         // nothing moves meanwhile
    QVERIFY(!controller.moveToNewSet({controller.rack()->tileIdAt(0)}));
    QCOMPARE(penalties.count(), 0);
    QVERIFY(penalties.wait(3000));
    QCOMPARE(controller.rejectedSet(), -1);
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17));
    QCOMPARE(controller.game().table().size(), std::size_t(0));
}

void TestUiTurnFlow::theAutosaveIsOfferedAndKept()
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
        QVERIFY(first.moveToNewSet({first.rack()->tileIdAt(0)}));
        QVERIFY(first.saves()->autosave()); // as on quit: the turn in progress too
        names = first.names().join(',');
        turn = first.turnNumber();
        sets = first.table()->rowCount();
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
    QCOMPARE(second.table()->rowCount(), sets); // with the tile laid before quitting

    // Declined, the saved game is kept aside, not lost. While the offer
    // stands, the game on the table waits (an AI to move does not start).
    GameController third;
    QVERIFY(third.setSeats({SeatKind::Standard, SeatKind::Person}));
    QCOMPARE(third.newMatch(setupOf({SeatKind::Standard, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    third.saves()->setAutosaveFile(path);
    QVERIFY(third.saves()->offerResume());
    QTest::qWait(50);
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

void TestUiTurnFlow::aMoveOfTheTurnIsAutosavedSoonAfter()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    controller.saves()->setAutosaveFile(path);
    QVERIFY(controller.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 30000);
    QVERIFY(QFile::exists(path));
    const int laid = controller.rack()->tileIdAt(0);
    QVERIFY(controller.moveToNewSet({laid}));
    // Not at once (a drag is not held up by a write), but soon after.
    QString error;
    std::optional<SavedGame> saved = readSaveFile(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(!saved->draft);
    QTRY_VERIFY_WITH_TIMEOUT((saved = readSaveFile(path, &error)) && saved->draft.has_value(), 5000);
    QCOMPARE(saved->draft->table.size(), controller.game().table().size() + 1);
    QVERIFY(std::count(saved->draft->table.begin(), saved->draft->table.end(), tilerummy::IdSet{laid}) == 1);
}

void TestUiTurnFlow::aPausedTurnDoesNotRunOut()
{
    GameController controller;
    qint64 now = 0; // the turn clock's time, moved by the test
    controller.clock()->setTimeSource([&now] { return now; });
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0), 1)), QString());
    QCOMPARE(controller.clock()->turnSeconds(), 1);
    QVERIFY(controller.canAct());
    QVERIFY(!controller.paused());
    QSignalSpy ended(&controller, &GameController::turnEnded);
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QSignalSpy changed(&controller, &GameController::gameChanged);

    controller.setPaused(true);
    QVERIFY(controller.paused());
    QVERIFY(changed.count() >= 1);
    QVERIFY(!controller.canAct());
    QVERIFY(!controller.moveToNewSet({controller.rack()->tileIdAt(0)}));
    QVERIFY(!controller.drawTile());
    QVERIFY(!controller.endTurn());
    QVERIFY(!controller.hint()->request());
    QCOMPARE(controller.clock()->secondsLeft(), 1);
    now += 60'000;
    controller.clock()->tick();
    QCOMPARE(ended.count(), 0);
    QCOMPARE(penalties.count(), 0);
    QCOMPARE(controller.clock()->secondsLeft(), 1); // the clock stood still
    QCOMPARE(controller.turnNumber(), 0);
    controller.setPaused(true); // again: nothing changes
    QVERIFY(controller.paused());

    // Going on, the turn has its second left, no more and no less.
    controller.setPaused(false);
    QVERIFY(!controller.paused());
    QVERIFY(controller.canAct());
    QVERIFY(controller.moveToNewSet({controller.rack()->tileIdAt(0)}));
    now += 999;
    controller.clock()->tick();
    QCOMPARE(penalties.count(), 0);
    now += 1;
    controller.clock()->tick();
    QCOMPARE(penalties.count(), 1);
    QVERIFY(controller.lastPenalty().timeOut);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.first().at(0).toInt(), 0);
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17));
}

void TestUiTurnFlow::anAiWaitsWhileThePauseLasts()
{
    GameController controller;
    controller.setAiMinimumThinkMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Standard, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    QCOMPARE(controller.currentPlayer(), 0);
    QVERIFY(!controller.atThisScreen(0));
    controller.setPaused(true); // before the AI's turn starts (it is queued)
    QSignalSpy ended(&controller, &GameController::turnEnded);
    QTest::qWait(500);
    QCOMPARE(ended.count(), 0);
    QVERIFY(!controller.aiThinking());
    QCOMPARE(controller.turnNumber(), 0);
    QCOMPARE(controller.game().table().size(), std::size_t(0));

    controller.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() >= 1, 30000);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.first().at(0).toInt(), 0);
    QCOMPARE(controller.turnNumber(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 5000); // the person's turn now
    QCOMPARE(controller.currentPlayer(), 1);
    QCOMPARE(controller.aiFaults(), 0);
}

void TestUiTurnFlow::anUntouchedGameIsNotAutosaved()
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
    QVERIFY(controller.moveToNewSet({controller.rack()->tileIdAt(0)}));
    QVERIFY(controller.saves()->autosave());
    QVERIFY(QFile::exists(path));
    QString error;
    const std::optional<SavedGame> saved = readSaveFile(path, &error);
    QVERIFY2(saved.has_value(), qPrintable(error));
    QCOMPARE(controller.saves()->restore(*saved), QString());
    QCOMPARE(controller.draft().table().size(), std::size_t(1));

    // Taken back, the game is as dealt again.
    QVERIFY(controller.resetTurn());
    QVERIFY(controller.saves()->autosave());
    QVERIFY(!QFile::exists(path));

    // A new game dealt over an old autosave removes it.
    QVERIFY(writeOld());
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(!QFile::exists(path));
}

// Each penalty the game can give (every turn check failure a proposal with the
// turn's own tiles can meet, the proposal with other tiles, the time running
// out), from a crafted end of turn: the banner's reason and the turn log's line
// in the window's words, each through translate() (not the core's English).
// Tiles from nowhere or gone cannot reach the turn check in a game: a
// proposal without the turn's own tiles is refused as such first.
void TestUiTurnFlow::everyPenaltyIsWorded()
{
    using Kind = tilerummy::TurnFault::Kind;
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    const auto none = [](tilerummy::Game&) { return true; };
    std::set<Kind> worded;
    auto verify = [&](const tilerummy::TurnRecord& record, Kind kind, const QString& words) {
        QCOMPARE(record.action, tilerummy::TurnAction::Penalty);
        QCOMPARE(tilerummy::turnFaultName(record.fault.kind).data(), tilerummy::turnFaultName(kind).data());
        QCOMPARE(tilerummy::ui::describePenaltyReason(record), words);
        const QString who = names.at(record.player);
        QCOMPARE(tilerummy::ui::describeTurn(record, names),
                 kind == Kind::TimeOut ? who + QStringLiteral("'s time ran out: 3 penalty tiles.")
                                       : who + QStringLiteral(" ended the turn with an illegal table (") + words +
                                             QStringLiteral("): it was put back, 3 penalty tiles."));
        {
            const MarkingTranslator marking;
            QVERIFY2(MarkingTranslator::marked(tilerummy::ui::describePenaltyReason(record)),
                     qPrintable(tilerummy::ui::describePenaltyReason(record)));
        }
        worded.insert(kind);
    };

    tilerummy::TurnRecord r = craftPenalty(none, [](tilerummy::Game& game) { return std::optional(game.timeOut()); });
    verify(r, Kind::TimeOut, QStringLiteral("the time ran out"));

    r = craftPenalty(none, [](tilerummy::Game& game) {
        return std::optional(game.play(game.table(), game.rack(game.currentPlayer())));
    });
    verify(r, Kind::NothingPlayed, QStringLiteral("no tile was played from the rack"));

    r = craftPenalty(none, [](tilerummy::Game& game) {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        return std::optional(game.play(game.table(), without(rack, rack.back())));
    });
    verify(r, Kind::NotTheTurnsTiles,
           QStringLiteral("the tiles on the table and rack were not the ones the turn started with"));

    tilerummy::TileId alone = -1;
    r = craftPenalty(none, [&](tilerummy::Game& game) {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        alone = rack.front();
        return std::optional(game.play({{alone}}, without(rack, alone)));
    });
    verify(r, Kind::InvalidSet,
           notation(alone) + QStringLiteral(" is alone: a run or group needs at least three tiles"));

    // A valid set from the rack worth less than the first meld needs.
    int points = 0;
    r = craftPenalty(none, [&](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        for (std::size_t a = 0; a < rack.size(); ++a)
            for (std::size_t b = a + 1; b < rack.size(); ++b)
                for (std::size_t c = b + 1; c < rack.size(); ++c) {
                    const tilerummy::IdSet set{rack[a], rack[b], rack[c]};
                    const tilerummy::SetAnalysis analysis = tilerummy::analyseSet(tilerummy::facesOf(set));
                    if (!analysis.valid() || analysis.meldValue >= 30)
                        continue;
                    points = analysis.meldValue;
                    return game.play({set}, without(without(without(rack, rack[a]), rack[b]), rack[c]));
                }
        return std::nullopt;
    });
    verify(r, Kind::MeldTooLow,
           QStringLiteral("the new set is worth %1 points; the first meld needs 30 from the rack alone").arg(points));

    // After the first player's opening: the second player (no meld yet) adds a
    // rack tile to a set of the table.
    r = craftPenalty(opened, [](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        for (std::size_t s = 0; s < game.table().size(); ++s)
            for (tilerummy::TileId id : rack) {
                tilerummy::IdTable table = game.table();
                table[s].push_back(id);
                if (tilerummy::isValidSet(tilerummy::facesOf(table[s])))
                    return game.play(table, without(rack, id));
            }
        return std::nullopt;
    });
    verify(r, Kind::MeldTouchesTable,
           QStringLiteral("before the first meld the sets on the table must stay as they were; new sets come from "
                          "the rack only"));

    // ... or takes a tile of the table to the rack.
    tilerummy::TileId taken = -1;
    r = craftPenalty(opened, [&](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        tilerummy::IdTable table = game.table();
        taken = table.front().back();
        if (tilerummy::faceOf(taken).isJoker())
            return std::nullopt;
        table.front().pop_back();
        tilerummy::IdSet rack = game.rack(game.currentPlayer());
        rack.push_back(taken);
        return game.play(table, rack);
    });
    verify(r, Kind::TileBackToRack, notation(taken) + QStringLiteral(" was taken from the table back to the rack"));

    // ... or a joker of the table to the rack.
    r = craftPenalty(opened, [](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        tilerummy::IdTable table = game.table();
        for (tilerummy::IdSet& set : table)
            for (tilerummy::TileId id : set)
                if (tilerummy::faceOf(id).isJoker()) {
                    set.erase(std::find(set.begin(), set.end(), id));
                    tilerummy::IdSet rack = game.rack(game.currentPlayer());
                    rack.push_back(id);
                    return game.play(table, rack);
                }
        return std::nullopt;
    });
    verify(r, Kind::JokerBackToRack,
           QStringLiteral("a joker taken from the table must be played again in the same turn"));

    // Every kind but the two no game can meet.
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastTurnFaultKind); ++k) {
        const auto kind = static_cast<Kind>(k);
        if (kind != Kind::TileFromNowhere && kind != Kind::TileVanished)
            QVERIFY2(worded.count(kind) == 1, tilerummy::turnFaultName(kind).data());
    }
}

// A play in the log: the sets laid from the rack together, then each set the
// table gave tiles to, in the order the sets lie on the felt; each set shown
// as it reads (a run ascending). A set that only gave tiles away is not named.
void TestUiTurnFlow::aPlayIsWordedSetBySet()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    tilerummy::TurnRecord record = bensPlay();
    // Read on the felt: the two laid sets, the group of 8s, the runs.
    const std::vector<int> order{2, 3, 4, 1, 0};
    QCOMPARE(tilerummy::ui::describeTurn(record, names, order),
             QStringLiteral("Ben: laid K9 K10 K11 and R5 B5 O5; moved R8 to K8 R8 B8, adding K8 B8; "
                            "added O4 to O5 O6 O7."));
    // Without an order, table order; an opening says its points.
    record.initialMeldDone = false;
    QVERIFY2(
        tilerummy::ui::describeTurn(record, names)
            .startsWith(QStringLiteral("Ben opened: laid K9 K10 K11 and R5 B5 O5; added O4 to O5 O6 O7; moved R8")),
        qPrintable(tilerummy::ui::describeTurn(record, names)));

    // A long run split in two: the half that keeps most of it only gave
    // tiles away; the other, made of table tiles alone, is formed (not "moved
    // R1 R2 R3 to R1 R2 R3").
    tilerummy::TurnRecord split;
    split.player = 1;
    split.action = tilerummy::TurnAction::Play;
    split.initialMeldDone = true;
    split.before.table = {{id("R1"), id("R2"), id("R3"), id("R4"), id("R5"), id("R6"), id("R7")},
                          {id("K10"), id("K11"), id("K12")}};
    split.before.rack = {id("K9"), id("B2")};
    split.after.rack = {id("B2")};
    split.after.table = {{id("R1"), id("R2"), id("R3")},
                         {id("R4"), id("R5"), id("R6"), id("R7")},
                         {id("K9"), id("K10"), id("K11"), id("K12")}};
    QCOMPARE(tilerummy::ui::describeTurn(split, names),
             QStringLiteral("Ben: formed R1 R2 R3 from tiles on the table; added K9 to K10 K11 K12."));
}

// A joker of the table the play moved is told after the sets: what it stands
// for now, in which set, and what it stood for (and where, when it left its
// set); a joker that keeps its face is not named. Read out, its tiles are
// said as the other clauses' are.
void TestUiTurnFlow::aMovedJokerIsWorded()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    const auto play = [](int player, tilerummy::IdTable before, tilerummy::IdSet rack, tilerummy::IdTable after,
                         tilerummy::IdSet rackAfter) {
        tilerummy::TurnRecord record;
        record.player = player;
        record.action = tilerummy::TurnAction::Play;
        record.initialMeldDone = true;
        record.before = {std::move(before), std::move(rack)};
        record.after = {std::move(after), std::move(rackAfter)};
        return record;
    };

    // K3 added to K5 K6 J: the joker, K7, goes to the run's other end.
    const tilerummy::TurnRecord shifted = play(0, {{id("K5"), id("K6"), id("J")}}, {id("K3"), id("R1")},
                                               {{id("K3"), id("J"), id("K5"), id("K6")}}, {id("R1")});
    const QString shiftedWords = tilerummy::ui::describeTurn(shifted, names);
    QCOMPARE(shiftedWords,
             QStringLiteral("Ana: added K3 to K5 K6 J; the joker now stands for K4 in K3 J K5 K6 (it stood for K7)."));
    QCOMPARE(tilerummy::ui::spokenTiles(shiftedWords),
             QStringLiteral("Ana: added black 3 to black 5, black 6, joker; the joker now stands for black 4 in black "
                            "3, joker, black 5, black 6 (it stood for black 7)."));

    // B3 of the blue run wins the joker of K3 R3 J, which goes with O5 O7.
    const tilerummy::TurnRecord won = play(
        1, {{id("K3"), id("R3"), id("J")}, {id("B3"), id("B4"), id("B5"), id("B6")}}, {id("O5"), id("O7"), id("R1")},
        {{id("K3"), id("R3"), id("B3")}, {id("B4"), id("B5"), id("B6")}, {id("O5"), id("J"), id("O7")}}, {id("R1")});
    QCOMPARE(tilerummy::ui::describeTurn(won, names),
             QStringLiteral("Ben: moved B3 to K3 R3 B3; moved J to O5 J O7, adding O5 O7; the joker now stands for "
                            "O6 in O5 J O7 (it stood for B3 or O3 in K3 R3 J)."));
    QCOMPARE(tilerummy::ui::describePlayDetails(won).split(QLatin1Char('\n')).last(),
             QStringLiteral("The joker now stands for O6 in O5 J O7 (it stood for B3 or O3 in K3 R3 J)."));

    // R8 added to R5 J R7: the joker still stands for R6.
    const tilerummy::TurnRecord kept = play(1, {{id("R5"), id("J"), id("R7")}}, {id("R8"), id("R1")},
                                            {{id("R5"), id("J"), id("R7"), id("R8")}}, {id("R1")});
    QCOMPARE(tilerummy::ui::describeTurn(kept, names), QStringLiteral("Ben: added R8 to R5 J R7."));
}

// Quit and resumed before the person moved: the AI's last play is still
// marked (its tiles, the sets it changed), "Last turn" can show it again, and
// the tile the person drew last still glows on the rack. Resumed in the middle
// of the person's turn: the marks had gone with their first move.
void TestUiTurnFlow::theLastTurnStaysMarkedAfterResume()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    GameController controller;
    controller.setMoveStepMs(0);
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
        for (int row = 0; row < c.table()->rowCount(); ++row)
            if (c.table()->data(c.table()->index(row), TableModel::MarkedRole).toBool())
                sets.append(row);
        return sets;
    };
    const auto glowing = [](GameController& c) {
        QList<int> tiles;
        for (int row = 0; row < c.rack()->rowCount(); ++row)
            if (c.rack()->data(c.rack()->index(row), RackModel::NewRole).toBool())
                tiles.append(c.rack()->tileIdAt(row));
        return tiles;
    };
    QVERIFY(!markedSets(controller).isEmpty());
    QCOMPARE(glowing(controller), QList<int>{drawn});
    QVERIFY(controller.canReplayLastTurn());
    QVERIFY(controller.saves()->saveToFile(path));

    GameController resumed;
    resumed.setMoveStepMs(0);
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    QCOMPARE(resumed.marks()->player(), 1);
    QCOMPARE(resumed.marks()->tiles(), marked);
    QCOMPARE(markedSets(resumed), markedSets(controller));
    QCOMPARE(glowing(resumed), QList<int>{drawn});
    QVERIFY(resumed.canReplayLastTurn());
    const std::vector<tilerummy::IdSet> table = resumed.draft().table();
    const QList<int> sizes = resumed.scoreboard()->rackSizes();
    resumed.setMoveStepMs(40);
    QVERIFY(resumed.replayLastTurn());
    // While it is shown again, the person's count stays theirs (the draft
    // holds the AI's rack then) and the AI's counts down from its rack before it.
    QCOMPARE(resumed.scoreboard()->rackSizes().value(0), sizes.value(0));
    QVERIFY(resumed.scoreboard()->rackSizes().value(1) >= sizes.value(1));
    QTRY_VERIFY_WITH_TIMEOUT(resumed.canReplayLastTurn(), 10000); // played out, and back where it was
    QCOMPARE(resumed.draft().table(), table);
    QCOMPARE(resumed.scoreboard()->rackSizes(), sizes);
    resumed.setMoveStepMs(0);

    // The person moves, saves and resumes: nothing of the last turn is marked.
    QVERIFY(resumed.moveToNewSet({resumed.rack()->tileIdAt(0)}));
    QCOMPARE(resumed.marks()->player(), -1);
    QVERIFY(resumed.saves()->saveToFile(path));
    GameController midTurn;
    QCOMPARE(midTurn.saves()->loadFromFile(path), QString());
    QCOMPARE(midTurn.marks()->player(), -1);
    QVERIFY(markedSets(midTurn).isEmpty());
    QVERIFY(glowing(midTurn).isEmpty());
}

QTEST_MAIN(TestUiTurnFlow)
#include "test_ui_turn_flow.moc"
