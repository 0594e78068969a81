// Saved games: the JSON written for a match in progress reads back to the
// same save and, replayed, the same match; every field of a hand-corrupted
// file is refused with a message naming it; a draft that does not fit is
// dropped; writes are atomic (a failed write keeps the old file); reads never
// change the file; a bad file can be set aside under a new name.
#include "facts_cache.h"
#include "finished_games.h"
#include "game_history.h"
#include "history_statistics.h"
#include "played_games.h"
#include "rack_slots.h"
#include "round_review.h"
#include "save_game.h"
#include "table_layout.h"

#include "ai_player.h"
#include "match_record.h"
#include "meld.h"
#include "tile_ids.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace {

// Plays the current player's turn with a beginner AI.
void aiTurn(tilerummy::RecordedMatch& m, tilerummy::AiPlayer& ai)
{
    const tilerummy::Game& g = m.round();
    const int p = g.currentPlayer();
    const tilerummy::AiDecision d = ai.decide(tilerummy::viewOf(g, p));
    if (d.play) {
        const auto ids = tilerummy::assignIds({g.table(), g.rack(p)}, d.table);
        QVERIFY(ids.has_value());
        m.play(ids->table, ids->rack);
    } else {
        m.drawOrPass();
    }
}

// A match in progress: 3 players (seat 0 human), an illegal play first (so
// that action 0 is a play), a draw, a time-out, then AI turns until it is the
// human's turn again after turn 30. The draft is the human's rack reversed.
struct Fixture {
    SavedGame save;
    std::unique_ptr<tilerummy::RecordedMatch> match;
};

Fixture makeFixture()
{
    Fixture f;
    f.save.setup.players = 3;
    f.save.setup.rules.poolEmpty = tilerummy::PoolEmptyRule::OneMoreTurnEach;
    f.save.setup.rules.turnSeconds = 60;
    f.save.setup.seed = 18446744073709551615ULL;
    f.save.seats = {SeatKind::Person, SeatKind::Beginner, SeatKind::Expert};
    f.save.names = {QStringLiteral("Zoë"), QStringLiteral("Player 2"), QStringLiteral("Deep Blue")};
    f.match = std::make_unique<tilerummy::RecordedMatch>(f.save.setup);
    tilerummy::RecordedMatch& m = *f.match;
    {
        const tilerummy::Game& g = m.round();
        tilerummy::IdTable table = g.table();
        tilerummy::IdSet rack = g.rack(g.currentPlayer());
        table.push_back({rack.front()});
        rack.erase(rack.begin());
        m.play(table, rack);
    }
    m.drawOrPass();
    m.timeOut();
    std::vector<tilerummy::AiPlayer> ais;
    for (int p = 0; p < 3; ++p)
        ais.emplace_back(tilerummy::AiLevel::Beginner, 100 + static_cast<std::uint64_t>(p), 20000);
    while (!m.round().isOver() && (m.round().turnNumber() < 30 || m.round().currentPlayer() != 0))
        aiTurn(m, ais[static_cast<std::size_t>(m.round().currentPlayer())]);
    f.save.actions = m.actions();
    for (int p = 0; p < 3; ++p) {
        tilerummy::IdSet order = m.round().rack(p);
        std::reverse(order.begin(), order.end());
        f.save.rackOrders.push_back(p == 1 ? tilerummy::IdSet{} : order);
    }
    tilerummy::IdPosition draft{m.round().table(), m.round().rack(0)};
    std::reverse(draft.rack.begin(), draft.rack.end());
    f.save.draft = draft;
    f.save.savedAt = QDateTime(QDate(2024, 5, 1), QTime(12, 34, 56, 789), Qt::UTC);
    return f;
}

void compareSaves(const SavedGame& a, const SavedGame& b)
{
    QVERIFY(a.setup == b.setup);
    QCOMPARE(a.seats, b.seats);
    QCOMPARE(a.names, b.names);
    QVERIFY(a.actions == b.actions);
    QCOMPARE(a.rackOrders, b.rackOrders);
    QCOMPARE(a.draft.has_value(), b.draft.has_value());
    if (a.draft) {
        QCOMPARE(a.draft->table, b.draft->table);
        QCOMPARE(a.draft->rack, b.draft->rack);
    }
    QCOMPARE(a.savedAt, b.savedAt);
}

void compareMatches(const tilerummy::RecordedMatch& a, const tilerummy::RecordedMatch& b)
{
    QCOMPARE(a.round().table(), b.round().table());
    for (int p = 0; p < a.round().playerCount(); ++p)
        QCOMPARE(a.round().rack(p), b.round().rack(p));
    QCOMPARE(a.round().pool(), b.round().pool());
    QCOMPARE(a.round().currentPlayer(), b.round().currentPlayer());
    QCOMPARE(a.round().turnNumber(), b.round().turnNumber());
    QCOMPARE(a.round().scores(), b.round().scores());
    QCOMPARE(a.match().roundNumber(), b.match().roundNumber());
    QCOMPARE(a.match().totals(), b.match().totals());
    QCOMPARE(a.match().roundScores(), b.match().roundScores());
    QCOMPARE(a.turns().size(), b.turns().size());
}

