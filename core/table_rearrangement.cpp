#include "table_rearrangement.h"

#include "meld.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace tilerummy {

namespace {

// The tiles two sets share, faces counted as multisets (two R5s are the same tile).
int sharedTiles(const Tiles& a, const Tiles& b)
{
    const TileCounts ca(a);
    const TileCounts cb(b);
    int n = 0;
    for (int f = 0; f < kFaceKinds; ++f)
        n += std::min(ca[Tile::fromIndex(f)], cb[Tile::fromIndex(f)]);
    return n;
}

// The Hungarian method (rows <= columns, 1-based internally): the assignment
// of every row to its own column with the least total cost; returns each
// row's column.
std::vector<int> assignRows(const std::vector<std::vector<long long>>& cost)
{
    const int n = static_cast<int>(cost.size());
    const int m = n == 0 ? 0 : static_cast<int>(cost[0].size());
    constexpr long long kInf = LLONG_MAX / 4;
    std::vector<long long> u(static_cast<std::size_t>(n + 1)), v(static_cast<std::size_t>(m + 1));
    std::vector<int> p(static_cast<std::size_t>(m + 1)), way(static_cast<std::size_t>(m + 1));
    for (int i = 1; i <= n; ++i) {
        p[0] = i;
        int j0 = 0;
        std::vector<long long> minv(static_cast<std::size_t>(m + 1), kInf);
        std::vector<bool> used(static_cast<std::size_t>(m + 1), false);
        do {
            used[static_cast<std::size_t>(j0)] = true;
            const int i0 = p[static_cast<std::size_t>(j0)];
            long long delta = kInf;
            int j1 = 0;
            for (int j = 1; j <= m; ++j) {
                if (used[static_cast<std::size_t>(j)])
                    continue;
                const long long cur = cost[static_cast<std::size_t>(i0 - 1)][static_cast<std::size_t>(j - 1)] -
                                      u[static_cast<std::size_t>(i0)] - v[static_cast<std::size_t>(j)];
                if (cur < minv[static_cast<std::size_t>(j)]) {
                    minv[static_cast<std::size_t>(j)] = cur;
                    way[static_cast<std::size_t>(j)] = j0;
                }
                if (minv[static_cast<std::size_t>(j)] < delta) {
                    delta = minv[static_cast<std::size_t>(j)];
                    j1 = j;
                }
            }
            for (int j = 0; j <= m; ++j) {
                if (used[static_cast<std::size_t>(j)]) {
                    u[static_cast<std::size_t>(p[static_cast<std::size_t>(j)])] += delta;
                    v[static_cast<std::size_t>(j)] -= delta;
                } else {
                    minv[static_cast<std::size_t>(j)] -= delta;
                }
            }
            j0 = j1;
        } while (p[static_cast<std::size_t>(j0)] != 0);
        do {
            const int j1 = way[static_cast<std::size_t>(j0)];
            p[static_cast<std::size_t>(j0)] = p[static_cast<std::size_t>(j1)];
            j0 = j1;
        } while (j0 != 0);
    }
    std::vector<int> column(static_cast<std::size_t>(n), -1);
    for (int j = 1; j <= m; ++j)
        if (p[static_cast<std::size_t>(j)] != 0)
            column[static_cast<std::size_t>(p[static_cast<std::size_t>(j)] - 1)] = j - 1;
    return column;
}

} // namespace

std::vector<int> pairSets(const Table& before, const Table& after)
{
    if (before.empty())
        return {};
    // Rows: old sets; columns: new sets (padded so every old set has one). The
    // cost prefers more shared tiles first, then more old sets kept whole.
    const std::size_t columns = std::max(after.size(), before.size());
    std::vector<std::vector<long long>> cost(before.size(), std::vector<long long>(columns, 0));
    for (std::size_t i = 0; i < before.size(); ++i) {
        for (std::size_t j = 0; j < after.size(); ++j) {
            const int shared = sharedTiles(before[i], after[j]);
            const bool whole = shared == static_cast<int>(before[i].size());
            cost[i][j] = -(static_cast<long long>(shared) * 1000 + (whole ? 1 : 0));
        }
    }
    std::vector<int> column = assignRows(cost);
    for (int& c : column)
        if (c >= static_cast<int>(after.size()))
            c = -1;
    return column;
}

