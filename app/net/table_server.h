// Carries the network table's messages over WebSocket: it accepts
// connections (ws://, or wss:// when given a certificate and key), bounds what
// a client may send (text frames only, a message size, a rate, a time to say
// hello), seats each client at one of its tables (TableHub) by its hello and
// passes the client's messages on to that table. A client that breaks the
// bounds is told why and cut off; the tables play on. An address that guesses
// codes waits longer after each wrong one, and when many addresses together
// guess too often every new join waits (never a seat taken back with its
// token); connections that have not said
// hello make way for new ones (a player coming back) when the host is full.
// A watcher the host sends away is cut, and its address watches no more.
// Every socket sends without Nagle's delay.
#pragma once

#include "net/server_door.h"
#include "net/table_hub.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QTimer>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

class QWebSocket;
class QWebSocketServer;

namespace tilerummy::net {

class TableServer : public QObject {
    Q_OBJECT

public:
    static constexpr int kHelloTimeoutMs = 10000;              // to say hello after connecting
    static constexpr double kMessagesPerSecond = 20;           // a client's sustained rate ...
    static constexpr double kMessageBurst = 60;                // ... and its burst
    static constexpr int kMaxStrikes = 8;                      // malformed messages before the cut
    static constexpr qint64 kMaxUnsentBytes = 4 * 1024 * 1024; // a client that does not read
    static constexpr int kPingMs = 10000;                      // a ping this often; no answer for 3 of them: gone
    static constexpr int kFreeWrongCodes = 3;                  // wrong codes from an address before it waits ...
    static constexpr int kMaxCodeWaitMs = 8000;                // ... 1 s, 2 s, 4 s ... up to this, after each
    // Wrong codes from all addresses together in a minute: at this many,
    // every new join waits until the oldest of them is a minute old (a seat
    // taken back with its token never waits). Many addresses (an IPv6 range)
    // guess no faster than one.
    static constexpr int kWrongCodesPerMinute = 20;
    static constexpr qint64 kWrongCodeWindowMs = 60000; // the minute they are counted in
    static constexpr int kIdleAfterMs = 2000;           // no hello this long after connecting: idle
    static constexpr int kMaxUnseatedPerAddress = 8;    // idle connections per address

    // tls: a certificate and key make it wss://.
    TableServer(std::vector<TableHub*> tables, std::optional<QSslConfiguration> tls, QObject* parent = nullptr);
    ~TableServer() override;

    bool listen(const QHostAddress& address, quint16 port, QString* error);
    // Stops listening: nobody new connects; the connections up stay.
    void stopListening();
    quint16 port() const;
    bool isSecure() const;
    // Closes every connection the normal way, waiting (bounded, in an event
    // loop of its own) until what was sent to them has gone out and they are
    // closed; with waitMs 0 it does not wait (the caller keeps the server a
    // while, for the closes to go out).
    void closeAll(int waitMs = 3000);
    // The table `before` is over and `after` opens in its place, on the same
    // port (serve's play again): new hellos go to `after`; whoever is still
    // connected to `before` is closed. `before` must outlive the server.
    void replaceTable(TableHub* before, TableHub* after);
    // A table opened while the server runs (a lobby's); one whose games are
    // over goes with removeTable (its connections closed). The hub must
    // outlive its place here.
    void addTable(TableHub* hub);
    void removeTable(TableHub* hub);

    // The code-guessing budget, for a gate beside the tables' on this port
    // (a lobby's private tables): seconds the address waits before its next
    // code is read (0: none); a wrong code counted, and what a refusal adds.
    int codeWaitSeconds(const QString& address);
    QString countWrongCode(const QString& address) { return wrongCode(address); }

    // The lobby's protocol on this port (server_door.h); null: none.
    void setDoor(ServerDoor* door) { door_ = door; }
    // The door's connection signed in: no sign-in timer, and it is no longer
    // an idle connection that may make way for a newcomer.
    void admitThroughDoor(quint64 connection);
    void sendThroughDoor(quint64 connection, const QByteArray& message);
    // A malformed message: an error, and the connection cut after kMaxStrikes.
    void strikeThroughDoor(quint64 connection, const QString& code, const QString& message);
    // An error, then the connection closes.
    void closeThroughDoor(quint64 connection, const QString& code, const QString& message, int retryS = -1);

signals:
    // A client was cut off (for tests and the log): why, in words.
    void clientDropped(const QString& reason);
    // Someone at this address gave a wrong code again: `count` so far. The
    // host is told (each wrong code from the kFreeWrongCodes-th on).
    void wrongCodes(const QString& address, int count);
    // kWrongCodesPerMinute wrong codes came in the last minute, from
    // `addresses` addresses: new joins wait `seconds` (told once a minute at
    // most, for the host's log).
    void joinsHeld(int addresses, int seconds);
    // A seat was taken back with its token while its player's connection was
    // still open (`before`, cut with "replaced"), from `from`: the host is
    // told both addresses, in case it was not its player.
    void seatTakenOver(TableHub* hub, int seat, const QString& from, const QString& before);

private:
    struct Client;
    struct Guesses {
        int wrong = 0;
        QDeadlineTimer waitUntil; // no hello from this address is read before
    };

    void follow(TableHub* hub); // its messages to its seats, its seats freed, its watchers sent away
    void accept();
    void received(QWebSocket* socket, const QByteArray& text);
    void hello(Client& client, const Hello& hello);
    void strike(Client& client, const QString& code, const QString& message);
    // retryS: a wait's seconds (ErrorReply::retryS), -1 for other refusals.
    void cut(Client& client, int closeCode, const QString& code, const QString& message, int retryS = -1);
    void sendError(Client& client, const QString& code, const QString& message, int retryS = -1);
    void forget(QWebSocket* socket);
    void closeTable(TableHub* hub); // its games are over: its clients' connections close
    void closeNormally(const std::function<bool(const Client&)>& which); // close 1000 "over"
    void deliver(TableHub* hub, int seat, const QByteArray& message);
    void pingAll();
    Client* seatedClient(TableHub* hub, int seat);
    Client* doorClient(quint64 connection);
    void unseat(Client& client);               // the client no longer speaks for its seat
    bool makeRoom(const QString& from);        // false: the new connection must be refused
    QString wrongCode(const QString& address); // counts it; what the refusal adds, in words
    int joinsHeldMs();                         // > 0: every new join waits this long (the minute's budget)

    std::vector<TableHub*> tables_;
    ServerDoor* door_ = nullptr;
    std::unordered_map<quint64, Client*> doorClients_; // the door's connections by number
    std::unique_ptr<QWebSocketServer> server_;
    std::unordered_map<QWebSocket*, std::unique_ptr<Client>> clients_;
    std::map<std::pair<TableHub*, int>, Client*> seated_; // who speaks for each table's seat
    std::map<QString, Guesses> guesses_;                  // wrong codes by address
    std::set<QString> sentAway_;                          // addresses of watchers the host removed
    // The wrong codes of the last minute, from every address: when each came
    // (clock_'s ms) and from where.
    std::deque<std::pair<qint64, QString>> recentWrong_;
    qint64 heldToldAtMs_ = -1; // when joinsHeld was last emitted
    QElapsedTimer clock_;
    quint64 accepted_ = 0; // connections accepted so far
    QTimer pings_;
};

} // namespace tilerummy::net
