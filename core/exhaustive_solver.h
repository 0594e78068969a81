// The exact exhaustive solver: slow on big tables, kept as an independent
// check of the game's solver in the tests and the solver benchmark.
#pragma once

#include "solver.h"

namespace tr {

// Same request and answer as solve(); the time limit and the stop flag apply.
SolveResult solveExhaustive(const SolveRequest& request);

} // namespace tr
