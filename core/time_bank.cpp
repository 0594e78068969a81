#include "time_bank.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace tilerummy {

TimeBanks::TimeBanks(const Rules& rules, int players)
{
    turnLimitMs_ = rules.turnSeconds > 0 ? std::int64_t(rules.turnSeconds) * 1000 : -1;
    if (rules.bankSeconds <= 0 || players <= 0)
        return;
    left_.assign(static_cast<std::size_t>(players), std::int64_t(rules.bankSeconds) * 1000);
    incrementMs_ = std::int64_t(std::max(0, rules.bankIncrementSeconds)) * 1000;
}

std::int64_t TimeBanks::leftMs(int seat) const
{
    return seat >= 0 && seat < players() ? left_[static_cast<std::size_t>(seat)] : 0;
}

bool TimeBanks::restore(const std::vector<std::int64_t>& leftMs)
{
    if (leftMs.size() != left_.size())
        return false;
    for (std::size_t s = 0; s < left_.size(); ++s)
        left_[s] = std::clamp<std::int64_t>(leftMs[s], 0, kMostMs);
    return true;
}

std::int64_t TimeBanks::turnMs(int seat) const
{
    if (!on())
        return turnLimitMs_;
    const std::int64_t bank = leftMs(seat);
    return turnLimitMs_ >= 0 ? std::min(bank, turnLimitMs_) : bank;
}

bool TimeBanks::bankRunsOutFirst(int seat) const
{
    return on() && (turnLimitMs_ < 0 || leftMs(seat) <= turnLimitMs_);
}

void TimeBanks::turnTaken(int seat, std::int64_t spentMs)
{
    if (seat < 0 || seat >= players())
        return;
    std::int64_t& bank = left_[static_cast<std::size_t>(seat)];
    bank = std::min(kMostMs, std::max<std::int64_t>(0, bank - std::max<std::int64_t>(0, spentMs)) + incrementMs_);
}

std::string clockText(std::int64_t ms)
{
    const std::int64_t seconds = (std::max<std::int64_t>(0, ms) + 999) / 1000;
    char text[32];
    if (seconds >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", static_cast<long long>(seconds / 3600),
                      static_cast<long long>(seconds / 60 % 60), static_cast<long long>(seconds % 60));
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", static_cast<long long>(seconds / 60),
                      static_cast<long long>(seconds % 60));
    return text;
}

} // namespace tilerummy
