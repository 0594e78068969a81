#include "board/table_model.h"

#include "board/model_rows.h"
#include "meld.h"
#include "turn_check.h"
#include "words/tile_data.h"
#include "words/turn_words.h"
#include "words/verdict_words.h"

#include <QVariantList>

#include <algorithm>

static_assert(static_cast<int>(TableModel::Kind::Invalid) == static_cast<int>(tilerummy::SetKind::Invalid) &&
                  static_cast<int>(TableModel::Kind::Run) == static_cast<int>(tilerummy::SetKind::Run) &&
                  static_cast<int>(TableModel::Kind::Group) == static_cast<int>(tilerummy::SetKind::Group),
              "TableModel::Kind says tilerummy::SetKind");

TableModel::TableModel(QObject* parent) : QAbstractListModel(parent) {}

int TableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(sets_.size());
}

int TableModel::tileCount() const
{
    int n = 0;
    for (const tilerummy::IdSet& set : sets_)
        n += static_cast<int>(set.size());
    return n;
}

QVariant TableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const tilerummy::IdSet& set = sets_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case TilesRole: {
        return QVariant::fromValue(tilerummy::ui::tileFaces(set));
    }
    case TileIdsRole: {
        QVariantList ids;
        ids.reserve(static_cast<qsizetype>(set.size()));
        for (tilerummy::TileId id : set)
            ids.append(id);
        return ids;
    }
    case SizeRole:
        return static_cast<int>(set.size());
    case Qt::DisplayRole:
    case NotationRole:
        return QString::fromStdString(tilerummy::notation(tilerummy::facesOf(set)));
    case RowRole:
        return layout_[static_cast<std::size_t>(index.row())].row;
    case ColumnRole:
        return layout_[static_cast<std::size_t>(index.row())].column;
    case MarkedRole:
        return static_cast<std::size_t>(index.row()) < marked_.size() && marked_[static_cast<std::size_t>(index.row())];
    case LaidAtRole:
        return QVariant::fromValue(laidAt_[static_cast<std::size_t>(index.row())]);
    default:
        break;
    }
    // What the draft says of the set.
    const tilerummy::DraftSetInfo& info = info_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case CompleteRole:
        return info.complete;
    case ChangedRole:
        return info.changed;
    case ReasonRole: {
        if (!info.valid || !info.beforeMeld)
            return tilerummy::ui::describeSetFault(info.fault);
        // A valid set changed before the first meld: the turn check's own words for it.
        tilerummy::TurnFault fault;
        fault.kind = tilerummy::TurnFault::Kind::MeldTouchesTable;
        return tilerummy::ui::asSentence(tilerummy::ui::describeTurnFault(fault));
    }
    case BeforeMeldRole:
        return info.beforeMeld;
    case ValidRole:
        return info.valid;
    case MeldValueRole:
        return info.meldValue;
    case KindRole:
        return QVariant::fromValue(static_cast<Kind>(info.kind));
    default:
        return {};
    }
}

QHash<int, QByteArray> TableModel::roleNames() const
{
    return {
        {TilesRole, "tiles"},   {TileIdsRole, "tileIds"},       {SizeRole, "size"},         {ValidRole, "valid"},
        {KindRole, "kind"},     {MeldValueRole, "meldValue"},   {NotationRole, "notation"}, {CompleteRole, "complete"},
        {ReasonRole, "reason"}, {ChangedRole, "changed"},       {RowRole, "row"},           {ColumnRole, "column"},
        {MarkedRole, "marked"}, {BeforeMeldRole, "beforeMeld"}, {LaidAtRole, "laidAt"},
    };
}

