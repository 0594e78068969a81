// Quick match: players wait in a queue for a table of 2 or of 4 and are
// seated with people of a similar rating. The gap a player accepts widens the
// longer they wait (kStartGap, then kGapPerSecond more each second); a group
// of neighbours in rating whose spread lies within every member's gap is
// seated at once. When a player's chosen wait is over, they are seated with
// whoever else waits for that size (the nearest ratings first) and AIs take
// the seats left. A pure function of the queue and the time: the queue itself
// is the lobby's (LobbyRooms), shared by its processes.
#pragma once

#include <QString>

#include <vector>

namespace tilerummy::lobby {

struct QuickWaiting {
    QString key;
    int seats = 2; // 2 or 4
    double rating = 0;
    qint64 sinceMs = 0; // when they asked (ms since the epoch)
    qint64 waitMs = 0;  // how long they wait for people
};

struct QuickGroup {
    int seats = 2;
    std::vector<QString> keys; // the people; AIs take the seats left
};

struct QuickMatchRules {
    static constexpr double kStartGap = 100;    // rating points apart, at once
    static constexpr double kGapPerSecond = 10; // more each second waited
    static constexpr int kMostWaitS = 600;      // the longest wait a player may choose
    static constexpr int kTickMs = 1000;        // how often the lobby looks at the queue
    static double gapAfter(qint64 waitedMs)
    {
        return kStartGap + kGapPerSecond * static_cast<double>(waitedMs) / 1000.0;
    }
};

// The groups seated at `nowMs`, in the order found (the queue in the order the players came).
std::vector<QuickGroup> quickGroups(std::vector<QuickWaiting> queue, qint64 nowMs);

} // namespace tilerummy::lobby
