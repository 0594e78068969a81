// What the fuzz targets share: a property check that stops the run (in every
// build type: assert() is gone under NDEBUG), a reader that turns the fuzz
// bytes into choices (plain C++, so that the replay build compiles it with
// gcc too), and independent facts about sets to compare the engine with.
#pragma once

#include "tile.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace fuzz {

[[noreturn]] inline void propertyFailed(const char* condition, const char* file, int line, const std::string& detail)
{
    std::fprintf(stderr, "%s:%d: property failed: %s\n%s\n", file, line, condition, detail.c_str());
    std::fflush(stderr);
    std::abort();
}

// FUZZ_CHECK(condition, detail): aborts with the detail (a std::string
// expression, evaluated only on failure) when the property does not hold.
#define FUZZ_CHECK(condition, detail)                                                                                  \
    do {                                                                                                               \
        if (!(condition))                                                                                              \
            ::fuzz::propertyFailed(#condition, __FILE__, __LINE__, (detail));                                          \
    } while (false)

// Reads choices from the fuzz bytes; past the end every read is 0.
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    bool empty() const { return size_ == 0; }
    std::uint8_t byte()
    {
        if (size_ == 0)
            return 0;
        --size_;
        return *data_++;
    }
    bool flag() { return (byte() & 1) != 0; }
    // A number in low..high (high - low below 256).
    int range(int low, int high) { return low + byte() % (high - low + 1); }
    tilerummy::Tile tile() { return tilerummy::Tile::fromIndex(range(0, tilerummy::kFaceKinds - 1)); }

private:
    const std::uint8_t* data_;
    std::size_t size_;
};

// The facts of a set worked out the slow way, by trying every reading: as a
// run starting at each value, as a group of each value. Written apart from
// the engine's analyseSet (core/meld.cpp) to be compared with it.
struct SetFacts {
    bool canBeRun = false;
    bool canBeGroup = false;
    int bestRun = 0;   // the most a run reading is worth (jokers as the tiles they stand for)
    int bestGroup = 0; // the most a group reading is worth
    bool valid() const { return canBeRun || canBeGroup; }
    int meldValue() const { return std::max(bestRun, bestGroup); }
};

inline SetFacts setFacts(const tilerummy::Tiles& set)
{
    SetFacts facts;
    const int n = static_cast<int>(set.size());
    const int jokers = static_cast<int>(std::count(set.begin(), set.end(), tilerummy::Tile::joker()));
    if (n < 3 || jokers > tilerummy::kJokerCount)
        return facts;
    // A run: one colour, the values start..start+n-1 each at most once.
    for (int start = 1; start + n - 1 <= tilerummy::kMaxValue; ++start) {
        bool fits = true;
        std::vector<int> seen(tilerummy::kMaxValue + 1, 0);
        int colour = -1;
        for (tilerummy::Tile t : set) {
            if (t.isJoker())
                continue;
            const int c = static_cast<int>(t.colour());
            if ((colour >= 0 && c != colour) || t.value() < start || t.value() > start + n - 1 ||
                seen[static_cast<std::size_t>(t.value())]++ > 0) {
                fits = false;
                break;
            }
            colour = c;
        }
        if (fits) {
            facts.canBeRun = true;
            facts.bestRun = std::max(facts.bestRun, n * start + n * (n - 1) / 2);
        }
    }
    // A group: one value, each colour at most once, 3 or 4 tiles.
    for (int value = 1; value <= tilerummy::kMaxValue && n <= tilerummy::kColours; ++value) {
        bool fits = true;
        std::vector<int> seen(tilerummy::kColours, 0);
        for (tilerummy::Tile t : set) {
            if (t.isJoker())
                continue;
            if (t.value() != value || seen[static_cast<std::size_t>(t.colour())]++ > 0) {
                fits = false;
                break;
            }
        }
        if (fits) {
            facts.canBeGroup = true;
            facts.bestGroup = std::max(facts.bestGroup, n * value);
        }
    }
    return facts;
}

inline std::string describe(const tilerummy::Table& table)
{
    std::string out;
    for (const auto& set : table)
        out += "[" + tilerummy::notation(set) + "] ";
    return out;
}

} // namespace fuzz
