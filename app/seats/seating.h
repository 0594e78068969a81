// Who sits at the table, and who sits at this screen. Each player has a seat
// (how it takes its turn: Seat) of a kind (SeatKind) and a name (given, or the seat's own). The screen shows one
// rack: with one person at it, theirs throughout (the AI turns too); with two
// or more (hot-seat), a rack shows only in its owner's turn, once they have
// confirmed the hand-over, and none between.
#pragma once

#include "seats/seat.h"

#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

class Seating {
public:
    // The kinds asked for (setSeats): by player, the last one for the players past the end.
    const QList<SeatKind>& asked() const { return asked_; }
    // Keeps the kinds asked for: false (and no change) for an empty list.
    bool ask(const QList<SeatKind>& kinds);
    // The kinds asked for, for a game of `players`.
    QList<SeatKind> kindsFor(int players) const;

    // Seats the players: a seat of each kind, with the names given (""
    // or none: the seat's own), for the round dealt from `roundSeed`. Seats
    // of the same kind as before keep their seat (an AI its random source)
    // when `keepSeats`. Nobody has seen a rack yet.
    // Remote seats hear their players through `hub` (the table this game hosts).
    void seat(const QList<SeatKind>& kinds, const QStringList& names, std::uint64_t roundSeed, AiWorker& worker,
              bool keepSeats, tilerummy::net::TableHub* hub = nullptr);
    // The seats of a table another machine hosts: `self` a person at this
    // screen, the others played there (HostedSeat, shown as their kinds);
    // `self` -1: a watcher's, every seat played there and no rack shown.
    void seatJoined(const QList<SeatKind>& kinds, const QStringList& names, int self);
    // A player's name, as they gave it (a friend who joined): "" for the seat's own.
    void setName(int player, const QString& name);

    int count() const { return static_cast<int>(seats_.size()); }
    const QList<SeatKind>& kinds() const { return kinds_; }
    QStringList names() const;
    Seat* at(int player) const;
    // A person at this screen plays this seat.
    bool atThisScreen(int player) const;
    int countAtThisScreen() const;
    void stopAll();

    // A turn begins: true when the person whose turn it is sees their rack
    // now (their time runs); false when another seat has it, or (hot-seat)
    // the next person must confirm first (handOverPending).
    bool beginTurn(int current, bool roundOver);
    // The next person confirms they sit at the screen (false when nobody was asked for).
    bool confirmHandOver(int current);
    bool handOverPending() const { return handOverPending_; }
    // The person whose turn it is sits at the screen and sees their rack.
    bool sees(int current) const { return !handOverPending_ && viewer_ == current; }
    // Whose rack the screen shows: the current player at this screen (once
    // the hand-over is confirmed); while another seat has the turn, the one
    // person at the screen (an AI's rack stays hidden), or the current AI
    // when no one is at the screen; -1 while a hand-over is pending, and with
    // several people whenever it is not a person's turn; -1 for a watcher.
    int rackShown(int current) const;

private:
    QList<SeatKind> asked_{SeatKind::Person, SeatKind::Standard};
    QList<SeatKind> kinds_; // by player
    QStringList given_;     // the names given ("": the seat's own, e.g. "Expert AI")
    std::vector<std::unique_ptr<Seat>> seats_;
    int viewer_ = -1; // the person whose rack shows
    bool handOverPending_ = false;
    bool watching_ = false; // a watcher's seats (seatJoined without a seat): no rack shows
};
