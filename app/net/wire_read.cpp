// Reading the network table's messages (wire_messages.h): strictly, each
// error naming the field, whatever the bytes. The fuzzer (tests/fuzz) runs
// both readers on arbitrary input.
#include "deal_proof.h"
#include "net/wire_messages.h"
#include "net/wire_text.h"
#include "tile_id_set.h"
#include "time_bank.h"
#include "json/json_fields.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <limits>

namespace tilerummy::net {

namespace {

constexpr int kMinSeats = kMinPlayers; // rules.h
constexpr int kMaxSeats = kMaxPlayers;
constexpr int kMostBankMs = static_cast<int>(TimeBanks::kMostMs);

class MessageReader {
public:
    explicit MessageReader(const QJsonObject& object) : o_(object) {}

    bool fail(const std::string& message) { return r_.fail(message); }
    const std::string& error() const { return r_.error(); }

    bool integer(const char* key, int low, int high, int* out)
    {
        if (!r_.integer(o_.value(key), key, out))
            return false;
        if (*out < low || *out > high)
            return fail(std::string(key) + " must be " + std::to_string(low) + ".." + std::to_string(high) + ", not " +
                        std::to_string(*out));
        return true;
    }
    bool boolean(const char* key, bool* out) { return r_.boolean(o_.value(key), key, out); }
    // A chat line: a known phrase, or free text (simplified, not empty); exactly one.
    bool chatLine(QString* phrase, QString* text)
    {
        if (!this->text("phrase", 32, phrase, true) || !this->text("text", kMaxChatChars, text, true))
            return false;
        *text = text->simplified();
        if (phrase->isEmpty() == text->isEmpty())
            return fail("a chat line has a phrase or a text, not both, not neither");
        if (!phrase->isEmpty() && !kChatPhrases.contains(*phrase))
            return fail("phrase must be one of " + kChatPhrases.join(QStringLiteral(", ")).toStdString());
        return true;
    }
    // Optional (absent: false).
    bool flag(const char* key, bool* out)
    {
        *out = false;
        return o_.value(key).isUndefined() || boolean(key, out);
    }
    // Optional (absent: 0).
    bool count(const char* key, int high, int* out)
    {
        *out = 0;
        return o_.value(key).isUndefined() || integer(key, 0, high, out);
    }
    // A string of at most maxChars characters, none of them a control character.
    bool text(const char* key, int maxChars, QString* out, bool optional = false)
    {
        const QJsonValue value = o_.value(key);
        if (optional && value.isUndefined()) {
            out->clear();
            return true;
        }
        if (!r_.string(value, key, out))
            return false;
        return checkText(key, *out, maxChars);
    }
    bool checkText(const std::string& field, const QString& value, int maxChars)
    {
        const std::string fault = plainTextFault(field, value, maxChars);
        return fault.empty() || fail(fault);
    }
    // Physical ids, each at most once in the whole message (dealt with `seen`).
    bool ids(const char* key, IdSet* out) { return r_.ids(o_.value(key), key, out) && distinct(key, *out); }
    bool idTable(const char* key, IdTable* out, bool setsNonEmpty = true)
    {
        if (!r_.idTable(o_.value(key), key, out))
            return false;
        for (std::size_t i = 0; i < out->size(); ++i) {
            const std::string field = json::indexed(key, static_cast<qsizetype>(i));
            if (setsNonEmpty && (*out)[i].empty())
                return fail(field + " must not be empty");
            if (!distinct(field, (*out)[i]))
                return false;
        }
        return true;
    }
    // Where the sets of `table` lie: optional (absent: empty), one cell per set.
    bool cells(const char* key, const IdTable& table, TableLayout* out)
    {
        out->clear();
        if (o_.value(key).isUndefined())
            return true;
        if (!json::readLayout(r_, o_.value(key), key, out))
            return false;
        if (out->size() != table.size())
            return fail(std::string(key) + " must have one cell per set of the table");
        return true;
    }
    // A list with one entry per seat (2..4); the first such list fixes the count.
    bool perSeat(const char* key, std::vector<int>* out, int low, int high)
    {
        if (!r_.integers(o_.value(key), key, out) || !seatCount(key, out->size()))
            return false;
        for (std::size_t i = 0; i < out->size(); ++i)
            if ((*out)[i] < low || (*out)[i] > high)
                return fail(json::indexed(key, static_cast<qsizetype>(i)) + " must be " + std::to_string(low) + ".." +
                            std::to_string(high));
        return true;
    }
    bool perSeat(const char* key, std::vector<bool>* out)
    {
        return r_.booleans(o_.value(key), key, out) && seatCount(key, out->size());
    }
    // A list with one entry per seat, as it is (its entries read by the caller).
    bool perSeatArray(const char* key, QJsonArray* list)
    {
        return r_.array(o_.value(key), key, list) && seatCount(key, static_cast<std::size_t>(list->size()));
    }
    // One word per seat, each one of `words`.
    bool perSeat(const char* key, std::vector<QString>* out, std::initializer_list<QLatin1String> words)
    {
        QJsonArray list;
        if (!perSeatArray(key, &list))
            return false;
        out->clear();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string at = json::indexed(key, i);
            QString word;
            if (!r_.string(list.at(i), at, &word))
                return false;
            if (std::find(words.begin(), words.end(), word) == words.end()) {
                std::string known;
                for (const QLatin1String& w : words)
                    known += (known.empty() ? "\"" : ", \"") + std::string(w.data(), w.size()) + "\"";
                return fail(at + " must be one of " + known);
            }
            out->push_back(word);
        }
        return true;
    }
    bool seat(const char* key, int* out) { return integer(key, 0, seats_ > 0 ? seats_ - 1 : kMaxSeats - 1, out); }
    bool seatList(const char* key, std::vector<SeatInfo>* out)
    {
        QJsonArray list;
        if (!perSeatArray(key, &list))
            return false;
        out->clear();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string at = json::indexed(key, i);
            QJsonObject s;
            SeatInfo info;
            if (!r_.object(list.at(i), at, &s) || !r_.string(s.value("name"), at + ".name", &info.name) ||
                !checkText(at + ".name", info.name, kMaxNameChars) ||
                !r_.string(s.value("kind"), at + ".kind", &info.kind) ||
                !r_.boolean(s.value("taken"), at + ".taken", &info.taken) ||
                !r_.boolean(s.value("connected"), at + ".connected", &info.connected) ||
                !r_.boolean(s.value("aiPlaying"), at + ".aiPlaying", &info.aiPlaying) ||
                (s.contains("left") && !r_.boolean(s.value("left"), at + ".left", &info.left)))
                return false;
            if (info.kind != kRemoteSeat && info.kind != kHostSeat && !aiLevelFromName(info.kind.toStdString()))
                return fail(at + ".kind must be \"remote\", \"host\" or an AI level");
            out->push_back(info);
        }
        return true;
    }
    bool rules(Rules* out) { return json::readRules(r_, o_.value("rules"), out, {true, nullptr}); }
    const QJsonObject& object() const { return o_; }

private:
    bool seatCount(const std::string& field, std::size_t count)
    {
        const int n = static_cast<int>(count);
        if (seats_ == 0 && n >= kMinSeats && n <= kMaxSeats)
            seats_ = n;
        if (n != seats_)
            return fail(
                field + " must have one entry per seat (" +
                (seats_ ? std::to_string(seats_) : std::to_string(kMinSeats) + ".." + std::to_string(kMaxSeats)) + ")");
        return true;
    }
    bool distinct(const std::string& field, const IdSet& ids)
    {
        for (TileId id : ids)
            if (!seen_.insert(id))
                return fail(field + " names tile " + std::to_string(id) + " twice");
        return true;
    }

