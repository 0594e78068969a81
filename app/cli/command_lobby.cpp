// lobby: a server players connect to instead of to each other (the contract;
// docs/protocol.md "The lobby"). Its tables are played as `serve` plays one.
#include "cli/commands.h"
#include "cli/game_log.h"
#include "cli/games_run.h"
#include "cli/json_io.h"
#include "cli/server_tls.h"
#include "net/table_server.h"
#include "quit_on_signal.h"

#if TILERUMMY_HAS_LOBBY
#include "lobby/lobby_server.h"
#include "lobby/lobby_store.h"
#endif

#include <QCoreApplication>
#include <QDir>
#include <QSslConfiguration>

#include <iostream>
#include <memory>

namespace cli {

#if TILERUMMY_HAS_LOBBY
namespace {

// One table's game log, DIR/<table id>.jsonl, as `serve --log` writes it.
class TableLog : public tilerummy::SelfPlayObserver {
public:
    bool open(const std::string& path, std::string* error) { return log_.open(path, error); }
    ~TableLog() override
    {
        std::string error;
        if (!log_.finish(&error))
            std::cerr << "tilerummy-cli: " << error << '\n';
    }
    void dealt(int game, const tilerummy::Game& g) override { log_.writer()->dealt(game, g); }
    void turn(int game, const tilerummy::TurnRecord& r) override { log_.writer()->turn(game, r); }
    void ended(int game, const tilerummy::Game& g) override { log_.writer()->ended(game, g); }
    void committed(int game, const std::string& commitment, std::uint64_t seed, const tilerummy::Rules& rules) override
    {
        log_.writer()->committed(game, commitment, seed, rules);
    }

private:
    GamesLog log_;
};

} // namespace
#endif

int runLobby(const Args& args)
{
#if !TILERUMMY_HAS_LOBBY
    (void)args;
    return malformed("this tilerummy-cli was built without its lobby (it needs OpenSSL's libcrypto and Qt SQL)");
#else
    int port = 0;
    std::string host = "any";
    std::string db = "sqlite:tilerummy-lobby.sqlite";
    ServerTlsFiles tlsFiles;
    std::string error;
    std::string logDir;
    tilerummy::lobby::LobbyServer::Options options;
    for (std::size_t i = 0; i < args.size(); i += 2) {
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        const std::string value = hasValue ? args[i + 1] : std::string();
        long long number = 0;
        if (arg == "--port") {
            if (!hasValue || !parseInt(value, 0, 65535, &number))
                return malformed("--port takes a port number 0..65535 (0: a free one)");
            port = static_cast<int>(number);
        } else if (arg == "--host") {
            if (!hasValue || value.empty())
                return malformed("--host takes an address to listen on, e.g. 127.0.0.1 or any");
            host = value;
        } else if (arg == "--db") {
            if (!hasValue || value.empty())
                return malformed("--db takes sqlite:PATH or postgresql://USER:PASSWORD@HOST:PORT/NAME");
            db = value;
        } else if (readServerTlsOption(arg, hasValue, value, &tlsFiles, &error)) {
            if (!error.empty())
                return malformed(error);
        } else if (arg == "--log-dir") {
            if (!hasValue || value.empty())
                return malformed("--log-dir takes a folder for each table's game log");
            logDir = value;
        } else if (arg == "--grace-s") {
            if (!hasValue || !parseInt(value, 0, 86400, &number))
                return malformed("--grace-s takes a number of seconds 0..86400");
            options.graceMs = static_cast<int>(number) * 1000;
        } else if (arg == "--process") {
            options.process = QString::fromStdString(value);
            if (!hasValue || !tilerummy::lobby::LobbyServer::isProcessName(options.process))
                return malformed("--process takes this lobby process's name: 1..20 lower-case letters and digits");
        } else if (arg == "--ai-nodes") {
            if (!hasValue || !parseInt(value, 1, 100000000, &number))
                return malformed("--ai-nodes takes the AI's search budget per decision, 1..100000000");
            options.aiNodeLimit = number;
        } else {
            return malformed("lobby: unknown argument " + arg);
        }
    }
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
    if (!logDir.empty()) {
        if (!QDir().mkpath(QString::fromStdString(logDir)))
            return malformed("--log-dir: the folder " + logDir + " cannot be made");
        options.tableLog = [logDir](const QString& tableId) -> std::unique_ptr<tilerummy::SelfPlayObserver> {
            auto log = std::make_unique<TableLog>();
            std::string error;
            if (!log->open(logDir + "/" + tableId.toStdString() + ".jsonl", &error)) {
                std::cerr << "tilerummy-cli: " << error << '\n';
                return nullptr;
            }
            return log;
        };
    }
    QString why;
    std::unique_ptr<tilerummy::lobby::LobbyStore> store =
        tilerummy::lobby::LobbyStore::open(QString::fromStdString(db), &why);
    if (!store)
        return malformed("--db: " + why.toStdString());

    tilerummy::net::TableServer server({}, tls);
    tilerummy::lobby::LobbyServer lobby(store.get(), &server, options);
    if (!lobby.start(&why))
        return malformed("--db: " + why.toStdString());
    QObject::connect(&lobby, &tilerummy::lobby::LobbyServer::writeFailed, &lobby,
                     [](const QString& why) { std::cerr << "tilerummy-cli: " << why.toStdString() << '\n'; });
    QObject::connect(&server, &tilerummy::net::TableServer::wrongCodes, &server, [](const QString& from, int count) {
        std::cerr << "tilerummy-cli: " << count << " wrong codes from " << from.toStdString() << '\n';
    });
    QString listenError;
    if (!server.listen(address, static_cast<quint16>(port), &listenError))
        return malformed("cannot listen on port " + std::to_string(port) + ": " + listenError.toStdString());
    printLine(JsonLine().add("listening", static_cast<int>(server.port())).str());
    std::cerr << "tilerummy-cli: lobby at " << (tls ? "wss" : "ws") << "://HOST:" << server.port() << ", database "
              << (store->isShared() ? "PostgreSQL" : db) << '\n';
    if (tls)
        tellServerFingerprint(*tls);
    app.exec();
    // SIGTERM: each result was committed as its game ended; the tables still
    // playing are closed (their players told), then the store.
    server.closeAll();
    return kYes;
#endif
}

} // namespace cli
