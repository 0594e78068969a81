#include "rollout_value.h"

#include <algorithm>

namespace tilerummy {

namespace {

int rackPoints(const Tiles& rack)
{
    int points = 0;
    for (Tile t : rack)
        points += t.rackPenalty();
    return points;
}

int jokers(const Tiles& rack)
{
    return static_cast<int>(std::count_if(rack.begin(), rack.end(), [](Tile t) { return t.isJoker(); }));
}

// 1000 / (1 + e^-x) at x = -6, -5.75, ... 6, rounded: the logistic curve as whole numbers.
constexpr std::array<int, 49> kLogistic = {2,   3,   4,   5,   7,   9,   11,  14,  18,  23,  29,  37,  47,
                                           60,  76,  95,  119, 148, 182, 223, 269, 321, 378, 438, 500, 562,
                                           622, 679, 731, 777, 818, 852, 881, 905, 924, 940, 953, 963, 971,
                                           977, 982, 986, 989, 991, 993, 995, 996, 997, 998};
constexpr long long kStep = 250000; // a quarter, in millionths

} // namespace

// Fitted by `ai_strength --fit-value --games 300 --seed 20261410 --threads 2`
// (docs/benchmarks.md, "Issue 51: measured on mirrored deals").
const std::array<long long, kValueFeatureCount> kValueWeights = {-1189210, -141528, 156276, 16968,  -13875, -246480,
                                                                 -46560,   9411,    12227,  -48689, -695803};

ValueFeatures valueFeatures(const std::vector<Tiles>& racks, int tableTiles, int poolTiles, int me, int next)
{
    ValueFeatures f{};
    const int players = static_cast<int>(racks.size());
    const Tiles& mine = racks[static_cast<std::size_t>(me)];
    f[kBias] = 1;
    f[kMyTiles] = static_cast<int>(mine.size());
    f[kMyPoints] = rackPoints(mine);
    f[kMyJokers] = jokers(mine);
    int fewest = -1;
    for (int p = 0; p < players; ++p) {
        if (p == me)
            continue;
        const Tiles& rack = racks[static_cast<std::size_t>(p)];
        f[kOpponentJokers] += jokers(rack);
        const int points = rackPoints(rack);
        if (fewest < 0 || rack.size() < racks[static_cast<std::size_t>(fewest)].size() ||
            (rack.size() == racks[static_cast<std::size_t>(fewest)].size() && points < f[kThatOpponentsPoints])) {
            fewest = p;
            f[kThatOpponentsPoints] = points;
        }
    }
    f[kFewestOpponentTiles] = fewest < 0 ? 0 : static_cast<int>(racks[static_cast<std::size_t>(fewest)].size());
    f[kPoolTiles] = poolTiles;
    f[kTableTiles] = tableTiles;
    f[kTurnsUntilMine] = ((me - next) % players + players) % players;
    f[kFourSeats] = players == 4 ? 1 : 0;
    return f;
}

int winShare(const ValueFeatures& features, const std::array<long long, kValueFeatureCount>& weights)
{
    long long logit = 0; // in millionths
    for (std::size_t i = 0; i < features.size(); ++i)
        logit += weights[i] * features[i];
    const long long from = -24 * kStep;
    const long long at = std::clamp(logit - from, 0LL, 48 * kStep - 1);
    const auto i = static_cast<std::size_t>(at / kStep);
    const long long r = at % kStep;
    const long long permille = (kLogistic[i] * (kStep - r) + kLogistic[i + 1] * r) / kStep;
    return static_cast<int>(std::clamp((permille + 5) / 10, 1LL, 99LL));
}

} // namespace tilerummy
