#include "turn_words.h"

#include "turn_check.h"

#include <QCoreApplication>

#include <algorithm>

namespace tr::ui {

namespace {

QString nameOf(const QStringList& names, int player)
{
    return player >= 0 && player < names.size() ? names.at(player)
                                                : QCoreApplication::translate("TurnWords", "Player %1").arg(player + 1);
}

QString notations(const IdSet& ids)
{
    QStringList parts;
    for (TileId id : ids)
        parts.append(QString::fromStdString(faceOf(id).notation()));
    return parts.join(QLatin1Char(' '));
}

// The tiles that left the rack, in rack order.
IdSet placedTiles(const TurnRecord& record)
{
    IdSet placed;
    for (TileId id : record.before.rack) {
        if (std::find(record.after.rack.begin(), record.after.rack.end(), id) == record.after.rack.end())
            placed.push_back(id);
    }
    return placed;
}

// Sets of the old table that are no longer on the table as they were.
int setsRearranged(const TurnRecord& record)
{
    std::vector<IdSet> after;
    for (const IdSet& set : record.after.table)
        after.push_back(sortedIds(set));
    std::sort(after.begin(), after.end());
    int changed = 0;
    for (const IdSet& set : record.before.table)
        changed += std::binary_search(after.begin(), after.end(), sortedIds(set)) ? 0 : 1;
    return changed;
}

// The opening's points as the turn check counts them (the new sets' values).
int openingPoints(const TurnRecord& record)
{
    Rules counting;
    counting.initialMeld = 0; // count only: the turn was judged already
    return checkTurn({false, record.before.faces(), record.after.faces()}, counting).meldPoints;
}

} // namespace

QString describePenaltyReason(const std::string& reason)
{
    if (reason == "the turn's time ran out")
        return QCoreApplication::translate("TurnWords", "the time ran out");
    return QString::fromStdString(reason);
}

QString describeTurn(const TurnRecord& record, const QStringList& names)
{
    const QString who = nameOf(names, record.player);
    switch (record.action) {
    case TurnAction::Draw:
        return QCoreApplication::translate("TurnWords", "%1 drew a tile.").arg(who);
    case TurnAction::Pass:
        return QCoreApplication::translate("TurnWords", "%1 passed: the pool is empty.").arg(who);
    case TurnAction::Penalty: {
        const int n = static_cast<int>(record.drawn.size());
        if (record.reason == "the turn's time ran out")
            return QCoreApplication::translate("TurnWords", "%1's time ran out: %n penalty tile(s).", nullptr, n)
                .arg(who);
        return QCoreApplication::translate(
                   "TurnWords", "%1 ended the turn with an illegal table (%2): it was put back, %n penalty tile(s).",
                   nullptr, n)
            .arg(who, describePenaltyReason(record.reason));
    }
    case TurnAction::Play:
        break;
    }
    const IdSet placed = placedTiles(record);
    const int rearranged = setsRearranged(record);
    QString line;
    if (!record.initialMeldDone) {
        line = QCoreApplication::translate("TurnWords", "%1 opened with %2 (%3 points).")
                   .arg(who, notations(placed))
                   .arg(openingPoints(record));
    } else if (rearranged > 0) {
        line = QCoreApplication::translate("TurnWords", "%1 laid %2, rearranging %n set(s).", nullptr, rearranged)
                   .arg(who, notations(placed));
    } else {
        line = QCoreApplication::translate("TurnWords", "%1 laid %2.").arg(who, notations(placed));
    }
    return line;
}

QString describeRoundEnd(const Game& round, const QStringList& names)
{
    return describeRoundEnd(round.endReason(), round.winner(), names);
}

QString describeRoundEnd(EndReason reason, std::optional<int> winner, const QStringList& names)
{
    if (reason == EndReason::Rummikub && winner)
        return QCoreApplication::translate("TurnWords", "%1 went out and wins the round.").arg(nameOf(names, *winner));
    if (winner)
        return QCoreApplication::translate("TurnWords",
                                           "The pool ran dry and no one could play: %1 wins with the lowest rack.")
            .arg(nameOf(names, *winner));
    return QCoreApplication::translate("TurnWords",
                                       "The pool ran dry and no one could play: the lowest racks share the round.");
}

} // namespace tr::ui
