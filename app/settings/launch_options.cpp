#include "settings/launch_options.h"

#include "net/invite_link.h"
#include "settings/match_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>

LaunchOptions parseLaunchOptions(const QStringList& arguments)
{
    LaunchOptions options;
    options.players = MatchOptions::kDefaultPlayers;

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("LaunchOptions", "Tile rummy: the game of runs and groups."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QCoreApplication::translate("LaunchOptions", "Deal the game of seed <n>."),
                                  QStringLiteral("n"));
    const QCommandLineOption players(
        QStringLiteral("players"),
        QCoreApplication::translate("LaunchOptions",
                                    "The seats, %1 to %2 of human, beginner, standard, expert, comma-separated "
                                    "(\"human,expert\"); or just how many players (default %3: human,standard).")
            .arg(MatchOptions::kMinPlayers)
            .arg(MatchOptions::kMaxPlayers)
            .arg(MatchOptions::kDefaultPlayers),
        QStringLiteral("seats"));
    const QCommandLineOption quitAfterFirstFrame(
        QStringLiteral("quit-after-first-frame"),
        QCoreApplication::translate("LaunchOptions",
                                    "Quit once the window has shown its first frame, printing how long that took "
                                    "(for start-up benchmarks)."));
    const QCommandLineOption resume(
        QStringLiteral("resume"),
        QCoreApplication::translate("LaunchOptions",
                                    "Continue the game kept from last time at once (a new game when there is none)."));
    parser.addOption(resume);
    parser.addOption(seed);
    parser.addOption(players);
    parser.addOption(quitAfterFirstFrame);
    parser.addPositionalArgument(
        QStringLiteral("invitation"),
        QCoreApplication::translate("LaunchOptions", "An invitation to a table (tilerummy://HOST:PORT/CODE): the "
                                                     "join dialog opens with it filled in."),
        QStringLiteral("[tilerummy://…]"));

    if (!parser.parse(arguments)) {
        options.warnings.append(QCoreApplication::translate("LaunchOptions", "%1 Ignored.").arg(parser.errorText()));
    }
    const QStringList positional = parser.positionalArguments();
    for (const QString& argument : positional) {
        if (tilerummy::net::looksLikeInvite(argument) && options.invite.isEmpty()) {
            options.invite = argument.trimmed(); // read (and refused when bad) by the join dialog
            continue;
        }
        options.warnings.append(
            QCoreApplication::translate("LaunchOptions", "Unknown argument '%1'. Ignored.").arg(argument));
    }

    options.showHelp = parser.isSet(help) || parser.isSet(QStringLiteral("help-all"));
    options.showVersion = parser.isSet(version);
    options.quitAfterFirstFrame = parser.isSet(quitAfterFirstFrame);
    options.resume = parser.isSet(resume);
    options.helpText = parser.helpText();

    // An option given without its value was reported by the parser already.
    if (parser.isSet(seed) && !parser.value(seed).isEmpty()) {
        const QString text = parser.value(seed);
        if (const std::optional<std::uint64_t> value = MatchOptions::parseSeed(text)) {
            options.seed = *value;
            options.explicitGame = true;
        } else {
            options.warnings.append(
                QCoreApplication::translate("LaunchOptions",
                                            "--seed wants a whole number from 0 up, not '%1': dealing a random game")
                    .arg(text));
        }
    }
    if (parser.isSet(players) && !parser.value(players).isEmpty()) {
        const QString text = parser.value(players);
        bool ok = false;
        const int value = text.trimmed().toInt(&ok);
        QList<SeatKind> seats;
        bool seatsOk = !ok;
        for (const QString& name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::optional<SeatKind> seat = MatchOptions::seatKindNamed(name);
            seatsOk = seatsOk && seat;
            if (seat)
                seats.append(*seat);
        }
        seatsOk = seatsOk && seats.size() >= MatchOptions::kMinPlayers && seats.size() <= MatchOptions::kMaxPlayers;
        if (ok && value >= MatchOptions::kMinPlayers && value <= MatchOptions::kMaxPlayers) {
            options.players = value;
            options.explicitGame = true;
        } else if (seatsOk) {
            options.seats = seats;
            options.players = static_cast<int>(options.seats.size());
            options.explicitGame = true;
        } else {
            options.warnings.append(
                QCoreApplication::translate("LaunchOptions",
                                            "--players wants %1 to %2 seats (human, beginner, standard, expert) or a "
                                            "number of players, not '%3': playing with %4")
                    .arg(MatchOptions::kMinPlayers)
                    .arg(MatchOptions::kMaxPlayers)
                    .arg(text)
                    .arg(options.players));
        }
    }
    return options;
}
