// The sets on the table as a list model for QML: one row per set, in table
// order. Each row has the set's tiles (a list of maps with the tile roles of
// tile_data.h, in the order the set holds them), its ids, its size, and what the
// core says of it (valid, kind "run"/"group"/"invalid", meld value) and of it
// as part of the turn in progress (complete, why not valid, changed this turn).
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
    };
    Q_ENUM(Role)

    explicit TableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The sets as they stand, with what the draft says of each (computed
    // here from the sets alone when info is empty).
    void setSets(const tr::IdTable& sets, const std::vector<tr::DraftSetInfo>& info = {});
    // The language changed: the sets' reasons are read again.
    void retranslate();
    const tr::IdTable& sets() const { return sets_; }
    int tileCount() const;

signals:
    void countChanged();

private:
    tr::IdTable sets_;
    std::vector<tr::DraftSetInfo> info_;
};
