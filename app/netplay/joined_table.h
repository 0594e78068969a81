// A table another machine hosts, as the game here plays it: the person joins
// (TableGuest does the talking), and the host's messages about the game are
// taken in order, each once the board is free (no play shown, not paused):
// the deal makes a copy of the game as this seat sees it (Game::mirror), each
// other player's table mid-turn and play is shown move by move and then made
// on the copy as the host tells it, the person's own end of turn goes to the
// host and the host's answer is the turn here too. This object keeps the
// order (a message is taken when the game's board is free: GameEvents::
// boardFree), what the host said of the others' racks at a round's end,
// whether the person asked for the next round and whether their move waits
// for the host's answer; what each message does to the game on the table it
// asks through its signals (…FromHost), which the game (GameController) does. The copy is the one place the joined
// game's state is kept and each message's tiles are checked (TableGuest's
// SeatRoster checks only that a message follows the one before).
#pragma once

#include "game.h"
#include "match.h"
#include "net/wire_messages.h"
#include "netplay/deal_verdict.h"
#include "netplay/table_guest.h"
#include "rack_slots.h"
#include "save/seat_kind.h"
#include "table_layout.h"

#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

class GameView;

// A joined table's match as the host deals it (or as it stands when the seat
// is taken back): the copy of the game this seat sees, and its seats.
struct JoinedMatch {
    tilerummy::MatchSetup setup;
    tilerummy::Game mirror;
    int round = 1;
    std::vector<int> totals;
    QList<SeatKind> seats;
    QStringList names;
    std::vector<std::optional<tilerummy::RackSlots>> racks; // the person's as they had arranged it (a seat kept)
    tilerummy::TableLayout layout;
};

class JoinedTable : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game joins tables: game.joinedTable")
    // The connection, the seats and what the joining screen says (TableGuest).
    Q_PROPERTY(TableGuest* guest READ guest CONSTANT FINAL)
    // The check of the host's deals, told at the match's end.
    Q_PROPERTY(DealVerdict* dealCheck READ dealCheck CONSTANT FINAL)
    // The game on the table is the joined one: its turns come from the host,
    // and the person's moves go there.
    Q_PROPERTY(bool joined READ joined NOTIFY joinedChanged FINAL)
    // A seat kept from a table this game was at when it closed or crashed,
    // to be taken back in one click (not while a table is joined).
    Q_PROPERTY(bool rejoinOffered READ rejoinOffered NOTIFY rejoinChanged FINAL)
    // The offer's button ("Rejoin Ann's table") and its line ("As Bea, at 192.168.1.5:4520").
    Q_PROPERTY(QString rejoinTitle READ rejoinTitle NOTIFY rejoinChanged FINAL)
    Q_PROPERTY(QString rejoinDetail READ rejoinDetail NOTIFY rejoinChanged FINAL)
    // After the match, the host asks to play again with the same people:
    // asked, each seat's answer in words, and this player's own ("" until
    // they answer; "yes" or "no").
    Q_PROPERTY(bool againAsked READ againAsked NOTIFY againChanged FINAL)
    Q_PROPERTY(QStringList againAnswers READ againAnswers NOTIFY againChanged FINAL)
    Q_PROPERTY(QString myAgainAnswer READ myAgainAnswer NOTIFY againChanged FINAL)

public:
    // Reads the game on the table (GameView) and hears its events.
    JoinedTable(const GameView& game, QObject* parent);

    // Takes a seat (join: address, code, name, fingerprint; "token": a seat
    // given already, as a lobby gives it; "watch": true to watch, with no seat): "" (connecting:
    // the game on the table waits, and the joined table takes its place once
    // dealt; the host's answer is seatTaken or joinRefused) or why not
    // (nothing changes).
    // An invitation (tilerummy://…, net/invite_link.h) as the address is
    // joined as what it says: its table, its code and fingerprint.
    Q_INVOKABLE QString join(const QVariantMap& join);
    // What an invitation says, for the join dialog's fields: "invite" (the
    // text is meant as one: tilerummy:…), "error" (why it is not one, "" when
    // it reads), then "address", "code", "fingerprint".
    Q_INVOKABLE QVariant readInvite(const QString& text) const; // a QVariantMap (for qmllint: var)
    // Leaves the table (the host's AI plays the seat from now on), or stops
    // joining one.
    Q_INVOKABLE void leave();
    // A match of this machine takes the table: the joined one (if any) is left.
    void matchInstalled(bool joined);

    // Where the seat at a joined table is kept (main.cpp: beside the
    // autosave), read now: a seat kept there is offered to rejoin. Written
    // when the host seats this window, removed when the person leaves the
    // table, its match ends or the host refuses the seat; kept when the
    // game closes or the host cannot be reached.
    void setKeptSeatFile(const QString& path);
    bool rejoinOffered() const
    {
        return rejoin_.has_value() && (!guest_.isActive() || guest_.phase() == TableGuest::Phase::Left);
    }
    QString rejoinTitle() const;
    QString rejoinDetail() const;
    // Takes the kept seat back: "" (connecting, as a join: seatTaken or joinRefused) or why not.
    Q_INVOKABLE QString rejoin();
    // The kept seat is forgotten (the host's AI keeps playing it).
    Q_INVOKABLE void forgetRejoin();
    // After the match, once the host asked: this player plays again with the
    // same people (or not). The host's answers come back (againAnswers).
    Q_INVOKABLE void answerAgain(bool yes);
    bool againAsked() const { return !againAnswers_.empty(); }
    QStringList againAnswers() const;
    QString myAgainAnswer() const;
    // The rack as the person arranges it (its slots) is kept with the seat
    // (the autosave calls it: after each move, each turn and on quit).
    void keepRack(const std::vector<tilerummy::TileId>& cells);

    TableGuest* guest() { return &guest_; }
    const TableGuest* guest() const { return &guest_; }
    DealVerdict* dealCheck() { return &dealCheck_; }
    bool joined() const;
    // The game on the table cannot be played now: connecting, reconnecting,
    // the table left, or joining but not yet dealt.
    bool waits() const;
    // What the joined game waits for, in words ("" when it does not).
    QString waitingFor() const;

    // A rack of a joined round that this screen does not see: its tiles and
    // their points, as the host told them at the round's end.
    struct HiddenRack {
        int tiles = 0;
        int points = 0;
    };
    std::optional<HiddenRack> hiddenRack(int player) const;

    // The person's end of turn (with its fault as the one turn check found it
    // here: the host's check of the same tiles finds the same, and a penalty
    // is worded from it in this screen's language), a draw: each waits for
    // the host's answer (awaitingAnswer). The person's table mid-turn goes to
    // the host as the game shows it (GameEvents::draftShown), not meanwhile.
    void sendPlay(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                  const tilerummy::TurnFault& fault);
    void sendDraw();
    // The person's move went to the host and waits for its answer (the turn
    // it comes in, or a refusal).
    bool awaitingAnswer() const { return awaiting_; }
    // The person closed the round's end: the next round shows once the host deals it.
    void wantNextRound();
    // The host sent what cannot follow: the table is left.
    void distrust(const std::string& why) { guest_.distrustHost(why); }

