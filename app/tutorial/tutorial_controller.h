// The tutorial as the window sees it: the course of lessons (resources/lessons,
// read by tilerummy_lessons) and endless practice puzzles (tilerummy::makePuzzle),
// each played on a board like the game's (TurnBoard), with the same drags.
//
// A lesson starts from its prepared table and rack; the player arranges tiles
// as in a game; "check" hands the arrangement to the core (tilerummy::checkLesson:
// the one turn check plus the lesson's goal), which says what is wrong or
// passes it (the lesson is then remembered as done); the verdict is kept as
// the core gave it and worded (verdict_words.h) when explanation is read, in
// the language installed then. "Show me" plays the
// lesson's solution out as drags from the lesson's table, each step said as it
// is made (stepWords) at a learner's pace; it may be paused, played on, and
// stepped on or back by hand. A puzzle works the
// same, judged by tilerummy::judgePuzzle against the solver's best play; puzzles are
// made on a worker thread.
#pragma once

#include "board/turn_board.h"
#include "lesson.h"
#include "practice_puzzle.h"
#include "settings/app_settings.h"

#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>
#include <variant>
#include <vector>

// A lesson as the course's list shows it.
struct LessonCard {
    Q_GADGET
    QML_VALUE_TYPE(lessonCard)
    Q_PROPERTY(int number MEMBER number FINAL) // from 1
    Q_PROPERTY(QString id MEMBER id FINAL)
    Q_PROPERTY(QString title MEMBER title FINAL)
    Q_PROPERTY(QStringList skills MEMBER skills FINAL)
    Q_PROPERTY(QString goal MEMBER goal FINAL)
    Q_PROPERTY(bool done MEMBER done FINAL)

public:
    int number = 0;
    QString id;
    QString title;
    QStringList skills;
    QString goal;
    bool done = false;
};

class TutorialController : public TurnBoard {
    Q_OBJECT
    QML_ELEMENT
    // Where progress is remembered (lessons done, puzzles solved); may be null.
    Q_PROPERTY(AppSettings* settings READ settings WRITE setSettings NOTIFY settingsChanged FINAL)
    // The course, lesson by lesson.
    Q_PROPERTY(QList<LessonCard> lessons READ lessons NOTIFY lessonsChanged FINAL)
    Q_PROPERTY(int lessonCount READ lessonCount CONSTANT FINAL)
    Q_PROPERTY(int lessonsDone READ lessonsDone NOTIFY lessonsChanged FINAL)
    // Why the course could not be read ("" when it was).
    Q_PROPERTY(QString courseError READ courseError CONSTANT FINAL)

    // What is on the board: a lesson, a puzzle or nothing.
    Q_PROPERTY(Mode mode READ mode NOTIFY boardChanged FINAL)
    Q_PROPERTY(int lessonIndex READ lessonIndex NOTIFY boardChanged FINAL)
    Q_PROPERTY(bool hasNextLesson READ hasNextLesson NOTIFY boardChanged FINAL)
    Q_PROPERTY(QString title READ title NOTIFY boardChanged FINAL)
    Q_PROPERTY(QString teaching READ teaching NOTIFY boardChanged FINAL)
    Q_PROPERTY(QString goalText READ goalText NOTIFY boardChanged FINAL)
    Q_PROPERTY(QStringList skills READ skills NOTIFY boardChanged FINAL)

    // What the last check said (Verdict).
    Q_PROPERTY(Verdict verdict READ verdict NOTIFY verdictChanged FINAL)
    Q_PROPERTY(QString explanation READ explanation NOTIFY verdictChanged FINAL)
    // "Show me" is playing or has played the solution on the board.
    Q_PROPERTY(bool showingSolution READ showingSolution NOTIFY boardChanged FINAL)
    // "Show me" step by step: the steps of the play shown on the board (0 when
    // none is: the player has moved since), how many of them are made, and
    // whether it waits (paused, or stepped by hand) rather than going on.
    Q_PROPERTY(int showSteps READ showSteps NOTIFY boardChanged FINAL)
    Q_PROPERTY(int showStep READ showStep NOTIFY boardChanged FINAL)
    Q_PROPERTY(bool showPaused READ showPaused NOTIFY boardChanged FINAL)

    // Practice puzzles.
    Q_PROPERTY(bool puzzleBusy READ puzzleBusy NOTIFY puzzleBusyChanged FINAL)
    Q_PROPERTY(int puzzleLevel READ puzzleLevel NOTIFY boardChanged FINAL)
    Q_PROPERTY(int bestTiles READ bestTiles NOTIFY boardChanged FINAL)
    Q_PROPERTY(QString puzzleSeed READ puzzleSeed NOTIFY boardChanged FINAL)
    // The puzzle's number as people share it (tilerummy::puzzleNumber): its
    // seed, then its level as the last digit; empty without a puzzle.
    Q_PROPERTY(QString puzzleNumber READ puzzleNumber NOTIFY boardChanged FINAL)

public:
    enum class Mode { NoBoard, Lesson, Puzzle };
    Q_ENUM(Mode)
    enum class Verdict {
        NotChecked, // no check since the last move
        Wrong,      // not a legal table, or a lesson's goal not met
        Legal,      // a puzzle answered legally, with fewer tiles than the best play
        Passed,     // the lesson passed, the puzzle's best play found
        Shown,      // "show me" played the solution
    };
    Q_ENUM(Verdict)

    static constexpr int kMaxPuzzleLevel = tilerummy::kPuzzleLevels;

    explicit TutorialController(QObject* parent = nullptr);
    // Stops the puzzle maker's thread.
    ~TutorialController() override;

