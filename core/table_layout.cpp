#include "table_layout.h"

#include "turn_draft.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace tilerummy {

namespace {

int lengthOf(const IdTable& table, std::size_t set)
{
    return std::max(1, static_cast<int>(table[set].size()));
}

// A set of this length may start at this column: inside the columns, or at the
// row's start when it is longer than a row.
bool insideColumns(int column, int length)
{
    return column >= 0 && (column + length <= kTableColumns || column == 0);
}

// [a, a + la) and [b, b + lb) have at least one empty cell between them.
bool apart(int a, int la, int b, int lb)
{
    return a + la < b || b + lb < a;
}

// A set of `length` at `cell` touches no set of the table but `ignore` (and
// those marked in `skip`, when given).
bool placeIsFree(const IdTable& table, const TableLayout& layout, int length, TableCell cell, int ignore,
                 const std::vector<char>* skip = nullptr)
{
    if (cell.row < 0 || !insideColumns(cell.column, length))
        return false;
    for (std::size_t j = 0; j < layout.size() && j < table.size(); ++j) {
        if (static_cast<int>(j) == ignore || (skip && (*skip)[j]) || layout[j].row != cell.row)
            continue;
        if (!apart(cell.column, length, layout[j].column, lengthOf(table, j)))
            return false;
    }
    return true;
}

std::vector<std::size_t> setsInRow(const TableLayout& layout, int row)
{
    std::vector<std::size_t> out;
    for (std::size_t j = 0; j < layout.size(); ++j)
        if (layout[j].row == row)
            out.push_back(j);
    return out;
}

// The before-set each after-set is built on: the one it shares the most tiles
// with, each before-set the base of one after-set at most (-1: none).
std::vector<int> basesOf(const IdTable& before, const IdTable& after)
{
    std::vector<int> setOf(kTileCount, -1);
    for (std::size_t i = 0; i < before.size(); ++i)
        for (TileId id : before[i])
            if (id >= 0 && id < kTileCount)
                setOf[static_cast<std::size_t>(id)] = static_cast<int>(i);
    struct Pair {
        int shared;
        std::size_t after;
        std::size_t before;
    };
    std::vector<Pair> pairs;
    for (std::size_t j = 0; j < after.size(); ++j) {
        std::vector<int> shared(before.size(), 0);
        for (TileId id : after[j])
            if (id >= 0 && id < kTileCount && setOf[static_cast<std::size_t>(id)] >= 0)
                ++shared[static_cast<std::size_t>(setOf[static_cast<std::size_t>(id)])];
        for (std::size_t i = 0; i < before.size(); ++i)
            if (shared[i] > 0)
                pairs.push_back({shared[i], j, i});
    }
    // Most shared first; ties in table order, so that the choice is the same everywhere.
    std::sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) {
        if (a.shared != b.shared)
            return a.shared > b.shared;
        if (a.after != b.after)
            return a.after < b.after;
        return a.before < b.before;
    });
    std::vector<int> base(after.size(), -1);
    std::vector<char> taken(before.size(), 0);
    for (const Pair& p : pairs) {
        if (base[p.after] >= 0 || taken[p.before])
            continue;
        base[p.after] = static_cast<int>(p.before);
        taken[p.before] = 1;
    }
    return base;
}

} // namespace

bool placeFits(const IdTable& table, const TableLayout& layout, int set, TableCell cell)
{
    return set >= 0 && set < static_cast<int>(table.size()) &&
           placeIsFree(table, layout, lengthOf(table, static_cast<std::size_t>(set)), cell, set);
}

bool newSetFits(const IdTable& table, const TableLayout& layout, int length, TableCell cell, const IdSet& moved)
{
    // A set the move empties is no neighbour any more.
    std::vector<char> emptied(table.size(), 0);
    for (std::size_t j = 0; j < table.size(); ++j)
        emptied[j] = !table[j].empty() && std::all_of(table[j].begin(), table[j].end(), [&](TileId id) {
            return std::find(moved.begin(), moved.end(), id) != moved.end();
        });
    return placeIsFree(table, layout, std::max(1, length), cell, -1, &emptied);
}

