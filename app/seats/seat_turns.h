// The turns of the seats no person at this screen plays (an AI, a friend at a
// table this game hosts, a player of a table joined): the seat to move is
// asked for its turn once the game on the table goes on (queued, so that a
// game dealt and re-seated in one go asks once), and its answer goes to the
// game, or is held while the game is paused and given when it goes on. The
// window's "… is thinking" reads `thinking`. A seat's draw (or pass) is shown
// for a moment before the next AI is asked (`shownDraw`: "Expert AI drew a
// tile."), so that a turn that only draws can be followed too.
#pragma once

#include "game.h"

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class GameController;
class Seat;

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

public:
    explicit SeatTurns(GameController& game);

    // Hears the seat's answers (each seat once, however often it is called).
    void listen(Seat* seat);
    // The seat to move (if no person here plays it) is asked soon.
    void schedule();
    // Any held answer is dropped (the turn or the game changed).
    void cancel();
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

signals:
    void thinkingChanged();
    void minimumThinkMsChanged();
    void shownDrawChanged();

private:
    void ask();
    // A seat's answer (Seat::answered, Seat::answeredTiles), taken as a SeatAnswer.
    void answered(int turn, const std::optional<tilerummy::Table>& play);
    void answeredTiles(int turn, const tilerummy::IdTable& tiles);
    void take(const SeatAnswer& answer);

    GameController& game_;
    bool askPending_ = false;
    std::optional<SeatAnswer> held_; // came back while the game was paused
    bool thinking_ = false;
    int minimumThinkMs_ = 0;
    int shownDraw_ = -1;
    tilerummy::TurnAction shownAction_ = tilerummy::TurnAction::Draw;
    QTimer drawShown_;
};
