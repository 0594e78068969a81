// The self-play soak's matches: a match's plan from its seed (seats, rules,
// the AI's budget, how often illegal turns are mixed in), and its turns
// played: the AIs' turns, random illegal arrangements, time-outs and proposals
// with foreign tile ids, each checked (selfplay_soak_checks.cpp), round after
// round until the match is over.
#include "selfplay_soak.h"

#include "match.h"
#include "meld.h"
#include "rules.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace soak {

MatchPlan planFor(std::uint64_t seed)
{
    tilerummy::Random rng(tilerummy::deriveSeed(seed, 1000));
    MatchPlan plan;
    plan.setup.players = 2 + static_cast<int>(rng.below(3));
    plan.setup.seed = seed;
    for (int p = 0; p < plan.setup.players; ++p)
        plan.seats.push_back(static_cast<tilerummy::AiLevel>(rng.below(3)));
    tilerummy::Rules& r = plan.setup.rules;
    const auto pick = rng.below(10);
    r.initialMeld = pick < 5 ? 30 : pick < 7 ? 50 : pick < 8 ? 0 : static_cast<int>(rng.below(121));
    const auto rack = rng.below(10);
    r.rackSize = rack < 6 ? 14 : rack < 8 ? 16 : 1 + static_cast<int>(rng.below(26));
    r.penaltyTiles = rng.chance(2, 3) ? 3 : static_cast<int>(rng.below(11));
    r.timeoutPenaltyTiles = rng.chance(2, 3) ? 3 : static_cast<int>(rng.below(11));
    r.turnSeconds = rng.chance(1, 2) ? 0 : 30 + static_cast<int>(rng.below(90));
    r.poolEmpty =
        rng.chance(1, 2) ? tilerummy::PoolEmptyRule::UntilNoOneCanPlay : tilerummy::PoolEmptyRule::OneMoreTurnEach;
    const auto length = rng.below(10);
    if (length < 6) {
        r.rounds = 1;
    } else if (length < 9) {
        r.rounds = 2 + static_cast<int>(rng.below(3));
    } else {
        r.rounds = 1;
        r.targetScore = 20 + static_cast<int>(rng.below(150));
    }
    // The solver's budget per decision: mostly small (the soak is about the
    // engine, not the AI's strength), now and then the game's default.
    const auto budget = rng.below(20);
    plan.nodeLimit = budget < 12 ? 3000 : budget < 19 ? 20000 : tilerummy::AiPlayer::kDefaultNodeLimit;
    const auto lookAhead = rng.below(20);
    plan.expert.rolloutWorlds = lookAhead < 10 ? 0 : lookAhead < 19 ? 2 : plan.expert.rolloutWorlds;
    if (lookAhead < 19)
        plan.expert.rolloutTurns = 4;
    plan.illegalPercent = static_cast<int>(rng.below(15));
    plan.timeOutPercent = static_cast<int>(rng.below(6));
    plan.foreignPercent = static_cast<int>(rng.below(4));
    return plan;
}

void MatchSoak::traceTurn(const tilerummy::TurnRecord& record, const char* kind) const
{
    if (!trace_)
        return;
    std::printf("  turn %d player %d %s: %s%s%s | table %s | rack %s | pool %d\n", match_->round().turnNumber(),
                record.player, kind, tilerummy::turnActionName(record.action).c_str(),
                record.reason.empty() ? "" : " - ", record.reason.c_str(), tableText(record.after.table).c_str(),
                idsText(record.after.rack).c_str(), record.pool);
}

bool MatchSoak::aiTurn(std::vector<tilerummy::AiPlayer>& ais)
{
    const tilerummy::Game& game = match_->round();
    const int p = game.currentPlayer();
    const Snapshot before = snapshot();
    const tilerummy::AiDecision decision = ais[static_cast<std::size_t>(p)].decide(tilerummy::viewOf(game, p));
    tilerummy::TurnRecord record;
    if (decision.play) {
        std::string why;
        const auto ids = tilerummy::assignIds({game.table(), game.rack(p)}, decision.table, &why);
        if (!ids)
            return fail("the AI's play could not be placed: " + why);
        record = match_->play(ids->table, ids->rack);
    } else {
        record = match_->drawOrPass();
    }
    traceTurn(record, "ai");
    if (record.action == tilerummy::TurnAction::Play)
        ++figures_->plays;
    else if (record.action == tilerummy::TurnAction::Draw)
        ++figures_->draws;
    else if (record.action == tilerummy::TurnAction::Pass)
        ++figures_->passes;
    return checkTurn(before, record, game, false, false);
}

