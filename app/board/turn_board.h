// The board a turn is arranged on: a table and a rack shown through the
// models, and the turn in progress (tilerummy::TurnDraft) that every drag edits. The
// game has one (GameBoard, GameController::board), the review a read-only one
// (ReviewBoard, GameReview::board), the tutorial (TutorialController) is one, so the scene's
// table, rack and drag layer work the same on each: QML
// proposes a move (these tiles into set 3 before its second tile, as a new set
// at a cell of the felt, into a slot of the rack), the draft decides, the
// models follow. While the person waits for their turn, the board asks its
// plan (BoardPlan: plan while you wait, the rack re-arranged), if it has one.
//
// A board can also play a sequence of drags out on the draft itself, one per
// animation step (an AI's play, a hint, a lesson's "show me").
#pragma once

#include "board/board_plan.h"
#include "board/rack_model.h"
#include "board/table_model.h"
#include "turn_draft.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <functional>
#include <vector>

class TurnBoard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A board is a game's, a review's or a tutorial.")
    Q_PROPERTY(RackModel* rack READ rack CONSTANT FINAL)
    Q_PROPERTY(TableModel* table READ table CONSTANT FINAL)
    // The person at the screen may move tiles now.
    Q_PROPERTY(bool canAct READ canAct NOTIFY boardChanged FINAL)
    // The person may re-arrange the rack shown (sortRack, moveToSlot): in
    // their turn, and in a game while they wait for it.
    Q_PROPERTY(bool canArrangeRack READ canArrangeRack NOTIFY boardChanged FINAL)
    // The person waits for their turn and may lay a plan on the table (a
    // game's, "plan while you wait"): the moves go to the plan, shown on the
    // table as it stands (shownDraft), and Undo, Redo and Reset work on it.
    Q_PROPERTY(bool canPlan READ canPlan NOTIFY boardChanged FINAL)
    Q_PROPERTY(bool animating READ animating NOTIFY boardChanged FINAL)
    // Whose turn it is (the seat tiles fly from when an AI moves them).
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY boardChanged FINAL)
    // Whose tiles are moving on the board (the current player's, or the seat
    // whose last turn is being played again).
    Q_PROPERTY(int movingPlayer READ movingPlayer NOTIFY boardChanged FINAL)
    Q_PROPERTY(int initialMeld READ initialMeld NOTIFY boardChanged FINAL)
    Q_PROPERTY(bool initialMeldDone READ initialMeldDone NOTIFY boardChanged FINAL)
    // A set shown as wrong for a moment (-1 when none).
    Q_PROPERTY(int rejectedSet READ rejectedSet NOTIFY boardChanged FINAL)
    // How long each drag played out on the board takes; 0: at once.
    Q_PROPERTY(int moveStepMs READ moveStepMs WRITE setMoveStepMs NOTIFY moveStepMsChanged FINAL)

    // The turn in progress.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY draftChanged FINAL)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY draftChanged FINAL)
    Q_PROPERTY(bool draftChanged READ isDraftChanged NOTIFY draftChanged FINAL)
    Q_PROPERTY(int meldPoints READ meldPoints NOTIFY draftChanged FINAL)
    // Tiles laid from the rack this turn (marked on the table).
    Q_PROPERTY(QList<int> freshTiles READ freshTiles NOTIFY draftChanged FINAL)
    // While the person plans: the tiles of the sets their plan made or changed (drawn as a plan).
    Q_PROPERTY(QList<int> plannedTiles READ plannedTiles NOTIFY draftChanged FINAL)
    Q_PROPERTY(QList<int> selection READ selection NOTIFY selectionChanged FINAL)
    // A play shown step by step with words ("Show me"): the step being shown,
    // "Step 2 of 3: take R7 from R5 R6 R7 R8 R9 to make R7 B7 O7." (at the
    // Instant speed, every step, one a line); "" when none. It stays after the
    // last step until the board is played on or another play is shown.
    Q_PROPERTY(QString stepWords READ stepWords NOTIFY stepWordsChanged FINAL)

