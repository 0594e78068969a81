#include "lobby/lobby_server.h"

#include "lobby/player_key.h"
#include "net/table_hub_seat.h"
#include "net/table_server.h"
#include "net/wire_messages.h"
#include "json/json_fields.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <set>

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
    return {{"name", p.name},
            {"rating", rounded(p.rating.rating)},
            {"deviation", rounded(p.rating.deviation)},
            {"games", p.games}};
}

QByteArray compact(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

int secondsUp(int ms)
{
    return (ms + 999) / 1000;
}

} // namespace

bool LobbyServer::isProcessName(const QString& name)
{
    static const QRegularExpression shape(QStringLiteral("^[a-z0-9]{1,20}$"));
    return shape.match(name).hasMatch();
}

LobbyServer::LobbyServer(LobbyStore* store, net::TableServer* server, Options options, QObject* parent)
    : QObject(parent), store_(store), server_(server), options_(std::move(options)), rooms_(store, options_.process)
{
    server_->setDoor(this);
    listPush_.setSingleShot(true);
    listPush_.setInterval(kListEveryMs);
    connect(&listPush_, &QTimer::timeout, this, [this] {
        const QByteArray list = roomsMessage(); // read once, for everyone
        for (const auto& [id, c] : connections_)
            if (c.signedIn)
                send(id, list);
    });
    quickTick_.setInterval(QuickMatchRules::kTickMs);
    connect(&quickTick_, &QTimer::timeout, this, &LobbyServer::quickTick);
    connect(&rooms_, &LobbyRooms::told, this, &LobbyServer::told);
}

LobbyServer::~LobbyServer()
{
    server_->setDoor(nullptr);
    playing_.clear(); // each off the server before it goes
}

bool LobbyServer::start(QString* error)
{
    if (!rooms_.startFresh(error))
        return false;
    quickTick_.start();
    return true;
}

void LobbyServer::send(quint64 id, const QByteArray& message)
{
    server_->sendThroughDoor(id, message);
}

void LobbyServer::deliver(const QString& key, const QByteArray& message)
{
    if (const quint64 id = connectionOf(key))
        return send(id, message);
    const QString process = rooms_.processOf(key);
    if (!process.isEmpty() && process != options_.process)
        rooms_.tell(process, compact({{"to", key}, {"message", QJsonDocument::fromJson(message).object()}}));
}

void LobbyServer::told(const QByteArray& payload)
{
    const QJsonObject o = QJsonDocument::fromJson(payload).object();
    if (o.contains("to")) {
        if (const quint64 id = connectionOf(o.value("to").toString()))
            send(id, compact(o.value("message").toObject()));
    } else if (o.contains("start")) {
        if (const std::optional<Room> room = rooms_.room(o.value("start").toString()))
            startRoom(*room);
    } else if (o.contains("reseat")) {
        if (const std::optional<Room> room = rooms_.room(o.value("reseat").toString()))
            reseat(*room, o.value("key").toString());
    } else if (o.contains("replaced")) {
        // Signed in again at another process: this connection goes, and its
        // seat in a waiting room and its place in the queue stay with the key.
        const QString key = o.value("replaced").toString();
        if (const quint64 id = connectionOf(key)) {
            online_.erase(key);
            server_->closeThroughDoor(id, errors::kReplaced, QStringLiteral("You signed in on another connection."));
        }
    } else if (o.contains("list")) {
        listChanged(false);
    } else if (o.contains("queue")) {
        tellQueue(o.value("queue").toInt(), false);
    }
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
                sendRooms(id);
            else if constexpr (std::is_same_v<T, CreateTable>)
                create(id, c, m);
            else if constexpr (std::is_same_v<T, JoinTable>)
                join(id, c, m);
            else if constexpr (std::is_same_v<T, LeaveTable>) {
                const std::optional<Room> room = rooms_.roomOf(c.key);
                if (!room)
                    refuse(id, lobbyErrors::kNoTable, QStringLiteral("You sit at no table."));
                else if (room->started)
                    refuse(id, lobbyErrors::kNoTable, QStringLiteral("The games have begun: leave at the table."));
                else
                    leave(c.key);
            } else if constexpr (std::is_same_v<T, StartTable>)
                startAsked(id, c);
            else if constexpr (std::is_same_v<T, QuickMatchAsk>)
                quick(id, c, m);
            else if constexpr (std::is_same_v<T, QuickMatchCancel>) {
                if (!rooms_.dequeue(c.key))
                    return refuse(id, lobbyErrors::kNoTable, QStringLiteral("You wait for no quick match."));
                send(id, lobbyMessage("unqueued", {}));
                tellQueue(2);
                tellQueue(4);
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
                          std::min(net::kMostRetryS, secondsUp(waitMs)));
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
    // The same player on another connection (here or at another process): that one goes.
    if (const quint64 old = connectionOf(c.key)) {
        online_.erase(c.key);
        server_->closeThroughDoor(old, errors::kReplaced, QStringLiteral("You signed in on another connection."));
    }
    const QString before = rooms_.goOnline(c.key);
    if (!before.isEmpty() && before != options_.process)
        rooms_.tell(before, compact({{"replaced", c.key}}));
    c.signedIn = true;
    c.name = player->name;
    online_[c.key] = id;
    server_->admitThroughDoor(id);
    QJsonObject welcome = ratingFields(*player);
    welcome["process"] = options_.process; // which of the lobby's processes (a load balancer chose it)
    send(id, lobbyMessage("signedIn", welcome));
    sendRooms(id);
    if (const std::optional<Room> room = rooms_.roomOf(c.key)) {
        if (room->started)
            reseat(*room, c.key); // their game goes on: their seat again
        else
            send(id, lobbyMessage("table", {{"table", summary(*room, true)}}));
    }
}

