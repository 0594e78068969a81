#include "match.h"

#include <algorithm>

namespace tilerummy {

Match::Match(int players, const Rules& rules, std::uint64_t seed)
    : rules_(rules), seed_(seed), players_(players), round_(players, rules, deriveSeed(seed, 0)),
      totals_(static_cast<std::size_t>(players), 0)
{
}

bool Match::scoreRound()
{
    if (!round_.isOver() || roundsScored() == roundsDealt_)
        return false;
    history_.push_back(round_.scores());
    for (std::size_t p = 0; p < totals_.size(); ++p)
        totals_[p] += round_.scores()[p];
    return true;
}

bool Match::isOver() const
{
    if (roundsScored() < roundsDealt_)
        return false;
    if (rules_.targetScore > 0)
        return *std::max_element(totals_.begin(), totals_.end()) >= rules_.targetScore || roundsScored() >= kMaxRounds;
    return roundsScored() >= rules_.rounds;
}

bool Match::nextRound()
{
    if (isOver() || roundsScored() < roundsDealt_)
        return false;
    round_ = Game(players_, rules_, deriveSeed(seed_, roundsDealt_));
    ++roundsDealt_;
    return true;
}

std::optional<int> Match::winner() const
{
    if (!isOver())
        return std::nullopt;
    const int best = *std::max_element(totals_.begin(), totals_.end());
    if (std::count(totals_.begin(), totals_.end(), best) != 1)
        return std::nullopt;
    return static_cast<int>(std::max_element(totals_.begin(), totals_.end()) - totals_.begin());
}

} // namespace tilerummy
