// The window's view models against the core: the rack model shows exactly the
// dealt rack of the first round of tilerummy::Match for a seed, the table model the
// sets, and the game controller the pool, the turn and the seed.
#include "board/rack_model.h"
#include "board/table_model.h"
#include "netplay/lan_tables.h"
#include "record/turn_log.h"
#include "session/game_controller.h"
#include "settings/launch_options.h"
#include "window/icon_paths.h"
#include "words/tile_data.h"

#include "game.h"
#include "match.h"
#include "meld.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {

tilerummy::TileId idOf(tilerummy::Colour colour, int value, int copy = 0)
{
    return tilerummy::Tile::numbered(colour, value).index() * tilerummy::kCopiesPerFace + copy;
}

QVariant roleOf(const QAbstractItemModel& model, int row, const QByteArray& name)
{
    const int role = model.roleNames().key(name, -1);
    if (role < 0)
        return {};
    return model.data(model.index(row, 0), role);
}

// The first round of the match a controller deals for this seed, made independently.
tilerummy::Game dealOf(int players, std::uint64_t seed)
{
    return tilerummy::Match(players, tilerummy::Rules{}, seed).round();
}

} // namespace

class TestUiModels : public QObject {
    Q_OBJECT

private slots:
    void aRoundRetoldKeepsTheRoundsBefore();
    void iconsAreReadFromTheirSvgFiles();
    void theJoinScreenListsTheTablesHeard();
    void rackMatchesTheDealOfTheSeed_data();
    void rackMatchesTheDealOfTheSeed();
    void rackExposesTheTileRoles();
    void jokersHaveTheirOwnFace();
    void accessibleNamesSayColourAndNumber();
    void headerPropertiesFollowTheGame();
    void playersAreClampedAndCounted();
    void newGameTakesADecimalSeed();
    void startResetsTheRack();
    void tableModelShowsSetsAsTheCoreSeesThem();
    void tableModelGivesEachShownTileItsPlaceAsLaid();
    void modelsChangeOnlyTheRowsThatChange();
    void launchOptionsTakeSeedAndPlayers();
    void launchOptionsReportWhatTheyIgnore();
};

void TestUiModels::rackMatchesTheDealOfTheSeed_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("2 players, seed 7") << 2 << quint64(7);
    QTest::newRow("3 players, seed 1") << 3 << quint64(1);
    QTest::newRow("4 players, seed 28") << 4 << quint64(28);
    QTest::newRow("2 players, big seed") << 2 << quint64(18446744073709551615ULL);
}

void TestUiModels::rackMatchesTheDealOfTheSeed()
{
    QFETCH(int, players);
    QFETCH(quint64, seed);

    GameController controller;
    // Hot seat: every seat human, so the rack is the current player's (with an
    // AI to move it would be the human's; see test_ui_ai_turns).
    QVERIFY(controller.setSeats({SeatKind::Person}));
    controller.start(players, seed);
    const tilerummy::Game expected = dealOf(players, seed); // the same deal, made independently
    const tilerummy::IdSet& rack = expected.rack(expected.currentPlayer());

    RackModel* model = controller.board()->rack();
    // Between people at one screen no rack shows until the first one confirms.
    QVERIFY(controller.handOverPending());
    QCOMPARE(model->rowCount(), 0);
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), expected.currentPlayer());
    QCOMPARE(model->rowCount(), 14);
    QCOMPARE(model->property("count").toInt(), 14);
    QCOMPARE(static_cast<int>(rack.size()), 14);
    for (int row = 0; row < model->rowCount(); ++row) {
        const tilerummy::TileId id = rack[static_cast<std::size_t>(row)];
        const tilerummy::Tile face = tilerummy::faceOf(id);
        QCOMPARE(roleOf(*model, row, "tileId").toInt(), id);
        QCOMPARE(model->tileIdAt(row), id);
        QCOMPARE(roleOf(*model, row, "notation").toString(), QString::fromStdString(face.notation()));
        QCOMPARE(roleOf(*model, row, "value").toInt(), face.value());
        QCOMPARE(roleOf(*model, row, "isJoker").toBool(), face.isJoker());
        QCOMPARE(model->data(model->index(row, 0), Qt::DisplayRole).toString(),
                 QString::fromStdString(face.notation()));
    }
    QCOMPARE(model->tileIdAt(14), -1);
    QCOMPARE(model->tileIdAt(-1), -1);
}

