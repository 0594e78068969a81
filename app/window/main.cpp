// tilerummy: the game window. `tilerummy --players human,expert --seed 5`
// starts straight into a game with those seats (the game saved on quit is
// then kept in the save folder, not asked about); without arguments the game
// saved on quit is offered again. Shows the TileRummy QML module.
#include "quit_on_signal.h"
#include "save/game_history.h"
#include "save/save_game.h"
#include "session/game_controller.h"
#include "settings/app_settings.h"
#include "settings/language.h"
#include "settings/launch_options.h"
#include "window/button_accessibility.h"
#include "window/invite_events.h"
#include "window/reader_events.h"
#include "window/render_backend.h"
#include "window/window_screen.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>

#include <atomic>
#include <cstdio>
#include <cstring>
#include <memory>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)

namespace {

void setApplicationInfo()
{
    QCoreApplication::setApplicationName(QStringLiteral("tilerummy"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TILERUMMY_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Tile Rummy"));
}

// --help or --version asked for: answered without a window, so without a display.
bool onlyTextAsked(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char* option : {"-h", "-?", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

// Prints the help or the version; false when neither was asked for.
bool answeredText(const LaunchOptions& options)
{
    if (options.showHelp) {
        std::fputs(qPrintable(options.helpText), stdout);
        return true;
    }
    if (options.showVersion) {
        std::printf("tilerummy %s\n", TILERUMMY_VERSION);
        return true;
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart; // for --quit-after-first-frame
    sinceStart.start();
    if (onlyTextAsked(argc, argv)) {
        const QCoreApplication app(argc, argv);
        setApplicationInfo();
        if (answeredText(parseLaunchOptions(QCoreApplication::arguments())))
            return 0;
    }
    QApplication app(argc, argv);
    setApplicationInfo();
    QApplication::setApplicationDisplayName(QStringLiteral("Tile Rummy"));
    // The desktop entry (packaging/linux): the window's app id on Wayland.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tilerummy.TileRummy"));
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/tilerummy-%1.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);

    const LaunchOptions options = parseLaunchOptions(QApplication::arguments());
    if (answeredText(options))
        return 0;
    for (const QString& warning : options.warnings)
        std::fprintf(stderr, "tilerummy: %s\n", qPrintable(warning));

    // The scene draws its own controls: the Basic style is the one made for that.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));

    // Without a GPU, Qt Quick's software backend is the fast one.
    if (const QString backend = chooseRenderBackend(); !backend.isEmpty() && options.quitAfterFirstFrame)
        std::printf("tilerummy: renderer %s\n", qPrintable(backend));

    AppSettings settings;
    tilerummy::ui::useLanguage(settings.language());

    GameController game;                                    // outlives the engine, which holds a pointer to it
    game.host()->setCertificateFile(hostCertificatePath()); // the same fingerprint at every table hosted here
    if (!options.seats.isEmpty())
        game.setSeats(options.seats);
    if (!options.explicitGame) {
        // The game set up last time in the new game dialog, with a new deal;
        // not one that would open a table to the network behind the start
        // screen (the person hosts again from the dialog).
        const QVariantMap last = MatchOptions::lastSetup(&settings);
        if (MatchOptions::hostsATable(last) || !game.newMatch(last).isEmpty())
            game.start(MatchOptions::kDefaultPlayers, MatchOptions::randomSeed());
    } else {
        tilerummy::Rules rules;
        rules.turnSeconds = settings.turnSeconds();
        game.start(options.players, options.seed.value_or(MatchOptions::randomSeed()), rules);
    }
    // The game kept from last time is offered; when a new one was asked for
    // on the command line it is kept in the save folder instead (a notice
    // says where): nothing is dropped, and the game asked for is played.
    game.saves()->setAutosaveFile(autosavePath());
    game.saves()->setHistoryFolder(gameHistoryFolder());
    game.joinedTable()->setKeptSeatFile(keptSeatPath()); // "Rejoin Ann's table" on the start screen
    if (!game.saves()->offerResume())
        game.saves()->autosave();
    else if (options.resume)
        game.saves()->resumeAutosave(); // refused: game.saves.resumeRefusal says why, over the new game
    else if (options.explicitGame)
        game.saves()->keepOfferedGameIn(settings.saveFolder().toLocalFile()); // else it is offered

    tilerummy::ui::installButtonAccessibility();
    tilerummy::ui::installReaderEventFilter();
    // An invitation opened while the game runs (macOS): the join dialog, filled in.
    InviteEvents invites;
    app.installEventFilter(&invites);
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    // The first screen, unless a game was asked for on the command line.
    engine.setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(&game)},
                                 {QStringLiteral("settings"), QVariant::fromValue(&settings)},
                                 {QStringLiteral("invite"), options.invite},
                                 {QStringLiteral("invites"), QVariant::fromValue(&invites)},
                                 {QStringLiteral("screen"), static_cast<int>(options.explicitGame || options.resume
                                                                                 ? WindowScreen::Screen::Game
                                                                                 : WindowScreen::Screen::Start)}});
    tilerummy::ui::followLanguageSetting(&settings, &engine);
    // Closing the window, Ctrl+Q or the session ending: the game is kept.
    // A hosted table is paused: the friends keep their seats until it is resumed.
    QObject::connect(&app, &QCoreApplication::aboutToQuit, &game, [&game] {
        game.saves()->autosave();
        game.host()->pause();
    });
    quitOnTerminationSignals(&app); // kill, Ctrl+C, a closed terminal: saved too
    const QUrl url(QStringLiteral("qrc:/qt/qml/TileRummy/Main.qml"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreated, &app,
        [url](QObject* object, const QUrl& objectUrl) {
            if (!object && objectUrl == url)
                QCoreApplication::exit(1);
        },
        Qt::QueuedConnection);
    engine.load(url);
    if (engine.rootObjects().isEmpty())
        return 1;
    // Start-up benchmarks (benchmarks/ui_frame_benchmark.cpp): the time to the
    // first frame shown (frameSwapped may come on the render thread), then quit.
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (options.quitAfterFirstFrame && window) {
        auto shown = std::make_shared<std::atomic_bool>(false);
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [&sinceStart, shown] {
                if (shown->exchange(true))
                    return;
                std::printf("tilerummy: first frame %lld ms after main()\n",
                            static_cast<long long>(sinceStart.elapsed()));
                std::fflush(stdout);
                QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
            },
            Qt::DirectConnection);
    }
    return QApplication::exec();
}
