// The core's verdicts in the player's language: what is wrong with a set, a
// tutorial attempt or a practice puzzle answer (or that it passed), why rules
// cannot be played and why a move was refused. The core returns structure
// (tilerummy::SetFault, tilerummy::LessonVerdict, tilerummy::PuzzleVerdict, tilerummy::RuleProblem,
// tilerummy::DraftRefusal); the English of the window lives here once, as the source
// strings of QCoreApplication::translate, so that lupdate sees each sentence
// and translators get whole sentences. Each call words it in the language
// installed now (tilerummy::ui::useLanguage). The game's penalty reasons are worded
// by turn_words.h (describePenaltyReason).
#pragma once

#include "lesson.h"
#include "practice_puzzle.h"
#include "rules.h"
#include "set_fault.h"
#include "tile.h"
#include "turn_draft.h"

#include <QString>

namespace tilerummy::ui {

// "R8" (a tile as the game names it everywhere).
QString tileText(Tile tile);
// "R8 B8 K8": a set's tiles as they lie.
QString setText(const Tiles& tiles);
// "R8, B8 and K8": tiles in a sentence, as the language lists things.
QString tileListText(const Tiles& tiles);

// What is wrong with a set, as a sentence: "O6 O7: this set now has only two
// tiles; a run or group needs at least three." Empty for a valid set.
QString describeSetFault(const SetFault& fault);

// The tutorial's verdict on an attempt: why it is wrong, or (passed) what the
// player did. `goalText` is the lesson's goal in the language shown (told
// again when nothing was played). Several sets at fault: each, one a line.
QString describeLessonVerdict(const LessonVerdict& verdict, const QString& goalText);

// A practice puzzle's verdict: best, legal with fewer tiles, or why illegal.
// `goalText` as above (the puzzle's goal).
QString describePuzzleVerdict(const PuzzleVerdict& verdict, const QString& goalText);

// A turn check's fault said to the player who tried the turn, as a sentence
// ("R8 was on the table: ..."): the tutorial's and the puzzles' wording.
QString describeAttemptFault(const TurnFault& fault, const QString& goalText);

// Why rules cannot be played, as a clause: "a rack must hold 1 to 26 tiles, not 40".
QString describeRuleProblem(const RuleProblem& problem);

// Why a move was refused, as a sentence: "R5 was on the table at the start of
// the turn and must stay on the table."
QString describeDraftRefusal(const DraftRefusal& refusal);

} // namespace tilerummy::ui
