#include "save/save_game.h"

#include "rules.h"
#include "json/json_fields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

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

QJsonArray slotsToJson(const tilerummy::RackSlots& kept)
{
    QJsonArray out;
    for (tilerummy::TileId id : kept.cells())
        out.append(id);
    return out;
}

// A turn's state: {"table","rack"}, with "layout" and "slots" where known.
QJsonObject draftStepToJson(const tilerummy::IdPosition& position, const tilerummy::TableLayout& layout,
                            const std::optional<tilerummy::RackSlots>& kept)
{
    QJsonObject step;
    step.insert(QStringLiteral("table"), tableToJson(position.table));
    step.insert(QStringLiteral("rack"), idsToJson(position.rack));
    if (!layout.empty())
        step.insert(QStringLiteral("layout"), tilerummy::json::layoutArray(layout));
    if (kept)
        step.insert(QStringLiteral("slots"), slotsToJson(*kept));
    return step;
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

} // namespace

QByteArray toJson(const SavedGame& game)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(SavedGame::kFormatName));
    root.insert(QStringLiteral("version"), SavedGame::kFormatVersion);
    const QDateTime at = game.savedAt.isValid() ? game.savedAt : QDateTime::currentDateTimeUtc();
    root.insert(QStringLiteral("savedAt"), at.toUTC().toString(Qt::ISODateWithMs));
    root.insert(QStringLiteral("seed"), QString::number(game.setup.seed));

    QJsonArray players;
    for (int p = 0; p < game.setup.players; ++p) {
        QJsonObject player;
        player.insert(QStringLiteral("name"), game.names.value(p));
        player.insert(QStringLiteral("seat"), seatKindName(game.seats.value(p)));
        players.append(player);
    }
    root.insert(QStringLiteral("players"), players);

    root.insert(QStringLiteral("rules"), tilerummy::json::rulesObject(game.setup.rules));

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
        root.insert(QStringLiteral("tableLayout"), tilerummy::json::layoutArray(game.tableLayout));
    if (game.hosted) {
        QJsonObject hosted;
        hosted.insert(QStringLiteral("code"), game.hosted->code);
        hosted.insert(QStringLiteral("port"), game.hosted->port);
        hosted.insert(QStringLiteral("tokens"), QJsonArray::fromStringList(game.hosted->tokens));
        root.insert(QStringLiteral("hosted"), hosted);
    }
    if (!game.rackSlots.empty()) {
        QJsonArray kept;
        for (int p = 0; p < game.setup.players; ++p) {
            const std::size_t seat = static_cast<std::size_t>(p);
            kept.append(seat < game.rackSlots.size() && game.rackSlots[seat] ? slotsToJson(*game.rackSlots[seat])
                                                                             : QJsonArray());
        }
        root.insert(QStringLiteral("rackSlots"), kept);
    }
    if (!game.banks.empty()) {
        QJsonArray banks;
        for (const std::int64_t ms : game.banks)
            banks.append(static_cast<qint64>(ms));
        root.insert(QStringLiteral("banks"), banks);
    }
    if (!game.turnRacks.empty()) {
        QJsonArray racks;
        for (const tilerummy::TurnRack& rack : game.turnRacks) {
            QJsonObject entry{{QStringLiteral("round"), rack.round},
                              {QStringLiteral("turn"), rack.turn},
                              {QStringLiteral("slots"), slotsToJson(rack.arranged)}};
            if (rack.hinted) // only then: a save without hints reads as before
                entry.insert(QStringLiteral("hint"), true);
            racks.append(entry);
        }
        root.insert(QStringLiteral("turnRacks"), racks);
    }
    if (game.draft) {
        QJsonObject draft = draftStepToJson(*game.draft, game.draftLayout, game.draftSlots);
        for (const auto& [key, steps] :
             {std::pair{QStringLiteral("undo"), &game.draftUndo}, std::pair{QStringLiteral("redo"), &game.draftRedo}}) {
            QJsonArray list;
            for (const tilerummy::DraftArrangement& step : *steps)
                list.append(draftStepToJson(step.position, step.layout, step.rack));
            if (!list.isEmpty())
                draft.insert(key, list);
        }
        root.insert(QStringLiteral("draft"), draft);
    }
    std::optional<SavedState> state = game.state;
    if (!state)
        if (const auto replayed = replayOf(game, nullptr))
            state = stateOf(*replayed->match);
    if (state)
        root.insert(QStringLiteral("state"), stateToJson(*state));
    return QJsonDocument(root).toJson(QJsonDocument::Compact) + '\n';
}
