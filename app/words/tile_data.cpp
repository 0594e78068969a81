#include "words/tile_data.h"

#include "meld.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace tilerummy::ui {

QHash<int, QByteArray> tileRoleNames()
{
    return {
        {TileIdRole, "tileId"},         {NotationRole, "notation"}, {ValueRole, "value"},
        {ColourNameRole, "colourName"}, {IsJokerRole, "isJoker"},   {AccessibleNameRole, "accessibleName"},
    };
}

bool isValidTileId(TileId id)
{
    return id >= 0 && id < kTileCount;
}

QString colourKey(const Tile& face)
{
    if (face.isJoker())
        return {};
    switch (face.colour()) {
    case Colour::Black:
        return QStringLiteral("black");
    case Colour::Red:
        return QStringLiteral("red");
    case Colour::Blue:
        return QStringLiteral("blue");
    case Colour::Orange:
        return QStringLiteral("orange");
    }
    return {};
}

QString accessibleTileName(const Tile& face)
{
    if (face.isJoker())
        return QCoreApplication::translate("Tile", "joker");
    QString colour;
    switch (face.colour()) {
    case Colour::Black:
        colour = QCoreApplication::translate("Tile", "black");
        break;
    case Colour::Red:
        colour = QCoreApplication::translate("Tile", "red");
        break;
    case Colour::Blue:
        colour = QCoreApplication::translate("Tile", "blue");
        break;
    case Colour::Orange:
        colour = QCoreApplication::translate("Tile", "orange");
        break;
    }
    //: A tile's spoken name: %1 is its colour, %2 its number, e.g. "red 7".
    return QCoreApplication::translate("Tile", "%1 %2").arg(colour).arg(face.value());
}

QVariant tileRoleData(TileId id, int role)
{
    if (!isValidTileId(id))
        return {};
    const Tile face = faceOf(id);
    switch (role) {
    case TileIdRole:
        return id;
    case NotationRole:
        return QString::fromStdString(face.notation());
    case ValueRole:
        return face.value();
    case ColourNameRole:
        return colourKey(face);
    case IsJokerRole:
        return face.isJoker();
    case AccessibleNameRole:
        return accessibleTileName(face);
    default:
        return {};
    }
}

TileFace tileFace(TileId id)
{
    if (!isValidTileId(id))
        return {};
    const Tile face = faceOf(id);
    return {id,
            QString::fromStdString(face.notation()),
            face.value(),
            colourKey(face),
            face.isJoker(),
            accessibleTileName(face),
            QString()}; // standsFor: tileFaces() says it, for a joker in a valid set
}

QList<int> toList(const std::vector<TileId>& ids)
{
    QList<int> out;
    out.reserve(static_cast<qsizetype>(ids.size()));
    for (TileId id : ids)
        out.append(id);
    return out;
}

std::vector<TileId> toIds(const QList<int>& tiles)
{
    std::vector<TileId> ids;
    ids.reserve(static_cast<std::size_t>(tiles.size()));
    for (int id : tiles)
        ids.push_back(static_cast<TileId>(id));
    return ids;
}

QList<TileFace> tileFaces(const std::vector<TileId>& ids)
{
    QList<TileFace> out;
    out.reserve(static_cast<qsizetype>(ids.size()));
    Tiles set;
    for (TileId id : ids) {
        out.append(tileFace(id));
        set.push_back(isValidTileId(id) ? faceOf(id) : Tile::joker());
    }
    for (std::size_t k = 0; k < set.size(); ++k) {
        if (!set[k].isJoker() || !isValidTileId(ids[k]))
            continue;
        QStringList names;
        for (const Tile& face : jokerFaces(set, k))
            names.append(accessibleTileName(face));
        if (names.isEmpty())
            continue;
        out[static_cast<qsizetype>(k)].standsFor =
            names.size() == 1 ? QCoreApplication::translate("Tile", "Joker, standing for %1.").arg(names.front())
                              //: A joker that may stand for several tiles: "red 2, red 5".
                              : QCoreApplication::translate("Tile", "Joker, standing for one of: %1.")
                                    .arg(names.join(QCoreApplication::translate("Tile", ", ")));
    }
    return out;
}

bool sameInts(const QList<int>& a, const QList<int>& b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

} // namespace tilerummy::ui
