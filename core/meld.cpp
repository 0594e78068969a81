#include "meld.h"

#include <algorithm>

namespace tilerummy {

namespace {

std::string tooFewReason(std::size_t n)
{
    return "a set needs at least 3 tiles; this one has " + std::to_string(n);
}

// Fills in run facts when the numbered tiles (sorted by value) can form a run of n tiles.
bool analyseRun(const Tiles& numbered, int n, SetAnalysis& out, std::string& why)
{
    const Colour colour = numbered.front().colour();
    for (std::size_t i = 0; i < numbered.size(); ++i) {
        if (numbered[i].colour() != colour) {
            why = "mixes colours and values: neither a run nor a group";
            return false;
        }
        if (i > 0 && numbered[i].value() == numbered[i - 1].value()) {
            why = "a run holds each value once; this one has two " + numbered[i].notation();
            return false;
        }
    }
    if (n > kMaxRunSize) {
        why = "a run has at most 13 tiles; this one has " + std::to_string(n);
        return false;
    }
    const int low = numbered.front().value();
    const int high = numbered.back().value();
    if (high - low + 1 > n) {
        if (low == 1 && high == kMaxValue)
            why = "1 never follows 13: a run does not wrap around";
        else
            why = "the values " + numbered.front().notation() + " to " + numbered.back().notation() +
                  " leave gaps that the jokers cannot fill";
        return false;
    }
    // Jokers take the highest places they can: start as high as the tiles allow.
    const int start = std::min(low, kMaxValue + 1 - n);
    out.canBeRun = true;
    out.kind = SetKind::Run;
    out.meldValue = std::max(out.meldValue, n * start + n * (n - 1) / 2);
    Tiles canonical(static_cast<std::size_t>(n), Tile::joker());
    for (Tile t : numbered)
        canonical[static_cast<std::size_t>(t.value() - start)] = t;
    out.canonical = std::move(canonical);
    return true;
}

bool analyseGroup(const Tiles& numbered, int n, SetAnalysis& out, std::string& why)
{
    const int value = numbered.front().value();
    Tiles byColour = numbered;
    std::sort(byColour.begin(), byColour.end(), [](Tile a, Tile b) { return a.colour() < b.colour(); });
    for (std::size_t i = 0; i < byColour.size(); ++i) {
        if (byColour[i].value() != value) {
            why = "mixes colours and values: neither a run nor a group";
            return false;
        }
        if (i > 0 && byColour[i].colour() == byColour[i - 1].colour()) {
            why = "a group holds each colour once; this one has two " + byColour[i].notation();
            return false;
        }
    }
    if (n > kMaxGroupSize) {
        why = "a group has at most 4 tiles; this one has " + std::to_string(n);
        return false;
    }
    out.canBeGroup = true;
    // Tiles that read both ways (one numbered tile and jokers) show and count
    // as the reading worth more; a run on a tie.
    if (!out.canBeRun || n * value > out.meldValue) {
        out.kind = SetKind::Group;
        byColour.resize(static_cast<std::size_t>(n), Tile::joker());
        out.canonical = std::move(byColour);
    }
    out.meldValue = std::max(out.meldValue, n * value);
    return true;
}

} // namespace

bool canBecomeSet(const Tiles& tiles)
{
    if (tiles.size() >= static_cast<std::size_t>(kMinSetSize))
        return isValidSet(tiles);
    if (tiles.size() < 2)
        return !tiles.empty();
    const Tile a = tiles[0];
    const Tile b = tiles[1];
    if (a.isJoker() || b.isJoker())
        return true;
    // A group's two colours, or a run's two numbers (the tiles between can come).
    return (a.value() == b.value()) != (a.colour() == b.colour());
}

SetAnalysis analyseSet(const Tiles& tiles)
{
    SetAnalysis out;
    out.canonical = tiles;
    const int n = static_cast<int>(tiles.size());
    if (n < kMinSetSize) {
        out.reason = tooFewReason(tiles.size());
        return out;
    }
    Tiles numbered;
    for (Tile t : tiles)
        if (!t.isJoker())
            numbered.push_back(t);
    const int jokers = n - static_cast<int>(numbered.size());
    if (jokers > kJokerCount) {
        out.reason = "a set holds at most 2 jokers";
        return out;
    }
    std::sort(numbered.begin(), numbered.end(), [](Tile a, Tile b) {
        return a.value() < b.value() || (a.value() == b.value() && a.colour() < b.colour());
    });

    std::string runWhy, groupWhy;
    analyseRun(numbered, n, out, runWhy);
    analyseGroup(numbered, n, out, groupWhy);
    if (!out.canBeRun && !out.canBeGroup) {
        // Explain with the reading that the tiles come closest to.
        const bool sameValue = std::all_of(numbered.begin(), numbered.end(),
                                           [&](Tile t) { return t.value() == numbered.front().value(); });
        out.reason = sameValue ? groupWhy : runWhy;
        out.canonical = tiles;
        out.meldValue = 0;
    }
    return out;
}

Tiles jokerFaces(const Tiles& set, std::size_t index)
{
    Tiles faces;
    if (index >= set.size() || !set[index].isJoker() || !analyseSet(set).valid())
        return faces;
    Tiles trial = set;
    for (int i = 0; i < kNumberedFaces; ++i) {
        trial[index] = Tile::fromIndex(i);
        if (analyseSet(trial).valid())
            faces.push_back(trial[index]);
    }
    return faces;
}

std::vector<Tiles> jokersStandFor(const Tiles& set)
{
    const SetAnalysis analysis = analyseSet(set);
    if (!analysis.valid())
        return {};
    std::vector<Tiles> out;
    if (analysis.kind == SetKind::Run) {
        // The run's colour and first value from any numbered tile of it.
        const Tiles& run = analysis.canonical;
        const auto numbered = std::find_if(run.begin(), run.end(), [](Tile t) { return !t.isJoker(); });
        const int first = numbered->value() - static_cast<int>(numbered - run.begin());
        for (std::size_t place = 0; place < run.size(); ++place)
            if (run[place].isJoker())
                out.push_back({Tile::numbered(numbered->colour(), first + static_cast<int>(place))});
        return out;
    }
    // A group: each joker may be any colour the group lacks.
    Tiles lacking;
    const Tile some = *std::find_if(set.begin(), set.end(), [](Tile t) { return !t.isJoker(); });
    for (int c = 0; c < kColours; ++c) {
        const Tile face = Tile::numbered(static_cast<Colour>(c), some.value());
        if (std::find(set.begin(), set.end(), face) == set.end())
            lacking.push_back(face);
    }
    for (Tile t : set)
        if (t.isJoker())
            out.push_back(lacking);
    return out;
}

Table canonicalTable(const Table& table)
{
    Table out;
    out.reserve(table.size());
    for (const auto& set : table)
        out.push_back(analyseSet(set).canonical);
    return out;
}

} // namespace tilerummy
