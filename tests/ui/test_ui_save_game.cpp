// Saved games: the JSON written for a match in progress reads back to the
// same save and, replayed, the same match (of one round or several); an older
// version still loads; a draft that does not fit is dropped; the racks' order,
// where the sets lie and the racks' slots are kept.
#include "rack_slots.h"
#include "save_game_support.h"
#include "table_layout.h"

#include <QStandardPaths>

namespace {

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

} // namespace

class TestUiSaveGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTripKeepsEverything();
    void jsonHasTheDocumentedShape();
    void restoredMatchPlaysOnLikeTheOriginal();
    void multiRoundMatchRoundTrips();
    void versionOneStillLoads();
    void draftThatDoesNotFitIsDropped();
    void restoreReportsWhyItDoesNotReplay();
    void orderedRackFollowsThePlayersOrder();
    void whereThingsLieRoundTrips();

private:
    Fixture fixture_;
};

void TestUiSaveGame::initTestCase()
{
    setUpSaveTests(&fixture_);
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
    QCOMPARE(rules.keys().size(), 10);
    QCOMPARE(rules.value("bankSeconds").toInt(), 0); // no time bank
    QCOMPARE(rules.value("bankIncrementSeconds").toInt(), 0);
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

QTEST_GUILESS_MAIN(TestUiSaveGame)
#include "test_ui_save_game.moc"
