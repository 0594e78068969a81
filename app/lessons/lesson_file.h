// The tutorial's lessons as files: one JSON object per lesson, compiled in as
// Qt resources at :/lessons/NN-<id>.json (from resources/lessons). The format:
//
//   {"id": "split-run", "title": "Split a run", "skills": ["split-run"],
//    "teaching": "...", "goal": {"text": "Play the red 5.", "play": ["R5"]},
//    "initialMeldDone": true, "rules": {"initialMeld": 30},
//    "before": {"table": [["R3","R4","R5","R6","R7","R8"]], "rack": ["R5","K2"]},
//    "solution": {"table": [["R3","R4","R5"],["R5","R6","R7","R8"]], "rack": ["K2"]}}
//
// "play" is "all" (play every rack tile), "any" (play something) or the tiles
// that must be played. Every field is required; unknown fields are errors.
#pragma once

#include "lesson.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace tilerummy {

// One lesson read strictly and checked with validateLesson; on failure the
// error names the field or the problem.
std::optional<Lesson> parseLesson(const QByteArray& json, std::string* error);

// Every :/lessons/*.json in file-name order, each parsed and validated, the
// file name matching its id (NN-<id>.json) and the ids unique. On failure:
// empty, and the error names the file.
std::vector<Lesson> loadCourse(std::string* error);
// The same from another folder (tests, tools).
std::vector<Lesson> loadCourse(const QString& folder, std::string* error);

// The goal's "play" field as written in a file: "all", "any" or tile names.
std::string goalPlayJson(const LessonGoal& goal);

} // namespace tilerummy
