// One round of the game: the shuffled box, the deal, whose turn it is, and
// what a play, a draw, an illegal end of turn or a time-out does. The table
// and racks hold physical tile ids so that views can follow each tile.
#pragma once

#include "random.h"
#include "rules.h"
#include "tile.h"
#include "turn_check.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilerummy {

using IdSet = std::vector<TileId>;
using IdTable = std::vector<IdSet>;

// The ids in increasing order: two sets holding the same tiles compare equal.
IdSet sortedIds(IdSet ids);
// The ids of a table and a rack together, in increasing order: two positions
// made of the same physical tiles compare equal.
IdSet sortedIds(const IdTable& table, const IdSet& rack);

struct IdPosition {
    IdTable table;
    IdSet rack;
    Position faces() const { return {facesOf(table), facesOf(rack)}; }
    friend bool operator==(const IdPosition&, const IdPosition&) = default;
};

enum class TurnAction { Play, Draw, Pass, Penalty };
std::string turnActionName(TurnAction action);

enum class EndReason { None, Rummikub, PoolEmpty };
std::string endReasonName(EndReason reason);

struct TurnRecord {
    int player = 0;
    TurnAction action = TurnAction::Draw;
    bool initialMeldDone = false; // before the turn
    IdPosition before;            // the table and the player's rack at the start
    IdPosition after;             // and at the end, as committed
    IdSet drawn;                  // tiles drawn (a draw or a penalty)
    std::string reason;           // why a penalty was given (the core's English, for the CLI's log)
    TurnFault fault;              // why a penalty was given, as structure (for the window's words)
    int invalidSet = -1;          // for a penalty: the proposed set that was invalid
    int meldPoints = 0;           // for a play: the value of the rack tiles laid (TurnVerdict::meldPoints)
    int pool = 0;                 // tiles in the pool after the turn
    bool standIn = false;         // an AI played it for a player who is away (a network table's)
};

// The tiles a turn took from the rack to the table: those of the rack before
// it that the rack after it lacks, in rack order.
IdSet tilesLaid(const IdSet& rackBefore, const IdSet& rackAfter);
IdSet tilesLaid(const TurnRecord& record);
// The rack after a turn that leaves `tableAfter` on the table: the rack
// before it without the tiles laid, in its order, then any tile of the
// table before that the table after lacks (a tile taken back: the turn
// check refuses it). For a table given by ids alone (a remote player's).
IdSet rackAfterTable(const IdTable& tableBefore, const IdSet& rackBefore, const IdTable& tableAfter);
// For each set of the table after a turn: not one of the table's sets
// before it (the same tiles, whatever their order).
std::vector<bool> setsChanged(const IdTable& tableBefore, const IdTable& tableAfter);
std::vector<bool> setsChanged(const TurnRecord& record);

// An end of turn and the turn check's verdict on it, for the turn it was
// checked in (Game::check), so that Game::play commits it without checking
// it again.
struct CheckedTurn {
    IdTable table;
    IdSet rack;
    TurnVerdict verdict;
    int turn = -1; // Game::turnNumber() when it was checked
};

// What one seat sees of a game another machine hosts (a game joined over the
// network): the table, its own rack, and public counts.
// The seat of a copy that sits at no seat: a bystander's (a watcher of a
// hosted table), who sees the table and the racks' counts only.
inline constexpr int kBystander = -1;

struct SeatSnapshot {
    Rules rules;
    int seat = 0; // kBystander: nobody's seat (a watcher: every rack unseen, `rack` empty)
    int first = 0;
    int current = 0;
    int turns = 0; // turns played so far
    IdTable table;
    IdSet rack; // the seat's own
    std::vector<int> rackCounts;
    std::vector<bool> meldDone;
    int pool = 0;
};

// A turn as the host tells it: the table after it, and the tiles drawn (their
// ids only to the seat that drew them; a count for the others).
struct HostTurn {
    int player = 0;
    TurnAction action = TurnAction::Draw;
    IdTable table;
    IdSet drawn;
    int drawnCount = 0;
    std::string reason;  // a penalty's
    TurnFault fault;     // a penalty's fault, when the seat knows it (its own end of turn, checked there too)
    int meldPoints = -1; // a play's points as the host counted them (-1: not told; the mirror counts them)
};

class Game {
public:
    // Shuffles the box with the seed, lets each player draw a tile for the
    // first turn (highest value starts; jokers count lowest; ties draw again),
    // returns those tiles, shuffles again and deals rules.rackSize to each.
    Game(int players, const Rules& rules, std::uint64_t seed);

    const Rules& rules() const { return rules_; }
    int playerCount() const { return static_cast<int>(racks_.size()); }
    int firstPlayer() const { return first_; }
    int currentPlayer() const { return current_; }
    int turnNumber() const { return turns_; }
    const IdTable& table() const { return table_; }
    const IdSet& rack(int player) const { return racks_[static_cast<std::size_t>(player)]; }
    bool initialMeldDone(int player) const { return meldDone_[static_cast<std::size_t>(player)] != 0; }
    // Every seat's rack size and whether it has made its first meld, in seat order (public facts).
    std::vector<int> rackCounts() const;
    std::vector<bool> meldsDone() const;
    int poolSize() const { return static_cast<int>(pool_.size()); }
    // The pool in drawing order (the back is drawn first): hidden from players.
    const IdSet& pool() const { return pool_; }

