// The table's chat (TableHub): a line goes from the player who says it to
// every other client that reads chat (players and watchers), and a friend's
// to the host's window too; a friend who says too much too fast is refused.
// Nothing of it is kept: not in the game's history, not in a log or a save.
#include "net/table_hub.h"
#include "net/table_hub_seat.h"

#include <algorithm>

namespace tilerummy::net {

void TableHub::say(int seat, const Say& line)
{
    if (seat < 0 || seat >= seatCount())
        return;
    const QByteArray bytes = writeMessage(Chat{seat, at(seat).name, line.phrase, line.text});
    for (int s = 0; s < seatCount(); ++s)
        if (s != seat && isRemote(s) && isConnected(s) && at(s).readsChat)
            emit sendTo(s, bytes);
    for (const Watcher& w : watchers_)
        if (w.readsChat)
            emit sendTo(w.id, bytes);
}

void TableHub::hear(int seat, const Say& line)
{
    SeatState& s = at(seat);
    if (!s.chat.take())
        return refuse(seat, errors::kChat, QStringLiteral("You are chatting too fast: wait a moment."));
    say(seat, line);
    emit chatHeard(seat, s.name, line);
}

} // namespace tilerummy::net
