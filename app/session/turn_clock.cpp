#include "turn_clock.h"

#include <algorithm>

TurnClock::TurnClock(QObject* parent) : QObject(parent)
{
    ticker_.setInterval(200);
    connect(&ticker_, &QTimer::timeout, this, &TurnClock::tick);
}

void TurnClock::setTurnSeconds(int seconds)
{
    if (seconds == turnSeconds_)
        return;
    turnSeconds_ = seconds;
    emit turnSecondsChanged();
    emit secondsLeftChanged();
}

int TurnClock::secondsLeft() const
{
    if (turnSeconds_ <= 0)
        return 0;
    if (!counting_)
        return turnSeconds_;
    const qint64 pausedNow = pausedSince_.isValid() ? pausedSince_.elapsed() : 0;
    const qint64 left = qint64(turnSeconds_) * 1000 - (turnClock_.elapsed() - pausedMs_ - pausedNow);
    return static_cast<int>(std::max<qint64>(0, (left + 999) / 1000));
}

void TurnClock::start(bool paused, int msLeft)
{
    paused_ = paused;
    counting_ = turnSeconds_ > 0;
    turnClock_.start();
    // The time already gone counts as if spent before the start.
    const qint64 turnMs = qint64(turnSeconds_) * 1000;
    pausedMs_ = msLeft >= 0 && msLeft < turnMs ? -(turnMs - msLeft) : 0;
    pausedSince_.invalidate();
    if (counting_ && paused_)
        pausedSince_.start();
    else if (counting_)
        ticker_.start();
    lastSecondsLeft_ = -1;
    emit secondsLeftChanged();
}

void TurnClock::stop()
{
    ticker_.stop();
    counting_ = false;
    pausedSince_.invalidate();
    lastSecondsLeft_ = -1;
    emit secondsLeftChanged();
}

void TurnClock::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    if (!counting_)
        return;
    if (paused) {
        ticker_.stop();
        pausedSince_.start();
    } else {
        if (pausedSince_.isValid())
            pausedMs_ += pausedSince_.elapsed();
        pausedSince_.invalidate();
        ticker_.start();
    }
    emit secondsLeftChanged();
}

void TurnClock::tick()
{
    const int left = secondsLeft();
    if (left != lastSecondsLeft_) {
        lastSecondsLeft_ = left;
        emit secondsLeftChanged();
    }
    if (left <= 0) {
        ticker_.stop();
        emit expired();
    }
}
