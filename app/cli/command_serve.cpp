// serve: hosts tables over the network without a window (the contract).
#include "cli/commands.h"
#include "cli/games_run.h"
#include "cli/json_io.h"
#include "cli/server_tls.h"
#include "net/lan_discovery.h"
#include "net/served_match.h"
#include "net/served_table.h"
#include "net/table_client.h"
#include "net/table_server.h"
#include "quit_on_signal.h"
#include "seed.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSslConfiguration>
#include <QSysInfo>

#include <iostream>
#include <memory>

namespace cli {

namespace {

using tilerummy::net::ServedMatch;
using tilerummy::net::ServedTable;
using tilerummy::net::TableHub;
using tilerummy::net::TableServer;

// The AI seats' names: "Expert AI", and "Expert AI 2" for a second one.
std::vector<QString> seatNames(const std::vector<std::optional<tilerummy::AiLevel>>& seats)
{
    std::vector<QString> names;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (!seats[i]) {
            names.emplace_back();
            continue;
        }
        int same = 1;
        for (std::size_t j = 0; j < i; ++j)
            same += seats[j] == seats[i] ? 1 : 0;
        names.push_back(TableHub::aiSeatName(*seats[i], same));
    }
    return names;
}

} // namespace

int runServe(const Args& args)
{
    std::vector<std::optional<tilerummy::AiLevel>> seats;
    TableHub::Config table;
    ServedMatch::Options match;
    int tables = 1;
    int again = 0; // matches more that each table may play with the same people
    int port = 0;
    std::string host = "any";
    bool announce = true; // each table with free seats, on the local network
    GamesRunOptions run;
    ServerTlsFiles tlsFiles;
    std::string error;
    for (std::size_t i = 0; i < args.size(); i += 2) {
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        const std::string value = hasValue ? args[i + 1] : std::string();
        long long number = 0;
        if (arg == "--seats") {
            if (!hasValue || !parseSeatList(value, "--seats", true, "remote,remote,expert", &seats, &error))
                return malformed(hasValue ? error : "--seats takes a list such as remote,remote,expert");
        } else if (arg == "--port") {
            if (!hasValue || !parseInt(value, 0, 65535, &number))
                return malformed("--port takes a port number 0..65535 (0: a free one)");
            port = static_cast<int>(number);
        } else if (arg == "--host") {
            if (!hasValue || value.empty())
                return malformed("--host takes an address to listen on, e.g. 127.0.0.1 or any");
            host = value;
        } else if (readGamesRunOption(arg, hasValue, value, &run, &error)) {
            if (!error.empty())
                return malformed(error);
        } else if (arg == "--tables") {
            if (!hasValue || !parseInt(value, 1, 1000, &number))
                return malformed("--tables takes a whole number from 1 to 1000");
            tables = static_cast<int>(number);
        } else if (arg == "--code") {
            table.code = QString::fromStdString(value).trimmed();
            if (!hasValue || table.code.isEmpty() || table.code.size() > tilerummy::net::kMaxCodeChars)
                return malformed("--code takes the table's join code (1.." +
                                 std::to_string(tilerummy::net::kMaxCodeChars) + " characters)");
        } else if (arg == "--grace-s") {
            if (!hasValue || !parseInt(value, 0, 86400, &number))
                return malformed("--grace-s takes a number of seconds 0..86400");
            table.graceMs = static_cast<int>(number) * 1000;
        } else if (arg == "--again") {
            if (!hasValue || !parseInt(value, 0, 1000, &number))
                return malformed("--again takes how many more matches a table may play with the same people, 0..1000");
            again = static_cast<int>(number);
        } else if (arg == "--watchers") {
            if (!hasValue || !parseInt(value, 0, tilerummy::net::kMaxWatchers, &number))
                return malformed("--watchers takes how many may watch each table, 0.." +
                                 std::to_string(tilerummy::net::kMaxWatchers));
            table.watchers = static_cast<int>(number);
        } else if (readServerTlsOption(arg, hasValue, value, &tlsFiles, &error)) {
            if (!error.empty())
                return malformed(error);
        } else if (arg == "--no-announce") {
            announce = false;
            --i; // a flag: no value
        } else {
            return malformed("serve: unknown argument " + arg);
        }
    }
    if (seats.empty())
        return malformed("serve needs --seats, e.g. --seats remote,remote,expert");
    match.games = run.games;
    match.seed = run.seed;
    match.secretDeals = !run.seedGiven; // a chosen seed deals games its chooser knows
    match.aiNodeLimit = run.aiNodeLimit;
    table.rules = run.rules;
    if (static_cast<int>(seats.size()) * table.rules.rackSize > tilerummy::kTileCount)
        return malformed("--rules: rackSize too large for that many players");
    if (const std::string fault = serverTlsPairFault(tlsFiles); !fault.empty())
        return malformed(fault);
    QHostAddress address(QHostAddress::Any);
    if (host != "any" && !address.setAddress(QString::fromStdString(host)))
        return malformed("--host: not an IP address: " + host);

    int argc = 1;
    char name[] = "tilerummy-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    quitOnTerminationSignals(&app);

    std::optional<QSslConfiguration> tls;
    if (!loadServerTlsFiles(tlsFiles, &tls, &error))
        return malformed(error);
    GamesLog log;
    if (!log.open(run.logPath, &error))
        return malformed(error);

    table.seats = seats;
    table.names = seatNames(seats);
    table.games = match.games;
    std::vector<std::unique_ptr<ServedTable>> served;
    std::vector<TableHub*> hubList;
    int running = tables;
    for (int t = 0; t < tables; ++t) {
        ServedMatch::Options options = match;
        options.seed = tilerummy::deriveSeed(match.seed, t);
        if (tables == 1)
            options.seed = match.seed;
        options.gameIndexBase = t * match.games;
        served.push_back(std::make_unique<ServedTable>(table, options, again, tables * match.games, log.writer()));
        QObject::connect(served.back().get(), &ServedTable::finished, &app, [&running, &app] {
            if (--running == 0)
                QMetaObject::invokeMethod(&app, &QCoreApplication::quit, Qt::QueuedConnection);
        });
        hubList.push_back(served.back()->hub());
    }
    TableServer server(hubList, tls);
    for (const auto& t : served)
        t->setServer(&server);
    QObject::connect(&server, &TableServer::wrongCodes, &server, [](const QString& address, int count) {
        std::cerr << "tilerummy-cli: " << count << " wrong codes from " << address.toStdString()
                  << "; it waits before its next try\n";
    });
    QObject::connect(&server, &TableServer::joinsHeld, &server, [](int addresses, int seconds) {
        std::cerr << "tilerummy-cli: " << TableServer::kWrongCodesPerMinute << " wrong codes in a minute from "
                  << addresses << " addresses; new joins wait " << seconds << " s\n";
    });
    // A seat taken back while its player was connected: the operator hears both addresses.
    QObject::connect(&server, &TableServer::seatTakenOver, &server,
                     [](TableHub* hub, int seat, const QString& from, const QString& before) {
                         std::cerr << "tilerummy-cli: "
                                   << hub->seatInfos().at(static_cast<std::size_t>(seat)).name.toStdString()
                                   << "'s seat was taken back from " << from.toStdString() << " while connected from "
                                   << before.toStdString() << '\n';
                     });
    QString listenError;
    if (!server.listen(address, static_cast<quint16>(port), &listenError))
        return malformed("cannot listen on port " + std::to_string(port) + ": " + listenError.toStdString());
    // Each table is announced on the local network while it has free seats.
    std::vector<std::unique_ptr<tilerummy::net::LanBeacon>> beacons;
    if (announce && !address.isLoopback()) { // on loopback no other machine can join
        for (const auto& t : served) {
            auto beacon = std::make_unique<tilerummy::net::LanBeacon>();
            tilerummy::net::LanBeacon* b = beacon.get();
            const QString instance = QString::number(QRandomGenerator::system()->generate64(), 16);
            auto follow = [b, instance, &server](TableHub* hub) {
                auto update = [b, hub, instance, &server] {
                    b->offer(
                        hub->announcement(server.port(), server.isSecure(), instance, QSysInfo::machineHostName()));
                };
                QObject::connect(hub, &TableHub::seatsChanged, b, update);
                update();
            };
            follow(t->hub());
            // Played again: the table opened anew is announced in its place.
            QObject::connect(t.get(), &ServedTable::hubReplaced, b, [follow, b](TableHub* before, TableHub* after) {
                QObject::disconnect(before, nullptr, b, nullptr);
                follow(after);
            });
            beacons.push_back(std::move(beacon));
        }
    }
    printLine(JsonLine().add("listening", static_cast<int>(server.port())).str());
    std::cerr << "tilerummy-cli: serving " << tables << (tables == 1 ? " table" : " tables") << " at "
              << (tls ? "wss" : "ws") << "://HOST:" << server.port() << '\n';
    if (tls) // what the players give to trust a self-signed certificate
        tellServerFingerprint(*tls);

    app.exec();
    server.closeAll(); // every game is over: the clients have their last message

    tilerummy::SelfPlaySummary total;
    total.wins.assign(seats.size(), 0);
    double turns = 0;
    double ms = 0;
    for (const auto& t : served)
        for (const auto& m : t->matches()) {
            if (!m->failure().empty())
                return malformed("serve stopped: " + m->failure());
            if (!m->isOver())
                return malformed("serve stopped before its games were over");
            const tilerummy::SelfPlaySummary& s = m->summary();
            total.games += s.games;
            total.draws += s.draws;
            for (std::size_t p = 0; p < s.wins.size(); ++p)
                total.wins[p] += s.wins[p];
            turns += s.avgTurns * s.games;
            ms += s.msPerGame * s.games;
        }
    if (!log.finish(&error))
        return malformed(error);
    total.avgTurns = total.games ? turns / total.games : 0.0;
    total.msPerGame = total.games ? ms / total.games : 0.0;
    printSummary(total);
    return kYes;
}

} // namespace cli
