// What happened at the table, in words, for the turn log and the messages of
// the scene: one sentence per turn and per end of round (translatable).
#pragma once

#include "game.h"
#include "turn_draft.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tilerummy::ui {

// "Expert AI drew a tile.", a play set by set: "Ana laid K9 K10 K11 and R5
// B5 O5; moved R7 to R5 R6 R7; added O4 to O5 O6 O7." (each set in the order
// it is shown, tilerummy::shownOrder). `order`: the after-table's sets in the order
// they are read on the felt (tilerummy::readingOrder); empty: table order.
QString describeTurn(const TurnRecord& record, const QStringList& names, const std::vector<int>& order = {});

// A play that changes this many sets or more is told in one line with its
// count (describeBigPlay), its sets apart (describePlayDetails).
inline constexpr int kBigPlaySets = 4;
bool isBigPlay(const TurnRecord& record);
// "Expert AI rebuilt 9 sets and laid 35 tiles.", "Ana laid 12 tiles in 4
// sets.", "Bo opened: 13 tiles in 4 sets (52 points)."
QString describeBigPlay(const TurnRecord& record, const QStringList& names);
// A play's clauses, one a line ("laid K9 K10 K11 and R5 B5 O5\nmoved R7 to
// R5 R6 R7"); empty for a turn that is no play.
QString describePlayDetails(const TurnRecord& record, const std::vector<int>& order = {});

// One step of a play shown on the board ("Show me"), in words, from the
// draft as it is before the step: "take R7 from R5 R6 R7 R8 R9 to make R7 B7
// O7", "add O4 to O5 O6 O7", "lay K9 K10 K11". Sets as they read (shownOrder).
QString describeStep(const TurnDraft& before, const DraftMove& move);

// Why a turn was illegal, as a clause ("no tile was played from the rack";
// an invalid set as its sentence without the final full stop): for "Ana's
// table was not legal: %1." and the turn log. Empty for kind None.
QString describeTurnFault(const TurnFault& fault);
// A clause as a sentence of its own: "The time ran out."
QString asSentence(const QString& clause);

// Why a penalty was given (record.fault worded by describeTurnFault; a record
// with no fault, which the game does not make, shows the core's reason).
QString describePenaltyReason(const TurnRecord& record);

// "Ana went out and wins the round." / "The pool ran dry: Ben wins with the lowest rack."
QString describeRoundEnd(EndReason reason, std::optional<int> winner, const QStringList& names);
QString describeRoundEnd(const Game& round, const QStringList& names);

// The rules of a match in a line: "opening 30 points, 14 tiles each, 60 s a
// turn, 3 rounds".
QString describeRules(const Rules& rules);
// A player's time bank ran out in their turn (`self`: the person reading's own).
QString describeBankRanOut(const QString& name, bool self);

} // namespace tilerummy::ui
