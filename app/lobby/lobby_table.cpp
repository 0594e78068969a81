#include "lobby/lobby_table.h"

#include "net/table_hub_seat.h"
#include "net/table_server.h"

#include <QRandomGenerator>
#include <QTimer>

namespace tilerummy::lobby {

LobbyTable::LobbyTable(Room room, Settings settings, QObject* parent)
    : QObject(parent), room_(std::move(room)), settings_(settings)
{
}

LobbyTable::~LobbyTable()
{
    if (server_ && hub_)
        server_->removeTable(hub_.get());
    match_.reset(); // before the hub it plays
}

std::vector<LobbyTable::Ticket> LobbyTable::start(net::TableServer* server, std::unique_ptr<SelfPlayObserver> log)
{
    std::vector<Ticket> tickets;
    if (hub_ || room_.people.empty())
        return tickets;
    const std::vector<Room::Person>& people = room_.people;
    log_ = std::move(log);
    server_ = server;
    net::TableHub::Config config;
    config.rules = room_.asked.rules;
    config.games = room_.asked.games;
    config.graceMs = settings_.graceMs;
    const int seatCount = room_.asked.seats;
    int ais = 0;
    for (int s = 0; s < seatCount; ++s) {
        if (s < static_cast<int>(people.size())) {
            config.seats.emplace_back();
            config.names.push_back(people[static_cast<std::size_t>(s)].name);
            config.tokens.push_back(net::newToken());
            tickets.push_back({people[static_cast<std::size_t>(s)].key, s, config.tokens.back()});
        } else {
            config.seats.emplace_back(settings_.fill);
            config.names.push_back(net::TableHub::aiSeatName(settings_.fill, ++ais));
            config.tokens.emplace_back();
        }
    }
    hubCode_ = net::TableHub::newCode();
    config.code = hubCode_;
    hub_ = std::make_unique<net::TableHub>(std::move(config));
    server->addTable(hub_.get());
    net::ServedMatch::Options options;
    options.games = room_.asked.games;
    options.secretDeals = true;
    options.aiNodeLimit = settings_.aiNodeLimit;
    match_ = std::make_unique<net::ServedMatch>(hub_.get(), options, static_cast<SelfPlayObserver*>(this));
    connect(match_.get(), &net::ServedMatch::finished, this, [this] {
        // The clients are told with the match's end; their connections close
        // with the hub. The table goes once they had a moment to.
        QTimer::singleShot(1000, this, &LobbyTable::over);
    });
    return tickets;
}

std::optional<LobbyTable::Ticket> LobbyTable::ticketOf(const QString& key) const
{
    if (!hub_)
        return std::nullopt;
    const std::vector<QString> tokens = hub_->seatTokens();
    for (std::size_t s = 0; s < room_.people.size() && s < tokens.size(); ++s)
        if (room_.people[s].key == key && !tokens[s].isEmpty())
            return Ticket{key, static_cast<int>(s), tokens[s]};
    return std::nullopt;
}

void LobbyTable::committed(int game, const std::string& commitment, std::uint64_t seed, const Rules& rules)
{
    if (log_)
        log_->committed(game, commitment, seed, rules);
}

void LobbyTable::dealt(int game, const Game& g)
{
    if (log_)
        log_->dealt(game, g);
}

void LobbyTable::turn(int game, const TurnRecord& record)
{
    if (log_)
        log_->turn(game, record);
}

void LobbyTable::ended(int game, const Game& g)
{
    if (log_)
        log_->ended(game, g);
    if (game + 1 == room_.asked.games)
        emit peopleFree();
    if (!isRated())
        return;
    LobbyStore::FinishedGame finished;
    finished.id = room_.id + QStringLiteral("-") + QString::number(game + 1);
    finished.tableId = room_.id;
    finished.seats = room_.asked.seats;
    for (std::size_t s = 0; s < room_.people.size(); ++s) {
        const int seat = static_cast<int>(s);
        // Gone past the grace time (the AI plays the seat) when the game ended: abandoned.
        finished.people.push_back(
            {room_.people[s].key, seat, g.scores().at(s), hub_->aiPlays(seat) && !hub_->isConnected(seat)});
    }
    emit gameFinished(finished);
}

} // namespace tilerummy::lobby
