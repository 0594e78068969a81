// Fuzz target: the JSON that tilerummy-cli reads, with the CLI's own readers
// (app/cli/cli_input.h): the same bytes as the turn of `check` and as the
// position of `solve` (one line of --batch), and as a line of the game log
// that `review` reads.
//  - a turn that reads has possible tiles on both sides; written back as JSON
//    it reads again to the same turn and rules; checkTurn gives a verdict
//    whose sets agree with analyseSet when it is legal;
//  - a position that reads has possible tiles and only valid sets on the
//    table (by the slow reading of fuzz_support.h); written back as JSON it
//    reads again to the same position; for small positions the solver's play
//    (with a node budget) keeps every table tile on the table in valid sets,
//    places only rack tiles, and is a legal turn by checkTurn;
//  - a log line that reads is refused or taken by a game followed from it
//    (core/logged_game.h) with a reason either way, and a turn's tiles are
//    possible on both sides.
#include "cli/cli_input.h"
#include "fuzz_support.h"
#include "logged_game.h"
#include "meld.h"
#include "solver.h"
#include "turn_check.h"
#include "json/json_fields.h"

#include <QByteArray>

#include <cstdint>
#include <string>
#include <vector>

namespace {

std::string rulesJson(const tilerummy::Rules& r)
{
    return tilerummy::json::JsonLine()
        .add("initialMeld", r.initialMeld)
        .add("rackSize", r.rackSize)
        .add("penaltyTiles", r.penaltyTiles)
        .add("turnSeconds", r.turnSeconds)
        .add("timeoutPenaltyTiles", r.timeoutPenaltyTiles)
        .add("poolEmpty", tilerummy::poolEmptyRuleName(r.poolEmpty))
        .add("rounds", r.rounds)
        .add("targetScore", r.targetScore)
        .str();
}

std::string sideJson(const tilerummy::Position& p)
{
    return tilerummy::json::JsonLine().add("table", p.table).add("rack", p.rack).str();
}

QByteArray bytes(const std::string& text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

void checkTurnInput(const QByteArray& data)
{
    tilerummy::TurnInput turn;
    tilerummy::Rules rules;
    std::vector<std::string> unknown;
    std::string error;
    if (!cli::readTurn(data, &turn, &rules, &unknown, &error)) {
        FUZZ_CHECK(!error.empty(), "a turn refused without a reason");
        return;
    }
    std::string why;
    FUZZ_CHECK(tilerummy::checkPossible(turn, &why), "an impossible turn was read: " + why);
    FUZZ_CHECK(tilerummy::validateRules(rules, &why), "rules out of range were read: " + why);

    const std::string written = tilerummy::json::JsonLine()
                                    .add("initialMeldDone", turn.initialMeldDone)
                                    .addRaw("rules", rulesJson(rules))
                                    .addRaw("before", sideJson(turn.before))
                                    .addRaw("after", sideJson(turn.after))
                                    .str();
    tilerummy::TurnInput again;
    tilerummy::Rules againRules;
    std::vector<std::string> againUnknown;
    FUZZ_CHECK(cli::readTurn(bytes(written), &again, &againRules, &againUnknown, &error),
               "the turn written back does not read: " + error + "\n" + written);
    FUZZ_CHECK(again.initialMeldDone == turn.initialMeldDone && again.before == turn.before &&
                   again.after == turn.after && againRules == rules && againUnknown.empty(),
               "the turn written back reads differently: " + written);

    const tilerummy::TurnVerdict verdict = tilerummy::checkTurn(turn, rules);
    FUZZ_CHECK(!verdict.reason.empty(), "a verdict without a reason");
    if (verdict.legal)
        for (const auto& set : turn.after.table)
            FUZZ_CHECK(tilerummy::analyseSet(set).valid(), "legal with the set " + tilerummy::notation(set));
}

void checkSolve(const tilerummy::SolveRequest& request)
{
    tilerummy::SolveRequest bounded = request;
    bounded.nodeLimit = 20000; // the same budget on every machine: the fuzzer's time is bounded
    const tilerummy::SolveResult result = tilerummy::solve(bounded);
    const std::string shown =
        "table " + fuzz::describe(request.table) + "rack " + tilerummy::notation(request.rack) +
        (request.initialMeldDone ? "" : " (initial meld " + std::to_string(request.initialMeld) + ")");
    FUZZ_CHECK(result.tilesPlaced == static_cast<int>(result.placed.size()), "tilesPlaced for " + shown);
    FUZZ_CHECK(result.pointsPlaced == tilerummy::placementPoints(result.placed), "pointsPlaced for " + shown);
    const tilerummy::TileCounts placed(result.placed);
    FUZZ_CHECK(placed.isSubsetOf(tilerummy::TileCounts(request.rack)), "placed tiles not on the rack: " + shown);
    tilerummy::TileCounts expectedTable(request.table);
    expectedTable.add(result.placed);
    FUZZ_CHECK(tilerummy::TileCounts(result.table) == expectedTable,
               "the solved table " + fuzz::describe(result.table) + "is not the table and the placed tiles: " + shown);
    for (const auto& set : result.table)
        FUZZ_CHECK(fuzz::setFacts(set).valid(), "the solver made the set " + tilerummy::notation(set) + ": " + shown);
    if (result.placed.empty())
        return;
    // The play as a turn: the rules' own check must call it legal.
    tilerummy::TurnInput turn;
    turn.initialMeldDone = request.initialMeldDone;
    turn.before = {request.table, request.rack};
    turn.after = {result.table, tilerummy::TileCounts(request.rack).minus(placed).tiles()};
    tilerummy::Rules rules;
    rules.initialMeld = request.initialMeld;
    const tilerummy::TurnVerdict verdict = tilerummy::checkTurn(turn, rules);
    FUZZ_CHECK(verdict.legal,
               "the solver's play " + fuzz::describe(result.table) + "is illegal (" + verdict.reason + "): " + shown);
}

void checkPositionInput(const QByteArray& data)
{
    tilerummy::SolveRequest request;
    std::vector<std::string> unknown;
    std::string error;
    if (!cli::readPosition(data, &request, &unknown, &error)) {
        FUZZ_CHECK(!error.empty(), "a position refused without a reason");
        return;
    }
    tilerummy::TileCounts counts(request.table);
    counts.add(request.rack);
    FUZZ_CHECK(counts.withinBox(), "an impossible position was read");
    for (const auto& set : request.table)
        FUZZ_CHECK(fuzz::setFacts(set).valid(), "a position with the set " + tilerummy::notation(set) + " was read");

    const std::string written =
        tilerummy::json::JsonLine()
            .add("table", request.table)
            .add("rack", request.rack)
            .add("initialMeldDone", request.initialMeldDone)
            .addRaw("rules", tilerummy::json::JsonLine().add("initialMeld", request.initialMeld).str())
            .add("objective", request.objective == tilerummy::Objective::Points ? "points" : "tiles")
            .str();
    tilerummy::SolveRequest again;
    std::vector<std::string> againUnknown;
    FUZZ_CHECK(cli::readPosition(bytes(written), &again, &againUnknown, &error),
               "the position written back does not read: " + error + "\n" + written);
    FUZZ_CHECK(again.table == request.table && again.rack == request.rack &&
                   again.initialMeldDone == request.initialMeldDone && again.initialMeld == request.initialMeld &&
                   again.objective == request.objective && againUnknown.empty(),
               "the position written back reads differently: " + written);

    // Small positions only: the search is exponential, the fuzzer wants many runs a second.
    if (counts.total() <= 16 && request.rack.size() <= 8)
        checkSolve(request);
}

void checkLogEvent(const QByteArray& data)
{
    cli::LogEvent event;
    std::string error;
    if (!cli::readLogEvent(data, &event, &error)) {
        FUZZ_CHECK(!error.empty(), "a log line refused without a reason");
        return;
    }
    tilerummy::LoggedGame game{tilerummy::Rules{}};
    std::string why;
    switch (event.type) {
    case cli::LogEvent::Type::Deal:
        if (!game.deal(event.racks, event.pool, event.first, &why))
            FUZZ_CHECK(!why.empty(), "a deal refused without a reason");
        break;
    case cli::LogEvent::Type::Turn:
        FUZZ_CHECK(tilerummy::checkPossible({event.turn.initialMeldDone, event.turn.before, event.turn.after}, &why),
                   "a logged turn with impossible tiles was read: " + why);
        FUZZ_CHECK(!game.turn(event.turn, &why) && !why.empty(), "a turn before the deal was taken");
        break;
    case cli::LogEvent::Type::End:
        FUZZ_CHECK(!game.end(event.racks, &why) && !why.empty(), "an end before the deal was taken");
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64 * 1024)
        return 0;
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    checkTurnInput(json);
    checkPositionInput(json);
    checkLogEvent(json);
    return 0;
}
