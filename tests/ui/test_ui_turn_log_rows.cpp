// The turn log's rows (app/record/turn_log_rows.h): a line appended is one
// row inserted, the oldest dropped are rows removed, and any other change is
// the list anew; the rows always read as the log's lines.
#include "record/turn_log_rows.h"

#include <QSignalSpy>
#include <QTest>

namespace {

QStringList rowsOf(const TurnLogRows& rows)
{
    QStringList out;
    for (int i = 0; i < rows.rowCount(); ++i)
        out << rows.data(rows.index(i)).toString();
    return out;
}

} // namespace

class TurnLogRowsTest : public QObject {
    Q_OBJECT

private slots:
    void aLineAppendedIsARowInserted()
    {
        TurnLogRows rows;
        QSignalSpy inserted(&rows, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&rows, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&rows, &QAbstractItemModel::modelReset);
        rows.follow({"Round 1", "Turn 1"});
        rows.follow({"Round 1", "Turn 1", "Turn 2"});
        QCOMPARE(rowsOf(rows), (QStringList{"Round 1", "Turn 1", "Turn 2"}));
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.last().at(1).toInt(), 2); // the one new row
        QCOMPARE(inserted.last().at(2).toInt(), 2);
        // The oldest dropped as one more comes: a row removed, one inserted.
        rows.follow({"Turn 1", "Turn 2", "Turn 3"});
        QCOMPARE(rowsOf(rows), (QStringList{"Turn 1", "Turn 2", "Turn 3"}));
        QCOMPARE(removed.count(), 1);
        QCOMPARE(inserted.count(), 3);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(rows.roleNames().value(Qt::DisplayRole), QByteArray("modelData"));
    }

    void anyOtherChangeIsTheListAnew()
    {
        TurnLogRows rows;
        rows.follow({"Turn 1", "Turn 2"});
        QSignalSpy reset(&rows, &QAbstractItemModel::modelReset);
        rows.follow({"Zug 1", "Zug 2"}); // another language
        QCOMPARE(rowsOf(rows), (QStringList{"Zug 1", "Zug 2"}));
        QCOMPARE(reset.count(), 1);
        rows.follow({"Zug 1", "Zug 2 (anders)"}); // a line written again
        QCOMPARE(rowsOf(rows), (QStringList{"Zug 1", "Zug 2 (anders)"}));
        rows.follow({});
        QCOMPARE(rows.rowCount(), 0);
        rows.follow({"Round 1"});
        QCOMPARE(rowsOf(rows), QStringList{"Round 1"});
    }
};

QTEST_GUILESS_MAIN(TurnLogRowsTest)
#include "test_ui_turn_log_rows.moc"
