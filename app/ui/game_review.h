// A finished (or saved) game reviewed turn by turn on a board of its own: each
// turn shown from the table it faced and played out as it was (the drags of
// its play), with its line of the log and what it laid against the best play
// then (review_words.h); "Show me" plays the best play out on that table
// instead. The rounds are replayed from the save's actions (turnsByRound) and
// every turn is reviewed when the game is opened (the solver on each: about
// a quarter of a millisecond a turn, tilerummy-cli review's figure).
#pragma once

#include "round_review.h"
#include "turn_board.h"

#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

struct SavedGame;

class GameReview : public TurnBoard {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ loaded NOTIFY reviewChanged FINAL)
    Q_PROPERTY(int roundCount READ roundCount NOTIFY reviewChanged FINAL)
    Q_PROPERTY(int round READ round NOTIFY positionChanged FINAL)
    Q_PROPERTY(int turnCount READ turnCount NOTIFY positionChanged FINAL)
    Q_PROPERTY(int turn READ turn NOTIFY positionChanged FINAL)
    // The turn's line of the log, and what it laid against the best play then.
    Q_PROPERTY(QString logLine READ logLine NOTIFY positionChanged FINAL)
    Q_PROPERTY(QString verdict READ verdict NOTIFY positionChanged FINAL)
    Q_PROPERTY(bool betterPlayExisted READ betterPlayExisted NOTIFY positionChanged FINAL)
    Q_PROPERTY(bool showingBest READ showingBest NOTIFY positionChanged FINAL)

public:
    explicit GameReview(QObject* parent = nullptr);

    // Opens a game to review at its first turn: "" or why it cannot be.
    QString open(const SavedGame& save);
    Q_INVOKABLE QString openFile(const QString& path);

    // Shows a turn (round from 0, turn from 0 within it), played out as it was.
    Q_INVOKABLE bool goTo(int round, int turn);
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool back();
    // Plays the best play out on the turn's table; false when it laid no more.
    Q_INVOKABLE bool showMe();

    bool loaded() const { return !rounds_.empty(); }
    int roundCount() const { return static_cast<int>(rounds_.size()); }
    int round() const { return round_; }
    int turnCount() const;
    int turn() const { return turn_; }
    QString logLine() const;
    QString verdict() const;
    bool betterPlayExisted() const;
    bool showingBest() const { return showingBest_; }

    bool canAct() const override { return false; }
    int currentPlayer() const override;
    // The turn shown (null before a game is open).
    const tilerummy::TurnRecord* record() const;
    const tilerummy::ReviewedTurn* reviewed() const;

signals:
    void reviewChanged();
    void positionChanged();

private:
    void showTurn();

    struct Round {
        std::vector<tilerummy::TurnRecord> turns;
        std::vector<tilerummy::ReviewedTurn> reviews;
    };
    std::vector<Round> rounds_;
    QStringList names_;
    int initialMeld_ = 30;
    int round_ = 0;
    int turn_ = 0;
    bool showingBest_ = false;
};
