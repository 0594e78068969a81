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
#include "ai_player.h"
#include "expert_strategy.h"
#include "game.h"
#include "match.h"
#include "match_record.h"
#include "meld.h"
#include "random.h"
#include "rules.h"
#include "tile_ids.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using tilerummy::IdSet;
using tilerummy::IdTable;
using tilerummy::TileId;

constexpr int kTiles = 106;
constexpr int kTurnGuard = 20000; // no round of 106 tiles lasts this long

// ---------------------------------------------------------------------------
// Oracles written here, from the rules, without the engine's code.

struct Face {
    bool joker = false;
    int value = 0;  // 1..13
    int colour = 0; // 0..3
};

// Ids 2f and 2f+1 carry face f (value-major: f = (value-1)*4 + colour); 104, 105 are jokers.
Face faceOfId(TileId id)
{
    if (id >= 104)
        return {true, 0, 0};
    const int face = id / 2;
    return {false, face / 4 + 1, face % 4};
}

int rackPoints(const IdSet& rack)
{
    int sum = 0;
    for (TileId id : rack) {
        const Face f = faceOfId(id);
        sum += f.joker ? 30 : f.value;
    }
    return sum;
}

// A run (3..13 tiles of one colour, consecutive, jokers filling gaps or ends)
// or a group (3..4 tiles of one value, distinct colours, jokers for the rest).
bool oracleValidSet(const IdSet& set)
{
    const int n = static_cast<int>(set.size());
    if (n < 3)
        return false;
    std::vector<Face> numbered;
    for (TileId id : set) {
        const Face f = faceOfId(id);
        if (!f.joker)
            numbered.push_back(f);
    }
    if (numbered.empty())
        return false; // cannot happen with two jokers, but an all-joker set is no set
    bool group = n <= 4;
    std::array<bool, 4> colourSeen{};
    for (const Face& f : numbered) {
        group = group && f.value == numbered.front().value && !colourSeen[static_cast<std::size_t>(f.colour)];
        colourSeen[static_cast<std::size_t>(f.colour)] = true;
    }
    bool run = n <= 13;
    std::array<bool, 14> valueSeen{};
    int low = 14;
    int high = 0;
    for (const Face& f : numbered) {
        run = run && f.colour == numbered.front().colour && !valueSeen[static_cast<std::size_t>(f.value)];
        valueSeen[static_cast<std::size_t>(f.value)] = true;
        low = std::min(low, f.value);
        high = std::max(high, f.value);
    }
    // n tiles starting at some s >= 1 with s + n - 1 <= 13 cover low..high iff high - low + 1 <= n (<= 13).
    run = run && high - low + 1 <= n;
    return group || run;
}

