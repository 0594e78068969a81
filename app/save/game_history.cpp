#include "save/game_history.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

namespace {

const QString kPrefix = QStringLiteral("game-");
const QString kSuffix = QStringLiteral(".trsave");

} // namespace

GameHistory::GameHistory(QString folder, int maxGames) : folder_(std::move(folder)), maxGames_(std::max(1, maxGames)) {}

QStringList GameHistory::files() const
{
    const QDir dir(folder_);
    QStringList out;
    // Names sort by when they were kept: the newest first.
    const QStringList names =
        dir.entryList({kPrefix + QStringLiteral("*") + kSuffix}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString& name : names)
        out << dir.filePath(name);
    return out;
}

bool GameHistory::keep(const SavedGame& game, QString* error)
{
    if (folder_.isEmpty()) {
        if (error)
            *error = QStringLiteral("no folder for the history of games");
        return false;
    }
    const QDir dir(folder_);
    // Two kept within a millisecond: the later one a millisecond on, so that names keep their order.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString path;
    for (int ms = 0; path.isEmpty() || QFile::exists(path); ++ms)
        path = dir.filePath(kPrefix + now.addMSecs(ms).toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")) + kSuffix);
    if (!writeSaveFile(path, game, error))
        return false;
    const QStringList kept = files();
    for (qsizetype i = maxGames_; i < kept.size(); ++i)
        QFile::remove(kept[i]);
    return true;
}

std::optional<SavedGame> GameHistory::read(const QString& file, QString* error)
{
    return readSaveFile(file, error);
}

QString gameHistoryFolder()
{
    return appDataPath(QStringLiteral("history"));
}
