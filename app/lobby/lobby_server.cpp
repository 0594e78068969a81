#include "lobby/lobby_server.h"

#include "lobby/player_key.h"
#include "net/table_hub_seat.h"
#include "net/table_server.h"
#include "net/wire_messages.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace tilerummy::lobby {

namespace {

namespace errors = net::errors;

double rounded(double x)
{
    return std::round(x * 10.0) / 10.0;
}

// A person's name must not pass for an AI's ("Standard AI", "Expert AI 2").
bool looksLikeAnAi(const QString& name)
{
    static const QRegularExpression ai(QStringLiteral("\\bai(\\s+\\d+)?$"), QRegularExpression::CaseInsensitiveOption);
    return ai.match(name).hasMatch();
}

QString newChallenge()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), 8);
    return PlayerKey::encode(bytes);
}

QJsonObject ratingFields(const LobbyStore::Player& p)
{
    QJsonObject o;
    o["name"] = p.name;
    o["rating"] = rounded(p.rating.rating);
    o["deviation"] = rounded(p.rating.deviation);
    o["games"] = p.games;
    return o;
}

} // namespace

LobbyServer::LobbyServer(LobbyStore* store, net::TableServer* server, Options options, QObject* parent)
    : QObject(parent), store_(store), server_(server), options_(std::move(options))
{
    server_->setDoor(this);
    listPush_.setSingleShot(true);
    listPush_.setInterval(kListEveryMs);
    connect(&quick_, &QuickMatch::matched, this, &LobbyServer::quickMatched);
    connect(&quick_, &QuickMatch::queueChanged, this, &LobbyServer::tellQueue);
    connect(&listPush_, &QTimer::timeout, this, [this] {
        for (const auto& [id, c] : connections_) {
            const LobbyTable* t = tableOf(c);
            if (c.signedIn && !(t && t->isStarted()))
                sendTables(id);
        }
    });
}

LobbyServer::~LobbyServer()
{
    server_->setDoor(nullptr);
    tables_.clear(); // each off the server before it goes
}

void LobbyServer::send(quint64 id, const QByteArray& message)
{
    server_->sendThroughDoor(id, message);
}

void LobbyServer::refuse(quint64 id, const QString& code, const QString& message, int retryS)
{
    send(id, net::writeMessage(net::ErrorReply{code, message, retryS}));
}

quint64 LobbyServer::connectionOf(const QString& key) const
{
    const auto it = online_.find(key);
    return it == online_.end() ? 0 : it->second;
}

LobbyTable* LobbyServer::tableOf(const Connection& c) const
{
    const auto it = tables_.find(c.table);
    return c.table.isEmpty() || it == tables_.end() ? nullptr : it->second.get();
}

void LobbyServer::received(quint64 id, const QString& address, const QByteArray& text)
{
    Connection& c = connections_[id];
    if (c.address.isEmpty())
        c.address = address;
    std::string why;
    const std::optional<LobbyRequest> request = readLobbyRequest(text, &why);
    if (!request)
        return server_->strikeThroughDoor(id, errors::kMalformed, QString::fromStdString(why));
    if (const auto* m = std::get_if<SignIn>(&*request))
        return signIn(id, c, *m);
    if (const auto* m = std::get_if<Proof>(&*request))
        return proof(id, c, *m);
    if (!c.signedIn)
        return server_->closeThroughDoor(id, lobbyErrors::kSignIn, QStringLiteral("Sign in first."));
    std::visit(
        [&](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, ListTables>)
                sendTables(id);
            else if constexpr (std::is_same_v<T, CreateTable>)
                create(id, c, m);
            else if constexpr (std::is_same_v<T, JoinTable>)
                join(id, c, m);
            else if constexpr (std::is_same_v<T, LeaveTable>) {
                const LobbyTable* t = tableOf(c);
                if (!t)
                    refuse(id, lobbyErrors::kNoTable, QStringLiteral("You sit at no table."));
                else if (t->isStarted())
                    refuse(id, lobbyErrors::kNoTable, QStringLiteral("The games have begun: leave at the table."));
                else
                    leave(c);
            } else if constexpr (std::is_same_v<T, StartTable>)
                start(id, c);
            else if constexpr (std::is_same_v<T, QuickMatchAsk>)
                quick(id, c, m);
            else if constexpr (std::is_same_v<T, QuickMatchCancel>) {
                if (quick_.remove(c.key))
                    send(id, lobbyMessage("unqueued", {}));
                else
                    refuse(id, lobbyErrors::kNoTable, QStringLiteral("You wait for no quick match."));
            } else if constexpr (std::is_same_v<T, AskLeaderboard>) {
                QJsonArray players;
                for (const LobbyStore::Player& p : store_->leaderboard(kBoardSize))
                    players.append(ratingFields(p));
                send(id, lobbyMessage("leaderboard", {{"players", players}}));
            } else if constexpr (std::is_same_v<T, AskHistory>) {
                QJsonArray games;
                for (const LobbyStore::PastGame& g : store_->history(c.key, kHistorySize))
                    games.append(QJsonObject{{"game", g.gameId},
                                             {"ended", g.ended.toString(Qt::ISODate)},
                                             {"place", g.place},
                                             {"people", g.people},
                                             {"before", rounded(g.ratingBefore)},
                                             {"after", rounded(g.ratingAfter)}});
                send(id, lobbyMessage("history", {{"games", games}}));
            }
        },
        *request);
}