public:
    explicit TurnBoard(QObject* parent = nullptr);
    ~TurnBoard() override;

    // Each returns false (and emits moveRefused with the reason) when it cannot be done.
    // Tiles go into set `set` before its tile at `position` as the set is
    // laid (the table model's laidAt says it for each tile shown; -1: at the end).
    Q_INVOKABLE bool moveToSet(const QList<int>& tiles, int set, int position = -1);
    // A new set of these tiles at table index `at` (-1: after the last), in a free place.
    Q_INVOKABLE bool moveToNewSet(const QList<int>& tiles, int at = -1);
    // A new set of these tiles whose first tile lies at this cell of the felt.
    Q_INVOKABLE bool moveToCell(const QList<int>& tiles, int row, int column);
    // Onto the rack into this slot (shelf * columns + column); tiles in the way make room.
    Q_INVOKABLE bool moveToSlot(const QList<int>& tiles, int slot);
    // Back to the rack before the rack tile at `position` (-1: at the end):
    // tiles from the rack this turn, or a re-ordering of the rack.
    Q_INVOKABLE bool moveToRack(const QList<int>& tiles, int position = -1);
    // The rack sorted into runs (789) or groups (777): TurnBoard.Runs, TurnBoard.Groups.
    enum class RackSort { Runs, Groups };
    Q_ENUM(RackSort)
    Q_INVOKABLE bool sortRack(TurnBoard::RackSort order);
    // Whether `tile` may take the place of `joker` (a drop on the joker swaps
    // them: tilerummy::canSwapJoker), and the swap itself: the freed joker
    // lies at hand near its set, selected, to be played again this turn.
    Q_INVOKABLE bool canSwapJoker(int tile, int joker) const;
    Q_INVOKABLE bool swapJoker(int tile, int joker);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    Q_INVOKABLE bool resetTurn();

    // Selection (a view's state kept here so that the models can show it and
    // keyboard actions can use it).
    Q_INVOKABLE void toggleSelected(int tile, bool keepOthers = true);
    Q_INVOKABLE void setSelection(const QList<int>& tiles);
    Q_INVOKABLE void clearSelection();
    // The set a tile lies in on the draft table, or -1 (on the rack or unknown).
    Q_INVOKABLE int setOfTile(int tile) const;

    // Tiles dropped where two or more sets reach (the cell between them):
    // `sets` nearest first (where in a set does not matter: a set's validity
    // does not depend on its order). The index of the first set the tiles fit
    // (it stays a set, or can still become one: tilerummy::canBecomeSet), -1
    // when they fit none.
    Q_INVOKABLE int fittingPlace(const QList<int>& tiles, const QList<int>& sets) const;
    // Whether the tiles may lie as a new set with their first at this cell
    // (an empty cell between them and every set of the row).
    Q_INVOKABLE bool roomForNewSet(const QList<int>& tiles, int row, int column) const;
    // Tiles that fit neither set were dropped between sets `left` and `right`,
    // where there is no room for a set of their own: refused (moveRefused says why).
    Q_INVOKABLE void refuseBetween(const QList<int>& tiles, int left, int right);

    RackModel* rack() { return &rack_; }
    TableModel* table() { return &table_; }
    const tilerummy::TurnDraft& draft() const { return draft_; }

    virtual bool canAct() const = 0;
    bool canArrangeRack() const { return canAct() || (plan_ && plan_->canArrangeRack()); }
    bool canPlan() const { return !canAct() && plan_ && plan_->canPlan(); }
    // What the board asks while the person waits for their turn (none: nothing may be done then).
    void setPlan(BoardPlan* plan) { plan_ = plan; }
    virtual bool animating() const { return playingOut(); }
    virtual int currentPlayer() const { return 0; }
    virtual int movingPlayer() const { return currentPlayer(); }
    virtual int initialMeld() const { return draft_.initialMeld(); }
    virtual bool initialMeldDone() const { return draft_.initialMeldDone(); }
    int rejectedSet() const { return rejectedSet_; }
    int moveStepMs() const { return moveStepMs_; }
    void setMoveStepMs(int ms);

    bool canUndo() const
    {
        return canAct() ? draft_.canUndo() : canPlan() && plan_->canEditPlan(BoardPlan::Edit::Undo);
    }
    bool canRedo() const
    {
        return canAct() ? draft_.canRedo() : canPlan() && plan_->canEditPlan(BoardPlan::Edit::Redo);
    }
    bool isDraftChanged() const { return !shownDraft().unchanged(); }
    int meldPoints() const { return shownDraft().meldPoints(); }
    // Laid from the rack this turn, shown as the player's own (a game shows
    // another seat's play in that seat's colour instead).
    virtual QList<int> freshTiles() const;
    QList<int> plannedTiles() const;
    QList<int> selection() const;
    QString stepWords() const { return stepWords_; }

