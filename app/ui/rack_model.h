// The tiles on a player's rack, in rack order, as a list model for QML: one
// row per physical tile with the tile roles of tile_data.h.
#pragma once

#include "tile.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

class RackModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A rack comes from a GameController.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged FINAL)

public:
    explicit RackModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows these tiles (ids out of range are dropped).
    void setTiles(const std::vector<tr::TileId>& ids);
    const std::vector<tr::TileId>& tiles() const { return ids_; }

    Q_INVOKABLE int tileIdAt(int row) const;

signals:
    void countChanged();

private:
    std::vector<tr::TileId> ids_;
};
