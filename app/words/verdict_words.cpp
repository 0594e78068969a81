#include "words/verdict_words.h"

#include "words/turn_words.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace tilerummy::ui {

namespace {

QStringList tileNames(const Tiles& tiles)
{
    QStringList names;
    for (Tile t : tiles)
        names.append(QString::fromStdString(t.notation()));
    return names;
}

// One function per sentence a turn check's fault is said in (for a lesson, a
// puzzle and a refused turn alike: describeAttemptFault), each English
// sentence written once.

QString unknownTile(Tile tile)
{
    return QCoreApplication::translate(
               "LessonWords",
               "%1 is not one of the tiles in play: only the tiles on the table and on your rack can be used.")
        .arg(tileText(tile));
}

QString missingTile(Tile tile)
{
    return QCoreApplication::translate("LessonWords",
                                       "%1 is missing: every tile must end on the table or stay on your rack.")
        .arg(tileText(tile));
}

QString jokerBackToRack()
{
    return QCoreApplication::translate("LessonWords",
                                       "%1 was on the table: a joker you take from a set must be played in a set "
                                       "this turn; it can't go to your rack.")
        .arg(tileText(Tile::joker()));
}

QString tileBackToRack(Tile tile)
{
    return QCoreApplication::translate(
               "LessonWords",
               "%1 was on the table: a tile from the table can't go back to your rack; play it in a set.")
        .arg(tileText(tile));
}

QString nothingPlayed(const QString& goalText)
{
    return QCoreApplication::translate("LessonWords", "Nothing was played yet. %1").arg(goalText).trimmed();
}

// The first meld's faults, said as the turn log says them (one wording).
QString meldFault(TurnFault fault)
{
    return asSentence(describeTurnFault(fault));
}

QString turnRefused(const TurnFault& fault)
{
    return QCoreApplication::translate("LessonWords", "This turn is not allowed: %1.").arg(describeTurnFault(fault));
}

} // namespace

QString tileText(Tile tile)
{
    return QString::fromStdString(tile.notation());
}

QString setText(const Tiles& tiles)
{
    return tileNames(tiles).join(QLatin1Char(' '));
}

QString tileListText(const Tiles& tiles)
{
    return QLocale().createSeparatedList(tileNames(tiles));
}

QString describeSetFault(const SetFault& fault)
{
    const QString set = setText(fault.tiles);
    switch (fault.kind) {
    case SetFaultKind::None:
        return {};
    case SetFaultKind::EmptySet:
        return QCoreApplication::translate("SetWords", "An empty set was left on the table.");
    case SetFaultKind::FreedJokerAlone:
        return QCoreApplication::translate("SetWords",
                                           "%1 is alone: the joker you freed must be played in a set this turn.")
            .arg(set);
    case SetFaultKind::FreedJokerTooFew:
        // English: "the joker you freed" / "the jokers you freed" (tilerummy_en.ts).
        return QCoreApplication::translate(
                   "SetWords", "%1: the joker(s) you freed must be played in a set of at least three tiles this turn.",
                   nullptr, fault.jokers)
            .arg(set);
    case SetFaultKind::TakenTileAlone:
        return QCoreApplication::translate(
                   "SetWords", "%1 is alone: a tile you take from a set must be played in another set this turn.")
            .arg(set);
    case SetFaultKind::TileAlone:
        return QCoreApplication::translate("SetWords", "%1 is alone: a run or group needs at least three tiles.")
            .arg(set);
    case SetFaultKind::SetLeftWithTwo:
        return QCoreApplication::translate("SetWords",
                                           "%1: this set now has only two tiles; a run or group needs at least three.")
            .arg(set);
    case SetFaultKind::TakenTilesTooFew:
        return QCoreApplication::translate(
                   "SetWords", "%1: the tiles you took out must be played in sets of at least three this turn.")
            .arg(set);
    case SetFaultKind::SetOfTwo:
        return QCoreApplication::translate("SetWords",
                                           "%1: this set has only two tiles; a run or group needs at least three.")
            .arg(set);
    case SetFaultKind::TooManyJokers:
        return QCoreApplication::translate("SetWords", "%1: a set holds at most two jokers.").arg(set);
    case SetFaultKind::SameTileTwice:
        return QCoreApplication::translate(
                   "SetWords", "%1: the same tile twice; a run needs different numbers and a group different colours.")
            .arg(set);
    case SetFaultKind::GroupTooBig:
        return QCoreApplication::translate("SetWords", "%1: a group has at most four tiles, one of each colour.")
            .arg(set);
    case SetFaultKind::GroupSameColour:
        return QCoreApplication::translate("SetWords", "%1: a group needs tiles of different colours.").arg(set);
    case SetFaultKind::RunRepeatsNumber:
        return QCoreApplication::translate("SetWords", "%1: a run needs each number once.").arg(set);
    case SetFaultKind::RunTooLong:
        return QCoreApplication::translate("SetWords", "%1: a run has at most 13 tiles.").arg(set);
    case SetFaultKind::RunWraps:
        return QCoreApplication::translate("SetWords", "%1: a run can't go on from 13 to 1.").arg(set);
    case SetFaultKind::RunGap:
        return QCoreApplication::translate("SetWords", "%1: a run needs consecutive numbers.").arg(set);
    case SetFaultKind::RunGapJokers:
        // English: "the joker can't" / "the jokers can't" (tilerummy_en.ts).
        return QCoreApplication::translate(
                   "SetWords", "%1: a run needs consecutive numbers, and the joker(s) can't fill all the gaps.",
                   nullptr, fault.jokers)
            .arg(set);
    case SetFaultKind::NeitherRunNorGroup:
        return QCoreApplication::translate("SetWords",
                                           "%1: a run is one colour with consecutive numbers and a group one number "
                                           "in different colours; this set is neither.")
            .arg(set);
    }
    return {};
}

