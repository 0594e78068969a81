// A second protocol on a table server's port (the lobby's, app/lobby): the
// server hands it every connection whose first message is of a type the door
// opens with, and keeps the same bounds on it as on a table's connections
// (text frames, a message's size, the rate, a time to sign in, pings). The
// door answers through TableServer::sendThroughDoor / strikeThroughDoor /
// closeThroughDoor, by the connection's number.
#pragma once

#include <QByteArray>
#include <QString>

namespace tilerummy::net {

class ServerDoor {
public:
    virtual ~ServerDoor() = default;
    // The first message's type is the door's: the connection is the door's from now on.
    virtual bool opensWith(const QString& type) const = 0;
    // Each message of a door's connection, the first too, in order.
    virtual void received(quint64 connection, const QString& address, const QByteArray& text) = 0;
    // The connection is gone (closed by either side, or cut).
    virtual void closed(quint64 connection) = 0;
    // How many connections the door may hold at once, beyond the tables' own.
    virtual int maxConnections() const = 0;
};

} // namespace tilerummy::net
