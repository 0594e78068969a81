#include "rules.h"

namespace tr {

Rules Rules::sabra1985()
{
    Rules r;
    r.initialMeld = 50;
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

namespace {
bool inRange(int value, int low, int high, const char* name, std::string* error)
{
    if (value >= low && value <= high)
        return true;
    if (error)
        *error = std::string("rule ") + name + " must be " + std::to_string(low) + ".." + std::to_string(high) +
                 ", not " + std::to_string(value);
    return false;
}
} // namespace

bool validateRules(const Rules& r, std::string* error)
{
    return inRange(r.initialMeld, 0, 1000, "initialMeld", error) && inRange(r.rackSize, 1, 26, "rackSize", error) &&
           inRange(r.penaltyTiles, 0, 10, "penaltyTiles", error) &&
           inRange(r.turnSeconds, 0, 3600, "turnSeconds", error) &&
           inRange(r.timeoutPenaltyTiles, 0, 10, "timeoutPenaltyTiles", error) &&
           inRange(r.rounds, 1, 100, "rounds", error) && inRange(r.targetScore, 0, 100000, "targetScore", error);
}

} // namespace tr
