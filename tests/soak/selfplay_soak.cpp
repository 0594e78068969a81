// The self-play soak: seeded matches of 2, 3 and 4 AI seats of mixed levels
// under varied rules (initial meld, rack size, penalties, the pool-empty rule,
// several rounds or a target score), played through the core's RecordedMatch,
// with every turn checked from the outside:
//
//  - the 106 tile ids are each exactly once across table, racks and pool
//    (counted here, not with Game::tilesAccountedFor);
//  - every set on the table is a run or a group, by tr's analyseSet and by a
//    small oracle of its own here (they must agree);
//  - the turn record matches what changed: a play only moves rack tiles onto
//    the table (and respects the initial meld), a draw takes the pool's top
//    tile, a penalty puts the table back exactly and draws the penalty tiles,
//    a pass changes nothing; no other rack changes; the turn passes on;
//  - the round ends exactly when the rules say, and its scores are those the
//    racks give and sum to zero; the match totals are the sums of the rounds
//    (and sum to zero), and the match ends when its rules say;
//  - the recorded actions replay to the same match.
//
// Turns the AIs never take are mixed in: random illegal arrangements (tiles
// left in sets of one or two, table tiles taken back, the table re-split at
// random, nothing played), proposals with foreign or doubled tile ids (the
// record refuses them; the Game alone penalises them) and time-outs. Each must
// be penalised with the table restored and the penalty tiles drawn.
//
// Usage: selfplay_soak [--matches N] [--seed S] [--match I] [--trace]
//   --matches N  matches to play (default 200); most are one round, some several
//   --seed S     the run's seed (default 7); match I is dealt from deriveSeed(S, I)
//   --match I    play only match I of the run (to replay a failure), with --trace
//                printing every turn
// A failure prints the seed, match, round and turn and the command that replays
// it, and the exit code is 1. ctest runs a CI-sized count (TILERUMMY_SOAK_MATCHES);
// a long run by hand, e.g. 100 000 matches:
//   build/release/tests/soak/selfplay_soak --matches 100000 --seed 1
//
// The files: this one (the command line, the run and its figures),
// selfplay_soak_oracle.cpp, selfplay_soak_checks.cpp and selfplay_soak_match.cpp
// (what selfplay_soak.h says).
#include "selfplay_soak.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

using soak::Figures;
using soak::MatchSoak;

bool parseCount(const char* text, long long* value)
{
    char* end = nullptr;
    const long long v = std::strtoll(text, &end, 10);
    if (end == text || *end != '\0' || v < 0)
        return false;
    *value = v;
    return true;
}

int usage()
{
    std::fprintf(stderr, "usage: selfplay_soak [--matches N] [--seed S] [--match I] [--trace]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    long long matches = 200;
    long long seed = 7;
    long long only = -1;
    bool trace = false;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--matches") == 0 && hasValue) {
            if (!parseCount(argv[++i], &matches))
                return usage();
        } else if (std::strcmp(argv[i], "--seed") == 0 && hasValue) {
            if (!parseCount(argv[++i], &seed))
                return usage();
        } else if (std::strcmp(argv[i], "--match") == 0 && hasValue) {
            if (!parseCount(argv[++i], &only))
                return usage();
        } else if (std::strcmp(argv[i], "--trace") == 0) {
            trace = true;
        } else {
            return usage();
        }
    }
    const long long first = only >= 0 ? only : 0;
    const long long last = only >= 0 ? only + 1 : matches;

    Figures figures;
    int failures = 0;
    const auto start = std::chrono::steady_clock::now();
    for (long long m = first; m < last; ++m) {
        MatchSoak soak(static_cast<std::uint64_t>(seed), m, trace, &figures);
        const std::string error = soak.run();
        if (!error.empty()) {
            std::printf("FAIL %s\n", error.c_str());
            std::fflush(stdout);
            if (++failures >= 10)
                break;
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    const auto& f = figures;
    std::printf(
        "self-play soak, seed %lld: %lld matches, %lld games (rounds: %lld of 2 players, %lld of 3, %lld of 4)\n", seed,
        f.matches, f.rounds, f.roundsByPlayers[2], f.roundsByPlayers[3], f.roundsByPlayers[4]);
    std::printf("  %lld turns: %lld plays, %lld draws, %lld passes, %lld illegal ends penalised, %lld time-outs\n",
                f.turns, f.plays, f.draws, f.passes, f.illegalInjected, f.timeOuts);
    std::printf("  %lld proposals with foreign ids refused by the record (%lld penalised by the Game alone); %lld "
                "table sets checked\n",
                f.foreignRefused, f.foreignPenalised, f.checkedSets);
    std::printf(
        "  rounds won by going out %lld, ended on the empty pool %lld; %lld matches replayed from their record\n",
        f.wentOut, f.poolEmptyEnds, f.replays);
    std::printf("  %.1f s, %.1f games/s, %.0f turns/s\n", seconds, seconds > 0 ? f.rounds / seconds : 0.0,
                seconds > 0 ? f.turns / seconds : 0.0);
    if (failures > 0) {
        std::printf("%d match(es) failed\n", failures);
        return 1;
    }
    return 0;
}
