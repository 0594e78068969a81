#include "save_game.h"

#include "json_fields.h"
#include "meld.h"
#include "rules.h"
#include "seed.h"
#include "tile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace {

using tilerummy::json::FieldReader;
using tilerummy::json::indexed;

const QString kFormat = QStringLiteral("tilerummy-save");

QJsonArray idsToJson(const tilerummy::IdSet& ids)
{
    QJsonArray out;
    for (tilerummy::TileId id : ids)
        out.append(id);
    return out;
}

QJsonArray tableToJson(const tilerummy::IdTable& table)
{
    QJsonArray out;
    for (const auto& set : table)
        out.append(idsToJson(set));
    return out;
}

QString quoted(const QString& text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QJsonArray layoutToJson(const tilerummy::TableLayout& layout)
{
    QJsonArray out;
    for (const tilerummy::TableCell& cell : layout)
        out.append(QJsonArray{cell.row, cell.column});
    return out;
}

QJsonArray slotsToJson(const tilerummy::RackSlots& kept)
{
    QJsonArray out;
    for (tilerummy::TileId id : kept.cells())
        out.append(id);
    return out;
}

// Each cell a [row, column] pair inside the felt.
bool readLayout(FieldReader& r, const QJsonValue& value, const std::string& field, tilerummy::TableLayout* out)
{
    QJsonArray list;
    if (!r.array(value, field, &list))
        return false;
    out->clear();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string at = indexed(field, i);
        std::vector<int> pair;
        if (!r.integers(list.at(i), at, &pair))
            return false;
        if (pair.size() != 2 || pair[0] < 0 || pair[0] > tilerummy::kTileCount || pair[1] < 0 ||
            pair[1] >= tilerummy::kTableColumns)
            return r.fail(QString::fromStdString(at) +
                          QStringLiteral(" must be [row, column] with a row 0..%1 and a column 0..%2")
                              .arg(tilerummy::kTileCount)
                              .arg(tilerummy::kTableColumns - 1));
        out->push_back({pair[0], pair[1]});
    }
    return true;
}

// Shelf after shelf, -1 for an empty slot, each tile once.
bool readSlots(FieldReader& r, const QJsonValue& value, const std::string& field, tilerummy::RackSlots* out)
{
    std::vector<int> cells;
    if (!r.integers(value, field, &cells))
        return false;
    const std::optional<tilerummy::RackSlots> kept = tilerummy::RackSlots::fromSlots(cells);
    if (!kept)
        return r.fail(QString::fromStdString(field) +
                      QStringLiteral(" must be %1 shelves of at least %2 slots, each a tile id 0..%3 "
                                     "or -1, no tile twice")
                          .arg(tilerummy::kRackShelves)
                          .arg(tilerummy::kRackColumns)
                          .arg(tilerummy::kTileCount - 1));
    *out = *kept;
    return true;
}

bool readActions(FieldReader& r, const QJsonValue& value, std::vector<tilerummy::RecordedAction>* actions)
{
    QJsonArray list;
    if (!r.array(value, "actions", &list))
        return false;
    actions->clear();
    actions->reserve(static_cast<std::size_t>(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string at = indexed("actions", i);
        QJsonObject o;
        QString name;
        if (!r.object(list.at(i), at, &o) || !r.string(o.value(QStringLiteral("a")), at + ".a", &name))
            return false;
        tilerummy::RecordedAction action;
        if (!tilerummy::recordedActionFromName(name.toStdString(), &action.kind))
            return r.fail(QString::fromStdString(at) +
                          QStringLiteral(".a %1 is not one of play, draw, timeout, next").arg(quoted(name)));
        if (action.kind == tilerummy::RecordedAction::Kind::Play &&
            (!r.idTable(o.value(QStringLiteral("table")), at + ".table", &action.table) ||
             !r.ids(o.value(QStringLiteral("rack")), at + ".rack", &action.rack)))
            return false;
        actions->push_back(std::move(action));
    }
    return true;
}

QJsonObject stateToJson(const SavedState& state)
{
    QJsonObject o;
    o.insert(QStringLiteral("round"), state.round);
    o.insert(QStringLiteral("turn"), state.turn);
    o.insert(QStringLiteral("player"), state.player);
    o.insert(QStringLiteral("roundOver"), state.roundOver);
    o.insert(QStringLiteral("table"), tableToJson(state.table));
    o.insert(QStringLiteral("racks"), tableToJson(state.racks));
    o.insert(QStringLiteral("pool"), idsToJson(state.pool));
    QJsonArray melded;
    for (bool done : state.initialMeldDone)
        melded.append(done);
    o.insert(QStringLiteral("initialMeldDone"), melded);
    QJsonArray totals;
    for (int total : state.totals)
        totals.append(total);
    o.insert(QStringLiteral("totals"), totals);
    return o;
}

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

QString tileName(tilerummy::TileId id)
{
    return QString::fromStdString(tilerummy::notation({tilerummy::faceOf(id)}));
}

// A state that no game can reach, on its own: every one of the 106 tiles must
// be somewhere exactly once, every set on the table valid, the scores zero-sum.
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

// What differs between the state written and the one the actions lead to.
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
    for (int p = 0; p < round.playerCount(); ++p) {
        state.racks.push_back(round.rack(p));
        state.initialMeldDone.push_back(round.initialMeldDone(p));
    }
    state.totals = match.match().totals();
    return state;
}

