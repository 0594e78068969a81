// The messages of the network table (docs/protocol.md): what a client (the
// game's window, a bot) and the host say to each other, one JSON object per
// WebSocket text frame. Tiles travel as physical ids 0..105 (tile.h: ids 2f
// and 2f+1 carry face f, 104 and 105 are the jokers), so that every screen
// can follow each tile. What a seat is sent is what its player could see at a
// real table: its own rack, the other racks as counts, the pool as a count.
#pragma once

#include "ai_player.h"
#include "game.h"
#include "match_record.h"
#include "rules.h"
#include "table_layout.h"

#include <QByteArray>
#include <QLatin1String>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tilerummy::net {

// The version both sides must speak; a client of another one is told so in words.
inline constexpr int kProtocolVersion = 1;
// The largest message a host reads from a client (a whole table of ids is
// well under 1 KiB), and the largest a client reads from a host.
inline constexpr int kMaxClientMessageBytes = 16 * 1024;
inline constexpr int kMaxServerMessageBytes = 256 * 1024;
inline constexpr int kMaxNameChars = MatchSetup::kMaxNameLength;
inline constexpr int kMaxCodeChars = 32;
inline constexpr int kMaxTokenChars = 64;
// The port a table is hosted on unless it is busy, and the one an address
// without a port means.
inline constexpr quint16 kDefaultPort = 4520;

// ---- client to host ----

// The first message of a connection: who joins, with the table's code; a
// token (from an earlier welcome) takes the same seat back.
// A watcher's hello (watch) asks for no seat: its sender sees what a
// bystander at a real table sees (TableHub::Config::watchers), with no token.
struct Hello {
    int protocol = kProtocolVersion;
    QString name;
    QString code;
    QString token;
    bool watch = false; // optional on the wire
    bool chat = false;  // the client reads `chat` messages (optional on the wire: an older one does not)
};
// A move names the turn it is for (optional on the wire: -1, not named): the
// game's index and the turns played in it before this one, as the last
// `state` or `turn` told them. The host refuses a move for a turn that is
// over, so that it never lands in a later turn or game.
// The table as the player whose turn it is has it now, mid-turn: shown to the
// others as it is made. Only the table; the rack stays private.
struct DraftTable {
    IdTable table;
    TableLayout layout; // where each set lies on the player's felt (optional: empty)
    int game = -1;
    int turn = -1;
};
// The end of a turn with a play: the whole table. The rack is what the
// player held and did not lay.
struct EndTurn {
    IdTable table;
    TableLayout layout; // optional, as in DraftTable
    int game = -1;
    int turn = -1;
};
// The end of a turn with a draw (a pass when the pool is empty).
struct DrawTile {
    int game = -1;
    int turn = -1;
};
// The player leaves the table: an AI plays the seat from now on, until the
// player takes it back (by token, or by name while away).
struct Leave {};

// After the match: the player's answer to the host's "play again with the same people?".
struct AgainAnswer {
    bool yes = false;
};
// The table's chat (docs/protocol.md, "Chat"): a quick phrase, by its id (each
// reader says it in their own language), or free text; exactly one of them.
inline constexpr int kMaxChatChars = 200;
inline const QStringList kChatPhrases{QStringLiteral("good-move"),  QStringLiteral("your-turn"),
                                      QStringLiteral("one-moment"), QStringLiteral("well-played"),
                                      QStringLiteral("thanks"),     QStringLiteral("good-luck")};
struct Say {
    QString phrase; // one of kChatPhrases, or ""
    QString text;   // 1..kMaxChatChars characters, or "" (with a phrase)
};
using ClientMessage = std::variant<Hello, DraftTable, EndTurn, DrawTile, Leave, AgainAnswer, Say>;

// ---- host to client ----

// Who sits where. kind: "remote" (a player on another machine), "host" (a
// person at the host's screen) or an AI level's name.
struct SeatInfo {
    QString name;
    QString kind;
    bool taken = false;     // a player has joined this remote seat
    bool connected = false; // and is connected now (AI seats: always)
    bool aiPlaying = false; // a remote seat whose player is away or gone: the AI plays it
    bool left = false;      // its player left the table (said so): the AI plays it (optional on the wire)
    friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};

