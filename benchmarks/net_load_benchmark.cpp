// net_load_benchmark: the network table under load.
//
// Starts one `tilerummy-cli serve` child process with T tables of four remote
// seats (or the seats of --seats), then seats a bot for each remote seat (tilerummy::net::RemoteBot: the standard AI on
// a small node budget, each on its own WebSocket) in this process, all on one event loop, and lets them play until
// every game is over. It reports:
//   latency   a bot's move (play or draw) sent -> the host's `turn` message
//             for it received, over every move of every bot (p50/p90/p99/max).
//             The bots share this process's one thread, so a message waits
//             here while other bots think: the loop's lag (a 10 ms timer's
//             lateness) is reported beside it
//   next turn a bot's move sent -> the next player's `turn` message received:
//             with --seats remote,standard the host's AI answer, which waited
//             for the bot's delayed acknowledgement while Nagle's algorithm
//             was on (the host sends the two turns back to back)
//   server    the serve process's CPU time (utime+stime of /proc/PID/stat,
//             sampled every 50 ms and as each bot finishes, the last sample
//             kept) and its peak memory (VmHWM and the largest VmRSS of
//             /proc/PID/status), in all and per table;
//             getrusage(RUSAGE_CHILDREN) after it exits checks them
//   also      wall time, the time until every bot had its deal, what the bots
//             were told on the way (refusals, lost connections), the serve's
//             own summary line, the connections the kernel dropped for a full
//             accept queue (TcpExt ListenOverflows, machine-wide)
// as a block for people and one JSON line. Not a test: it exits 0 when every
// bot played to the end and the serve exited 0, 1 otherwise, 2 on bad usage.
//
//   net_load_benchmark [--tables T] [--games G] [--seed S] [--ai-nodes N]
//                      [--seats LIST] [--cli PATH] [--timeout-s S] [--no-announce]
//
// --no-announce is passed on to the serve (no table announced on the local
// network); by default the serve announces its tables, as it does for people.
//
// The CLI defaults to ../bin/tilerummy-cli next to this program (the build
// tree's layout). docs/benchmarks.md has the figures.
#include "net/remote_bot.h"
#include "percentile.h"
#include "proc_sample.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

namespace {

using tilerummy::net::RemoteBot;
using tilerummy::net::TableClient;

int usage()
{
    std::fprintf(stderr, "usage: net_load_benchmark [--tables T] [--games G] [--seed S] [--ai-nodes N] "
                         "[--seats LIST] [--cli PATH] [--timeout-s S] [--no-announce]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    int tables = 100;
    int games = 1;
    std::string seed = "1";
    long long aiNodes = 20000;
    int timeoutS = 3600;
    QString cliPath;
    bool announce = true;
    QString seats = QStringLiteral("remote,remote,remote,remote");
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--no-announce") {
            announce = false;
            continue;
        }
        if (i + 1 >= argc)
            return usage();
        const char* value = argv[++i];
        if (arg == "--tables")
            tables = std::atoi(value);
        else if (arg == "--games")
            games = std::atoi(value);
        else if (arg == "--seed")
            seed = value;
        else if (arg == "--ai-nodes")
            aiNodes = std::atoll(value);
        else if (arg == "--seats")
            seats = QString::fromLocal8Bit(value);
        else if (arg == "--cli")
            cliPath = QString::fromLocal8Bit(value);
        else if (arg == "--timeout-s")
            timeoutS = std::atoi(value);
        else
            return usage();
    }
    if (tables < 1 || tables > 1000 || games < 1 || aiNodes < 1 || timeoutS < 1)
        return usage();
    const int remoteSeats = static_cast<int>(seats.split(QLatin1Char(',')).count(QStringLiteral("remote")));
    if (remoteSeats < 1)
        return usage();
    const int botCount = remoteSeats * tables;

    // One socket a bot here, one a seat in the serve (which inherits the limit).
    rlimit files{};
    if (getrlimit(RLIMIT_NOFILE, &files) == 0) {
        const rlim_t want = static_cast<rlim_t>(botCount) + 256;
        if (files.rlim_cur < want && files.rlim_cur < files.rlim_max) {
            files.rlim_cur = files.rlim_max;
            setrlimit(RLIMIT_NOFILE, &files);
            getrlimit(RLIMIT_NOFILE, &files);
        }
        if (files.rlim_cur < want)
            std::fprintf(stderr, "net_load_benchmark: only %llu files may be open, %llu wanted\n",
                         static_cast<unsigned long long>(files.rlim_cur), static_cast<unsigned long long>(want));
    }

