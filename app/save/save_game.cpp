#include "save/save_game.h"

#include <string>
#include <vector>

std::shared_ptr<const tilerummy::ReplayedMatch> replayOf(const SavedGame& game, QString* error)
{
    if (game.replayed && game.replayed->match && game.replayed->match->setup() == game.setup &&
        game.replayed->match->actions() == game.actions)
        return game.replayed;
    std::string why;
    std::optional<tilerummy::ReplayedMatch> replayed = tilerummy::replayMatch(game.setup, game.actions, &why);
    if (!replayed) {
        if (error)
            *error = QStringLiteral("the actions do not replay: ") + QString::fromStdString(why);
        return nullptr;
    }
    return std::make_shared<const tilerummy::ReplayedMatch>(std::move(*replayed));
}

std::unique_ptr<tilerummy::RecordedMatch> restore(const SavedGame& game, QString* error)
{
    const std::shared_ptr<const tilerummy::ReplayedMatch> replayed = replayOf(game, error);
    return replayed ? std::make_unique<tilerummy::RecordedMatch>(*replayed->match) : nullptr;
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
