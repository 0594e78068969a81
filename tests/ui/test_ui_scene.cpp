// The game window's scene as the app loads it (Main.qml from the TileRummy
// module, with a GameController and the settings handed in), rendered
// offscreen: the rack shows the 14 dealt tiles in rack order once the player
// has taken the screen, the header the pool, the turn and the seed, and the
// table the sets of the table model.
#include "session/game_controller.h"
#include "settings/app_settings.h"
#include "words/tile_data.h"

#include "match.h"

#include "rack_slots.h"
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <memory>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)

namespace {

void collectItems(QQuickItem* item, const QString& name, QList<QQuickItem*>* found)
{
    if (item->objectName() == name)
        found->append(item);
    const QList<QQuickItem*> children = item->childItems();
    for (QQuickItem* child : children)
        collectItems(child, name, found);
}

// The items named `name`, in reading order (top to bottom, then left to right).
QList<QQuickItem*> itemsNamed(QQuickWindow* window, const QString& name)
{
    QList<QQuickItem*> found;
    collectItems(window->contentItem(), name, &found);
    std::stable_sort(found.begin(), found.end(), [window](QQuickItem* a, QQuickItem* b) {
        const QPointF pa = a->mapToItem(window->contentItem(), QPointF());
        const QPointF pb = b->mapToItem(window->contentItem(), QPointF());
        if (!qFuzzyCompare(pa.y() + 1, pb.y() + 1))
            return pa.y() < pb.y();
        return pa.x() < pb.x();
    });
    return found;
}

// The one item of that name in the game's scene (the tutorial's table, in the
// same window, has items of the same names).
QQuickItem* itemNamed(QQuickWindow* window, const QString& name)
{
    QList<QQuickItem*> items = itemsNamed(window, name);
    items.removeIf([](const QQuickItem* item) {
        for (const QQuickItem* up = item; up; up = up->parentItem()) {
            if (up->objectName() == QLatin1String("tutorialScene"))
                return true;
        }
        return false;
    });
    return items.size() == 1 ? items.first() : nullptr;
}

// The first round of the match a controller deals for this seed, made independently.
tilerummy::Game dealOf(int players, std::uint64_t seed)
{
    return tilerummy::Match(players, tilerummy::Rules{}, seed).round();
}

// The header's round and seed, in its long form or (a narrower header) its short one.
bool showsRoundAndSeed(const QString& text, int round, std::uint64_t seed)
{
    return text == QStringLiteral("Round %1 \u00b7 Seed %2").arg(round).arg(seed) ||
           text == QStringLiteral("R%1 \u00b7 #%2").arg(round).arg(seed);
}

} // namespace

class TestUiScene : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void rackShowsTheDealtTiles();
    void headerShowsPoolTurnAndSeed();
    void tilesAreDrawnInsideTheWindow();
    void jokersAreShown();
    void tableShowsTheSets();
    void sidePanelIsBesideTheTable();
    void aNewDealRefillsTheRack();

private:
    QQuickWindow* load(int players, quint64 seed);

    QTemporaryDir settingsDir_;
    std::unique_ptr<AppSettings> settings_;
    std::unique_ptr<GameController> controller_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
};

void TestUiScene::initTestCase()
{
    QQuickStyle::setStyle(QStringLiteral("Basic"));
}

void TestUiScene::init()
{
    // Any warning from the module's QML (a binding loop, a type error, an
    // unset required property) fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("qrc:/qt/qml/TileRummy/")));
}

void TestUiScene::cleanup()
{
    engine_.reset(); // before the controller and the settings it shows
    controller_.reset();
    settings_.reset();
}

QQuickWindow* TestUiScene::load(int players, quint64 seed)
{
    // The player's settings on a throw-away INI file, fresh for each test.
    if (!settingsDir_.isValid())
        return nullptr;
    const QString ini = settingsDir_.filePath(QStringLiteral("settings.ini"));
    QFile::remove(ini);
    settings_ = std::make_unique<AppSettings>(ini);
    // Tiles land at once (no flights in from where they were), so that the
    // test sees where they lie.
    settings_->setAnimationSpeed(AppSettings::Instant);
    controller_ = std::make_unique<GameController>();
    // Hot seat: every seat human, so that no AI moves while the scene loads
    // and the rack is the current player's, once they take the screen.
    controller_->setSeats({SeatKind::Person});
    controller_->start(players, seed);
    engine_ = std::make_unique<QQmlApplicationEngine>();
    engine_->addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine_->setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(controller_.get())},
                                   {QStringLiteral("settings"), QVariant::fromValue(settings_.get())}});
    engine_->load(QUrl(QStringLiteral("qrc:/qt/qml/TileRummy/Main.qml")));
    if (engine_->rootObjects().size() != 1)
        return nullptr;
    auto* window = qobject_cast<QQuickWindow*>(engine_->rootObjects().first());
    if (window == nullptr || !QTest::qWaitForWindowExposed(window))
        return nullptr;
    // Nobody's rack shows before the first player confirms the hand-over.
    if (!controller_->handOverPending() || controller_->board()->rack()->rowCount() != 0 ||
        !itemsNamed(window, QStringLiteral("rackTile")).isEmpty())
        return nullptr;
    controller_->confirmHandOver();
    // The rack's tiles come, and its Grid lays them out (at the next polish).
    const bool shown = QTest::qWaitFor([&] {
        const QList<QQuickItem*> tiles = itemsNamed(window, QStringLiteral("rackTile"));
        if (tiles.size() != controller_->board()->rack()->rowCount())
            return false;
        QSet<QPair<qreal, qreal>> places;
        for (QQuickItem* tile : tiles) {
            const QPointF p = tile->mapToScene(QPointF());
            places.insert({p.x(), p.y()});
        }
        return places.size() == tiles.size();
    });
    return shown ? window : nullptr;
}

