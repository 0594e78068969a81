// The exact exhaustive search, kept as an independent oracle for the tests and
// the solver benchmark: it takes the lowest remaining tile, tries every set
// that can hold it (and, for a rack tile, leaving it on the rack), and
// memoises the best result per multiset of remaining tiles. Exact, but slow on
// big tables; the game uses the dynamic program of partition_dp.h.
#include "exhaustive_solver.h"

#include "meld.h"
#include "partition_dp.h"
#include "solver_support.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <climits>
#include <cstdint>
#include <unordered_map>

namespace tr {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kNone = INT_MIN / 4; // no legal completion

struct Key {
    std::array<std::uint64_t, 4> w{};
    bool operator==(const Key&) const = default;
};

struct KeyHash {
    std::size_t operator()(const Key& k) const
    {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL;
        for (std::uint64_t x : k.w) {
            h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
            h *= 0xff51afd7ed558ccdULL;
        }
        return static_cast<std::size_t>(h ^ (h >> 33));
    }
};

// A candidate set: a bit per numbered face (each at most once in a set) and a joker count.
struct Candidate {
    std::uint64_t faces = 0;
    int jokers = 0;
};

class Search {
public:
    Search(const SolveRequest& req, bool meldMode, Clock::time_point deadline)
        : req_(req), meldMode_(meldMode), deadline_(deadline)
    {
        must_.fill(0);
        opt_.fill(0);
    }

    void addMust(Tile t)
    {
        if (t.isJoker())
            ++jMust_;
        else
            ++must_[static_cast<std::size_t>(t.index())];
    }
    void addOptional(Tile t)
    {
        if (t.isJoker())
            ++jOpt_;
        else
            ++opt_[static_cast<std::size_t>(t.index())];
    }

    // Runs the search; false when it was cut short (time or stop flag).
    bool run(int* best)
    {
        *best = search(0);
        return !aborted_;
    }

    // Walks the memoised optimum and returns its sets.
    Table reconstruct()
    {
        Table sets;
        int i = 0;
        for (;;) {
            i = firstFrom(i);
            if (i >= kNumberedFaces)
                break;
            const int target = search(i);
            bool moved = false;
            if (must_[static_cast<std::size_t>(i)] == 0 && opt_[static_cast<std::size_t>(i)] > 0) {
                --opt_[static_cast<std::size_t>(i)];
                if (search(i) == target) {
                    moved = true;
                } else {
                    ++opt_[static_cast<std::size_t>(i)];
                }
            }
            if (moved)
                continue;
            for (const Candidate& c : candidates(i)) {
                Undo undo;
                const int gain = apply(c, &undo);
                const int rest = search(i);
                if (rest != kNone && gain + rest == target) {
                    sets.push_back(toTiles(c));
                    moved = true;
                    break;
                }
                revert(undo);
            }
            if (!moved)
                break; // cannot happen for a solved state
        }
        return sets;
    }

    long long nodes() const { return nodes_; }

private:
    struct Undo {
        std::array<std::uint8_t, 14> faceIdx{};
        std::array<bool, 14> fromMust{};
        int count = 0;
        int jMustUsed = 0;
        int jOptUsed = 0;
        int meldBefore = 0;
    };

    int firstFrom(int i) const
    {
        while (i < kNumberedFaces && must_[static_cast<std::size_t>(i)] + opt_[static_cast<std::size_t>(i)] == 0)
            ++i;
        return i;
    }

    // The search maximises one number: the objective first, its tie-break
    // second (the game's scoring, detail::tileScore), and fewer sets last.
    int gainOf(Tile t) const { return detail::tileScore(req_.objective, t); }
    static constexpr int kSetCost = 1;

