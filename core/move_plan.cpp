#include "move_plan.h"
#include "tile_id_set.h"
#include "tile_ids.h"

#include <algorithm>
#include <cstdlib>
#include <tuple>

// How the plan is made:
//  1. Each set of `after` gets a base: the set of `before` it shares the most
//     tiles with (each set of `before` is the base of at most one set). A set
//     that is exactly a set of `before` (same tiles, same order) is unchanged.
//  2. In each base, the most tiles that stay and are already in the after-set's
//     order are kept where they are (of equal choices, the one leaving the
//     fewest stretches to fill); every other tile of the after-set is moved in,
//     each stretch of consecutive tiles in one drag, next to its kept
//     neighbour. Tiles leaving a base go straight to their own after-set.
//     After-sets without a base are made with one drag each, in their place
//     among the sets already placed. The sets are formed in after order, but a
//     base that gives a joker to another set is filled only once that set is
//     formed: the freed joker leaves before a tile takes its place, so that no
//     table on the way shows it still in the set (K5 into K4 J K6 would read
//     K4 K5 K6 J, the joker seemingly staying on as K7).
//  3. The sets kept in the right order relative to one another (unchanged sets
//     first) stay where they are; each other base set is then moved whole to its
//     place, right after the set that precedes it in `after`.
// The moves are made on a TurnDraft as they are planned, so every index in them
// is the one the draft reads.

