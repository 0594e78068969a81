// The core's verdicts in the window's English words (verdict_words.h): every
// lesson verdict, set fault, puzzle verdict, refused move and rule problem,
// plural forms included, each kind with words of its own; the explanation
// worded in the language installed when it is read.
#include "marking_translator.h"
#include "practice_puzzle.h"
#include "settings/language.h"
#include "tutorial_support.h"
#include "words/turn_words.h"
#include "words/verdict_words.h"

#include <QSignalSpy>
#include <QTest>

#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace {

tilerummy::Tiles tiles(const char* text)
{
    tilerummy::Tiles out;
    for (const QString& token : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(face(qPrintable(token)));
    return out;
}

tilerummy::Table tableOf(const char* text)
{
    tilerummy::Table out;
    for (const QString& set : QString::fromLatin1(text).split(QLatin1Char('|'), Qt::SkipEmptyParts))
        out.push_back(tiles(qPrintable(set)));
    return out;
}

const tilerummy::Lesson* lessonById(const TutorialController& tutorial, const QString& id)
{
    for (const tilerummy::Lesson& lesson : tutorial.course())
        if (QString::fromStdString(lesson.id) == id)
            return &lesson;
    return nullptr;
}

} // namespace

class TestUiTutorialWords : public QObject {
    Q_OBJECT

private slots:
    void lessonVerdictsInWords_data();
    void lessonVerdictsInWords();
    void otherLessonVerdictsInWords();
    void setFaultsInWords_data();
    void setFaultsInWords();
    void puzzleVerdictsInWords();
    void refusalsAndRulesInWords();
    void everyKindHasWordsOfItsOwn();
    void theExplanationFollowsTheLanguage();
};

void TestUiTutorialWords::lessonVerdictsInWords_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rack");
    QTest::addColumn<QString>("words");

    auto row = [](const char* name, const char* lesson, const char* table, const char* rack, const char* words) {
        QTest::newRow(name) << QString::fromLatin1(lesson) << QString::fromLatin1(table) << QString::fromLatin1(rack)
                            << QString::fromUtf8(words);
    };
    row("what is left of a set", "trap-set-of-two", "O6 O7 | R5 R6 R7 R8 | K10 K11 K12 K13 | K5 B5 O5", "",
        "O6 O7: this set now has only two tiles; a run or group needs at least three.");
    row("a freed joker alone", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B9 B10 B11 | J", "K13",
        "J is alone: the joker you freed must be played in a set this turn.");
    row("a freed joker with one tile", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B11 J | B9 B10", "K13",
        "B11 J: the joker you freed must be played in a set of at least three tiles this turn.\n"
        "B9 B10: this set now has only two tiles; a run or group needs at least three.");
    row("tiles of two sets", "trap-harvest", "R6 R7 R8 | O3 B11 | K3 B3 J | B9 B10", "K13",
        "O3 B11: the tiles you took out must be played in sets of at least three this turn.\n"
        "B9 B10: this set now has only two tiles; a run or group needs at least three.");
    row("a taken tile alone", "substitute-group", "K7 B7 O7 | O8 O9 O10 | K1 K2 K3 | R7", "R5 R6",
        "R7 is alone: a tile you take from a set must be played in another set this turn.");
    row("a rack tile alone", "split-run", "R3 R4 R5 R6 R7 R8 | K10 B10 O10 | K3 K4 K5 | K2", "R5",
        "K2 is alone: a run or group needs at least three tiles.");
    row("a gap", "split-run", "R3 R4 R5 R6 | K10 B10 O10 | K3 K4 K5 | R5 R7 R8", "K2",
        "R5 R7 R8: a run needs consecutive numbers.");
    row("two sets at fault, both named", "split-run", "R3 R4 R5 R6 | K10 B10 O10 | K3 K4 | K5 R5 R7 R8", "K2",
        "K3 K4: this set now has only two tiles; a run or group needs at least three.\n"
        "K5 R5 R7 R8: a run is one colour with consecutive numbers and a group one number in different colours; "
        "this set is neither.");
    row("a joker kept", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B9 B10 B11", "K13 J",
        "J was on the table: a joker you take from a set must be played in a set this turn; it can't go to your "
        "rack.");
    row("a table tile kept", "add", "R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 B13 | O1 O2 O3", "R4",
        "R4 was on the table: a tile from the table can't go back to your rack; play it in a set.");
    row("a tile from nowhere", "add", "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 B13 | O1 O2 O3 O4", "",
        "O4 is not one of the tiles in play: only the tiles on the table and on your rack can be used.");
    row("a tile missing", "add", "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 | O1 O2 O3", "",
        "B13 is missing: every tile must end on the table or stay on your rack.");
    row("the goal's tile left", "split-run", "R3 R4 R5 R6 R7 R8 | K10 B10 O10 | K2 K3 K4 K5", "R5",
        "R5 is still on your rack: the goal is to play it.");
    row("two tiles left", "add", "R4 R5 R6 R7 | K9 R9 B9 | B10 B11 B12 | O1 O2 O3", "O9 B13",
        "You still have 2 tiles on your rack (O9 B13): play them all.");
    row("one tile left", "add", "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 | O1 O2 O3", "B13",
        "You still have 1 tile on your rack (B13): play it too.");
    row("the table touched before the first meld", "initial-meld",
        "K1 K2 K3 K4 | B3 B4 B5 B6 B7 B8 | R9 B9 O9 | K6 R6 O6", "",
        "Before the first meld the sets on the table must stay as they were; new sets come from the rack only.");
    row("a first meld too small", "initial-meld", "K1 K2 K3 K4 | B6 B7 B8 | R9 B9 O9 | K6 R6 O6", "B3 B4 B5",
        "The new set is worth 18 points; the first meld needs 30 from the rack alone.");
    row("passed, one set rearranged", "split-run", "R3 R4 R5 | K10 B10 O10 | K3 K4 K5 | R5 R6 R7 R8", "K2",
        "Well done: you played R5, rearranging 1 set.");
    row("passed, two sets rearranged", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B9 B10 B11 J", "K13",
        "Well done: you played R7, rearranging 2 sets.");
    row("passed, a first meld", "initial-meld-joker", "K5 K6 K7 | R3 B3 O3 | O10 O11 O12 | R9 J R11", "K2 B5",
        "Well done: you played {R9 R11 J} for a first meld worth 30 points.");
}