    const QJsonObject& o_;
    json::FieldReader r_;
    TileIdSet seen_;
    int seats_ = 0;
};

template <typename Message> std::optional<Message> done(MessageReader& r, Message m, std::string* error)
{
    if (!r.error().empty()) {
        *error = r.error();
        return std::nullopt;
    }
    return m;
}

std::optional<TurnAction> turnActionNamed(const QString& name)
{
    for (TurnAction a : {TurnAction::Play, TurnAction::Draw, TurnAction::Pass, TurnAction::Penalty})
        if (name.toStdString() == turnActionName(a))
            return a;
    return std::nullopt;
}

std::optional<EndReason> endReasonNamed(const QString& name)
{
    for (EndReason e : {EndReason::Rummikub, EndReason::PoolEmpty})
        if (name.toStdString() == endReasonName(e))
            return e;
    return std::nullopt;
}

// A state's history: {"table", "meldDone", "turns": [{"player", "action",
// "table", "drawn", "drawnCount", "reason" (optional), "standIn"}]}. Each
// turn is read on its own (its ids are distinct within it, not across the
// message: the same tiles lie on the table turn after turn).
bool readHistory(const QJsonValue& value, TableState& m, std::string* why)
{
    json::FieldReader r;
    QJsonObject history;
    QJsonArray turns;
    if (!r.object(value, "history", &history) || !r.array(history.value("turns"), "history.turns", &turns)) {
        *why = r.error();
        return false;
    }
    MessageReader before(history);
    if (!before.idTable("table", &m.historyTable) || !before.perSeat("meldDone", &m.historyMeldDone)) {
        *why = "history." + before.error();
        return false;
    }
    if (m.historyMeldDone.size() != m.rackCounts.size() || turns.size() > kMaxHistoryTurns) {
        *why = "history must have one meldDone per seat and at most " + std::to_string(kMaxHistoryTurns) + " turns";
        return false;
    }
    for (qsizetype i = 0; i < turns.size(); ++i) {
        const std::string at = json::indexed("history.turns", i);
        QJsonObject entry;
        if (!r.object(turns.at(i), at, &entry)) {
            *why = r.error();
            return false;
        }
        MessageReader t(entry);
        PastTurn turn;
        QString action;
        QString reason;
        if (!t.integer("player", 0, static_cast<int>(m.rackCounts.size()) - 1, &turn.player) ||
            !t.text("action", 16, &action) || !t.idTable("table", &turn.table) || !t.ids("drawn", &turn.drawn) ||
            !t.integer("drawnCount", 0, kTileCount, &turn.drawnCount) || !t.text("reason", 1000, &reason, true) ||
            !t.boolean("standIn", &turn.standIn)) {
            *why = at + "." + t.error();
            return false;
        }
        const std::optional<TurnAction> a = turnActionNamed(action);
        if (!a) {
            *why = at + ".action must be play, draw, pass or penalty";
            return false;
        }
        turn.action = *a;
        turn.reason = reason.toStdString();
        m.history.push_back(std::move(turn));
    }
    return true;
}

