// GameController (game_controller.h): plan while you wait. The one person at
// the screen lays a plan on the table during another player's turn
// (WaitingPlan); the table and rack views show it, made again on the table
// after each change, and the moves, Undo, Redo and Reset work on it. Nothing
// of it leaves this window. When the person's turn begins it becomes the
// draft as far as it still fits (beginTurn: takePlan).
#include "game_controller.h"

#include "tile_data.h"
#include "verdict_words.h"

#include <algorithm>

bool GameController::canPlan() const
{
    return hasMatch() && !canAct() && canArrangeRack() && seating_.countAtThisScreen() == 1 &&
           atThisScreen(rackPlayer()) && phase_ != TurnPhase::Replaying && !paused_;
}

const tilerummy::TurnDraft& GameController::shownDraft() const
{
    return canPlan() ? plan_.board() : draft_;
}

QList<int> GameController::plannedTiles() const
{
    // Every tile of a set the plan made or changed (not a set of the table as it stands).
    QList<int> tiles;
    if (!canPlan())
        return tiles;
    for (const tilerummy::IdSet& set : plan_.board().table())
        if (std::find(draft_.table().begin(), draft_.table().end(), set) == draft_.table().end())
            tiles += tilerummy::ui::toList(set);
    return tiles;
}

void GameController::composePlan()
{
    const int person = rackPlayer();
    plan_.compose(draft_.table(), draft_.layout(), slotsOf(person), game().initialMeldDone(person), initialMeld());
}

bool GameController::planMove(const tilerummy::DraftMove& move)
{
    tilerummy::DraftRefusal why;
    if (plan_.add(move, &why))
        return true;
    if (why.kind != tilerummy::DraftRefusal::Kind::None)
        emit moveRefused(tilerummy::ui::describeDraftRefusal(why));
    return false;
}

bool GameController::planJokerSwap(int tile, int joker)
{
    return plan_.addJokerSwap(tile, joker);
}

bool GameController::editPlan(PlanEdit edit)
{
    switch (edit) {
    case PlanEdit::Undo:
        return plan_.undo();
    case PlanEdit::Redo:
        return plan_.redo();
    case PlanEdit::Reset:
        return plan_.clear();
    }
    return false;
}

bool GameController::planSteps(PlanEdit edit) const
{
    return edit == PlanEdit::Redo ? plan_.canRedo() : plan_.canUndo();
}

void GameController::takePlan()
{
    if (isRoundOver() || !atThisScreen(currentPlayer()) || seating_.countAtThisScreen() != 1)
        return;
    const QString words = plan_.takeInto(draft_);
    if (!words.isEmpty())
        emit planNews(words);
}
