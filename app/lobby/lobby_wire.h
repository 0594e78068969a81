// The lobby's messages (docs/protocol.md "The lobby"): what a player's game
// asks of a lobby, read strictly (each error naming its field), and what the
// lobby answers, written as one JSON object per WebSocket text frame. A
// lobby shares its port with its tables: a connection whose first message is
// `signin` speaks this protocol; one whose first is `hello`, the table's.
#pragma once

#include "ai_player.h"
#include "rules.h"

#include <QByteArray>
#include <QJsonObject>
#include <QLatin1String>
#include <QString>

#include <optional>
#include <string>
#include <variant>

namespace tilerummy::lobby {

inline constexpr int kLobbyProtocolVersion = 1;
// The port a lobby's address means when it names none (the packaging's, README's).
inline constexpr quint16 kDefaultLobbyPort = 4530;
// What a player's key signs to sign in: this text, the lobby's challenge
// (base64url) and the key (base64url), each on a line of its own.
inline constexpr char kSignInPurpose[] = "tilerummy-lobby-signin-1";
QByteArray signInMessage(const QString& challenge, const QString& key);

// ---- a player's game to the lobby ----
struct SignIn { // the first message: who (the public key)
    int protocol = kLobbyProtocolVersion;
    QString key;
};
struct Proof {         // the challenge signed; a new player's name
    QString signature; // base64url
    QString name;      // a new key: the name it takes (else ignored)
};
struct ListTables {};
struct CreateTable {
    int seats = 2; // 2..4, every seat a person's until the start fills the rest with AIs
    bool rated = true;
    bool isPrivate = false; // not listed; joined by its code
    int games = 1;
    Rules rules;
};
struct JoinTable { // by the listed table's id, or a private table's code
    QString table;
    QString code;
};
struct LeaveTable {};
struct StartTable {}; // the table's creator: AIs take the free seats and the games begin
struct AskLeaderboard {};
struct AskHistory {};
struct QuickMatchAsk { // a table of `seats` with people of a similar rating; AIs after waitS seconds
    int seats = 2;     // 2 or 4
    int waitS = 60;
};
struct QuickMatchCancel {};
using LobbyRequest = std::variant<SignIn, Proof, ListTables, CreateTable, JoinTable, LeaveTable, StartTable,
                                  AskLeaderboard, AskHistory, QuickMatchAsk, QuickMatchCancel>;
std::optional<LobbyRequest> readLobbyRequest(const QByteArray& data, std::string* error);
QByteArray writeLobbyRequest(const LobbyRequest& request); // what a client sends (tests, the game)

// ---- the lobby's answers: built by the lobby (lobby_server.cpp) as JSON ----
QByteArray lobbyMessage(const char* type, QJsonObject fields);

// The lobby's own error codes, beside the table's it uses too (wire_messages.h
// errors: malformed, version, name, full, code, flood):
namespace lobbyErrors {
inline constexpr QLatin1String kSignIn{"signin"}; // no valid signature, or a request before signing in
inline constexpr QLatin1String kNoTable{"table"}; // no such open table (or no longer open), or not at one
inline constexpr QLatin1String kOwner{"owner"};   // only the table's creator starts it
inline constexpr QLatin1String kSeated{"seated"}; // the player sits at a table already
inline constexpr QLatin1String kRate{"rate"};     // beyond a rate (tables created, joins): retryS says when
} // namespace lobbyErrors

} // namespace tilerummy::lobby
