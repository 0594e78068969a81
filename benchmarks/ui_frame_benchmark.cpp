// ui_frame_benchmark: frame times of the real game window over long games.
//
// Loads Main.qml as the app does (a GameController and AppSettings on a
// temporary INI file, animations at normal speed) and plays long games in it:
// the person's turns with real mouse drags (QTest presses, moves and releases
// on the window: rack tiles to the felt and back, and within the rack), then
// the hint and the end of the turn (or a draw); the AIs' turns think on their
// worker threads and are shown move by move. Fixed seeds: the same games every
// run. It reports, per phase (dragging, hint and end of turn, AI thinking, AI
// moves shown, idle), against the target of no frame over 16 ms:
//   sync+render  beforeSynchronizing -> afterRendering
//   render+swap  beforeSynchronizing -> frameSwapped: the frame's cost on the
//                render side. Mesa's llvmpipe rasterises when the frame is
//                flushed, so with OpenGL on llvmpipe nearly all of it is in
//                the swap; the software backend paints before afterRendering.
//   interval     frameSwapped -> frameSwapped of two frames of one phase
//                with something moving at both (a tile carried or flying, the
//                forced repaints): what a stall looks like on screen
//   GUI blocked  the GUI thread's time away from its event loop (a 4 ms
//                watchdog timer), whatever it was doing: handling a move,
//                polishing, waiting for the render thread
// While an AI thinks or nothing moves, the window is asked to repaint every
// 16 ms (QQuickWindow::update()) so that those phases have frames to time.
// Also: the GUI thread's time for each change of the rack and table models,
// by the tiles on the table; start-up (in this process, from main() to the
// first frame shown; and `tilerummy --quit-after-first-frame` launched as a
// child process, from its start to the line it prints at its first frame);
// memory (VmRSS, VmHWM). --scene-costs-at N times repaints of the still scene
// with its parts hidden one at a time; --frames-csv FILE writes every frame.
// --late-table N starts every game from a late position instead of the deal
// (latePosition: legal turns that fill the table until N tiles or more lie on
// it), restored there as a save would be; the frames on a table of N tiles or
// more are then reported on their own too, and --write-save FILE writes one.
// --count-items prints the scene's items by type after the games.
//
//   xvfb-run -a -s '-screen 0 1600x1000x24' ui_frame_benchmark --seats human,expert
//   QT_QUICK_BACKEND=software xvfb-run -a -s '-screen 0 1600x1000x24' ui_frame_benchmark ...
//
// docs/benchmarks.md has the figures. Not a test: it prints figures and exits
// 0 when the games were played (2 on bad usage, 1 when the window or a game
// failed), whatever the frame times.
#include "ai_player.h"
#include "app_settings.h"
#include "game_controller.h"
#include "match_options.h"
#include "match_record.h"
#include "save_game.h"
#include "tile_data.h"
#include "tile_ids.h"
#include "turn_check.h"
#include "turn_draft.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QMutex>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>
#include <numbers>
#include <vector>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)

namespace {

// One clock for every thread: nanoseconds since main() began.
QElapsedTimer& benchClock()
{
    static QElapsedTimer timer;
    return timer;
}

qint64 nowNs()
{
    return benchClock().nsecsElapsed();
}

double toMs(qint64 ns)
{
    return static_cast<double>(ns) / 1e6;
}

enum class Phase { Startup, Drag, Hint, AiThink, AiAnimate, Idle, Count };
constexpr int kPhases = static_cast<int>(Phase::Count);

const char* phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Startup:
        return "start-up";
    case Phase::Drag:
        return "dragging";
    case Phase::Hint:
        return "hint, end turn";
    case Phase::AiThink:
        return "AI thinking";
    case Phase::AiAnimate:
        return "AI moves shown";
    case Phase::Idle:
        return "idle";
    case Phase::Count:
        break;
    }
    return "?";
}

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

Memory readMemory(const QString& pid = QStringLiteral("self"))
{
    Memory memory;
    QFile file(QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return memory;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray& line : lines) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 2)
            continue;
        const double mib = fields.at(1).toDouble() / 1024.0;
        if (fields.at(0) == "VmRSS:")
            memory.rss = mib;
        else if (fields.at(0) == "VmHWM:")
            memory.peak = mib;
    }
    return memory;
}

// Runs the event loop (no sleeping, unlike QTest::qWait, so that frames keep
// their pace) for ms milliseconds.
void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(std::max(0, ms), Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

// Runs the event loop until done() or timeoutMs; returns done().
bool spinUntil(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        spin(5);
    }
    return true;
}

// The machine's load (1, 5, 15 minutes): the benchmark shares its cores.
QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 2);
}

double percentile(const std::vector<double>& sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::min(sorted.size() - 1, rank == 0 ? 0 : rank - 1)];
}

struct Summary {
    std::size_t count = 0;
    double mean = 0;
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    double max = 0;
    std::size_t over = 0; // over the limit
};

Summary summarise(std::vector<double> values, double limit)
{
    Summary s;
    s.count = values.size();
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    double total = 0;
    for (double v : values) {
        total += v;
        if (v > limit)
            ++s.over;
    }
    s.mean = total / static_cast<double>(values.size());
    s.p50 = percentile(values, 50);
    s.p95 = percentile(values, 95);
    s.p99 = percentile(values, 99);
    s.max = values.back();
    return s;
}

void collect(QQuickItem* item, const QString& name, QList<QQuickItem*>* out)
{
    if (item->objectName() == name)
        out->append(item);
    const QList<QQuickItem*> children = item->childItems();
    for (QQuickItem* child : children)
        collect(child, name, out);
}

QQuickItem* findItem(QQuickItem* root, const QString& name)
{
    QList<QQuickItem*> found;
    collect(root, name, &found);
    return found.isEmpty() ? nullptr : found.first();
}

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

// A late position of a deal, reached by legal turns: every seat draws until
// the pool is empty, then each plays as the standard AI would, except that no
// one goes out (a play that would empty the rack is not made: the player passes,
// as the rules allow), until `tiles` or more lie on the table, whoever is to
// play then (an AI's turn is shown, then the person's). The save of that game;
// nullopt when the round ends first.
// The seats the command line names (MatchOptions::seatKindNamed); unknown ones are left out.
QList<SeatKind> seatKindsOf(const QStringList& names)
{
    QList<SeatKind> kinds;
    for (const QString& name : names)
        if (const std::optional<SeatKind> kind = MatchOptions::seatKindNamed(name))
            kinds.append(*kind);
    return kinds;
}

