// The facts of each game kept in the history (history_statistics.h), kept in
// turn in "facts.json" beside the games, so that opening the statistics does
// not review every game again: each entry is keyed by the game's file name,
// size and time written, and a game new or changed since is read and
// reviewed, one gone is dropped. A cache that does not read is rebuilt.
#pragma once

#include "save/history_statistics.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <vector>

struct CachedFacts {
    QString file;    // the game's full path
    GameFacts facts; // valid when `counted`
    bool counted = false;
    QString why; // why not counted (not a person's game, not over, unreadable)
};

struct FactsRead {
    std::vector<CachedFacts> games; // as the files were given
    int reviewed = 0;               // how many were read and reviewed now (the rest came from the cache)
    bool stopped = false;
};

// The facts of these history files (from `folder`'s cache where it holds
// them), the cache written back when anything changed. Stopped by `stop`:
// what was done so far, `stopped` set, the cache left as it was.
FactsRead readFacts(const QString& folder, const QStringList& files, const std::atomic<bool>* stop = nullptr);

// The cache's file in a history folder.
QString factsCachePath(const QString& folder);
