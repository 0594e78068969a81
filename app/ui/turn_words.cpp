#include "turn_words.h"

#include "turn_check.h"
#include "verdict_words.h"

#include <QCoreApplication>

#include <algorithm>

namespace tr::ui {

namespace {

QString nameOf(const QStringList& names, int player)
{
    return player >= 0 && player < names.size() ? names.at(player)
                                                : QCoreApplication::translate("TurnWords", "Player %1").arg(player + 1);
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

QString describeTurnFault(const TurnFault& fault)
{
    switch (fault.kind) {
    case TurnFault::Kind::None:
        return {};
    case TurnFault::Kind::TileFromNowhere:
        return QCoreApplication::translate("TurnWords", "%1 appeared from nowhere").arg(tileText(fault.tile));
    case TurnFault::Kind::TileVanished:
        return QCoreApplication::translate("TurnWords", "%1 went missing").arg(tileText(fault.tile));
    case TurnFault::Kind::JokerBackToRack:
        return QCoreApplication::translate("TurnWords",
                                           "a joker taken from the table must be played again in the same turn");
    case TurnFault::Kind::TileBackToRack:
        return QCoreApplication::translate("TurnWords", "%1 was taken from the table back to the rack")
            .arg(tileText(fault.tile));
    case TurnFault::Kind::NothingPlayed:
        return QCoreApplication::translate("TurnWords", "no tile was played from the rack");
    case TurnFault::Kind::InvalidSet: {
        // The set's sentence ends with a full stop; as a clause it goes.
        QString words = describeSetFault(fault.setFault);
        if (words.endsWith(QLatin1Char('.')))
            words.chop(1);
        return words;
    }
    case TurnFault::Kind::MeldTouchesTable:
        return QCoreApplication::translate("TurnWords",
                                           "before the first meld the sets on the table must stay as they were");
    case TurnFault::Kind::MeldTooLow:
        return QCoreApplication::translate("TurnWords", "the first meld is worth %1 points; it needs at least %2")
            .arg(fault.points)
            .arg(fault.needed);
    case TurnFault::Kind::NotTheTurnsTiles:
        return QCoreApplication::translate("TurnWords",
                                           "the tiles on the table and rack were not the ones the turn started with");
    case TurnFault::Kind::TimeOut:
        return QCoreApplication::translate("TurnWords", "the time ran out");
    }
    return {};
}

QString describePenaltyReason(const TurnRecord& record)
{
    if (record.fault.kind == TurnFault::Kind::None)
        return QString::fromStdString(record.reason);
    return describeTurnFault(record.fault);
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
        if (record.fault.kind == TurnFault::Kind::TimeOut)
            return QCoreApplication::translate("TurnWords", "%1's time ran out: %n penalty tile(s).", nullptr, n)
                .arg(who);
        return QCoreApplication::translate(
                   "TurnWords", "%1 ended the turn with an illegal table (%2): it was put back, %n penalty tile(s).",
                   nullptr, n)
            .arg(who, describePenaltyReason(record));
    }
    case TurnAction::Play:
        break;
    }
    const IdSet placed = placedTiles(record);
    const int rearranged = setsRearranged(record);
    QString line;
    if (!record.initialMeldDone) {
        line = QCoreApplication::translate("TurnWords", "%1 opened with %2 (%3 points).")
                   .arg(who, setText(facesOf(placed)))
                   .arg(openingPoints(record));
    } else if (rearranged > 0) {
        line = QCoreApplication::translate("TurnWords", "%1 laid %2, rearranging %n set(s).", nullptr, rearranged)
                   .arg(who, setText(facesOf(placed)));
    } else {
        line = QCoreApplication::translate("TurnWords", "%1 laid %2.").arg(who, setText(facesOf(placed)));
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
