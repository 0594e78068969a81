// Watchers at a table (TableHub): who may watch (a table that takes them,
// the code, a name nobody at the table has), what a watcher is sent (what a
// bystander at a real table sees: stateFor(kBystander), each turn without its
// drawn tiles; never a rack or a table mid-turn), and the host sending one away.
#include "net/table_hub.h"
#include "net/table_hub_seat.h"

#include <algorithm>

namespace tilerummy::net {

std::vector<TableHub::Watcher> TableHub::watchers() const
{
    return watchers_;
}

TableHub::Admission TableHub::admitWatcher(const Hello& hello)
{
    Admission a;
    if (config_.watchers <= 0) {
        a.refusal = ErrorReply{errors::kWatch, QStringLiteral("This table takes no watchers.")};
        return a;
    }
    if (static_cast<int>(watchers_.size()) >= config_.watchers) {
        a.refusal = ErrorReply{errors::kWatch, QStringLiteral("This table has as many watchers as it takes.")};
        return a;
    }
    // A name at the table admits to nothing: not a player's, not another watcher's.
    const auto same = [&](const QString& name) { return name.compare(hello.name, Qt::CaseInsensitive) == 0; };
    for (int s = 0; s < seatCount(); ++s)
        if ((!isRemote(s) || at(s).taken) && same(at(s).name)) {
            a.refusal = ErrorReply{
                errors::kName,
                QStringLiteral("Someone called %1 is at this table already; choose another name.").arg(at(s).name)};
            return a;
        }
    for (const Watcher& w : watchers_)
        if (same(w.name)) {
            a.refusal = ErrorReply{
                errors::kName,
                QStringLiteral("Someone called %1 watches this table already; choose another name.").arg(w.name)};
            return a;
        }
    a.seat = nextWatcher_++;
    watchers_.push_back(Watcher{a.seat, hello.name, hello.chat});
    return a;
}

void TableHub::connectWatcher(int id)
{
    Welcome w;
    w.seat = -1;
    w.watching = true;
    w.seats = seatInfos();
    w.rules = config_.rules;
    w.games = config_.games;
    w.watchers = static_cast<int>(watchers_.size());
    w.chat = true;
    send(id, w);
    if (game_ && !dealPending_)
        send(id, stateFor(kBystander));
    sendSeats();
}

void TableHub::disconnectWatcher(int id)
{
    const auto it = std::find_if(watchers_.begin(), watchers_.end(), [id](const Watcher& w) { return w.id == id; });
    if (it == watchers_.end())
        return;
    watchers_.erase(it);
    sendSeats();
}

bool TableHub::removeWatcher(int id)
{
    if (std::none_of(watchers_.begin(), watchers_.end(), [id](const Watcher& w) { return w.id == id; }))
        return false;
    emit watcherRemoved(id); // the server cuts the connection ...
    disconnectWatcher(id);   // ... and the others hear one fewer watches
    return true;
}

void TableHub::receiveFromWatcher(int id, const ClientMessage& message)
{
    if (std::holds_alternative<Hello>(message))
        return refuse(id, errors::kHello, QStringLiteral("You watch this table already."));
    if (std::holds_alternative<Leave>(message))
        return; // it goes: its connection closes
    if (std::holds_alternative<Say>(message))
        return refuse(id, errors::kChat, QStringLiteral("Watchers read the chat; only the players write in it."));
    refuse(id, errors::kTurn, QStringLiteral("A watcher makes no moves."));
}

} // namespace tilerummy::net
