// What the solver benchmark's files share: the clock, the tile types of the
// integer program, the integer program (solver_benchmark_ilp.cpp), and the
// positions read from the JSONL file and our answers checked legal
// (solver_benchmark_positions.cpp). solver_benchmark.cpp runs them and prints
// the figures.
#pragma once

#include "solver.h"
#include "tile.h"

#include <array>
#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace solverbench {

using Clock = std::chrono::steady_clock;

constexpr int kTypes = tilerummy::kFaceKinds; // 52 numbered faces and the joker
constexpr int kJokerType = tilerummy::kNumberedFaces;

inline double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// ---- The integer program (solver_benchmark_ilp.cpp) ------------------------

struct IlpSet {
    std::vector<std::pair<int, int>> counts; // (tile type, copies), types ascending
};

// Every set of the model, each once (as a multiset of tile types).
const std::vector<IlpSet>& catalogue();

struct IlpResult {
    bool solved = false;
    int optimum = 0;
    int variables = 0; // columns: set and rack variables
    double ms = 0;
    std::string error; // when not solved, or when its solution does not add up
};

// Builds and solves the integer program. `table` and `rack` count each tile type.
IlpResult solveIlp(const std::array<int, kTypes>& table, const std::array<int, kTypes>& rack,
                   tilerummy::Objective objective, bool fullModel);

// ---- Positions (solver_benchmark_positions.cpp) ------------------------------

struct Position {
    int line = 0;
    tilerummy::SolveRequest request;
};

// Reads the positions of a JSONL file; false and *error on a bad file.
bool readPositions(const char* path, std::vector<Position>* out, std::string* error);

// Is our answer a legal turn (or, placing nothing, the table as it was)?
bool legalAnswer(const tilerummy::SolveRequest& req, const tilerummy::SolveResult& res, std::string* why);

} // namespace solverbench
