// Saved games refused: every field of a hand-corrupted file is refused with a
// message naming it, and so are states no game can reach, text that is not
// JSON or not an object, and a save that comes in unchecked.
#include "meld.h"
#include "save_game_support.h"

#include <QStandardPaths>
#include <QTemporaryDir>

class TestUiSaveGameRefusals : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void corruptedFieldsAreRefused_data();
    void corruptedFieldsAreRefused();
    void impossibleStatesAreRefused();
    void notJsonOrNotAnObjectIsRefused();
    void aSaveIsCheckedWhenItComesIn();

private:
    Fixture fixture_;
};

void TestUiSaveGameRefusals::initTestCase()
{
    setUpSaveTests(&fixture_);
}

void TestUiSaveGameRefusals::corruptedFieldsAreRefused_data()
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
    row("bankSeconds 9000", "rules.bankSeconds", "9000", "rule bankSeconds must be 0..7200, not 9000");
    row("banks one short", "banks", "[1000, 2000]", "banks must be one time in ms per player, each 0..307200000");
    row("banks below 0", "banks", "[1000, -1, 2000]", "banks must be one time in ms per player, each 0..307200000");
    row("banks not numbers", "banks", "\"full\"", "banks must be a list");
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

void TestUiSaveGameRefusals::corruptedFieldsAreRefused()
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
void TestUiSaveGameRefusals::impossibleStatesAreRefused()
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

void TestUiSaveGameRefusals::notJsonOrNotAnObjectIsRefused()
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

// The game writes what it has; what comes in from a file is checked (a save
// that would not load is refused when read, with the reason), and a save
// without a file name is not written.
void TestUiSaveGameRefusals::aSaveIsCheckedWhenItComesIn()
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

QTEST_GUILESS_MAIN(TestUiSaveGameRefusals)
#include "test_ui_save_game_refusals.moc"
