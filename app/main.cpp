// tilerummy: the game window. Deals a round (--seed N for a given deal,
// --players N for 2..4 players) and shows it with the TileRummy QML module.
#include "game_controller.h"
#include "launch_options.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("tilerummy"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tile Rummy"));
    QApplication::setApplicationVersion(QStringLiteral(TILERUMMY_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Tile Rummy"));

    const LaunchOptions options = parseLaunchOptions(QApplication::arguments());
    if (options.showHelp) {
        std::fputs(qPrintable(options.helpText), stdout);
        return 0;
    }
    if (options.showVersion) {
        std::printf("tilerummy %s\n", TILERUMMY_VERSION);
        return 0;
    }
    for (const QString& warning : options.warnings)
        std::fprintf(stderr, "tilerummy: %s\n", qPrintable(warning));

    // The scene draws its own controls: the Basic style is the one made for that.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));

    GameController game; // outlives the engine, which holds a pointer to it
    game.start(options.players, options.seed.value_or(GameController::randomSeed()));

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(&game)}});
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
    return QApplication::exec();
}
