// The game on the table as its parts see it (the status lines, the spoken
// news, the scoreboard, the seats' turns, the hints, the tables hosted and
// joined, the saves): a read-only view, and what happened as the signals of
// its events. The controller (session/GameController) drives the game and is
// this view; the parts never hold the controller: they read the view and
// listen to its events, and what they do to the game they ask through their
// own signals, which the controller hears.
#pragma once

#include "game.h"
#include "match_record.h"
#include "save/seat_kind.h"
#include "table_layout.h"
#include "turn_draft.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

// What happened to the game on the table, in the order it happened. Each is
// emitted once the game reads as it is after it (a turn finished: the next
// one has begun).
class GameEvents : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

signals:
    // The game changed: its turn, its round, what the person may do (the
    // board's state follows: boardChanged).
    void gameChanged();
    // Who sits where and their names.
    void seatsChanged();
    // What the board shows or allows (a turn's phase, the person's rights).
    void boardChanged();
    // The turn in progress (the draft) changed.
    void draftChanged();
    // A round was dealt (the first of a match too), before its first turn
    // begins; a resumed one with its turns so far (`story`; empty else).
    void dealt(const std::vector<tilerummy::TurnRecord>& story);
    // A round after the first of the match was dealt (its first turn has begun).
    void roundDealt();
    // A turn began, or goes on now that the friends are seated (the table
    // hosted tells them): the time it has, ms (-1: no clock).
    void turnBegan(int clockMs);
    // The turn came to a person at this screen without a turn before it (a
    // match dealt, a hand-over confirmed).
    void turnCame();
    // A turn was made: the match holds it, and the next turn has not begun
    // (the friends' screens hear of it before they hear of the next). Its
    // record, and where the table's sets lie after it.
    void turnMade(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layout);
    // A turn finished (the next one has begun): its record as the log tells
    // it, and the table's sets in reading order (a play's; empty else).
    void turnFinished(const tilerummy::TurnRecord& record, const std::vector<int>& order);
    // The person's table mid-turn as they arranged it, for the friends at
    // other screens (never a hint waiting to be kept).
    void draftShown(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    // The board is free again (no play shown, not paused): what waited for it may come in.
    void boardFree();
};

class GameView {
public:
    virtual ~GameView() = default;

    // The events, to listen to.
    virtual const GameEvents& events() const = 0;

    // ---- What the parts read
    virtual bool hasMatch() const = 0;
    // The match on the table (only with one): its setup, its rounds, the round played.
    virtual const tilerummy::RecordedMatch& match() const = 0;
    // The turn in progress, as the person arranges it.
    virtual const tilerummy::TurnDraft& draft() const = 0;
    // Where the committed table's sets lie.
    virtual const tilerummy::TableLayout& tableLayout() const = 0;
    // Who sits where (by seat), their names, and whether a person at this screen plays a seat.
    virtual QList<SeatKind> seats() const = 0;
    virtual QStringList names() const = 0;
    virtual bool atThisScreen(int player) const = 0;
    // Hot-seat: the next person must confirm before their rack shows.
    virtual bool handOverPending() const = 0;
    // The person at the screen may move tiles now; tiles are moving on the board.
    virtual bool canAct() const = 0;
    virtual bool animating() const = 0;
    // Whose tiles move on the board: the current player's, or the seat whose last turn is shown again.
    virtual int movingPlayer() const = 0;
    // Paused (the window shows another screen); the game goes on (not paused, not waiting for a table or a resume).
    virtual bool paused() const = 0;
    virtual bool goesOn() const = 0;
    // The game on the table is another machine's (a table joined).
    virtual bool joined() const = 0;
    // A friend on another machine who is away, in words ("" when here); with
    // the grace time's countdown when `counted`.
    virtual QString absenceOf(int player, bool counted = true) const = 0;
    // Each seat's time bank in ms (the variant rules.bankSeconds; empty: none).
    virtual std::vector<std::int64_t> timeBanks() const = 0;
    // The current player's time bank ran out: the AI plays their turn.
    virtual bool bankRanOut() const = 0;

    // ---- Worked out from those
    const tilerummy::Game& game() const { return match().round(); }
    int playerCount() const { return game().playerCount(); }
    int currentPlayer() const { return game().currentPlayer(); }
    int turnNumber() const { return game().turnNumber(); }
    int poolCount() const { return game().poolSize(); }
    int roundNumber() const { return match().match().roundNumber(); }
    bool isRoundOver() const { return game().isOver(); }
    bool isMatchOver() const { return match().match().isOver(); }
    bool isHumanTurn() const { return !isRoundOver() && atThisScreen(currentPlayer()); }
    // The opening's points (the match's rules), and whether the player to move has made it.
    int initialMeld() const { return game().rules().initialMeld; }
    bool initialMeldDone() const { return game().initialMeldDone(currentPlayer()); }
    std::uint64_t seedValue() const { return match().setup().seed; }
    // A player's name ("Player 3" past the end of the names).
    QString playerName(int player) const;
};
