// What the frame benchmark's files share (ui_frame_benchmark.cpp says what it
// measures): the one clock, the phases of play and the records of frames,
// model changes and GUI-thread blocks; the event-loop, memory, statistics and
// scene helpers (frame_support.cpp); the options; the games' late positions
// and the app's start-up launches (frame_startup.cpp); and the benchmark
// itself, FrameBenchmark: its window and frame recording (frame_window.cpp),
// the person's turns with the mouse (frame_person.cpp), the games played and
// the scene's costs (frame_play.cpp), the report (frame_report.cpp).
#pragma once

#include "save/save_game.h"
#include "session/game_controller.h"
#include "settings/app_settings.h"
#include "settings/match_options.h"

#include <QElapsedTimer>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QPointF>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace uiframe {

// One clock for every thread: nanoseconds since main() began.
inline QElapsedTimer& benchClock()
{
    static QElapsedTimer timer;
    return timer;
}

inline qint64 nowNs()
{
    return benchClock().nsecsElapsed();
}

inline double toMs(qint64 ns)
{
    return static_cast<double>(ns) / 1e6;
}

enum class Phase { Startup, Drag, Hint, AiThink, AiAnimate, Idle, Count };
constexpr int kPhases = static_cast<int>(Phase::Count);

const char* phaseName(Phase phase);

struct FrameRecord {
    Phase phase = Phase::Idle;
    qint64 update = -1;   // GUI thread: UpdateRequest (animations advanced, polish)
    qint64 animated = -1; // GUI thread: afterAnimating (polish done)
    qint64 syncBegin = -1;
    qint64 syncEnd = -1;
    qint64 renderBegin = -1;
    qint64 renderEnd = -1;
    qint64 swapped = -1;
    qint64 interval = -1; // since the previous frame, when something was moving then
    bool forced = false;  // a repaint asked for by the benchmark (an AI thinking, idle)
    int tableTiles = 0;   // on the table as shown when the frame was asked for
};

// A change of the rack or table models (a move, a turn): the GUI thread's time
// from just before it to its event loop, and the polish of the next frame.
struct ChangeRecord {
    Phase phase;
    int tableTiles;
    int rackTiles;
    qint64 handling;
    qint64 polish = -1;
};

struct StallRecord {
    Phase phase;
    qint64 at;
    qint64 blocked;
    int tableTiles;
};

// Memory of this process (or another), from /proc/<pid>/status, in MiB.
struct Memory {
    double rss = 0;
    double peak = 0;
};

// --- Helpers (frame_support.cpp) -----------------------------------------

Memory readMemory(const QString& pid = QStringLiteral("self"));
void spin(int ms);
bool spinUntil(const std::function<bool()>& done, int timeoutMs);
QString loadAverage();
double percentile(const std::vector<double>& sorted, double p);

struct Summary {
    std::size_t count = 0;
    double mean = 0;
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    double max = 0;
    std::size_t over = 0; // over the limit
};

Summary summarise(std::vector<double> values, double limit);
void collect(QQuickItem* item, const QString& name, QList<QQuickItem*>* out);
QQuickItem* findItem(QQuickItem* root, const QString& name);

// --- The options; how the games and the app start (frame_startup.cpp) ----

struct Options {
    QStringList seats{QStringLiteral("human"), QStringLiteral("expert")};
    quint64 seed = 20240611;
    int minTurns = 60;
    int maxTurns = 400;
    int dragSteps = 24;      // mouse moves a drag
    int stepMs = 16;         // between two mouse moves
    double limitMs = 16;     // the target
    int startupRuns = 5;     // launches of the app for its start-up time
    QString app;             // the tilerummy binary
    QString framesCsv;       // every frame, for a closer look
    int sceneCostsAt = -1;   // at the person's first turn from this turn on: what each part costs
    int lateTable = 0;       // > 0: each game starts with this many tiles or more on the table
    bool countItems = false; // at the end: the scene's items by type
};

QList<SeatKind> seatKindsOf(const QStringList& names);
std::optional<SavedGame> latePosition(const QStringList& seats, std::uint64_t seed, int tiles);
void measureAppStartup(const Options& options);

// --- The benchmark ------------------------------------------------------------

