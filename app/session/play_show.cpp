#include "session/play_show.h"

#include "table_layout.h"

std::vector<tilerummy::DraftMove> PlayShow::show(const tilerummy::TurnDraft& draft, const tilerummy::IdPosition& after,
                                                 const tilerummy::TableLayout& layout,
                                                 std::optional<tilerummy::HostTurn> hostTurn)
{
    tilerummy::ShownPlay plan = tilerummy::planShownPlay(draft, after, layout);
    play_ = after;
    aligned_ = std::move(plan.aligned.table);
    layoutAtEnd_ = std::move(plan.layoutAtEnd);
    hostTurn_ = std::move(hostTurn);
    return plan.moves;
}

std::vector<tilerummy::DraftMove> PlayShow::replay(const tilerummy::TurnRecord& play,
                                                   const tilerummy::TableLayout& layoutBefore, int initialMeld,
                                                   tilerummy::TurnDraft* draft)
{
    clear();
    *draft = tilerummy::TurnDraft(play.before, true, initialMeld, layoutBefore);
    return tilerummy::planShownPlay(*draft, play.after).moves; // no tile of a play goes back to the rack
}

void PlayShow::arrangeAtEnd(tilerummy::TurnDraft* draft)
{
    if (!layoutAtEnd_.empty() && tilerummy::layoutFits(draft->table(), layoutAtEnd_))
        draft->arrange(draft->table(), layoutAtEnd_, draft->rackSlots());
    layoutAtEnd_.clear();
}

std::optional<tilerummy::HostTurn> PlayShow::takeHostTurn()
{
    std::optional<tilerummy::HostTurn> turn = std::move(hostTurn_);
    hostTurn_.reset();
    return turn;
}

void PlayShow::clear()
{
    play_ = {};
    aligned_.clear();
    layoutAtEnd_.clear();
    hostTurn_.reset();
}
