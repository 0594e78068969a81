#include "self_play.h"

#include "tile_ids.h"

#include <chrono>

namespace tilerummy {

std::uint64_t gameSeed(std::uint64_t runSeed, int index)
{
    return deriveSeed(runSeed, index);
}

namespace {
// No legal game of 106 tiles lasts this long; reaching it means a broken engine.
constexpr int kTurnGuard = 20000;
} // namespace

bool runSelfPlay(const SelfPlayOptions& options, SelfPlayObserver* observer, SelfPlaySummary* summary,
                 std::string* error)
{
    const auto start = std::chrono::steady_clock::now();
    const int players = static_cast<int>(options.seats.size());
    *summary = SelfPlaySummary{};
    summary->wins.assign(static_cast<std::size_t>(players), 0);
    long long totalTurns = 0;

    for (int g = 0; g < options.games; ++g) {
        const std::uint64_t seed = gameSeed(options.seed, g);
        Game game(players, options.rules, seed);
        std::vector<AiPlayer> ais;
        for (int p = 0; p < players; ++p)
            ais.emplace_back(options.seats[static_cast<std::size_t>(p)], gameSeed(seed, p), options.aiNodeLimit);
        if (observer)
            observer->dealt(g, game);

        while (!game.isOver()) {
            if (game.turnNumber() >= kTurnGuard) {
                *error = "game " + std::to_string(g) + " did not end";
                return false;
            }
            const int p = game.currentPlayer();
            const AiView view = viewOf(game, p);

            const AiDecision decision = ais[static_cast<std::size_t>(p)].decide(view);
            TurnRecord record;
            if (decision.play) {
                std::string why;
                auto ids = assignIds({game.table(), game.rack(p)}, decision.table, &why);
                if (!ids) {
                    *error = "game " + std::to_string(g) + ": the AI's play could not be placed: " + why;
                    return false;
                }
                record = game.play(ids->table, ids->rack);
            } else {
                record = game.drawOrPass();
            }
            if (observer)
                observer->turn(g, record);
            std::string why;
            if (!game.tilesAccountedFor(&why)) {
                *error = "game " + std::to_string(g) + ": " + why;
                return false;
            }
        }
        totalTurns += game.turnNumber();
        if (game.endReason() == EndReason::Rummikub)
            ++summary->wins[static_cast<std::size_t>(*game.winner())];
        else
            ++summary->draws;
        if (observer)
            observer->ended(g, game);
    }
    summary->games = options.games;
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (options.games > 0) {
        summary->avgTurns = static_cast<double>(totalTurns) / options.games;
        summary->msPerGame = ms / options.games;
    }
    return true;
}

} // namespace tilerummy