QString describeLessonVerdict(const LessonVerdict& verdict, const QString& goalText)
{
    using Why = LessonVerdict::Why;
    // (A count computed before the call: lupdate does not read a cast among translate()'s arguments.)
    const int tiles = static_cast<int>(verdict.tiles.size());
    switch (verdict.why) {
    case Why::Passed: {
        const QString played = tileListText(verdict.tiles);
        if (verdict.firstMeld)
            return QCoreApplication::translate("LessonWords",
                                               "Well done: you played %1 for a first meld worth %2 points.")
                .arg(played)
                .arg(verdict.points);
        if (verdict.setsRearranged > 0)
            return QCoreApplication::translate("LessonWords", "Well done: you played %1, rearranging %n set(s).",
                                               nullptr, verdict.setsRearranged)
                .arg(played);
        return QCoreApplication::translate("LessonWords", "Well done: you played %1.").arg(played);
    }
    case Why::TurnFault:
        return describeAttemptFault(verdict.turnFault, goalText);
    case Why::InvalidSets: {
        // Every set at fault, one a line.
        QStringList lines{describeSetFault(verdict.setFault)};
        for (const InvalidSetFault& more : verdict.moreInvalidSets)
            lines.append(describeSetFault(more.fault));
        return lines.join(QLatin1Char('\n'));
    }
    case Why::TilesLeft:
        // English: "... 1 tile on your rack (B13): play it too." / "... 2 tiles ... play them all." (tilerummy_en.ts).
        return QCoreApplication::translate("LessonWords", "You still have %n tile(s) on your rack (%1): play them all.",
                                           nullptr, tiles)
            .arg(setText(verdict.tiles));
    case Why::GoalTilesLeft:
        // English: "R5 is still ... play it." / "R5 and R6 are still ... play them." (tilerummy_en.ts).
        return QCoreApplication::translate("LessonWords", "%1 are still on your rack: the goal is to play them.",
                                           nullptr, tiles)
            .arg(tileListText(verdict.tiles));
    }
    return {};
}

QString describeAttemptFault(const TurnFault& fault, const QString& goalText)
{
    switch (fault.kind) {
    case TurnFault::Kind::None:
        return {};
    case TurnFault::Kind::TileFromNowhere:
        return unknownTile(fault.tile);
    case TurnFault::Kind::TileVanished:
        return missingTile(fault.tile);
    case TurnFault::Kind::JokerBackToRack:
        return jokerBackToRack();
    case TurnFault::Kind::TileBackToRack:
        return tileBackToRack(fault.tile);
    case TurnFault::Kind::NothingPlayed:
        return nothingPlayed(goalText);
    case TurnFault::Kind::InvalidSet:
        return describeSetFault(fault.setFault);
    case TurnFault::Kind::MeldTouchesTable:
    case TurnFault::Kind::MeldTooLow:
        return meldFault(fault);
    case TurnFault::Kind::NotTheTurnsTiles:
    case TurnFault::Kind::TimeOut:
        return turnRefused(fault);
    }
    return {};
}