QStringList savedSeatNames()
{
    return {QStringLiteral("human"), QStringLiteral("beginner"), QStringLiteral("standard"), QStringLiteral("expert")};
}

QByteArray toJson(const SavedGame& game)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), SavedGame::kFormatVersion);
    const QDateTime at = game.savedAt.isValid() ? game.savedAt : QDateTime::currentDateTimeUtc();
    root.insert(QStringLiteral("savedAt"), at.toUTC().toString(Qt::ISODateWithMs));
    root.insert(QStringLiteral("seed"), QString::number(game.setup.seed));

    QJsonArray players;
    for (int p = 0; p < game.setup.players; ++p) {
        QJsonObject player;
        player.insert(QStringLiteral("name"), game.names.value(p));
        player.insert(QStringLiteral("seat"), game.seats.value(p));
        players.append(player);
    }
    root.insert(QStringLiteral("players"), players);

    const tilerummy::Rules& rules = game.setup.rules;
    QJsonObject r;
    r.insert(QStringLiteral("initialMeld"), rules.initialMeld);
    r.insert(QStringLiteral("rackSize"), rules.rackSize);
    r.insert(QStringLiteral("penaltyTiles"), rules.penaltyTiles);
    r.insert(QStringLiteral("turnSeconds"), rules.turnSeconds);
    r.insert(QStringLiteral("timeoutPenaltyTiles"), rules.timeoutPenaltyTiles);
    r.insert(QStringLiteral("poolEmpty"), QString::fromStdString(tilerummy::poolEmptyRuleName(rules.poolEmpty)));
    r.insert(QStringLiteral("rounds"), rules.rounds);
    r.insert(QStringLiteral("targetScore"), rules.targetScore);
    root.insert(QStringLiteral("rules"), r);

    QJsonArray actions;
    for (const tilerummy::RecordedAction& action : game.actions) {
        QJsonObject a;
        a.insert(QStringLiteral("a"), QString::fromStdString(tilerummy::recordedActionName(action.kind)));
        if (action.kind == tilerummy::RecordedAction::Kind::Play) {
            a.insert(QStringLiteral("table"), tableToJson(action.table));
            a.insert(QStringLiteral("rack"), idsToJson(action.rack));
        }
        actions.append(a);
    }
    root.insert(QStringLiteral("actions"), actions);

    QJsonArray orders;
    for (int p = 0; p < game.setup.players; ++p)
        orders.append(static_cast<std::size_t>(p) < game.rackOrders.size()
                          ? idsToJson(game.rackOrders[static_cast<std::size_t>(p)])
                          : QJsonArray());
    root.insert(QStringLiteral("rackOrders"), orders);

    if (!game.tableLayout.empty())
        root.insert(QStringLiteral("tableLayout"), layoutToJson(game.tableLayout));
    if (!game.rackSlots.empty()) {
        QJsonArray kept;
        for (int p = 0; p < game.setup.players; ++p) {
            const std::size_t seat = static_cast<std::size_t>(p);
            kept.append(seat < game.rackSlots.size() && game.rackSlots[seat] ? slotsToJson(*game.rackSlots[seat])
                                                                             : QJsonArray());
        }
        root.insert(QStringLiteral("rackSlots"), kept);
    }
    if (game.draft) {
        QJsonObject draft;
        draft.insert(QStringLiteral("table"), tableToJson(game.draft->table));
        draft.insert(QStringLiteral("rack"), idsToJson(game.draft->rack));
        if (!game.draftLayout.empty())
            draft.insert(QStringLiteral("layout"), layoutToJson(game.draftLayout));
        if (game.draftSlots)
            draft.insert(QStringLiteral("slots"), slotsToJson(*game.draftSlots));
        root.insert(QStringLiteral("draft"), draft);
    }
    std::optional<SavedState> state = game.state;
    if (!state)
        if (const auto match = restore(game, nullptr))
            state = stateOf(*match);
    if (state)
        root.insert(QStringLiteral("state"), stateToJson(*state));
    return QJsonDocument(root).toJson(QJsonDocument::Compact) + '\n';
}

