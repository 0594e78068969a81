// The frame benchmark's person's turn, played with the mouse: rack tiles
// dragged to the felt and back and within the rack (QTest presses, moves and
// releases on the window), then the hint and the end of the turn; after each
// step the scene is checked to show the models.
#include "frame_benchmark.h"

#include "words/tile_data.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace uiframe {

QList<QQuickItem*> FrameBenchmark::rackTiles()
{
    QList<QQuickItem*> tiles;
    collect(rack_, QStringLiteral("rackTile"), &tiles);
    tiles.erase(std::remove_if(tiles.begin(), tiles.end(), [](QQuickItem* t) { return !t->isVisible(); }), tiles.end());
    std::sort(tiles.begin(), tiles.end(), [](QQuickItem* a, QQuickItem* b) {
        return a->property("position").toInt() < b->property("position").toInt();
    });
    return tiles;
}

QQuickItem* FrameBenchmark::tableTile(int id)
{
    QList<QQuickItem*> tiles;
    collect(tableArea_, QStringLiteral("tableTile"), &tiles);
    for (QQuickItem* tile : tiles) {
        if (tile->property("tileId").toInt() == id && tile->isVisible())
            return tile;
    }
    return nullptr;
}

// The rack scrolls when it holds more than fits: only tiles in view can be taken.
bool FrameBenchmark::visibleOnRack(QQuickItem* tile)
{
    const QRectF view = rackView_->mapRectToScene(QRectF(0, 0, rackView_->width(), rackView_->height()));
    const QRectF rect = tile->mapRectToScene(QRectF(0, 0, tile->width(), tile->height()));
    return view.contains(rect.center()) && view.contains(rect.center() + QPointF(rect.width() * 0.3, 0)) &&
           view.contains(rect.center() - QPointF(rect.width() * 0.3, 0));
}

QPointF FrameBenchmark::freeFelt()
{
    return tableArea_->mapToScene(QPointF(tableArea_->width() * 0.5, tableArea_->height() - 30));
}

// Before the first rack tile in view.
QPointF FrameBenchmark::rackStart()
{
    for (QQuickItem* tile : rackTiles()) {
        if (visibleOnRack(tile))
            return tile->mapToScene(QPointF(tile->width() * 0.25, tile->height() * 0.5));
    }
    return rack_->mapToScene(QPointF(20, 20));
}

// A drag as a person makes it: press on the tile, move in steps (a frame's
// time apart), release, and let the tiles land.
bool FrameBenchmark::drag(QQuickItem* tile, QPointF to)
{
    const QPointF from = tile->mapToScene(QPointF(tile->width() / 2, tile->height() / 2));
    dragging_ = true;
    watchdogLast_ = nowNs(); // the benchmark's own look-up of items is not the app's
    QTest::mousePress(window_, Qt::LeftButton, Qt::NoModifier, from.toPoint());
    mouseDown_ = true;
    spin(options_.stepMs);
    for (int i = 1; i <= options_.dragSteps; ++i) {
        // Eased like a hand: quick in the middle, slow at both ends.
        const double f = 0.5 - 0.5 * std::cos(std::numbers::pi * i / options_.dragSteps);
        const QPointF p = from + (to - from) * f + QPointF(0, i == 1 ? -8 : 0);
        QTest::mouseMove(window_, p.toPoint());
        spin(options_.stepMs);
    }
    QTest::mouseRelease(window_, Qt::LeftButton, Qt::NoModifier, to.toPoint());
    mouseDown_ = false;
    ++drags_;
    settle();
    dragging_ = false;
    return true;
}

// The tiles' flights after a move: settings.animationMs(280), and a little.
void FrameBenchmark::settle()
{
    spin(settings_->animationMs(280) + 80);
}