// Through checkLesson, as the tutorial judges an attempt, then in words.
void TestUiTutorialWords::lessonVerdictsInWords()
{
    QFETCH(QString, lesson);
    QFETCH(QString, table);
    QFETCH(QString, rack);
    QFETCH(QString, words);
    TutorialController tutorial;
    const tilerummy::Lesson* l = lessonById(tutorial, lesson);
    QVERIFY2(l, qPrintable(lesson));
    const tilerummy::Position after{tableOf(qPrintable(table)), tiles(qPrintable(rack))};
    const tilerummy::LessonVerdict verdict = tilerummy::checkLesson(*l, after);
    // "{R9 R11 J}": a list as the locale writes it ("R9, R11 and J" in en_GB, "R9, R11, and J" in en_US).
    const qsizetype open = words.indexOf(QLatin1Char('{'));
    if (open >= 0) {
        const qsizetype close = words.indexOf(QLatin1Char('}'), open);
        const QStringList items = words.mid(open + 1, close - open - 1).split(QLatin1Char(' '));
        words.replace(open, close - open + 1, QLocale().createSeparatedList(items));
    }
    QCOMPARE(tilerummy::ui::describeLessonVerdict(verdict, QString::fromStdString(l->goalText)), words);
}

// Verdicts the course does not give as they stand: made by hand.
void TestUiTutorialWords::otherLessonVerdictsInWords()
{
    using Why = tilerummy::LessonVerdict::Why;
    tilerummy::LessonVerdict v;
    v.why = Why::TurnFault;
    v.turnFault.kind = tilerummy::TurnFault::Kind::NothingPlayed;
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, QStringLiteral("Play the red 5.")),
             QStringLiteral("Nothing was played yet. Play the red 5."));

    v = {};
    v.why = Why::GoalTilesLeft;
    v.tiles = tiles("R5 R6");
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}),
             QStringLiteral("R5 and R6 are still on your rack: the goal is to play them."));

    v = {};
    v.why = Why::TurnFault;
    v.turnFault.kind = tilerummy::TurnFault::Kind::MeldTooLow;
    v.turnFault.points = 18;
    v.turnFault.needed = 30;
    v.turnFault.newSets = 2;
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}),
             QStringLiteral("The new sets are worth 18 points; the first meld needs 30 from the rack alone."));

    v = {};
    v.passed = true;
    v.why = Why::Passed;
    v.tiles = tiles("R7 O9 B13");
    const QString list =
        QLocale().createSeparatedList({QStringLiteral("R7"), QStringLiteral("O9"), QStringLiteral("B13")});
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}), QStringLiteral("Well done: you played %1.").arg(list));
    v.setsRearranged = 3;
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}),
             QStringLiteral("Well done: you played %1, rearranging 3 sets.").arg(list));

    // A fault of the game's own (never in a lesson): said as a refused turn.
    v = {};
    v.why = Why::TurnFault;
    v.turnFault.kind = tilerummy::TurnFault::Kind::NotTheTurnsTiles;
    QVERIFY(tilerummy::ui::describeLessonVerdict(v, {}).startsWith(QStringLiteral("This turn is not allowed: ")));
}

