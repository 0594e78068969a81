// What another seat's last play marked on the table: the sets it changed,
// the tiles it laid and whose play it was, kept until the person at the
// screen moves (and the play itself, to show it again). For the views: those
// tiles and that player, or, while a play is shown move by move (an AI's, or
// "Last turn" again), what it has laid so far (showPlay). Each property is
// notified only when it changed.
#pragma once

#include "game.h"
#include "table_layout.h"

#include <QList>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <vector>

class PlayMarks : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game marks the plays.")
    Q_PROPERTY(QList<int> tiles READ tiles NOTIFY tilesChanged FINAL)
    // Whose play is marked (-1: none).
    Q_PROPERTY(int player READ player NOTIFY playerChanged FINAL)
    Q_PROPERTY(bool showingPlay READ showingPlay NOTIFY showingPlayChanged FINAL)

public:
    explicit PlayMarks(QObject* parent = nullptr) : QObject(parent) {}

    QList<int> tiles() const { return tiles_; }
    int player() const { return player_; }
    bool showingPlay() const { return showingPlay_; }

    // A play is marked (anything else only clears the marks); `layoutBefore`:
    // where the table's sets lay before it.
    void markTurn(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layoutBefore);
    void clear();
    // A play is marked.
    bool any() const { return last_.player >= 0; }
    const tilerummy::TurnRecord& lastPlay() const { return last_; }
    const tilerummy::TableLayout& layoutBefore() const { return layoutBefore_; }
    // The sets of the table shown that are marked: the last play's, while the
    // table is as that play left it (`committed`); none otherwise.
    std::vector<bool> setsMarked(const tilerummy::IdTable& shown, const tilerummy::IdTable& committed) const;

    // The views show the last play's marks, or those of a play being shown.
    void showLast() { show(lastTiles_, last_.player, false); }
    void showPlay(const QList<int>& tiles, int player) { show(tiles, player, true); }

signals:
    void tilesChanged();
    void playerChanged();
    void showingPlayChanged();

private:
    void show(const QList<int>& tiles, int player, bool showingPlay);

    static tilerummy::TurnRecord noPlay();

    tilerummy::TurnRecord last_ = noPlay(); // the play marked
    tilerummy::TableLayout layoutBefore_;   // where its table's sets lay before it
    std::vector<bool> sets_;                // of the table it left: changed by it
    QList<int> lastTiles_;                  // laid by it

    QList<int> tiles_;
    int player_ = -1;
    bool showingPlay_ = false;
};
