// Hot-seat privacy in the game's own window (Main.qml, offscreen): with two
// people and an AI at one screen, no person's tile is on screen outside that
// person's turn. Checked on the rack model and on the scene: no visible item
// anywhere in the window shows a tile of a person's rack, from the end of
// their turn (a draw or a penalty), through the AI's turn played out move by
// move, to the hand-over screen that asks for the next person; and every
// way in from the hand-over and from an AI's turn between people (the
// review, the log's replay, Last turn, a hint, the game's state said) shows
// and says no rack.
#include "assist/hint_assistant.h"
#include "board/rack_model.h"
#include "news/spoken_news.h"
#include "review/game_review.h"
#include "session/game_controller.h"
#include "settings/app_settings.h"
#include "window/window_screen.h"
#include "words/tile_data.h"

#include "match.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)

namespace {

constexpr int kGenerous = 60000;

bool shownOnScreen(const QQuickItem* item)
{
    for (const QQuickItem* up = item; up; up = up->parentItem()) {
        if (!up->isVisible() || up->opacity() <= 0.0)
            return false;
    }
    return true;
}

// Every tile the window shows (an item with a tileId that is visible).
void collectShownTiles(const QQuickItem* item, QSet<int>* ids)
{
    if (!item->isVisible() || item->opacity() <= 0.0)
        return;
    const QVariant id = item->property("tileId");
    if (id.isValid() && shownOnScreen(item))
        ids->insert(id.toInt());
    const QList<QQuickItem*> children = item->childItems();
    for (const QQuickItem* child : children)
        collectShownTiles(child, ids);
}

} // namespace

class TestUiHotSeat : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void noRackShowsOutsideItsOwnersTurn();
    void onePersonKeepsTheirRackDuringAiTurns();
    void nothingReachableFromTheHandOverShowsARack();

private:
    // Every way in to the game's story and state, tried while nobody is
    // seated (a hand-over pending, or an AI's turn between people): none
    // shows or says a tile of a person's rack. `where` names the moment.
    void checkNothingShown(const char* where);
    // The review as the window opened it: no turn of the round in progress
    // shows its rack, another rack or what it could have laid.
    void checkReviewHidesTheRound(const char* where);
    GameReview* review() const;
    QString rackWords(int player) const;
    QQuickWindow* load(const QList<SeatKind>& seats, std::uint64_t seed);
    // The tiles of a person's rack that the window shows now.
    QSet<int> shownTilesOf(int player) const;
    // The tiles of every person's rack that the window shows now.
    QSet<int> shownPeoplesTiles() const;

    QTemporaryDir settingsDir_;
    std::unique_ptr<AppSettings> settings_;
    std::unique_ptr<GameController> controller_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;
};

void TestUiHotSeat::initTestCase()
{
    QQuickStyle::setStyle(QStringLiteral("Basic"));
}

void TestUiHotSeat::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("qrc:/qt/qml/TileRummy/")));
}

void TestUiHotSeat::cleanup()
{
    window_ = nullptr;
    engine_.reset();
    controller_.reset();
    settings_.reset();
}

QQuickWindow* TestUiHotSeat::load(const QList<SeatKind>& seats, std::uint64_t seed)
{
    if (!settingsDir_.isValid())
        return nullptr;
    const QString ini = settingsDir_.filePath(QStringLiteral("settings.ini"));
    QFile::remove(ini);
    settings_ = std::make_unique<AppSettings>(ini);
    // The AI's play is shown move by move, as a player sees it.
    settings_->setAnimationSpeed(AppSettings::Fast);
    settings_->setSoundEnabled(false);
    controller_ = std::make_unique<GameController>();
    if (!controller_->setSeats(seats))
        return nullptr;
    controller_->start(static_cast<int>(seats.size()), seed);
    engine_ = std::make_unique<QQmlApplicationEngine>();
    engine_->addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine_->setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(controller_.get())},
                                   {QStringLiteral("settings"), QVariant::fromValue(settings_.get())}});
    engine_->load(QUrl(QStringLiteral("qrc:/qt/qml/TileRummy/Main.qml")));
    if (engine_->rootObjects().size() != 1)
        return nullptr;
    window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().first());
    if (window_ == nullptr || !QTest::qWaitForWindowExposed(window_))
        return nullptr;
    return window_;
}

