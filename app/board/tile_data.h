// How the views see one physical tile: its id and face as the roles and map
// keys that QML reads (tileId, notation, value, colourName, isJoker,
// accessibleName). Shared by the rack and the table models.
#pragma once

#include "tile.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QVariantList>
#include <QVariantMap>

namespace tilerummy::ui {

// The role names every tile model exposes, in this order after Qt::UserRole.
enum TileRole {
    TileIdRole = Qt::UserRole + 1,
    NotationRole,
    ValueRole,
    ColourNameRole,
    IsJokerRole,
    AccessibleNameRole,
    TileRoleEnd, // first free role for models that add their own
};

QHash<int, QByteArray> tileRoleNames();

// The value of one tile role for a tile id; an invalid QVariant for other roles.
QVariant tileRoleData(TileId id, int role);

// The colour's key for the views ("black", "red", "blue", "orange"), empty for
// the joker. Not translated: QML maps it to a colour and a symbol.
QString colourKey(const Tile& face);

// What a screen reader says for the tile: "red 7", "joker" (translated).
QString accessibleTileName(const Tile& face);

// All tile roles of one tile as a map keyed by role name (for nested lists).
QVariantMap tileMap(TileId id);

bool isValidTileId(TileId id);

// Tile ids between the core's lists and QML's.
QList<int> toList(const std::vector<TileId>& ids);
// The same ids in the same order. Not QList's ==: on two empty lists, one
// without storage, Qt 6.4 passes memcmp a null pointer (undefined behaviour,
// which UBSan stops at).
bool sameInts(const QList<int>& a, const QList<int>& b);
std::vector<TileId> toIds(const QList<int>& tiles);
// tileMap() of each tile, in order.
QVariantList tileMaps(const std::vector<TileId>& ids);

} // namespace tilerummy::ui
