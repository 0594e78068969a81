// lobby_load_benchmark: a lobby under the load of a community's evening.
//
// Starts one `tilerummy-cli lobby` child (SQLite in a temporary folder), or
// uses lobby processes already running (--url, --pids: two behind HAProxy
// with PostgreSQL, benchmarks/lobby_cluster_benchmark.py starts them). Then,
// in this process, on one event loop:
//   1. N players (LobbyClient, keys made here) connect and sign in: new
//      players, then idle: the lobby's memory for an idle player;
//   2. each asks for a quick match of --seats at --quick-per-s requests a
//      second (waiting for people only); each group seated plays its table
//      with bots (RemoteBot, the standard AI on a small node budget) at a
//      person's pace (--delay-ms before each move), until every game is over
//      and every rating is told.
// The players are known to the lobby beforehand (registered in its database
// here: returning players; new ones from one address would be limited).
// It reports the quick match's wait (asked -> seated), a move's round trip
// (a bot's move sent -> the lobby's `turn` for it, p50/p90/p99/max), the
// bots' own loop lag beside it, and each lobby process's CPU time and memory
// (when listening, with N idle players, at its peak while the tables
// played): per idle player and per table. A block for people and one JSON
// line; exit 0 when every player played and was rated, 1 otherwise, 2 on bad
// usage. Not a test. docs/benchmarks.md has the figures.
//
//   lobby_load_benchmark [--players N] [--seats 2|4] [--quick-per-s R] [--delay-ms D]
//                        [--ai-nodes K] [--cli PATH] [--url URL --pids P[,P] --db DBURL] [--timeout-s S]
#include "lobby/lobby_client.h"
#include "lobby/lobby_store.h"
#include "net/remote_bot.h"
#include "percentile.h"
#include "proc_sample.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

namespace {

using tilerummy::lobby::LobbyClient;
using tilerummy::net::RemoteBot;

int usage()
{
    std::fprintf(stderr, "usage: lobby_load_benchmark [--players N] [--seats 2|4] [--quick-per-s R] [--delay-ms D] "
                         "[--ai-nodes K] [--cli PATH] [--url URL --pids P[,P] --db DBURL] [--timeout-s S]\n");
    return 2;
}

// One lobby process's figures.
struct Watched {
    qint64 pid = 0;
    ProcSample listening, idle, last;
    double peakMiB = 0;
};

struct Player {
    std::unique_ptr<LobbyClient> lobby;
    std::unique_ptr<RemoteBot> bot;
    QString name;
    qint64 askedNs = -1;
    bool signedIn = false;
    bool played = false;
    bool rated = false;
};

} // namespace

