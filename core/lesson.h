// The tutorial's lessons as data, and the check of a lesson attempt: the one
// turn check (checkTurn) plus the lesson's goal, with what the player needs to
// be told (which tile, which set, and why) as structure.
#pragma once

#include "rules.h"
#include "set_fault.h"
#include "tile.h"
#include "turn_check.h"

#include <string>
#include <string_view>
#include <vector>

namespace tilerummy {

struct LessonGoal {
    enum class Kind { AnyPlay, PlayAll, PlayTiles };
    Kind kind = Kind::PlayAll;
    Tiles tiles; // PlayTiles: rack tiles that must be on the table at the end
};

struct Lesson {
    std::string id;                  // "split-run"
    std::string title;               // "Split a run"
    std::vector<std::string> skills; // names from lessonSkills()
    std::string teaching;            // one or two sentences of teaching
    std::string goalText;            // "Play the red 8." (the goal in words)
    LessonGoal goal;
    bool initialMeldDone = true;
    Rules rules;       // initialMeld read from the file
    Position before;   // table and rack at the start
    Position solution; // a legal end of turn that reaches the goal
};

// A set on the table that is no run or group, and why.
struct InvalidSetFault {
    int set = -1; // index in after.table
    SetFault fault;

    friend bool operator==(const InvalidSetFault&, const InvalidSetFault&) = default;
};

// The check of an attempt, as structure: why it fails (or that it passed) and
// the facts the words need. The window words it in the player's language
// (app/words/verdict_words.h); the core keeps no sentences for it.
struct LessonVerdict {
    enum class Why {
        Passed,        // tiles: the rack tiles played; setsRearranged; firstMeld with points
        TurnFault,     // turnFault: the one turn check's fault, as it gives it (kinds, names: TurnFault)
        InvalidSets,   // set, setFault: the first set that is no run or group; moreInvalidSets: the others
        TilesLeft,     // tiles: the rack at the end (sorted), when the goal is to play all
        GoalTilesLeft, // tiles: the goal's tiles still on the rack
    };
    bool passed = false;
    Why why = Why::TurnFault;
    int set = -1;      // index in after.table of the set at fault (InvalidSets, a meld touching the table), or -1
    SetFault setFault; // InvalidSetss
    // InvalidSets: every other set at fault after the first, in table order (so
    // that the player is told of all of them at once).
    std::vector<InvalidSetFault> moreInvalidSets;
    Tiles tiles;            // Passed, TilesLeft, GoalTilesLeft (see above)
    int points = 0;         // Passed with firstMeld: the first meld's points
    int setsRearranged = 0; // Passed: table sets that gave or took a table tile
    bool firstMeld = false; // Passed: the lesson's play was the first meld
    TurnFault turnFault;    // TurnFault: why the turn check said no (NothingPlayed: the words add the goal)

    friend bool operator==(const LessonVerdict&, const LessonVerdict&) = default;
};
inline constexpr LessonVerdict::Why kLastLessonWhy = LessonVerdict::Why::GoalTilesLeft;

// A stable name for each reason ("goal-tiles-left"): for the lesson files'
// validation, logs and tests, never shown to players.
std::string_view lessonWhyName(LessonVerdict::Why why);

// The skills a lesson may teach: the contract's names (initial-meld, add,
// shift-run, split-run, substitute-group, take-fourth, joker-retrieve,
// combined-split, multiple-split) and the two traps (trap-set-of-two,
// trap-harvest).
const std::vector<std::string>& lessonSkills();
bool isLessonSkill(std::string_view name);

// The player's end of turn judged: the one turn check (checkTurn) plus the goal.
LessonVerdict checkLesson(const Lesson& lesson, const Position& after);

// The lesson itself is sound: possible tiles, valid sets on the table before, the solution a legal turn
// (checkTurn) that meets the goal, the goal not met before anything is played, goal tiles on the rack.
// Also: an id of lower-case letters, digits and hyphens, a title, teaching and goal text, known skills,
// valid rules. The error names the field at fault.
bool validateLesson(const Lesson& lesson, std::string* error);

} // namespace tilerummy