QJsonObject objectOf(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

QByteArray bytesOf(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Sets (or, with remove, removes) the value at a path like
// "actions[0].table[1][2]" or "rules.rackSize".
struct Step {
    QString key;
    int index = -1;
};

QJsonValue setAt(const QJsonValue& node, const QList<Step>& steps, qsizetype i, const QJsonValue& value, bool remove)
{
    const Step& s = steps[i];
    const bool last = i + 1 == steps.size();
    if (s.index >= 0) {
        QJsonArray a = node.toArray();
        if (last && remove)
            a.removeAt(s.index);
        else
            a[s.index] = last ? value : setAt(a.at(s.index), steps, i + 1, value, remove);
        return a;
    }
    QJsonObject o = node.toObject();
    if (last && remove)
        o.remove(s.key);
    else
        o[s.key] = last ? value : setAt(o.value(s.key), steps, i + 1, value, remove);
    return o;
}

QJsonObject edited(const QJsonObject& root, const QString& path, const QString& valueJson)
{
    static const QRegularExpression token(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    QList<Step> steps;
    for (auto it = token.globalMatch(path); it.hasNext();) {
        const auto match = it.next();
        Step s;
        if (match.captured(2).isEmpty())
            s.key = match.captured(1);
        else
            s.index = match.captured(2).toInt();
        steps.append(s);
    }
    const bool remove = valueJson == QLatin1String("<remove>");
    QJsonValue value;
    if (!remove) {
        const QJsonDocument doc = QJsonDocument::fromJson("[" + valueJson.toUtf8() + "]");
        if (!doc.isArray())
            qFatal("test data: bad JSON value %s", qPrintable(valueJson));
        value = doc.array().at(0);
    }
    return setAt(root, steps, 0, value, remove).toObject();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace

class TestUiSaveGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTripKeepsEverything();
    void jsonHasTheDocumentedShape();
    void restoredMatchPlaysOnLikeTheOriginal();
    void multiRoundMatchRoundTrips();
    void corruptedFieldsAreRefused_data();
    void corruptedFieldsAreRefused();
    void impossibleStatesAreRefused();
    void versionOneStillLoads();
    void notJsonOrNotAnObjectIsRefused();
    void draftThatDoesNotFitIsDropped();
    void restoreReportsWhyItDoesNotReplay();
    void orderedRackFollowsThePlayersOrder();
    void writeThenReadGivesTheSave();
    void aSaveIsCheckedWhenItComesIn();
    void failedWriteKeepsTheOldFile();
    void readErrorsAreClearAndLeaveTheFile();
    void badFileIsSetAside();
    void staleTemporariesAreCleared();
    void autosaveLivesInAppData();
    void whereThingsLieRoundTrips();
    void theHistoryKeepsTheNewestGames();
    void statisticsCountFinishedGames();
    void statisticsSurviveARestart();
    void statisticsCountMixedTablesApartAndLeaveHintsOut();

private:
    Fixture fixture_;
};

void TestUiSaveGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TileRummyTests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_ui_save_game"));
    fixture_ = makeFixture();
    QVERIFY(!fixture_.match->round().isOver());
    QCOMPARE(fixture_.match->round().currentPlayer(), 0);
    QVERIFY(fixture_.save.actions.size() >= 30);
}

void TestUiSaveGame::roundTripKeepsEverything()
{
    const QByteArray json = toJson(fixture_.save);
    QString error;
    const auto back = fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(error.isEmpty());
    compareSaves(*back, fixture_.save);
    QVERIFY(back->draft.has_value()); // it fits: kept
    // The same bytes again.
    QCOMPARE(toJson(*back), json);

    QString why;
    const auto restored = restore(*back, &why);
    QVERIFY2(restored, qPrintable(why));
    compareMatches(*restored, *fixture_.match);
    QVERIFY(restored->actions() == fixture_.match->actions());
}

void TestUiSaveGame::jsonHasTheDocumentedShape()
{
    const QJsonObject o = objectOf(toJson(fixture_.save));
    QCOMPARE(o.value("format").toString(), QStringLiteral("tilerummy-save"));
    QCOMPARE(o.value("version").toInt(), 2);
    QCOMPARE(o.value("savedAt").toString(), QStringLiteral("2024-05-01T12:34:56.789Z"));
    QCOMPARE(o.value("seed").toString(), QStringLiteral("18446744073709551615")); // a string: no double rounding
    const QJsonArray players = o.value("players").toArray();
    QCOMPARE(players.size(), 3);
    QCOMPARE(players.at(0).toObject().value("name").toString(), QStringLiteral("Zoë"));
    QCOMPARE(players.at(2).toObject().value("seat").toString(), QStringLiteral("expert"));
    const QJsonObject rules = o.value("rules").toObject();
    QCOMPARE(rules.keys().size(), 8);
    QCOMPARE(rules.value("poolEmpty").toString(), QStringLiteral("one-more-turn"));
    QCOMPARE(rules.value("turnSeconds").toInt(), 60);
    QCOMPARE(rules.value("rackSize").toInt(), 14);
    QCOMPARE(rules.value("initialMeld").toInt(), 30);
    QCOMPARE(rules.value("penaltyTiles").toInt(), 3);
    QCOMPARE(rules.value("timeoutPenaltyTiles").toInt(), 3);
    QCOMPARE(rules.value("rounds").toInt(), 1);
    QCOMPARE(rules.value("targetScore").toInt(), 0);
    const QJsonArray actions = o.value("actions").toArray();
    QCOMPARE(actions.size(), qsizetype(fixture_.save.actions.size()));
    QCOMPARE(actions.at(0).toObject().value("a").toString(), QStringLiteral("play"));
    QVERIFY(actions.at(0).toObject().value("table").isArray());
    QVERIFY(actions.at(0).toObject().value("rack").isArray());
    QCOMPARE(actions.at(1).toObject(), QJsonObject({{"a", "draw"}}));
    QCOMPARE(actions.at(2).toObject(), QJsonObject({{"a", "timeout"}}));
    QCOMPARE(o.value("rackOrders").toArray().size(), 3);
    QCOMPARE(o.value("rackOrders").toArray().at(1).toArray().size(), 0);
    QVERIFY(o.value("draft").toObject().value("table").isArray());
    // Where the game stands, as the match has it.
    const QJsonObject state = o.value("state").toObject();
    const tilerummy::Game& round = fixture_.match->round();
    QCOMPARE(state.value("round").toInt(), 1);
    QCOMPARE(state.value("turn").toInt(), round.turnNumber());
    QCOMPARE(state.value("player").toInt(), 0);
    QCOMPARE(state.value("roundOver").toBool(true), false);
    QCOMPARE(state.value("table").toArray().size(), qsizetype(round.table().size()));
    QCOMPARE(state.value("racks").toArray().size(), 3);
    QCOMPARE(state.value("racks").toArray().at(1).toArray().size(), qsizetype(round.rack(1).size()));
    QCOMPARE(state.value("pool").toArray().size(), qsizetype(round.poolSize()));
    QCOMPARE(state.value("pool").toArray().at(0).toInt(), round.pool().front()); // in drawing order
    QCOMPARE(state.value("initialMeldDone").toArray().size(), 3);
    QCOMPARE(state.value("totals").toArray(), QJsonArray({0, 0, 0}));

    SavedGame noDraft = fixture_.save;
    noDraft.draft.reset();
    QVERIFY(!objectOf(toJson(noDraft)).contains("draft"));
    QString error;
    const auto back = fromJson(toJson(noDraft), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(!back->draft);
}

void TestUiSaveGame::restoredMatchPlaysOnLikeTheOriginal()
{
    QString error;
    const auto back = fromJson(toJson(fixture_.save), &error);
    QVERIFY2(back, qPrintable(error));
    auto restored = restore(*back, &error);
    QVERIFY(restored);
    // Copy the original by replaying it too, then play both on identically.
    std::string why;
    auto original = tilerummy::RecordedMatch::replay(fixture_.save.setup, fixture_.save.actions, &why);
    QVERIFY(original);
    tilerummy::AiPlayer a(tilerummy::AiLevel::Beginner, 5, 20000);
    tilerummy::AiPlayer b(tilerummy::AiLevel::Beginner, 5, 20000);
    for (int i = 0; i < 40 && !original->round().isOver(); ++i) {
        aiTurn(*original, a);
        aiTurn(*restored, b);
    }
    compareMatches(*restored, *original);
}

void TestUiSaveGame::multiRoundMatchRoundTrips()
{
    SavedGame save;
    save.setup.players = 2;
    save.setup.rules.rackSize = 1; // no set can be made: the rounds end by drawing the pool dry
    save.setup.rules.targetScore = 1000;
    save.setup.seed = 4;
    save.seats = {SeatKind::Standard, SeatKind::Person};
    save.names = {QStringLiteral("A"), QStringLiteral("B")};
    save.rackOrders = {{}, {}};
    tilerummy::RecordedMatch m(save.setup);
    for (int round = 0; round < 3; ++round) {
        while (!m.round().isOver())
            m.drawOrPass();
        QVERIFY(m.nextRound());
    }
    for (int i = 0; i < 7; ++i)
        m.drawOrPass();
    save.actions = m.actions();
    save.savedAt = QDateTime::currentDateTimeUtc();

    QString error;
    const auto back = fromJson(toJson(save), &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, save);
    const auto restored = restore(*back, &error);
    QVERIFY(restored);
    compareMatches(*restored, m);
    QCOMPARE(restored->match().roundNumber(), 4);
    QCOMPARE(restored->match().roundsScored(), 3);
    QCOMPARE(restored->turns().size(), std::size_t(7));

    // A NextRound in the middle of a round does not replay.
    save.actions.push_back(tilerummy::RecordedAction::nextRound());
    QVERIFY(!fromJson(toJson(save), &error));
    QCOMPARE(error, QStringLiteral("the actions do not replay: action %1 (next): the round is not over")
                        .arg(save.actions.size() - 1));
}

void TestUiSaveGame::corruptedFieldsAreRefused_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value"); // JSON, or <remove>
    QTest::addColumn<QString>("message");
    auto row = [](const char* name, const char* path, const char* value, const QString& message) {
        QTest::newRow(name) << QString::fromUtf8(path) << QString::fromUtf8(value) << message;
    };
    row("format wrong", "format", "\"other-game\"", R"(format must be "tilerummy-save", not "other-game")");
    row("format missing", "format", "<remove>", "format is missing");
    row("format a number", "format", "1", "format must be a string");
    row("version 3", "version", "3",
        "it was saved by a newer version of Tile Rummy (save version 3; this one reads versions 1 to 2)");
    row("version 0", "version", "0", "version 0 is not a save version (1 to 2)");
    row("version a string", "version", "\"1\"", "version must be a whole number");
    row("version 1.5", "version", "1.5", "version must be a whole number");
    row("version missing", "version", "<remove>", "version is missing");
    row("savedAt not a date", "savedAt", "\"yesterday\"",
        R"(savedAt must be an ISO 8601 date and time, not "yesterday")");
    row("savedAt missing", "savedAt", "<remove>", "savedAt is missing");
    row("seed a number", "seed", "5", "seed must be a string");
    row("seed negative", "seed", "\"-1\"", R"(seed must be a decimal number 0..18446744073709551615, not "-1")");
    row("seed too big", "seed", "\"18446744073709551616\"",
        R"(seed must be a decimal number 0..18446744073709551615, not "18446744073709551616")");
    row("seed not decimal", "seed", "\"12a\"", R"(seed must be a decimal number 0..18446744073709551615, not "12a")");
    row("seed empty", "seed", "\"\"", R"(seed must be a decimal number 0..18446744073709551615, not "")");
    row("seed missing", "seed", "<remove>", "seed is missing");
    row("seed another deal", "seed", "\"1\"", "the actions do not replay: action 0 (play): the proposal's tile ids");
    row("no players", "players", "[]", "players must list 2..4 players, not 0");
    row("one player", "players", R"([{"name":"A","seat":"human"}])", "players must list 2..4 players, not 1");
    row("five players", "players",
        R"([{"name":"A","seat":"human"},{"name":"B","seat":"human"},{"name":"C","seat":"human"},)"
        R"({"name":"D","seat":"human"},{"name":"E","seat":"human"}])",
        "players must list 2..4 players, not 5");
    row("two players for three", "players", R"([{"name":"A","seat":"human"},{"name":"B","seat":"human"}])",
        "rackOrders must hold one list per player (2), not 3");
    row("players an object", "players", "{}", "players must be a list");
    row("player a string", "players[1]", "\"x\"", "players[1] must be an object");
    row("name empty", "players[0].name", "\"\"", "players[0].name must be 1..24 characters, not 0");
    row("name blank", "players[2].name", "\"   \"", "players[2].name must be 1..24 characters, not 0");
    row("name too long", "players[0].name", "\"1234567890123456789012345\"",
        "players[0].name must be 1..24 characters, not 25");
    row("name a number", "players[1].name", "7", "players[1].name must be a string");
    row("name missing", "players[1].name", "<remove>", "players[1].name is missing");
    row("seat unknown", "players[1].seat", "\"robot\"",
        R"(players[1].seat "robot" is not one of human, beginner, standard, expert)");
    row("seat missing", "players[2].seat", "<remove>", "players[2].seat is missing");
    row("rules missing", "rules", "<remove>", "rules is missing");
    row("rules a list", "rules", "[]", "rules must be an object");
    row("rackSize 40", "rules.rackSize", "40", "rule rackSize must be 1..26, not 40");
    row("initialMeld -5", "rules.initialMeld", "-5", "rule initialMeld must be 0..1000, not -5");
    row("rounds 0", "rules.rounds", "0", "rule rounds must be 1..100, not 0");
    row("penaltyTiles 11", "rules.penaltyTiles", "11", "rule penaltyTiles must be 0..10, not 11");
    row("timeoutPenaltyTiles missing", "rules.timeoutPenaltyTiles", "<remove>", "rules.timeoutPenaltyTiles is missing");
    row("turnSeconds huge", "rules.turnSeconds", "1e10", "rules.turnSeconds must be a whole number");
    row("targetScore a string", "rules.targetScore", "\"100\"", "rules.targetScore must be a whole number");
    row("poolEmpty unknown", "rules.poolEmpty", "\"never\"",
        R"(rules.poolEmpty "never" is not one of until-no-play, one-more-turn)");
    row("poolEmpty missing", "rules.poolEmpty", "<remove>", "rules.poolEmpty is missing");
    // Fewer tiles drawn for the first penalty: a later play no longer holds the tiles of its rack.
    row("rules changed", "rules.penaltyTiles", "0", "the actions do not replay: action ");
    row("actions missing", "actions", "<remove>", "actions is missing");
    row("actions an object", "actions", "{}", "actions must be a list");
    row("action a number", "actions[0]", "3", "actions[0] must be an object");
    row("action unknown", "actions[1].a", "\"jump\"", R"(actions[1].a "jump" is not one of play, draw, timeout, next)");
    row("action kind missing", "actions[1].a", "<remove>", "actions[1].a is missing");
    row("play without table", "actions[0].table", "<remove>", "actions[0].table is missing");
    row("play without rack", "actions[0].rack", "<remove>", "actions[0].rack is missing");
    row("table set not a list", "actions[0].table[0]", "\"R1\"", "actions[0].table[0] must be a list");
    row("table id 106", "actions[0].table[0][0]", "106", "actions[0].table[0][0] must be a tile id 0..105, not 106");
    row("rack id -1", "actions[0].rack[0]", "-1", "actions[0].rack[0] must be a tile id 0..105, not -1");
    row("rack id 2.5", "actions[0].rack[0]", "2.5", "actions[0].rack[0] must be a whole number");
    row("rack id a string", "actions[0].rack[1]", "\"R1\"", "actions[0].rack[1] must be a whole number");
    row("play loses tiles", "actions[0].rack", "[]",
        "the actions do not replay: action 0 (play): the proposal's tile ids (1) are not exactly those of the "
        "table and player ");
    row("draw becomes next", "actions[1].a", "\"next\"",
        "the actions do not replay: action 1 (next): the round is not over");
    row("rackOrders missing", "rackOrders", "<remove>", "rackOrders is missing");
    row("rackOrders short", "rackOrders", "[[],[]]", "rackOrders must hold one list per player (3), not 2");
    row("rackOrders not lists", "rackOrders[1]", "7", "rackOrders[1] must be a list");
    row("rackOrder id 200", "rackOrders[0][0]", "200", "rackOrders[0][0] must be a tile id 0..105, not 200");
    row("draft a string", "draft", "\"x\"", "draft must be an object");
    row("draft without rack", "draft.rack", "<remove>", "draft.rack is missing");
    row("draft without table", "draft.table", "<remove>", "draft.table is missing");
    row("draft id 300", "draft.table[0][0]", "300", "draft.table[0][0] must be a tile id 0..105, not 300");
    row("state missing", "state", "<remove>", "state is missing");
    row("state a list", "state", "[]", "state must be an object");
    row("state without pool", "state.pool", "<remove>", "state.pool is missing");
    row("state pool id 106", "state.pool[0]", "106", "state.pool[0] must be a tile id 0..105, not 106");
    row("state roundOver a number", "state.roundOver", "0", "state.roundOver must be true or false");
    row("state meld not a bool", "state.initialMeldDone[1]", "1", "state.initialMeldDone[1] must be true or false");
    row("state player 5", "state.player", "5", "state.player must be 0..2, not 5");
    row("state two racks", "state.racks", "[[],[]]", "state.racks must hold one entry per player (3), not 2");
    row("state totals short", "state.totals", "[0]", "state.totals must hold one entry per player (3), not 1");
    row("state turn -1", "state.turn", "-1", "state.round must be 1 or more and turn 0 or more");
    row("state another player", "state.player", "1",
        "the state is not where the actions lead (player 1 to play, not 0)");
    row("state another turn", "state.turn", "3", "the state is not where the actions lead (turn 3, not ");
    row("state round over", "state.roundOver", "true", "the state is not where the actions lead (roundOver differs)");
    row("state someone melded", "state.initialMeldDone", "[true,true,true]",
        "the state is not where the actions lead (initialMeldDone differs)");
}

void TestUiSaveGame::corruptedFieldsAreRefused()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QVERIFY(fixture_.save.draft && !fixture_.save.draft->table.empty()); // the paths above exist
    const QJsonObject bad = edited(objectOf(toJson(fixture_.save)), path, value);
    QString error;
    QVERIFY(!fromJson(bytesOf(bad), &error).has_value());
    QVERIFY2(error.startsWith(message), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));

    // Through a file, the message names the file too.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.trsave"));
    QVERIFY(writeAll(file, bytesOf(bad)));
    QVERIFY(!readSaveFile(file, &error));
    QVERIFY2(error.contains(message) && error.contains(QStringLiteral("bad.trsave")), qPrintable(error));
}

