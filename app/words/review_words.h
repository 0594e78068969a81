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
// The turn of `name` against the best play then, as a sentence; `held`: a
// play held back by choice (heldBack), said as such, not as a miss; the
// hint's play kept (ReviewedTurn::hinted) is said to be the hint's, never
// "the most that could be laid".
QString describeReviewedTurn(const ReviewedTurn& turn, const QString& name, bool held = false);

// The best play of a turn, as "Show me" lays it out: "The best play lays 12
// tiles, freeing the joker from K5 J K7 K8."
QString describeBestPlay(const ReviewedTurn& turn);
// One player's turns over the reviewed game, a sentence for each figure, each
// counting its own turns (PlayerReview): on how many of its turns it laid the
// most that could be laid, how many more tiles the best plays would have
// laid and on how many turns, on how many it played the hint's play or held
// back by choice, and how much sooner the opening could have come. Not
// called mistakes: a strong player may hold tiles back on purpose.
QString describePlayerReview(const PlayerReview& review, const QString& name);
// One of the turns where the most could have been laid, for the summary's
// list: "Round 2, turn 14: Ann, 5 more tiles" (round 0: the game had one).
QString describeMiss(int round, int turn, const QString& name, int tiles);

} // namespace tilerummy::ui
