// The joining side of a game with friends: this window takes a seat at a table
// another machine hosts (a game's window or `tilerummy-cli serve`). It
// connects (TableClient), keeps where the seat stands (SeatRoster: every
// message of the host is checked to follow what came before; the tiles are
// checked once, by the joined game's copy), hands the host's game messages to
// the game in order (hostMessage: the deal, each turn, the table
// mid-turn, the end of a round, the end of the match), sends the person's
// moves, and takes the seat back by its token when the connection drops.
// For the window: where it is (connecting, waiting for the deal, playing,
// reconnecting), who sits where, and why the table was left, in words.
#pragma once

#include "net/kept_seat.h"
#include "net/seat_roster.h"
#include "net/table_client.h"
#include "rules.h"
#include "save/seat_kind.h"
#include "words/seat_news.h"

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

class TableGuest : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the joined table's part: game.joinedTable.guest")
    // A table of another machine is joined (or being joined): the game on
    // the table is that one.
    Q_PROPERTY(bool active READ isActive NOTIFY stateChanged FINAL)
    // The table cannot be played now: connecting, waiting for the deal, or
    // the connection lost and being taken back (status says which), or the
    // table was left (problem says why).
    Q_PROPERTY(bool waiting READ waiting NOTIFY stateChanged FINAL)
    // Where it stands, in a few words: the joining screen's title and the
    // header's line ("" while the game is played).
    Q_PROPERTY(QString heading READ heading NOTIFY stateChanged FINAL)
    // And in a sentence ("" while the game is played).
    Q_PROPERTY(QString status READ status NOTIFY stateChanged FINAL)
    // Why the table was left or refused ("" while it is on).
    Q_PROPERTY(QString problem READ problem NOTIFY stateChanged FINAL)
    // The table's address as given ("ws://host:4520").
    Q_PROPERTY(QString address READ address NOTIFY stateChanged FINAL)
    // This window's seat (-1 before the welcome, and for a watcher).
    Q_PROPERTY(int seat READ seat NOTIFY stateChanged FINAL)
    // This window watches the table (joined to watch): it has no seat.
    Q_PROPERTY(bool watching READ watching NOTIFY stateChanged FINAL)
    // How many watch the table, as the host says.
    Q_PROPERTY(int watchers READ watchers NOTIFY seatsChanged FINAL)
    // Every seat.
    Q_PROPERTY(QList<TableSeat> seats READ seats NOTIFY seatsChanged FINAL)
    // The table's rules in words, as the host set them ("" before the welcome).
    Q_PROPERTY(QString rules READ rulesText NOTIFY seatsChanged FINAL)
    // The table's match is over (the host said so): the connection is closed.
    Q_PROPERTY(bool matchOver READ matchOver NOTIFY stateChanged FINAL)
    Q_PROPERTY(Phase phase READ phase NOTIFY stateChanged FINAL)

