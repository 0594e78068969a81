#include "netplay/deal_verdict.h"

#include <algorithm>

using tilerummy::net::GameDealCheck;

namespace {

// What did not match, for "The deal of round %1 did not check out: %2."
QString mismatch(const tilerummy::DealCheck& check, int seat)
{
    switch (check.fault) {
    case tilerummy::DealCheck::Fault::None:
        return {};
    case tilerummy::DealCheck::Fault::Commitment:
        return ::DealVerdict::tr("the seed the host revealed is not the one it committed to");
    case tilerummy::DealCheck::Fault::First:
        return ::DealVerdict::tr("another player should have played first");
    case tilerummy::DealCheck::Fault::Rack:
        return check.player == seat ? ::DealVerdict::tr("your rack is not the one the seed deals")
                                    : ::DealVerdict::tr("a rack is not the one the seed deals");
    case tilerummy::DealCheck::Fault::Pool:
        return ::DealVerdict::tr("the pool after the deal is not the seed's");
    case tilerummy::DealCheck::Fault::Draw:
        return check.player == seat ? ::DealVerdict::tr("a tile you drew is not the one the pool held")
                                    : ::DealVerdict::tr("a draw took other tiles than the pool held");
    case tilerummy::DealCheck::Fault::Overdrawn:
        return ::DealVerdict::tr("more tiles were drawn than the pool held");
    }
    return {};
}

} // namespace

void DealVerdict::clear()
{
    witness_.clear();
    checks_.clear();
    published_ = false;
    emit checked();
}

void DealVerdict::heard(const tilerummy::net::ServerMessage& message, int seat, const tilerummy::Rules& rules)
{
    if (const auto* state = std::get_if<tilerummy::net::TableState>(&message)) {
        if (state->game == 0 && state->turn == 0) // a match dealt anew
            clear();
        witness_.state(*state, seat);
    } else if (const auto* turn = std::get_if<tilerummy::net::TurnPlayed>(&message)) {
        witness_.turn(*turn, seat);
    } else if (const auto* over = std::get_if<tilerummy::net::MatchOver>(&message)) {
        checks_ = witness_.check(*over, rules);
        seat_ = seat;
    }
}

void DealVerdict::publish()
{
    if (published_ || checks_.empty())
        return;
    published_ = true;
    emit checked();
}

bool DealVerdict::fair() const
{
    return published_ && std::all_of(checks_.begin(), checks_.end(), [](const GameDealCheck& check) {
               return check.outcome == GameDealCheck::Outcome::Fair;
           });
}

QString DealVerdict::words() const
{
    if (!published_)
        return {};
    const bool one = checks_.size() == 1;
    for (const GameDealCheck& check : checks_) {
        const int round = check.game + 1;
        switch (check.outcome) {
        case GameDealCheck::Outcome::Fair:
            continue;
        case GameDealCheck::Outcome::Unfair:
            return one ? tr("This deal did not check out: %1.").arg(mismatch(check.check, seat_))
                       //: %1 the round's number, %2 what did not match ("a tile you drew is not the one the pool
                       //: held").
                       : tr("The deal of round %1 did not check out: %2.").arg(round).arg(mismatch(check.check, seat_));
        case GameDealCheck::Outcome::NoSeed:
            return one ? tr("The host did not reveal this deal's seed: it could not be checked.")
                       : tr("The host did not reveal the seed of round %1: it could not be checked.").arg(round);
        case GameDealCheck::Outcome::Incomplete:
            return one ? tr("This deal could not be checked: you missed some of its turns.")
                       : tr("The deal of round %1 could not be checked: you missed some of its turns.").arg(round);
        }
    }
    return one ? tr("This deal was fair: checked.")
               //: %1 the number of rounds dealt, 2 or more.
               : tr("All %1 deals were fair: checked.").arg(checks_.size());
}
