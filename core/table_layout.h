// Where the sets lie on the felt: a grid of cells kTableColumns wide, each
// cell the size of a tile. A set takes a run of cells in one row, starting at
// its cell; two sets in a row have at least one empty cell between them. Sets
// keep their cells from move to move and from turn to turn; these functions
// decide the few places where something has to move, the same way for the
// game, the tutorial and any other table.
#pragma once

#include "game.h"

#include <vector>

namespace tilerummy {

inline constexpr int kTableColumns = 20; // a run of 13 and a set of 4, with their gaps
inline constexpr int kTableMinimumRows = 6;

struct TableCell {
    int row = -1;
    int column = -1;
    bool isValid() const { return row >= 0 && column >= 0 && column < kTableColumns; }
    friend bool operator==(const TableCell&, const TableCell&) = default;
    friend auto operator<=>(const TableCell&, const TableCell&) = default;
};

// The cell of each set's first tile, one entry per set of a table, in table order.
using TableLayout = std::vector<TableCell>;

// One entry per set, every set inside the columns, no two sets closer than one
// empty cell in a row.
bool layoutFits(const IdTable& table, const TableLayout& layout);
// The rows the sets take (the last used row + 1; 0 for an empty table).
int rowsUsed(const TableLayout& layout);
// The rows a view shows: the rows used, one free row below them, at least kTableMinimumRows.
int rowsShown(const TableLayout& layout);

// The sets laid out afresh in table order: row by row, one empty cell between
// sets, a new row where a set does not fit.
TableLayout flowLayout(const IdTable& table);
// `layout` if it fits the table; otherwise the sets that fit keep their cells
// and the others are put in free places (a save with no layout, or a damaged one).
TableLayout repairedLayout(const IdTable& table, const TableLayout& layout);

// The free place nearest to `wanted` for a set of `length` tiles, set `ignore`
// of the table aside (-1: none), a row away counting as two columns (on a tie:
// the same row, the right, below). An invalid `wanted`: the first free place
// in reading order.
TableCell freePlace(const IdTable& table, const TableLayout& layout, int length, TableCell wanted, int ignore = -1);

// Whether set `set` of the table may lie at `cell`: inside the columns, with an
// empty cell between it and every other set of its row.
bool placeFits(const IdTable& table, const TableLayout& layout, int set, TableCell cell);
// Whether a new set of `length` tiles may lie at `cell` (the same test, for a
// set not on the table yet), the tiles `moved` aside (they leave their sets).
bool newSetFits(const IdTable& table, const TableLayout& layout, int length, TableCell cell, const IdSet& moved = {});

// Where a set that lay at `cell` as `before` starts as `after`, so that the
// tiles it kept stay in their cells (each as shown, shownOrder): tiles taken
// from its front or added before its first tile move its start, not the tiles
// that stayed. `cell` when the two share no tile or the start is off the felt.
TableCell anchoredCell(const IdSet& before, TableCell cell, const IdSet& after);

// Set `set` changed size or was put at its cell: it keeps its first cell where
// it can. Where it no longer fits its row, the sets after it in that row move
// right, or it moves left into free cells, as little as it takes; where the row
// has no room, the set goes to the nearest free place. Other sets never move
// to another row.
void settleSet(const IdTable& table, TableLayout& layout, int set);

// The layout of `after` (a play's result) given the table before and its
// layout: every set of `after` that is also a set of `before` keeps its cell;
// a changed set keeps the tiles it took from the set it took most of its tiles
// from in their cells (anchoredCell) where there is room, else stays as near
// as it can to that set; a new set goes to the first free place.
TableLayout followLayout(const IdTable& before, const TableLayout& beforeLayout, const IdTable& after);

// `after`'s sets in an order that follows `before`: sets that were there
// keep their order, a changed set takes the place of the set it took most of
// its tiles from, new sets come last. The sets themselves are unchanged.
IdTable alignedTable(const IdTable& before, const IdTable& after);

// The sets in the order a person reads the table: row by row, left to right.
std::vector<int> readingOrder(const TableLayout& layout);

} // namespace tilerummy
