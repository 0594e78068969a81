// The match as the score sheet shows it: the deal's seed and the round, the
// players' standings, their rack sizes, each round's scores, the end of the
// round (score_sheet.h has the rows) and the match's setup. It reads the game
// anew when the game or its seats change, and the rack sizes alone when the
// draft does; each property is notified only when its value changed, so that
// a drag re-reads the rack sizes and nothing else.
#pragma once

#include "record/score_sheet.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameView;
class JoinedTable;
class TableHost;

class Scoreboard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game keeps the score.")
    Q_PROPERTY(QString seed READ seed NOTIFY seedChanged FINAL)
    Q_PROPERTY(int roundNumber READ roundNumber NOTIFY roundNumberChanged FINAL)
    Q_PROPERTY(bool matchOver READ matchOver NOTIFY matchOverChanged FINAL)
    // By seat.
    Q_PROPERTY(QList<PlayerStanding> players READ players NOTIFY playersChanged FINAL)
    // By seat; the moving player's as the turn in progress (or shown again) leaves it.
    Q_PROPERTY(QList<int> rackSizes READ rackSizes NOTIFY rackSizesChanged FINAL)
    // The round's end (over: false while it is played).
    Q_PROPERTY(RoundEnd roundSummary READ roundSummary NOTIFY roundSummaryChanged FINAL)
    // A row of scores a round, by seat.
    Q_PROPERTY(QList<RoundScores> scoreHistory READ scoreHistory NOTIFY scoreHistoryChanged FINAL)
    // The match as the new game dialog takes it and gives it back
    // (GameController::newMatch; its fields: MatchOptions).
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY setupChanged FINAL)

public:
    // The game, and the tables hosted and joined (who has left; a joined
    // round's racks this screen does not see).
    Scoreboard(const GameView& game, const TableHost& host, const JoinedTable& joined, QObject* parent);

    QString seed() const { return seed_; }
    int roundNumber() const { return roundNumber_; }
    bool matchOver() const { return matchOver_; }
    QList<PlayerStanding> players() const { return players_; }
    QList<int> rackSizes() const { return rackSizes_; }
    RoundEnd roundSummary() const { return roundSummary_; }
    QList<RoundScores> scoreHistory() const { return scoreHistory_; }
    QVariantMap setup() const { return setup_; }

    // Reads the game anew; signals what changed.
    void update();
    // Only the racks' sizes (a move of the turn in progress changes nothing else).
    void updateRackSizes();

signals:
    void seedChanged();
    void roundNumberChanged();
    void matchOverChanged();
    void playersChanged();
    void rackSizesChanged();
    void roundSummaryChanged();
    void scoreHistoryChanged();
    void setupChanged();

private:
    QList<PlayerStanding> playersOf(const QStringList& names) const;
    RoundEnd roundSummaryOf(const QStringList& names) const;

    const GameView& game_;
    const TableHost& host_;
    const JoinedTable& joined_;
    QString seed_;
    int roundNumber_ = 0;
    bool matchOver_ = false;
    QList<PlayerStanding> players_;
    QList<int> rackSizes_;
    RoundEnd roundSummary_;
    QList<RoundScores> scoreHistory_;
    QVariantMap setup_;
};
