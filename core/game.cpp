#include "game.h"

#include "meld.h"
#include "tile_id_set.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace tilerummy {

std::string turnActionName(TurnAction action)
{
    switch (action) {
    case TurnAction::Play:
        return "play";
    case TurnAction::Draw:
        return "draw";
    case TurnAction::Pass:
        return "pass";
    case TurnAction::Penalty:
        return "penalty";
    }
    return "draw";
}

std::string endReasonName(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        return "none";
    case EndReason::Rummikub:
        return "rummikub";
    case EndReason::PoolEmpty:
        return "pool-empty";
    }
    return "none";
}

IdSet tilesLaid(const IdSet& rackBefore, const IdSet& rackAfter)
{
    IdSet laid;
    for (TileId id : rackBefore)
        if (std::find(rackAfter.begin(), rackAfter.end(), id) == rackAfter.end())
            laid.push_back(id);
    return laid;
}

IdSet tilesLaid(const TurnRecord& record)
{
    return tilesLaid(record.before.rack, record.after.rack);
}

IdSet rackAfterTable(const IdTable& tableBefore, const IdSet& rackBefore, const IdTable& tableAfter)
{
    const TileIdSet onTable(tableAfter);
    IdSet rack;
    for (TileId id : rackBefore)
        if (!onTable.contains(id))
            rack.push_back(id);
    for (const IdSet& set : tableBefore)
        for (TileId id : set)
            if (!onTable.contains(id))
                rack.push_back(id);
    return rack;
}

std::vector<bool> setsChanged(const IdTable& tableBefore, const IdTable& tableAfter)
{
    std::vector<IdSet> before;
    before.reserve(tableBefore.size());
    for (const IdSet& set : tableBefore)
        before.push_back(sortedIds(set));
    std::sort(before.begin(), before.end());
    std::vector<bool> changed;
    changed.reserve(tableAfter.size());
    for (const IdSet& set : tableAfter)
        changed.push_back(!std::binary_search(before.begin(), before.end(), sortedIds(set)));
    return changed;
}

std::vector<bool> setsChanged(const TurnRecord& record)
{
    return setsChanged(record.before.table, record.after.table);
}

