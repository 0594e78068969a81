// GameController (game_controller.h): plan while you wait. The one person at
// the screen lays a plan on the table during another player's turn
// (WaitingPlan); the table and rack views show it, made again on the table
// after each change, and the moves, Undo, Redo and Reset work on it. Nothing
// of it leaves this window. When the person's turn begins it becomes the
// draft as far as it still fits (beginTurn: takePlan).
#include "session/game_controller.h"

#include "words/tile_data.h"
#include "words/verdict_words.h"

#include <algorithm>

bool GameController::canPlan() const
{
    return hasMatch() && !canAct() && canArrangeRack() && seating_.countAtThisScreen() == 1 &&
           atThisScreen(rackPlayer()) && phase_ != TurnPhase::Replaying && !paused_;
}

const tilerummy::TurnDraft& GameController::plan() const
{
    return plan_.board();
}

void GameController::composePlan()
{
    const int person = rackPlayer();
    plan_.compose(board_.draft().table(), board_.draft().layout(), slotsOf(person), game().initialMeldDone(person),
                  initialMeld());
}

bool GameController::planMove(const tilerummy::DraftMove& move, tilerummy::DraftRefusal* why)
{
    return plan_.add(move, why);
}

bool GameController::planJokerSwap(int tile, int joker)
{
    return plan_.addJokerSwap(tile, joker);
}

bool GameController::editPlan(BoardPlan::Edit edit)
{
    switch (edit) {
    case BoardPlan::Edit::Undo:
        return plan_.undo();
    case BoardPlan::Edit::Redo:
        return plan_.redo();
    case BoardPlan::Edit::Reset:
        return plan_.clear();
    }
    return false;
}

bool GameController::canEditPlan(BoardPlan::Edit edit) const
{
    return edit == BoardPlan::Edit::Redo ? plan_.canRedo() : plan_.canUndo();
}

void GameController::takePlan()
{
    if (isRoundOver() || !atThisScreen(currentPlayer()) || seating_.countAtThisScreen() != 1)
        return;
    const QString words = plan_.takeInto(board_.draft());
    if (!words.isEmpty())
        emit planNews(words);
}
