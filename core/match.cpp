#include "match.h"

#include <algorithm>

namespace tilerummy {

Match::Match(int players, const Rules& rules, std::uint64_t seed)
    : rules_(rules), seed_(seed), players_(players), round_(players, rules, roundSeed(0)),
      totals_(static_cast<std::size_t>(players), 0)
{
}

bool Match::scoreRound()
{
    if (followsHost_ || !round_.isOver() || roundsScored() == roundsDealt_)
        return false;
    history_.push_back(round_.scores());
    for (std::size_t p = 0; p < totals_.size(); ++p)
        totals_[p] += round_.scores()[p];
    return true;
}

bool Match::isOver() const
{
    if (followsHost_)
        return hostEnded_;
    if (roundsScored() < roundsDealt_)
        return false;
    if (rules_.targetScore > 0)
        return *std::max_element(totals_.begin(), totals_.end()) >= rules_.targetScore || roundsScored() >= kMaxRounds;
    return roundsScored() >= rules_.rounds;
}

bool Match::nextRound()
{
    if (followsHost_ || isOver() || roundsScored() < roundsDealt_)
        return false;
    round_ = Game(players_, rules_, roundSeed(roundsDealt_));
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

void Match::followHost(Game round, int roundNumber, std::vector<int> totals)
{
    followsHost_ = true;
    hostEnded_ = false;
    players_ = round.playerCount();
    round_ = std::move(round);
    // The rounds before this one were scored at the host: their scores are in
    // the totals, and in the history as far as this seat followed them.
    if (history_.size() + 1 != static_cast<std::size_t>(roundNumber))
        history_.clear();
    roundsDealt_ = roundNumber;
    totals_ = std::move(totals);
    totals_.resize(static_cast<std::size_t>(players_), 0);
}

void Match::scoreAsHostSays(std::vector<int> totals)
{
    if (!followsHost_ || !round_.isOver() || roundsScored() >= roundsDealt_)
        return;
    history_.push_back(round_.scores());
    totals_ = std::move(totals);
    totals_.resize(static_cast<std::size_t>(players_), 0);
}

} // namespace tilerummy
