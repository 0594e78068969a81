// Where the turn stands, in words, worded once for the window: the header's
// short line (whose turn it is), the action bar's prompt (what the person may
// do now, or what the others are doing) and, when the player to move is a
// friend who is away, the words for it (the host may hand that turn to the
// AI). Each is worded anew when the game, its board, the marks, the seats or
// the language change, and once a second while a friend is away (the
// countdown); `changed` only when a line differs. And the turn's and the
// pool's numbers, whose turn it is, and the last penalty of the round (the
// banner's news, heard from the turns made).
#pragma once

#include "record/score_sheet.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class GameView;
namespace tilerummy {
struct TurnRecord;
}
class JoinedTable;
class PlayMarks;
class SeatTurns;
class TableHost;

class TurnStatus : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game says where its turn stands.")
    // The header's line: what the table waits for, or whose turn it is.
    Q_PROPERTY(QString headline READ headline NOTIFY changed FINAL)
    // The action bar's line: what the person may do now, or what the others do.
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed FINAL)
    // The player to move is a friend who is away: the AI plays for them, or
    // will in so many seconds ("" when they are here, or not a friend).
    Q_PROPERTY(QString absence READ absence NOTIFY changed FINAL)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY gameChanged FINAL)
    Q_PROPERTY(int poolCount READ poolCount NOTIFY gameChanged FINAL)
    // A person at this screen has the turn.
    Q_PROPERTY(bool humanTurn READ humanTurn NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool roundOver READ roundOver NOTIFY gameChanged FINAL)
    // The last illegal end of turn or time-out of the round (given: false when none).
    Q_PROPERTY(PenaltyNews lastPenalty READ lastPenalty NOTIFY lastPenaltyChanged FINAL)

public:
    // The game, and the parts whose news it words: the last play's marks (a
    // play shown again), the seats' turns (thinking, a draw shown), the
    // tables hosted and joined (waiting, a friend away).
    struct Parts {
        const PlayMarks& marks;
        const SeatTurns& seatTurns;
        const TableHost& host;
        const JoinedTable& joined;
    };
    TurnStatus(const GameView& game, Parts parts, QObject* parent);

    QString headline() const { return headline_; }
    QString prompt() const { return prompt_; }
    QString absence() const { return absence_; }
    int turnNumber() const;
    int poolCount() const;
    bool humanTurn() const;
    bool roundOver() const;
    PenaltyNews lastPenalty() const { return lastPenalty_; }

    // Words the lines anew from the game as it stands.
    void update();

signals:
    void changed();
    void gameChanged();
    void lastPenaltyChanged();

private:
    QString waitingFor() const; // what the table waits for ("" when nothing)
    QString shownDraw() const;  // "Expert AI drew a tile." while a seat's draw is shown ("" when none)
    QString wordHeadline(const QString& waiting, const QString& absence) const;
    QString wordPrompt(const QString& waiting, const QString& absence) const;
    void turnMade(const tilerummy::TurnRecord& record);

    const GameView& game_;
    Parts parts_;
    QTimer tick_; // the away friend's countdown
    QString headline_;
    QString prompt_;
    QString absence_;
    PenaltyNews lastPenalty_;
};
