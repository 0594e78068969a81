// The solver benchmark: tilerummy::solve() against a generic integer program solved
// in-process with GLPK, on positions read from a JSONL file (as `tilerummy-cli
// solve --batch` reads them; tests/data/solver_positions.jsonl is the set the
// figures in docs/benchmarks.md come from).
//
//   solver_benchmark [--check] [--no-ilp] [--repeat N] [--ilp-repeat N] [--full-model] [--verbose] POSITIONS.jsonl
//
// The integer program is den Hertog and Hulshof's (2006): tile types are the
// 52 numbered faces and the joker (a 53rd type); a variable x_s in {0,1,2} for
// every possible set s (runs of 3..5 tiles of one colour, longer runs being
// made of those, and groups of 3..4 tiles), each also with every way of putting
// one or two jokers in place of its tiles; a variable y_t in {0..rack_t} for
// each tile type; constraints sum_s count(t,s) x_s = table_t + y_t for every
// type t; maximise sum_t y_t (objective tiles) or sum_t value(t) y_t (points,
// joker 30). The model keeps only the sets the position's tiles can make
// (--full-model: every set), then GLPK's glp_intopt solves it with its
// presolver on. Its time is the model's build and solve.
//
// For each position: our solve() and the integer program are timed on one
// core (the fastest of --repeat runs of ours, of --ilp-repeat runs of GLPK),
// our answer must be a legal turn by tilerummy::checkTurn (or, when it places
// nothing, leave the table as it was) and its objective must equal the
// integer program's optimum. With --check, each is run once and the exit code
// says whether every answer was legal and optimal (the ctest solver_vs_ilp).
// With --no-ilp the integer program is left out (ours alone, for a profiler;
// answers checked legal only).
// Exit codes: 0 all answers legal and optimal, 1 some not, 2 bad usage or input.
//
// The files: this one (the runs, the figures, main), solver_benchmark_ilp.cpp
// (the integer program), solver_benchmark_positions.cpp (the positions and the
// legality check), solver_benchmark.h (what they share).
#include "solver_benchmark.h"

#include "partition_dp.h"
#include "solver.h"

#include <glpk.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifdef __linux__
#include <sched.h>
#endif

using namespace solverbench;

namespace {

// ---- Figures -------------------------------------------------------------

// Nearest-rank percentile (p in (0, 1]).
double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(v.size())));
    return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

double sum(const std::vector<double>& v)
{
    double s = 0;
    for (double x : v)
        s += x;
    return s;
}

void printRow(const char* name, const std::vector<double>& ms)
{
    std::printf("  %-16s %10.1f %9.3f %9.3f %9.3f\n", name, sum(ms), percentile(ms, 0.5), percentile(ms, 0.99),
                percentile(ms, 1.0));
}

void pinToOneCore()
{
#ifdef __linux__
    const int cpu = sched_getcpu();
    if (cpu >= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(cpu, &set);
        sched_setaffinity(0, sizeof(set), &set);
    }
#endif
}

