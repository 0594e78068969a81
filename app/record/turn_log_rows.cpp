#include "record/turn_log_rows.h"

#include <algorithm>

void TurnLogRows::follow(const QStringList& lines)
{
    // The lines kept: the old ones from `dropped` on begin the new list.
    const qsizetype old = lines_.size();
    qsizetype dropped = 0;
    while (dropped <= old) {
        const qsizetype kept = old - dropped;
        if (kept <= lines.size() && std::equal(lines_.begin() + dropped, lines_.end(), lines.begin()))
            break;
        ++dropped;
    }
    if (dropped > old || (dropped == old && old > 0 && !lines.isEmpty())) { // nothing kept: the list anew
        beginResetModel();
        lines_ = lines;
        endResetModel();
        return;
    }
    if (dropped > 0) {
        beginRemoveRows({}, 0, static_cast<int>(dropped - 1));
        lines_.remove(0, dropped);
        endRemoveRows();
    }
    if (lines.size() > lines_.size()) {
        beginInsertRows({}, static_cast<int>(lines_.size()), static_cast<int>(lines.size() - 1));
        lines_ = lines;
        endInsertRows();
    }
}

int TurnLogRows::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(lines_.size());
}

QVariant TurnLogRows::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= lines_.size() || role != Qt::DisplayRole)
        return {};
    return lines_.at(index.row());
}

QHash<int, QByteArray> TurnLogRows::roleNames() const
{
    return {{Qt::DisplayRole, "modelData"}};
}
