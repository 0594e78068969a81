// What an AI seat reads from its opponents' turns between its own, as a
// person at the table does: a seat that drew although the table in front of
// it would have taken a tile probably holds no such tile (it would have laid
// it), save the tiles it has drawn since. Only public facts are used: the
// table, the rack sizes, who has opened. The expert's look-ahead deals its
// guessed racks to agree with these reads (expert_strategy.cpp).
#pragma once

#include "tile.h"

#include <array>
#include <atomic>
#include <vector>

namespace tilerummy {

struct AiView;
struct AiDecision;

class OpponentReads {
public:
    // At the start of my turn: what happened since my last one. Each seat
    // that drew on a table I know it saw (mine, when no seat between us
    // played) and had opened is read: the faces it could have laid there.
    // `stop` set: it stops at once (the reads then are incomplete; the
    // caller drops the decision and keeps the reads it had).
    void beforeMyTurn(const AiView& view, long long nodeLimit, const std::atomic<bool>* stop = nullptr);
    // After my decision: the table and rack sizes the next seats start from.
    void afterMyTurn(const AiView& view, const AiDecision& decision);

    // The faces `seat` probably lacks (none when nothing was read), and how
    // many tiles it has drawn since they were read (those may be any).
    const std::array<bool, kFaceKinds>& unlikely(int seat) const;
    int drawnSince(int seat) const;

private:
    struct Read {
        std::array<bool, kFaceKinds> unlikely{};
        int drawnSince = 0;
    };
    std::vector<Read> reads_;
    Table table_;                // the table when my last turn ended
    std::vector<int> rackSizes_; // the rack sizes then
    bool seen_ = false;
};

// One opponent's guessed rack of `size` tiles, from the shuffled `hidden`
// tiles not yet `dealt`: the next ones it may hold (no face it `lacks`, save
// `allowance` of them, for the tiles drawn since), then any when too few
// are left. The tiles taken are marked dealt.
Tiles guessRack(const Tiles& hidden, std::vector<bool>& dealt, std::size_t size,
                const std::array<bool, kFaceKinds>& lacks, int allowance);

// The faces that could be laid alone on `table` by a seat that has opened
// (with rearranging), among those `unseen` holds.
std::array<bool, kFaceKinds> layableFaces(const Table& table, const TileCounts& unseen, long long nodeLimit,
                                          const std::atomic<bool>* stop = nullptr);

} // namespace tilerummy
