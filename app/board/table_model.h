// The sets on the table as a list model for QML: one row per set, in table
// order. Each row has the set's tiles (a list of maps with the tile roles of
// tile_data.h, in the order the set holds them), its ids, its size, and what the
// draft says of it (tilerummy::DraftSetInfo: valid, kind, meld value, complete,
// why not valid, changed this turn).
#pragma once

#include "game.h"
#include "turn_draft.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class TableModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table comes from a GameController.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged FINAL)
    Q_PROPERTY(int tileCount READ tileCount NOTIFY countChanged FINAL)
    // The grid the sets lie on: its columns, and the rows to show (used ones and
    // a free one, at least minimumRows); rowsUsed: the last row a set lies in + 1.
    Q_PROPERTY(int columns READ columns CONSTANT FINAL)
    Q_PROPERTY(int rows READ rows NOTIFY rowsChanged FINAL)
    Q_PROPERTY(int rowsUsed READ rowsUsed NOTIFY rowsChanged FINAL)
    Q_PROPERTY(int minimumRows READ minimumRows CONSTANT FINAL)

public:
    enum Role {
        TilesRole = Qt::UserRole + 1,
        TileIdsRole,
        SizeRole,
        ValidRole,
        KindRole,
        MeldValueRole,
        NotationRole,
        CompleteRole,
        ReasonRole,
        ChangedRole,
        RowRole, // the cell of the set's first tile on the felt (table_layout.h)
        ColumnRole,
        MarkedRole,     // changed by the last other player's turn (marked until the person moves)
        BeforeMeldRole, // a set of the table changed before the player's first meld (not allowed yet)
        LaidAtRole,     // for each tile as shown, its place in the set as laid (where a move puts tiles:
                        // TurnBoard::moveToSet)
    };
    Q_ENUM(Role)
    // A set's kind (the kind role): tilerummy::SetKind, for QML (TableModel.Run).
    enum class Kind { Invalid, Run, Group };
    Q_ENUM(Kind)

    explicit TableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The sets as they stand (each shown in tilerummy::shownOrder), with what the
    // draft says of each (computed here from the sets alone when info is
    // empty), where they lie (laid out afresh when the layout does not fit),
    // and which of them the last turn marked.
    void setSets(const tilerummy::IdTable& sets, const std::vector<tilerummy::DraftSetInfo>& info = {},
                 const tilerummy::TableLayout& layout = {}, const std::vector<bool>& marked = {});
    // The language changed: the sets' reasons are read again.
    void retranslate();
    const tilerummy::IdTable& sets() const { return sets_; }
    int tileCount() const;
    int columns() const { return tilerummy::kTableColumns; }
    int rows() const { return tilerummy::rowsShown(layout_); }
    int rowsUsed() const { return tilerummy::rowsUsed(layout_); }
    int minimumRows() const { return tilerummy::kTableMinimumRows; }

signals:
    void countChanged();
    void rowsChanged();

private:
    tilerummy::IdTable sets_;        // as shown
    std::vector<QList<int>> laidAt_; // for each set, each shown tile's place in the set as laid
    std::vector<tilerummy::DraftSetInfo> info_;
    tilerummy::TableLayout layout_;
    std::vector<bool> marked_;
};