void TestUiModels::rackExposesTheTileRoles()
{
    GameController controller;
    controller.start(2, 7);
    const QHash<int, QByteArray> roles = controller.board()->rack()->roleNames();
    const QList<QByteArray> names = roles.values();
    for (const char* name : {"tileId", "notation", "value", "colourName", "isJoker", "accessibleName", "slot", "isNew"})
        QVERIFY2(names.contains(name), name);
    QCOMPARE(roles.size(), 8);

    const QStringList colours{QStringLiteral("black"), QStringLiteral("red"), QStringLiteral("blue"),
                              QStringLiteral("orange")};
    for (int row = 0; row < controller.board()->rack()->rowCount(); ++row) {
        const tilerummy::Tile face = tilerummy::faceOf(controller.board()->rack()->tileIdAt(row));
        const QString colour = roleOf(*controller.board()->rack(), row, "colourName").toString();
        if (face.isJoker())
            QCOMPARE(colour, QString());
        else
            QCOMPARE(colour, colours.at(static_cast<int>(face.colour())));
    }
    QVERIFY(!controller.board()->rack()->data(controller.board()->rack()->index(99, 0), roles.key("tileId")).isValid());
}

void TestUiModels::jokersHaveTheirOwnFace()
{
    GameController controller;
    controller.start(2, 97); // this deal gives the first player (the human seat) both jokers
    QCOMPARE(controller.rackPlayer(), 0);
    int jokers = 0;
    for (int row = 0; row < controller.board()->rack()->rowCount(); ++row) {
        if (!roleOf(*controller.board()->rack(), row, "isJoker").toBool())
            continue;
        ++jokers;
        QVERIFY(controller.board()->rack()->tileIdAt(row) >= 104);
        QCOMPARE(roleOf(*controller.board()->rack(), row, "notation").toString(), QStringLiteral("J"));
        QCOMPARE(roleOf(*controller.board()->rack(), row, "value").toInt(), 0);
        QCOMPARE(roleOf(*controller.board()->rack(), row, "accessibleName").toString(), QStringLiteral("joker"));
    }
    QCOMPARE(jokers, 2);
}

void TestUiModels::accessibleNamesSayColourAndNumber()
{
    using tilerummy::Colour;
    QCOMPARE(tilerummy::ui::tileRoleData(idOf(Colour::Red, 7), tilerummy::ui::AccessibleNameRole).toString(),
             QStringLiteral("red 7"));
    QCOMPARE(tilerummy::ui::tileRoleData(idOf(Colour::Black, 13, 1), tilerummy::ui::AccessibleNameRole).toString(),
             QStringLiteral("black 13"));
    QCOMPARE(tilerummy::ui::tileRoleData(idOf(Colour::Blue, 1), tilerummy::ui::AccessibleNameRole).toString(),
             QStringLiteral("blue 1"));
    QCOMPARE(tilerummy::ui::tileRoleData(idOf(Colour::Orange, 10), tilerummy::ui::AccessibleNameRole).toString(),
             QStringLiteral("orange 10"));
    QCOMPARE(tilerummy::ui::tileRoleData(105, tilerummy::ui::AccessibleNameRole).toString(), QStringLiteral("joker"));
    QVERIFY(!tilerummy::ui::tileRoleData(106, tilerummy::ui::TileIdRole).isValid());
    QVERIFY(!tilerummy::ui::tileRoleData(-1, tilerummy::ui::TileIdRole).isValid());

    const TileFace face = tilerummy::ui::tileFace(idOf(Colour::Orange, 4));
    QCOMPARE(face.tileId, idOf(Colour::Orange, 4));
    QCOMPARE(face.notation, QStringLiteral("O4"));
    QCOMPARE(face.colourName, QStringLiteral("orange"));
    QCOMPARE(face.value, 4);
    QVERIFY(!face.isJoker);
    QCOMPARE(face.accessibleName, QStringLiteral("orange 4"));
    QVERIFY(tilerummy::ui::tileFace(105).isJoker);
}

