// The score sheet's rows as QML reads them (Scoreboard's properties), and the
// penalty as the banner tells it (TurnStatus::lastPenalty): typed values,
// one field a property, so that a screen's bindings name what exists.
#pragma once

#include "words/tile_data.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// A seat as the header and the score tab list it.
struct PlayerStanding {
    Q_GADGET
    QML_VALUE_TYPE(playerStanding)
    Q_PROPERTY(QString name MEMBER name FINAL)
    Q_PROPERTY(int seat MEMBER seat FINAL)  // a SeatKind
    Q_PROPERTY(bool isAi MEMBER isAi FINAL) // an AI level plays it (a friend elsewhere is not)
    Q_PROPERTY(int total MEMBER total FINAL)
    Q_PROPERTY(bool current MEMBER current FINAL) // its turn, in a round not over
    Q_PROPERTY(bool meldDone MEMBER meldDone FINAL)
    // A friend on another machine who is not at the table now: in words
    // (the AI plays for them, or will), "" when they are here.
    Q_PROPERTY(QString absence MEMBER absence FINAL)
    // And they left the table (said so), not only away.
    Q_PROPERTY(bool left MEMBER left FINAL)

public:
    QString name;
    int seat = 0;
    bool isAi = false;
    QString absence;
    bool left = false;
    int total = 0;
    bool current = false;
    bool meldDone = false;
    bool operator==(const PlayerStanding&) const = default;
};

// One round's scores, by seat.
struct RoundScores {
    Q_GADGET
    QML_VALUE_TYPE(roundScores)
    Q_PROPERTY(QList<int> scores MEMBER scores FINAL)

public:
    QList<int> scores;
    bool operator==(const RoundScores& other) const; // tilerummy::ui::sameInts
};

// A player at a round's end.
struct RoundEndPlayer {
    Q_GADGET
    QML_VALUE_TYPE(roundEndPlayer)
    Q_PROPERTY(QString name MEMBER name FINAL)
    // The tiles left (empty when they are told only as a count: hiddenTiles).
    Q_PROPERTY(QList<TileFace> rack MEMBER rack FINAL)
    Q_PROPERTY(int hiddenTiles MEMBER hiddenTiles FINAL)
    Q_PROPERTY(int rackValue MEMBER rackValue FINAL)
    Q_PROPERTY(int score MEMBER score FINAL) // this round's
    Q_PROPERTY(int total MEMBER total FINAL) // the match's

public:
    QString name;
    QList<TileFace> rack;
    int hiddenTiles = 0;
    int rackValue = 0;
    int score = 0;
    int total = 0;
    bool operator==(const RoundEndPlayer&) const = default;
};

// The end of a round (over: false while it is played).
struct RoundEnd {
    Q_GADGET
    QML_VALUE_TYPE(roundEnd)
    Q_PROPERTY(bool over MEMBER over FINAL)
    Q_PROPERTY(int round MEMBER round FINAL)       // counted from 1
    Q_PROPERTY(QString reason MEMBER reason FINAL) // tilerummy::endReasonName
    Q_PROPERTY(QString text MEMBER text FINAL)     // who won and how, in words
    Q_PROPERTY(int winner MEMBER winner FINAL)     // -1: none
    // A person at this screen went out: the words of a short celebration on
    // the table ("You went out!", at one screen with others "Ann went out!"); else "".
    Q_PROPERTY(QString celebration MEMBER celebration FINAL)
    Q_PROPERTY(bool matchOver MEMBER matchOver FINAL)
    Q_PROPERTY(int matchWinner MEMBER matchWinner FINAL) // -1: none (yet)
    Q_PROPERTY(QString matchWinnerName MEMBER matchWinnerName FINAL)
    Q_PROPERTY(QList<RoundEndPlayer> players MEMBER players FINAL)

public:
    bool over = false;
    int round = 0;
    QString reason;
    QString text;
    int winner = -1;
    QString celebration;
    bool matchOver = false;
    int matchWinner = -1;
    QString matchWinnerName;
    QList<RoundEndPlayer> players;
    bool operator==(const RoundEnd&) const = default;
};

// The last penalty (given: false when there is none in this game).
struct PenaltyNews {
    Q_GADGET
    QML_VALUE_TYPE(penaltyNews)
    Q_PROPERTY(bool given MEMBER given FINAL)
    Q_PROPERTY(int player MEMBER player FINAL)
    Q_PROPERTY(QString name MEMBER name FINAL)
    Q_PROPERTY(QString reason MEMBER reason FINAL) // in words
    Q_PROPERTY(bool timeOut MEMBER timeOut FINAL)
    // The tiles drawn: the banner shows them only when that player's rack is the one on the screen.
    Q_PROPERTY(QList<TileFace> tiles MEMBER tiles FINAL)
    Q_PROPERTY(bool human MEMBER human FINAL) // played at this screen

public:
    bool given = false;
    int player = -1;
    QString name;
    QString reason;
    bool timeOut = false;
    QList<TileFace> tiles;
    bool human = false;
};
