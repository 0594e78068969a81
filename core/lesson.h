// The tutorial's lessons as data, and the check of a lesson attempt: the one
// turn check (checkTurn) plus the lesson's goal, explained in words for the
// player (which tile, which set, and why).
#pragma once

#include "rules.h"
#include "tile.h"
#include "turn_check.h"

#include <string>
#include <string_view>
#include <vector>

namespace tr {

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

struct LessonVerdict {
    bool passed = false;
    std::string explanation; // for the player, specific: why not, or (passed) what they achieved
    int set = -1;            // index in after.table of the set at fault, -1 when none
};

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

} // namespace tr
