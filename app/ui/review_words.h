// A reviewed turn in the player's language (core/turn_review.h,
// core/round_review.h): what the turn laid against the best play at its
// moment, and how that play reworks the table ("Ann laid 2 tiles; the best
// play laid 5, splitting B3 B4 B5 B6 B7 B8."). Whole sentences, as the
// source strings of QCoreApplication::translate (context "ReviewWords").
#pragma once

#include "round_review.h"

#include <QString>

namespace tilerummy::ui {

// How a play reworks one of the table's sets, as a clause: "splitting B3 B4 B5 B6".
QString describeRework(const SetRework& rework);
// The turn of `name` against the best play then, as a sentence.
QString describeReviewedTurn(const ReviewedTurn& turn, const QString& name);

} // namespace tilerummy::ui
