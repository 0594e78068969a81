#include "tile.h"

#include <algorithm>
#include <numeric>

namespace tilerummy {

namespace {
constexpr char kColourLetters[kColours] = {'K', 'R', 'B', 'O'};
}

char colourLetter(Colour c)
{
    return kColourLetters[static_cast<int>(c)];
}

std::optional<Colour> colourFromLetter(char letter)
{
    for (int i = 0; i < kColours; ++i)
        if (kColourLetters[i] == letter)
            return static_cast<Colour>(i);
    return std::nullopt;
}

std::string Tile::notation() const
{
    if (isJoker())
        return "J";
    return colourLetter(colour()) + std::to_string(value());
}

std::optional<Tile> Tile::parse(std::string_view text)
{
    if (text == "J")
        return joker();
    if (text.size() < 2 || text.size() > 3)
        return std::nullopt;
    auto colour = colourFromLetter(text[0]);
    if (!colour)
        return std::nullopt;
    std::string_view digits = text.substr(1);
    if (digits[0] < '1' || digits[0] > '9')
        return std::nullopt; // no sign, no leading zero
    int value = 0;
    for (char ch : digits) {
        if (ch < '0' || ch > '9')
            return std::nullopt;
        value = value * 10 + (ch - '0');
    }
    if (value < 1 || value > kMaxValue)
        return std::nullopt;
    return numbered(*colour, value);
}

std::vector<TileId> allTileIds()
{
    std::vector<TileId> ids(kTileCount);
    std::iota(ids.begin(), ids.end(), 0);
    return ids;
}

Tiles facesOf(const std::vector<TileId>& ids)
{
    Tiles faces;
    faces.reserve(ids.size());
    for (TileId id : ids)
        faces.push_back(faceOf(id));
    return faces;
}

std::vector<Tiles> facesOf(const std::vector<std::vector<TileId>>& sets)
{
    std::vector<Tiles> out;
    out.reserve(sets.size());
    for (const auto& set : sets)
        out.push_back(facesOf(set));
    return out;
}

std::string notation(const Tiles& tiles, char separator)
{
    std::string out;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i)
            out += separator;
        out += tiles[i].notation();
    }
    return out;
}

Tiles sortedTiles(Tiles tiles)
{
    std::sort(tiles.begin(), tiles.end());
    return tiles;
}

std::optional<Tiles> parseTiles(const std::vector<std::string>& tokens, std::string* error)
{
    Tiles tiles;
    tiles.reserve(tokens.size());
    for (const auto& token : tokens) {
        auto tile = Tile::parse(token);
        if (!tile) {
            if (error)
                *error = "unknown tile '" + token + "' (expected K, R, B or O and 1..13, or J)";
            return std::nullopt;
        }
        tiles.push_back(*tile);
    }
    return tiles;
}

TileCounts::TileCounts(const Tiles& tiles) : TileCounts()
{
    add(tiles);
}
TileCounts::TileCounts(const Table& table) : TileCounts()
{
    add(table);
}

void TileCounts::add(const Tiles& tiles)
{
    for (Tile t : tiles)
        add(t);
}

void TileCounts::add(const Table& table)
{
    for (const auto& set : table)
        add(set);
}

int TileCounts::total() const
{
    return std::accumulate(counts_.begin(), counts_.end(), 0);
}

TileCounts TileCounts::box()
{
    TileCounts all;
    for (int i = 0; i < kFaceKinds; ++i)
        all.counts_[static_cast<std::size_t>(i)] = i == kNumberedFaces ? kJokerCount : kCopiesPerFace;
    return all;
}

bool TileCounts::withinBox(std::string* error) const
{
    const TileCounts all = box();
    for (int i = 0; i < kFaceKinds; ++i) {
        const int limit = all.counts_[static_cast<std::size_t>(i)];
        if (counts_[static_cast<std::size_t>(i)] > limit) {
            if (error)
                *error = std::to_string(counts_[static_cast<std::size_t>(i)]) + " copies of " +
                         Tile::fromIndex(i).notation() + " (the box holds " + std::to_string(limit) + ")";
            return false;
        }
    }
    return true;
}

bool TileCounts::isSubsetOf(const TileCounts& other) const
{
    for (std::size_t i = 0; i < counts_.size(); ++i)
        if (counts_[i] > other.counts_[i])
            return false;
    return true;
}

Tiles TileCounts::tiles() const
{
    Tiles out;
    for (int i = 0; i < kFaceKinds; ++i)
        for (int n = 0; n < counts_[static_cast<std::size_t>(i)]; ++n)
            out.push_back(Tile::fromIndex(i));
    return out;
}

TileCounts TileCounts::minus(const TileCounts& other) const
{
    TileCounts out = *this;
    for (std::size_t i = 0; i < counts_.size(); ++i)
        out.counts_[i] -= other.counts_[i];
    return out;
}

} // namespace tilerummy
