// The host's side of a game with friends on other machines. When a match has
// remote seats, it opens the table to the network (a WebSocket server on
// kDefaultPort or a free port, a join code) and tells the friends what
// happens: the deal, each turn, what the person whose turn it is arranges, the
// end of each round: it hears them from the game's events (GameView). The
// remote seats (RemoteSeat) hear their players through its hub. For the
// window: the addresses to give the friends, the code, who has joined, and
// whether the game waits for someone.
#pragma once

#include "game.h"
#include "game/game_view.h"
#include "net/lan_discovery.h"
#include "net/table_hub.h"
#include "save/save_game.h"
#include "save/seat_kind.h"
#include "words/seat_news.h"

#include <QObject>
#include <QSslConfiguration>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace tilerummy::net {
class TableServer;
}

class TableHost : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game's part: game.host")
    // The table is open to friends on other machines (the match has remote seats).
    Q_PROPERTY(bool open READ isOpen NOTIFY openChanged FINAL)
    // Where friends connect: "wss://192.168.1.5:4520", one per address of this machine.
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY openChanged FINAL)
    // The same as invitations to copy: "tilerummy://192.168.1.5:4520/CODE?fingerprint=…" (net/invite_link.h).
    Q_PROPERTY(QStringList invites READ invites NOTIFY openChanged FINAL)
    // The table's certificate (its own, made on first use: net/host_certificate.h):
    // its SHA-256 fingerprint, "" when the table is not encrypted; its first
    // pairs, which the lobby shows beside the code for friends to check by voice.
    Q_PROPERTY(QString fingerprint READ fingerprint NOTIFY openChanged FINAL)
    Q_PROPERTY(QString fingerprintStart READ fingerprintStart NOTIFY openChanged FINAL)
    // The friends at the table now (connected), and what quitting asks them
    // about ("Ann and Bea are playing at your table…"; "" when nobody is).
    Q_PROPERTY(QStringList friendsSeated READ friendsSeated NOTIFY seatsChanged FINAL)
    Q_PROPERTY(QString quitQuestion READ quitQuestion NOTIFY seatsChanged FINAL)
    // Once a hosted match is over: that its deals were committed to and their
    // seeds revealed to the friends, whose games check them ("" before).
    Q_PROPERTY(QString dealWords READ dealWords NOTIFY openChanged FINAL)
    Q_PROPERTY(int port READ port NOTIFY openChanged FINAL)
    // The code friends give to join.
    Q_PROPERTY(QString code READ code NOTIFY openChanged FINAL)
    // Why the table could not open (e.g. no port), or why it is not
    // encrypted; empty when it is open so, or not wanted.
    Q_PROPERTY(QString problem READ problem NOTIFY openChanged FINAL)
    // The game waits until every remote seat has its player.
    Q_PROPERTY(bool waiting READ waiting NOTIFY seatsChanged FINAL)
    // How long a friend who dropped keeps their seat before the AI plays it (from the next game on).
    Q_PROPERTY(int graceSeconds READ graceSeconds WRITE setGraceSeconds NOTIFY graceSecondsChanged FINAL)
    // Every seat.
    Q_PROPERTY(QList<TableSeat> seats READ seats NOTIFY seatsChanged FINAL)
    // How many may watch the table (0: nobody; the settings'), and who watches now.
    Q_PROPERTY(int watchersAllowed READ watchersAllowed WRITE setWatchersAllowed NOTIFY watchersAllowedChanged FINAL)
    Q_PROPERTY(QStringList watcherNames READ watcherNames NOTIFY seatsChanged FINAL)
    // A friend's seat taken back from another address while they were
    // connected (someone with their key, perhaps): the seat (-1 for none) and
    // what happened, in words, for the host to free the seat or keep it.
    Q_PROPERTY(int takenOverSeat READ takenOverSeat NOTIFY takenOverChanged FINAL)
    Q_PROPERTY(QString takenOverText READ takenOverText NOTIFY takenOverChanged FINAL)
    // Once the match is over (the friends still connected for a while): the
    // host may ask to play again with the same people; asked, each seat's
    // answer in words ("Bea: yes"), and how many friends said yes.
    Q_PROPERTY(bool canAskAgain READ canAskAgain NOTIFY againChanged FINAL)
    Q_PROPERTY(bool againAsked READ againAsked NOTIFY againChanged FINAL)
    Q_PROPERTY(QStringList againAnswers READ againAnswers NOTIFY againChanged FINAL)