// A random arrangement of the turn's tiles that breaks the rules for sure.
std::optional<tilerummy::IdPosition> MatchSoak::illegalArrangement(const tilerummy::Game& game)
{
    const int p = game.currentPlayer();
    tilerummy::IdPosition pos{game.table(), game.rack(p)};
    auto takeRackTile = [&]() {
        const std::size_t i = rng_.below(static_cast<std::uint32_t>(pos.rack.size()));
        const TileId id = pos.rack[i];
        pos.rack.erase(pos.rack.begin() + static_cast<std::ptrdiff_t>(i));
        return id;
    };
    auto anyInvalid = [](const IdTable& table) {
        return std::any_of(table.begin(), table.end(), [](const IdSet& s) { return !oracleValidSet(s); });
    };
    switch (rng_.below(5)) {
    case 0: { // one or two rack tiles laid as a set of their own, somewhere on the table
        if (pos.rack.empty())
            return std::nullopt;
        IdSet stray{takeRackTile()};
        if (!pos.rack.empty() && rng_.chance(1, 2))
            stray.push_back(takeRackTile());
        const auto at = rng_.below(static_cast<std::uint32_t>(pos.table.size() + 1));
        pos.table.insert(pos.table.begin() + at, stray);
        return pos;
    }
    case 1: { // a table tile taken back to the rack (and a rack tile laid in its place, or not)
        if (pos.table.empty())
            return std::nullopt;
        auto& set = pos.table[rng_.below(static_cast<std::uint32_t>(pos.table.size()))];
        const std::size_t i = rng_.below(static_cast<std::uint32_t>(set.size()));
        const TileId taken = set[i];
        set.erase(set.begin() + static_cast<std::ptrdiff_t>(i));
        if (!pos.rack.empty() && rng_.chance(1, 2))
            set.insert(set.begin() + static_cast<std::ptrdiff_t>(i), takeRackTile());
        pos.rack.insert(pos.rack.begin() + rng_.below(static_cast<std::uint32_t>(pos.rack.size() + 1)), taken);
        pos.table.erase(std::remove_if(pos.table.begin(), pos.table.end(), [](const IdSet& s) { return s.empty(); }),
                        pos.table.end());
        return pos;
    }
    case 2: { // the table and a few rack tiles thrown together and cut into random sets
        IdSet heap;
        for (const auto& set : pos.table)
            heap.insert(heap.end(), set.begin(), set.end());
        const std::uint32_t laid =
            pos.rack.empty() ? 0
                             : 1 + rng_.below(std::min<std::uint32_t>(5, static_cast<std::uint32_t>(pos.rack.size())));
        for (std::uint32_t i = 0; i < laid; ++i)
            heap.push_back(takeRackTile());
        if (heap.empty())
            return std::nullopt;
        rng_.shuffle(heap);
        pos.table.clear();
        for (std::size_t i = 0; i < heap.size();) {
            const std::size_t size = std::min<std::size_t>(heap.size() - i, 1 + rng_.below(6));
            pos.table.emplace_back(heap.begin() + static_cast<std::ptrdiff_t>(i),
                                   heap.begin() + static_cast<std::ptrdiff_t>(i + size));
            i += size;
        }
        if (!anyInvalid(pos.table))
            return std::nullopt; // every set happened to be valid: not surely illegal
        return pos;
    }
    case 3: { // the sets on the table re-cut, nothing played from the rack
        IdSet heap;
        for (const auto& set : pos.table)
            heap.insert(heap.end(), set.begin(), set.end());
        rng_.shuffle(heap);
        pos.table.clear();
        for (std::size_t i = 0; i < heap.size();) {
            const std::size_t size = std::min<std::size_t>(heap.size() - i, 2 + rng_.below(4));
            pos.table.emplace_back(heap.begin() + static_cast<std::ptrdiff_t>(i),
                                   heap.begin() + static_cast<std::ptrdiff_t>(i + size));
            i += size;
        }
        rng_.shuffle(pos.table);
        return pos;
    }
    default: // nothing changed at all: an end of turn without a play is no play
        rng_.shuffle(pos.rack);
        return pos;
    }
}

bool MatchSoak::illegalTurn(bool* taken)
{
    const tilerummy::Game& game = match_->round();
    std::optional<tilerummy::IdPosition> proposal;
    for (int attempt = 0; attempt < 8 && !proposal; ++attempt)
        proposal = illegalArrangement(game);
    if (!proposal)
        return true; // no sure illegal arrangement of these tiles: the AI plays the turn
    *taken = true;
    const Snapshot before = snapshot();
    const tilerummy::TurnRecord record = match_->play(proposal->table, proposal->rack);
    traceTurn(record, "illegal");
    ++figures_->illegalInjected;
    if (!checkTurn(before, record, game, true, false))
        return false;
    if (record.fault.kind == tilerummy::TurnFault::Kind::InvalidSet) {
        const auto i = static_cast<std::size_t>(record.invalidSet);
        if (i >= proposal->table.size() || oracleValidSet(proposal->table[i]))
            return fail("the penalty names set " + std::to_string(record.invalidSet) +
                        " as invalid, which the oracle finds valid");
    }
    return true;
}

bool MatchSoak::timeOutTurn()
{
    const Snapshot before = snapshot();
    const tilerummy::TurnRecord record = match_->timeOut();
    traceTurn(record, "timeout");
    ++figures_->timeOuts;
    return checkTurn(before, record, match_->round(), true, true);
}

