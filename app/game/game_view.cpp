// GameView (game_view.h): what the view works out from what it is told.
#include "game/game_view.h"

#include "settings/match_options.h"

QString GameView::playerName(int player) const
{
    const QStringList all = names();
    if (player >= 0 && player < all.size())
        return all.at(player);
    return MatchOptions::defaultName(SeatKind::Person, player);
}
