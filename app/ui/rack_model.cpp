#include "rack_model.h"

#include "tile_data.h"

RackModel::RackModel(QObject* parent) : QAbstractListModel(parent) {}

int RackModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(ids_.size());
}

QVariant RackModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const tr::TileId id = ids_[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole)
        return tr::ui::tileRoleData(id, tr::ui::NotationRole);
    return tr::ui::tileRoleData(id, role);
}

QHash<int, QByteArray> RackModel::roleNames() const
{
    return tr::ui::tileRoleNames();
}

void RackModel::setTiles(const std::vector<tr::TileId>& ids)
{
    std::vector<tr::TileId> valid;
    valid.reserve(ids.size());
    for (tr::TileId id : ids) {
        if (tr::ui::isValidTileId(id))
            valid.push_back(id);
    }
    if (valid == ids_)
        return;
    const bool countChanges = valid.size() != ids_.size();
    beginResetModel();
    ids_ = std::move(valid);
    endResetModel();
    if (countChanges)
        emit countChanged();
}

int RackModel::tileIdAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    return ids_[static_cast<std::size_t>(row)];
}
