// Quick match's grouping (app/lobby/quick_match.h) at chosen times: people of
// a similar rating seated at once, a wider gap after waiting, a wait over
// seating whoever waits with AIs, 4-seat tables taking the closest four.
#include "lobby/quick_match.h"

#include <QtTest/QTest>

#include <algorithm>

using namespace tilerummy::lobby;

namespace {

QuickWaiting waiting(const QString& key, int seats, double rating, qint64 sinceMs, int waitS = 600)
{
    return {key, seats, rating, sinceMs, waitS * qint64(1000)};
}

std::vector<std::vector<QString>> keysOf(const std::vector<QuickGroup>& groups)
{
    std::vector<std::vector<QString>> out;
    for (QuickGroup g : groups) {
        std::sort(g.keys.begin(), g.keys.end());
        out.push_back(g.keys);
    }
    return out;
}

} // namespace

class TestQuickMatch : public QObject {
    Q_OBJECT

private slots:
    void similarRatingsAreSeatedAtOnce();
    void theGapWidensWithTheWait();
    void aWaitOverSeatsWhoeverWaitsWithAis();
    void fourSeatsTakeTheClosestFour();
};

void TestQuickMatch::similarRatingsAreSeatedAtOnce()
{
    QVERIFY(quickGroups({waiting("ann", 2, 1500, 0)}, 0).empty());
    const auto groups = quickGroups({waiting("ann", 2, 1500, 0), waiting("bob", 2, 1580, 0)}, 0);
    QCOMPARE(groups.size(), std::size_t(1));
    QCOMPARE(groups[0].seats, 2);
    QCOMPARE(keysOf(groups)[0], (std::vector<QString>{"ann", "bob"}));
    // Two waiting for tables of another size are not seated together.
    QVERIFY(quickGroups({waiting("ann", 2, 1500, 0), waiting("bob", 4, 1500, 0)}, 0).empty());
}

void TestQuickMatch::theGapWidensWithTheWait()
{
    const std::vector<QuickWaiting> queue{waiting("ann", 2, 1500, 0), waiting("cy", 2, 1800, 0)};
    QVERIFY(quickGroups(queue, 0).empty());                     // 300 apart
    QVERIFY(quickGroups(queue, 19000).empty());                 // gaps 100 + 190
    QCOMPARE(quickGroups(queue, 20000).size(), std::size_t(1)); // 100 + 200 = 300
    // A newcomer's gap is narrow: the spread must fit theirs too.
    const std::vector<QuickWaiting> late{waiting("dan", 2, 1500, 0), waiting("eve", 2, 1750, 40000)};
    QVERIFY(quickGroups(late, 40000).empty());                 // dan's gap 500, eve's 100
    QCOMPARE(quickGroups(late, 55000).size(), std::size_t(1)); // eve's 250
}

void TestQuickMatch::aWaitOverSeatsWhoeverWaitsWithAis()
{
    QVERIFY(quickGroups({waiting("ann", 2, 1500, 0, 30)}, 29000).empty());
    const auto alone = quickGroups({waiting("ann", 2, 1500, 0, 30)}, 30000);
    QCOMPARE(keysOf(alone), (std::vector<std::vector<QString>>{{"ann"}})); // AIs take the other seat
    // In a 4-seat queue, the one whose wait is over takes the others waiting too.
    const auto four = quickGroups({waiting("bob", 4, 1500, 0, 10), waiting("cy", 4, 2400, 5000)}, 10000);
    QCOMPARE(four.size(), std::size_t(1));
    QCOMPARE(four[0].seats, 4);
    QCOMPARE(keysOf(four)[0], (std::vector<QString>{"bob", "cy"}));
}

void TestQuickMatch::fourSeatsTakeTheClosestFour()
{
    std::vector<QuickWaiting> queue;
    for (const auto& [key, rating] : std::vector<std::pair<QString, double>>{
             {"a", 1000}, {"b", 1500}, {"c", 1520}, {"d", 1540}, {"e", 1560}, {"f", 2500}})
        queue.push_back(waiting(key, 4, rating, 0));
    const auto groups = quickGroups(queue, 0);
    QCOMPARE(groups.size(), std::size_t(1));
    QCOMPARE(keysOf(groups)[0], (std::vector<QString>{"b", "c", "d", "e"}));
}

QTEST_GUILESS_MAIN(TestQuickMatch)
#include "test_quick_match.moc"
