// A lobby's table once its room has started (lobby_rooms.h), played by the
// network table's own code (TableHub and ServedMatch on the lobby's
// TableServer) in the process that owns the room: each person gets their
// seat's token and the table's code over the lobby connection and takes the
// seat with a table hello; AIs fill the seats nobody took. At each game's end
// it reports the people's results for rating (a rated table with two people
// or more); a person gone past the grace time at the end abandoned.
#pragma once

#include "lobby/lobby_rooms.h"
#include "lobby/lobby_store.h"
#include "net/served_match.h"
#include "net/table_hub.h"
#include "self_play.h"

#include <QJsonObject>
#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace tilerummy::net {
class TableServer;
}

namespace tilerummy::lobby {

class LobbyTable : public QObject, private SelfPlayObserver {
    Q_OBJECT

public:
    // What a person needs to take their seat (the lobby's `seated`).
    struct Ticket {
        QString key;
        int seat = 0;
        QString token;
    };
    struct Settings {
        int graceMs = 60000;
        AiLevel fill = AiLevel::Standard;
        long long aiNodeLimit = AiPlayer::kDefaultNodeLimit;
    };

    LobbyTable(Room room, Settings settings, QObject* parent = nullptr);
    ~LobbyTable() override;

    const Room& room() const { return room_; }
    bool isRated() const { return room_.asked.rated && room_.people.size() >= 2; }

    // The games begin on `server`: the people in the first seats, AIs in the
    // others; each person's ticket. `log` (may be null) hears every game's
    // events as `serve --log` writes them.
    std::vector<Ticket> start(net::TableServer* server, std::unique_ptr<SelfPlayObserver> log);
    const QString& tableCode() const { return hubCode_; } // the table hello's code, once started
    // A person's ticket as it stands now (their seat's token turns over each
    // time they take it back): for one who signs in at the lobby again.
    std::optional<Ticket> ticketOf(const QString& key) const;

signals:
    // The last game ended: its people may sit at another table (before its
    // ratings are told, so that an answer to them finds them free).
    void peopleFree();
    // A rated game ended: its people's results, to be recorded.
    void gameFinished(const tilerummy::lobby::LobbyStore::FinishedGame& game);
    // Every game is over (or a game failed): the table may go.
    void over();

private:
    // SelfPlayObserver: forwarded to the log; `ended` makes the results.
    void dealt(int game, const Game& g) override;
    void turn(int game, const TurnRecord& record) override;
    void ended(int game, const Game& g) override;
    void committed(int game, const std::string& commitment, std::uint64_t seed, const Rules& rules) override;

    Room room_;
    Settings settings_;
    std::unique_ptr<SelfPlayObserver> log_;
    QString hubCode_;
    std::unique_ptr<net::TableHub> hub_;
    std::unique_ptr<net::ServedMatch> match_;
    net::TableServer* server_ = nullptr;
};

} // namespace tilerummy::lobby