public:
    // Where the joining stands: no table; connecting; seated, the game not
    // begun; playing; the connection lost, being taken back; the table left
    // or refused (problem says why).
    enum class Phase { Idle, Connecting, Seated, Playing, Reconnecting, Left };
    Q_ENUM(Phase)

    // How long a dropped connection is tried again, and how often.
    static constexpr int kRetryForMs = 120000;
    static constexpr int kRetryEveryMs = 2000;
    static constexpr quint16 kDefaultPort = tilerummy::net::kDefaultPort;

    explicit TableGuest(QObject* parent = nullptr);
    ~TableGuest() override;

    // "wss://host:port" (or ws://, when typed so) from what a person types:
    // an address with or without the scheme and the port; empty when it is
    // not one. The game's window hosts wss:// (TableHost). A path is kept (a
    // lobby's table is at /t/PROCESS/), a lone "/" dropped.
    static QUrl tableUrl(const QString& typed);

    // Joins the table: "" (connecting) or why not (nothing changes). With a
    // kept seat's token, the seat is taken back; `watch`: to watch, not play.
    QString join(const QString& address, const QString& code, const QString& name, const QString& fingerprint,
                 const QString& token = {}, bool watch = false);
    // Leaves the table (the host's AI plays the seat from now on).
    void leave();
    // After the match: whether this player plays again with the same people.
    void answerAgain(bool yes);
    // The table's chat: the host takes it (and this window has a seat to say it from).
    bool mayChat() const { return roster_.welcomed() && roster_.hostChats() && !roster_.watching(); }
    bool readsChat() const { return roster_.welcomed() && roster_.hostChats(); }
    void say(const tilerummy::net::Say& line);
    // The host sent what cannot follow on this screen (why: in English, for the
    // record): the table is left, and the person told so.
    void distrustHost(const std::string& why);

    Phase phase() const { return state_; }
    bool isActive() const { return state_ != State::Idle; }
    bool waiting() const { return state_ != State::Playing; }
    bool matchOver() const { return roster_.matchOver(); }
    // The table was left because the connection could not be made again in
    // time: the seat may still be the person's when the host is back.
    bool seatMayWait() const { return state_ == State::Left && seatMayWait_; }
    // This window's seat as it is kept to come back to (the token once
    // welcomed; the host's name, "" for a table that `serve` hosts).
    tilerummy::net::KeptSeat keptSeat() const;
    // The token this window's last hello presented (the seat taken back with it; "" for a new player).
    QString presentedToken() const { return client_.presentedToken(); }
    QString heading() const;
    QString status() const;
    QString problem() const { return problem_; }
    // The join was refused only because nobody vouches for the host's
    // certificate: its fingerprint, to check with the host and trust ("" else).
    QString untrustedFingerprint() const
    {
        return state_ == State::Left && !roster_.welcomed() ? client_.untrustedFingerprint() : QString();
    }
    QString address() const { return join_.url.toString(); }
    bool watching() const { return isActive() && state_ != State::Left && join_.watch; }
    int watchers() const { return roster_.watchers(); }
    int seat() const { return roster_.welcomed() ? roster_.seat() : -1; }
    QList<TableSeat> seats() const;
    // Another friend's seat whose player is away, in words ("" when they are here).
    QString absence(int player) const;
    // The host's AI plays this friend's seat while they are away.
    bool standInPlays(int player) const;
    // The friend at this seat left the table (they said so).
    bool hasLeft(int player) const;
    QString rulesText() const;
    const tilerummy::net::SeatRoster& roster() const { return roster_; }
    // The seats as the game seats them here: this seat a person, the others
    // by what they are at the table (a friend elsewhere, an AI of a level).
    QList<SeatKind> seatKinds() const;
    QStringList seatNames() const;

    // The person's moves, in their turn.
    void sendDraft(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    void sendPlay(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    void sendDraw();

signals:
    void stateChanged();
    void seatsChanged();
    // A message of the host about the game (TableState, TurnPlayed,
    // DraftShown, GameEnded, MatchOver), checked, in the order they came.
    void hostMessage(const tilerummy::net::ServerMessage& message);
    // The host refused a move ("turn", "tiles"): the turn is the person's again.
    void moveRefused(const QString& reason);
    // Someone joined, dropped, came back: in words.
    void news(const QString& text);
    // The host welcomed this window to its seat (the first time or again).
    void seated();
    // After the match, the host asks to play again: each seat's answer so far.
    void againAsked(const std::vector<QString>& answers);
    // Another at the table said a line in the chat.
    void chatHeard(int seat, const QString& name, const tilerummy::net::Say& line);

private:
    using State = Phase;

    void received(const tilerummy::net::ServerMessage& message);
    QString refusalWords(const tilerummy::net::ErrorReply& error) const;
    void dropped(const QString& reason);
    void leaveWith(const QString& problem, bool seatMayWait = false);
    // What a refusal for an untrusted certificate asks the person.
    static QString trustQuestion(const QString& fingerprint);
    void setState(State state);

    tilerummy::net::TableClient client_;
    tilerummy::net::TableClient::Join join_;
    tilerummy::net::SeatRoster roster_;
    std::vector<bool> seatsSeen_; // seats whose players were ever here (seatNews)
    State state_ = State::Idle;
    QString problem_;
    QString lostReason_;
    bool pausedByHost_ = false; // the host's game closed (error paused): the seat waits for it
    bool dealtAgain_ = false;   // the host deals the match again (error again): the seat is taken anew
    QTimer retry_;
    qint64 lostAtMs_ = 0;
    bool seatMayWait_ = false;
};