std::unique_ptr<tilerummy::RecordedMatch> restore(const SavedGame& game, QString* error)
{
    std::string why;
    auto match = tilerummy::RecordedMatch::replay(game.setup, game.actions, &why);
    if (!match && error)
        *error = QStringLiteral("the actions do not replay: ") + QString::fromStdString(why);
    return match;
}

std::optional<SavedGame> fromJson(const QByteArray& json, QString* error)
{
    FieldReader r;
    auto failed = [&]() -> std::optional<SavedGame> {
        if (error)
            *error = QString::fromStdString(r.error());
        return std::nullopt;
    };

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        r.fail(QStringLiteral("not valid JSON: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset));
        return failed();
    }
    if (!doc.isObject()) {
        r.fail(QStringLiteral("not a save: the JSON is not an object"));
        return failed();
    }
    const QJsonObject root = doc.object();

    QString format;
    if (!r.string(root.value(QStringLiteral("format")), "format", &format))
        return failed();
    if (format != kFormat) {
        r.fail(QStringLiteral("format must be %1, not %2").arg(quoted(kFormat), quoted(format)));
        return failed();
    }
    int version = 0;
    if (!r.integer(root.value(QStringLiteral("version")), "version", &version))
        return failed();
    if (version > SavedGame::kFormatVersion) {
        r.fail(QStringLiteral("it was saved by a newer version of Tile Rummy (save version %1; this one reads "
                              "versions %2 to %3)")
                   .arg(version)
                   .arg(SavedGame::kOldestVersion)
                   .arg(SavedGame::kFormatVersion));
        return failed();
    }
    if (version < SavedGame::kOldestVersion) {
        r.fail(QStringLiteral("version %1 is not a save version (%2 to %3)")
                   .arg(version)
                   .arg(SavedGame::kOldestVersion)
                   .arg(SavedGame::kFormatVersion));
        return failed();
    }

    SavedGame game;
    QString text;
    if (!r.string(root.value(QStringLiteral("savedAt")), "savedAt", &text))
        return failed();
    game.savedAt = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!game.savedAt.isValid()) {
        r.fail(QStringLiteral("savedAt must be an ISO 8601 date and time, not %1").arg(quoted(text)));
        return failed();
    }

    if (!r.string(root.value(QStringLiteral("seed")), "seed", &text))
        return failed();
    const std::optional<std::uint64_t> seed = tilerummy::parseSeed(text.toStdString());
    if (!seed) {
        r.fail(QStringLiteral("seed must be a decimal number 0..18446744073709551615, not %1").arg(quoted(text)));
        return failed();
    }
    game.setup.seed = *seed;

    QJsonArray players;
    if (!r.array(root.value(QStringLiteral("players")), "players", &players))
        return failed();
    if (players.size() < tilerummy::MatchSetup::kMinPlayers || players.size() > tilerummy::MatchSetup::kMaxPlayers) {
        r.fail(QStringLiteral("players must list %1..%2 players, not %3")
                   .arg(tilerummy::MatchSetup::kMinPlayers)
                   .arg(tilerummy::MatchSetup::kMaxPlayers)
                   .arg(players.size()));
        return failed();
    }
    game.setup.players = static_cast<int>(players.size());
    const QStringList seatNames = savedSeatNames();
    for (qsizetype i = 0; i < players.size(); ++i) {
        const std::string at = indexed("players", i);
        QJsonObject player;
        QString name;
        QString seat;
        if (!r.object(players.at(i), at, &player) ||
            !r.string(player.value(QStringLiteral("name")), at + ".name", &name) ||
            !r.string(player.value(QStringLiteral("seat")), at + ".seat", &seat))
            return failed();
        if (name.trimmed().isEmpty() || name.size() > SavedGame::kMaxNameLength) {
            r.fail(QString::fromStdString(at) + QStringLiteral(".name must be 1..%1 characters, not %2")
                                                    .arg(SavedGame::kMaxNameLength)
                                                    .arg(name.trimmed().isEmpty() ? 0 : name.size()));
            return failed();
        }
        if (!seatNames.contains(seat)) {
            r.fail(QString::fromStdString(at) +
                   QStringLiteral(".seat %1 is not one of %2").arg(quoted(seat), seatNames.join(QStringLiteral(", "))));
            return failed();
        }
        game.names.append(name);
        game.seats.append(seat);
    }

    if (!tilerummy::json::readRules(r, root.value(QStringLiteral("rules")), &game.setup.rules, {.complete = true}) ||
        !readActions(r, root.value(QStringLiteral("actions")), &game.actions))
        return failed();

    QJsonArray orders;
    if (!r.array(root.value(QStringLiteral("rackOrders")), "rackOrders", &orders))
        return failed();
    if (orders.size() != players.size()) {
        r.fail(QStringLiteral("rackOrders must hold one list per player (%1), not %2")
                   .arg(players.size())
                   .arg(orders.size()));
        return failed();
    }
    game.rackOrders.resize(static_cast<std::size_t>(orders.size()));
    for (qsizetype i = 0; i < orders.size(); ++i)
        if (!r.ids(orders.at(i), indexed("rackOrders", i), &game.rackOrders[static_cast<std::size_t>(i)]))
            return failed();

    const QJsonValue draftValue = root.value(QStringLiteral("draft"));
    if (!draftValue.isUndefined() && !draftValue.isNull()) {
        QJsonObject draft;
        tilerummy::IdPosition position;
        if (!r.object(draftValue, "draft", &draft) ||
            !r.idTable(draft.value(QStringLiteral("table")), "draft.table", &position.table) ||
            !r.ids(draft.value(QStringLiteral("rack")), "draft.rack", &position.rack))
            return failed();
        game.draft = std::move(position);
        if (draft.contains(QStringLiteral("layout")) &&
            !readLayout(r, draft.value(QStringLiteral("layout")), "draft.layout", &game.draftLayout))
            return failed();
        if (draft.contains(QStringLiteral("slots"))) {
            game.draftSlots.emplace();
            if (!readSlots(r, draft.value(QStringLiteral("slots")), "draft.slots", &*game.draftSlots))
                return failed();
        }
    }
    if (root.contains(QStringLiteral("tableLayout")) &&
        !readLayout(r, root.value(QStringLiteral("tableLayout")), "tableLayout", &game.tableLayout))
        return failed();
    if (root.contains(QStringLiteral("rackSlots"))) {
        QJsonArray kept;
        if (!r.array(root.value(QStringLiteral("rackSlots")), "rackSlots", &kept))
            return failed();
        if (kept.size() != players.size()) {
            r.fail(QStringLiteral("rackSlots must hold one list per player (%1), not %2")
                       .arg(players.size())
                       .arg(kept.size()));
            return failed();
        }
        game.rackSlots.resize(static_cast<std::size_t>(kept.size()));
        for (qsizetype i = 0; i < kept.size(); ++i) {
            if (kept.at(i).isArray() && kept.at(i).toArray().isEmpty())
                continue; // not known: laid out as dealt
            game.rackSlots[static_cast<std::size_t>(i)].emplace();
            if (!readSlots(r, kept.at(i), indexed("rackSlots", i), &*game.rackSlots[static_cast<std::size_t>(i)]))
                return failed();
        }
    }

    // Version 2: the state, checked on its own before the actions are replayed.
    if (version >= 2) {
        // A save whose actions do not replay says so first (a writer that
        // could not work out the state left it out).
        QString why;
        if (root.value(QStringLiteral("state")).isUndefined() && !restore(game, &why)) {
            r.fail(why);
            return failed();
        }
        SavedState state;
        if (!readState(r, root.value(QStringLiteral("state")), game.setup.players, &state) || !checkState(r, state))
            return failed();
        game.state = std::move(state);
    }

    QString why;
    const auto match = restore(game, &why);
    if (!match) {
        r.fail(why);
        return failed();
    }
    const SavedState replayed = stateOf(*match);
    if (game.state && *game.state != replayed) {
        r.fail(
            QStringLiteral("the state is not where the actions lead (%1)").arg(stateDifference(*game.state, replayed)));
        return failed();
    }
    game.state = replayed;
    if (game.draft) {
        const tilerummy::Game& round = match->round();
        const int p = round.currentPlayer();
        const bool fits = !round.isOver() && game.seats.value(p) == QLatin1String("human") &&
                          tilerummy::sortedIds(game.draft->table, game.draft->rack) ==
                              tilerummy::sortedIds(round.table(), round.rack(p));
        if (!fits)
            game.draft.reset();
    }
    return game;
}

