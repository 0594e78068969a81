// Tables on the local network, found without typing anything. A host's
// LanBeacon announces its table (TableAnnouncement, one small JSON datagram)
// every second on UDP port kDiscoveryPort: to the multicast group
// kDiscoveryGroup on each interface that can multicast and on loopback, and
// as a broadcast on each network and on loopback (for networks that drop
// multicast). A LanBrowser listens, reads each datagram with the strict
// reader (wire_messages.h) and keeps the tables heard lately.
#pragma once

#include "net/wire_messages.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QObject>
#include <QTimer>
#include <QUdpSocket>

#include <map>
#include <vector>

namespace tilerummy::net {

inline constexpr quint16 kDiscoveryPort = 4521;
inline const QHostAddress kDiscoveryGroup{QStringLiteral("239.255.42.99")};

class LanBeacon : public QObject {
    Q_OBJECT

public:
    static constexpr int kIntervalMs = 1000;
    // A changed announcement goes out this soon (changes in a burst go out once).
    static constexpr int kChangeDelayMs = 200;
    // The network's interfaces are listed again this often (not at every send).
    static constexpr int kInterfacesMs = 10000;

    explicit LanBeacon(quint16 discoveryPort = kDiscoveryPort, QObject* parent = nullptr);
    // Announces this table from now on (again at once when it changed).
    void announce(const TableAnnouncement& table);
    // Announces it while it has a free seat, else stops: a full table is not
    // announced (a friend who drops takes their seat back by its address).
    void offer(const TableAnnouncement& table);
    void stop();

private:
    void send();

    quint16 discoveryPort_;
    QUdpSocket socket_;
    QTimer timer_;
    QTimer soon_; // a changed announcement
    QByteArray datagram_;
    QList<QNetworkInterface> interfaces_; // the ones that are up, as last listed
    QElapsedTimer interfacesListed_;
};

// A table heard on the network: where it is and what it said.
struct LanTable {
    TableAnnouncement table;
    QHostAddress address;
    friend bool operator==(const LanTable&, const LanTable&) = default;
};

class LanBrowser : public QObject {
    Q_OBJECT

public:
    // A table not heard for this long is gone.
    static constexpr int kForgetMs = 4000;

    explicit LanBrowser(quint16 discoveryPort = kDiscoveryPort, QObject* parent = nullptr);
    // False (with why) when the port could not be bound: nothing will be found.
    bool start(QString* error = nullptr);
    void stop();
    // The tables heard lately, newest first by address and port.
    std::vector<LanTable> tables() const;

signals:
    void tablesChanged();

private:
    void read();
    void forgetOld();

    quint16 discoveryPort_;
    QUdpSocket socket_;
    QTimer sweep_;
    struct Heard {
        LanTable table;
        QElapsedTimer since;
    };
    std::map<QString, Heard> heard_; // by instance
};

} // namespace tilerummy::net
