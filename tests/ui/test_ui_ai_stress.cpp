// The game controller's AI seats driven hard: AI turns are scheduled and
// thinking on the worker threads (and hints with them) while the person on
// the GUI thread moves tiles, undoes, asks for hints, draws, ends turns,
// starts new games, pauses and resumes, restores saves, changes the seats and
// the AI's pace, and destroys the controller in the middle of it all; the
// event loop runs for a few random milliseconds between two actions, so that
// results come back at every point of the controller's life. Seeded: a
// failure replays with the seed it prints.
//
// After every step the game must be whole and coherent: 106 tiles accounted
// for, the turn's draft made of exactly the current rack and the table, every
// AI seat an AI and every person's seat a person's, no AI play the core could
// not place (a warning, which fails the test) or judged illegal (a penalty),
// no turn ended for anyone but the AI to move (from the event loop) or the
// person who acted; and the game's record must replay to the very same game.
//
// This is also the test ThreadSanitizer runs (ctest label tsan): it hands
// work to the worker and back in every order the controller allows.
#include "session/game_controller.h"

#include "game.h"
#include "save/save_game.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <memory>
#include <random>
#include <string>

namespace {

// Tiles as a sorted list, for comparing collections that may be in any order.
tilerummy::IdSet sortedTiles(const tilerummy::IdTable& table, const tilerummy::IdSet& rack)
{
    tilerummy::IdSet all = rack;
    for (const tilerummy::IdSet& set : table)
        all.insert(all.end(), set.begin(), set.end());
    std::sort(all.begin(), all.end());
    return all;
}

bool sameGame(const tilerummy::Game& a, const tilerummy::Game& b)
{
    if (a.playerCount() != b.playerCount() || a.turnNumber() != b.turnNumber() ||
        a.currentPlayer() != b.currentPlayer() || a.table() != b.table() || a.pool() != b.pool() ||
        a.isOver() != b.isOver())
        return false;
    for (int p = 0; p < a.playerCount(); ++p) {
        if (a.rack(p) != b.rack(p))
            return false;
    }
    return true;
}

// The seats of one screen (a remote seat would wait for a friend who never comes).
const QList<SeatKind> kSeats = [] {
    QList<SeatKind> kinds = allSeatKinds();
    kinds.removeAll(SeatKind::Remote);
    return kinds;
}();

// One seeded run: a controller (made anew now and then) and what it did.
class Driver {
public:
    explicit Driver(std::uint64_t seed) : rng_(seed), seed_(seed) { make(); }

    // One random action of the person, or of the window; the event loop runs
    // for a few milliseconds after it. False (with *why) when the game is not
    // whole after it.
    bool step(QString* why);
    // Everything settled: the last results dropped or applied, the record
    // replayed. False (with *why) when something does not add up.
    bool finish(QString* why);

    int turnsSeen() const { return turnsSeen_; }
    int aiTurnsSeen() const { return aiTurnsSeen_; }
    int controllersMade() const { return controllersMade_; }
    int droppedResults() const { return dropped_ + (controller_ ? controller_->aiWorker()->droppedCount() : 0); }

private:
    int pick(int n) { return static_cast<int>(rng_() % static_cast<std::uint64_t>(n)); }
    bool chance(int percent) { return pick(100) < percent; }
    void make();
    void destroy();
    QList<SeatKind> randomSeats();
    void act(const char* what, const std::function<void()>& action);
    void human(const char* what, const std::function<void()>& action);
    bool check(QString* why) const;

