// Where one seat stands at a served table, kept from the host's messages: its
// welcome (the seat, the seats, the rules, the games), which game and turn the
// host is at and whose turn it is, the match over. It checks that each message
// follows what came before; the tiles it names are checked by whoever keeps the
// seat's copy of the game (Game::mirror: SeatView for a bot, the match of the
// window's joined table), so that a message is checked once. Also the two
// conversions from the wire to that copy.
#pragma once

#include "game.h"
#include "net/wire_messages.h"

#include <string>
#include <vector>

namespace tilerummy::net {

class SeatRoster {
public:
    // Takes in one message of the host. False (with why) when it does not
    // follow what came before (a turn of another game, a player who is not
    // seated, a draft of someone whose turn it is not); then unchanged.
    bool apply(const ServerMessage& message, std::string* error);

    bool welcomed() const { return welcomed_; }
    bool inGame() const { return inGame_; }
    bool matchOver() const { return over_; }
    bool myTurn() const { return inGame_ && !watching() && current_ == seat_; }
    // Welcomed as a watcher: no seat (seat() is kBystander).
    bool watching() const { return welcomed_ && seat_ == kBystander; }
    // How many watch the table, as the host last said.
    int watchers() const { return watchers_; }
    // The host takes chat (its welcome said so).
    bool hostChats() const { return chat_; }

    int seat() const { return seat_; }
    const std::vector<SeatInfo>& seats() const { return seats_; }
    const Rules& rules() const { return rules_; }
    int games() const { return games_; }
    int game() const { return game_; }
    int turn() const { return turn_; }
    // Whose turn it is; -1 after a game's last turn (nobody's).
    int current() const { return current_; }

private:
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
    int watchers_ = 0;
    bool chat_ = false;
};

// The game as a state message shows it to this seat (for Game::mirror).
SeatSnapshot snapshotOf(const TableState& state, const SeatRoster& roster);
// A turn as the host tells it (for Game::applyHostTurn).
HostTurn hostTurnOf(const TurnPlayed& played);

} // namespace tilerummy::net
