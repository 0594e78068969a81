// The frame benchmark's games: the window loaded, the games played turn by
// turn (the watchdog of the GUI thread, the repaints while nothing moves, the
// model changes timed), the scene's items counted, the window closed; and
// --scene-costs-at, the still scene repainted with its parts hidden in turn.
#include "frame_benchmark.h"

#include <QJSValue>
#include <QMap>
#include <QSGRendererInterface>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace uiframe {

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

} // namespace uiframe
