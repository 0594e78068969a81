// The AI levels' strength and speed over seeded games (docs/benchmarks.md).
//
//   ai_strength [--games N] [--seed S] [--players 2|3|4] [--level L] [--opponent L] [--threads T]
//   ai_strength --ladder [--games N] [--seed S] [--threads T] [LEVEL...]
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
// results (Bradley-Terry, standard at 1500). The expert's knobs
// (ExpertTuning) come from the environment: ROLLOUT_WORLDS, ROLLOUT_TURNS,
// DRAW_AT_MOST, ROLLOUT_NODES, DECLINE_AT_MOST, DECIDED_AFTER, DECIDED_SPREAD.
// Beside the shares each form prints each level's character from the same
// games: its biggest rack in a game, and its longest run of declined plays
// (turns after its opening on which it drew although it could lay a tile:
// the exact solver, up to 20,000 steps, asked after each such draw).
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

tilerummy::ExpertTuning tuningFromEnvironment()
{
    tilerummy::ExpertTuning tuning;
    const std::pair<const char*, int*> knobs[] = {
        {"ROLLOUT_WORLDS", &tuning.rolloutWorlds},   {"ROLLOUT_TURNS", &tuning.rolloutTurns},
        {"DRAW_AT_MOST", &tuning.drawInsteadAtMost}, {"DECIDED_AFTER", &tuning.decidedAfter},
        {"DECIDED_SPREAD", &tuning.decidedSpread},   {"DECLINE_AT_MOST", &tuning.declineAtMost}};
    for (const auto& [name, field] : knobs)
        if (const char* value = std::getenv(name))
            *field = std::atoi(value);
    if (const char* value = std::getenv("ROLLOUT_NODES"))
        tuning.rolloutNodes = std::atoi(value);
    return tuning;
}

struct GameResult {
    int winner = -1;                   // the seat that went out; -1: no one did (the pool ran out)
    std::vector<int> scores;           // each seat's score
    std::vector<double> decisionMs[2]; // [0]: the seats of `timed`, [1]: the others
    std::vector<int> biggestRack;      // by seat: the most tiles its rack held
    std::vector<int> longestDecline;   // by seat: its most turns in a row declining a play
    double ms = 0;
    std::string error;
};

// One seeded game; the seats of level `timed` have their decision times kept apart.
GameResult playGame(const std::vector<AiLevel>& seats, std::uint64_t seed, const tilerummy::ExpertTuning& tuning,
                    AiLevel timed)
{
    GameResult out;
    const auto start = Clock::now();
    const int n = static_cast<int>(seats.size());
    tilerummy::Game game(n, tilerummy::Rules{}, seed);
    std::vector<tilerummy::AiPlayer> players;
    for (int p = 0; p < n; ++p) {
        players.emplace_back(seats[static_cast<std::size_t>(p)],
                             tilerummy::deriveSeed(seed, static_cast<std::uint64_t>(p)));
        players.back().setExpertTuning(tuning);
    }
    out.biggestRack.assign(static_cast<std::size_t>(n), 0);
    out.longestDecline.assign(static_cast<std::size_t>(n), 0);
    std::vector<int> declining(static_cast<std::size_t>(n), 0);
    double checkingMs = 0; // the character's own solves, not the game's time
    while (!game.isOver()) {
        const int p = game.currentPlayer();
        const auto seat = static_cast<std::size_t>(p);
        const tilerummy::AiView view = tilerummy::viewOf(game, p);
        out.biggestRack[seat] = std::max(out.biggestRack[seat], static_cast<int>(view.rack.size()));
        const auto thinking = Clock::now();
        const tilerummy::AiDecision d = players[seat].decide(view);
        out.decisionMs[seats[seat] == timed ? 0 : 1].push_back(msSince(thinking));
        if (!d.play) {
            if (view.initialMeldDone) { // declined a play, or had none
                const auto checking = Clock::now();
                tilerummy::SolveRequest could = tilerummy::solveRequestFor(view, 20000, nullptr);
                could.objective = tilerummy::Objective::Tiles;
                declining[seat] = tilerummy::solve(could).tilesPlaced > 0 ? declining[seat] + 1 : 0;
                out.longestDecline[seat] = std::max(out.longestDecline[seat], declining[seat]);
                checkingMs += msSince(checking);
            }
            game.drawOrPass();
            out.biggestRack[seat] = std::max(out.biggestRack[seat], static_cast<int>(game.rack(p).size()));
            continue;
        }
        declining[seat] = 0;
        std::string why;
        const auto ids = tilerummy::assignIds({game.table(), game.rack(p)}, d.table, &why);
        if (!ids) {
            out.error = "the AI's play cannot be laid: " + why;
            return out;
        }
        const tilerummy::TurnVerdict verdict = game.verdictFor(ids->table, ids->rack);
        if (!verdict.legal) {
            out.error = "the AI played an illegal turn: " + verdict.reason + "; rack " + tilerummy::notation(view.rack);
            return out;
        }
        game.play(ids->table, ids->rack);
    }
    out.scores = game.scores();
    if (game.endReason() == tilerummy::EndReason::Rummikub)
        out.winner = *game.winner();
    out.ms = msSince(start) - checkingMs;
    return out;
}

