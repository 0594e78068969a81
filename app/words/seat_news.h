// What the window says when the seats of a network table change (a friend
// joined, dropped, came back, the AI took their seat), and the seats as the
// lobbies show them: one wording for the host's screen and the joining ones.
#pragma once

#include "wire_messages.h"

#include <QString>
#include <QStringList>
#include <QVariantList>

#include <vector>

namespace tilerummy::ui {

// One line for each remote seat whose state changed from `was` to `is`
// (seats told by index; `self`: this screen's own seat, not told).
QStringList seatNews(const std::vector<tilerummy::net::SeatInfo>& was, const std::vector<tilerummy::net::SeatInfo>& is,
                     int self = -1);
// Every seat as a map: name, remote, taken, connected, aiPlaying, ai (an AI seat).
QVariantList seatMaps(const std::vector<tilerummy::net::SeatInfo>& seats);

} // namespace tilerummy::ui
