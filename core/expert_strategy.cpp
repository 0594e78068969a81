#include "expert_strategy.h"

#include "meld.h"
#include "random.h"
#include "rollout_value.h"

#include <algorithm>
#include <cstdlib>

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
    if (tuning.fittedValue > 0)
        return winShare(valueFeatures(w.racks, TileCounts(w.table).total(), static_cast<int>(w.pool.size()), me, next));
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
// The per-guess leads of choice `a` over choice `b`, summed and their squares summed.
struct Lead {
    long long sum = 0, squares = 0;
};
Lead leadOf(const std::vector<std::vector<int>>& perWorld, std::size_t a, std::size_t b)
{
    Lead lead;
    for (std::size_t k = 0; k < perWorld[a].size(); ++k) {
        const long long d = perWorld[a][k] - perWorld[b][k];
        lead.sum += d;
        lead.squares += d * d;
    }
    return lead;
}

// The choices in order of their summed scores, best first (the first of the best on a tie).
std::vector<std::size_t> ranked(const std::vector<std::vector<int>>& perWorld)
{
    std::vector<long long> sums;
    for (const auto& scores : perWorld) {
        long long sum = 0;
        for (int s : scores)
            sum += s;
        sums.push_back(sum);
    }
    std::vector<std::size_t> order(perWorld.size());
    for (std::size_t c = 0; c < order.size(); ++c)
        order[c] = c;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return sums[x] > sums[y]; });
    return order;
}

// One guess at the opponents' racks and the pool's order from the shuffled
// hidden tiles: each opponent in seat order takes a rack that agrees with
// what its draws told (guessRack), the pool the rest in their order.
World dealWorld(const AiView& view, const Tiles& hidden, const OpponentReads* reads)
{
    static const std::array<bool, kFaceKinds> none{};
    const int players = static_cast<int>(view.rackSizes.size());
    World w;
    w.table = view.table;
    w.meldDone = view.meldDone;
    w.meldDone.resize(static_cast<std::size_t>(players), true);
    std::vector<bool> dealt(hidden.size(), false);
    for (int p = 0; p < players; ++p) {
        if (p == view.seat) {
            w.racks.push_back(view.rack);
            continue;
        }
        const auto wanted = static_cast<std::size_t>(view.rackSizes[static_cast<std::size_t>(p)]);
        Tiles rack =
            guessRack(hidden, dealt, wanted, reads ? reads->unlikely(p) : none, reads ? reads->drawnSince(p) : 0);
        w.racks.push_back(std::move(rack));
    }
    for (std::size_t i = 0; i < hidden.size(); ++i)
        if (!dealt[i])
            w.pool.push_back(hidden[i]);
    return w;
}

std::size_t bestByLookAhead(const AiView& view, const std::vector<Choice>& choices, const ExpertTuning& tuning,
                            const OpponentReads* reads, const std::atomic<bool>* stop)
{
    Tiles hidden = TileCounts::box().minus(TileCounts(view.table)).minus(TileCounts(view.rack)).tiles();
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
    // Each choice's score in each guess so far: the leader's lead over the
    // runner-up decides when to stop early (it is plain), and whether a hold
    // is clearly better than laying.
    std::vector<std::vector<int>> perWorld(choices.size());
    for (int k = 0; k < tuning.rolloutWorlds && !(stop && stop->load(std::memory_order_relaxed)); ++k) {
        if (tuning.decidedAfter > 0 && k >= tuning.decidedAfter && k % tuning.decidedAfter == 0) {
            const std::vector<std::size_t> order = ranked(perWorld);
            const Lead lead = leadOf(perWorld, order[0], order[1]);
            if (leadIsPlain(lead.sum, lead.squares, k, tuning.decidedSpread))
                break;
        }
        Random rng(deriveSeed(seed, k));
        rng.shuffle(hidden);
        const World base = dealWorld(view, hidden, reads);

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
            perWorld[c].push_back(playOut(std::move(w), view.seat, next, view.rules.initialMeld, tuning, stop));
        }
    }
    const std::vector<std::size_t> order = ranked(perWorld);
    const std::size_t best = order[0];
    if (choices[best].play || tuning.holdMargin <= 0)
        return best;
    // Drawing leads: it must lead the best play by more than the look-ahead's noise.
    const auto play = std::find_if(order.begin(), order.end(), [&](std::size_t c) { return choices[c].play; });
    if (play == order.end())
        return best;
    const Lead lead = leadOf(perWorld, best, *play);
    const int n = static_cast<int>(perWorld[best].size());
    return lead.sum > 0 && leadIsPlain(lead.sum, lead.squares, n, tuning.holdMargin) ? best : *play;
}