TableCell anchoredCell(const IdSet& before, TableCell cell, const IdSet& after)
{
    if (!cell.isValid())
        return cell;
    const IdSet was = shownOrder(before);
    const IdSet now = shownOrder(after);
    for (std::size_t k = 0; k < now.size(); ++k) {
        const auto at = std::find(was.begin(), was.end(), now[k]);
        if (at == was.end())
            continue;
        const int column = cell.column + static_cast<int>(at - was.begin()) - static_cast<int>(k);
        return column >= 0 ? TableCell{cell.row, column} : cell;
    }
    return cell;
}

bool layoutFits(const IdTable& table, const TableLayout& layout)
{
    if (layout.size() != table.size())
        return false;
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (layout[i].row < 0 || !insideColumns(layout[i].column, lengthOf(table, i)))
            return false;
        if (!placeIsFree(table, layout, lengthOf(table, i), layout[i], static_cast<int>(i)))
            return false;
    }
    return true;
}

int rowsUsed(const TableLayout& layout)
{
    int rows = 0;
    for (const TableCell& cell : layout)
        rows = std::max(rows, cell.row + 1);
    return rows;
}

int rowsShown(const TableLayout& layout)
{
    return std::max(kTableMinimumRows, rowsUsed(layout) + 1);
}

TableLayout flowLayout(const IdTable& table)
{
    TableLayout layout;
    layout.reserve(table.size());
    int row = 0;
    int column = 0;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const int length = lengthOf(table, i);
        if (column > 0 && column + length > kTableColumns) {
            ++row;
            column = 0;
        }
        layout.push_back({row, column});
        column += length + 1;
    }
    return layout;
}

TableLayout repairedLayout(const IdTable& table, const TableLayout& layout)
{
    if (layoutFits(table, layout))
        return layout;
    TableLayout out(table.size());
    std::vector<char> placed(table.size(), 0);
    for (std::size_t i = 0; i < table.size() && i < layout.size(); ++i) {
        // Kept where it lies when it touches none of the sets kept so far.
        std::vector<char> skip(table.size(), 0);
        for (std::size_t j = 0; j < table.size(); ++j)
            skip[j] = placed[j] ? 0 : 1;
        if (placeIsFree(table, out, lengthOf(table, i), layout[i], static_cast<int>(i), &skip)) {
            out[i] = layout[i];
            placed[i] = 1;
        }
    }
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (placed[i])
            continue;
        std::vector<char> skip(table.size(), 0);
        for (std::size_t j = 0; j < table.size(); ++j)
            skip[j] = placed[j] ? 0 : 1;
        // The first free place among the sets placed so far.
        for (int row = 0;; ++row) {
            bool found = false;
            for (int column = 0; column < kTableColumns && !found; ++column) {
                if (placeIsFree(table, out, lengthOf(table, i), {row, column}, static_cast<int>(i), &skip)) {
                    out[i] = {row, column};
                    found = true;
                }
            }
            if (found)
                break;
        }
        placed[i] = 1;
    }
    return out;
}

TableCell freePlace(const IdTable& table, const TableLayout& layout, int length, TableCell wanted, int ignore)
{
    length = std::max(1, length);
    const int lastRow = std::max(rowsUsed(layout), wanted.row + 1); // this row is always empty
    if (wanted.row < 0 || wanted.column < 0) {
        for (int row = 0; row <= lastRow; ++row)
            for (int column = 0; column < kTableColumns; ++column)
                if (placeIsFree(table, layout, length, {row, column}, ignore))
                    return {row, column};
        return {lastRow, 0};
    }
    // The nearest free place, a row counting as two columns (a set that moves
    // to the next row moves less than one that crosses the table); on a tie
    // the same row, then to the right, then below.
    TableCell best;
    int bestCost = 0;
    for (int row = 0; row <= lastRow; ++row) {
        for (int column = 0; column < kTableColumns; ++column) {
            const int dr = row - wanted.row;
            const int dc = column - wanted.column;
            const int cost = 4 * (std::abs(dc) + 2 * std::abs(dr)) + (dr != 0 ? 2 : 0) + (dc < 0 ? 1 : 0);
            if (best.isValid() && cost >= bestCost)
                continue;
            if (placeIsFree(table, layout, length, {row, column}, ignore)) {
                best = {row, column};
                bestCost = cost;
            }
        }
    }
    if (best.isValid())
        return best;
    return {lastRow, 0};
}