// A proposal whose tile ids are not the turn's (a pool tile slipped in, or a
// tile twice): the record refuses it and changes nothing; the Game on its own
// (a copy) penalises it as any illegal end of turn.
bool MatchSoak::foreignProposal()
{
    const tilerummy::Game& game = match_->round();
    const int p = game.currentPlayer();
    tilerummy::IdPosition pos{game.table(), game.rack(p)};
    const bool fromPool = !game.pool().empty() && rng_.chance(1, 2);
    if (fromPool) {
        pos.table.push_back({game.pool()[rng_.below(static_cast<std::uint32_t>(game.pool().size()))]});
    } else {
        if (pos.rack.empty())
            return true;
        pos.rack.push_back(pos.rack[rng_.below(static_cast<std::uint32_t>(pos.rack.size()))]);
    }
    const Snapshot before = snapshot();
    const std::size_t actions = match_->actions().size();
    const tilerummy::TurnRecord refused = match_->play(pos.table, pos.rack);
    if (refused.action != tilerummy::TurnAction::Pass || refused.reason.empty())
        return fail("a proposal with foreign tile ids was not refused");
    const Snapshot after = snapshot();
    if (match_->actions().size() != actions || after.table != before.table || after.racks != before.racks ||
        after.pool != before.pool || after.turnNumber != before.turnNumber || after.current != before.current)
        return fail("a refused proposal changed the match");
    ++figures_->foreignRefused;

    tilerummy::Game alone = game;
    const tilerummy::TurnRecord record = alone.play(pos.table, pos.rack);
    if (record.action != tilerummy::TurnAction::Penalty ||
        record.fault.kind != tilerummy::TurnFault::Kind::NotTheTurnsTiles)
        return fail("the Game did not penalise a proposal with foreign tile ids");
    if (alone.table() != before.table ||
        alone.rack(p).size() != before.racks[static_cast<std::size_t>(p)].size() + record.drawn.size())
        return fail("the Game's penalty for foreign tile ids did not restore the table and draw");
    std::string why;
    if (!alone.tilesAccountedFor(&why))
        return fail("after the foreign proposal: " + why);
    ++figures_->foreignPenalised;
    return true;
}

std::string MatchSoak::run()
{
    match_.emplace(plan_.setup);
    totals_.assign(static_cast<std::size_t>(plan_.setup.players), 0);
    if (trace_) {
        std::printf("match %lld: %d players (", index_, plan_.setup.players);
        for (auto level : plan_.seats)
            std::printf(" %s", tilerummy::aiLevelName(level).c_str());
        const auto& r = plan_.setup.rules;
        std::printf(" ), meld %d, rack %d, penalty %d, time-out penalty %d, %s, rounds %d, target %d, budget %lld, "
                    "expert look-ahead %d\n",
                    r.initialMeld, r.rackSize, r.penaltyTiles, r.timeoutPenaltyTiles,
                    tilerummy::poolEmptyRuleName(r.poolEmpty).c_str(), r.rounds, r.targetScore, plan_.nodeLimit,
                    plan_.expert.rolloutWorlds);
    }
    for (;;) {
        const tilerummy::Game& game = match_->round();
        std::vector<tilerummy::AiPlayer> ais;
        for (int p = 0; p < plan_.setup.players; ++p) {
            ais.emplace_back(plan_.seats[static_cast<std::size_t>(p)],
                             tilerummy::deriveSeed(plan_.setup.seed, 100 * match_->match().roundNumber() + p),
                             plan_.nodeLimit);
            ais.back().setExpertTuning(plan_.expert);
        }
        idleTurns_ = 0;
        lastTurnsLeft_ = -1;
        if (trace_)
            std::printf(" round %d: first player %d, pool %d\n", match_->match().roundNumber(), game.firstPlayer(),
                        game.poolSize());
        if (!checkPosition(game))
            return error_;
        while (!game.isOver()) {
            if (game.turnNumber() >= kTurnGuard) {
                fail("the round did not end");
                return error_;
            }
            // Now and then a proposal with foreign ids first (refused: the turn goes on).
            if (static_cast<int>(rng_.below(100)) < plan_.foreignPercent && !foreignProposal())
                return error_;
            const auto roll = static_cast<int>(rng_.below(100));
            bool ok = true;
            bool taken = false;
            if (roll < plan_.illegalPercent) {
                ok = illegalTurn(&taken);
            } else if (roll < plan_.illegalPercent + plan_.timeOutPercent) {
                ok = timeOutTurn();
                taken = true;
            }
            if (ok && !taken)
                ok = aiTurn(ais);
            if (!ok || !checkPosition(game))
                return error_;
        }
        figures_->turns += game.turnNumber();
        if (!checkRoundEnd(game))
            return error_;
        if (trace_) {
            std::printf(" round %d ends (%s) after %d turns, scores", match_->match().roundNumber(),
                        tilerummy::endReasonName(game.endReason()).c_str(), game.turnNumber());
            for (int s : game.scores())
                std::printf(" %d", s);
            std::printf("\n");
        }
        if (match_->match().isOver())
            break;
        if (!match_->nextRound()) {
            fail("the next round could not be dealt");
            return error_;
        }
    }
    if (!checkReplay())
        return error_;
    ++figures_->matches;
    return {};
}

} // namespace soak
