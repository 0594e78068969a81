#include "round_review.h"

#include <algorithm>
#include <numeric>

namespace tilerummy {

std::optional<ReplayedMatch> replayMatch(const MatchSetup& setup, const std::vector<RecordedAction>& actions,
                                         std::string* why)
{
    ReplayedMatch replayed;
    RecordedMatch::ReplayWatch watch;
    watch.dealt = [&replayed](const RecordedMatch& match) {
        std::vector<IdSet> racks;
        for (int p = 0; p < match.round().playerCount(); ++p)
            racks.push_back(match.round().rack(p));
        replayed.dealt.push_back(std::move(racks));
    };
    watch.roundOver = [&replayed](const RecordedMatch& match) {
        replayed.rounds.push_back(match.turns()); // cleared by the next deal
    };
    std::shared_ptr<const RecordedMatch> match = RecordedMatch::replay(setup, actions, why, watch);
    if (!match)
        return std::nullopt;
    replayed.rounds.push_back(match->turns());
    replayed.match = std::move(match);
    return replayed;
}

std::vector<IdSet> racksBefore(const std::vector<TurnRecord>& turns, const std::vector<IdSet>& dealt, int turn)
{
    std::vector<IdSet> racks = dealt;
    const std::size_t end = std::min(turns.size(), static_cast<std::size_t>(std::max(0, turn)));
    for (std::size_t i = 0; i < end; ++i) {
        const auto seat = static_cast<std::size_t>(turns[i].player);
        if (seat < racks.size())
            racks[seat] = turns[i].after.rack;
    }
    return racks;
}

std::vector<ReviewedTurn> reviewRound(const std::vector<TurnRecord>& turns, const Rules& rules, long long nodeLimit,
                                      const std::atomic<bool>* stop)
{
    std::vector<ReviewedTurn> out;
    out.reserve(turns.size());
    for (const TurnRecord& t : turns) {
        if (stop && stop->load(std::memory_order_relaxed))
            break;
        const Tiles laid = t.action == TurnAction::Play ? facesOf(tilesLaid(t)) : Tiles{};
        const Table after = t.action == TurnAction::Play ? facesOf(t.after.table) : facesOf(t.before.table);
        out.push_back(
            {t.player, t.action, t.initialMeldDone,
             reviewTurn(t.before.faces(), t.initialMeldDone, rules.initialMeld, laid, after, nodeLimit, stop)});
    }
    return out;
}

bool heldBack(const ReviewedTurn& turn, bool holder)
{
    return holder && turn.initialMeldDone && turn.action != TurnAction::Play && turn.action != TurnAction::Penalty &&
           turn.review.best.tilesPlaced > 0;
}

PlayerReview& PlayerReview::operator+=(const PlayerReview& other)
{
    turns += other.turns;
    turnsLaidMost += other.turnsLaidMost;
    tilesMissed += other.tilesMissed;
    turnsWithMiss += other.turnsWithMiss;
    lateOpenings += other.lateOpenings;
    tilesHeld += other.tilesHeld;
    turnsHeld += other.turnsHeld;
    turnsHinted += other.turnsHinted;
    return *this;
}

RoundReviewSummary summarizeReview(const std::vector<ReviewedTurn>& turns, int players, int most,
                                   const std::vector<bool>& holders)
{
    RoundReviewSummary summary;
    summary.players.resize(static_cast<std::size_t>(std::max(players, 0)));
    std::vector<int> missed;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const ReviewedTurn& t = turns[i];
        if (t.player < 0 || t.player >= players)
            continue;
        PlayerReview& p = summary.players[static_cast<std::size_t>(t.player)];
        ++p.turns;
        const int miss = t.review.tilesMissed();
        const auto seat = static_cast<std::size_t>(t.player);
        if (heldBack(t, seat < holders.size() && holders[seat])) {
            p.tilesHeld += miss;
            ++p.turnsHeld;
        } else if (t.hinted && t.action == TurnAction::Play) {
            ++p.turnsHinted; // the hint's play: neither the player's best nor their miss
        } else if (miss > 0) {
            p.tilesMissed += miss;
            ++p.turnsWithMiss;
            missed.push_back(static_cast<int>(i));
            if (!t.initialMeldDone && t.review.tilesPlaced == 0)
                ++p.lateOpenings;
        } else if (t.review.tilesPlaced > 0) {
            ++p.turnsLaidMost;
        }
    }
    std::stable_sort(missed.begin(), missed.end(), [&](int a, int b) {
        return turns[static_cast<std::size_t>(a)].review.tilesMissed() >
               turns[static_cast<std::size_t>(b)].review.tilesMissed();
    });
    if (static_cast<int>(missed.size()) > most)
        missed.resize(static_cast<std::size_t>(std::max(most, 0)));
    summary.biggestMisses = std::move(missed);
    return summary;
}

} // namespace tilerummy
