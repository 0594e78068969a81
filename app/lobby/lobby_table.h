// One table of a lobby: first a waiting room (who sits, who made it, its
// settings), then, once started, a table played by the network table's own
// code (TableHub and ServedMatch on the lobby's TableServer): each person
// gets their seat's token and the table's code over the lobby connection and
// takes the seat with a table hello; AIs fill the seats nobody took. At each
// game's end it reports the people's results for rating (a rated table with
// two people or more); a person gone past the grace time at the end abandoned.
#pragma once

#include "lobby/lobby_store.h"
#include "lobby/lobby_wire.h"
#include "net/served_match.h"
#include "net/table_hub.h"
#include "self_play.h"

#include <QJsonObject>
#include <QObject>

#include <memory>
#include <vector>

namespace tilerummy::net {
class TableServer;
}

namespace tilerummy::lobby {

class LobbyTable : public QObject, private SelfPlayObserver {
    Q_OBJECT

public:
    struct Person {
        QString key;
        QString name;
    };
    // What a person needs to take their seat (the lobby's `seated`).
    struct Ticket {
        QString key;
        int seat = 0;
        QString token;
    };
    struct Settings {
        CreateTable asked;
        int graceMs = 60000;
        AiLevel fill = AiLevel::Standard;
        long long aiNodeLimit = AiPlayer::kDefaultNodeLimit;
    };

    // `code`: a private table's join code (empty: a public table, listed).
    LobbyTable(QString id, Settings settings, QString code, QObject* parent = nullptr);
    ~LobbyTable() override;

    const QString& id() const { return id_; }
    const QString& code() const { return code_; }
    bool isPrivate() const { return !code_.isEmpty(); }
    bool isRated() const { return settings_.asked.rated && people_.size() >= 2; }
    bool isStarted() const { return hub_ != nullptr; }
    const std::vector<Person>& people() const { return people_; }
    const QString& ownerKey() const { return people_.front().key; } // the first seated: who starts it
    int freeSeats() const { return settings_.asked.seats - static_cast<int>(people_.size()); }
    bool seats(const QString& key) const;

    // Waiting: a person sits, or stands up (the first to sit then starts it).
    bool sit(const Person& person);
    void stand(const QString& key);
    // The games begin on `server`, AIs in the free seats; each person's ticket.
    // `log` (may be null) hears every game's events as `serve --log` writes them.
    std::vector<Ticket> start(net::TableServer* server, std::unique_ptr<SelfPlayObserver> log);
    const QString& tableCode() const { return hubCode_; } // the table hello's code, once started

    // The table as the lobby lists it (the code only for those at a private one).
    QJsonObject summary(bool withCode) const;

signals:
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

    QString id_;
    Settings settings_;
    QString code_;
    std::vector<Person> people_; // seated in this order: seats 0.. are theirs, AIs after
    std::unique_ptr<SelfPlayObserver> log_;
    QString hubCode_;
    std::unique_ptr<net::TableHub> hub_;
    std::unique_ptr<net::ServedMatch> match_;
    net::TableServer* server_ = nullptr;
};

} // namespace tilerummy::lobby
