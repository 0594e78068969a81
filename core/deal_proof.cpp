#include "deal_proof.h"

#include "sha256.h"

#include <algorithm>

namespace tilerummy {

std::string dealCommitmentText(std::uint64_t seed, int players, const Rules& rules)
{
    std::string text = "tilerummy-deal/1\n";
    text += "seed " + std::to_string(seed) + "\n";
    text += "players " + std::to_string(players) + "\n";
    for (const IntRuleField& field : kIntRuleFields) {
        // A rule added later is left out while off: the commitments made before it stand.
        if (field.later && rules.*field.member == 0)
            continue;
        text += std::string(field.name) + " " + std::to_string(rules.*field.member) + "\n";
    }
    text += std::string(kPoolEmptyField) + " " + poolEmptyRuleName(rules.poolEmpty) + "\n";
    return text;
}

std::string dealCommitment(std::uint64_t seed, int players, const Rules& rules)
{
    return sha256Hex(dealCommitmentText(seed, players, rules));
}

bool looksLikeCommitment(const std::string& text)
{
    return text.size() == 64 && std::all_of(text.begin(), text.end(),
                                            [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

std::string DealCheck::why() const
{
    switch (fault) {
    case Fault::None:
        return "";
    case Fault::Commitment:
        return "the seed revealed is not the one the host committed to";
    case Fault::First:
        return "the seed gives the first turn to another player";
    case Fault::Rack:
        return "player " + std::to_string(player) + "'s rack is not the one the seed deals";
    case Fault::Pool:
        return "the pool after the deal is not the seed's";
    case Fault::Draw:
        return "draw " + std::to_string(draw) + " (player " + std::to_string(player) +
               ") took other tiles than the seed's pool held";
    case Fault::Overdrawn:
        return "draw " + std::to_string(draw) + " took more tiles than the pool held";
    }
    return "";
}

DealCheck checkDeal(const std::string& commitment, std::uint64_t seed, const Rules& rules, const SeenDeal& seen)
{
    DealCheck check;
    if (seen.players < kMinPlayers || seen.players > kMaxPlayers ||
        dealCommitment(seed, seen.players, rules) != commitment) {
        check.fault = DealCheck::Fault::Commitment;
        return check;
    }
    const Game game(seen.players, rules, seed);
    if (game.firstPlayer() != seen.first) {
        check.fault = DealCheck::Fault::First;
        return check;
    }
    for (int p = 0; p < seen.players; ++p) {
        const std::size_t at = static_cast<std::size_t>(p);
        const bool facesDiffer = at < seen.racks.size() && seen.racks[at] &&
                                 sortedTiles(*seen.racks[at]) != sortedTiles(facesOf(game.rack(p)));
        IdSet dealt = game.rack(p);
        IdSet told = seen.seatRack;
        std::sort(dealt.begin(), dealt.end());
        std::sort(told.begin(), told.end());
        if (facesDiffer || (seen.seat == p && dealt != told)) {
            check.fault = DealCheck::Fault::Rack;
            check.player = p;
            return check;
        }
    }
    if (game.poolSize() != seen.pool) {
        check.fault = DealCheck::Fault::Pool;
        return check;
    }
    // Every draw takes the tiles at the pool's back, in the order played.
    IdSet pool = game.pool();
    for (std::size_t d = 0; d < seen.draws.size(); ++d) {
        const SeenDraw& draw = seen.draws[d];
        check.draw = static_cast<int>(d) + 1;
        check.player = draw.player;
        if (draw.count < 0 || static_cast<std::size_t>(draw.count) > pool.size()) {
            check.fault = DealCheck::Fault::Overdrawn;
            return check;
        }
        IdSet taken(pool.end() - draw.count, pool.end());
        pool.resize(pool.size() - static_cast<std::size_t>(draw.count));
        IdSet told = draw.ids.value_or(IdSet{});
        std::sort(taken.begin(), taken.end());
        std::sort(told.begin(), told.end());
        if ((draw.faces && sortedTiles(*draw.faces) != sortedTiles(facesOf(taken))) || (draw.ids && told != taken)) {
            check.fault = DealCheck::Fault::Draw;
            return check;
        }
    }
    return DealCheck{};
}

} // namespace tilerummy
