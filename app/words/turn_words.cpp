#include "words/turn_words.h"

#include "time_bank.h"

#include "table_rearrangement.h"
#include "turn_check.h"
#include "turn_draft.h"
#include "words/verdict_words.h"

#include <QCoreApplication>

#include <algorithm>

namespace tilerummy::ui {

namespace {

QString nameOf(const QStringList& names, int player)
{
    return player >= 0 && player < names.size() ? names.at(player)
                                                : QCoreApplication::translate("TurnWords", "Player %1").arg(player + 1);
}

bool contains(const IdSet& ids, TileId id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// "A", "A and B", "A, B and C".
QString listed(const QStringList& items)
{
    if (items.size() <= 1)
        return items.value(0);
    //: Joins the items of a list but the last ("R1 R2 R3, K5 R5 B5 and ..."); %1 the ones before.
    const QString head = items.mid(0, items.size() - 1).join(QCoreApplication::translate("TurnWords", ", "));
    //: The last two items of a list: "K9 K10 K11 and R5 B5 O5".
    return QCoreApplication::translate("TurnWords", "%1 and %2").arg(head, items.last());
}

QString shown(const IdSet& set)
{
    return setText(facesOf(shownOrder(set)));
}

// The faces a joker may stand for: "K4", "B3 or O3", "R13, B13 or O13".
QString eitherOf(const Tiles& faces)
{
    QStringList items;
    for (Tile face : faces)
        items << tileText(face);
    if (items.size() <= 1)
        return items.value(0);
    const QString head = items.mid(0, items.size() - 1).join(QCoreApplication::translate("TurnWords", ", "));
    //: The last two faces a joker may stand for: "B3 or O3".
    return QCoreApplication::translate("TurnWords", "%1 or %2").arg(head, items.last());
}

// Each joker of the table the play moved, where it went and what it stands
// for now, in the order its set is read: "the joker now stands for K4 in K3 J
// K5 K6 (it stood for K7)", "the joker now stands for O6 in O5 J O7 (it stood
// for B3 or O3 in K3 R3 J)".
QStringList jokerClauses(const TurnRecord& record, const std::vector<int>& sets)
{
    const IdTable& before = record.before.table;
    const IdTable& after = record.after.table;
    const std::vector<JokerMove> moves = jokerMoves(facesOf(before), facesOf(after));
    QStringList clauses;
    for (int index : sets)
        for (const JokerMove& move : moves) {
            // (A set not valid says nothing of its jokers.)
            if (move.setAfter != index || move.standsFor.empty() || move.stoodFor.empty())
                continue;
            const QString now = eitherOf(move.standsFor);
            const QString set = shown(after[static_cast<std::size_t>(move.setAfter)]);
            if (move.ownSet)
                //: A turn's clause: a joker that stayed in its set but stands for another tile now (a run's joker
                //: shifted to its other end): %1 what it stands for, %2 its set, %3 what it stood for.
                clauses << QCoreApplication::translate("TurnWords",
                                                       "the joker now stands for %1 in %2 (it stood for %3)")
                               .arg(now, set, eitherOf(move.stoodFor));
            else
                //: A turn's clause: a joker taken from its set into another: %1 what it stands for now, %2 the set it
                //: is in now, %3 what it stood for, %4 the set it was in, as it was.
                clauses << QCoreApplication::translate("TurnWords",
                                                       "the joker now stands for %1 in %2 (it stood for %3 in %4)")
                               .arg(now, set, eitherOf(move.stoodFor),
                                    shown(before[static_cast<std::size_t>(move.setBefore)]));
        }
    return clauses;
}

// What a play did, set by set in the order the sets are read: the sets laid
// from the rack alone ("laid K9 K10 K11 and R5 B5 O5"), then each set that
// took tiles from the table ("moved R7 to R5 R6 R7", "added O4 to O5 O6 O7",
// "moved R7 to R5 R6 R7, adding R5 R6"), then each joker moved ("the joker
// now stands for K4 in K3 J K5 K6 (it stood for K7)").
QStringList playClauses(const TurnRecord& record, const std::vector<int>& order)
{
    const IdSet placed = tilesLaid(record);
    const IdTable& before = record.before.table;
    std::vector<int> sets = order;
    if (sets.size() != record.after.table.size()) {
        sets.clear();
        for (std::size_t i = 0; i < record.after.table.size(); ++i)
            sets.push_back(static_cast<int>(i));
    }
    const std::vector<bool> changed = setsChanged(record);
    QStringList laid;
    QStringList changes;
    for (int index : sets) {
        const IdSet& set = record.after.table[static_cast<std::size_t>(index)];
        if (!changed[static_cast<std::size_t>(index)])
            continue;
        IdSet fromRack;
        IdSet fromTable;
        for (TileId id : set)
            (contains(placed, id) ? fromRack : fromTable).push_back(id);
        if (fromTable.empty()) {
            laid << shown(set);
            continue;
        }
        // The set it grew from: the one of the table it holds the most tiles
        // of, and more than half of them (else it is a new set).
        const IdSet* base = nullptr;
        std::size_t most = 0;
        for (const IdSet& was : before) {
            const std::size_t shared = static_cast<std::size_t>(
                std::count_if(was.begin(), was.end(), [&](TileId id) { return contains(fromTable, id); }));
            if (shared > most && shared * 2 > was.size()) {
                most = shared;
                base = &was;
            }
        }
        IdSet moved;
        for (TileId id : fromTable)
            if (!base || !contains(*base, id))
                moved.push_back(id);
        const bool wholeBase =
            base && std::all_of(base->begin(), base->end(), [&](TileId id) { return contains(set, id); });
        if (moved.empty() && fromRack.empty())
            continue; // it only gave tiles away: the sets they went to say so
        if (moved.empty()) {
            // Added to the set as it was, or (it gave tiles away in the same
            // play) to those of its tiles that stayed: "added K13 to R13 O13",
            // not "to K13 R13 O13".
            //: A turn's clause: tiles from the rack added to a set of the table ("added O4 to O5 O6 O7").
            changes << QCoreApplication::translate("TurnWords", "added %1 to %2")
                           .arg(shown(fromRack), shown(wholeBase ? *base : fromTable));
        } else if (fromRack.empty() && moved.size() == set.size()) {
            //: A turn's clause: a new set made only of tiles taken from sets of the table ("formed R3 R4 R5 from tiles
            //: on the table").
            changes << QCoreApplication::translate("TurnWords", "formed %1 from tiles on the table").arg(shown(set));
        } else if (fromRack.empty()) {
            //: A turn's clause: tiles of the table moved into a set, shown as it is now ("moved R7 to R5 R6 R7").
            changes
                << QCoreApplication::translate("TurnWords", "moved %1 to %2").arg(setText(facesOf(moved)), shown(set));
        } else {
            //: A turn's clause: tiles of the table moved into a set with tiles from the rack.
            changes << QCoreApplication::translate("TurnWords", "moved %1 to %2, adding %3")
                           .arg(setText(facesOf(moved)), shown(set), setText(facesOf(fromRack)));
        }
    }
    QStringList clauses;
    if (!laid.isEmpty())
        //: A turn's clause: new sets from the rack ("laid K9 K10 K11 and R5 B5 O5").
        clauses << QCoreApplication::translate("TurnWords", "laid %1").arg(listed(laid));
    clauses << changes << jokerClauses(record, sets);
    return clauses;
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
        return QCoreApplication::translate(
            "TurnWords",
            "before the first meld the sets on the table must stay as they were; new sets come from the rack only");
    case TurnFault::Kind::MeldTooLow:
        // English: "the new set is worth ..." / "the new sets are worth ..." (tilerummy_en.ts).
        return QCoreApplication::translate(
                   "TurnWords", "the new set(s) are worth %1 points; the first meld needs %2 from the rack alone",
                   nullptr, fault.newSets)
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

QString asSentence(const QString& clause)
{
    if (clause.isEmpty())
        return clause;
    return clause.left(1).toUpper() + clause.mid(1) + QLatin1Char('.');
}

QString describePenaltyReason(const TurnRecord& record)
{
    if (record.fault.kind == TurnFault::Kind::None)
        return QString::fromStdString(record.reason);
    return describeTurnFault(record.fault);
}

QString describeTurn(const TurnRecord& record, const QStringList& names, const std::vector<int>& order)
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
    //: Separates the clauses of a turn ("laid K9 K10 K11; moved R7 to R5 R6 R7").
    const QString what = playClauses(record, order).join(QCoreApplication::translate("TurnWords", "; "));
    if (!record.initialMeldDone)
        //: %1 who, %2 what the play did ("laid K9 K10 K11 and R5 B5 O5"), %3 its points.
        return QCoreApplication::translate("TurnWords", "%1 opened: %2 (%3 points).")
            .arg(who, what)
            .arg(record.meldPoints);
    //: %1 who, %2 what the play did ("laid K9 K10 K11; moved R7 to R5 R6 R7").
    return QCoreApplication::translate("TurnWords", "%1: %2.").arg(who, what);
}

QString describeStep(const TurnDraft& before, const DraftMove& move)
{
    const IdTable& table = before.table();
    const QString tiles = setText(facesOf(move.tiles));
    // Where the tiles come from: each set of the table that gives some (in
    // the order of the move's tiles), and the rack.
    std::vector<std::size_t> sources;
    std::vector<IdSet> given;
    IdSet fromRack;
    for (TileId id : move.tiles) {
        const auto set = std::find_if(table.begin(), table.end(), [&](const IdSet& s) { return contains(s, id); });
        if (set == table.end()) {
            fromRack.push_back(id);
            continue;
        }
        const std::size_t s = static_cast<std::size_t>(set - table.begin());
        const auto known = std::find(sources.begin(), sources.end(), s);
        if (known == sources.end()) {
            sources.push_back(s);
            given.push_back({id});
        } else {
            given[static_cast<std::size_t>(known - sources.begin())].push_back(id);
        }
    }
    // The set the tiles make, as it reads after the step.
    TurnDraft after = before;
    QString made = tiles;
    if (after.apply(move, nullptr, LayoutRule::KeepOthers))
        for (const IdSet& set : after.table())
            if (contains(set, move.tiles.front()))
                made = shown(set);
    if (move.target.kind == DraftTarget::Kind::Rack)
        //: A step of a play shown on the board: tiles back to the rack.
        return QCoreApplication::translate("TurnWords", "put %1 back on the rack").arg(tiles);
    if (sources.empty()) {
        if (move.target.kind == DraftTarget::Kind::IntoSet && move.target.set >= 0 &&
            static_cast<std::size_t>(move.target.set) < table.size())
            //: A step of a play shown on the board: %1 tiles from the rack, %2 the set they join, as it was.
            return QCoreApplication::translate("TurnWords", "add %1 to %2")
                .arg(tiles, shown(table[static_cast<std::size_t>(move.target.set)]));
        //: A step of a play shown on the board: a new set from the rack.
        return QCoreApplication::translate("TurnWords", "lay %1").arg(made);
    }
    // "R7 from R5 R6 R7 R8 R9", "O6 from the rack", listed.
    QStringList parts;
    for (std::size_t i = 0; i < sources.size(); ++i)
        //: A part of a step shown on the board: %1 tiles, %2 the set of the table they leave.
        parts << QCoreApplication::translate("TurnWords", "%1 from %2")
                     .arg(setText(facesOf(given[i])), shown(table[sources[i]]));
    if (!fromRack.empty())
        //: A part of a step shown on the board: tiles from the rack.
        parts << QCoreApplication::translate("TurnWords", "%1 from the rack").arg(setText(facesOf(fromRack)));
    //: A step of a play shown on the board: %1 where the tiles come from ("R7 from R5 R6 R7 R8 R9"), %2 the set
    //: they make.
    return QCoreApplication::translate("TurnWords", "take %1 to make %2").arg(listed(parts), made);
}

bool isBigPlay(const TurnRecord& record)
{
    if (record.action != TurnAction::Play)
        return false;
    const std::vector<bool> changed = setsChanged(record);
    return std::count(changed.begin(), changed.end(), true) >= kBigPlaySets;
}

QString describeBigPlay(const TurnRecord& record, const QStringList& names)
{
    const std::vector<bool> changed = setsChanged(record);
    const int setCount = static_cast<int>(std::count(changed.begin(), changed.end(), true));
    const IdSet laid = tilesLaid(record);
    const int tileCount = static_cast<int>(laid.size());
    //: A count in a big play's line of the turn log: "9 sets".
    const QString sets = QCoreApplication::translate("TurnWords", "%n set(s)", nullptr, setCount);
    //: A count in a big play's line of the turn log: "35 tiles".
    const QString tiles = QCoreApplication::translate("TurnWords", "%n tile(s)", nullptr, tileCount);
    const QString who = nameOf(names, record.player);
    if (!record.initialMeldDone)
        //: A big opening in one line: %1 who, %2 the tiles ("13 tiles"), %3 the sets ("4 sets"), %4 its points.
        return QCoreApplication::translate("TurnWords", "%1 opened: %2 in %3 (%4 points).")
            .arg(who, tiles, sets)
            .arg(record.meldPoints);
    // Rebuilt: a changed set holds tiles that were on the table.
    bool rebuilt = false;
    for (std::size_t i = 0; i < changed.size(); ++i)
        if (changed[i])
            for (TileId id : record.after.table[i])
                rebuilt = rebuilt || !contains(laid, id);
    if (rebuilt)
        //: A big play in one line: %1 who, %2 the sets it changed ("9 sets"), %3 the tiles from the rack ("35 tiles").
        return QCoreApplication::translate("TurnWords", "%1 rebuilt %2 and laid %3.").arg(who, sets, tiles);
    //: A big play of new sets only: %1 who, %2 the tiles ("12 tiles"), %3 the sets ("4 sets").
    return QCoreApplication::translate("TurnWords", "%1 laid %2 in %3.").arg(who, tiles, sets);
}

QString describePlayDetails(const TurnRecord& record, const std::vector<int>& order)
{
    if (record.action != TurnAction::Play)
        return {};
    QStringList lines = playClauses(record, order);
    for (QString& line : lines)
        line = asSentence(line);
    return lines.join(QLatin1Char('\n'));
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

QString describeRules(const Rules& rules)
{
    QStringList parts;
    parts.append(QCoreApplication::translate("TurnWords", "opening %1 points").arg(rules.initialMeld));
    parts.append(QCoreApplication::translate("TurnWords", "%1 tiles each").arg(rules.rackSize));
    if (rules.turnSeconds > 0)
        parts.append(QCoreApplication::translate("TurnWords", "%1 s a turn").arg(rules.turnSeconds));
    if (rules.bankSeconds > 0 && rules.bankIncrementSeconds > 0)
        parts.append(QCoreApplication::translate("TurnWords", "a time bank of %1 each, %2 s more a turn")
                         .arg(QString::fromStdString(clockText(std::int64_t(rules.bankSeconds) * 1000)))
                         .arg(rules.bankIncrementSeconds));
    else if (rules.bankSeconds > 0)
        parts.append(QCoreApplication::translate("TurnWords", "a time bank of %1 each")
                         .arg(QString::fromStdString(clockText(std::int64_t(rules.bankSeconds) * 1000))));
    if (rules.targetScore > 0)
        parts.append(QCoreApplication::translate("TurnWords", "to %1 points").arg(rules.targetScore));
    else if (rules.rounds > 1)
        parts.append(QCoreApplication::translate("TurnWords", "%n round(s)", "", rules.rounds));
    if (rules.poolEmpty == PoolEmptyRule::OneMoreTurnEach)
        parts.append(QCoreApplication::translate("TurnWords", "one more turn each when the pool is empty"));
    return parts.join(QStringLiteral(", "));
}

QString describeBankRanOut(const QString& name, bool self)
{
    return self ? QCoreApplication::translate("TurnWords", "Your time bank ran out: the AI plays this turn for you.")
                : QCoreApplication::translate("TurnWords", "%1 is out of time: the AI plays this turn.").arg(name);
}

} // namespace tilerummy::ui