void LobbyServer::signIn(quint64 id, Connection& c, const SignIn& m)
{
    if (!c.key.isEmpty())
        return server_->strikeThroughDoor(id, lobbyErrors::kSignIn, QStringLiteral("You signed in already."));
    if (m.protocol != kLobbyProtocolVersion)
        return server_->closeThroughDoor(id, errors::kVersion,
                                         QStringLiteral("This lobby speaks version %1 of the lobby's protocol, your "
                                                        "game %2: update the game.")
                                             .arg(kLobbyProtocolVersion)
                                             .arg(m.protocol));
    c.key = m.key;
    c.challenge = newChallenge();
    send(id, lobbyMessage("challenge", {{"challenge", c.challenge}, {"protocol", kLobbyProtocolVersion}}));
}

void LobbyServer::proof(quint64 id, Connection& c, const Proof& m)
{
    if (c.challenge.isEmpty() || c.signedIn)
        return server_->strikeThroughDoor(id, lobbyErrors::kSignIn,
                                          c.signedIn ? QStringLiteral("You signed in already.")
                                                     : QStringLiteral("Send signin first, then its proof."));
    const QByteArray signature = *PlayerKey::decode(m.signature, PlayerKey::kSignatureBytes);
    if (!PlayerKey::verify(*PlayerKey::decode(c.key, PlayerKey::kKeyBytes), signInMessage(c.challenge, c.key),
                           signature))
        return server_->closeThroughDoor(id, lobbyErrors::kSignIn,
                                         QStringLiteral("That signature does not prove the key: sign in again."));
    std::optional<LobbyStore::Player> player = store_->player(c.key);
    if (!player) {
        if (m.name.isEmpty())
            return refuse(id, errors::kName, QStringLiteral("You are new here: choose a name."));
        if (looksLikeAnAi(m.name))
            return refuse(id, errors::kName, QStringLiteral("A person's name must not end in \"AI\": choose another."));
        net::RateBucket& made =
            newPlayers_.try_emplace(c.address, kNewPlayersBurst, kNewPlayersPerHour / 3600.0).first->second;
        if (const int waitMs = made.waitMs(); waitMs > 0)
            return refuse(id, lobbyErrors::kRate,
                          QStringLiteral("Too many new players from your address: try again later."),
                          std::min(net::kMostRetryS, (waitMs + 999) / 1000));
        QString error;
        if (!store_->addPlayer(c.key, m.name, &error)) {
            if (store_->playerNamed(m.name))
                return refuse(id, errors::kName,
                              QStringLiteral("The name %1 is another player's: choose another.").arg(m.name));
            emit writeFailed(error);
            return server_->closeThroughDoor(id, errors::kClosed,
                                             QStringLiteral("The lobby cannot keep new players now: try later."));
        }
        made.take();
        player = store_->player(c.key);
        if (!player)
            return server_->closeThroughDoor(id, errors::kClosed, QStringLiteral("The lobby lost its database."));
    }
    // The same player on another connection: that one goes; its table is this one's.
    if (const quint64 old = connectionOf(c.key)) {
        c.table = connections_[old].table;
        connections_[old].table.clear();
        server_->closeThroughDoor(old, errors::kReplaced, QStringLiteral("You signed in on another connection."));
    }
    c.signedIn = true;
    c.name = player->name;
    online_[c.key] = id;
    server_->admitThroughDoor(id);
    send(id, lobbyMessage("signedIn", ratingFields(*player)));
    sendTables(id);
    if (LobbyTable* t = tableOf(c); t && !t->isStarted())
        sendTable(*t);
}

bool LobbyServer::refuseIfBusy(quint64 id, const Connection& c)
{
    if (tableOf(c))
        refuse(id, lobbyErrors::kSeated, QStringLiteral("You sit at a table already: leave it first."));
    else if (quick_.isWaiting(c.key))
        refuse(id, lobbyErrors::kSeated, QStringLiteral("You wait for a quick match: cancel it first."));
    else
        return false;
    return true;
}