QSet<int> TestUiHotSeat::shownTilesOf(int player) const
{
    QSet<int> shown;
    collectShownTiles(window_->contentItem(), &shown);
    QSet<int> rack;
    for (const tilerummy::TileId id : controller_->game().rack(player))
        rack.insert(static_cast<int>(id));
    return shown & rack;
}

QSet<int> TestUiHotSeat::shownPeoplesTiles() const
{
    QSet<int> out;
    for (int player = 0; player < controller_->playerCount(); ++player) {
        if (controller_->atThisScreen(player))
            out |= shownTilesOf(player);
    }
    return out;
}

void TestUiHotSeat::noRackShowsOutsideItsOwnersTurn()
{
    // Two people and an expert; a deal where the first person begins.
    std::uint64_t seed = 1;
    while (tilerummy::Match(3, tilerummy::Rules{}, seed).round().currentPlayer() != 0)
        ++seed;
    QVERIFY(load({SeatKind::Person, SeatKind::Person, SeatKind::Expert}, seed));
    QCOMPARE(controller_->currentPlayer(), 0);

    // Whenever the models change outside a person's confirmed turn, the rack model is empty.
    int leaks = 0;
    auto checkModel = [&] {
        const bool personsTurn = controller_->isHumanTurn() && !controller_->handOverPending();
        if (!personsTurn && controller_->board()->rack()->rowCount() != 0)
            ++leaks;
    };
    connect(controller_.get(), &GameController::gameChanged, this, checkModel);
    connect(controller_->board(), &TurnBoard::draftChanged, this, checkModel);
    // And the scene, every few milliseconds.
    int sceneLeaks = 0;
    int aiChecks = 0;
    QTimer sceneWatch;
    sceneWatch.setInterval(5);
    connect(&sceneWatch, &QTimer::timeout, this, [&] {
        const bool personsTurn = controller_->isHumanTurn() && !controller_->handOverPending();
        if (personsTurn)
            return;
        if (!controller_->isHumanTurn())
            ++aiChecks;
        if (!shownPeoplesTiles().isEmpty())
            ++sceneLeaks;
    });
    sceneWatch.start();

    int aiTurnsSeen = 0;
    bool penaltySeen = false;
    for (int round = 0; round < 4; ++round) {
        for (int person = 0; person < 2; ++person) {
            // Each person is asked for, also after the AI's turn.
            QTRY_VERIFY_WITH_TIMEOUT(controller_->isHumanTurn() && controller_->currentPlayer() == person, kGenerous);
            QVERIFY(controller_->handOverPending());
            QCOMPARE(controller_->rackPlayer(), -1);
            QCOMPARE(controller_->board()->rack()->rowCount(), 0);
            QVERIFY(shownPeoplesTiles().isEmpty());

            controller_->confirmHandOver();
            // Their rack shows (the check above can see tiles)...
            QTRY_COMPARE(shownTilesOf(person).size(), static_cast<int>(controller_->game().rack(person).size()));
            // ... and nobody else's.
            QVERIFY(shownTilesOf(1 - person).isEmpty());

            const int drawnBefore = static_cast<int>(controller_->game().rack(person).size());
            if (!penaltySeen && person == 1) {
                // An illegal table: the penalty tiles go to a hidden rack too.
                const tilerummy::TileId tile = controller_->game().rack(person).front();
                QVERIFY(controller_->board()->moveToNewSet({static_cast<int>(tile)}));
                QVERIFY(controller_->endTurn());
                QTRY_VERIFY_WITH_TIMEOUT(controller_->currentPlayer() != person, kGenerous);
                QVERIFY(static_cast<int>(controller_->game().rack(person).size()) > drawnBefore);
                penaltySeen = true;
            } else {
                QVERIFY(controller_->drawTile());
            }
            // At once: the rack is gone, model and scene.
            QCOMPARE(controller_->rackPlayer(), -1);
            QCOMPARE(controller_->board()->rack()->rowCount(), 0);
            QVERIFY(shownPeoplesTiles().isEmpty());
            QTest::qWait(20); // a negative check: nor a moment later
            QVERIFY(shownPeoplesTiles().isEmpty());
            if (person == 1) {
                // The expert's turn, played out move by move: nobody's rack shows.
                QVERIFY(!controller_->isHumanTurn());
                ++aiTurnsSeen;
                QTRY_VERIFY_WITH_TIMEOUT(controller_->isHumanTurn(), kGenerous);
            }
        }
    }
    sceneWatch.stop();
    QVERIFY(penaltySeen);
    QCOMPARE(aiTurnsSeen, 4);
    QVERIFY(aiChecks > 0); // the scene was looked at during the AI's turns
    QCOMPARE(leaks, 0);
    QCOMPARE(sceneLeaks, 0);
}