void TableModel::setSets(const tilerummy::IdTable& sets, const std::vector<tilerummy::DraftSetInfo>& info,
                         const tilerummy::TableLayout& layout, const std::vector<bool>& marked)
{
    tilerummy::IdTable valid;
    std::vector<QList<int>> laidAt;
    valid.reserve(sets.size());
    laidAt.reserve(sets.size());
    for (const tilerummy::IdSet& set : sets) {
        tilerummy::IdSet ids;
        for (tilerummy::TileId id : set) {
            if (tilerummy::ui::isValidTileId(id))
                ids.push_back(id);
        }
        valid.push_back(tilerummy::shownOrder(ids));
        QList<int> places; // each shown tile's place as laid
        for (tilerummy::TileId id : valid.back())
            places.append(static_cast<int>(std::find(ids.begin(), ids.end(), id) - ids.begin()));
        laidAt.push_back(std::move(places));
    }
    const int rowsBefore = rows();
    const int usedBefore = rowsUsed();
    // Without a layout, the sets follow where they lay (as a play would).
    const tilerummy::TableLayout cells =
        layout.empty() ? tilerummy::followLayout(sets_, layout_, valid) : tilerummy::repairedLayout(valid, layout);
    std::vector<bool> marks(valid.size(), false);
    for (std::size_t i = 0; i < marks.size() && i < marked.size(); ++i)
        marks[i] = marked[i];
    // Without a draft's word on them, the sets as a turn starting from them sees them.
    const std::vector<tilerummy::DraftSetInfo> infos =
        info.size() == valid.size() ? info : tilerummy::TurnDraft({valid, {}}, true, 0).setInfo();
    const int setsBefore = rowCount();
    const int tilesBefore = tileCount();
    // Only the sets that changed are changed, inserted or removed: the views
    // keep the other sets' delegates (and their tiles').
    const auto kept = tilerummy::ui::keptRows(sets_, valid);
    tilerummy::ui::walkRows(
        kept, sets_.size(), valid.size(),
        [&](std::size_t row, std::size_t to) {
            sets_[row] = valid[to];
            laidAt_[row] = laidAt[to];
            info_[row] = infos[to];
            layout_[row] = cells[to];
            marked_[row] = marks[to];
            emit dataChanged(index(static_cast<int>(row)), index(static_cast<int>(row)));
        },
        [&](std::size_t first, std::size_t last) {
            beginRemoveRows({}, static_cast<int>(first), static_cast<int>(last));
            sets_.erase(sets_.begin() + static_cast<std::ptrdiff_t>(first),
                        sets_.begin() + static_cast<std::ptrdiff_t>(last) + 1);
            laidAt_.erase(laidAt_.begin() + static_cast<std::ptrdiff_t>(first),
                          laidAt_.begin() + static_cast<std::ptrdiff_t>(last) + 1);
            info_.erase(info_.begin() + static_cast<std::ptrdiff_t>(first),
                        info_.begin() + static_cast<std::ptrdiff_t>(last) + 1);
            layout_.erase(layout_.begin() + static_cast<std::ptrdiff_t>(first),
                          layout_.begin() + static_cast<std::ptrdiff_t>(last) + 1);
            marked_.erase(marked_.begin() + static_cast<std::ptrdiff_t>(first),
                          marked_.begin() + static_cast<std::ptrdiff_t>(last) + 1);
            endRemoveRows();
        },
        [&](std::size_t first, std::size_t from, std::size_t count) {
            beginInsertRows({}, static_cast<int>(first), static_cast<int>(first + count) - 1);
            const auto at = static_cast<std::ptrdiff_t>(from);
            const auto end = static_cast<std::ptrdiff_t>(from + count);
            sets_.insert(sets_.begin() + static_cast<std::ptrdiff_t>(first), valid.begin() + at, valid.begin() + end);
            laidAt_.insert(laidAt_.begin() + static_cast<std::ptrdiff_t>(first), laidAt.begin() + at,
                           laidAt.begin() + end);
            info_.insert(info_.begin() + static_cast<std::ptrdiff_t>(first), infos.begin() + at, infos.begin() + end);
            layout_.insert(layout_.begin() + static_cast<std::ptrdiff_t>(first), cells.begin() + at,
                           cells.begin() + end);
            marked_.insert(marked_.begin() + static_cast<std::ptrdiff_t>(first), marks.begin() + at,
                           marks.begin() + end);
            endInsertRows();
        },
        [&](std::size_t row, std::size_t to) {
            if (laidAt_[row] != laidAt[to]) { // the same set shown, laid in another order
                laidAt_[row] = laidAt[to];
                emit dataChanged(index(static_cast<int>(row)), index(static_cast<int>(row)), {LaidAtRole});
            }
            if (layout_[row] != cells[to] || marked_[row] != marks[to]) {
                layout_[row] = cells[to];
                marked_[row] = marks[to];
                emit dataChanged(index(static_cast<int>(row)), index(static_cast<int>(row)),
                                 {RowRole, ColumnRole, MarkedRole});
            }
            const tilerummy::DraftSetInfo& now = infos[to];
            if (now.fault != info_[row].fault || now.changed != info_[row].changed ||
                now.beforeMeld != info_[row].beforeMeld) {
                info_[row] = now;
                emit dataChanged(index(static_cast<int>(row)), index(static_cast<int>(row)),
                                 {ReasonRole, ChangedRole, BeforeMeldRole});
            } else {
                info_[row] = now;
            }
        });
    if (rowCount() != setsBefore || tileCount() != tilesBefore)
        emit countChanged(); // the count of sets or of tiles
    if (rows() != rowsBefore || rowsUsed() != usedBefore)
        emit rowsChanged();
}

void TableModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {ReasonRole});
}