// A state edited by hand into one no game can reach is refused with what is
// impossible about it; one that could be reached but is not where the actions
// lead is refused with what differs.
void TestUiSaveGame::impossibleStatesAreRefused()
{
    const tilerummy::Game& round = fixture_.match->round();
    QVERIFY(!round.table().empty());
    QVERIFY(round.pool().size() >= 2);
    const QJsonObject good = objectOf(toJson(fixture_.save));
    const QJsonObject state = good.value("state").toObject();
    auto refused = [&](const QJsonObject& newState, const QString& message) {
        QJsonObject root = good;
        root.insert("state", newState);
        QString error;
        const bool loaded = fromJson(bytesOf(root), &error).has_value();
        if (loaded || !error.startsWith(message))
            qWarning("expected %s, got %s", qPrintable(message), loaded ? "a loaded game" : qPrintable(error));
        return !loaded && error.startsWith(message);
    };
    auto withList = [](QJsonObject o, const char* key, const QJsonArray& list) {
        o.insert(QLatin1String(key), list);
        return o;
    };
    const QJsonArray pool = state.value("pool").toArray();
    const QJsonArray racks = state.value("racks").toArray();
    auto name = [](int id) { return QString::fromStdString(tilerummy::notation({tilerummy::faceOf(id)})); };

    // A tile three times: the first tile of the pool becomes a copy of a tile of another face.
    const int first = pool.at(0).toInt();
    int other = 0;
    while (name(other) == name(first))
        ++other;
    QJsonArray threeTimes = pool;
    threeTimes[0] = other;
    QVERIFY(refused(withList(state, "pool", threeTimes),
                    QStringLiteral("the state holds %1 3 times; a game has two of each tile").arg(name(other))));

    // 107 tiles: one more in the pool.
    QJsonArray more = pool;
    more.append(pool.at(0));
    QVERIFY(refused(withList(state, "pool", more), QStringLiteral("the state holds 107 tiles; a game has 106")));
    QJsonArray fewer = pool;
    fewer.removeAt(0);
    QVERIFY(refused(withList(state, "pool", fewer), QStringLiteral("the state holds 105 tiles; a game has 106")));

    // The same tile (id) twice, its twin missing: 106 tiles, two of each face.
    int twin = -1;
    for (qsizetype i = 1; i < pool.size() && twin < 0; ++i)
        if (name(pool.at(i).toInt()) == name(first))
            twin = static_cast<int>(i);
    if (twin >= 0) {
        QJsonArray sameId = pool;
        sameId[twin] = first;
        QVERIFY(refused(withList(state, "pool", sameId), QStringLiteral("the state holds tile id ")));
    }

    // An invalid set on the table: a tile of the first set swapped with one of the pool.
    QJsonArray table = state.value("table").toArray();
    QJsonArray set = table.at(0).toArray();
    bool swapped = false;
    for (qsizetype i = 0; i < pool.size() && !swapped; ++i) {
        tilerummy::IdSet ids;
        for (const auto& v : set)
            ids.push_back(v.toInt());
        ids[0] = pool.at(i).toInt();
        if (tilerummy::isValidSet(tilerummy::facesOf(ids)))
            continue;
        QJsonArray badPool = pool;
        badPool[i] = set.at(0);
        QJsonArray badSet = set;
        badSet[0] = pool.at(i);
        table[0] = badSet;
        QVERIFY(refused(withList(withList(state, "table", table), "pool", badPool),
                        QStringLiteral("state.table[0] (%1) is not a valid set")
                            .arg(QString::fromStdString(tilerummy::notation(tilerummy::facesOf(ids))))));
        swapped = true;
    }
    QVERIFY(swapped);

    // Scores that do not add up to zero.
    QVERIFY(refused(withList(state, "totals", {5, 0, 0}),
                    QStringLiteral("state.totals add up to 5; scores always add up to 0")));

    // Possible, but not where the actions lead: tiles moved between racks, the pool reordered.
    QJsonArray rack0 = racks.at(0).toArray();
    QJsonArray rack1 = racks.at(1).toArray();
    const QJsonValue a = rack0.at(0);
    rack0[0] = rack1.at(0);
    rack1[0] = a;
    QVERIFY(refused(withList(state, "racks", {rack0, rack1, racks.at(2)}),
                    QStringLiteral("the state is not where the actions lead (rack 0 differs, rack 1 differs)")));
    QJsonArray reordered = pool;
    reordered[0] = pool.at(1);
    reordered[1] = pool.at(0);
    QVERIFY(refused(withList(state, "pool", reordered),
                    QStringLiteral("the state is not where the actions lead (the pool differs)")));
    QJsonArray otherTable = state.value("table").toArray();
    otherTable.append(otherTable.at(0));
    otherTable.removeAt(0);
    if (state.value("table").toArray().size() > 1)
        QVERIFY(refused(withList(state, "table", otherTable),
                        QStringLiteral("the state is not where the actions lead (the table differs)")));
}