public:
    static constexpr quint16 kDefaultPort = tilerummy::net::kDefaultPort;
    // After the match, the friends stay connected this long for the host to ask to play again.
    static constexpr int kAgainWaitMs = 10 * 60 * 1000;

    // Tells the friends what happens to this game (nothing while the table is closed).
    TableHost(const GameView& game, QObject* parent);
    ~TableHost() override;

    // Opens the table for a match of these seats (names: as given, "" for
    // the seat's own) and rules, or closes it when no seat is remote. `again`:
    // the table this match was hosted at before (a resumed game): its port if
    // free, its code, and each friend's seat kept for the holder of its token.
    void openFor(const QList<SeatKind>& kinds, const QStringList& names, const tilerummy::Rules& rules,
                 const std::optional<HostedTable>& again = {});
    // The host's game is closing (the window quits): the friends are told it
    // will be back (error "paused"), and retry until it is. The table closes.
    Q_INVOKABLE void pause();
    // The host ends the table for good, the window quitting: the friends are
    // told it is closed (error "closed": nothing to come back to), and what
    // was sent to them goes out before the window does.
    Q_INVOKABLE void end();
    void close();
    // The open table as a save keeps it (nullopt when none is open).
    std::optional<HostedTable> hosted() const;

    bool isOpen() const { return hub_ != nullptr; }
    QStringList addresses() const;
    QStringList invites() const;
    QStringList friendsSeated() const;
    QString quitQuestion() const;
    QString dealWords() const;
    int port() const;
    QString code() const { return hub_ ? hub_->config().code : QString(); }
    // The host's person types the table's code: "" (the table takes it; the
    // friends seated keep their seats) or why not, in words.
    Q_INVOKABLE QString setCode(const QString& typed);
    QString problem() const { return problem_; }
    bool waiting() const;
    QList<TableSeat> seats() const;
    // The hub the remote seats listen to (null when closed).
    tilerummy::net::TableHub* hub() const { return hub_.get(); }
    // A friend's name at a seat ("" while it is free).
    QString remoteName(int player) const;
    // A friend's seat whose player is away, in words ("" when they are here),
    // with the seconds left before the AI plays for them when `counted`.
    QString absence(int player, bool counted = true) const;
    // The AI plays this friend's seat while they are away.
    bool standInPlays(int player) const;
    // The friend at this seat left the table (they said so).
    bool hasLeft(int player) const;
    // The friend at this seat is away and the AI plays for them once the
    // grace time is out; handToAi lets it play now (their token still takes
    // the seat back). False when it is not so.
    Q_INVOKABLE bool graceCounting(int player) const;
    Q_INVOKABLE bool handToAi(int player);
    // The host frees a friend's seat: whoever is on it goes, its key opens
    // nothing any more, and the table waits (the lobby, its code) until
    // someone joins with the code; then the game goes on for them. False when
    // it is not a friend's taken seat.
    Q_INVOKABLE bool freeSeat(int player);
    // The host keeps the seat as it is (the takeover was the friend's own).
    Q_INVOKABLE void keepTakenOverSeat();
    int takenOverSeat() const { return takenOverSeat_; }
    // Play again with the same people (after the match; see canAskAgain).
    Q_INVOKABLE bool askAgain();
    bool canAskAgain() const;
    bool againAsked() const { return hub_ && hub_->againAsked(); }
    QStringList againAnswers() const;
    // The next match's seats once asked: a friend who said yes keeps their
    // seat (and its token: `table`), any other friend's seat goes to an AI.
    struct AgainPlan {
        QList<SeatKind> kinds;
        QStringList names;
        HostedTable table;
    };
    std::optional<AgainPlan> againPlan() const;
    // Tells the friends (yes: take your seat again; no: the table goes on
    // without you) and closes the table, for the caller to open it anew with
    // the plan.
    void dealAgain();
    QString takenOverText() const;
    int graceSeconds() const { return graceMs_ / 1000; }
    int watchersAllowed() const { return watchersAllowed_; }
    // 0..kMaxWatchers; the open table takes it at once (those watching stay).
    void setWatchersAllowed(int count);
    QStringList watcherNames() const;
    // The host sends the watcher (by its place in watcherNames) away: told
    // so, and its address watches this table no more. False when not there.
    Q_INVOKABLE bool sendWatcherAway(int index);
    // The table's chat: a line of the person at this screen (the first
    // host seat's, by its name) to every friend and watcher.
    void say(const tilerummy::net::Say& line);
    QString ownChatName() const;
    // joinsHeld in words, in the language installed now.
    static QString joinsHeldWords(int addresses, int seconds);
    // seatTakenOver in words, in the language installed now.
    static QString takenOverWords(const QString& name, const QString& from, const QString& before);
    void setGraceSeconds(int seconds);
    // Where the tables' key and certificate are kept (the same at every table
    // hosted here, so that a guest's pin holds); "": made for this run only.
    void setCertificateFile(const QString& path);
    QString fingerprint() const;
    QString fingerprintStart() const;

