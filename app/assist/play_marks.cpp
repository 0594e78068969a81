#include "assist/play_marks.h"

#include "tile_ids.h"
#include "words/tile_data.h"

tilerummy::TurnRecord PlayMarks::noPlay()
{
    tilerummy::TurnRecord none;
    none.player = -1;
    return none;
}

void PlayMarks::markTurn(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layoutBefore)
{
    if (record.action != tilerummy::TurnAction::Play) {
        clear();
        return;
    }
    last_ = record;
    layoutBefore_ = layoutBefore;
    sets_ = tilerummy::setsChanged(record);
    lastTiles_ = tilerummy::ui::toList(tilerummy::tilesLaid(record));
    showLast();
}

void PlayMarks::clear()
{
    last_ = noPlay();
    layoutBefore_.clear();
    sets_.clear();
    lastTiles_.clear();
    showLast();
}

std::vector<bool> PlayMarks::setsMarked(const tilerummy::IdTable& shown, const tilerummy::IdTable& committed) const
{
    if (!any() || shown != committed)
        return {};
    std::vector<bool> marked = sets_;
    marked.resize(shown.size(), false);
    return marked;
}

void PlayMarks::show(const QList<int>& tiles, int player, bool showingPlay)
{
    const bool tilesChange = !tilerummy::ui::sameInts(tiles, tiles_);
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
