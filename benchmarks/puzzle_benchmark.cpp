// Practice puzzles (core/practice_puzzle.h): for each level, N puzzles from
// seeds FIRST..FIRST+N-1, the generation time (median, p95, max) and what the
// puzzles look like on average (docs/benchmarks.md).
//
//   puzzle_benchmark [--count N] [--first-seed S] [--level L] [--verbose]
#include "percentile.h"
#include "practice_puzzle.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace {

int usage()
{
    std::fprintf(stderr, "usage: puzzle_benchmark [--count N] [--first-seed S] [--level L] [--verbose]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    int count = 200;
    std::uint64_t firstSeed = 1;
    int onlyLevel = 0;
    bool verbose = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--count" && i + 1 < argc)
            count = std::atoi(argv[++i]);
        else if (arg == "--first-seed" && i + 1 < argc)
            firstSeed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--level" && i + 1 < argc)
            onlyLevel = std::atoi(argv[++i]);
        else if (arg == "--verbose")
            verbose = true;
        else
            return usage();
    }
    if (count <= 0 || onlyLevel < 0 || onlyLevel > tilerummy::kPuzzleLevels)
        return usage();

    std::printf("%d puzzles a level, seeds %llu..%llu\n\n", count, static_cast<unsigned long long>(firstSeed),
                static_cast<unsigned long long>(firstSeed + static_cast<std::uint64_t>(count) - 1));
    std::printf("| level | ms median | p95 | max | attempts mean | best tiles | plain tiles | rearranged | sets "
                "broken | rack | table sets | table tiles | jokers |\n");
    std::printf("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int level = 1; level <= tilerummy::kPuzzleLevels; ++level) {
        if (onlyLevel != 0 && level != onlyLevel)
            continue;
        std::vector<double> ms;
        double attempts = 0, best = 0, plain = 0, moved = 0, broken = 0, rack = 0, sets = 0, tableTiles = 0;
        int withJoker = 0;
        std::map<int, int> movedHistogram;
        for (int n = 0; n < count; ++n) {
            const std::uint64_t seed = firstSeed + static_cast<std::uint64_t>(n);
            const auto start = std::chrono::steady_clock::now();
            const auto puzzle = tilerummy::makePuzzle(seed, level);
            ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
            if (!puzzle)
                return 1;
            attempts += puzzle->attempts;
            best += puzzle->bestTiles;
            plain += puzzle->plainTiles;
            moved += puzzle->rearranged;
            broken += puzzle->setsBroken;
            rack += static_cast<double>(puzzle->position.rack.size());
            sets += static_cast<double>(puzzle->position.table.size());
            bool joker = false;
            for (const auto& set : puzzle->position.table) {
                tableTiles += static_cast<double>(set.size());
                joker = joker || std::count(set.begin(), set.end(), tilerummy::Tile::joker()) > 0;
            }
            joker = joker || std::count(puzzle->position.rack.begin(), puzzle->position.rack.end(),
                                        tilerummy::Tile::joker()) > 0;
            withJoker += joker ? 1 : 0;
            ++movedHistogram[puzzle->rearranged];
            if (verbose) {
                std::string table;
                for (const auto& set : puzzle->position.table)
                    table += (table.empty() ? "" : " | ") + tilerummy::notation(set);
                std::string after;
                for (const auto& set : puzzle->best.table)
                    after += (after.empty() ? "" : " | ") + tilerummy::notation(set);
                std::printf("L%d seed %llu %.2f ms, %d attempts: [%s] rack [%s] -> [%s]; best %d plain %d moved %d "
                            "broken %d\n",
                            level, static_cast<unsigned long long>(seed), ms.back(), puzzle->attempts, table.c_str(),
                            tilerummy::notation(puzzle->position.rack).c_str(), after.c_str(), puzzle->bestTiles,
                            puzzle->plainTiles, puzzle->rearranged, puzzle->setsBroken);
            }
        }
        const double k = count;
        std::printf("| %d | %.1f | %.1f | %.1f | %.0f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.1f | %d%% |\n",
                    level, percentile(ms, 0.5), percentile(ms, 0.95), *std::max_element(ms.begin(), ms.end()),
                    attempts / k, best / k, plain / k, moved / k, broken / k, rack / k, sets / k, tableTiles / k,
                    withJoker * 100 / count);
        if (verbose) {
            std::printf("rearranged:");
            for (const auto& [m, n] : movedHistogram)
                std::printf(" %d:%d", m, n);
            std::printf("\n");
        }
        std::fflush(stdout);
    }
    return 0;
}
