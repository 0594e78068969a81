// The self-play soak's checks of a match from the outside: every tile once,
// every table set valid by the oracle and by the engine; each turn's record
// against what changed (a play, a draw, a penalty, a pass) and the end of the
// round when the rules say; the round's scores and the match's totals; the
// recorded actions replayed. A failure says where and how to replay it.
#include "selfplay_soak.h"

#include "match.h"
#include "meld.h"
#include "rules.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

namespace soak {

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

} // namespace soak