std::optional<SavedGame> latePosition(const QStringList& seats, std::uint64_t seed, int tiles)
{
    tilerummy::MatchSetup setup;
    setup.players = static_cast<int>(seats.size());
    setup.seed = seed;
    tilerummy::RecordedMatch match(setup);
    std::vector<tilerummy::AiPlayer> ais;
    for (int p = 0; p < setup.players; ++p)
        ais.emplace_back(tilerummy::AiLevel::Standard, seed * 7919 + static_cast<std::uint64_t>(p));
    auto onTable = [&match] {
        std::size_t n = 0;
        for (const tilerummy::IdSet& set : match.round().table())
            n += set.size();
        return static_cast<int>(n);
    };
    while (!match.round().isOver()) {
        const int p = match.round().currentPlayer();
        if (onTable() >= tiles) {
            SavedGame save;
            save.setup = setup;
            save.seats = seatKindsOf(seats);
            for (int seat = 0; seat < setup.players; ++seat)
                save.names.append(QStringLiteral("Seat %1").arg(seat + 1));
            save.actions = match.actions();
            return save;
        }
        if (match.round().poolSize() > 0) {
            match.drawOrPass();
            continue;
        }
        const tilerummy::AiDecision decision =
            ais[static_cast<std::size_t>(p)].decide(tilerummy::viewOf(match.round(), p));
        std::optional<tilerummy::IdPosition> ids;
        if (decision.play)
            ids = tilerummy::assignIds({match.round().table(), match.round().rack(p)}, decision.table);
        if (ids && !ids->rack.empty())
            match.play(ids->table, ids->rack);
        else
            match.drawOrPass();
    }
    return std::nullopt;
}

// Start-up of the real app: `tilerummy --quit-after-first-frame` launched
// runs times; each time from QProcess::start() to the line it prints at its
// first frame, and its memory then.
void measureAppStartup(const Options& options)
{
    if (options.startupRuns <= 0)
        return;
    if (options.app.isEmpty() || !QFile::exists(options.app)) {
        std::printf("start-up of tilerummy: not measured (no binary at '%s'; --app PATH)\n", qPrintable(options.app));
        return;
    }
    QTemporaryDir home; // its settings, autosave and caches: not the user's
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    std::vector<double> spawnToFrame;
    std::vector<double> mainToFrame;
    std::vector<double> rss;
    for (int run = 0; run < options.startupRuns; ++run) {
        QProcess process;
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::SeparateChannels);
        QElapsedTimer timer;
        timer.start();
        process.start(options.app,
                      {QStringLiteral("--players"), options.seats.join(QLatin1Char(',')), QStringLiteral("--seed"),
                       QString::number(options.seed), QStringLiteral("--quit-after-first-frame")});
        QByteArray out;
        double spawn = -1;
        while (spawn < 0 && process.state() != QProcess::NotRunning && timer.elapsed() < 30000) {
            process.waitForReadyRead(50);
            out += process.readAllStandardOutput();
            if (out.contains("first frame")) {
                spawn = static_cast<double>(timer.nsecsElapsed()) / 1e6;
                rss.push_back(readMemory(QString::number(process.processId())).rss);
            }
        }
        process.waitForFinished(30000);
        out += process.readAllStandardOutput();
        // "tilerummy: first frame 123 ms after main()"
        const int at = static_cast<int>(out.indexOf("first frame "));
        if (spawn < 0 || at < 0) {
            std::printf("start-up of tilerummy: run %d failed (%s)\n", run + 1,
                        qPrintable(QString::fromLocal8Bit(process.readAllStandardError()).left(300)));
            return;
        }
        spawnToFrame.push_back(spawn);
        mainToFrame.push_back(out.mid(at + 12).split(' ').value(0).toDouble());
    }
    auto line = [](const char* what, const std::vector<double>& v, const char* unit) {
        std::vector<double> s = v;
        std::sort(s.begin(), s.end());
        QStringList all;
        for (double x : v)
            all.append(QString::number(x, 'f', 0));
        std::printf("  %-36s median %7.1f %s  min %7.1f  max %7.1f   (runs: %s)\n", what, percentile(s, 50), unit,
                    s.front(), s.back(), qPrintable(all.join(QLatin1Char(' '))));
    };
    std::printf("start-up of tilerummy --players %s --seed %llu --quit-after-first-frame, %d launches:\n",
                qPrintable(options.seats.join(QLatin1Char(','))), static_cast<unsigned long long>(options.seed),
                options.startupRuns);
    line("process start -> first frame", spawnToFrame, "ms ");
    line("its main() -> first frame", mainToFrame, "ms ");
    line("its VmRSS at the first frame", rss, "MiB");
}

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

bool FrameBenchmark::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window_ && event->type() == QEvent::UpdateRequest) {
        pendingUpdate_.store(nowNs());
        pendingPhase_.store(static_cast<int>(currentPhase()));
        pendingForced_.store(forceRepaint_);
        pendingTableTiles_.store(game_ ? game_->board()->table()->tileCount() : 0);
        forceRepaint_ = false;
    }
    return QObject::eventFilter(watched, event);
}

// Something moves on screen now, so that another frame should follow at once:
// a tile carried under the mouse, a tile in flight (a Tile's z is 10 while it
// flies), or the benchmark's repaints.
bool FrameBenchmark::movingNow()
{
    if (mouseDown_)
        return true;
    if (pumping_) {
        const Phase phase = currentPhase(); // the pump may not have seen the phase change yet
        if (phase == Phase::AiThink || phase == Phase::Idle)
            return true;
    }
    if (nowNs() >= flightUntil_ || !rack_ || !tableArea_)
        return false;
    return anyTileFlying(rack_) || anyTileFlying(tableArea_);
}

bool FrameBenchmark::anyTileFlying(QQuickItem* item)
{
    if (item->z() > 0 && item->objectName().endsWith(QLatin1String("Tile")))
        return true;
    const QList<QQuickItem*> children = item->childItems();
    for (QQuickItem* child : children) {
        if (anyTileFlying(child))
            return true;
    }
    return false;
}

Phase FrameBenchmark::currentPhase()
{
    if (!game_ || firstFrame_.load() < 0 || diagnosing_ || preparing_)
        return Phase::Startup;
    const qint64 now = nowNs();
    if (dragging_)
        return Phase::Drag;
    const bool over = game_->isRoundOver();
    const bool aiTurn = !over && !game_->atThisScreen(game_->currentPlayer());
    if (aiTurn && game_->animating()) {
        aiShownUntil_ = now + 400'000'000LL; // its last move lands after the turn passed on
        return Phase::AiAnimate;
    }
    if (aiTurn && game_->aiThinking())
        return Phase::AiThink;
    if (now < aiShownUntil_)
        return Phase::AiAnimate;
    if (humanBusy_ || (!over && !aiTurn && game_->animating()))
        return Phase::Hint;
    return Phase::Idle;
}

// A new game of the seats from the deal seed_, or (--late-table) from the late
// position of the first deal from seed_ on that reaches one; "" or why not.
QString FrameBenchmark::startGame()
{
    if (options_.lateTable <= 0) {
        QVariantList players;
        for (SeatKind seat : seatKindsOf(options_.seats))
            players.append(
                QVariantMap{{QStringLiteral("seat"), static_cast<int>(seat)}, {QStringLiteral("name"), QString()}});
        return game_->newMatch({{QStringLiteral("players"), players},
                                {QStringLiteral("seed"), QString::number(seed_)},
                                {QStringLiteral("rounds"), 20}});
    }
    preparing_ = true;
    for (int tries = 0; tries < 1000; ++tries, ++seed_) {
        if (const std::optional<SavedGame> save = latePosition(options_.seats, seed_, options_.lateTable)) {
            latePositions_.emplace_back(seed_, static_cast<int>(save->actions.size()));
            const QString error = game_->saves()->restore(*save);
            spin(20); // the watchdog sees the block, and the first frame is shown, as start-up
            preparing_ = false;
            return error;
        }
    }
    preparing_ = false;
    return QStringLiteral("no deal of 1000 reaches %1 tiles on the table").arg(options_.lateTable);
}

