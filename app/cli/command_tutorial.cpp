#include "cli/commands.h"
#include "cli/json_io.h"
#include "lessons/lesson_file.h"

namespace cli {

namespace {

std::string positionJson(const tilerummy::Position& position)
{
    return JsonLine().add("table", position.table).add("rack", position.rack).str();
}

} // namespace

// tutorial --export: every lesson as one JSON line, the contract's keys first
// (id, title, skills, initialMeldDone, before, solution), then the goal, the
// teaching and the rules.
int runTutorial(const Args& args)
{
    if (args.empty())
        return malformed("tutorial needs --export (tutorial --export: every lesson as a JSON line)");
    for (const auto& arg : args)
        if (arg != "--export")
            return malformed("tutorial: unknown argument " + arg + " (use: tutorial --export)");
    if (args.size() > 1)
        return malformed("tutorial: --export given more than once");
    std::string error;
    const std::vector<tilerummy::Lesson> course = tilerummy::loadCourse(&error);
    if (course.empty())
        return malformed("the tutorial's lessons: " + error);
    for (const tilerummy::Lesson& lesson : course) {
        printLine(
            JsonLine()
                .add("id", lesson.id)
                .add("title", lesson.title)
                .add("skills", lesson.skills)
                .add("initialMeldDone", lesson.initialMeldDone)
                .addRaw("before", positionJson(lesson.before))
                .addRaw("solution", positionJson(lesson.solution))
                .addRaw(
                    "goal",
                    JsonLine().add("text", lesson.goalText).addRaw("play", tilerummy::goalPlayJson(lesson.goal)).str())
                .add("teaching", lesson.teaching)
                .addRaw(
                    "rules",
                    JsonLine()
                        .add(std::string(tilerummy::ruleFieldName(tilerummy::RuleProblem::Field::InitialMeld)).c_str(),
                             lesson.rules.initialMeld)
                        .str())
                .str());
    }
    return kYes;
}

} // namespace cli
