#include "save_session.h"

#include "game_controller.h"
#include "save_game.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QUrl>

namespace {

QString localPath(const QString& pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

} // namespace

SaveSession::SaveSession(GameController& game) : QObject(&game), game_(game)
{
    draftSave_.setSingleShot(true);
    draftSave_.setInterval(kDraftSaveDelayMs);
    connect(&draftSave_, &QTimer::timeout, this, &SaveSession::autosave);
}

bool SaveSession::saveToFile(const QString& pathOrUrl)
{
    QString error;
    if (!writeSaveFile(localPath(pathOrUrl), game_.toSave(), &error)) {
        emit saveFailed(error);
        return false;
    }
    return true;
}

QString SaveSession::loadFromFile(const QString& pathOrUrl)
{
    QString error;
    const std::optional<SavedGame> save = readSaveFile(localPath(pathOrUrl), &error);
    if (!save)
        return error;
    error = game_.restore(*save);
    if (error.isEmpty())
        autosave();
    return error;
}

bool SaveSession::autosave()
{
    draftSave_.stop();
    if (autosaveFile_.isEmpty() || resumeOffered())
        return false;
    // Nothing left to resume, or nothing done yet (a game dealt and never
    // touched is not offered at the next start).
    const bool untouched = game_.match().actions().empty() && game_.draft().unchanged();
    if (game_.isMatchOver() || untouched) {
        QFile::remove(autosaveFile_);
        return true;
    }
    QString error;
    if (!writeSaveFile(autosaveFile_, game_.toSave(), &error)) {
        qWarning("SaveSession: autosave failed: %s", qPrintable(error));
        emit saveFailed(error);
        return false;
    }
    return true;
}

void SaveSession::setAutosaveFile(const QString& path)
{
    if (path == autosaveFile_)
        return;
    autosaveFile_ = path;
    emit autosaveFileChanged();
}

bool SaveSession::offerResume()
{
    if (autosaveFile_.isEmpty())
        return false;
    removeStaleSaveTemporaries(autosaveFile_); // left by a crash while saving
    if (!QFileInfo::exists(autosaveFile_))
        return false;
    QString error;
    const std::optional<SavedGame> save = readSaveFile(autosaveFile_, &error);
    if (!save) {
        // Refused: kept as it is under another name, and a new game is played.
        QString aside;
        if (setAsideBadFile(autosaveFile_, &aside)) {
            resumeRefusal_ = tr("Your last game could not be opened: %1. The file was kept, unchanged, as %2.")
                                 .arg(error, QDir::toNativeSeparators(aside));
        } else {
            resumeRefusal_ =
                tr("Your last game could not be opened: %1. It could not be moved aside either, so this game "
                   "will not be saved automatically (the file is left as it is).")
                    .arg(error);
            autosaveFile_.clear();
            emit autosaveFileChanged();
        }
        emit resumeOfferedChanged();
        return false;
    }
    resumeDescription_ = tr("%1, round %2, saved %3")
                             .arg(MatchOptions::namesFor(save->seats, save->names).join(tr(" vs ")))
                             .arg(save->state->round) // fromJson always works the state out
                             .arg(QLocale().toString(save->savedAt, QLocale::ShortFormat));
    emit resumeOfferedChanged();
    return true;
}

QString SaveSession::resumeAutosave()
{
    if (!resumeOffered())
        return tr("There is no saved game to resume.");
    QString error;
    std::optional<SavedGame> save = readSaveFile(autosaveFile_, &error);
    if (save)
        error = game_.restore(*save);
    if (!error.isEmpty()) {
        QString aside;
        setAsideBadFile(autosaveFile_, &aside);
        error = tr("The saved game could not be resumed: %1. It was kept as %2.").arg(error, aside);
        resumeRefusal_ = error;
    }
    resumeDescription_.clear();
    autosave();
    emit resumeOfferedChanged(); // the game goes on
    return error;
}

void SaveSession::declineResume()
{
    if (!resumeOffered())
        return;
    const QString previous = autosaveFile_ + QStringLiteral(".previous");
    QFile::remove(previous);
    QFile::rename(autosaveFile_, previous);
    resumeDescription_.clear();
    autosave();
    emit resumeOfferedChanged(); // the game goes on
}
