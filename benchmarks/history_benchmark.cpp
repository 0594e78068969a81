// The games screen's reading of the history (app/save/facts_cache.h): N
// finished two-round games of a person (played by a beginner) against the
// three AI levels in turn, kept in a fresh history folder; then the time to
// read their figures the first time (each game replayed and its person's
// turns reviewed against the best play), again from the cache (as at every
// later opening), and to open one game for review (every turn of both seats
// reviewed: game_review.h). Figures for docs/benchmarks.md.
//
//   history_benchmark [--games N] [--first-seed S]
#include "finished_games.h"
#include "percentile.h"
#include "review/game_review.h"
#include "save/facts_cache.h"
#include "save/game_history.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int games = GameHistory::kMaxGames;
    unsigned long long firstSeed = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--games" && i + 1 < argc)
            games = std::atoi(argv[++i]);
        else if (arg == "--first-seed" && i + 1 < argc)
            firstSeed = std::strtoull(argv[++i], nullptr, 10);
        else {
            std::fprintf(stderr, "usage: history_benchmark [--games N] [--first-seed S]\n");
            return 2;
        }
    }
    const QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("history"));
    GameHistory history(folder, games);
    const SeatKind levels[] = {SeatKind::Beginner, SeatKind::Standard, SeatKind::Expert};
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < games; ++i) {
        QString error;
        if (!history.keep(finishedGame({SeatKind::Person, levels[i % 3]}, firstSeed + static_cast<unsigned>(i)),
                          &error)) {
            std::fprintf(stderr, "history_benchmark: %s\n", qPrintable(error));
            return 1;
        }
    }
    std::printf("%d games played and kept in %.1f s\n", games, static_cast<double>(clock.elapsed()) / 1000);

    const QStringList files = history.files();
    clock.restart();
    const FactsRead first = readFacts(folder, files);
    const double firstMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    clock.restart();
    const FactsRead again = readFacts(folder, files);
    const double againMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    int turns = 0;
    for (const CachedFacts& c : first.games)
        turns += c.facts.turns;
    std::printf("first reading:  %.0f ms (%d games reviewed, %d of the person's turns)\n", firstMs, first.reviewed,
                turns);
    std::printf("from the cache: %.1f ms (%d reviewed again)\n", againMs, again.reviewed);

    std::vector<double> openMs;
    int reviewTurns = 0;
    for (int i = 0; i < std::min(games, 30); ++i) {
        GameReview review;
        clock.restart();
        const QString error = review.openFile(files[i]);
        openMs.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "history_benchmark: %s\n", qPrintable(error));
            return 1;
        }
        reviewTurns += review.positionCount();
    }
    std::printf("a game opened for review (%zu games, %d turns in all): median %.1f ms, max %.1f ms\n", openMs.size(),
                reviewTurns, percentile(openMs, 0.5), percentile(openMs, 1.0));
    return 0;
}
