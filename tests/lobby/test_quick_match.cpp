// Quick match (app/lobby/quick_match.h) on a clock the test moves: people of
// a similar rating seated at once, a wider gap after waiting, a wait over
// seating whoever waits with AIs, 4-seat tables, a player who gives up.
#include "lobby/quick_match.h"

#include <QSignalSpy>
#include <QtTest/QTest>

using tilerummy::lobby::QuickMatch;

class TestQuickMatch : public QObject {
    Q_OBJECT

private slots:
    void init();
    void similarRatingsAreSeatedAtOnce();
    void theGapWidensWithTheWait();
    void aWaitOverSeatsWhoeverWaitsWithAis();
    void fourSeatsTakeTheClosestFour();
    void aPlayerWhoGivesUpIsNotSeated();

private:
    std::vector<std::pair<int, std::vector<QString>>> matched_;
    qint64 now_ = 0;
    std::unique_ptr<QuickMatch> quick_;
};

void TestQuickMatch::init()
{
    now_ = 0;
    matched_.clear();
    quick_ = std::make_unique<QuickMatch>([this] { return now_; });
    connect(quick_.get(), &QuickMatch::matched, this, [this](int seats, const std::vector<QString>& keys) {
        std::vector<QString> sorted = keys;
        std::sort(sorted.begin(), sorted.end());
        matched_.emplace_back(seats, sorted);
    });
}

void TestQuickMatch::similarRatingsAreSeatedAtOnce()
{
    quick_->enqueue("ann", 2, 1500, 60);
    QVERIFY(matched_.empty());
    QVERIFY(quick_->isWaiting("ann"));
    quick_->enqueue("bob", 2, 1580, 60);
    QCOMPARE(matched_.size(), std::size_t(1));
    QCOMPARE(matched_[0].first, 2);
    QCOMPARE(matched_[0].second, (std::vector<QString>{"ann", "bob"}));
    QVERIFY(!quick_->isWaiting("ann"));
    QCOMPARE(quick_->waiting(2), 0);
}

void TestQuickMatch::theGapWidensWithTheWait()
{
    quick_->enqueue("ann", 2, 1500, 600);
    quick_->enqueue("cy", 2, 1800, 600); // 300 apart: not yet
    QVERIFY(matched_.empty());
    now_ = 19000; // gaps 100 + 190: still short
    quick_->match();
    QVERIFY(matched_.empty());
    now_ = 20000; // 100 + 200 = 300
    quick_->match();
    QCOMPARE(matched_.size(), std::size_t(1));
    QCOMPARE(matched_[0].second, (std::vector<QString>{"ann", "cy"}));
    // A newcomer's gap is narrow: it must fit theirs too.
    quick_->enqueue("dan", 2, 1500, 600);
    now_ = 40000;
    quick_->enqueue("eve", 2, 1750, 600); // dan's gap is 300 by now, eve's only 100
    QCOMPARE(matched_.size(), std::size_t(1));
    now_ = 55000; // eve: 100 + 150 = 250
    quick_->match();
    QCOMPARE(matched_.size(), std::size_t(2));
}

void TestQuickMatch::aWaitOverSeatsWhoeverWaitsWithAis()
{
    quick_->enqueue("ann", 2, 1500, 30);
    now_ = 29000;
    quick_->match();
    QVERIFY(matched_.empty());
    now_ = 30000;
    quick_->match();
    QCOMPARE(matched_.size(), std::size_t(1));
    QCOMPARE(matched_[0].second, (std::vector<QString>{"ann"})); // alone: AIs take the other seat
    // In a 4-seat queue, the one whose wait is over takes those waiting too.
    quick_->enqueue("bob", 4, 1500, 10);
    quick_->enqueue("cy", 4, 2400, 600);
    now_ = 40000;
    quick_->match();
    QCOMPARE(matched_.size(), std::size_t(2));
    QCOMPARE(matched_[1].first, 4);
    QCOMPARE(matched_[1].second, (std::vector<QString>{"bob", "cy"}));
}

void TestQuickMatch::fourSeatsTakeTheClosestFour()
{
    for (const auto& [key, rating] : std::vector<std::pair<QString, double>>{
             {"a", 1000}, {"b", 1500}, {"c", 1520}, {"d", 1540}, {"e", 1560}, {"f", 2500}})
        quick_->enqueue(key, 4, rating, 600);
    QCOMPARE(matched_.size(), std::size_t(1));
    QCOMPARE(matched_[0].second, (std::vector<QString>{"b", "c", "d", "e"}));
    QCOMPARE(quick_->waiting(4), 2);
    QCOMPARE(quick_->waiting(2), 0);
}

void TestQuickMatch::aPlayerWhoGivesUpIsNotSeated()
{
    quick_->enqueue("ann", 2, 1500, 10);
    QVERIFY(quick_->remove("ann"));
    QVERIFY(!quick_->remove("ann"));
    now_ = 20000;
    quick_->match();
    QVERIFY(matched_.empty());
    // Queued again for another size: in that queue only.
    quick_->enqueue("bob", 2, 1500, 600);
    quick_->enqueue("bob", 4, 1500, 600);
    QCOMPARE(quick_->waiting(2), 0);
    QCOMPARE(quick_->waiting(4), 1);
}

QTEST_GUILESS_MAIN(TestQuickMatch)
#include "test_quick_match.moc"
