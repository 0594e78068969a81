#include "tutorial/tutorial_controller.h"

#include "lessons/lesson_file.h"
#include "move_plan.h"
#include "seed.h"
#include "settings/language.h"
#include "tile_ids.h"
#include "words/turn_words.h"
#include "words/verdict_words.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaObject>
#include <QRandomGenerator>
#include <QThread>

#include <algorithm>

namespace {

QStringList toStringList(const std::vector<std::string>& words)
{
    QStringList out;
    for (const std::string& word : words)
        out.append(QString::fromStdString(word));
    return out;
}

} // namespace

TutorialController::TutorialController(QObject* parent) : TurnBoard(parent)
{
    std::string error;
    course_ = tilerummy::loadCourse(&error);
    courseError_ = QString::fromStdString(error);
    if (!courseError_.isEmpty())
        qWarning("TutorialController: the course could not be read: %s", error.c_str());
    // The texts read from here, in the new language.
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, this, [this] {
        emit lessonsChanged();
        emit boardChanged();
        emit verdictChanged();
    });
}

TutorialController::~TutorialController()
{
    stopMaker();
}

void TutorialController::setSettings(AppSettings* settings)
{
    if (settings == settings_)
        return;
    if (settings_)
        settings_->disconnect(this);
    settings_ = settings;
    if (settings_) {
        connect(settings_, &AppSettings::lessonsDoneChanged, this, &TutorialController::lessonsChanged);
        connect(settings_, &AppSettings::animationSpeedChanged, this, &TutorialController::followAnimationSpeed);
        puzzleLevel_ = settings_->puzzleLevel();
        followAnimationSpeed();
    }
    emit settingsChanged();
    emit lessonsChanged();
}

// "Show me" at the player's animation speed: each move's tiles fly and its
// words show, then a pause before the next, so that a learner can follow the
// moves one by one.
void TutorialController::followAnimationSpeed()
{
    if (settings_)
        setMoveStepMs(settings_->animationMs(kShowMeStepMs));
}

// ---------------------------------------------------------------------------
// The course

QList<LessonCard> TutorialController::lessons() const
{
    const QStringList done = settings_ ? settings_->lessonsDone() : QStringList();
    QList<LessonCard> out;
    for (std::size_t i = 0; i < course_.size(); ++i) {
        const tilerummy::Lesson& lesson = course_[i];
        const QString id = QString::fromStdString(lesson.id);
        out.append(LessonCard{static_cast<int>(i) + 1, id, tilerummy::ui::lessonText(lesson.id, "title", lesson.title),
                              toStringList(lesson.skills),
                              tilerummy::ui::lessonText(lesson.id, "goal", lesson.goalText), done.contains(id)});
    }
    return out;
}

int TutorialController::lessonsDone() const
{
    if (!settings_)
        return 0;
    const QStringList done = settings_->lessonsDone();
    return static_cast<int>(std::count_if(course_.begin(), course_.end(), [&](const tilerummy::Lesson& lesson) {
        return done.contains(QString::fromStdString(lesson.id));
    }));
}

int TutorialController::firstOpenLesson() const
{
    if (course_.empty())
        return -1;
    const QStringList done = settings_ ? settings_->lessonsDone() : QStringList();
    for (std::size_t i = 0; i < course_.size(); ++i) {
        if (!done.contains(QString::fromStdString(course_[i].id)))
            return static_cast<int>(i);
    }
    return lessonCount() - 1;
}

const tilerummy::Lesson* TutorialController::lesson() const
{
    if (mode_ != Mode::Lesson || lessonIndex_ < 0 || lessonIndex_ >= lessonCount())
        return nullptr;
    return &course_[static_cast<std::size_t>(lessonIndex_)];
}

bool TutorialController::openLesson(int index)
{
    if (index < 0 || index >= lessonCount())
        return false;
    stopMaker();
    lessonIndex_ = index;
    const tilerummy::Lesson& lesson = course_[static_cast<std::size_t>(index)];
    startBoard(Mode::Lesson, lesson.before, lesson.initialMeldDone, lesson.rules.initialMeld);
    return true;
}

bool TutorialController::openLessonById(const QString& id)
{
    for (std::size_t i = 0; i < course_.size(); ++i) {
        if (QString::fromStdString(course_[i].id) == id)
            return openLesson(static_cast<int>(i));
    }
    return false;
}

bool TutorialController::nextLesson()
{
    return hasNextLesson() && openLesson(lessonIndex_ + 1);
}

// ---------------------------------------------------------------------------
// The board

void TutorialController::startBoard(Mode mode, const tilerummy::Position& start, bool initialMeldDone, int initialMeld)
{
    stopPlayOut();
    mode_ = mode;
    showingSolution_ = false;
    playShown_ = false;
    rejectedSet_ = -1;
    clearSelectionQuietly();
    emit selectionChanged();
    emit boardStarted();
    draft_ = tilerummy::TurnDraft(tilerummy::firstIds(start), initialMeldDone, initialMeld);
    setVerdict(Verdict::NotChecked, {});
    afterDraftChange();
}

