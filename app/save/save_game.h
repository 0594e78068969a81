// Saved games: a match in progress written as its setup, the seats and names,
// the actions taken (tr::RecordedMatch), each player's rack order and the turn
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
//  "draft":{"table":[[1,5,9]],"rack":[3,2]}}            (draft: optional)
#pragma once

#include "game.h"
#include "match_record.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

struct SavedGame {
    tr::MatchSetup setup;
    QStringList seats; // per player: "human", "beginner", "standard" or "expert"
    QStringList names; // per player: 1..kMaxNameLength characters
    std::vector<tr::RecordedAction> actions;
    std::vector<tr::IdSet> rackOrders;   // per player: the order the rack is kept in, may be empty
    std::optional<tr::IdPosition> draft; // the turn in progress of the current (human) player
    QDateTime savedAt;

    static constexpr int kMaxNameLength = 40;
    static constexpr int kFormatVersion = 1;
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
};

// The seat names a save may hold.
QStringList savedSeatNames();

// The save as JSON (indented). An invalid savedAt is written as the current time.
QByteArray toJson(const SavedGame& game);
// Parses and checks a save: the format and version, every field's presence,
// type and range (ids 0..105, tr::validateRules, one player entry per player,
// known seats, names of 1..40 characters, one rack order per player), and
// that the actions replay (tr::RecordedMatch::replay). Nullopt with a one-line
// message naming the field when not. A draft that is not exactly the tiles of
// the current player's rack and the table in the replayed state (or whose
// player is not human, or when the round is over) is dropped, not an error.
std::optional<SavedGame> fromJson(const QByteArray& json, QString* error);
// The match the save describes, replayed; nullptr with the reason when it does not replay.
std::unique_ptr<tr::RecordedMatch> restore(const SavedGame& game, QString* error);

// A rack in the player's order: the ids of `order` that are on the rack, in
// that order, then the rack's other ids in their own order.
tr::IdSet orderedRack(const tr::IdSet& rack, const tr::IdSet& order);

// Writes the save atomically, creating the folder if need be. The save is
// checked first as fromJson would read it back: a save that would not load is
// not written. False with the reason when not written (the old file is kept).
bool writeSaveFile(const QString& path, const SavedGame& game, QString* error);
// Reads and checks a save file (fromJson); never changes the file. Nullopt with
// the reason when it is missing, unreadable, over 16 MB, not JSON or not valid.
std::optional<SavedGame> readSaveFile(const QString& path, QString* error);

// <AppDataLocation>/autosave.trsave (the folder is made when it is written).
QString autosavePath();
// Renames a bad file to "<name>.bad-<yyyyMMdd-HHmmss>" (with "-2", "-3"... if
// that exists) so that nothing is lost; false when it cannot be renamed.
bool setAsideBadFile(const QString& path, QString* newPath);
