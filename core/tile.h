// Tiles: the faces a player sees (a colour and a value, or a joker) and the
// 106 physical tiles of the box, each with a stable id.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilerummy {

inline constexpr int kColours = 4;
inline constexpr int kMaxValue = 13;
inline constexpr int kNumberedFaces = kColours * kMaxValue; // 52
inline constexpr int kFaceKinds = kNumberedFaces + 1;       // 52 numbered + the joker
inline constexpr int kCopiesPerFace = 2;
inline constexpr int kJokerCount = 2;
inline constexpr int kTileCount = kNumberedFaces * kCopiesPerFace + kJokerCount; // 106
inline constexpr int kJokerRackPenalty = 30;
// The most points tiles laid could be worth: every numbered tile, each joker as a 13 (754).
inline constexpr int kMostMeldPoints =
    kCopiesPerFace * kColours * (kMaxValue * (kMaxValue + 1) / 2) + kJokerCount * kMaxValue;

// Colour order is the display order of groups: black, red, blue, orange.
enum class Colour : std::uint8_t { Black = 0, Red = 1, Blue = 2, Orange = 3 };

char colourLetter(Colour c);
std::optional<Colour> colourFromLetter(char letter);

// The face of a tile: what is printed on it. Ordered value-major
// (K1 R1 B1 O1 K2 ... O13, joker last) so that sorting faces sorts by value.
class Tile {
public:
    constexpr Tile() = default;
    static constexpr Tile joker() { return Tile(kNumberedFaces); }
    static constexpr Tile numbered(Colour c, int value)
    {
        return Tile(static_cast<std::uint8_t>((value - 1) * kColours + static_cast<int>(c)));
    }
    static constexpr Tile fromIndex(int index) { return Tile(static_cast<std::uint8_t>(index)); }

    constexpr bool isJoker() const { return code_ == kNumberedFaces; }
    constexpr int value() const { return isJoker() ? 0 : code_ / kColours + 1; }
    constexpr Colour colour() const { return static_cast<Colour>(code_ % kColours); }
    // 0..51 for numbered faces (value-major), 52 for the joker.
    constexpr int index() const { return code_; }
    // What the tile costs when left on a rack at the end of a round.
    constexpr int rackPenalty() const { return isJoker() ? kJokerRackPenalty : value(); }

    std::string notation() const;
    static std::optional<Tile> parse(std::string_view text);

    friend constexpr bool operator==(Tile, Tile) = default;
    friend constexpr auto operator<=>(Tile, Tile) = default;

private:
    constexpr explicit Tile(std::uint8_t code) : code_(code) {}
    std::uint8_t code_ = 0;
};

using Tiles = std::vector<Tile>;
using Table = std::vector<Tiles>; // the sets on the table

// A physical tile of the box: 0..105. Ids 2f and 2f+1 carry face f (value-major
// index); 104 and 105 are the jokers.
using TileId = int;
inline Tile faceOf(TileId id)
{
    return Tile::fromIndex(id / kCopiesPerFace);
}
std::vector<TileId> allTileIds();

Tiles facesOf(const std::vector<TileId>& ids);
std::vector<Tiles> facesOf(const std::vector<std::vector<TileId>>& sets);

std::string notation(const Tiles& tiles, char separator = ' ');

// The tiles in face order: two sets hold the same tiles when these are equal.
Tiles sortedTiles(Tiles tiles);

// Parses a list of tile notations; on failure returns nullopt and names the bad token.
std::optional<Tiles> parseTiles(const std::vector<std::string>& tokens, std::string* error);

// How many of each face a collection holds: the tool for counting and for
// checking that tiles were neither made up nor lost.
class TileCounts {
public:
    TileCounts() { counts_.fill(0); }
    explicit TileCounts(const Tiles& tiles);
    explicit TileCounts(const Table& table);

    void add(Tile t, int n = 1) { counts_[static_cast<std::size_t>(t.index())] += n; }
    void add(const Tiles& tiles);
    void add(const Table& table);
    int operator[](Tile t) const { return counts_[static_cast<std::size_t>(t.index())]; }
    int total() const;
    // What the box holds: two of each face, two jokers.
    static TileCounts box();
    // Every count within what the box holds?
    bool withinBox(std::string* error = nullptr) const;
    // Is every count here at most the same count in other?
    bool isSubsetOf(const TileCounts& other) const;
    Tiles tiles() const;                             // sorted
    TileCounts minus(const TileCounts& other) const; // counts may go negative

    friend bool operator==(const TileCounts&, const TileCounts&) = default;

private:
    std::array<int, kFaceKinds> counts_;
};

} // namespace tilerummy