void TestUiModels::headerPropertiesFollowTheGame()
{
    GameController controller;
    controller.start(2, 7);
    const tilerummy::Game expected = dealOf(2, 7);
    QCOMPARE(controller.status()->property("poolCount").toInt(), 106 - 2 * 14);
    QCOMPARE(controller.status()->property("poolCount").toInt(), expected.poolSize());
    QCOMPARE(controller.board()->property("currentPlayer").toInt(), expected.currentPlayer());
    QCOMPARE(controller.property("names").toStringList().value(expected.currentPlayer()),
             QStringLiteral("Player %1").arg(expected.currentPlayer() + 1));
    QCOMPARE(controller.property("names").toStringList().size(), 2);
    QCOMPARE(controller.scoreboard()->property("seed").toString(), QStringLiteral("7"));
    QCOMPARE(controller.board()->property("initialMeld").toInt(), 30);
    QCOMPARE(controller.board()->property("initialMeldDone").toBool(), false);
    QCOMPARE(controller.scoreboard()->property("rackSizes").value<QList<int>>(), (QList<int>{14, 14}));
    QCOMPARE(controller.board()->table()->rowCount(), 0);
    QCOMPARE(controller.seedValue(), quint64(7));
}

void TestUiModels::playersAreClampedAndCounted()
{
    GameController controller;
    controller.start(3, 5);
    QCOMPARE(controller.playerCount(), 3);
    QCOMPARE(controller.poolCount(), 106 - 3 * 14);
    QCOMPARE(controller.scoreboard()->rackSizes(), (QList<int>{14, 14, 14}));
    controller.start(9, 5);
    QCOMPARE(controller.playerCount(), MatchOptions::kMaxPlayers);
    QCOMPARE(controller.poolCount(), 106 - 4 * 14);
    controller.start(1, 5);
    QCOMPARE(controller.playerCount(), MatchOptions::kMinPlayers);
}

void TestUiModels::newGameTakesADecimalSeed()
{
    GameController controller;
    QVERIFY(controller.setSeats({SeatKind::Person})); // hot seat, as above
    QVERIFY(controller.newGame(3, QStringLiteral("42")));
    QCOMPARE(controller.scoreboard()->seed(), QStringLiteral("42"));
    QCOMPARE(controller.playerCount(), 3);
    controller.confirmHandOver();
    QCOMPARE(controller.board()->rack()->tiles(), dealOf(3, 42).rack(controller.currentPlayer()));

    QVERIFY(!controller.newGame(2, QStringLiteral("forty-two")));
    QVERIFY(!controller.newGame(2, QStringLiteral("-5")));
    QCOMPARE(controller.scoreboard()->seed(), QStringLiteral("42")); // unchanged
    QCOMPARE(controller.playerCount(), 3);

    QVERIFY(controller.newGame(2)); // a random seed
    QCOMPARE(controller.playerCount(), 2);
    controller.confirmHandOver();
    QCOMPARE(controller.board()->rack()->rowCount(), 14);
    QVERIFY(controller.seedValue() >= 1);
}

void TestUiModels::startResetsTheRack()
{
    GameController controller;
    controller.start(2, 7);
    QSignalSpy changed(&controller, &GameController::gameChanged);
    QSignalSpy reset(controller.board()->rack(), &QAbstractItemModel::modelReset);
    controller.start(2, 8);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(reset.count(), 1);
    // Human against a standard AI: the rack is the human's, to move or not.
    QCOMPARE(controller.rackPlayer(), 0);
    QCOMPARE(controller.board()->rack()->tiles(), dealOf(2, 8).rack(0));
}

