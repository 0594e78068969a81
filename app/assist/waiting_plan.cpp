#include "assist/waiting_plan.h"

#include "joker_swap.h"
#include "words/verdict_words.h"

#include <QCoreApplication>

#include <algorithm>

void WaitingPlan::compose(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                          const tilerummy::RackSlots& rack, bool initialMeldDone, int initialMeld)
{
    board_ = tilerummy::TurnDraft({table, rack.tiles()}, initialMeldDone, initialMeld, layout, rack);
    tilerummy::makePlan(moves_, board_);
}

bool WaitingPlan::add(const tilerummy::DraftMove& move, tilerummy::DraftRefusal* why)
{
    const std::optional<tilerummy::PlannedMove> planned = tilerummy::planMove(board_, move);
    if (!planned || !board_.apply(move, why, tilerummy::LayoutRule::ByHand))
        return false;
    moves_.push_back(*planned);
    undone_.clear();
    return true;
}

bool WaitingPlan::addJokerSwap(tilerummy::TileId tile, tilerummy::TileId joker)
{
    if (!tilerummy::canSwapJoker(board_, tile, joker))
        return false;
    const tilerummy::PlannedMove planned = tilerummy::planJokerSwap(board_, tile, joker);
    if (!tilerummy::swapJoker(board_, tile, joker))
        return false;
    moves_.push_back(planned);
    undone_.clear();
    return true;
}

bool WaitingPlan::undo()
{
    if (moves_.empty())
        return false;
    undone_.push_back(moves_.back());
    moves_.pop_back();
    return true;
}

bool WaitingPlan::redo()
{
    if (undone_.empty())
        return false;
    moves_.push_back(undone_.back());
    undone_.pop_back();
    return true;
}

bool WaitingPlan::clear()
{
    if (moves_.empty() && undone_.empty())
        return false;
    moves_.clear();
    undone_.clear();
    return true;
}

QString WaitingPlan::takeInto(tilerummy::TurnDraft& draft)
{
    const std::vector<tilerummy::PlannedMove> plan = std::move(moves_);
    moves_.clear();
    undone_.clear();
    if (plan.empty())
        return {};
    const std::size_t leftOut = tilerummy::makePlan(plan, draft).size();
    // The tiles the plan lays (their last move is not back to the rack) that are on the rack.
    tilerummy::Tiles back;
    tilerummy::IdSet seen;
    for (auto move = plan.rbegin(); move != plan.rend(); ++move) {
        for (tilerummy::TileId id : move->tiles) {
            if (std::find(seen.begin(), seen.end(), id) != seen.end())
                continue;
            seen.push_back(id);
            if (move->kind != tilerummy::PlannedMove::Kind::Rack &&
                std::find(draft.rack().begin(), draft.rack().end(), id) != draft.rack().end())
                back.push_back(tilerummy::faceOf(id));
        }
    }
    if (back.empty())
        return QCoreApplication::translate(
            "WaitingPlan", "Your plan is on the table as you laid it: Undo takes it back a move at a time.");
    if (leftOut == plan.size())
        return QCoreApplication::translate("WaitingPlan",
                                           "Your plan no longer fits the table: its tiles stay on your rack.");
    std::sort(back.begin(), back.end());
    const int count = static_cast<int>(back.size());
    //: Said when the person's turn comes: the plan laid while waiting is on the table, but %1 (tiles) no longer fit it.
    const QString words = QCoreApplication::translate(
        "WaitingPlan", "Your plan is on the table; the table changed, so %n tile(s) went back to your rack: %1.",
        nullptr, count);
    return words.arg(tilerummy::ui::tileListText(back));
}