// A save of version 1 (before the state was written) still loads, its state
// worked out from the actions; saved again, it is version 2.
void TestUiSaveGame::versionOneStillLoads()
{
    QJsonObject old = objectOf(toJson(fixture_.save));
    old.remove("state");
    old.insert("version", 1);
    QString error;
    const auto back = fromJson(bytesOf(old), &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, fixture_.save);
    QVERIFY(back->state.has_value());
    QVERIFY(*back->state == stateOf(*fixture_.match));
    QCOMPARE(objectOf(toJson(*back)).value("version").toInt(), 2);
    // A version 2 save without its state is refused.
    old.insert("version", 2);
    QVERIFY(!fromJson(bytesOf(old), &error));
    QCOMPARE(error, QStringLiteral("state is missing"));
}

void TestUiSaveGame::notJsonOrNotAnObjectIsRefused()
{
    QString error;
    QVERIFY(!fromJson("{\"format\": ", &error));
    QVERIFY2(error.startsWith(QStringLiteral("not valid JSON: ")), qPrintable(error));
    QVERIFY(!fromJson("", &error));
    QVERIFY2(error.startsWith(QStringLiteral("not valid JSON: ")), qPrintable(error));
    QVERIFY(!fromJson("[1, 2]", &error));
    QCOMPARE(error, QStringLiteral("not a save: the JSON is not an object"));
    QVERIFY(!fromJson("{}", &error));
    QCOMPARE(error, QStringLiteral("format is missing"));
    // A null draft is no draft.
    QJsonObject o = objectOf(toJson(fixture_.save));
    o.insert("draft", QJsonValue::Null);
    const auto back = fromJson(bytesOf(o), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(!back->draft);
    // Unknown keys are ignored.
    o.insert("comment", "saved by hand");
    QVERIFY(fromJson(bytesOf(o), &error));
}

void TestUiSaveGame::draftThatDoesNotFitIsDropped()
{
    const tilerummy::Game& g = fixture_.match->round();
    auto loadWith = [&](const std::optional<tilerummy::IdPosition>& draft, const QList<SeatKind>& seats) {
        SavedGame save = fixture_.save;
        save.draft = draft;
        QJsonObject o = objectOf(toJson(save));
        QJsonArray players = o.value("players").toArray();
        for (int p = 0; p < players.size(); ++p) {
            QJsonObject player = players.at(p).toObject();
            player.insert("seat", seatKindName(seats.at(p)));
            players[p] = player;
        }
        o.insert("players", players);
        QString error;
        const auto back = fromJson(bytesOf(o), &error);
        if (!back)
            qWarning("%s", qPrintable(error));
        return back;
    };
    const QList<SeatKind> seats = fixture_.save.seats;
    const tilerummy::IdPosition exact = *fixture_.save.draft;

    // Tiles moved to the table in the draft: still the same tiles, kept.
    tilerummy::IdPosition moved = exact;
    moved.table.push_back({moved.rack.back()});
    moved.rack.pop_back();
    auto back = loadWith(moved, seats);
    QVERIFY(back);
    QVERIFY(back->draft);
    QCOMPARE(back->draft->table, moved.table);

    tilerummy::IdPosition missing = exact;
    missing.rack.pop_back();
    back = loadWith(missing, seats);
    QVERIFY(back);
    QVERIFY(!back->draft);

    tilerummy::IdPosition extra = exact;
    extra.rack.push_back(g.pool().back()); // a tile of the pool
    back = loadWith(extra, seats);
    QVERIFY(back);
    QVERIFY(!back->draft);

    tilerummy::IdPosition twice = exact;
    twice.rack[1] = twice.rack[0];
    back = loadWith(twice, seats);
    QVERIFY(back);
    QVERIFY(!back->draft);

    tilerummy::IdPosition otherRack{g.table(), g.rack(1)}; // not the current player's tiles
    back = loadWith(otherRack, seats);
    QVERIFY(back);
    QVERIFY(!back->draft);

    // The player to move is not human (the seat was changed): no draft.
    back = loadWith(exact, {SeatKind::Standard, SeatKind::Person, SeatKind::Person});
    QVERIFY(back);
    QVERIFY(!back->draft);

    // The round is over: no draft.
    SavedGame over;
    over.setup.players = 2;
    over.setup.rules.rackSize = 1;
    over.setup.seed = 8;
    over.seats = {SeatKind::Person, SeatKind::Person};
    over.names = {QStringLiteral("A"), QStringLiteral("B")};
    over.rackOrders = {{}, {}};
    tilerummy::RecordedMatch m(over.setup);
    while (!m.round().isOver())
        m.drawOrPass();
    over.actions = m.actions();
    over.draft = tilerummy::IdPosition{m.round().table(), m.round().rack(m.round().currentPlayer())};
    QString error;
    const auto loaded = fromJson(toJson(over), &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(!loaded->draft);
}

void TestUiSaveGame::restoreReportsWhyItDoesNotReplay()
{
    SavedGame save = fixture_.save;
    QString error;
    QVERIFY(restore(save, &error));
    save.setup.players = 5;
    QVERIFY(!restore(save, &error));
    QCOMPARE(error, QStringLiteral("the actions do not replay: setup: players must be 2..4, not 5"));
    save = fixture_.save;
    save.actions.insert(save.actions.begin() + 1, tilerummy::RecordedAction::play({}, {1, 2, 3}));
    QVERIFY(!restore(save, &error));
    QVERIFY2(error.startsWith(QStringLiteral("the actions do not replay: action 1 (play): ")), qPrintable(error));
}

void TestUiSaveGame::orderedRackFollowsThePlayersOrder()
{
    QCOMPARE(orderedRack({5, 9, 1, 70}, {}), (tilerummy::IdSet{5, 9, 1, 70}));
    QCOMPARE(orderedRack({5, 9, 1, 70}, {70, 1, 9, 5}), (tilerummy::IdSet{70, 1, 9, 5}));
    // Ids no longer on the rack are skipped; new ones go at the end in rack order.
    QCOMPARE(orderedRack({5, 9, 1, 70, 33}, {44, 1, 5, 200, -3}), (tilerummy::IdSet{1, 5, 9, 70, 33}));
    // An id listed twice is placed once.
    QCOMPARE(orderedRack({5, 9}, {9, 9, 5}), (tilerummy::IdSet{9, 5}));
    QCOMPARE(orderedRack({}, {1, 2}), tilerummy::IdSet{});
}

void TestUiSaveGame::writeThenReadGivesTheSave()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deep/folder/game.trsave"));
    QString error;
    QVERIFY2(writeSaveFile(path, fixture_.save, &error), qPrintable(error));
    QCOMPARE(readAll(path), toJson(fixture_.save));
    const auto back = readSaveFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, fixture_.save);
    // Overwriting replaces the whole file and leaves nothing else behind.
    SavedGame shorter = fixture_.save;
    shorter.actions.resize(3);
    shorter.draft.reset();
    QVERIFY2(writeSaveFile(path, shorter, &error), qPrintable(error));
    QCOMPARE(readAll(path), toJson(shorter));
    QCOMPARE(QDir(dir.filePath(QStringLiteral("deep/folder"))).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("game.trsave")});
}