// The answer to a hello: the seat taken, the token to take it back with, the table.
// A watcher's: watching, seat -1 and no token.
struct Welcome {
    int protocol = kProtocolVersion;
    int seat = 0;
    QString token;
    std::vector<SeatInfo> seats;
    Rules rules;
    int games = 1;
    bool watching = false; // optional on the wire
    int watchers = 0;      // how many watch the table (optional on the wire: 0)
    bool chat = false;     // the host takes `say` (optional on the wire: an older one does not)
};
// The seats changed: someone joined, left, went away or came back, or a
// watcher came or went.
struct SeatsChanged {
    std::vector<SeatInfo> seats;
    int watchers = 0; // optional on the wire: 0
};
// The most watchers a table takes (TableHub::Config::watchers is at most this).
inline constexpr int kMaxWatchers = 8;
// One turn of the game so far, as one seat may know it (TableState::history).
struct PastTurn {
    int player = 0;
    TurnAction action = TurnAction::Draw;
    IdTable table;        // the table after a play ([] after the other actions)
    IdSet drawn;          // the receiver's own draw; empty for the others
    int drawnCount = 0;   // tiles drawn (a draw, a penalty)
    std::string reason;   // a penalty's reason
    bool standIn = false; // the host's AI played it for the seat's absent player
    friend bool operator==(const PastTurn&, const PastTurn&) = default;
};
// At most so many turns in a state's history (a game has far fewer).
inline constexpr int kMaxHistoryTurns = 4096;

// The whole game as one seat may see it: at the deal and on taking a seat back.
struct TableState {
    int game = 0;
    int turn = 0;    // turns played in this game
    int current = 0; // whose turn it is
    int first = 0;
    IdTable table;
    IdSet rack; // the receiver's own
    std::vector<int> rackCounts;
    std::vector<bool> meldDone;
    int pool = 0;
    TableLayout layout;      // where the table's sets lie (optional: empty)
    IdTable draft;           // the current player's table mid-turn (empty: none shown)
    TableLayout draftLayout; // optional
    int turnMsLeft = -1;     // the turn clock, -1 without one
    std::vector<int> banks;  // each seat's time bank in ms at this turn's start (optional: empty, no banks)
    std::vector<int> totals; // the match's scores so far
    // The game's turns so far (optional on the wire: absent, nothing is
    // known of them), so that a seat taken back tells its story: the table
    // and each seat's initial meld before the first of them, then each turn.
    IdTable historyTable;
    std::vector<bool> historyMeldDone;
    std::vector<PastTurn> history;
    // The host's commitment to this game's deal (core/deal_proof.h: 64 hex
    // digits; optional on the wire: "" when the host makes none). Its seed is
    // revealed once the match is over (MatchOver::seeds).
    QString commitment;
};
// A turn was played. The drawn tiles are sent only to the one who drew them.
struct TurnPlayed {
    int game = 0;
    int turn = 0; // counts from 1 within the game
    int player = 0;
    TurnAction action = TurnAction::Draw;
    IdTable table;      // the table after the turn
    TableLayout layout; // where its sets lie (optional: empty)
    IdSet drawn;        // the receiver's own draw; empty for the others
    int drawnCount = 0;
    std::vector<int> rackCounts;
    std::vector<bool> meldDone;
    int pool = 0;
    int current = 0;        // whose turn is next (the player who played, in the turn that ends a game)
    bool last = false;      // the turn ended the game: nobody is current (optional on the wire)
    std::string reason;     // a penalty's reason
    int meldPoints = -1;    // a play's: what the rack tiles laid are worth (optional on the wire; -1: not told)
    std::vector<int> banks; // each seat's time bank in ms after the turn (optional: empty, no banks)
};
// The current player's table mid-turn.
struct DraftShown {
    int player = 0;
    IdTable table;
    TableLayout layout; // optional
};
// A game is over. The racks left are told as counts and points, not tiles.
struct GameEnded {
    int game = 0;
    EndReason reason = EndReason::Rummikub;
    std::optional<int> winner;
    std::vector<int> rackCounts;
    std::vector<int> rackPoints;
    std::vector<int> scores;
    std::vector<int> totals;
};
// Every game is over; the host closes the connection after this.
struct MatchOver {
    int games = 0;
    std::vector<int> wins;
    int draws = 0;
    // Each game's deal seed, revealed, by game index (optional on the wire:
    // none when the host made no commitments). Written as decimal strings: a
    // 64-bit number does not survive a JSON number.
    std::vector<std::uint64_t> seeds;
};
// After the match, the host asks to play again with the same people: each
// seat's answer so far, one of the words below, in seat order. Sent when it
// asks and whenever an answer changes.
struct AgainAsked {
    std::vector<QString> answers;
};
// A line of the table's chat, from the player at `seat` (named as they are
// there), to everyone else who reads chat. Never logged, never saved.
struct Chat {
    int seat = 0;
    QString name;
    QString phrase;
    QString text;
};
namespace again {
inline constexpr QLatin1String kHost{"host"};   // a person at the host's screen (who asks)
inline constexpr QLatin1String kAi{"ai"};       // an AI's seat: it plays again
inline constexpr QLatin1String kAsked{"asked"}; // a friend who has not answered
inline constexpr QLatin1String kYes{"yes"};
inline constexpr QLatin1String kNo{"no"}; // said no, or left
} // namespace again
// The codes of the host's refusals (docs/protocol.md, "Errors", says when
// each is sent and which close the connection), written here once.
namespace errors {
inline constexpr QLatin1String kMalformed{"malformed"}; // a message the reader refuses (a strike)
inline constexpr QLatin1String kVersion{"version"};     // another protocol version
inline constexpr QLatin1String kCode{"code"};           // the table's code missing or wrong
inline constexpr QLatin1String kFull{"full"};           // no free seat, or too many connections
inline constexpr QLatin1String kName{"name"};           // the name is an AI's or a seated player's
inline constexpr QLatin1String kHello{"hello"};         // no hello first, none in time, or a second one
inline constexpr QLatin1String kTurn{"turn"};           // a move out of the sender's turn
inline constexpr QLatin1String kTiles{"tiles"};         // a move naming tiles the sender does not hold
inline constexpr QLatin1String kFlood{"flood"};         // beyond the rate limit
inline constexpr QLatin1String kOver{"over"};           // the table's games are over
inline constexpr QLatin1String kReplaced{"replaced"};   // the seat was taken back on another connection
inline constexpr QLatin1String kSlow{"slow"};           // the connection does not read what it is sent
inline constexpr QLatin1String kClosed{"closed"};       // the host ended the table before its games were over
inline constexpr QLatin1String kPaused{"paused"};       // the host's game closed; it opens the table again later
inline constexpr QLatin1String kSeat{"seat"};           // a token this table never gave (another table's seat)
inline constexpr QLatin1String kWait{"wait"};           // too many wrong codes: new joins wait (retryS)
inline constexpr QLatin1String kStale{"stale"};         // a seat's token that turned over when its player came back
inline constexpr QLatin1String kFreed{"freed"};         // the host freed the seat (its token opens nothing now)
inline constexpr QLatin1String kAgain{"again"};         // the host deals the match again: its token takes the seat
inline constexpr QLatin1String kWatch{"watch"};         // the table takes no watchers (or no more of them)
inline constexpr QLatin1String kRemoved{"removed"};     // the host sent this watcher away
inline constexpr QLatin1String kChat{"chat"};           // a chat line refused: too fast, or from a watcher

// A refusal that ends this client's place at the table for good: asking
// again the same way is refused the same way (a wait: until it is over;
// a player is told why and
// leaves; a bot gives up; a seat's token another table gave stays kept for
// when that table opens again). The others leave the seat (turn, tiles, hello,
// malformed) or drop a connection that may be opened again (flood, slow,
// paused: the seat is kept while the host is away).
bool isFatal(const QString& code);
} // namespace errors

