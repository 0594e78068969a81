// A turn in progress: the table and rack as the player arranges them between
// the start of the turn and its end. Every drag is one move on the draft; any
// arrangement is allowed mid-turn (incomplete and invalid sets too), and the
// turn check only runs at the end of the turn (Game::play). Moves can be
// undone and redone one by one, or the whole turn reset.
#pragma once

#include "game.h"
#include "meld.h"
#include "rack_slots.h"
#include "set_fault.h"
#include "table_layout.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilerummy {

// Where a move puts its tiles.
struct DraftTarget {
    enum class Kind {
        NewSet,  // a new set at table index `set` (-1 or past the end: after the last set),
                 // lying at `cell` on the felt (an invalid cell: a free place near where its tiles were)
        IntoSet, // into set `set`, before the tile at `position` (-1 or past the end: at its end)
        Rack,    // onto the rack, into slot `slot` (tiles in the way make room); with no
                 // slot, before the tile at `position` (-1 or past the end: after the last tile)
    };
    Kind kind = Kind::NewSet;
    int set = -1;
    int position = -1;
    TableCell cell;
    int slot = -1;

    static DraftTarget newSet(int at = -1) { return {Kind::NewSet, at, -1, {}, -1}; }
    static DraftTarget newSetAt(TableCell cell) { return {Kind::NewSet, -1, -1, cell, -1}; }
    static DraftTarget intoSet(int set, int position = -1) { return {Kind::IntoSet, set, position, {}, -1}; }
    static DraftTarget rack(int position = -1) { return {Kind::Rack, -1, position, {}, -1}; }
    static DraftTarget rackSlot(int slot) { return {Kind::Rack, -1, -1, {}, slot}; }
    friend bool operator==(const DraftTarget&, const DraftTarget&) = default;
};

// How the sets around a set that grows or is laid make room (table_layout.h).
enum class LayoutRule {
    MakeRoom,   // the sets after it in its row move along (settleSet)
    KeepOthers, // a play shown on the table: no other set moves; it goes to a free place
    ByHand,     // a person's hand on the felt: as MakeRoom, and a run that loses tiles
                // from its middle leaves the gap: its tiles that stay lie where they lay,
                // in as many sets as the gaps make (R3 R4 R5 R6 R7 R8 without R6 is
                // R3 R4 R5 and R7 R8); a tile that fills the gap between two sets of a
                // row so that they read as one run joins them
};

// One drag: these tiles, in this order, to the target. Indexes in the target
// refer to the draft as it is before the move (the draft adjusts them for the
// tiles taken away first).
struct DraftMove {
    IdSet tiles;
    DraftTarget target;
    friend bool operator==(const DraftMove&, const DraftMove&) = default;
};

// Why a move was refused, as structure (the window words it).
struct DraftRefusal {
    enum class Kind {
        None,
        NoTiles,         // the move names no tiles
        NotATile,        // tile: an id that is no tile of the box
        TileTwice,       // tile: listed twice in one move
        TileNotHere,     // tile: neither on the table nor on the rack
        NoSuchSet,       // index: no set there on the table
        NoPlaceOnTable,  // index: a new set's place below -1
        NoPlaceInSet,    // index: a place in a set below -1
        NoPlaceOnRack,   // index: a place on the rack below -1
        NoCellOnTable,   // index: the cell's column, outside the felt
        TableTileToRack, // tile: it was on the table at the start of the turn
        NoChange,        // the move would change nothing
    };
    Kind kind = Kind::None;
    TileId tile = -1;
    int index = 0;
    friend bool operator==(const DraftRefusal&, const DraftRefusal&) = default;
};
inline constexpr DraftRefusal::Kind kLastDraftRefusal = DraftRefusal::Kind::NoChange;

// A stable name for each kind ("table-tile-to-rack"): for logs and tests.
std::string_view draftRefusalName(DraftRefusal::Kind kind);

// What the views show of one set on the draft table.
struct DraftSetInfo {
    bool valid = false;              // a legal run or group as it stands
    SetKind kind = SetKind::Invalid; // which of the two (the one worth more where it reads both ways)
    bool complete = false;           // at least three tiles
    SetFault fault;                  // why not valid (kind None when valid), as the turn check would classify it
    int meldValue = 0;               // points when valid
    bool changed = false;            // not exactly a set of the table at the start of the turn
    bool fromRackOnly = false;       // every tile came from the rack this turn
    bool beforeMeld = false;         // changed with tiles of the table before the player's initial meld
                                     // (the turn check refuses it: MeldTouchesTable)
};

// One state of a turn in progress: the table and rack, where the sets lie and
// the rack's slots (the rack's order is its slots').
struct DraftArrangement {
    IdPosition position;
    TableLayout layout;
    RackSlots rack;
    friend bool operator==(const DraftArrangement&, const DraftArrangement&) = default;
};

