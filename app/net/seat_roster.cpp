#include "net/seat_roster.h"

namespace tilerummy::net {

namespace {

template <typename... Ts> struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <typename... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

bool failWith(std::string* error, const std::string& why)
{
    *error = why;
    return false;
}

} // namespace

bool SeatRoster::apply(const ServerMessage& message, std::string* error)
{
    const auto seatCount = static_cast<std::size_t>(seats_.size());
    return std::visit(
        Overloaded{
            [&](const Welcome& m) {
                if (m.protocol != kProtocolVersion)
                    return failWith(error, "the host speaks version " + std::to_string(m.protocol) +
                                               " of the protocol, this game version " +
                                               std::to_string(kProtocolVersion));
                if (m.seat >= static_cast<int>(m.seats.size()) || (m.watching != (m.seat < 0)))
                    return failWith(error, "the welcome's seat is not one of its seats");
                // A welcome after the match is over: the same people play again.
                welcomed_ = true;
                over_ = false;
                inGame_ = false;
                game_ = 0;
                turn_ = 0;
                seat_ = m.watching ? kBystander : m.seat;
                seats_ = m.seats;
                watchers_ = m.watchers;
                chat_ = m.chat;
                rules_ = m.rules;
                games_ = m.games;
                return true;
            },
            [&](const SeatsChanged& m) {
                if (!welcomed_ || m.seats.size() != seatCount)
                    return failWith(error, "the seats do not match the welcome's");
                seats_ = m.seats;
                watchers_ = m.watchers;
                return true;
            },
            [&](const TableState& m) {
                if (watching() && !m.rack.empty())
                    return failWith(error, "a rack sent to a watcher");
                if (!welcomed_ || m.rackCounts.size() != seatCount)
                    return failWith(error, "a game's state before the welcome, or for another number of seats");
                inGame_ = true;
                game_ = m.game;
                turn_ = m.turn;
                current_ = m.current;
                return true;
            },
            [&](const TurnPlayed& m) {
                if (!inGame_ || m.game != game_ || m.turn != turn_ + 1 || m.rackCounts.size() != seatCount ||
                    m.player != current_)
                    return failWith(error, "a turn that does not follow the game's last one");
                turn_ = m.turn;
                current_ = m.last ? -1 : m.current; // the game's last turn: nobody's turn after it
                return true;
            },
            [&](const DraftShown& m) {
                if (!inGame_ || m.player != current_ || m.player == seat_ || watching())
                    return failWith(error, watching() ? "a table mid-turn shown to a watcher"
                                                      : "a table mid-turn of a player whose turn it is not");
                return true;
            },
            [&](const GameEnded&) {
                inGame_ = false;
                return true;
            },
            [&](const MatchOver&) {
                inGame_ = false;
                over_ = true;
                return true;
            },
            [&](const AgainAsked& m) {
                if (!over_ || m.answers.size() != seatCount)
                    return failWith(error, "a question to play again before the match is over, or for "
                                           "another number of seats");
                return true;
            },
            [&](const Chat& m) {
                if (!welcomed_ || m.seat >= static_cast<int>(seatCount) || m.seat == seat_)
                    return failWith(error, "a chat line from a seat that is not another's at the table");
                return true;
            },
            [&](const ErrorReply&) { return true; },
        },
        message);
}

SeatSnapshot snapshotOf(const TableState& state, const SeatRoster& roster)
{
    SeatSnapshot snapshot;
    snapshot.rules = roster.rules();
    snapshot.seat = roster.seat();
    snapshot.first = state.first;
    snapshot.current = state.current;
    snapshot.turns = state.turn;
    snapshot.table = state.table;
    snapshot.rack = state.rack;
    snapshot.rackCounts = state.rackCounts;
    snapshot.meldDone = state.meldDone;
    snapshot.pool = state.pool;
    return snapshot;
}

HostTurn hostTurnOf(const TurnPlayed& played)
{
    HostTurn turn;
    turn.player = played.player;
    turn.action = played.action;
    turn.table = played.table;
    turn.drawn = played.drawn;
    turn.drawnCount = played.drawnCount;
    turn.reason = played.reason;
    turn.meldPoints = played.meldPoints;
    return turn;
}

} // namespace tilerummy::net