    QCoreApplication app(argc, argv);
    if (cliPath.isEmpty())
        cliPath = QCoreApplication::applicationDirPath() + QStringLiteral("/../bin/tilerummy-cli");
    if (!QFile::exists(cliPath)) {
        std::fprintf(stderr, "net_load_benchmark: no CLI at %s (--cli PATH)\n", qPrintable(cliPath));
        return 2;
    }
    const QString loadAtStart = loadAverage();
    const long long overflowsAtStart = listenOverflows();

    QProcess serve;
    serve.setProgram(cliPath);
    serve.setArguments({QStringLiteral("serve"), QStringLiteral("--host"), QStringLiteral("127.0.0.1"),
                        QStringLiteral("--tables"), QString::number(tables), QStringLiteral("--seats"), seats,
                        QStringLiteral("--games"), QString::number(games), QStringLiteral("--seed"),
                        QString::fromStdString(seed)});
    if (!announce)
        serve.setArguments(serve.arguments() << QStringLiteral("--no-announce"));
    serve.setProcessChannelMode(QProcess::SeparateChannels);

    QElapsedTimer wall;
    qint64 botsStartNs = -1;
    qint64 dealtNs = -1;
    qint64 botsDoneNs = -1;
    qint64 serveExitNs = -1;
    QJsonObject serveSummary;
    QByteArray serveErr;
    int port = -1;
    qint64 pid = 0;

    ProcSample last;        // the last sample taken while the serve ran
    ProcSample atListening; // right after it listened, before any bot
    double maxRssMiB = 0;
    double maxHwmMiB = 0; // a process that has exited but is not reaped yet shows no memory
    int maxThreads = 0;
    auto sample = [&] {
        if (pid <= 0)
            return;
        const ProcSample s = sampleProc(pid);
        if (!s.ok)
            return;
        last = s;
        maxRssMiB = std::max(maxRssMiB, s.rssMiB);
        maxHwmMiB = std::max(maxHwmMiB, s.hwmMiB);
        maxThreads = std::max(maxThreads, s.threads);
    };
    QTimer sampler;
    sampler.setInterval(50);
    QObject::connect(&sampler, &QTimer::timeout, &app, sample);