QString describePuzzleVerdict(const PuzzleVerdict& verdict, const QString& goalText)
{
    if (!verdict.legal)
        return describeAttemptFault(verdict.fault, goalText);
    if (verdict.best)
        return QCoreApplication::translate("LessonWords", "The best play: %n tile(s) placed.", nullptr,
                                           verdict.tilesPlaced);
    // Two sentences, each with its own count.
    return QCoreApplication::translate("LessonWords", "Legal: you placed %n tile(s).", nullptr, verdict.tilesPlaced) +
           QLatin1Char(' ') +
           QCoreApplication::translate("LessonWords", "The best play places %n tile(s).", nullptr, verdict.bestTiles);
}

QString describeRuleProblem(const RuleProblem& problem)
{
    QString words;
    switch (problem.field) {
    case RuleProblem::Field::InitialMeld:
        words = QCoreApplication::translate("RuleWords", "the first meld must be worth %1 to %2 points, not %3");
        break;
    case RuleProblem::Field::RackSize:
        words = QCoreApplication::translate("RuleWords", "a rack must start with %1 to %2 tiles, not %3");
        break;
    case RuleProblem::Field::PenaltyTiles:
        words = QCoreApplication::translate("RuleWords", "the penalty must be %1 to %2 tiles, not %3");
        break;
    case RuleProblem::Field::TurnSeconds:
        words = QCoreApplication::translate("RuleWords", "a turn's time must be %1 to %2 seconds, not %3");
        break;
    case RuleProblem::Field::TimeoutPenaltyTiles:
        words = QCoreApplication::translate("RuleWords", "the penalty for running out of time must be %1 to %2 "
                                                         "tiles, not %3");
        break;
    case RuleProblem::Field::BankSeconds:
        words = QCoreApplication::translate("RuleWords", "a time bank must be %1 to %2 seconds, not %3");
        break;
    case RuleProblem::Field::BankIncrementSeconds:
        words = QCoreApplication::translate("RuleWords", "the time added after each turn must be %1 to %2 "
                                                         "seconds, not %3");
        break;
    case RuleProblem::Field::Rounds:
        words = QCoreApplication::translate("RuleWords", "a match must have %1 to %2 rounds, not %3");
        break;
    case RuleProblem::Field::TargetScore:
        words = QCoreApplication::translate("RuleWords", "the target score must be %1 to %2, not %3");
        break;
    }
    return words.arg(problem.low).arg(problem.high).arg(problem.value);
}

QString describeDraftRefusal(const DraftRefusal& refusal)
{
    const QString tile =
        refusal.tile >= 0 && refusal.tile < kTileCount ? tileText(faceOf(refusal.tile)) : QString::number(refusal.tile);
    switch (refusal.kind) {
    case DraftRefusal::Kind::None:
        return {};
    case DraftRefusal::Kind::NoTiles:
        return QCoreApplication::translate("MoveWords", "There are no tiles to move.");
    case DraftRefusal::Kind::NotATile:
        return QCoreApplication::translate("MoveWords", "%1 is not a tile of the game.").arg(tile);
    case DraftRefusal::Kind::TileTwice:
        return QCoreApplication::translate("MoveWords", "%1 is listed twice in one move.").arg(tile);
    case DraftRefusal::Kind::TileNotHere:
        return QCoreApplication::translate("MoveWords", "%1 is not on the table or the rack.").arg(tile);
    case DraftRefusal::Kind::NoSuchSet:
        return QCoreApplication::translate("MoveWords", "There is no set %1 on the table.").arg(refusal.index);
    case DraftRefusal::Kind::NoPlaceOnTable:
        return QCoreApplication::translate("MoveWords", "There is no place %1 on the table.").arg(refusal.index);
    case DraftRefusal::Kind::NoPlaceInSet:
        return QCoreApplication::translate("MoveWords", "There is no place %1 in a set.").arg(refusal.index);
    case DraftRefusal::Kind::NoPlaceOnRack:
        return QCoreApplication::translate("MoveWords", "There is no place %1 on the rack.").arg(refusal.index);
    case DraftRefusal::Kind::NoCellOnTable:
        return QCoreApplication::translate("MoveWords", "Column %1 is off the table.").arg(refusal.index);
    case DraftRefusal::Kind::TableTileToRack:
        return QCoreApplication::translate("MoveWords",
                                           "%1 was on the table at the start of the turn and must stay on the table.")
            .arg(tile);
    case DraftRefusal::Kind::NoChange:
        return QCoreApplication::translate("MoveWords", "The move changes nothing.");
    }
    return {};
}

} // namespace tilerummy::ui
