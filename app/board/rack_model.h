// The tiles on a player's rack, in reading order, as a list model for QML: one
// row per physical tile with the tile roles of tile_data.h, the slot it stands
// in (tilerummy::RackSlots: shelf = slot / columns) and whether it is new to the rack
// (drawn, marked until the player's next move).
#pragma once

#include "rack_slots.h"
#include "tile.h"
#include "words/tile_data.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

class RackModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A rack comes from a GameController.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged FINAL)
    Q_PROPERTY(int columns READ columns NOTIFY columnsChanged FINAL) // slots a shelf
    // The columns up to the rightmost tile on either shelf (0: an empty rack).
    Q_PROPERTY(int usedColumns READ usedColumns NOTIFY columnsChanged FINAL)

public:
    explicit RackModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    enum Role { SlotRole = tilerummy::ui::TileRoleEnd, NewRole };

    // Shows these tiles, laid in slots as dealt (ids out of range are dropped).
    void setTiles(const std::vector<tilerummy::TileId>& ids);
    // Shows the rack as its slots hold it; `fresh` tiles are marked new.
    void setSlots(const tilerummy::RackSlots& kept, const std::vector<tilerummy::TileId>& fresh = {});
    // The slots as shown.
    const tilerummy::RackSlots& arranged() const { return slots_; }
    const std::vector<tilerummy::TileId>& tiles() const { return ids_; }
    int columns() const { return slots_.columns(); }
    int usedColumns() const;

    Q_INVOKABLE int tileIdAt(int row) const;
    // The tile in this slot, or -1.
    Q_INVOKABLE int tileInSlot(int slot) const;

signals:
    void countChanged();
    void columnsChanged();

private:
    std::vector<tilerummy::TileId> ids_;
    tilerummy::RackSlots slots_;
    std::vector<tilerummy::TileId> fresh_;
};
