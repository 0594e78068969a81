#include "net/table_server.h"

#include "net/low_delay.h"
#include "net/rate_bucket.h"
#include "net/wire_text.h"

#include <QEventLoop>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>
#include <set>

namespace tilerummy::net {

namespace {
// A wait in whole seconds, rounded up (what a refusal's retryS and the host's words say).
int secondsUp(qint64 ms)
{
    return static_cast<int>((ms + 999) / 1000);
}
} // namespace

struct TableServer::Client {
    QWebSocket* socket = nullptr;
    QString address;         // where it connects from, as an IPv4 address where it is one
    quint64 order = 0;       // accepted as the order-th connection
    TableHub* hub = nullptr; // after a welcome hello: the table and the seat
    int seat = -1;
    bool door = false;     // the door's connection (its first message was the door's)
    bool admitted = false; // the door's, signed in
    QTimer helloTimer;
    QElapsedTimer sinceOpen;
    QElapsedTimer sincePong;
    RateBucket messages{kMessageBurst, kMessagesPerSecond};
    int strikes = 0;
    bool closing = false;
};

TableServer::TableServer(std::vector<TableHub*> tables, std::optional<QSslConfiguration> tls, QObject* parent)
    : QObject(parent), tables_(std::move(tables))
{
    server_ = std::make_unique<QWebSocketServer>(QStringLiteral("tilerummy"),
                                                 tls ? QWebSocketServer::SecureMode : QWebSocketServer::NonSecureMode);
    if (tls)
        server_->setSslConfiguration(*tls);
    server_->setHandshakeTimeout(kHelloTimeoutMs);
    clock_.start();
    connect(server_.get(), &QWebSocketServer::newConnection, this, &TableServer::accept);
    for (TableHub* hub : tables_)
        follow(hub);
    pings_.setInterval(kPingMs);
    connect(&pings_, &QTimer::timeout, this, &TableServer::pingAll);
}

void TableServer::follow(TableHub* hub)
{
    connect(hub, &TableHub::sendTo, this, [this, hub](int seat, const QByteArray& m) { deliver(hub, seat, m); });
    connect(hub, &TableHub::closed, this, [this, hub] { closeTable(hub); });
    // The host freed a seat: whoever is on it goes, told so.
    connect(hub, &TableHub::seatFreed, this, [this, hub](int seat) {
        if (Client* on = seatedClient(hub, seat)) {
            unseat(*on);
            cut(*on, QWebSocketProtocol::CloseCodePolicyViolated, errors::kFreed,
                QStringLiteral("The host freed your seat for someone else to take: your key to it opens "
                               "nothing any more. If that is a mistake, ask the host for the code and join again."));
        }
    });
    // The host sent a watcher away: it goes, and its address watches this server no more.
    connect(hub, &TableHub::watcherRemoved, this, [this, hub](int id) {
        if (Client* on = seatedClient(hub, id)) {
            sentAway_.insert(on->address);
            unseat(*on);
            cut(*on, QWebSocketProtocol::CloseCodePolicyViolated, errors::kRemoved,
                QStringLiteral("The host asked you to stop watching this table."));
        }
    });
}

void TableServer::replaceTable(TableHub* before, TableHub* after)
{
    const auto it = std::find(tables_.begin(), tables_.end(), before);
    if (it == tables_.end())
        return;
    closeTable(before); // (its connections were told and closed: dealAgain)
    before->disconnect(this);
    *it = after;
    follow(after);
}

void TableServer::addTable(TableHub* hub)
{
    tables_.push_back(hub);
    follow(hub);
}

void TableServer::removeTable(TableHub* hub)
{
    const auto it = std::find(tables_.begin(), tables_.end(), hub);
    if (it == tables_.end())
        return;
    closeTable(hub);
    hub->disconnect(this);
    tables_.erase(it);
}

TableServer::Client* TableServer::doorClient(quint64 connection)
{
    const auto it = doorClients_.find(connection);
    return it == doorClients_.end() || it->second->closing ? nullptr : it->second;
}

void TableServer::admitThroughDoor(quint64 connection)
{
    if (Client* c = doorClient(connection)) {
        c->admitted = true;
        c->helloTimer.stop();
    }
}

void TableServer::sendThroughDoor(quint64 connection, const QByteArray& message)
{
    Client* c = doorClient(connection);
    if (!c)
        return;
    if (c->socket->bytesToWrite() > kMaxUnsentBytes)
        return cut(*c, QWebSocketProtocol::CloseCodePolicyViolated, errors::kSlow,
                   QStringLiteral("This connection does not read what the lobby sends: it is closed."));
    c->socket->sendTextMessage(QString::fromUtf8(message));
}

void TableServer::strikeThroughDoor(quint64 connection, const QString& code, const QString& message)
{
    if (Client* c = doorClient(connection))
        strike(*c, code, message);
}

void TableServer::closeThroughDoor(quint64 connection, const QString& code, const QString& message, int retryS)
{
    if (Client* c = doorClient(connection))
        cut(*c, QWebSocketProtocol::CloseCodePolicyViolated, code, message, retryS);
}

TableServer::~TableServer()
{
    for (auto& [socket, client] : clients_) {
        unseat(*client);
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    clients_.clear();
}

bool TableServer::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (!server_->listen(address, port)) {
        *error = server_->errorString();
        return false;
    }
    pings_.start();
    return true;
}

quint16 TableServer::port() const
{
    return server_->serverPort();
}

bool TableServer::isSecure() const
{
    return server_->secureMode() == QWebSocketServer::SecureMode;
}

void TableServer::closeTable(TableHub* hub)
{
    closeNormally([hub](const Client& client) { return client.hub == hub; });
}

void TableServer::closeNormally(const std::function<bool(const Client&)>& which)
{
    std::vector<QWebSocket*> sockets;
    for (auto& [socket, client] : clients_)
        if (which(*client)) {
            client->closing = true;
            unseat(*client);
            sockets.push_back(socket);
        }
    for (QWebSocket* socket : sockets) // closing may forget() the client at once
        if (clients_.count(socket))
            socket->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("over"));
}

