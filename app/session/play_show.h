// A play shown on the board move by move, as a person would make it:
// another seat's play (made when its last drag is shown, as the seat gave
// it), another player's table mid-turn (a friend's, at a table hosted or
// joined), or the last play shown again. It turns the play into drags
// (tilerummy::planShownPlay, replay: planMoves) and keeps what the end needs:
// the play to make, where its sets lie on the other screen, and at a joined
// table the host's turn to make. GameController plays the drags out on its
// draft and says, by its TurnPhase, what the show is.
#pragma once

#include "match_record.h"
#include "move_plan.h"

#include <optional>
#include <vector>

class PlayShow {
public:
    // The drags that lead from `draft` to `after` (`layout`: where after's
    // sets lie on another screen, or empty); `after` is kept to be made at
    // the end, `hostTurn` too (a joined table's play, made as the host says).
    std::vector<tilerummy::DraftMove> show(const tilerummy::TurnDraft& draft, const tilerummy::IdPosition& after,
                                           const tilerummy::TableLayout& layout,
                                           std::optional<tilerummy::HostTurn> hostTurn = std::nullopt);
    // The last play again: `draft` becomes the table before it with that
    // player's rack (laid out as `layoutBefore`), and the drags lead to it.
    std::vector<tilerummy::DraftMove> replay(const tilerummy::TurnRecord& play,
                                             const tilerummy::TableLayout& layoutBefore, int initialMeld,
                                             tilerummy::TurnDraft* draft);
    // The last drag was shown: the sets go where the other screen has them.
    void arrangeAtEnd(tilerummy::TurnDraft* draft);
    // The play shown, as the seat gave it (its sets in its order).
    const tilerummy::IdPosition& play() const { return play_; }
    // A joined table's play to make as the host said (once; nullopt when the play is a seat's here).
    std::optional<tilerummy::HostTurn> takeHostTurn();
    // That play with its sets in the order of the draft it was shown on.
    const tilerummy::IdTable& aligned() const { return aligned_; }
    void clear();

private:
    tilerummy::IdPosition play_;
    tilerummy::IdTable aligned_;
    tilerummy::TableLayout layoutAtEnd_;
    std::optional<tilerummy::HostTurn> hostTurn_;
};
