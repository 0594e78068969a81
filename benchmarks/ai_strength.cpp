// Strength of the expert against another level over seeded 2-player games,
// both seat orders, for tuning the expert's strategy. Prints win shares.
// usage: ai_strength GAMES SEED [opponent]; the expert's knobs (ExpertTuning)
// from the environment: ROLLOUT_WORLDS, ROLLOUT_TURNS, DRAW_AT_MOST.
#include "ai_player.h"
#include "expert_strategy.h"
#include "game.h"
#include "tile_ids.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 200;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    tilerummy::ExpertTuning tuning;
    // Knobs from the environment, e.g. ROLLOUT_WORLDS=16 ai_strength 400 99.
    const std::pair<const char*, int*> knobs[] = {{"ROLLOUT_WORLDS", &tuning.rolloutWorlds},
                                                  {"ROLLOUT_TURNS", &tuning.rolloutTurns},
                                                  {"DRAW_AT_MOST", &tuning.drawInsteadAtMost}};
    for (const auto& [name, field] : knobs)
        if (const char* value = std::getenv(name))
            *field = std::atoi(value);
    const tilerummy::AiLevel opponent = argc > 3 && tilerummy::aiLevelFromName(argv[3])
                                            ? *tilerummy::aiLevelFromName(argv[3])
                                            : tilerummy::AiLevel::Standard;
    int expertWins = 0, opponentWins = 0, draws = 0, expertPoints = 0;
    for (int g = 0; g < games; ++g) {
        const int expertSeat = g % 2;
        const std::uint64_t gs = tilerummy::deriveSeed(seed, g);
        tilerummy::Game game(2, tilerummy::Rules{}, gs);
        tilerummy::AiPlayer players[2] = {
            tilerummy::AiPlayer(expertSeat == 0 ? tilerummy::AiLevel::Expert : opponent, tilerummy::deriveSeed(gs, 0)),
            tilerummy::AiPlayer(expertSeat == 1 ? tilerummy::AiLevel::Expert : opponent, tilerummy::deriveSeed(gs, 1))};
        players[expertSeat].setExpertTuning(tuning);
        while (!game.isOver()) {
            const int p = game.currentPlayer();
            const tilerummy::AiView view = tilerummy::viewOf(game, p);
            const tilerummy::AiDecision d = players[p].decide(view);
            if (d.play) {
                std::string why;
                const auto ids = tilerummy::assignIds({game.table(), game.rack(p)}, d.table, &why);
                if (!ids) {
                    std::fprintf(stderr, "game %d: the AI's play cannot be laid: %s\n", g, why.c_str());
                    return 1;
                }
                const tilerummy::TurnVerdict verdict = game.verdictFor(ids->table, ids->rack);
                if (!verdict.legal) {
                    std::fprintf(stderr, "game %d: the AI played an illegal turn: %s\nmeld done %d\nbefore:", g,
                                 verdict.reason.c_str(), view.initialMeldDone);
                    for (const auto& set : view.table)
                        std::fprintf(stderr, " [%s]", tilerummy::notation(set).c_str());
                    std::fprintf(stderr, "\nrack: %s\nafter:", tilerummy::notation(view.rack).c_str());
                    for (const auto& set : d.table)
                        std::fprintf(stderr, " [%s]", tilerummy::notation(set).c_str());
                    std::fprintf(stderr, "\n");
                    return 1;
                }
                game.play(ids->table, ids->rack);
            } else {
                game.drawOrPass();
            }
        }
        expertPoints += game.scores()[static_cast<std::size_t>(expertSeat)];
        if (game.endReason() != tilerummy::EndReason::Rummikub)
            ++draws;
        else if (*game.winner() == expertSeat)
            ++expertWins;
        else
            ++opponentWins;
    }
    std::printf("expert(look-ahead %d worlds, %d turns; draw at most %d) vs %s: %d games, expert %d (%.1f%%), %s %d, "
                "no one out %d, expert points %+d\n",
                tuning.rolloutWorlds, tuning.rolloutTurns, tuning.drawInsteadAtMost,
                tilerummy::aiLevelName(opponent).c_str(), games, expertWins, 100.0 * expertWins / games,
                tilerummy::aiLevelName(opponent).c_str(), opponentWins, draws, expertPoints);
    return 0;
}
