// The match as the score sheet shows it: the deal's seed and the round, the
// players (name, seat, isAi, total, current, meldDone), their rack sizes,
// each round's scores, the end of the round and the match's setup. The game
// hands its state in (update); each property is notified only when its value
// changed, so that a drag re-reads the rack sizes and nothing else.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameController;

class Scoreboard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game keeps the score.")
    Q_PROPERTY(QString seed READ seed NOTIFY seedChanged FINAL)
    Q_PROPERTY(int roundNumber READ roundNumber NOTIFY roundNumberChanged FINAL)
    Q_PROPERTY(bool matchOver READ matchOver NOTIFY matchOverChanged FINAL)
    // One map per seat: name, seat (a SeatKind), isAi, total, current, meldDone.
    Q_PROPERTY(QVariantList players READ players NOTIFY playersChanged FINAL)
    // By seat; the moving player's as the turn in progress (or shown again) leaves it.
    Q_PROPERTY(QList<int> rackSizes READ rackSizes NOTIFY rackSizesChanged FINAL)
    // Once a round is over (else empty): round, reason, text, winner,
    // matchOver, matchWinner, matchWinnerName, and per player their name,
    // rack (tile maps), rack value, round score and total.
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY roundSummaryChanged FINAL)
    // A row of scores a round, by seat.
    Q_PROPERTY(QVariantList scoreHistory READ scoreHistory NOTIFY scoreHistoryChanged FINAL)
    // The match as the new game dialog takes it (GameController::newMatch).
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY setupChanged FINAL)

public:
    explicit Scoreboard(QObject* parent = nullptr) : QObject(parent) {}

    QString seed() const { return seed_; }
    int roundNumber() const { return roundNumber_; }
    bool matchOver() const { return matchOver_; }
    QVariantList players() const { return players_; }
    QList<int> rackSizes() const { return rackSizes_; }
    QVariantMap roundSummary() const { return roundSummary_; }
    QVariantList scoreHistory() const { return scoreHistory_; }
    QVariantMap setup() const { return setup_; }

    // Reads the game anew; signals what changed.
    void update(const GameController& game);
    // Only the racks' sizes (a move of the turn in progress changes nothing else).
    void updateRackSizes(const GameController& game);

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
    QString seed_;
    int roundNumber_ = 0;
    bool matchOver_ = false;
    QVariantList players_;
    QList<int> rackSizes_;
    QVariantMap roundSummary_;
    QVariantList scoreHistory_;
    QVariantMap setup_;
};
