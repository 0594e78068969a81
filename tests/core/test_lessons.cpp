// The tutorial's lessons: the course compiled in at :/lessons/ loads and is
// sound (every lesson validateLesson-clean, its solution passing, nothing
// played failing), every contract skill is taught, wrong attempts get a
// specific verdict (the reason, the set at fault, the tiles and numbers the
// window's words need; tests/ui/test_ui_tutorial checks the words), bad lesson
// files are rejected naming the problem, and firstIds gives a faces position
// its lowest ids.
#include "test_support.h"

#include "lesson.h"
#include "lessons/lesson_file.h"
#include "tile_ids.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest/QTest>

#include <set>

using namespace tilerummy;
using trtest::show;

namespace {

Position position(const char* table, const char* rack)
{
    return {trtest::table(QString::fromLatin1(table)), trtest::tiles(QString::fromLatin1(rack))};
}

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

QString name(std::string_view name)
{
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

// A verdict's reason and the facts its words need, in one line to compare:
// "invalid-sets: set-left-with-two O6 O7", "meld-too-low: 18 of 30, 2 new sets",
// "passed: R5, 1 set rearranged".
QString facts(const LessonVerdict& v)
{
    using Why = LessonVerdict::Why;
    QString out = name(lessonWhyName(v.why));
    switch (v.why) {
    case Why::Passed:
        out += QStringLiteral(": %1, %2 rearranged").arg(show(v.tiles)).arg(v.setsRearranged);
        if (v.firstMeld)
            out += QStringLiteral(", first meld %1").arg(v.points);
        break;
    case Why::InvalidSets:
        out += QStringLiteral(": %1 %2").arg(name(setFaultName(v.setFault.kind)), show(v.setFault.tiles));
        if (v.setFault.jokers > 0)
            out += QStringLiteral(" (%1 jokers)").arg(v.setFault.jokers);
        for (const InvalidSetFault& more : v.moreInvalidSets) {
            out += QStringLiteral(" + %1 %2").arg(name(setFaultName(more.fault.kind)), show(more.fault.tiles));
            if (more.fault.jokers > 0)
                out += QStringLiteral(" (%1 jokers)").arg(more.fault.jokers);
            out += QStringLiteral(" (set %1)").arg(more.set);
        }
        break;
    case Why::TurnFault:
        // The turn check's fault by its name, and the facts its words need.
        out = name(turnFaultName(v.turnFault.kind));
        if (v.turnFault.kind == TurnFault::Kind::MeldTooLow)
            out += QStringLiteral(": %1 of %2, %3 new sets")
                       .arg(v.turnFault.points)
                       .arg(v.turnFault.needed)
                       .arg(v.turnFault.newSets);
        else if (v.turnFault.kind == TurnFault::Kind::TileFromNowhere ||
                 v.turnFault.kind == TurnFault::Kind::TileVanished ||
                 v.turnFault.kind == TurnFault::Kind::TileBackToRack)
            out += QStringLiteral(": ") + text(v.turnFault.tile.notation());
        break;
    case Why::TilesLeft:
    case Why::GoalTilesLeft:
        out += QStringLiteral(": ") + show(v.tiles);
        break;
    }
    return out;
}

// The course, loaded once.
const std::vector<Lesson>& course()
{
    static const std::vector<Lesson> lessons = [] {
        std::string error;
        auto loaded = loadCourse(&error);
        if (loaded.empty())
            qWarning("loadCourse: %s", error.c_str());
        return loaded;
    }();
    return lessons;
}

const Lesson* lessonById(const std::string& id)
{
    for (const Lesson& lesson : course())
        if (lesson.id == id)
            return &lesson;
    return nullptr;
}

QByteArray lessonFile(const char* name)
{
    QFile file(QStringLiteral(":/lessons/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read :/lessons/%s", name);
    return file.readAll();
}

QJsonObject lessonObject(const char* name)
{
    return QJsonDocument::fromJson(lessonFile(name)).object();
}

QByteArray toJson(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonArray tileArray(const char* tiles)
{
    QJsonArray out;
    for (const QString& t : QString::fromLatin1(tiles).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.append(t);
    return out;
}

QJsonArray tableArray(const char* table)
{
    QJsonArray out;
    for (const QString& set : QString::fromLatin1(table).split(QLatin1Char('|'), Qt::SkipEmptyParts))
        out.append(tileArray(set.toLatin1().constData()));
    return out;
}

QJsonObject side(const char* table, const char* rack)
{
    QJsonObject out;
    out.insert(QStringLiteral("table"), tableArray(table));
    out.insert(QStringLiteral("rack"), tileArray(rack));
    return out;
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void courseLoads();
    void everySkillTaught();
    void lessonsSound();
    void solutionsPass();
    void nothingPlayedFails();
    void wrongAttempts_data();
    void wrongAttempts();
    void firstMeldTooSmall();
    void groupColoursAndBrokenRun();
    void passedFacts();
    void everyReasonHasAName();
    void badLessonJson_data();
    void badLessonJson();
    void courseErrorsNameTheFile();
    void firstIdsTakesLowestCopies();
};

void TestLessons::courseLoads()
{
    std::string error;
    const auto lessons = loadCourse(&error);
    QVERIFY2(!lessons.empty(), error.c_str());
    QVERIFY2(lessons.size() >= 12, qPrintable(QString::number(lessons.size())));
    std::set<std::string> ids;
    for (const Lesson& lesson : lessons) {
        QVERIFY2(ids.insert(lesson.id).second, lesson.id.c_str());
        QVERIFY(!lesson.title.empty());
        QVERIFY(!lesson.teaching.empty());
        QVERIFY(!lesson.goalText.empty());
    }
    // Basics first: the course opens with the initial meld.
    QCOMPARE(lessons.front().skills.front(), std::string("initial-meld"));
    QVERIFY(!lessons.front().initialMeldDone);
}

void TestLessons::everySkillTaught()
{
    const char* const contract[] = {"initial-meld",     "add",
                                    "shift-run",        "split-run",
                                    "substitute-group", "take-fourth",
                                    "joker-retrieve",   "combined-split",
                                    "multiple-split",   "trap-set-of-two",
                                    "trap-harvest"};
    for (const char* skill : contract) {
        QVERIFY(isLessonSkill(skill));
        bool taught = false;
        for (const Lesson& lesson : course())
            for (const auto& s : lesson.skills)
                taught = taught || s == skill;
        QVERIFY2(taught, skill);
    }
    // The initial meld with a joker counted as the tile it stands for.
    bool jokerMeld = false;
    for (const Lesson& lesson : course())
        if (!lesson.initialMeldDone)
            for (const auto& set : lesson.solution.table)
                jokerMeld = jokerMeld || std::find(set.begin(), set.end(), Tile::joker()) != set.end();
    QVERIFY(jokerMeld);
}

void TestLessons::lessonsSound()
{
    QVERIFY(!course().empty());
    for (const Lesson& lesson : course()) {
        std::string error;
        QVERIFY2(validateLesson(lesson, &error), (lesson.id + ": " + error).c_str());
        QVERIFY2(lesson.before.table.size() >= 2 && lesson.before.table.size() <= 5, lesson.id.c_str());
        QVERIFY2(lesson.before.rack.size() <= 6, lesson.id.c_str());
    }
}

void TestLessons::solutionsPass()
{
    for (const Lesson& lesson : course()) {
        const LessonVerdict v = checkLesson(lesson, lesson.solution);
        QVERIFY2(v.passed, qPrintable(text(lesson.id) + QStringLiteral(": ") + facts(v)));
        QCOMPARE(v.why, LessonVerdict::Why::Passed);
        QVERIFY(!v.tiles.empty());
        QCOMPARE(v.firstMeld, !lesson.initialMeldDone);
        QCOMPARE(v.set, -1);
        // The one turn check agrees.
        TurnInput turn{lesson.initialMeldDone, lesson.before, lesson.solution};
        QVERIFY(checkTurn(turn, lesson.rules).legal);
    }
}

void TestLessons::nothingPlayedFails()
{
    for (const Lesson& lesson : course()) {
        const LessonVerdict v = checkLesson(lesson, lesson.before);
        QVERIFY2(!v.passed, lesson.id.c_str());
        QCOMPARE(facts(v), QStringLiteral("nothing-played"));
        QCOMPARE(v.set, -1);
    }
}

void TestLessons::wrongAttempts_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rack");
    QTest::addColumn<int>("set");
    QTest::addColumn<QString>("facts");

    // The set-of-two trap: O5 taken from a run of three leaves O6 O7.
    QTest::newRow("set of two") << "trap-set-of-two"
                                << "O6 O7 | R5 R6 R7 R8 | K10 K11 K12 K13 | K5 B5 O5"
                                << "" << 0 << "invalid-sets: set-left-with-two O6 O7";
    // The harvest trap: R7 swapped in for the joker, the joker left alone.
    QTest::newRow("stranded joker") << "trap-harvest"
                                    << "R6 R7 R8 | K3 B3 O3 | B9 B10 B11 | J"
                                    << "K13" << 3 << "invalid-sets: freed-joker-alone J (1 jokers)";
    QTest::newRow("freed joker with one tile")
        << "trap-harvest"
        << "R6 R7 R8 | K3 B3 O3 | B11 J | B9 B10"
        << "K13" << 2 << "invalid-sets: freed-joker-too-few B11 J (1 jokers) + set-left-with-two B9 B10 (set 3)";
    QTest::newRow("tiles of two sets") << "trap-harvest"
                                       << "R6 R7 R8 | O3 B11 | K3 B3 J | B9 B10"
                                       << "K13" << 1
                                       << "invalid-sets: taken-tiles-too-few O3 B11 + set-left-with-two B9 B10 (set 3)";
    QTest::newRow("group left with two")
        << "trap-harvest"
        << "R6 R7 R8 | K3 B3 | O3 J | B9 B10 B11"
        << "K13" << 1 << "invalid-sets: set-left-with-two K3 B3 + freed-joker-too-few O3 J (1 jokers) (set 2)";
    QTest::newRow("harvested tile alone") << "substitute-group"
                                          << "K7 B7 O7 | O8 O9 O10 | K1 K2 K3 | R7"
                                          << "R5 R6" << 3 << "invalid-sets: taken-tile-alone R7";
    QTest::newRow("rack tile alone") << "split-run"
                                     << "R3 R4 R5 R6 R7 R8 | K10 B10 O10 | K3 K4 K5 | K2"
                                     << "R5" << 3 << "invalid-sets: tile-alone K2";
    // Two sets at fault: both named, in table order.
    QTest::newRow("two sets at fault")
        << "split-run"
        << "R3 R4 R5 R6 | K10 B10 O10 | K3 K4 | K5 R5 R7 R8"
        << "K2" << 2 << "invalid-sets: set-left-with-two K3 K4 + neither-run-nor-group K5 R5 R7 R8 (set 3)";
    QTest::newRow("three sets at fault") << "trap-harvest"
                                         << "R6 R7 | R8 | K3 B3 O3 | B9 B10 B11 | J"
                                         << "K13" << 0
                                         << "invalid-sets: set-of-two R6 R7 + taken-tile-alone R8 (set 1) + "
                                            "freed-joker-alone J (1 jokers) (set 4)";
    QTest::newRow("joker kept on the rack") << "trap-harvest"
                                            << "R6 R7 R8 | K3 B3 O3 | B9 B10 B11"
                                            << "K13 J" << -1 << "joker-back-to-rack";
    QTest::newRow("table tile on the rack") << "add"
                                            << "R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 B13 | O1 O2 O3"
                                            << "R4" << -1 << "tile-back-to-rack: R4";
    QTest::newRow("tile from nowhere") << "add"
                                       << "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 B13 | O1 O2 O3 O4"
                                       << "" << -1 << "tile-from-nowhere: O4";
    QTest::newRow("tile missing") << "add"
                                  << "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 | O1 O2 O3"
                                  << "" << -1 << "tile-vanished: B13";
    QTest::newRow("goal tile left on the rack") << "split-run"
                                                << "R3 R4 R5 R6 R7 R8 | K10 B10 O10 | K2 K3 K4 K5"
                                                << "R5" << -1 << "goal-tiles-left: R5";
    QTest::newRow("tiles left when all must go") << "add"
                                                 << "R4 R5 R6 R7 | K9 R9 B9 | B10 B11 B12 | O1 O2 O3"
                                                 << "O9 B13" << -1 << "tiles-left: O9 B13";
    QTest::newRow("one tile left") << "add"
                                   << "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 | O1 O2 O3"
                                   << "B13" << -1 << "tiles-left: B13";
    QTest::newRow("broken run") << "split-run"
                                << "R3 R4 R5 R6 | K10 B10 O10 | K3 K4 K5 | R5 R7 R8"
                                << "K2" << 3 << "invalid-sets: run-gap R5 R7 R8";
    QTest::newRow("two from a run of three")
        << "take-fourth"
        << "K9 R9 B9 O9 | B10 B11 | R2 R3 R4 | B12 K10 K11"
        << "" << 1 << "invalid-sets: set-left-with-two B10 B11 + neither-run-nor-group B12 K10 K11 (set 3)";
    // Another legal answer passes too: the freed joker joins the blue run.
    QTest::newRow("joker to another set") << "trap-harvest"
                                          << "R6 R7 R8 | K3 B3 O3 | B9 B10 B11 J"
                                          << "K13" << -1 << "passed: R7, 2 rearranged";
    QTest::newRow("touched before the first meld") << "initial-meld"
                                                   << "K1 K2 K3 K4 | B3 B4 B5 B6 B7 B8 | R9 B9 O9 | K6 R6 O6"
                                                   << "" << 1 << "meld-touches-table";
    QTest::newRow("first meld too small") << "initial-meld"
                                          << "K1 K2 K3 K4 | B6 B7 B8 | R9 B9 O9 | K6 R6 O6"
                                          << "B3 B4 B5" << -1 << "meld-too-low: 18 of 30, 1 new sets";
    QTest::newRow("joker in the first meld") << "initial-meld-joker"
                                             << "K5 K6 K7 | R3 B3 O3 | O10 O11 O12 | R9 J R11"
                                             << "K2 B5" << -1 << "passed: R9 R11 J, 0 rearranged, first meld 30";
}

void TestLessons::wrongAttempts()
{
    QFETCH(QString, lesson);
    QFETCH(QString, table);
    QFETCH(QString, rack);
    QFETCH(int, set);
    QFETCH(QString, facts);
    const Lesson* l = lessonById(lesson.toStdString());
    QVERIFY2(l, qPrintable(lesson));
    const Position after{trtest::table(table), trtest::tiles(rack)};
    const LessonVerdict v = checkLesson(*l, after);
    QCOMPARE(::facts(v), facts);
    QCOMPARE(v.passed, facts.startsWith(QLatin1String("passed")));
    QCOMPARE(v.set, set);
}

void TestLessons::firstMeldTooSmall()
{
    Lesson lesson;
    lesson.id = "meld-25";
    lesson.title = "A small meld";
    lesson.skills = {"initial-meld"};
    lesson.teaching = "Thirty points.";
    lesson.goalText = "Play all your tiles.";
    lesson.goal.kind = LessonGoal::Kind::AnyPlay;
    lesson.initialMeldDone = false;
    lesson.before = position("B1 B2 B3 | K9 R9 O9", "R3 R4 R5 R6 R7 K11 K12 K13");
    lesson.solution = position("B1 B2 B3 | K9 R9 O9 | R3 R4 R5 R6 R7 | K11 K12 K13", "");
    std::string error;
    QVERIFY2(validateLesson(lesson, &error), error.c_str());

    const LessonVerdict v = checkLesson(lesson, position("B1 B2 B3 | K9 R9 O9 | R3 R4 R5 R6 R7", "K11 K12 K13"));
    QVERIFY(!v.passed);
    QCOMPARE(facts(v), QStringLiteral("meld-too-low: 25 of 30, 1 new sets"));
    // Two sets that together fall short.
    lesson.before = position("B1 B2 B3", "R1 R2 R3 K4 R4 O4 K11 K12 K13");
    lesson.solution = position("B1 B2 B3 | K11 K12 K13", "R1 R2 R3 K4 R4 O4");
    const LessonVerdict two = checkLesson(lesson, position("B1 B2 B3 | R1 R2 R3 | K4 R4 O4", "K11 K12 K13"));
    QCOMPARE(facts(two), QStringLiteral("meld-too-low: 18 of 30, 2 new sets"));
    // With the 1985 rules' 50 the same 36 fall short.
    lesson.rules.initialMeld = 50;
    const LessonVerdict fifty = checkLesson(lesson, lesson.solution);
    QCOMPARE(facts(fifty), QStringLiteral("meld-too-low: 36 of 50, 1 new sets"));
    // Enough: passed, with the meld's points.
    lesson.rules.initialMeld = 30;
    QCOMPARE(facts(checkLesson(lesson, lesson.solution)),
             QStringLiteral("passed: K11 K12 K13, 0 rearranged, first meld 36"));
}

void TestLessons::groupColoursAndBrokenRun()
{
    Lesson lesson;
    lesson.id = "groups";
    lesson.title = "Groups";
    lesson.skills = {"add"};
    lesson.teaching = "Colours.";
    lesson.goalText = "Play something.";
    lesson.goal.kind = LessonGoal::Kind::AnyPlay;
    lesson.before = position("K7 R7 B7 | R5 R6 R7 | K4 K5 K6", "K7 O7 R8 K1");
    lesson.solution = position("K7 R7 B7 O7 | R5 R6 R7 R8 | K4 K5 K6", "K7 K1");
    std::string error;
    QVERIFY2(validateLesson(lesson, &error), error.c_str());

    LessonVerdict v = checkLesson(lesson, position("K7 B7 K7 | R5 R6 R7 R8 | K4 K5 K6 | R7", "O7 K1"));
    QCOMPARE(facts(v), QStringLiteral("invalid-sets: group-same-colour K7 B7 K7 + taken-tile-alone R7 (set 3)"));
    QCOMPARE(v.set, 0);
    v = checkLesson(lesson, position("K7 R7 B7 | R5 R6 R7 | K4 K5 K6 | K7 O7 R8", "K1"));
    QCOMPARE(facts(v), QStringLiteral("invalid-sets: neither-run-nor-group K7 O7 R8"));
    QCOMPARE(v.set, 3);
    v = checkLesson(lesson, position("K7 R7 B7 | R5 R6 R7 R8 | K1 K4 K5 K6", "K7 O7"));
    QCOMPARE(facts(v), QStringLiteral("invalid-sets: run-gap K1 K4 K5 K6"));
    QCOMPARE(v.set, 2);
    v = checkLesson(lesson, position("K7 R7 B7 O7 | R5 R6 R7 | K4 K5 K6 K7 R8", "K1"));
    QCOMPARE(facts(v), QStringLiteral("invalid-sets: neither-run-nor-group K4 K5 K6 K7 R8"));
    QCOMPARE(v.set, 2);
    v = checkLesson(lesson, position("K7 R7 B7 | R5 R6 R7 | K4 K5 K6 | K7 O7", "R8 K1"));
    QCOMPARE(facts(v), QStringLiteral("invalid-sets: set-of-two K7 O7"));
    QCOMPARE(v.set, 3);
    v = checkLesson(lesson, position("R7 B7 O7 | R5 R6 R7 | K4 K5 K6 K7 K7", "R8 K1"));
    QCOMPARE(facts(v), QStringLiteral("invalid-sets: run-repeats-number K4 K5 K6 K7 K7"));
    QCOMPARE(v.set, 2);
}

void TestLessons::passedFacts()
{
    const Lesson* split = lessonById("split-run");
    QVERIFY(split);
    QCOMPARE(facts(checkLesson(*split, split->solution)), QStringLiteral("passed: R5, 1 rearranged"));
    const Lesson* multiple = lessonById("multiple-split");
    QVERIFY(multiple);
    QCOMPARE(facts(checkLesson(*multiple, multiple->solution)), QStringLiteral("passed: K8, 2 rearranged"));
    const Lesson* add = lessonById("add");
    QVERIFY(add);
    // Added to three sets, none broken: no rearranging to speak of (it said "rearranging 3 sets").
    QCOMPARE(facts(checkLesson(*add, add->solution)), QStringLiteral("passed: R7 O9 B13, 0 rearranged"));
    const Lesson* meld = lessonById("initial-meld");
    QVERIFY(meld);
    QCOMPARE(facts(checkLesson(*meld, meld->solution)),
             QStringLiteral("passed: B3 B4 B5 K6 R6 O6, 0 rearranged, first meld 30"));
}

// Every reason has a name of its own (the lesson files' validation and the
// tests read verdicts by it).
void TestLessons::everyReasonHasAName()
{
    std::set<std::string_view> names;
    for (int i = 0; i <= static_cast<int>(kLastLessonWhy); ++i) {
        const std::string_view n = lessonWhyName(static_cast<LessonVerdict::Why>(i));
        QVERIFY(!n.empty());
        QVERIFY2(names.insert(n).second, n.data());
    }
}

void TestLessons::badLessonJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");

    const QJsonObject good = lessonObject("06-split-run.json");
    auto with = [&](const char* key, const QJsonValue& value) {
        QJsonObject o = good;
        o.insert(QLatin1String(key), value);
        return toJson(o);
    };
    auto without = [&](const char* key) {
        QJsonObject o = good;
        o.remove(QLatin1String(key));
        return toJson(o);
    };
    QJsonObject goal = good.value(QLatin1String("goal")).toObject();

    QTest::newRow("not JSON") << QByteArray("{\"id\": ") << "bad JSON";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "expected a JSON object";
    QTest::newRow("missing teaching") << without("teaching") << "teaching is missing";
    QTest::newRow("missing solution") << without("solution") << "solution is missing";
    QTest::newRow("missing rules") << without("rules") << "rules is missing";
    QTest::newRow("unknown field") << with("hint", QStringLiteral("x")) << "hint: unknown field";
    QTest::newRow("empty title") << with("title", QString()) << "title must not be empty";
    QTest::newRow("title not a string") << with("title", 5) << "title must be a string";
    QTest::newRow("bad id") << with("id", QStringLiteral("Split Run")) << "lower-case letters";
    QTest::newRow("unknown skill") << with("skills", QJsonArray{QStringLiteral("juggling")})
                                   << "unknown skill \"juggling\"";
    QTest::newRow("no skills") << with("skills", QJsonArray{}) << "skills is empty";
    QTest::newRow("initialMeldDone not a bool")
        << with("initialMeldDone", QStringLiteral("yes")) << "initialMeldDone must be true or false";
    QTest::newRow("bad tile") << with("before", side("R3 R4 R5 R6 R7 R8 | K10 B10 O10", "R5 X5"))
                              << "before.rack[1]: unknown tile \"X5\"";
    QTest::newRow("bad tile in the table")
        << with("solution", side("R3 R4 R5 | R5 R6 Z7 R8", "K2")) << "solution.table[1][2]: unknown tile \"Z7\"";
    QTest::newRow("impossible tiles") << with("before", side("R3 R4 R5 R6 R7 R8 | R5 K5 B5", "R5 K2"))
                                      << "impossible tiles in before";
    QTest::newRow("invalid set before") << with("before", side("R3 R4 R5 R6 R7 R8 | K10 B10", "R5 K2"))
                                        << "before.table[1] (K10 B10) is not a valid set";
    QTest::newRow("illegal solution") << with("solution",
                                              side("R3 R4 R5 | K10 B10 O10 | K3 K4 K5 | R5 R6 R7 | R8", "K2"))
                                      << "solution does not pass: invalid-sets taken-tile-alone, set 5 (R8)";
    QTest::newRow("solution misses the goal")
        << with("solution", side("R3 R4 R5 R6 R7 R8 | K10 B10 O10 | K2 K3 K4 K5", "R5"))
        << "solution does not pass: goal-tiles-left (R5)";
    QTest::newRow("solution takes a tile back")
        << with("solution", side("R3 R4 R5 R6 R7 | K10 B10 O10 | K3 K4 K5", "R5 K2 R8"))
        << "solution does not pass: tile-back-to-rack (R8)";
    goal.insert(QStringLiteral("play"), QStringLiteral("some"));
    QTest::newRow("bad goal kind") << with("goal", goal) << "goal.play must be \"all\", \"any\" or an array of tiles";
    goal.insert(QStringLiteral("play"), tileArray("B5"));
    QTest::newRow("goal tile not on the rack") << with("goal", goal) << "goal.play: B5 are not all on the rack";
    goal.insert(QStringLiteral("play"), QJsonArray{});
    QTest::newRow("goal names no tiles") << with("goal", goal) << "goal.play names no tiles";
    goal.remove(QStringLiteral("text"));
    QTest::newRow("goal without text") << with("goal", goal) << "goal.text is missing";
    QTest::newRow("unknown rule") << with("rules", QJsonObject{{QStringLiteral("jokers"), 4}})
                                  << "unknown rule \"jokers\"";
    QTest::newRow("bad rule value") << with("rules", QJsonObject{{QStringLiteral("initialMeld"), 1.5}})
                                    << "rules.initialMeld must be a whole number";
    QTest::newRow("rules null") << with("rules", QJsonValue()) << "rules must be an object";
    // All the rack played before the first meld, but the goal is met already?
    // A "play all" goal with an empty rack can never be sound.
    QTest::newRow("empty rack") << with("before", side("R3 R4 R5 R6 R7 R8 | K10 B10 O10", ""))
                                << "before.rack is empty";
}

void TestLessons::badLessonJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    std::string error;
    const auto lesson = parseLesson(json, &error);
    QVERIFY2(!lesson, json.constData());
    QVERIFY2(text(error).contains(says), error.c_str());
}

void TestLessons::courseErrorsNameTheFile()
{
    // The good file parses as it is.
    std::string error;
    QVERIFY2(parseLesson(lessonFile("06-split-run.json"), &error), error.c_str());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString& name, const QByteArray& data) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(data);
    };
    write(QStringLiteral("01-add.json"), lessonFile("03-add.json"));
    write(QStringLiteral("02-split-run.json"), lessonFile("06-split-run.json"));
    auto loaded = loadCourse(dir.path(), &error);
    QCOMPARE(loaded.size(), std::size_t(2));
    QCOMPARE(loaded[0].id, std::string("add"));

