#include "play_marks.h"

void PlayMarks::show(const QList<int>& tiles, int player, bool showingPlay)
{
    const bool tilesChange = tiles != tiles_;
    const bool playerChange = player != player_;
    const bool showingChange = showingPlay != showingPlay_;
    tiles_ = tiles;
    player_ = player;
    showingPlay_ = showingPlay;
    // The play first: the views read the marks knowing whose they are.
    if (showingChange)
        emit showingPlayChanged();
    if (playerChange)
        emit playerChanged();
    if (tilesChange)
        emit tilesChanged();
}
