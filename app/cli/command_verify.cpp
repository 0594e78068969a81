// `verify [FILE]`: a game log's deals checked against the commitments its
// table made (core/deal_proof.h): for every game, that the seed revealed at
// its end is the one committed to at its deal, and that every rack dealt and
// every tile drawn follow from it. One line per game; exit 0 when every game
// is verified, 1 when one is not, 2 for a malformed log.
#include "cli/commands.h"
#include "cli/followed_log.h"
#include "cli/json_io.h"
#include "deal_proof.h"

#include <algorithm>
#include <iterator>

namespace cli {

namespace {

// The tiles a turn drew: its rack after less its rack before (a draw's one, a penalty's three).
tilerummy::Tiles drawnBy(const tilerummy::LoggedTurn& turn)
{
    const tilerummy::Tiles after = tilerummy::sortedTiles(turn.after.rack);
    const tilerummy::Tiles before = tilerummy::sortedTiles(turn.before.rack);
    tilerummy::Tiles drawn;
    std::set_difference(after.begin(), after.end(), before.begin(), before.end(), std::back_inserter(drawn));
    return drawn;
}

// Why a game of the log cannot be checked, or what its check found ("" when fair).
std::string verdict(const LogGame& game)
{
    if (game.deal.commitment.empty())
        return "the table made no commitment to this deal";
    if (!game.end || !game.end->seed)
        return "the deal's seed was not revealed (the game did not end in this log)";
    tilerummy::SeenDeal seen;
    seen.players = static_cast<int>(game.deal.racks.size());
    seen.first = game.deal.first;
    seen.pool = game.deal.pool;
    for (const tilerummy::Tiles& rack : game.deal.racks)
        seen.racks.emplace_back(rack);
    for (const tilerummy::LoggedTurn& turn : game.turns) {
        if (turn.action != tilerummy::TurnAction::Draw && turn.action != tilerummy::TurnAction::Penalty)
            continue;
        const tilerummy::Tiles drawn = drawnBy(turn);
        seen.draws.push_back({turn.player, static_cast<int>(drawn.size()), drawn, std::nullopt});
    }
    return tilerummy::checkDeal(game.deal.commitment, *game.end->seed, *game.deal.rules, seen).why();
}

} // namespace

int runVerify(const Args& args)
{
    std::string path;
    for (const std::string& arg : args) {
        if (arg != "-" && arg.rfind("-", 0) == 0)
            return malformed("verify: unknown option " + arg);
        if (!path.empty())
            return malformed("verify takes one FILE");
        path = arg;
    }
    QByteArray data;
    std::string error;
    if (!readInput(path, &data, &error))
        return malformed(error);
    FollowedLog log;
    if (!followGameLog(data, tilerummy::Rules::official(), &log, &error))
        return malformed(error);
    if (log.games.empty())
        return malformed("the log holds no game");
    bool allVerified = true;
    for (const LogGame& game : log.games) {
        const std::string why = verdict(game);
        JsonLine line;
        line.add("game", game.game).add("verified", why.empty());
        if (!why.empty())
            line.add("why", why);
        printLine(line.str());
        allVerified = allVerified && why.empty();
    }
    return allVerified ? kYes : kNo;
}

} // namespace cli