void TestUiTutorialWords::setFaultsInWords_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("words");

    auto row = [](const char* set, const char* played, const char* before, const char* words) {
        QTest::newRow(words) << QString::fromLatin1(set) << QString::fromLatin1(played) << QString::fromLatin1(before)
                             << QString::fromUtf8(words);
    };
    row("", "R1", "R2 R3 R4", "An empty set was left on the table.");
    row("J", "R8", "R7 J R9", "J is alone: the joker you freed must be played in a set this turn.");
    row("J K5", "R8", "R7 J R9 | K5 K6 K7 K8",
        "J K5: the joker you freed must be played in a set of at least three tiles this turn.");
    row("J J", "R8 B2", "R7 J R9 | B1 J B3",
        "J J: the jokers you freed must be played in a set of at least three tiles this turn.");
    row("R7", "K13", "R4 R5 R6 R7", "R7 is alone: a tile you take from a set must be played in another set this turn.");
    row("K13", "K13", "R4 R5 R6 R7", "K13 is alone: a run or group needs at least three tiles.");
    row("O6 O7", "K5 B5", "O5 O6 O7", "O6 O7: this set now has only two tiles; a run or group needs at least three.");
    row("B10 K7", "R1", "B8 B9 B10 | K7 R7 B7 O7",
        "B10 K7: the tiles you took out must be played in sets of at least three this turn.");
    row("K1 K2", "K1 K2", "R3 R4 R5", "K1 K2: this set has only two tiles; a run or group needs at least three.");
    row("R5 J J J", "R5 J J J", "", "R5 J J J: a set holds at most two jokers.");
    row("R5 R5 J", "R5 R5 J", "",
        "R5 R5 J: the same tile twice; a run needs different numbers and a group different colours.");
    row("K7 R7 B7 O7 J", "J", "K7 R7 B7 O7", "K7 R7 B7 O7 J: a group has at most four tiles, one of each colour.");
    row("K7 B7 K7", "K7", "K7 R7 B7", "K7 B7 K7: a group needs tiles of different colours.");
    row("K4 K5 K6 K7 K7", "K7", "K4 K5 K6 K7", "K4 K5 K6 K7 K7: a run needs each number once.");
    row("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 J", "J", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13",
        "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 J: a run has at most 13 tiles.");
    row("R12 R13 R1", "R1", "R11 R12 R13", "R12 R13 R1: a run can't go on from 13 to 1.");
    row("R5 R7 R8", "R5", "R6 R7 R8", "R5 R7 R8: a run needs consecutive numbers.");
    row("R3 J R7", "R7", "R3 J R5", "R3 J R7: a run needs consecutive numbers, and the joker can't fill all the gaps.");
    row("R1 J J R9", "R9", "R1 J J",
        "R1 J J R9: a run needs consecutive numbers, and the jokers can't fill all the gaps.");
    row("K7 O7 R8", "R8", "K7 R7 O7 B7",
        "K7 O7 R8: a run is one colour with consecutive numbers and a group one number in different colours; this "
        "set is neither.");
}

void TestUiTutorialWords::setFaultsInWords()
{
    QFETCH(QString, set);
    QFETCH(QString, played);
    QFETCH(QString, before);
    QFETCH(QString, words);
    const tilerummy::SetFault fault = tilerummy::classifySetFault(
        tiles(qPrintable(set)), tilerummy::TileCounts(tiles(qPrintable(played))), tableOf(qPrintable(before)));
    QCOMPARE(tilerummy::ui::describeSetFault(fault), words);
    // The penalty's clause is the same words without the full stop.
    tilerummy::TurnFault penalty;
    penalty.kind = tilerummy::TurnFault::Kind::InvalidSet;
    penalty.setFault = fault;
    QCOMPARE(tilerummy::ui::describeTurnFault(penalty), words.chopped(1));
}