// The error for a type this protocol does not have, quoting it when it is short and printable.
std::string unknownType(const QString& type)
{
    const bool printable = type.size() <= 32 && std::all_of(type.begin(), type.end(),
                                                            [](QChar c) { return c.isPrint() && !c.isSurrogate(); });
    return printable ? "unknown message type \"" + type.toStdString() + "\"" : std::string("unknown message type");
}

} // namespace

std::optional<TableAnnouncement> readAnnouncement(const QByteArray& data, std::string* error)
{
    QJsonObject object;
    QString type;
    if (!openMessage(data, kMaxAnnouncementBytes, &object, &type, error))
        return std::nullopt;
    if (type != "table") {
        *error = "not a table's announcement";
        return std::nullopt;
    }
    MessageReader r(object);
    TableAnnouncement a;
    QString app;
    if (r.text("app", 32, &app) && app != "tilerummy")
        r.fail("app must be \"tilerummy\"");
    r.integer("protocol", 0, std::numeric_limits<int>::max(), &a.protocol) &&
        r.text("instance", kMaxTokenChars, &a.instance) && r.text("name", 2 * kMaxNameChars, &a.name) &&
        r.integer("port", 1, 65535, &a.port) && r.boolean("tls", &a.tls) && r.boolean("code", &a.needsCode) &&
        r.integer("seats", kMinSeats, kMaxSeats, &a.seats) && r.integer("free", 0, a.seats, &a.freeSeats);
    if (r.error().empty() && a.instance.isEmpty())
        r.fail("instance must not be empty");
    return done<TableAnnouncement>(r, a, error);
}

