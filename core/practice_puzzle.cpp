#include "practice_puzzle.h"

#include "meld.h"
#include "random.h"
#include "rules.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace tilerummy {

namespace {

constexpr int kBig = 1000; // "no upper bound" in a band

// Tables grow with the level, and so do racks; jokers appear from level 3.
const std::array<PuzzleLevelSpec, kPuzzleLevels> kSpecs = {{
    // rearranged, sets broken, table sets, rack, jokers % (table set, rack)
    {1, 1, 1, 1, 3, 5, 3, 5, 0, 0},
    {2, 2, 1, 2, 3, 6, 3, 6, 0, 0},
    {3, 4, 1, 2, 4, 7, 4, 7, 8, 0},
    {5, 6, 2, kBig, 5, 8, 5, 8, 10, 5},
    {7, kBig, 2, kBig, 6, 8, 5, 8, 14, 8},
}};

// A budget of search steps for one candidate's solve: far above what these
// small positions need (a few thousand), so that a cut is rare, and counted in
// steps so that a seed gives the same puzzle everywhere. A cut candidate is
// dropped.
constexpr long long kSolveNodeLimit = 400000;

// Lower bounds of the rearrangement are certified up to this many moved
// tiles (the test tries every choice of tiles to move: a few hundred for two).
constexpr int kCertifiedUpTo = 2;

using Box = std::array<int, kFaceKinds>; // tiles of each face left in the box

int pickWeighted(Random& rng, const std::vector<int>& weights)
{
    int total = 0;
    for (int w : weights)
        total += w;
    if (total <= 0)
        return -1;
    int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (r < weights[i])
            return static_cast<int>(i);
        r -= weights[i];
    }
    return -1;
}

int between(Random& rng, int low, int high)
{
    return low + static_cast<int>(rng.below(static_cast<std::uint32_t>(high - low + 1)));
}

bool takeAll(Box& box, const Tiles& tiles)
{
    Box left = box;
    for (Tile t : tiles)
        if (--left[static_cast<std::size_t>(t.index())] < 0)
            return false;
    box = left;
    return true;
}

// A random valid set from what is left in the box: a run of 3-6 (shorter ones
// likelier) or a group of 3-4, perhaps with a joker in place of one tile.
std::optional<Tiles> drawSet(Random& rng, Box& box, bool withJoker)
{
    for (int tries = 0; tries < 40; ++tries) {
        Tiles set;
        if (rng.chance(3, 5)) {
            static const std::vector<int> lengthWeights = {0, 0, 0, 40, 30, 20, 10};
            const int length = pickWeighted(rng, lengthWeights);
            const auto colour = static_cast<Colour>(rng.below(kColours));
            const int start = between(rng, 1, kMaxValue - length + 1);
            for (int v = start; v < start + length; ++v)
                set.push_back(Tile::numbered(colour, v));
        } else {
            const int value = between(rng, 1, kMaxValue);
            std::vector<int> colours = {0, 1, 2, 3};
            rng.shuffle(colours);
            const int size = rng.chance(3, 5) ? 3 : 4;
            for (int i = 0; i < size; ++i)
                set.push_back(Tile::numbered(static_cast<Colour>(colours[static_cast<std::size_t>(i)]), value));
        }
        if (withJoker)
            set[rng.below(static_cast<std::uint32_t>(set.size()))] = Tile::joker();
        if (takeAll(box, set))
            return analyseSet(set).canonical;
    }
    return std::nullopt;
}

// How much a face could do with the table: the same face (a run to split, a
// group to share), the same colour a value or two away, the same value.
int affinity(Tile face, const Table& table)
{
    int w = 1;
    for (const auto& set : table) {
        for (Tile t : set) {
            if (t.isJoker())
                continue;
            const int dv = std::abs(t.value() - face.value());
            if (t.colour() == face.colour()) {
                if (dv == 0)
                    w += 6;
                else if (dv == 1)
                    w += 4;
                else if (dv == 2)
                    w += 2;
            } else if (dv == 0) {
                w += 3;
            }
        }
    }
    return w;
}

struct Candidate {
    Table table;
    Tiles rack;
};

Candidate drawCandidate(Random& rng, const PuzzleLevelSpec& spec)
{
    Candidate c;
    Box box;
    box.fill(kCopiesPerFace);
    box[static_cast<std::size_t>(Tile::joker().index())] = kJokerCount;
    const int sets = between(rng, spec.minSets, spec.maxSets);
    for (int i = 0; i < sets; ++i) {
        const bool joker = box[static_cast<std::size_t>(Tile::joker().index())] > 0 &&
                           rng.chance(static_cast<std::uint32_t>(spec.tableJokerPercent), 100);
        if (auto set = drawSet(rng, box, joker))
            c.table.push_back(*set);
    }
    const int rackSize = between(rng, spec.minRack, spec.maxRack);
    if (box[static_cast<std::size_t>(Tile::joker().index())] > 0 &&
        rng.chance(static_cast<std::uint32_t>(spec.rackJokerPercent), 100)) {
        c.rack.push_back(Tile::joker());
        --box[static_cast<std::size_t>(Tile::joker().index())];
    }
    std::vector<int> weights(kNumberedFaces);
    for (int f = 0; f < kNumberedFaces; ++f)
        weights[static_cast<std::size_t>(f)] = affinity(Tile::fromIndex(f), c.table);
    while (static_cast<int>(c.rack.size()) < rackSize) {
        std::vector<int> w(kNumberedFaces);
        for (int f = 0; f < kNumberedFaces; ++f)
            w[static_cast<std::size_t>(f)] = weights[static_cast<std::size_t>(f)] * box[static_cast<std::size_t>(f)];
        const int f = pickWeighted(rng, w);
        if (f < 0)
            break;
        c.rack.push_back(Tile::fromIndex(f));
        --box[static_cast<std::size_t>(f)];
    }
    c.table = canonicalTable(c.table);
    c.rack = sortedTiles(c.rack);
    return c;
}

