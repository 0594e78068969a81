// For the tests of the tutorial's controller (test_ui_tutorial*): a lesson's
// or puzzle's table laid on the board with a player's drags, tables compared
// set by set, a tile's face from its notation, the board's starting position
// checked.
#pragma once

#include "board_support.h"
#include "tile_ids.h"
#include "tutorial/tutorial_controller.h"

#include <QTest>

#include <algorithm>
#include <optional>

inline bool onTable(const tilerummy::IdTable& table, tilerummy::TileId id)
{
    return std::any_of(table.begin(), table.end(), [id](const tilerummy::IdSet& set) {
        return std::find(set.begin(), set.end(), id) != set.end();
    });
}

// The end of turn that lays `table` from `start`: ids as the core assigns
// them, the rack the start rack's ids not on that table, in rack order.
inline std::optional<tilerummy::IdPosition> targetFor(const tilerummy::IdPosition& start, const tilerummy::Table& table)
{
    std::optional<tilerummy::IdPosition> ids = tilerummy::assignIds(start, table);
    if (!ids)
        return std::nullopt;
    tilerummy::IdSet rack;
    for (tilerummy::TileId id : start.rack) {
        if (!onTable(ids->table, id))
            rack.push_back(id);
    }
    ids->rack = rack;
    return ids;
}

// Lays the faces of `table` from the board's starting position.
inline bool play(TurnBoard& board, const tilerummy::Table& table)
{
    const std::optional<tilerummy::IdPosition> target = targetFor(board.draft().start(), table);
    return target && layOut(board, *target);
}

// Each set's tiles sorted, the sets in table order.
inline tilerummy::Table canonical(const tilerummy::Table& table)
{
    tilerummy::Table out;
    for (const tilerummy::Tiles& set : table)
        out.push_back(tilerummy::sortedTiles(set));
    return out;
}

inline tilerummy::Tile face(const char* notation)
{
    const std::optional<tilerummy::Tile> tile = tilerummy::Tile::parse(notation);
    Q_ASSERT(tile);
    return *tile;
}

// The board shows exactly this starting position (faces and the models' ids).
inline void verifyBoardHolds(TutorialController& tutorial, const tilerummy::Position& position)
{
    const tilerummy::IdPosition ids = tilerummy::firstIds(position);
    QCOMPARE(tutorial.draft().position().faces(), position);
    QCOMPARE(tutorial.draft().start(), tutorial.draft().position());
    QCOMPARE(tutorial.rack()->tiles(), ids.rack);
    QCOMPARE(tutorial.table()->sets(), ids.table);
    QCOMPARE(tutorial.rack()->rowCount(), static_cast<int>(position.rack.size()));
    QCOMPARE(tutorial.table()->rowCount(), static_cast<int>(position.table.size()));
}
