// The AI levels' strength and speed over seeded games (docs/benchmarks.md).
//
//   ai_strength [--games N] [--seed S] [--players 2|3|4] [--level L] [--opponent L] [--threads T]
//   ai_strength --ladder [--games N] [--seed S] [--threads T] [LEVEL...]
//   ai_strength --mirrored [--deals N] [--seed S] [--players 2|3|4] [--level L] [--opponent L] [--threads T]
//               [--shares-out FILE] [--baseline FILE]
//   ai_strength --fit-value [--games N] [--seed S] [--threads T]
//   ai_strength GAMES SEED [OPPONENT]          (the old form: expert against OPPONENT)
//
// The first form plays `level` (default expert) in one seat against
// `opponent` (default standard) in the others, its seat turning round from
// game to game (so every seat order is played equally), and prints its win
// share with the 95% margin, the share in each seat, and the distribution of
// its decision times and of the games' times. Timing is for one core: run it
// with --threads 1 (the default) pinned with taskset; more threads are for
// the win shares only. The second form plays every pair of levels (all of
// them when none is named) in 2-player games and fits an Elo rating to the
// results (Bradley-Terry, standard at 1500). The third plays each deal once
// with `level` in every seat (ai_mirrored.cpp): the deals' outcomes, the win
// share over deals, and for an expert with changed knobs the paired
// difference to the shipped expert on the same deals. The expert's knobs
// (ExpertTuning) come from the environment: ROLLOUT_WORLDS, ROLLOUT_TURNS,
// DRAW_AT_MOST, ROLLOUT_NODES, DECLINE_AT_MOST, DECIDED_AFTER, DECIDED_SPREAD,
// SMALLEST_PLAY, HOLD_MARGIN, READ_DRAWS, ENDGAME_AT, FITTED_VALUE. The fourth
// fits the look-ahead's end value to self-play (ai_value_fit.cpp).
// Beside the shares each form prints each level's character from the same
// games: its biggest rack in a game, and its longest run of declined plays
// (turns after its opening on which it drew although it could lay a tile:
// the exact solver, up to 20,000 steps, asked after each such draw).
#include "ai_games.h"
#include "ai_player.h"
#include "expert_strategy.h"
#include "game.h"
#include "percentile.h"
#include "tile_ids.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using tilerummy::AiLevel;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

int match(int games, std::uint64_t seed, int players, AiLevel level, AiLevel opponent, int threads,
          const tilerummy::ExpertTuning& tuning)
{
    const auto seatsOf = [&](int g) {
        std::vector<AiLevel> seats(static_cast<std::size_t>(players), opponent);
        seats[static_cast<std::size_t>(g % players)] = level;
        return seats;
    };
    const auto start = Clock::now();
    const std::vector<GameResult> results = playGames(games, threads, tuning, level, seatsOf, [&](int g) {
        return tilerummy::deriveSeed(seed, static_cast<std::uint64_t>(g));
    });
    const double wallMs = msSince(start);
    if (reportErrors(results))
        return 1;
    int wins = 0, noOneOut = 0;
    long points = 0;
    std::vector<int> seatGames(static_cast<std::size_t>(players)), seatWins(static_cast<std::size_t>(players));
    std::vector<double> decisions, others, gameMs;
    Character tested, opposing;
    for (int g = 0; g < games; ++g) {
        const GameResult& r = results[static_cast<std::size_t>(g)];
        const int seat = g % players;
        for (int s = 0; s < players; ++s)
            (s == seat ? tested : opposing).add(r, static_cast<std::size_t>(s));
        ++seatGames[static_cast<std::size_t>(seat)];
        if (r.winner == seat) {
            ++wins;
            ++seatWins[static_cast<std::size_t>(seat)];
        }
        noOneOut += r.winner < 0;
        points += r.scores[static_cast<std::size_t>(seat)];
        decisions.insert(decisions.end(), r.decisionMs[0].begin(), r.decisionMs[0].end());
        others.insert(others.end(), r.decisionMs[1].begin(), r.decisionMs[1].end());
        gameMs.push_back(r.ms);
    }
    const double share = games > 0 ? static_cast<double>(wins) / games : 0;
    std::printf("%s against %d x %s, %d-player games: %d games (seed %llu)\n", tilerummy::aiLevelName(level).c_str(),
                players - 1, tilerummy::aiLevelName(opponent).c_str(), players, games,
                static_cast<unsigned long long>(seed));
    if (level == AiLevel::Expert)
        std::printf("  expert look-ahead: up to %d worlds (stopping when plain: every %d, %.1f errors), %d turns, "
                    "lays what it can after %d turns without a play\n",
                    tuning.rolloutWorlds, tuning.decidedAfter, tuning.decidedSpread / 10.0, tuning.rolloutTurns,
                    tuning.declineAtMost);
    std::printf("  %s wins %d: %.1f%% +- %.1f%% (95%%; par %.1f%%); no one out %d; its points %+ld\n",
                tilerummy::aiLevelName(level).c_str(), wins, 100 * share, 100 * margin95(share, games), 100.0 / players,
                noOneOut, points);
    std::printf("  by seat:");
    for (int s = 0; s < players; ++s) {
        const int n = seatGames[static_cast<std::size_t>(s)];
        std::printf(" %d: %.1f%% of %d;", s + 1, n > 0 ? 100.0 * seatWins[static_cast<std::size_t>(s)] / n : 0.0, n);
    }
    std::printf("\n");
    std::printf("  character (each seat's game: the biggest rack, the longest run of declined plays):\n");
    printCharacter(tilerummy::aiLevelName(level), tested);
    printCharacter(tilerummy::aiLevelName(opponent), opposing);
    std::printf("  timing on %d thread(s)%s:\n", threads, threads == 1 ? "" : " (times are not one core's)");
    printTimes(("decisions of " + tilerummy::aiLevelName(level)).c_str(), decisions);
    printTimes(("decisions of " + tilerummy::aiLevelName(opponent)).c_str(), others);
    printTimes("whole games", gameMs);
    std::printf("  wall time %.1f s\n", wallMs / 1000);
    return 0;
}

