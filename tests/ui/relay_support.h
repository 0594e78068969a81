// For the tests of a table over the network: a relay between a joining game
// and its host, to cut the connection or to read what crosses the wire.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <utility>

// A stretch of network between the joining game and the host: each
// connection made to it is carried on to the host, both ways, until cut()
// drops every connection at once (a laptop closed, a Wi-Fi change). What
// crosses it, both ways, is kept: what anyone on the network could read.
class Relay : public QObject {
public:
    explicit Relay(quint16 hostPort) : hostPort_(hostPort)
    {
        QVERIFY(server_.listen(QHostAddress::LocalHost));
        connect(&server_, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* in = server_.nextPendingConnection()) {
                auto* out = new QTcpSocket(this);
                in->setParent(this);
                pairs_.append(std::make_pair(QPointer<QTcpSocket>(in), QPointer<QTcpSocket>(out)));
                auto carry = [this](QTcpSocket* from, QTcpSocket* to) {
                    const QByteArray bytes = from->readAll();
                    heard_ += bytes;
                    to->write(bytes);
                };
                connect(in, &QTcpSocket::readyRead, out, [in, out, carry] { carry(in, out); });
                connect(out, &QTcpSocket::readyRead, in, [in, out, carry] { carry(out, in); });
                connect(out, &QTcpSocket::connected, out, [in, out, carry] { carry(in, out); });
                connect(in, &QTcpSocket::disconnected, out, &QTcpSocket::disconnectFromHost);
                connect(out, &QTcpSocket::disconnected, in, &QTcpSocket::disconnectFromHost);
                out->connectToHost(QHostAddress::LocalHost, hostPort_);
            }
        });
    }
    quint16 port() const { return server_.serverPort(); }
    const QByteArray& heard() const { return heard_; }
    void cut()
    {
        for (const auto& [in, out] : pairs_) {
            if (in)
                in->abort();
            if (out)
                out->abort();
        }
        pairs_.clear();
    }

private:
    quint16 hostPort_;
    QTcpServer server_;
    QList<std::pair<QPointer<QTcpSocket>, QPointer<QTcpSocket>>> pairs_;
    QByteArray heard_;
};
