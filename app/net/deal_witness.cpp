#include "net/deal_witness.h"

namespace tilerummy::net {

namespace {

bool draws(TurnAction action)
{
    return action == TurnAction::Draw || action == TurnAction::Penalty;
}

} // namespace

void DealWitness::state(const TableState& state, int seat)
{
    if (state.commitment.isEmpty())
        return;
    Seen& seen = games_[state.game];
    const bool known = !seen.commitment.empty();
    seen.commitment = state.commitment.toStdString();
    SeenDeal& deal = seen.deal;
    deal.players = static_cast<int>(state.rackCounts.size());
    deal.first = state.first;
    if (state.turn == 0) {
        deal.pool = state.pool;
        deal.seat = seat;
        deal.seatRack = state.rack;
        deal.draws.clear();
        seen.complete = true;
        return;
    }
    // Taken back mid-game: the draws so far from the story, when it is told whole.
    if (state.history.size() != static_cast<std::size_t>(state.turn)) {
        seen.complete = false;
        return;
    }
    deal.draws.clear();
    int drawn = 0;
    for (const PastTurn& past : state.history) {
        if (!draws(past.action))
            continue;
        SeenDraw draw{past.player, past.drawnCount, std::nullopt, std::nullopt};
        if (past.player == seat)
            draw.ids = past.drawn;
        deal.draws.push_back(draw);
        drawn += past.drawnCount;
    }
    deal.pool = state.pool + drawn;
    if (!known) { // the rack dealt is not known: the draws and the rest are checked
        deal.seat.reset();
        deal.seatRack.clear();
    }
}

void DealWitness::turn(const TurnPlayed& turn, int seat)
{
    const auto found = games_.find(turn.game);
    if (found == games_.end() || !draws(turn.action))
        return;
    SeenDraw draw{turn.player, turn.drawnCount, std::nullopt, std::nullopt};
    if (turn.player == seat)
        draw.ids = turn.drawn;
    found->second.deal.draws.push_back(draw);
}

std::vector<GameDealCheck> DealWitness::check(const MatchOver& over, const Rules& rules) const
{
    std::vector<GameDealCheck> checks;
    for (const auto& [game, seen] : games_) {
        GameDealCheck result;
        result.game = game;
        if (game < 0 || static_cast<std::size_t>(game) >= over.seeds.size())
            result.outcome = GameDealCheck::Outcome::NoSeed;
        else if (!seen.complete)
            result.outcome = GameDealCheck::Outcome::Incomplete;
        else if (result.check =
                     checkDeal(seen.commitment, over.seeds[static_cast<std::size_t>(game)], rules, seen.deal);
                 !result.check.fair())
            result.outcome = GameDealCheck::Outcome::Unfair;
        checks.push_back(result);
    }
    return checks;
}

} // namespace tilerummy::net
