// The network table's messages (wire_messages.h) as each side writes and
// reads them: where the sets lie on the felt ("cells", one [row, column] per
// set) goes with a table mid-turn, an end of turn, a turn played and the
// state; it may be left out (older writers: the reader lays the sets out
// afresh), and a wrong one is refused with the field named.
#include "net/wire_messages.h"

#include "deal_proof.h"

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
    void movesNameTheirTurnAndTheLastTurnNobodys();
    void aStateTellsTheGameSoFar();
    void theDealIsCommittedToAndItsSeedRevealed();
    void playingAgainIsAskedAndAnswered();
    void watchersAndChatAreOptionalFields();
    void aChatLineIsAPhraseOrAText();
    void timeBanksGoWithTheStateAndEachTurn();
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
    QCOMPARE(readBack<TurnPlayed>(turn).meldPoints, -1); // not told
    turn.meldPoints = 42;
    QCOMPARE(readBack<TurnPlayed>(turn).meldPoints, 42);
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
                               errors::kClosed, errors::kReplaced, errors::kWait, errors::kStale, errors::kFreed})
        QVERIFY2(errors::isFatal(code), code.data());
    for (QLatin1String code : {errors::kMalformed, errors::kHello, errors::kTurn, errors::kTiles, errors::kFlood,
                               errors::kSlow, errors::kPaused, errors::kAgain})
        QVERIFY2(!errors::isFatal(code), code.data());
    QVERIFY(!errors::isFatal(QStringLiteral("a code of a later version")));
    // Each code goes over the wire as written.
    std::string why;
    const auto read = readServerMessage(writeMessage(ErrorReply{errors::kReplaced, QStringLiteral("gone")}), &why);
    QVERIFY2(read, why.c_str());
    QCOMPARE(std::get<ErrorReply>(*read).code, QStringLiteral("replaced"));
    QCOMPARE(std::get<ErrorReply>(*read).retryS, -1); // not told
    // A wait says how long; an older host's says nothing of it.
    const auto wait = readServerMessage(writeMessage(ErrorReply{errors::kWait, QStringLiteral("later"), 42}), &why);
    QVERIFY2(wait, why.c_str());
    QCOMPARE(std::get<ErrorReply>(*wait).code, QStringLiteral("wait"));
    QCOMPARE(std::get<ErrorReply>(*wait).retryS, 42);
    QVERIFY(!readServerMessage(R"({"type":"error","code":"wait","message":"x","retryS":-5})", &why));
    QVERIFY2(why.find("retryS") != std::string::npos, why.c_str());
}

void WireTest::movesNameTheirTurnAndTheLastTurnNobodys()
{
    // A move names the turn it is for; one of an older client names none (-1).
    const DrawTile draw = readBack<DrawTile>(DrawTile{2, 17});
    QCOMPARE(draw.game, 2);
    QCOMPARE(draw.turn, 17);
    QCOMPARE(readBack<EndTurn>(EndTurn{kTable, {}, 0, 3}).turn, 3);
    QCOMPARE(readBack<DraftTable>(DraftTable{kTable, {}, 1, 0}).game, 1);
    std::string error;
    const auto old = readClientMessage(R"({"type":"draw"})", &error);
    QVERIFY2(old, error.c_str());
    QCOMPARE(std::get<DrawTile>(*old).turn, -1);
    QVERIFY(!readClientMessage(R"({"type":"draw","turn":-4})", &error));
    QVERIFY(!readClientMessage(R"({"type":"draw","game":"one"})", &error));

    // The turn that ends a game says so; a turn without the field is not the last.
    TurnPlayed turn;
    turn.turn = 9;
    turn.rackCounts = {0, 14};
    turn.meldDone = {true, false};
    turn.last = true;
    QVERIFY(writeMessage(turn).contains("\"last\":true"));
    QVERIFY(readBack<TurnPlayed>(turn).last);
    turn.last = false;
    QVERIFY(!writeMessage(turn).contains("last"));
    QVERIFY(!readBack<TurnPlayed>(turn).last);
}

