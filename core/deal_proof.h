// Deals anyone can check. Before a game the host commits to its deal: the
// SHA-256 of the deal's secret seed, the seats and the rules (the text below).
// After the game it reveals the seed, and anyone who saw the game (a seat, a
// log) checks that the seed is the one committed to and that the racks dealt,
// the first player and every tile drawn follow from it (Game's shuffle).
#pragma once

#include "game.h"
#include "rules.h"
#include "tile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilerummy {

// What the commitment hashes: "tilerummy-deal/1", then one line each for the
// seed, the players and every rule (kIntRuleFields, then poolEmpty), as
// "name value" lines ending in "\n". docs/protocol.md shows an example.
std::string dealCommitmentText(std::uint64_t seed, int players, const Rules& rules);
// The commitment: sha256Hex(dealCommitmentText(...)), 64 lowercase hex digits.
std::string dealCommitment(std::uint64_t seed, int players, const Rules& rules);
// Whether `text` is written as a commitment is (64 lowercase hex digits).
bool looksLikeCommitment(const std::string& text);

// A draw as one who watched the game knows it: who drew how many, and the
// tiles when the watcher knows them (a log: every draw's faces; a seat: its
// own draws' ids).
struct SeenDraw {
    int player = 0;
    int count = 0;
    std::optional<Tiles> faces;
    std::optional<IdSet> ids;
};
// A game's deal and draws as one who watched it knows them.
struct SeenDeal {
    int players = 0;
    int first = 0;
    int pool = 0;                            // the pool's size after the deal
    std::vector<std::optional<Tiles>> racks; // each seat's dealt faces, when known (a log: all)
    std::optional<int> seat;                 // a seat's own view: its seat ...
    IdSet seatRack;                          // ... and the ids it was dealt
    std::vector<SeenDraw> draws;             // every draw and penalty, in the order played
};

// What the check found: fair, or the first thing that does not follow.
struct DealCheck {
    enum class Fault {
        None,
        Commitment, // the seed revealed is not the one committed to
        First,      // another player would have played first
        Rack,       // a rack dealt is not what the seed deals (`player`)
        Pool,       // the pool after the deal is not the seed's
        Draw,       // a draw took other tiles than the seed's pool held (`player`, `draw`: 1-based)
        Overdrawn,  // more tiles drawn than the pool held (`draw`)
    };
    Fault fault = Fault::None;
    int player = -1;
    int draw = 0;
    bool fair() const { return fault == Fault::None; }
    // What did not match, in English (the CLI's words; the window says it in the reader's language).
    std::string why() const;
};

DealCheck checkDeal(const std::string& commitment, std::uint64_t seed, const Rules& rules, const SeenDeal& seen);

} // namespace tilerummy