// The game writes what it has; what comes in from a file is checked (a save
// that would not load is refused when read, with the reason), and a save
// without a file name is not written.
void TestUiSaveGame::aSaveIsCheckedWhenItComesIn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    QString error;
    SavedGame bad = fixture_.save;
    bad.names.removeLast(); // a player without a name
    QVERIFY2(writeSaveFile(path, bad, &error), qPrintable(error));
    QVERIFY(!readSaveFile(path, &error));
    QVERIFY2(error.contains(QStringLiteral("players[2].name must be 1..24 characters, not 0")), qPrintable(error));
    bad = fixture_.save;
    bad.actions.push_back(tilerummy::RecordedAction::nextRound());
    QVERIFY2(writeSaveFile(path, bad, &error), qPrintable(error));
    QVERIFY(!readSaveFile(path, &error));
    QVERIFY2(error.contains(QStringLiteral("(next): the round is not over")), qPrintable(error));
    QVERIFY(writeSaveFile(path, fixture_.save, &error));
    QVERIFY2(readSaveFile(path, &error), qPrintable(error));
    QVERIFY(!writeSaveFile(QString(), fixture_.save, &error));
    QCOMPARE(error, QStringLiteral("no file name to save to"));
}

void TestUiSaveGame::failedWriteKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    SavedGame old = fixture_.save;
    old.actions.resize(3);
    old.draft.reset();
    QString error;
    QVERIFY(writeSaveFile(path, old, &error));
    const QByteArray before = readAll(path);
    int failures = 0;

#ifdef Q_OS_UNIX
    // The disk refuses the bytes (a file size limit, which binds root too).
    {
        struct rlimit saved {};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = saved;
        small.rlim_cur = 64;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const bool written = writeSaveFile(path, fixture_.save, &error);
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!written);
        QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
        QVERIFY2(error.size() > QStringLiteral("cannot write %1: ").arg(QDir::toNativeSeparators(path)).size(),
                 qPrintable(error)); // with the system's reason
        QCOMPARE(readAll(path), before);
        ++failures;
    }
    // A folder that cannot be written to (root may write anywhere: not checked then).
    if (geteuid() != 0) {
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const bool written = writeSaveFile(path, fixture_.save, &error);
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!written);
        QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
        QCOMPARE(readAll(path), before);
        ++failures;
    }
