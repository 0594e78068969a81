// The clock of a person's turn: the seconds left of the rules' time a turn
// (turnSeconds; 0: no limit), counted from start() and standing still while
// paused. expired() says the time is up, once a turn. Time is read from a
// time source (a steady clock; tests give their own and move it on). It
// keeps each seat's time bank too (`seats`: the timed seat counts down with it).
#pragma once

#include "session/seat_clocks.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>

class TurnClock : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game keeps the turn clock.")
    Q_PROPERTY(int turnSeconds READ turnSeconds NOTIFY turnSecondsChanged FINAL)
    // The whole turn's time until the clock runs.
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY secondsLeftChanged FINAL)
    // Each seat's time bank (rules.bankSeconds), read beside the players.
    Q_PROPERTY(SeatClocks* seats READ seats CONSTANT FINAL)

public:
    // Milliseconds on a clock that never goes back.
    using TimeSource = std::function<qint64()>;
    // How often the clock looks at the time while a turn's time counts.
    static constexpr int kTickMs = 200;

    explicit TurnClock(QObject* parent = nullptr);
    // Reads time from `now` from here on (a turn under way keeps the time it had).
    void setTimeSource(TimeSource now);

    int turnSeconds() const { return turnSeconds_; }
    void setTurnSeconds(int seconds);
    int secondsLeft() const;
    // The turn's time left in ms (the whole turn's until the clock runs; 0 without a limit).
    qint64 msLeft() const;

    // A person's turn starts (its time counts unless paused); with msLeft
    // (0..the turn's time), part of it is gone already (another machine's clock).
    void start(bool paused, int msLeft = -1);
    // The turn is over: no time counts until the next start().
    void stop();
    // The game waits: the time stands still (and goes on when it goes on).
    void setPaused(bool paused);
    // Looks at the time: secondsLeftChanged when a second went, expired when
    // none is left (the ticker calls it every kTickMs while the time counts;
    // at other times it does nothing).
    void tick();

    SeatClocks* seats() { return &seats_; }
    const SeatClocks* seats() const { return &seats_; }

signals:
    void turnSecondsChanged();
    void secondsLeftChanged();
    void expired();

private:
    int turnSeconds_ = 0;
    bool counting_ = false; // a turn's time counts (or stands still while paused)
    bool paused_ = false;
    QTimer ticker_;
    QElapsedTimer steady_;
    TimeSource now_;
    qint64 startedAt_ = 0;              // the turn's start, on now_
    qint64 pausedMs_ = 0;               // of this turn's time, spent paused
    std::optional<qint64> pausedSince_; // on now_, while paused with the clock counting
    int lastSecondsLeft_ = -1;
    SeatClocks seats_{*this, this};
};