bool FrameBenchmark::load()
{
    settings_ = std::make_unique<AppSettings>(dir_.filePath(QStringLiteral("settings.ini")));
    settings_->setAnimationSpeed(AppSettings::Normal);
    settings_->setTileScale(1.0);
    game_ = std::make_unique<GameController>();
    seed_ = options_.seed;
    const QString error = startGame();
    if (!error.isEmpty()) {
        std::fprintf(stderr, "ui_frame_benchmark: %s\n", qPrintable(error));
        return false;
    }

    engine_ = std::make_unique<QQmlApplicationEngine>();
    engine_->addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine_->setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(game_.get())},
                                   {QStringLiteral("settings"), QVariant::fromValue(settings_.get())}});
    // Hooked before anything is shown: the window is created by load().
    QObject::connect(engine_.get(), &QQmlApplicationEngine::objectCreated, this, [this](QObject* object, const QUrl&) {
        if (auto* window = qobject_cast<QQuickWindow*>(object); window && !window_) {
            window_ = window;
            hookWindow();
        }
    });
    engine_->load(QUrl(QStringLiteral("qrc:/qt/qml/TileRummy/Main.qml")));
    loaded_ = nowNs();
    if (!window_) {
        std::fprintf(stderr, "ui_frame_benchmark: Main.qml did not load\n");
        return false;
    }
    if (!spinUntil([this] { return firstFrame_.load() >= 0; }, 20000)) {
        std::fprintf(stderr, "ui_frame_benchmark: no frame shown in 20 s\n");
        return false;
    }
    atFirstFrame_ = readMemory();
    QQuickItem* root = window_->contentItem();
    rack_ = findItem(root, QStringLiteral("rack"));
    rackView_ = findItem(root, QStringLiteral("rackView"));
    tableArea_ = findItem(root, QStringLiteral("tableArea"));
    if (!rack_ || !rackView_ || !tableArea_) {
        std::fprintf(stderr, "ui_frame_benchmark: the scene has no rack, rackView or tableArea\n");
        return false;
    }
    return true;
}

void FrameBenchmark::hookWindow()
{
    window_->installEventFilter(this);
    // The render thread's signals: direct, so timed where they happen.
    connect(
        window_, &QQuickWindow::afterAnimating, this,
        [this] {
            const qint64 now = nowNs();
            pendingAnimated_.store(now);
            pendingMoving_.store(movingNow());
            const qint64 update = pendingUpdate_.load();
            if (polishWanted_ && update >= 0 && !changes_.empty()) {
                changes_.back().polish = now - update;
                polishWanted_ = false;
            }
        },
        Qt::DirectConnection);
    connect(
        window_, &QQuickWindow::beforeSynchronizing, this,
        [this] {
            current_ = FrameRecord{};
            current_.syncBegin = nowNs();
            current_.update = pendingUpdate_.exchange(-1);
            current_.animated = pendingAnimated_.exchange(-1);
            current_.phase = static_cast<Phase>(pendingPhase_.load());
            current_.forced = pendingForced_.exchange(false);
            current_.tableTiles = pendingTableTiles_.load();
            renderThreaded_.store(QThread::currentThread() != qApp->thread());
        },
        Qt::DirectConnection);
    connect(
        window_, &QQuickWindow::afterSynchronizing, this, [this] { current_.syncEnd = nowNs(); }, Qt::DirectConnection);
    connect(
        window_, &QQuickWindow::beforeRendering, this,
        [this] {
            current_.renderBegin = nowNs();
            if (glRenderer_.isEmpty() && window_->rendererInterface()->graphicsApi() == QSGRendererInterface::OpenGL) {
                if (QOpenGLContext* context = QOpenGLContext::currentContext()) {
                    const auto* text = reinterpret_cast<const char*>(context->functions()->glGetString(GL_RENDERER));
                    glRenderer_ = QString::fromLatin1(text ? text : "?");
                }
            }
        },
        Qt::DirectConnection);
    connect(
        window_, &QQuickWindow::afterRendering, this, [this] { current_.renderEnd = nowNs(); }, Qt::DirectConnection);
    connect(
        window_, &QQuickWindow::frameSwapped, this,
        [this] {
            FrameRecord frame = current_;
            frame.swapped = nowNs();
            // Frames the GUI thread took part in (an UpdateRequest): the others
            // carry no phase or motion of their own.
            const bool moving = frame.update >= 0 && pendingMoving_.load();
            // Two frames in a row of one phase, with something moving at both.
            if (lastSwap_ >= 0 && lastMoving_ && moving && lastPhase_ == frame.phase)
                frame.interval = frame.swapped - lastSwap_;
            lastSwap_ = frame.swapped;
            lastMoving_ = moving;
            lastPhase_ = frame.phase;
            qint64 expected = -1;
            firstFrame_.compare_exchange_strong(expected, frame.swapped);
            QMutexLocker lock(&framesMutex_);
            frames_.push_back(frame);
        },
        Qt::DirectConnection);
}

// --- The person's turn ------------------------------------------------------

QList<QQuickItem*> FrameBenchmark::rackTiles()
{
    QList<QQuickItem*> tiles;
    collect(rack_, QStringLiteral("rackTile"), &tiles);
    tiles.erase(std::remove_if(tiles.begin(), tiles.end(), [](QQuickItem* t) { return !t->isVisible(); }), tiles.end());
    std::sort(tiles.begin(), tiles.end(), [](QQuickItem* a, QQuickItem* b) {
        return a->property("position").toInt() < b->property("position").toInt();
    });
    return tiles;
}

QQuickItem* FrameBenchmark::tableTile(int id)
{
    QList<QQuickItem*> tiles;
    collect(tableArea_, QStringLiteral("tableTile"), &tiles);
    for (QQuickItem* tile : tiles) {
        if (tile->property("tileId").toInt() == id && tile->isVisible())
            return tile;
    }
    return nullptr;
}

// The rack scrolls when it holds more than fits: only tiles in view can be taken.
bool FrameBenchmark::visibleOnRack(QQuickItem* tile)
{
    const QRectF view = rackView_->mapRectToScene(QRectF(0, 0, rackView_->width(), rackView_->height()));
    const QRectF rect = tile->mapRectToScene(QRectF(0, 0, tile->width(), tile->height()));
    return view.contains(rect.center()) && view.contains(rect.center() + QPointF(rect.width() * 0.3, 0)) &&
           view.contains(rect.center() - QPointF(rect.width() * 0.3, 0));
}

QPointF FrameBenchmark::freeFelt()
{
    return tableArea_->mapToScene(QPointF(tableArea_->width() * 0.5, tableArea_->height() - 30));
}

// Before the first rack tile in view.
QPointF FrameBenchmark::rackStart()
{
    for (QQuickItem* tile : rackTiles()) {
        if (visibleOnRack(tile))
            return tile->mapToScene(QPointF(tile->width() * 0.25, tile->height() * 0.5));
    }
    return rack_->mapToScene(QPointF(20, 20));
}

