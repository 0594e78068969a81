// bot: joins a served table as a remote player whose moves the AI makes (the contract).
#include "commands.h"
#include "json_io.h"
#include "quit_on_signal.h"
#include "seat_view.h"
#include "seed.h"
#include "table_client.h"
#include "tile_ids.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QTimer>

#include <fstream>
#include <iostream>
#include <memory>

namespace cli {

namespace {

using namespace tilerummy::net;

// How long a bot whose connection dropped keeps trying to take its seat back.
constexpr int kRetryForMs = 60000;
constexpr int kRetryEveryMs = 1000;

class Bot : public QObject {
public:
    Bot(TableClient::Join join, tilerummy::AiLevel level, long long nodeLimit, int delayMs, std::ostream* trace)
        : join_(std::move(join)), level_(level), nodeLimit_(nodeLimit), delayMs_(delayMs), trace_(trace)
    {
        connect(&client_, &TableClient::received, this, &Bot::received);
        connect(&client_, &TableClient::dropped, this, &Bot::dropped);
        connect(&client_, &TableClient::opened, this, [this] { retrying_ = false; });
        move_.setSingleShot(true);
        connect(&move_, &QTimer::timeout, this, &Bot::move);
        retry_.setSingleShot(true);
        connect(&retry_, &QTimer::timeout, this, [this] { client_.open(join_); });
    }

    void start() { client_.open(join_); }
    int exitCode() const { return exitCode_; }

private:
    void finish(int code, const std::string& message = {})
    {
        if (!message.empty())
            std::cerr << "tilerummy-cli: bot " << join_.name.toStdString() << ": " << message << '\n';
        exitCode_ = code;
        move_.stop();
        retry_.stop();
        client_.close();
        QCoreApplication::exit(code);
    }

    void received(const ServerMessage& message, const QByteArray& raw)
    {
        if (trace_) {
            *trace_ << raw.toStdString() << '\n';
            trace_->flush();
        }
        if (const auto* e = std::get_if<ErrorReply>(&message)) {
            const std::string what = e->message.toStdString();
            if (e->code == "version" || e->code == "code" || e->code == "full" || e->code == "over")
                return finish(kNo, "the table refused: " + what);
            if (e->code == "name" && !view_.welcomed()) {
                // Perhaps our own old connection, not yet seen to be gone: try again.
                nameTaken_ = true;
                std::cerr << "tilerummy-cli: bot " << join_.name.toStdString() << ": " << what << " (trying again)\n";
                return;
            }
            std::cerr << "tilerummy-cli: bot " << join_.name.toStdString() << ": the table says: " << what << '\n';
            if (view_.myTurn() && (e->code == "tiles" || e->code == "turn" || e->code == "malformed"))
                client_.send(DrawTile{}); // our move was refused: the turn still has to end
            return;
        }
        std::string why;
        if (!view_.apply(message, &why))
            return finish(kNo, "the table sent what cannot be: " + why);
        if (view_.matchOver())
            return finish(kYes);
        if (view_.myTurn() && !(actedGame_ == view_.game() && actedTurn_ == view_.turn()))
            move_.start(delayMs_);
    }

    void move()
    {
        if (!view_.myTurn() || (actedGame_ == view_.game() && actedTurn_ == view_.turn()))
            return;
        actedGame_ = view_.game();
        actedTurn_ = view_.turn();
        if (!ai_ || aiGame_ != view_.game()) {
            // The AI's seed: the same name at the same game thinks the same.
            const QByteArray digest = QCryptographicHash::hash(join_.name.toUtf8(), QCryptographicHash::Sha256).left(8);
            std::uint64_t seed = 0;
            for (char c : digest)
                seed = seed << 8 | static_cast<unsigned char>(c);
            ai_.emplace(level_, tilerummy::deriveSeed(seed, view_.game()), nodeLimit_);
            aiGame_ = view_.game();
        }
        const tilerummy::AiDecision decision = ai_->decide(view_.aiView());
        if (!decision.play)
            return client_.send(DrawTile{});
        std::string why;
        const auto ids = tilerummy::assignIds({view_.table(), view_.rack()}, decision.table, &why);
        if (!ids) {
            std::cerr << "tilerummy-cli: bot: the AI's play could not be placed (" << why << "); drawing\n";
            return client_.send(DrawTile{});
        }
        client_.send(EndTurn{ids->table});
    }

    void dropped(const QString& reason)
    {
        if (view_.matchOver())
            return finish(kYes);
        if (!view_.welcomed() && !nameTaken_)
            return finish(kNo, reason.toStdString()); // never at the table: nothing to take back
        if (!lostAt_.isValid() || !retrying_)
            lostAt_.start();
        if (lostAt_.elapsed() > kRetryForMs)
            return finish(kNo, "the table is gone: " + reason.toStdString());
        if (!retrying_)
            std::cerr << "tilerummy-cli: bot " << join_.name.toStdString() << ": " << reason.toStdString()
                      << " Trying to take the seat back.\n";
        retrying_ = true;
        move_.stop();
        actedTurn_ = -1; // whatever we sent may not have arrived
        retry_.start(kRetryEveryMs);
    }

    TableClient client_;
    TableClient::Join join_;
    SeatView view_;
    tilerummy::AiLevel level_;
    long long nodeLimit_;
    int delayMs_;
    std::ostream* trace_;
    std::optional<tilerummy::AiPlayer> ai_;
    int aiGame_ = -1;
    int actedGame_ = -1;
    int actedTurn_ = -1;
    QTimer move_;
    QTimer retry_;
    QElapsedTimer lostAt_;
    bool retrying_ = false;
    bool nameTaken_ = false; // refused for a name at the table: perhaps our own old connection
    int exitCode_ = kNo;
};

} // namespace

int runBot(const Args& args)
{
    TableClient::Join join;
    tilerummy::AiLevel level = tilerummy::AiLevel::Standard;
    long long nodeLimit = tilerummy::AiPlayer::kDefaultNodeLimit;
    int delayMs = 0;
    std::string tracePath;
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
        } else if (arg == "--delay-ms") {
            if (!hasValue || !parseInt(value, 0, 600000, &number))
                return malformed("--delay-ms takes a number of milliseconds 0..600000");
            delayMs = static_cast<int>(number);
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
    Bot bot(join, level, nodeLimit, delayMs, tracePath.empty() ? nullptr : &traceFile);
    bot.start();
    const int code = app.exec();
    return code;
}

} // namespace cli
