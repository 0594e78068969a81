// The review's board (GameReview::board, QML `review.board`): a turn's table
// and rack as its player faced them, and the drags of a play played out on
// them, step by step if asked. It is read-only: nobody moves tiles on it
// (canAct is always false, each move is refused with why, and it has no plan
// while waiting). Whose turn it shows and whether its rack may be seen it asks
// the review (ReviewBoard::Owner); a hidden rack shows empty.
#pragma once

#include "board/turn_board.h"

#include <QtQml/qqmlregistration.h>

class ReviewBoard final : public TurnBoard {
    Q_OBJECT
    QML_ANONYMOUS

public:
    class Owner {
    public:
        virtual int currentPlayer() const = 0;
        // The rack of the turn shown may be seen.
        virtual bool rackShown() const = 0;

    protected:
        ~Owner() = default;
    };

    ReviewBoard(const Owner& owner, QObject* parent);

    bool canAct() const override { return false; }
    int currentPlayer() const override { return owner_.currentPlayer(); }

    // ---- For the review that shows its turns on it
    // The turn shown from this draft (the views follow at once).
    void show(tilerummy::TurnDraft draft);
    using TurnBoard::moveCount;
    using TurnBoard::movesMade;
    using TurnBoard::playOut;
    using TurnBoard::stepPlayBack;
    using TurnBoard::stepPlayForward;
    using TurnBoard::stopPlayOut;

protected:
    QString notNowReason() const override;
    void refreshModels() override;

private:
    const Owner& owner_;
};