int main(int argc, char** argv)
{
    int players = 1000;
    int seats = 4;
    double quickPerS = 50;
    int delayMs = 1500;
    long long aiNodes = 20000;
    int timeoutS = 3600;
    QString cliPath;
    QString url;
    QString dbUrl;
    std::vector<qint64> pids;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc)
            return usage();
        const char* value = argv[++i];
        if (arg == "--players")
            players = std::atoi(value);
        else if (arg == "--seats")
            seats = std::atoi(value);
        else if (arg == "--quick-per-s")
            quickPerS = std::atof(value);
        else if (arg == "--delay-ms")
            delayMs = std::atoi(value);
        else if (arg == "--ai-nodes")
            aiNodes = std::atoll(value);
        else if (arg == "--cli")
            cliPath = QString::fromLocal8Bit(value);
        else if (arg == "--url")
            url = QString::fromLocal8Bit(value);
        else if (arg == "--pids")
            for (const QString& p : QString::fromLocal8Bit(value).split(QLatin1Char(',')))
                pids.push_back(p.toLongLong());
        else if (arg == "--db")
            dbUrl = QString::fromLocal8Bit(value);
        else if (arg == "--timeout-s")
            timeoutS = std::atoi(value);
        else
            return usage();
    }
    if (players < seats || (seats != 2 && seats != 4) || quickPerS <= 0 || delayMs < 0 || aiNodes < 1 ||
        url.isEmpty() != pids.empty() || url.isEmpty() != dbUrl.isEmpty())
        return usage();
    // Two sockets a player here (the lobby's, the table's), as many in the lobby.
    rlimit files{};
    if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
    }
    QCoreApplication app(argc, argv);
    const QString loadAtStart = loadAverage();
    QTemporaryDir dir;
    QProcess lobbyProcess;
    std::vector<Watched> watched;
    const bool ownLobby = url.isEmpty();
    if (ownLobby)
        dbUrl = QStringLiteral("sqlite:") + dir.filePath("lobby.sqlite");
    // The players, known to the lobby: keys made here, registered in its database.
    std::vector<tilerummy::lobby::PlayerKey> keys;
    {
        QString error;
        auto store = tilerummy::lobby::LobbyStore::open(dbUrl, &error);
        if (!store) {
            std::fprintf(stderr, "lobby_load_benchmark: %s\n", qPrintable(error));
            return 2;
        }
        for (int i = 0; i < players; ++i) {
            keys.push_back(*tilerummy::lobby::PlayerKey::generate());
            if (!store->addPlayer(
                    keys.back().publicText(),
                    QStringLiteral("Load %1 %2").arg(i, 4, 10, QLatin1Char('0')).arg(keys.back().publicText().left(6)),
                    &error)) {
                std::fprintf(stderr, "lobby_load_benchmark: %s\n", qPrintable(error));
                return 2;
            }
        }
    }
    if (ownLobby) {
        if (cliPath.isEmpty())
            cliPath = QCoreApplication::applicationDirPath() + QStringLiteral("/../bin/tilerummy-cli");
        lobbyProcess.setProgram(cliPath);
        lobbyProcess.setArguments({QStringLiteral("lobby"), QStringLiteral("--host"), QStringLiteral("127.0.0.1"),
                                   QStringLiteral("--db"), dbUrl});
        lobbyProcess.start();
        if (!lobbyProcess.waitForStarted(10000) || !lobbyProcess.waitForReadyRead(30000)) {
            std::fprintf(stderr, "lobby_load_benchmark: the lobby did not start (%s)\n", qPrintable(cliPath));
            return 2;
        }
        const QJsonObject first = QJsonDocument::fromJson(lobbyProcess.readLine()).object();
        url = QStringLiteral("ws://127.0.0.1:%1").arg(first.value("listening").toInt());
        pids.push_back(lobbyProcess.processId());
    }
    for (qint64 pid : pids)
        watched.push_back({pid, sampleProc(pid), {}, {}, 0});
    const auto sampleAll = [&] {
        for (Watched& w : watched) {
            const ProcSample s = sampleProc(w.pid);
            if (s.ok) {
                w.last = s;
                w.peakMiB = std::max({w.peakMiB, s.rssMiB, s.hwmMiB});
            }
        }
    };
    QTimer sampler;
    sampler.setInterval(100);
    QObject::connect(&sampler, &QTimer::timeout, &app, sampleAll);
    sampler.start();

    std::vector<double> lagMs;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        lagMs.push_back(std::max(0.0, static_cast<double>(sinceTick.nsecsElapsed()) / 1e6 - 10.0));
        sinceTick.restart();
    });

    QElapsedTimer wall;
    wall.start();
    std::vector<Player> people(static_cast<std::size_t>(players));
    std::vector<double> waitMs;    // quick: asked -> seated
    std::vector<double> latencyMs; // a move -> its turn
    long long moves = 0;
    int signedIn = 0;
    int seated = 0;
    int played = 0;
    int rated = 0;
    int failed = 0;
    std::vector<QString> failures;
    qint64 signedInNs = -1;
    qint64 allSeatedNs = -1;
    qint64 doneNs = -1;
    std::size_t nextAsk = 0;
    QTimer asker;
    asker.setInterval(std::max(1, static_cast<int>(1000.0 / quickPerS)));
    const int perTick = std::max(1, static_cast<int>(std::lround(quickPerS * asker.interval() / 1000.0)));
    QObject::connect(&asker, &QTimer::timeout, &app, [&] {
        for (int k = 0; k < perTick && nextAsk < people.size(); ++k, ++nextAsk) {
            Player& p = people[nextAsk];
            p.askedNs = wall.nsecsElapsed();
            p.lobby->send(tilerummy::lobby::QuickMatchAsk{seats, 600});
        }
        if (nextAsk == people.size())
            asker.stop();
    });
    const auto fail = [&](Player& p, const QString& why) {
        ++failed;
        if (failures.size() < 20)
            failures.push_back(p.name + QStringLiteral(": ") + why);
    };
    const auto checkDone = [&] {
        if (played + failed >= players && rated + failed >= players && doneNs < 0) {
            doneNs = wall.nsecsElapsed();
            QTimer::singleShot(0, &app, &QCoreApplication::quit);
        }
    };
    RemoteBot::Options botOptions;
    botOptions.nodeLimit = aiNodes;
    botOptions.delayMs = delayMs;
    for (int i = 0; i < players; ++i) {
        Player& p = people[static_cast<std::size_t>(i)];
        p.name = QStringLiteral("Load %1").arg(i, 4, 10, QLatin1Char('0'));
        p.lobby = std::make_unique<LobbyClient>();
        LobbyClient* lobby = p.lobby.get();
        QObject::connect(lobby, &LobbyClient::signedIn, &app, [&, i] {
            people[static_cast<std::size_t>(i)].signedIn = true;
            if (++signedIn == players) {
                signedInNs = wall.nsecsElapsed();
                // Idle: every player signed in, nobody asked anything yet.
                QTimer::singleShot(1000, &app, [&] {
                    sampleAll();
                    for (Watched& w : watched)
                        w.idle = w.last;
                    asker.start();
                });
            }
        });
        QObject::connect(lobby, &LobbyClient::seated, &app, [&, i](const LobbyClient::Seat& seat) {
            Player& me = people[static_cast<std::size_t>(i)];
            waitMs.push_back(static_cast<double>(wall.nsecsElapsed() - me.askedNs) / 1e6);
            if (++seated == players)
                allSeatedNs = wall.nsecsElapsed();
            me.bot = std::make_unique<RemoteBot>(me.lobby->tableJoin(seat, me.name), botOptions);
            RemoteBot* bot = me.bot.get();
            QObject::connect(bot, &RemoteBot::moveSent, &app, [&moves] { ++moves; });
            QObject::connect(bot, &RemoteBot::moveAnswered, &app,
                             [&latencyMs](qint64 ns) { latencyMs.push_back(static_cast<double>(ns) / 1e6); });
            QObject::connect(bot, &RemoteBot::finished, &app, [&, i](int code, const QString& message) {
                Player& me = people[static_cast<std::size_t>(i)];
                if (code != 0)
                    fail(me, message);
                else
                    ++played;
                me.played = true;
                checkDone();
            });
            bot->start();
        });
        QObject::connect(lobby, &LobbyClient::rated, &app, [&, i] {
            people[static_cast<std::size_t>(i)].rated = true;
            ++rated;
            checkDone();
        });
        QObject::connect(lobby, &LobbyClient::refused, &app, [&, i](const QString&, const QString& message, int) {
            fail(people[static_cast<std::size_t>(i)], QStringLiteral("refused: ") + message);
            checkDone();
        });
        QObject::connect(lobby, &LobbyClient::dropped, &app, [&, i](const QString& reason) {
            fail(people[static_cast<std::size_t>(i)], QStringLiteral("dropped: ") + reason);
            checkDone();
        });
        lobby->open(QUrl(url), keys[static_cast<std::size_t>(i)], p.name);
    }
    QTimer::singleShot(timeoutS * 1000, &app, [&] {
        std::fprintf(stderr, "lobby_load_benchmark: timed out after %d s\n", timeoutS);
        QCoreApplication::exit(1);
    });
    sinceTick.start();
    ticker.start();
    app.exec();
    ticker.stop();
    sampleAll();
    rusage self{};
    getrusage(RUSAGE_SELF, &self);
    const double selfCpuS = seconds(self.ru_utime) + seconds(self.ru_stime);
    const int tables = players / seats;
    const auto at = [&](qint64 ns) { return ns < 0 ? -1.0 : static_cast<double>(ns) / 1e9; };
    const auto maxOf = [](const std::vector<double>& v) {
        return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
    };

    std::printf("lobby_load_benchmark: %d players, quick matches of %d (%d tables) asked at %.0f a second, bots "
                "(standard AI, %lld nodes) %d ms before each move; lobby %s, %zu process(es)\n",
                players, seats, tables, quickPerS, aiNodes, delayMs, qPrintable(url), watched.size());
    std::printf("machine: %ld cores, load average at the start %s\n", sysconf(_SC_NPROCESSORS_ONLN),
                qPrintable(loadAtStart));
    std::printf("wall: every player signed in after %.2f s, seated after %.2f s, all played and rated after %.2f s; "
                "played %d, rated %d, failed %d\n",
                at(signedInNs), at(allSeatedNs), at(doneNs), played, rated, failed);
    std::printf("quick match (asked -> seated), ms over %zu: p50 %.1f  p99 %.1f  max %.1f\n", waitMs.size(),
                percentile(waitMs, 0.5), percentile(waitMs, 0.99), maxOf(waitMs));
    std::printf("a move's round trip (sent -> its turn message), ms over %zu of %lld moves: p50 %.2f  p90 %.2f  "
                "p99 %.2f  max %.2f\n",
                latencyMs.size(), moves, percentile(latencyMs, 0.5), percentile(latencyMs, 0.9),
                percentile(latencyMs, 0.99), maxOf(latencyMs));
    std::printf("the bots' loop (10 ms timer lateness), ms: p50 %.2f  p99 %.2f  max %.2f; this process's CPU %.2f s\n",
                percentile(lagMs, 0.5), percentile(lagMs, 0.99), maxOf(lagMs), selfCpuS);
    QJsonArray processes;
    for (const Watched& w : watched) {
        const double perIdleKiB = 1024.0 * (w.idle.rssMiB - w.listening.rssMiB) / players * watched.size();
        const double perTableKiB = 1024.0 * (w.peakMiB - w.idle.rssMiB) / tables * watched.size();
        std::printf("lobby pid %lld: CPU %.2f s (%.0f%% of one core over the run); memory listening %.1f MiB, %d "
                    "idle players %.1f MiB (%.1f KiB a player), peak %.1f MiB (%.0f KiB a table over idle); threads "
                    "%d\n",
                    static_cast<long long>(w.pid), w.last.cpuS, at(doneNs) > 0 ? 100.0 * w.last.cpuS / at(doneNs) : 0,
                    w.listening.rssMiB, players, w.idle.rssMiB, perIdleKiB, w.peakMiB, perTableKiB, w.last.threads);
        processes.append(QJsonObject{{"pid", static_cast<double>(w.pid)},
                                     {"cpuS", w.last.cpuS},
                                     {"listeningMiB", w.listening.rssMiB},
                                     {"idleMiB", w.idle.rssMiB},
                                     {"peakMiB", w.peakMiB},
                                     {"kibPerIdlePlayer", perIdleKiB},
                                     {"kibPerTable", perTableKiB}});
    }
    for (const QString& f : failures)
        std::printf("failed: %s\n", qPrintable(f));
    const QJsonObject json{{"players", players},
                           {"seats", seats},
                           {"quickPerS", quickPerS},
                           {"delayMs", delayMs},
                           {"played", played},
                           {"rated", rated},
                           {"failed", failed},
                           {"signedInS", at(signedInNs)},
                           {"seatedS", at(allSeatedNs)},
                           {"doneS", at(doneNs)},
                           {"quickWaitMsP99", percentile(waitMs, 0.99)},
                           {"moves", static_cast<double>(moves)},
                           {"moveMsP50", percentile(latencyMs, 0.5)},
                           {"moveMsP99", percentile(latencyMs, 0.99)},
                           {"moveMsMax", maxOf(latencyMs)},
                           {"loopLagMsP99", percentile(lagMs, 0.99)},
                           {"benchCpuS", selfCpuS},
                           {"lobbies", processes}};
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    if (lobbyProcess.state() != QProcess::NotRunning) {
        lobbyProcess.terminate();
        lobbyProcess.waitForFinished(10000);
    }
    return failed == 0 && played == players && rated == players ? 0 : 1;
}