// Bradley-Terry ratings by minorisation-maximisation (Hunter 2004), as Elo:
// 400 log10 of the strength, standard at 1500. score[i][j]: i's points
// against j (a win 1, no one out a half each); games[i][j]: their games.
std::vector<double> eloOf(const std::vector<std::vector<double>>& score, const std::vector<std::vector<double>>& games,
                          int anchor)
{
    const std::size_t n = score.size();
    std::vector<double> gamma(n, 1.0);
    for (int iteration = 0; iteration < 10000; ++iteration) {
        std::vector<double> next(n);
        for (std::size_t i = 0; i < n; ++i) {
            double wins = 0, denominator = 0;
            for (std::size_t j = 0; j < n; ++j) {
                if (j == i || games[i][j] == 0)
                    continue;
                // A little prior (half a win each way) keeps a clean sweep finite.
                wins += score[i][j] + 0.5;
                denominator += (games[i][j] + 1) / (gamma[i] + gamma[j]);
            }
            next[i] = denominator > 0 ? wins / denominator : gamma[i];
        }
        double change = 0;
        for (std::size_t i = 0; i < n; ++i)
            change = std::max(change, std::fabs(std::log(next[i] / gamma[i])));
        gamma = next;
        if (change < 1e-12)
            break;
    }
    std::vector<double> elo(n);
    for (std::size_t i = 0; i < n; ++i)
        elo[i] = 1500 + 400 * std::log10(gamma[i] / gamma[static_cast<std::size_t>(anchor)]);
    return elo;
}

int ladder(int games, std::uint64_t seed, int threads, std::vector<AiLevel> levels,
           const tilerummy::ExpertTuning& tuning)
{
    if (levels.empty())
        levels = {AiLevel::Beginner, AiLevel::Standard, AiLevel::Expert};
    const std::size_t n = levels.size();
    const auto standard = std::find(levels.begin(), levels.end(), AiLevel::Standard);
    const int anchor = standard != levels.end() ? static_cast<int>(standard - levels.begin()) : 0;
    std::vector<std::vector<double>> score(n, std::vector<double>(n)), played(n, std::vector<double>(n));
    std::vector<std::vector<double>> decisions(n);
    std::vector<Character> characters(n);
    std::printf("round robin, %d two-player games a pair (seat orders alternating), seed %llu\n", games,
                static_cast<unsigned long long>(seed));
    for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t b = a + 1; b < n; ++b) {
            const AiLevel la = levels[a], lb = levels[b];
            const std::uint64_t pairSeed = tilerummy::deriveSeed(seed, a * 16 + b);
            const auto results = playGames(
                games, threads, tuning, la,
                [&](int g) {
                    return g % 2 == 0 ? std::vector<AiLevel>{la, lb} : std::vector<AiLevel>{lb, la};
                },
                [&](int g) { return tilerummy::deriveSeed(pairSeed, static_cast<std::uint64_t>(g)); });
            if (reportErrors(results))
                return 1;
            int winsA = 0, winsB = 0, none = 0;
            for (int g = 0; g < games; ++g) {
                const GameResult& r = results[static_cast<std::size_t>(g)];
                const int seatA = g % 2 == 0 ? 0 : 1;
                characters[a].add(r, static_cast<std::size_t>(seatA));
                characters[b].add(r, static_cast<std::size_t>(1 - seatA));
                if (r.winner < 0)
                    ++none;
                else if (r.winner == seatA)
                    ++winsA;
                else
                    ++winsB;
                decisions[a].insert(decisions[a].end(), r.decisionMs[0].begin(), r.decisionMs[0].end());
                decisions[b].insert(decisions[b].end(), r.decisionMs[1].begin(), r.decisionMs[1].end());
            }
            score[a][b] += winsA + 0.5 * none;
            score[b][a] += winsB + 0.5 * none;
            played[a][b] += games;
            played[b][a] += games;
            const double share = (winsA + 0.5 * none) / games;
            std::printf("  %-9s vs %-9s %4d-%-4d (no one out %d): %.1f%% +- %.1f%%\n",
                        tilerummy::aiLevelName(la).c_str(), tilerummy::aiLevelName(lb).c_str(), winsA, winsB, none,
                        100 * share, 100 * margin95(share, games));
        }
    }
    const std::vector<double> elo = eloOf(score, played, anchor);
    std::printf("\n| level | Elo | decision median | p99 |\n|---|---:|---:|---:|\n");
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return elo[x] > elo[y]; });
    for (std::size_t i : order)
        std::printf("| %s | %.0f | %.2f ms | %.2f ms |\n", tilerummy::aiLevelName(levels[i]).c_str(), elo[i],
                    percentile(decisions[i], 0.5), percentile(decisions[i], 0.99));
    std::printf("\ncharacter over all its games (the biggest rack, the longest run of declined plays):\n");
    for (std::size_t i : order)
        printCharacter(tilerummy::aiLevelName(levels[i]), characters[i]);
    return 0;
}

