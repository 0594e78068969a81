// A rate limit as a bucket of tokens: it holds `burst` at most, gains
// `perSecond` each second, and each thing limited takes one. What a client
// may send (TableServer), a friend's chat (TableHub), a lobby player's tables
// and an address's new players (LobbyServer) are each limited by one.
#pragma once

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>

namespace tilerummy::net {

class RateBucket {
public:
    RateBucket(double burst, double perSecond) : tokens_(burst), burst_(burst), perSecond_(perSecond)
    {
        sinceRefill_.start();
    }
    // One taken: false (none taken) when the bucket is empty.
    bool take()
    {
        refill();
        if (tokens_ < 1)
            return false;
        tokens_ -= 1;
        return true;
    }
    // One given back (what was taken for something that turned out not to count).
    void giveBack() { tokens_ = std::min(burst_, tokens_ + 1); }
    // Milliseconds until one can be taken (0: now).
    int waitMs()
    {
        refill();
        return tokens_ >= 1 ? 0 : static_cast<int>(std::ceil((1 - tokens_) * 1000.0 / perSecond_));
    }

private:
    void refill()
    {
        tokens_ = std::min(burst_, tokens_ + static_cast<double>(sinceRefill_.restart()) * perSecond_ / 1000.0);
    }

    double tokens_;
    double burst_;
    double perSecond_;
    QElapsedTimer sinceRefill_;
};

} // namespace tilerummy::net
