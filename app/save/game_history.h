// The games finished on this machine, kept to be reviewed and counted in the
// statistics: each one a save file (save_game.h) in a folder of its own,
// named by when it was kept ("game-<yyyyMMdd-HHmmss-zzz>.trsave", so that
// names sort oldest first). Bounded: once it holds kMaxGames, keeping another
// removes the oldest. A file that does not read is left alone and skipped.
#pragma once

#include "save/save_game.h"

#include <QString>
#include <QStringList>

#include <optional>

class GameHistory {
public:
    static constexpr int kMaxGames = 200;

    explicit GameHistory(QString folder, int maxGames = kMaxGames);

    // Keeps a finished game (the folder is made when need be); false with
    // the reason when it could not be written (the history is as it was).
    bool keep(const SavedGame& game, QString* error);
    // The files kept, the newest first (full paths).
    QStringList files() const;
    // One of them read and checked (readSaveFile).
    static std::optional<SavedGame> read(const QString& file, QString* error);

    const QString& folder() const { return folder_; }

private:
    QString folder_;
    int maxGames_;
};

// <AppDataLocation>/history (made when a game is first kept).
QString gameHistoryFolder();