int usage()
{
    std::fprintf(
        stderr, "usage: ai_strength [--games N] [--seed S] [--players 2|3|4] [--level L] [--opponent L] [--threads T]\n"
                "       ai_strength --ladder [--games N] [--seed S] [--threads T] [LEVEL...]\n"
                "       ai_strength --mirrored [--deals N] [--seed S] [--players 2|3|4] [--level L] [--opponent L]"
                " [--threads T] [--shares-out FILE] [--baseline FILE]\n"
                "       ai_strength --fit-value [--games N] [--seed S] [--threads T]\n"
                "       ai_strength GAMES SEED [OPPONENT]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    int games = 200, players = 2, threads = 1;
    std::uint64_t seed = 1;
    AiLevel level = AiLevel::Expert, opponent = AiLevel::Standard;
    bool round = false, mirror = false, fitting = false;
    MirroredFiles files;
    std::vector<AiLevel> ladderLevels;
    std::vector<std::string> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        std::optional<AiLevel> named;
        if ((arg == "--games" || arg == "--deals") && hasValue)
            games = std::atoi(argv[++i]);
        else if (arg == "--seed" && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--players" && hasValue)
            players = std::atoi(argv[++i]);
        else if (arg == "--threads" && hasValue)
            threads = std::atoi(argv[++i]);
        else if ((arg == "--level" || arg == "--opponent") && hasValue) {
            named = tilerummy::aiLevelFromName(argv[++i]);
            if (!named)
                return usage();
            (arg == "--level" ? level : opponent) = *named;
        } else if (arg == "--ladder")
            round = true;
        else if (arg == "--mirrored")
            mirror = true;
        else if (arg == "--fit-value")
            fitting = true;
        else if (arg == "--shares-out" && hasValue)
            files.sharesOut = argv[++i];
        else if (arg == "--baseline" && hasValue)
            files.baseline = argv[++i];
        else if (!arg.empty() && arg[0] != '-')
            positional.push_back(arg);
        else
            return usage();
    }
    if (round) {
        for (const std::string& name : positional) {
            const auto named = tilerummy::aiLevelFromName(name);
            if (!named)
                return usage();
            ladderLevels.push_back(*named);
        }
    } else if (!positional.empty()) { // GAMES SEED [OPPONENT]
        games = std::atoi(positional[0].c_str());
        if (positional.size() > 1)
            seed = std::strtoull(positional[1].c_str(), nullptr, 10);
        if (positional.size() > 2) {
            const auto named = tilerummy::aiLevelFromName(positional[2]);
            if (!named)
                return usage();
            opponent = *named;
        }
    }
    if (games < 1 || players < 2 || players > 4 || threads < 1 || threads > 64)
        return usage();
    const tilerummy::ExpertTuning tuning = tuningFromEnvironment();
    if (fitting)
        return fitValue(games, seed, threads);
    if (mirror)
        return mirrored(games, seed, players, level, opponent, threads, tuning, files);
    return round ? ladder(games, seed, threads, ladderLevels, tuning)
                 : match(games, seed, players, level, opponent, threads, tuning);
}
