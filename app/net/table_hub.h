// One table as the network sees it: who sits at which seat and with which
// token, who is connected, the grace time before an AI plays an absent
// player's seat, and the checks on what a remote player sends (is it their
// turn, do they hold those tiles) before it reaches the game. It knows no
// sockets: TableServer carries its messages, and the game's driver (the
// headless ServedMatch, or the window's game) tells it what happened and hears
// from it what a remote player did.
#pragma once

#include "net/wire_messages.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace tilerummy::net {

class TableHub : public QObject {
    Q_OBJECT

public:
    struct Config {
        // Every seat's name. A remote seat's is its player's once taken; one
        // given before is shown until then (it keeps the seat for nobody).
        std::vector<QString> names;
        std::vector<std::optional<AiLevel>> seats; // nullopt: a remote seat
        std::vector<bool> atHost; // a person at the host's screen (else an AI of seats[i]); may be empty
        // A table opened again (a resumed game): each remote seat's token, as
        // its player was given it. A seat with one is that player's (named in
        // `names`), taken back only with it. When every remote seat has one,
        // the game is on at once and each friend is away until back: their
        // grace time runs, then the AI plays for them.
        std::vector<QString> tokens;
        QString code; // the join code; empty: anyone may join
        Rules rules;
        int games = 1;
        int graceMs = 60000; // an absent player's seat waits this long before an AI plays it
        // Once the match is over, the connections stay until the driver
        // closes the table (the window: to ask to play again); else they close
        // with the match's summary.
        bool lingers = false;
        // Watchers the table takes at most (0..kMaxWatchers; 0: none). A
        // watcher sees what a bystander at a real table sees: the table, the
        // racks' counts, the turns (no draw's tiles), the round's end; never
        // a rack's tile or a table mid-turn.
        int watchers = 0;
    };
    // Who may take which seat, or why not.
    struct Admission {
        int seat = -1;
        std::optional<ErrorReply> refusal;
    };

    // A join code for a new table: kCodeLetters letters of an alphabet without
    // look-alikes (no I, L, O, S, Z, B: nothing read as a digit), easy to read
    // aloud. 20^8 codes: guessing at the pace the host allows is hopeless.
    static constexpr int kCodeLetters = 8;
    static QString newCode();
    // An AI seat's name: "Expert AI" for the first of its level at a table,
    // "Expert AI 2" for the second (nth counts from 1).
    static QString aiSeatName(AiLevel level, int nth);
    // A code the host's person typed: kMinTypedCodeChars..kMaxCodeChars
    // letters and digits (read aloud, typed on any keyboard), in capitals;
    // "" when it is not one.
    static constexpr int kMinTypedCodeChars = 4;
    static QString typedCode(const QString& typed);
    // The table's code from now on (seated players keep their seats: their
    // tokens take them back).
    void setCode(const QString& code) { config_.code = code; }

    explicit TableHub(Config config, QObject* parent = nullptr);
    ~TableHub() override;

    const Config& config() const { return config_; }
    int seatCount() const { return static_cast<int>(config_.seats.size()); }
    bool isRemote(int seat) const { return !config_.seats[static_cast<std::size_t>(seat)]; }
    // Every remote seat has a player (they may be away now).
    bool isSeated() const;
    // An AI seat, or a remote seat whose player is gone (past the grace time,
    // or left): the driver lets the AI play its turns.
    bool aiPlays(int seat) const;
    bool isConnected(int seat) const;
    // Milliseconds until the AI plays for the seat's absent player; -1 when
    // its grace time is not running.
    int graceLeftMs(int seat) const;
    // Each seat's token ("" for a free seat or an AI's): what the host's save
    // keeps, so that the table opens again for the same players.
    std::vector<QString> seatTokens() const;
    std::vector<SeatInfo> seatInfos() const;
    // What the table says of itself on the local network (LanBeacon::offer),
    // served at `port`: its seats, those free, whether it asks for a code. It
    // is named after the first person at the host's screen, or `name` when
    // nobody sits there (a table served from the command line).
    TableAnnouncement announcement(quint16 port, bool tls, const QString& instance, const QString& name = {}) const;

    // Who a watcher is to the hub's users (TableServer carries their
    // messages as a seat's): an id from kFirstWatcher up, never a seat.
    static constexpr int kFirstWatcher = 1000;
    static bool isWatcher(int who) { return who >= kFirstWatcher; }
    struct Watcher {
        int id = 0;
        QString name;
        bool readsChat = false;
    };
    // How many may watch from now on (those watching stay).
    void setWatchers(int count) { config_.watchers = count; }
    // Those watching now, in the order they came.
    std::vector<Watcher> watchers() const;
    // The host sends a watcher away: its connection goes (watcherRemoved,
    // error "removed"). False when nobody watches with that id.
    bool removeWatcher(int id);

