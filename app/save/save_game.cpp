#include "save_game.h"

#include <string>
#include <vector>

std::unique_ptr<tilerummy::RecordedMatch> restore(const SavedGame& game, QString* error)
{
    std::string why;
    auto match = tilerummy::RecordedMatch::replay(game.setup, game.actions, &why);
    if (!match && error)
        *error = QStringLiteral("the actions do not replay: ") + QString::fromStdString(why);
    return match;
}

tilerummy::IdSet orderedRack(const tilerummy::IdSet& rack, const tilerummy::IdSet& order)
{
    std::vector<int> left(static_cast<std::size_t>(tilerummy::kTileCount), 0);
    auto valid = [](tilerummy::TileId id) { return id >= 0 && id < tilerummy::kTileCount; };
    for (tilerummy::TileId id : rack)
        if (valid(id))
            ++left[static_cast<std::size_t>(id)];
    tilerummy::IdSet out;
    out.reserve(rack.size());
    for (tilerummy::TileId id : order) {
        if (valid(id) && left[static_cast<std::size_t>(id)] > 0) {
            --left[static_cast<std::size_t>(id)];
            out.push_back(id);
        }
    }
    for (tilerummy::TileId id : rack) {
        if (!valid(id)) {
            out.push_back(id);
        } else if (left[static_cast<std::size_t>(id)] > 0) {
            --left[static_cast<std::size_t>(id)];
            out.push_back(id);
        }
    }
    return out;
}
