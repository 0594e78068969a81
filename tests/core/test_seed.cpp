// A seed read from text (core/seed.h): the forms taken and refused, and the
// range, every std::uint64_t.
#include "seed.h"

#include <QtTest/QTest>

#include <optional>
#include <string>

class TestSeed : public QObject {
    Q_OBJECT

private slots:
    void parseSeed_data();
    void parseSeed();
};

void TestSeed::parseSeed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<quint64>("value");
    QTest::newRow("0") << "0" << true << quint64(0);
    QTest::newRow("7") << "7" << true << quint64(7);
    QTest::newRow("leading zeros") << "000000000000000000000042" << true << quint64(42);
    QTest::newRow("int64 max") << "9223372036854775807" << true << quint64(9223372036854775807ULL);
    QTest::newRow("uint64 max") << "18446744073709551615" << true << quint64(18446744073709551615ULL);
    QTest::newRow("uint64 max + 1") << "18446744073709551616" << false << quint64(0);
    QTest::newRow("far too big") << "99999999999999999999999" << false << quint64(0);
    QTest::newRow("empty") << "" << false << quint64(0);
    QTest::newRow("minus") << "-1" << false << quint64(0);
    QTest::newRow("minus zero") << "-0" << false << quint64(0);
    QTest::newRow("plus") << "+5" << false << quint64(0);
    QTest::newRow("space before") << " 5" << false << quint64(0);
    QTest::newRow("space after") << "5 " << false << quint64(0);
    QTest::newRow("letters") << "12a" << false << quint64(0);
    QTest::newRow("hex") << "0x10" << false << quint64(0);
    QTest::newRow("exponent") << "1e3" << false << quint64(0);
    QTest::newRow("fraction") << "1.0" << false << quint64(0);
    QTest::newRow("not ASCII digits") << QStringLiteral("\u0661\u0662") << false << quint64(0); // Arabic-Indic 12
}

void TestSeed::parseSeed()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(quint64, value);
    const std::string utf8 = text.toStdString();
    const std::optional<std::uint64_t> seed = tilerummy::parseSeed(utf8);
    QCOMPARE(seed.has_value(), valid);
    if (valid)
        QCOMPARE(quint64(*seed), value);
}

QTEST_APPLESS_MAIN(TestSeed)
#include "test_seed.moc"