    Key key(int i) const
    {
        Key k;
        for (int f = i; f < kNumberedFaces; ++f) {
            const std::uint64_t nibble = static_cast<std::uint64_t>(must_[static_cast<std::size_t>(f)]) |
                                         static_cast<std::uint64_t>(opt_[static_cast<std::size_t>(f)]) << 2;
            k.w[static_cast<std::size_t>(f / 16)] |= nibble << (4 * (f % 16));
        }
        k.w[3] |= (static_cast<std::uint64_t>(jMust_) | static_cast<std::uint64_t>(jOpt_) << 2) << 16;
        k.w[3] |= static_cast<std::uint64_t>(meld_) << 20;
        return k;
    }

    int available(int face) const
    {
        return must_[static_cast<std::size_t>(face)] + opt_[static_cast<std::size_t>(face)];
    }

    // Every distinct set that holds face i with i as its lowest numbered face.
    std::vector<Candidate> candidates(int i) const
    {
        std::vector<Candidate> out;
        const int jokers = jMust_ + jOpt_;
        const Tile tile = Tile::fromIndex(i);
        const int v = tile.value();
        const int c = static_cast<int>(tile.colour());
        auto push = [&](Candidate cand) {
            for (const Candidate& o : out)
                if (o.faces == cand.faces && o.jokers == cand.jokers)
                    return;
            out.push_back(cand);
        };
        // Groups: other colours of the same value (higher index), jokers filling.
        std::array<int, 3> others{};
        int nOthers = 0;
        for (int oc = c + 1; oc < kColours; ++oc) {
            const int f = (v - 1) * kColours + oc;
            if (available(f) > 0)
                others[static_cast<std::size_t>(nOthers++)] = f;
        }
        for (int mask = 0; mask < (1 << nOthers); ++mask) {
            Candidate cand;
            cand.faces = 1ULL << i;
            int size = 1;
            for (int b = 0; b < nOthers; ++b)
                if (mask & (1 << b)) {
                    cand.faces |= 1ULL << others[static_cast<std::size_t>(b)];
                    ++size;
                }
            for (int j = 0; j <= std::min(jokers, kJokerCount); ++j) {
                if (size + j >= kMinSetSize && size + j <= kMaxGroupSize) {
                    cand.jokers = j;
                    push(cand);
                }
            }
        }
        // Runs of colour c with tile i as the lowest numbered tile: jokers may
        // stand below it; above it each place is a real tile or a joker.
        for (int before = 0; before <= std::min(jokers, v - 1); ++before) {
            Candidate cand;
            cand.faces = 1ULL << i;
            cand.jokers = before;
            extendRun(cand, v, before + 1, jokers, c, push);
        }
        return out;
    }

    template <typename Push>
    void extendRun(Candidate cand, int top, int length, int jokers, int colour, Push& push) const
    {
        if (length >= kMinSetSize)
            push(cand);
        if (top >= kMaxValue || length >= kMaxRunSize)
            return;
        const int next = top + 1;
        const int f = (next - 1) * kColours + colour;
        if (available(f) > 0) {
            Candidate real = cand;
            real.faces |= 1ULL << f;
            extendRun(real, next, length + 1, jokers, colour, push);
        }
        if (cand.jokers < jokers) {
            Candidate wild = cand;
            ++wild.jokers;
            extendRun(wild, next, length + 1, jokers, colour, push);
        }
    }

    Tiles toTiles(const Candidate& c) const
    {
        Tiles tiles;
        for (int f = 0; f < kNumberedFaces; ++f)
            if (c.faces & (1ULL << f))
                tiles.push_back(Tile::fromIndex(f));
        for (int j = 0; j < c.jokers; ++j)
            tiles.push_back(Tile::joker());
        return tiles;
    }