// A drag as a person makes it: press on the tile, move in steps (a frame's
// time apart), release, and let the tiles land.
bool FrameBenchmark::drag(QQuickItem* tile, QPointF to)
{
    const QPointF from = tile->mapToScene(QPointF(tile->width() / 2, tile->height() / 2));
    dragging_ = true;
    watchdogLast_ = nowNs(); // the benchmark's own look-up of items is not the app's
    QTest::mousePress(window_, Qt::LeftButton, Qt::NoModifier, from.toPoint());
    mouseDown_ = true;
    spin(options_.stepMs);
    for (int i = 1; i <= options_.dragSteps; ++i) {
        // Eased like a hand: quick in the middle, slow at both ends.
        const double f = 0.5 - 0.5 * std::cos(std::numbers::pi * i / options_.dragSteps);
        const QPointF p = from + (to - from) * f + QPointF(0, i == 1 ? -8 : 0);
        QTest::mouseMove(window_, p.toPoint());
        spin(options_.stepMs);
    }
    QTest::mouseRelease(window_, Qt::LeftButton, Qt::NoModifier, to.toPoint());
    mouseDown_ = false;
    ++drags_;
    settle();
    dragging_ = false;
    return true;
}

// The tiles' flights after a move: settings.animationMs(280), and a little.
void FrameBenchmark::settle()
{
    spin(settings_->animationMs(280) + 80);
}

// The scene shows the models: the rack's tiles in rack order, each set's
// tiles in set order, each Tile's place numbers right (the models change row
// by row, and the delegates must follow).
void FrameBenchmark::checkViews(const char* when)
{
    ++viewChecks_;
    QStringList problems;
    auto faceOf = [](int id) { return tilerummy::ui::tileRoleData(id, tilerummy::ui::NotationRole).toString(); };
    const QList<QQuickItem*> rack = rackTiles();
    const std::vector<tilerummy::TileId>& rackIds = game_->board()->rack()->tiles();
    if (static_cast<std::size_t>(rack.size()) != rackIds.size())
        problems.append(QStringLiteral("rack shows %1 tiles, model %2").arg(rack.size()).arg(rackIds.size()));
    for (int k = 0; k < rack.size() && static_cast<std::size_t>(k) < rackIds.size(); ++k) {
        const int id = rack[k]->property("tileId").toInt();
        if (id != rackIds[static_cast<std::size_t>(k)] || rack[k]->property("position").toInt() != k ||
            rack[k]->property("notation").toString() != faceOf(id))
            problems.append(QStringLiteral("rack position %1").arg(k));
    }
    QList<QQuickItem*> sets;
    collect(tableArea_, QStringLiteral("tableSet"), &sets);
    const tilerummy::IdTable& table = game_->board()->table()->sets();
    if (static_cast<std::size_t>(sets.size()) != table.size())
        problems.append(QStringLiteral("table shows %1 sets, model %2").arg(sets.size()).arg(table.size()));
    for (QQuickItem* set : sets) {
        const int index = set->property("index").toInt();
        if (index < 0 || static_cast<std::size_t>(index) >= table.size()) {
            problems.append(QStringLiteral("a set at index %1").arg(index));
            continue;
        }
        const tilerummy::IdSet& ids = table[static_cast<std::size_t>(index)];
        QList<QQuickItem*> tiles;
        collect(set, QStringLiteral("tableTile"), &tiles);
        std::sort(tiles.begin(), tiles.end(), [](QQuickItem* a, QQuickItem* b) {
            return a->property("position").toInt() < b->property("position").toInt();
        });
        bool same = static_cast<std::size_t>(tiles.size()) == ids.size() &&
                    set->property("size").toInt() == static_cast<int>(ids.size());
        for (int k = 0; same && k < tiles.size(); ++k) {
            const int id = tiles[k]->property("tileId").toInt();
            same = id == ids[static_cast<std::size_t>(k)] && tiles[k]->property("position").toInt() == k &&
                   tiles[k]->property("setIndex").toInt() == index &&
                   tiles[k]->property("notation").toString() == faceOf(id);
        }
        if (!same)
            problems.append(QStringLiteral("set %1").arg(index));
    }
    if (!problems.isEmpty()) {
        ++viewMismatches_;
        std::fprintf(stderr, "ui_frame_benchmark: the scene does not show the models (%s, turn %d): %s\n", when, turns_,
                     qPrintable(problems.join(QStringLiteral("; "))));
    }
    watchdogLast_ = nowNs(); // the check is the benchmark's, not the app's
}

bool FrameBenchmark::dragToFeltAndBack(int index)
{
    QList<QQuickItem*> tiles = rackTiles();
    QList<QQuickItem*> inView;
    for (QQuickItem* tile : tiles) {
        if (visibleOnRack(tile))
            inView.append(tile);
    }
    if (inView.isEmpty())
        return false;
    QQuickItem* tile = inView.at(index % inView.size());
    const int id = tile->property("tileId").toInt();
    drag(tile, freeFelt());
    checkViews("after a drag to the felt");
    if (game_->board()->setOfTile(id) < 0) {
        ++dragsFailed_;
        return false;
    }
    QQuickItem* onTable = tableTile(id);
    if (!onTable) {
        ++dragsFailed_;
        return false;
    }
    drag(onTable, rackStart());
    checkViews("after a drag back to the rack");
    if (game_->board()->setOfTile(id) >= 0) {
        ++dragsFailed_;
        return false;
    }
    return true;
}

bool FrameBenchmark::reorderRack(int from, int to)
{
    QList<QQuickItem*> inView;
    for (QQuickItem* tile : rackTiles()) {
        if (visibleOnRack(tile))
            inView.append(tile);
    }
    if (inView.size() < 3)
        return false;
    QQuickItem* tile = inView.at(from % inView.size());
    QQuickItem* target = inView.at(to % inView.size());
    if (tile == target)
        target = inView.at((to + 1) % inView.size());
    const tilerummy::IdSet rackBefore = game_->draft().rack();
    drag(tile, target->mapToScene(QPointF(target->width() * 0.3, target->height() / 2)));
    checkViews("after a drag within the rack");
    if (game_->draft().rack() == rackBefore) {
        ++dragsFailed_;
        return false;
    }
    return true;
}

void FrameBenchmark::humanTurn()
{
    if (options_.sceneCostsAt >= 0 && !sceneCostsDone_ && turns_ >= options_.sceneCostsAt) {
        sceneCostsDone_ = true;
        sceneCosts();
    }
    ++humanTurns_;
    const int n = humanTurns_;
    checkViews("at the start of the person's turn");
    dragToFeltAndBack(n * 5);
    reorderRack(n * 3 + 1, n * 3 + 6);
    dragToFeltAndBack(n * 7 + 2);

    // The hint, laid out move by move, then the end of the turn.
    humanBusy_ = true;
    hintArrived_ = false;
    if (game_->hint()->request()) {
        ++hints_;
        spinUntil([this] { return hintArrived_; }, 15000);
        spinUntil([this] { return game_->canAct() || game_->isRoundOver(); }, 30000);
        spin(settings_->animationMs(280) + 80);
        checkViews("after the hint");
    }
    if (game_->canAct()) {
        if (!hintPlaced_.isEmpty() && game_->board()->isDraftChanged())
            game_->endTurn();
        else
            game_->drawTile();
    }
    spin(50);
    humanBusy_ = false;
}

