// What a board asks while the person at the screen waits for their turn (a
// game's "plan while you wait"; the tutorial and the review have none, and
// their boards ask nothing): whether the rack shown may be re-arranged, the
// rack re-arranged, whether a plan may be laid, and the plan itself, which the
// moves, a joker swap, Undo, Redo and Reset edit instead of the turn's draft.
// TurnBoard::setPlan gives a board one.
#pragma once

#include "turn_draft.h"

#include <functional>

class BoardPlan {
public:
    enum class Edit { Undo, Redo, Reset };

    // The person waits with their rack shown: they may re-arrange it.
    virtual bool canArrangeRack() const = 0;
    // That rack re-arranged by `change` (false from it: it cannot be), and
    // shown so; false when it could not be, or the rack is as it was.
    virtual bool arrangeRack(const std::function<bool(tilerummy::RackSlots&)>& change) = 0;
    // The person may lay a plan on the table: the moves go to it.
    virtual bool canPlan() const = 0;
    // The plan as it stands: the table and the rack shown while planning.
    virtual const tilerummy::TurnDraft& plan() const = 0;
    // A move, or a joker swap, made on the plan (false: it cannot be; `why`
    // says why a move was refused).
    virtual bool planMove(const tilerummy::DraftMove& move, tilerummy::DraftRefusal* why) = 0;
    virtual bool planJokerSwap(int tile, int joker) = 0;
    // Undo, Redo or Reset on the plan (false: nothing to do), and whether there is a move to undo or redo.
    virtual bool editPlan(Edit edit) = 0;
    virtual bool canEditPlan(Edit edit) const = 0;

protected:
    ~BoardPlan() = default;
};
