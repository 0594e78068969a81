// The frame benchmark's window: Main.qml loaded as the app loads it, a game
// started (from the deal or a late position), and every frame recorded from
// the window's signals (GUI and render thread), with the phase of play and
// whether something moved on screen.
#include "frame_benchmark.h"

#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSGRendererInterface>
#include <QThread>

#include <cstdio>

namespace uiframe {

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

} // namespace uiframe
