#include "lobby/quick_match.h"

#include <QElapsedTimer>

#include <algorithm>
#include <memory>
#include <numeric>

namespace tilerummy::lobby {

QuickMatch::QuickMatch(std::function<qint64()> nowMs, QObject* parent) : QObject(parent), now_(std::move(nowMs))
{
    if (!now_) {
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        now_ = [clock] { return clock->elapsed(); };
    }
    tick_.setInterval(kTickMs);
    connect(&tick_, &QTimer::timeout, this, &QuickMatch::match);
}

void QuickMatch::enqueue(const QString& key, int seats, double rating, int waitS)
{
    remove(key);
    queue_.push_back({key, seats, rating, now_(), static_cast<qint64>(std::clamp(waitS, 0, kMostWaitS)) * 1000});
    emit queueChanged(seats);
    match();
    if (!queue_.empty() && !tick_.isActive())
        tick_.start();
}

bool QuickMatch::remove(const QString& key)
{
    const auto it = std::find_if(queue_.begin(), queue_.end(), [&key](const Waiting& w) { return w.key == key; });
    if (it == queue_.end())
        return false;
    const int seats = it->seats;
    queue_.erase(it);
    emit queueChanged(seats);
    return true;
}

bool QuickMatch::isWaiting(const QString& key) const
{
    return std::any_of(queue_.begin(), queue_.end(), [&key](const Waiting& w) { return w.key == key; });
}

int QuickMatch::waiting(int seats) const
{
    return static_cast<int>(
        std::count_if(queue_.begin(), queue_.end(), [seats](const Waiting& w) { return w.seats == seats; }));
}

std::vector<QString> QuickMatch::waitingKeys(int seats) const
{
    std::vector<QString> keys;
    for (const Waiting& w : queue_)
        if (w.seats == seats)
            keys.push_back(w.key);
    return keys;
}

void QuickMatch::match()
{
    for (int seats : {2, 4})
        while (matchOnce(seats)) {
        }
    if (queue_.empty())
        tick_.stop();
}

bool QuickMatch::matchOnce(int seats)
{
    std::vector<std::size_t> at; // this size's queue, by rating
    for (std::size_t i = 0; i < queue_.size(); ++i)
        if (queue_[i].seats == seats)
            at.push_back(i);
    std::stable_sort(at.begin(), at.end(),
                     [this](std::size_t a, std::size_t b) { return queue_[a].rating < queue_[b].rating; });
    const qint64 now = now_();
    // A full group of neighbours in rating, within every member's gap.
    for (std::size_t first = 0; first + static_cast<std::size_t>(seats) <= at.size(); ++first) {
        const std::vector<std::size_t> group(at.begin() + static_cast<std::ptrdiff_t>(first),
                                             at.begin() + static_cast<std::ptrdiff_t>(first) + seats);
        const double spread = queue_[group.back()].rating - queue_[group.front()].rating;
        const bool close = std::all_of(group.begin(), group.end(),
                                       [&](std::size_t i) { return spread <= gapAfter(now - queue_[i].since); });
        if (close)
            return seat(seats, group), true;
    }
    // The longest waiter whose wait is over: with the nearest others, AIs for the rest.
    std::vector<std::size_t> byAge = at;
    std::sort(byAge.begin(), byAge.end(),
              [this](std::size_t a, std::size_t b) { return queue_[a].since < queue_[b].since; });
    for (std::size_t i : byAge) {
        if (now - queue_[i].since < queue_[i].waitMs)
            continue;
        std::vector<std::size_t> others;
        for (std::size_t j : at)
            if (j != i)
                others.push_back(j);
        const double r = queue_[i].rating;
        std::stable_sort(others.begin(), others.end(), [&](std::size_t a, std::size_t b) {
            return std::abs(queue_[a].rating - r) < std::abs(queue_[b].rating - r);
        });
        std::vector<std::size_t> group{i};
        for (std::size_t j = 0; j < others.size() && group.size() < static_cast<std::size_t>(seats); ++j)
            group.push_back(others[j]);
        return seat(seats, group), true;
    }
    return false;
}

void QuickMatch::seat(int seats, const std::vector<std::size_t>& members)
{
    std::vector<QString> keys;
    for (std::size_t i : members)
        keys.push_back(queue_[i].key);
    std::erase_if(queue_,
                  [&keys](const Waiting& w) { return std::find(keys.begin(), keys.end(), w.key) != keys.end(); });
    emit matched(seats, keys);
    emit queueChanged(seats);
}

} // namespace tilerummy::lobby
