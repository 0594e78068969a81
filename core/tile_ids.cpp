#include "tile_ids.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace tilerummy {

std::optional<IdPosition> assignIds(const IdPosition& before, const Table& afterTable, std::string* error)
{
    IdPosition out;
    out.table.resize(afterTable.size());
    std::vector<bool> done(afterTable.size(), false);

    // Sets that did not change keep their ids and their order of tiles.
    std::vector<bool> oldUsed(before.table.size(), false);
    for (std::size_t a = 0; a < afterTable.size(); ++a) {
        const Tiles faces = sortedTiles(afterTable[a]);
        for (std::size_t b = 0; b < before.table.size(); ++b) {
            if (!oldUsed[b] && sortedTiles(facesOf(before.table[b])) == faces) {
                oldUsed[b] = true;
                done[a] = true;
                // As it lay: a play that leaves a set alone does not reorder
                // its tiles (a group read R5 B5 O5 stays O5 B5 R5 on screen).
                out.table[a] = before.table[b];
                break;
            }
        }
    }
    // The rest: table ids first (they must stay on the table), then rack ids.
    std::array<IdSet, kFaceKinds> tableIds;
    std::array<IdSet, kFaceKinds> rackIds;
    for (std::size_t b = 0; b < before.table.size(); ++b)
        if (!oldUsed[b])
            for (TileId id : before.table[b])
                tableIds[static_cast<std::size_t>(faceOf(id).index())].push_back(id);
    for (TileId id : before.rack)
        rackIds[static_cast<std::size_t>(faceOf(id).index())].push_back(id);
    for (std::size_t a = 0; a < afterTable.size(); ++a) {
        if (done[a])
            continue;
        for (Tile f : afterTable[a]) {
            auto& fromTable = tableIds[static_cast<std::size_t>(f.index())];
            auto& fromRack = rackIds[static_cast<std::size_t>(f.index())];
            IdSet& source = fromTable.empty() ? fromRack : fromTable;
            if (source.empty()) {
                if (error)
                    *error = "no tile " + f.notation() + " left to place";
                return std::nullopt;
            }
            out.table[a].push_back(source.front());
            source.erase(source.begin());
        }
    }
    for (const auto& left : tableIds) {
        if (!left.empty()) {
            if (error)
                *error = "a table tile was left off the table";
            return std::nullopt;
        }
    }
    for (TileId id : before.rack) {
        const auto& left = rackIds[static_cast<std::size_t>(faceOf(id).index())];
        if (std::find(left.begin(), left.end(), id) != left.end())
            out.rack.push_back(id);
    }
    return out;
}

IdPosition firstIds(const Position& faces)
{
    std::array<int, kFaceKinds> used{};
    auto next = [&](Tile t) {
        int& n = used[static_cast<std::size_t>(t.index())];
        assert(n < kCopiesPerFace && "firstIds: more copies of a face than the box holds");
        return t.index() * kCopiesPerFace + n++;
    };
    IdPosition out;
    out.table.reserve(faces.table.size());
    for (const auto& set : faces.table) {
        IdSet ids;
        ids.reserve(set.size());
        for (Tile t : set)
            ids.push_back(next(t));
        out.table.push_back(std::move(ids));
    }
    out.rack.reserve(faces.rack.size());
    for (Tile t : faces.rack)
        out.rack.push_back(next(t));
    return out;
}

int setIndexOf(const IdTable& table, TileId id)
{
    for (std::size_t s = 0; s < table.size(); ++s)
        if (std::find(table[s].begin(), table[s].end(), id) != table[s].end())
            return static_cast<int>(s);
    return -1;
}

} // namespace tilerummy