// A refusal: a code of `errors`, and the reason in words.
struct ErrorReply {
    QString code;
    QString message;
    int retryS = -1; // a wait's: seconds until a join is read again (optional on the wire; -1: not told)
};
// The longest wait a host asks for (retryS).
inline constexpr int kMostRetryS = 3600;

using ServerMessage = std::variant<Welcome, SeatsChanged, TableState, TurnPlayed, DraftShown, GameEnded, MatchOver,
                                   AgainAsked, Chat, ErrorReply>;

// Reading: false with the reason (naming the field) on anything that is not a
// well-formed message of this protocol. Fields a message does not know are
// ignored (a later version may add some); ids are checked (0..105, each at
// most once in a message), lists and strings are bounded.
std::optional<ClientMessage> readClientMessage(const QByteArray& data, std::string* error);
std::optional<ServerMessage> readServerMessage(const QByteArray& data, std::string* error);

// Writing: one compact JSON object.
QByteArray writeMessage(const ClientMessage& message);
QByteArray writeMessage(const ServerMessage& message);

// ---- on the local network (UDP, lan_discovery.h) ----

// A table open to join, as its host announces it a few times a second.
struct TableAnnouncement {
    int protocol = kProtocolVersion;
    QString instance; // this hosting's random id (a table seen twice is one table)
    QString name;     // who hosts it: the first person at the host's screen, or the machine ("Ann")
    int port = 0;
    bool tls = false;
    bool needsCode = false;
    int seats = 0;     // 2..4
    int freeSeats = 0; // remote seats nobody has taken yet
    friend bool operator==(const TableAnnouncement&, const TableAnnouncement&) = default;
};
inline constexpr int kMaxAnnouncementBytes = 1024;
std::optional<TableAnnouncement> readAnnouncement(const QByteArray& data, std::string* error);
QByteArray writeAnnouncement(const TableAnnouncement& announcement);

// The kind of a seat as the wire names it.
QString seatKindWord(std::optional<AiLevel> ai); // "remote" or the level's name
inline const QString kRemoteSeat = QStringLiteral("remote");
inline const QString kHostSeat = QStringLiteral("host"); // a person at the host's screen

} // namespace tilerummy::net
