// Generates the solver benchmark's positions (tests/data/solver_positions.jsonl):
// mid- and late-game positions taken from seeded AI self-play games, after the
// player's initial meld, with tables of 30..80 tiles and racks of 1..34 tiles.
//
//   make_positions [--count N] [--seed S] [--out FILE] [--hard]
//
// --hard makes the class the solver finds hardest
// (tests/data/solver_positions_hard.jsonl): late-game positions of a player
// who has drawn for many turns, tables of 30..60 tiles against racks of 22..34
// tiles holding both jokers (taken only where neither joker is on the table).
//
// How a position is made: seeded games between AI seats are played out by the
// core's own self-play loop (tilerummy::runSelfPlay: Game and AiPlayer). At the start
// of a turn of a player past the initial meld, when the table holds 30..80
// tiles and that table size's band (30-34, 35-39, ..., 75-80) still wants
// positions, about one turn in three, the table and the player's rack are
// taken (at most six positions a game, two rounds of turns apart at least). The rack is then brought to a target
// size drawn for the position (1..34, at most the 106 tiles minus the table):
// a rack too big keeps a random part of itself; a rack too small keeps
// drawing, the pool's next tiles first (a player who drew a lot), then tiles
// from the opponents' racks once the pool is dry (all unseen to the player, so
// still a possible position). One position in three whose rack has no joker
// while a joker is unseen gets that joker in place of one of its tiles (the
// AIs play jokers at once, so self-play racks seldom hold one). Objectives
// alternate tiles, points. The same seed gives the same file for the same AI
// players (the games follow the AI: a change to the AI changes the positions).
#include "game.h"
#include "meld.h"
#include "random.h"
#include "self_play.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// The positions of a class: the table sizes taken, the racks made.
struct PositionClass {
    int minTable = 30;
    int maxTable = 80;
    int minRack = 1;
    int maxRack = 34;
    bool bothJokers = false;                                // every rack holds both jokers
    int bands() const { return (maxTable - minTable) / 5; } // bands of about five tiles
};
const PositionClass kTypical{};
const PositionClass kHard{30, 60, 22, 34, true};

constexpr int kMaxPerGame = 6;     // positions taken from one game at most
constexpr int kRoundsApart = 2;    // and at least this many rounds of turns apart
constexpr int kTakeOneIn = 3;      // of the turns that qualify, about one in three
constexpr int kGameLimit = 200000; // no run needs this many games; a guard against a loop
constexpr int kJokerSwapOneIn = 3; // see above

int bandOf(const PositionClass& c, int tableSize)
{
    // 30..34, 35..39, ..., and the last band takes the top size too (75..80)
    return std::min(c.bands() - 1, (tableSize - c.minTable) / 5);
}

std::string tilesJson(const tilerummy::Tiles& tiles)
{
    std::string out = "[";
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += "\"" + tiles[i].notation() + "\"";
    }
    return out + "]";
}

struct Position {
    tilerummy::Table table;
    tilerummy::Tiles rack;
    bool points = false;
};

std::string positionJson(const Position& p)
{
    std::string out = "{\"table\": [";
    for (std::size_t i = 0; i < p.table.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += tilesJson(p.table[i]);
    }
    out += "], \"rack\": " + tilesJson(p.rack) + ", \"initialMeldDone\": true, \"objective\": \"" +
           (p.points ? "points" : "tiles") + "\"}";
    return out;
}

int tableSize(const tilerummy::Table& table)
{
    int n = 0;
    for (const auto& set : table)
        n += static_cast<int>(set.size());
    return n;
}

// A possible position: every set valid, at most what the box holds.
bool possible(const Position& p, std::string* why)
{
    for (const auto& set : p.table) {
        if (!tilerummy::isValidSet(set)) {
            *why = "invalid set " + tilerummy::notation(set);
            return false;
        }
    }
    tilerummy::TileCounts counts(p.table);
    counts.add(p.rack);
    return counts.withinBox(why);
}