    AppSettings* settings() const { return settings_; }
    // Also sets the pace of "show me" (moveStepMs) from the animation speed,
    // and again whenever that changes.
    void setSettings(AppSettings* settings);
    // A move of "show me" at normal speed: the tiles' flight, and time to read
    // the step's words and see what it did before the next.
    static constexpr int kShowMeStepMs = 1800;

    // Opens lesson `index` (0-based) from its start; false for no such lesson.
    Q_INVOKABLE bool openLesson(int index);
    bool openLessonById(const QString& id);
    Q_INVOKABLE bool nextLesson();
    // The first lesson not done yet (the last one when all are), or -1 when there are none.
    Q_INVOKABLE int firstOpenLesson() const;
    // Starts making a puzzle of this level (1..5, clamped) with a random seed
    // or the one given; the board shows it when it is made.
    Q_INVOKABLE bool newPuzzle(int level, const QString& seed = QString());
    // Starts making the puzzle of a number typed in (spaces allowed, as the
    // header shows it); false, nothing changing, when no puzzle has it.
    Q_INVOKABLE bool openPuzzle(const QString& number);
    // The board is put away (the course or the start screen shows).
    Q_INVOKABLE void close();

    // The arrangement on the board judged by the core; verdict and
    // explanation say how it went. False when there is nothing to check now.
    Q_INVOKABLE bool check();
    // Plays the solution (a lesson's, or the puzzle's best play) out on the
    // board as drags, from the starting table.
    Q_INVOKABLE bool showMe();
    // The play shown: stopped where it is (pauseShow), played on at its pace
    // from there (resumeShow), one step made or taken back, said in words
    // (stepForward, stepBack; it then waits). False when there is nothing to do.
    Q_INVOKABLE bool pauseShow();
    Q_INVOKABLE bool resumeShow();
    Q_INVOKABLE bool stepForward();
    Q_INVOKABLE bool stepBack();

    bool canAct() const override;
    bool animating() const override { return playingOut(); }
    QList<LessonCard> lessons() const;
    int lessonCount() const { return static_cast<int>(course_.size()); }
    int lessonsDone() const;
    QString courseError() const { return courseError_; }
    Mode mode() const { return mode_; }
    int lessonIndex() const { return lessonIndex_; }
    bool hasNextLesson() const { return mode_ == Mode::Lesson && lessonIndex_ + 1 < lessonCount(); }
    QString title() const;
    QString teaching() const;
    QString goalText() const;
    QStringList skills() const;
    Verdict verdict() const { return verdict_; }
    // The last verdict in words, in the language installed now.
    QString explanation() const;
    bool showingSolution() const { return showingSolution_; }
    int showSteps() const { return playShown_ ? moveCount() : 0; }
    int showStep() const { return playShown_ ? movesMade() : 0; }
    bool showPaused() const { return playShown_ && playOutPaused(); }
    bool puzzleBusy() const { return maker_.joinable(); }
    int puzzleLevel() const { return puzzle_ ? puzzle_->level : puzzleLevel_; }
    int bestTiles() const { return puzzle_ ? puzzle_->bestTiles : 0; }
    QString puzzleSeed() const { return puzzle_ ? QString::number(puzzle_->seed) : QString(); }
    QString puzzleNumber() const;

    // For tests.
    const std::vector<tilerummy::Lesson>& course() const { return course_; }
    const std::optional<tilerummy::Puzzle>& puzzle() const { return puzzle_; }
    // Waits (processing events) until no puzzle is being made; false on timeout.
    bool waitForPuzzle(int timeoutMs);
    // Waits, without processing events, until the puzzle being made is made
    // and its result posted to this thread (not yet taken); false on timeout.
    bool waitForPuzzlePosted(int timeoutMs) const;

signals:
    void settingsChanged();
    void lessonsChanged();
    void verdictChanged();
    void puzzleBusyChanged();
    // A lesson or puzzle is laid out anew (before the views show it): what
    // the keys had of the last one (the focused tile) is no more.
    void boardStarted();
    // A lesson was passed (its id), or a puzzle answered with the best play.
    void lessonPassed(const QString& id);
    void puzzleSolved();
    // A puzzle could not be made (never expected; the reason).
    void puzzleFailed(const QString& reason);

protected:
    QString notNowReason() const override;
    void playerEdited() override;
    void playOutFinished() override;

private:
    void followAnimationSpeed();
    void startBoard(Mode mode, const tilerummy::Position& start, bool initialMeldDone, int initialMeld);
    // What the last check said, as the core gave it (worded when read).
    struct SolutionShown {
        friend bool operator==(SolutionShown, SolutionShown) = default;
    };
    using Said = std::variant<std::monostate, tilerummy::LessonVerdict, tilerummy::PuzzleVerdict, SolutionShown>;

    void setVerdict(Verdict verdict, Said said, int faultSet = -1);
    void stopMaker();
    void onPuzzleMade(quint64 generation, std::optional<tilerummy::Puzzle> puzzle);
    const tilerummy::Lesson* lesson() const;

    QPointer<AppSettings> settings_;
    std::vector<tilerummy::Lesson> course_;
    QString courseError_;
    Mode mode_ = Mode::NoBoard;
    int lessonIndex_ = -1;
    std::optional<tilerummy::Puzzle> puzzle_;
    int puzzleLevel_ = 1;
    Verdict verdict_ = Verdict::NotChecked;
    Said said_;
    bool showingSolution_ = false;
    bool playShown_ = false; // the play "show me" laid is on the board, untouched

    std::thread maker_;
    std::atomic<bool> stopMaker_{false};
    std::atomic<bool> makerPosted_{false}; // the maker's result is on its way to the GUI thread
    quint64 makerGeneration_ = 0;
};