void TableServer::stopListening()
{
    server_->close();
}

void TableServer::closeAll(int waitMs)
{
    server_->close();
    pings_.stop();
    closeNormally([](const Client&) { return true; });
    if (waitMs <= 0)
        return;
    QEventLoop loop;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &loop, [this, &loop] {
        if (clients_.empty())
            loop.quit();
    });
    poll.start(20);
    QTimer::singleShot(waitMs, &loop, &QEventLoop::quit);
    if (!clients_.empty())
        loop.exec();
}

namespace {

QString addressOf(const QWebSocket& socket)
{
    bool v4 = false;
    const quint32 ip = socket.peerAddress().toIPv4Address(&v4);
    return v4 ? QHostAddress(ip).toString() : socket.peerAddress().toString();
}

} // namespace

bool TableServer::makeRoom(const QString& from)
{
    // Connections that have not said hello. A client says hello as soon as it
    // is connected: one still silent after kIdleAfterMs is idle, and the
    // first to go. Honest clients (many from one address: a bot farm, a
    // network behind one router) are never cut for a burst of connections.
    const auto idle = [](const Client& c) { return c.sinceOpen.elapsed() > kIdleAfterMs; };
    int open = 0;
    int idleHere = 0;                // idle connections of this address
    std::map<QString, int> unseated; // by address
    for (auto& [socket, client] : clients_) {
        if (client->closing)
            continue;
        ++open;
        if (!client->hub && !client->admitted) {
            ++unseated[client->address];
            idleHere += client->address == from && idle(*client) ? 1 : 0;
        }
    }
    const auto oldest = [this](const std::function<bool(const Client&)>& which) {
        Client* found = nullptr;
        for (auto& [socket, client] : clients_)
            if (!client->closing && !client->hub && !client->admitted && which(*client) &&
                (!found || client->order < found->order))
                found = client.get();
        return found;
    };
    const QString tooMany = QStringLiteral("Too many connections that have not said hello: this one is closed.");
    const auto close = [&](Client* c) {
        cut(*c, QWebSocketProtocol::CloseCodePolicyViolated, errors::kFull, tooMany);
        --open;
    };
    // An address keeps kMaxUnseatedPerAddress idle connections at most.
    if (idleHere >= kMaxUnseatedPerAddress)
        close(oldest([&](const Client& c) { return c.address == from && idle(c); }));
    int maxClients = 16 + (door_ ? door_->maxConnections() : 0);
    for (TableHub* hub : tables_)
        maxClients += 2 * hub->seatCount() + hub->config().watchers;
    if (open < maxClients)
        return true;
    // Full: the oldest idle connection makes way, else the oldest silent one
    // of the address that holds the most of them, past the bound per address.
    if (Client* c = oldest(idle))
        return close(c), true;
    const auto most = std::max_element(unseated.begin(), unseated.end(),
                                       [](const auto& a, const auto& b) { return a.second < b.second; });
    if (most == unseated.end() || most->second <= kMaxUnseatedPerAddress)
        return false; // every connection is a seated player's, or a newcomer's
    const QString crowded = most->first;
    close(oldest([&](const Client& c) { return c.address == crowded; }));
    return true;
}

