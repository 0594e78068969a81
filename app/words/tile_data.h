// How the views see one physical tile: its id and face as the roles of a tile
// model and as a TileFace value (tileId, notation, value, colourName, isJoker,
// accessibleName). Shared by the rack and table models and every screen that
// shows a list of tiles (a round's end, a penalty, a review's racks).
#pragma once

#include "tile.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

// One tile as a screen shows it (in a list of tiles: tileFaces()).
struct TileFace {
    Q_GADGET
    QML_VALUE_TYPE(tileFace)
    Q_PROPERTY(int tileId MEMBER tileId FINAL)
    Q_PROPERTY(QString notation MEMBER notation FINAL)
    Q_PROPERTY(int value MEMBER value FINAL)
    Q_PROPERTY(QString colourName MEMBER colourName FINAL) // "" for the joker
    Q_PROPERTY(bool isJoker MEMBER isJoker FINAL)
    Q_PROPERTY(QString accessibleName MEMBER accessibleName FINAL)
    // A joker in a valid set: what it stands for, in words ("" otherwise).
    Q_PROPERTY(QString standsFor MEMBER standsFor FINAL)

public:
    int tileId = -1;
    QString notation;
    int value = 0;
    QString colourName;
    bool isJoker = false;
    QString accessibleName;
    QString standsFor;
    bool operator==(const TileFace&) const = default;
};

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

// The tile's face as its roles say it.
TileFace tileFace(TileId id);

bool isValidTileId(TileId id);

// Tile ids between the core's lists and QML's.
QList<int> toList(const std::vector<TileId>& ids);
// The same ids in the same order. Not QList's ==: on two empty lists, one
// without storage, Qt 6.4 passes memcmp a null pointer (undefined behaviour,
// which UBSan stops at).
bool sameInts(const QList<int>& a, const QList<int>& b);
std::vector<TileId> toIds(const QList<int>& tiles);
// tileFace() of each tile, in order.
// Each joker of a valid set says what it stands for (TileFace::standsFor).
QList<TileFace> tileFaces(const std::vector<TileId>& ids);

} // namespace tilerummy::ui