int FrameBenchmark::runAll()
{
    loadAtStart_ = loadAverage();
    if (!load())
        return 1;
    switch (window_->rendererInterface()->graphicsApi()) {
    case QSGRendererInterface::Software:
        api_ = QStringLiteral("software");
        break;
    case QSGRendererInterface::OpenGL:
        api_ = QStringLiteral("OpenGL");
        break;
    default:
        api_ = QStringLiteral("other");
        break;
    }
    windowSize_ = window_->size();
    const int status = play();
    if (options_.countItems) {
        QMap<QString, int> byType;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
            QString name = QString::fromLatin1(item->metaObject()->className());
            name = name.section(QLatin1String("_QML"), 0, 0);
            byType[name] += 1;
            for (QQuickItem* child : item->childItems())
                walk(child);
        };
        walk(window_->contentItem());
        int total = 0;
        for (auto it = byType.cbegin(); it != byType.cend(); ++it)
            total += it.value();
        std::printf("items in the scene: %d\n", total);
        for (auto it = byType.cbegin(); it != byType.cend(); ++it)
            if (it.value() >= 10)
                std::printf("  %-40s %d\n", qPrintable(it.key()), it.value());
    }
    // The window closed: what stays.
    window_->removeEventFilter(this);
    disconnect(window_, nullptr, this, nullptr);
    engine_.reset();
    window_ = nullptr;
    game_.reset();
    spin(200);
    afterTeardown_ = readMemory();
    if (status == 0) {
        report();
        writeCsv();
    }
    return status;
}

int FrameBenchmark::play()
{
    connect(game_->hint(), &HintAssistant::ready, this, [this](const QStringList& placed) {
        hintArrived_ = true;
        hintPlaced_ = placed;
    });
    connect(game_.get(), &GameController::turnEnded, this, [this](int player, const QString&) {
        ++turns_;
        if (!game_->atThisScreen(player))
            ++aiTurns_;
        if (turns_ % 20 == 0)
            rssByTurn_.emplace_back(turns_, readMemory().rss);
    });
    connect(game_.get(), &GameController::penaltyGiven, this, [this] { ++penalties_; });
    connect(game_->board(), &TurnBoard::moveRefused, this, [this] { ++refused_; });
    connect(game_->board(), &TurnBoard::tilesAboutToMove, this, [this] {
        changeStart_ = nowNs();
        changeSeen_ = false;
        flightUntil_ = nowNs() + static_cast<qint64>(settings_->animationMs(280) + 40) * 1'000'000;
        if (!game_->isRoundOver() && !game_->atThisScreen(game_->currentPlayer()) && game_->animating())
            ++aiSteps_;
    });

    for (QAbstractItemModel* model : {static_cast<QAbstractItemModel*>(game_->board()->rack()),
                                      static_cast<QAbstractItemModel*>(game_->board()->table())}) {
        connect(model, &QAbstractItemModel::modelReset, this, [this] { changeSeen_ = true; });
        connect(model, &QAbstractItemModel::rowsInserted, this, [this] { changeSeen_ = true; });
        connect(model, &QAbstractItemModel::rowsRemoved, this, [this] { changeSeen_ = true; });
        connect(model, &QAbstractItemModel::rowsMoved, this, [this] { changeSeen_ = true; });
        connect(model, &QAbstractItemModel::dataChanged, this, [this] { changeSeen_ = true; });
    }

    // The GUI thread's watchdog: how long it goes without its event loop.
    watchdog_.setTimerType(Qt::PreciseTimer);
    watchdog_.setInterval(4);
    connect(&watchdog_, &QTimer::timeout, this, [this] {
        const qint64 now = nowNs();
        if (watchdogLast_ >= 0)
            stalls_.push_back({currentPhase(), now, std::max<qint64>(0, now - watchdogLast_ - 4'000'000),
                               game_->board()->table()->tileCount()});
        watchdogLast_ = now;
        if (changeStart_ >= 0) {
            if (changeSeen_ && !diagnosing_) {
                changes_.push_back({currentPhase(), game_->board()->table()->tileCount(),
                                    game_->board()->rack()->rowCount(), now - changeStart_});
                polishWanted_ = true;
            }
            changeStart_ = -1;
        }
    });
    watchdogLast_ = nowNs();
    watchdog_.start();

    // Frames while nothing moves (an AI thinking, idle): a repaint every 16 ms.
    pump_.setTimerType(Qt::PreciseTimer);
    pump_.setInterval(16);
    connect(&pump_, &QTimer::timeout, this, [this] {
        const Phase phase = currentPhase();
        pumping_ = phase == Phase::AiThink || phase == Phase::Idle;
        if (pumping_) {
            forceRepaint_ = true;
            window_->update();
        }
    });
    pump_.start();

    QElapsedTimer play;
    play.start();
    while (turns_ < options_.maxTurns) {
        if (game_->isRoundOver()) {
            if (turns_ >= options_.minTurns)
                break;
            spin(1000); // the round's end screen
            if (game_->isMatchOver()) {
                ++seed_;
                const QString error = startGame();
                if (!error.isEmpty()) {
                    std::fprintf(stderr, "ui_frame_benchmark: %s\n", qPrintable(error));
                    return 1;
                }
                ++games_;
            } else {
                game_->nextRound();
                ++rounds_;
            }
            continue;
        }
        if (game_->handOverPending())
            game_->confirmHandOver();
        if (game_->canAct()) {
            humanTurn();
            continue;
        }
        spin(10);
        if (play.elapsed() > 30 * 60 * 1000) {
            std::fprintf(stderr, "ui_frame_benchmark: gave up after 30 minutes\n");
            return 1;
        }
    }
    spin(1000); // the last flights, and some idle frames
    moveStepMs_ = game_->board()->moveStepMs();
    playSeconds_ = static_cast<double>(play.elapsed()) / 1000.0;
    watchdog_.stop();
    pump_.stop();
    afterGame_ = readMemory();
    return 0;
}

