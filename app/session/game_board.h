// The game's board (GameController::board, QML `game.board`): the table and
// the rack the scene shows in a game, and the turn's draft every drag edits
// (TurnBoard). The controller has it and drives it; what the person may do
// when, and what the game does after a change, the board asks the game: its
// reads through GameView, its steps through GameBoard::Owner. While the
// person waits for their turn it asks the plan (BoardPlan).
#pragma once

#include "board/turn_board.h"
#include "game/game_view.h"

#include <QtQml/qqmlregistration.h>

class GameBoard final : public TurnBoard {
    Q_OBJECT
    QML_ANONYMOUS
    // Whose rack the rack model shows (-1: nobody's).
    Q_PROPERTY(int rackPlayer READ rackPlayer NOTIFY boardChanged FINAL)

public:
    // What the board asks of the game beyond its view.
    class Owner {
    public:
        virtual int rackPlayer() const = 0;
        // An AI's play, the last turn again, or another player's table mid-turn is shown.
        virtual bool showingPlay() const = 0;
        // The rack and the table the game shows on the models (another seat's
        // rack between turns, the plan while the person waits).
        virtual void refreshModels() = 0;
        // The person at the screen moved or edited the draft (before the views follow).
        virtual void playerEdited() = 0;
        // The views followed a change of the draft.
        virtual void draftFollowed() = 0;
        // The last drag of a play shown on the board was made.
        virtual void playOutFinished() = 0;

    protected:
        ~Owner() = default;
    };

    GameBoard(const GameView& game, Owner& owner, BoardPlan& plan, QObject* parent = nullptr);

    bool canAct() const override { return game_.canAct(); }
    bool animating() const override { return game_.animating(); }
    int currentPlayer() const override { return game_.currentPlayer(); }
    int movingPlayer() const override { return game_.movingPlayer(); }
    int initialMeld() const override { return game_.initialMeld(); }
    bool initialMeldDone() const override { return game_.initialMeldDone(); }
    int rackPlayer() const { return owner_.rackPlayer(); }
    // Laid from the rack this turn by the person at the screen (another
    // seat's play shown move by move is marked as that seat's: marks).
    QList<int> freshTiles() const override;

    // ---- For the game that drives it (GameController)
    using TurnBoard::draft;
    tilerummy::TurnDraft& draft() { return draft_; }
    // The views follow a change of the draft (then the game's draftFollowed).
    void afterDraftChange() override;
    // A set shown as wrong for a moment (-1: none).
    void showRejected(int set);
    using TurnBoard::clearSelectionQuietly;
    using TurnBoard::playingOut;
    using TurnBoard::playOut;
    using TurnBoard::stopPlayOut;

protected:
    QString notNowReason() const override;
    void playerEdited() override { owner_.playerEdited(); }
    void refreshModels() override { owner_.refreshModels(); }
    void playOutFinished() override { owner_.playOutFinished(); }

private:
    const GameView& game_;
    Owner& owner_;
};
