#include "net/lan_discovery.h"

#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QVariant>

namespace tilerummy::net {

namespace {

bool usable(const QNetworkInterface& iface)
{
    const auto flags = iface.flags();
    return flags.testFlag(QNetworkInterface::IsUp) && flags.testFlag(QNetworkInterface::IsRunning);
}

} // namespace

LanBeacon::LanBeacon(quint16 discoveryPort, QObject* parent) : QObject(parent), discoveryPort_(discoveryPort)
{
    timer_.setInterval(kIntervalMs);
    connect(&timer_, &QTimer::timeout, this, &LanBeacon::send);
    soon_.setSingleShot(true);
    soon_.setInterval(kChangeDelayMs);
    connect(&soon_, &QTimer::timeout, this, &LanBeacon::send);
}

void LanBeacon::offer(const TableAnnouncement& table)
{
    if (table.freeSeats > 0)
        announce(table);
    else
        stop();
}

void LanBeacon::announce(const TableAnnouncement& table)
{
    if (socket_.state() != QAbstractSocket::BoundState) { // a socket only once there is something to announce
        socket_.bind(QHostAddress(QHostAddress::AnyIPv4), 0);
        socket_.setSocketOption(QAbstractSocket::MulticastTtlOption, QVariant(1)); // this network only
        socket_.setSocketOption(QAbstractSocket::MulticastLoopbackOption, QVariant(1));
    }
    const QByteArray datagram = writeAnnouncement(table);
    const bool changed = datagram != datagram_;
    datagram_ = datagram;
    if (!timer_.isActive())
        timer_.start();
    if (changed && !soon_.isActive())
        soon_.start();
}

void LanBeacon::stop()
{
    timer_.stop();
    soon_.stop();
    datagram_.clear();
}

void LanBeacon::send()
{
    if (datagram_.isEmpty())
        return;
    if (!interfacesListed_.isValid() || interfacesListed_.elapsed() > kInterfacesMs) {
        interfaces_.clear();
        for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces())
            if (usable(iface))
                interfaces_.append(iface);
        interfacesListed_.start();
    }
    // Multicast on every interface that is up (loopback too: the tables of
    // this machine), then a broadcast on each network and on loopback.
    for (const QNetworkInterface& iface : std::as_const(interfaces_)) {
        socket_.setMulticastInterface(iface);
        socket_.writeDatagram(datagram_, kDiscoveryGroup, discoveryPort_);
        for (const QNetworkAddressEntry& entry : iface.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol && !entry.broadcast().isNull())
                socket_.writeDatagram(datagram_, entry.broadcast(), discoveryPort_);
    }
    socket_.writeDatagram(datagram_, QHostAddress(QStringLiteral("127.255.255.255")), discoveryPort_);
}

LanBrowser::LanBrowser(quint16 discoveryPort, QObject* parent) : QObject(parent), discoveryPort_(discoveryPort)
{
    connect(&socket_, &QUdpSocket::readyRead, this, &LanBrowser::read);
    sweep_.setInterval(1000);
    connect(&sweep_, &QTimer::timeout, this, &LanBrowser::forgetOld);
}

bool LanBrowser::start(QString* error)
{
    if (socket_.state() == QAbstractSocket::BoundState)
        return true;
    // Several games on one machine may listen: the port is shared.
    if (!socket_.bind(QHostAddress(QHostAddress::AnyIPv4), discoveryPort_,
                      QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
        if (error)
            *error = socket_.errorString();
        return false;
    }
    for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces())
        if (usable(iface))
            socket_.joinMulticastGroup(kDiscoveryGroup, iface); // where it cannot, broadcasts still come
    sweep_.start();
    return true;
}

void LanBrowser::stop()
{
    socket_.close();
    sweep_.stop();
    if (!heard_.empty()) {
        heard_.clear();
        emit tablesChanged();
    }
}

std::vector<LanTable> LanBrowser::tables() const
{
    std::vector<LanTable> list;
    for (const auto& [instance, heard] : heard_)
        list.push_back(heard.table);
    std::sort(list.begin(), list.end(), [](const LanTable& a, const LanTable& b) {
        return a.table.name != b.table.name ? a.table.name < b.table.name : a.table.instance < b.table.instance;
    });
    return list;
}

void LanBrowser::read()
{
    bool changed = false;
    while (socket_.hasPendingDatagrams()) {
        const QNetworkDatagram datagram = socket_.receiveDatagram(kMaxAnnouncementBytes + 1);
        std::string why;
        const std::optional<TableAnnouncement> table = readAnnouncement(datagram.data(), &why);
        if (!table || table->protocol != kProtocolVersion)
            continue; // not ours, or a game of another version
        QHostAddress from = datagram.senderAddress();
        if (from.protocol() == QAbstractSocket::IPv6Protocol) {
            bool ok = false;
            const quint32 v4 = from.toIPv4Address(&ok);
            if (ok)
                from = QHostAddress(v4);
        }
        const LanTable seen{*table, from};
        auto it = heard_.find(table->instance);
        if (it == heard_.end()) {
            heard_.emplace(table->instance, Heard{seen, {}}).first->second.since.start();
            changed = true;
        } else {
            // The same table heard on several paths: a real address wins over loopback.
            const bool better = it->second.table.address.isLoopback() && !from.isLoopback();
            if (!(it->second.table.table == seen.table) || better) {
                it->second.table.table = seen.table;
                if (better)
                    it->second.table.address = from;
                changed = true;
            }
            it->second.since.restart();
        }
    }
    if (changed)
        emit tablesChanged();
}

void LanBrowser::forgetOld()
{
    const auto before = heard_.size();
    std::erase_if(heard_, [](const auto& entry) { return entry.second.since.elapsed() > kForgetMs; });
    if (heard_.size() != before)
        emit tablesChanged();
}

} // namespace tilerummy::net
