// What a screen reader says of the game as it goes, away from the focus: each
// turn as it ended, in short and with tiles in words ("Standard AI laid red 4,
// red 5, red 6."; "You laid 6 tiles."; a long play by its counts), the tiles
// the person drew (one person at the screen: at a shared one the next would
// hear them), a penalty and its reason, the person's turn coming ("Your turn;
// the pool has 61 tiles."), the scores at the end of a round (the end screen,
// which takes the focus, says who won); and, asked for, the state of the
// game. One sentence an event (said), which the scene's Announcer says once;
// the words are those of the log and the header (turn_words.h), tiles said as
// spokenTiles says them.
#pragma once

#include "game.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

class GameView;
class Scoreboard;

class SpokenNews : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game tells its news.")
    // The last sentence said ("" before the first).
    Q_PROPERTY(QString latest READ latest NOTIFY said FINAL)

public:
    // Hears the game's events (and reads the scores of a round's end).
    SpokenNews(const GameView& game, const Scoreboard& scoreboard, QObject* parent);

    QString latest() const { return latest_; }

    // Says a sentence of the scene's (a hint, a notice), tiles in words.
    Q_INVOKABLE void say(const QString& words);
    // The state of the game in words: whose turn, the tiles in each rack, the
    // pool, the round and the opening still to make ("" without a game).
    Q_INVOKABLE QString state() const;

signals:
    void said(const QString& words);

private:
    // A turn ended (the game has gone on to the next): what it did, what the
    // person drew, and what comes now (the person's turn, the round's end).
    void turnEnded(const tilerummy::TurnRecord& record, const std::vector<int>& order);
    // The turn is a person's at this screen now without a turn before it
    // (a match dealt, a hand-over confirmed): "Your turn; …".
    void turnCame();
    // A round after the first began: "Round 2." and whose turn it is.
    void roundBegan();
    // A turn in a sentence a reader says in a few seconds: the person's own
    // play by its count, another's by its sets (by its counts when too long
    // to say: the log has them).
    QString turnInShort(const tilerummy::TurnRecord& record, const std::vector<int>& order) const;
    QString turnComing() const; // "Your turn; the pool has 61 tiles." ("" when it is not a person's here)
    QString drawnByYou(const tilerummy::TurnRecord& record) const;
    QString
    openingNeeded() const;     // "Your opening needs 30 points." in the person's turn before their opening ("" else)
    QString roundOver() const; // the scores and the match's winner (the end screen says who won the round)
    bool onePerson() const;    // one person plays at this screen ("you")

    const GameView& game_;
    const Scoreboard& scoreboard_;
    QString latest_;
};