// The seats of game g: two to four players, mostly the solving AIs.
std::vector<tilerummy::AiLevel> seatsOf(int g)
{
    using tilerummy::AiLevel;
    static const std::vector<std::vector<AiLevel>> lineUps = {
        {AiLevel::Expert, AiLevel::Standard},
        {AiLevel::Standard, AiLevel::Expert, AiLevel::Standard},
        {AiLevel::Expert, AiLevel::Beginner, AiLevel::Standard, AiLevel::Expert},
        {AiLevel::Standard, AiLevel::Standard},
        {AiLevel::Expert, AiLevel::Expert, AiLevel::Beginner},
        {AiLevel::Standard, AiLevel::Expert, AiLevel::Expert, AiLevel::Standard},
    };
    return lineUps[static_cast<std::size_t>(g) % lineUps.size()];
}

// Watches the self-play games and snapshots positions at the start of turns.
class Collector : public tilerummy::SelfPlayObserver {
public:
    Collector(int count, std::uint64_t seed, PositionClass c)
        : count_(count), class_(c), rng_(tilerummy::deriveSeed(seed, -1))
    {
        // Positions wanted per band of table sizes (the first bands take the remainder).
        wanted_.assign(static_cast<std::size_t>(c.bands()), count / c.bands());
        for (int b = 0; b < count % c.bands(); ++b)
            ++wanted_[static_cast<std::size_t>(b)];
    }
    int size() const { return static_cast<int>(positions_.size()); }
    const std::vector<Position>& positions() const { return positions_; }
    const std::string& error() const { return error_; }

    void dealt(int, const tilerummy::Game& g) override
    {
        game_ = &g;
        taken_ = 0;
        nextTurn_ = 0;
    }
    void turn(int, const tilerummy::TurnRecord&) override
    {
        if (!game_->isOver())
            maybeTake(*game_); // the start of the next player's turn
    }
    void ended(int, const tilerummy::Game&) override { game_ = nullptr; }

private:
    void maybeTake(const tilerummy::Game& game)
    {
        const int p = game.currentPlayer();
        const tilerummy::Table table = tilerummy::facesOf(game.table());
        const int size = tableSize(table);
        const auto isJoker = [](tilerummy::TileId id) { return tilerummy::faceOf(id).isJoker(); };
        const bool jokerOnTable = tilerummy::TileCounts(table)[tilerummy::Tile::joker()] > 0;
        if (!game.initialMeldDone(p) || size < class_.minTable || size > class_.maxTable || taken_ >= kMaxPerGame ||
            game.turnNumber() < nextTurn_ || wanted_[static_cast<std::size_t>(bandOf(class_, size))] == 0 ||
            this->size() >= count_ || (class_.bothJokers && jokerOnTable) || !rng_.chance(1, kTakeOneIn))
            return;
        // The rack's target size, then the tiles to bring it there.
        const int most = std::min(class_.maxRack, tilerummy::kTileCount - size);
        if (most < class_.minRack)
            return;
        const int target =
            class_.minRack + static_cast<int>(rng_.below(static_cast<std::uint32_t>(most - class_.minRack + 1)));
        tilerummy::IdSet rack = game.rack(p);
        tilerummy::IdSet unseen(game.pool().rbegin(), game.pool().rend()); // the next draws first
        tilerummy::IdSet others;
        for (int q = 0; q < game.playerCount(); ++q)
            if (q != p)
                others.insert(others.end(), game.rack(q).begin(), game.rack(q).end());
        rng_.shuffle(others);
        unseen.insert(unseen.end(), others.begin(), others.end());
        if (static_cast<int>(rack.size()) > target) {
            rng_.shuffle(rack);
            unseen.insert(unseen.end(), rack.begin() + target, rack.end());
            rack.resize(static_cast<std::size_t>(target));
        } else {
            const auto extra = static_cast<std::ptrdiff_t>(static_cast<std::size_t>(target) - rack.size());
            rack.insert(rack.end(), unseen.begin(), unseen.begin() + extra);
            unseen.erase(unseen.begin(), unseen.begin() + extra);
        }
        const auto joker = std::find_if(unseen.begin(), unseen.end(), isJoker);
        if (class_.bothJokers) {
            // Every unseen joker takes the place of a rack tile that is not one.
            for (auto it = unseen.begin(); it != unseen.end(); ++it) {
                if (!isJoker(*it))
                    continue;
                std::vector<std::size_t> plain;
                for (std::size_t i = 0; i < rack.size(); ++i)
                    if (!isJoker(rack[i]))
                        plain.push_back(i);
                const std::size_t at = plain[rng_.below(static_cast<std::uint32_t>(plain.size()))];
                std::swap(rack[at], *it);
            }
        } else if (std::none_of(rack.begin(), rack.end(), isJoker) && joker != unseen.end() &&
                   rng_.chance(1, kJokerSwapOneIn)) {
            rack[rng_.below(static_cast<std::uint32_t>(rack.size()))] = *joker;
        }

        Position pos;
        pos.table = table;
        pos.rack = tilerummy::facesOf(rack);
        std::sort(pos.rack.begin(), pos.rack.end(), [](tilerummy::Tile a, tilerummy::Tile b) {
            if (a.isJoker() != b.isJoker())
                return b.isJoker();
            if (a.colour() != b.colour())
                return a.colour() < b.colour();
            return a.value() < b.value();
        });
        pos.points = positions_.size() % 2 == 1;
        std::string why;
        if (!possible(pos, &why)) {
            error_ = "an impossible position: " + why;
            return;
        }
        positions_.push_back(std::move(pos));
        --wanted_[static_cast<std::size_t>(bandOf(class_, size))];
        ++taken_;
        nextTurn_ = game.turnNumber() + kRoundsApart * game.playerCount();
    }

