#include "solver.h"

#include "meld.h"
#include "partition_dp.h"
#include "solver_support.h"

#include <algorithm>
#include <chrono>

namespace tilerummy {

int placementPoints(const Tiles& tiles)
{
    int sum = 0;
    for (Tile t : tiles)
        sum += t.isJoker() ? kJokerRackPenalty : t.value();
    return sum;
}

namespace {

using Clock = std::chrono::steady_clock;

// Sets that were already on the table first, in their old order, then the rest.
Table orderLikeBefore(const Table& before, Table sets)
{
    Table out;
    for (const auto& old : before) {
        const Tiles key = sortedTiles(old);
        auto it = std::find_if(sets.begin(), sets.end(), [&](const Tiles& s) { return sortedTiles(s) == key; });
        if (it != sets.end()) {
            out.push_back(*it);
            sets.erase(it);
        }
    }
    out.insert(out.end(), sets.begin(), sets.end());
    return canonicalTable(out);
}

detail::SearchLimits limitsFor(const SolveRequest& req, Clock::time_point start)
{
    detail::SearchLimits limits;
    if (req.timeLimitMs > 0)
        limits.deadline = start + std::chrono::milliseconds(req.timeLimitMs);
    limits.stop = req.stop;
    limits.nodeLimit = req.nodeLimit;
    return limits;
}

detail::Supply rackSupply(const SolveRequest& req)
{
    detail::Supply supply;
    for (Tile t : req.rack)
        supply.addOptional(t);
    return supply;
}

// Joins runs of one colour that make one valid run together (fewer sets are
// easier to follow), never lowering what the sets are worth as a meld (a
// joined run can leave its jokers only lower places: J B6 B7 is worth 21 with
// the joker as B8, but joined to B2 J B4 the jokers must be B3 and B5).
void joinRuns(Table& sets)
{
    for (bool joined = true; joined;) {
        joined = false;
        for (std::size_t a = 0; a < sets.size() && !joined; ++a) {
            for (std::size_t b = a + 1; b < sets.size() && !joined; ++b) {
                Tiles both = sets[a];
                both.insert(both.end(), sets[b].begin(), sets[b].end());
                const SetAnalysis joint = analyseSet(both);
                if (joint.kind == SetKind::Run &&
                    joint.meldValue >= analyseSet(sets[a]).meldValue + analyseSet(sets[b]).meldValue) {
                    sets[a] = joint.canonical;
                    sets.erase(sets.begin() + static_cast<std::ptrdiff_t>(b));
                    joined = true;
                }
            }
        }
    }
}

// Puts an old set back as it was when the sets of `current` that hold its
// faces make valid sets of their other tiles alone (a change nearby: a tile
// moved from one run to the next); `current` then holds the set and those.
// Most old sets the optimum broke come back so, at a small search's cost.
constexpr long long kRepairSteps = 2000;

bool repairAround(Table& current, const Tiles& set, detail::SearchLimits limits, long long* nodes)
{
    const TileCounts need(set);
    TileCounts pooled;
    std::vector<bool> touched(current.size());
    for (std::size_t i = 0; i < current.size(); ++i) {
        touched[i] = std::any_of(current[i].begin(), current[i].end(), [&](Tile t) { return need[t] > 0; });
        if (touched[i])
            pooled.add(current[i]);
    }
    if (!need.isSubsetOf(pooled))
        return false;
    detail::Supply rest;
    for (Tile t : pooled.minus(need).tiles())
        rest.addMust(t);
    limits.nodeLimit = limits.nodeLimit > 0 ? std::min(limits.nodeLimit, kRepairSteps) : kRepairSteps;
    const detail::Partition p = detail::bestPartition(rest, detail::PartitionGoal{}, limits);
    *nodes += p.nodes;
    if (!p.complete || !p.feasible)
        return false;
    Table repaired;
    for (std::size_t i = 0; i < current.size(); ++i)
        if (!touched[i])
            repaired.push_back(std::move(current[i]));
    repaired.insert(repaired.end(), p.sets.begin(), p.sets.end());
    current = std::move(repaired);
    return true;
}

// Among the plays as good as `best`, one that keeps the table's sets intact
// where it can: each old set is kept when the rest of the tiles still reach
// the same objective without it: by a change nearby (repairAround), or else
// by a search of the whole. Each search gets an eighth of the steps the
// optimum took (at least kTrialSteps) and all of them a quarter (plus
// kKeepBudget): a set whose search runs out is left as the optimum laid it.
// The result is optimal whatever the budgets cut.
constexpr long long kKeepBudget = 1000;
constexpr long long kTrialSteps = 200;

Table keepTableSets(const SolveRequest& req, detail::Supply supply, const detail::PartitionGoal& goal,
                    detail::SearchLimits limits, const detail::Partition& best, long long* nodes)
{
    const int objective = detail::objectiveOf(best.score);
    const long long budget = kKeepBudget + best.nodes / 4;
    const long long perTrial = std::max(kTrialSteps, best.nodes / 8);
    long long spent = 0;
    Table current = best.sets;
    Table kept;
    // The optimum's tail bounds hold for the supply less sets without
    // jokers: while no kept set and no trial's set holds one, the trials use them.
    bool jokersAsTheyWere = true;
    const auto holdsJoker = [](const Tiles& set) {
        return std::any_of(set.begin(), set.end(), [](Tile t) { return t.isJoker(); });
    };
    for (std::size_t i = 0; i < req.table.size(); ++i) {
        const Tiles key = sortedTiles(req.table[i]);
        auto intact =
            std::find_if(current.begin(), current.end(), [&](const Tiles& s) { return sortedTiles(s) == key; });
        if (intact != current.end()) {
            current.erase(intact);
        } else if (!repairAround(current, req.table[i], limits, nodes)) {
            detail::Supply without = supply;
            for (Tile t : req.table[i])
                without.removeMust(t);
            limits.nodeLimit = std::min(perTrial, budget - spent);
            if (req.nodeLimit > 0)
                limits.nodeLimit = std::min(limits.nodeLimit, std::max(1LL, req.nodeLimit - *nodes));
            if (limits.nodeLimit <= 0)
                break;
            detail::PartitionHints hints;
            hints.minObjective = objective;
            hints.ceiling = best.score; // fewer tiles cannot do better
            if (jokersAsTheyWere && !holdsJoker(req.table[i]))
                hints.tails = &best.tails;
            const detail::Partition trial = detail::bestPartition(without, goal, limits, hints);
            *nodes += trial.nodes;
            spent += trial.nodes;
            if (!trial.complete) {
                if (spent >= budget || (req.stop && req.stop->load()) ||
                    (req.timeLimitMs > 0 && limits.deadline <= std::chrono::steady_clock::now()))
                    break; // out of budget or time: the best play found so far stands
                continue;  // this set is left as the optimum laid it
            }
            if (!trial.feasible || detail::objectiveOf(trial.score) != objective)
                continue;
            current = trial.sets;
        }
        for (Tile t : req.table[i])
            supply.removeMust(t);
        jokersAsTheyWere = jokersAsTheyWere && !holdsJoker(req.table[i]);
        kept.push_back(req.table[i]);
    }
    joinRuns(current);
    kept.insert(kept.end(), current.begin(), current.end());
    return kept;
}

double elapsedMs(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Adds each rack tile that fits at the end of a run or into a group of three.
void addToSets(Table& table, Tiles& rack)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::size_t r = 0; r < rack.size() && !changed; ++r) {
            for (auto& set : table) {
                Tiles grown = set;
                grown.push_back(rack[r]);
                if (isValidSet(grown)) {
                    set = analyseSet(grown).canonical;
                    rack.erase(rack.begin() + static_cast<std::ptrdiff_t>(r));
                    changed = true;
                    break;
                }
            }
        }
    }
}

} // namespace

