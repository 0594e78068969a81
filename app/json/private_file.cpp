#include "json/private_file.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(QStringLiteral("cannot make the folder %1").arg(QDir::toNativeSeparators(info.absolutePath())));
    // Unbuffered, each write checked: Qt 6.4's QSaveFile commits a file cut
    // short when a buffered write only partly succeeds (disk full, size limit).
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    // Readable by its owner alone (0600): a save holds every rack, and a
    // network table's code and seat tokens. (On Windows the user's own folders
    // are private by their access lists; Qt sets no more there.)
    if (!file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return fail(QStringLiteral("cannot make %1 private: %2").arg(QDir::toNativeSeparators(path), reason));
    }
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
        }
        done += n;
    }
    if (!file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}
