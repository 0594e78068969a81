// What the self-play soak's files share (selfplay_soak.cpp says what the soak
// checks): the oracles written from the rules, without the engine's code
// (selfplay_soak_oracle.cpp); the run's figures; a match's plan from its seed
// and the soak of one match, its turns played (selfplay_soak_match.cpp) and
// checked from the outside (selfplay_soak_checks.cpp).
#pragma once

#include "ai_player.h"
#include "expert_strategy.h"
#include "game.h"
#include "match_record.h"
#include "random.h"
#include "tile_ids.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace soak {

using tilerummy::IdSet;
using tilerummy::IdTable;
using tilerummy::TileId;

constexpr int kTiles = 106;
constexpr int kTurnGuard = 20000; // no round of 106 tiles lasts this long
// ---------------------------------------------------------------------------
// Oracles written from the rules, without the engine's code
// (selfplay_soak_oracle.cpp).

// The points of the tiles on a rack (a joker 30).
int rackPoints(const IdSet& rack);

// A run (3..13 tiles of one colour, consecutive, jokers filling gaps or ends)
// or a group (3..4 tiles of one value, distinct colours, jokers for the rest).
bool oracleValidSet(const IdSet& set);

IdSet sorted(IdSet ids);
IdSet allIds(const IdTable& table, const IdSet& rack);
std::vector<IdSet> sortedSets(const IdTable& table);
bool contains(const IdSet& sortedIds, TileId id);
std::string idsText(const IdSet& ids);
std::string tableText(const IdTable& table);

// ---------------------------------------------------------------------------
// The run's figures.

struct Figures {
    long long matches = 0;
    long long rounds = 0;
    std::array<long long, 5> roundsByPlayers{};
    long long turns = 0;
    long long plays = 0;
    long long draws = 0;
    long long passes = 0;
    long long illegalInjected = 0; // random illegal arrangements, all penalised
    long long timeOuts = 0;
    long long foreignRefused = 0;   // proposals with foreign ids the record refused
    long long foreignPenalised = 0; // and the Game alone penalised
    long long wentOut = 0;
    long long poolEmptyEnds = 0;
    long long replays = 0;
    long long checkedSets = 0;
};

// ---------------------------------------------------------------------------
// One match's set-up, from its seed.

struct MatchPlan {
    tilerummy::MatchSetup setup;
    std::vector<tilerummy::AiLevel> seats;
    long long nodeLimit = 20000;
    tilerummy::ExpertTuning expert; // the expert seats' look-ahead: mostly short (it costs ~30 ms a turn in full)
    int illegalPercent = 8;
    int timeOutPercent = 3;
    int foreignPercent = 2;
};

MatchPlan planFor(std::uint64_t seed);

// ---------------------------------------------------------------------------
// The soak of one match.

class MatchSoak {
public:
    MatchSoak(std::uint64_t runSeed, long long index, bool trace, Figures* figures)
        : runSeed_(runSeed), index_(index), trace_(trace), figures_(figures),
          plan_(planFor(tilerummy::deriveSeed(runSeed, static_cast<int>(index)))),
          rng_(tilerummy::deriveSeed(plan_.setup.seed, 2000))
    {
    }

    // "" or what went wrong (with where).
    std::string run();

private:
    struct Snapshot {
        IdTable table;
        std::vector<IdSet> racks;
        IdSet pool;
        std::vector<bool> meldDone;
        int current = 0;
        int turnNumber = 0;
    };

    Snapshot snapshot() const;
    bool fail(const std::string& what);
    std::string where() const;

    bool checkPosition(const tilerummy::Game& game);
    bool checkTurn(const Snapshot& before, const tilerummy::TurnRecord& record, const tilerummy::Game& game,
                   bool expectPenalty, bool timeOut);
    bool checkRoundEnd(const tilerummy::Game& game);
    bool checkReplay();

    bool aiTurn(std::vector<tilerummy::AiPlayer>& ais);
    // False on a failure; *taken when a turn was played (no sure illegal arrangement: none).
    bool illegalTurn(bool* taken);
    bool timeOutTurn();
    bool foreignProposal();
    std::optional<tilerummy::IdPosition> illegalArrangement(const tilerummy::Game& game);
    void traceTurn(const tilerummy::TurnRecord& record, const char* kind) const;

    std::uint64_t runSeed_;
    long long index_;
    bool trace_;
    Figures* figures_;
    MatchPlan plan_;
    tilerummy::Random rng_;
    std::optional<tilerummy::RecordedMatch> match_;
    std::vector<int> totals_;
    int idleTurns_ = 0;
    int lastTurnsLeft_ = -1;
    std::string error_;
};

} // namespace soak