void TableServer::accept()
{
    while (QWebSocket* socket = server_->nextPendingConnection()) {
        socket->setParent(this);
        sendWithoutDelay(*server_, *socket);
        socket->setMaxAllowedIncomingFrameSize(kMaxClientMessageBytes);
        socket->setMaxAllowedIncomingMessageSize(kMaxClientMessageBytes);
        const QString address = addressOf(*socket);
        if (!makeRoom(address)) {
            socket->sendTextMessage(
                QString::fromUtf8(writeMessage(ErrorReply{errors::kFull, QStringLiteral("The server is full.")})));
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, errors::kFull);
            socket->deleteLater();
            continue;
        }
        auto client = std::make_unique<Client>();
        client->socket = socket;
        client->address = address;
        client->order = ++accepted_;
        client->sinceOpen.start();
        client->sincePong.start();
        client->helloTimer.setSingleShot(true);
        client->helloTimer.start(kHelloTimeoutMs);
        Client* c = client.get();
        connect(&client->helloTimer, &QTimer::timeout, this, [this, c] {
            cut(*c, QWebSocketProtocol::CloseCodePolicyViolated, errors::kHello,
                QStringLiteral("No hello came within %1 seconds.").arg(kHelloTimeoutMs / 1000));
        });
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { received(socket, text.toUtf8()); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, c](const QByteArray&) {
            cut(*c, QWebSocketProtocol::CloseCodeDatatypeNotSupported, errors::kMalformed,
                QStringLiteral("This table reads text frames only."));
        });
        connect(socket, &QWebSocket::pong, this, [c](quint64, const QByteArray&) { c->sincePong.restart(); });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { forget(socket); });
        clients_.emplace(socket, std::move(client));
    }
}

void TableServer::received(QWebSocket* socket, const QByteArray& text)
{
    const auto it = clients_.find(socket);
    if (it == clients_.end() || it->second->closing)
        return;
    Client& c = *it->second;
    c.sincePong.restart(); // any message shows the client is there
    if (!c.messages.take())
        return cut(c, QWebSocketProtocol::CloseCodePolicyViolated, errors::kFlood,
                   QStringLiteral("Too many messages: this connection is closed."));

    if (c.door)
        return door_->received(c.order, c.address, text);
    if (!c.hub && door_) {
        // The first message: the door's type makes the connection the door's.
        QJsonObject object;
        QString type;
        std::string unread;
        if (openMessage(text, kMaxClientMessageBytes, &object, &type, &unread) && door_->opensWith(type)) {
            c.door = true;
            doorClients_[c.order] = &c;
            return door_->received(c.order, c.address, text);
        }
    }
    std::string why;
    const std::optional<ClientMessage> message = readClientMessage(text, &why);
    if (!message)
        return strike(c, errors::kMalformed, QString::fromStdString(why));
    if (!c.hub) {
        const auto* h = std::get_if<Hello>(&*message);
        if (!h)
            return cut(c, QWebSocketProtocol::CloseCodePolicyViolated, errors::kHello,
                       QStringLiteral("Say hello first."));
        return hello(c, *h);
    }
    if (c.hub->receive(c.seat, *message))
        c.messages.giveBack(); // the move that ended the sender's turn: the game asked for it
}