IdSet sortedIds(IdSet ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

IdSet sortedIds(const IdTable& table, const IdSet& rack)
{
    IdSet ids = rack;
    for (const auto& set : table)
        ids.insert(ids.end(), set.begin(), set.end());
    return sortedIds(std::move(ids));
}

int rackValue(const IdSet& rack)
{
    int sum = 0;
    for (TileId id : rack)
        sum += faceOf(id).rackPenalty();
    return sum;
}

std::vector<int> roundScores(const std::vector<int>& rackValues, std::optional<int> wentOut, std::optional<int>* winner)
{
    const int n = static_cast<int>(rackValues.size());
    std::vector<bool> wins(static_cast<std::size_t>(n), false);
    if (wentOut) {
        wins[static_cast<std::size_t>(*wentOut)] = true;
    } else {
        const int low = *std::min_element(rackValues.begin(), rackValues.end());
        for (int i = 0; i < n; ++i)
            wins[static_cast<std::size_t>(i)] = rackValues[static_cast<std::size_t>(i)] == low;
    }
    std::vector<int> scores(static_cast<std::size_t>(n), 0);
    int pot = 0;
    int winners = 0;
    for (int i = 0; i < n; ++i) {
        if (wins[static_cast<std::size_t>(i)]) {
            ++winners;
        } else {
            scores[static_cast<std::size_t>(i)] = -rackValues[static_cast<std::size_t>(i)];
            pot += rackValues[static_cast<std::size_t>(i)];
        }
    }
    int remainder = pot % winners;
    for (int i = 0; i < n; ++i) {
        if (!wins[static_cast<std::size_t>(i)])
            continue;
        scores[static_cast<std::size_t>(i)] = pot / winners + (remainder > 0 ? 1 : 0);
        if (remainder > 0)
            --remainder;
    }
    if (winner) {
        *winner = std::nullopt;
        if (winners == 1)
            *winner = static_cast<int>(std::find(wins.begin(), wins.end(), true) - wins.begin());
    }
    return scores;
}

Game::Game(int players, const Rules& rules, std::uint64_t seed)
    : rules_(rules), racks_(static_cast<std::size_t>(players)), meldDone_(static_cast<std::size_t>(players), 0)
{
    Random rng(seed);
    pool_ = allTileIds();
    rng.shuffle(pool_);

    // Draw for the first turn: the highest value starts; a joker counts as 0;
    // the players tied for highest draw again from the rest of the box.
    std::vector<int> contenders(static_cast<std::size_t>(players));
    std::iota(contenders.begin(), contenders.end(), 0);
    std::size_t next = pool_.size();
    while (contenders.size() > 1 && next >= contenders.size()) {
        int best = -1;
        std::vector<int> tied;
        for (int p : contenders) {
            const int value = faceOf(pool_[--next]).value();
            if (value > best) {
                best = value;
                tied.clear();
            }
            if (value == best)
                tied.push_back(p);
        }
        contenders = tied;
    }
    first_ = contenders.front();
    current_ = first_;
    // The drawn tiles go back: shuffle the whole box again, then deal.
    rng.shuffle(pool_);
    for (int round = 0; round < rules_.rackSize; ++round)
        for (int p = 0; p < players; ++p)
            if (!pool_.empty()) {
                racks_[static_cast<std::size_t>(p)].push_back(pool_.back());
                pool_.pop_back();
            }
}

TurnVerdict Game::verdictFor(const IdTable& table, const IdSet& rack) const
{
    TurnInput input;
    input.initialMeldDone = initialMeldDone(current_);
    input.before = {facesOf(table_), facesOf(racks_[static_cast<std::size_t>(current_)])};
    input.after = {facesOf(table), facesOf(rack)};

    // The same physical tiles, each exactly once.
    if (sortedIds(table_, racks_[static_cast<std::size_t>(current_)]) != sortedIds(table, rack)) {
        TurnVerdict v;
        v.reason = "the tiles on the table and rack are not the ones the turn started with";
        v.fault.kind = TurnFault::Kind::NotTheTurnsTiles;
        return v;
    }
    return checkTurn(input, rules_);
}

CheckedTurn Game::check(const IdTable& table, const IdSet& rack) const
{
    return {table, rack, verdictFor(table, rack), turns_};
}

TurnRecord Game::play(const IdTable& table, const IdSet& rack)
{
    return play(check(table, rack));
}

TurnRecord Game::play(const CheckedTurn& turn)
{
    if (turn.turn != turns_ && !isOver())
        return play(check(turn.table, turn.rack)); // checked in another turn
    const IdTable& table = turn.table;
    const IdSet& rack = turn.rack;
    TurnRecord record;
    record.player = current_;
    record.initialMeldDone = initialMeldDone(current_);
    record.before = {table_, racks_[static_cast<std::size_t>(current_)]};
    if (isOver()) {
        record.action = TurnAction::Pass;
        record.reason = "the round is over";
        record.after = record.before;
        return record;
    }
    const TurnVerdict& verdict = turn.verdict;
    if (!verdict.legal) {
        record.invalidSet = verdict.invalidSet;
        return penalise(std::move(record), rules_.penaltyTiles, verdict.reason, verdict.fault);
    }
    table_ = table;
    racks_[static_cast<std::size_t>(current_)] = rack;
    meldDone_[static_cast<std::size_t>(current_)] = 1;
    record.action = TurnAction::Play;
    record.meldPoints = verdict.meldPoints;
    record.after = {table_, rack};
    finishTurn(record);
    return record;
}

TurnRecord Game::drawOrPass()
{
    TurnRecord record;
    record.player = current_;
    record.initialMeldDone = initialMeldDone(current_);
    record.before = {table_, racks_[static_cast<std::size_t>(current_)]};
    if (isOver()) {
        record.action = TurnAction::Pass;
        record.reason = "the round is over";
        record.after = record.before;
        return record;
    }
    record.action = pool_.empty() ? TurnAction::Pass : TurnAction::Draw;
    draw(current_, 1, &record.drawn);
    record.after = {table_, racks_[static_cast<std::size_t>(current_)]};
    finishTurn(record);
    return record;
}

TurnRecord Game::timeOut()
{
    TurnRecord record;
    record.player = current_;
    record.initialMeldDone = initialMeldDone(current_);
    record.before = {table_, racks_[static_cast<std::size_t>(current_)]};
    if (isOver()) {
        record.action = TurnAction::Pass;
        record.after = record.before;
        return record;
    }
    TurnFault timeUp;
    timeUp.kind = TurnFault::Kind::TimeOut;
    return penalise(std::move(record), rules_.timeoutPenaltyTiles, "the turn's time ran out", timeUp);
}

TurnRecord Game::penalise(TurnRecord record, int tiles, std::string reason, TurnFault fault)
{
    record.action = TurnAction::Penalty;
    record.reason = std::move(reason);
    record.fault = std::move(fault);
    draw(current_, tiles, &record.drawn);
    record.after = {table_, racks_[static_cast<std::size_t>(current_)]};
    finishTurn(record);
    return record;
}

void Game::draw(int player, int count, IdSet* drawn)
{
    auto& rack = racks_[static_cast<std::size_t>(player)];
    for (int i = 0; i < count && !pool_.empty(); ++i) {
        rack.push_back(pool_.back());
        if (drawn)
            drawn->push_back(pool_.back());
        pool_.pop_back();
    }
}

void Game::finishTurn(TurnRecord& record)
{
    ++turns_;
    record.pool = poolSize();
    if (isMirror()) { // the host says when the round ends
        current_ = (current_ + 1) % playerCount();
        return;
    }
    if (record.action == TurnAction::Play && racks_[static_cast<std::size_t>(current_)].empty()) {
        winner_ = current_;
        endRound(EndReason::Rummikub);
        return;
    }
    const bool poolWasEmpty = record.drawn.empty() && pool_.empty();
    if (rules_.poolEmpty == PoolEmptyRule::UntilNoOneCanPlay) {
        idleTurns_ = (record.action != TurnAction::Play && poolWasEmpty) ? idleTurns_ + 1 : 0;
        if (idleTurns_ >= playerCount()) {
            endRound(EndReason::PoolEmpty);
            return;
        }
    } else {
        if (lastTurnsLeft_ > 0)
            --lastTurnsLeft_;
        else if (lastTurnsLeft_ < 0 && pool_.empty())
            lastTurnsLeft_ = playerCount();
        if (lastTurnsLeft_ == 0) {
            endRound(EndReason::PoolEmpty);
            return;
        }
    }
    current_ = (current_ + 1) % playerCount();
}

void Game::endRound(EndReason reason)
{
    end_ = reason;
    std::vector<int> values;
    for (const auto& rack : racks_)
        values.push_back(rackValue(rack));
    std::optional<int> wentOut;
    if (reason == EndReason::Rummikub)
        wentOut = winner_;
    scores_ = roundScores(values, wentOut, &winner_);
}

bool Game::tilesAccountedFor(std::string* error) const
{
    // Each tile once: never added twice, and all of them there.
    TileIdSet seen;
    bool ok = seen.insertAll(pool_) && seen.insertAll(table_);
    for (const auto& rack : racks_)
        ok = ok && seen.insertAll(rack);
    ok = ok && seen.size() == kTileCount;
    if (!ok && error)
        *error = "the 106 tiles are not each in exactly one place";
    return ok;
}

std::vector<int> Game::rackCounts() const
{
    std::vector<int> counts;
    for (const IdSet& rack : racks_)
        counts.push_back(static_cast<int>(rack.size()));
    return counts;
}

std::vector<bool> Game::meldsDone() const
{
    return std::vector<bool>(meldDone_.begin(), meldDone_.end());
}

} // namespace tilerummy
