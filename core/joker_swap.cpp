#include "joker_swap.h"

#include "meld.h"
#include "tile_ids.h"

#include <algorithm>

namespace tilerummy {

bool canSwapJoker(const TurnDraft& draft, TileId tile, TileId joker)
{
    if (tile == joker || !faceOf(joker).isJoker() || faceOf(tile).isJoker())
        return false;
    const IdTable& table = draft.table();
    const int s = setIndexOf(table, joker);
    if (s < 0)
        return false;
    const IdSet& set = table[static_cast<std::size_t>(s)];
    if (std::find(set.begin(), set.end(), tile) != set.end())
        return false;
    const bool onRack = std::find(draft.rack().begin(), draft.rack().end(), tile) != draft.rack().end();
    if (!onRack && setIndexOf(table, tile) < 0)
        return false;
    IdSet swapped = set;
    std::replace(swapped.begin(), swapped.end(), joker, tile);
    return analyseSet(facesOf(set)).valid() && analyseSet(facesOf(swapped)).valid();
}

bool swapJoker(TurnDraft& draft, TileId tile, TileId joker)
{
    if (!canSwapJoker(draft, tile, joker))
        return false;
    // The tile leaves where it is as a person's move takes it (a run it leaves
    // keeps its gap), to a set of its own for the moment...
    TurnDraft trial = draft;
    if (!trial.apply({{tile}, DraftTarget::newSet()}, nullptr, LayoutRule::ByHand))
        return false;
    // ... then takes the joker's place in the joker's set, and the joker lies
    // at hand in the free place nearest that set.
    IdTable table = trial.table();
    TableLayout layout = trial.layout();
    const int alone = setIndexOf(table, tile);
    table.erase(table.begin() + alone);
    layout.erase(layout.begin() + alone);
    const int s = setIndexOf(table, joker);
    IdSet& set = table[static_cast<std::size_t>(s)];
    std::replace(set.begin(), set.end(), joker, tile);
    const TableCell near{layout[static_cast<std::size_t>(s)].row + 1, layout[static_cast<std::size_t>(s)].column};
    table.insert(table.begin() + s + 1, IdSet{joker});
    layout.insert(layout.begin() + s + 1, TableCell{});
    layout[static_cast<std::size_t>(s) + 1] = freePlace(table, layout, 1, near, s + 1);
    return draft.arrange(table, layout, trial.rackSlots());
}

} // namespace tilerummy