// How many of the rack's other tiles could share a set with `t`: the same
// value in another colour (a group), or the same colour within two (a run).
int setsItFits(Tile t, const Tiles& rack)
{
    if (t.isJoker())
        return kTileCount; // a joker fits everything: kept first
    int fits = 0;
    for (Tile o : rack) {
        if (o.isJoker())
            continue;
        if ((o.value() == t.value() && o.colour() != t.colour()) ||
            (o.colour() == t.colour() && o.value() != t.value() && std::abs(o.value() - t.value()) <= 2))
            ++fits;
    }
    return fits;
}

// The fewest rack tiles of `most` that still play: its tiles taken back one
// by one, those most worth keeping (jokers, then the tiles that fit most sets
// on the rack) first, wherever the rest still play whole.
SolveResult smallestPlay(const AiView& view, const SolveResult& most, const ExpertTuning& tuning,
                         const std::atomic<bool>* stop)
{
    Tiles order = most.placed;
    std::stable_sort(order.begin(), order.end(),
                     [&](Tile a, Tile b) { return setsItFits(a, view.rack) > setsItFits(b, view.rack); });
    SolveResult best = most;
    for (Tile t : order) {
        if (best.tilesPlaced <= 1 || (stop && stop->load(std::memory_order_relaxed)))
            break;
        SolveRequest req = solveRequestFor(view, tuning.rolloutNodes, stop);
        req.rack = best.placed;
        removeTiles(req.rack, {t});
        if (req.rack.size() == best.placed.size())
            continue;
        req.objective = Objective::Tiles;
        const SolveResult fewer = solve(req);
        if (fewer.tilesPlaced == static_cast<int>(req.rack.size()))
            best = fewer;
    }
    return best;
}

// Lays `play`, a smaller play, or draws: whichever the look-ahead finds best.
AiDecision lookAheadDecision(const AiView& view, const SolveResult& play, const ExpertTuning& tuning,
                             const OpponentReads* reads, const std::atomic<bool>* stop)
{
    std::vector<Choice> choices{{true, play}, {false, {}}};
    if (tuning.smallestPlay > 0) {
        SolveResult fewest = smallestPlay(view, play, tuning, stop);
        if (fewest.tilesPlaced < play.tilesPlaced)
            choices.insert(choices.begin() + 1, {true, std::move(fewest)});
    }
    const Choice& chosen = choices[bestByLookAhead(view, choices, tuning, reads, stop)];
    return chosen.play ? AiDecision{true, chosen.result.table, false} : AiDecision{false, {}, true};
}

// Whether the round is near its end: a rack of `endgameAt` tiles or fewer, or a short pool.
bool isEndgame(const AiView& view, const ExpertTuning& tuning)
{
    if (tuning.endgameAt <= 0)
        return false;
    if (view.poolSize <= 2 * tuning.endgameAt)
        return true;
    return std::any_of(view.rackSizes.begin(), view.rackSizes.end(), [&](int n) { return n <= tuning.endgameAt; });
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
                          const OpponentReads* reads, const std::atomic<bool>* stop)
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
        ExpertTuning now = tuning;
        if (isEndgame(view, tuning)) {
            now.rolloutWorlds = std::max(tuning.rolloutWorlds, 48);
            now.decidedAfter = 0;
            now.smallestPlay = 1;
            now.rolloutNodes = tuning.rolloutNodes * 5;
        }
        return lookAheadDecision(view, play, now, reads, stop);
    }
    if (play.tilesPlaced <= tuning.drawInsteadAtMost)
        return {false, {}, true};
    return {true, play.table, false};
}

} // namespace tilerummy
