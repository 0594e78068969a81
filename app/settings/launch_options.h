// The window's command line: --seed N (the deal; random when not given),
// --players with the seats ("human,expert") or a number (2..4, default 2), and
// --resume (the game kept from last time, straight onto the table), and an
// invitation to a table (tilerummy://HOST:PORT/CODE, as the desktop opens a
// link: the join dialog, filled in). Anything it does not know is reported and
// otherwise ignored, so that a stray argument never keeps the game from opening.
#pragma once

#include "save/seat_kind.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

struct LaunchOptions {
    std::optional<std::uint64_t> seed; // nullopt: pick a random seed
    int players = 2;
    QList<SeatKind> seats;     // empty: a person then standard AIs
    bool explicitGame = false; // a game was asked for: the table is shown first
    bool showHelp = false;
    bool showVersion = false;
    bool quitAfterFirstFrame = false; // print the start-up time and quit (benchmarks)
    bool resume = false;              // --resume: the autosaved game at once, no question
    QString invite;                   // tilerummy://HOST:PORT/CODE: the join dialog, filled in
    QString helpText;
    QStringList warnings; // one line each, for stderr
};

// arguments as QCoreApplication::arguments() gives them (the program first).
LaunchOptions parseLaunchOptions(const QStringList& arguments);
