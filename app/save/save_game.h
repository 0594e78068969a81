// Saved games: a match in progress written as its setup, the seats and names,
// the actions taken (tilerummy::RecordedMatch), each player's rack order and the turn
// the human to move was arranging, as JSON. Restoring replays the actions, so
// a save that does not replay is refused as a whole. Files are written
// atomically (QSaveFile): a failed write leaves the old file as it was.
//
// {"format":"tilerummy-save","version":1,"savedAt":"2024-05-01T12:00:00.000Z",
//  "seed":"18446744073709551615",
//  "players":[{"name":"Ann","seat":"human"},{"name":"Player 2","seat":"standard"}],
//  "rules":{"initialMeld":30,"rackSize":14,"penaltyTiles":3,"turnSeconds":0,"timeoutPenaltyTiles":3,
//           "poolEmpty":"until-no-play","rounds":1,"targetScore":0},
//  "actions":[{"a":"play","table":[[1,5,9]],"rack":[2,3]},{"a":"draw"},{"a":"timeout"},{"a":"next"}],
//  "rackOrders":[[3,2],[]],
//  "draft":{"table":[[1,5,9]],"rack":[3,2],"layout":[[0,4]],"slots":[...],  (draft: optional)
//           "undo":[{"table":[],"rack":[1,5,9,3,2],"layout":[],"slots":[...]}],"redo":[]},
//  "tableLayout":[[0,4]], "rackSlots":[[3,-1,2,-1,...],[]],  (optional, since 0.9)
//  "turnRacks":[{"round":0,"turn":2,"slots":[3,-1,2,...],"hint":true}],  (optional: the review's racks)
//  "banks":[412000,600000],  (optional: each player's time bank in ms at the turn's start, rules.bankSeconds)
//  "state":{"round":1,"turn":4,"player":1,"roundOver":false,"table":[[1,5,9]],
//           "racks":[[2,3],[4,6]],"pool":[7,8,0],"initialMeldDone":[true,false],"totals":[0,0]}}
//
// Version 2 adds "state": where the game stands after the actions, written
// out so that a hand-edited or damaged file is caught. The loader checks the
// state on its own (each of the 106 tiles exactly once, every set on the
// table valid, scores that add up to zero) and then that the actions replay
// to exactly that state. Version 1 files (no state) still load.
//
// Where things lie (optional; a save without them is laid out afresh): the
// cell of each set of the table (tableLayout, table_layout.h) and each
// player's rack slots (rackSlots: shelf by shelf, -1 for an empty slot,
// rack_slots.h), and the same for the turn in progress (draft.layout,
// draft.slots). A layout that does not fit its table is repaired, not refused.
// The turn in progress keeps its undo history (draft.undo: the states before
// each move, oldest first; draft.redo: those undone, the next to redo last;
// both optional), so that it goes on move by move.
//
// The review's racks (turnRacks: a person's turn played here, the rack as
// they arranged it) say, with "hint": true, that the turn's play was the
// hint's, kept (the review does not credit the person with it). Optional,
// and absent when false: added without a new version, as the fields above,
// so that older saves read as they did (no hint's play) and older readers,
// which do not look at it, still read the newer saves.
#pragma once

#include "game.h"
#include "match_record.h"
#include "rack_slots.h"
#include "round_review.h"
#include "save/seat_kind.h"
#include "table_layout.h"
#include "turn_draft.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

// Where a match stands: the current round's table, racks, pool (in drawing
// order), whose turn, who has melded, and the match's scores so far.
struct SavedState {
    int round = 1; // rounds dealt
    int turn = 0;  // turns played in this round
    int player = 0;
    bool roundOver = false;
    tilerummy::IdTable table;
    std::vector<tilerummy::IdSet> racks;
    tilerummy::IdSet pool;
    std::vector<bool> initialMeldDone;
    std::vector<int> totals;

    friend bool operator==(const SavedState&, const SavedState&) = default;
};

// The state of a match as a save records it.
SavedState stateOf(const tilerummy::RecordedMatch& match);

// The network table a hosted game was played at, kept so that resuming the
// game opens the same table again: the same port (the friends' games retry
// the address they had), the same code and each remote seat's token (the
// friends take their seats back with it; nobody else can).
struct HostedTable {
    QString code;
    int port = 0;       // 0: any free port
    QStringList tokens; // per player: "" for a seat that is not a friend's, or still free
    bool operator==(const HostedTable&) const = default;
};

