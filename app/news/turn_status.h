// Where the turn stands, in words, worded once for the window: the header's
// short line (whose turn it is), the action bar's prompt (what the person may
// do now, or what the others are doing) and, when the player to move is a
// friend who is away, the words for it (the host may hand that turn to the
// AI). Each is worded anew when the game, its board, the marks, the seats or
// the language change, and once a second while a friend is away (the
// countdown); `changed` only when a line differs.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class GameView;
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

    // Words the lines anew from the game as it stands.
    void update();

signals:
    void changed();

private:
    QString waitingFor() const; // what the table waits for ("" when nothing)
    QString shownDraw() const;  // "Expert AI drew a tile." while a seat's draw is shown ("" when none)
    QString wordHeadline(const QString& waiting, const QString& absence) const;
    QString wordPrompt(const QString& waiting, const QString& absence) const;

    const GameView& game_;
    Parts parts_;
    QTimer tick_; // the away friend's countdown
    QString headline_;
    QString prompt_;
    QString absence_;
};