    write(QStringLiteral("03-splitting.json"), lessonFile("06-split-run.json"));
    loaded = loadCourse(dir.path(), &error);
    QVERIFY(loaded.empty());
    QVERIFY2(text(error).contains(QLatin1String("03-splitting.json")) &&
                 text(error).contains(QLatin1String("NN-split-run.json")),
             error.c_str());
    QFile::remove(dir.filePath(QStringLiteral("03-splitting.json")));

    write(QStringLiteral("03-split-run.json"), lessonFile("06-split-run.json"));
    loaded = loadCourse(dir.path(), &error);
    QVERIFY(loaded.empty());
    QVERIFY2(text(error).contains(QLatin1String("03-split-run.json")) && text(error).contains(QLatin1String("id")),
             error.c_str());
    QFile::remove(dir.filePath(QStringLiteral("03-split-run.json")));

    write(QStringLiteral("04-broken.json"), QByteArray("{\"id\": \"broken\"}"));
    loaded = loadCourse(dir.path(), &error);
    QVERIFY(loaded.empty());
    QVERIFY2(text(error).contains(QLatin1String("04-broken.json: title is missing")), error.c_str());

    QTemporaryDir empty;
    QVERIFY(loadCourse(empty.path(), &error).empty());
    QVERIFY2(text(error).contains(QLatin1String("no lessons")), error.c_str());
}

void TestLessons::firstIdsTakesLowestCopies()
{
    const Position faces = position("R5 J R7 | K1 R1 B1", "R5 J K1 O13");
    const IdPosition ids = firstIds(faces);
    const int r5 = Tile::parse("R5")->index() * 2;
    const int r7 = Tile::parse("R7")->index() * 2;
    const int k1 = Tile::parse("K1")->index() * 2;
    const int r1 = Tile::parse("R1")->index() * 2;
    const int b1 = Tile::parse("B1")->index() * 2;
    const int o13 = Tile::parse("O13")->index() * 2;
    QCOMPARE(ids.table, (IdTable{{r5, 104, r7}, {k1, r1, b1}}));
    QCOMPARE(ids.rack, (IdSet{r5 + 1, 105, k1 + 1, o13}));
    QVERIFY(ids.faces() == faces);
    // Every lesson's start gets ids that read back as its faces.
    for (const Lesson& lesson : course())
        QVERIFY2(firstIds(lesson.before).faces() == lesson.before, lesson.id.c_str());
}

QTEST_GUILESS_MAIN(TestLessons)
#include "test_lessons.moc"
