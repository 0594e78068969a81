#include "seats/seat_turns.h"

#include "game/game_view.h"
#include "seats/seat.h"
#include "seats/seating.h"

#include <QDateTime>

#include <algorithm>

SeatTurns::SeatTurns(const GameView& game, const Seating& seating, QObject* parent)
    : QObject(parent), game_(game), seating_(seating)
{
    drawShown_.setSingleShot(true);
    connect(&drawShown_, &QTimer::timeout, this, [this] {
        shownDraw_ = -1;
        emit shownDrawChanged();
        schedule();
    });
}

void SeatTurns::turnMade(const tilerummy::TurnRecord& record, bool atThisScreen)
{
    const bool drew = record.action == tilerummy::TurnAction::Draw || record.action == tilerummy::TurnAction::Pass;
    if (!drew || atThisScreen || minimumThinkMs_ <= 0) {
        if (shownDraw_ >= 0) {
            drawShown_.stop();
            shownDraw_ = -1;
            emit shownDrawChanged();
        }
        return;
    }
    shownDraw_ = record.player;
    shownAction_ = record.action;
    drawShown_.start(2 * minimumThinkMs_);
    emit shownDrawChanged();
}

void SeatTurns::listen(Seat* seat)
{
    connect(seat, &Seat::answered, this, &SeatTurns::answered, Qt::UniqueConnection);
    connect(seat, &Seat::answeredTiles, this, &SeatTurns::answeredTiles, Qt::UniqueConnection);
}

void SeatTurns::answered(int turn, const std::optional<tilerummy::Table>& play)
{
    take({turn, play, std::nullopt});
}

void SeatTurns::answeredTiles(int turn, const tilerummy::IdTable& tiles)
{
    take({turn, std::nullopt, tiles});
}

// Queued rather than asked at once: a game dealt and re-seated in one go
// (main.cpp, QML) asks once, not once per step, and the next seat is asked
// after the views have seen the last turn.
void SeatTurns::schedule()
{
    // The next AI is asked when the draw has been shown; a friend's seat at
    // once (a friend's move sent meanwhile must find the seat waiting for it).
    const Seat* next = game_.hasMatch() && !game_.isRoundOver() ? seating_.at(game_.currentPlayer()) : nullptr;
    if (drawShown_.isActive() && next && aiLevelOf(next->kind())) {
        update();
        return;
    }
    if (!askPending_ && !game_.isRoundOver() && !game_.atThisScreen(game_.currentPlayer())) {
        askPending_ = true;
        QMetaObject::invokeMethod(this, &SeatTurns::ask, Qt::QueuedConnection);
    }
    update();
}

void SeatTurns::cancel()
{
    held_.reset();
    shownPlayHeld_ = false;
    if (shownDraw_ >= 0) {
        drawShown_.stop();
        shownDraw_ = -1;
        emit shownDrawChanged();
    }
    update();
}

void SeatTurns::ask()
{
    askPending_ = false;
    if (!game_.goesOn()) { // asked again when it does
        update();
        return;
    }
    if (held_) { // what came back while the game was paused is played now
        const SeatAnswer answer = std::move(*held_);
        held_.reset();
        emit decided(answer);
        return;
    }
    if (shownPlayHeld_) { // a play shown before the pause is made now
        shownPlayHeld_ = false;
        emit shownPlayDue();
        return;
    }
    const int player = game_.currentPlayer();
    Seat* seat = seating_.at(player);
    if (seat && !seat->deciding() && !game_.animating() && !game_.isRoundOver() && !seat->atThisScreen())
        seat->takeTurn(tilerummy::viewOf(game_.game(), player), game_.turnNumber(), thinkMsNow());
    update();
}

void SeatTurns::take(const SeatAnswer& answer)
{
    if (game_.paused()) { // played when the game goes on (ask)
        held_ = answer;
        update();
        return;
    }
    emit decided(answer);
}

void SeatTurns::holdShownPlay()
{
    shownPlayHeld_ = true;
}

void SeatTurns::update()
{
    bool thinking = false;
    if (game_.hasMatch() && !game_.isRoundOver()) { // a new game's seats may not be made yet
        const Seat* seat = seating_.at(game_.currentPlayer());
        thinking = seat && !seat->atThisScreen() && (seat->deciding() || askPending_ || held_.has_value());
    }
    if (thinking == thinking_)
        return;
    thinking_ = thinking;
    emit thinkingChanged();
}

void SeatTurns::setMinimumThinkMs(int ms)
{
    ms = std::max(0, ms);
    if (ms == minimumThinkMs_)
        return;
    minimumThinkMs_ = ms; // from the next AI turn on
    emit minimumThinkMsChanged();
}

void SeatTurns::setNewsDoneAt(double at)
{
    if (at == newsDoneAt_)
        return;
    newsDoneAt_ = at;
    emit newsDoneAtChanged();
}

int SeatTurns::thinkMsNow() const
{
    if (minimumThinkMs_ <= 0 || newsDoneAt_ <= 0) // the Instant pace stays instant
        return minimumThinkMs_;
    const double untilSaid = newsDoneAt_ - static_cast<double>(QDateTime::currentMSecsSinceEpoch());
    return std::max(minimumThinkMs_, static_cast<int>(std::clamp(untilSaid, 0.0, double(kLongestNewsWaitMs))));
}