IdSet sorted(IdSet ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

IdSet allIds(const IdTable& table, const IdSet& rack)
{
    IdSet ids = rack;
    for (const auto& set : table)
        ids.insert(ids.end(), set.begin(), set.end());
    return sorted(ids);
}

std::vector<IdSet> sortedSets(const IdTable& table)
{
    std::vector<IdSet> sets;
    for (const auto& set : table)
        sets.push_back(sorted(set));
    std::sort(sets.begin(), sets.end());
    return sets;
}

bool contains(const IdSet& sortedIds, TileId id)
{
    return std::binary_search(sortedIds.begin(), sortedIds.end(), id);
}

std::string idsText(const IdSet& ids)
{
    std::string text;
    for (TileId id : ids) {
        if (!text.empty())
            text += ' ';
        text += tilerummy::faceOf(id).notation() + "#" + std::to_string(id);
    }
    return "[" + text + "]";
}

std::string tableText(const IdTable& table)
{
    std::string text;
    for (const auto& set : table)
        text += idsText(set);
    return text.empty() ? "(empty)" : text;
}

// ---------------------------------------------------------------------------
// The run's figures.

struct Figures {
    long long matches = 0;
    long long rounds = 0;
    std::array<long long, 5> roundsByPlayers{};
    long long turns = 0;
    long long plays = 0;
    long long draws = 0;
    long long passes = 0;
    long long illegalInjected = 0; // random illegal arrangements, all penalised
    long long timeOuts = 0;
    long long foreignRefused = 0;   // proposals with foreign ids the record refused
    long long foreignPenalised = 0; // and the Game alone penalised
    long long wentOut = 0;
    long long poolEmptyEnds = 0;
    long long replays = 0;
    long long checkedSets = 0;
};

// ---------------------------------------------------------------------------
// One match's set-up, from its seed.

struct MatchPlan {
    tilerummy::MatchSetup setup;
    std::vector<tilerummy::AiLevel> seats;
    long long nodeLimit = 20000;
    tilerummy::ExpertTuning expert; // the expert seats' look-ahead: mostly short (it costs ~30 ms a turn in full)
    int illegalPercent = 8;
    int timeOutPercent = 3;
    int foreignPercent = 2;
};

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

// ---------------------------------------------------------------------------
// The soak of one match.

class MatchSoak {
public:
    MatchSoak(std::uint64_t runSeed, long long index, bool trace, Figures* figures)
        : runSeed_(runSeed), index_(index), trace_(trace), figures_(figures),
          plan_(planFor(tilerummy::deriveSeed(runSeed, static_cast<int>(index)))),
          rng_(tilerummy::deriveSeed(plan_.setup.seed, 2000))
    {
    }

    // "" or what went wrong (with where).
    std::string run();

private:
    struct Snapshot {
        IdTable table;
        std::vector<IdSet> racks;
        IdSet pool;
        std::vector<bool> meldDone;
        int current = 0;
        int turnNumber = 0;
    };

    Snapshot snapshot() const;
    bool fail(const std::string& what);
    std::string where() const;

    bool checkPosition(const tilerummy::Game& game);
    bool checkTurn(const Snapshot& before, const tilerummy::TurnRecord& record, const tilerummy::Game& game,
                   bool expectPenalty, bool timeOut);
    bool checkRoundEnd(const tilerummy::Game& game);
    bool checkReplay();

    bool aiTurn(std::vector<tilerummy::AiPlayer>& ais);
    // False on a failure; *taken when a turn was played (no sure illegal arrangement: none).
    bool illegalTurn(bool* taken);
    bool timeOutTurn();
    bool foreignProposal();
    std::optional<tilerummy::IdPosition> illegalArrangement(const tilerummy::Game& game);
    void traceTurn(const tilerummy::TurnRecord& record, const char* kind) const;

    std::uint64_t runSeed_;
    long long index_;
    bool trace_;
    Figures* figures_;
    MatchPlan plan_;
    tilerummy::Random rng_;
    std::optional<tilerummy::RecordedMatch> match_;
    std::vector<int> totals_;
    int idleTurns_ = 0;
    int lastTurnsLeft_ = -1;
    std::string error_;
};

std::string MatchSoak::where() const
{
    std::ostringstream out;
    out << "seed " << runSeed_ << " match " << index_;
    if (match_)
        out << " round " << match_->match().roundNumber() << " turn " << match_->round().turnNumber();
    return out.str();
}

bool MatchSoak::fail(const std::string& what)
{
    if (error_.empty()) {
        std::ostringstream out;
        const auto& s = plan_.setup;
        out << where() << ": " << what << "\n  setup: " << s.players << " players, meld " << s.rules.initialMeld
            << ", rack " << s.rules.rackSize << ", penalty " << s.rules.penaltyTiles << "/"
            << s.rules.timeoutPenaltyTiles << ", " << tilerummy::poolEmptyRuleName(s.rules.poolEmpty) << ", rounds "
            << s.rules.rounds << ", target " << s.rules.targetScore << "\n  replay: selfplay_soak --seed " << runSeed_
            << " --match " << index_ << " --trace";
        error_ = out.str();
    }
    return false;
}

MatchSoak::Snapshot MatchSoak::snapshot() const
{
    const tilerummy::Game& g = match_->round();
    Snapshot s;
    s.table = g.table();
    for (int p = 0; p < g.playerCount(); ++p) {
        s.racks.push_back(g.rack(p));
        s.meldDone.push_back(g.initialMeldDone(p));
    }
    s.pool = g.pool();
    s.current = g.currentPlayer();
    s.turnNumber = g.turnNumber();
    return s;
}

bool MatchSoak::checkPosition(const tilerummy::Game& game)
{
    std::array<int, kTiles> seen{};
    auto count = [&](const IdSet& ids, const char* place) {
        for (TileId id : ids) {
            if (id < 0 || id >= kTiles)
                return fail(std::string("tile id ") + std::to_string(id) + " out of range in " + place);
            ++seen[static_cast<std::size_t>(id)];
        }
        return true;
    };
    if (!count(game.pool(), "the pool"))
        return false;
    for (const auto& set : game.table())
        if (!count(set, "a table set"))
            return false;
    for (int p = 0; p < game.playerCount(); ++p)
        if (!count(game.rack(p), "a rack"))
            return false;
    for (int id = 0; id < kTiles; ++id)
        if (seen[static_cast<std::size_t>(id)] != 1)
            return fail("tile #" + std::to_string(id) + " is in " + std::to_string(seen[static_cast<std::size_t>(id)]) +
                        " places (table " + tableText(game.table()) + ")");
    for (std::size_t i = 0; i < game.table().size(); ++i) {
        const IdSet& set = game.table()[i];
        const bool ours = oracleValidSet(set);
        const bool theirs = tilerummy::isValidSet(tilerummy::facesOf(set));
        ++figures_->checkedSets;
        if (ours != theirs)
            return fail("the oracle and analyseSet disagree on set " + idsText(set));
        if (!ours)
            return fail("set " + std::to_string(i) + " on the table is no run or group: " + idsText(set));
    }
    return true;
}

bool MatchSoak::checkTurn(const Snapshot& before, const tilerummy::TurnRecord& record, const tilerummy::Game& game,
                          bool expectPenalty, bool timeOut)
{
    const int p = before.current;
    const int n = game.playerCount();
    if (record.player != p)
        return fail("the record names player " + std::to_string(record.player) + ", not " + std::to_string(p));
    if (game.turnNumber() != before.turnNumber + 1)
        return fail("the turn number went from " + std::to_string(before.turnNumber) + " to " +
                    std::to_string(game.turnNumber()));
    if (record.initialMeldDone != before.meldDone[static_cast<std::size_t>(p)])
        return fail("the record's initialMeldDone is not the player's before the turn");
    if (record.before.table != before.table || record.before.rack != before.racks[static_cast<std::size_t>(p)])
        return fail("the record's start is not the position before the turn");
    if (record.after.table != game.table() || record.after.rack != game.rack(p))
        return fail("the record's end is not the position after the turn");
    if (record.pool != game.poolSize())
        return fail("the record's pool count is " + std::to_string(record.pool) + ", the pool holds " +
                    std::to_string(game.poolSize()));
    for (int q = 0; q < n; ++q)
        if (q != p && game.rack(q) != before.racks[static_cast<std::size_t>(q)])
            return fail("player " + std::to_string(q) + "'s rack changed on player " + std::to_string(p) + "'s turn");

    const IdSet& rackBefore = before.racks[static_cast<std::size_t>(p)];
    const IdSet& rackAfter = game.rack(p);
    // What a draw of k tiles must do: the pool's top k tiles, top first, onto the rack's end.
    auto checkDrawn = [&](std::size_t k, const char* what) {
        k = std::min(k, before.pool.size());
        if (record.drawn.size() != k)
            return fail(std::string(what) + ": " + std::to_string(record.drawn.size()) + " tiles drawn, not " +
                        std::to_string(k));
        for (std::size_t i = 0; i < k; ++i)
            if (record.drawn[i] != before.pool[before.pool.size() - 1 - i])
                return fail(std::string(what) + ": the tiles drawn are not the pool's top tiles");
        if (game.pool() != IdSet(before.pool.begin(), before.pool.end() - static_cast<std::ptrdiff_t>(k)))
            return fail(std::string(what) + ": the pool is not what was left after the draw");
        IdSet expected = rackBefore;
        expected.insert(expected.end(), record.drawn.begin(), record.drawn.end());
        if (rackAfter != expected)
            return fail(std::string(what) + ": the rack is not the old rack with the tiles drawn");
        if (game.table() != before.table)
            return fail(std::string(what) + ": the table changed: " + tableText(before.table) + " -> " +
                        tableText(game.table()));
        if (game.initialMeldDone(p) != before.meldDone[static_cast<std::size_t>(p)])
            return fail(std::string(what) + ": the initial meld flag changed");
        return true;
    };

    bool played = false;
    switch (record.action) {
    case tilerummy::TurnAction::Penalty: {
        if (!expectPenalty)
            return fail("an AI's play was penalised: " + record.reason + " (table " + tableText(before.table) + ")");
        if (timeOut != (record.fault.kind == tilerummy::TurnFault::Kind::TimeOut))
            return fail("the penalty's fault is " + std::string(tilerummy::turnFaultName(record.fault.kind)));
        if (record.fault.kind == tilerummy::TurnFault::Kind::None || record.reason.empty())
            return fail("a penalty without a reason");
        if (record.fault.kind == tilerummy::TurnFault::Kind::InvalidSet && !timeOut) {
            // The set named must be one the oracle finds wrong too (checked by the caller's proposal).
            if (record.invalidSet < 0)
                return fail("an invalid-set penalty names no set");
        }
        const auto& rules = game.rules();
        if (!checkDrawn(static_cast<std::size_t>(timeOut ? rules.timeoutPenaltyTiles : rules.penaltyTiles),
                        "a penalty"))
            return false;
        break;
    }
    case tilerummy::TurnAction::Draw:
        if (expectPenalty)
            return fail("an illegal turn was not penalised but drawn");
        if (before.pool.empty())
            return fail("a draw from an empty pool");
        if (!checkDrawn(1, "a draw"))
            return false;
        break;
    case tilerummy::TurnAction::Pass:
        if (expectPenalty)
            return fail("an illegal turn was not penalised but passed");
        if (!before.pool.empty())
            return fail("a pass while the pool holds " + std::to_string(before.pool.size()) + " tiles");
        if (!record.drawn.empty() || game.table() != before.table || rackAfter != rackBefore)
            return fail("a pass changed the table or the rack");
        break;
    case tilerummy::TurnAction::Play: {
        if (expectPenalty)
            return fail("an illegal arrangement was accepted: " + tableText(game.table()));
        played = true;
        if (!record.drawn.empty() || game.pool() != before.pool)
            return fail("a play drew tiles");
        if (allIds(game.table(), rackAfter) != allIds(before.table, rackBefore))
            return fail("a play's tiles are not the turn's tiles");
        const IdSet oldRack = sorted(rackBefore);
        const IdSet newRack = sorted(rackAfter);
        if (newRack.size() >= oldRack.size())
            return fail("a play placed no tile from the rack");
        if (!std::includes(oldRack.begin(), oldRack.end(), newRack.begin(), newRack.end()))
            return fail("a play put table tiles on the rack");
        if (!game.initialMeldDone(p))
            return fail("a play did not mark the initial meld as made");
        if (!before.meldDone[static_cast<std::size_t>(p)]) {
            // The initial meld: the table's sets as they were, and new sets of rack tiles worth enough.
            std::vector<IdSet> after = sortedSets(game.table());
            for (const IdSet& set : sortedSets(before.table)) {
                const auto it = std::find(after.begin(), after.end(), set);
                if (it == after.end())
                    return fail("an initial meld changed set " + idsText(set));
                after.erase(it);
            }
            int points = 0;
            for (const IdSet& set : after) {
                for (TileId id : set)
                    if (!contains(oldRack, id))
                        return fail("an initial meld used table tile #" + std::to_string(id));
                points += tilerummy::analyseSet(tilerummy::facesOf(set)).meldValue;
            }
            if (points < game.rules().initialMeld)
                return fail("an initial meld of " + std::to_string(points) + " points, " +
                            std::to_string(game.rules().initialMeld) + " needed");
        }
        break;
    }
    }

    // Has the round ended when the rules say (this model of the end rules is kept here)?
    bool shouldEnd = false;
    tilerummy::EndReason reason = tilerummy::EndReason::None;
    if (played && rackAfter.empty()) {
        shouldEnd = true;
        reason = tilerummy::EndReason::Rummikub;
    } else if (game.rules().poolEmpty == tilerummy::PoolEmptyRule::UntilNoOneCanPlay) {
        idleTurns_ = (!played && record.drawn.empty() && game.pool().empty()) ? idleTurns_ + 1 : 0;
        shouldEnd = idleTurns_ >= n;
        reason = tilerummy::EndReason::PoolEmpty;
    } else {
        if (lastTurnsLeft_ > 0)
            --lastTurnsLeft_;
        else if (lastTurnsLeft_ < 0 && game.pool().empty())
            lastTurnsLeft_ = n;
        shouldEnd = lastTurnsLeft_ == 0;
        reason = tilerummy::EndReason::PoolEmpty;
    }
    if (shouldEnd != game.isOver())
        return fail(std::string("the round ") + (game.isOver() ? "ended" : "did not end") + " after " +
                    tilerummy::turnActionName(record.action) + " (pool " + std::to_string(game.poolSize()) + ", idle " +
                    std::to_string(idleTurns_) + ")");
    if (shouldEnd && game.endReason() != reason)
        return fail("the round ended as " + tilerummy::endReasonName(game.endReason()) + ", not " +
                    tilerummy::endReasonName(reason));
    if (!game.isOver() && game.currentPlayer() != (p + 1) % n)
        return fail("the turn went to player " + std::to_string(game.currentPlayer()) + " after player " +
                    std::to_string(p));
    return true;
}

bool MatchSoak::checkRoundEnd(const tilerummy::Game& game)
{
    const int n = game.playerCount();
    const std::vector<int>& scores = game.scores();
    if (static_cast<int>(scores.size()) != n)
        return fail("the round has " + std::to_string(scores.size()) + " scores for " + std::to_string(n) + " players");
    if (std::accumulate(scores.begin(), scores.end(), 0) != 0)
        return fail("the round's scores do not sum to zero");
    std::vector<int> values;
    for (int p = 0; p < n; ++p)
        values.push_back(rackPoints(game.rack(p)));
    std::vector<bool> wins(static_cast<std::size_t>(n), false);
    if (game.endReason() == tilerummy::EndReason::Rummikub) {
        if (!game.winner() || !game.rack(*game.winner()).empty())
            return fail("a round went out without a winner with an empty rack");
        wins[static_cast<std::size_t>(*game.winner())] = true;
    } else {
        if (game.poolSize() != 0)
            return fail("the round ended on an empty pool with tiles in the pool");
        const int low = *std::min_element(values.begin(), values.end());
        for (int p = 0; p < n; ++p)
            wins[static_cast<std::size_t>(p)] = values[static_cast<std::size_t>(p)] == low;
    }
    int pot = 0;
    int winners = 0;
    for (int p = 0; p < n; ++p) {
        const auto i = static_cast<std::size_t>(p);
        if (wins[i]) {
            ++winners;
            continue;
        }
        pot += values[i];
        if (scores[i] != -values[i])
            return fail("player " + std::to_string(p) + " scored " + std::to_string(scores[i]) + " with " +
                        std::to_string(values[i]) + " points on the rack");
    }
    // The winners share the pot; the remainder goes one point each by seat order.
    int remainder = pot % winners;
    for (int p = 0; p < n; ++p) {
        const auto i = static_cast<std::size_t>(p);
        if (!wins[i])
            continue;
        const int share = pot / winners + (remainder > 0 ? 1 : 0);
        if (remainder > 0)
            --remainder;
        if (scores[i] != share)
            return fail("winner " + std::to_string(p) + " scored " + std::to_string(scores[i]) + ", not " +
                        std::to_string(share));
    }
    if (winners == 1 && game.winner() != static_cast<int>(std::find(wins.begin(), wins.end(), true) - wins.begin()))
        return fail("the round's winner is not the one player who won");
    if (winners > 1 && game.winner())
        return fail("a shared win names a single winner");

    // The match's totals: ours, added up here.
    for (int p = 0; p < n; ++p)
        totals_[static_cast<std::size_t>(p)] += scores[static_cast<std::size_t>(p)];
    const tilerummy::Match& m = match_->match();
    if (m.totals() != totals_)
        return fail("the match totals are not the sums of the rounds' scores");
    if (std::accumulate(m.totals().begin(), m.totals().end(), 0) != 0)
        return fail("the match totals do not sum to zero");
    if (m.roundsScored() != m.roundNumber())
        return fail("the round was not scored when it ended");
    const auto& rules = m.rules();
    const bool over = rules.targetScore > 0 ? *std::max_element(totals_.begin(), totals_.end()) >= rules.targetScore ||
                                                  m.roundsScored() >= tilerummy::Match::kMaxRounds
                                            : m.roundsScored() >= rules.rounds;
    if (m.isOver() != over)
        return fail(std::string("the match is ") + (m.isOver() ? "over" : "not over") + " after round " +
                    std::to_string(m.roundsScored()));
    ++figures_->rounds;
    ++figures_->roundsByPlayers[static_cast<std::size_t>(n)];
    if (game.endReason() == tilerummy::EndReason::Rummikub)
        ++figures_->wentOut;
    else
        ++figures_->poolEmptyEnds;
    return true;
}

bool MatchSoak::checkReplay()
{
    std::string why;
    const auto replayed = tilerummy::RecordedMatch::replay(match_->setup(), match_->actions(), &why);
    if (!replayed)
        return fail("the recorded actions do not replay: " + why);
    const tilerummy::Game& a = match_->round();
    const tilerummy::Game& b = replayed->round();
    bool same = a.table() == b.table() && a.pool() == b.pool() && a.scores() == b.scores() &&
                replayed->match().totals() == match_->match().totals() &&
                replayed->match().roundScores() == match_->match().roundScores();
    for (int p = 0; same && p < a.playerCount(); ++p)
        same = a.rack(p) == b.rack(p);
    if (!same)
        return fail("the replayed match differs from the match played");
    ++figures_->replays;
    return true;
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

// ---------------------------------------------------------------------------

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
