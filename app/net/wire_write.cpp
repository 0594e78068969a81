// Writing the network table's messages (wire_messages.h) as compact JSON.
#include "net/wire_messages.h"
#include "json/json_fields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tilerummy::net {

namespace {

template <typename... Ts> struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <typename... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

QJsonArray idList(const IdSet& ids)
{
    QJsonArray list;
    for (TileId id : ids)
        list.append(id);
    return list;
}

QJsonArray idTable(const IdTable& table)
{
    QJsonArray list;
    for (const IdSet& set : table)
        list.append(idList(set));
    return list;
}

// The layout under `key`, when there is one.
QJsonObject withCells(QJsonObject o, const char* key, const TableLayout& layout)
{
    if (!layout.empty())
        o.insert(QLatin1String(key), json::layoutArray(layout));
    return o;
}

QJsonArray numbers(const std::vector<int>& values)
{
    QJsonArray list;
    for (int v : values)
        list.append(v);
    return list;
}

QJsonArray flags(const std::vector<bool>& values)
{
    QJsonArray list;
    for (bool v : values)
        list.append(v);
    return list;
}

QJsonArray seatList(const std::vector<SeatInfo>& seats)
{
    QJsonArray list;
    for (const SeatInfo& s : seats)
        list.append(QJsonObject{{"name", s.name},
                                {"kind", s.kind},
                                {"taken", s.taken},
                                {"connected", s.connected},
                                {"aiPlaying", s.aiPlaying},
                                {"left", s.left}});
    return list;
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QString word(const std::string& text)
{
    return QString::fromStdString(text);
}

// A move with the turn it is for, when it names one.
QJsonObject withTurn(QJsonObject o, int game, int turn)
{
    if (game >= 0 && turn >= 0) {
        o.insert("game", game);
        o.insert("turn", turn);
    }
    return o;
}

// A state's history (wire_read.cpp's readHistory reads it).
QJsonObject history(const TableState& m)
{
    QJsonArray turns;
    for (const PastTurn& t : m.history) {
        QJsonObject turn{{"player", t.player},         {"action", word(turnActionName(t.action))},
                         {"table", idTable(t.table)},  {"drawn", idList(t.drawn)},
                         {"drawnCount", t.drawnCount}, {"standIn", t.standIn}};
        if (!t.reason.empty())
            turn.insert("reason", word(t.reason));
        turns.append(turn);
    }
    return QJsonObject{{"table", idTable(m.historyTable)}, {"meldDone", flags(m.historyMeldDone)}, {"turns", turns}};
}

} // namespace

QString seatKindWord(std::optional<AiLevel> ai)
{
    return ai ? word(aiLevelName(*ai)) : kRemoteSeat;
}

QByteArray writeAnnouncement(const TableAnnouncement& a)
{
    return compact(QJsonObject{{"type", "table"},
                               {"app", "tilerummy"},
                               {"protocol", a.protocol},
                               {"instance", a.instance},
                               {"name", a.name},
                               {"port", a.port},
                               {"tls", a.tls},
                               {"code", a.needsCode},
                               {"seats", a.seats},
                               {"free", a.freeSeats}});
}

QByteArray writeMessage(const ClientMessage& message)
{
    return compact(std::visit(
        Overloaded{
            [](const Hello& m) {
                QJsonObject o{{"type", "hello"}, {"protocol", m.protocol}, {"app", "tilerummy"}, {"name", m.name}};
                if (!m.code.isEmpty())
                    o.insert("code", m.code);
                if (!m.token.isEmpty())
                    o.insert("token", m.token);
                if (m.watch)
                    o.insert("watch", true);
                if (m.chat)
                    o.insert("chat", true);
                return o;
            },
            [](const DraftTable& m) {
                return withTurn(
                    withCells(QJsonObject{{"type", "draft"}, {"table", idTable(m.table)}}, "cells", m.layout), m.game,
                    m.turn);
            },
            [](const EndTurn& m) {
                return withTurn(
                    withCells(QJsonObject{{"type", "play"}, {"table", idTable(m.table)}}, "cells", m.layout), m.game,
                    m.turn);
            },
            [](const DrawTile& m) {
                return withTurn(QJsonObject{{"type", "draw"}}, m.game, m.turn);
            },
            [](const AgainAnswer& m) {
                return QJsonObject{{"type", "again"}, {"yes", m.yes}};
            },
            [](const Leave&) {
                return QJsonObject{{"type", "leave"}};
            },
            [](const Say& m) {
                QJsonObject o{{"type", "say"}};
                if (!m.phrase.isEmpty())
                    o.insert("phrase", m.phrase);
                else
                    o.insert("text", m.text);
                return o;
            },
        },
        message));
}

QByteArray writeMessage(const ServerMessage& message)
{
    return compact(std::visit(
        Overloaded{
            [](const Welcome& m) {
                QJsonObject o{{"type", "welcome"}, {"protocol", m.protocol},     {"seat", m.seat},
                              {"token", m.token},  {"seats", seatList(m.seats)}, {"rules", json::rulesObject(m.rules)},
                              {"games", m.games},  {"watchers", m.watchers}};
                if (m.watching)
                    o.insert("watching", true);
                if (m.chat)
                    o.insert("chat", true);
                return o;
            },
            [](const SeatsChanged& m) {
                return QJsonObject{{"type", "seats"}, {"seats", seatList(m.seats)}, {"watchers", m.watchers}};
            },
            [](const TableState& m) {
                const QJsonObject o{{"type", "state"},
                                    {"game", m.game},
                                    {"turn", m.turn},
                                    {"current", m.current},
                                    {"first", m.first},
                                    {"table", idTable(m.table)},
                                    {"rack", idList(m.rack)},
                                    {"rackCounts", numbers(m.rackCounts)},
                                    {"meldDone", flags(m.meldDone)},
                                    {"pool", m.pool},
                                    {"draft", idTable(m.draft)},
                                    {"turnMsLeft", m.turnMsLeft},
                                    {"totals", numbers(m.totals)}};
                QJsonObject state = withCells(withCells(o, "cells", m.layout), "draftCells", m.draftLayout);
                if (!m.history.empty() || !m.historyMeldDone.empty())
                    state.insert("history", history(m));
                if (!m.commitment.isEmpty())
                    state.insert("commitment", m.commitment);
                if (!m.banks.empty())
                    state.insert("banks", numbers(m.banks));
                return state;
            },
            [](const TurnPlayed& m) {
                QJsonObject o{{"type", "turn"},
                              {"game", m.game},
                              {"turn", m.turn},
                              {"player", m.player},
                              {"action", word(turnActionName(m.action))},
                              {"table", idTable(m.table)},
                              {"drawn", idList(m.drawn)},
                              {"drawnCount", m.drawnCount},
                              {"rackCounts", numbers(m.rackCounts)},
                              {"meldDone", flags(m.meldDone)},
                              {"pool", m.pool},
                              {"current", m.current}};
                if (!m.reason.empty())
                    o.insert("reason", word(m.reason));
                if (m.last)
                    o.insert("last", true);
                if (m.meldPoints >= 0)
                    o.insert("meldPoints", m.meldPoints);
                if (!m.banks.empty())
                    o.insert("banks", numbers(m.banks));
                return withCells(o, "cells", m.layout);
            },
            [](const DraftShown& m) {
                return withCells(QJsonObject{{"type", "draft"}, {"player", m.player}, {"table", idTable(m.table)}},
                                 "cells", m.layout);
            },
            [](const GameEnded& m) {
                return QJsonObject{{"type", "end"},
                                   {"game", m.game},
                                   {"reason", word(endReasonName(m.reason))},
                                   {"winner", m.winner ? QJsonValue(*m.winner) : QJsonValue(QJsonValue::Null)},
                                   {"rackCounts", numbers(m.rackCounts)},
                                   {"rackPoints", numbers(m.rackPoints)},
                                   {"scores", numbers(m.scores)},
                                   {"totals", numbers(m.totals)}};
            },
            [](const MatchOver& m) {
                QJsonObject o{{"type", "over"}, {"games", m.games}, {"wins", numbers(m.wins)}, {"draws", m.draws}};
                if (!m.seeds.empty()) {
                    QJsonArray seeds;
                    for (const std::uint64_t seed : m.seeds)
                        seeds.append(QString::number(seed));
                    o.insert("seeds", seeds);
                }
                return o;
            },
            [](const AgainAsked& m) {
                QJsonArray answers;
                for (const QString& answer : m.answers)
                    answers.append(answer);
                return QJsonObject{{"type", "again"}, {"answers", answers}};
            },
            [](const Chat& m) {
                QJsonObject o{{"type", "chat"}, {"seat", m.seat}, {"name", m.name}};
                if (!m.phrase.isEmpty())
                    o.insert("phrase", m.phrase);
                else
                    o.insert("text", m.text);
                return o;
            },
            [](const ErrorReply& m) {
                QJsonObject o{{"type", "error"}, {"code", m.code}, {"message", m.message}};
                if (m.retryS >= 0)
                    o.insert("retryS", m.retryS);
                return o;
            },
        },
        message));
}

bool errors::isFatal(const QString& code)
{
    return code == kVersion || code == kCode || code == kFull || code == kName || code == kOver || code == kClosed ||
           code == kReplaced || code == kSeat || code == kWait || code == kStale || code == kFreed || code == kWatch ||
           code == kRemoved;
}

} // namespace tilerummy::net
