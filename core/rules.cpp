#include "rules.h"

namespace tilerummy {

Rules Rules::sabra1985()
{
    Rules r;
    r.initialMeld = kSabra1985InitialMeld;
    return r;
}

std::string poolEmptyRuleName(PoolEmptyRule rule)
{
    switch (rule) {
    case PoolEmptyRule::UntilNoOneCanPlay:
        return "until-no-play";
    case PoolEmptyRule::OneMoreTurnEach:
        return "one-more-turn";
    }
    return "until-no-play";
}

bool poolEmptyRuleFromName(const std::string& name, PoolEmptyRule* rule)
{
    for (PoolEmptyRule r : {PoolEmptyRule::UntilNoOneCanPlay, PoolEmptyRule::OneMoreTurnEach}) {
        if (poolEmptyRuleName(r) == name) {
            *rule = r;
            return true;
        }
    }
    return false;
}

std::optional<RuleProblem> findRuleProblem(const Rules& r)
{
    using Field = RuleProblem::Field;
    const RuleProblem ranges[] = {
        {Field::InitialMeld, 0, 1000, r.initialMeld},
        {Field::RackSize, 1, 26, r.rackSize},
        {Field::PenaltyTiles, 0, 10, r.penaltyTiles},
        {Field::TurnSeconds, 0, 3600, r.turnSeconds},
        {Field::TimeoutPenaltyTiles, 0, 10, r.timeoutPenaltyTiles},
        {Field::BankSeconds, 0, kMaxBankSeconds, r.bankSeconds},
        {Field::BankIncrementSeconds, 0, kMaxBankIncrementSeconds, r.bankIncrementSeconds},
        {Field::Rounds, 1, 100, r.rounds},
        {Field::TargetScore, 0, 100000, r.targetScore},
    };
    for (const RuleProblem& range : ranges)
        if (range.value < range.low || range.value > range.high)
            return range;
    return std::nullopt;
}

std::string_view ruleFieldName(RuleProblem::Field field)
{
    for (const IntRuleField& rule : kIntRuleFields)
        if (rule.field == field)
            return rule.name;
    return kIntRuleFields[0].name;
}

bool validateRules(const Rules& r, std::string* error)
{
    const std::optional<RuleProblem> problem = findRuleProblem(r);
    if (!problem)
        return true;
    if (error)
        *error = "rule " + std::string(ruleFieldName(problem->field)) + " must be " + std::to_string(problem->low) +
                 ".." + std::to_string(problem->high) + ", not " + std::to_string(problem->value);
    return false;
}

} // namespace tilerummy
