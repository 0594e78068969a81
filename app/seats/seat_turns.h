// The turns of the seats no person at this screen plays (an AI, a friend at a
// table this game hosts, a player of a table joined): the seat to move is
// asked for its turn once the game on the table goes on (queued, so that a
// game dealt and re-seated in one go asks once), and its answer goes to the
// game (decided), or is held while the game is paused and given when it goes
// on; so is a seat's play whose showing ended in the pause (shownPlayDue). The
// window's "… is thinking" reads `thinking`. A seat's draw (or pass) is shown
// for a moment before the next AI is asked (`shownDraw`: "Expert AI drew a
// tile."), so that a turn that only draws can be followed too.
#pragma once

#include "game.h"

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class GameView;
class Seat;
class Seating;

// A seat's decision for turn `turn`: an AI's table of faces, or the very
// tiles a remote player moved; neither: a draw.
struct SeatAnswer {
    int turn = -1;
    std::optional<tilerummy::Table> play;
    std::optional<tilerummy::IdTable> tiles;
};

class SeatTurns : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game asks its seats.")
    // The seat to move is deciding (asked, about to be, or its answer held).
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged FINAL)
    // The seat's draw or pass being shown (-1: none): the next seat waits meanwhile.
    Q_PROPERTY(int shownDraw READ shownDraw NOTIFY shownDrawChanged FINAL)
    // No AI answers sooner than this after its turn begins (the pace a person
    // can follow; 0 in tests).
    Q_PROPERTY(int minimumThinkMs READ minimumThinkMs WRITE setMinimumThinkMs NOTIFY minimumThinkMsChanged FINAL)
    // When the news said so far is likely said (ms since the epoch; 0: no
    // screen reader): with a pace set, no AI answers before it (at most
    // kLongestNewsWaitMs later than its pace), so that a person hears each
    // turn before the next plays out (GameTable binds the window's Announcer).
    Q_PROPERTY(double newsDoneAt READ newsDoneAt WRITE setNewsDoneAt NOTIFY newsDoneAtChanged FINAL)

public:
    // The game, and the seats whose turns it asks for.
    SeatTurns(const GameView& game, const Seating& seating, QObject* parent);

    // Hears the seat's answers (each seat once, however often it is called).
    void listen(Seat* seat);
    // The seat to move (if no person here plays it) is asked soon.
    void schedule();
    // Any held answer is dropped (the turn or the game changed).
    void cancel();
    // A seat's play was shown to its end while the game was paused: it is
    // made when the game goes on (shownPlayDue), before any seat is asked.
    void holdShownPlay();
    // `thinking` follows the seat to move.
    void update();

    // A turn was made: a draw or pass of a seat no person here plays is
    // shown for twice the thinking time (nothing at 0, the Instant speed).
    void turnMade(const tilerummy::TurnRecord& record, bool atThisScreen);
    int shownDraw() const { return shownDraw_; }
    tilerummy::TurnAction shownAction() const { return shownAction_; } // a draw or a pass

    bool thinking() const { return thinking_; }
    int minimumThinkMs() const { return minimumThinkMs_; }
    void setMinimumThinkMs(int ms);
    double newsDoneAt() const { return newsDoneAt_; }
    void setNewsDoneAt(double at);
    static constexpr int kLongestNewsWaitMs = 16000;
    // How long the AI asked now waits at least: its pace, or until the news is said.
    int thinkMsNow() const;

signals:
    // The seat to move decided (the game plays it, if that turn is still on).
    void decided(const SeatAnswer& answer);
    // The play shown in the pause is to be made now (holdShownPlay).
    void shownPlayDue();
    void thinkingChanged();
    void minimumThinkMsChanged();
    void newsDoneAtChanged();
    void shownDrawChanged();

private:
    void ask();
    // A seat's answer (Seat::answered, Seat::answeredTiles), taken as a SeatAnswer.
    void answered(int turn, const std::optional<tilerummy::Table>& play);
    void answeredTiles(int turn, const tilerummy::IdTable& tiles);
    void take(const SeatAnswer& answer);

    const GameView& game_;
    const Seating& seating_;
    bool askPending_ = false;
    std::optional<SeatAnswer> held_; // came back while the game was paused
    bool shownPlayHeld_ = false;     // a play shown to its end while the game was paused
    bool thinking_ = false;
    int minimumThinkMs_ = 0;
    double newsDoneAt_ = 0;
    int shownDraw_ = -1;
    tilerummy::TurnAction shownAction_ = tilerummy::TurnAction::Draw;
    QTimer drawShown_;
};
