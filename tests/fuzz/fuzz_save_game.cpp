// Fuzz target: the saved-game loader, fromJson of app/save/save_game.h, as the
// game runs it on a save file's bytes (readSaveFile).
//  - a save it accepts written again with toJson loads again to the same game
//    (setup, players, actions, rack orders, draft, time), and toJson of that is
//    the same bytes: what the game writes, it reads back;
//  - the accepted save's actions replay (restore), and a draft that was kept is
//    exactly the current human player's tiles in the replayed state;
//  - a refused save comes with a reason.
#include "fuzz_support.h"
#include "save/save_game.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <string>

namespace {

bool sameGame(const SavedGame& a, const SavedGame& b)
{
    return a.setup == b.setup && a.seats == b.seats && a.names == b.names && a.actions == b.actions &&
           a.rackOrders == b.rackOrders && a.draft.has_value() == b.draft.has_value() &&
           (!a.draft || (a.draft->table == b.draft->table && a.draft->rack == b.draft->rack)) &&
           a.savedAt.toMSecsSinceEpoch() == b.savedAt.toMSecsSinceEpoch();
}

tilerummy::IdSet allIds(const tilerummy::IdTable& table, const tilerummy::IdSet& rack)
{
    tilerummy::IdSet ids = rack;
    for (const auto& set : table)
        ids.insert(ids.end(), set.begin(), set.end());
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 256 * 1024)
        return 0;
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto game = fromJson(json, &error);
    if (!game) {
        FUZZ_CHECK(!error.isEmpty(), "a save refused without a reason");
        return 0;
    }
    FUZZ_CHECK(game->setup.players >= tilerummy::kMinPlayers && game->setup.players <= tilerummy::kMaxPlayers &&
                   game->names.size() == game->setup.players && game->seats.size() == game->setup.players &&
                   game->rackOrders.size() == static_cast<std::size_t>(game->setup.players),
               "one name, seat and rack order per player");
    FUZZ_CHECK(game->savedAt.isValid(), "an accepted save without a valid time");

    const auto match = restore(*game, &error);
    FUZZ_CHECK(match != nullptr, "an accepted save does not replay: " + error.toStdString());
    FUZZ_CHECK(match->actions() == game->actions, "the replay recorded other actions");
    if (game->draft) {
        const tilerummy::Game& round = match->round();
        const int p = round.currentPlayer();
        FUZZ_CHECK(!round.isOver() && game->seats.value(p) == SeatKind::Person &&
                       allIds(game->draft->table, game->draft->rack) == allIds(round.table(), round.rack(p)),
                   "a draft that is not the current human player's tiles was kept");
    }

    const QByteArray written = toJson(*game);
    const auto again = fromJson(written, &error);
    FUZZ_CHECK(again.has_value(),
               "the save written back does not load: " + error.toStdString() + "\n" + written.toStdString());
    FUZZ_CHECK(sameGame(*game, *again), "the save written back loads as another game:\n" + json.toStdString() +
                                            "\nwritten:\n" + written.toStdString());
    FUZZ_CHECK(toJson(*again) == written, "toJson is not stable:\n" + written.toStdString());
    return 0;
}