signals:
    void stepWordsChanged();
    void boardChanged();
    void draftChanged();
    void selectionChanged();
    void moveStepMsChanged();
    // Before the models change in a way the views may animate (tiles moving).
    void tilesAboutToMove();
    // A move could not be made, and why (for a brief message).
    void moveRefused(const QString& reason);

protected:
    // Why tiles cannot be moved now (when canAct() is false).
    virtual QString notNowReason() const;
    // A move or edit by the person at the screen went through (the views
    // follow right after, afterDraftChange).
    virtual void playerEdited() {}
    // The views follow a change of the draft.
    virtual void afterDraftChange();
    // The rack and table models show the draft (a game may show another rack).
    virtual void refreshModels();
    // What the person's moves are made on: the draft, or while they plan, the plan (canPlan).
    const tilerummy::TurnDraft& shownDraft() const { return canPlan() ? plan_->plan() : draft_; }
    // The last drag of a play-out was shown (by default the views follow).
    virtual void playOutFinished();

    bool applyMove(const tilerummy::DraftMove& move);
    // An edit of the draft by the person at the screen (false: not now, or
    // it changed nothing); the views follow when it did.
    template <typename Edit> bool editDraft(Edit edit)
    {
        if (!canAct() || !edit())
            return false;
        setStepWords({}); // a play shown before is the player's now
        playerEdited();   // before the views follow: they show what it changed too
        afterDraftChange();
        return true;
    }

    // Plays these drags out on the draft, one per animation step (all at
    // once when the step is 0), then calls playOutFinished(). `narrate`: each
    // step is said in words as it is shown (stepWords).
    void playOut(const std::vector<tilerummy::DraftMove>& moves, bool narrate = false);
    void stopPlayOut();
    bool playingOut() const { return !pendingMoves_.empty() || animationTimer_.isActive(); }
    // A play's moves are shown (playing out, or the views following its last
    // move): a tile that moves now was not moved by the person, and the focus
    // does not follow it (KeyboardMoves, FocusKeeper).
    Q_INVOKABLE bool showingPlayOut() const { return playingOut() || finishingPlayOut_; }
    // The play shown (playOut), a step at a time by hand: how many of its
    // moves it has and how many are made on the board; the next move made
    // (false: none is left), or the last one taken back (false: none is
    // made), each said in words (stepWords). The play then waits for the next step.
    int moveCount() const { return stepCount_; }
    int movesMade() const { return stepCount_ - static_cast<int>(pendingMoves_.size()); }
    bool stepPlayForward();
    bool stepPlayBack();
    // The play shown stops where it is (false: none goes on by itself), until
    // it goes on at its pace from the next move (resumePlayOut; false: none is
    // left, or it goes on already) or is stepped by hand. Paused: it waits so
    // (a step by hand leaves it waiting too).
    bool pausePlayOut();
    bool resumePlayOut();
    bool playOutPaused() const { return waits_ && !pendingMoves_.empty(); }
    void clearSelectionQuietly();

    RackModel rack_;
    TableModel table_;
    tilerummy::TurnDraft draft_;
    QSet<int> selection_;
    int rejectedSet_ = -1;

private:
    // An edit of the plan while the person plans (false: not now, or nothing to do).
    bool planEdited(BoardPlan::Edit edit);
    // The plan changed: the selection goes, the views follow (true).
    bool planChanged();
    void stepPlayOut();
    // The step after the last move of a set, before the next set begins (a
    // beat longer than moveStepMs: the set formed settles).
    int settledStepMs() const { return moveStepMs_ + moveStepMs_ / 3; }
    // The next pending move made on the draft; its words when narrated ("" else).
    QString makeNextMove();
    void setStepWords(const QString& words);
    // "Step 2 of 3: take ... ." for the move about to be made on the draft.
    QString stepSentence(const tilerummy::DraftMove& move);

    BoardPlan* plan_ = nullptr;
    std::deque<tilerummy::DraftMove> pendingMoves_;
    QTimer animationTimer_;
    int moveStepMs_ = 0;
    bool narrate_ = false;
    tilerummy::TurnDraft playStart_;              // the draft the play shown started from
    std::vector<tilerummy::DraftMove> playMoves_; // and its moves
    int stepCount_ = 0;
    // The play shown waits (paused, or stepped by hand) rather than going on
    // by itself: kept, not read from the timer, which is also still between
    // two steps while the next is made.
    bool waits_ = false;
    bool finishingPlayOut_ = false; // playOutFinished() of a play that went on by itself runs
    QString stepWords_;
};