struct SavedGame {
    tilerummy::MatchSetup setup;
    QList<SeatKind> seats; // per player
    QStringList names;     // per player: 1..tilerummy::MatchSetup::kMaxNameLength characters
    std::vector<tilerummy::RecordedAction> actions;
    std::vector<tilerummy::IdSet> rackOrders;   // per player: the order the rack is kept in, may be empty
    std::optional<tilerummy::IdPosition> draft; // the turn in progress of the current (human) player
    tilerummy::TableLayout draftLayout;         // where the draft's sets lie (may be empty)
    std::optional<tilerummy::RackSlots> draftSlots;
    std::vector<tilerummy::DraftArrangement> draftUndo;         // the draft's steps back, oldest first
    std::vector<tilerummy::DraftArrangement> draftRedo;         // and forward, the next to redo last
    tilerummy::TableLayout tableLayout;                         // where the table's sets lie (may be empty)
    std::vector<std::optional<tilerummy::RackSlots>> rackSlots; // per player, where known
    std::vector<tilerummy::TurnRack> turnRacks;                 // the racks turns played here were played from, and
                                                                // whether each play was the hint's
    std::vector<std::int64_t> banks; // per player: the time bank in ms at the turn's start (empty: none)
    std::optional<SavedState> state; // where the actions lead (always set by fromJson)
    QDateTime savedAt;
    std::optional<HostedTable> hosted; // a game with friends on other machines, hosted here
    // The actions as fromJson replayed them (once): the match they lead to
    // and its rounds, for whoever goes on to resume, review or count the game
    // (replayOf: only while the setup and actions are still the ones replayed).
    std::shared_ptr<const tilerummy::ReplayedMatch> replayed;

    static constexpr char kFormatName[] = "tilerummy-save"; // "format"
    static constexpr int kFormatVersion = 2;                // written
    static constexpr int kOldestVersion = 1;                // still read
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
};

// The save as JSON (one line). An invalid savedAt is written as the current
// time; a missing state is worked out by replaying the actions (and left out
// when they do not replay, so that the save does not load).
QByteArray toJson(const SavedGame& game);
// Parses and checks a save: the format and version (a newer one is refused as
// such), every field's presence, type and range (ids 0..105,
// tilerummy::validateRules, one player entry per player, known seats, names of 1..40
// characters, one rack order per player), the state on its own (version 2),
// that the actions replay (tilerummy::RecordedMatch::replay) and that they replay to
// exactly the state written. Nullopt with a one-line
// message naming the field when not. A draft that is not exactly the tiles of
// the current player's rack and the table in the replayed state (or whose
// player is not human, or when the round is over) is dropped, not an error.
std::optional<SavedGame> fromJson(const QByteArray& json, QString* error);
// The save's match and rounds: the replay fromJson made when it is still of
// these setup and actions, else a new one; nullptr with the reason when the
// actions do not replay.
std::shared_ptr<const tilerummy::ReplayedMatch> replayOf(const SavedGame& game, QString* error);
// The match the save describes, to play on (replayOf's match, copied);
// nullptr with the reason when it does not replay.
std::unique_ptr<tilerummy::RecordedMatch> restore(const SavedGame& game, QString* error);

// A rack in the player's order: the ids of `order` that are on the rack, in
// that order, then the rack's other ids in their own order.
tilerummy::IdSet orderedRack(const tilerummy::IdSet& rack, const tilerummy::IdSet& order);

// Writes the save atomically, creating the folder if need be: what the game
// has, as it has it (the game made it; it is checked where a file comes in,
// readSaveFile). False with the reason when not written (the old file is kept).
bool writeSaveFile(const QString& path, const SavedGame& game, QString* error);
// A file dialog's URL ("file:///...") as a path; a path as it is.
QString localFilePath(const QString& pathOrUrl);
// Reads and checks a save file (fromJson); never changes the file. Nullopt with
// the reason when it is missing, unreadable, over 16 MB, not JSON or not valid.
std::optional<SavedGame> readSaveFile(const QString& path, QString* error);

// <AppDataLocation>/<name>, or "" when the system gives no such folder.
QString appDataPath(const QString& name);
// <AppDataLocation>/autosave.trsave (the folder is made when it is written).
QString autosavePath();
// The seat at a joined table, kept beside the autosave to rejoin it (kept_seat.h).
QString keptSeatPath();
// The key and certificate of the tables hosted here (net/host_certificate.h).
QString hostCertificatePath();
// The player's key at lobbies ("Play online": lobby/player_key.h), a private file.
QString lobbyKeyPath();
// Removes the temporary files a save to `path` left behind when the program
// was killed while writing ("<name>.XXXXXX", older than `minutes`, so that
// another running copy's save in progress is left alone); how many it removed.
int removeStaleSaveTemporaries(const QString& path, int minutes = 2);
// Renames a bad file to "<name>.bad-<yyyyMMdd-HHmmss>" (with "-2", "-3"... if
// that exists) so that nothing is lost; false when it cannot be renamed.
bool setAsideBadFile(const QString& path, QString* newPath);
// The time now as part of a file's name: "20261128-213000" (yyyyMMdd-HHmmss).
QString fileTimeStamp();
// Moves the file to `base` + `suffix`, or, where that is taken, to
// `base`-2 + `suffix` and on: never over another file. False when it cannot.
bool moveToUnusedName(const QString& path, const QString& base, const QString& suffix, QString* newPath);
