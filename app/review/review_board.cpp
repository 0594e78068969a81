#include "review/review_board.h"

ReviewBoard::ReviewBoard(const Owner& owner, QObject* parent) : TurnBoard(parent), owner_(owner) {}

void ReviewBoard::show(tilerummy::TurnDraft draft)
{
    stopPlayOut();
    draft_ = std::move(draft);
    afterDraftChange();
}

QString ReviewBoard::notNowReason() const
{
    return tr("This is a review: the tiles lie as they were played.");
}

void ReviewBoard::refreshModels()
{
    if (owner_.rackShown()) {
        TurnBoard::refreshModels();
        return;
    }
    emit tilesAboutToMove();
    rack_.setSlots({});
    table_.setSets(draft_.table(), draft_.setInfo(), draft_.layout());
}
