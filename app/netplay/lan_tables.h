// The tables open on the local network, for the join screen: while `running`,
// it listens for the hosts' announcements (LanBrowser) and lists each table
// heard lately (name, address to join, whether it asks for a code, free
// seats), newest first; a table not heard for a few seconds goes.
#pragma once

#include "lan_discovery.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class LanTables : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running WRITE setRunning NOTIFY runningChanged FINAL)
    // Each table: name, address ("ws://192.168.1.5:4520"), needsCode, seats, freeSeats (maps).
    Q_PROPERTY(QVariantList tables READ tables NOTIFY tablesChanged FINAL)
    // Why nothing can be heard (the port is taken); "" when listening or stopped.
    Q_PROPERTY(QString problem READ problem NOTIFY runningChanged FINAL)

public:
    explicit LanTables(QObject* parent = nullptr);

    bool running() const { return running_; }
    void setRunning(bool running);
    QVariantList tables() const;
    QString problem() const { return problem_; }

    // The port listened on (tests listen elsewhere than the game).
    void setDiscoveryPort(quint16 port);

signals:
    void runningChanged();
    void tablesChanged();

private:
    std::unique_ptr<tilerummy::net::LanBrowser> browser_;
    quint16 port_ = tilerummy::net::kDiscoveryPort;
    bool running_ = false;
    QString problem_;
};
