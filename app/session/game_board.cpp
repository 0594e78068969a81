#include "session/game_board.h"

GameBoard::GameBoard(const GameView& game, Owner& owner, BoardPlan& plan, QObject* parent)
    : TurnBoard(parent), game_(game), owner_(owner)
{
    setPlan(&plan);
}

QList<int> GameBoard::freshTiles() const
{
    return owner_.showingPlay() ? QList<int>{} : TurnBoard::freshTiles();
}

void GameBoard::afterDraftChange()
{
    TurnBoard::afterDraftChange();
    owner_.draftFollowed();
}

void GameBoard::showRejected(int set)
{
    rejectedSet_ = set;
}

QString GameBoard::notNowReason() const
{
    return tr("It is not your turn to move tiles.");
}