    std::mt19937_64 rng_;
    std::uint64_t seed_;
    std::unique_ptr<GameController> controller_;
    // The person is acting (a call from the test): turns may end for them.
    int actingPlayer_ = -1;
    bool acting_ = false;
    QString lastAction_;
    QString fault_; // the first incoherent thing a signal saw
    int turnsSeen_ = 0;
    int aiTurnsSeen_ = 0;
    int controllersMade_ = 0;
    int dropped_ = 0;
};

void Driver::make()
{
    controller_ = std::make_unique<GameController>();
    ++controllersMade_;
    GameController* c = controller_.get();
    c->setAiMinimumThinkMs(chance(50) ? 0 : 1 + pick(30));
    c->board()->setMoveStepMs(chance(50) ? 0 : 1 + pick(5));
    c->setSeats(randomSeats());
    c->start(2 + pick(3), 1 + static_cast<std::uint64_t>(pick(1000000)));
    QObject::connect(c, &GameController::turnEnded, c, [this, c](int player, const QString& action) {
        ++turnsSeen_;
        const QString where = QStringLiteral(" (turn %1, after \"%2\")").arg(c->turnNumber()).arg(lastAction_);
        if (acting_) {
            // Only the person who acted ends a turn from a call.
            if (player != actingPlayer_ && fault_.isEmpty())
                fault_ = QStringLiteral("player %1's turn ended (%2) while player %3 acted")
                             .arg(player)
                             .arg(action)
                             .arg(actingPlayer_) +
                         where;
            return;
        }
        // From the event loop: an AI's turn, or a person's wrong set shown
        // and taken back (the penalty after the reject timer).
        if (!c->atThisScreen(player)) {
            ++aiTurnsSeen_;
            if (action == QLatin1String("penalty") && fault_.isEmpty())
                fault_ = QStringLiteral("the AI of seat %1 was penalised").arg(player) + where;
            if (c->paused() && fault_.isEmpty())
                fault_ =
                    QStringLiteral("the AI of seat %1 ended its turn while the game was paused").arg(player) + where;
        } else if (action != QLatin1String("penalty") && fault_.isEmpty()) {
            fault_ =
                QStringLiteral("player %1 (a person) ended a turn (%2) from the event loop").arg(player).arg(action) +
                where;
        }
    });
}

void Driver::destroy()
{
    if (controller_)
        dropped_ += controller_->aiWorker()->droppedCount();
    controller_.reset();
}

QList<SeatKind> Driver::randomSeats()
{
    QList<SeatKind> seats;
    const int n = 1 + pick(4);
    for (int i = 0; i < n; ++i)
        seats.append(kSeats.at(pick(static_cast<int>(kSeats.size()))));
    if (chance(60))
        seats[0] = SeatKind::Person; // mostly a person at the screen
    return seats;
}

// The window (not the person at the table) does something.
void Driver::act(const char* what, const std::function<void()>& action)
{
    lastAction_ = QString::fromLatin1(what);
    acting_ = true;
    actingPlayer_ = -1; // nobody's turn ends from these
    action();
    acting_ = false;
}

// The person whose turn it is does something.
void Driver::human(const char* what, const std::function<void()>& action)
{
    lastAction_ = QString::fromLatin1(what);
    acting_ = true;
    actingPlayer_ = controller_->currentPlayer();
    action();
    acting_ = false;
}

bool Driver::step(QString* why)
{
    if (!controller_)
        make();
    GameController& c = *controller_;
    const int roll = pick(100);
    if (roll < 30) {
        // Tiles moved, the way a person drags them (refused when not their turn).
        human("move", [&] {
            const tilerummy::IdSet rack = c.draft().rack();
            const tilerummy::IdTable table = c.draft().table();
            if (rack.empty())
                return;
            const int tile = rack[static_cast<std::size_t>(pick(static_cast<int>(rack.size())))];
            if (!table.empty() && chance(50))
                c.board()->moveToSet({tile}, pick(static_cast<int>(table.size())));
            else if (chance(80))
                c.board()->moveToNewSet({tile});
            else
                c.board()->moveToRack({tile}, 0);
        });
    } else if (roll < 38) {
        human("undo",
              [&] { chance(70) ? c.board()->undo() : (chance(50) ? c.board()->redo() : c.board()->resetTurn()); });
    } else if (roll < 48) {
        human("hint", [&] { c.hint()->request(); });
    } else if (roll < 53) {
        human("hint kept or taken back", [&] {
            if (chance(50))
                c.hint()->apply();
            else
                c.hint()->dismiss();
        });
    } else if (roll < 61) {
        human("end of turn", [&] { chance(50) ? c.endTurn() : c.drawTile(); });
    } else if (roll < 64) {
        human("hand-over", [&] { c.confirmHandOver(); });
    } else if (roll < 72) {
        act("pause", [&] { c.setPaused(!c.paused()); });
    } else if (roll < 77) {
        act("new game", [&] {
            if (chance(50))
                c.newGame(2 + pick(3), QString::number(1 + pick(1000000)));
            else
                c.start(2 + pick(3), 1 + static_cast<std::uint64_t>(pick(1000000)));
        });
    } else if (roll < 82) {
        act("seats", [&] { c.setSeats(randomSeats()); });
    } else if (roll < 86) {
        act("restore", [&] {
            // Its own game as saved a moment ago, or another game altogether.
            if (chance(50)) {
                const SavedGame save = c.saves()->toSave();
                const QString error = c.saves()->restore(save);
                if (!error.isEmpty() && fault_.isEmpty())
                    fault_ = QStringLiteral("its own save did not restore: ") + error;
            } else {
                GameController other;
                other.setSeats(randomSeats());
                other.start(2 + pick(3), 1 + static_cast<std::uint64_t>(pick(1000000)));
                const QString error = c.saves()->restore(other.saves()->toSave());
                if (!error.isEmpty() && fault_.isEmpty())
                    fault_ = QStringLiteral("another game's save did not restore: ") + error;
            }
        });
    } else if (roll < 89) {
        act("pace", [&] {
            c.setAiMinimumThinkMs(chance(50) ? 0 : pick(30));
            c.board()->setMoveStepMs(chance(50) ? 0 : pick(6));
        });
    } else if (roll < 92) {
        act("hints allowed", [&] { c.hint()->setAllowed(!c.hint()->allowed()); });
    } else if (roll < 95) {
        act("next round", [&] { c.nextRound(); });
    } else {
        // The window closes in the middle of whatever is going on.
        act("destroyed", [&] { destroy(); });
        if (chance(50))
            QTest::qWait(pick(3)); // the stress's own timing, not a wait for anything
        make();
    }
    if (!check(why))
        return false;
    // The event loop runs a little: results come back, AI turns play out.
    // While the game is paused nothing starts moving on the table (a play
    // already being shown may finish its last drags).
    const bool paused = controller_->paused();
    const bool wasAnimating = controller_->animating();
    const tilerummy::IdPosition before = controller_->draft().position();
    const int turn = controller_->turnNumber();
    const int ms = pick(10);
    lastAction_ += QStringLiteral(" + %1 ms of events").arg(ms);
    if (ms == 0)
        QCoreApplication::processEvents();
    else
        QTest::qWait(ms);
    if (paused && !wasAnimating && controller_->turnNumber() == turn && controller_->draft().position() != before) {
        *why = QStringLiteral("tiles moved on the table while the game was paused (after \"%1\")").arg(lastAction_);
        return false;
    }
    return check(why);
}

bool Driver::check(QString* why) const
{
    if (!fault_.isEmpty()) {
        *why = fault_;
        return false;
    }
    if (!controller_)
        return true;
    const GameController& c = *controller_;
    const tilerummy::Game& game = c.game();
    std::string accounted;
    if (!game.tilesAccountedFor(&accounted)) {
        *why = QStringLiteral("tiles not accounted for: ") + QString::fromStdString(accounted);
        return false;
    }
    const QList<SeatKind> seats = c.seats();
    if (seats.size() != game.playerCount()) {
        *why = QStringLiteral("%1 seats for %2 players").arg(seats.size()).arg(game.playerCount());
        return false;
    }
    for (int p = 0; p < game.playerCount(); ++p) {
        if (c.atThisScreen(p) != (seats.at(p) == SeatKind::Person)) {
            *why = QStringLiteral("seat %1 is \"%2\" but %3 an AI")
                       .arg(p)
                       .arg(seatKindName(seats.at(p)))
                       .arg(!c.atThisScreen(p) ? "is" : "is not");
            return false;
        }
    }
    if (!game.isOver()) {
        // The draft is the current player's turn: their rack and the table, rearranged.
        const int player = game.currentPlayer();
        const tilerummy::IdPosition& start = c.draft().start();
        if (start.table != game.table() || sortedTiles({}, start.rack) != sortedTiles({}, game.rack(player))) {
            *why = QStringLiteral("the draft does not start from player %1's turn").arg(player);
            return false;
        }
        if (sortedTiles(c.draft().table(), c.draft().rack()) != sortedTiles(game.table(), game.rack(player))) {
            *why = QStringLiteral("the draft is not made of player %1's rack and the table").arg(player);
            return false;
        }
    }
    if (c.aiThinking() && (game.isOver() || c.atThisScreen(game.currentPlayer()))) {
        *why = QStringLiteral("an AI thinks on a person's turn");
        return false;
    }
    if (c.hint()->busy() && !c.atThisScreen(game.currentPlayer())) {
        *why = QStringLiteral("a hint is worked out on an AI's turn");
        return false;
    }
    if (c.aiFaults() != 0) {
        *why = QStringLiteral("%1 AI plays could not be placed").arg(c.aiFaults());
        return false;
    }
    return true;
}

bool Driver::finish(QString* why)
{
    if (!controller_)
        make();
    GameController& c = *controller_;
    // Let whatever is under way end, or be dropped.
    act("settle", [&] { c.setPaused(false); });
    QCoreApplication::processEvents(); // what the game going on queued (an AI's turn) starts
    if (!c.aiWorker()->waitForIdle(60000)) {
        *why = QStringLiteral("the worker did not come to rest");
        return false;
    }
    QCoreApplication::processEvents();
    if (!check(why))
        return false;
    // The game's record replays to the very game on the table.
    QString error;
    const std::unique_ptr<tilerummy::RecordedMatch> replayed = ::restore(c.saves()->toSave(), &error);
    if (!replayed) {
        *why = QStringLiteral("the record does not replay: ") + error;
        return false;
    }
    if (!sameGame(replayed->round(), c.game())) {
        *why = QStringLiteral("the record replays to another game");
        return false;
    }
    destroy();
    return true;
}

} // namespace

