// Plan while you wait: the one person at the screen lays out a plan of
// their own on the table as it stands during another player's turn, seen by
// nobody else (it never leaves this window: not the wire, the log or a save).
// The plan is kept as moves (tilerummy::PlannedMove) and shown made again on
// the table as it is after each change another player makes (`board`: that
// table with the plan made on it, and the person's rack). When the turn comes
// the plan becomes the draft as far as it still fits (takeInto); what no
// longer fits stays on the rack, said in one line.
#pragma once

#include "turn_plan.h"

#include <QString>

#include <vector>

class WaitingPlan {
public:
    // The plan made again on this table (its sets where `layout` puts them)
    // with the person's rack as they keep it.
    void compose(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                 const tilerummy::RackSlots& rack, bool initialMeldDone, int initialMeld);
    // The table and rack as the plan shows them (compose first).
    const tilerummy::TurnDraft& board() const { return board_; }

    // A move on board(), or a joker swap: made there and kept (false, and
    // `why` says why when the board refuses it).
    bool add(const tilerummy::DraftMove& move, tilerummy::DraftRefusal* why);
    bool addJokerSwap(tilerummy::TileId tile, tilerummy::TileId joker);
    // The plan a move back, on, or cleared (each false when it cannot be);
    // compose again to show it.
    bool undo();
    bool redo();
    bool clear();
    bool canUndo() const { return !moves_.empty(); }
    bool canRedo() const { return !undone_.empty(); }
    bool empty() const { return moves_.empty(); }

    // The turn came: the plan is made on `draft` as far as it fits (each move
    // one step to undo) and is gone. Returns how it went, in one line (what
    // no longer fits and stays on the rack); "" when there was no plan.
    QString takeInto(tilerummy::TurnDraft& draft);

private:
    std::vector<tilerummy::PlannedMove> moves_;
    std::vector<tilerummy::PlannedMove> undone_; // the next to redo last
    tilerummy::TurnDraft board_;
};
