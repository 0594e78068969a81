#include "save/save_game.h"

#include "net/wire_messages.h"
#include "save/save_state.h"
#include "time_bank.h"
#include "json/json_fields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace {

using tilerummy::json::FieldReader;
using tilerummy::json::indexed;

QString quoted(const QString& text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
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

// "hosted": {"code": ..., "port": 0..65535, "tokens": one string per player}.
bool readHosted(FieldReader& r, const QJsonValue& value, int players, std::optional<HostedTable>* out)
{
    QJsonObject o;
    HostedTable hosted;
    if (!r.object(value, "hosted", &o) || !r.string(o.value(QStringLiteral("code")), "hosted.code", &hosted.code) ||
        !r.integer(o.value(QStringLiteral("port")), "hosted.port", &hosted.port))
        return false;
    if (hosted.code.size() > tilerummy::net::kMaxCodeChars)
        return r.fail(QStringLiteral("hosted.code must be at most %1 characters").arg(tilerummy::net::kMaxCodeChars));
    if (hosted.port < 0 || hosted.port > 65535)
        return r.fail(QStringLiteral("hosted.port must be 0..65535, not %1").arg(hosted.port));
    QJsonArray tokens;
    if (!r.array(o.value(QStringLiteral("tokens")), "hosted.tokens", &tokens))
        return false;
    if (tokens.size() != players)
        return r.fail(
            QStringLiteral("hosted.tokens must hold one per player (%1), not %2").arg(players).arg(tokens.size()));
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        QString token;
        if (!r.string(tokens.at(i), indexed("hosted.tokens", i), &token))
            return false;
        if (token.size() > tilerummy::net::kMaxTokenChars)
            return r.fail(QString::fromStdString(indexed("hosted.tokens", i)) +
                          QStringLiteral(" must be at most %1 characters").arg(tilerummy::net::kMaxTokenChars));
        hosted.tokens.append(token);
    }
    *out = hosted;
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

// A turn's state as a save keeps it: {"table","rack"} and, optionally,
// "layout" and "slots".
struct DraftStep {
    tilerummy::IdPosition position;
    tilerummy::TableLayout layout;
    std::optional<tilerummy::RackSlots> kept; // "slots"
};

bool readDraftStep(FieldReader& r, const QJsonValue& value, const std::string& field, DraftStep* out)
{
    QJsonObject step;
    if (!r.object(value, field, &step) ||
        !r.idTable(step.value(QStringLiteral("table")), field + ".table", &out->position.table) ||
        !r.ids(step.value(QStringLiteral("rack")), field + ".rack", &out->position.rack))
        return false;
    if (step.contains(QStringLiteral("layout")) &&
        !tilerummy::json::readLayout(r, step.value(QStringLiteral("layout")), field + ".layout", &out->layout))
        return false;
    if (step.contains(QStringLiteral("slots")) &&
        !readSlots(r, step.value(QStringLiteral("slots")), field + ".slots", &out->kept.emplace()))
        return false;
    return true;
}

// The racks turns were played from: [{"round","turn","slots"}], each a round
// and turn from 0 and a rack's slots, and "hint": true when its play was the
// hint's (optional: absent is false, as in saves from before it was kept).
bool readTurnRacks(FieldReader& r, const QJsonValue& value, std::vector<tilerummy::TurnRack>* out)
{
    QJsonArray racks;
    if (!r.array(value, "turnRacks", &racks))
        return false;
    for (qsizetype i = 0; i < racks.size(); ++i) {
        const std::string field = indexed("turnRacks", i);
        QJsonObject entry;
        tilerummy::TurnRack rack;
        if (!r.object(racks.at(i), field, &entry) ||
            !r.integer(entry.value(QStringLiteral("round")), field + ".round", &rack.round) ||
            !r.integer(entry.value(QStringLiteral("turn")), field + ".turn", &rack.turn) ||
            !readSlots(r, entry.value(QStringLiteral("slots")), field + ".slots", &rack.arranged))
            return false;
        if (entry.contains(QStringLiteral("hint")) &&
            !r.boolean(entry.value(QStringLiteral("hint")), field + ".hint", &rack.hinted))
            return false;
        if (rack.round < 0 || rack.turn < 0)
            return r.fail(QString::fromStdString(field) + QStringLiteral(": round and turn count from 0"));
        out->push_back(std::move(rack));
    }
    return true;
}

// The turn's steps to undo or redo (optional: absent is none), each a DraftStep.
bool readDraftSteps(FieldReader& r, const QJsonValue& value, const std::string& field,
                    std::vector<tilerummy::DraftArrangement>* out)
{
    if (value.isUndefined())
        return true;
    QJsonArray steps;
    if (!r.array(value, field, &steps))
        return false;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        DraftStep step;
        if (!readDraftStep(r, steps.at(i), indexed(field, i), &step))
            return false;
        out->push_back(
            {step.position, step.layout, step.kept ? *step.kept : tilerummy::RackSlots::dealt(step.position.rack)});
    }
    return true;
}

} // namespace

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
    const QString expected = QLatin1String(SavedGame::kFormatName);
    if (format != expected) {
        r.fail(QStringLiteral("format must be %1, not %2").arg(quoted(expected), quoted(format)));
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
    const std::optional<std::uint64_t> seed = tilerummy::json::seedOf(text);
    if (!seed) {
        r.fail(QStringLiteral("seed must be a decimal number 0..18446744073709551615, not %1").arg(quoted(text)));
        return failed();
    }
    game.setup.seed = *seed;

    QJsonArray players;
    if (!r.array(root.value(QStringLiteral("players")), "players", &players))
        return failed();
    if (players.size() < tilerummy::kMinPlayers || players.size() > tilerummy::kMaxPlayers) {
        r.fail(QStringLiteral("players must list %1..%2 players, not %3")
                   .arg(tilerummy::kMinPlayers)
                   .arg(tilerummy::kMaxPlayers)
                   .arg(players.size()));
        return failed();
    }
    game.setup.players = static_cast<int>(players.size());
    for (qsizetype i = 0; i < players.size(); ++i) {
        const std::string at = indexed("players", i);
        QJsonObject player;
        QString name;
        QString seat;
        if (!r.object(players.at(i), at, &player) ||
            !r.string(player.value(QStringLiteral("name")), at + ".name", &name) ||
            !r.string(player.value(QStringLiteral("seat")), at + ".seat", &seat))
            return failed();
        if (name.trimmed().isEmpty() || name.size() > tilerummy::MatchSetup::kMaxNameLength) {
            r.fail(QString::fromStdString(at) + QStringLiteral(".name must be 1..%1 characters, not %2")
                                                    .arg(tilerummy::MatchSetup::kMaxNameLength)
                                                    .arg(name.trimmed().isEmpty() ? 0 : name.size()));
            return failed();
        }
        const std::optional<SeatKind> kind = seatKindFromName(seat);
        if (!kind) {
            r.fail(QString::fromStdString(at) +
                   QStringLiteral(".seat %1 is not one of %2")
                       .arg(quoted(seat), seatKindNames(allSeatKinds()).join(QStringLiteral(", "))));
            return failed();
        }
        game.names.append(name);
        game.seats.append(*kind);
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
        DraftStep step;
        const QJsonObject draft = draftValue.toObject();
        if (!readDraftStep(r, draftValue, "draft", &step) ||
            !readDraftSteps(r, draft.value(QStringLiteral("undo")), "draft.undo", &game.draftUndo) ||
            !readDraftSteps(r, draft.value(QStringLiteral("redo")), "draft.redo", &game.draftRedo))
            return failed();
        game.draft = std::move(step.position);
        game.draftLayout = std::move(step.layout);
        game.draftSlots = std::move(step.kept);
    }
    if (root.contains(QStringLiteral("banks"))) {
        std::vector<int> banks;
        if (!r.integers(root.value(QStringLiteral("banks")), "banks", &banks))
            return failed();
        if (static_cast<qsizetype>(banks.size()) != players.size() ||
            std::any_of(banks.begin(), banks.end(),
                        [](int ms) { return ms < 0 || ms > tilerummy::TimeBanks::kMostMs; })) {
            r.fail(QStringLiteral("banks must be one time in ms per player, each 0..%1")
                       .arg(tilerummy::TimeBanks::kMostMs));
            return failed();
        }
        game.banks.assign(banks.begin(), banks.end());
    }
    if (root.contains(QStringLiteral("turnRacks")) &&
        !readTurnRacks(r, root.value(QStringLiteral("turnRacks")), &game.turnRacks))
        return failed();
    if (root.contains(QStringLiteral("tableLayout")) &&
        !tilerummy::json::readLayout(r, root.value(QStringLiteral("tableLayout")), "tableLayout", &game.tableLayout))
        return failed();
    if (root.contains(QStringLiteral("hosted")) &&
        !readHosted(r, root.value(QStringLiteral("hosted")), static_cast<int>(players.size()), &game.hosted))
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
        if (root.value(QStringLiteral("state")).isUndefined() && !(game.replayed = replayOf(game, &why))) {
            r.fail(why);
            return failed();
        }
        SavedState state;
        if (!save_internal::readState(r, root.value(QStringLiteral("state")), game.setup.players, &state) ||
            !save_internal::checkState(r, state))
            return failed();
        game.state = std::move(state);
    }

    QString why;
    game.replayed = replayOf(game, &why); // once: a replay made above is kept
    if (!game.replayed) {
        r.fail(why);
        return failed();
    }
    const tilerummy::RecordedMatch* match = game.replayed->match.get();
    const SavedState replayed = stateOf(*match);
    if (game.state && *game.state != replayed) {
        r.fail(QStringLiteral("the state is not where the actions lead (%1)")
                   .arg(save_internal::stateDifference(*game.state, replayed)));
        return failed();
    }
    game.state = replayed;
    if (game.draft) {
        const tilerummy::Game& round = match->round();
        const int p = round.currentPlayer();
        const bool fits = !round.isOver() && game.seats.value(p) == SeatKind::Person &&
                          tilerummy::sortedIds(game.draft->table, game.draft->rack) ==
                              tilerummy::sortedIds(round.table(), round.rack(p));
        if (!fits) {
            game.draft.reset();
            game.draftUndo.clear();
            game.draftRedo.clear();
        }
    }
    return game;
}