    // A hello: the seat it takes (a free one before the games begin, or the
    // same seat back by its token), a watcher's id (a watch hello, when the
    // table takes watchers) or a refusal. A name never admits to a
    // taken seat: a hello with a seated player's name and no token is refused.
    // The seat is the caller's once it calls connectSeat.
    Admission admit(const Hello& hello);
    // The hello takes its own seat back (the right code, and a token of this
    // table): let in even from an address that guessed codes.
    bool takesBack(const Hello& hello) const;
    // The seat's connection is up: welcome (and the game as the seat may see
    // it, when one is on) go out to it; the others hear that it is here.
    void connectSeat(int seat);
    // The seat's connection is gone: the grace time starts (before the games
    // start, the seat is free again).
    void disconnectSeat(int seat);
    // The host hands an away friend's seat to the AI now, without waiting
    // out the grace time (their token still takes it back). False when the
    // seat is not a friend's who is away.
    bool handToAi(int seat);
    // The host frees a friend's seat (taken over by someone else, perhaps):
    // its token turns over (stale for whoever holds it), its connection is
    // let go (seatFreed), and the seat is free for the next hello with the
    // code, mid-game too; its player, told, joins again as someone new. Until
    // then the table is not seated (isSeated). False when it is not a taken
    // friend's seat.
    bool freeSeat(int seat);
    // A message of the seat's connection after its hello. True when it was
    // the move that ends the seat's turn (a play or a draw in its turn): the
    // game asked for it, so it does not count against the sender's rate.
    bool receive(int seat, const ClientMessage& message);

