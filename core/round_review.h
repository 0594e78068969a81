// A round reviewed turn by turn (what the review screen shows): each turn
// against the best play at its moment (turn_review.h), and what the summary
// at the top says: the turns each player laid the most on, the tiles it
// missed and the turns where the most was missed, the openings made late, the
// plays held back by design and the hints' plays kept (neither credited nor
// counted as misses).
#pragma once

#include "game.h"
#include "match_record.h"
#include "turn_review.h"

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilerummy {

// A recorded match replayed from its actions (a saved game, a finished one
// kept in the history): the match where the actions leave it (how it stands:
// match->round().isOver(), match->match()'s scores and winner), and the turns
// and deal of each round dealt.
struct ReplayedMatch {
    std::shared_ptr<const RecordedMatch> match;
    std::vector<std::vector<TurnRecord>> rounds; // the turns of each round dealt, in order
    std::vector<std::vector<IdSet>> dealt;       // each round's racks as dealt, by seat
};

// Nullopt with the reason when the actions do not replay.
std::optional<ReplayedMatch> replayMatch(const MatchSetup& setup, const std::vector<RecordedAction>& actions,
                                         std::string* why);

// Every seat's rack as turn `turn` of a round begins (turn == turns.size():
// as the round ended): the racks dealt, each changed by its seat's turns before.
std::vector<IdSet> racksBefore(const std::vector<TurnRecord>& turns, const std::vector<IdSet>& dealt, int turn);

struct ReviewedTurn {
    int player = 0;
    TurnAction action = TurnAction::Draw;
    bool initialMeldDone = false; // before the turn
    TurnReview review;
    // Its play was the hint's, kept by the person (TurnRack::hinted; set by
    // whoever knows, a save): not theirs to be credited with.
    bool hinted = false;
};

// Each turn of a round as the game records it, reviewed in order. Stopped
// early by `stop`: the turns reviewed so far.
std::vector<ReviewedTurn> reviewRound(const std::vector<TurnRecord>& turns, const Rules& rules, long long nodeLimit = 0,
                                      const std::atomic<bool>* stop = nullptr);

// Whether a turn was held back by choice: a draw (or pass) after the opening
// by a seat that holds back by design (the expert AI: `holder`), while a play
// was there. Not a miss: what was held back is not counted as missed.
bool heldBack(const ReviewedTurn& turn, bool holder);

// Each turn counts under one heading at most: held back, the hint's play, a
// miss (a late opening is one), or the most laid; a turn on which nothing
// could be laid, under none.
struct PlayerReview {
    int turns = 0;
    int turnsLaidMost = 0; // turns it laid tiles, the most that could be laid (its own play)
    int tilesMissed = 0;   // over the round: the best plays' tiles beyond what was laid
    int turnsWithMiss = 0; // turns on which a play laid more
    int lateOpenings = 0;  // turns before its opening on which it could have opened and did not
    int tilesHeld = 0;     // the plays it held back by choice (heldBack): their tiles
    int turnsHeld = 0;     // ... and on how many turns
    int turnsHinted = 0;   // turns whose play was the hint's (ReviewedTurn::hinted)

    PlayerReview& operator+=(const PlayerReview& other);
};

struct RoundReviewSummary {
    std::vector<PlayerReview> players; // by seat
    // The turns (indexes into the reviewed turns) that missed the most
    // tiles, the most first (on a tie the earlier first); only turns that
    // missed something (a hold is not a miss, nor the hint's play), at most
    // `most` of them.
    std::vector<int> biggestMisses;
};

// `holders`: by seat, whether it holds back by design (heldBack); none when empty.
RoundReviewSummary summarizeReview(const std::vector<ReviewedTurn>& turns, int players, int most = 3,
                                   const std::vector<bool>& holders = {});

} // namespace tilerummy