void LobbyServer::reseat(const Room& room, const QString& key)
{
    if (room.process != options_.process) {
        rooms_.tell(room.process, compact({{"reseat", room.id}, {"key", key}}));
        return;
    }
    const auto it = playing_.find(room.id);
    if (it == playing_.end())
        return;
    if (const std::optional<LobbyTable::Ticket> ticket = it->second->ticketOf(key))
        sendSeated(*it->second, *ticket);
}

void LobbyServer::sendSeated(const LobbyTable& table, const LobbyTable::Ticket& ticket)
{
    // A load balancer in front sends this path to this process (docs/lobby.md).
    deliver(ticket.key, lobbyMessage("seated", {{"table", table.room().id},
                                                {"code", table.tableCode()},
                                                {"token", ticket.token},
                                                {"seat", ticket.seat},
                                                {"rated", table.isRated()},
                                                {"path", QStringLiteral("/t/%1/").arg(options_.process)}}));
}

net::RateBucket& LobbyServer::tablesBucket(const QString& key)
{
    return tablesMade_.try_emplace(key, kTablesBurst, kTablesPerMinute / 60.0).first->second;
}

bool LobbyServer::refuseIfBusy(quint64 id, const Connection& c)
{
    if (rooms_.roomOf(c.key))
        refuse(id, lobbyErrors::kSeated, QStringLiteral("You sit at a table already: leave it first."));
    else if (rooms_.isQueued(c.key))
        refuse(id, lobbyErrors::kSeated, QStringLiteral("You wait for a quick match: cancel it first."));
    else
        return false;
    return true;
}

void LobbyServer::create(quint64 id, Connection& c, const CreateTable& m)
{
    if (refuseIfBusy(id, c))
        return;
    net::RateBucket& made = tablesBucket(c.key);
    if (!made.take())
        return refuse(id, lobbyErrors::kRate, QStringLiteral("You made tables too fast: wait a moment."),
                      secondsUp(made.waitMs()));
    Room room;
    room.id = options_.process + QLatin1Char('-') + net::newToken().left(16);
    room.process = options_.process;
    room.asked = m;
    if (m.isPrivate)
        do
            room.code = net::TableHub::newCode();
        while (rooms_.roomWithCode(room.code));
    room.people.push_back({c.key, c.name});
    if (!rooms_.open(room))
        return refuse(id, lobbyErrors::kSeated, QStringLiteral("You sit at a table already: leave it first."));
    sendRoom(room);
    if (!room.asked.isPrivate)
        listChanged();
}

