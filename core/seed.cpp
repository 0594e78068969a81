#include "seed.h"

#include <algorithm>
#include <charconv>
#include <system_error>

namespace tilerummy {

std::optional<std::uint64_t> parseSeed(std::string_view text)
{
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, 10);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt; // too big
    return value;
}

} // namespace tilerummy
