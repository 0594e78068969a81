// Inside TableHub (not for its users): what it keeps of each seat, and how
// its tokens are made and compared. table_hub.cpp plays the seats;
// table_hub_admission.cpp says who may take which.
#pragma once

#include "net/rate_bucket.h"
#include "net/table_hub.h"

#include <QElapsedTimer>
#include <QString>
#include <QTimer>

namespace tilerummy::net {

struct TableHub::SeatState {
    QString name;
    QString token;
    bool taken = false;
    bool connected = false;
    bool aiPlaying = false; // an AI plays this remote seat while its player is gone
    bool left = false;      // its player said they left (or the host handed the seat to the AI)
    bool freed = false;     // the host freed it mid-game: a new player may take it
    bool readsChat = false; // its client said so in its hello
    RateBucket chat{TableHub::kChatBurst,
                    1000.0 / TableHub::kChatEveryMs}; // kChatBurst lines, one more each kChatEveryMs
    QTimer grace;
};

// A new seat token: 16 random bytes from the system's generator, in hex.
QString newToken();
// Compares in time that does not depend on where they differ.
bool sameToken(const QString& a, const QString& b);

} // namespace tilerummy::net