#endif
    // The path is a folder: nothing can replace it.
    const QString folder = dir.filePath(QStringLiteral("folder.trsave"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!writeSaveFile(folder, fixture_.save, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
    QVERIFY(QFileInfo(folder).isDir());
    // A folder in the way of the path's folder.
    QVERIFY(!writeSaveFile(path + QStringLiteral("/inside.trsave"), fixture_.save, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot make the folder ")), qPrintable(error));
    QCOMPARE(readAll(path), before);
    ++failures;
    QVERIFY(failures >= 1);
    // Nothing left behind but the file and the folder.
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             (QStringList{QStringLiteral("folder.trsave"), QStringLiteral("game.trsave")}));
    const auto back = readSaveFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, old);
}

void TestUiSaveGame::readErrorsAreClearAndLeaveTheFile()
{
    QTemporaryDir dir;
    QString error;
    const QString missing = dir.filePath(QStringLiteral("none.trsave"));
    QVERIFY(!readSaveFile(missing, &error));
    QCOMPARE(error, QStringLiteral("there is no save file %1").arg(QDir::toNativeSeparators(missing)));
    QVERIFY(!QFileInfo::exists(missing));

    QVERIFY(!readSaveFile(dir.path(), &error));
    QCOMPARE(error, QStringLiteral("%1 is not a file").arg(QDir::toNativeSeparators(dir.path())));

    const QString big = dir.filePath(QStringLiteral("big.trsave"));
    {
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(SavedGame::kMaxFileBytes + 1));
    }
    QVERIFY(!readSaveFile(big, &error));
    QVERIFY2(error.contains(QStringLiteral("is too big for a save")), qPrintable(error));
    QCOMPARE(QFileInfo(big).size(), SavedGame::kMaxFileBytes + 1);

    const QString garbled = dir.filePath(QStringLiteral("garbled.trsave"));
    QByteArray json = toJson(fixture_.save);
    json.chop(json.size() / 2); // cut off half-way, as by a crash while writing
    QVERIFY(writeAll(garbled, json));
    const QDateTime modified = QFileInfo(garbled).lastModified();
    QVERIFY(!readSaveFile(garbled, &error));
    QVERIFY2(
        error.startsWith(QDir::toNativeSeparators(garbled) + QStringLiteral(" is not a valid save: not valid JSON")),
        qPrintable(error));
    QCOMPARE(readAll(garbled), json);
    QCOMPARE(QFileInfo(garbled).lastModified(), modified);

#ifdef Q_OS_UNIX
    if (geteuid() != 0) {
        const QString locked = dir.filePath(QStringLiteral("locked.trsave"));
        QVERIFY(writeAll(locked, toJson(fixture_.save)));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
        QVERIFY(!readSaveFile(locked, &error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot read ")), qPrintable(error));
    }
#endif
}

void TestUiSaveGame::badFileIsSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    QVERIFY(writeAll(path, "not a save"));
    QString aside;
    QVERIFY(setAsideBadFile(path, &aside));
    QVERIFY(!QFileInfo::exists(path));
    static const QRegularExpression name(QStringLiteral("^autosave\\.trsave\\.bad-\\d{8}-\\d{6}$"));
    QVERIFY2(name.match(QFileInfo(aside).fileName()).hasMatch(), qPrintable(aside));
    QCOMPARE(QFileInfo(aside).absolutePath(), QFileInfo(path).absolutePath());
    QCOMPARE(readAll(aside), QByteArray("not a save"));

    // Another bad file in the same second does not overwrite the first.
    QVERIFY(writeAll(path, "also bad"));
    QString second;
    QVERIFY(setAsideBadFile(path, &second));
    QVERIFY(second != aside);
    QCOMPARE(readAll(second), QByteArray("also bad"));
    QCOMPARE(readAll(aside), QByteArray("not a save"));
    QVERIFY(second.startsWith(path + QStringLiteral(".bad-")));

    QVERIFY(!setAsideBadFile(dir.filePath(QStringLiteral("none.trsave")), &second));
    QVERIFY(!setAsideBadFile(dir.path(), &second)); // a folder is not set aside
}

// What a kill during a save leaves (QSaveFile's "<name>.XXXXXX") is cleared
// once it is old; the save, other files and fresh temporaries are left.
void TestUiSaveGame::staleTemporariesAreCleared()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    QVERIFY(writeAll(path, "save"));
    const QString stale = path + QStringLiteral(".a1B2c3");
    const QString fresh = path + QStringLiteral(".Z9y8X7");
    const QStringList others{path + QStringLiteral(".previous"), path + QStringLiteral(".bad-20240101-120000"),
                             dir.filePath(QStringLiteral("other.trsave.a1B2c3"))};
    for (const QString& file : QStringList{stale, fresh} + others)
        QVERIFY(writeAll(file, "x"));
    const QDateTime old = QDateTime::currentDateTime().addSecs(-3600);
    for (const QString& file : QStringList{stale} + others) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(old, QFileDevice::FileModificationTime));
    }
    QCOMPARE(removeStaleSaveTemporaries(path), 1);
    QVERIFY(!QFile::exists(stale));
    for (const QString& file : QStringList{path, fresh} + others)
        QVERIFY2(QFile::exists(file), qPrintable(file));
}

void TestUiSaveGame::autosaveLivesInAppData()
{
    const QString path = autosavePath();
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(!appData.isEmpty());
    QCOMPARE(path, appData + QStringLiteral("/autosave.trsave"));
    QDir(appData).removeRecursively(); // test mode: a folder of its own
    QVERIFY(!QFileInfo::exists(appData));
    QString error;
    QVERIFY2(writeSaveFile(path, fixture_.save, &error), qPrintable(error));
    const auto back = readSaveFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, fixture_.save);
    QVERIFY(QDir(appData).removeRecursively());
}

// Where the sets lie and the racks' slots, for the table and the turn in
// progress: written, read back the same; bad shapes refused with the field
// named; a save without them still loads (fixture_: none).
void TestUiSaveGame::whereThingsLieRoundTrips()
{
    SavedGame save = fixture_.save;
    QVERIFY(save.tableLayout.empty() && save.rackSlots.empty());
    const SavedState state = stateOf(*fixture_.match);
    save.tableLayout = tilerummy::flowLayout(state.table);
    std::reverse(save.tableLayout.begin(), save.tableLayout.end()); // any cells that fit
    for (std::size_t p = 0; p < state.racks.size(); ++p) {
        tilerummy::RackSlots kept = tilerummy::RackSlots::dealt(state.racks[p]);
        kept.sort(tilerummy::RackOrder::Groups);
        save.rackSlots.push_back(p == 1 ? std::nullopt : std::optional(kept));
    }
    QVERIFY(save.draft);
    save.draftLayout = tilerummy::flowLayout(save.draft->table);
    save.draftSlots = tilerummy::RackSlots::dealt(save.draft->rack);
    save.draftSlots->put({save.draft->rack.front()}, 20);

    const QByteArray json = toJson(save);
    QString error;
    const auto back = fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(back->tableLayout == save.tableLayout);
    QCOMPARE(back->rackSlots.size(), save.rackSlots.size());
    for (std::size_t p = 0; p < save.rackSlots.size(); ++p)
        QVERIFY(back->rackSlots[p] == save.rackSlots[p]);
    QVERIFY(back->draftLayout == save.draftLayout);
    QVERIFY(back->draftSlots == save.draftSlots);
    QCOMPARE(toJson(*back), json);

    auto refused = [&](const char* key, const QJsonValue& value, const QString& message) {
        QJsonObject o = objectOf(json);
        o.insert(QLatin1String(key), value);
        QString why;
        QVERIFY(!fromJson(QJsonDocument(o).toJson(QJsonDocument::Compact), &why));
        QVERIFY2(why.contains(message), qPrintable(why));
    };
    refused("tableLayout", QJsonArray{QJsonArray{0, tilerummy::kTableColumns}},
            QStringLiteral("tableLayout[0] must be [row, column] with a row 0..106 and a column 0..19"));
    refused("tableLayout", QJsonArray{QJsonArray{0}}, QStringLiteral("tableLayout[0] must be [row, column]"));
    refused("tableLayout", QStringLiteral("here"), QStringLiteral("tableLayout must be a list"));
    refused("rackSlots", QJsonArray{QJsonArray{1, 2, 3}, QJsonArray{}, QJsonArray{}},
            QStringLiteral("rackSlots[0] must be 2 shelves of at least 13 slots"));
    refused("rackSlots", QJsonArray{QJsonArray{}},
            QStringLiteral("rackSlots must hold one list per player (3), not 1"));
}

void TestUiSaveGame::theHistoryKeepsTheNewestGames()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("history"));
    GameHistory history(folder, 3);
    QVERIFY(history.files().isEmpty()); // no folder yet
    QString error;
    // Five games kept, each a little shorter: only the newest three stay, newest first.
    for (int n = 0; n < 5; ++n) {
        SavedGame game = fixture_.save;
        game.actions.resize(game.actions.size() - static_cast<std::size_t>(n));
        game.draft.reset();
        QVERIFY2(history.keep(game, &error), qPrintable(error));
    }
    const QStringList files = history.files();
    QCOMPARE(files.size(), 3);
    for (int i = 0; i < files.size(); ++i) {
        const std::optional<SavedGame> read = GameHistory::read(files[i], &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->actions.size(), fixture_.save.actions.size() - static_cast<std::size_t>(4 - i));
    }
    // A file that does not read is listed, and read says why; it is not removed by reading.
    const QString junk = QDir(folder).filePath(QStringLiteral("game-00000000-000000-000.trsave"));
    {
        QFile file(junk);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a save");
    }
    QCOMPARE(history.files().size(), 4);
    QCOMPARE(history.files().last(), junk);
    QVERIFY(!GameHistory::read(junk, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QFile::exists(junk));
    // The next one kept trims the history back to three: the oldest, the junk, goes first.
    QVERIFY2(history.keep(fixture_.save, &error), qPrintable(error));
    QCOMPARE(history.files().size(), 3);
    QVERIFY(!QFile::exists(junk));
    // No folder: nothing kept, with a reason.
    QVERIFY(!GameHistory(QString()).keep(fixture_.save, &error));
    QVERIFY(!error.isEmpty());
}

