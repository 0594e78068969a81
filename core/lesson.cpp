#include "lesson.h"

#include "meld.h"

#include <algorithm>
#include <cctype>

namespace tr {

namespace {

std::string plural(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "R8", "R8 and B8", "R8, B8 and K8".
std::string nameList(const Tiles& tiles)
{
    std::string out;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i > 0)
            out += i + 1 == tiles.size() ? " and " : ", ";
        out += tiles[i].notation();
    }
    return out;
}

std::string withoutFinalStop(std::string text)
{
    while (!text.empty() && (text.back() == '.' || text.back() == ' '))
        text.pop_back();
    return text;
}

// Is `set` made only of tiles of one before-set (what is left of a set the
// player took tiles from)?
bool remainderOfOneSet(const Tiles& set, const Table& before)
{
    const TileCounts counts(set);
    return std::any_of(before.begin(), before.end(),
                       [&](const Tiles& old) { return counts.isSubsetOf(TileCounts(old)); });
}

// Why a set that analyseSet calls invalid is invalid, in the player's words.
// `played` counts the rack tiles played this turn: a set holding none of them
// holds only tiles that were on the table before (harvested tiles left over).
std::string describeInvalidSet(const Tiles& set, const TileCounts& played, const Table& before)
{
    const std::string names = notation(set);
    const int n = static_cast<int>(set.size());
    if (n == 0)
        return "An empty set was left on the table.";
    const bool tableOnly = std::none_of(set.begin(), set.end(), [&](Tile t) { return played[t] > 0; });
    Tiles numbered;
    for (Tile t : set)
        if (!t.isJoker())
            numbered.push_back(t);
    const int jokers = n - static_cast<int>(numbered.size());

    if (n < kMinSetSize) {
        if (tableOnly && jokers > 0) {
            if (n == 1)
                return "J is alone: the joker you freed must be played in a set this turn.";
            return names + ": the joker you freed must be played in a set of at least three tiles this turn.";
        }
        if (n == 1) {
            if (tableOnly)
                return names + " is alone: a tile you take from a set must be played in another set this turn.";
            return names + " is alone: a run or group needs at least three tiles.";
        }
        if (tableOnly && remainderOfOneSet(set, before))
            return names + ": this set now has only two tiles; a run or group needs at least three.";
        if (tableOnly)
            return names + ": the tiles you took out must be played in sets of at least three this turn.";
        return names + ": this set has only two tiles; a run or group needs at least three.";
    }
    if (jokers > kJokerCount)
        return names + ": a set holds at most two jokers.";

    auto byValue = numbered;
    std::sort(byValue.begin(), byValue.end(), [](Tile a, Tile b) { return a.value() < b.value(); });
    const bool sameValue =
        std::all_of(numbered.begin(), numbered.end(), [&](Tile t) { return t.value() == numbered.front().value(); });
    const bool sameColour =
        std::all_of(numbered.begin(), numbered.end(), [&](Tile t) { return t.colour() == numbered.front().colour(); });
    if (sameValue && sameColour)
        return names + ": the same tile twice; a run needs different numbers and a group different colours.";
    if (sameValue) {
        if (n > kMaxGroupSize)
            return names + ": a group has at most four tiles, one of each colour.";
        return names + ": a group needs tiles of different colours.";
    }
    if (sameColour) {
        for (std::size_t i = 1; i < byValue.size(); ++i)
            if (byValue[i].value() == byValue[i - 1].value())
                return names + ": a run needs each number once.";
        if (n > kMaxRunSize)
            return names + ": a run has at most 13 tiles.";
        if (byValue.front().value() == 1 && byValue.back().value() == kMaxValue)
            return names + ": a run can't go on from 13 to 1.";
        if (jokers == 0)
            return names + ": a run needs consecutive numbers.";
        return names + ": a run needs consecutive numbers, and " + (jokers == 1 ? "the joker" : "the jokers") +
               " can't fill all the gaps.";
    }
    return names + ": a run is one colour with consecutive numbers and a group one number in different colours; "
                   "this set is neither.";
}

LessonVerdict fail(std::string explanation, int set = -1)
{
    LessonVerdict v;
    v.passed = false;
    v.explanation = std::move(explanation);
    v.set = set;
    return v;
}

} // namespace

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
    const Position& before = lesson.before;
    const TileCounts beforeTable(before.table);
    const TileCounts afterTable(after.table);
    const TileCounts beforeRack(before.rack);
    const TileCounts afterRack(after.rack);
    TileCounts beforeAll = beforeTable;
    beforeAll.add(before.rack);
    TileCounts afterAll = afterTable;
    afterAll.add(after.rack);

    // 1. Tiles made up, lost, or taken back from the table.
    const TileCounts extra = afterAll.minus(beforeAll);
    for (int i = 0; i < kFaceKinds; ++i) {
        const Tile t = Tile::fromIndex(i);
        if (extra[t] > 0)
            return fail(t.notation() +
                        " is not one of the tiles in play: only the tiles on the table and on your rack can be used.");
    }
    for (int i = 0; i < kFaceKinds; ++i) {
        const Tile t = Tile::fromIndex(i);
        if (extra[t] < 0)
            return fail(t.notation() + " is missing: every tile must end on the table or stay on your rack.");
    }
    for (int i = 0; i < kFaceKinds; ++i) {
        const Tile t = Tile::fromIndex(i);
        if (afterTable[t] < beforeTable[t]) {
            if (t.isJoker())
                return fail("J was on the table: a joker you take from a set must be played in a set this turn; "
                            "it can't go to your rack.");
            return fail(t.notation() + " was on the table: a tile from the table can't go back to your rack; "
                                       "play it in a set.");
        }
    }
    const TileCounts played = beforeRack.minus(afterRack);
    const int playedCount = played.total();

    // 2. Every set valid; the first invalid one is explained.
    for (std::size_t i = 0; i < after.table.size(); ++i)
        if (!analyseSet(after.table[i]).valid())
            return fail(describeInvalidSet(after.table[i], played, before.table), static_cast<int>(i));

    if (playedCount <= 0)
        return fail("Nothing was played yet. " + lesson.goalText);

    // 3. The initial meld: the table as it was, new sets from the rack worth
    // enough (the points as the one turn check counts them).
    TurnInput turn;
    turn.initialMeldDone = lesson.initialMeldDone;
    turn.before = before;
    turn.after = after;
    const TurnVerdict verdict = checkTurn(turn, lesson.rules);
    std::vector<std::size_t> fresh;
    const int changed = changedSets(before.table, after.table, &fresh);
    if (!lesson.initialMeldDone) {
        if (changed > 0) {
            int at = -1;
            for (std::size_t i : fresh) {
                if (!TileCounts(after.table[i]).isSubsetOf(played)) {
                    at = static_cast<int>(i);
                    break;
                }
            }
            return fail("Before your first meld the sets on the table must stay as they were; "
                        "play new sets from your rack only.",
                        at);
        }
        if (verdict.meldPoints < lesson.rules.initialMeld)
            return fail(std::string(fresh.size() == 1 ? "Your new set is worth " : "Your new sets are worth ") +
                        std::to_string(verdict.meldPoints) + " points; the first meld needs " +
                        std::to_string(lesson.rules.initialMeld) + " from your rack alone.");
    }

    // The one turn check has the last word on legality.
    if (!verdict.legal)
        return fail("This turn is not allowed: " + verdict.reason + ".", verdict.invalidSet);

    // 4. The goal.
    switch (lesson.goal.kind) {
    case LessonGoal::Kind::AnyPlay:
        break;
    case LessonGoal::Kind::PlayAll:
        if (!after.rack.empty()) {
            const int left = static_cast<int>(after.rack.size());
            return fail("You still have " + plural(left, "tile", "tiles") + " on your rack (" +
                        notation(sortedTiles(after.rack)) + "): " + (left == 1 ? "play it too." : "play them all."));
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
        if (!missing.empty())
            return fail(nameList(missing) + (missing.size() == 1 ? " is" : " are") +
                        " still on your rack: the goal is to play " + (missing.size() == 1 ? "it." : "them."));
        break;
    }
    }

    LessonVerdict v;
    v.passed = true;
    std::string what;
    if (lesson.goal.kind == LessonGoal::Kind::PlayAll)
        what = playedCount == 1 ? "your last tile, " + played.tiles().front().notation()
                                : "all " + std::to_string(playedCount) + " tiles";
    else if (playedCount == 1)
        what = played.tiles().front().notation();
    else
        what = std::to_string(playedCount) + " tiles (" + notation(played.tiles()) + ")";
    v.explanation = "Well done: you played " + what;
    if (!lesson.initialMeldDone)
        v.explanation += " for a first meld worth " + std::to_string(verdict.meldPoints) + " points";
    if (changed > 0)
        v.explanation += ", rearranging " + plural(changed, "set", "sets");
    v.explanation += ".";
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
    for (char c : lesson.id)
        if (!(std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '-'))
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
        return bad("solution does not pass: " + withoutFinalStop(verdict.explanation));
    return true;
}

} // namespace tr
