// "This deal was fair: checked." A joined table's check of its host's deals
// (docs/protocol.md, "Deals anyone can check"): it keeps what this seat saw
// of each deal (net/deal_witness.h) from the host's messages as they come,
// and once the match is over checks them against the seeds the host reveals.
// The verdict is told when the game shows the match's end (publish): in
// `words` (the match's end screen), the turn log and to a screen reader.
#pragma once

#include "net/deal_witness.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

class DealVerdict : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A joined table checks its deals.")
    // The verdict in the reader's language ("" until the match is over, or
    // when the host committed to no deal).
    Q_PROPERTY(QString words READ words NOTIFY checked FINAL)
    // Every deal checked came out fair (false also before the check).
    Q_PROPERTY(bool fair READ fair NOTIFY checked FINAL)

public:
    explicit DealVerdict(QObject* parent = nullptr) : QObject(parent) {}

    // A new table: what was seen of another one is forgotten.
    void clear();
    // A message from the host, as it arrives (TableState, TurnPlayed, MatchOver);
    // `seat` this window's, `rules` the table's.
    void heard(const tilerummy::net::ServerMessage& message, int seat, const tilerummy::Rules& rules);
    // The game shows the match's end: the verdict is told.
    void publish();

    QString words() const;
    bool fair() const;
    bool published() const { return published_; }

signals:
    void checked();

private:
    tilerummy::net::DealWitness witness_;
    std::vector<tilerummy::net::GameDealCheck> checks_;
    int seat_ = -1; // this window's, at the check
    bool published_ = false;
};
