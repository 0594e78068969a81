// The solver benchmark's integer program: den Hertog and Hulshof's (2006)
// model of the position (solver_benchmark.cpp says what it is), built from the
// catalogue of every set and solved in-process with GLPK's glp_intopt; its own
// solution checked to add up.
#include "solver_benchmark.h"

#include "meld.h"

#include <glpk.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace solverbench {

namespace {

constexpr int kMaxIlpRun = 5; // longer runs are made of runs of 3..5 tiles
constexpr int kMaxJokersPerSet = 2;

} // namespace

// Every set of the model, each once (as a multiset of tile types).
const std::vector<IlpSet>& catalogue()
{
    static const std::vector<IlpSet> sets = [] {
        std::vector<std::vector<int>> bases; // numbered tile types of the sets without jokers
        for (int c = 0; c < tilerummy::kColours; ++c)
            for (int len = tilerummy::kMinSetSize; len <= kMaxIlpRun; ++len)
                for (int start = 1; start + len - 1 <= tilerummy::kMaxValue; ++start) {
                    std::vector<int> run;
                    for (int v = start; v < start + len; ++v)
                        run.push_back(tilerummy::Tile::numbered(static_cast<tilerummy::Colour>(c), v).index());
                    bases.push_back(run);
                }
        for (int v = 1; v <= tilerummy::kMaxValue; ++v)
            for (int mask = 0; mask < (1 << tilerummy::kColours); ++mask) {
                std::vector<int> group;
                for (int c = 0; c < tilerummy::kColours; ++c)
                    if (mask & (1 << c))
                        group.push_back(tilerummy::Tile::numbered(static_cast<tilerummy::Colour>(c), v).index());
                if (static_cast<int>(group.size()) >= tilerummy::kMinSetSize)
                    bases.push_back(group);
            }
        std::set<std::array<int, kTypes>> seen;
        std::vector<IlpSet> out;
        for (const auto& base : bases) {
            const int n = static_cast<int>(base.size());
            // Every way of putting 0, 1 or 2 jokers in place of the base's tiles.
            for (int mask = 0; mask < (1 << n); ++mask) {
                const int jokers = std::popcount(static_cast<unsigned>(mask));
                if (jokers > kMaxJokersPerSet)
                    continue;
                std::array<int, kTypes> count{};
                for (int i = 0; i < n; ++i)
                    ++count[static_cast<std::size_t>((mask & (1 << i)) ? kJokerType
                                                                       : base[static_cast<std::size_t>(i)])];
                if (!seen.insert(count).second)
                    continue;
                IlpSet s;
                for (int t = 0; t < kTypes; ++t)
                    if (count[static_cast<std::size_t>(t)] > 0)
                        s.counts.emplace_back(t, count[static_cast<std::size_t>(t)]);
                out.push_back(std::move(s));
            }
        }
        return out;
    }();
    return sets;
}

namespace {

int typeValue(int type, tilerummy::Objective objective)
{
    if (objective == tilerummy::Objective::Tiles)
        return 1;
    return type == kJokerType ? tilerummy::kJokerRackPenalty : tilerummy::Tile::fromIndex(type).value();
}

} // namespace

