// A small, portable, seeded random source (PCG32) and a shuffle built on it,
// so that the same seed deals the same tiles on every compiler and platform
// (std::shuffle and the std distributions differ between standard libraries).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace tilerummy {

class Random {
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }
    void reseed(std::uint64_t seed);

    std::uint32_t next();
    // Uniform in [0, bound), bound > 0, without modulo bias.
    std::uint32_t below(std::uint32_t bound);
    // True with probability numerator/denominator.
    bool chance(std::uint32_t numerator, std::uint32_t denominator) { return below(denominator) < numerator; }

    template <typename T> void shuffle(std::vector<T>& items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }

private:
    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 0;
};

// A well-mixed seed for item `index` of a seeded series (SplitMix64): the
// games of a self-play run, the rounds of a match.
std::uint64_t deriveSeed(std::uint64_t seed, int index);

} // namespace tilerummy
