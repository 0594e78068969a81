#include "session/save_session.h"

#include "review/game_review.h"
#include "save/game_history.h"
#include "save/save_game.h"
#include "settings/match_options.h"
#include "table_layout.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

SaveSession::SaveSession(const GameView& view, Game& game, QObject* parent) : QObject(parent), view_(view), game_(game)
{
    // The turn in progress changed: autosaved shortly after its last move, so
    // that a crash loses at most the last moment of a turn.
    connect(&view_.events(), &GameEvents::draftChanged, &draftSave_, qOverload<>(&QTimer::start));
    draftSave_.setSingleShot(true);
    draftSave_.setInterval(kDraftSaveDelayMs);
    connect(&draftSave_, &QTimer::timeout, this, &SaveSession::autosave);
}

bool SaveSession::saveToFile(const QString& pathOrUrl)
{
    QString error;
    if (view_.joined()) {
        emit saveFailed(tr("A game at a table another machine hosts is saved there, by its host."));
        return false;
    }
    if (!writeSaveFile(localFilePath(pathOrUrl), toSave(), &error)) {
        emit saveFailed(error);
        return false;
    }
    return true;
}

QString SaveSession::loadFromFile(const QString& pathOrUrl)
{
    QString error;
    const std::optional<SavedGame> save = readSaveFile(localFilePath(pathOrUrl), &error);
    if (!save)
        return error;
    error = restore(*save);
    if (error.isEmpty())
        autosave();
    return error;
}

bool SaveSession::autosave()
{
    draftSave_.stop();
    // A joined table's game is the host's to save (the autosave of the game
    // played here before stays, to be resumed); the seat is kept here, with
    // the rack as the person arranged it.
    if (view_.joined()) {
        game_.keepJoinedRack();
        return false;
    }
    if (autosaveFile_.isEmpty() || resumeOffered())
        return false;
    // Nothing left to resume, or nothing done yet (a game dealt and never
    // touched is not offered at the next start).
    const bool untouched = view_.match().actions().empty() && view_.draft().unchanged();
    if (view_.isMatchOver() || untouched) {
        QFile::remove(autosaveFile_);
        return true;
    }
    QString error;
    if (!writeSaveFile(autosaveFile_, toSave(), &error)) {
        qWarning("SaveSession: autosave failed: %s", qPrintable(error));
        emit saveFailed(error);
        return false;
    }
    return true;
}

void SaveSession::setHistoryFolder(const QString& folder)
{
    if (folder == historyFolder_)
        return;
    historyFolder_ = folder;
    emit historyFolderChanged();
}

bool SaveSession::keepFinishedGame()
{
    if (historyFolder_.isEmpty() || view_.joined() || !view_.isMatchOver())
        return false;
    QString error;
    if (!GameHistory(historyFolder_).keep(toSave(), &error)) {
        qWarning("SaveSession: the finished game was not kept: %s", qPrintable(error));
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
        error = restore(*save);
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

bool SaveSession::keepOfferedGameIn(const QString& folder)
{
    if (!resumeOffered() || folder.isEmpty() || !QDir().mkpath(folder))
        return false;
    const QString base = QDir(folder).filePath(QStringLiteral("unfinished-game-") + fileTimeStamp());
    QString kept;
    if (!moveToUnusedName(autosaveFile_, base, QStringLiteral(".trsave"), &kept))
        return false;
    keptAside_ = tr("Your unfinished game (%1) was kept as %2. Open (Ctrl+O) plays it on.")
                     .arg(resumeDescription_, QDir::toNativeSeparators(kept));
    resumeDescription_.clear();
    autosave();
    emit resumeOfferedChanged();
    return true;
}

int SaveSession::viewer() const
{
    const int shown = game_.rackPlayer();
    return shown >= 0 && view_.atThisScreen(shown) ? shown : -1;
}

SavedGame SaveSession::toSave() const
{
    const tilerummy::RecordedMatch& match = view_.match();
    const tilerummy::TurnDraft& draft = view_.draft();
    SavedGame save;
    save.setup = match.setup();
    save.seats = view_.seats();
    save.names = view_.names();
    save.actions = match.actions();
    save.rackSlots = game_.keptRacks().known();
    save.turnRacks = game_.keptRacks().turnRacks();
    save.banks = view_.timeBanks(); // at this turn's start: its time so far is not kept
    for (int player = 0; player < view_.playerCount(); ++player) {
        const tilerummy::RackSlots kept = game_.slotsOf(player);
        save.rackOrders.push_back(kept.tiles());
        save.rackSlots[static_cast<std::size_t>(player)] = kept;
    }
    save.tableLayout = view_.tableLayout();
    save.hosted = game_.hosted();
    if (!view_.isRoundOver() && view_.atThisScreen(view_.currentPlayer()) && !game_.replaying()) {
        // The turn's start is the seat's slots; what the player did, the draft.
        save.rackSlots[static_cast<std::size_t>(view_.currentPlayer())] = draft.startSlots();
        if (draft.position() != draft.start() || draft.layout() != draft.startLayout() ||
            draft.rackSlots() != draft.startSlots() || draft.canUndo() || draft.canRedo()) {
            save.draft = draft.position();
            save.draftLayout = draft.layout();
            save.draftSlots = draft.rackSlots();
            save.draftUndo = draft.undoSteps();
            save.draftRedo = draft.redoSteps();
        }
    }
    save.state = stateOf(match);
    save.savedAt = QDateTime::currentDateTime();
    return save;
}

QString SaveSession::openInReview(GameReview* review) const
{
    return review ? review->open(toSave(), viewer()) : tr("No game to review.");
}

QString SaveSession::restore(const SavedGame& save)
{
    QString error;
    std::unique_ptr<tilerummy::RecordedMatch> restored = ::restore(save, &error);
    if (!restored)
        return error.isEmpty() ? tr("The saved game could not be replayed.") : error;
    // Racks kept in slots, or (older saves) in an order: laid out as dealt in that order.
    std::vector<std::optional<tilerummy::RackSlots>> kept = save.rackSlots;
    kept.resize(static_cast<std::size_t>(save.setup.players));
    for (std::size_t seat = 0; seat < kept.size(); ++seat) {
        if (!kept[seat] && seat < save.rackOrders.size() && !save.rackOrders[seat].empty())
            kept[seat] = tilerummy::RackSlots::dealt(save.rackOrders[seat]);
    }
    game_.installMatch(std::move(restored), save.seats, save.names, std::move(kept), save.tableLayout, true,
                       save.hosted);
    game_.resumeTurnRacks(save.turnRacks);
    game_.resumeBanks(save.banks);
    if (save.draft && view_.atThisScreen(view_.currentPlayer())) {
        // The turn goes on where it was left, move by move (an older save: one step back to its start).
        const tilerummy::TurnDraft& draft = view_.draft();
        const tilerummy::RackSlots rack = save.draftSlots
                                              ? tilerummy::RackSlots::following(*save.draftSlots, save.draft->rack)
                                              : tilerummy::RackSlots::dealt(save.draft->rack);
        const tilerummy::TableLayout layout =
            save.draftLayout.empty() ? tilerummy::followLayout(draft.table(), draft.layout(), save.draft->table)
                                     : save.draftLayout;
        game_.resumeDraft({{save.draft->table, rack.tiles()}, layout, rack}, save.draftUndo, save.draftRedo);
    }
    game_.remarkAfterResume(save.draft.has_value());
    return {};
}