signals:
    void joinedChanged();
    void rejoinChanged();
    void againChanged();
    // The host answered a join or a rejoin: a seat (the game's screen shows
    // the table), or a refusal in words (the table is left, nothing of it
    // stays behind; a kept seat the host may give back later stays offered).
    // `fingerprint`: the refusal was only that nobody vouches for the host's
    // certificate, which has this fingerprint (to check and trust; "" else).
    void seatTaken();
    void joinRefused(const QString& why, const QString& fingerprint);

    // What the host's messages do to the game on the table, in order:
    // a match dealt, or the seat taken back when the game here had another;
    // the next round dealt, or this one told again (the seat taken back);
    // the host's turn clock as it stands (ms left); another player's table
    // mid-turn, and play (shown move by move, then made as `turn`); a turn
    // as the host made it (a draw, a penalty, the person's own play); the
    // person's own table mid-turn taken back, with the rack as they keep it;
    // the round's end and the match's.
    void matchFromHost(const JoinedMatch& match);
    void roundFromHost(const tilerummy::Game& mirror, int round, const std::vector<int>& totals,
                       const tilerummy::TableLayout& layout);
    void clockFromHost(int msLeft);
    // Each seat's time bank in ms as the host keeps it (the variant rules.bankSeconds).
    void banksFromHost(const std::vector<std::int64_t>& leftMs);
    void draftFromHost(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    void playFromHost(const tilerummy::HostTurn& turn, const tilerummy::TableLayout& layout);
    void turnFromHost(const tilerummy::HostTurn& turn);
    void ownDraftFromHost(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                          const tilerummy::RackSlots& rack);
    void roundEndFromHost(const tilerummy::net::GameEnded& end);
    void matchEndFromHost();
    // The seat taken back: the round's turns so far (numbered from
    // `firstNumber` as the host numbers them), for the log; and, when the
    // host's AI played for the person (`seat`) while away, those turns.
    void roundRetold(int round, const tilerummy::Rules& rules, int firstNumber,
                     const std::vector<tilerummy::TurnRecord>& records);
    void awayRetold(const std::vector<tilerummy::TurnRecord>& records, int seat);

private:
    // Takes the host's messages waiting, in order, while the board is free.
    void takeMessages();
    void sendDraft(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    void take(const tilerummy::net::ServerMessage& message);
    void takeDeal(const tilerummy::net::TableState& state);
    void takeTurn(const tilerummy::net::TurnPlayed& played);
    void retell(const tilerummy::net::TableState& state, const tilerummy::SeatSnapshot& now);
    bool stale(const tilerummy::net::DraftShown& draft) const; // a later message shows the table anew
    void keepSeat();
    bool atKeptTable() const;
    void guestStateChanged();
    void answerJoin(); // the host answered the join asked for (asked_)

    const GameView& game_;
    bool asked_ = false;                            // a join or rejoin waits for the host's answer
    bool awaiting_ = false;                         // awaitingAnswer
    std::optional<tilerummy::TurnFault> sentFault_; // the end of turn sent, as checked here
    TableGuest guest_;
    DealVerdict dealCheck_;
    std::deque<tilerummy::net::ServerMessage> fromHost_;
    bool nextRoundWanted_ = false; // the person closed the round's end
    std::vector<int> rackCounts_;  // a round's end: the racks, as counts and points
    std::vector<int> rackPoints_;
    QString keptSeatFile_;
    std::optional<tilerummy::net::KeptSeat> rejoin_; // offered while no table is joined
    std::vector<QString> againAnswers_;              // the host's "play again?" answers (empty: not asked)
};