    // The driver tells what the game does. The game outlives each call. A
    // deal's state goes out with its first turnStarted (and its clock);
    // turnMsLeft is -1 for a turn without a clock (an AI's). A game resumed
    // mid-round gives the round's turns so far (`pastTurns`, from its deal) and
    // where its sets lie: a seat taken back gets that story and that table.
    void gameStarted(const Game& game, int gameIndex, const std::vector<int>& totals,
                     const std::vector<TurnRecord>& pastTurns = {}, const TableLayout& layout = {});
    // The host's commitment to the deal just started (core/deal_proof.h),
    // sent with its state; its seed goes out in the match's `over`.
    void commitDeal(const QString& commitment) { commitment_ = commitment; }
    void turnStarted(const Game& game, int turnMsLeft);
    // Each seat's time bank in ms (core/time_bank.h; empty: none), sent with
    // the next turn played and every state: the driver sets it at the deal
    // and after each turn, before turnPlayed.
    void setBanks(const std::vector<std::int64_t>& leftMs);
    // `layout`: where the table's sets lie now (empty: as the player who
    // ended the turn sent them, when the game played their table as sent).
    void turnPlayed(const Game& game, const TurnRecord& record, const TableLayout& layout = {});
    void gameEnded(const Game& game, const std::vector<int>& totals);
    void matchOver(const MatchOver& summary);
    // Play again with the same people (table_hub_again.cpp). Once the match
    // is over, the host asks: each seat's answer starts as the again:: word
    // for it (a friend not here: "no"), and goes to every friend, again at
    // each answer (a friend's `again` message; leaving, or going, is a no).
    // False when the match is not over or its connections are gone.
    bool askAgain();
    // The match is over, its connections stay (Config::lingers), nobody was
    // asked yet, and a friend is here to ask.
    bool mayAskAgain() const;
    bool againAsked() const { return !againAnswers_.empty(); }
    const std::vector<QString>& againAnswers() const { return againAnswers_; }
    // The host deals the new match: each friend who said yes is told (error
    // "again": their token takes their seat at the table opened anew), the
    // others that the table goes on without them; the connections close.
    void dealAgain();
    // The match is over and it does not go on here (nobody to ask, or no
    // yes): the connections that stayed (Config::lingers) close.
    void closeAfterMatch();
    // The host ends the table before its games are over: everyone is told
    // why (error "closed", or "paused" when the host's game will open it
    // again) and the connections close.
    void shutDown(const QString& why, const QString& code = errors::kClosed);
    // The table's chat (table_hub_chat.cpp): a line of the person at the
    // host's screen at `seat`, to every client that reads chat. A friend's
    // lines (their `say`) go to the others and to the host (chatHeard), at
    // most kChatBurst at once and one per kChatEveryMs after; more are
    // refused (error "chat"). Watchers read the chat, and write nothing.
    static constexpr double kChatBurst = 5;
    static constexpr int kChatEveryMs = 2000;
    void say(int seat, const Say& line);
    // The table mid-turn of a person at the host's screen, for the others to see.
    void showDraft(int player, const IdTable& table, const TableLayout& layout = {});

signals:
    // A message for the connection of this seat.
    void sendTo(int seat, const QByteArray& message);
    void allSeated();
    // What the remote player whose turn it is did (checked: their turn, their tiles).
    void endTurnReceived(int seat, const tilerummy::IdTable& table);
    void drawReceived(int seat);
    // The remote player whose turn it is arranged the table so, mid-turn (checked: their tiles).
    void draftReceived(int seat, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    // aiPlays(seat) changed.
    void aiPlaysChanged(int seat, bool aiPlays);
    // Every game is over and the clients were told: their connections may close.
    void closed();
    // seatInfos() changed.
    void seatsChanged();
    // The seat was taken back with its token, which turned over, or freed: seatTokens() changed.
    void tokenTurned(int seat);
    // The host freed the seat: its connection goes (error "freed").
    void seatFreed(int seat);
    // The host sent the watcher away: its connection goes (error "removed").
    void watcherRemoved(int id);
    // againAnswers() changed (asked, or a friend answered).
    void againChanged();
    // A friend at `seat` said a line in the chat (for the host's window; never logged).
    void chatHeard(int seat, const QString& name, const tilerummy::net::Say& line);

private:
    struct SeatState;

    // To every connected friend (but `except`), and to the watchers unless `players only`.
    enum class To { Everyone, Players };
    void broadcast(const ServerMessage& message, int except = -1, To to = To::Everyone);
    Admission admitWatcher(const Hello& hello);
    void connectWatcher(int id);
    void disconnectWatcher(int id);
    void receiveFromWatcher(int id, const ClientMessage& message);
    void hear(int seat, const Say& line); // a friend's `say`
    void sendSeats();
    void send(int seat, const ServerMessage& message);
    void refuse(int seat, const QString& code, const QString& message);
    TableState stateFor(int seat) const;
    int seatOfToken(const QString& token) const;               // -1: none
    bool gaveToken(const QString& token) const;                // a token of this table, its seat taken or not
    void rememberTurn(const TurnRecord& record, bool standIn); // into history_
    std::optional<ErrorReply> gate(const Hello& hello) const;
    bool checkTiles(int seat, const IdTable& table);
    void setAiPlays(int seat, bool on);
    void graceOver(int seat);

    Config config_;
    std::vector<std::unique_ptr<SeatState>> seats_;
    SeatState& at(int seat) { return *seats_[static_cast<std::size_t>(seat)]; }
    const SeatState& at(int seat) const { return *seats_[static_cast<std::size_t>(seat)]; }
    std::vector<QString> tokensGiven_;      // every token this table made or was resumed with
    std::vector<QString> tokensTurnedOver_; // those replaced when their seat was taken back (refused: stale)
    std::vector<int> banks_;                // each seat's time bank in ms (setBanks)
    const Game* game_ = nullptr;            // the game on now, between gameStarted and gameEnded
    QString commitment_;                    // to its deal ("": none made)
    int gameIndex_ = 0;
    std::vector<int> totals_;
    IdTable draft_;                                        // the current player's table mid-turn
    TableLayout draftLayout_;                              // where its sets lie (may be empty)
    TableLayout layout_;                                   // where the table's sets lie (may be empty)
    IdTable historyTable_;                                 // the table before history_'s first turn
    std::vector<bool> historyMeldDone_;                    // and each seat's initial meld then
    std::vector<PastTurn> history_;                        // the game's turns (their draws: every seat's)
    EndTurn endTurn_;                                      // the last end of turn received
    QDeadlineTimer turnDeadline_{QDeadlineTimer::Forever}; // when the turn's time is up
    bool dealPending_ = false;                             // a game was dealt and its state is not sent yet
    bool moveReceived_ = false;                            // the current player's play or draw came
    void answerAgain(int seat, bool yes);                  // a friend's answer (their `again`, a leave, a drop)
    bool hereToAsk(int seat) const;                        // a friend at the table now, to be asked
    std::vector<QString> againAnswers_;                    // empty: not asked
    std::vector<Watcher> watchers_;                        // admitted (connected once connectWatcher ran)
    int nextWatcher_ = kFirstWatcher;
    bool started_ = false;
    bool over_ = false;
};

} // namespace tilerummy::net
