#include "ai_player.h"

#include "expert_strategy.h"
#include "game.h"
#include "solver.h"

namespace tilerummy {

std::string aiLevelName(AiLevel level)
{
    switch (level) {
    case AiLevel::Beginner:
        return "beginner";
    case AiLevel::Standard:
        return "standard";
    case AiLevel::Expert:
        return "expert";
    }
    return "standard";
}

std::optional<AiLevel> aiLevelFromName(const std::string& name)
{
    for (AiLevel l : kAiLevels)
        if (aiLevelName(l) == name)
            return l;
    return std::nullopt;
}

AiPlayer::AiPlayer(AiLevel level, std::uint64_t seed, long long nodeLimit)
    : level_(level), rng_(seed), nodeLimit_(nodeLimit), tuning_(std::make_shared<ExpertTuning>())
{
}

void AiPlayer::setExpertTuning(const ExpertTuning& tuning)
{
    tuning_ = std::make_shared<ExpertTuning>(tuning);
}

AiView viewOf(const Game& game, int player)
{
    AiView view;
    view.table = facesOf(game.table());
    view.rack = facesOf(game.rack(player));
    view.initialMeldDone = game.initialMeldDone(player);
    view.rules = game.rules();
    view.rackSizes = game.rackCounts();
    view.meldDone = game.meldsDone();
    view.seat = player;
    view.poolSize = game.poolSize();
    return view;
}

SolveRequest solveRequestFor(const AiView& view, long long nodeLimit, const std::atomic<bool>* stop)
{
    SolveRequest req;
    req.table = view.table;
    req.rack = view.rack;
    req.initialMeldDone = view.initialMeldDone;
    req.initialMeld = view.rules.initialMeld;
    req.nodeLimit = nodeLimit;
    req.stop = stop;
    return req;
}

AiDecision AiPlayer::decide(const AiView& view, const std::atomic<bool>* stop)
{
    SolveRequest req = solveRequestFor(view, nodeLimit_, stop);

    SolveResult result;
    switch (level_) {
    case AiLevel::Beginner:
        // One turn in five the beginner overlooks whatever it could play.
        if (rng_.chance(1, 5))
            return {};
        result = simplePlay(req);
        break;
    case AiLevel::Standard:
        req.objective = Objective::Points;
        result = solve(req);
        break;
    case AiLevel::Expert: {
        const bool reading = tuning_->readDraws > 0;
        OpponentReads reads = reads_;
        if (reading)
            reads.beforeMyTurn(view, tuning_->rolloutNodes, stop);
        const AiDecision d =
            expertDecision(view, *tuning_, nodeLimit_, declinedInARow_, reading ? &reads : nullptr, stop);
        if (!(stop && stop->load(std::memory_order_relaxed))) { // a dropped decision leaves no memory
            declinedInARow_ = d.declined ? declinedInARow_ + 1 : 0;
            if (reading) {
                reads.afterMyTurn(view, d);
                reads_ = std::move(reads);
            }
        }
        return d;
    }
    }
    if (result.tilesPlaced == 0)
        return {};
    return {true, result.table, false};
}

} // namespace tilerummy
