#include "expert_strategy.h"

#include "meld.h"
#include "random.h"

#include <algorithm>

namespace tilerummy {

namespace {

// One guess at the hidden tiles (the opponents' racks and the pool's order),
// played on by quick most-tiles players: a Monte Carlo look-ahead.
struct World {
    Table table;
    std::vector<Tiles> racks;
    std::vector<bool> meldDone;
    Tiles pool;
};

void removeTiles(Tiles& rack, const Tiles& gone)
{
    for (Tile t : gone) {
        auto it = std::find(rack.begin(), rack.end(), t);
        if (it != rack.end())
            rack.erase(it);
    }
}

// My share of the outcome in hundredths, 0..100, after playing `turns` turns
// from `next` (cut short when `stop` is set: the caller's answer is dropped
// then). In integers, so that the sums compared are exact on every machine: in
// floating point a compiler may fuse 0.5 + 0.06 * lead into one rounding (a
// multiply-add, as clang does on ARM) or not, and a near tie could go either way.
int playOut(World w, int me, int next, int initialMeld, const ExpertTuning& tuning, const std::atomic<bool>* stop)
{
    const int players = static_cast<int>(w.racks.size());
    for (int t = 0; t < tuning.rolloutTurns && !(stop && stop->load(std::memory_order_relaxed)); ++t) {
        const int p = next;
        next = (next + 1) % players;
        SolveRequest req;
        req.table = w.table;
        req.rack = w.racks[static_cast<std::size_t>(p)];
        req.initialMeldDone = w.meldDone[static_cast<std::size_t>(p)];
        req.initialMeld = initialMeld;
        req.objective = Objective::Tiles;
        req.nodeLimit = tuning.rolloutNodes;
        req.tidy = false;
        req.stop = stop;
        const SolveResult r = solve(req);
        if (r.tilesPlaced > 0) {
            w.table = r.table;
            removeTiles(w.racks[static_cast<std::size_t>(p)], r.placed);
            w.meldDone[static_cast<std::size_t>(p)] = true;
            if (w.racks[static_cast<std::size_t>(p)].empty())
                return p == me ? 100 : 0;
        } else if (!w.pool.empty()) {
            w.racks[static_cast<std::size_t>(p)].push_back(w.pool.back());
            w.pool.pop_back();
        }
    }
    std::size_t fewest = kTileCount;
    for (int p = 0; p < players; ++p)
        if (p != me)
            fewest = std::min(fewest, w.racks[static_cast<std::size_t>(p)].size());
    const int lead = static_cast<int>(fewest) - static_cast<int>(w.racks[static_cast<std::size_t>(me)].size());
    return std::clamp(50 + 6 * lead, 2, 98);
}

// One choice for the turn: a play, or drawing.
struct Choice {
    bool play = false;
    SolveResult result;
};

// The choice that ends best on average when each is played on in the same
// guessed worlds (the same hidden tiles for all, so the comparison is fair);
// the first of the best on a tie. The look-ahead is most of the expert's
// thinking: it ends at once when `stop` is set (the decision is dropped
// then, whatever it says).
std::size_t bestByLookAhead(const AiView& view, const std::vector<Choice>& choices, const ExpertTuning& tuning,
                            const std::atomic<bool>* stop)
{
    TileCounts unseen;
    for (int i = 0; i < kFaceKinds; ++i)
        unseen.add(Tile::fromIndex(i), i == kNumberedFaces ? kJokerCount : kCopiesPerFace);
    unseen = unseen.minus(TileCounts(view.table)).minus(TileCounts(view.rack));
    Tiles hidden = unseen.tiles();
    // Seeded by what the player sees, so that a game stays reproducible.
    std::uint64_t seed = 0x5eed;
    for (Tile t : view.rack)
        seed = seed * 131 + static_cast<std::uint64_t>(t.index());
    seed = seed * 131 + static_cast<std::uint64_t>(view.poolSize);
    for (const auto& set : view.table)
        for (Tile t : set)
            seed = seed * 31 + static_cast<std::uint64_t>(t.index());

    const int players = static_cast<int>(view.rackSizes.size());
    const int next = (view.seat + 1) % players;
    std::vector<int> scores(choices.size()), worldScores(choices.size());
    // The first choice's lead over the second in each world so far, to stop early when it is plain.
    long long leadSum = 0, leadSquares = 0;
    for (int k = 0; k < tuning.rolloutWorlds && !(stop && stop->load(std::memory_order_relaxed)); ++k) {
        if (choices.size() == 2 && tuning.decidedAfter > 0 && k >= tuning.decidedAfter &&
            k % tuning.decidedAfter == 0 && leadIsPlain(leadSum, leadSquares, k, tuning.decidedSpread))
            break;
        Random rng(deriveSeed(seed, k));
        rng.shuffle(hidden);
        World base;
        base.table = view.table;
        base.meldDone = view.meldDone;
        base.meldDone.resize(static_cast<std::size_t>(players), true);
        std::size_t taken = 0;
        for (int p = 0; p < players; ++p) {
            if (p == view.seat) {
                base.racks.push_back(view.rack);
                continue;
            }
            const auto n =
                std::min(hidden.size() - taken, static_cast<std::size_t>(view.rackSizes[static_cast<std::size_t>(p)]));
            base.racks.emplace_back(hidden.begin() + static_cast<std::ptrdiff_t>(taken),
                                    hidden.begin() + static_cast<std::ptrdiff_t>(taken + n));
            taken += n;
        }
        base.pool.assign(hidden.begin() + static_cast<std::ptrdiff_t>(taken), hidden.end());

        for (std::size_t c = 0; c < choices.size(); ++c) {
            World w = base;
            Tiles& rack = w.racks[static_cast<std::size_t>(view.seat)];
            if (choices[c].play) {
                w.table = choices[c].result.table;
                removeTiles(rack, choices[c].result.placed);
                w.meldDone[static_cast<std::size_t>(view.seat)] = true;
            } else if (!w.pool.empty()) {
                rack.push_back(w.pool.back());
                w.pool.pop_back();
            }
            const int score = playOut(std::move(w), view.seat, next, view.rules.initialMeld, tuning, stop);
            scores[c] += score;
            worldScores[c] = score;
        }
        if (choices.size() == 2) {
            const long long lead = worldScores[0] - worldScores[1];
            leadSum += lead;
            leadSquares += lead * lead;
        }
    }
    std::size_t best = 0;
    for (std::size_t c = 1; c < choices.size(); ++c)
        if (scores[c] > scores[best])
            best = c;
    return best;
}

} // namespace

bool leadIsPlain(long long sum, long long squares, int n, int spread)
{
    if (n < 2 || sum == 0)
        return false;
    // mean^2 >= (spread/10)^2 * variance / n, multiplied out to whole numbers
    // (exact, the same on every compiler); a zero variance counts as plain.
    const long long count = n;
    const long long limit = spread;
    return 100 * (count - 1) * sum * sum >= limit * limit * (count * squares - sum * sum);
}

AiDecision expertDecision(const AiView& view, const ExpertTuning& tuning, long long nodeLimit, int declinedInARow,
                          const std::atomic<bool>* stop)
{
    SolveRequest req = solveRequestFor(view, nodeLimit, stop);
    req.objective = Objective::Tiles;
    const SolveResult play = solve(req);
    if (play.tilesPlaced == 0)
        return {};
    const int own = static_cast<int>(view.rack.size());
    if (play.tilesPlaced == own || !view.initialMeldDone)
        return {true, play.table, false}; // go out, or open: lay it all
    if (declinedInARow >= tuning.declineAtMost)
        return {true, play.table, false}; // held back long enough: a person does not sit out the round

    const bool seatsKnown =
        view.rackSizes.size() >= 2 && view.seat >= 0 && view.seat < static_cast<int>(view.rackSizes.size());
    if (tuning.rolloutWorlds > 0 && seatsKnown && view.poolSize > 0) {
        const std::vector<Choice> choices{{true, play}, {false, {}}};
        const Choice& chosen = choices[bestByLookAhead(view, choices, tuning, stop)];
        return chosen.play ? AiDecision{true, chosen.result.table, false} : AiDecision{false, {}, true};
    }
    if (play.tilesPlaced <= tuning.drawInsteadAtMost)
        return {false, {}, true};
    return {true, play.table, false};
}

} // namespace tilerummy