class FrameBenchmark : public QObject {
public:
    FrameBenchmark(Options options, qint64 mainEntered, qint64 appMade)
        : options_(std::move(options)), mainEntered_(mainEntered), appMade_(appMade)
    {
    }

    // Loads the window, plays, reports; 0 when the games were played.
    int runAll();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The window.
    bool load();
    QString startGame();
    void hookWindow();
    Phase currentPhase();
    bool movingNow();
    bool anyTileFlying(QQuickItem* item);

    // The person's turn, with the mouse.
    void humanTurn();
    bool drag(QQuickItem* tile, QPointF to);
    QList<QQuickItem*> rackTiles();
    QQuickItem* tableTile(int id);
    bool visibleOnRack(QQuickItem* tile);
    QPointF freeFelt();
    QPointF rackStart();
    bool dragToFeltAndBack(int index);
    bool reorderRack(int from, int to);
    void checkViews(const char* when);
    void settle();

    int play();
    void report();
    void writeCsv();
    void sceneCosts();

    Options options_;
    qint64 mainEntered_;
    QTemporaryDir dir_;
    std::unique_ptr<AppSettings> settings_;
    std::unique_ptr<GameController> game_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;
    QQuickItem* rack_ = nullptr;
    QQuickItem* rackView_ = nullptr;
    QQuickItem* tableArea_ = nullptr;

    // Set on the GUI thread, read on the render thread (the GUI thread waits
    // for the sync, so these are current when it starts).
    std::atomic<qint64> pendingUpdate_{-1};
    std::atomic<qint64> pendingAnimated_{-1};
    std::atomic<int> pendingPhase_{static_cast<int>(Phase::Startup)};
    std::atomic<bool> pendingMoving_{false};
    std::atomic<bool> pendingForced_{false};
    std::atomic<int> pendingTableTiles_{0};
    // Render thread (or the GUI thread with the basic and software loops).
    FrameRecord current_;
    qint64 lastSwap_ = -1;
    bool lastMoving_ = false;
    Phase lastPhase_ = Phase::Startup;
    std::atomic<bool> renderThreaded_{false};
    QString glRenderer_;
    QMutex framesMutex_;
    std::vector<FrameRecord> frames_;
    std::atomic<qint64> firstFrame_{-1};

    // GUI thread.
    bool dragging_ = false;
    bool mouseDown_ = false;
    bool humanBusy_ = false; // hint, end of turn
    bool forceRepaint_ = false;
    bool pumping_ = false;    // repaints asked for every 16 ms now
    bool diagnosing_ = false; // sceneCosts(): its frames are not counted
    bool preparing_ = false;  // startGame() plays to a late position: not the game's time
    bool sceneCostsDone_ = false;
    qint64 flightUntil_ = -1;
    qint64 aiShownUntil_ = -1;
    QTimer watchdog_;
    qint64 watchdogLast_ = -1;
    std::vector<StallRecord> stalls_;
    std::vector<ChangeRecord> changes_;
    qint64 changeStart_ = -1;
    bool changeSeen_ = false;
    bool polishWanted_ = false;
    QTimer pump_;

    // The game.
    quint64 seed_ = 0;                                   // of the game being played
    std::vector<std::pair<quint64, int>> latePositions_; // deal, turn
    int turns_ = 0;
    int aiTurns_ = 0;
    int humanTurns_ = 0;
    int rounds_ = 1;
    int games_ = 1;
    int drags_ = 0;
    int dragsFailed_ = 0;
    int hints_ = 0;
    int penalties_ = 0;
    int refused_ = 0;
    int aiSteps_ = 0;
    int viewChecks_ = 0;
    int viewMismatches_ = 0;
    int moveStepMs_ = 0;
    bool hintArrived_ = false;
    QStringList hintPlaced_;
    qint64 loaded_ = -1;
    qint64 appMade_;
    QString api_;
    QString loadAtStart_;
    QSize windowSize_;
    Memory atFirstFrame_;
    Memory afterGame_;
    Memory afterTeardown_;
    std::vector<std::pair<int, double>> rssByTurn_; // every 20 turns
    double playSeconds_ = 0;
};

} // namespace uiframe