void LobbyServer::join(quint64 id, Connection& c, const JoinTable& m)
{
    if (refuseIfBusy(id, c))
        return;
    std::optional<Room> room;
    if (!m.code.isEmpty()) {
        if (const int waitS = server_->codeWaitSeconds(c.address); waitS > 0)
            return refuse(id, errors::kWait, QStringLiteral("Too many wrong codes: try again in %1 s.").arg(waitS),
                          waitS);
        room = rooms_.roomWithCode(net::TableHub::typedCode(m.code));
        if (!room || room->started)
            return refuse(id, errors::kCode,
                          QStringLiteral("No table waits with that code.") + server_->countWrongCode(c.address));
    } else {
        room = rooms_.room(m.table);
        if (!room || room->asked.isPrivate || room->started)
            return refuse(id, lobbyErrors::kNoTable, QStringLiteral("That table is not open (any more)."));
    }
    Room after;
    switch (rooms_.sit(room->id, {c.key, c.name}, &after)) {
    case LobbyRooms::Sat::Full:
        return refuse(id, errors::kFull, QStringLiteral("That table has no free seat."));
    case LobbyRooms::Sat::Gone:
        return refuse(id, lobbyErrors::kNoTable, QStringLiteral("That table is not open (any more)."));
    case LobbyRooms::Sat::Busy:
        return refuse(id, lobbyErrors::kSeated, QStringLiteral("You sit at a table already: leave it first."));
    case LobbyRooms::Sat::Ok:
        break;
    }
    if (after.started)
        startRoom(after);
    else
        sendRoom(after);
    if (!after.asked.isPrivate)
        listChanged();
}

void LobbyServer::leave(const QString& key)
{
    const std::optional<Room> after = rooms_.stand(key);
    if (!after)
        return;
    deliver(key, lobbyMessage("left", {{"table", after->id}}));
    sendRoom(*after);
    if (!after->asked.isPrivate)
        listChanged();
}

void LobbyServer::startAsked(quint64 id, const Connection& c)
{
    const std::optional<Room> room = rooms_.roomOf(c.key);
    if (!room || room->started)
        return refuse(id, lobbyErrors::kNoTable, QStringLiteral("You sit at no table waiting to start."));
    if (room->people.front().key != c.key)
        return refuse(id, lobbyErrors::kOwner, QStringLiteral("Only the player who made the table starts it."));
    Room after;
    if (!rooms_.markStarted(room->id, &after))
        return refuse(id, lobbyErrors::kNoTable, QStringLiteral("That table is not open (any more)."));
    startRoom(after);
    if (!after.asked.isPrivate)
        listChanged();
}

void LobbyServer::startRoom(const Room& room)
{
    if (room.process != options_.process) {
        rooms_.tell(room.process, compact({{"start", room.id}}));
        return;
    }
    if (playing_.count(room.id))
        return;
    LobbyTable::Settings settings;
    settings.graceMs = options_.graceMs;
    settings.aiNodeLimit = options_.aiNodeLimit;
    auto table = std::make_unique<LobbyTable>(room, settings);
    LobbyTable* t = table.get();
    playing_.emplace(room.id, std::move(table));
    connect(t, &LobbyTable::gameFinished, this, &LobbyServer::record);
    const QString id = room.id;
    connect(t, &LobbyTable::peopleFree, this, [this, id] { rooms_.close(id); });
    connect(
        t, &LobbyTable::over, this, [this, id] { tableOver(id); }, Qt::QueuedConnection);
    std::unique_ptr<SelfPlayObserver> log = options_.tableLog ? options_.tableLog(room.id) : nullptr;
    for (const LobbyTable::Ticket& ticket : t->start(server_, std::move(log)))
        sendSeated(*t, ticket);
}

void LobbyServer::tableOver(const QString& id)
{
    rooms_.close(id); // (closed at its last game's end already, unless a game failed)
    playing_.erase(id);
}

void LobbyServer::quick(quint64 id, Connection& c, const QuickMatchAsk& m)
{
    if (refuseIfBusy(id, c))
        return;
    net::RateBucket& asked = tablesBucket(c.key);
    if (!asked.take())
        return refuse(id, lobbyErrors::kRate, QStringLiteral("You asked for quick matches too fast: wait a moment."),
                      secondsUp(asked.waitMs()));
    const std::optional<LobbyStore::Player> player = store_->player(c.key);
    quickWaitS_[c.key] = m.waitS;
    rooms_.enqueue({c.key, m.seats, player ? player->rating.rating : Glicko2Rating::kStartRating,
                    QDateTime::currentMSecsSinceEpoch(), m.waitS * qint64(1000)});
    tellQueue(m.seats);
    quickTick(); // perhaps seated at once
}