int usage()
{
    std::fprintf(
        stderr, "usage: solver_benchmark [--check] [--no-ilp] [--repeat N] [--ilp-repeat N] [--full-model] [--verbose] "
                "[--limit-ms X] POSITIONS.jsonl\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    bool check = false, fullModel = false, verbose = false, noIlp = false;
    int repeat = 3, ilpRepeat = 1;
    double limitMs = 20;
    const char* path = nullptr;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--check") == 0)
            check = true;
        else if (std::strcmp(argv[i], "--full-model") == 0)
            fullModel = true;
        else if (std::strcmp(argv[i], "--no-ilp") == 0)
            noIlp = true;
        else if (std::strcmp(argv[i], "--verbose") == 0)
            verbose = true;
        else if (std::strcmp(argv[i], "--repeat") == 0 && hasValue)
            repeat = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--ilp-repeat") == 0 && hasValue)
            ilpRepeat = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--limit-ms") == 0 && hasValue)
            limitMs = std::atof(argv[++i]);
        else if (argv[i][0] != '-' && !path)
            path = argv[i];
        else
            return usage();
    }
    if (!path || repeat < 1 || ilpRepeat < 1)
        return usage();
    if (check)
        repeat = ilpRepeat = 1;

    std::vector<Position> positions;
    std::string error;
    if (!readPositions(path, &positions, &error)) {
        std::fprintf(stderr, "solver_benchmark: %s\n", error.c_str());
        return 2;
    }
    pinToOneCore();
    glp_term_out(GLP_OFF);
    (void)catalogue();
    if (!positions.empty()) // warm up: the first call pays for lazy set-up
        (void)tilerummy::solve(positions.front().request);

    std::vector<double> ours, optimum, ilp, oursTiles, oursPoints, ilpTiles, ilpPoints;
    int mismatches = 0, illegal = 0, ilpFailures = 0, over = 0;
    int worstLine = 0, minTable = 1000, maxTable = 0, minRack = 1000, maxRack = 0, withJokers = 0;
    double worst = -1;
    long ilpVariables = 0;
    long long solveSteps = 0, optimumSteps = 0; // search steps, all positions
    long oldSets = 0, keptSets = 0;             // the table's sets, and those the answer keeps as they were
    for (const Position& p : positions) {
        const tilerummy::SolveRequest& req = p.request;
        auto start = Clock::now();
        const tilerummy::SolveResult res = tilerummy::solve(req);
        double oursMs = msSince(start);
        for (int r = 1; r < repeat; ++r) {
            start = Clock::now();
            (void)tilerummy::solve(req);
            oursMs = std::min(oursMs, msSince(start));
        }
        // The optimum alone, without the pass that keeps table sets intact
        // (what the integer program computes): for the notes, not checked.
        double optimumMs = 0;
        solveSteps += res.nodes;
        if (!check) {
            tilerummy::detail::Supply supply;
            for (tilerummy::Tile t : req.rack)
                supply.addOptional(t);
            for (const auto& set : req.table)
                for (tilerummy::Tile t : set)
                    supply.addMust(t);
            tilerummy::detail::PartitionGoal goal;
            goal.objective = req.objective;
            for (int r = 0; r < repeat; ++r) {
                start = Clock::now();
                const auto p = tilerummy::detail::bestPartition(supply, goal, {});
                optimumMs = r == 0 ? msSince(start) : std::min(optimumMs, msSince(start));
                if (r == 0)
                    optimumSteps += p.nodes;
            }
        }
        std::array<int, kTypes> table{}, rack{};
        for (const auto& set : req.table)
            for (tilerummy::Tile t : set)
                ++table[static_cast<std::size_t>(t.index())];
        for (tilerummy::Tile t : req.rack)
            ++rack[static_cast<std::size_t>(t.index())];
        if (noIlp) { // ours alone (for a profiler): legal answers only
            std::string why;
            if (!legalAnswer(req, res, &why)) {
                ++illegal;
                std::printf("line %d: ILLEGAL answer: %s\n", p.line, why.c_str());
            }
            ours.push_back(oursMs);
            optimum.push_back(optimumMs);
            continue;
        }
        IlpResult best = solveIlp(table, rack, req.objective, fullModel);
        for (int r = 1; r < ilpRepeat; ++r)
            best.ms = std::min(best.ms, solveIlp(table, rack, req.objective, fullModel).ms);

        const int tableTiles = static_cast<int>(tilerummy::TileCounts(req.table).total());
        minTable = std::min(minTable, tableTiles);
        maxTable = std::max(maxTable, tableTiles);
        minRack = std::min(minRack, static_cast<int>(req.rack.size()));
        maxRack = std::max(maxRack, static_cast<int>(req.rack.size()));
        withJokers += table[kJokerType] + rack[kJokerType] > 0;
        ilpVariables += best.variables;

        const bool points = req.objective == tilerummy::Objective::Points;
        const int ourValue = points ? res.pointsPlaced : res.tilesPlaced;
        std::string why;
        const bool legal = legalAnswer(req, res, &why);
        if (!legal) {
            ++illegal;
            std::printf("line %d: ILLEGAL answer: %s\n", p.line, why.c_str());
        }
        if (!best.solved) {
            ++ilpFailures;
            std::printf("line %d: integer program failed: %s\n", p.line, best.error.c_str());
        } else if (ourValue != best.optimum) {
            ++mismatches;
            std::printf("line %d: NOT OPTIMAL: ours %d, integer program %d (%s)\n", p.line, ourValue, best.optimum,
                        points ? "points" : "tiles");
        }
        std::vector<tilerummy::Tiles> answerSets;
        for (const auto& set : res.table)
            answerSets.push_back(tilerummy::sortedTiles(set));
        for (const auto& set : req.table) {
            ++oldSets;
            const auto found = std::find(answerSets.begin(), answerSets.end(), tilerummy::sortedTiles(set));
            if (found != answerSets.end()) {
                ++keptSets;
                answerSets.erase(found);
            }
        }
        ours.push_back(oursMs);
        optimum.push_back(optimumMs);
        ilp.push_back(best.ms);
        (points ? oursPoints : oursTiles).push_back(oursMs);
        (points ? ilpPoints : ilpTiles).push_back(best.ms);
        if (oursMs > limitMs)
            ++over;
        if (oursMs > worst) {
            worst = oursMs;
            worstLine = p.line;
        }
        if (verbose)
            std::printf("line %d: table %d rack %zu %s: ours %d in %.3f ms (%lld steps), ILP %d in %.3f ms (%d "
                        "variables)\n",
                        p.line, tableTiles, req.rack.size(), points ? "points" : "tiles", ourValue, oursMs, res.nodes,
                        best.optimum, best.ms, best.variables);
    }

    const std::size_t n = positions.size();
    std::printf("solver benchmark: %zu positions from %s\n", n, path);
    if (n > 0) {
        std::printf("  tables %d..%d tiles, racks %d..%d tiles, jokers in %d; objective tiles %zu, points %zu\n",
                    minTable, maxTable, minRack, maxRack, withJokers, oursTiles.size(), oursPoints.size());
        std::printf("  integer program: %s model, %.0f variables a position on average; GLPK %s\n",
                    fullModel ? "full" : "reduced", static_cast<double>(ilpVariables) / static_cast<double>(n),
                    glp_version());
        std::printf("  timing: one core, fastest of %d run(s) of ours, %d of GLPK's\n", repeat, ilpRepeat);
        std::printf("  %-16s %10s %9s %9s %9s\n", "ms", "total", "median", "p99", "max");
        printRow("tilerummy::solve()", ours);
        printRow("  tiles", oursTiles);
        printRow("  points", oursPoints);
        if (!check)
            printRow("  optimum only", optimum);
        printRow("GLPK ILP", ilp);
        printRow("  tiles", ilpTiles);
        printRow("  points", ilpPoints);
        std::printf("  speedup (GLPK total / ours): %.1fx\n", sum(ilp) / std::max(sum(ours), 1e-9));
        std::printf("  slowest of ours: %.3f ms (line %d); over %g ms: %d\n", worst, worstLine, limitMs, over);
        std::printf("  search steps: solve() %lld, optimum only %lld\n", solveSteps, optimumSteps);
        std::printf("  table sets kept as they were: %ld of %ld (%.0f%%)\n", keptSets, oldSets,
                    100.0 * static_cast<double>(keptSets) / static_cast<double>(std::max(oldSets, 1L)));
    }
    std::printf("  optimum differs from the ILP: %d; illegal answers: %d; ILP failures: %d\n", mismatches, illegal,
                ilpFailures);
    const bool ok = mismatches == 0 && illegal == 0 && ilpFailures == 0;
    std::printf("%s\n", ok ? "PASS: every answer legal and optimal" : "FAIL");
    return ok ? 0 : 1;
}