void settleSet(const IdTable& table, TableLayout& layout, int set)
{
    if (set < 0 || static_cast<std::size_t>(set) >= table.size() || layout.size() != table.size())
        return;
    const std::size_t s = static_cast<std::size_t>(set);
    const int length = lengthOf(table, s);
    if (!layout[s].isValid()) {
        layout[s] = freePlace(table, layout, length, {}, set);
        return;
    }
    if (placeIsFree(table, layout, length, layout[s], set))
        return;
    // Make room in its row: the sets in column order (this one first among
    // equals), pushed right as far as needed, then back left where they run
    // past the row's end.
    const int row = layout[s].row;
    std::vector<std::size_t> inRow = setsInRow(layout, row);
    std::sort(inRow.begin(), inRow.end(), [&](std::size_t a, std::size_t b) {
        if (layout[a].column != layout[b].column)
            return layout[a].column < layout[b].column;
        return a == s || (b != s && a < b);
    });
    std::vector<int> start(inRow.size());
    int next = 0;
    for (std::size_t k = 0; k < inRow.size(); ++k) {
        start[k] = std::max(layout[inRow[k]].column, next);
        next = start[k] + lengthOf(table, inRow[k]) + 1;
    }
    int limit = kTableColumns;
    for (std::size_t k = inRow.size(); k-- > 0;) {
        const int len = lengthOf(table, inRow[k]);
        start[k] = std::min(start[k], limit - len);
        limit = start[k] - 1;
    }
    if (!start.empty() && start.front() >= 0) {
        for (std::size_t k = 0; k < inRow.size(); ++k)
            layout[inRow[k]].column = start[k];
        return;
    }
    // The row has no room: this set goes to the nearest free place.
    layout[s] = freePlace(table, layout, length, layout[s], set);
}

TableLayout followLayout(const IdTable& before, const TableLayout& beforeLayout, const IdTable& after)
{
    const TableLayout known = repairedLayout(before, beforeLayout);
    const std::vector<int> base = basesOf(before, after);
    TableLayout out(after.size());
    std::vector<char> placed(after.size(), 0); // the sets not placed yet have no cell: nothing to touch
    // Sets the play left alone keep their cells.
    for (std::size_t j = 0; j < after.size(); ++j) {
        if (base[j] >= 0 && sortedIds(after[j]) == sortedIds(before[static_cast<std::size_t>(base[j])])) {
            out[j] = known[static_cast<std::size_t>(base[j])];
            placed[j] = 1;
        }
    }
    // Changed sets where they were, or as near as there is room; then new sets.
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t j = 0; j < after.size(); ++j) {
            if (placed[j] || (pass == 0) != (base[j] >= 0))
                continue;
            const int length = lengthOf(after, j);
            const TableCell was = base[j] >= 0 ? known[static_cast<std::size_t>(base[j])] : TableCell{};
            // The tiles it kept from its base where they lay, else the base's cell.
            const TableCell anchored =
                base[j] >= 0 ? anchoredCell(before[static_cast<std::size_t>(base[j])], was, after[j]) : was;
            if (anchored.isValid() && placeIsFree(after, out, length, anchored, static_cast<int>(j)))
                out[j] = anchored;
            else if (was.isValid() && placeIsFree(after, out, length, was, static_cast<int>(j)))
                out[j] = was;
            else
                out[j] = freePlace(after, out, length, anchored, static_cast<int>(j));
            placed[j] = 1;
        }
    }
    return out;
}

IdTable alignedTable(const IdTable& before, const IdTable& after)
{
    const std::vector<int> base = basesOf(before, after);
    std::vector<std::size_t> order(after.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const int ka = base[a] < 0 ? static_cast<int>(before.size()) : base[a];
        const int kb = base[b] < 0 ? static_cast<int>(before.size()) : base[b];
        return ka < kb;
    });
    IdTable out;
    out.reserve(after.size());
    for (std::size_t j : order)
        out.push_back(after[j]);
    return out;
}

std::vector<int> readingOrder(const TableLayout& layout)
{
    std::vector<int> order(layout.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return layout[static_cast<std::size_t>(a)] < layout[static_cast<std::size_t>(b)];
    });
    return order;
}

} // namespace tilerummy
