// The rows the review and the games screen show, as typed values: another
// seat's rack at a reviewed turn, the review's summary lines, a game kept in
// the history, the totals by opposition and the charts' points.
#pragma once

#include "words/tile_data.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// Another seat's rack as a reviewed turn began.
struct ReviewedRack {
    Q_GADGET
    QML_VALUE_TYPE(reviewedRack)
    Q_PROPERTY(int player MEMBER player FINAL)
    Q_PROPERTY(QString name MEMBER name FINAL)
    Q_PROPERTY(QList<TileFace> tiles MEMBER tiles FINAL) // empty when hidden
    Q_PROPERTY(int count MEMBER count FINAL)
    Q_PROPERTY(bool hidden MEMBER hidden FINAL) // the viewer could not see it then

public:
    int player = -1;
    QString name;
    QList<TileFace> tiles;
    int count = 0;
    bool hidden = false;
    bool operator==(const ReviewedRack&) const = default;
};

// A seat's turns against the best plays, in a sentence.
struct PlayerVerdict {
    Q_GADGET
    QML_VALUE_TYPE(playerVerdict)
    Q_PROPERTY(int player MEMBER player FINAL)
    Q_PROPERTY(QString name MEMBER name FINAL)
    Q_PROPERTY(int tilesMissed MEMBER tilesMissed FINAL)
    Q_PROPERTY(QString text MEMBER text FINAL)

public:
    int player = -1;
    QString name;
    int tilesMissed = 0;
    QString text;
    bool operator==(const PlayerVerdict&) const = default;
};

// A turn that missed much, to go to.
struct ReviewMiss {
    Q_GADGET
    QML_VALUE_TYPE(reviewMiss)
    Q_PROPERTY(int round MEMBER round FINAL) // from 0
    Q_PROPERTY(int turn MEMBER turn FINAL)   // from 0, within the round
    Q_PROPERTY(QString text MEMBER text FINAL)

public:
    int round = 0;
    int turn = 0;
    QString text;
    bool operator==(const ReviewMiss&) const = default;
};

// A game kept in the history, as the list shows it.
struct PlayedGame {
    Q_GADGET
    QML_VALUE_TYPE(playedGame)
    Q_PROPERTY(QString file MEMBER file FINAL)
    Q_PROPERTY(QString when MEMBER when FINAL)
    Q_PROPERTY(QString against MEMBER against FINAL)
    Q_PROPERTY(QString people MEMBER people FINAL)
    Q_PROPERTY(QString opponents MEMBER opponents FINAL)
    Q_PROPERTY(QString result MEMBER result FINAL) // "Won", "Tied", "Lost", "Ann won"
    Q_PROPERTY(bool won MEMBER won FINAL)
    Q_PROPERTY(bool hasScore MEMBER hasScore FINAL) // one person played: their score
    Q_PROPERTY(int score MEMBER score FINAL)
    Q_PROPERTY(int rounds MEMBER rounds FINAL)

public:
    QString file;
    QString when;
    QString against;
    QString people;
    QString opponents;
    QString result;
    bool won = false;
    bool hasScore = false;
    int score = 0;
    int rounds = 0;
    bool operator==(const PlayedGame&) const = default;
};

// The games against one opposition (or all), added up; shares in percent.
struct OppositionRow {
    Q_GADGET
    QML_VALUE_TYPE(oppositionRow)
    Q_PROPERTY(QString against MEMBER against FINAL)
    Q_PROPERTY(int games MEMBER games FINAL)
    Q_PROPERTY(int gamesWon MEMBER gamesWon FINAL)
    Q_PROPERTY(double winShare MEMBER winShare FINAL)
    Q_PROPERTY(int rounds MEMBER rounds FINAL)
    Q_PROPERTY(int roundsWon MEMBER roundsWon FINAL)
    Q_PROPERTY(double averageRound MEMBER averageRound FINAL)
    Q_PROPERTY(int bestRound MEMBER bestRound FINAL)
    Q_PROPERTY(double missedPerTurn MEMBER missedPerTurn FINAL)

public:
    QString against;
    int games = 0;
    int gamesWon = 0;
    double winShare = 0;
    int rounds = 0;
    int roundsWon = 0;
    double averageRound = 0;
    int bestRound = 0;
    double missedPerTurn = 0;
    bool operator==(const OppositionRow&) const = default;
};

// A point of a chart.
struct ChartPoint {
    Q_GADGET
    QML_VALUE_TYPE(chartPoint)
    Q_PROPERTY(int x MEMBER x FINAL)
    Q_PROPERTY(double y MEMBER y FINAL)

public:
    int x = 0;
    double y = 0;
    bool operator==(const ChartPoint&) const = default;
};

// A line of a chart: its points, and whom it is against.
struct ChartSeries {
    Q_GADGET
    QML_VALUE_TYPE(chartSeries)
    Q_PROPERTY(QString against MEMBER against FINAL)
    Q_PROPERTY(QList<ChartPoint> points MEMBER points FINAL)

public:
    QString against;
    QList<ChartPoint> points;
    bool operator==(const ChartSeries&) const = default;
};
