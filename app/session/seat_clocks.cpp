#include "session/seat_clocks.h"

#include "session/turn_clock.h"

#include <algorithm>

SeatClocks::SeatClocks(const TurnClock& clock, QObject* parent) : QObject(parent), clock_(clock)
{
    connect(&clock_, &TurnClock::secondsLeftChanged, this, [this] {
        if (timed_ >= 0 && banks_.on())
            emit changed();
    });
}

void SeatClocks::deal(const tilerummy::Rules& rules, int players)
{
    banks_ = tilerummy::TimeBanks(rules, players);
    timed_ = -1;
    timedMs_ = -1;
    emit changed();
}

void SeatClocks::restore(const std::vector<std::int64_t>& leftMs)
{
    if (banks_.restore(leftMs))
        emit changed();
}

void SeatClocks::timing(int seat, std::int64_t turnMs)
{
    timed_ = turnMs >= 0 ? seat : -1;
    timedMs_ = turnMs;
    emit changed();
}

void SeatClocks::turnEnded(bool bankRanOut)
{
    if (timed_ < 0)
        return;
    banks_.turnTaken(timed_, bankRanOut ? timedMs_ : spentMs());
    timed_ = -1;
    timedMs_ = -1;
    emit changed();
}

std::int64_t SeatClocks::shownMs(int seat) const
{
    const std::int64_t bank = banks_.leftMs(seat);
    if (seat != timed_)
        return bank;
    return std::max<std::int64_t>(0, bank - spentMs());
}

std::int64_t SeatClocks::spentMs() const
{
    return std::clamp<std::int64_t>(timedMs_ - clock_.msLeft(), 0, timedMs_);
}

QStringList SeatClocks::texts() const
{
    QStringList texts;
    for (int seat = 0; seat < banks_.players(); ++seat)
        texts.append(QString::fromStdString(tilerummy::clockText(shownMs(seat))));
    return texts;
}

QList<int> SeatClocks::seconds() const
{
    QList<int> seconds;
    for (int seat = 0; seat < banks_.players(); ++seat)
        seconds.append(static_cast<int>((shownMs(seat) + 999) / 1000));
    return seconds;
}
