#include "random.h"

namespace tilerummy {

void Random::reseed(std::uint64_t seed)
{
    // PCG32 initialisation (O'Neill's pcg32_srandom with a fixed stream).
    state_ = 0;
    inc_ = (0xda3e39cb94b95bdbULL << 1u) | 1u;
    next();
    state_ += seed;
    next();
}

std::uint32_t Random::next()
{
    const std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

std::uint32_t Random::below(std::uint32_t bound)
{
    // Rejection sampling: discard the values that would bias the remainder.
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
        const std::uint32_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

std::uint64_t deriveSeed(std::uint64_t seed, int index)
{
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * static_cast<std::uint64_t>(index + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace tilerummy