void LobbyServer::quickTick()
{
    const std::vector<QuickGroup> groups = rooms_.takeQuickGroups(QDateTime::currentMSecsSinceEpoch());
    for (const QuickGroup& g : groups) {
        Room room;
        room.id = options_.process + QLatin1Char('-') + net::newToken().left(16);
        room.process = options_.process;
        room.asked.seats = g.seats;
        room.asked.rated = true;
        room.started = true;
        for (const QString& key : g.keys) {
            quickWaitS_.erase(key);
            if (const std::optional<LobbyStore::Player> p = store_->player(key))
                room.people.push_back({key, p->name});
        }
        if (!room.people.empty() && rooms_.open(room))
            startRoom(room);
    }
    if (!groups.empty()) {
        tellQueue(2);
        tellQueue(4);
    }
}

void LobbyServer::tellQueue(int seats, bool everywhere)
{
    const std::vector<QString> keys = rooms_.queued(seats);
    std::set<QString> elsewhere; // the processes of those waiting elsewhere: each told once
    for (const QString& key : keys)
        if (const quint64 id = connectionOf(key))
            send(id, lobbyMessage(
                         "queued",
                         {{"seats", seats}, {"waiting", static_cast<int>(keys.size())}, {"waitS", quickWaitS_[key]}}));
        else if (everywhere)
            elsewhere.insert(rooms_.processOf(key));
    elsewhere.erase(QString());
    elsewhere.erase(options_.process);
    for (const QString& process : elsewhere)
        rooms_.tell(process, compact({{"queue", seats}})); // tells its own players, no further
}

void LobbyServer::record(const LobbyStore::FinishedGame& game)
{
    std::vector<LobbyStore::Player> after;
    QString error;
    if (!store_->recordGame(game, &after, &error))
        return emit writeFailed(QStringLiteral("game %1 was not recorded: %2").arg(game.id, error));
    const std::vector<int> places = LobbyStore::places(game.people);
    for (std::size_t i = 0; i < after.size(); ++i) {
        QJsonObject o = ratingFields(after[i]);
        o["game"] = game.id;
        o["place"] = places[i] + 1;
        o["people"] = static_cast<int>(game.people.size());
        deliver(game.people[i].key, lobbyMessage("rated", o));
    }
    emit gameRated(game.id);
}

QJsonObject LobbyServer::summary(const Room& room, bool withCode) const
{
    QJsonArray names;
    for (const Room::Person& p : room.people)
        names.append(p.name);
    QJsonObject o{{"id", room.id},
                  {"seats", room.asked.seats},
                  {"rated", room.asked.rated},
                  {"private", room.asked.isPrivate},
                  {"games", room.asked.games},
                  {"started", room.started},
                  {"people", names},
                  {"free", room.started ? 0 : room.freeSeats()},
                  {"rules", json::rulesObject(room.asked.rules)}};
    if (withCode && room.asked.isPrivate)
        o["code"] = room.code;
    return o;
}

void LobbyServer::sendRoom(const Room& room)
{
    const QByteArray message = lobbyMessage("table", {{"table", summary(room, true)}});
    for (const Room::Person& p : room.people)
        deliver(p.key, message);
}

QByteArray LobbyServer::roomsMessage()
{
    int open = 0;
    QJsonArray list;
    for (const Room& room : rooms_.waitingRooms(kListed, &open))
        list.append(summary(room, false));
    return lobbyMessage("tables", {{"tables", list}, {"open", open}});
}

void LobbyServer::sendRooms(quint64 id)
{
    send(id, roomsMessage());
}

void LobbyServer::listChanged(bool everywhere)
{
    if (!listPush_.isActive())
        listPush_.start();
    if (everywhere && store_->isShared())
        for (const QString& process : rooms_.processes())
            if (process != options_.process)
                rooms_.tell(process, compact({{"list", true}}));
}

void LobbyServer::closed(quint64 id)
{
    const auto it = connections_.find(id);
    if (it == connections_.end())
        return;
    const Connection c = it->second;
    connections_.erase(it);
    if (!c.signedIn || connectionOf(c.key) != id)
        return;
    online_.erase(c.key);
    // Nobody waits for a table, or sits in a waiting room, on behalf of someone gone.
    if (rooms_.dequeue(c.key)) {
        tellQueue(2);
        tellQueue(4);
    }
    if (const std::optional<Room> room = rooms_.roomOf(c.key); room && !room->started)
        leave(c.key);
    rooms_.goOffline(c.key);
}

} // namespace tilerummy::lobby
