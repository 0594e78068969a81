// The one turn check: given the table and rack at the start and at the end of
// a turn, is the turn legal? The game, the CLI's `check` and the tutorial all
// call this.
#pragma once

#include "rules.h"
#include "set_fault.h"
#include "tile.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tilerummy {

struct Position {
    Table table;
    Tiles rack;
    friend bool operator==(const Position&, const Position&) = default;
};

struct TurnInput {
    bool initialMeldDone = false; // before the turn
    Position before;
    Position after;
};

// Why a turn is illegal, as structure for the window to word (the English
// `reason` of TurnVerdict is the CLI's, kept as the contract has it).
struct TurnFault {
    enum class Kind {
        None,             // legal
        TileFromNowhere,  // tile: more of it at the end than at the start
        TileVanished,     // tile: fewer of it at the end than at the start
        JokerBackToRack,  // a joker from the table went to the rack
        TileBackToRack,   // tile: from the table to the rack
        NothingPlayed,    // no rack tile played
        InvalidSet,       // set, setFault: the first set that is no run or group
        MeldTouchesTable, // before the initial meld, sets of the table were changed
        MeldTooLow,       // points, needed: the initial meld is worth too little
        // Given by the game (Game), never by checkTurn:
        NotTheTurnsTiles, // the proposal's tiles are not those the turn started with
        TimeOut,          // the turn's time ran out
    };
    Kind kind = Kind::None;
    Tile tile;         // TileFromNowhere, TileVanished, TileBackToRack
    int set = -1;      // InvalidSet: index into after.table
    SetFault setFault; // InvalidSet
    int points = 0;    // MeldTooLow: what the new sets are worth
    int needed = 0;    // MeldTooLow: what the rules ask
    int newSets = 0;   // MeldTooLow: how many new sets

    friend bool operator==(const TurnFault&, const TurnFault&) = default;
};
inline constexpr TurnFault::Kind kLastTurnFaultKind = TurnFault::Kind::TimeOut;

// A stable name for each kind ("meld-too-low"): for logs and tests, never shown to players.
std::string_view turnFaultName(TurnFault::Kind kind);

struct TurnVerdict {
    bool legal = false;
    std::string reason;  // why it is illegal, or a short description when legal (the CLI prints it)
    int meldPoints = 0;  // value of the rack tiles played, jokers as the tiles they stand for
    int invalidSet = -1; // index into after.table of the first invalid set, or -1
    TurnFault fault;     // why it is illegal (kind None when legal)
};

// Is each side a possible position (no face more often than the box holds)?
// Fails only for input that no real game can produce.
bool checkPossible(const TurnInput& turn, std::string* error);

TurnVerdict checkTurn(const TurnInput& turn, const Rules& rules);
// How many turn checks (checkTurn) this thread has run: for tests that count
// the work a drag or an AI's step does. Per thread, so that the AI's workers
// do not count on the window's.
std::uint64_t turnChecksRun();

// How many sets of `before` are not on `after` as they were (matched as
// sorted multisets): broken up, or changed. The indexes of the sets of
// `after` that are not sets of `before` go to `fresh`, when given. Before the
// initial meld this must be 0.
int changedSets(const Table& before, const Table& after, std::vector<std::size_t>* fresh = nullptr);

} // namespace tilerummy
