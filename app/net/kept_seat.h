// A seat kept for coming back to: the table's address and the token that
// takes the seat there back, with what was typed to join it (the name, the
// code, the host's fingerprint) and whose table it is. The game's window keeps
// one beside its autosave while it is at a table ("Rejoin Ann's table" at the
// next start); `tilerummy-cli bot --seat-file FILE` keeps one in FILE. One JSON
// object; a file that is not one is refused and left as it is (it may be
// another program's), never overwritten by the reader.
#pragma once

#include <QString>
#include <QUrl>

#include <optional>
#include <vector>

namespace tilerummy::net {

struct KeptSeat {
    QUrl url;      // ws://host:port or wss://host:port
    QString token; // the welcome's: the seat, taken back
    int seat = -1;
    QString name;        // the player's, as joined
    QString code;        // the table's code, as typed
    QString fingerprint; // a self-signed host's certificate, as pinned ("" for none)
    QString host;        // the host's name ("" for a table that `serve` hosts)
    // The rack as the player arranged it (RackSlots::cells: ids, -1 for an
    // empty slot, row by row); empty when not kept.
    std::vector<int> rack;
};

// The seat kept in `path`: nullopt with `error` empty when there is no file,
// with `error` (a sentence) when the file is not a kept seat.
std::optional<KeptSeat> readKeptSeat(const QString& path, QString* error);
// Writes it atomically (a crash leaves the old file or the new one), making its folder.
bool writeKeptSeat(const QString& path, const KeptSeat& seat);

} // namespace tilerummy::net