void TestUiModels::tableModelShowsSetsAsTheCoreSeesThem()
{
    using tilerummy::Colour;
    TableModel model;
    QSignalSpy counted(&model, &TableModel::countChanged);
    const tilerummy::IdTable sets{
        {idOf(Colour::Red, 7), idOf(Colour::Red, 8), idOf(Colour::Red, 9)},
        {idOf(Colour::Black, 5), idOf(Colour::Red, 5), idOf(Colour::Blue, 5, 1), 104},
        {idOf(Colour::Orange, 1), idOf(Colour::Orange, 2)},
    };
    model.setSets(sets);
    QCOMPARE(counted.count(), 1);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.tileCount(), 9);
    QCOMPARE(model.sets(), sets);

    QCOMPARE(roleOf(model, 0, "kind").value<TableModel::Kind>(), TableModel::Kind::Run);
    QCOMPARE(roleOf(model, 0, "valid").toBool(), true);
    QCOMPARE(roleOf(model, 0, "meldValue").toInt(), 24);
    QCOMPARE(roleOf(model, 0, "notation").toString(), QStringLiteral("R7 R8 R9"));
    QCOMPARE(roleOf(model, 1, "kind").value<TableModel::Kind>(), TableModel::Kind::Group);
    QCOMPARE(roleOf(model, 1, "size").toInt(), 4);
    QCOMPARE(roleOf(model, 1, "meldValue").toInt(), 20);
    QCOMPARE(roleOf(model, 2, "kind").value<TableModel::Kind>(), TableModel::Kind::Invalid);
    QCOMPARE(roleOf(model, 2, "valid").toBool(), false);

    const QList<TileFace> tiles = roleOf(model, 1, "tiles").value<QList<TileFace>>();
    QCOMPARE(tiles.size(), 4);
    QCOMPARE(tiles.at(2).tileId, idOf(Colour::Blue, 5, 1));
    QCOMPARE(tiles.at(2).notation, QStringLiteral("B5"));
    QCOMPARE(tiles.at(3).isJoker, true);
    // The group's joker says what it stands for; the other tiles say nothing.
    QCOMPARE(tiles.at(3).standsFor, QStringLiteral("Joker, standing for orange 5."));
    QVERIFY(tiles.at(0).standsFor.isEmpty());
    // A run's joker at its end may stand at either end.
    const QList<TileFace> run = tilerummy::ui::tileFaces({idOf(Colour::Red, 3), idOf(Colour::Red, 4), 104});
    QCOMPARE(run.at(2).standsFor, QStringLiteral("Joker, standing for one of: red 2, red 5."));
    // In a set that is not valid, a joker stands for nothing yet.
    QVERIFY(tilerummy::ui::tileFaces({idOf(Colour::Red, 3), 104}).at(1).standsFor.isEmpty());
    const QVariantList ids = roleOf(model, 0, "tileIds").toList();
    QCOMPARE(ids.size(), 3);
    QCOMPARE(ids.at(1).toInt(), idOf(Colour::Red, 8));

    model.setSets(sets); // no change, no reset
    QCOMPARE(counted.count(), 1);
    model.setSets({});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.tileCount(), 0);
}

// A drop names a place as the set is shown; the board takes it as the set is
// laid: the model gives each shown tile's place as laid (laidAt), and says so
// when only the order laid changes.
void TestUiModels::tableModelGivesEachShownTileItsPlaceAsLaid()
{
    using tilerummy::Colour;
    TableModel model;
    model.setSets({{idOf(Colour::Red, 9), idOf(Colour::Red, 7), idOf(Colour::Red, 8)}});
    QCOMPARE(roleOf(model, 0, "notation").toString(), QStringLiteral("R7 R8 R9"));
    QCOMPARE(roleOf(model, 0, "laidAt").value<QList<int>>(), (QList<int>{1, 2, 0}));
    QSignalSpy changed(&model, &TableModel::dataChanged);
    model.setSets({{idOf(Colour::Red, 7), idOf(Colour::Red, 8), idOf(Colour::Red, 9)}});
    QCOMPARE(roleOf(model, 0, "laidAt").value<QList<int>>(), (QList<int>{0, 1, 2}));
    QVERIFY(!changed.isEmpty());
    QVERIFY(changed.first().at(2).value<QList<int>>().contains(TableModel::LaidAtRole));
}