std::optional<ClientMessage> readClientMessage(const QByteArray& data, std::string* error)
{
    QJsonObject object;
    QString type;
    if (!openMessage(data, kMaxClientMessageBytes, &object, &type, error))
        return std::nullopt;
    MessageReader r(object);
    if (type == "hello") {
        Hello m;
        QString app;
        if (r.integer("protocol", 0, std::numeric_limits<int>::max(), &m.protocol) && r.text("app", 32, &app, true) &&
            r.text("name", kMaxNameChars, &m.name) && r.text("code", kMaxCodeChars, &m.code, true) &&
            r.text("token", kMaxTokenChars, &m.token, true) && r.flag("watch", &m.watch) && r.flag("chat", &m.chat)) {
            m.name = m.name.simplified();
            if (!app.isEmpty() && app != "tilerummy")
                r.fail("app must be \"tilerummy\"");
            else if (m.name.isEmpty())
                r.fail("name must not be empty");
            else if (m.watch && !m.token.isEmpty())
                r.fail("a watcher's hello has no token (a watcher takes no seat)");
        }
        return done<ClientMessage>(r, m, error);
    }
    // The turn a move is for, when it names one.
    const auto turnOf = [&r, &object](int* game, int* turn) {
        constexpr int kMany = 1000000;
        return (!object.contains("game") || r.integer("game", 0, kMany, game)) &&
               (!object.contains("turn") || r.integer("turn", 0, kMany, turn));
    };
    if (type == "draft") {
        DraftTable m;
        r.idTable("table", &m.table) && r.cells("cells", m.table, &m.layout) && turnOf(&m.game, &m.turn);
        return done<ClientMessage>(r, m, error);
    }
    if (type == "play") {
        EndTurn m;
        r.idTable("table", &m.table) && r.cells("cells", m.table, &m.layout) && turnOf(&m.game, &m.turn);
        return done<ClientMessage>(r, m, error);
    }
    if (type == "draw") {
        DrawTile m;
        turnOf(&m.game, &m.turn);
        return done<ClientMessage>(r, m, error);
    }
    if (type == "leave")
        return Leave{};
    if (type == "say") {
        Say m;
        r.chatLine(&m.phrase, &m.text);
        return done<ClientMessage>(r, m, error);
    }
    if (type == "again") {
        AgainAnswer m;
        r.boolean("yes", &m.yes);
        return done<ClientMessage>(r, m, error);
    }
    *error = unknownType(type);
    return std::nullopt;
}

