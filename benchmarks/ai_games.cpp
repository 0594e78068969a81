#include "ai_games.h"

#include "game.h"
#include "percentile.h"
#include "tile_ids.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <utility>

namespace {

using Clock = std::chrono::steady_clock;
using tilerummy::AiLevel;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

} // namespace

tilerummy::ExpertTuning tuningFromEnvironment()
{
    tilerummy::ExpertTuning tuning;
    const std::pair<const char*, int*> knobs[] = {
        {"ROLLOUT_WORLDS", &tuning.rolloutWorlds},   {"ROLLOUT_TURNS", &tuning.rolloutTurns},
        {"DRAW_AT_MOST", &tuning.drawInsteadAtMost}, {"DECIDED_AFTER", &tuning.decidedAfter},
        {"DECIDED_SPREAD", &tuning.decidedSpread},   {"DECLINE_AT_MOST", &tuning.declineAtMost},
        {"SMALLEST_PLAY", &tuning.smallestPlay},     {"HOLD_MARGIN", &tuning.holdMargin},
        {"READ_DRAWS", &tuning.readDraws},           {"ENDGAME_AT", &tuning.endgameAt},
        {"FITTED_VALUE", &tuning.fittedValue}};
    for (const auto& [name, field] : knobs)
        if (const char* value = std::getenv(name))
            *field = std::atoi(value);
    if (const char* value = std::getenv("ROLLOUT_NODES"))
        tuning.rolloutNodes = std::atoi(value);
    return tuning;
}

bool sameTuning(const tilerummy::ExpertTuning& a, const tilerummy::ExpertTuning& b)
{
    return a.rolloutWorlds == b.rolloutWorlds && a.rolloutTurns == b.rolloutTurns &&
           a.drawInsteadAtMost == b.drawInsteadAtMost && a.rolloutNodes == b.rolloutNodes &&
           a.declineAtMost == b.declineAtMost && a.decidedAfter == b.decidedAfter &&
           a.decidedSpread == b.decidedSpread && a.smallestPlay == b.smallestPlay && a.holdMargin == b.holdMargin &&
           a.readDraws == b.readDraws && a.endgameAt == b.endgameAt && a.fittedValue == b.fittedValue;
}

GameResult playGame(const std::vector<AiLevel>& seats, std::uint64_t seed, const tilerummy::ExpertTuning& tuning,
                    AiLevel timed, const std::function<void(const tilerummy::Game&)>& onTurn)
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
    out.longestBare.assign(static_cast<std::size_t>(n), 0);
    out.biggestTurn.assign(static_cast<std::size_t>(n), 0);
    std::vector<int> declining(static_cast<std::size_t>(n), 0), bare(static_cast<std::size_t>(n), 0);
    double checkingMs = 0; // the character's own solves, not the game's time
    while (!game.isOver()) {
        if (onTurn)
            onTurn(game);
        const int p = game.currentPlayer();
        const auto seat = static_cast<std::size_t>(p);
        const tilerummy::AiView view = tilerummy::viewOf(game, p);
        out.biggestRack[seat] = std::max(out.biggestRack[seat], static_cast<int>(view.rack.size()));
        const auto thinking = Clock::now();
        const tilerummy::AiDecision d = players[seat].decide(view);
        out.decisionMs[seats[seat] == timed ? 0 : 1].push_back(msSince(thinking));
        if (!d.play) {
            ++bare[seat];
            out.longestBare[seat] = std::max(out.longestBare[seat], bare[seat]);
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
        bare[seat] = 0;
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
        out.biggestTurn[seat] = std::max(out.biggestTurn[seat], static_cast<int>(view.rack.size() - ids->rack.size()));
        game.play(ids->table, ids->rack);
    }
    out.scores = game.scores();
    for (int p = 0; p < n; ++p)
        out.rackPoints.push_back(tilerummy::rackValue(game.rack(p)));
    if (game.endReason() == tilerummy::EndReason::Rummikub)
        out.winner = *game.winner();
    out.ms = msSince(start) - checkingMs;
    return out;
}

void forEachGame(int count, int threads, const std::function<void(int)>& play)
{
    std::atomic<int> next{0};
    const auto work = [&] {
        for (int g = next++; g < count; g = next++)
            play(g);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();
}

std::vector<GameResult> playGames(int count, int threads, const tilerummy::ExpertTuning& tuning, AiLevel timed,
                                  const std::function<std::vector<AiLevel>(int)>& seatsOf,
                                  const std::function<std::uint64_t(int)>& seedOf)
{
    std::vector<GameResult> results(static_cast<std::size_t>(count));
    forEachGame(count, threads,
                [&](int g) { results[static_cast<std::size_t>(g)] = playGame(seatsOf(g), seedOf(g), tuning, timed); });
    return results;
}

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
