// A seed as people and files write it: the one reading of a seed typed on a
// command line (tilerummy-cli play --seed, tilerummy --seed), in a window
// (a practice puzzle's seed) or stored in a save.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace tilerummy {

// The decimal digits of a number 0..18446744073709551615 (every std::uint64_t;
// leading zeros allowed). Nothing else: no sign, no spaces (callers that take
// typed text trim it first), no "0x", no exponent. Nullopt when it is not one.
std::optional<std::uint64_t> parseSeed(std::string_view text);

} // namespace tilerummy
