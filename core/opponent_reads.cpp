#include "opponent_reads.h"

#include "ai_player.h"

#include "solver.h"

#include <optional>

namespace tilerummy {

std::array<bool, kFaceKinds> layableFaces(const Table& table, const TileCounts& unseen, long long nodeLimit,
                                          const std::atomic<bool>* stop)
{
    std::array<bool, kFaceKinds> layable{};
    for (int i = 0; i < kFaceKinds; ++i) {
        const Tile face = Tile::fromIndex(i);
        if (unseen[face] <= 0)
            continue;
        if (stop && stop->load(std::memory_order_relaxed))
            break;
        SolveRequest req;
        req.table = table;
        req.rack = {face};
        req.initialMeldDone = true;
        req.objective = Objective::Tiles;
        req.nodeLimit = nodeLimit;
        req.tidy = false;
        req.stop = stop;
        layable[static_cast<std::size_t>(i)] = solve(req).tilesPlaced > 0;
    }
    return layable;
}

Tiles guessRack(const Tiles& hidden, std::vector<bool>& dealt, std::size_t size,
                const std::array<bool, kFaceKinds>& lacks, int allowance)
{
    Tiles rack;
    for (int pass = 0; pass < 2; ++pass)
        for (std::size_t i = 0; i < hidden.size() && rack.size() < size; ++i) {
            if (dealt[i])
                continue;
            if (pass == 0 && lacks[static_cast<std::size_t>(hidden[i].index())]) {
                if (allowance <= 0)
                    continue;
                --allowance;
            }
            dealt[i] = true;
            rack.push_back(hidden[i]);
        }
    return rack;
}

void OpponentReads::beforeMyTurn(const AiView& view, long long nodeLimit, const std::atomic<bool>* stop)
{
    const int players = static_cast<int>(view.rackSizes.size());
    if (!seen_ || static_cast<int>(rackSizes_.size()) != players) {
        reads_.assign(static_cast<std::size_t>(players), {});
        return;
    }
    bool tableChanged = false; // a seat between me and the one read played: I do not know the table it saw
    std::optional<std::array<bool, kFaceKinds>> layable;
    for (int k = 1; k < players; ++k) {
        const int seat = (view.seat + k) % players;
        const auto s = static_cast<std::size_t>(seat);
        const int grew = view.rackSizes[s] - rackSizes_[s];
        Read& read = reads_[s];
        if (grew < 0) {
            tableChanged = true; // it played: what it lacked, it still lacks
            continue;
        }
        if (grew == 1 && !tableChanged && s < view.meldDone.size() && view.meldDone[s]) {
            if (!layable) {
                const TileCounts unseen = TileCounts::box().minus(TileCounts(table_)).minus(TileCounts(view.rack));
                layable = layableFaces(table_, unseen, nodeLimit, stop);
            }
            read.unlikely = *layable;
            read.drawnSince = 1; // the tile it drew at the end of that turn may be any
            continue;
        }
        read.drawnSince += grew;
    }
}

void OpponentReads::afterMyTurn(const AiView& view, const AiDecision& decision)
{
    const auto seat = static_cast<std::size_t>(view.seat);
    if (view.seat < 0 || seat >= view.rackSizes.size()) {
        seen_ = false; // a view without the public facts: nothing to read from
        return;
    }
    if (reads_.size() != view.rackSizes.size())
        reads_.assign(view.rackSizes.size(), {});
    table_ = decision.play ? decision.table : view.table;
    rackSizes_ = view.rackSizes;
    if (decision.play) {
        rackSizes_[seat] -= TileCounts(decision.table).total() - TileCounts(view.table).total();
    } else {
        rackSizes_[seat] += view.poolSize > 0 ? 1 : 0;
    }
    seen_ = true;
}

const std::array<bool, kFaceKinds>& OpponentReads::unlikely(int seat) const
{
    static const std::array<bool, kFaceKinds> none{};
    return seat >= 0 && seat < static_cast<int>(reads_.size()) ? reads_[static_cast<std::size_t>(seat)].unlikely : none;
}

int OpponentReads::drawnSince(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(reads_.size()) ? reads_[static_cast<std::size_t>(seat)].drawnSince : 0;
}

} // namespace tilerummy
