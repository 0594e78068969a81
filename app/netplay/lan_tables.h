// The tables open on the local network, for the join screen: while `running`,
// it listens for the hosts' announcements (LanBrowser) and lists each table
// heard lately (name, address to join, whether it asks for a code, free
// seats), newest first; a table not heard for a few seconds goes.
#pragma once

#include "net/lan_discovery.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// A table heard on the local network, as the join screen lists it.
struct HeardTable {
    Q_GADGET
    QML_VALUE_TYPE(heardTable)
    Q_PROPERTY(QString name MEMBER name FINAL)       // "Ann's table"
    Q_PROPERTY(QString address MEMBER address FINAL) // to join: "ws://192.168.1.5:4520"
    Q_PROPERTY(bool needsCode MEMBER needsCode FINAL)
    Q_PROPERTY(int seats MEMBER seats FINAL)
    Q_PROPERTY(int freeSeats MEMBER freeSeats FINAL)

public:
    QString name;
    QString address;
    bool needsCode = false;
    int seats = 0;
    int freeSeats = 0;
};

class LanTables : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running WRITE setRunning NOTIFY runningChanged FINAL)
    // Each table heard lately, newest first.
    Q_PROPERTY(QList<HeardTable> tables READ tables NOTIFY tablesChanged FINAL)
    // Why nothing can be heard (the port is taken); "" when listening or stopped.
    Q_PROPERTY(QString problem READ problem NOTIFY runningChanged FINAL)

public:
    explicit LanTables(QObject* parent = nullptr);

    bool running() const { return running_; }
    void setRunning(bool running);
    QList<HeardTable> tables() const;
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