void TestUiHotSeat::onePersonKeepsTheirRackDuringAiTurns()
{
    std::uint64_t seed = 1;
    while (tilerummy::Match(3, tilerummy::Rules{}, seed).round().currentPlayer() != 0)
        ++seed;
    QVERIFY(load({SeatKind::Person, SeatKind::Standard, SeatKind::Expert}, seed));
    QVERIFY(!controller_->handOverPending());
    QCOMPARE(controller_->rackPlayer(), 0);
    QVERIFY(controller_->drawTile());
    QVERIFY(!controller_->isHumanTurn());
    // The single player's game: their own rack stays in front of them.
    QCOMPARE(controller_->rackPlayer(), 0);
    QCOMPARE(controller_->board()->rack()->rowCount(), static_cast<int>(controller_->game().rack(0).size()));
    QTRY_COMPARE(shownTilesOf(0).size(), static_cast<int>(controller_->game().rack(0).size()));
    QTRY_VERIFY_WITH_TIMEOUT(controller_->isHumanTurn(), kGenerous);
    QVERIFY(!controller_->handOverPending());
}

GameReview* TestUiHotSeat::review() const
{
    return window_->property("reviewBoard").value<GameReview*>();
}

QString TestUiHotSeat::rackWords(int player) const
{
    QStringList words;
    for (const tilerummy::TileId id : controller_->game().rack(player))
        words << tilerummy::ui::tileFace(id).accessibleName;
    return words.join(QLatin1Char('|'));
}

void TestUiHotSeat::checkReviewHidesTheRound(const char* where)
{
    GameReview* board = review();
    QVERIFY2(board && board->loaded(), where);
    QCOMPARE(window_->property("screen").toInt(), static_cast<int>(WindowScreen::Screen::Review));
    for (int position = 0; position < board->positionCount(); ++position) {
        QVERIFY(board->goToPosition(position));
        QVERIFY2(!board->rackShown(), where);
        QVERIFY2(!board->betterPlayExisted(), where);
        QCOMPARE(board->board()->rack()->rowCount(), 0);
        for (const ReviewedRack& other : board->otherRacks())
            QVERIFY2(other.hidden && other.tiles.isEmpty(), where);
        QTRY_VERIFY2(shownPeoplesTiles().isEmpty(), where);
        QVERIFY2(!board->showMe(), where);
    }
    QVERIFY2(board->summary().isEmpty(), where); // no turn of a person is judged
    QVERIFY2(board->biggestMisses().isEmpty(), where);
    QMetaObject::invokeMethod(window_, "leaveReview");
    QMetaObject::invokeMethod(window_, "showScreen", Q_ARG(int, static_cast<int>(WindowScreen::Screen::Game)));
    QCOMPARE(window_->property("screen").toInt(), static_cast<int>(WindowScreen::Screen::Game));
}