    int apply(const Candidate& c, Undo* undo)
    {
        int gain = 0;
        undo->meldBefore = meld_;
        for (int f = 0; f < kNumberedFaces; ++f) {
            if (!(c.faces & (1ULL << f)))
                continue;
            const auto idx = static_cast<std::size_t>(f);
            const bool fromMust = must_[idx] > 0;
            if (fromMust) {
                --must_[idx];
            } else {
                --opt_[idx];
                gain += gainOf(Tile::fromIndex(f));
            }
            undo->faceIdx[static_cast<std::size_t>(undo->count)] = static_cast<std::uint8_t>(f);
            undo->fromMust[static_cast<std::size_t>(undo->count)] = fromMust;
            ++undo->count;
        }
        for (int j = 0; j < c.jokers; ++j) {
            if (jMust_ > 0) {
                --jMust_;
                ++undo->jMustUsed;
            } else {
                --jOpt_;
                ++undo->jOptUsed;
                gain += gainOf(Tile::joker());
            }
        }
        if (meldMode_)
            meld_ = std::min(req_.initialMeld, meld_ + analyseSet(toTiles(c)).meldValue);
        return gain - kSetCost;
    }

    void revert(const Undo& undo)
    {
        for (int k = 0; k < undo.count; ++k) {
            const auto idx = static_cast<std::size_t>(undo.faceIdx[static_cast<std::size_t>(k)]);
            if (undo.fromMust[static_cast<std::size_t>(k)])
                ++must_[idx];
            else
                ++opt_[idx];
        }
        jMust_ += undo.jMustUsed;
        jOpt_ += undo.jOptUsed;
        meld_ = undo.meldBefore;
    }

    bool timeUp()
    {
        if (aborted_)
            return true;
        if (req_.nodeLimit > 0 && nodes_ >= req_.nodeLimit)
            aborted_ = true;
        if ((++nodes_ & 1023) == 0) {
            if ((req_.stop && req_.stop->load(std::memory_order_relaxed)) ||
                (deadline_ != Clock::time_point::max() && Clock::now() > deadline_))
                aborted_ = true;
        }
        return aborted_;
    }

    int search(int i)
    {
        i = firstFrom(i);
        if (i >= kNumberedFaces) {
            if (jMust_ > 0)
                return kNone;
            if (meldMode_ && meld_ > 0 && meld_ < req_.initialMeld)
                return kNone;
            return 0;
        }
        const Key k = key(i);
        if (auto it = memo_.find(k); it != memo_.end())
            return it->second;
        if (timeUp())
            return kNone;

        int best = kNone;
        const auto idx = static_cast<std::size_t>(i);
        if (must_[idx] == 0) {
            --opt_[idx]; // leave one copy on the rack
            best = search(i);
            ++opt_[idx];
        }
        for (const Candidate& c : candidates(i)) {
            Undo undo;
            const int gain = apply(c, &undo);
            const int rest = search(i);
            revert(undo);
            if (rest != kNone)
                best = std::max(best, gain + rest);
        }
        if (!aborted_)
            memo_.emplace(k, best);
        return best;
    }

    const SolveRequest& req_;
    const bool meldMode_;
    const Clock::time_point deadline_;
    std::array<std::uint8_t, kNumberedFaces> must_{};
    std::array<std::uint8_t, kNumberedFaces> opt_{};
    int jMust_ = 0;
    int jOpt_ = 0;
    int meld_ = 0;
    bool aborted_ = false;
    long long nodes_ = 0;
    std::unordered_map<Key, int, KeyHash> memo_;
};

} // namespace

SolveResult solveExhaustive(const SolveRequest& req)
{
    const auto start = Clock::now();
    const auto deadline =
        req.timeLimitMs > 0 ? start + std::chrono::milliseconds(req.timeLimitMs) : Clock::time_point::max();
    SolveResult result;
    const bool meldMode = !req.initialMeldDone;
    Search search(req, meldMode, deadline);
    if (!meldMode)
        for (const auto& set : req.table)
            for (Tile t : set)
                search.addMust(t);
    for (Tile t : req.rack)
        search.addOptional(t);
    int best = 0;
    const bool complete = search.run(&best);
    result.nodes = search.nodes();
    result.optimal = complete && best != kNone;
    Table sets = result.optimal ? search.reconstruct() : Table{};
    if (meldMode || !result.optimal) {
        Table table = req.table;
        table.insert(table.end(), sets.begin(), sets.end());
        sets = table;
    }
    finishResult(req, sets, &result);
    result.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    return result;
}

} // namespace tr