void TableServer::hello(Client& client, const Hello& hello)
{
    // An address that guessed codes waits, unless this hello takes its own seat back.
    const bool takesBack =
        std::any_of(tables_.begin(), tables_.end(), [&](TableHub* hub) { return hub->takesBack(hello); });
    if (const auto g = guesses_.find(client.address);
        g != guesses_.end() && !g->second.waitUntil.hasExpired() && !takesBack) {
        const int seconds = secondsUp(g->second.waitUntil.remainingTime());
        return cut(client, QWebSocketProtocol::CloseCodePolicyViolated, errors::kWait,
                   QStringLiteral("Too many wrong codes from your address: try again in %1 s.").arg(seconds), seconds);
    }
    // Too many wrong codes from everywhere: every new join waits.
    if (const int heldMs = joinsHeldMs(); heldMs > 0 && !takesBack) {
        const int seconds = secondsUp(heldMs);
        return cut(client, QWebSocketProtocol::CloseCodePolicyViolated, errors::kWait,
                   QStringLiteral("This table has had too many wrong codes: new players wait. Try again in %1 s.")
                       .arg(seconds),
                   seconds);
    }
    if (hello.watch && sentAway_.count(client.address))
        return cut(client, QWebSocketProtocol::CloseCodePolicyViolated, errors::kRemoved,
                   QStringLiteral("The host asked you to stop watching this table."));
    std::optional<ErrorReply> refusal;
    for (TableHub* hub : tables_) {
        const TableHub::Admission a = hub->admit(hello);
        if (a.seat < 0) {
            // A version refusal stands for every table; otherwise another
            // table may have a seat, and the refusal told is the most
            // telling one ("full" only when no table said more).
            if (!refusal || refusal->code == errors::kFull)
                refusal = a.refusal;
            if (a.refusal && a.refusal->code == errors::kVersion)
                break;
            continue;
        }
        if (Client* old = seatedClient(hub, a.seat)) {
            // The seat taken back on a new connection: the old one goes.
            emit seatTakenOver(hub, a.seat, client.address, old->address);
            unseat(*old);
            cut(*old, QWebSocketProtocol::CloseCodePolicyViolated, errors::kReplaced,
                QStringLiteral("Your seat was taken back on another connection."));
        }
        client.helloTimer.stop();
        client.hub = hub;
        client.seat = a.seat;
        seated_[{hub, a.seat}] = &client;
        hub->connectSeat(a.seat);
        return;
    }
    ErrorReply r = refusal.value_or(ErrorReply{errors::kFull, QStringLiteral("No table has a free seat.")});
    if (r.code == errors::kCode && !hello.code.isEmpty())
        r.message += wrongCode(client.address);
    cut(client,
        r.code == errors::kVersion ? QWebSocketProtocol::CloseCodeProtocolError
                                   : QWebSocketProtocol::CloseCodePolicyViolated,
        r.code, r.message);
}

int TableServer::codeWaitSeconds(const QString& address)
{
    qint64 waitMs = joinsHeldMs();
    if (const auto g = guesses_.find(address); g != guesses_.end() && !g->second.waitUntil.hasExpired())
        waitMs = std::max(waitMs, g->second.waitUntil.remainingTime());
    return secondsUp(waitMs);
}

int TableServer::joinsHeldMs()
{
    const qint64 now = clock_.elapsed();
    while (!recentWrong_.empty() && now - recentWrong_.front().first >= kWrongCodeWindowMs)
        recentWrong_.pop_front();
    if (static_cast<int>(recentWrong_.size()) < kWrongCodesPerMinute)
        return 0;
    // Until the oldest that counts is a minute old, the count below the budget again.
    const qint64 freeAt = recentWrong_[recentWrong_.size() - kWrongCodesPerMinute].first + kWrongCodeWindowMs;
    const int waitMs = static_cast<int>(freeAt - now);
    if (heldToldAtMs_ < 0 || now - heldToldAtMs_ >= kWrongCodeWindowMs) {
        heldToldAtMs_ = now;
        std::set<QString> addresses;
        for (const auto& [at, address] : recentWrong_)
            addresses.insert(address);
        emit joinsHeld(static_cast<int>(addresses.size()), secondsUp(waitMs));
    }
    return waitMs;
}

