#include "netplay/lan_tables.h"

LanTables::LanTables(QObject* parent) : QObject(parent) {}

void LanTables::setDiscoveryPort(quint16 port)
{
    const bool was = running_;
    setRunning(false);
    port_ = port;
    setRunning(was);
}

void LanTables::setRunning(bool running)
{
    if (running == running_)
        return;
    running_ = running;
    problem_.clear();
    if (running) {
        browser_ = std::make_unique<tilerummy::net::LanBrowser>(port_);
        connect(browser_.get(), &tilerummy::net::LanBrowser::tablesChanged, this, &LanTables::tablesChanged);
        QString error;
        if (!browser_->start(&error))
            problem_ = tr("Tables on this network cannot be found (%1); type the address instead.").arg(error);
    } else {
        browser_.reset();
    }
    emit runningChanged();
    emit tablesChanged();
}

QList<HeardTable> LanTables::tables() const
{
    QList<HeardTable> list;
    if (!browser_)
        return list;
    for (const tilerummy::net::LanTable& heard : browser_->tables()) {
        const tilerummy::net::TableAnnouncement& a = heard.table;
        QString host = heard.address.toString();
        if (heard.address.protocol() == QAbstractSocket::IPv6Protocol)
            host = QStringLiteral("[%1]").arg(host);
        HeardTable table;
        table.name = a.name.isEmpty() ? tr("A table") : tr("%1's table").arg(a.name);
        table.address =
            QStringLiteral("%1://%2:%3").arg(a.tls ? QStringLiteral("wss") : QStringLiteral("ws"), host).arg(a.port);
        table.needsCode = a.needsCode;
        table.seats = a.seats;
        table.freeSeats = a.freeSeats;
        list.append(table);
    }
    return list;
}
