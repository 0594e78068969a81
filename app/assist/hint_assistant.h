// Hints for the person whose turn it is: the best play (the most tiles laid
// from the rack) is worked out on the AI worker's threads, then laid out on
// the turn's draft move by move, from the table as the turn found it. There
// it waits to be kept (apply: the player goes on from it) or taken back
// (dismiss: table and rack as they were before it was asked for). The rack
// keeps the player's arrangement throughout. When the player's own table
// already lays as many tiles and would stand, the hint says so and changes
// nothing (tableIsBest). A hint belongs to its turn: one that comes back
// later is dropped. The tiles of a hint laid out and not taken back are kept
// for the turn (keptTiles), so that a turn that lays them is known to have
// played the hint's play (the review does not credit the person with it).
#pragma once

#include "ai/ai_worker.h"
#include "tile_ids.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class EndTurnVerdict;
class GameView;

class HintAssistant : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game gives the hints.")
    // A hint is being worked out.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    // Hints may be asked for (a setting).
    Q_PROPERTY(bool allowed READ allowed WRITE setAllowed NOTIFY allowedChanged FINAL)
    // A hint lies on the table, waiting to be kept or taken back; `tiles` are
    // the rack tiles it lays (notations).
    Q_PROPERTY(bool pending READ pending NOTIFY pendingChanged FINAL)
    Q_PROPERTY(QStringList tiles READ tiles NOTIFY pendingChanged FINAL)
    // What the hint on the table does, set by set, as the log would tell it
    // ("Laid K9 K10 K11. Added O4 to O5 O6 O7."): for a screen reader.
    Q_PROPERTY(QString play READ play NOTIFY pendingChanged FINAL)
    // `play` as a reader says it: whole, or in short when too long to say
    // ("It lays B4 B5 and changes 4 sets of the table."): the table has the sets.
    Q_PROPERTY(QString spokenPlay READ spokenPlay NOTIFY pendingChanged FINAL)

public:
    // A hint searches for the best play this long at most (then the best found).
    static constexpr int kTimeLimitMs = 3000;

    // The game, the worker that works hints out, and End turn's verdict (a
    // table the person laid that stands and lays as many tiles is the best).
    HintAssistant(const GameView& game, AiWorker& worker, const EndTurnVerdict& verdict, QObject* parent);

    // False when a hint cannot be asked for now (not the person's turn, or
    // hints are not allowed). Asked again while one lies on the table: from
    // the player's own arrangement.
    Q_INVOKABLE bool request();
    void cancel();
    Q_INVOKABLE bool apply();
    Q_INVOKABLE bool dismiss();

    bool busy() const { return ticket_ != 0; }
    bool allowed() const { return allowed_; }
    void setAllowed(bool allowed);
    bool pending() const { return !tiles_.isEmpty(); }
    QStringList tiles() const { return tiles_; }
    QString play() const { return play_; }
    QString spokenPlay() const { return spokenPlay_; }
    // A hint's play in words (`play`), and as a reader says it (`spokenPlay`: those words, `play`, or in short).
    static QString playOf(const tilerummy::TurnRecord& record);
    static QString spokenPlayOf(const tilerummy::TurnRecord& record, const QString& play);

    // The worker's answer for `ticket`.
    void take(AiWorker::Ticket ticket, const tilerummy::SolveResult& result);
    // The hint on the table is the player's now, or its turn is over: it is
    // no longer pending (nothing on the table changes).
    void forget();
    // The rack tiles (sorted ids) the last hint laid out this turn lays, when
    // it was not taken back (kept, moved on from, or still on the table):
    // a play that lays exactly these is the hint's. Empty when there is none.
    const tilerummy::IdSet& keptTiles() const { return kept_; }
    // A turn begins (a fresh draft): no hint of it yet.
    void turnBegan()
    {
        kept_.clear();
        keptBefore_.clear();
    }

signals:
    void busyChanged();
    void allowedChanged();
    void pendingChanged();
    // The hint was laid out: the tiles it places from the rack (notations,
    // rack order; empty: nothing to play, draw instead).
    void ready(const QStringList& placed);
    // The player's table already is the best play (it lays as many tiles as
    // the hint would, and it would stand): nothing was changed.
    void tableIsBest();
    // The hint's play is to be laid out on the draft from the turn's start,
    // move by move, for the player to keep or take back.
    void layOut(const tilerummy::IdPosition& play);
    // The hint was taken back: the draft as it was before it.
    void takeBack(const tilerummy::IdPosition& position);

private:
    void setTicket(AiWorker::Ticket ticket);

    const GameView& game_;
    AiWorker& worker_;
    const EndTurnVerdict& verdict_;
    AiWorker::Ticket ticket_ = 0;
    int turn_ = -1; // the turn it was asked in
    bool allowed_ = true;
    QStringList tiles_;              // the hint on the table, while it waits
    QString play_;                   // and what it does, in words
    QString spokenPlay_;             // and as a reader says it
    tilerummy::IdPosition returnTo_; // the draft before the hint
    tilerummy::IdSet kept_;          // keptTiles
    tilerummy::IdSet keptBefore_;    // and as it was before the hint on the table (dismiss)
};
