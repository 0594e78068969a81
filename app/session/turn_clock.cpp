#include "session/turn_clock.h"

#include <algorithm>

TurnClock::TurnClock(QObject* parent) : QObject(parent)
{
    steady_.start();
    now_ = [this] { return steady_.elapsed(); };
    ticker_.setInterval(kTickMs);
    connect(&ticker_, &QTimer::timeout, this, &TurnClock::tick);
}

void TurnClock::setTimeSource(TimeSource now)
{
    const qint64 before = now_();
    now_ = std::move(now);
    // The same moments on the new clock.
    const qint64 shift = now_() - before;
    startedAt_ += shift;
    if (pausedSince_)
        *pausedSince_ += shift;
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
    return static_cast<int>((msLeft() + 999) / 1000);
}

qint64 TurnClock::msLeft() const
{
    if (turnSeconds_ <= 0)
        return 0;
    if (!counting_)
        return qint64(turnSeconds_) * 1000;
    const qint64 now = now_();
    const qint64 pausedNow = pausedSince_ ? now - *pausedSince_ : 0;
    return std::max<qint64>(0, qint64(turnSeconds_) * 1000 - (now - startedAt_ - pausedMs_ - pausedNow));
}

void TurnClock::start(bool paused, int msLeft)
{
    paused_ = paused;
    counting_ = turnSeconds_ > 0;
    startedAt_ = now_();
    // The time already gone counts as if spent before the start.
    const qint64 turnMs = qint64(turnSeconds_) * 1000;
    pausedMs_ = msLeft >= 0 && msLeft < turnMs ? -(turnMs - msLeft) : 0;
    pausedSince_.reset();
    if (counting_ && paused_)
        pausedSince_ = startedAt_;
    else if (counting_)
        ticker_.start();
    lastSecondsLeft_ = -1;
    emit secondsLeftChanged();
}

void TurnClock::stop()
{
    ticker_.stop();
    counting_ = false;
    pausedSince_.reset();
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
        pausedSince_ = now_();
    } else {
        if (pausedSince_)
            pausedMs_ += now_() - *pausedSince_;
        pausedSince_.reset();
        ticker_.start();
    }
    emit secondsLeftChanged();
}

void TurnClock::tick()
{
    if (!ticker_.isActive()) // not counting, paused, or run out already
        return;
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