// Plays games 0..count-1 (game g from seatsOf(g) and deriveSeed(seed, g)) on
// `threads` threads; the results in game order, whatever the threads did.
template <typename SeatsOf>
std::vector<GameResult> playGames(int count, std::uint64_t seed, int threads, const tilerummy::ExpertTuning& tuning,
                                  AiLevel timed, SeatsOf seatsOf)
{
    std::vector<GameResult> results(static_cast<std::size_t>(count));
    std::atomic<int> next{0};
    const auto work = [&] {
        for (int g = next++; g < count; g = next++)
            results[static_cast<std::size_t>(g)] =
                playGame(seatsOf(g), tilerummy::deriveSeed(seed, static_cast<std::uint64_t>(g)), tuning, timed);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();
    return results;
}

// The 95% margin of a share p over n games (normal approximation).
double margin95(double p, int n)
{
    return n > 0 ? 1.96 * std::sqrt(p * (1 - p) / n) : 0;
}

void printTimes(const char* what, const std::vector<double>& ms)
{
    if (ms.empty())
        return;
    std::printf("  %-28s %7zu  median %8.2f  p90 %8.2f  p99 %8.2f  max %8.2f ms\n", what, ms.size(),
                percentile(ms, 0.5), percentile(ms, 0.9), percentile(ms, 0.99),
                *std::max_element(ms.begin(), ms.end()));
}

// A level's character over games: the biggest rack of each game a seat of
// it played, and its longest run of declined plays.
struct Character {
    std::vector<double> biggestRack, longestDecline;
    void add(const GameResult& r, std::size_t seat)
    {
        biggestRack.push_back(r.biggestRack[seat]);
        longestDecline.push_back(r.longestDecline[seat]);
    }
};

void printCharacter(const std::string& level, const Character& c)
{
    if (c.biggestRack.empty())
        return;
    const auto share = [](const std::vector<double>& v, double atMost) {
        return 100.0 * static_cast<double>(std::count_if(v.begin(), v.end(), [&](double x) { return x <= atMost; })) /
               static_cast<double>(v.size());
    };
    std::printf("  %-9s biggest rack: median %2.0f  p90 %2.0f  max %2.0f  (at most 24 in %.1f%%);"
                " declined in a row: median %2.0f  p90 %2.0f  max %2.0f  (at most 5 in %.1f%%)\n",
                level.c_str(), percentile(c.biggestRack, 0.5), percentile(c.biggestRack, 0.9),
                *std::max_element(c.biggestRack.begin(), c.biggestRack.end()), share(c.biggestRack, 24),
                percentile(c.longestDecline, 0.5), percentile(c.longestDecline, 0.9),
                *std::max_element(c.longestDecline.begin(), c.longestDecline.end()), share(c.longestDecline, 5));
}

bool reportErrors(const std::vector<GameResult>& results)
{
    bool any = false;
    for (std::size_t g = 0; g < results.size(); ++g)
        if (!results[g].error.empty()) {
            std::fprintf(stderr, "game %zu: %s\n", g, results[g].error.c_str());
            any = true;
        }
    return any;
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
    const std::vector<GameResult> results = playGames(games, seed, threads, tuning, level, seatsOf);
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
            const auto results = playGames(games, pairSeed, threads, tuning, la, [&](int g) {
                return g % 2 == 0 ? std::vector<AiLevel>{la, lb} : std::vector<AiLevel>{lb, la};
            });
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
                "       ai_strength GAMES SEED [OPPONENT]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    int games = 200, players = 2, threads = 1;
    std::uint64_t seed = 1;
    AiLevel level = AiLevel::Expert, opponent = AiLevel::Standard;
    bool round = false;
    std::vector<AiLevel> ladderLevels;
    std::vector<std::string> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        std::optional<AiLevel> named;
        if (arg == "--games" && hasValue)
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
    return round ? ladder(games, seed, threads, ladderLevels, tuning)
                 : match(games, seed, players, level, opponent, threads, tuning);
}