QString TableServer::wrongCode(const QString& address)
{
    recentWrong_.emplace_back(clock_.elapsed(), address);
    joinsHeldMs(); // the host told at once when this one spent the budget
    Guesses& g = guesses_[address];
    if (++g.wrong < kFreeWrongCodes)
        return {};
    const int waitMs = std::min(kMaxCodeWaitMs, 1000 << std::min(g.wrong - kFreeWrongCodes, 16));
    g.waitUntil = QDeadlineTimer(waitMs);
    emit wrongCodes(address, g.wrong);
    return QStringLiteral(" Too many wrong codes from your address: try again in %1 s.").arg(waitMs / 1000);
}

void TableServer::strike(Client& client, const QString& code, const QString& message)
{
    if (++client.strikes >= kMaxStrikes)
        return cut(client, QWebSocketProtocol::CloseCodePolicyViolated, code,
                   message + QStringLiteral(" (too many bad messages: this connection is closed)"));
    sendError(client, code, message);
}

void TableServer::sendError(Client& client, const QString& code, const QString& message, int retryS)
{
    client.socket->sendTextMessage(QString::fromUtf8(writeMessage(ErrorReply{code, message, retryS})));
}

void TableServer::cut(Client& client, int closeCode, const QString& code, const QString& message, int retryS)
{
    if (client.closing)
        return;
    client.closing = true;
    client.helloTimer.stop();
    sendError(client, code, message, retryS);
    TableHub* hub = client.hub;
    const int seat = client.seat;
    unseat(client);
    client.socket->close(static_cast<QWebSocketProtocol::CloseCode>(closeCode), code);
    emit clientDropped(message);
    if (hub)
        hub->disconnectSeat(seat);
}

void TableServer::forget(QWebSocket* socket)
{
    const auto it = clients_.find(socket);
    if (it == clients_.end())
        return;
    std::shared_ptr<Client> client = std::move(it->second);
    clients_.erase(it);
    TableHub* hub = client->hub;
    unseat(*client);
    if (hub)
        hub->disconnectSeat(client->seat);
    client->helloTimer.stop();
    if (client->door) {
        doorClients_.erase(client->order);
        door_->closed(client->order);
    }
    socket->deleteLater();
    // Freed later: this may run inside one of the client's own signals.
    QMetaObject::invokeMethod(
        this, [client] {}, Qt::QueuedConnection);
}

TableServer::Client* TableServer::seatedClient(TableHub* hub, int seat)
{
    const auto it = seated_.find({hub, seat});
    return it == seated_.end() ? nullptr : it->second;
}

void TableServer::unseat(Client& client)
{
    const auto it = seated_.find({client.hub, client.seat});
    if (it != seated_.end() && it->second == &client)
        seated_.erase(it);
    client.hub = nullptr;
}

void TableServer::deliver(TableHub* hub, int seat, const QByteArray& message)
{
    Client* c = seatedClient(hub, seat);
    if (!c || c->closing)
        return;
    if (c->socket->bytesToWrite() > kMaxUnsentBytes)
        return cut(*c, QWebSocketProtocol::CloseCodePolicyViolated, errors::kSlow,
                   QStringLiteral("This connection does not read what the table sends: it is closed."));
    c->socket->sendTextMessage(QString::fromUtf8(message));
}

void TableServer::pingAll()
{
    std::vector<QWebSocket*> silent;
    for (auto& [socket, client] : clients_) {
        if (client->sincePong.elapsed() > 3 * kPingMs)
            silent.push_back(socket);
        else
            socket->ping();
    }
    for (QWebSocket* socket : silent)
        socket->abort(); // disconnected() follows: forget()
}

} // namespace tilerummy::net
