// A recorded match: the setup (players, rules, seed) and every action taken,
// so that a game in progress can be saved as those and restored by replaying
// them. Games are deterministic given the seed: the same actions on the same
// setup give the same tables, racks, draws, penalties and scores.
//
// Every change to the match goes through RecordedMatch, which records it. An
// action that could not be replayed is refused rather than recorded (a turn
// once the round is over, a play whose ids are not exactly the turn's tiles),
// so that what is recorded always replays.
#pragma once

#include "game.h"
#include "match.h"
#include "rules.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tilerummy {

struct MatchSetup {
    int players = kMinPlayers; // kMinPlayers..kMaxPlayers (rules.h)
    Rules rules;
    std::uint64_t seed = 0;

    // A player's name (in a save, in the window), in characters.
    static constexpr int kMaxNameLength = 24;

    friend bool operator==(const MatchSetup&, const MatchSetup&) = default;
};

// Players 2..4 and the rules in range (validateRules); names the first field wrong.
bool validateSetup(const MatchSetup& setup, std::string* why);

struct RecordedAction {
    enum class Kind { Play, Draw, TimeOut, NextRound };
    Kind kind = Kind::Draw;
    // For a Play: what the player proposed, even an illegal proposal (its
    // replay gives the same penalty). Empty for the other kinds.
    IdTable table;
    IdSet rack;

    static RecordedAction play(IdTable table, IdSet rack) { return {Kind::Play, std::move(table), std::move(rack)}; }
    static RecordedAction draw() { return {Kind::Draw, {}, {}}; }
    static RecordedAction timeOut() { return {Kind::TimeOut, {}, {}}; }
    static RecordedAction nextRound() { return {Kind::NextRound, {}, {}}; }

    friend bool operator==(const RecordedAction&, const RecordedAction&) = default;
};

// "play", "draw", "timeout", "next" (the names of the save file).
std::string recordedActionName(RecordedAction::Kind kind);
bool recordedActionFromName(const std::string& name, RecordedAction::Kind* kind);

class RecordedMatch {
public:
    // Deals the first round. Throws std::invalid_argument when the setup is
    // not valid (validateSetup); replay() checks it first and does not throw.
    explicit RecordedMatch(const MatchSetup& setup);

    const MatchSetup& setup() const { return setup_; }
    const Match& match() const { return match_; }
    const Game& round() const { return match_.round(); }

    // The current player's turn, as Game::play / drawOrPass / timeOut, and
    // recorded. When the round ends it is scored at once (Match::scoreRound).
    // Refused (nothing changes, nothing is recorded or added to turns()) when
    // the round is over, or for play() when the ids are not exactly those of
    // the table and the current rack: the record returned then has action
    // Pass, the state unchanged, and the reason.
    TurnRecord play(const IdTable& table, const IdSet& rack);
    TurnRecord play(const CheckedTurn& turn); // checked by round().check: the turn check runs once
    TurnRecord drawOrPass();
    TurnRecord timeOut();
    // Deals the next round (Match::nextRound) and records it; false (nothing
    // recorded) while the round is not over or when the match is over.
    bool nextRound();

    // Whether the action may be applied now, and why not (without an index).
    bool accepts(const RecordedAction& action, std::string* why) const;
    // Applies an action; false (nothing changes) when accepts() says no.
    bool apply(const RecordedAction& action, std::string* why = nullptr);

    const std::vector<RecordedAction>& actions() const { return actions_; }
    // Every turn of the current round in order (for a turn log); cleared by nextRound().
    const std::vector<TurnRecord>& turns() const { return turns_; }

    // A match another machine hosts, as one seat follows it (Match::followHost):
    // the round is a copy (Game::mirror) and changes only as the host says;
    // nothing is recorded (the host keeps the match), so play(), drawOrPass(),
    // timeOut(), nextRound() and apply() refuse. turns() lists the round's
    // turns as they came.
    static std::unique_ptr<RecordedMatch> joined(const MatchSetup& setup, Game mirror, int roundNumber,
                                                 std::vector<int> totals);
    bool isJoined() const { return match_.followsHost(); }
    // A new deal, or the same round again (this seat took its seat back).
    void dealAsHostSays(Game mirror, int roundNumber, std::vector<int> totals);
    // The host's turn on the copy (Game::applyHostTurn); nullopt with why.
    std::optional<TurnRecord> applyHostTurn(const HostTurn& turn, std::string* why);
    // Another player's tiles shown mid-turn (Game::holdInRack).
    bool holdInRack(int player, const IdSet& ids) { return match_.round().holdInRack(player, ids); }
    // The round is over and scored as the host says; and the match, when `matchOver`.
    void endRoundAsHostSays(EndReason reason, std::optional<int> winner, std::vector<int> scores,
                            std::vector<int> totals);
    void endMatchAsHostSays() { match_.endAsHostSays(); }

    // What a replay shows on its way (replayMatch keeps each round's turns):
    // `dealt` after each deal (the first one too), `roundOver` before the
    // next round is dealt (the round's turns still there).
    struct ReplayWatch {
        std::function<void(const RecordedMatch&)> dealt;
        std::function<void(const RecordedMatch&)> roundOver;
    };
    // A match from its setup and actions, each checked before it is applied.
    // Nullptr with the reason (naming the action's index, from 0) when the
    // setup is not valid or an action cannot be applied where it stands.
    static std::unique_ptr<RecordedMatch> replay(const MatchSetup& setup, const std::vector<RecordedAction>& actions,
                                                 std::string* why, const ReplayWatch& watch = {});

private:
    TurnRecord refused(std::string reason) const;
    void afterTurn(const TurnRecord& record, RecordedAction action);

    MatchSetup setup_;
    Match match_;
    std::vector<RecordedAction> actions_;
    std::vector<TurnRecord> turns_;
};

} // namespace tilerummy