void TestUiSaveGame::statisticsCountFinishedGames()
{
    // One person (played by a beginner) against the standard AI.
    const SavedGame alone = finishedGame({SeatKind::Person, SeatKind::Standard}, 21);
    QString why;
    const std::optional<GameFacts> facts = factsOf(alone, &why);
    QVERIFY2(facts, qPrintable(why));
    QCOMPARE(facts->against, Opposition::Standard);
    QCOMPARE(facts->when, alone.savedAt);
    QCOMPARE(facts->rounds, 2);
    const auto match = restore(alone, &why);
    QVERIFY(match);
    const auto& scores = match->match().roundScores();
    QCOMPARE(facts->roundScores, (std::vector<int>{scores[0][0], scores[1][0]}));
    QCOMPARE(facts->roundsWon, (scores[0][0] > scores[0][1] ? 1 : 0) + (scores[1][0] > scores[1][1] ? 1 : 0));
    QCOMPARE(facts->won, match->match().winner() == 0);
    // Its turns: every turn of seat 0 in both rounds; the beginner misses plays.
    const auto replayed = tilerummy::replayMatch(alone.setup, alone.actions, nullptr);
    QVERIFY(replayed);
    const auto* rounds = &replayed->rounds;
    int turns = 0;
    for (const auto& round : *rounds)
        turns +=
            static_cast<int>(std::count_if(round.begin(), round.end(), [](const auto& t) { return t.player == 0; }));
    QCOMPARE(facts->turns, turns);
    QVERIFY(facts->tilesMissed > 0);

    // Two people at one screen, against an expert: a hot-seat game, both people's scores.
    const std::optional<GameFacts> hotSeat =
        factsOf(finishedGame({SeatKind::Person, SeatKind::Expert, SeatKind::Person}, 22), &why);
    QVERIFY2(hotSeat, qPrintable(why));
    QCOMPARE(hotSeat->against, Opposition::HotSeat);
    QCOMPARE(hotSeat->roundScores.size(), std::size_t(4));
    QVERIFY(!hotSeat->won);
    QCOMPARE(hotSeat->roundsWon, 0);

    // Not counted: a game of AIs watched, a game not over, one that does not replay.
    QVERIFY(!factsOf(finishedGame({SeatKind::Beginner, SeatKind::Standard}, 23), &why));
    QVERIFY(!why.isEmpty());
    SavedGame unfinished = alone;
    unfinished.actions.resize(10);
    QVERIFY(!factsOf(unfinished, &why));
    QCOMPARE(why, QStringLiteral("the game is not over"));
    SavedGame broken = alone;
    broken.actions.insert(broken.actions.begin(), tilerummy::RecordedAction::nextRound());
    QVERIFY(!factsOf(broken, &why));

    // The totals by opposition, and over all.
    const HistoryTotals totals = tally({*facts, *facts, *hotSeat});
    const OppositionTotals& standard = totals.of(Opposition::Standard);
    QCOMPARE(standard.games, 2);
    QCOMPARE(standard.gamesWon, facts->won ? 2 : 0);
    QCOMPARE(standard.rounds, 4);
    QCOMPARE(standard.roundsWon, 2 * facts->roundsWon);
    QCOMPARE(standard.scoredRounds, 4);
    QCOMPARE(standard.points, 2LL * (scores[0][0] + scores[1][0]));
    QCOMPARE(standard.bestRound, std::max(scores[0][0], scores[1][0]));
    QCOMPARE(standard.turns, 2 * facts->turns);
    QCOMPARE(standard.missedPerTurn(), static_cast<double>(facts->tilesMissed) / facts->turns);
    QCOMPARE(totals.of(Opposition::Expert).games, 0);
    QCOMPARE(totals.of(Opposition::HotSeat).games, 1);
    QCOMPARE(totals.all.games, 3);
    QCOMPARE(totals.all.scoredRounds, 8);
}

// The facts field by field (QCOMPARE on each, so that a failure names it).
void compareFacts(const GameFacts& a, const GameFacts& b)
{
    QCOMPARE(a.when, b.when);
    QCOMPARE(a.against, b.against);
    QCOMPARE(a.won, b.won);
    QCOMPARE(a.rounds, b.rounds);
    QCOMPARE(a.roundsWon, b.roundsWon);
    QCOMPARE(a.roundScores, b.roundScores);
    QCOMPARE(a.turns, b.turns);
    QCOMPARE(a.tilesMissed, b.tilesMissed);
    QCOMPARE(a.seats, b.seats);
    QCOMPARE(a.names, b.names);
    QCOMPARE(a.people, b.people);
    QCOMPARE(a.totals, b.totals);
}

