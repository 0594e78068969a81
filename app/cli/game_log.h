// The game log of `play --log` and `serve --log` (the contract): every event
// of the games as one JSON line: deal, turn, end.
#pragma once

#include "self_play.h"

#include <map>
#include <ostream>
#include <string>

namespace cli {

class GameLogWriter : public tilerummy::SelfPlayObserver {
public:
    explicit GameLogWriter(std::ostream& out) : out_(out) {}

    void dealt(int game, const tilerummy::Game& g) override;
    void turn(int game, const tilerummy::TurnRecord& r) override;
    void ended(int game, const tilerummy::Game& g) override;
    // A committed deal: its `deal` event carries the commitment and the rules,
    // its `end` event the seed (as a decimal string).
    void committed(int game, const std::string& commitment, std::uint64_t seed, const tilerummy::Rules& rules) override;

    bool good() const { return static_cast<bool>(out_); }

private:
    void write(const std::string& line);

    std::ostream& out_;
    struct Commitment {
        std::string commitment;
        std::uint64_t seed = 0;
        tilerummy::Rules rules;
    };
    std::map<int, Commitment> commitments_; // by game, until its end
};

} // namespace cli
