// The rules in force for a game: the official (modern Sabra / Pressman 1998)
// rules by default, and each known variant as a named option.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tilerummy {

// What happens once the pool is empty.
enum class PoolEmptyRule {
    UntilNoOneCanPlay, // official: play goes on until a full round passes with no play
    OneMoreTurnEach,   // variant: each player gets one more turn, then the round ends
};

// How many players a game seats.
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;

// The points an opening meld must reach: the official rules', and the 1985
// Sabra rules' (a variant).
inline constexpr int kOfficialInitialMeld = 30;
inline constexpr int kSabra1985InitialMeld = 50;

// The time bank's limits (a variant: rules.bankSeconds, bankIncrementSeconds).
inline constexpr int kMaxBankSeconds = 7200;
inline constexpr int kMaxBankIncrementSeconds = 300;

struct Rules {
    int initialMeld = kOfficialInitialMeld;
    int rackSize = 14;            // 16 as a variant
    int penaltyTiles = 3;         // drawn after an illegal end of turn
    int turnSeconds = 0;          // 0: no time limit; else the turn's time limit
    int timeoutPenaltyTiles = 3;  // drawn when the time runs out (official: 3)
    int bankSeconds = 0;          // variant, 0: off; else each player's time bank for a game (time_bank.h)
    int bankIncrementSeconds = 0; // added to a player's bank after each of their turns
    PoolEmptyRule poolEmpty = PoolEmptyRule::UntilNoOneCanPlay;
    int rounds = 1;      // a match of this many rounds ...
    int targetScore = 0; // ... or, when above 0, until someone's total reaches it

    static Rules official() { return {}; }
    static Rules sabra1985();

    friend bool operator==(const Rules&, const Rules&) = default;
};

std::string poolEmptyRuleName(PoolEmptyRule rule);
bool poolEmptyRuleFromName(const std::string& name, PoolEmptyRule* rule);

// A field of the rules out of its range, as structure (the window words it).
struct RuleProblem {
    enum class Field {
        InitialMeld,
        RackSize,
        PenaltyTiles,
        TurnSeconds,
        TimeoutPenaltyTiles,
        BankSeconds,
        BankIncrementSeconds,
        Rounds,
        TargetScore
    };
    Field field = Field::InitialMeld;
    int low = 0; // the range allowed, inclusive
    int high = 0;
    int value = 0; // the value given
    friend bool operator==(const RuleProblem&, const RuleProblem&) = default;
};
inline constexpr RuleProblem::Field kLastRuleField = RuleProblem::Field::TargetScore;

// The first field out of range, in the order of Rules; nullopt when all are in range.
std::optional<RuleProblem> findRuleProblem(const Rules& rules);
// The field's name in files, the CLI and the window's setup maps ("initialMeld").
std::string_view ruleFieldName(RuleProblem::Field field);

// The whole-number rules, in the order of Rules: each field, its name
// (ruleFieldName) and its member. The pool-empty rule is named kPoolEmptyField.
// A rule added later (`later`) is 0 (off) where it is absent: a save, a
// host's rules or a deal's commitment text made before it leave it out, and
// so does the commitment text while it is off.
struct IntRuleField {
    RuleProblem::Field field;
    std::string_view name;
    int Rules::*member;
    bool later = false;
};
inline constexpr IntRuleField kIntRuleFields[] = {
    {RuleProblem::Field::InitialMeld, "initialMeld", &Rules::initialMeld},
    {RuleProblem::Field::RackSize, "rackSize", &Rules::rackSize},
    {RuleProblem::Field::PenaltyTiles, "penaltyTiles", &Rules::penaltyTiles},
    {RuleProblem::Field::TurnSeconds, "turnSeconds", &Rules::turnSeconds},
    {RuleProblem::Field::TimeoutPenaltyTiles, "timeoutPenaltyTiles", &Rules::timeoutPenaltyTiles},
    {RuleProblem::Field::BankSeconds, "bankSeconds", &Rules::bankSeconds, true},
    {RuleProblem::Field::BankIncrementSeconds, "bankIncrementSeconds", &Rules::bankIncrementSeconds, true},
    {RuleProblem::Field::Rounds, "rounds", &Rules::rounds},
    {RuleProblem::Field::TargetScore, "targetScore", &Rules::targetScore},
};
inline constexpr std::string_view kPoolEmptyField = "poolEmpty";

// Checks the ranges of every field; names the first one out of range
// ("rule rackSize must be 1..26, not 40": for files and the CLI).
bool validateRules(const Rules& rules, std::string* error);

} // namespace tilerummy