    int count_;
    PositionClass class_;
    tilerummy::Random rng_;
    std::vector<int> wanted_;
    std::vector<Position> positions_;
    const tilerummy::Game* game_ = nullptr;
    int taken_ = 0;
    int nextTurn_ = 0;
    std::string error_;
};

int usage()
{
    std::fprintf(stderr, "usage: make_positions [--count N] [--seed S] [--out FILE] [--hard]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    int count = 400;
    std::uint64_t seed = 20240611;
    const char* outPath = nullptr;
    bool hard = false;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--count") == 0 && hasValue)
            count = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--seed") == 0 && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (std::strcmp(argv[i], "--out") == 0 && hasValue)
            outPath = argv[++i];
        else if (std::strcmp(argv[i], "--hard") == 0)
            hard = true;
        else
            return usage();
    }
    if (count <= 0)
        return usage();

    Collector collector(count, seed, hard ? kHard : kTypical);
    int games = 0;
    for (int g = 0; collector.size() < count; ++g) {
        if (g >= kGameLimit) {
            std::fprintf(stderr, "make_positions: %d games gave only %d positions\n", g, collector.size());
            return 1;
        }
        ++games;
        tilerummy::SelfPlayOptions options;
        options.seats = seatsOf(g);
        options.games = 1;
        options.seed = tilerummy::deriveSeed(seed, g);
        tilerummy::SelfPlaySummary summary;
        std::string error;
        if (!tilerummy::runSelfPlay(options, &collector, &summary, &error) || !collector.error().empty()) {
            std::fprintf(stderr, "make_positions: game %d: %s%s\n", g, error.c_str(), collector.error().c_str());
            return 1;
        }
    }
    const std::vector<Position>& positions = collector.positions();

    std::FILE* out = outPath ? std::fopen(outPath, "w") : stdout;
    if (!out) {
        std::fprintf(stderr, "make_positions: cannot write %s\n", outPath);
        return 2;
    }
    int tableJokers = 0, rackJokers = 0, anyJokers = 0, bigRacks = 0;
    for (const auto& p : positions) {
        std::fprintf(out, "%s\n", positionJson(p).c_str());
        const bool onTable = tilerummy::TileCounts(p.table)[tilerummy::Tile::joker()] > 0;
        const bool inRack = tilerummy::TileCounts(p.rack)[tilerummy::Tile::joker()] > 0;
        tableJokers += onTable;
        rackJokers += inRack;
        anyJokers += onTable || inRack;
        bigRacks += p.rack.size() > 20;
    }
    if (outPath)
        std::fclose(out);
    std::fprintf(stderr,
                 "make_positions: %zu positions from %d games (seed %llu): jokers on the table in %d, in the rack "
                 "in %d, anywhere in %d; racks over 20 tiles: %d\n",
                 positions.size(), games, static_cast<unsigned long long>(seed), tableJokers, rackJokers, anyJokers,
                 bigRacks);
    return 0;
}
