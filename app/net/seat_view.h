// What one seat knows of a served table, kept up to date from the host's
// messages: the seats, the rules, the table, its own rack, the other racks as
// counts, whose turn it is. A bot decides from it; the window shows it.
#pragma once

#include "wire_messages.h"

#include <string>

namespace tilerummy::net {

class SeatView {
public:
    // Takes in one message of the host. False (with why) when it does not fit
    // what came before (a turn of another game, a player who is not seated,
    // a table made of tiles that cannot be there); the view is then unchanged.
    bool apply(const ServerMessage& message, std::string* error);

    bool welcomed() const { return welcomed_; }
    bool inGame() const { return inGame_; }
    bool matchOver() const { return over_; }
    bool myTurn() const { return inGame_ && current_ == seat_; }

    int seat() const { return seat_; }
    const std::vector<SeatInfo>& seats() const { return seats_; }
    const Rules& rules() const { return rules_; }
    int games() const { return games_; }
    int game() const { return game_; }
    int turn() const { return turn_; }
    // Whose turn it is; -1 after a game's last turn (nobody's).
    int current() const { return current_; }
    const IdTable& table() const { return table_; }
    const IdSet& rack() const { return rack_; }
    const std::vector<int>& rackCounts() const { return rackCounts_; }
    const std::vector<bool>& meldDone() const { return meldDone_; }
    int pool() const { return pool_; }

    // What the AI of this seat may see (ai_player.h).
    AiView aiView() const;

private:
    bool fits(const IdTable& table, const IdSet& rack, std::string* error) const;

    bool welcomed_ = false;
    bool inGame_ = false;
    bool over_ = false;
    int seat_ = 0;
    std::vector<SeatInfo> seats_;
    Rules rules_;
    int games_ = 1;
    int game_ = 0;
    int turn_ = 0;
    int current_ = 0;
    IdTable table_;
    IdSet rack_;
    std::vector<int> rackCounts_;
    std::vector<bool> meldDone_;
    int pool_ = 0;
};

} // namespace tilerummy::net
