// Helpers shared by the core test suites: tiles and tables written in the
// contract's notation, readable output for failures, the example files, and
// ids for hand-built positions.
#pragma once

#include "game.h"
#include "meld.h"
#include "tile.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <vector>

namespace trtest {

// "R1 J R3" -> tiles. A typo in test data is a bug in the test: abort loudly.
inline tilerummy::Tiles tiles(const QString& text)
{
    tilerummy::Tiles out;
    const QStringList tokens = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& token : tokens) {
        const auto tile = tilerummy::Tile::parse(token.toStdString());
        if (!tile)
            qFatal("test data: bad tile '%s' in '%s'", qPrintable(token), qPrintable(text));
        out.push_back(*tile);
    }
    return out;
}

// "R1 R2 R3 | K5 R5 B5" -> a table of two sets; "" -> an empty table.
inline tilerummy::Table table(const QString& text)
{
    tilerummy::Table out;
    const QStringList sets = text.split(QLatin1Char('|'), Qt::SkipEmptyParts);
    for (const QString& set : sets)
        if (!set.trimmed().isEmpty())
            out.push_back(tiles(set));
    return out;
}

inline QString show(const tilerummy::Tiles& tiles)
{
    return QString::fromStdString(tilerummy::notation(tiles));
}

inline QString show(const tilerummy::Table& table)
{
    QStringList sets;
    for (const auto& set : table)
        sets << show(set);
    return sets.join(QStringLiteral(" | "));
}

inline QString show(const std::vector<int>& values)
{
    QStringList out;
    for (int v : values)
        out << QString::number(v);
    return QLatin1Char('[') + out.join(QStringLiteral(", ")) + QLatin1Char(']');
}

inline tilerummy::Tiles sorted(tilerummy::Tiles tiles)
{
    std::sort(tiles.begin(), tiles.end());
    return tiles;
}

// A table as a multiset of sets (each set sorted, the sets sorted): equal when
// the two tables hold the same sets, whatever the order.
inline tilerummy::Table normalised(const tilerummy::Table& table)
{
    tilerummy::Table out;
    for (const auto& set : table)
        out.push_back(sorted(set));
    std::sort(out.begin(), out.end());
    return out;
}

// The rack minus the tiles in `played` (each removed once); the order of the
// rest is kept.
inline tilerummy::Tiles without(const tilerummy::Tiles& rack, const tilerummy::Tiles& played)
{
    tilerummy::TileCounts left(played);
    tilerummy::Tiles out;
    for (tilerummy::Tile t : rack) {
        if (left[t] > 0)
            left.add(t, -1);
        else
            out.push_back(t);
    }
    return out;
}

// Hands out physical ids for hand-built positions: the first copy of a face
// gets id 2f, the second 2f+1 (jokers 104 and 105).
class IdMaker {
public:
    IdMaker() { used_.fill(0); }
    tilerummy::TileId id(tilerummy::Tile t)
    {
        int& n = used_[static_cast<std::size_t>(t.index())];
        if (n >= 2)
            qFatal("test data: a third copy of %s", t.notation().c_str());
        return t.index() * tilerummy::kCopiesPerFace + n++;
    }
    tilerummy::IdSet ids(const tilerummy::Tiles& tiles)
    {
        tilerummy::IdSet out;
        for (tilerummy::Tile t : tiles)
            out.push_back(id(t));
        return out;
    }
    tilerummy::IdTable ids(const tilerummy::Table& table)
    {
        tilerummy::IdTable out;
        for (const auto& set : table)
            out.push_back(ids(set));
        return out;
    }

private:
    std::array<int, tilerummy::kFaceKinds> used_;
};

// An example file of /work/shared/examples (the path comes from CMake).
inline QString examplePath(const char* name)
{
    return QStringLiteral(TR_EXAMPLES_DIR) + QLatin1Char('/') + QLatin1String(name);
}

// The lines of an example file; false (and a message) when it cannot be read.
inline bool readExampleLines(const char* name, QStringList* lines, QString* error)
{
    QFile file(examplePath(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot read the example file %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#')))
            *lines << trimmed;
    }
    if (lines->isEmpty()) {
        *error = QStringLiteral("the example file %1 holds no examples").arg(file.fileName());
        return false;
    }
    return true;
}

} // namespace trtest