namespace tilerummy {

namespace {

constexpr std::size_t kBoxSize = static_cast<std::size_t>(kTileCount);

// The indexes of the heaviest subsequence whose `keys` strictly increase
// (O(n^2): sets and tiles number in the tens). With `length` > 0 the keys are
// positions 0..length-1, and of equally heavy subsequences the one leaving the
// fewest stretches of positions out is taken: each stretch left out is a move.
std::vector<std::size_t> heaviestIncreasing(const std::vector<int>& keys, const std::vector<int>& weights,
                                            int length = 0)
{
    struct Score {
        long long weight = 0;
        int gaps = 0;
        bool operator>(const Score& o) const { return weight > o.weight || (weight == o.weight && gaps < o.gaps); }
    };
    const std::size_t n = keys.size();
    auto gap = [length](int from, int to) { return length > 0 && to > from + 1 ? 1 : 0; };
    std::vector<Score> best(n);
    std::vector<std::ptrdiff_t> from(n, -1);
    for (std::size_t i = 0; i < n; ++i) {
        best[i] = {weights[i], gap(-1, keys[i])};
        for (std::size_t k = 0; k < i; ++k) {
            const Score via{best[k].weight + weights[i], best[k].gaps + gap(keys[k], keys[i])};
            if (keys[k] < keys[i] && via > best[i]) {
                best[i] = via;
                from[i] = static_cast<std::ptrdiff_t>(k);
            }
        }
    }
    std::vector<std::size_t> out;
    std::ptrdiff_t at = -1;
    Score top;
    for (std::size_t i = 0; i < n; ++i) {
        const Score end{best[i].weight, best[i].gaps + gap(keys[i], length)};
        if (at < 0 || end > top) {
            top = end;
            at = static_cast<std::ptrdiff_t>(i);
        }
    }
    for (; at >= 0; at = from[static_cast<std::size_t>(at)])
        out.push_back(static_cast<std::size_t>(at));
    std::reverse(out.begin(), out.end());
    return out;
}

// Every id of the box at most once, and no empty set; the ids in `seen`.
bool wellFormed(const IdPosition& p, TileIdSet& seen)
{
    seen = {};
    return std::none_of(p.table.begin(), p.table.end(), [](const IdSet& set) { return set.empty(); }) &&
           seen.insertAll(p.table) && seen.insertAll(p.rack);
}

int indexIn(const IdSet& set, TileId id)
{
    return static_cast<int>(std::find(set.begin(), set.end(), id) - set.begin());
}

// The order the sets of `after` are formed in: after order, except that a set
// whose base gives a joker to another set comes right after that set (when
// jokers go round in a ring, the sets left wait no longer, in after order).
std::vector<std::size_t> formingOrder(const IdTable& after, const std::vector<int>& base, const IdTable& before)
{
    const std::size_t n = after.size();
    std::vector<std::vector<std::size_t>> waitsFor(n);
    for (std::size_t j = 0; j < n; ++j) {
        if (base[j] < 0)
            continue;
        for (TileId id : before[static_cast<std::size_t>(base[j])]) {
            const int to = faceOf(id).isJoker() ? setIndexOf(after, id) : -1;
            if (to >= 0 && static_cast<std::size_t>(to) != j)
                waitsFor[j].push_back(static_cast<std::size_t>(to));
        }
    }
    std::vector<std::size_t> order;
    std::vector<char> listed(n, 0);
    auto ready = [&](std::size_t j) {
        return std::all_of(waitsFor[j].begin(), waitsFor[j].end(), [&](std::size_t k) { return listed[k] != 0; });
    };
    auto list = [&](std::size_t j) {
        order.push_back(j);
        listed[j] = 1;
    };
    for (std::size_t j = 0; j < n; ++j) {
        if (!ready(j))
            continue;
        list(j);
        // The sets that waited for it (or for it and others formed before).
        for (std::size_t w = 0; w < j;) {
            if (!listed[w] && ready(w)) {
                list(w);
                w = 0;
            } else {
                ++w;
            }
        }
    }
    for (std::size_t j = 0; j < n; ++j)
        if (!listed[j])
            list(j);
    return order;
}

} // namespace

std::vector<DraftMove> planMoves(const IdPosition& before, const IdPosition& after)
{
    // The same tiles on both sides, and no table tile on the rack after.
    TileIdSet inBefore, inAfter;
    if (!wellFormed(before, inBefore) || !wellFormed(after, inAfter) || inBefore != inAfter)
        return {};
    std::vector<int> beforeSet(kBoxSize, -1); // the before-set of each id, -1: the rack
    for (std::size_t i = 0; i < before.table.size(); ++i)
        for (TileId id : before.table[i])
            beforeSet[static_cast<std::size_t>(id)] = static_cast<int>(i);
    for (TileId id : after.rack)
        if (beforeSet[static_cast<std::size_t>(id)] >= 0)
            return {};

    const std::size_t m = before.table.size();
    const std::size_t n = after.table.size();

    // 1. Bases: the largest overlaps first; on a tie the set at the nearer index.
    std::vector<std::tuple<int, int, std::size_t, std::size_t>> pairs; // -overlap, distance, after, before
    for (std::size_t j = 0; j < n; ++j) {
        std::vector<int> overlap(m, 0);
        for (TileId id : after.table[j])
            if (const int i = beforeSet[static_cast<std::size_t>(id)]; i >= 0)
                ++overlap[static_cast<std::size_t>(i)];
        for (std::size_t i = 0; i < m; ++i)
            if (overlap[i] > 0)
                pairs.emplace_back(-overlap[i], std::abs(static_cast<int>(i) - static_cast<int>(j)), j, i);
    }
    std::sort(pairs.begin(), pairs.end());
    std::vector<int> base(n, -1);
    std::vector<char> baseUsed(m, 0);
    for (const auto& [negOverlap, distance, j, i] : pairs) {
        if (base[j] < 0 && !baseUsed[i]) {
            base[j] = static_cast<int>(i);
            baseUsed[i] = 1;
        }
    }
    std::vector<char> unchanged(n, 0);
    for (std::size_t j = 0; j < n; ++j)
        unchanged[j] = base[j] >= 0 && before.table[static_cast<std::size_t>(base[j])] == after.table[j];

    // 2. In each base, the tiles kept in place: the longest run of staying tiles
    // (in the base's order) that is in the after-set's order.
    TileIdSet kept;
    std::vector<TileId> anchorTile(n, -1); // a tile that marks the set on the draft throughout
    for (std::size_t j = 0; j < n; ++j) {
        const IdSet& target = after.table[j];
        if (base[j] < 0) {
            anchorTile[j] = target.front(); // the set is made whole and its tiles never move again
            continue;
        }
        std::vector<int> where; // positions in the after-set of the staying tiles, in base order
        std::vector<TileId> staying;
        for (TileId id : before.table[static_cast<std::size_t>(base[j])]) {
            const auto at = std::find(target.begin(), target.end(), id);
            if (at != target.end()) {
                staying.push_back(id);
                where.push_back(static_cast<int>(at - target.begin()));
            }
        }
        const std::vector<int> ones(where.size(), 1);
        for (std::size_t k : heaviestIncreasing(where, ones, static_cast<int>(target.size())))
            kept.insert(staying[k]);
        anchorTile[j] = *std::find_if(target.begin(), target.end(), [&](TileId id) { return kept.contains(id); });
    }

    // 3. The base sets that keep their place: the heaviest run of them, in
    // before order, that is in after order; unchanged sets outweigh all others.
    std::vector<int> persistingOrder, persistingWeight;
    std::vector<std::size_t> persistingSet;
    std::vector<int> afterOf(m, -1);
    for (std::size_t j = 0; j < n; ++j)
        if (base[j] >= 0)
            afterOf[static_cast<std::size_t>(base[j])] = static_cast<int>(j);
    for (std::size_t i = 0; i < m; ++i) {
        if (afterOf[i] < 0)
            continue;
        const auto j = static_cast<std::size_t>(afterOf[i]);
        persistingOrder.push_back(static_cast<int>(j));
        persistingWeight.push_back(unchanged[j] ? static_cast<int>(n) + 1 : 1);
        persistingSet.push_back(j);
    }
    std::vector<char> inPlace(n, 0); // never moved as a whole: anchored bases, and new sets once made
    for (std::size_t k : heaviestIncreasing(persistingOrder, persistingWeight))
        inPlace[persistingSet[k]] = 1;

    TurnDraft draft(before, true, kOfficialInitialMeld);
    std::vector<DraftMove> moves;
    auto apply = [&](DraftMove move) {
        if (!draft.apply(move))
            return false;
        moves.push_back(std::move(move));
        return true;
    };
    auto draftIndex = [&](std::size_t j) { return setIndexOf(draft.table(), anchorTile[j]); };

    // Fill the bases and make the new sets, in after order but for the sets
    // that give a joker away (formingOrder).
    for (std::size_t j : formingOrder(after.table, base, before.table)) {
        const IdSet& target = after.table[j];
        if (unchanged[j])
            continue;
        if (base[j] < 0) {
            // Right after the nearest set before it that is already in place.
            int at = 0;
            for (std::size_t k = j; k-- > 0;) {
                if (inPlace[k]) {
                    at = draftIndex(k) + 1;
                    break;
                }
            }
            if (!apply({target, DraftTarget::newSet(at)}))
                return {};
            inPlace[j] = 1;
            continue;
        }
        for (std::size_t a = 0; a < target.size();) {
            if (kept.contains(target[a])) {
                ++a;
                continue;
            }
            std::size_t b = a;
            while (b < target.size() && !kept.contains(target[b]))
                ++b;
            const IdSet stretch(target.begin() + static_cast<std::ptrdiff_t>(a),
                                target.begin() + static_cast<std::ptrdiff_t>(b));
            const int s = draftIndex(j);
            const IdSet& set = draft.table()[static_cast<std::size_t>(s)];
            // Right after the kept tile before the stretch, else before the one after it.
            const int position = a > 0 ? indexIn(set, target[a - 1]) + 1 : indexIn(set, target[b]);
            if (!apply({stretch, DraftTarget::intoSet(s, position)}))
                return {};
            a = b;
        }
    }

    // Move the other base sets, whole, each right after the set before it in after.
    for (std::size_t j = 0; j < n; ++j) {
        if (inPlace[j])
            continue;
        const int at = j == 0 ? 0 : draftIndex(j - 1) + 1;
        const int s = draftIndex(j);
        if (s != at && !apply({draft.table()[static_cast<std::size_t>(s)], DraftTarget::newSet(at)}))
            return {};
        inPlace[j] = 1;
    }

    // The draft must now be `after`; anything else is a bug, and no plan is
    // better than a wrong one.
    IdSet rack = draft.rack(), wanted = after.rack;
    std::sort(rack.begin(), rack.end());
    std::sort(wanted.begin(), wanted.end());
    if (draft.table() != after.table || rack != wanted)
        return {};
    return moves;
}

bool continuesSet(const IdTable& table, const DraftMove& made, const DraftMove& next)
{
    return !made.tiles.empty() && next.target.kind == DraftTarget::Kind::IntoSet &&
           next.target.set == setIndexOf(table, made.tiles.front());
}

ShownPlay planShownPlay(const TurnDraft& draft, const IdPosition& after, const TableLayout& layout)
{
    ShownPlay shown;
    shown.aligned = {alignedTable(draft.table(), after.table), after.rack};
    IdSet back;
    for (const IdSet& set : draft.table())
        for (TileId id : set)
            if (std::find(after.rack.begin(), after.rack.end(), id) != after.rack.end())
                back.push_back(id);
    TurnDraft fromHere = draft;
    if (!back.empty()) {
        shown.moves.push_back({back, DraftTarget::rack()});
        fromHere.apply(shown.moves.back(), nullptr, LayoutRule::KeepOthers);
    }
    const std::vector<DraftMove> rest = planMoves(fromHere.position(), shown.aligned);
    shown.moves.insert(shown.moves.end(), rest.begin(), rest.end());
    if (layout.empty() || layout.size() != after.table.size())
        return shown;
    for (const IdSet& set : shown.aligned.table) {
        const auto it = std::find(after.table.begin(), after.table.end(), set);
        shown.layoutAtEnd.push_back(layout[static_cast<std::size_t>(it - after.table.begin())]);
    }
    for (DraftMove& move : shown.moves) {
        if (move.target.kind != DraftTarget::Kind::NewSet || move.tiles.empty())
            continue;
        for (std::size_t s = 0; s < shown.aligned.table.size(); ++s) {
            const IdSet& set = shown.aligned.table[s];
            const auto at = std::find(set.begin(), set.end(), move.tiles.front());
            if (at == set.end())
                continue;
            const TableCell cell{shown.layoutAtEnd[s].row,
                                 shown.layoutAtEnd[s].column + static_cast<int>(at - set.begin())};
            if (cell.isValid())
                move.target.cell = cell;
            break;
        }
    }
    return shown;
}

} // namespace tilerummy
