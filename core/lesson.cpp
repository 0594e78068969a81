#include "lesson.h"

#include "meld.h"
#include "table_rearrangement.h"

#include <algorithm>
#include <optional>

namespace tilerummy {

namespace {

LessonVerdict fail(LessonVerdict::Why why, int set = -1)
{
    LessonVerdict v;
    v.passed = false;
    v.why = why;
    v.set = set;
    return v;
}

// What the lesson's author reads when a solution does not pass: the reason's
// name (a turn check's fault by its own) and its facts ("invalid-sets
// taken-tile-alone, set 5 (R8)", "tile-back-to-rack (R8)").
std::string authorNote(const LessonVerdict& v)
{
    std::string note(lessonWhyName(v.why));
    switch (v.why) {
    case LessonVerdict::Why::TurnFault:
        note = turnFaultName(v.turnFault.kind);
        if (v.turnFault.kind == TurnFault::Kind::MeldTooLow)
            note += " (" + std::to_string(v.turnFault.points) + " of " + std::to_string(v.turnFault.needed) + ")";
        else if (v.turnFault.kind == TurnFault::Kind::TileFromNowhere ||
                 v.turnFault.kind == TurnFault::Kind::TileVanished ||
                 v.turnFault.kind == TurnFault::Kind::TileBackToRack)
            note += " (" + v.turnFault.tile.notation() + ")";
        break;
    case LessonVerdict::Why::InvalidSets:
        note += " " + std::string(setFaultName(v.setFault.kind)) + ", set " + std::to_string(v.set + 1) + " (" +
                notation(v.setFault.tiles) + ")";
        break;
    case LessonVerdict::Why::TilesLeft:
    case LessonVerdict::Why::GoalTilesLeft:
        note += " (" + notation(v.tiles) + ")";
        break;
    case LessonVerdict::Why::Passed:
        break;
    }
    return note;
}

} // namespace

std::string_view lessonWhyName(LessonVerdict::Why why)
{
    switch (why) {
    case LessonVerdict::Why::Passed:
        return "passed";
    case LessonVerdict::Why::TurnFault:
        return "turn-fault";
    case LessonVerdict::Why::InvalidSets:
        return "invalid-sets";
    case LessonVerdict::Why::TilesLeft:
        return "tiles-left";
    case LessonVerdict::Why::GoalTilesLeft:
        return "goal-tiles-left";
    }
    return "passed";
}

const std::vector<std::string>& lessonSkills()
{
    static const std::vector<std::string> skills = {"initial-meld",     "add",
                                                    "shift-run",        "split-run",
                                                    "substitute-group", "take-fourth",
                                                    "joker-retrieve",   "combined-split",
                                                    "multiple-split",   "trap-set-of-two",
                                                    "trap-harvest"};
    return skills;
}

bool isLessonSkill(std::string_view name)
{
    const auto& skills = lessonSkills();
    return std::find(skills.begin(), skills.end(), name) != skills.end();
}

LessonVerdict checkLesson(const Lesson& lesson, const Position& after)
{
    using Why = LessonVerdict::Why;
    const Position& before = lesson.before;
    // The one turn check judges the attempt; its fault is said as a lesson says it.
    TurnInput turn;
    turn.initialMeldDone = lesson.initialMeldDone;
    turn.before = before;
    turn.after = after;
    const TurnVerdict verdict = checkTurn(turn, lesson.rules);
    const TileCounts played = TileCounts(before.rack).minus(TileCounts(after.rack));

    // Every invalid set is explained (a table rearranged into a wrong set
    // without a tile played too: the set is what to mend first).
    if (verdict.fault.kind == TurnFault::Kind::InvalidSet || verdict.fault.kind == TurnFault::Kind::NothingPlayed) {
        std::optional<LessonVerdict> invalid;
        for (std::size_t i = 0; i < after.table.size(); ++i) {
            SetFault fault = classifySetFault(after.table[i], played, before.table);
            if (fault.valid())
                continue;
            if (!invalid) {
                invalid = fail(Why::InvalidSets, static_cast<int>(i));
                invalid->setFault = std::move(fault);
            } else {
                invalid->moreInvalidSets.push_back({static_cast<int>(i), std::move(fault)});
            }
        }
        if (invalid)
            return *invalid;
    }
    // Otherwise the one turn check's fault is the lesson's.
    if (!verdict.legal) {
        LessonVerdict v = fail(Why::TurnFault, verdict.fault.set >= 0 ? verdict.fault.set : verdict.invalidSet);
        v.turnFault = verdict.fault;
        return v;
    }
    // 4. The goal.
    switch (lesson.goal.kind) {
    case LessonGoal::Kind::AnyPlay:
        break;
    case LessonGoal::Kind::PlayAll:
        if (!after.rack.empty()) {
            LessonVerdict v = fail(Why::TilesLeft);
            v.tiles = sortedTiles(after.rack);
            return v;
        }
        break;
    case LessonGoal::Kind::PlayTiles: {
        const TileCounts wanted(lesson.goal.tiles);
        Tiles missing;
        for (int i = 0; i < kFaceKinds; ++i) {
            const Tile t = Tile::fromIndex(i);
            for (int k = played[t]; k < wanted[t]; ++k)
                missing.push_back(t);
        }
        if (!missing.empty()) {
            LessonVerdict v = fail(Why::GoalTilesLeft);
            v.tiles = std::move(missing);
            return v;
        }
        break;
    }
    }

    LessonVerdict v;
    v.passed = true;
    v.why = Why::Passed;
    v.tiles = played.tiles();
    // Sets that gave or took a table tile: adding to a set from the rack is no rearranging.
    v.setsRearranged = measureRearrangement(before.table, after.table).setsTouched;
    v.firstMeld = !lesson.initialMeldDone;
    if (v.firstMeld)
        v.points = verdict.meldPoints;
    return v;
}

bool validateLesson(const Lesson& lesson, std::string* error)
{
    auto bad = [&](std::string why) {
        if (error)
            *error = std::move(why);
        return false;
    };
    if (lesson.id.empty())
        return bad("id is empty");
    // ASCII by hand: std::islower follows the C locale, which Qt sets from the
    // environment on Unix (and a Latin-1 locale has lower-case letters above 127).
    for (char c : lesson.id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            return bad("id \"" + lesson.id + "\": use lower-case letters, digits and hyphens only");
    if (lesson.title.empty())
        return bad("title is empty");
    if (lesson.teaching.empty())
        return bad("teaching is empty");
    if (lesson.goalText.empty())
        return bad("goal.text is empty");
    if (lesson.skills.empty())
        return bad("skills is empty: name what the lesson teaches");
    for (std::size_t i = 0; i < lesson.skills.size(); ++i) {
        if (!isLessonSkill(lesson.skills[i]))
            return bad("skills[" + std::to_string(i) + "]: unknown skill \"" + lesson.skills[i] + "\"");
        if (std::find(lesson.skills.begin(), lesson.skills.begin() + static_cast<std::ptrdiff_t>(i),
                      lesson.skills[i]) != lesson.skills.begin() + static_cast<std::ptrdiff_t>(i))
            return bad("skills[" + std::to_string(i) + "]: \"" + lesson.skills[i] + "\" is listed twice");
    }
    std::string why;
    if (!validateRules(lesson.rules, &why))
        return bad("rules: " + why);

    for (const auto& [side, position] : {std::pair<const char*, const Position*>{"before", &lesson.before},
                                         std::pair<const char*, const Position*>{"solution", &lesson.solution}}) {
        TileCounts counts(position->table);
        counts.add(position->rack);
        if (!counts.withinBox(&why))
            return bad(std::string("impossible tiles in ") + side + ": " + why);
    }
    if (lesson.before.rack.empty())
        return bad("before.rack is empty: the player needs tiles to play");
    for (std::size_t i = 0; i < lesson.before.table.size(); ++i) {
        const SetAnalysis a = analyseSet(lesson.before.table[i]);
        if (!a.valid())
            return bad("before.table[" + std::to_string(i) + "] (" + notation(lesson.before.table[i]) +
                       ") is not a valid set: " + a.reason);
    }

    switch (lesson.goal.kind) {
    case LessonGoal::Kind::AnyPlay:
    case LessonGoal::Kind::PlayAll:
        if (!lesson.goal.tiles.empty())
            return bad("goal.play: tiles are named only when the goal is to play those tiles");
        break;
    case LessonGoal::Kind::PlayTiles:
        if (lesson.goal.tiles.empty())
            return bad("goal.play names no tiles");
        if (!TileCounts(lesson.goal.tiles).isSubsetOf(TileCounts(lesson.before.rack)))
            return bad("goal.play: " + notation(lesson.goal.tiles) + " are not all on the rack (" +
                       notation(lesson.before.rack) + ")");
        break;
    }

    if (checkLesson(lesson, lesson.before).passed)
        return bad("the goal is met before anything is played");
    const LessonVerdict verdict = checkLesson(lesson, lesson.solution);
    if (!verdict.passed)
        return bad("solution does not pass: " + authorNote(verdict));
    return true;
}

} // namespace tilerummy
