// How the frame benchmark's games and the app start: the seats the command
// line names, the late positions a game can start from (--late-table), and
// the real app's start-up, `tilerummy --quit-after-first-frame` launched as a
// child process.
#include "frame_benchmark.h"

#include "ai_player.h"
#include "match_record.h"
#include "tile_ids.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <algorithm>
#include <cstdio>

namespace uiframe {

// The seats the command line names (MatchOptions::seatKindNamed); unknown ones are left out.
QList<SeatKind> seatKindsOf(const QStringList& names)
{
    QList<SeatKind> kinds;
    for (const QString& name : names)
        if (const std::optional<SeatKind> kind = MatchOptions::seatKindNamed(name))
            kinds.append(*kind);
    return kinds;
}

// A late position of a deal, reached by legal turns: every seat draws until
// the pool is empty, then each plays as the standard AI would, except that no
// one goes out (a play that would empty the rack is not made: the player passes,
// as the rules allow), until `tiles` or more lie on the table, whoever is to
// play then (an AI's turn is shown, then the person's). The save of that game;
// nullopt when the round ends first.
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

} // namespace uiframe
