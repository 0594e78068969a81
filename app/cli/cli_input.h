// What tilerummy-cli reads: the turn of `check` and the position of `solve`,
// one JSON object each (see ../shared/cli-contract.md). A library of its own
// so that the fuzzers (tests/fuzz) read input exactly as the CLI does; it
// prints nothing (the commands word the warnings and errors).
#pragma once

#include "logged_game.h"
#include "rules.h"
#include "solver.h"
#include "turn_check.h"

#include <QByteArray>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cli {

// check's input: {"initialMeldDone", "rules", "before": {"table", "rack"},
// "after": {...}}. False with the reason on bad JSON, a bad field or tiles
// the box does not hold (`check` exits 2). The names of unknown rules go to
// *unknownRules (the command warns about them), only when the rules were read.
bool readTurn(const QByteArray& data, tilerummy::TurnInput* turn, tilerummy::Rules* rules,
              std::vector<std::string>* unknownRules, std::string* error);

// solve's input, one position: {"table", "rack", "initialMeldDone", "rules",
// "objective"}. Fills the table, rack, initialMeldDone, initialMeld (from the
// rules) and objective (default tiles) of *request and leaves its other fields
// alone. False with the reason on bad JSON, a bad field, tiles the box does
// not hold or an invalid set on the table. Unknown rules: as readTurn.
bool readPosition(const QByteArray& data, tilerummy::SolveRequest* request, std::vector<std::string>* unknownRules,
                  std::string* error);

// One line of a game log (`play --log`, `serve --log`; read by `review`).
struct LogEvent {
    enum class Type { Deal, Turn, End };
    Type type = Type::Deal;
    int game = 0;
    // A deal: the racks, the pool's size, the first player. An end: the racks as left.
    tilerummy::Table racks;
    int pool = 0;
    int first = 0;
    tilerummy::LoggedTurn turn; // a turn
    // A deal the table committed to (deal_proof.h): its commitment and the
    // rules it hashes; the end reveals its seed. Empty / nullopt: none.
    std::string commitment;
    std::optional<tilerummy::Rules> rules;
    std::optional<std::uint64_t> seed;
};
// False with the reason (naming the field) on bad JSON, an unknown type or
// action, a bad field or tiles the box does not hold.
bool readLogEvent(const QByteArray& line, LogEvent* event, std::string* error);

// "tiles" or "points".
bool objectiveFromName(const std::string& name, tilerummy::Objective* out);

} // namespace cli
