#include "save/save_game.h"

#include "json/private_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

bool writeSaveFile(const QString& path, const SavedGame& game, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (path.isEmpty())
        return fail(QStringLiteral("no file name to save to"));
    return writeFileAtomically(path, toJson(game), error);
}

QString localFilePath(const QString& pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

std::optional<SavedGame> readSaveFile(const QString& path, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<SavedGame> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("there is no save file %1").arg(shown));
    if (!info.isFile())
        return fail(QStringLiteral("%1 is not a file").arg(shown));
    if (info.size() > SavedGame::kMaxFileBytes)
        return fail(QStringLiteral("%1 is too big for a save (%2 bytes, at most 16 MB)").arg(shown).arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1: %2").arg(shown, file.errorString()));
    const QByteArray json = file.read(SavedGame::kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot read %1: %2").arg(shown, file.errorString()));
    if (json.size() > SavedGame::kMaxFileBytes)
        return fail(QStringLiteral("%1 is too big for a save (more than 16 MB)").arg(shown));
    QString why;
    auto game = fromJson(json, &why);
    if (!game)
        return fail(QStringLiteral("%1 is not a valid save: %2").arg(shown, why));
    return game;
}

QString appDataPath(const QString& name)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        return {};
    return dir + QLatin1Char('/') + name;
}

QString autosavePath()
{
    return appDataPath(QStringLiteral("autosave.trsave"));
}

QString keptSeatPath()
{
    return appDataPath(QStringLiteral("joined-table.json"));
}

QString hostCertificatePath()
{
    return appDataPath(QStringLiteral("host-certificate.pem"));
}

QString lobbyKeyPath()
{
    return appDataPath(QStringLiteral("lobby-player.key"));
}

int removeStaleSaveTemporaries(const QString& path, int minutes)
{
    const QFileInfo info(path);
    QDir dir = info.absoluteDir();
    // QSaveFile's temporary files: "<name>.XXXXXX".
    const QRegularExpression temporary(QRegularExpression::anchoredPattern(QRegularExpression::escape(info.fileName()) +
                                                                           QStringLiteral("\\.[A-Za-z0-9]{6}")));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-60LL * minutes);
    int removed = 0;
    for (const QFileInfo& file :
         dir.entryInfoList({info.fileName() + QStringLiteral(".*")}, QDir::Files | QDir::Hidden))
        if (temporary.match(file.fileName()).hasMatch() && file.lastModified().toUTC() < before &&
            QFile::remove(file.absoluteFilePath()))
            ++removed;
    return removed;
}

QString fileTimeStamp()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

bool moveToUnusedName(const QString& path, const QString& base, const QString& suffix, QString* newPath)
{
    if (!QFileInfo(path).isFile())
        return false;
    QString target = base + suffix;
    for (int n = 2; QFileInfo::exists(target); ++n) {
        if (n > 1000)
            return false;
        target = base + QStringLiteral("-%1").arg(n) + suffix;
    }
    if (!QFile::rename(path, target)) // across file systems: copied, then removed
        return false;
    if (newPath)
        *newPath = target;
    return true;
}

bool setAsideBadFile(const QString& path, QString* newPath)
{
    const QString base = path + QStringLiteral(".bad-") + fileTimeStamp();
    return moveToUnusedName(path, base, QString(), newPath);
}