void WireTest::aStateTellsTheGameSoFar()
{
    TableState state;
    state.turn = 2;
    state.table = kTable;
    state.rackCounts = {8, 14};
    state.meldDone = {true, false};
    state.totals = {0, 0};
    state.pool = 106 - 6 - 22;
    state.historyTable = {};
    state.historyMeldDone = {false, false};
    state.history = {PastTurn{0, TurnAction::Play, kTable, {}, 0, {}, false},
                     PastTurn{1, TurnAction::Draw, {}, {}, 1, {}, true}};
    const TableState back = readBack<TableState>(state);
    QCOMPARE(back.history, state.history);
    QCOMPARE(back.historyMeldDone, state.historyMeldDone);
    // Without it (an older host, or the deal), nothing is known of the turns before.
    state.history.clear();
    state.historyMeldDone.clear();
    QVERIFY(!writeMessage(state).contains("history"));
    QVERIFY(readBack<TableState>(state).history.empty());
    // A history's turns are checked as strictly as the rest.
    std::string error;
    QByteArray bad = writeMessage(back).replace("\"drawnCount\":1", "\"drawnCount\":-1");
    QVERIFY(!readServerMessage(bad, &error));
    QVERIFY2(error.find("history.turns[1]") != std::string::npos, error.c_str());
}

// Deals anyone can check: the state at the deal carries the host's commitment;
// the match's end reveals every game's seed, as decimal strings (a 64-bit seed
// does not survive a JSON number). Both optional; a wrong one is refused.
void WireTest::theDealIsCommittedToAndItsSeedRevealed()
{
    TableState state;
    state.rackCounts = {14, 14};
    state.meldDone = {false, false};
    state.totals = {0, 0};
    state.commitment = QString::fromStdString(dealCommitment(18446744073709551615ULL, 2, Rules::official()));
    QCOMPARE(readBack<TableState>(state).commitment, state.commitment);
    std::string error;
    QVERIFY(!readServerMessage(QByteArray(writeMessage(state)).replace(state.commitment.toLatin1(), "abc"), &error));
    QVERIFY2(error.find("commitment") != std::string::npos, error.c_str());
    state.commitment.clear();
    QVERIFY(!writeMessage(state).contains("commitment"));
    QVERIFY(readBack<TableState>(state).commitment.isEmpty());

    MatchOver over{2, {1, 1}, 0, {18446744073709551615ULL, 7}};
    QVERIFY(writeMessage(over).contains("\"seeds\":[\"18446744073709551615\",\"7\"]"));
    QCOMPARE(readBack<MatchOver>(over).seeds, over.seeds);
    over.seeds.clear();
    QVERIFY(!writeMessage(over).contains("seeds"));
    QVERIFY(readBack<MatchOver>(over).seeds.empty());
    for (const char* bad : {R"({"type":"over","games":1,"wins":[1,0],"draws":0,"seeds":[7]})",
                            R"({"type":"over","games":1,"wins":[1,0],"draws":0,"seeds":["-7"]})",
                            R"({"type":"over","games":1,"wins":[1,0],"draws":0,"seeds":["1","2"]})",
                            R"({"type":"over","games":1,"wins":[1,0],"draws":0,"seeds":"7"})"}) {
        QVERIFY2(!readServerMessage(bad, &error), bad);
        QVERIFY2(error.find("seeds") != std::string::npos, error.c_str());
    }
}

// After the match: the host's question with each seat's answer, a friend's answer.
void WireTest::playingAgainIsAskedAndAnswered()
{
    const AgainAsked asked{{again::kHost, again::kYes, again::kAsked, again::kNo}};
    QCOMPARE(readBack<AgainAsked>(asked).answers, asked.answers);
    QVERIFY(writeMessage(asked).contains(R"("answers":["host","yes","asked","no"])"));
    QCOMPARE(readBack<AgainAnswer>(AgainAnswer{true}).yes, true);
    QCOMPARE(readBack<AgainAnswer>(AgainAnswer{false}).yes, false);
    QVERIFY(writeMessage(AgainAnswer{true}).contains(R"("yes":true)"));
    std::string why;
    QVERIFY(!readServerMessage(R"({"type":"again","answers":["host","maybe"]})", &why));
    QVERIFY2(why.find("answers[1]") != std::string::npos, why.c_str());
    QVERIFY(!readServerMessage(R"({"type":"again","answers":["yes"]})", &why)); // one seat is no table
    QVERIFY(!readClientMessage(R"({"type":"again","yes":"please"})", &why));
    QVERIFY2(why.find("yes") != std::string::npos, why.c_str());
    QVERIFY(!readClientMessage(R"({"type":"again"})", &why));
}