tilerummy::IdSet orderedRack(const tilerummy::IdSet& rack, const tilerummy::IdSet& order)
{
    std::vector<int> left(static_cast<std::size_t>(tilerummy::kTileCount), 0);
    auto valid = [](tilerummy::TileId id) { return id >= 0 && id < tilerummy::kTileCount; };
    for (tilerummy::TileId id : rack)
        if (valid(id))
            ++left[static_cast<std::size_t>(id)];
    tilerummy::IdSet out;
    out.reserve(rack.size());
    for (tilerummy::TileId id : order) {
        if (valid(id) && left[static_cast<std::size_t>(id)] > 0) {
            --left[static_cast<std::size_t>(id)];
            out.push_back(id);
        }
    }
    for (tilerummy::TileId id : rack) {
        if (!valid(id)) {
            out.push_back(id);
        } else if (left[static_cast<std::size_t>(id)] > 0) {
            --left[static_cast<std::size_t>(id)];
            out.push_back(id);
        }
    }
    return out;
}

bool writeSaveFile(const QString& path, const SavedGame& game, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (path.isEmpty())
        return fail(QStringLiteral("no file name to save to"));
    const QByteArray json = toJson(game);
    QString why;
    if (!fromJson(json, &why))
        return fail(QStringLiteral("the game was not saved, it would not load again: ") + why);

    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(QStringLiteral("cannot make the folder %1").arg(QDir::toNativeSeparators(info.absolutePath())));
    // Unbuffered, each write checked: Qt 6.4's QSaveFile commits a file cut
    // short when a buffered write only partly succeeds (disk full, size limit).
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    for (qint64 done = 0; done < json.size();) {
        const qint64 n = file.write(json.constData() + done, json.size() - done);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
        }
        done += n;
    }
    if (!file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

std::optional<SavedGame> readSaveFile(const QString& path, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<SavedGame> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("there is no save file %1").arg(shown));
    if (!info.isFile())
        return fail(QStringLiteral("%1 is not a file").arg(shown));
    if (info.size() > SavedGame::kMaxFileBytes)
        return fail(QStringLiteral("%1 is too big for a save (%2 bytes, at most 16 MB)").arg(shown).arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1: %2").arg(shown, file.errorString()));
    const QByteArray json = file.read(SavedGame::kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot read %1: %2").arg(shown, file.errorString()));
    if (json.size() > SavedGame::kMaxFileBytes)
        return fail(QStringLiteral("%1 is too big for a save (more than 16 MB)").arg(shown));
    QString why;
    auto game = fromJson(json, &why);
    if (!game)
        return fail(QStringLiteral("%1 is not a valid save: %2").arg(shown, why));
    return game;
}

QString autosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        return {};
    return dir + QStringLiteral("/autosave.trsave");
}

int removeStaleSaveTemporaries(const QString& path, int minutes)
{
    const QFileInfo info(path);
    QDir dir = info.absoluteDir();
    // QSaveFile's temporary files: "<name>.XXXXXX".
    const QRegularExpression temporary(QRegularExpression::anchoredPattern(QRegularExpression::escape(info.fileName()) +
                                                                           QStringLiteral("\\.[A-Za-z0-9]{6}")));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-60LL * minutes);
    int removed = 0;
    for (const QFileInfo& file :
         dir.entryInfoList({info.fileName() + QStringLiteral(".*")}, QDir::Files | QDir::Hidden))
        if (temporary.match(file.fileName()).hasMatch() && file.lastModified().toUTC() < before &&
            QFile::remove(file.absoluteFilePath()))
            ++removed;
    return removed;
}

bool setAsideBadFile(const QString& path, QString* newPath)
{
    if (!QFileInfo(path).isFile())
        return false;
    const QString base =
        path + QStringLiteral(".bad-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = base;
    for (int n = 2; QFileInfo::exists(target); ++n) {
        if (n > 1000)
            return false;
        target = base + QStringLiteral("-%1").arg(n);
    }
    if (!QFile::rename(path, target))
        return false;
    if (newPath)
        *newPath = target;
    return true;
}