// The scene shows the models: the rack's tiles in rack order, each set's
// tiles in set order, each Tile's place numbers right (the models change row
// by row, and the delegates must follow).
void FrameBenchmark::checkViews(const char* when)
{
    ++viewChecks_;
    QStringList problems;
    auto faceOf = [](int id) { return tilerummy::ui::tileRoleData(id, tilerummy::ui::NotationRole).toString(); };
    const QList<QQuickItem*> rack = rackTiles();
    const std::vector<tilerummy::TileId>& rackIds = game_->board()->rack()->tiles();
    if (static_cast<std::size_t>(rack.size()) != rackIds.size())
        problems.append(QStringLiteral("rack shows %1 tiles, model %2").arg(rack.size()).arg(rackIds.size()));
    for (int k = 0; k < rack.size() && static_cast<std::size_t>(k) < rackIds.size(); ++k) {
        const int id = rack[k]->property("tileId").toInt();
        if (id != rackIds[static_cast<std::size_t>(k)] || rack[k]->property("position").toInt() != k ||
            rack[k]->property("notation").toString() != faceOf(id))
            problems.append(QStringLiteral("rack position %1").arg(k));
    }
    QList<QQuickItem*> sets;
    collect(tableArea_, QStringLiteral("tableSet"), &sets);
    const tilerummy::IdTable& table = game_->board()->table()->sets();
    if (static_cast<std::size_t>(sets.size()) != table.size())
        problems.append(QStringLiteral("table shows %1 sets, model %2").arg(sets.size()).arg(table.size()));
    for (QQuickItem* set : sets) {
        const int index = set->property("index").toInt();
        if (index < 0 || static_cast<std::size_t>(index) >= table.size()) {
            problems.append(QStringLiteral("a set at index %1").arg(index));
            continue;
        }
        const tilerummy::IdSet& ids = table[static_cast<std::size_t>(index)];
        QList<QQuickItem*> tiles;
        collect(set, QStringLiteral("tableTile"), &tiles);
        std::sort(tiles.begin(), tiles.end(), [](QQuickItem* a, QQuickItem* b) {
            return a->property("position").toInt() < b->property("position").toInt();
        });
        bool same = static_cast<std::size_t>(tiles.size()) == ids.size() &&
                    set->property("size").toInt() == static_cast<int>(ids.size());
        for (int k = 0; same && k < tiles.size(); ++k) {
            const int id = tiles[k]->property("tileId").toInt();
            same = id == ids[static_cast<std::size_t>(k)] && tiles[k]->property("position").toInt() == k &&
                   tiles[k]->property("setIndex").toInt() == index &&
                   tiles[k]->property("notation").toString() == faceOf(id);
        }
        if (!same)
            problems.append(QStringLiteral("set %1").arg(index));
    }
    if (!problems.isEmpty()) {
        ++viewMismatches_;
        std::fprintf(stderr, "ui_frame_benchmark: the scene does not show the models (%s, turn %d): %s\n", when, turns_,
                     qPrintable(problems.join(QStringLiteral("; "))));
    }
    watchdogLast_ = nowNs(); // the check is the benchmark's, not the app's
}

bool FrameBenchmark::dragToFeltAndBack(int index)
{
    QList<QQuickItem*> tiles = rackTiles();
    QList<QQuickItem*> inView;
    for (QQuickItem* tile : tiles) {
        if (visibleOnRack(tile))
            inView.append(tile);
    }
    if (inView.isEmpty())
        return false;
    QQuickItem* tile = inView.at(index % inView.size());
    const int id = tile->property("tileId").toInt();
    drag(tile, freeFelt());
    checkViews("after a drag to the felt");
    if (game_->board()->setOfTile(id) < 0) {
        ++dragsFailed_;
        return false;
    }
    QQuickItem* onTable = tableTile(id);
    if (!onTable) {
        ++dragsFailed_;
        return false;
    }
    drag(onTable, rackStart());
    checkViews("after a drag back to the rack");
    if (game_->board()->setOfTile(id) >= 0) {
        ++dragsFailed_;
        return false;
    }
    return true;
}

bool FrameBenchmark::reorderRack(int from, int to)
{
    QList<QQuickItem*> inView;
    for (QQuickItem* tile : rackTiles()) {
        if (visibleOnRack(tile))
            inView.append(tile);
    }
    if (inView.size() < 3)
        return false;
    QQuickItem* tile = inView.at(from % inView.size());
    QQuickItem* target = inView.at(to % inView.size());
    if (tile == target)
        target = inView.at((to + 1) % inView.size());
    const tilerummy::IdSet rackBefore = game_->draft().rack();
    drag(tile, target->mapToScene(QPointF(target->width() * 0.3, target->height() / 2)));
    checkViews("after a drag within the rack");
    if (game_->draft().rack() == rackBefore) {
        ++dragsFailed_;
        return false;
    }
    return true;
}

void FrameBenchmark::humanTurn()
{
    if (options_.sceneCostsAt >= 0 && !sceneCostsDone_ && turns_ >= options_.sceneCostsAt) {
        sceneCostsDone_ = true;
        sceneCosts();
    }
    ++humanTurns_;
    const int n = humanTurns_;
    checkViews("at the start of the person's turn");
    dragToFeltAndBack(n * 5);
    reorderRack(n * 3 + 1, n * 3 + 6);
    dragToFeltAndBack(n * 7 + 2);

    // The hint, laid out move by move, then the end of the turn.
    humanBusy_ = true;
    hintArrived_ = false;
    if (game_->hint()->request()) {
        ++hints_;
        spinUntil([this] { return hintArrived_; }, 15000);
        spinUntil([this] { return game_->canAct() || game_->isRoundOver(); }, 30000);
        spin(settings_->animationMs(280) + 80);
        checkViews("after the hint");
    }
    if (game_->canAct()) {
        if (!hintPlaced_.isEmpty() && game_->board()->isDraftChanged())
            game_->endTurn();
        else
            game_->drawTile();
    }
    spin(50);
    humanBusy_ = false;
}

} // namespace uiframe