// What the parts of the still scene cost a frame: the window repainted 60
// times with everything shown, then 60 times with one part hidden or made
// plainer, for each part in turn.
void FrameBenchmark::sceneCosts()
{
    QQuickItem* root = window_->contentItem();
    QQuickItem* gameTable = findItem(root, QStringLiteral("gameTable"));
    QQuickItem* header = gameTable ? gameTable->property("header").value<QQuickItem*>() : nullptr;
    QQuickItem* rackRepeater = findItem(root, QStringLiteral("rackRepeater"));
    QList<QQuickItem*> tiles;
    collect(root, QStringLiteral("rackTile"), &tiles);
    collect(root, QStringLiteral("tableTile"), &tiles);
    QList<QQuickItem*> outlines;
    collect(root, QStringLiteral("setOutline"), &outlines);

    // A change to the scene and its undo, each a list of property writes.
    struct Write {
        QObject* object;
        const char* property;
        QVariant value;
    };
    struct Variant {
        QString label;
        std::vector<Write> writes;
    };
    auto hide = [](QQuickItem* item) { return Write{item, "visible", false}; };
    auto noGradient = [](QQuickItem* item) {
        return Write{item, "gradient", QVariant::fromValue(QJSValue(QJSValue::NullValue))};
    };
    auto isRectangle = [](QQuickItem* item) {
        return qstrcmp(item->metaObject()->className(), "QQuickRectangle") == 0;
    };
    Variant shadows{QStringLiteral("tiles without their shadows"), {}};
    Variant flatFaces{QStringLiteral("tiles with a flat face (no gradient)"), {}};
    Variant noAntialiasing{QStringLiteral("tiles' rectangles not antialiased"), {}};
    Variant noText{QStringLiteral("tiles without their numbers"), {}};
    Variant bare{QStringLiteral("tiles as one plain rectangle each"), {}};
    for (QQuickItem* tile : tiles) {
        const QList<QQuickItem*> children = tile->childItems();
        for (QQuickItem* child : children) {
            if (!isRectangle(child))
                continue;
            noAntialiasing.writes.push_back({child, "antialiasing", false});
            const bool shadow = child->opacity() < 0.3;
            const bool face = !child->property("gradient").value<QJSValue>().isUndefined() &&
                              !child->property("gradient").value<QJSValue>().isNull();
            if (shadow) {
                shadows.writes.push_back(hide(child));
                bare.writes.push_back(hide(child));
            }
            if (face) {
                flatFaces.writes.push_back(noGradient(child));
                bare.writes.push_back(hide(child));
                const QList<QQuickItem*> inner = child->childItems();
                for (QQuickItem* text : inner)
                    noText.writes.push_back(hide(text));
            }
            if (!shadow && !face && child->isVisible() && child->width() < tile->width() + 1)
                bare.writes.push_back({child, "radius", 0});
        }
    }
    std::vector<Variant> variants{
        {QStringLiteral("the whole scene"), {}},
        {QStringLiteral("without the header"), {hide(header)}},
        {QStringLiteral("without the table (felt and sets)"), {hide(tableArea_)}},
        {QStringLiteral("without the sets on the table"), {hide(findItem(root, QStringLiteral("tableFlick")))}},
        {QStringLiteral("without the side panel"), {hide(findItem(root, QStringLiteral("sidePanelLoader")))}},
        {QStringLiteral("without the rack and its tiles"), {hide(rackView_)}},
        {QStringLiteral("without the rack's tiles"), {hide(rackRepeater ? rackRepeater->parentItem() : nullptr)}},
        {QStringLiteral("without the action bar"), {hide(findItem(root, QStringLiteral("actionBar")))}},
        {QStringLiteral("without the scene's gradient"), {noGradient(gameTable)}},
        shadows,
        flatFaces,
        noAntialiasing,
        noText,
        bare,
        {QStringLiteral("sets without their outlines"), {}},
        {QStringLiteral("an empty window (all hidden)"), {hide(gameTable)}},
    };
    for (QQuickItem* outline : outlines)
        variants[14].writes.push_back(hide(outline));

    diagnosing_ = true;
    spin(600); // the last flights
    auto measure = [this]() {
        std::size_t from = 0;
        {
            QMutexLocker lock(&framesMutex_);
            from = frames_.size();
        }
        for (int k = 0; k < 60; ++k) {
            window_->update();
            spin(20);
        }
        std::vector<double> render;
        std::vector<double> swap;
        QMutexLocker lock(&framesMutex_);
        for (std::size_t k = from + 2; k < frames_.size(); ++k) {
            render.push_back(toMs(frames_[k].renderEnd - frames_[k].syncBegin));
            swap.push_back(toMs(frames_[k].swapped - frames_[k].syncBegin));
        }
        std::sort(render.begin(), render.end());
        std::sort(swap.begin(), swap.end());
        return std::pair<double, double>(percentile(render, 50), percentile(swap, 50));
    };
    std::printf("\nscene costs at turn %d (%d tiles on the table in %d sets, %d on the rack), median ms of 60 "
                "repaints:\n",
                turns_, game_->board()->table()->tileCount(), game_->board()->table()->rowCount(),
                game_->board()->rack()->rowCount());
    std::printf("  %-40s %12s %12s\n", "", "sync+render", "render+swap");
    // Each variant against the whole scene measured just before it: the
    // machine's other work drifts.
    for (std::size_t k = 0; k < variants.size(); ++k) {
        const Variant& variant = variants[k];
        bool missing = false;
        for (const Write& w : variant.writes)
            missing = missing || w.object == nullptr;
        if (missing || (k > 0 && variant.writes.empty())) {
            std::printf("  %-40s (nothing to change)\n", qPrintable(variant.label));
            continue;
        }
        const double whole = k > 0 ? measure().second : 0;
        std::vector<QVariant> old;
        for (const Write& w : variant.writes) {
            old.push_back(w.object->property(w.property));
            w.object->setProperty(w.property, w.value);
        }
        const auto [render, swap] = measure();
        const QString delta = k == 0 ? QString()
                                     : QStringLiteral("   (%1%2 against %3)")
                                           .arg(swap >= whole ? "+" : "")
                                           .arg(swap - whole, 0, 'f', 2)
                                           .arg(whole, 0, 'f', 2);
        std::printf("  %-40s %12.2f %12.2f%s\n", qPrintable(variant.label), render, swap, qPrintable(delta));
        for (std::size_t w = variant.writes.size(); w-- > 0;)
            variant.writes[w].object->setProperty(variant.writes[w].property, old[w]);
    }
    spin(100);
    diagnosing_ = false;
    watchdogLast_ = nowNs();
}