void WireTest::watchersAndChatAreOptionalFields()
{
    Hello hello{kProtocolVersion, "Cy", "fish", {}, true, true};
    const Hello back = readBack<Hello>(hello);
    QVERIFY(back.watch && back.chat);
    // An older client says neither: read as false.
    const Hello old = readBack<Hello>(Hello{kProtocolVersion, "Ann", "fish", {}, false, false});
    QVERIFY(!old.watch && !old.chat);
    QVERIFY(!writeMessage(Hello{kProtocolVersion, "Ann", "fish", {}}).contains("watch"));
    std::string why;
    QVERIFY(!readClientMessage(R"({"type":"hello","protocol":1,"name":"Cy","watch":true,"token":"abcd"})", &why));
    QVERIFY2(why.find("token") != std::string::npos, why.c_str());
    // A watcher's welcome: seat -1, no token; a player's never seat -1.
    Welcome w;
    w.seat = -1;
    w.watching = true;
    w.watchers = 2;
    w.chat = true;
    w.seats = {SeatInfo{"Ann", kHostSeat, true, true}, SeatInfo{"Bea", kRemoteSeat, true, true}};
    const Welcome wb = readBack<Welcome>(w);
    QCOMPARE(wb.seat, -1);
    QVERIFY(wb.watching && wb.chat);
    QCOMPARE(wb.watchers, 2);
    w.watching = false;
    QVERIFY(!readServerMessage(writeMessage(w), &why));
    QCOMPARE(readBack<SeatsChanged>(SeatsChanged{w.seats, 3}).watchers, 3);
    QVERIFY(!readServerMessage(R"({"type":"seats","seats":[],"watchers":99})", &why));
}

void WireTest::aChatLineIsAPhraseOrAText()
{
    QCOMPARE(readBack<Say>(Say{"good-move", {}}).phrase, QStringLiteral("good-move"));
    QCOMPARE(readBack<Say>(Say{{}, "  nice   one "}).text, QStringLiteral("nice one"));
    const Chat chat = readBack<Chat>(Chat{1, "Bea", {}, "hello"});
    QCOMPARE(chat.seat, 1);
    QCOMPARE(chat.name, QStringLiteral("Bea"));
    QCOMPARE(chat.text, QStringLiteral("hello"));
    std::string why;
    QVERIFY(!readClientMessage(R"({"type":"say"})", &why));
    QVERIFY(!readClientMessage(R"({"type":"say","phrase":"good-move","text":"hi"})", &why));
    QVERIFY(!readClientMessage(R"({"type":"say","phrase":"you-cheat"})", &why));
    QVERIFY2(why.find("phrase") != std::string::npos, why.c_str());
    QVERIFY(!readClientMessage(R"({"type":"say","text":"   "})", &why));
    QVERIFY(
        !readClientMessage(QByteArray(R"({"type":"say","text":")") + QByteArray(kMaxChatChars + 1, 'a') + "\"}", &why));
    QVERIFY(readClientMessage(QByteArray(R"({"type":"say","text":")") + QByteArray(kMaxChatChars, 'a') + "\"}", &why));
    QVERIFY(!readClientMessage(R"({"type":"say","text":"a\u0007b"})", &why)); // no control characters
    QVERIFY(!readServerMessage(R"({"type":"chat","seat":9,"name":"Bea","text":"hi"})", &why));
}

// Time banks: each seat's bank in ms, in the state and after each turn;
// optional (absent: no banks), one per seat, never below 0 nor above the most
// a bank can hold.
void WireTest::timeBanksGoWithTheStateAndEachTurn()
{
    TableState state;
    state.rackCounts = {14, 14};
    state.meldDone = {false, false};
    state.totals = {0, 0};
    QVERIFY(!writeMessage(state).contains("banks"));
    QVERIFY(readBack<TableState>(state).banks.empty());
    state.banks = {300000, 12345};
    QCOMPARE(readBack<TableState>(state).banks, state.banks);

    TurnPlayed turn;
    turn.turn = 1;
    turn.player = 1;
    turn.action = TurnAction::Draw;
    turn.rackCounts = {14, 15};
    turn.meldDone = {false, false};
    turn.pool = 77;
    QVERIFY(!writeMessage(turn).contains("banks"));
    turn.banks = {0, 305000};
    QCOMPARE(readBack<TurnPlayed>(turn).banks, turn.banks);

    std::string error;
    const QByteArray good = writeMessage(turn);
    for (const QByteArray& bad :
         {QByteArray("[-1,305000]"), QByteArray("[0]"), QByteArray("[0,999999999]"), QByteArray("\"0\"")}) {
        const QByteArray message = QByteArray(good).replace("[0,305000]", bad);
        QVERIFY2(!readServerMessage(message, &error), message.constData());
        QVERIFY2(error.find("banks") != std::string::npos, error.c_str());
    }
}

QTEST_APPLESS_MAIN(WireTest)
#include "test_net_wire.moc"
