#include "lobby/lobby_wire.h"

#include "lobby/player_key.h"
#include "lobby/quick_match.h"
#include "net/wire_messages.h"
#include "net/wire_text.h"
#include "json/json_fields.h"

#include <QJsonDocument>

#include <algorithm>
#include <iterator>
#include <limits>

namespace tilerummy::lobby {

namespace {

constexpr int kMostGames = 20; // a lobby table's match
constexpr int kMostQuickWaitS = QuickMatchRules::kMostWaitS;

// Reads the fields of one request; each error names its field.
class Reader {
public:
    explicit Reader(const QJsonObject& o) : o_(o) {}
    bool fail(const std::string& m) { return r_.fail(m); }
    const std::string& error() const { return r_.error(); }

    bool integer(const char* key, int low, int high, int* out, bool optional = false)
    {
        if (optional && o_.value(key).isUndefined())
            return true;
        if (!r_.integer(o_.value(key), key, out))
            return false;
        if (*out < low || *out > high)
            return fail(std::string(key) + " must be " + std::to_string(low) + ".." + std::to_string(high));
        return true;
    }
    bool flag(const char* key, bool* out) { return o_.value(key).isUndefined() || r_.boolean(o_.value(key), key, out); }
    bool text(const char* key, int maxChars, QString* out, bool optional = false)
    {
        if (optional && o_.value(key).isUndefined())
            return true;
        if (!r_.string(o_.value(key), key, out))
            return false;
        const std::string fault = net::plainTextFault(key, *out, maxChars);
        return fault.empty() || fail(fault);
    }
    bool rules(Rules* out) { return json::readRules(r_, o_.value("rules"), out); }

private:
    const QJsonObject& o_;
    json::FieldReader r_;
};

template <typename Request> std::optional<LobbyRequest> done(const Reader& r, Request m, std::string* error)
{
    if (!r.error().empty()) {
        *error = r.error();
        return std::nullopt;
    }
    return LobbyRequest(std::move(m));
}

// The requests' types, in LobbyRequest's order.
constexpr const char* kTypes[] = {"signin", "proof",       "tables",  "create", "join",  "leave",
                                  "start",  "leaderboard", "history", "quick",  "cancel"};
static_assert(std::size(kTypes) == std::variant_size_v<LobbyRequest>);

const char* typeOf(const LobbyRequest& request)
{
    return kTypes[request.index()];
}

} // namespace

QByteArray signInMessage(const QString& challenge, const QString& key)
{
    return QByteArray(kSignInPurpose) + '\n' + challenge.toLatin1() + '\n' + key.toLatin1();
}

std::optional<LobbyRequest> readLobbyRequest(const QByteArray& data, std::string* error)
{
    QJsonObject o;
    QString type;
    if (!net::openMessage(data, net::kMaxClientMessageBytes, &o, &type, error))
        return std::nullopt;
    Reader r(o);
    if (type == "signin") {
        SignIn m;
        if (r.integer("protocol", 0, std::numeric_limits<int>::max(), &m.protocol) &&
            r.text("key", PlayerKey::kEncodedKeyChars, &m.key) && !PlayerKey::decode(m.key, PlayerKey::kKeyBytes))
            r.fail("key must be an Ed25519 public key in base64url (43 characters)");
        return done(r, m, error);
    }
    if (type == "proof") {
        Proof m;
        if (r.text("signature", 86, &m.signature) && r.text("name", net::kMaxNameChars, &m.name, true)) {
            m.name = m.name.simplified();
            if (!PlayerKey::decode(m.signature, PlayerKey::kSignatureBytes))
                r.fail("signature must be an Ed25519 signature in base64url (86 characters)");
        }
        return done(r, m, error);
    }
    if (type == "tables")
        return done(r, ListTables{}, error);
    if (type == "create") {
        CreateTable m;
        if (r.integer("seats", kMinPlayers, kMaxPlayers, &m.seats) && r.flag("rated", &m.rated) &&
            r.flag("private", &m.isPrivate) && r.integer("games", 1, kMostGames, &m.games, true) && r.rules(&m.rules) &&
            m.seats * m.rules.rackSize > kTileCount)
            r.fail("rules.rackSize is too large for that many seats");
        return done(r, m, error);
    }
    if (type == "join") {
        JoinTable m;
        if (r.text("table", net::kMaxTokenChars, &m.table, true) && r.text("code", net::kMaxCodeChars, &m.code, true) &&
            m.table.isEmpty() == m.code.isEmpty())
            r.fail("join names a table or gives a code, one of them");
        return done(r, m, error);
    }
    if (type == "leave")
        return done(r, LeaveTable{}, error);
    if (type == "start")
        return done(r, StartTable{}, error);
    if (type == "leaderboard")
        return done(r, AskLeaderboard{}, error);
    if (type == "history")
        return done(r, AskHistory{}, error);
    if (type == "quick") {
        QuickMatchAsk m;
        if (r.integer("seats", 2, 4, &m.seats) && r.integer("waitS", 0, kMostQuickWaitS, &m.waitS, true) &&
            m.seats == 3)
            r.fail("seats must be 2 or 4");
        return done(r, m, error);
    }
    if (type == "cancel")
        return done(r, QuickMatchCancel{}, error);
    *error = "unknown message type \"" + type.toStdString() + "\"";
    return std::nullopt;
}

QByteArray writeLobbyRequest(const LobbyRequest& request)
{
    QJsonObject o;
    std::visit(
        [&o](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, SignIn>) {
                o["protocol"] = m.protocol;
                o["key"] = m.key;
            } else if constexpr (std::is_same_v<T, Proof>) {
                o["signature"] = m.signature;
                if (!m.name.isEmpty())
                    o["name"] = m.name;
            } else if constexpr (std::is_same_v<T, CreateTable>) {
                o["seats"] = m.seats;
                o["rated"] = m.rated;
                o["private"] = m.isPrivate;
                o["games"] = m.games;
                o["rules"] = json::rulesObject(m.rules);
            } else if constexpr (std::is_same_v<T, QuickMatchAsk>) {
                o["seats"] = m.seats;
                o["waitS"] = m.waitS;
            } else if constexpr (std::is_same_v<T, JoinTable>) {
                if (!m.table.isEmpty())
                    o["table"] = m.table;
                if (!m.code.isEmpty())
                    o["code"] = m.code;
            }
        },
        request);
    return lobbyMessage(typeOf(request), o);
}

QByteArray lobbyMessage(const char* type, QJsonObject fields)
{
    fields.insert(QStringLiteral("type"), QString::fromLatin1(type));
    return QJsonDocument(fields).toJson(QJsonDocument::Compact);
}

} // namespace tilerummy::lobby
