// What another seat's play marked on the table, for the views: the tiles it
// laid and whose play it was (-1: none), kept until the person at the screen
// moves; and whether a play is being shown move by move (an AI's, or "Last
// turn" again), whose marks grow with it. The game sets them (show); each
// property is notified only when it changed.
#pragma once

#include <QList>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class PlayMarks : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game marks the plays.")
    Q_PROPERTY(QList<int> tiles READ tiles NOTIFY tilesChanged FINAL)
    Q_PROPERTY(int player READ player NOTIFY playerChanged FINAL)
    Q_PROPERTY(bool showingPlay READ showingPlay NOTIFY showingPlayChanged FINAL)

public:
    explicit PlayMarks(QObject* parent = nullptr) : QObject(parent) {}

    QList<int> tiles() const { return tiles_; }
    int player() const { return player_; }
    bool showingPlay() const { return showingPlay_; }
    void show(const QList<int>& tiles, int player, bool showingPlay);

signals:
    void tilesChanged();
    void playerChanged();
    void showingPlayChanged();

private:
    QList<int> tiles_;
    int player_ = -1;
    bool showingPlay_ = false;
};