class TurnDraft {
public:
    TurnDraft() = default;
    // The turn starts from this table and the player's rack (in the player's
    // rack order). initialMeldDone and initialMeld drive the meld feedback.
    // The sets lie where `layout` puts them (laid out afresh where it does not
    // fit the table), the rack's tiles in `slots` (those of the rack that are
    // not there go to free slots; without slots, as dealt).
    TurnDraft(IdPosition start, bool initialMeldDone, int initialMeld, const TableLayout& layout = {},
              const std::optional<RackSlots>& rackSlots = std::nullopt);

    const IdPosition& start() const { return start_.position; }
    const TableLayout& startLayout() const { return start_.layout; }
    const RackSlots& startSlots() const { return start_.rack; }
    const IdTable& table() const { return current_.position.table; }
    const IdSet& rack() const { return current_.position.rack; }
    const IdPosition& position() const { return current_.position; }
    const TableLayout& layout() const { return current_.layout; }
    const RackSlots& rackSlots() const { return current_.rack; }

    // Applies one move. Fails (false, nothing changes, *why says why) when a
    // tile is not on this draft or listed twice, when a tile that was on the
    // table at the start of the turn would go to the rack, when the target's
    // indexes are out of range, or when the move would change nothing. Sets
    // left empty disappear; the others keep their cells but as `rule` says.
    bool apply(const DraftMove& move, DraftRefusal* why = nullptr, LayoutRule rule = LayoutRule::MakeRoom);
    // Re-orders the rack (one undoable step; false when already in that order).
    bool sortRack(RackOrder order);
    // The turn as it was left (a save): this table, its layout and these rack
    // slots, as one undoable step. False (nothing changes) when they do not
    // hold exactly the tiles of the draft, or a table tile would be on the rack.
    bool arrange(const IdTable& table, const TableLayout& layout, const RackSlots& rack);

    // The states before each move, oldest first, and those undone (the next to
    // redo last): what a save keeps so that the turn goes on move by move.
    const std::vector<DraftArrangement>& undoSteps() const { return undo_; }
    const std::vector<DraftArrangement>& redoSteps() const { return redo_; }
    // The turn taken up again as it was left (a save): `current` with these
    // steps to undo and to redo. False (nothing changes) when any of them does
    // not hold exactly the tiles of the turn, or a table tile would be on its
    // rack; a layout that does not fit its table is laid out afresh.
    bool resume(std::vector<DraftArrangement> undo, DraftArrangement current, std::vector<DraftArrangement> redo);

    bool canUndo() const;
    bool canRedo() const;
    bool undo();
    bool redo();
    // Back to the start of the turn (itself undoable; false when already there).
    bool reset();
    // Table and rack hold the same tiles as at the start (the rack's order aside).
    bool unchanged() const;

    // Tiles that were on the rack at the start of the turn and are now on the table.
    IdSet placedFromRack() const;
    bool isFromRack(TileId id) const; // was on the rack at the start of the turn
    // One entry per set of the table, in table order (worked out once for
    // each state of the draft: the views and the meld's points share it).
    const std::vector<DraftSetInfo>& setInfo() const;
    // How many times this thread worked a draft's sets out (setInfo), for
    // tests that count the work a drag or an AI's step does.
    static std::uint64_t analysesRun();
    // The points of the valid sets made only of tiles from the rack: what the
    // initial meld counts (shown until the meld is made).
    int meldPoints() const;
    bool initialMeldDone() const { return initialMeldDone_; }
    int initialMeld() const { return initialMeld_; }

private:
    using State = DraftArrangement;
    void push(State next);
    // `state` holds exactly the tiles of the turn (no empty set, no table tile
    // on the rack); its rack read from its slots, its layout repaired to fit.
    bool admits(State& state) const;
    // A person's move (LayoutRule::ByHand): each run of `before` (laid out as
    // `beforeLayout`) that lost tiles from its middle and gained none becomes
    // its stretches, each where its tiles lay. `was` says which set of `before`
    // each set of `next` was (-1: new); it and `touched` (one entry per set, the
    // set the tiles went to) follow the sets it inserts (each stretch: -1, 0).
    static void leaveGaps(const IdTable& before, const TableLayout& beforeLayout, std::vector<int>& was, State& next,
                          std::vector<char>& touched);
    // A person's move put tiles into set `s` of `next`, whose tiles want to
    // start at `wanted`: where it now touches a set of its row on either side
    // and the tiles read left to right as one valid run, they become one set
    // (a tile put back into a gap closes it). Returns the set's index after.
    static int closeGaps(State& next, int s, TableCell wanted);
    // current_ changed: what was worked out from it is worked out again when asked.
    void changed() { setInfo_.reset(); }
    std::vector<DraftSetInfo> analyse() const;

    State start_;
    State current_;
    mutable std::optional<std::vector<DraftSetInfo>> setInfo_; // of current_
    std::vector<State> undo_;                                  // states before each move, oldest first
    std::vector<State> redo_;                                  // states undone, the next to redo last
    bool initialMeldDone_ = false;
    int initialMeld_ = kOfficialInitialMeld;
};

// The order a set is shown in: a run ascending, each joker in the place it
// stands for; a group (its colours have no order) and any other set as laid.
IdSet shownOrder(const IdSet& set);

} // namespace tilerummy
