#include "lessons/lesson_file.h"

#include "json/json_fields.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <set>

namespace tilerummy {

namespace {

// Only these keys, all of them.
bool checkKeys(const QJsonObject& object, const std::string& where, std::initializer_list<const char*> keys,
               std::string* error)
{
    for (const char* key : keys) {
        if (!object.contains(QLatin1String(key))) {
            *error = where + key + " is missing";
            return false;
        }
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = it.key().toStdString();
        if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; })) {
            *error = where + key + ": unknown field";
            return false;
        }
    }
    return true;
}

bool readPosition(const QJsonValue& value, const std::string& field, Position* out, std::string* error)
{
    if (!value.isObject()) {
        *error = field + " must be an object with \"table\" and \"rack\"";
        return false;
    }
    const QJsonObject object = value.toObject();
    return checkKeys(object, field + ".", {"table", "rack"}, error) &&
           tilerummy::json::readTable(object.value(QLatin1String("table")), field + ".table", &out->table, error) &&
           tilerummy::json::readTiles(object.value(QLatin1String("rack")), field + ".rack", &out->rack, error);
}

bool readGoal(const QJsonValue& value, Lesson* lesson, std::string* error)
{
    if (!value.isObject()) {
        *error = "goal must be an object with \"text\" and \"play\"";
        return false;
    }
    const QJsonObject object = value.toObject();
    if (!checkKeys(object, "goal.", {"text", "play"}, error) ||
        !tilerummy::json::readString(object.value(QLatin1String("text")), "goal.text", &lesson->goalText, error))
        return false;
    const QJsonValue play = object.value(QLatin1String("play"));
    lesson->goal.tiles.clear();
    if (play.isString()) {
        if (play.toString() == QLatin1String("all"))
            lesson->goal.kind = LessonGoal::Kind::PlayAll;
        else if (play.toString() == QLatin1String("any"))
            lesson->goal.kind = LessonGoal::Kind::AnyPlay;
        else {
            *error = "goal.play must be \"all\", \"any\" or an array of tiles; not \"" + play.toString().toStdString() +
                     "\"";
            return false;
        }
        return true;
    }
    if (!play.isArray()) {
        *error = "goal.play must be \"all\", \"any\" or an array of tiles";
        return false;
    }
    lesson->goal.kind = LessonGoal::Kind::PlayTiles;
    return tilerummy::json::readTiles(play, "goal.play", &lesson->goal.tiles, error);
}

} // namespace

std::optional<Lesson> parseLesson(const QByteArray& json, std::string* error)
{
    std::string why;
    const auto object = tilerummy::json::parseObject(json, &why);
    if (!object) {
        *error = why;
        return std::nullopt;
    }
    Lesson lesson;
    const bool read =
        checkKeys(*object, "",
                  {"id", "title", "skills", "teaching", "goal", "initialMeldDone", "rules", "before", "solution"},
                  &why) &&
        tilerummy::json::readString(object->value(QLatin1String("id")), "id", &lesson.id, &why) &&
        tilerummy::json::readString(object->value(QLatin1String("title")), "title", &lesson.title, &why) &&
        tilerummy::json::readStrings(object->value(QLatin1String("skills")), "skills", &lesson.skills, &why) &&
        tilerummy::json::readString(object->value(QLatin1String("teaching")), "teaching", &lesson.teaching, &why) &&
        readGoal(object->value(QLatin1String("goal")), &lesson, &why) &&
        tilerummy::json::readBool(*object, QStringLiteral("initialMeldDone"), true, &lesson.initialMeldDone, &why) &&
        tilerummy::json::readRules(object->value(QLatin1String("rules")), &lesson.rules, &why) &&
        readPosition(object->value(QLatin1String("before")), "before", &lesson.before, &why) &&
        readPosition(object->value(QLatin1String("solution")), "solution", &lesson.solution, &why);
    if (!read) {
        *error = why;
        return std::nullopt;
    }
    if (!object->value(QLatin1String("rules")).isObject()) {
        *error = "rules must be an object, e.g. {\"initialMeld\": 30}";
        return std::nullopt;
    }
    if (!validateLesson(lesson, &why)) {
        *error = "lesson \"" + lesson.id + "\": " + why;
        return std::nullopt;
    }
    return lesson;
}

std::vector<Lesson> loadCourse(std::string* error)
{
    return loadCourse(QStringLiteral(":/lessons"), error);
}

std::vector<Lesson> loadCourse(const QString& folder, std::string* error)
{
    const QDir dir(folder);
    const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (names.isEmpty()) {
        *error = "no lessons found in " + folder.toStdString();
        return {};
    }
    static const QRegularExpression fileName(QStringLiteral("^[0-9]{2}-([a-z0-9-]+)\\.json$"));
    std::vector<Lesson> course;
    std::set<std::string> ids;
    for (const QString& name : names) {
        const std::string where = folder.toStdString() + "/" + name.toStdString();
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            *error = where + ": cannot read: " + file.errorString().toStdString();
            return {};
        }
        std::string why;
        auto lesson = parseLesson(file.readAll(), &why);
        if (!lesson) {
            *error = where + ": " + why;
            return {};
        }
        const QRegularExpressionMatch match = fileName.match(name);
        if (!match.hasMatch() || match.captured(1).toStdString() != lesson->id) {
            *error = where + ": the file name must be NN-" + lesson->id + ".json (two digits, then the id)";
            return {};
        }
        if (!ids.insert(lesson->id).second) {
            *error = where + ": the id \"" + lesson->id + "\" is used by an earlier lesson too";
            return {};
        }
        course.push_back(std::move(*lesson));
    }
    return course;
}

std::string goalPlayJson(const LessonGoal& goal)
{
    switch (goal.kind) {
    case LessonGoal::Kind::AnyPlay:
        return "\"any\"";
    case LessonGoal::Kind::PlayAll:
        return "\"all\"";
    case LessonGoal::Kind::PlayTiles:
        break;
    }
    return tilerummy::json::jsonTiles(goal.tiles);
}

} // namespace tilerummy
