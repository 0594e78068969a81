// The network table's messages (wire_messages.h) as each side writes and
// reads them: where the sets lie on the felt ("cells", one [row, column] per
// set) goes with a table mid-turn, an end of turn, a turn played and the
// state; it may be left out (older writers: the reader lays the sets out
// afresh), and a wrong one is refused with the field named.
#include "wire_messages.h"

#include <QTest>

using namespace tilerummy;
using namespace tilerummy::net;

class WireTest : public QObject {
    Q_OBJECT

private slots:
    void cellsGoWithEveryTable();
    void cellsMayBeLeftOut();
    void wrongCellsAreRefused();
    void theRefusalsThatEndASeatAreOneList();
};

namespace {

const IdTable kTable{{0, 2, 4}, {10, 36, 62}};
const TableLayout kLayout{{0, 3}, {2, 9}};

template <typename T> T readBack(const ClientMessage& m)
{
    std::string error;
    const auto read = readClientMessage(writeMessage(m), &error);
    if (!read)
        qFatal("%s", error.c_str());
    return std::get<T>(*read);
}

template <typename T> T readBack(const ServerMessage& m)
{
    std::string error;
    const auto read = readServerMessage(writeMessage(m), &error);
    if (!read)
        qFatal("%s", error.c_str());
    return std::get<T>(*read);
}

} // namespace

void WireTest::cellsGoWithEveryTable()
{
    QCOMPARE(readBack<DraftTable>(DraftTable{kTable, kLayout}).layout, kLayout);
    QCOMPARE(readBack<EndTurn>(EndTurn{kTable, kLayout}).layout, kLayout);
    QCOMPARE(readBack<DraftShown>(DraftShown{1, kTable, kLayout}).layout, kLayout);
    TurnPlayed turn;
    turn.turn = 1;
    turn.action = TurnAction::Play;
    turn.table = kTable;
    turn.layout = kLayout;
    turn.rackCounts = {8, 14};
    turn.meldDone = {true, false};
    QCOMPARE(readBack<TurnPlayed>(turn).layout, kLayout);
    TableState state;
    state.table = kTable;
    state.layout = kLayout;
    state.draft = {{0, 2, 4}, {10, 36, 62}, {80}};
    state.draftLayout = {{0, 3}, {2, 9}, {4, 0}};
    state.rackCounts = {8, 14};
    state.meldDone = {true, false};
    state.totals = {0, 0};
    state.pool = 106 - 6 - 22;
    const TableState back = readBack<TableState>(state);
    QCOMPARE(back.layout, kLayout);
    QCOMPARE(back.draftLayout, state.draftLayout);
}

void WireTest::cellsMayBeLeftOut()
{
    std::string error;
    const auto draft = readClientMessage(R"({"type":"draft","table":[[0,2,4]]})", &error);
    QVERIFY2(draft, error.c_str());
    QVERIFY(std::get<DraftTable>(*draft).layout.empty());
    QVERIFY(!writeMessage(DraftTable{kTable, {}}).contains("cells")); // none written when none known
}

void WireTest::wrongCellsAreRefused()
{
    std::string error;
    QVERIFY(!readClientMessage(R"({"type":"play","table":[[0,2,4]],"cells":[[0,1],[2,2]]})", &error));
    QVERIFY2(error.find("cells") != std::string::npos, error.c_str());
    QVERIFY(!readClientMessage(R"({"type":"draft","table":[[0,2,4]],"cells":[[0,20]]})", &error));
    QVERIFY2(error.find("cells[0]") != std::string::npos, error.c_str());
    QVERIFY(!readClientMessage(R"({"type":"draft","table":[[0,2,4]],"cells":[[-1,2]]})", &error));
    QVERIFY(!readClientMessage(R"({"type":"draft","table":[[0,2,4]],"cells":[[1]]})", &error));
    QVERIFY(!readClientMessage(R"({"type":"draft","table":[[0,2,4]],"cells":"here"})", &error));
}

// The host's refusals that a client cannot get past by asking again are
// one list (the joining screen leaves, the bot gives up): docs/protocol.md's
// version, code, full, name, over, closed and replaced; a refused move, a
// strike, a missing hello, a flood or a slow reader are not.
void WireTest::theRefusalsThatEndASeatAreOneList()
{
    for (QLatin1String code : {errors::kVersion, errors::kCode, errors::kFull, errors::kName, errors::kOver,
                               errors::kClosed, errors::kReplaced})
        QVERIFY2(errors::isFatal(code), code.data());
    for (QLatin1String code :
         {errors::kMalformed, errors::kHello, errors::kTurn, errors::kTiles, errors::kFlood, errors::kSlow})
        QVERIFY2(!errors::isFatal(code), code.data());
    QVERIFY(!errors::isFatal(QStringLiteral("a code of a later version")));
    // Each code goes over the wire as written.
    std::string why;
    const auto read = readServerMessage(writeMessage(ErrorReply{errors::kReplaced, QStringLiteral("gone")}), &why);
    QVERIFY2(read, why.c_str());
    QCOMPARE(std::get<ErrorReply>(*read).code, QStringLiteral("replaced"));
}

QTEST_APPLESS_MAIN(WireTest)
#include "test_net_wire.moc"
