// ai_strength --mirrored: every deal played once with the tested level in
// each seat, so that the tiles' luck cancels, and the tested expert's knobs
// compared with the shipped expert's on the same deals (paired statistics).
#include "ai_games.h"
#include "percentile.h"
#include "random.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>

namespace {

using tilerummy::AiLevel;

// A mean over deals with its 95% margin (normal approximation of the mean).
struct Mean {
    double mean = 0, margin = 0;
};
Mean meanOf(const std::vector<double>& values)
{
    Mean m;
    const auto n = static_cast<double>(values.size());
    if (values.empty())
        return m;
    for (double v : values)
        m.mean += v / n;
    double squares = 0;
    for (double v : values)
        squares += (v - m.mean) * (v - m.mean);
    m.margin = values.size() > 1 ? 1.96 * std::sqrt(squares / (n - 1) / n) : 0;
    return m;
}

// What one side's games over the deals show.
struct Side {
    std::vector<double> share; // by deal: the games of the deal it won, as a share
    std::vector<int> outcomes; // how many deals it won 0, 1, ... `players` games of
    int decidedByTiles = 0;    // deals in which one seat won every game, whoever sat there
    std::vector<double> biggestRack, declined, bare, biggestTurn, loserPoints, decisions;
};

Side sideOf(const std::vector<GameResult>& results, int deals, int players)
{
    Side side;
    side.outcomes.assign(static_cast<std::size_t>(players) + 1, 0);
    for (int d = 0; d < deals; ++d) {
        int wins = 0;
        bool oneSeat = true;
        for (int r = 0; r < players; ++r) {
            const GameResult& g = results[static_cast<std::size_t>(d * players + r)];
            const auto seat = static_cast<std::size_t>(r); // the tested level sits in seat r
            wins += g.winner == r;
            oneSeat = oneSeat && g.winner >= 0 && g.winner == results[static_cast<std::size_t>(d * players)].winner;
            side.biggestRack.push_back(g.biggestRack[seat]);
            side.declined.push_back(g.longestDecline[seat]);
            side.bare.push_back(g.longestBare[seat]);
            side.biggestTurn.push_back(g.biggestTurn[seat]);
            side.decisions.insert(side.decisions.end(), g.decisionMs[0].begin(), g.decisionMs[0].end());
            if (g.winner >= 0) { // how close it ended: the points left on the nearest loser's rack
                int nearest = 1 << 20;
                for (int s = 0; s < players; ++s)
                    if (s != g.winner)
                        nearest = std::min(nearest, g.rackPoints[static_cast<std::size_t>(s)]);
                side.loserPoints.push_back(nearest);
            }
        }
        side.share.push_back(static_cast<double>(wins) / players);
        ++side.outcomes[static_cast<std::size_t>(wins)];
        side.decidedByTiles += oneSeat;
    }
    return side;
}

double shareAtMost(const std::vector<double>& v, double atMost)
{
    return 100.0 * static_cast<double>(std::count_if(v.begin(), v.end(), [&](double x) { return x <= atMost; })) /
           static_cast<double>(v.size());
}

void printSide(const char* name, const Side& side, int deals, int players)
{
    const Mean share = meanOf(side.share);
    std::printf("  %s: win share %.1f%% +- %.1f%% (95%%, over deals; par %.1f%%)\n", name, 100 * share.mean,
                100 * share.margin, 100.0 / players);
    std::printf("    deals by its wins:");
    for (int w = players; w >= 0; --w) {
        const char* word = players == 2 ? (w == 2 ? "both won" : w == 1 ? "split" : "both lost") : nullptr;
        const double pct = 100.0 * side.outcomes[static_cast<std::size_t>(w)] / deals;
        if (word)
            std::printf(" %s %.1f%%;", word, pct);
        else
            std::printf(" %d of %d: %.1f%%;", w, players, pct);
    }
    std::printf(" one seat won every game of the deal: %.1f%%\n", 100.0 * side.decidedByTiles / deals);
    std::printf("    character: biggest rack median %.0f p90 %.0f max %.0f (at most 24 in %.1f%%); declined in a row "
                "max %.0f (at most 5 in %.1f%%)\n",
                percentile(side.biggestRack, 0.5), percentile(side.biggestRack, 0.9),
                *std::max_element(side.biggestRack.begin(), side.biggestRack.end()), shareAtMost(side.biggestRack, 24),
                *std::max_element(side.declined.begin(), side.declined.end()), shareAtMost(side.declined, 5));
    std::printf("    what a person feels: turns in a row with nothing laid median %.0f p90 %.0f max %.0f; biggest turn "
                "median %.0f max %.0f tiles; the nearest loser's rack median %.0f p90 %.0f points\n",
                percentile(side.bare, 0.5), percentile(side.bare, 0.9),
                *std::max_element(side.bare.begin(), side.bare.end()), percentile(side.biggestTurn, 0.5),
                *std::max_element(side.biggestTurn.begin(), side.biggestTurn.end()), percentile(side.loserPoints, 0.5),
                percentile(side.loserPoints, 0.9));
    if (!side.decisions.empty())
        std::printf("    decisions: %zu, p50 %.1f ms, p95 %.1f ms, max %.1f ms\n", side.decisions.size(),
                    percentile(side.decisions, 0.5), percentile(side.decisions, 0.95),
                    *std::max_element(side.decisions.begin(), side.decisions.end()));
}

// The shares by deal, a line each under a heading that names the deals.
bool writeShares(const std::string& path, const std::string& heading, const std::vector<double>& shares)
{
    std::ofstream out(path);
    out << heading << '\n';
    for (double share : shares)
        out << share << '\n';
    if (!out.flush()) {
        std::fprintf(stderr, "cannot write %s\n", path.c_str());
        return false;
    }
    return true;
}

bool readShares(const std::string& path, const std::string& heading, std::vector<double>& shares)
{
    std::ifstream in(path);
    std::string first;
    if (!std::getline(in, first) || first != heading) {
        std::fprintf(stderr, "%s: not the shares of these deals (its first line should be \"%s\")\n", path.c_str(),
                     heading.c_str());
        return false;
    }
    for (double share; in >> share;)
        shares.push_back(share);
    return true;
}

std::vector<GameResult> playDeals(int deals, std::uint64_t seed, int players, AiLevel level, AiLevel opponent,
                                  int threads, const tilerummy::ExpertTuning& tuning)
{
    return playGames(
        deals * players, threads, tuning, level,
        [&](int g) {
            std::vector<AiLevel> seats(static_cast<std::size_t>(players), opponent);
            seats[static_cast<std::size_t>(g % players)] = level;
            return seats;
        },
        [&](int g) { return tilerummy::deriveSeed(seed, g / players); });
}

} // namespace