void TutorialController::close()
{
    stopMaker();
    startBoard(Mode::NoBoard, {}, true, tilerummy::kOfficialInitialMeld);
}

bool TutorialController::canAct() const
{
    return mode_ != Mode::NoBoard && !playingOut();
}

QString TutorialController::notNowReason() const
{
    if (playOutPaused())
        return tr("The solution is paused: play it on, or step it to its end, before you move tiles.");
    if (playingOut())
        return tr("Wait for the moves to be shown.");
    return TurnBoard::notNowReason();
}

QString TutorialController::title() const
{
    if (const tilerummy::Lesson* l = lesson())
        return tilerummy::ui::lessonText(l->id, "title", l->title);
    if (mode_ == Mode::Puzzle)
        return tr("Practice puzzle, level %1").arg(puzzleLevel());
    return {};
}

QString TutorialController::teaching() const
{
    if (const tilerummy::Lesson* l = lesson())
        return tilerummy::ui::lessonText(l->id, "teaching", l->teaching);
    if (mode_ == Mode::Puzzle)
        return tr("Find the play that lays the most tiles from your rack. It needs the table rearranged: split, "
                  "shift and regroup the sets as you like; every set must be valid at the end.");
    return {};
}

QString TutorialController::goalText() const
{
    if (const tilerummy::Lesson* l = lesson())
        return tilerummy::ui::lessonText(l->id, "goal", l->goalText);
    if (mode_ == Mode::Puzzle && puzzle_)
        return tr("The best play lays %n tile(s).", "", puzzle_->bestTiles);
    return {};
}

QStringList TutorialController::skills() const
{
    if (const tilerummy::Lesson* l = lesson())
        return toStringList(l->skills);
    return {};
}

QString TutorialController::explanation() const
{
    if (const auto* lesson = std::get_if<tilerummy::LessonVerdict>(&said_))
        return tilerummy::ui::describeLessonVerdict(*lesson, goalText());
    if (const auto* puzzle = std::get_if<tilerummy::PuzzleVerdict>(&said_))
        return tilerummy::ui::describePuzzleVerdict(*puzzle, goalText());
    if (std::holds_alternative<SolutionShown>(said_))
        return tr("That is one way to do it. Reset the table and try it yourself: the lesson counts when you "
                  "make it.");
    return {};
}

void TutorialController::setVerdict(Verdict verdict, Said said, int faultSet)
{
    const bool changed = verdict != verdict_ || said != said_;
    verdict_ = verdict;
    said_ = std::move(said);
    if (rejectedSet_ != faultSet) {
        rejectedSet_ = faultSet;
        emit boardChanged();
    }
    if (changed)
        emit verdictChanged();
}

// A move on the board makes the last check's verdict old news. After "show
// me" the lesson counts again once the table is back at its start.
void TutorialController::playerEdited()
{
    if (draft_.unchanged())
        showingSolution_ = false;
    playShown_ = false; // the board is the player's: no steps to go through
    setVerdict(Verdict::NotChecked, {});
    emit boardChanged();
}

bool TutorialController::check()
{
    if (!canAct())
        return false;
    const tilerummy::Position after = draft_.position().faces();
    if (const tilerummy::Lesson* l = lesson()) {
        const tilerummy::LessonVerdict verdict = tilerummy::checkLesson(*l, after);
        setVerdict(verdict.passed ? Verdict::Passed : Verdict::Wrong, verdict, verdict.passed ? -1 : verdict.set);
        if (verdict.passed) {
            const QString id = QString::fromStdString(l->id);
            if (settings_ && !showingSolution_)
                settings_->markLessonDone(id);
            emit lessonPassed(id);
        }
        return true;
    }
    if (mode_ == Mode::Puzzle && puzzle_) {
        const tilerummy::PuzzleVerdict verdict = tilerummy::judgePuzzle(*puzzle_, after);
        int faultSet = -1;
        if (!verdict.legal) {
            const std::vector<tilerummy::DraftSetInfo> info = draft_.setInfo();
            for (std::size_t i = 0; i < info.size(); ++i) {
                if (!info[i].valid) {
                    faultSet = static_cast<int>(i);
                    break;
                }
            }
        }
        const Verdict kind = !verdict.legal ? Verdict::Wrong : (verdict.best ? Verdict::Passed : Verdict::Legal);
        setVerdict(kind, verdict, faultSet);
        if (verdict.best && !showingSolution_) {
            if (settings_)
                settings_->countPuzzleSolved();
            emit puzzleSolved();
        }
        return true;
    }
    return false;
}