    bool isOver() const { return end_ != EndReason::None; }
    EndReason endReason() const { return end_; }
    std::optional<int> winner() const { return winner_; }
    const std::vector<int>& scores() const { return scores_; } // zero-sum, once over

    // The current player ends the turn with this table and rack. The turn
    // check decides: a legal turn is committed; an illegal one leaves table
    // and rack as they were and draws rules.penaltyTiles. Ids must be exactly
    // those of the table and the player's rack (else it is illegal too).
    TurnRecord play(const IdTable& table, const IdSet& rack);
    // The same for an end of turn checked already (check()): the turn check
    // runs once. One checked in another turn is checked again.
    TurnRecord play(const CheckedTurn& turn);
    // The current player draws a tile (a pass when the pool is empty).
    TurnRecord drawOrPass();
    // The turn's time ran out: as an illegal turn, with the time-out penalty.
    TurnRecord timeOut();

    // The turn check as the current player's end of turn would run it.
    TurnVerdict verdictFor(const IdTable& table, const IdSet& rack) const;
    // That verdict with what it judged, for play() (the turn shows it first,
    // e.g. a wrong set for a moment, and then commits it).
    CheckedTurn check(const IdTable& table, const IdSet& rack) const;

    // Sum of the ids in play: every id exactly once across table, racks, pool.
    bool tilesAccountedFor(std::string* error = nullptr) const;

    // A seat's copy of a game another machine hosts (game_mirror.cpp): the
    // table and the seat's rack as they are; every tile the seat cannot see
    // (the other racks, the pool) stands in with an id it has not seen, so
    // that the copy runs as any game (views, the turn check of the seat's own
    // turns). A bystander's copy (seat kBystander) sees no rack at all.
    // Nullopt (with why) for a snapshot that cannot be.
    static std::optional<Game> mirror(const SeatSnapshot& snapshot, std::string* error);
    bool isMirror() const { return mirror_; }
    // The seat the copy is of (kBystander: nobody's); kBystander for a game that is not a copy.
    int mirrorSeat() const { return mirrorSeat_; }
    // The host's turn, made on the copy: the tiles the player laid (or this
    // seat drew) are first put where the host says they were, then the turn
    // is played as any. The copy never ends a round by itself: the host says
    // when (endAsHostSays). Nullopt (with why, nothing changed) for a turn
    // that cannot follow from this copy (not the player's turn, a tile of this
    // seat's rack laid by another, a table tile gone).
    std::optional<TurnRecord> applyHostTurn(const HostTurn& turn, std::string* error);
    // Another player of the copy shows these tiles (laid mid-turn, or in the
    // play the host tells): each that their stand-ins do not hold changes
    // place with one of their stand-ins not in `ids`. False (nothing
    // changed) for a tile of this seat's rack or on the table, or more tiles
    // than they hold.
    bool holdInRack(int player, const IdSet& ids);
    // The round is over as the host scored it.
    void endAsHostSays(EndReason reason, std::optional<int> winner, std::vector<int> scores);

private:
    Game() = default;
    // The copy's own seat's rack (a bystander's: none).
    const IdSet& ownRack() const;
    // Where an id not on the table is: a rack's or the pool's slot.
    TileId* slotOf(TileId id);
    void swapIds(TileId a, TileId b);
    TurnRecord penalise(TurnRecord record, int tiles, std::string reason, TurnFault fault);
    void draw(int player, int count, IdSet* drawn);
    void finishTurn(TurnRecord& record);
    void endRound(EndReason reason);

    Rules rules_;
    IdTable table_;
    std::vector<IdSet> racks_;
    IdSet pool_;
    std::vector<char> meldDone_;
    int first_ = 0;
    int current_ = 0;
    int turns_ = 0;
    int idleTurns_ = 0;      // consecutive turns without a play while the pool is empty
    int lastTurnsLeft_ = -1; // one-more-turn rule: turns left once the pool ran dry
    EndReason end_ = EndReason::None;
    std::optional<int> winner_;
    std::vector<int> scores_;
    bool mirror_ = false;         // a copy of a hosted game (mirror)
    int mirrorSeat_ = kBystander; // whose: that seat (kBystander: a watcher's)
};

// Round scores (zero-sum): with a winner, each loser scores minus their rack
// (joker 30) and the winner the sum. When the pool ran dry, the lowest rack
// wins; players tied for lowest share the sum (remainder by seat order).
std::vector<int> roundScores(const std::vector<int>& rackValues, std::optional<int> wentOut,
                             std::optional<int>* winner);
int rackValue(const IdSet& rack);

} // namespace tilerummy