// A move changes, inserts or removes only the rows it touches (a reset would
// make the views re-create every tile); a new deal is one reset.
void TestUiModels::modelsChangeOnlyTheRowsThatChange()
{
    using tilerummy::Colour;
    TableModel table;
    QAbstractItemModelTester tableTester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const tilerummy::IdSet run{idOf(Colour::Red, 7), idOf(Colour::Red, 8), idOf(Colour::Red, 9)};
    const tilerummy::IdSet group{idOf(Colour::Black, 5), idOf(Colour::Red, 5), idOf(Colour::Blue, 5)};
    const tilerummy::IdSet pair{idOf(Colour::Orange, 1), idOf(Colour::Orange, 2)};
    table.setSets({run, group, pair});
    QSignalSpy tableReset(&table, &QAbstractItemModel::modelReset);
    QSignalSpy tableChanged(&table, &QAbstractItemModel::dataChanged);
    QSignalSpy tableInserted(&table, &QAbstractItemModel::rowsInserted);
    QSignalSpy tableRemoved(&table, &QAbstractItemModel::rowsRemoved);
    QSignalSpy counted(&table, &TableModel::countChanged);

    // R10 from the rack onto the run, and a new set at the end.
    tilerummy::IdSet longer = run;
    longer.push_back(idOf(Colour::Red, 10));
    const tilerummy::IdSet fresh{idOf(Colour::Blue, 11), idOf(Colour::Blue, 12)};
    table.setSets({longer, group, pair, fresh});
    QCOMPARE(table.sets(), (tilerummy::IdTable{longer, group, pair, fresh}));
    QCOMPARE(tableReset.count(), 0);
    QCOMPARE(tableChanged.count(), 1);
    QCOMPARE(tableChanged.at(0).at(0).toModelIndex().row(), 0);
    QCOMPARE(tableInserted.count(), 1);
    QCOMPARE(tableInserted.at(0).at(1).toInt(), 3);
    QCOMPARE(counted.count(), 1);
    QCOMPARE(table.tileCount(), 11);
    QCOMPARE(roleOf(table, 0, "notation").toString(), QStringLiteral("R7 R8 R9 R10"));

    // The group emptied into the pair: one row changes, one goes.
    tilerummy::IdSet five = pair;
    five.insert(five.end(), group.begin(), group.end());
    table.setSets({longer, five, fresh});
    QCOMPARE(table.sets(), (tilerummy::IdTable{longer, five, fresh}));
    QCOMPARE(tableReset.count(), 0);
    QCOMPARE(tableRemoved.count(), 1);
    QCOMPARE(roleOf(table, 1, "size").toInt(), 5);
    QCOMPARE(roleOf(table, 2, "notation").toString(), QStringLiteral("B11 B12"));
    table.setSets({});
    QCOMPARE(table.rowCount(), 0);
    QCOMPARE(tableReset.count(), 0);

    RackModel rack;
    QAbstractItemModelTester rackTester(&rack, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const std::vector<tilerummy::TileId> dealt{1, 9, 17, 25, 33, 41, 49, 57};
    rack.setTiles(dealt);
    QSignalSpy rackReset(&rack, &QAbstractItemModel::modelReset);
    QSignalSpy rackInserted(&rack, &QAbstractItemModel::rowsInserted);
    QSignalSpy rackRemoved(&rack, &QAbstractItemModel::rowsRemoved);
    // A tile moved from the front to the middle: it goes and comes back, the others stay.
    const std::vector<tilerummy::TileId> moved{9, 17, 25, 1, 33, 41, 49, 57};
    rack.setTiles(moved);
    QCOMPARE(rack.tiles(), moved);
    QCOMPARE(rackReset.count(), 0);
    QCOMPARE(rackRemoved.count(), 1);
    QCOMPARE(rackInserted.count(), 1);
    // Two tiles laid, one drawn.
    const std::vector<tilerummy::TileId> played{9, 25, 1, 33, 49, 57, 65};
    rack.setTiles(played);
    QCOMPARE(rack.tiles(), played);
    QCOMPARE(rackReset.count(), 0);
    for (int row = 0; row < rack.rowCount(); ++row)
        QCOMPARE(roleOf(rack, row, "tileId").toInt(), played[static_cast<std::size_t>(row)]);
    // A new deal: one reset.
    rack.setTiles({2, 10, 18, 26, 34, 42, 50, 58});
    QCOMPARE(rackReset.count(), 1);
}

void TestUiModels::launchOptionsTakeSeedAndPlayers()
{
    LaunchOptions options = parseLaunchOptions({"tilerummy", "--seed", "7", "--players", "3"});
    QVERIFY2(options.warnings.isEmpty(), qPrintable(options.warnings.join('\n')));
    QCOMPARE(options.seed.value_or(0), quint64(7));
    QCOMPARE(options.players, 3);

    options = parseLaunchOptions({"tilerummy", "--seed=18446744073709551615"});
    QVERIFY(options.warnings.isEmpty());
    QCOMPARE(options.seed.value_or(0), quint64(18446744073709551615ULL));
    QCOMPARE(options.players, 2);

    options = parseLaunchOptions({"tilerummy"});
    QVERIFY(options.warnings.isEmpty());
    QVERIFY(!options.seed.has_value());
    QCOMPARE(options.players, 2);
    QVERIFY(!options.showHelp);

    // Seats by name, in any case and with spaces around.
    options = parseLaunchOptions({"tilerummy", "--players", "Human, expert ,BEGINNER"});
    QVERIFY2(options.warnings.isEmpty(), qPrintable(options.warnings.join('\n')));
    QCOMPARE(options.seats, (QList<SeatKind>{SeatKind::Person, SeatKind::Expert, SeatKind::Beginner}));
    QCOMPARE(options.players, 3);

    QVERIFY(parseLaunchOptions({"tilerummy", "--help"}).showHelp);
    QVERIFY(!options.quitAfterFirstFrame);
    QVERIFY(parseLaunchOptions({"tilerummy", "--quit-after-first-frame"}).quitAfterFirstFrame);
}

void TestUiModels::launchOptionsReportWhatTheyIgnore()
{
    LaunchOptions options = parseLaunchOptions({"tilerummy", "--bogus", "--seed", "9", "stray"});
    QCOMPARE(options.warnings.size(), 2);
    QVERIFY(options.warnings.at(0).contains(QStringLiteral("bogus")));
    QVERIFY(options.warnings.at(1).contains(QStringLiteral("stray")));
    QCOMPARE(options.seed.value_or(0), quint64(9)); // what it knows still counts

    options = parseLaunchOptions({"tilerummy", "--players", "5"});
    QCOMPARE(options.warnings.size(), 1);
    QCOMPARE(options.players, 2);
    options = parseLaunchOptions({"tilerummy", "--players", "one"});
    QCOMPARE(options.warnings.size(), 1);
    QCOMPARE(options.players, 2);
    for (const char* seats : {"human,grandmaster", "human", "human,human,human,human,human"}) {
        options = parseLaunchOptions({"tilerummy", "--players", seats});
        QCOMPARE(options.warnings.size(), 1);
        QVERIFY(options.seats.isEmpty());
        QCOMPARE(options.players, 2);
    }

    options = parseLaunchOptions({"tilerummy", "--seed", "-3"});
    QCOMPARE(options.warnings.size(), 1);
    QVERIFY(!options.seed.has_value());
    options = parseLaunchOptions({"tilerummy", "--seed"});
    QCOMPARE(options.warnings.size(), 1);
    QVERIFY(!options.seed.has_value());
}

// The window's icons: the outlines of their SVG files, paint inherited from
// the group, circles as arcs; a file that is not there, or not SVG, has none.
void TestUiModels::iconsAreReadFromTheirSvgFiles()
{
    const IconPaths icons;
    const QList<IconPart> timer = icons.parts(QStringLiteral("timer"));
    QCOMPARE(timer.size(), 5);
    const IconPart& face = timer.at(0);
    QCOMPARE(face.stroke, QStringLiteral("#f1ead6"));
    QCOMPARE(face.fill, QStringLiteral("none"));
    QCOMPARE(face.strokeWidth, 2.0);
    QCOMPARE(face.d, QStringLiteral("M4 13.5a8 8 0 1 0 16 0a8 8 0 1 0 -16 0"));
    QCOMPARE(timer.at(1).d, QStringLiteral("M9.5 2.5h5M12 2.5v3"));
    const IconPart& hub = timer.at(4); // outside the group: its own fill, no stroke
    QCOMPARE(hub.fill, QStringLiteral("#f1ead6"));
    QCOMPARE(hub.stroke, QStringLiteral("none"));
    QCOMPARE(icons.parts(QStringLiteral("menu")).size(), 3);
    QTest::ignoreMessage(QtWarningMsg, "IconPaths: no icon named 'nothing'");
    QVERIFY(icons.parts(QStringLiteral("nothing")).isEmpty());
    QString error;
    QVERIFY(IconPaths::partsOf("<svg><path d='M0 0'", &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

// The join screen's list: a table announced on this machine (loopback) is
// listed by its host's name, with the address to join it; one with no seat
// free any more goes from the list; stopped, the list is empty.
void TestUiModels::theJoinScreenListsTheTablesHeard()
{
    const quint16 port = static_cast<quint16>(46000 + QCoreApplication::applicationPid() % 9000);
    LanTables lan;
    lan.setDiscoveryPort(port);
    QSignalSpy changed(&lan, &LanTables::tablesChanged);
    lan.setRunning(true);
    QVERIFY(lan.running());
    QCOMPARE(lan.problem(), QString());
    QVERIFY(lan.tables().isEmpty());

    tilerummy::net::LanBeacon beacon(port);
    tilerummy::net::TableAnnouncement table;
    table.instance = QStringLiteral("t1");
    table.name = QStringLiteral("Ann");
    table.port = 4520;
    table.needsCode = true;
    table.seats = 3;
    table.freeSeats = 2;
    beacon.offer(table);
    QTRY_COMPARE(lan.tables().size(), 1);
    const HeardTable heard = lan.tables().front();
    QCOMPARE(heard.name, QStringLiteral("Ann's table"));
    QVERIFY2(heard.address.startsWith(QStringLiteral("ws://")) && heard.address.endsWith(QStringLiteral(":4520")),
             qPrintable(heard.address));
    QVERIFY(heard.needsCode);
    QCOMPARE(heard.seats, 3);
    QCOMPARE(heard.freeSeats, 2);
    QVERIFY(changed.count() >= 1);

    table.freeSeats = 0; // full: no longer offered, and forgotten
    beacon.offer(table);
    QTRY_VERIFY_WITH_TIMEOUT(lan.tables().isEmpty(), tilerummy::net::LanBrowser::kForgetMs + 3000);

    beacon.offer({table.protocol, QStringLiteral("t2"), QString(), 4521, true, false, 2, 1}); // no name
    QTRY_COMPARE(lan.tables().size(), 1);
    QCOMPARE(lan.tables().front().name, QStringLiteral("A table"));
    QVERIFY(lan.tables().front().address.startsWith(QStringLiteral("wss://")));
    lan.setRunning(false);
    QVERIFY(lan.tables().isEmpty());
}

// A seat taken back retells its round from the host's story: the lines of
// the rounds before stay, the round's own start again with the host's numbers.
void TestUiModels::aRoundRetoldKeepsTheRoundsBefore()
{
    TurnLog log;
    log.setNames([] { return QStringList{"Ann", "Bea"}; });
    const tilerummy::Rules rules;
    tilerummy::TurnRecord draw;
    draw.action = tilerummy::TurnAction::Draw;
    log.beginMatch(rules);
    log.addTurn(1, draw);
    log.addRound(2);
    log.addTurn(1, draw);
    tilerummy::TurnRecord bea = draw;
    bea.player = 1;
    bea.standIn = true;
    log.retellRound(2, rules, 4, {draw, bea});
    const QStringList lines = log.lines();
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[0].startsWith("Round 1: "));
    QCOMPARE(lines[1], QStringLiteral("Turn 1: Ann drew a tile."));
    QVERIFY(lines[2].startsWith("Round 2: "));
    QCOMPARE(lines[3], QStringLiteral("Turn 4: Ann drew a tile."));
    QCOMPARE(lines[4], QStringLiteral("Turn 5 (the AI for Bea): Bea drew a tile."));
    // Retold again: the same lines, nothing twice. Another round: only its own.
    log.retellRound(2, rules, 4, {draw, bea});
    QCOMPARE(log.lines(), lines);
    log.retellRound(3, rules, 1, {draw});
    QCOMPARE(log.lines().size(), 2);
    QVERIFY(log.lines()[0].startsWith("Round 3: "));
}

QTEST_GUILESS_MAIN(TestUiModels)
#include "test_ui_models.moc"