void TestUiHotSeat::checkNothingShown(const char* where)
{
    QVERIFY2(shownPeoplesTiles().isEmpty(), where);
    // F1, then the start screen's Review this game.
    window_->requestActivate();
    QTest::keyClick(window_, Qt::Key_F1);
    QTRY_COMPARE(window_->property("screen").toInt(), static_cast<int>(WindowScreen::Screen::Start));
    auto* reviewButton = window_->findChild<QQuickItem*>(QStringLiteral("reviewThisGameButton"));
    QVERIFY2(reviewButton && reviewButton->isVisible(), where);
    QVERIFY(QMetaObject::invokeMethod(reviewButton, "clicked"));
    checkReviewHidesTheRound(where);
    // The log's replay of a turn (its ↻) opens the same review at that turn.
    QVERIFY(QMetaObject::invokeMethod(window_, "replayTurn", Q_ARG(int, 0), Q_ARG(int, 0)));
    checkReviewHidesTheRound(where);
    // Last turn, played again on the table.
    if (controller_->canReplayLastTurn()) {
        QVERIFY(controller_->replayLastTurn());
        for (int i = 0; i < 20; ++i) {
            QVERIFY2(shownPeoplesTiles().isEmpty(), where);
            QCOMPARE(controller_->board()->rack()->rowCount(), 0);
            QTest::qWait(10); // a negative check, looked at every 10 ms while the turn plays again
        }
    }
    // A hint is for the person at their turn only.
    QTest::keyClick(window_, Qt::Key_H, Qt::ControlModifier);
    QVERIFY2(!controller_->hint()->request(), where);
    QVERIFY2(!controller_->hint()->pending(), where);
    // The game's state said (Ctrl+I) counts racks and names no tile.
    const QString state = controller_->news()->state();
    QVERIFY2(!state.isEmpty(), where);
    for (int player = 0; player < controller_->playerCount(); ++player) {
        for (const QString& tile : rackWords(player).split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
            const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(tile)));
            QVERIFY2(!word.match(state).hasMatch(), qPrintable(QStringLiteral("%1: %2").arg(where, state)));
        }
    }
    QVERIFY2(shownPeoplesTiles().isEmpty(), where);
}

void TestUiHotSeat::nothingReachableFromTheHandOverShowsARack()
{
    std::uint64_t seed = 1;
    while (tilerummy::Match(3, tilerummy::Rules{}, seed).round().currentPlayer() != 0)
        ++seed;
    QVERIFY(load({SeatKind::Person, SeatKind::Person, SeatKind::Standard}, seed));
    for (int person = 0; person < 2; ++person) {
        QTRY_VERIFY_WITH_TIMEOUT(controller_->isHumanTurn() && controller_->currentPlayer() == person, kGenerous);
        QVERIFY(controller_->handOverPending());
        controller_->confirmHandOver();
        QVERIFY(controller_->drawTile());
    }
    // The AI's turn between the people.
    QVERIFY(!controller_->isHumanTurn());
    checkNothingShown("during the AI's turn");
    QTRY_VERIFY_WITH_TIMEOUT(controller_->isHumanTurn() && controller_->currentPlayer() == 0, kGenerous);
    QTRY_VERIFY_WITH_TIMEOUT(!controller_->animating(), kGenerous);
    QVERIFY(controller_->handOverPending());
    checkNothingShown("at the hand-over");
    QVERIFY(controller_->handOverPending());

    // Seated, the first person's review shows their own turns and not the other's.
    controller_->confirmHandOver();
    QVERIFY(controller_->saves()->openInReview(review()).isEmpty());
    bool ownSeen = false;
    for (int position = 0; position < review()->positionCount(); ++position) {
        QVERIFY(review()->goToPosition(position));
        const int player = review()->currentPlayer();
        QCOMPARE(review()->rackShown(), player == 0);
        ownSeen = ownSeen || player == 0;
        for (const ReviewedRack& other : review()->otherRacks())
            QCOMPARE(other.hidden, other.player != 0);
    }
    QVERIFY(ownSeen);
}

QTEST_MAIN(TestUiHotSeat)
#include "test_ui_hot_seat.moc"
