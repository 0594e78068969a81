// bot: joins a served table as a remote player whose moves the AI makes (the contract).
#include "cli/commands.h"
#include "cli/json_io.h"
#include "net/kept_seat.h"
#include "net/remote_bot.h"
#include "quit_on_signal.h"

#include <QCoreApplication>

#include <algorithm>

#include <fstream>
#include <iostream>

namespace cli {

using namespace tilerummy::net;

namespace {

// --seat-file: the table's address and the token that takes the bot's seat
// there back (kept_seat.h). A file that is not one is refused, not
// overwritten: it may be another program's.
bool readSeatFile(const std::string& path, TableClient::Join* join, std::string* error)
{
    QString why;
    const std::optional<KeptSeat> kept = readKeptSeat(QString::fromStdString(path), &why);
    if (!why.isEmpty()) {
        *error = why.toStdString();
        return false;
    }
    if (kept && kept->url == join->url)
        join->token = kept->token; // another table's token would take nothing
    return true;                   // no file: a new player, written once seated
}

} // namespace

int runBot(const Args& args)
{
    if (std::find(args.begin(), args.end(), "--lobby") != args.end())
        return runLobbyBot(args); // a lobby's player (command_bot_lobby.cpp)
    TableClient::Join join;
    tilerummy::AiLevel level = tilerummy::AiLevel::Standard;
    long long nodeLimit = tilerummy::AiPlayer::kDefaultNodeLimit;
    int delayMs = 0;
    std::string tracePath;
    std::string seatPath;
    bool again = false; // says yes when asked to play again
    for (std::size_t i = 0; i < args.size(); i += 2) {
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        const std::string value = hasValue ? args[i + 1] : std::string();
        long long number = 0;
        if (arg == "--connect") {
            join.url = QUrl(QString::fromStdString(value), QUrl::StrictMode);
            if (!hasValue || !join.url.isValid() || (join.url.scheme() != "ws" && join.url.scheme() != "wss") ||
                join.url.host().isEmpty())
                return malformed("--connect takes a table's address, e.g. ws://127.0.0.1:4520");
        } else if (arg == "--level") {
            const auto l = tilerummy::aiLevelFromName(value);
            if (!hasValue || !l)
                return malformed("--level takes beginner, standard or expert");
            level = *l;
        } else if (arg == "--name") {
            join.name = QString::fromStdString(value).simplified();
            if (!hasValue || join.name.isEmpty() || join.name.size() > kMaxNameChars)
                return malformed("--name takes the player's name (1.." + std::to_string(kMaxNameChars) +
                                 " characters)");
        } else if (arg == "--code") {
            join.code = QString::fromStdString(value).trimmed();
            if (!hasValue || join.code.isEmpty() || join.code.size() > kMaxCodeChars)
                return malformed("--code takes the table's join code");
        } else if (arg == "--fingerprint") {
            join.fingerprint = TableClient::normalFingerprint(QString::fromStdString(value));
            if (!hasValue || join.fingerprint.isEmpty())
                return malformed("--fingerprint takes a SHA-256 fingerprint (64 hex digits, colons allowed)");
        } else if (arg == "--trace") {
            if (!hasValue || value.empty())
                return malformed("--trace takes a file name");
            tracePath = value;
        } else if (arg == "--seat-file") {
            if (!hasValue || value.empty())
                return malformed("--seat-file takes a file name");
            seatPath = value;
        } else if (arg == "--delay-ms") {
            if (!hasValue || !parseInt(value, 0, 600000, &number))
                return malformed("--delay-ms takes a number of milliseconds 0..600000");
            delayMs = static_cast<int>(number);
        } else if (arg == "--again") {
            again = true;
            --i; // a flag: no value
        } else if (arg == "--watch") {
            join.watch = true;
            --i; // a flag: no value
        } else if (arg == "--ai-nodes") {
            if (!hasValue || !parseInt(value, 1, 1000000000, &number))
                return malformed("--ai-nodes takes a whole number from 1 to 1000000000");
            nodeLimit = number;
        } else {
            return malformed("bot: unknown argument " + arg);
        }
    }
    if (join.url.isEmpty())
        return malformed("bot needs --connect, e.g. --connect ws://127.0.0.1:4520");
    if (join.name.isEmpty())
        join.name = QStringLiteral("Bot %1").arg(QCoreApplication::applicationPid());

    if (join.watch && !seatPath.empty())
        return malformed("--watch takes no seat: no --seat-file");
    if (std::string error; !seatPath.empty() && !readSeatFile(seatPath, &join, &error))
        return malformed(error);
    std::ofstream traceFile;
    if (!tracePath.empty()) {
        traceFile.open(tracePath, std::ios::out | std::ios::trunc);
        if (!traceFile)
            return malformed("cannot write the trace file " + tracePath);
    }
    int argc = 1;
    char name[] = "tilerummy-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    quitOnTerminationSignals(&app);
    RemoteBot bot(join, {level, nodeLimit, delayMs, tracePath.empty() ? nullptr : &traceFile, again});
    QObject::connect(&bot, &RemoteBot::remark, &bot,
                     [](const QString& line) { std::cerr << "tilerummy-cli: " << line.toStdString() << '\n'; });
    QObject::connect(&bot, &RemoteBot::finished, &bot, [&join](int code, const QString& message) {
        if (!message.isEmpty())
            std::cerr << "tilerummy-cli: bot " << join.name.toStdString() << ": " << message.toStdString() << '\n';
        QCoreApplication::exit(code);
    });
    if (!seatPath.empty())
        QObject::connect(&bot, &RemoteBot::seated, &bot, [&seatPath, &join](int seat, const QString& token) {
            if (!writeKeptSeat(QString::fromStdString(seatPath),
                               KeptSeat{join.url, token, seat, join.name, join.code, join.fingerprint, {}, {}}))
                std::cerr << "tilerummy-cli: bot " << join.name.toStdString() << ": cannot write the seat file "
                          << seatPath << '\n';
        });
    bot.start();
    const int code = app.exec();
    return code;
}

} // namespace cli