void FrameBenchmark::report()
{
    std::vector<FrameRecord> frames;
    {
        QMutexLocker lock(&framesMutex_);
        frames = frames_;
    }
    std::printf("\nui_frame_benchmark: seats %s, seed %llu, window %dx%d, Qt %s\n",
                qPrintable(options_.seats.join(QLatin1Char(','))), static_cast<unsigned long long>(options_.seed),
                windowSize_.width(), windowSize_.height(), qVersion());
    std::printf("renderer: %s%s%s, %s render loop, animations normal (moves %d ms, flights %d ms)\n", qPrintable(api_),
                glRenderer_.isEmpty() ? "" : " ", qPrintable(glRenderer_),
                renderThreaded_.load() ? "threaded" : "GUI-thread", moveStepMs_, settings_->animationMs(280));
    std::printf("played: %d turns (%d by the person, %d by AIs) in %d round(s) of %d game(s), %.0f s; %d drags "
                "(%d missed), %d hints, %d AI moves shown, %d penalties, %d refused moves\n",
                turns_, humanTurns_, aiTurns_, rounds_, games_, playSeconds_, drags_, dragsFailed_, hints_, aiSteps_,
                penalties_, refused_);
    std::printf("the scene checked against the models %d times: %d mismatches\n", viewChecks_, viewMismatches_);
    // The GUI thread's work on the game (the AI's and the hints' worker threads count apart).
    std::printf("on the GUI thread: %llu turn checks, %llu drafts' sets worked out\n",
                static_cast<unsigned long long>(tilerummy::turnChecksRun()),
                static_cast<unsigned long long>(tilerummy::TurnDraft::analysesRun()));
    std::printf("target: no frame over %.0f ms; load average %s at the start, %s at the end\n\n", options_.limitMs,
                qPrintable(loadAtStart_), qPrintable(loadAverage()));

    if (!latePositions_.empty()) {
        QStringList starts;
        for (const auto& [deal, actions] : latePositions_)
            starts.append(QStringLiteral("deal %1 after %2 turns").arg(deal).arg(actions));
        std::printf("games started from late positions (%d+ tiles on the table): %s\n", options_.lateTable,
                    qPrintable(starts.join(QStringLiteral(", "))));
    }

    // One row a phase, and one for all frames (phase < 0); frames on a table
    // of at least minTiles tiles.
    const double limit = options_.limitMs;
    auto phaseTable = [&](int minTiles) {
        if (minTiles > 0)
            std::printf("\nframes with %d or more tiles on the table:\n", minTiles);
        std::printf("%-15s %6s | %-38s | %-38s | %-23s | %s\n", "", "", "sync+render ms (beforeSync->afterRender)",
                    "render+swap ms (beforeSync->swapped)", "interval ms (moving)", "GUI blocked");
        std::printf("%-15s %6s | %6s %6s %6s %6s %6s %3s | %6s %6s %6s %6s %6s %3s | %6s %6s %6s %3s | %6s %4s\n",
                    "phase", "frames", "mean", "p50", "p95", "p99", "max", ">16", "mean", "p50", "p95", "p99", "max",
                    ">16", "p50", "p95", "max", ">33", "max", ">16");
        for (int p = 1; p <= kPhases; ++p) {
            const bool all = p == kPhases;
            std::vector<double> render;
            std::vector<double> swap;
            std::vector<double> interval;
            for (const FrameRecord& f : frames) {
                if (f.phase == Phase::Startup || (!all && static_cast<int>(f.phase) != p) || f.tableTiles < minTiles)
                    continue;
                if (f.syncBegin >= 0 && f.renderEnd >= 0)
                    render.push_back(toMs(f.renderEnd - f.syncBegin));
                if (f.syncBegin >= 0 && f.swapped >= 0)
                    swap.push_back(toMs(f.swapped - f.syncBegin));
                if (f.interval >= 0)
                    interval.push_back(toMs(f.interval));
            }
            std::vector<double> blocked;
            for (const StallRecord& s : stalls_) {
                if (s.phase != Phase::Startup && (all || static_cast<int>(s.phase) == p) && s.tableTiles >= minTiles)
                    blocked.push_back(toMs(s.blocked));
            }
            const Summary r = summarise(render, limit);
            const Summary w = summarise(swap, limit);
            const Summary i = summarise(interval, 2 * limit + 1); // a frame missed at 60 Hz
            const Summary b = summarise(blocked, limit);
            std::printf("%-15s %6zu | %6.2f %6.2f %6.2f %6.2f %6.1f %3zu | %6.2f %6.2f %6.2f %6.2f %6.1f %3zu | %6.1f "
                        "%6.1f %6.1f %3zu | %6.1f %4zu\n",
                        all ? "all" : phaseName(static_cast<Phase>(p)), r.count, r.mean, r.p50, r.p95, r.p99, r.max,
                        r.over, w.mean, w.p50, w.p95, w.p99, w.max, w.over, i.p50, i.p95, i.max, i.over, b.max, b.over);
        }
    };
    phaseTable(0);
    if (options_.lateTable > 0)
        phaseTable(options_.lateTable);
    std::size_t forced = 0;
    for (const FrameRecord& f : frames)
        forced += f.forced ? 1 : 0;
    std::printf("(%zu of the frames were repaints the benchmark asked for while an AI thought or all was idle)\n",
                forced);

    // Where the slow frames' time went, on average.
    {
        double polish = 0;
        double wait = 0;
        double sync = 0;
        double render = 0;
        double swap = 0;
        int n = 0;
        for (const FrameRecord& f : frames) {
            if (f.phase == Phase::Startup || f.update < 0 || f.animated < 0 || f.syncEnd < 0 || f.renderBegin < 0 ||
                f.renderEnd < 0 || toMs(f.swapped - f.syncBegin) <= limit)
                continue;
            polish += toMs(f.animated - f.update);
            wait += toMs(f.syncBegin - f.animated);
            sync += toMs(f.syncEnd - f.syncBegin);
            render += toMs(f.renderEnd - f.renderBegin);
            swap += toMs(f.swapped - f.renderEnd);
            ++n;
        }
        if (n > 0)
            std::printf("frames whose render+swap took over %.0f ms (%d), mean ms: animations+polish %.2f, to sync "
                        "%.2f, sync %.2f, render "
                        "%.2f, swap %.2f\n",
                        limit, n, polish / n, wait / n, sync / n, render / n, swap / n);
    }
    // The longest blocks of the GUI thread.
    {
        std::vector<StallRecord> worst = stalls_;
        std::sort(worst.begin(), worst.end(),
                  [](const StallRecord& a, const StallRecord& b) { return a.blocked > b.blocked; });
        QStringList top;
        for (std::size_t k = 0; k < std::min<std::size_t>(8, worst.size()); ++k)
            top.append(QStringLiteral("%1 ms (%2)")
                           .arg(toMs(worst[k].blocked), 0, 'f', 1)
                           .arg(QString::fromLatin1(phaseName(worst[k].phase))));
        std::printf("longest GUI-thread blocks: %s\n", qPrintable(top.join(QStringLiteral(", "))));
    }

    // Model changes: the GUI thread's time for each, by the tiles on the table.
    {
        std::printf("\nmodel changes (a move or a turn; the GUI thread from just before the change to its event loop, "
                    "then the next frame's animations+polish), ms:\n");
        std::printf("  %-22s %6s | %7s %7s %7s %7s | %7s %7s %7s\n", "tiles on the table", "count", "mean", "p50",
                    "p95", "max", "polish", "p95", "max");
        const std::array<std::pair<int, int>, 6> bands{{{0, 19}, {20, 39}, {40, 59}, {60, 99}, {100, 106}, {0, 106}}};
        for (const auto& [lo, hi] : bands) {
            std::vector<double> handling;
            std::vector<double> polish;
            for (const ChangeRecord& c : changes_) {
                if (c.tableTiles < lo || c.tableTiles > hi)
                    continue;
                handling.push_back(toMs(c.handling));
                if (c.polish >= 0)
                    polish.push_back(toMs(c.polish));
            }
            const Summary h = summarise(handling, limit);
            const Summary q = summarise(polish, limit);
            const QString label =
                lo == 0 && hi == 106 ? QStringLiteral("all") : QStringLiteral("%1-%2").arg(lo).arg(hi);
            std::printf("  %-22s %6zu | %7.2f %7.2f %7.2f %7.1f | %7.2f %7.2f %7.1f\n", qPrintable(label), h.count,
                        h.mean, h.p50, h.p95, h.max, q.mean, q.p95, q.max);
        }
    }

    const qint64 first = firstFrame_.load();
    std::printf("\nstart-up in this process: main() -> QApplication %.1f ms -> Main.qml loaded %.1f ms -> first frame "
                "shown %.1f ms\n",
                toMs(appMade_ - mainEntered_), toMs(loaded_ - mainEntered_), toMs(first - mainEntered_));
    std::printf("memory (MiB): at the first frame VmRSS %.1f; after the games VmRSS %.1f, peak VmHWM %.1f; after "
                "closing the window VmRSS %.1f\n",
                atFirstFrame_.rss, afterGame_.rss, afterGame_.peak, afterTeardown_.rss);
    QStringList byTurn;
    for (const auto& [turn, rss] : rssByTurn_)
        byTurn.append(QStringLiteral("%1: %2").arg(turn).arg(rss, 0, 'f', 1));
    std::printf("VmRSS (MiB) by turn: %s\n", qPrintable(byTurn.join(QStringLiteral(", "))));
}

