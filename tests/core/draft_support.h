// Helpers for the turn-draft and move-plan suites: positions of physical tile
// ids written in the contract's notation, and readable output for failures.
// "R5" is the first copy of R5 (id 2f), "R5'" the second (id 2f+1); "J" and
// "J'" are the two jokers.
#pragma once

#include "game.h"
#include "turn_draft.h"

#include <QString>
#include <QStringList>

#include <algorithm>

namespace trtest {

inline tilerummy::TileId tileId(const QString& token)
{
    QString text = token;
    int copy = 0;
    if (text.endsWith(QLatin1Char('\''))) {
        copy = 1;
        text.chop(1);
    }
    const auto tile = tilerummy::Tile::parse(text.toStdString());
    if (!tile)
        qFatal("test data: bad tile '%s'", qPrintable(token));
    return tile->index() * tilerummy::kCopiesPerFace + copy;
}

// "R1 R2 R3'" -> ids.
inline tilerummy::IdSet idSet(const QString& text)
{
    tilerummy::IdSet out;
    for (const QString& token : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(tileId(token));
    return out;
}

// "R1 R2 R3 | K5 R5 B5" -> sets of ids; "" -> an empty table.
inline tilerummy::IdTable idTable(const QString& text)
{
    tilerummy::IdTable out;
    for (const QString& set : text.split(QLatin1Char('|'), Qt::SkipEmptyParts))
        if (!set.trimmed().isEmpty())
            out.push_back(idSet(set));
    return out;
}

inline tilerummy::IdPosition idPosition(const QString& table, const QString& rack)
{
    return {idTable(table), idSet(rack)};
}

inline QString tileName(tilerummy::TileId id)
{
    if (id < 0 || id >= tilerummy::kTileCount)
        return QStringLiteral("#%1").arg(id);
    return QString::fromStdString(tilerummy::faceOf(id).notation()) + (id % 2 ? QStringLiteral("'") : QString());
}

inline QString showIds(const tilerummy::IdSet& ids)
{
    QStringList out;
    for (tilerummy::TileId id : ids)
        out << tileName(id);
    return out.join(QLatin1Char(' '));
}

inline QString showIds(const tilerummy::IdTable& table)
{
    QStringList sets;
    for (const auto& set : table)
        sets << showIds(set);
    return sets.join(QStringLiteral(" | "));
}

inline QString showMove(const tilerummy::DraftMove& move)
{
    const tilerummy::DraftTarget& t = move.target;
    QString where;
    switch (t.kind) {
    case tilerummy::DraftTarget::Kind::NewSet:
        where = QStringLiteral("new set %1").arg(t.set);
        break;
    case tilerummy::DraftTarget::Kind::IntoSet:
        where = QStringLiteral("set %1 at %2").arg(t.set).arg(t.position);
        break;
    case tilerummy::DraftTarget::Kind::Rack:
        where = QStringLiteral("rack at %1").arg(t.position);
        break;
    }
    return showIds(move.tiles) + QStringLiteral(" -> ") + where;
}

inline QString showMoves(const std::vector<tilerummy::DraftMove>& moves)
{
    QStringList out;
    for (const auto& move : moves)
        out << showMove(move);
    return out.join(QStringLiteral("; "));
}

inline tilerummy::IdSet sortedIds(tilerummy::IdSet ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace trtest
