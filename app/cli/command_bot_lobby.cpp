// bot --lobby: an AI player that signs in at a lobby with its key (made on
// first use in --key-file), finds a table there (a quick match, a table it
// makes, or the first open one it sees), plays it as `bot --connect` plays a
// served table, prints its new rating (the lobby's `rated`, one JSON line)
// and exits 0. An addition to the contract (README), for tests and the
// lobby's load benchmark.
#include "cli/commands.h"
#include "cli/json_io.h"
#include "quit_on_signal.h"

#if TILERUMMY_HAS_LOBBY
#include "lobby/lobby_client.h"
#include "lobby/quick_match.h"
#include "net/remote_bot.h"

#include <QJsonDocument>
#include <QTimer>

#include <fstream>
#endif

#include <QCoreApplication>

#include <iostream>
#include <memory>

namespace cli {

int runLobbyBot(const Args& args)
{
#if !TILERUMMY_HAS_LOBBY
    (void)args;
    return malformed("this tilerummy-cli was built without its lobby (it needs OpenSSL's libcrypto and Qt SQL)");
#else
    using tilerummy::lobby::LobbyClient;
    using tilerummy::net::RemoteBot;
    QUrl url;
    QString name;
    QString fingerprint;
    std::string keyPath;
    std::string tracePath;
    tilerummy::lobby::QuickMatchAsk quick{0, 60};
    tilerummy::lobby::CreateTable create;
    create.seats = 0;
    int startAfterS = -1;
    bool joinFirst = false;
    RemoteBot::Options play;
    for (std::size_t i = 0; i < args.size(); i += 2) {
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        const std::string value = hasValue ? args[i + 1] : std::string();
        long long number = 0;
        if (arg == "--lobby") {
            url = QUrl(QString::fromStdString(value), QUrl::StrictMode);
            if (!hasValue || !url.isValid() || (url.scheme() != "ws" && url.scheme() != "wss") || url.host().isEmpty())
                return malformed("--lobby takes a lobby's address, e.g. ws://127.0.0.1:4530");
        } else if (arg == "--key-file") {
            if (!hasValue || value.empty())
                return malformed("--key-file takes the file that keeps the player's key (made when absent)");
            keyPath = value;
        } else if (arg == "--name") {
            name = QString::fromStdString(value).simplified();
            if (!hasValue || name.isEmpty() || name.size() > tilerummy::net::kMaxNameChars)
                return malformed("--name takes the player's name (1.." + std::to_string(tilerummy::net::kMaxNameChars) +
                                 " characters)");
        } else if (arg == "--quick") {
            if (!hasValue || !parseInt(value, 2, 4, &number) || number == 3)
                return malformed("--quick takes the table's seats: 2 or 4");
            quick.seats = static_cast<int>(number);
        } else if (arg == "--wait-s") {
            if (!hasValue || !parseInt(value, 0, tilerummy::lobby::QuickMatchRules::kMostWaitS, &number))
                return malformed("--wait-s takes the seconds to wait for people, 0..600");
            quick.waitS = static_cast<int>(number);
        } else if (arg == "--create") {
            if (!hasValue || !parseInt(value, 2, 4, &number))
                return malformed("--create takes the table's seats, 2..4");
            create.seats = static_cast<int>(number);
        } else if (arg == "--start-after-s") {
            if (!hasValue || !parseInt(value, 0, 3600, &number))
                return malformed("--start-after-s takes seconds, 0..3600");
            startAfterS = static_cast<int>(number);
        } else if (arg == "--join") {
            joinFirst = true;
            --i;
        } else if (arg == "--level") {
            const auto l = tilerummy::aiLevelFromName(value);
            if (!hasValue || !l)
                return malformed("--level takes beginner, standard or expert");
            play.level = *l;
        } else if (arg == "--delay-ms") {
            if (!hasValue || !parseInt(value, 0, 600000, &number))
                return malformed("--delay-ms takes a number of milliseconds 0..600000");
            play.delayMs = static_cast<int>(number);
        } else if (arg == "--ai-nodes") {
            if (!hasValue || !parseInt(value, 1, 1000000000, &number))
                return malformed("--ai-nodes takes a whole number from 1 to 1000000000");
            play.nodeLimit = number;
        } else if (arg == "--fingerprint") {
            fingerprint = tilerummy::net::TableClient::normalFingerprint(QString::fromStdString(value));
            if (!hasValue || fingerprint.isEmpty())
                return malformed("--fingerprint takes a SHA-256 fingerprint (64 hex digits, colons allowed)");
        } else if (arg == "--trace") {
            if (!hasValue || value.empty())
                return malformed("--trace takes a file name");
            tracePath = value;
        } else {
            return malformed("bot --lobby: unknown argument " + arg);
        }
    }
    if (keyPath.empty())
        return malformed("bot --lobby needs --key-file (the player's key, made when absent)");
    if ((quick.seats > 0) + (create.seats > 0) + joinFirst != 1)
        return malformed("bot --lobby takes one of --quick SEATS, --create SEATS and --join");
    if (name.isEmpty())
        name = QStringLiteral("Bot %1").arg(QCoreApplication::applicationPid());
    std::ofstream traceFile;
    if (!tracePath.empty()) {
        traceFile.open(tracePath, std::ios::out | std::ios::trunc);
        if (!traceFile)
            return malformed("cannot write the trace file " + tracePath);
        play.trace = &traceFile;
    }

    int argc = 1;
    char program[] = "tilerummy-cli";
    char* argv[] = {program, nullptr};
    QCoreApplication app(argc, argv);
    quitOnTerminationSignals(&app);
    QString error;
    const std::optional<tilerummy::lobby::PlayerKey> key =
        tilerummy::lobby::PlayerKey::loadOrCreate(QString::fromStdString(keyPath), &error);
    if (!key)
        return malformed("--key-file: " + error.toStdString());

    const std::string who = "tilerummy-cli: bot " + name.toStdString() + ": ";
    LobbyClient lobby;
    std::unique_ptr<RemoteBot> bot;
    bool rated = false;  // the table is rated: wait for the rating
    bool played = false; // its match is over
    bool told = false;   // the rating came
    bool asked = false;  // the table asked for (joined, made, queued)
    const auto finish = [&] {
        if (played && (!rated || told))
            QCoreApplication::exit(0);
    };
    QObject::connect(&lobby, &LobbyClient::signedIn, &app, [&](const QJsonObject& me) {
        name = me.value("name").toString(name); // a known key's name, whatever --name says
        if (quick.seats > 0) {
            lobby.send(quick);
            asked = true;
        } else if (create.seats > 0) {
            lobby.send(create);
            asked = true;
            if (startAfterS >= 0)
                QTimer::singleShot(startAfterS * 1000, &app, [&] {
                    if (!bot)
                        lobby.send(tilerummy::lobby::StartTable{});
                });
        }
    });
    QObject::connect(&lobby, &LobbyClient::tablesListed, &app, [&](const QJsonArray& tables, int) {
        if (!joinFirst || asked)
            return;
        for (const QJsonValue& t : tables)
            if (t.toObject().value("free").toInt() > 0) {
                lobby.send(tilerummy::lobby::JoinTable{t.toObject().value("id").toString(), {}});
                asked = true;
                return;
            }
    });
    QObject::connect(&lobby, &LobbyClient::seated, &app, [&](const LobbyClient::Seat& seat) {
        rated = seat.rated;
        bot = std::make_unique<RemoteBot>(lobby.tableJoin(seat, name), play);
        QObject::connect(bot.get(), &RemoteBot::remark, &app,
                         [](const QString& line) { std::cerr << "tilerummy-cli: " << line.toStdString() << '\n'; });
        QObject::connect(bot.get(), &RemoteBot::finished, &app, [&](int code, const QString& message) {
            if (code != 0) {
                std::cerr << who << message.toStdString() << '\n';
                QCoreApplication::exit(code);
                return;
            }
            played = true;
            finish();
            // A rated table's rating comes at once; a lobby that says nothing is not waited for long.
            QTimer::singleShot(30000, &app, [&] {
                std::cerr << who << "the lobby told no rating\n";
                QCoreApplication::exit(1);
            });
        });
        bot->start();
    });
    QObject::connect(&lobby, &LobbyClient::rated, &app, [&](const QJsonObject& result) {
        printLine(QJsonDocument(result).toJson(QJsonDocument::Compact).toStdString());
        told = true;
        finish();
    });
    QObject::connect(&lobby, &LobbyClient::tableLeft, &app, [&](const QString&) { asked = false; });
    QObject::connect(&lobby, &LobbyClient::refused, &app, [&](const QString& code, const QString& message, int) {
        std::cerr << who << message.toStdString() << '\n';
        if (!lobby.isSignedIn() || code == QLatin1String("rate") || code == QLatin1String("seated"))
            QCoreApplication::exit(1);
        if (joinFirst && !bot)
            asked = false; // the table went: the next list's first
    });
    QObject::connect(&lobby, &LobbyClient::dropped, &app, [&](const QString& reason) {
        if (played)
            return; // the table is played; only the rating is lost
        std::cerr << who << reason.toStdString() << '\n';
        QCoreApplication::exit(1);
    });
    lobby.open(url, *key, name, fingerprint);
    return app.exec();
#endif
}

} // namespace cli