void TestUiScene::rackShowsTheDealtTiles()
{
    QQuickWindow* window = load(2, 7);
    QVERIFY(window);
    const tilerummy::Game expected = dealOf(2, 7);
    const tilerummy::IdSet& rack = expected.rack(expected.currentPlayer());

    const QList<QQuickItem*> tiles = itemsNamed(window, QStringLiteral("rackTile"));
    QCOMPARE(tiles.size(), 14);
    // Two shelves of seven, in rack order.
    for (int i = 0; i < tiles.size(); ++i) {
        const tilerummy::TileId id = rack[static_cast<std::size_t>(i)];
        QCOMPARE(tiles[i]->property("tileId").toInt(), id);
        QCOMPARE(tiles[i]->property("notation").toString(), QString::fromStdString(tilerummy::faceOf(id).notation()));
        QCOMPARE(tiles[i]->property("accessibleName").toString(),
                 tilerummy::ui::accessibleTileName(tilerummy::faceOf(id)));
    }
    const qreal firstRow = tiles.first()->mapToScene(QPointF()).y();
    const qreal secondRow = tiles.last()->mapToScene(QPointF()).y();
    QVERIFY(secondRow > firstRow + tiles.first()->height() * 0.9);
    QCOMPARE(tiles[6]->mapToScene(QPointF()).y(), firstRow);
    QCOMPARE(tiles[7]->mapToScene(QPointF()).y(), secondRow);

    QQuickItem* rackItem = itemNamed(window, QStringLiteral("rack"));
    QVERIFY(rackItem);
    QCOMPARE(rackItem->property("columns").toInt(), tilerummy::kRackColumns); // slots a shelf, 7 of them filled
}

void TestUiScene::headerShowsPoolTurnAndSeed()
{
    QQuickWindow* window = load(3, 11);
    QVERIFY(window);
    const tilerummy::Game expected = dealOf(3, 11);

    QQuickItem* pool = itemNamed(window, QStringLiteral("poolLabel"));
    QVERIFY(pool);
    QCOMPARE(pool->property("text").toString(), QStringLiteral("Pool: %1").arg(106 - 3 * 14));
    QQuickItem* turn = itemNamed(window, QStringLiteral("turnLabel"));
    QVERIFY(turn);
    QCOMPARE(turn->property("text").toString(), QStringLiteral("Player %1's turn").arg(expected.currentPlayer() + 1));
    QQuickItem* seed = itemNamed(window, QStringLiteral("seedLabel"));
    QVERIFY(seed);
    QVERIFY2(showsRoundAndSeed(seed->property("text").toString(), 1, 11),
             qPrintable(seed->property("text").toString()));
    QQuickItem* hint = itemNamed(window, QStringLiteral("openingHint"));
    QVERIFY(hint);
    QVERIFY(hint->isVisible());
    QVERIFY(hint->property("text").toString().contains(QStringLiteral("30")));
}

void TestUiScene::tilesAreDrawnInsideTheWindow()
{
    QQuickWindow* window = load(2, 7);
    QVERIFY(window);
    const QRectF windowRect(QPointF(), QSizeF(window->size()));
    const QList<QQuickItem*> tiles = itemsNamed(window, QStringLiteral("rackTile"));
    QCOMPARE(tiles.size(), 14);
    for (QQuickItem* tile : tiles) {
        QVERIFY(tile->isVisible());
        QVERIFY(tile->width() >= 30);
        QVERIFY(tile->height() > tile->width());
        const QRectF rect = tile->mapRectToScene(QRectF(0, 0, tile->width(), tile->height()));
        QVERIFY2(windowRect.contains(rect), qPrintable(tile->property("notation").toString()));
    }
    // No two tiles overlap.
    for (int i = 0; i + 1 < tiles.size(); ++i) {
        const QRectF a = tiles[i]->mapRectToScene(QRectF(0, 0, tiles[i]->width(), tiles[i]->height()));
        const QRectF b = tiles[i + 1]->mapRectToScene(QRectF(0, 0, tiles[i + 1]->width(), tiles[i + 1]->height()));
        QVERIFY(!a.intersects(b));
    }
    // The table sits above the rack.
    QQuickItem* table = itemNamed(window, QStringLiteral("tableArea"));
    QVERIFY(table);
    const QRectF tableRect = table->mapRectToScene(QRectF(0, 0, table->width(), table->height()));
    QVERIFY(tableRect.height() > window->height() / 3);
    QVERIFY(tableRect.bottom() <= tiles.first()->mapToScene(QPointF()).y());

    const QImage image = window->grabWindow();
    QCOMPARE(image.size(), window->size() * window->devicePixelRatio());
}