signals:
    void openChanged();
    void graceSecondsChanged();
    void watchersAllowedChanged();
    void takenOverChanged();
    void againChanged();
    void seatsChanged();
    // Every remote seat has its player: the game may go on.
    void everyoneSeated();
    // A friend joined, dropped, came back, or the AI took their seat: in words.
    void news(const QString& text);
    // Too many wrong codes came from `addresses` addresses in a minute: new
    // joins wait `seconds` (for the turn log too: joinsHeldWords).
    void joinsHeld(int addresses, int seconds);
    // A friend's seat was taken back with its token while they were
    // connected, from `from` (they were at `before`): for the turn log
    // (takenOverWords).
    void seatTakenOver(const QString& name, const QString& from, const QString& before);
    // A seat's token turned over (its player came back): what a save keeps
    // of the table (hosted()) changed.
    void seatKeysTurned();
    // A friend said a line in the chat (never logged).
    void chatHeard(int seat, const QString& name, const tilerummy::net::Say& line);
    // The friend whose turn it is arranged the table so, mid-turn.
    void draftReceived(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);

private:
    // What the game tells the friends, from its events. A round dealt: a
    // resumed one gives its turns so far (`story`) and where its sets lie
    // (TableHub::gameStarted).
    void dealt(const std::vector<tilerummy::TurnRecord>& story);
    void turnBegan(int clockMs);
    void turnMade(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layout);
    void draftShown(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    void roundEnded(); // after the round's last turn was told (turnMade)
    void seatsMoved(); // the hub's seats changed: tell the window, in words too
    void announce();   // the table on the local network, while it has free seats

    const GameView& game_;
    std::unique_ptr<tilerummy::net::TableHub> hub_;
    std::vector<tilerummy::net::SeatInfo> lastSeats_;
    tilerummy::net::LanBeacon beacon_;
    QString instance_; // this hosting's id in the announcements
    std::unique_ptr<tilerummy::net::TableServer> server_;
    QString problem_;
    int takenOverSeat_ = -1;
    QString takenOverFrom_, takenOverBefore_;
    bool refilling_ = false; // a seat was freed mid-game: the game goes on once it is taken
    quint16 port_ = 0;       // where server_ listens (or listened, once the match is over)
    QList<SeatKind> kinds_;  // the match's seats, as opened
    QStringList names_;
    QTimer lingering_; // after the match: how long the friends' connections stay for a "play again"
    QString certificateFile_;
    std::optional<QSslConfiguration> tls_; // made or read at the first table hosted
    int graceMs_ = 60000;
    int watchersAllowed_ = 4;
    QStringList lastWatchers_; // for the news of who came to watch, or went
    std::vector<int> wins_;    // rounds won by going out, per seat, for the match's summary
    int draws_ = 0;
    int rounds_ = 0;
    bool dealsRevealed_ = false; // the match is over, its seeds told
};
