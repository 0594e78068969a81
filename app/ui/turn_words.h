// What happened at the table, in words, for the turn log and the messages of
// the scene: one sentence per turn and per end of round (translatable).
#pragma once

#include "game.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tr::ui {

// "Ana laid R7 R8 R9 (opening, 24 points).", "Expert AI drew a tile.", ...
QString describeTurn(const TurnRecord& record, const QStringList& names);

// The core's reason for an illegal turn, as a person reads it.
QString describePenaltyReason(const std::string& reason);

// "Ana went out and wins the round." / "The pool ran dry: Ben wins with the lowest rack."
QString describeRoundEnd(EndReason reason, std::optional<int> winner, const QStringList& names);
QString describeRoundEnd(const Game& round, const QStringList& names);

} // namespace tr::ui
