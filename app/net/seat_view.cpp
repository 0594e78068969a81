#include "seat_view.h"
#include "tile_id_set.h"

#include <algorithm>

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

bool SeatView::fits(const IdTable& table, const IdSet& rack, std::string* error) const
{
    TileIdSet seen;
    for (const IdSet& set : table)
        for (TileId id : set)
            if (!seen.insert(id))
                return failWith(error, "tile " + std::to_string(id) + " is twice on the table");
    for (TileId id : rack)
        if (!seen.insert(id))
            return failWith(error, "tile " + std::to_string(id) + " is both on the table and on this rack");
    return true;
}

bool SeatView::apply(const ServerMessage& message, std::string* error)
{
    const auto seatCount = static_cast<std::size_t>(seats_.size());
    return std::visit(
        Overloaded{
            [&](const Welcome& m) {
                if (m.protocol != kProtocolVersion)
                    return failWith(error, "the host speaks version " + std::to_string(m.protocol) +
                                               " of the protocol, this game version " +
                                               std::to_string(kProtocolVersion));
                if (m.seat >= static_cast<int>(m.seats.size()))
                    return failWith(error, "the welcome's seat is not one of its seats");
                welcomed_ = true;
                seat_ = m.seat;
                seats_ = m.seats;
                rules_ = m.rules;
                games_ = m.games;
                return true;
            },
            [&](const SeatsChanged& m) {
                if (!welcomed_ || m.seats.size() != seatCount)
                    return failWith(error, "the seats do not match the welcome's");
                seats_ = m.seats;
                return true;
            },
            [&](const TableState& m) {
                if (!welcomed_ || m.rackCounts.size() != seatCount)
                    return failWith(error, "a game's state before the welcome, or for another number of seats");
                if (m.rack.size() != static_cast<std::size_t>(m.rackCounts[static_cast<std::size_t>(seat_)]))
                    return failWith(error, "the rack does not hold as many tiles as its count says");
                if (!fits(m.table, m.rack, error))
                    return false;
                inGame_ = true;
                game_ = m.game;
                turn_ = m.turn;
                current_ = m.current;
                table_ = m.table;
                rack_ = m.rack;
                rackCounts_ = m.rackCounts;
                meldDone_ = m.meldDone;
                pool_ = m.pool;
                return true;
            },
            [&](const TurnPlayed& m) {
                if (!inGame_ || m.game != game_ || m.turn != turn_ + 1 || m.rackCounts.size() != seatCount)
                    return failWith(error, "a turn that does not follow the game's last one");
                IdSet rack = rack_;
                if (m.player == seat_ && m.drawn.size() != static_cast<std::size_t>(m.drawnCount))
                    return failWith(error, "this seat's drawn tiles do not match their count");
                if (m.player == seat_) {
                    const TileIdSet onTable(m.table);
                    std::erase_if(rack, [&](TileId id) { return onTable.contains(id); });
                    rack.insert(rack.end(), m.drawn.begin(), m.drawn.end());
                } else if (!m.drawn.empty()) {
                    return failWith(error, "another player's drawn tiles were sent to this seat");
                }
                if (rack.size() != static_cast<std::size_t>(m.rackCounts[static_cast<std::size_t>(seat_)]))
                    return failWith(error, "the rack does not hold as many tiles as its count says");
                if (!fits(m.table, rack, error))
                    return false;
                turn_ = m.turn;
                current_ = m.last ? -1 : m.current; // the game's last turn: nobody's turn after it
                table_ = m.table;
                rack_ = std::move(rack);
                rackCounts_ = m.rackCounts;
                meldDone_ = m.meldDone;
                pool_ = m.pool;
                return true;
            },
            [&](const DraftShown& m) {
                if (!inGame_ || m.player != current_ || m.player == seat_)
                    return failWith(error, "a table mid-turn of a player whose turn it is not");
                return fits(m.table, rack_, error); // another player cannot lay this seat's tiles
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
            [&](const ErrorReply&) { return true; },
        },
        message);
}

AiView SeatView::aiView() const
{
    AiView view;
    view.table = facesOf(table_);
    view.rack = facesOf(rack_);
    view.initialMeldDone = meldDone_.empty() ? false : meldDone_[static_cast<std::size_t>(seat_)];
    view.rules = rules_;
    view.rackSizes = rackCounts_;
    view.meldDone = meldDone_;
    view.seat = seat_;
    view.poolSize = pool_;
    return view;
}

} // namespace tilerummy::net
