#include "words/seat_news.h"

#include <QCoreApplication>

#include <algorithm>

namespace tilerummy::ui {

namespace {

bool isAi(const tilerummy::net::SeatInfo& seat)
{
    return seat.kind != tilerummy::net::kRemoteSeat && seat.kind != tilerummy::net::kHostSeat;
}

} // namespace

void markSeen(const std::vector<tilerummy::net::SeatInfo>& is, std::vector<bool>& seen)
{
    seen.resize(std::max(seen.size(), is.size()), false);
    for (std::size_t s = 0; s < is.size(); ++s)
        if (is[s].taken && is[s].connected)
            seen[s] = true;
}

QStringList seatNews(const std::vector<tilerummy::net::SeatInfo>& was, const std::vector<tilerummy::net::SeatInfo>& is,
                     int self, std::vector<bool>* seen)
{
    QStringList lines;
    for (std::size_t s = 0; s < is.size() && s < was.size(); ++s) {
        const tilerummy::net::SeatInfo& before = was[s];
        const tilerummy::net::SeatInfo& now = is[s];
        if (now.kind != tilerummy::net::kRemoteSeat || static_cast<int>(s) == self)
            continue;
        if (!before.taken && now.taken)
            lines.append(QCoreApplication::translate("TableHost", "%1 joined the table.").arg(now.name));
        else if (before.taken && !now.taken)
            lines.append(QCoreApplication::translate("TableHost", "%1 left the table.").arg(before.name));
        else if (now.taken && !before.aiPlaying && now.aiPlaying)
            lines.append(
                QCoreApplication::translate("TableHost", "%1 is away: the AI plays for them until they are back.")
                    .arg(now.name));
        else if (now.taken && before.connected && !now.connected)
            lines.append(QCoreApplication::translate("TableHost", "%1 lost the connection; their seat waits for them.")
                             .arg(now.name));
        else if (now.taken && !before.connected && now.connected && seen && !(s < seen->size() && (*seen)[s]))
            lines.append(QCoreApplication::translate("TableHost", "%1 sat down at the table.").arg(now.name));
        else if (now.taken && !before.connected && now.connected)
            lines.append(QCoreApplication::translate("TableHost", "%1 is back at the table.").arg(now.name));
    }
    if (seen)
        markSeen(is, *seen);
    return lines;
}

QStringList watcherNews(const QStringList& was, const QStringList& is)
{
    QStringList lines;
    for (const QString& name : is)
        if (!was.contains(name))
            //: %1 a watcher's name.
            lines.append(QCoreApplication::translate("TableHost", "%1 is watching the table.").arg(name));
    for (const QString& name : was)
        if (!is.contains(name))
            lines.append(QCoreApplication::translate("TableHost", "%1 no longer watches.").arg(name));
    return lines;
}

QString watcherCountNews(int was, int is)
{
    if (was == is)
        return {};
    if (is == 0)
        return QCoreApplication::translate("TableGuest", "Nobody watches the table now.");
    return is > was
               ? QCoreApplication::translate("TableGuest", "Someone came to watch: %n watcher(s) now.", nullptr, is)
               : QCoreApplication::translate("TableGuest", "Someone stopped watching: %n watcher(s) now.", nullptr, is);
}

QList<TableSeat> tableSeats(const std::vector<tilerummy::net::SeatInfo>& seats)
{
    QList<TableSeat> list;
    for (const tilerummy::net::SeatInfo& info : seats) {
        TableSeat seat;
        seat.name = info.name;
        seat.remote = info.kind == tilerummy::net::kRemoteSeat;
        seat.ai = isAi(info);
        seat.taken = info.taken;
        seat.connected = info.connected;
        seat.aiPlaying = info.aiPlaying;
        list.append(seat);
    }
    return list;
}

QString whileAway(const std::vector<tilerummy::TurnRecord>& records, int seat)
{
    int drawn = 0;
    int laid = 0;
    int turns = 0;
    for (auto it = records.rbegin(); it != records.rend(); ++it) {
        if (it->player != seat)
            continue;
        if (!it->standIn)
            break; // the person's own turn: what came before, they saw
        ++turns;
        drawn += static_cast<int>(it->drawn.size());
        laid += static_cast<int>(tilerummy::tilesLaid(*it).size());
    }
    if (turns == 0)
        return {};
    QStringList said;
    if (laid > 0)
        said << QCoreApplication::translate("TableGuest", "While you were away the AI laid %n tile(s) for you.",
                                            nullptr, laid);
    if (drawn > 0)
        said << (laid > 0 ? QCoreApplication::translate("TableGuest", "It also drew %n tile(s).", nullptr, drawn)
                          : QCoreApplication::translate(
                                "TableGuest", "While you were away the AI drew %n tile(s) for you.", nullptr, drawn));
    if (said.isEmpty())
        said << QCoreApplication::translate("TableGuest", "While you were away the AI passed for you.");
    return said.join(QLatin1Char(' '));
}

QString absence(const tilerummy::net::SeatInfo& seat, int graceSeconds)
{
    if (seat.kind != tilerummy::net::kRemoteSeat || !seat.taken || (seat.connected && !seat.aiPlaying))
        return {};
    if (seat.left)
        return QCoreApplication::translate("TableHost", "%1 left the table: the AI plays for them.").arg(seat.name);
    if (seat.aiPlaying)
        return QCoreApplication::translate("TableHost", "%1 is away: the AI plays for them.").arg(seat.name);
    if (graceSeconds >= 0)
        return QCoreApplication::translate("TableHost", "%1 is away: the AI plays for them in %n second(s).", nullptr,
                                           graceSeconds)
            .arg(seat.name);
    return QCoreApplication::translate("TableHost", "%1 is away: the AI plays for them if they are not back soon.")
        .arg(seat.name);
}

QStringList againAnswers(const std::vector<tilerummy::net::SeatInfo>& seats, const std::vector<QString>& answers)
{
    namespace again = tilerummy::net::again;
    QStringList lines;
    for (std::size_t s = 0; s < seats.size() && s < answers.size(); ++s) {
        const QString& answer = answers[s];
        const QString& name = seats[s].name;
        //: After the match, who plays again: %1 a player's name.
        lines << (answer == again::kYes ? QCoreApplication::translate("TableHost", "%1: yes, again").arg(name)
                  : answer == again::kAsked
                      ? QCoreApplication::translate("TableHost", "%1: has not answered yet").arg(name)
                  : answer == again::kNo
                      ? QCoreApplication::translate("TableHost", "%1: no (an AI takes the seat)").arg(name)
                      : QCoreApplication::translate("TableHost", "%1: plays again").arg(name));
    }
    return lines;
}

} // namespace tilerummy::ui
