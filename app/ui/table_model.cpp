#include "table_model.h"

#include "meld.h"
#include "tile_data.h"

#include <QVariantList>

TableModel::TableModel(QObject* parent) : QAbstractListModel(parent) {}

int TableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(sets_.size());
}

int TableModel::tileCount() const
{
    int n = 0;
    for (const tr::IdSet& set : sets_)
        n += static_cast<int>(set.size());
    return n;
}

QVariant TableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const tr::IdSet& set = sets_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case TilesRole: {
        QVariantList tiles;
        tiles.reserve(static_cast<qsizetype>(set.size()));
        for (tr::TileId id : set)
            tiles.append(tr::ui::tileMap(id));
        return tiles;
    }
    case TileIdsRole: {
        QVariantList ids;
        ids.reserve(static_cast<qsizetype>(set.size()));
        for (tr::TileId id : set)
            ids.append(id);
        return ids;
    }
    case SizeRole:
        return static_cast<int>(set.size());
    case Qt::DisplayRole:
    case NotationRole:
        return QString::fromStdString(tr::notation(tr::facesOf(set)));
    case CompleteRole:
        return set.size() >= 3;
    case ReasonRole:
    case ChangedRole: {
        const tr::DraftSetInfo& info = info_[static_cast<std::size_t>(index.row())];
        if (role == ChangedRole)
            return info.changed;
        return QString::fromStdString(info.reason);
    }
    case ValidRole:
    case KindRole:
    case MeldValueRole: {
        const tr::SetAnalysis analysis = tr::analyseSet(tr::facesOf(set));
        if (role == ValidRole)
            return analysis.valid();
        if (role == MeldValueRole)
            return analysis.meldValue;
        switch (analysis.kind) {
        case tr::SetKind::Run:
            return QStringLiteral("run");
        case tr::SetKind::Group:
            return QStringLiteral("group");
        case tr::SetKind::Invalid:
            break;
        }
        return QStringLiteral("invalid");
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> TableModel::roleNames() const
{
    return {
        {TilesRole, "tiles"},   {TileIdsRole, "tileIds"},     {SizeRole, "size"},         {ValidRole, "valid"},
        {KindRole, "kind"},     {MeldValueRole, "meldValue"}, {NotationRole, "notation"}, {CompleteRole, "complete"},
        {ReasonRole, "reason"}, {ChangedRole, "changed"},
    };
}

void TableModel::setSets(const tr::IdTable& sets, const std::vector<tr::DraftSetInfo>& info)
{
    tr::IdTable valid;
    valid.reserve(sets.size());
    for (const tr::IdSet& set : sets) {
        tr::IdSet ids;
        for (tr::TileId id : set) {
            if (tr::ui::isValidTileId(id))
                ids.push_back(id);
        }
        valid.push_back(std::move(ids));
    }
    std::vector<tr::DraftSetInfo> infos = info;
    if (infos.size() != valid.size()) {
        infos.assign(valid.size(), {});
        for (std::size_t i = 0; i < valid.size(); ++i) {
            const tr::SetAnalysis analysis = tr::analyseSet(tr::facesOf(valid[i]));
            infos[i].valid = analysis.valid();
            infos[i].complete = valid[i].size() >= 3;
            infos[i].meldValue = analysis.meldValue;
            infos[i].reason = analysis.valid() ? std::string() : analysis.reason;
        }
    }
    if (valid == sets_) {
        bool same = true;
        for (std::size_t i = 0; i < infos.size() && same; ++i)
            same = infos[i].reason == info_[i].reason && infos[i].changed == info_[i].changed;
        if (!same) {
            info_ = std::move(infos);
            if (!sets_.empty())
                emit dataChanged(index(0), index(rowCount() - 1), {ReasonRole, ChangedRole});
        }
        return;
    }
    beginResetModel();
    sets_ = std::move(valid);
    info_ = std::move(infos);
    endResetModel();
    emit countChanged();
}
