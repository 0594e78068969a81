// One table as the network sees it: who sits at which seat and with which
// token, who is connected, the grace time before an AI plays an absent
// player's seat, and the checks on what a remote player sends (is it their
// turn, do they hold those tiles) before it reaches the game. It knows no
// sockets: TableServer carries its messages, and the game's driver (the
// headless ServedMatch, or the window's game) tells it what happened and hears
// from it what a remote player did.
#pragma once

#include "wire_messages.h"

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
        // Every seat's name. A remote seat's is its player's once taken; a name
        // given before keeps the seat for the player of that name (a resumed game).
        std::vector<QString> names;
        std::vector<std::optional<AiLevel>> seats; // nullopt: a remote seat
        std::vector<bool> atHost; // a person at the host's screen (else an AI of seats[i]); may be empty
        QString code;             // the join code; empty: anyone may join
        Rules rules;
        int games = 1;
        int graceMs = 60000; // an absent player's seat waits this long before an AI plays it
    };
    // Who may take which seat, or why not.
    struct Admission {
        int seat = -1;
        std::optional<ErrorReply> refusal;
    };

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
    std::vector<SeatInfo> seatInfos() const;
    // What the table says of itself on the local network (LanBeacon::offer),
    // served at `port`: its seats, those free, whether it asks for a code. It
    // is named after the first person at the host's screen, or `name` when
    // nobody sits there (a table served from the command line).
    TableAnnouncement announcement(quint16 port, bool tls, const QString& instance, const QString& name = {}) const;

    // A hello: the seat it takes (a free one, or the same seat back by its
    // token or, while that seat's player is away, by its name) or a refusal.
    // The seat is the caller's once it calls connectSeat.
    Admission admit(const Hello& hello);
    // The seat's connection is up: welcome (and the game as the seat may see
    // it, when one is on) go out to it; the others hear that it is here.
    void connectSeat(int seat);
    // The seat's connection is gone: the grace time starts (before the games
    // start, the seat is free again).
    void disconnectSeat(int seat);
    // A message of the seat's connection after its hello.
    void receive(int seat, const ClientMessage& message);

    // The driver tells what the game does. The game outlives each call. A
    // deal's state goes out with its first turnStarted (and its clock);
    // turnMsLeft is -1 for a turn without a clock (an AI's).
    void gameStarted(const Game& game, int gameIndex, const std::vector<int>& totals);
    void turnStarted(const Game& game, int turnMsLeft);
    // `layout`: where the table's sets lie now (empty: as the player who
    // ended the turn sent them, when the game played their table as sent).
    void turnPlayed(const Game& game, const TurnRecord& record, const TableLayout& layout = {});
    void gameEnded(const Game& game, const std::vector<int>& totals);
    void matchOver(const MatchOver& summary);
    // The host ends the table before its games are over: everyone is told
    // why (error "closed") and the connections close.
    void shutDown(const QString& why);
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

private:
    struct SeatState;

    void broadcast(const ServerMessage& message, int except = -1);
    void sendSeats();
    void send(int seat, const ServerMessage& message);
    void refuse(int seat, const QString& code, const QString& message);
    TableState stateFor(int seat) const;
    bool checkTiles(int seat, const IdTable& table);
    void setAiPlays(int seat, bool on);
    void graceOver(int seat);

    Config config_;
    std::vector<std::unique_ptr<SeatState>> seats_;
    const Game* game_ = nullptr; // the game on now, between gameStarted and gameEnded
    int gameIndex_ = 0;
    std::vector<int> totals_;
    IdTable draft_;                                        // the current player's table mid-turn
    TableLayout draftLayout_;                              // where its sets lie (may be empty)
    TableLayout layout_;                                   // where the table's sets lie (may be empty)
    EndTurn endTurn_;                                      // the last end of turn received
    QDeadlineTimer turnDeadline_{QDeadlineTimer::Forever}; // when the turn's time is up
    bool dealPending_ = false;                             // a game was dealt and its state is not sent yet
    bool started_ = false;
    bool over_ = false;
};

} // namespace tilerummy::net
