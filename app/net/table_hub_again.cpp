// Play again with the same people (TableHub): once the match is over, the
// host asks every friend still connected, hears their answers, and deals the
// new match, each friend who said yes told to take their seat again with
// their token at the table opened anew (the window: TableHost, GameController).
#include "net/table_hub.h"
#include "net/table_hub_seat.h"

namespace tilerummy::net {

bool TableHub::hereToAsk(int seat) const
{
    const SeatState& s = at(seat);
    return isRemote(seat) && s.taken && s.connected && !s.left;
}

bool TableHub::mayAskAgain() const
{
    if (!over_ || !config_.lingers || againAsked())
        return false;
    for (int s = 0; s < seatCount(); ++s)
        if (hereToAsk(s))
            return true;
    return false;
}

bool TableHub::askAgain()
{
    if (!mayAskAgain())
        return false;
    const std::vector<SeatInfo> seats = seatInfos();
    for (int s = 0; s < seatCount(); ++s) {
        const QString& kind = seats[static_cast<std::size_t>(s)].kind;
        againAnswers_.push_back(kind == kHostSeat ? QString(again::kHost)
                                : !isRemote(s)    ? QString(again::kAi)
                                : hereToAsk(s)    ? QString(again::kAsked)
                                                  : QString(again::kNo));
    }
    broadcast(AgainAsked{againAnswers_}, -1, To::Players);
    emit againChanged();
    return true;
}

void TableHub::answerAgain(int seat, bool yes)
{
    if (againAnswers_.empty() || !isRemote(seat))
        return;
    QString& answer = againAnswers_[static_cast<std::size_t>(seat)];
    const QString now = yes ? QString(again::kYes) : QString(again::kNo);
    if (answer == now)
        return;
    answer = now;
    broadcast(AgainAsked{againAnswers_}, -1, To::Players);
    emit againChanged();
}

void TableHub::dealAgain()
{
    for (int s = 0; s < seatCount(); ++s) {
        if (!isRemote(s) || !at(s).connected)
            continue;
        if (againAnswers_.size() > static_cast<std::size_t>(s) &&
            againAnswers_[static_cast<std::size_t>(s)] == again::kYes)
            send(s, ErrorReply{errors::kAgain, QStringLiteral("The host deals a new match with the same people: "
                                                              "your seat is kept for you, taken with your key.")});
        else
            send(s, ErrorReply{errors::kClosed, QStringLiteral("The host deals a new match without you.")});
    }
    for (const Watcher& w : watchers_)
        send(w.id, ErrorReply{errors::kAgain, QStringLiteral("The host deals a new match with the same people: "
                                                             "watch it at the table opened anew.")});
    againAnswers_.clear();
    emit closed();
}

void TableHub::closeAfterMatch()
{
    if (!over_)
        return;
    againAnswers_.clear();
    emit closed();
}

} // namespace tilerummy::net
