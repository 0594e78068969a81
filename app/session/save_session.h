// Saving and resuming the game: the autosave (written after every turn,
// shortly after each move of a turn in progress, and on quit), the offer at
// start to resume the game saved on quit, and saving to or opening a file the
// player picks. A save holds the whole game as it is (toSave: the match, the
// seats, the racks as kept, the turn in progress) and puts it back (restore);
// its format is save_game.h's. A match that ends here is kept in the history
// of finished games (game_history.h). It reads the game through its view
// (GameView) and what a save holds beyond it through SaveSession::Game, and
// puts a save back through the same; it hears the draft change from the
// game's events.
#pragma once

#include "game/game_view.h"
#include "save/save_game.h"
#include "seats/kept_racks.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class GameReview;

class SaveSession : public QObject {
    Q_OBJECT
    Q_MOC_INCLUDE("review/game_review.h")
    QML_ELEMENT
    QML_UNCREATABLE("The game keeps its saves.")
    Q_PROPERTY(QString autosaveFile READ autosaveFile WRITE setAutosaveFile NOTIFY autosaveFileChanged FINAL)
    // Where finished games are kept (main.cpp: gameHistoryFolder()).
    Q_PROPERTY(QString historyFolder READ historyFolder WRITE setHistoryFolder NOTIFY historyFolderChanged FINAL)
    // A game saved on quit waits to be resumed or set aside (no autosave
    // until then, and the game on the table waits).
    Q_PROPERTY(bool resumeOffered READ resumeOffered NOTIFY resumeOfferedChanged FINAL)
    Q_PROPERTY(QString resumeDescription READ resumeDescription NOTIFY resumeOfferedChanged FINAL)
    // Why the autosave found at start could not be opened ("" when it could):
    // the file is then kept under another name and a new game is played.
    Q_PROPERTY(QString resumeRefusal READ resumeRefusal NOTIFY resumeOfferedChanged FINAL)
    // The offered game was kept under its own name, not asked about (a game
    // asked for on the command line): a notice that says where ("" if not).
    Q_PROPERTY(QString keptAside READ keptAside NOTIFY resumeOfferedChanged FINAL)

public:
    // What a save reads of the game beyond its view, and how it puts one back.
    class Game {
    public:
        // The racks as the players keep them, and one player's rack so.
        virtual const KeptRacks& keptRacks() const = 0;
        virtual tilerummy::RackSlots slotsOf(int player) const = 0;
        // Whose rack the screen shows (-1: nobody's).
        virtual int rackPlayer() const = 0;
        // The last turn is being shown again (the draft is not the person's then).
        virtual bool replaying() const = 0;
        // The table this game hosts for friends, to be hosted again (none: not hosted).
        virtual std::optional<HostedTable> hosted() const = 0;
        // A joined table: the person's rack as they arranged it is kept with their seat.
        virtual void keepJoinedRack() = 0;
        // A saved game put back: the match and its seats, the racks as kept,
        // where the table's sets lie, the table hosted (GameController::installMatch).
        virtual void installMatch(std::unique_ptr<tilerummy::RecordedMatch> match, const QList<SeatKind>& seats,
                                  const QStringList& names, std::vector<std::optional<tilerummy::RackSlots>> rackSlots,
                                  tilerummy::TableLayout layout, bool resumed,
                                  const std::optional<HostedTable>& hosted) = 0;
        virtual void resumeTurnRacks(std::vector<tilerummy::TurnRack> racks) = 0;
        // Each player's time bank as saved (empty: as dealt).
        virtual void resumeBanks(const std::vector<std::int64_t>& leftMs) = 0;
        virtual void resumeDraft(const tilerummy::DraftArrangement& draft,
                                 const std::vector<tilerummy::DraftArrangement>& undo,
                                 const std::vector<tilerummy::DraftArrangement>& redo) = 0;
        virtual void remarkAfterResume(bool moved) = 0;

    protected:
        ~Game() = default;
    };

    SaveSession(const GameView& view, Game& game, QObject* parent);

    // The game in progress as a save (the draft of a person's turn included).
    SavedGame toSave() const;
    // The seat whose rack the screen shows now, if a person here plays it
    // (-1: nobody's, as while a hand-over waits or an AI moves between
    // people): what a review of the game in progress may show.
    int viewer() const;
    // Opens the game being played (its rounds so far) in `review`, seen
    // from the side of the person at the screen now (viewer): "" or why not.
    Q_INVOKABLE QString openInReview(GameReview* review) const;
    // Replaces the game with a saved one; "" or why not (the game stays).
    QString restore(const SavedGame& save);

    // Saves the game in progress (false, and saveFailed, when it fails).
    Q_INVOKABLE bool saveToFile(const QString& pathOrUrl);
    // Loads a saved game in place of this one; "" or a one-line reason (and the game stays).
    Q_INVOKABLE QString loadFromFile(const QString& pathOrUrl);
    // Writes the autosave now (a match over, or a game never touched: the
    // autosave is removed instead).
    Q_INVOKABLE bool autosave();
    // At start: offers the game in the autosave file, when there is one, to
    // be resumed (resumeOffered); false when there is none. An autosave that
    // does not load (damaged, impossible, from a newer version) is not
    // offered: it is renamed "<autosave>.bad-<time>", never overwritten or
    // deleted, and resumeRefusal says why (when it cannot even be renamed,
    // autosaving stops for this session rather than overwrite it).
    Q_INVOKABLE bool offerResume();
    // Resumes the offered game: "" or why it could not be (the file is then
    // set aside under another name, and the game on the table goes on).
    Q_INVOKABLE QString resumeAutosave();
    // Declines the offer: the saved game is kept as "<autosave>.previous".
    Q_INVOKABLE void declineResume();
    // A game was asked for on the command line: the offered game is not asked
    // about but kept in `folder` (where the person saves games) as
    // "unfinished-game-<yyyyMMdd-HHmmss>.trsave", never over another file, to
    // be opened again (keptAside says so). False, and the offer stands, when
    // it cannot be moved there.
    bool keepOfferedGameIn(const QString& folder);

    // Where finished games are kept (GameHistory); empty: none are kept.
    void setHistoryFolder(const QString& folder);
    const QString& historyFolder() const { return historyFolder_; }
    // The match has just ended on this machine: kept in the history (a
    // joined table's match is the host's). False when it is not kept.
    bool keepFinishedGame();

    bool resumeOffered() const { return !resumeDescription_.isEmpty(); }
    QString resumeDescription() const { return resumeDescription_; }
    QString resumeRefusal() const { return resumeRefusal_; }
    QString keptAside() const { return keptAside_; }
    QString autosaveFile() const { return autosaveFile_; }
    void setAutosaveFile(const QString& path);

signals:
    void autosaveFileChanged();
    void historyFolderChanged();
    void resumeOfferedChanged();
    void saveFailed(const QString& reason);

private:
    const GameView& view_;
    Game& game_;
    QString autosaveFile_;
    QString historyFolder_;
    QString resumeDescription_;
    QString resumeRefusal_;
    QString keptAside_;
    QTimer draftSave_;
    static constexpr int kDraftSaveDelayMs = 600;
};
