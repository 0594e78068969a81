#include "lobby/quick_match.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace tilerummy::lobby {

namespace {

// One group of `seats` from the queue (by rating, or a wait over), or none.
std::optional<std::vector<std::size_t>> oneGroup(const std::vector<QuickWaiting>& queue, int seats, qint64 now)
{
    std::vector<std::size_t> at; // this size's queue, by rating
    for (std::size_t i = 0; i < queue.size(); ++i)
        if (queue[i].seats == seats)
            at.push_back(i);
    std::stable_sort(at.begin(), at.end(),
                     [&](std::size_t a, std::size_t b) { return queue[a].rating < queue[b].rating; });
    for (std::size_t first = 0; first + static_cast<std::size_t>(seats) <= at.size(); ++first) {
        const std::vector<std::size_t> group(at.begin() + static_cast<std::ptrdiff_t>(first),
                                             at.begin() + static_cast<std::ptrdiff_t>(first) + seats);
        const double spread = queue[group.back()].rating - queue[group.front()].rating;
        if (std::all_of(group.begin(), group.end(),
                        [&](std::size_t i) { return spread <= QuickMatchRules::gapAfter(now - queue[i].sinceMs); }))
            return group;
    }
    // The longest waiter whose wait is over, with the nearest others.
    std::vector<std::size_t> byAge = at;
    std::stable_sort(byAge.begin(), byAge.end(),
                     [&](std::size_t a, std::size_t b) { return queue[a].sinceMs < queue[b].sinceMs; });
    for (std::size_t i : byAge) {
        if (now - queue[i].sinceMs < queue[i].waitMs)
            continue;
        std::vector<std::size_t> others;
        for (std::size_t j : at)
            if (j != i)
                others.push_back(j);
        const double r = queue[i].rating;
        std::stable_sort(others.begin(), others.end(), [&](std::size_t a, std::size_t b) {
            return std::abs(queue[a].rating - r) < std::abs(queue[b].rating - r);
        });
        std::vector<std::size_t> group{i};
        for (std::size_t j = 0; j < others.size() && group.size() < static_cast<std::size_t>(seats); ++j)
            group.push_back(others[j]);
        return group;
    }
    return std::nullopt;
}

} // namespace

std::vector<QuickGroup> quickGroups(std::vector<QuickWaiting> queue, qint64 nowMs)
{
    std::vector<QuickGroup> groups;
    for (int seats : {2, 4})
        while (const auto group = oneGroup(queue, seats, nowMs)) {
            QuickGroup g{seats, {}};
            for (std::size_t i : *group)
                g.keys.push_back(queue[i].key);
            std::erase_if(queue, [&g](const QuickWaiting& w) {
                return std::find(g.keys.begin(), g.keys.end(), w.key) != g.keys.end();
            });
            groups.push_back(std::move(g));
        }
    return groups;
}

} // namespace tilerummy::lobby
