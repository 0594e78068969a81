// Time banks (core/time_bank.h): a bank per player from the rules, spent by
// each turn and topped up by the increment, never below 0; the turn's time is
// the bank or the turn's own limit, whichever is sooner, and which of them
// runs out decides what happens (the AI plays, or the time-out penalty).
#include "time_bank.h"

#include <QtTest/QTest>

using namespace tilerummy;

class TestTimeBank : public QObject {
    Q_OBJECT

private slots:
    void offWithoutABank();
    void aTurnSpendsAndTheIncrementComesBack();
    void theSoonerLimitDecides();
    void restoredBanksAreClamped();
    void rulesCheckTheBanksRanges();
    void clockTexts();
};

void TestTimeBank::offWithoutABank()
{
    Rules rules;
    rules.turnSeconds = 60;
    const TimeBanks banks(rules, 3);
    QVERIFY(!banks.on());
    QCOMPARE(banks.turnMs(0), std::int64_t(60000)); // the turn's limit alone
    QVERIFY(!banks.bankRunsOutFirst(0));
    QCOMPARE(TimeBanks(Rules::official(), 2).turnMs(1), std::int64_t(-1)); // no clock at all
}

void TestTimeBank::aTurnSpendsAndTheIncrementComesBack()
{
    Rules rules;
    rules.bankSeconds = 300;
    rules.bankIncrementSeconds = 5;
    TimeBanks banks(rules, 2);
    QVERIFY(banks.on());
    QCOMPARE(banks.players(), 2);
    QCOMPARE(banks.leftMs(0), std::int64_t(300000));
    banks.turnTaken(0, 42500);
    QCOMPARE(banks.leftMs(0), std::int64_t(300000 - 42500 + 5000));
    QCOMPARE(banks.leftMs(1), std::int64_t(300000)); // the other seat's bank stands
    banks.turnTaken(1, 999999);                      // more than the bank: it empties, then the increment
    QCOMPARE(banks.leftMs(1), std::int64_t(5000));
    QCOMPARE(banks.turnMs(1), std::int64_t(5000));
    banks.turnTaken(0, -7); // a clock gone back spends nothing
    QCOMPARE(banks.leftMs(0), std::int64_t(300000 - 42500 + 10000));
    banks.turnTaken(5, 1000); // no such seat: nothing
    QCOMPARE(banks.leftMs(5), std::int64_t(0));
}

void TestTimeBank::theSoonerLimitDecides()
{
    Rules rules;
    rules.bankSeconds = 100;
    rules.turnSeconds = 60;
    TimeBanks banks(rules, 2);
    QCOMPARE(banks.turnMs(0), std::int64_t(60000)); // the turn's limit comes first: the penalty at its end
    QVERIFY(!banks.bankRunsOutFirst(0));
    banks.turnTaken(0, 50000);
    QCOMPARE(banks.turnMs(0), std::int64_t(50000)); // now the bank does: the AI plays at its end
    QVERIFY(banks.bankRunsOutFirst(0));
    rules.turnSeconds = 0;
    QVERIFY(TimeBanks(rules, 2).bankRunsOutFirst(1)); // no turn limit: only the bank runs out
}

void TestTimeBank::restoredBanksAreClamped()
{
    Rules rules;
    rules.bankSeconds = 60;
    TimeBanks banks(rules, 3);
    QVERIFY(!banks.restore({1000, 2000})); // the wrong number of seats
    QCOMPARE(banks.leftMs(0), std::int64_t(60000));
    QVERIFY(banks.restore({-5, 1234, TimeBanks::kMostMs * 2}));
    QCOMPARE(banks.leftMs(0), std::int64_t(0));
    QCOMPARE(banks.leftMs(1), std::int64_t(1234));
    QCOMPARE(banks.leftMs(2), TimeBanks::kMostMs);
}

void TestTimeBank::rulesCheckTheBanksRanges()
{
    Rules rules;
    rules.bankSeconds = kMaxBankSeconds + 1;
    std::string error;
    QVERIFY(!validateRules(rules, &error));
    QVERIFY2(error.find("bankSeconds") != std::string::npos, error.c_str());
    rules.bankSeconds = kMaxBankSeconds;
    rules.bankIncrementSeconds = -1;
    QVERIFY(!validateRules(rules, &error));
    QVERIFY2(error.find("bankIncrementSeconds") != std::string::npos, error.c_str());
    rules.bankIncrementSeconds = kMaxBankIncrementSeconds;
    QVERIFY(validateRules(rules, &error));
}

void TestTimeBank::clockTexts()
{
    QCOMPARE(clockText(0), std::string("0:00"));
    QCOMPARE(clockText(1), std::string("0:01")); // a part of a second shows as one
    QCOMPARE(clockText(65000), std::string("1:05"));
    QCOMPARE(clockText(600000), std::string("10:00"));
    QCOMPARE(clockText(3723000), std::string("1:02:03"));
    QCOMPARE(clockText(-5), std::string("0:00"));
}

QTEST_APPLESS_MAIN(TestTimeBank)
#include "test_time_bank.moc"