void TestUiScene::jokersAreShown()
{
    QQuickWindow* window = load(2, 97); // both jokers on the first player's rack
    QVERIFY(window);
    const QList<QQuickItem*> tiles = itemsNamed(window, QStringLiteral("rackTile"));
    QCOMPARE(tiles.size(), 14);
    const auto jokers =
        std::count_if(tiles.begin(), tiles.end(), [](QQuickItem* tile) { return tile->property("isJoker").toBool(); });
    QCOMPARE(jokers, 2);
}

void TestUiScene::tableShowsTheSets()
{
    QQuickWindow* window = load(2, 7);
    QVERIFY(window);
    QCOMPARE(itemsNamed(window, QStringLiteral("tableSet")).size(), 0);

    // Ids: 2 * face index (+1 for the second copy); face index = (value - 1) * 4 + colour.
    const tilerummy::IdTable sets{{2 * (6 * 4 + 1), 2 * (7 * 4 + 1), 2 * (8 * 4 + 1)},
                                  {2 * (4 * 4 + 0), 2 * (4 * 4 + 2), 104}};
    controller_->board()->table()->setSets(sets);
    QTRY_COMPARE(itemsNamed(window, QStringLiteral("tableSet")).size(), 2);
    const auto notations = [window] {
        QStringList shown;
        for (QQuickItem* tile : itemsNamed(window, QStringLiteral("tableTile")))
            shown << tile->property("notation").toString();
        return shown;
    };
    // The sets lie side by side once the table is laid out.
    QTRY_COMPARE(notations(), (QStringList{"R7", "R8", "R9", "K5", "B5", "J"}));
    QQuickItem* hint = itemNamed(window, QStringLiteral("openingHint"));
    QVERIFY(hint);
    QVERIFY(!hint->isVisible());
}

void TestUiScene::sidePanelIsBesideTheTable()
{
    QQuickWindow* window = load(2, 7);
    QVERIFY(window);
    QVERIFY(window->width() >= 1240); // wide enough for the turn log and the scores
    QTRY_VERIFY(itemNamed(window, QStringLiteral("sidePanel")));
    QQuickItem* panel = itemNamed(window, QStringLiteral("sidePanel"));
    QVERIFY(panel->isVisible());
    QVERIFY(panel->width() > 0);
    QQuickItem* table = itemNamed(window, QStringLiteral("tableArea"));
    QVERIFY(table);
    QVERIFY(panel->mapToScene(QPointF()).x() >= table->mapRectToScene(QRectF(0, 0, table->width(), 0)).right());
}

void TestUiScene::aNewDealRefillsTheRack()
{
    QQuickWindow* window = load(2, 7);
    QVERIFY(window);
    controller_->start(4, 99);
    // A new game between people: the rack hides until the next hand-over.
    QVERIFY(controller_->handOverPending());
    QTRY_VERIFY(itemsNamed(window, QStringLiteral("rackTile")).isEmpty());
    controller_->confirmHandOver();
    const tilerummy::Game expected = dealOf(4, 99);
    const tilerummy::IdSet& rack = expected.rack(expected.currentPlayer());
    QList<QQuickItem*> tiles;
    QTRY_COMPARE((tiles = itemsNamed(window, QStringLiteral("rackTile"))).size(), 14);
    QTRY_COMPARE(tiles.first()->property("tileId").toInt(), rack.front());
    for (int i = 0; i < tiles.size(); ++i)
        QCOMPARE(tiles[i]->property("tileId").toInt(), rack[static_cast<std::size_t>(i)]);
    QCOMPARE(itemNamed(window, QStringLiteral("poolLabel"))->property("text").toString(), QStringLiteral("Pool: 50"));
    const QString seedText = itemNamed(window, QStringLiteral("seedLabel"))->property("text").toString();
    QVERIFY2(showsRoundAndSeed(seedText, 1, 99), qPrintable(seedText));
}

QTEST_MAIN(TestUiScene)
#include "test_ui_scene.moc"