    // The bots' loop: how late a 10 ms timer fires.
    std::vector<double> lagMs;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        lagMs.push_back(std::max(0.0, static_cast<double>(sinceTick.nsecsElapsed()) / 1e6 - 10.0));
        sinceTick.restart();
    });

    std::vector<std::unique_ptr<RemoteBot>> bots;
    std::vector<double> latencyMs;
    std::vector<double> nextTurnMs;
    long long moves = 0;
    int finished = 0;
    int failed = 0;
    std::vector<QString> failures;
    std::vector<QString> remarks;
    int remarkCount = 0;

    auto stopWhenDone = [&] {
        if (botsDoneNs >= 0 && serveExitNs >= 0)
            QMetaObject::invokeMethod(&app, &QCoreApplication::quit, Qt::QueuedConnection);
    };

    // Until every bot has its deal (every table playing).
    QTimer dealtPoll;
    dealtPoll.setInterval(20);
    QObject::connect(&dealtPoll, &QTimer::timeout, &app, [&] {
        for (const auto& bot : bots)
            if (!bot->view().inGame() && !bot->view().matchOver() && !bot->isFinished())
                return;
        dealtNs = wall.nsecsElapsed();
        dealtPoll.stop();
    });

    auto startBots = [&] {
        TableClient::Join join;
        join.url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port));
        RemoteBot::Options options;
        options.level = tilerummy::AiLevel::Standard;
        options.nodeLimit = aiNodes;
        botsStartNs = wall.nsecsElapsed();
        for (int i = 0; i < botCount; ++i) {
            join.name = QStringLiteral("Load %1").arg(i, 4, 10, QLatin1Char('0'));
            bots.push_back(std::make_unique<RemoteBot>(join, options));
            RemoteBot* bot = bots.back().get();
            QObject::connect(bot, &RemoteBot::moveSent, &app, [&moves] { ++moves; });
            QObject::connect(bot, &RemoteBot::moveAnswered, &app,
                             [&latencyMs](qint64 ns) { latencyMs.push_back(static_cast<double>(ns) / 1e6); });
            QObject::connect(bot, &RemoteBot::nextTurnCame, &app,
                             [&nextTurnMs](qint64 ns) { nextTurnMs.push_back(static_cast<double>(ns) / 1e6); });
            QObject::connect(bot, &RemoteBot::remark, &app, [&](const QString& line) {
                if (++remarkCount <= 20)
                    remarks.push_back(QStringLiteral("%1 s: %2").arg(wall.elapsed() / 1000.0, 0, 'f', 1).arg(line));
            });
            QObject::connect(bot, &RemoteBot::finished, &app, [&, bot](int code, const QString& message) {
                if (code != 0) {
                    ++failed;
                    if (failures.size() < 20)
                        failures.push_back(bot->join().name + QStringLiteral(": ") + message);
                }
                sample(); // the serve exits soon after the last bot is told its match is over
                if (++finished == botCount) {
                    botsDoneNs = wall.nsecsElapsed();
                    stopWhenDone();
                }
            });
        }
        for (auto& bot : bots)
            bot->start();
        dealtPoll.start();
    };

    QByteArray outBuffer;
    auto readOut = [&] {
        outBuffer += serve.readAllStandardOutput();
        qsizetype newline;
        while ((newline = outBuffer.indexOf('\n')) >= 0) {
            const QByteArray line = outBuffer.left(newline).trimmed();
            outBuffer.remove(0, newline + 1);
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            if (port < 0 && object.contains(QStringLiteral("listening"))) {
                port = object.value(QStringLiteral("listening")).toInt();
                atListening = sampleProc(pid);
                startBots();
            } else if (object.contains(QStringLiteral("games"))) {
                serveSummary = object;
            } else if (!line.isEmpty()) {
                std::fprintf(stderr, "serve said: %s\n", line.constData());
            }
        }
    };
    QObject::connect(&serve, &QProcess::readyReadStandardOutput, &app, readOut);
    QObject::connect(&serve, &QProcess::readyReadStandardError, &app,
                     [&] { serveErr += serve.readAllStandardError(); });
    QObject::connect(&serve, &QProcess::finished, &app, [&](int, QProcess::ExitStatus) {
        serveExitNs = wall.nsecsElapsed();
        sampler.stop();
        readOut();
        serveErr += serve.readAllStandardError();
        if (botsDoneNs < 0) // the bots would try to take their seats back for a minute
            QTimer::singleShot(5000, &app, &QCoreApplication::quit);
        stopWhenDone();
    });
    QObject::connect(&serve, &QProcess::errorOccurred, &app, [&](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            std::fprintf(stderr, "net_load_benchmark: cannot start %s\n", qPrintable(cliPath));
            QCoreApplication::exit(2);
        }
    });
    QTimer::singleShot(timeoutS * 1000, &app, [&] {
        std::fprintf(stderr, "net_load_benchmark: timed out after %d s\n", timeoutS);
        serve.kill();
        QCoreApplication::exit(1);
    });

    wall.start();
    serve.start();
    if (!serve.waitForStarted(10000))
        return 2;
    pid = serve.processId();
    sampler.start();
    sinceTick.start();
    ticker.start();
    const int loopCode = app.exec();
    ticker.stop();
    if (loopCode == 2)
        return 2;
    if (serve.state() != QProcess::NotRunning) {
        serve.kill();
        serve.waitForFinished(5000);
    }

    const long long overflows = overflowsAtStart < 0 ? -1 : listenOverflows() - overflowsAtStart;
    rusage children{};
    getrusage(RUSAGE_CHILDREN, &children);
    rusage self{};
    getrusage(RUSAGE_SELF, &self);
    const double childCpuS = seconds(children.ru_utime) + seconds(children.ru_stime);
    const double childMaxRssMiB = static_cast<double>(children.ru_maxrss) / 1024.0;
    const double selfCpuS = seconds(self.ru_utime) + seconds(self.ru_stime);

    const double playS = botsStartNs >= 0 && botsDoneNs >= 0 ? static_cast<double>(botsDoneNs - botsStartNs) / 1e9 : -1;
    const double wallS = static_cast<double>((serveExitNs >= 0 ? serveExitNs : wall.nsecsElapsed())) / 1e9;
    const double dealtS = dealtNs >= 0 ? static_cast<double>(dealtNs - botsStartNs) / 1e9 : -1;
    const double peakMiB = std::max(maxHwmMiB, maxRssMiB);
    const int gamesPlayed = serveSummary.value(QStringLiteral("games")).toInt();
    const double avgTurns = serveSummary.value(QStringLiteral("avgTurns")).toDouble();
    const int serveCode = serve.exitStatus() == QProcess::NormalExit ? serve.exitCode() : -1;
    const double mean =
        latencyMs.empty() ? 0 : std::accumulate(latencyMs.begin(), latencyMs.end(), 0.0) / latencyMs.size();
    const QStringList errLines = QString::fromUtf8(serveErr).split(QLatin1Char('\n'), Qt::SkipEmptyParts);

    std::printf("net_load_benchmark: %d tables of %s, %d bots (standard AI, %lld nodes), %d game(s) a "
                "table, seed %s%s\n",
                tables, qPrintable(seats), botCount, aiNodes, games, seed.c_str(), announce ? "" : ", --no-announce");
    std::printf("machine: %ld cores, load average at the start %s; open files allowed %llu\n",
                sysconf(_SC_NPROCESSORS_ONLN), qPrintable(loadAtStart),
                static_cast<unsigned long long>(files.rlim_cur));
    std::printf("wall: %.2f s from the serve's start to its exit; the bots played %.2f s; every bot dealt after "
                "%.2f s; connections the kernel dropped for a full accept queue (machine-wide): %lld\n",
                wallS, playS, dealtS, overflows);
    std::printf("games: %d played of %d (serve's summary: avgTurns %.2f, msPerGame %.0f); bots done %d of %d, %d "
                "failed; remarks %d\n",
                gamesPlayed, tables * games, avgTurns, serveSummary.value(QStringLiteral("msPerGame")).toDouble(),
                finished, botCount, failed, remarkCount);
    std::printf("latency (move sent -> its turn message), ms over %zu of %lld moves: p50 %.2f  p90 %.2f  p99 %.2f  "
                "max %.2f  mean %.2f\n",
                latencyMs.size(), moves, percentile(latencyMs, 0.5), percentile(latencyMs, 0.9),
                percentile(latencyMs, 0.99),
                latencyMs.empty() ? 0 : *std::max_element(latencyMs.begin(), latencyMs.end()), mean);
    std::printf("next turn (move sent -> the next player's turn message), ms over %zu: p50 %.2f  p90 %.2f  p99 %.2f  "
                "max %.2f\n",
                nextTurnMs.size(), percentile(nextTurnMs, 0.5), percentile(nextTurnMs, 0.9),
                percentile(nextTurnMs, 0.99),
                nextTurnMs.empty() ? 0 : *std::max_element(nextTurnMs.begin(), nextTurnMs.end()));
    std::printf("the bots' loop (10 ms timer lateness), ms: p50 %.2f  p99 %.2f  max %.2f; this process's CPU %.2f s\n",
                percentile(lagMs, 0.5), percentile(lagMs, 0.99),
                lagMs.empty() ? 0 : *std::max_element(lagMs.begin(), lagMs.end()), selfCpuS);
    std::printf("serve CPU (/proc stat, last sample): %.2f s, %.1f ms a table, %.0f us a move, %.0f%% of one core "
                "while the bots played; getrusage after exit: %.2f s\n",
                last.cpuS, 1000.0 * last.cpuS / tables, moves ? 1e6 * last.cpuS / static_cast<double>(moves) : 0.0,
                playS > 0 ? 100.0 * last.cpuS / playS : 0.0, childCpuS);
    std::printf("serve memory: peak %.1f MiB (VmHWM %.1f, largest VmRSS sampled %.1f), %.2f MiB a table; VmRSS "
                "when listening %.1f MiB, (peak - that) / tables %.3f MiB; getrusage maxrss %.1f MiB; threads at "
                "most %d\n",
                peakMiB, maxHwmMiB, maxRssMiB, peakMiB / tables, atListening.rssMiB,
                (peakMiB - atListening.rssMiB) / tables, childMaxRssMiB, maxThreads);
    std::printf("serve exit code %d; its stderr, %lld lines:\n", serveCode, static_cast<long long>(errLines.size()));
    for (qsizetype i = 0; i < std::min<qsizetype>(errLines.size(), 10); ++i)
        std::printf("  %s\n", qPrintable(errLines.at(i)));
    if (!remarks.empty()) {
        std::printf("what the bots were told (the first %zu of %d):\n", remarks.size(), remarkCount);
        for (const QString& r : remarks)
            std::printf("  %s\n", qPrintable(r));
    }
    for (const QString& f : failures)
        std::printf("failed: %s\n", qPrintable(f));

    auto round = [](double v, int places) {
        const double scale = std::pow(10.0, places);
        return std::round(v * scale) / scale;
    };
    QJsonObject latency{{QStringLiteral("p50"), round(percentile(latencyMs, 0.5), 3)},
                        {QStringLiteral("p90"), round(percentile(latencyMs, 0.9), 3)},
                        {QStringLiteral("p99"), round(percentile(latencyMs, 0.99), 3)},
                        {QStringLiteral("max"),
                         round(latencyMs.empty() ? 0 : *std::max_element(latencyMs.begin(), latencyMs.end()), 3)},
                        {QStringLiteral("mean"), round(mean, 3)}};
    QJsonObject json{
        {QStringLiteral("tables"), tables},
        {QStringLiteral("bots"), botCount},
        {QStringLiteral("gamesPerTable"), games},
        {QStringLiteral("gamesPlayed"), gamesPlayed},
        {QStringLiteral("aiNodes"), static_cast<double>(aiNodes)},
        {QStringLiteral("announce"), announce},
        {QStringLiteral("wallS"), round(wallS, 3)},
        {QStringLiteral("playS"), round(playS, 3)},
        {QStringLiteral("dealtS"), round(dealtS, 3)},
        {QStringLiteral("listenOverflows"), static_cast<double>(overflows)},
        {QStringLiteral("moves"), static_cast<double>(moves)},
        {QStringLiteral("answered"), static_cast<double>(latencyMs.size())},
        {QStringLiteral("latencyMs"), latency},
        {QStringLiteral("seats"), seats},
        {QStringLiteral("nextTurnMs"), QJsonObject{{QStringLiteral("p50"), round(percentile(nextTurnMs, 0.5), 3)},
                                                   {QStringLiteral("p99"), round(percentile(nextTurnMs, 0.99), 3)},
                                                   {QStringLiteral("count"), static_cast<double>(nextTurnMs.size())}}},
        {QStringLiteral("loopLagMsP99"), round(percentile(lagMs, 0.99), 3)},
        {QStringLiteral("loopLagMsMax"), round(lagMs.empty() ? 0 : *std::max_element(lagMs.begin(), lagMs.end()), 3)},
        {QStringLiteral("serveCpuS"), round(last.cpuS, 3)},
        {QStringLiteral("serveCpuMsPerTable"), round(1000.0 * last.cpuS / tables, 2)},
        {QStringLiteral("serveCpuSRusage"), round(childCpuS, 3)},
        {QStringLiteral("serveCpuUsPerMove"), round(moves ? 1e6 * last.cpuS / static_cast<double>(moves) : 0.0, 1)},
        {QStringLiteral("servePeakMiB"), round(peakMiB, 2)},
        {QStringLiteral("servePeakMiBPerTable"), round(peakMiB / tables, 3)},
        {QStringLiteral("servePeakMiBRusage"), round(childMaxRssMiB, 2)},
        {QStringLiteral("serveListeningMiB"), round(atListening.rssMiB, 2)},
        {QStringLiteral("serveMaxThreads"), maxThreads},
        {QStringLiteral("benchCpuS"), round(selfCpuS, 3)},
        {QStringLiteral("botsFailed"), failed},
        {QStringLiteral("remarks"), remarkCount},
        {QStringLiteral("serveExit"), serveCode},
        {QStringLiteral("serveStderrLines"), static_cast<int>(errLines.size())}};
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    const bool ok = failed == 0 && finished == botCount && serveCode == 0 && gamesPlayed == tables * games;
    return ok ? 0 : 1;
}
