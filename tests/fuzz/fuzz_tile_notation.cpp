// Fuzz target: the tile notation ("R7", "J") as `validate` and every JSON
// reader take it. The bytes are read as text.
//  - Tile::parse accepts exactly J and K/R/B/O with 1..13 written without
//    sign or leading zero (checked against a reading of its own), and the
//    tile's notation() gives the text back;
//  - parseTiles on the words of the text accepts them iff each word parses,
//    names the first bad word when not, and its tiles written with notation()
//    and parsed again are the same tiles;
//  - for the tiles as a set (as `validate` judges them): analyseSet agrees
//    with the slow reading of fuzz_support.h (valid, run or group, meld value),
//    its canonical order holds the same tiles, and classifySetFault calls it
//    valid iff analyseSet does.
#include "fuzz_support.h"
#include "meld.h"
#include "set_fault.h"
#include "tile.h"

#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

// The notation read apart from Tile::parse: the face it names, if any.
std::optional<int> expectedIndex(std::string_view text)
{
    if (text == "J")
        return tilerummy::kNumberedFaces;
    static constexpr std::string_view kLetters = "KRBO";
    if (text.size() < 2 || kLetters.find(text[0]) == std::string_view::npos)
        return std::nullopt;
    const std::string_view number = text.substr(1);
    for (int value = 1; value <= tilerummy::kMaxValue; ++value)
        if (number == std::to_string(value))
            return (value - 1) * tilerummy::kColours + static_cast<int>(kLetters.find(text[0]));
    return std::nullopt;
}

std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string word;
    while (in >> word)
        out.push_back(word);
    return out;
}

void checkOne(std::string_view text)
{
    const auto tile = tilerummy::Tile::parse(text);
    const auto expected = expectedIndex(text);
    FUZZ_CHECK(tile.has_value() == expected.has_value(),
               "parse and the expected reading disagree on \"" + std::string(text) + "\"");
    if (!tile)
        return;
    FUZZ_CHECK(tile->index() == *expected, "\"" + std::string(text) + "\" parsed as " + tile->notation());
    FUZZ_CHECK(tile->notation() == text, "\"" + std::string(text) + "\" written back as " + tile->notation());
    FUZZ_CHECK(tilerummy::Tile::fromIndex(tile->index()) == *tile, "index round trip of " + tile->notation());
    if (!tile->isJoker())
        FUZZ_CHECK(tilerummy::Tile::numbered(tile->colour(), tile->value()) == *tile,
                   "colour/value of " + tile->notation());
}

void checkSet(const tilerummy::Tiles& tiles)
{
    const tilerummy::SetAnalysis a = tilerummy::analyseSet(tiles);
    const fuzz::SetFacts facts = fuzz::setFacts(tiles);
    const std::string shown = tilerummy::notation(tiles);
    FUZZ_CHECK(a.valid() == facts.valid(), "analyseSet says " + std::string(a.valid() ? "valid" : "invalid") + " for " +
                                               shown + " (" + a.reason + ")");
    FUZZ_CHECK(a.canBeRun == facts.canBeRun && a.canBeGroup == facts.canBeGroup, "run/group readings of " + shown);
    FUZZ_CHECK(a.valid() == a.reason.empty(), "reason \"" + a.reason + "\" for " + shown);
    FUZZ_CHECK(tilerummy::sortedTiles(a.canonical) == tilerummy::sortedTiles(tiles),
               "canonical " + tilerummy::notation(a.canonical) + " of " + shown);
    if (a.valid()) {
        FUZZ_CHECK(a.meldValue == facts.meldValue(), "meld value " + std::to_string(a.meldValue) + " of " + shown +
                                                         ", expected " + std::to_string(facts.meldValue()));
        // The kind shown: the reading worth more, a run on a tie.
        const bool run = facts.canBeRun && (!facts.canBeGroup || facts.bestRun >= facts.bestGroup);
        FUZZ_CHECK((a.kind == tilerummy::SetKind::Run) == run, "kind of " + shown);
        if (a.kind == tilerummy::SetKind::Run) {
            // Ascending, jokers where they stand: each numbered tile one above the last place.
            int start = 0;
            for (std::size_t i = 0; i < a.canonical.size(); ++i)
                if (!a.canonical[i].isJoker()) {
                    start = a.canonical[i].value() - static_cast<int>(i);
                    break;
                }
            for (std::size_t i = 0; i < a.canonical.size(); ++i)
                FUZZ_CHECK(a.canonical[i].isJoker() || a.canonical[i].value() == start + static_cast<int>(i),
                           "run order " + tilerummy::notation(a.canonical));
            FUZZ_CHECK(start >= 1 && start + static_cast<int>(a.canonical.size()) - 1 <= tilerummy::kMaxValue,
                       "run places " + tilerummy::notation(a.canonical));
        }
    }
    const tilerummy::SetFault fault = tilerummy::classifySetFault(tiles, tilerummy::TileCounts(tiles), {});
    FUZZ_CHECK(fault.valid() == a.valid(),
               "classifySetFault " + std::string(tilerummy::setFaultName(fault.kind)) + " for " + shown);
    FUZZ_CHECK(!tilerummy::setFaultName(fault.kind).empty(), "a set fault without a name");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    checkOne(text);

    const std::vector<std::string> tokens = words(text);
    for (const auto& token : tokens)
        checkOne(token);
    std::string error;
    const auto tiles = tilerummy::parseTiles(tokens, &error);
    std::size_t firstBad = 0;
    while (firstBad < tokens.size() && tilerummy::Tile::parse(tokens[firstBad]))
        ++firstBad;
    FUZZ_CHECK(tiles.has_value() == (firstBad == tokens.size()), "parseTiles on \"" + text + "\"");
    if (!tiles) {
        FUZZ_CHECK(error.find("'" + tokens[firstBad] + "'") != std::string::npos,
                   "the error \"" + error + "\" does not name \"" + tokens[firstBad] + "\"");
        return 0;
    }
    FUZZ_CHECK(tiles->size() == tokens.size(), "parseTiles lost or made tiles");
    const std::string written = tilerummy::notation(*tiles);
    const auto again = tilerummy::parseTiles(words(written), &error);
    FUZZ_CHECK(again && *again == *tiles, "\"" + written + "\" does not parse back to the same tiles");
    FUZZ_CHECK(tilerummy::TileCounts(*tiles).total() == static_cast<int>(tiles->size()), "counts of " + written);
    FUZZ_CHECK(tilerummy::TileCounts(*tiles).tiles() == tilerummy::sortedTiles(*tiles), "counted tiles of " + written);
    if (tilerummy::TileCounts(*tiles).withinBox())
        checkSet(*tiles); // `validate` judges only tiles the box holds
    return 0;
}
