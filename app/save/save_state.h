// Inside the save loader (save_read.cpp): the "state" of a version 2 save,
// read, checked on its own (every tile once, valid sets, zero-sum scores) and
// compared with where the actions lead. stateOf (save_game.h) is here too.
#pragma once

#include "save/save_game.h"
#include "json/json_fields.h"

#include <QJsonValue>
#include <QString>

namespace save_internal {

// The "state" object: its fields, one entry per player, a player and a turn in range.
bool readState(tilerummy::json::FieldReader& r, const QJsonValue& value, int players, SavedState* state);
// A state that no game can reach, on its own: every one of the 106 tiles must
// be somewhere exactly once, every set on the table valid, the scores zero-sum.
bool checkState(tilerummy::json::FieldReader& r, const SavedState& state);
// What differs between the state written and the one the actions lead to.
QString stateDifference(const SavedState& written, const SavedState& replayed);

} // namespace save_internal
