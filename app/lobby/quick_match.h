// Quick match: players wait in a queue for a table of 2 or of 4, and are
// seated with people of a similar rating. The gap a player accepts widens the
// longer they wait (kStartGap, then kGapPerSecond more each second); a group
// whose ratings all lie within every member's gap is seated at once. When a
// player's chosen wait is over, they are seated with whoever else waits for
// that size (the nearest ratings first) and AIs take the seats left.
// Pure bookkeeping on a clock it is given (tests give their own).
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <vector>

namespace tilerummy::lobby {

class QuickMatch : public QObject {
    Q_OBJECT

public:
    static constexpr double kStartGap = 100;    // rating points apart, at once
    static constexpr double kGapPerSecond = 10; // more each second waited
    static constexpr int kMostWaitS = 600;      // the longest wait a player may choose
    static constexpr int kTickMs = 1000;        // how often waits are looked at

    // `nowMs`: a clock in ms (null: a steady one of its own).
    explicit QuickMatch(std::function<qint64()> nowMs = {}, QObject* parent = nullptr);

    // Into the queue for a table of `seats` (2 or 4), for at most waitS
    // seconds before AIs fill the table. A key waits in one queue at a time.
    void enqueue(const QString& key, int seats, double rating, int waitS);
    bool remove(const QString& key);
    bool isWaiting(const QString& key) const;
    int waiting(int seats) const;
    std::vector<QString> waitingKeys(int seats) const;
    // Seated or timed out by now (the tick does this every kTickMs; tests call it).
    void match();

    static double gapAfter(qint64 waitedMs) { return kStartGap + kGapPerSecond * waitedMs / 1000.0; }

signals:
    // These people (in no order) are a table of `seats`; AIs take the rest. Rated when two or more.
    void matched(int seats, const std::vector<QString>& keys);
    // Who waits for a table of `seats` changed.
    void queueChanged(int seats);

private:
    struct Waiting {
        QString key;
        int seats = 2;
        double rating = 0;
        qint64 since = 0;
        qint64 waitMs = 0;
    };
    bool matchOnce(int seats); // one group seated (by rating, or a wait over)
    void seat(int seats, const std::vector<std::size_t>& members);

    std::function<qint64()> now_;
    std::vector<Waiting> queue_; // in the order they came
    QTimer tick_;
};

} // namespace tilerummy::lobby