class TestUiAiStress : public QObject {
    Q_OBJECT

private slots:
    void init();
    void aiWorkStartedCancelledAndReplacedWhileThePersonActs_data();
    void aiWorkStartedCancelledAndReplacedWhileThePersonActs();
};

void TestUiAiStress::init()
{
    // An AI play the core refused, a planned drag that did not apply, or the
    // worker's last resort at shutdown (a job that ignored its stop flag)
    // fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(AiWorker|GameController|TurnBoard): ")));
}

void TestUiAiStress::aiWorkStartedCancelledAndReplacedWhileThePersonActs_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1u, 2u, 3u, 4u, 5u, 6u})
        QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed;
}

void TestUiAiStress::aiWorkStartedCancelledAndReplacedWhileThePersonActs()
{
    QFETCH(quint64, seed);
    constexpr int kSteps = 250;
    Driver driver(seed);
    for (int i = 0; i < kSteps; ++i) {
        QString why;
        if (!driver.step(&why))
            QFAIL(qPrintable(QStringLiteral("step %1 of seed %2: %3").arg(i).arg(seed).arg(why)));
    }
    QString why;
    QVERIFY2(driver.finish(&why), qPrintable(why));
    qInfo("seed %llu: %d controllers, %d turns ended (%d by AIs), %d stale results dropped",
          static_cast<unsigned long long>(seed), driver.controllersMade(), driver.turnsSeen(), driver.aiTurnsSeen(),
          driver.droppedResults());
    // The run did what it is for: AIs played turns, and results came back stale.
    QVERIFY(driver.aiTurnsSeen() > 0);
}

QTEST_GUILESS_MAIN(TestUiAiStress)
#include "test_ui_ai_stress.moc"
