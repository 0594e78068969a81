// The value of a look-ahead's guessed world when its rollout ends with no one
// out: the chance that seat `me` wins from there, as a logistic model fitted
// on self-play (`ai_strength --fit-value`, benchmarks/ai_value_fit.cpp; its
// command and figures in docs/benchmarks.md). Integer arithmetic throughout,
// so that a seeded game decides the same on every compiler.
#pragma once

#include "tile.h"

#include <array>
#include <vector>

namespace tilerummy {

// What the model reads of a world, from `me`'s side (all counts, points as
// the racks' penalty counts them, joker 30).
enum ValueFeature {
    kBias,
    kMyTiles,
    kFewestOpponentTiles,
    kMyPoints,
    kThatOpponentsPoints, // the points of the opponent with the fewest tiles
    kMyJokers,
    kOpponentJokers,
    kPoolTiles,
    kTableTiles,
    kTurnsUntilMine, // 0: mine is the next turn
    kFourSeats,      // 1 when four play, else 0
    kValueFeatureCount
};
using ValueFeatures = std::array<int, kValueFeatureCount>;

ValueFeatures valueFeatures(const std::vector<Tiles>& racks, int tableTiles, int poolTiles, int me, int next);

// The fitted weights, in millionths of the logit per unit of each feature.
extern const std::array<long long, kValueFeatureCount> kValueWeights;

// The chance of winning in hundredths (1..99) under `weights`.
int winShare(const ValueFeatures& features, const std::array<long long, kValueFeatureCount>& weights = kValueWeights);

} // namespace tilerummy
