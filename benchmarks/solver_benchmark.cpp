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
#include "meld.h"
#include "partition_dp.h"
#include "rules.h"
#include "solver.h"
#include "turn_check.h"

#include <glpk.h>

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <set>
#include <string>
#include <vector>

#ifdef __linux__
#include <sched.h>
#endif

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kTypes = tilerummy::kFaceKinds; // 52 numbered faces and the joker
constexpr int kJokerType = tilerummy::kNumberedFaces;
constexpr int kMaxIlpRun = 5; // longer runs are made of runs of 3..5 tiles
constexpr int kMaxJokersPerSet = 2;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// ---- The integer program -------------------------------------------------

struct IlpSet {
    std::vector<std::pair<int, int>> counts; // (tile type, copies), types ascending
};

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

int typeValue(int type, tilerummy::Objective objective)
{
    if (objective == tilerummy::Objective::Tiles)
        return 1;
    return type == kJokerType ? tilerummy::kJokerRackPenalty : tilerummy::Tile::fromIndex(type).value();
}

struct IlpResult {
    bool solved = false;
    int optimum = 0;
    int variables = 0; // columns: set and rack variables
    double ms = 0;
    std::string error; // when not solved, or when its solution does not add up
};

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

// ---- Positions -----------------------------------------------------------

struct Position {
    int line = 0;
    tilerummy::SolveRequest request;
};

std::optional<tilerummy::Tiles> tilesOf(const QJsonValue& value)
{
    if (!value.isArray())
        return std::nullopt;
    tilerummy::Tiles out;
    for (const auto& v : value.toArray()) {
        const auto t = tilerummy::Tile::parse(v.toString().toStdString());
        if (!v.isString() || !t)
            return std::nullopt;
        out.push_back(*t);
    }
    return out;
}

bool readPositions(const char* path, std::vector<Position>* out, std::string* error)
{
    QFile file(QString::fromLocal8Bit(path));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = std::string("cannot read ") + path;
        return false;
    }
    int line = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine();
        ++line;
        if (text.trimmed().isEmpty())
            continue;
        const auto bad = [&](const std::string& why) {
            *error = std::string(path) + ":" + std::to_string(line) + ": " + why;
            return false;
        };
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
        if (!doc.isObject())
            return bad("not a JSON object");
        const QJsonObject o = doc.object();
        Position p;
        p.line = line;
        if (!o.value("table").isArray())
            return bad("no table");
        for (const auto& set : o.value("table").toArray()) {
            const auto tiles = tilesOf(set);
            if (!tiles || !tilerummy::isValidSet(*tiles))
                return bad("a table set is not a valid set of tiles");
            p.request.table.push_back(*tiles);
        }
        const auto rack = tilesOf(o.value("rack"));
        if (!rack)
            return bad("bad rack");
        p.request.rack = *rack;
        tilerummy::TileCounts all(p.request.table);
        all.add(p.request.rack);
        std::string why;
        if (!all.withinBox(&why))
            return bad(why);
        p.request.initialMeldDone = o.value("initialMeldDone").toBool(true);
        if (!p.request.initialMeldDone)
            return bad("the benchmark's integer program is for positions after the initial meld");
        const QString objective = o.value("objective").toString("tiles");
        if (objective != "tiles" && objective != "points")
            return bad("objective must be tiles or points");
        p.request.objective = objective == "points" ? tilerummy::Objective::Points : tilerummy::Objective::Tiles;
        out->push_back(std::move(p));
    }
    return true;
}

// Is our answer a legal turn (or, placing nothing, the table as it was)?
bool legalAnswer(const tilerummy::SolveRequest& req, const tilerummy::SolveResult& res, std::string* why)
{
    if (!res.optimal) {
        *why = "not proven optimal";
        return false;
    }
    if (res.tilesPlaced != static_cast<int>(res.placed.size()) ||
        res.pointsPlaced != tilerummy::placementPoints(res.placed)) {
        *why = "tilesPlaced/pointsPlaced do not match the tiles placed";
        return false;
    }
    tilerummy::TurnInput turn;
    turn.initialMeldDone = req.initialMeldDone;
    turn.before = {req.table, req.rack};
    turn.after.table = res.table;
    tilerummy::TileCounts placed(res.placed);
    for (tilerummy::Tile t : req.rack) {
        if (placed[t] > 0)
            placed.add(t, -1);
        else
            turn.after.rack.push_back(t);
    }
    if (placed.total() != 0) {
        *why = "placed tiles that are not on the rack";
        return false;
    }
    if (res.tilesPlaced == 0) {
        if (!(tilerummy::TileCounts(res.table) == tilerummy::TileCounts(req.table)) ||
            !std::all_of(res.table.begin(), res.table.end(),
                         [](const tilerummy::Tiles& s) { return tilerummy::isValidSet(s); })) {
            *why = "placing nothing, the table changed";
            return false;
        }
        return true;
    }
    std::string error;
    if (!tilerummy::checkPossible(turn, &error)) {
        *why = error;
        return false;
    }
    const tilerummy::TurnVerdict verdict = tilerummy::checkTurn(turn, tilerummy::Rules{});
    if (!verdict.legal)
        *why = verdict.reason;
    return verdict.legal;
}

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