void TestUiTutorialWords::puzzleVerdictsInWords()
{
    const QString goal = QStringLiteral("The best play lays 3 tiles.");
    tilerummy::PuzzleVerdict v;
    v.legal = true;
    v.best = true;
    v.tilesPlaced = 3;
    v.bestTiles = 3;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal), QStringLiteral("The best play: 3 tiles placed."));
    v.tilesPlaced = 1;
    v.bestTiles = 1;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal), QStringLiteral("The best play: 1 tile placed."));
    v.best = false;
    v.bestTiles = 3;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal),
             QStringLiteral("Legal: you placed 1 tile. The best play places 3 tiles."));
    v.tilesPlaced = 2;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal),
             QStringLiteral("Legal: you placed 2 tiles. The best play places 3 tiles."));

    // Wrong: as the tutorial says it.
    tilerummy::PuzzleVerdict wrong;
    wrong.bestTiles = 3;
    wrong.fault.kind = tilerummy::TurnFault::Kind::NothingPlayed;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal), QStringLiteral("Nothing was played yet. ") + goal);
    wrong.fault.kind = tilerummy::TurnFault::Kind::TileBackToRack;
    wrong.fault.tile = face("R7");
    QCOMPARE(
        tilerummy::ui::describePuzzleVerdict(wrong, goal),
        QStringLiteral("R7 was on the table: a tile from the table can't go back to your rack; play it in a set."));
    wrong.fault.kind = tilerummy::TurnFault::Kind::TileFromNowhere;
    wrong.fault.tile = face("R8");
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal),
             QStringLiteral("R8 is not one of the tiles in play: only the tiles on the table and on your rack can be "
                            "used."));
    wrong.fault.kind = tilerummy::TurnFault::Kind::TileVanished;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal),
             QStringLiteral("R8 is missing: every tile must end on the table or stay on your rack."));
    wrong.fault.kind = tilerummy::TurnFault::Kind::InvalidSet;
    wrong.fault.setFault = tilerummy::classifySetFault(tiles("K7 B7 R3"), tilerummy::TileCounts(tiles("K7 B7 R3")), {});
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal),
             QStringLiteral("K7 B7 R3: a run is one colour with consecutive numbers and a group one number in "
                            "different colours; this set is neither."));
}

void TestUiTutorialWords::refusalsAndRulesInWords()
{
    using Kind = tilerummy::DraftRefusal::Kind;
    const tilerummy::TileId r5 = face("R5").index() * tilerummy::kCopiesPerFace;
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::TableTileToRack, r5, 0}),
             QStringLiteral("R5 was on the table at the start of the turn and must stay on the table."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::TileTwice, r5 + 1, 0}),
             QStringLiteral("R5 is listed twice in one move."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::NotATile, 200, 0}),
             QStringLiteral("200 is not a tile of the game."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::NoSuchSet, -1, 7}),
             QStringLiteral("There is no set 7 on the table."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::NoChange, -1, 0}), QStringLiteral("The move changes nothing."));

    tilerummy::Rules rules;
    rules.rounds = 0;
    const std::optional<tilerummy::RuleProblem> problem = tilerummy::findRuleProblem(rules);
    QVERIFY(problem);
    QCOMPARE(tilerummy::ui::describeRuleProblem(*problem), QStringLiteral("a match must have 1 to 100 rounds, not 0"));
}

// The words for every kind the core can return, family by family (set faults,
// lesson verdicts, penalty clauses, attempt sentences, refused moves, rule
// problems): {kind's name, words}.
static std::vector<std::vector<std::pair<QString, QString>>> wordsForEveryKind()
{
    const auto name = [](std::string_view n) {
        return QString::fromLatin1(n.data(), static_cast<qsizetype>(n.size()));
    };
    const tilerummy::Tiles set = tiles("R1 R2");
    std::vector<std::vector<std::pair<QString, QString>>> families(6);
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastSetFaultKind); ++k) {
        const tilerummy::SetFault fault{static_cast<tilerummy::SetFaultKind>(k), set, 1};
        families[0].emplace_back(name(tilerummy::setFaultName(fault.kind)), tilerummy::ui::describeSetFault(fault));
    }
    for (int k = 0; k <= static_cast<int>(tilerummy::kLastLessonWhy); ++k) {
        tilerummy::LessonVerdict v;
        v.why = static_cast<tilerummy::LessonVerdict::Why>(k);
        v.passed = v.why == tilerummy::LessonVerdict::Why::Passed;
        v.tiles = set;
        v.setFault = {tilerummy::SetFaultKind::SetOfTwo, set, 0};
        // The turn check's fault the verdict carries (each kind's words: families[3]).
        v.turnFault.kind = tilerummy::TurnFault::Kind::MeldTooLow;
        v.turnFault.points = 12;
        v.turnFault.needed = 30;
        v.turnFault.newSets = 1;
        v.points = 12;
        families[1].emplace_back(name(tilerummy::lessonWhyName(v.why)),
                                 tilerummy::ui::describeLessonVerdict(v, QStringLiteral("Play.")));
    }
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastTurnFaultKind); ++k) {
        tilerummy::TurnFault fault;
        fault.kind = static_cast<tilerummy::TurnFault::Kind>(k);
        fault.tile = face("R1");
        fault.setFault = {tilerummy::SetFaultKind::SetOfTwo, set, 0};
        fault.points = 12;
        fault.needed = 30;
        fault.newSets = 1;
        families[2].emplace_back(name(tilerummy::turnFaultName(fault.kind)), tilerummy::ui::describeTurnFault(fault));
        families[3].emplace_back(name(tilerummy::turnFaultName(fault.kind)),
                                 tilerummy::ui::describeAttemptFault(fault, QStringLiteral("Play.")));
    }
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastDraftRefusal); ++k) {
        const tilerummy::DraftRefusal refusal{static_cast<tilerummy::DraftRefusal::Kind>(k), 10, 5};
        families[4].emplace_back(name(tilerummy::draftRefusalName(refusal.kind)),
                                 tilerummy::ui::describeDraftRefusal(refusal));
    }
    for (int k = 0; k <= static_cast<int>(tilerummy::kLastRuleField); ++k) {
        const tilerummy::RuleProblem problem{static_cast<tilerummy::RuleProblem::Field>(k), 1, 9, 40};
        families[5].emplace_back(name(tilerummy::ruleFieldName(problem.field)),
                                 tilerummy::ui::describeRuleProblem(problem));
    }
    return families;
}