bool inBand(const PuzzleLevelSpec& spec, const Rearrangement& r)
{
    return r.tilesMoved >= spec.minRearranged && r.tilesMoved <= spec.maxRearranged &&
           r.setsBroken >= spec.minSetsBroken && r.setsBroken <= spec.maxSetsBroken;
}

} // namespace

const PuzzleLevelSpec& puzzleLevelSpec(int level)
{
    return kSpecs[static_cast<std::size_t>(std::clamp(level, 1, kPuzzleLevels) - 1)];
}

std::optional<Puzzle> makePuzzle(std::uint64_t seed, int level, const std::atomic<bool>* stop)
{
    level = std::clamp(level, 1, kPuzzleLevels);
    const PuzzleLevelSpec& spec = puzzleLevelSpec(level);
    Random rng(deriveSeed(seed, level));
    for (int attempt = 1;; ++attempt) {
        if (stop && stop->load())
            return std::nullopt;
        Candidate c = drawCandidate(rng, spec);
        if (static_cast<int>(c.table.size()) < spec.minSets || c.rack.empty())
            continue;
        SolveRequest req;
        req.table = c.table;
        req.rack = c.rack;
        req.initialMeldDone = true;
        req.objective = Objective::Tiles;
        req.nodeLimit = kSolveNodeLimit;
        req.tidy = true;
        req.stop = stop;
        SolveResult best = solve(req);
        if (stop && stop->load())
            return std::nullopt;
        // A play of one tile is no puzzle; a cut search proves nothing.
        if (!best.optimal || best.tilesPlaced < 2)
            continue;
        const Rearrangement moved = measureRearrangement(c.table, best.table);
        if (!inBand(spec, moved))
            continue;
        const int plain = bestPlainPlay(c.table, c.rack);
        if (plain >= best.tilesPlaced)
            continue;
        // Certify that no best play gets away with less rearranging: moving
        // one table tile (from level 2) or two (from level 3) is not enough.
        const int certify = std::min(moved.tilesMoved, std::min(spec.minRearranged, kCertifiedUpTo + 1)) - 1;
        bool lesserWorks = false;
        for (int k = 1; k <= certify && !lesserWorks; ++k)
            lesserWorks = reachesMoving(c.table, c.rack, k, best.tilesPlaced, stop);
        if (stop && stop->load())
            return std::nullopt;
        if (lesserWorks)
            continue;
        Puzzle p;
        p.seed = seed;
        p.level = level;
        p.position = {std::move(c.table), std::move(c.rack)};
        p.bestTiles = best.tilesPlaced;
        p.best = std::move(best);
        p.plainTiles = plain;
        p.rearranged = moved.tilesMoved;
        p.setsBroken = moved.setsBroken;
        p.rearrangedAtLeast = std::max(1, certify + 1);
        p.attempts = attempt;
        return p;
    }
}

PuzzleVerdict judgePuzzle(const Puzzle& puzzle, const Position& after)
{
    PuzzleVerdict out;
    out.bestTiles = puzzle.bestTiles;
    TurnInput turn;
    turn.initialMeldDone = true;
    turn.before = puzzle.position;
    turn.after = after;
    const TurnVerdict v = checkTurn(turn, Rules::official());
    if (!v.legal) {
        out.fault = v.fault;
        return out;
    }
    out.legal = true;
    out.tilesPlaced = static_cast<int>(puzzle.position.rack.size()) - static_cast<int>(after.rack.size());
    out.best = out.tilesPlaced >= puzzle.bestTiles;
    return out;
}

static_assert(kPuzzleLevels <= 5 && UINT64_MAX % 10 == 5, "every seed up to kMaxNumberedPuzzleSeed has a number");

std::uint64_t puzzleNumber(std::uint64_t seed, int level)
{
    return std::min(seed, kMaxNumberedPuzzleSeed) * 10 +
           static_cast<std::uint64_t>(std::clamp(level, 1, kPuzzleLevels));
}

std::optional<PuzzleId> puzzleFromNumber(std::uint64_t number)
{
    const auto level = static_cast<int>(number % 10);
    if (level < 1 || level > kPuzzleLevels)
        return std::nullopt;
    return PuzzleId{number / 10, level};
}

} // namespace tilerummy