int mirrored(int deals, std::uint64_t seed, int players, AiLevel level, AiLevel opponent, int threads,
             const tilerummy::ExpertTuning& tuning, const MirroredFiles& files)
{
    const std::string heading = "ai_strength --mirrored shares by deal: deals " + std::to_string(deals) + " seed " +
                                std::to_string(seed) + " players " + std::to_string(players) + " level " +
                                tilerummy::aiLevelName(level) + " opponent " + tilerummy::aiLevelName(opponent);
    const auto start = std::chrono::steady_clock::now();
    const std::vector<GameResult> tested = playDeals(deals, seed, players, level, opponent, threads, tuning);
    if (reportErrors(tested))
        return 1;
    std::printf("%s against %d x %s, mirrored: %d deals, each played %d times with %s in every seat (seed %llu)\n",
                tilerummy::aiLevelName(level).c_str(), players - 1, tilerummy::aiLevelName(opponent).c_str(), deals,
                players, tilerummy::aiLevelName(level).c_str(), static_cast<unsigned long long>(seed));
    const bool variant = level == AiLevel::Expert && !sameTuning(tuning, tilerummy::ExpertTuning{});
    if (level == AiLevel::Expert)
        std::printf("  expert knobs: worlds %d, turns %d, nodes %d, decline at most %d, decided every %d at %.1f, "
                    "smallest play %d, hold margin %.1f, read draws %d, endgame at %d, fitted value %d%s\n",
                    tuning.rolloutWorlds, tuning.rolloutTurns, tuning.rolloutNodes, tuning.declineAtMost,
                    tuning.decidedAfter, tuning.decidedSpread / 10.0, tuning.smallestPlay, tuning.holdMargin / 10.0,
                    tuning.readDraws, tuning.endgameAt, tuning.fittedValue, variant ? " (a variant)" : " (shipped)");
    const Side side = sideOf(tested, deals, players);
    printSide(variant ? "the variant" : tilerummy::aiLevelName(level).c_str(), side, deals, players);
    const double tiles = static_cast<double>(side.decidedByTiles) / deals;
    std::printf("  with %.1f%% of deals won by one seat whoever sat there, the most a side can win is %.1f%% "
                "(those deals give it 1 game in %d, every other deal all of its games)\n",
                100 * tiles, 100 * (tiles / players + (1 - tiles)), players);
    if (!files.sharesOut.empty() && !writeShares(files.sharesOut, heading, side.share))
        return 1;
    if (variant) {
        std::vector<double> baseline;
        if (!files.baseline.empty()) { // the shipped expert's shares on these deals, from an earlier run
            if (!readShares(files.baseline, heading, baseline))
                return 1;
            if (baseline.size() != static_cast<std::size_t>(deals)) {
                std::fprintf(stderr, "%s holds %zu deals, not %d\n", files.baseline.c_str(), baseline.size(), deals);
                return 1;
            }
            std::printf("  the shipped expert (baseline, from %s): win share %.1f%% +- %.1f%%\n",
                        files.baseline.c_str(), 100 * meanOf(baseline).mean, 100 * meanOf(baseline).margin);
        } else {
            const std::vector<GameResult> shipped =
                playDeals(deals, seed, players, level, opponent, threads, tilerummy::ExpertTuning{});
            if (reportErrors(shipped))
                return 1;
            const Side side = sideOf(shipped, deals, players);
            printSide("the shipped expert (baseline)", side, deals, players);
            baseline = side.share;
        }
        std::vector<double> difference;
        for (int d = 0; d < deals; ++d)
            difference.push_back(side.share[static_cast<std::size_t>(d)] - baseline[static_cast<std::size_t>(d)]);
        const Mean paired = meanOf(difference);
        std::printf("  the variant less the baseline, paired by deal: %+.1f points +- %.1f (95%%)\n", 100 * paired.mean,
                    100 * paired.margin);
    }
    std::printf("  wall time %.1f s on %d thread(s)%s\n",
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), threads,
                threads == 1 ? "" : " (decision times are not one core's)");
    return 0;
}