// The statistics screen's figures after a scripted series of games, read
// once (each game reviewed) and again as after a restart (from the cache).
void TestUiSaveGame::statisticsSurviveARestart()
{
    const QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("history"));
    GameHistory history(folder);
    const std::vector<SavedGame> series{
        finishedGame({SeatKind::Person, SeatKind::Standard}, 21),
        finishedGame({SeatKind::Person, SeatKind::Expert}, 25),
        finishedGame({SeatKind::Beginner, SeatKind::Standard}, 23), // no person: not counted
        finishedGame({SeatKind::Person, SeatKind::Beginner}, 24),
        finishedGame({SeatKind::Person, SeatKind::Expert, SeatKind::Person}, 22),
        finishedGame({SeatKind::Person, SeatKind::Standard}, 26, 1),
    };
    QString error;
    std::vector<GameFacts> expected; // the newest first, as the history lists them
    for (const SavedGame& game : series) {
        QVERIFY2(history.keep(game, &error), qPrintable(error));
        if (std::optional<GameFacts> f = factsOf(game, &error))
            expected.insert(expected.begin(), *f);
    }
    QCOMPARE(expected.size(), std::size_t(5));
    const QStringList files = history.files();

    // Read the first time: every game is reviewed, and the cache written.
    const FactsRead first = readFacts(folder, files);
    QCOMPARE(first.reviewed, 6);
    QVERIFY(QFile::exists(factsCachePath(folder)));
    std::vector<GameFacts> counted;
    for (const CachedFacts& c : first.games)
        if (c.counted)
            counted.push_back(c.facts);
    QCOMPARE(counted.size(), expected.size());
    for (std::size_t i = 0; i < counted.size(); ++i)
        compareFacts(counted[i], expected[i]);

    // After a restart: the same facts, none reviewed again.
    const FactsRead again = readFacts(folder, files);
    QCOMPARE(again.reviewed, 0);
    QCOMPARE(again.games.size(), first.games.size());
    for (std::size_t i = 0; i < again.games.size(); ++i) {
        QCOMPARE(again.games[i].counted, first.games[i].counted);
        if (again.games[i].counted)
            compareFacts(again.games[i].facts, first.games[i].facts);
    }

    // A game written again (another game in its file) is reviewed again, alone.
    QVERIFY(writeSaveFile(files[0], series[1], &error));
    {
        QFile touched(files[0]);
        QVERIFY(touched.open(QIODevice::ReadWrite));
        QVERIFY(touched.setFileTime(QDateTime::currentDateTimeUtc().addSecs(60), QFileDevice::FileModificationTime));
    }
    const FactsRead changed = readFacts(folder, files);
    QCOMPARE(changed.reviewed, 1);
    QCOMPARE(changed.games[0].facts.against, Opposition::Expert);

    // A cache that does not read is rebuilt.
    QFile cache(factsCachePath(folder));
    QVERIFY(cache.open(QIODevice::WriteOnly | QIODevice::Truncate));
    cache.write("{\"version\": 1, \"games\": [");
    cache.close();
    QCOMPARE(readFacts(folder, files).reviewed, 6);
    QCOMPARE(readFacts(folder, files).reviewed, 0);

    // The screen's model: the totals by opposition, then all games.
    QVERIFY(writeSaveFile(files[0], series.back(), &error));
    const auto load = [&](PlayedGames& played) {
        QSignalSpy shown(&played, &PlayedGames::changed);
        played.setFolder(folder);
        played.refresh();
        QVERIFY(shown.wait(20000));
    };
    PlayedGames played;
    load(played);
    QCOMPARE(played.games().size(), 5);
    const PlayedGame& newest = played.games().front();
    QCOMPARE(newest.file, files[0]);
    QCOMPARE(newest.won, expected[0].won);
    QVERIFY(newest.hasScore); // one person played
    QCOMPARE(newest.score, expected[0].totals[0]);
    const HistoryTotals totals = tally(expected);
    const QList<OppositionRow> rows = played.totals();
    // Beginner, standard, expert, at one screen; then all.
    QCOMPARE(rows.size(), 5);
    const OppositionRow& all = rows.back();
    QCOMPARE(all.games, 5);
    QCOMPARE(all.gamesWon, totals.all.gamesWon);
    QCOMPARE(all.rounds, totals.all.rounds);
    QCOMPARE(all.roundsWon, totals.all.roundsWon);
    QCOMPARE(all.bestRound, totals.all.bestRound);
    QCOMPARE(all.averageRound, totals.all.averageRound());
    QCOMPARE(all.missedPerTurn, totals.all.missedPerTurn());
    const OppositionRow& standard = rows[1];
    QCOMPARE(standard.games, totals.of(Opposition::Standard).games);
    QCOMPARE(standard.games, 2);
    // The charts' series: a round score for each person's round, oldest first.
    int rounds = 0;
    for (auto f = expected.rbegin(); f != expected.rend(); ++f)
        rounds += static_cast<int>(f->roundScores.size());
    QCOMPARE(played.roundPoints().size(), rounds);
    QCOMPARE(played.roundPoints().back().y, static_cast<double>(expected[0].roundScores.back()));
    QCOMPARE(played.winShares().size(), 3);

    // A second model, as after a restart: the same figures, from the cache.
    PlayedGames restarted;
    load(restarted);
    QCOMPARE(restarted.totals(), played.totals());
    QCOMPARE(restarted.games(), played.games());
    QCOMPARE(restarted.roundPoints(), played.roundPoints());
}

// A game of one person against AIs of two levels is neither level's: it is
// counted as mixed levels (it was counted under the strongest, the expert),
// a row of its own; AIs of one level are that level's. And a turn whose play
// was the hint's, kept (the save's turnRacks say so, "hint": true), is not
// the person's: left out of their turns and misses.
void TestUiSaveGame::statisticsCountMixedTablesApartAndLeaveHintsOut()
{
    QString why;
    const SavedGame mixed = finishedGame({SeatKind::Person, SeatKind::Standard, SeatKind::Expert}, 27, 1);
    const std::optional<GameFacts> mixedFacts = factsOf(mixed, &why);
    QVERIFY2(mixedFacts, qPrintable(why));
    QCOMPARE(mixedFacts->against, Opposition::Mixed);
    const std::optional<GameFacts> twoStandard =
        factsOf(finishedGame({SeatKind::Person, SeatKind::Standard, SeatKind::Standard}, 28, 1), &why);
    QVERIFY2(twoStandard, qPrintable(why));
    QCOMPARE(twoStandard->against, Opposition::Standard);

    // The screen: the standard AI's row, the mixed levels' row, all games;
    // the mixed game's line says so, and no level's chart has it.
    const QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("history"));
    GameHistory history(folder);
    QVERIFY2(history.keep(finishedGame({SeatKind::Person, SeatKind::Standard}, 21, 1), &why), qPrintable(why));
    QVERIFY2(history.keep(mixed, &why), qPrintable(why));
    PlayedGames played;
    QSignalSpy shown(&played, &PlayedGames::changed);
    played.setFolder(folder);
    played.refresh();
    QVERIFY(shown.wait(20000));
    const QList<OppositionRow> rows = played.totals();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0].against, QStringLiteral("Standard AI"));
    QCOMPARE(rows[0].games, 1);
    QCOMPARE(rows[1].against, QStringLiteral("Mixed AI levels"));
    QCOMPARE(rows[1].games, 1);
    QCOMPARE(rows[2].games, 2);
    QCOMPARE(played.games().front().against, QStringLiteral("Mixed AI levels")); // the newest
    QCOMPARE(played.games().front().opponents, QStringLiteral("Standard AI, Expert AI"));
    QCOMPARE(played.winShares().size(), 1);
    QCOMPARE(played.winShares().front().against, QStringLiteral("Standard AI"));

    // A play of the person's that was the hint's: one turn fewer of theirs.
    SavedGame game = finishedGame({SeatKind::Person, SeatKind::Standard}, 21);
    const std::optional<GameFacts> plain = factsOf(game, &why);
    QVERIFY2(plain, qPrintable(why));
    const std::shared_ptr<const tilerummy::ReplayedMatch> replayed = replayOf(game, &why);
    QVERIFY2(replayed, qPrintable(why));
    const std::vector<tilerummy::TurnRecord>& turns = replayed->rounds.front();
    const auto play = std::find_if(turns.begin(), turns.end(), [](const tilerummy::TurnRecord& t) {
        return t.player == 0 && t.action == tilerummy::TurnAction::Play;
    });
    QVERIFY(play != turns.end());
    const int turn = static_cast<int>(play - turns.begin());
    QVERIFY(std::size_t(turn) + 2 < turns.size());
    game.turnRacks.push_back({0, turn, tilerummy::RackSlots::dealt(play->before.rack), true});
    game.turnRacks.push_back({0, turn + 2, tilerummy::RackSlots::dealt(turns[std::size_t(turn) + 2].before.rack)});
    QVERIFY(tilerummy::playedTheHint(game.turnRacks, 0, turn));
    QVERIFY(!tilerummy::playedTheHint(game.turnRacks, 0, turn + 2));
    QVERIFY(!tilerummy::playedTheHint(game.turnRacks, 1, turn));
    const std::optional<GameFacts> hinted = factsOf(game, &why);
    QVERIFY2(hinted, qPrintable(why));
    QCOMPARE(hinted->turns, plain->turns - 1);
    QVERIFY(hinted->tilesMissed <= plain->tilesMissed);

    // The save keeps it: "hint": true where it is so, nothing where not; read
    // back the same, and a save from before (no "hint") reads as no hint.
    const QJsonObject written = objectOf(toJson(game));
    const QJsonArray racks = written.value("turnRacks").toArray();
    QCOMPARE(racks.size(), 2);
    QVERIFY(racks.at(0).toObject().value("hint").isBool() && racks.at(0).toObject().value("hint").toBool());
    QVERIFY(!racks.at(1).toObject().contains("hint"));
    const std::optional<SavedGame> back = fromJson(toJson(game), &why);
    QVERIFY2(back, qPrintable(why));
    QVERIFY(back->turnRacks == game.turnRacks);
    const std::optional<SavedGame> older = fromJson(bytesOf(edited(written, "turnRacks[0].hint", "<remove>")), &why);
    QVERIFY2(older, qPrintable(why));
    QVERIFY(!older->turnRacks.front().hinted);
    QVERIFY(!fromJson(bytesOf(edited(written, "turnRacks[0].hint", "\"yes\"")), &why));
    QVERIFY2(why.startsWith(QStringLiteral("turnRacks[0].hint must be true or false")), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestUiSaveGame)
#include "test_ui_save_game.moc"