// Every kind the core can return has words: none empty, none left with a
// placeholder, no two kinds of a family with the same words (a kind fallen
// through to another's words would), and every one of them through
// translate(), so none is English the translators never see.
void TestUiTutorialWords::everyKindHasWordsOfItsOwn()
{
    for (const auto& family : wordsForEveryKind()) {
        std::set<QString> seen;
        for (const auto& [kind, words] : family) {
            QVERIFY2(!words.isEmpty(), qPrintable(kind));
            QVERIFY2(!words.contains(QLatin1Char('%')), qPrintable(kind + QStringLiteral(": ") + words));
            QVERIFY2(seen.insert(words).second, qPrintable(kind + QStringLiteral(": ") + words));
        }
    }
    QCOMPARE(tilerummy::ui::describeSetFault({}), QString()); // valid: nothing to say
    QCOMPARE(tilerummy::ui::describeTurnFault({}), QString());

    const MarkingTranslator marking;
    for (const auto& family : wordsForEveryKind())
        for (const auto& [kind, words] : family)
            QVERIFY2(MarkingTranslator::marked(words), qPrintable(kind + QStringLiteral(": ") + words));
}

// The verdict is kept as the core gave it and worded when read: in the
// language installed then.
void TestUiTutorialWords::theExplanationFollowsTheLanguage()
{
    TutorialController tutorial;
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(tutorial.showMe());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Shown);
    const QString english = tutorial.explanation();
    QVERIFY(english.startsWith(QStringLiteral("That is one way")));
    QCOMPARE(tilerummy::ui::useLanguage(QStringLiteral("de")), QStringLiteral("de"));
    const QString german = tutorial.explanation();
    tilerummy::ui::useLanguage(QStringLiteral("en"));
    QVERIFY2(!german.isEmpty() && german != english, qPrintable(german));
    QCOMPARE(tutorial.explanation(), english);

    // A set's reason on the table (its tooltip) is read again too.
    QVERIFY(tutorial.resetTurn());
    const int tile = tutorial.rack()->data(tutorial.rack()->index(0), tilerummy::ui::TileIdRole).toInt();
    QVERIFY(tutorial.moveToNewSet({tile}));
    TableModel* table = tutorial.table();
    const int last = table->rowCount() - 1;
    const QString reason = table->data(table->index(last), TableModel::ReasonRole).toString();
    QVERIFY2(reason.contains(QStringLiteral("alone")), qPrintable(reason));
    QSignalSpy changed(table, &QAbstractItemModel::dataChanged);
    tilerummy::ui::useLanguage(QStringLiteral("nl"));
    const QString dutch = table->data(table->index(last), TableModel::ReasonRole).toString();
    tilerummy::ui::useLanguage(QStringLiteral("en"));
    QVERIFY(!changed.isEmpty());
    QVERIFY(changed.first().at(2).value<QList<int>>().contains(TableModel::ReasonRole));
    QVERIFY2(!dutch.isEmpty() && dutch != reason, qPrintable(dutch));
}

QTEST_MAIN(TestUiTutorialWords)
#include "test_ui_tutorial_words.moc"