LobbyTable* LobbyServer::newTable(const CreateTable& asked, const QString& code)
{
    QString tableId;
    do
        tableId = net::newToken().left(16);
    while (tables_.count(tableId));
    LobbyTable::Settings settings;
    settings.asked = asked;
    settings.graceMs = options_.graceMs;
    settings.aiNodeLimit = options_.aiNodeLimit;
    auto table = std::make_unique<LobbyTable>(tableId, settings, code);
    LobbyTable* t = table.get();
    tables_.emplace(tableId, std::move(table));
    connect(t, &LobbyTable::gameFinished, this, &LobbyServer::record);
    connect(
        t, &LobbyTable::over, this, [this, tableId] { tableOver(tableId); }, Qt::QueuedConnection);
    return t;
}

void LobbyServer::create(quint64 id, Connection& c, const CreateTable& m)
{
    if (refuseIfBusy(id, c))
        return;
    if (static_cast<int>(tables_.size()) >= kMaxTables)
        return refuse(id, errors::kFull, QStringLiteral("This lobby has all the tables it can hold: join one."));
    net::RateBucket& made = tablesMade_.try_emplace(c.key, kTablesBurst, kTablesPerMinute / 60.0).first->second;
    if (!made.take())
        return refuse(id, lobbyErrors::kRate, QStringLiteral("You made tables too fast: wait a moment."),
                      (made.waitMs() + 999) / 1000);
    QString code;
    if (m.isPrivate)
        do
            code = net::TableHub::newCode();
        while (
            std::any_of(tables_.begin(), tables_.end(), [&code](const auto& t) { return t.second->code() == code; }));
    LobbyTable* t = newTable(m, code);
    t->sit({c.key, c.name});
    c.table = t->id();
    sendTable(*t);
    listChanged();
}

void LobbyServer::quick(quint64 id, Connection& c, const QuickMatchAsk& m)
{
    if (refuseIfBusy(id, c))
        return;
    net::RateBucket& asked = tablesMade_.try_emplace(c.key, kTablesBurst, kTablesPerMinute / 60.0).first->second;
    if (!asked.take())
        return refuse(id, lobbyErrors::kRate, QStringLiteral("You asked for quick matches too fast: wait a moment."),
                      (asked.waitMs() + 999) / 1000);
    const std::optional<LobbyStore::Player> player = store_->player(c.key);
    quickWaitS_[c.key] = m.waitS;
    quick_.enqueue(c.key, m.seats, player ? player->rating.rating : Glicko2Rating::kStartRating, m.waitS);
}

void LobbyServer::tellQueue(int seats)
{
    const std::vector<QString> keys = quick_.waitingKeys(seats);
    for (const QString& key : keys)
        if (const quint64 id = connectionOf(key))
            send(id, lobbyMessage(
                         "queued",
                         {{"seats", seats}, {"waiting", static_cast<int>(keys.size())}, {"waitS", quickWaitS_[key]}}));
}

// A quick match's people (signed in: a key gone is out of the queue); AIs
// for the seats left. At the lobby's table limit it waits for the next tick.
void LobbyServer::quickMatched(int seats, const std::vector<QString>& keys)
{
    CreateTable asked;
    asked.seats = seats;
    asked.rated = true;
    LobbyTable* t = newTable(asked, {});
    for (const QString& key : keys) {
        quickWaitS_.erase(key);
        const quint64 id = connectionOf(key);
        if (!id)
            continue;
        Connection& c = connections_[id];
        t->sit({key, c.name});
        c.table = t->id();
    }
    if (t->people().empty())
        return tableOver(t->id());
    startTable(t);
}

void LobbyServer::join(quint64 id, Connection& c, const JoinTable& m)
{
    if (refuseIfBusy(id, c))
        return;
    LobbyTable* t = nullptr;
    if (!m.code.isEmpty()) {
        if (const int waitS = server_->codeWaitSeconds(c.address); waitS > 0)
            return refuse(id, errors::kWait, QStringLiteral("Too many wrong codes: try again in %1 s.").arg(waitS),
                          waitS);
        const QString code = net::TableHub::typedCode(m.code);
        for (const auto& [tid, table] : tables_)
            if (!code.isEmpty() && table->code() == code && !table->isStarted())
                t = table.get();
        if (!t)
            return refuse(id, errors::kCode,
                          QStringLiteral("No table waits with that code.") + server_->countWrongCode(c.address));
    } else {
        const auto it = tables_.find(m.table);
        if (it == tables_.end() || it->second->isPrivate() || it->second->isStarted())
            return refuse(id, lobbyErrors::kNoTable, QStringLiteral("That table is not open (any more)."));
        t = it->second.get();
    }
    if (!t->sit({c.key, c.name}))
        return refuse(id, errors::kFull, QStringLiteral("That table has no free seat."));
    c.table = t->id();
    if (t->freeSeats() == 0)
        return startTable(t);
    sendTable(*t);
    listChanged();
}

