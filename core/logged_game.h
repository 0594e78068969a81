// A game as its log tells it (`play --log`, `serve --log`: the deal, each
// turn, the end), followed turn by turn: every turn must follow from the one
// before it as the game plays it (the right player, the table and rack it
// left, a legal play, one tile drawn, the penalty's tiles). What
// `tilerummy-cli review` reads; a log that does not follow is malformed.
#pragma once

#include "game.h"
#include "rules.h"
#include "turn_check.h"

#include <string>
#include <vector>

namespace tilerummy {

// The action named as a log names it (turnActionName): false for another name.
bool turnActionFromName(const std::string& name, TurnAction* action);

// One `turn` line of a log, in faces.
struct LoggedTurn {
    int player = 0;
    TurnAction action = TurnAction::Draw;
    bool initialMeldDone = false; // before the turn
    Position before;
    Position after;
    int pool = 0; // after the turn
};

class LoggedGame {
public:
    explicit LoggedGame(const Rules& rules) : rules_(rules) {}

    // The deal: each player's rack, the pool's size, who plays first. False
    // with why when the racks and the pool are not the box's 106 tiles, the
    // players not 2..4, or the first not one of them.
    bool deal(const Table& racks, int pool, int first, std::string* why);
    // The next turn; false with why when it does not follow (nothing changes).
    bool turn(const LoggedTurn& turn, std::string* why);
    // The end: the racks as they were left. False with why when they are
    // not, or the game has ended already; no turn follows it.
    bool end(const Table& racks, std::string* why);

    bool dealt() const { return !racks_.empty(); }
    // The tiles the turn laid from its rack (a play's; none for the others).
    static Tiles tilesLaid(const LoggedTurn& turn);

private:
    Rules rules_;
    Table racks_;
    std::vector<bool> opened_;
    Table table_;
    int pool_ = 0;
    int next_ = 0;
    bool ended_ = false;
};

} // namespace tilerummy