void FrameBenchmark::writeCsv()
{
    if (options_.framesCsv.isEmpty())
        return;
    QFile file(options_.framesCsv);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "ui_frame_benchmark: cannot write %s\n", qPrintable(options_.framesCsv));
        return;
    }
    QMutexLocker lock(&framesMutex_);
    file.write("phase,swapped_ms,frame_ms,polish_ms,sync_ms,render_ms,swap_ms,interval_ms,forced\n");
    auto span = [](qint64 a, qint64 b) { return (a >= 0 && b >= 0) ? QByteArray::number(toMs(b - a), 'f', 3) : ""; };
    for (const FrameRecord& f : frames_) {
        QByteArray line = QByteArray(phaseName(f.phase)).replace(' ', '_').replace(',', "") + ',' +
                          QByteArray::number(toMs(f.swapped), 'f', 3) + ',' + span(f.update, f.swapped) + ',' +
                          span(f.update, f.animated) + ',' + span(f.syncBegin, f.syncEnd) + ',' +
                          span(f.renderBegin, f.renderEnd) + ',' + span(f.renderEnd, f.swapped) + ',' +
                          (f.interval >= 0 ? QByteArray::number(toMs(f.interval), 'f', 3) : QByteArray()) + ',' +
                          (f.forced ? "1" : "0") + '\n';
        file.write(line);
    }
    file.write("\nstall_phase,at_ms,blocked_ms\n");
    for (const StallRecord& s : stalls_) {
        if (s.blocked < 8'000'000)
            continue;
        file.write(QByteArray(phaseName(s.phase)).replace(' ', '_').replace(',', "") + ',' +
                   QByteArray::number(toMs(s.at), 'f', 3) + ',' + QByteArray::number(toMs(s.blocked), 'f', 3) + '\n');
    }
}

} // namespace

int main(int argc, char* argv[])
{
    benchClock().start();
    const qint64 mainEntered = nowNs();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ui_frame_benchmark"));
    QApplication::setOrganizationName(QStringLiteral("Tile Rummy benchmarks"));
    const qint64 appMade = nowNs();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Frame times of the game window over long games played with the mouse (docs/benchmarks.md)."));
    parser.addHelpOption();
    const QCommandLineOption seats(QStringLiteral("seats"), QStringLiteral("The seats (default human,expert)."),
                                   QStringLiteral("list"), QStringLiteral("human,expert"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("The deal (default 20240611)."),
                                  QStringLiteral("n"), QStringLiteral("20240611"));
    const QCommandLineOption minTurns(QStringLiteral("min-turns"),
                                      QStringLiteral("Play rounds until at least this many turns (default 60)."),
                                      QStringLiteral("n"), QStringLiteral("60"));
    const QCommandLineOption maxTurns(QStringLiteral("max-turns"), QStringLiteral("Stop after this many turns (400)."),
                                      QStringLiteral("n"), QStringLiteral("400"));
    const QCommandLineOption startupRuns(
        QStringLiteral("startup-runs"),
        QStringLiteral("Launches of tilerummy --quit-after-first-frame for its start-up time (default 5; 0: none)."),
        QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption appPath(QStringLiteral("app"), QStringLiteral("The tilerummy binary."),
                                     QStringLiteral("path"), QStringLiteral(TILERUMMY_APP_PATH));
    const QCommandLineOption csv(QStringLiteral("frames-csv"),
                                 QStringLiteral("Write every frame's times (and GUI blocks over 8 ms) to this file."),
                                 QStringLiteral("file"));
    const QCommandLineOption limit(QStringLiteral("limit-ms"), QStringLiteral("The target (default 16)."),
                                   QStringLiteral("ms"), QStringLiteral("16"));
    const QCommandLineOption sceneCosts(
        QStringLiteral("scene-costs-at"),
        QStringLiteral("At the person's first turn from turn <n> on, time repaints of the still scene with each part "
                       "of it hidden in turn."),
        QStringLiteral("n"));
    const QCommandLineOption lateTable(
        QStringLiteral("late-table"),
        QStringLiteral("Start every game from a late position: the first deal from --seed on whose AI play reaches "
                       "<n> tiles on the table, restored there."),
        QStringLiteral("n"));
    const QCommandLineOption writeSave(
        QStringLiteral("write-save"),
        QStringLiteral("With --late-table: write the first late position as a save file (to open in the game) and "
                       "exit."),
        QStringLiteral("file"));
    const QCommandLineOption countItems(QStringLiteral("count-items"),
                                        QStringLiteral("After the games: the scene's items, by type."));
    parser.addOptions({seats, seed, minTurns, maxTurns, startupRuns, appPath, csv, limit, sceneCosts, lateTable,
                       writeSave, countItems});
    parser.process(app);

    Options options;
    options.seats = parser.value(seats).split(QLatin1Char(','), Qt::SkipEmptyParts);
    bool ok = true;
    bool good = false;
    options.seed = parser.value(seed).toULongLong(&good);
    ok = ok && good;
    options.minTurns = parser.value(minTurns).toInt(&good);
    ok = ok && good;
    options.maxTurns = parser.value(maxTurns).toInt(&good);
    ok = ok && good;
    options.startupRuns = parser.value(startupRuns).toInt(&good);
    ok = ok && good;
    options.limitMs = parser.value(limit).toDouble(&good);
    ok = ok && good;
    if (parser.isSet(sceneCosts)) {
        options.sceneCostsAt = parser.value(sceneCosts).toInt(&good);
        ok = ok && good;
    }
    options.countItems = parser.isSet(countItems);
    if (parser.isSet(lateTable)) {
        options.lateTable = parser.value(lateTable).toInt(&good);
        ok = ok && good && options.lateTable > 0 && options.lateTable <= 106;
    }
    options.app = parser.value(appPath);
    options.framesCsv = parser.value(csv);
    const QList<SeatKind> kinds = seatKindsOf(options.seats);
    if (!ok || options.seats.size() < 2 || kinds.size() != options.seats.size() || !kinds.contains(SeatKind::Person)) {
        std::fprintf(stderr, "ui_frame_benchmark: bad arguments (the seats need a human; --help)\n");
        return 2;
    }

    if (parser.isSet(writeSave)) {
        for (quint64 deal = options.seed; options.lateTable > 0 && deal < options.seed + 1000; ++deal) {
            if (const std::optional<SavedGame> save = latePosition(options.seats, deal, options.lateTable)) {
                QString error;
                if (!writeSaveFile(parser.value(writeSave), *save, &error)) {
                    std::fprintf(stderr, "ui_frame_benchmark: %s\n", qPrintable(error));
                    return 1;
                }
                std::printf("deal %llu after %zu turns\n", static_cast<unsigned long long>(deal), save->actions.size());
                return 0;
            }
        }
        std::fprintf(stderr, "ui_frame_benchmark: --write-save needs --late-table N that a deal reaches\n");
        return 2;
    }

    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));

    int status = 0;
    {
        FrameBenchmark bench(options, mainEntered, appMade);
        status = bench.runAll();
    }
    if (status == 0)
        measureAppStartup(options);
    return status;
}