void finishResult(const SolveRequest& req, const Table& sets, SolveResult* result)
{
    result->table = orderLikeBefore(req.table, sets);
    TileCounts added(result->table);
    added = added.minus(TileCounts(req.table));
    result->placed.clear();
    for (Tile t : req.rack) {
        if (added[t] > 0) {
            result->placed.push_back(t);
            added.add(t, -1);
        }
    }
    result->tilesPlaced = static_cast<int>(result->placed.size());
    result->pointsPlaced = placementPoints(result->placed);
    if (result->tilesPlaced == 0)
        result->table = canonicalTable(req.table);
}

SolveResult simplePlay(const SolveRequest& req)
{
    const auto start = Clock::now();
    SolveResult result;
    result.optimal = false;
    detail::PartitionGoal goal;
    goal.objective = req.objective;
    goal.meldMode = !req.initialMeldDone;
    goal.meldThreshold = req.initialMeld;
    const detail::Partition fresh = detail::bestPartition(rackSupply(req), goal, limitsFor(req, start));
    Table table = req.table;
    Tiles rest = req.rack;
    if (fresh.complete && fresh.feasible) {
        TileCounts used(fresh.sets);
        rest.clear();
        for (Tile t : req.rack) {
            if (used[t] > 0)
                used.add(t, -1);
            else
                rest.push_back(t);
        }
        table.insert(table.end(), fresh.sets.begin(), fresh.sets.end());
    }
    if (req.initialMeldDone)
        addToSets(table, rest);
    finishResult(req, table, &result);
    result.nodes = fresh.nodes;
    result.ms = elapsedMs(start);
    return result;
}

SolveResult solve(const SolveRequest& req)
{
    const auto start = Clock::now();
    const detail::SearchLimits limits = limitsFor(req, start);
    SolveResult result;
    detail::PartitionGoal goal;
    goal.objective = req.objective;
    if (!req.initialMeldDone) {
        // Only new sets from the rack, worth at least the threshold, or nothing.
        goal.meldMode = true;
        goal.meldThreshold = req.initialMeld;
        const detail::Partition p = detail::bestPartition(rackSupply(req), goal, limits);
        result.nodes = p.nodes;
        Table table = req.table;
        if (p.complete && p.feasible) {
            Table fresh = p.sets;
            joinRuns(fresh);
            table.insert(table.end(), fresh.begin(), fresh.end());
        }
        finishResult(req, table, &result);
        result.optimal = p.complete;
    } else {
        detail::Supply supply = rackSupply(req);
        for (const auto& set : req.table)
            for (Tile t : set)
                supply.addMust(t);
        const detail::Partition p = detail::bestPartition(supply, goal, limits);
        result.nodes = p.nodes;
        if (p.complete && p.feasible) {
            finishResult(req, req.tidy ? keepTableSets(req, supply, goal, limits, p, &result.nodes) : p.sets, &result);
            result.optimal = true;
        } else {
            // Cut short: a quick play without rearrangement, with a quarter of the budget.
            SolveRequest quick = req;
            quick.timeLimitMs = req.timeLimitMs > 0 ? std::max(1, req.timeLimitMs / 4) : 0;
            quick.nodeLimit = req.nodeLimit > 0 ? std::max(1LL, req.nodeLimit / 4) : 0;
            const long long nodes = result.nodes;
            result = simplePlay(quick);
            result.nodes += nodes;
            result.optimal = false;
        }
    }
    result.ms = elapsedMs(start);
    return result;
}

} // namespace tilerummy
