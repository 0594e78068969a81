// The seats at the table and how each takes its turn. The game asks every
// seat for its turn the same way (takeTurn) and hears its decision the same
// way (answered: the table it leaves, or a draw); it never asks what kind a
// seat is. A person at this screen plays the turn on the board, so their seat
// is asked nothing (their end of turn is the board's); an AI decides on the
// worker's threads; a friend on another machine answers from there (through
// the table the game hosts, TableHub), with the tiles they moved.
#pragma once

#include "ai/ai_worker.h"
#include "ai_player.h"
#include "game.h"
#include "save/seat_kind.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

namespace tilerummy::net {
class TableHub;
}

class Seat : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // What kind of seat it is (for saves and setups; the game does not ask).
    virtual SeatKind kind() const = 0;
    // A person at this screen: their rack shows in their turn, they move the tiles.
    virtual bool atThisScreen() const = 0;
    // The seat's turn `turn` (the game's turn number) begins; `view` is what
    // its player sees of the game. Pacing: no decision before `minimumMs`.
    virtual void takeTurn(const tilerummy::AiView& view, int turn, int minimumMs) = 0;
    // Whatever the seat is deciding is dropped (the turn or the game changed).
    virtual void stop() {}
    // Deciding a turn now.
    virtual bool deciding() const { return false; }
    // The player's time bank ran out in turn `turn`: the AI plays it for them
    // (answered as any seat's turn); their own moves for it count no more.
    virtual void playInstead(const tilerummy::AiView& view, int turn)
    {
        Q_UNUSED(view);
        Q_UNUSED(turn);
    }

    // The seat of this kind for player `player` of the round dealt from
    // `roundSeed`. An AI seat is seeded as
    // self-play seats it (AiPlayer(level, deriveSeed(roundSeed, player))), so
    // that a game between AI seats here plays the turns `tilerummy-cli play`
    // plays for that game.
    // A remote seat hears its player through `hub` (the hosted table).
    static std::unique_ptr<Seat> make(SeatKind kind, std::uint64_t roundSeed, int player, AiWorker& worker,
                                      tilerummy::net::TableHub* hub = nullptr);

signals:
    // The decision for turn `turn`: the table after the play, or nullopt: a draw.
    void answered(int turn, const std::optional<tilerummy::Table>& play);
    // The same as the very tiles moved (a remote player's): the table after the play.
    void answeredTiles(int turn, const tilerummy::IdTable& table);
};

// An AI of a level, deciding on the worker's threads. Its AI (and the random
// source in it) moves on with each decision it gives.
class AiSeat : public Seat {
    Q_OBJECT

public:
    AiSeat(tilerummy::AiPlayer player, AiWorker& worker, QObject* parent = nullptr);
    SeatKind kind() const override;
    bool atThisScreen() const override { return false; }
    void takeTurn(const tilerummy::AiView& view, int turn, int minimumMs) override;
    void stop() override;
    bool deciding() const override { return ticket_ != 0; }

private:
    void decided(AiWorker::Ticket ticket, const AiOutcome& outcome);

    tilerummy::AiPlayer player_;
    AiWorker& worker_;
    AiWorker::Ticket ticket_ = 0;
    int turn_ = -1;
};

// A person at this screen. With a stand-in (a game here, not a table joined),
// the AI plays a turn for them when their time bank runs out.
class PersonSeat : public Seat {
    Q_OBJECT

public:
    explicit PersonSeat(std::unique_ptr<AiSeat> standIn = nullptr, QObject* parent = nullptr);
    SeatKind kind() const override { return SeatKind::Person; }
    bool atThisScreen() const override { return true; }
    void takeTurn(const tilerummy::AiView&, int, int) override {}
    void playInstead(const tilerummy::AiView& view, int turn) override;
    void stop() override;

private:
    std::unique_ptr<AiSeat> standIn_;
};

// A friend on another machine, at the table this game hosts: their turn is
// what they send (checked by the hub: their turn, their tiles; judged here by
// the same turn check as any). While they are gone past the grace time the
// stand-in AI plays their turns; back, they play on.
class RemoteSeat : public Seat {
    Q_OBJECT

public:
    RemoteSeat(tilerummy::net::TableHub* hub, int player, tilerummy::AiPlayer standIn, AiWorker& worker,
               QObject* parent = nullptr);
    SeatKind kind() const override { return SeatKind::Remote; }
    bool atThisScreen() const override { return false; }
    void takeTurn(const tilerummy::AiView& view, int turn, int minimumMs) override;
    void stop() override;
    bool deciding() const override { return waiting_; }
    void playInstead(const tilerummy::AiView& view, int turn) override;

private:
    void aiPlaysChanged(int player, bool aiPlays);
    bool standInPlays() const;

    tilerummy::net::TableHub* hub_;
    int player_;
    AiSeat standIn_;
    bool waiting_ = false;    // for this seat's turn turn_
    bool bankRanOut_ = false; // its bank ran out: the stand-in plays turn_, whatever the friend sends
    int turn_ = -1;
    tilerummy::AiView view_;
    int minimumMs_ = 0;
};

// Another player at a table this game joined (another machine hosts it): a
// friend elsewhere, a person at the host's screen, or the host's AI. Its turns
// are the host's to tell (the game plays them as the host's messages come);
// asked for its turn it only waits.
class HostedSeat : public Seat {
    Q_OBJECT

public:
    explicit HostedSeat(SeatKind shownAs, QObject* parent = nullptr) : Seat(parent), kind_(shownAs) {}
    SeatKind kind() const override { return kind_; }
    bool atThisScreen() const override { return false; }
    void takeTurn(const tilerummy::AiView&, int, int) override { waiting_ = true; }
    void stop() override { waiting_ = false; }
    bool deciding() const override { return waiting_; }

private:
    SeatKind kind_;
    bool waiting_ = false;
};
