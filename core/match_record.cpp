#include "match_record.h"

#include <algorithm>
#include <stdexcept>

namespace tilerummy {

namespace {

// Throws for an invalid setup: used before constructing the Match member.
const MatchSetup& checked(const MatchSetup& setup)
{
    std::string why;
    if (!validateSetup(setup, &why))
        throw std::invalid_argument("invalid match setup: " + why);
    return setup;
}

} // namespace

bool validateSetup(const MatchSetup& setup, std::string* why)
{
    if (setup.players < kMinPlayers || setup.players > kMaxPlayers) {
        if (why)
            *why = "players must be " + std::to_string(kMinPlayers) + ".." + std::to_string(kMaxPlayers) + ", not " +
                   std::to_string(setup.players);
        return false;
    }
    return validateRules(setup.rules, why);
}

std::string recordedActionName(RecordedAction::Kind kind)
{
    switch (kind) {
    case RecordedAction::Kind::Play:
        return "play";
    case RecordedAction::Kind::Draw:
        return "draw";
    case RecordedAction::Kind::TimeOut:
        return "timeout";
    case RecordedAction::Kind::NextRound:
        return "next";
    }
    return "draw";
}

bool recordedActionFromName(const std::string& name, RecordedAction::Kind* kind)
{
    for (auto k : {RecordedAction::Kind::Play, RecordedAction::Kind::Draw, RecordedAction::Kind::TimeOut,
                   RecordedAction::Kind::NextRound}) {
        if (recordedActionName(k) == name) {
            *kind = k;
            return true;
        }
    }
    return false;
}

RecordedMatch::RecordedMatch(const MatchSetup& setup)
    : setup_(checked(setup)), match_(setup.players, setup.rules, setup.seed)
{
}

bool RecordedMatch::accepts(const RecordedAction& action, std::string* why) const
{
    auto no = [why](std::string reason) {
        if (why)
            *why = std::move(reason);
        return false;
    };
    if (isJoined())
        return no("the host of this table plays the match");
    const Game& game = round();
    if (action.kind == RecordedAction::Kind::NextRound) {
        if (!game.isOver())
            return no("the round is not over");
        if (match_.isOver())
            return no("the match is over");
        return true;
    }
    if (game.isOver())
        return no(match_.isOver() ? "the match is over" : "the round is over (the next round is not dealt yet)");
    if (action.kind != RecordedAction::Kind::Play)
        return true;

    auto inRange = [&](const IdSet& ids) {
        for (TileId id : ids)
            if (id < 0 || id >= kTileCount)
                return no("tile id " + std::to_string(id) + " is out of range 0.." + std::to_string(kTileCount - 1));
        return true;
    };
    if (!inRange(action.rack))
        return false;
    for (const auto& set : action.table)
        if (!inRange(set))
            return false;
    const IdSet proposed = sortedIds(action.table, action.rack);
    const IdSet held = sortedIds(game.table(), game.rack(game.currentPlayer()));
    if (proposed != held) {
        const auto dup = std::adjacent_find(proposed.begin(), proposed.end());
        if (dup != proposed.end())
            return no("tile id " + std::to_string(*dup) + " appears more than once in the proposal");
        return no("the proposal's tile ids (" + std::to_string(proposed.size()) +
                  ") are not exactly those of the table and player " + std::to_string(game.currentPlayer() + 1) +
                  "'s rack (" + std::to_string(held.size()) + ")");
    }
    return true;
}

TurnRecord RecordedMatch::refused(std::string reason) const
{
    const Game& game = round();
    TurnRecord record;
    record.player = game.currentPlayer();
    record.action = TurnAction::Pass;
    record.initialMeldDone = game.initialMeldDone(game.currentPlayer());
    record.before = {game.table(), game.rack(game.currentPlayer())};
    record.after = record.before;
    record.reason = std::move(reason);
    record.pool = game.poolSize();
    return record;
}

void RecordedMatch::afterTurn(const TurnRecord& record, RecordedAction action)
{
    actions_.push_back(std::move(action));
    turns_.push_back(record);
    if (round().isOver())
        match_.scoreRound();
}

TurnRecord RecordedMatch::play(const IdTable& table, const IdSet& rack)
{
    std::string why;
    if (!accepts(RecordedAction::play(table, rack), &why)) // before the check: ids in range, the turn's own
        return refused(why);
    return play(round().check(table, rack));
}

TurnRecord RecordedMatch::play(const CheckedTurn& turn)
{
    RecordedAction action = RecordedAction::play(turn.table, turn.rack);
    std::string why;
    if (!accepts(action, &why))
        return refused(why);
    TurnRecord record = match_.round().play(turn);
    afterTurn(record, std::move(action));
    return record;
}

TurnRecord RecordedMatch::drawOrPass()
{
    std::string why;
    if (!accepts(RecordedAction::draw(), &why))
        return refused(why);
    TurnRecord record = match_.round().drawOrPass();
    afterTurn(record, RecordedAction::draw());
    return record;
}

TurnRecord RecordedMatch::timeOut()
{
    std::string why;
    if (!accepts(RecordedAction::timeOut(), &why))
        return refused(why);
    TurnRecord record = match_.round().timeOut();
    afterTurn(record, RecordedAction::timeOut());
    return record;
}

bool RecordedMatch::nextRound()
{
    if (!accepts(RecordedAction::nextRound(), nullptr) || !match_.nextRound())
        return false;
    actions_.push_back(RecordedAction::nextRound());
    turns_.clear();
    return true;
}

std::unique_ptr<RecordedMatch> RecordedMatch::joined(const MatchSetup& setup, Game mirror, int roundNumber,
                                                     std::vector<int> totals)
{
    auto match = std::make_unique<RecordedMatch>(setup);
    match->dealAsHostSays(std::move(mirror), roundNumber, std::move(totals));
    return match;
}

void RecordedMatch::dealAsHostSays(Game mirror, int roundNumber, std::vector<int> totals)
{
    const bool sameRound = isJoined() && roundNumber == match_.roundNumber() && !round().isOver();
    match_.followHost(std::move(mirror), roundNumber, std::move(totals));
    if (!sameRound)
        turns_.clear();
}

std::optional<TurnRecord> RecordedMatch::applyHostTurn(const HostTurn& turn, std::string* why)
{
    if (!isJoined()) {
        if (why)
            *why = "this match is not hosted elsewhere";
        return std::nullopt;
    }
    std::optional<TurnRecord> record = match_.round().applyHostTurn(turn, why);
    if (record)
        turns_.push_back(*record);
    return record;
}

void RecordedMatch::endRoundAsHostSays(EndReason reason, std::optional<int> winner, std::vector<int> scores,
                                       std::vector<int> totals)
{
    if (!isJoined() || round().isOver())
        return;
    match_.round().endAsHostSays(reason, winner, std::move(scores));
    match_.scoreAsHostSays(std::move(totals));
}

bool RecordedMatch::apply(const RecordedAction& action, std::string* why)
{
    if (!accepts(action, why))
        return false;
    switch (action.kind) {
    case RecordedAction::Kind::Play:
        play(action.table, action.rack);
        break;
    case RecordedAction::Kind::Draw:
        drawOrPass();
        break;
    case RecordedAction::Kind::TimeOut:
        timeOut();
        break;
    case RecordedAction::Kind::NextRound:
        if (!nextRound()) {
            if (why)
                *why = "the next round could not be dealt";
            return false;
        }
        break;
    }
    return true;
}

std::unique_ptr<RecordedMatch> RecordedMatch::replay(const MatchSetup& setup,
                                                     const std::vector<RecordedAction>& actions, std::string* why,
                                                     const ReplayWatch& watch)
{
    std::string reason;
    if (!validateSetup(setup, &reason)) {
        if (why)
            *why = "setup: " + reason;
        return nullptr;
    }
    auto match = std::make_unique<RecordedMatch>(setup);
    match->actions_.reserve(actions.size());
    if (watch.dealt)
        watch.dealt(*match);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const bool nextRound = actions[i].kind == RecordedAction::Kind::NextRound;
        if (nextRound && watch.roundOver && match->round().isOver())
            watch.roundOver(*match);
        if (!match->apply(actions[i], &reason)) {
            if (why)
                *why = "action " + std::to_string(i) + " (" + recordedActionName(actions[i].kind) + "): " + reason;
            return nullptr;
        }
        if (nextRound && watch.dealt)
            watch.dealt(*match);
    }
    return match;
}

} // namespace tilerummy