Rearrangement measureRearrangement(const Table& before, const Table& after)
{
    Rearrangement out;
    const std::vector<int> partner = pairSets(before, after);
    TileCounts moved;                        // the table tiles that left their set
    std::vector<bool> broken(before.size()); // the sets that lost one
    for (std::size_t i = 0; i < before.size(); ++i) {
        TileCounts left(before[i]);
        if (partner[i] >= 0)
            left = left.minus(TileCounts(after[static_cast<std::size_t>(partner[i])]));
        const Tiles lost = left.tiles(); // (the counts gone negative, tiles added, are not listed)
        moved.add(lost);
        out.tilesMoved += static_cast<int>(lost.size());
        broken[i] = !lost.empty();
        if (broken[i])
            ++out.setsBroken;
    }
    // A set that took in a table tile from another (its own set in `after`
    // holds a moved tile it did not hold before); one that lost a tile counts once.
    out.setsTouched = out.setsBroken;
    for (std::size_t i = 0; i < before.size(); ++i) {
        if (partner[i] < 0 || broken[i])
            continue;
        const Tiles& now = after[static_cast<std::size_t>(partner[i])];
        const TileCounts gained = TileCounts(now).minus(TileCounts(before[i]));
        if (std::any_of(now.begin(), now.end(), [&](Tile t) { return gained[t] > 0 && moved[t] > 0; }))
            ++out.setsTouched;
    }
    return out;
}

namespace {

// A joker of a table: its set and what it stands for there.
struct TableJoker {
    int set = -1;
    Tiles standsFor;
};

std::vector<TableJoker> jokersOn(const Table& table)
{
    std::vector<TableJoker> out;
    for (std::size_t s = 0; s < table.size(); ++s) {
        const std::vector<Tiles> faces = jokersStandFor(table[s]);
        std::size_t rank = 0;
        for (Tile t : table[s])
            if (t.isJoker())
                out.push_back({static_cast<int>(s), rank < faces.size() ? faces[rank++] : Tiles{}});
    }
    return out;
}

// Every face of `faces` one of `others` (a group's joker, B4 or O4, now O4).
bool narrowed(const Tiles& faces, const Tiles& others)
{
    return std::all_of(faces.begin(), faces.end(),
                       [&](Tile t) { return std::find(others.begin(), others.end(), t) != others.end(); });
}

} // namespace

std::vector<JokerMove> jokerMoves(const Table& before, const Table& after)
{
    const std::vector<TableJoker> was = jokersOn(before);
    const std::vector<TableJoker> is = jokersOn(after);
    if (was.empty() || was.size() > is.size())
        return {};
    const std::vector<int> partner = pairSets(before, after);
    const auto moveOf = [&](const TableJoker& from, const TableJoker& to) {
        JokerMove move;
        move.setBefore = from.set;
        move.setAfter = to.set;
        move.ownSet = partner[static_cast<std::size_t>(from.set)] == to.set;
        move.stoodFor = from.standsFor;
        move.standsFor = to.standsFor;
        return move;
    };
    // Another set costs more than a shift within its own; staying, nothing.
    const auto cost = [](const JokerMove& move) {
        return move.ownSet ? (move.standsFor.empty() || narrowed(move.standsFor, move.stoodFor) ? 0 : 1) : 2;
    };
    // Every way to match the jokers of before with those of after (two jokers
    // at most: two ways), the first of least cost.
    std::vector<std::size_t> match(is.size());
    for (std::size_t k = 0; k < match.size(); ++k)
        match[k] = k;
    std::vector<JokerMove> best;
    int bestCost = -1;
    do {
        std::vector<JokerMove> moves;
        int total = 0;
        for (std::size_t k = 0; k < was.size(); ++k) {
            JokerMove move = moveOf(was[k], is[match[k]]);
            if (const int c = cost(move); c > 0) {
                total += c;
                moves.push_back(std::move(move));
            }
        }
        if (bestCost < 0 || total < bestCost) {
            bestCost = total;
            best = std::move(moves);
        }
    } while (std::next_permutation(match.begin(), match.end()));
    std::stable_sort(best.begin(), best.end(),
                     [](const JokerMove& a, const JokerMove& b) { return a.setAfter < b.setAfter; });
    return best;
}

} // namespace tilerummy
