#include "save/save_state.h"

#include "meld.h"
#include "tile.h"

#include <QJsonObject>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

namespace {

QString tileName(tilerummy::TileId id)
{
    return QString::fromStdString(tilerummy::notation({tilerummy::faceOf(id)}));
}

} // namespace

SavedState stateOf(const tilerummy::RecordedMatch& match)
{
    const tilerummy::Game& round = match.round();
    SavedState state;
    state.round = match.match().roundNumber();
    state.turn = round.turnNumber();
    state.player = round.currentPlayer();
    state.roundOver = round.isOver();
    state.table = round.table();
    state.pool = round.pool();
    for (int p = 0; p < round.playerCount(); ++p)
        state.racks.push_back(round.rack(p));
    state.initialMeldDone = round.meldsDone();
    state.totals = match.match().totals();
    return state;
}

namespace save_internal {

using tilerummy::json::FieldReader;

bool readState(FieldReader& r, const QJsonValue& value, int players, SavedState* state)
{
    QJsonObject o;
    if (!r.object(value, "state", &o))
        return false;
    const std::string at = "state.";
    if (!r.integer(o.value(QStringLiteral("round")), at + "round", &state->round) ||
        !r.integer(o.value(QStringLiteral("turn")), at + "turn", &state->turn) ||
        !r.integer(o.value(QStringLiteral("player")), at + "player", &state->player) ||
        !r.boolean(o.value(QStringLiteral("roundOver")), at + "roundOver", &state->roundOver) ||
        !r.idTable(o.value(QStringLiteral("table")), at + "table", &state->table) ||
        !r.idTable(o.value(QStringLiteral("racks")), at + "racks", &state->racks) ||
        !r.ids(o.value(QStringLiteral("pool")), at + "pool", &state->pool) ||
        !r.booleans(o.value(QStringLiteral("initialMeldDone")), at + "initialMeldDone", &state->initialMeldDone) ||
        !r.integers(o.value(QStringLiteral("totals")), at + "totals", &state->totals))
        return false;

    // Each list has one entry per player.
    auto perPlayer = [&](std::size_t size, const char* field) {
        if (size == static_cast<std::size_t>(players))
            return true;
        return r.fail(QString::fromStdString(at) + QLatin1String(field) +
                      QStringLiteral(" must hold one entry per player (%1), not %2").arg(players).arg(size));
    };
    if (!perPlayer(state->racks.size(), "racks") || !perPlayer(state->initialMeldDone.size(), "initialMeldDone") ||
        !perPlayer(state->totals.size(), "totals"))
        return false;
    if (state->player < 0 || state->player >= players)
        return r.fail(QString::fromStdString(at) +
                      QStringLiteral("player must be 0..%1, not %2").arg(players - 1).arg(state->player));
    if (state->round < 1 || state->turn < 0)
        return r.fail(at + "round must be 1 or more and turn 0 or more");
    return true;
}

bool checkState(FieldReader& r, const SavedState& state)
{
    std::vector<int> seen(static_cast<std::size_t>(tilerummy::kTileCount), 0);
    std::size_t count = state.pool.size();
    auto see = [&](const tilerummy::IdSet& ids) {
        for (tilerummy::TileId id : ids)
            ++seen[static_cast<std::size_t>(id)]; // ids are 0..105 (Reader::ids)
    };
    see(state.pool);
    for (const auto& set : state.table) {
        see(set);
        count += set.size();
    }
    for (const auto& rack : state.racks) {
        see(rack);
        count += rack.size();
    }
    if (count != static_cast<std::size_t>(tilerummy::kTileCount))
        return r.fail(QStringLiteral("the state holds %1 tiles; a game has %2").arg(count).arg(tilerummy::kTileCount));
    // Copies of the same face (two ids each, jokers included).
    std::map<std::string, int> faces;
    for (tilerummy::TileId id = 0; id < tilerummy::kTileCount; ++id)
        faces[tileName(id).toStdString()] += seen[static_cast<std::size_t>(id)];
    for (const auto& [face, copies] : faces)
        if (copies > 2)
            return r.fail(QStringLiteral("the state holds %1 %2 times; a game has two of each tile")
                              .arg(QString::fromStdString(face))
                              .arg(copies));
    for (tilerummy::TileId id = 0; id < tilerummy::kTileCount; ++id)
        if (seen[static_cast<std::size_t>(id)] != 1)
            return r.fail(QStringLiteral("the state holds tile id %1 (%2) %3 times, not once")
                              .arg(id)
                              .arg(tileName(id))
                              .arg(seen[static_cast<std::size_t>(id)]));
    for (std::size_t i = 0; i < state.table.size(); ++i) {
        const tilerummy::Tiles faces = tilerummy::facesOf(state.table[i]);
        if (!tilerummy::isValidSet(faces))
            return r.fail(QStringLiteral("state.table[%1] (%2) is not a valid set")
                              .arg(i)
                              .arg(QString::fromStdString(tilerummy::notation(faces))));
    }
    long long sum = 0;
    for (int total : state.totals)
        sum += total;
    if (sum != 0)
        return r.fail(QStringLiteral("state.totals add up to %1; scores always add up to 0").arg(sum));
    return true;
}

QString stateDifference(const SavedState& written, const SavedState& replayed)
{
    QStringList parts;
    if (written.round != replayed.round)
        parts << QStringLiteral("round %1, not %2").arg(written.round).arg(replayed.round);
    if (written.turn != replayed.turn)
        parts << QStringLiteral("turn %1, not %2").arg(written.turn).arg(replayed.turn);
    if (written.player != replayed.player)
        parts << QStringLiteral("player %1 to play, not %2").arg(written.player).arg(replayed.player);
    if (written.roundOver != replayed.roundOver)
        parts << QStringLiteral("roundOver differs");
    if (written.table != replayed.table)
        parts << QStringLiteral("the table differs");
    for (std::size_t p = 0; p < written.racks.size() && p < replayed.racks.size(); ++p)
        if (written.racks[p] != replayed.racks[p])
            parts << QStringLiteral("rack %1 differs").arg(p);
    if (written.pool != replayed.pool)
        parts << QStringLiteral("the pool differs");
    if (written.initialMeldDone != replayed.initialMeldDone)
        parts << QStringLiteral("initialMeldDone differs");
    if (written.totals != replayed.totals)
        parts << QStringLiteral("the totals differ");
    return parts.join(QStringLiteral(", "));
}

} // namespace save_internal
