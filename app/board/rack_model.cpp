#include "board/rack_model.h"

#include "board/model_rows.h"
#include "words/tile_data.h"

#include <algorithm>

RackModel::RackModel(QObject* parent) : QAbstractListModel(parent) {}

int RackModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(ids_.size());
}

QVariant RackModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const tilerummy::TileId id = ids_[static_cast<std::size_t>(index.row())];
    if (role == SlotRole)
        return slots_.slotOf(id);
    if (role == NewRole)
        return std::find(fresh_.begin(), fresh_.end(), id) != fresh_.end();
    if (role == Qt::DisplayRole)
        return tilerummy::ui::tileRoleData(id, tilerummy::ui::NotationRole);
    return tilerummy::ui::tileRoleData(id, role);
}

QHash<int, QByteArray> RackModel::roleNames() const
{
    QHash<int, QByteArray> names = tilerummy::ui::tileRoleNames();
    names.insert(SlotRole, "slot");
    names.insert(NewRole, "isNew");
    return names;
}

void RackModel::setTiles(const std::vector<tilerummy::TileId>& ids)
{
    std::vector<tilerummy::TileId> valid;
    valid.reserve(ids.size());
    for (tilerummy::TileId id : ids) {
        if (tilerummy::ui::isValidTileId(id))
            valid.push_back(id);
    }
    setSlots(tilerummy::RackSlots::dealt(valid));
}

int RackModel::usedColumns() const
{
    int used = 0;
    for (int slot = 0; slot < slots_.slotCount(); ++slot)
        if (slots_.at(slot) != tilerummy::RackSlots::kEmpty)
            used = std::max(used, slot % slots_.columns() + 1);
    return used;
}

void RackModel::setSlots(const tilerummy::RackSlots& rack, const std::vector<tilerummy::TileId>& fresh)
{
    const int usedBefore = usedColumns();
    const bool columnsChange = rack.columns() != slots_.columns();
    const bool placesChange = rack != slots_ || fresh != fresh_;
    slots_ = rack;
    fresh_ = fresh;
    if (columnsChange || usedColumns() != usedBefore)
        emit columnsChanged();
    std::vector<tilerummy::TileId> valid = rack.tiles();
    if (valid == ids_) {
        if (placesChange && !ids_.empty())
            emit dataChanged(index(0), index(rowCount() - 1), {SlotRole, NewRole});
        return;
    }
    const bool countChanges = valid.size() != ids_.size();
    // A move changes a few rows: the views keep the other tiles' delegates. A
    // new deal (fewer than half the tiles stay) is one reset.
    const auto kept = tilerummy::ui::keptRows(ids_, valid);
    if (kept.size() * 2 < valid.size()) {
        beginResetModel();
        ids_ = std::move(valid);
        endResetModel();
    } else {
        tilerummy::ui::walkRows(
            kept, ids_.size(), valid.size(),
            [&](std::size_t row, std::size_t to) {
                // Another tile in this row: a new delegate (a Tile is one tile, see TableInput).
                const int at = static_cast<int>(row);
                beginRemoveRows({}, at, at);
                ids_.erase(ids_.begin() + at);
                endRemoveRows();
                beginInsertRows({}, at, at);
                ids_.insert(ids_.begin() + at, valid[to]);
                endInsertRows();
            },
            [&](std::size_t first, std::size_t last) {
                beginRemoveRows({}, static_cast<int>(first), static_cast<int>(last));
                ids_.erase(ids_.begin() + static_cast<std::ptrdiff_t>(first),
                           ids_.begin() + static_cast<std::ptrdiff_t>(last) + 1);
                endRemoveRows();
            },
            [&](std::size_t first, std::size_t from, std::size_t count) {
                beginInsertRows({}, static_cast<int>(first), static_cast<int>(first + count) - 1);
                ids_.insert(ids_.begin() + static_cast<std::ptrdiff_t>(first),
                            valid.begin() + static_cast<std::ptrdiff_t>(from),
                            valid.begin() + static_cast<std::ptrdiff_t>(from + count));
                endInsertRows();
            },
            [](std::size_t, std::size_t) {});
    }
    // The tiles that stayed may stand in other slots now.
    if (!ids_.empty())
        emit dataChanged(index(0), index(rowCount() - 1), {SlotRole, NewRole});
    if (countChanges)
        emit countChanged();
}

int RackModel::tileInSlot(int slot) const
{
    return slot >= 0 && slot < slots_.slotCount() ? slots_.at(slot) : -1;
}

int RackModel::tileIdAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    return ids_[static_cast<std::size_t>(row)];
}
