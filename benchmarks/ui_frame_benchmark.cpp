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
//
// The files: this one (the command line and main), and those
// frame_benchmark.h names (what they share, and which file holds what).
#include "frame_benchmark.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)
using namespace uiframe;

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