std::optional<ServerMessage> readServerMessage(const QByteArray& data, std::string* error)
{
    QJsonObject object;
    QString type;
    if (!openMessage(data, kMaxServerMessageBytes, &object, &type, error))
        return std::nullopt;
    MessageReader r(object);
    constexpr int kMany = 1000000;
    if (type == "welcome") {
        Welcome m;
        if (r.integer("protocol", 0, kMany, &m.protocol) && r.seatList("seats", &m.seats) &&
            r.flag("watching", &m.watching) &&
            (m.watching ? r.integer("seat", -1, -1, &m.seat) : r.seat("seat", &m.seat)) &&
            r.text("token", kMaxTokenChars, &m.token) && r.rules(&m.rules) && r.integer("games", 1, kMany, &m.games) &&
            r.count("watchers", kMaxWatchers, &m.watchers) && r.flag("chat", &m.chat) && m.watching &&
            !m.token.isEmpty())
            r.fail("a watcher's welcome has no token");
        return done<ServerMessage>(r, m, error);
    }
    if (type == "seats") {
        SeatsChanged m;
        r.seatList("seats", &m.seats) && r.count("watchers", kMaxWatchers, &m.watchers);
        return done<ServerMessage>(r, m, error);
    }
    if (type == "state") {
        TableState m;
        r.perSeat("rackCounts", &m.rackCounts, 0, kTileCount) && r.perSeat("meldDone", &m.meldDone) &&
            r.perSeat("totals", &m.totals, -kMany, kMany) && r.integer("game", 0, kMany, &m.game) &&
            r.integer("turn", 0, kMany, &m.turn) && r.seat("current", &m.current) && r.seat("first", &m.first) &&
            r.idTable("table", &m.table) && r.ids("rack", &m.rack) && r.integer("pool", 0, kTileCount, &m.pool) &&
            r.integer("turnMsLeft", -1, 24 * 3600 * 1000, &m.turnMsLeft) && r.cells("cells", m.table, &m.layout) &&
            (!object.contains("banks") || r.perSeat("banks", &m.banks, 0, kMostBankMs));
        // The draft names the table's tiles again: read on its own.
        if (r.error().empty()) {
            MessageReader draft(object);
            if (!draft.idTable("draft", &m.draft) || !draft.cells("draftCells", m.draft, &m.draftLayout))
                r.fail(draft.error());
        }
        if (r.error().empty() && object.contains("history"))
            if (std::string why; !readHistory(object.value("history"), m, &why))
                r.fail(why);
        if (r.error().empty() && r.text("commitment", 64, &m.commitment, true) && !m.commitment.isEmpty() &&
            !looksLikeCommitment(m.commitment.toStdString()))
            r.fail("commitment must be 64 lowercase hexadecimal digits");
        return done<ServerMessage>(r, m, error);
    }
    if (type == "turn") {
        TurnPlayed m;
        QString action;
        QString reason;
        if (r.perSeat("rackCounts", &m.rackCounts, 0, kTileCount) && r.perSeat("meldDone", &m.meldDone) &&
            r.integer("game", 0, kMany, &m.game) && r.integer("turn", 1, kMany, &m.turn) &&
            r.seat("player", &m.player) && r.text("action", 16, &action) && r.idTable("table", &m.table) &&
            r.ids("drawn", &m.drawn) && r.integer("drawnCount", 0, kTileCount, &m.drawnCount) &&
            r.integer("pool", 0, kTileCount, &m.pool) && r.seat("current", &m.current) &&
            r.text("reason", 1000, &reason, true) && r.cells("cells", m.table, &m.layout) &&
            (!object.contains("last") || r.boolean("last", &m.last)) &&
            (!object.contains("meldPoints") || r.integer("meldPoints", 0, kMostMeldPoints, &m.meldPoints)) &&
            (!object.contains("banks") || r.perSeat("banks", &m.banks, 0, kMostBankMs))) {
            const auto a = turnActionNamed(action);
            if (!a)
                r.fail("action must be play, draw, pass or penalty");
            else
                m.action = *a;
            m.reason = reason.toStdString();
        }
        return done<ServerMessage>(r, m, error);
    }
    if (type == "draft") {
        DraftShown m;
        r.integer("player", 0, kMaxSeats - 1, &m.player) && r.idTable("table", &m.table) &&
            r.cells("cells", m.table, &m.layout);
        return done<ServerMessage>(r, m, error);
    }
    if (type == "end") {
        GameEnded m;
        QString reason;
        if (r.perSeat("rackCounts", &m.rackCounts, 0, kTileCount) &&
            r.perSeat("rackPoints", &m.rackPoints, 0, kTileCount * kJokerRackPenalty) &&
            r.perSeat("scores", &m.scores, -kMany, kMany) && r.perSeat("totals", &m.totals, -kMany, kMany) &&
            r.integer("game", 0, kMany, &m.game) && r.text("reason", 16, &reason)) {
            const auto e = endReasonNamed(reason);
            if (!e)
                r.fail("reason must be rummikub or pool-empty");
            else
                m.reason = *e;
            if (!r.object().value("winner").isNull()) {
                int winner = 0;
                if (r.seat("winner", &winner))
                    m.winner = winner;
            }
        }
        return done<ServerMessage>(r, m, error);
    }
    if (type == "over") {
        MatchOver m;
        if (r.perSeat("wins", &m.wins, 0, kMany) && r.integer("games", 0, kMany, &m.games) &&
            r.integer("draws", 0, kMany, &m.draws) && object.contains("seeds")) {
            const QJsonValue seeds = object.value("seeds");
            if (!seeds.isArray() || seeds.toArray().size() > m.games)
                r.fail("seeds must be a list of at most games seeds");
            for (const QJsonValue& seed : seeds.toArray()) {
                const std::optional<std::uint64_t> read = json::seedOf(seed);
                if (!read) {
                    r.fail("seeds must hold decimal strings of 0..18446744073709551615");
                    break;
                }
                m.seeds.push_back(*read);
            }
        }
        return done<ServerMessage>(r, m, error);
    }
    if (type == "chat") {
        Chat m;
        r.integer("seat", 0, kMaxSeats - 1, &m.seat) && r.text("name", kMaxNameChars, &m.name) &&
            r.chatLine(&m.phrase, &m.text);
        return done<ServerMessage>(r, m, error);
    }
    if (type == "again") {
        AgainAsked m;
        r.perSeat("answers", &m.answers, {again::kHost, again::kAi, again::kAsked, again::kYes, again::kNo});
        return done<ServerMessage>(r, m, error);
    }
    if (type == "error") {
        ErrorReply m;
        r.text("code", 32, &m.code) && r.text("message", 1000, &m.message) &&
            (!object.contains("retryS") || r.integer("retryS", 0, kMostRetryS, &m.retryS));
        return done<ServerMessage>(r, m, error);
    }
    *error = unknownType(type);
    return std::nullopt;
}

} // namespace tilerummy::net