void LobbyServer::leave(Connection& c)
{
    LobbyTable* t = tableOf(c);
    c.table.clear();
    if (!t || t->isStarted())
        return;
    t->stand(c.key);
    if (const quint64 id = connectionOf(c.key))
        send(id, lobbyMessage("left", {{"table", t->id()}}));
    if (t->people().empty())
        tables_.erase(t->id());
    else
        sendTable(*t);
    listChanged();
}

void LobbyServer::start(quint64 id, Connection& c)
{
    LobbyTable* t = tableOf(c);
    if (!t || t->isStarted())
        return refuse(id, lobbyErrors::kNoTable, QStringLiteral("You sit at no table waiting to start."));
    if (t->ownerKey() != c.key)
        return refuse(id, lobbyErrors::kOwner, QStringLiteral("Only the player who made the table starts it."));
    startTable(t);
}

void LobbyServer::startTable(LobbyTable* table)
{
    std::unique_ptr<SelfPlayObserver> log = options_.tableLog ? options_.tableLog(table->id()) : nullptr;
    const std::vector<LobbyTable::Ticket> tickets = table->start(server_, std::move(log));
    for (const LobbyTable::Ticket& ticket : tickets)
        if (const quint64 id = connectionOf(ticket.key))
            send(id, lobbyMessage("seated", {{"table", table->id()},
                                             {"code", table->tableCode()},
                                             {"token", ticket.token},
                                             {"seat", ticket.seat},
                                             {"rated", table->isRated()}}));
    listChanged();
}

void LobbyServer::tableOver(const QString& tableId)
{
    const auto it = tables_.find(tableId);
    if (it == tables_.end())
        return;
    for (auto& [id, c] : connections_)
        if (c.table == tableId)
            c.table.clear();
    tables_.erase(it);
    listChanged();
}

void LobbyServer::record(const LobbyStore::FinishedGame& game)
{
    std::vector<LobbyStore::Player> after;
    QString error;
    if (!store_->recordGame(game, &after, &error))
        return emit writeFailed(QStringLiteral("game %1 was not recorded: %2").arg(game.id, error));
    const std::vector<int> places = LobbyStore::places(game.people);
    for (std::size_t i = 0; i < after.size(); ++i)
        if (const quint64 id = connectionOf(game.people[i].key)) {
            QJsonObject o = ratingFields(after[i]);
            o["game"] = game.id;
            o["place"] = places[i] + 1;
            o["people"] = static_cast<int>(game.people.size());
            send(id, lobbyMessage("rated", o));
        }
    emit gameRated(game.id);
}

void LobbyServer::sendTable(const LobbyTable& table)
{
    const QByteArray message = lobbyMessage("table", {{"table", table.summary(true)}});
    for (const LobbyTable::Person& p : table.people())
        if (const quint64 id = connectionOf(p.key))
            send(id, message);
}

void LobbyServer::sendTables(quint64 id)
{
    std::vector<const LobbyTable*> open;
    for (const auto& [tid, t] : tables_)
        if (!t->isPrivate() && !t->isStarted())
            open.push_back(t.get());
    // The fullest first (a seat there starts a game soonest); then by id.
    std::stable_sort(open.begin(), open.end(),
                     [](const LobbyTable* a, const LobbyTable* b) { return a->freeSeats() < b->freeSeats(); });
    QJsonArray list;
    for (std::size_t i = 0; i < open.size() && i < static_cast<std::size_t>(kListed); ++i)
        list.append(open[i]->summary(false));
    send(id, lobbyMessage("tables", {{"tables", list}, {"open", static_cast<int>(open.size())}}));
}

void LobbyServer::listChanged()
{
    if (!listPush_.isActive())
        listPush_.start();
}

void LobbyServer::closed(quint64 id)
{
    const auto it = connections_.find(id);
    if (it == connections_.end())
        return;
    Connection& c = it->second;
    if (c.signedIn && connectionOf(c.key) == id) {
        quick_.remove(c.key); // nobody waits for a table on their behalf
        if (LobbyTable* t = tableOf(c); t && !t->isStarted())
            leave(c); // a waiting table keeps no seat for someone gone
        online_.erase(c.key);
    }
    connections_.erase(it);
}

} // namespace tilerummy::lobby
