// What the window says when the seats of a network table change (a friend
// joined, dropped, came back, the AI took their seat), and the seats as the
// lobbies show them: one wording for the host's screen and the joining ones.
#pragma once

#include "game.h"
#include "net/wire_messages.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

// A seat of a network table as the lobbies list it.
struct TableSeat {
    Q_GADGET
    QML_VALUE_TYPE(tableSeat)
    Q_PROPERTY(QString name MEMBER name FINAL)
    Q_PROPERTY(bool remote MEMBER remote FINAL)       // a friend's on another machine
    Q_PROPERTY(bool ai MEMBER ai FINAL)               // an AI's
    Q_PROPERTY(bool taken MEMBER taken FINAL)         // someone sits there
    Q_PROPERTY(bool connected MEMBER connected FINAL) // and is connected now
    Q_PROPERTY(bool aiPlaying MEMBER aiPlaying FINAL) // the AI plays for them while they are away

public:
    QString name;
    bool remote = false;
    bool ai = false;
    bool taken = false;
    bool connected = false;
    bool aiPlaying = false;
};

namespace tilerummy::ui {

// One line for each remote seat whose state changed from `was` to `is`
// (seats told by index; `self`: this screen's own seat, not told). `seen`,
// when given, keeps which seats' players were ever here: a seat kept for a
// player (a lobby's table) who connects for the first time "sat down", not
// "is back".
QStringList seatNews(const std::vector<tilerummy::net::SeatInfo>& was, const std::vector<tilerummy::net::SeatInfo>& is,
                     int self = -1, std::vector<bool>* seen = nullptr);
// Marks in `seen` the seats of `is` whose players are here now.
void markSeen(const std::vector<tilerummy::net::SeatInfo>& is, std::vector<bool>& seen);
// Who came to watch the table, or went (the host sees their names).
QStringList watcherNews(const QStringList& was, const QStringList& is);
// How many watch the table, when that changed (a player sees the count only): "" else.
QString watcherCountNews(int was, int is);
// Every seat as the lobbies list it.
QList<TableSeat> tableSeats(const std::vector<tilerummy::net::SeatInfo>& seats);
// What the host's AI did for `seat` while its player was away: its turns at
// the end of `records` that the AI played for them ("While you were away the
// AI drew 2 tiles for you."); "" when it played none.
QString whileAway(const std::vector<tilerummy::TurnRecord>& records, int seat);
// A friend's seat whose player is not at the table now, in the header's
// words: the AI plays for them, or will (in `graceSeconds`; -1: not counted
// here). "" when the seat is not a friend's or its player is here.
QString absence(const tilerummy::net::SeatInfo& seat, int graceSeconds);
// Who plays again after the match, one line per seat ("Bea: yes, again"),
// from the host's answers (AgainAsked::answers) and the seats' names.
QStringList againAnswers(const std::vector<tilerummy::net::SeatInfo>& seats, const std::vector<QString>& answers);

} // namespace tilerummy::ui
