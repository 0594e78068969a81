// Each seat's time bank, as the window keeps and shows it (the variant
// rules.bankSeconds; core/time_bank.h says how a bank is spent). The game
// deals the banks with each round, says whose turn is timed and what it
// took, or puts the banks as a save or the host has them; the scene reads
// `texts` ("4:32" per seat, the seat timed now counting down with the turn
// clock) beside each player.
#pragma once

#include "time_bank.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <vector>

class TurnClock;

class SeatClocks : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game keeps the seats' clocks.")
    // The game has time banks.
    Q_PROPERTY(bool on READ on NOTIFY changed FINAL)
    // Per seat, its bank as a clock shows it ("4:32"); the seat timed now, live.
    Q_PROPERTY(QStringList texts READ texts NOTIFY changed FINAL)
    // Per seat, the whole seconds left in its bank (the seat timed now, live).
    Q_PROPERTY(QList<int> seconds READ seconds NOTIFY changed FINAL)

public:
    // The turn clock the seat timed now counts down with.
    explicit SeatClocks(const TurnClock& clock, QObject* parent = nullptr);

    // A round is dealt: every bank full under `rules` (none without a bank).
    void deal(const tilerummy::Rules& rules, int players);
    // The banks as a save or the host has them (ignored for the wrong number of seats).
    void restore(const std::vector<std::int64_t>& leftMs);
    const std::vector<std::int64_t>& leftMs() const { return banks_.leftMs(); }

    // The time `seat`'s turn may take (ms; -1: no clock), and whether at its
    // end it is the bank that runs out (the AI plays the turn for them).
    std::int64_t turnMs(int seat) const { return banks_.turnMs(seat); }
    bool bankRunsOutFirst(int seat) const { return banks_.bankRunsOutFirst(seat); }
    // `seat`'s turn is timed from now, `turnMs` at the most (its time counts
    // down on the turn clock); -1: no seat's time counts.
    void timing(int seat, std::int64_t turnMs);
    int timedSeat() const { return timed_; }
    // The timed turn ended: what it took comes off its seat's bank (with the
    // increment added; a turn whose bank ran out takes it all).
    void turnEnded(bool bankRanOut);

    bool on() const { return banks_.on(); }
    QStringList texts() const;
    QList<int> seconds() const;

signals:
    void changed();

private:
    std::int64_t shownMs(int seat) const; // its bank, less the timed turn's time so far
    std::int64_t spentMs() const;         // of the timed turn's time, what is gone so far

    const TurnClock& clock_;
    tilerummy::TimeBanks banks_;
    int timed_ = -1;
    std::int64_t timedMs_ = -1;
};
