// A connection to a served table, for the game's window and for bots. It
// opens the WebSocket (a wss:// host's certificate is checked against the
// system's authorities, or trusted by its SHA-256 fingerprint), says hello,
// reads each message of the host (bounded, strictly: a host that sends
// garbage is left, not believed) and sends the player's moves. It keeps the
// seat's token from the welcome, so that opening again takes the seat back.
// Its socket sends without Nagle's delay. A lobby's connection (LobbyClient)
// is one too, opened without the table's hello: its messages come as text.
#pragma once

#include "net/wire_messages.h"

#include <QObject>
#include <QSslCertificate>
#include <QSslError>
#include <QUrl>

#include <memory>

class QWebSocket;

namespace tilerummy::net {

class TableClient : public QObject {
    Q_OBJECT

public:
    struct Join {
        QUrl url; // ws://host:port or wss://host:port
        QString name;
        QString code;
        // A self-signed host's certificate, trusted by its SHA-256 digest
        // (hex, with or without colons); empty: the system's authorities decide.
        QString fingerprint;
        // The token of an earlier welcome at this table (kept in a file, a
        // save): the seat is taken back with it. Empty: a new player.
        QString token;
        // To watch, not play: no seat, no token (TableHub::Config::watchers).
        bool watch = false;
        // Reads the table's chat (the window and the bot do; a bot's trace has its lines).
        bool chat = true;
        // false: another protocol on the table's port (a lobby's): no hello
        // on opening, and each message comes as text (textArrived), unread.
        bool table = true;
    };

    explicit TableClient(QObject* parent = nullptr);
    ~TableClient() override;

    // Connects and says hello as `join` says (with its token, if any).
    void open(const Join& join);
    // Connects again after a lost connection, to take the seat back: the same
    // hello, with the token of the last welcome (or the one first given).
    void reopen();
    void send(const ClientMessage& message);
    void sendText(const QByteArray& message); // a message of another protocol (Join::table false)
    // Closes the connection (a normal close; no dropped() follows).
    void close();

    bool isOpen() const;
    const QString& token() const { return token_; }
    // The token the last hello presented ("" for none: a new player's, a watcher's).
    const QString& presentedToken() const { return presented_; }
    // The last connection was refused only because nobody vouches for the
    // host's certificate and no fingerprint was given: the one it showed
    // (for the person to check with the host and pin), "" otherwise.
    const QString& untrustedFingerprint() const { return untrusted_; }

    // "AB:CD:..." from hex with or without colons, any case; empty when it is not 32 bytes of hex.
    static QString normalFingerprint(const QString& text);
    // A certificate's SHA-256 fingerprint as "AB:CD:..." (empty for none): what a client pins.
    static QString fingerprintOf(const QSslCertificate& certificate);
    // Its first 8 of 32 pairs ("AB:CD:EF:01:23:45:67:89"): what two people
    // read to each other to check it (64 bits: no one makes a key to match).
    static QString fingerprintStart(const QString& fingerprint);

signals:
    void opened();
    // A message of the host, read and checked; `raw` is its text.
    void received(const tilerummy::net::ServerMessage& message, const QByteArray& raw);
    // A message of another protocol (Join::table false), as it came.
    void textArrived(const QByteArray& text);
    // The connection is gone (not by close()): why, in words.
    void dropped(const QString& reason);

private:
    void sslErrors(const QList<QSslError>& errors);
    void textReceived(const QString& text);
    void closedByPeer();

    std::unique_ptr<QWebSocket> socket_;
    Join join_;
    QString token_;
    QString presented_;
    QString fingerprint_;
    QString untrusted_;
    bool tlsSpoken_ = false; // the host answered the TLS handshake (sslErrors or a certificate)
    bool connected_ = false; // the WebSocket handshake completed
    QString failure_;        // why the connection is being closed from this side
    bool closing_ = false;
};

} // namespace tilerummy::net
