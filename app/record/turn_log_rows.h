// The turn log's lines as a list model for its view: a line appended is a row
// inserted (and the oldest dropped, rows removed), so that the view makes one
// item for it rather than all of its items again; any other change (the
// language, a round told again) is the list anew. Each row's one role is
// `modelData`, the line's words, as a list of words would give it.
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class TurnLogRows : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The turn log keeps its rows.")

public:
    using QAbstractListModel::QAbstractListModel;

    // The log's lines as they are now.
    void follow(const QStringList& lines);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QStringList lines_;
};
