// The AI seats. An AI sees only what its player may see: the table, its own
// rack, and public facts (rack sizes, the pool count); never hidden tiles.
#pragma once

#include "opponent_reads.h"
#include "random.h"
#include "rules.h"
#include "tile.h"

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilerummy {

enum class AiLevel {
    Beginner, // new sets and additions from its rack only, sometimes misses a play
    Standard, // the play that places the most points, rearranging freely
    Expert,   // the most tiles, or a draw (holding back) when a look-ahead finds that better (expert_strategy.h)
};

// Every level, weakest first: the one list (the seats offered, the names read).
inline constexpr std::array<AiLevel, 3> kAiLevels = {AiLevel::Beginner, AiLevel::Standard, AiLevel::Expert};

struct ExpertTuning;

std::string aiLevelName(AiLevel level);

struct AiView;
struct SolveRequest;
// The solver request for the view's player (objective tiles; the caller may change it).
SolveRequest solveRequestFor(const AiView& view, long long nodeLimit, const std::atomic<bool>* stop);
std::optional<AiLevel> aiLevelFromName(const std::string& name);

struct AiView {
    Table table;
    Tiles rack;
    bool initialMeldDone = false;
    Rules rules;
    std::vector<int> rackSizes; // every seat's rack size, own included
    std::vector<bool> meldDone; // every seat's initial meld made (public)
    int seat = 0;               // which of them is this player
    int poolSize = 0;
};

class Game;
// What the player may see of the game: the table, their own rack, public facts.
AiView viewOf(const Game& game, int player);

struct AiDecision {
    bool play = false;     // false: draw (or pass when the pool is empty)
    Table table;           // the whole table after the play
    bool declined = false; // a draw although it could lay tiles (held back)
};

class AiPlayer {
public:
    // nodeLimit bounds the solver's work per decision in search steps rather
    // than time, so that a seeded game is the same on every machine.
    static constexpr long long kDefaultNodeLimit = 200000;
    AiPlayer(AiLevel level, std::uint64_t seed, long long nodeLimit = kDefaultNodeLimit);
    AiLevel level() const { return level_; }
    AiDecision decide(const AiView& view, const std::atomic<bool>* stop = nullptr);
    // For experiments and tests: the expert's strategy knobs.
    void setExpertTuning(const ExpertTuning& tuning);

private:
    AiLevel level_;
    Random rng_;
    long long nodeLimit_;
    std::shared_ptr<const ExpertTuning> tuning_;
    int declinedInARow_ = 0; // its own turns in a row held back, as a person remembers them
    OpponentReads reads_;    // what the opponents' draws told it (the expert's, when its tuning reads them)
};

} // namespace tilerummy