bool TutorialController::showMe()
{
    if (!canAct())
        return false;
    tilerummy::Table solution;
    if (const tilerummy::Lesson* l = lesson())
        solution = l->solution.table;
    else if (mode_ == Mode::Puzzle && puzzle_)
        solution = puzzle_->best.table;
    else
        return false;
    const tilerummy::IdPosition start = draft_.start();
    std::string why;
    const std::optional<tilerummy::IdPosition> after = tilerummy::assignIds(start, solution, &why);
    if (!after) {
        qWarning("TutorialController: the solution could not be placed: %s", why.c_str());
        return false;
    }
    // From the lesson's table, as the player found it: the rack keeps its order.
    draft_.reset();
    const tilerummy::IdSet rack = tilerummy::rackAfterTable(start.table, start.rack, after->table);
    showingSolution_ = true;
    playShown_ = true;
    setVerdict(Verdict::NotChecked, {});
    playOut(tilerummy::planMoves(draft_.position(), {after->table, rack}), true); // said step by step
    emit boardChanged();
    return true;
}

void TutorialController::playOutFinished()
{
    afterDraftChange();
    if (showingSolution_)
        setVerdict(Verdict::Shown, SolutionShown{});
}

bool TutorialController::pauseShow()
{
    if (!playShown_ || !pausePlayOut())
        return false;
    emit boardChanged();
    return true;
}

bool TutorialController::resumeShow()
{
    if (!playShown_ || !resumePlayOut())
        return false;
    emit boardChanged();
    return true;
}

bool TutorialController::stepForward()
{
    return playShown_ && stepPlayForward();
}

// Back from the end, the solution is no longer shown whole: the verdict goes
// until the last step is made again.
bool TutorialController::stepBack()
{
    if (!playShown_ || !stepPlayBack())
        return false;
    setVerdict(Verdict::NotChecked, {});
    return true;
}

// ---------------------------------------------------------------------------
// Puzzles

bool TutorialController::newPuzzle(int level, const QString& seed)
{
    level = std::clamp(level, 1, kMaxPuzzleLevel);
    std::uint64_t value = 0;
    const QString typed = seed.trimmed();
    if (typed.isEmpty()) {
        value = QRandomGenerator::global()->generate64() % 1000000000ULL;
    } else if (const std::optional<std::uint64_t> parsed = tilerummy::parseSeed(typed.toStdString())) {
        value = *parsed;
    } else {
        return false;
    }
    stopMaker();
    puzzleLevel_ = level;
    if (settings_)
        settings_->setPuzzleLevel(level);
    const quint64 generation = ++makerGeneration_;
    stopMaker_ = false;
    makerPosted_ = false;
    QPointer<TutorialController> self(this);
    maker_ = std::thread([this, self, generation, value, level] {
        std::optional<tilerummy::Puzzle> made = tilerummy::makePuzzle(value, level, &stopMaker_);
        // The controller waits for this thread before it goes, so `this` is
        // alive here; the call runs on its thread.
        QMetaObject::invokeMethod(
            this,
            [self, generation, made = std::move(made)]() mutable {
                if (self)
                    self->onPuzzleMade(generation, std::move(made));
            },
            Qt::QueuedConnection);
        makerPosted_ = true;
    });
    emit puzzleBusyChanged();
    return true;
}

bool TutorialController::openPuzzle(const QString& number)
{
    QString digits = number;
    digits.remove(QLatin1Char(' '));
    const std::optional<std::uint64_t> parsed = tilerummy::parseSeed(digits.toStdString());
    const std::optional<tilerummy::PuzzleId> id =
        parsed ? tilerummy::puzzleFromNumber(*parsed) : std::optional<tilerummy::PuzzleId>();
    return id && newPuzzle(id->level, QString::number(id->seed));
}

QString TutorialController::puzzleNumber() const
{
    return puzzle_ ? QString::number(tilerummy::puzzleNumber(puzzle_->seed, puzzle_->level)) : QString();
}

void TutorialController::onPuzzleMade(quint64 generation, std::optional<tilerummy::Puzzle> puzzle)
{
    if (generation != makerGeneration_)
        return;
    if (maker_.joinable())
        maker_.join();
    emit puzzleBusyChanged();
    if (!puzzle) {
        emit puzzleFailed(tr("The puzzle could not be made."));
        return;
    }
    puzzle_ = std::move(puzzle);
    lessonIndex_ = -1;
    startBoard(Mode::Puzzle, puzzle_->position, true, tilerummy::kOfficialInitialMeld);
}

void TutorialController::stopMaker()
{
    if (!maker_.joinable())
        return;
    stopMaker_ = true;
    maker_.join();
    ++makerGeneration_; // its result, if queued, is dropped
    emit puzzleBusyChanged();
}

bool TutorialController::waitForPuzzlePosted(int timeoutMs) const
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!makerPosted_) {
        if (deadline.hasExpired())
            return false;
        QThread::msleep(1);
    }
    return true;
}

bool TutorialController::waitForPuzzle(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (maker_.joinable()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    return true;
}
