// How much of a volume test to run. TR_TEST_SCALE is CMake's TILERUMMY_TEST_SCALE:
// 1 for a release build; the asan preset plays a tenth, where every game costs
// several times as much and a memory error shows in the first games as in the
// last. A loop of seeds runs volume(full, floor) of them.
#pragma once

#include <algorithm>
#include <cmath>

#ifndef TR_TEST_SCALE
#define TR_TEST_SCALE 1.0
#endif

namespace trtest {

// `full` scaled by TR_TEST_SCALE, never under `floor` (nor over `full`).
inline int volume(int full, int floor = 1)
{
    const int scaled = static_cast<int>(std::lround(full * static_cast<double>(TR_TEST_SCALE)));
    return std::min(full, std::max(floor, scaled));
}

} // namespace trtest