// Builds and solves the integer program. `table` and `rack` count each tile type.
IlpResult solveIlp(const std::array<int, kTypes>& table, const std::array<int, kTypes>& rack,
                   tilerummy::Objective objective, bool fullModel)
{
    IlpResult result;
    const auto start = Clock::now();
    std::array<int, kTypes> avail{};
    for (int t = 0; t < kTypes; ++t)
        avail[static_cast<std::size_t>(t)] = table[static_cast<std::size_t>(t)] + rack[static_cast<std::size_t>(t)];

    std::vector<const IlpSet*> sets;
    for (const IlpSet& s : catalogue()) {
        const bool fits = std::all_of(s.counts.begin(), s.counts.end(), [&](const auto& tc) {
            return tc.second <= avail[static_cast<std::size_t>(tc.first)];
        });
        if (fullModel || fits)
            sets.push_back(&s);
    }
    // Rows: one per tile type (types absent from the position only in the full model).
    std::array<int, kTypes> row{};
    int rows = 0;
    for (int t = 0; t < kTypes; ++t)
        row[static_cast<std::size_t>(t)] = (fullModel || avail[static_cast<std::size_t>(t)] > 0) ? ++rows : 0;

    glp_prob* lp = glp_create_prob();
    glp_set_obj_dir(lp, GLP_MAX);
    glp_add_rows(lp, rows);
    for (int t = 0; t < kTypes; ++t)
        if (row[static_cast<std::size_t>(t)] > 0)
            glp_set_row_bnds(lp, row[static_cast<std::size_t>(t)], GLP_FX, table[static_cast<std::size_t>(t)],
                             table[static_cast<std::size_t>(t)]);
    std::vector<int> ia{0}, ja{0};
    std::vector<double> ar{0};
    const int setCols = static_cast<int>(sets.size());
    if (setCols > 0)
        glp_add_cols(lp, setCols);
    for (int j = 1; j <= setCols; ++j) {
        glp_set_col_kind(lp, j, GLP_IV);
        glp_set_col_bnds(lp, j, GLP_DB, 0, 2);
        for (const auto& [t, n] : sets[static_cast<std::size_t>(j - 1)]->counts) {
            ia.push_back(row[static_cast<std::size_t>(t)]);
            ja.push_back(j);
            ar.push_back(n);
        }
    }
    std::array<int, kTypes> yCol{};
    int cols = setCols;
    for (int t = 0; t < kTypes; ++t) {
        const int r = rack[static_cast<std::size_t>(t)];
        if (row[static_cast<std::size_t>(t)] == 0 || (r == 0 && !fullModel))
            continue;
        const int j = glp_add_cols(lp, 1);
        yCol[static_cast<std::size_t>(t)] = j;
        cols = j;
        glp_set_col_kind(lp, j, GLP_IV);
        if (r > 0)
            glp_set_col_bnds(lp, j, GLP_DB, 0, r);
        else
            glp_set_col_bnds(lp, j, GLP_FX, 0, 0);
        glp_set_obj_coef(lp, j, typeValue(t, objective));
        ia.push_back(row[static_cast<std::size_t>(t)]);
        ja.push_back(j);
        ar.push_back(-1);
    }
    glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());

    glp_iocp parm;
    glp_init_iocp(&parm);
    parm.presolve = GLP_ON;
    parm.msg_lev = GLP_MSG_OFF;
    const int ret = glp_intopt(lp, &parm);
    const int status = glp_mip_status(lp);
    const double value = glp_mip_obj_val(lp);
    std::vector<double> x(static_cast<std::size_t>(cols) + 1, 0);
    if (ret == 0 && status == GLP_OPT)
        for (int j = 1; j <= cols; ++j)
            x[static_cast<std::size_t>(j)] = glp_mip_col_val(lp, j);
    glp_delete_prob(lp);
    result.ms = msSince(start);
    result.variables = cols;

    if (ret != 0 || status != GLP_OPT) {
        result.error = "GLPK: glp_intopt returned " + std::to_string(ret) + ", status " + std::to_string(status);
        return result;
    }
    // The integer program's own answer must add up (a check of the model, not timed).
    std::array<long, kTypes> laid{};
    for (int j = 1; j <= setCols; ++j) {
        const long copies = std::lround(x[static_cast<std::size_t>(j)]);
        for (const auto& [t, n] : sets[static_cast<std::size_t>(j - 1)]->counts)
            laid[static_cast<std::size_t>(t)] += copies * n;
    }
    long objectiveCheck = 0;
    for (int t = 0; t < kTypes; ++t) {
        const long y = yCol[static_cast<std::size_t>(t)]
                           ? std::lround(x[static_cast<std::size_t>(yCol[static_cast<std::size_t>(t)])])
                           : 0;
        if (y < 0 || y > rack[static_cast<std::size_t>(t)] ||
            laid[static_cast<std::size_t>(t)] != table[static_cast<std::size_t>(t)] + y) {
            result.error = "GLPK: the integer program's solution does not add up";
            return result;
        }
        objectiveCheck += y * typeValue(t, objective);
    }
    result.optimum = static_cast<int>(std::lround(value));
    if (objectiveCheck != result.optimum) {
        result.error = "GLPK: the objective does not match the solution";
        return result;
    }
    result.solved = true;
    return result;
}

} // namespace solverbench
