#include "online/online_lobby.h"

#include "lobby/quick_match.h"
#include "net/wire_messages.h"
#include "save/save_game.h"
#include "words/turn_words.h"
#include "json/json_fields.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

using tilerummy::lobby::LobbyClient;

namespace {

int rounded(const QJsonValue& value)
{
    return static_cast<int>(std::lround(value.toDouble()));
}

} // namespace

OnlineLobby::OnlineLobby(QObject* parent) : QObject(parent), keyFile_(lobbyKeyPath())
{
    connect(&client_, &LobbyClient::signedIn, this, &OnlineLobby::signedIn);
    connect(&client_, &LobbyClient::tablesListed, this, [this](const QJsonArray& tables, int) { listed(tables); });
    connect(&client_, &LobbyClient::tableChanged, this, &OnlineLobby::tableChanged);
    connect(&client_, &LobbyClient::tableLeft, this, [this](const QString&) {
        clearTable();
        emit news(tr("You left the table."));
    });
    connect(&client_, &LobbyClient::seated, this, &OnlineLobby::seated);
    connect(&client_, &LobbyClient::queued, this, &OnlineLobby::setQueue);
    connect(&client_, &LobbyClient::unqueued, this, [this] {
        setQueue(0, 0, 0);
        emit news(tr("You left the quick match."));
    });
    connect(&client_, &LobbyClient::rated, this, &OnlineLobby::rated);
    connect(&client_, &LobbyClient::leaderboard, this, [this](const QJsonArray& players) {
        leaderboard_.clear();
        for (const QJsonValue& v : players) {
            const QJsonObject p = v.toObject();
            leaderboard_.append(QVariantMap{{QStringLiteral("place"), static_cast<int>(leaderboard_.size()) + 1},
                                            {QStringLiteral("name"), p.value("name").toString()},
                                            {QStringLiteral("rating"), rounded(p.value("rating"))},
                                            {QStringLiteral("games"), p.value("games").toInt()},
                                            {QStringLiteral("me"), p.value("name").toString() == name_}});
        }
        emit leaderboardChanged();
    });
    connect(&client_, &LobbyClient::history, this, [this](const QJsonArray& games) {
        history_ = games;
        emit historyChanged();
    });
    connect(&client_, &LobbyClient::refused, this, &OnlineLobby::refused);
    connect(&client_, &LobbyClient::dropped, this, &OnlineLobby::dropped);
    queueTick_.setInterval(1000);
    connect(&queueTick_, &QTimer::timeout, this, &OnlineLobby::queueChanged);
}

OnlineLobby::~OnlineLobby() = default;

QUrl OnlineLobby::lobbyUrl(const QString& typed)
{
    QString text = typed.trimmed();
    if (text.isEmpty() || text.contains(QLatin1Char(' ')))
        return {};
    if (!text.contains(QStringLiteral("://")))
        text.prepend(QStringLiteral("wss://"));
    QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QStringLiteral("ws") && url.scheme() != QStringLiteral("wss")) ||
        url.host().isEmpty() || (!url.path().isEmpty() && url.path() != QStringLiteral("/")) || url.hasQuery() ||
        url.hasFragment())
        return {};
    if (url.port() < 0)
        url.setPort(tilerummy::lobby::kDefaultLobbyPort);
    url.setPath(QString());
    return url;
}

void OnlineLobby::setTable(JoinedTable* table)
{
    if (table_ == table)
        return;
    if (table_)
        table_->disconnect(this);
    table_ = table;
    if (table_) {
        // The game on the table changed: what the player's table is, and its result, are read again.
        const auto tableMoved = [this] {
            emit myTableChanged();
            emit tableResultChanged();
        };
        connect(table_, &JoinedTable::joinedChanged, this, tableMoved);
        connect(table_->guest(), &TableGuest::stateChanged, this, tableMoved);
    }
    emit wiringChanged();
}

void OnlineLobby::setSettings(AppSettings* settings)
{
    if (settings_ == settings)
        return;
    settings_ = settings;
    emit wiringChanged();
    emit stateChanged();
}

void OnlineLobby::setKeyFile(const QString& path)
{
    if (keyFile_ == path)
        return;
    keyFile_ = path;
    emit wiringChanged();
}

QString OnlineLobby::connectTo(const QString& address, const QString& name)
{
    const QUrl url = lobbyUrl(address);
    if (!url.isValid())
        return tr("“%1” is not a lobby's address: type it as whoever runs the lobby gave it, e.g. "
                  "lobby.example.org or wss://lobby.example.org:4530.")
            .arg(address.trimmed());
    const QString player = name.simplified();
    if (player.size() > tilerummy::net::kMaxNameChars)
        return tr("A name of at most %1 characters, please.").arg(tilerummy::net::kMaxNameChars);
    if (keyFile_.isEmpty())
        return tr("This system gives the game no folder to keep your player's key in.");
    QString why;
    const std::optional<tilerummy::lobby::PlayerKey> key = tilerummy::lobby::PlayerKey::loadOrCreate(keyFile_, &why);
    if (!key)
        return tr("Your player's key could not be read or made: %1").arg(why);
    QString fingerprint;
    if (settings_) {
        if (lobbyUrl(settings_->lobbyAddress()) != url)
            settings_->setLobbyFingerprint(QString());
        settings_->setLobbyAddress(address.trimmed());
        if (!player.isEmpty())
            settings_->setJoinName(player);
        fingerprint = settings_->lobbyFingerprint();
    }
    client_.close();
    ending_.clear();
    lastPlace_ = 0;
    host_ = url.host();
    askedName_ = player;
    untrusted_.clear();
    nameAsked_ = false;
    clearTable();
    setQueue(0, 0, 0);
    setPhase(Phase::Connecting);
    client_.open(url, *key, player, fingerprint);
    return {};
}

void OnlineLobby::trustLobby()
{
    if (untrusted_.isEmpty() || !settings_)
        return;
    settings_->setLobbyFingerprint(untrusted_);
    connectTo(settings_->lobbyAddress(), askedName_);
}

QString OnlineLobby::chooseName(const QString& name)
{
    const QString player = name.simplified();
    if (player.isEmpty())
        return tr("Give your name: it is how the others see you at the lobby.");
    if (player.size() > tilerummy::net::kMaxNameChars)
        return tr("A name of at most %1 characters, please.").arg(tilerummy::net::kMaxNameChars);
    askedName_ = player;
    nameAsked_ = false;
    problem_.clear();
    emit stateChanged();
    client_.proveAgain(player);
    return {};
}

void OnlineLobby::disconnectFromLobby()
{
    client_.close();
    untrusted_.clear();
    nameAsked_ = false;
    clearTable();
    setQueue(0, 0, 0);
    tables_ = {};
    emit tablesChanged();
    const bool wasOn = phase_ != Phase::Offline;
    setPhase(Phase::Offline);
    if (wasOn)
        emit news(tr("You signed out of the lobby."));
}

void OnlineLobby::send(const tilerummy::lobby::LobbyRequest& request)
{
    if (phase_ != Phase::SignedIn)
        return;
    problem_.clear();
    emit stateChanged();
    client_.send(request);
}

void OnlineLobby::createTable(int seats, bool rated, bool isPrivate)
{
    tilerummy::lobby::CreateTable create;
    create.seats = std::clamp(seats, 2, 4);
    create.rated = rated;
    create.isPrivate = isPrivate;
    send(create);
}

void OnlineLobby::joinTable(const QString& id)
{
    send(tilerummy::lobby::JoinTable{id, {}});
}

QString OnlineLobby::joinByCode(const QString& code)
{
    const QString typed = code.trimmed();
    if (typed.isEmpty())
        return tr("Type the code your friend's table shows.");
    send(tilerummy::lobby::JoinTable{{}, typed});
    return {};
}

void OnlineLobby::leaveTable()
{
    send(tilerummy::lobby::LeaveTable{});
}

void OnlineLobby::startTable()
{
    send(tilerummy::lobby::StartTable{});
}

void OnlineLobby::quickMatch(int seats, int waitSeconds)
{
    send(tilerummy::lobby::QuickMatchAsk{seats == 4 ? 4 : 2,
                                         std::clamp(waitSeconds, 0, tilerummy::lobby::QuickMatchRules::kMostWaitS)});
}

void OnlineLobby::cancelQuickMatch()
{
    send(tilerummy::lobby::QuickMatchCancel{});
}

void OnlineLobby::askLeaderboard()
{
    send(tilerummy::lobby::AskLeaderboard{});
}

void OnlineLobby::askHistory()
{
    send(tilerummy::lobby::AskHistory{});
}

QString OnlineLobby::status() const
{
    switch (phase_) {
    case Phase::SignedIn:
        return tr("Signed in at %1 as %2.").arg(host_, name_);
    case Phase::Connecting:
        return nameAsked_ ? tr("Connected to %1: choose your name.").arg(host_) : tr("Connecting to %1…").arg(host_);
    case Phase::Offline:
        break;
    }
    if (!settings_ || settings_->lobbyAddress().isEmpty())
        return tr("No lobby yet. A lobby is a server a club, a family or a community runs: type the address "
                  "they gave you, then Connect.");
    return tr("Not connected to a lobby.");
}

QString OnlineLobby::ratingText() const
{
    if (phase_ != Phase::SignedIn)
        return {};
    //: The player's rating: %1 the rating, %2 how sure it is (the deviation), then the games it rests on.
    const QString rating = tr("Rating %1 ± %2").arg(rating_).arg(deviation_);
    return games_ == 0 ? tr("%1, no rated games yet").arg(rating)
                       : tr("%1, from %n rated game(s)", "", games_).arg(rating);
}

QString OnlineLobby::tableTitle(const QJsonObject& table)
{
    const int seats = table.value("seats").toInt();
    const bool rated = table.value("rated").toBool();
    if (table.value("private").toBool())
        return rated ? tr("A private rated table, %n seat(s)", "", seats)
                     : tr("A private friendly table, %n seat(s)", "", seats);
    return rated ? tr("A rated table, %n seat(s)", "", seats) : tr("A friendly table, %n seat(s)", "", seats);
}

QString OnlineLobby::tableDetail(const QJsonObject& table)
{
    QStringList people;
    for (const QJsonValue& v : table.value("people").toArray())
        people.append(v.toString());
    tilerummy::Rules rules;
    std::string ignored;
    const QString rulesText = tilerummy::json::readRules(table.value("rules"), &rules, &ignored)
                                  ? tilerummy::ui::describeRules(rules)
                                  : QString();
    //: A table at the lobby: %1 who sits there (names), then its free seats, then its rules.
    const QString seated =
        tr("%1 sitting, %n seat(s) free", "", table.value("free").toInt()).arg(QLocale().createSeparatedList(people));
    return rulesText.isEmpty() ? seated : tr("%1; %2").arg(seated, rulesText);
}

QString OnlineLobby::myTableTitle() const
{
    return myTable_.isEmpty() ? QString() : tableTitle(myTable_);
}

QString OnlineLobby::myTableDetail() const
{
    return myTable_.isEmpty() ? QString() : tableDetail(myTable_);
}

bool OnlineLobby::playing() const
{
    // The lobby's table is on until its match is over, or the person left it.
    return playing_ && table_ && table_->guest()->isActive() && !table_->guest()->matchOver();
}

bool OnlineLobby::mayStart() const
{
    const QJsonArray people = myTable_.value("people").toArray();
    return atTable() && !people.isEmpty() && people.first().toString() == name_;
}

QString OnlineLobby::queueText() const
{
    if (queueSeats_ == 0)
        return {};
    const int left = queueWaitS_ - static_cast<int>(queuedFor_.elapsed() / 1000);
    //: The quick match's wait: %1 the table's seats; then how many wait for such a table (the player too).
    const QString waiting =
        tr("Looking for a table of %1: %n player(s) waiting, you included.", "", queueWaiting_).arg(queueSeats_);
    if (left <= 0)
        return tr("%1 Seating you with AIs in the free seats…").arg(waiting);
    return tr("%1 AIs take the free seats in %n second(s).", "", left).arg(waiting);
}

void OnlineLobby::signedIn(const QJsonObject& me)
{
    name_ = me.value("name").toString();
    rating_ = rounded(me.value("rating"));
    deviation_ = rounded(me.value("deviation"));
    games_ = me.value("games").toInt();
    nameAsked_ = false;
    setPhase(Phase::SignedIn);
    emit meChanged();
    emit news(status() + QLatin1Char(' ') + ratingText()); // where the focus cannot say it
    client_.send(tilerummy::lobby::AskLeaderboard{});
    client_.send(tilerummy::lobby::AskHistory{});
}

void OnlineLobby::listed(const QJsonArray& tables)
{
    tables_ = tables;
    emit tablesChanged();
}

// The lists in words are made when read: in the language shown now.
QVariantList OnlineLobby::tables() const
{
    QVariantList out;
    for (const QJsonValue& v : tables_) {
        const QJsonObject t = v.toObject();
        out.append(QVariantMap{{QStringLiteral("id"), t.value("id").toString()},
                               {QStringLiteral("title"), tableTitle(t)},
                               {QStringLiteral("detail"), tableDetail(t)},
                               {QStringLiteral("free"), t.value("free").toInt()}});
    }
    return out;
}

QVariantList OnlineLobby::history() const
{
    QVariantList out;
    for (const QJsonValue& v : history_) {
        const QJsonObject g = v.toObject();
        const QDateTime ended = QDateTime::fromString(g.value("ended").toString(), Qt::ISODate);
        const int before = rounded(g.value("before"));
        const int after = rounded(g.value("after"));
        //: A rated game in the player's history: %1 their place, %2 the people at the table, %3 and %4 the
        //: rating before and after.
        const QString text = tr("Place %1 of %2: %3 → %4")
                                 .arg(g.value("place").toInt())
                                 .arg(g.value("people").toInt())
                                 .arg(before)
                                 .arg(after);
        out.append(QVariantMap{{QStringLiteral("when"), QLocale().toString(ended.toLocalTime(), QLocale::ShortFormat)},
                               {QStringLiteral("text"), text},
                               {QStringLiteral("change"), after - before}});
    }
    return out;
}

void OnlineLobby::tableChanged(const QJsonObject& table)
{
    // Said as it happens: the table made (and its code), then who came or went.
    const bool made = myTable_.isEmpty() && !table.isEmpty();
    const bool peopleChanged = !made && myTable_.value("people") != table.value("people");
    myTable_ = table;
    const QString code = myTableCode();
    if (made)
        emit news(code.isEmpty() ? tr("You sit at your table: %1. %2").arg(tableTitle(table), tableDetail(table))
                                 : tr("You sit at your table: %1. %2. Friends join with the code %3")
                                       .arg(tableTitle(table), tableDetail(table), code));
    else if (peopleChanged && !table.isEmpty())
        emit news(tableDetail(table));
    playing_ = false;
    setQueue(0, 0, 0);
    emit myTableChanged();
}

void OnlineLobby::clearTable()
{
    if (myTable_.isEmpty() && !playing_)
        return;
    myTable_ = {};
    playing_ = false;
    emit myTableChanged();
}

void OnlineLobby::seated(const LobbyClient::Seat& seat)
{
    setQueue(0, 0, 0);
    if (!table_)
        return;
    const tilerummy::net::TableClient::Join join = client_.tableJoin(seat, name_);
    const QString error = table_->join(QVariantMap{{QStringLiteral("address"), join.url.toString()},
                                                   {QStringLiteral("code"), join.code},
                                                   {QStringLiteral("name"), join.name},
                                                   {QStringLiteral("fingerprint"), join.fingerprint},
                                                   {QStringLiteral("token"), join.token}});
    if (!error.isEmpty()) {
        problem_ = error;
        emit stateChanged();
        return;
    }
    if (myTable_.isEmpty())
        myTable_ = QJsonObject{{"id", seat.table}, {"rated", seat.rated}};
    playing_ = true;
    seatAddress_ = join.url.toString();
    resultForSeat_ = false;
    emit tableResultChanged();
    emit myTableChanged();
    emit news(seat.rated ? tr("Your rated table starts: taking your seat.")
                         : tr("Your table starts: taking your seat."));
    emit seatTaken();
}

void OnlineLobby::rated(const QJsonObject& result)
{
    const int before = rating_;
    name_ = result.value("name").toString(name_);
    rating_ = rounded(result.value("rating"));
    deviation_ = rounded(result.value("deviation"));
    games_ = result.value("games").toInt(games_);
    lastPlace_ = result.value("place").toInt();
    lastPeople_ = result.value("people").toInt();
    lastChange_ = rating_ - before;
    resultForSeat_ = !seatAddress_.isEmpty();
    emit meChanged();
    emit tableResultChanged();
    emit news(lastResult());
    client_.send(tilerummy::lobby::AskLeaderboard{});
    client_.send(tilerummy::lobby::AskHistory{});
}

QString OnlineLobby::lastResult() const
{
    if (lastPlace_ == 0)
        return {};
    const QString change = lastChange_ > 0 ? QStringLiteral("+%1").arg(lastChange_) : QString::number(lastChange_);
    //: After a rated game: %1 the place, %2 the people at the table, %3 the new rating, %4 its change (+12, -8).
    return tr("Your last rated game: place %1 of %2. Your rating is now %3 (%4).")
        .arg(lastPlace_)
        .arg(lastPeople_)
        .arg(rating_)
        .arg(change);
}

bool OnlineLobby::atLobbyTable() const
{
    return !seatAddress_.isEmpty() && table_ && table_->joined() && table_->guest()->address() == seatAddress_;
}

QString OnlineLobby::tableResult() const
{
    return resultForSeat_ && atLobbyTable() ? lastResult() : QString();
}

QString OnlineLobby::refusalWords(const QString& code, int retryS)
{
    if (code == QLatin1String("name"))
        return tr("That name is taken at this lobby, or not allowed: choose another.");
    if (code == QLatin1String("signin"))
        return tr("The lobby did not accept your player's key.");
    if (code == QLatin1String("replaced"))
        return tr("You signed in at this lobby from another window or machine: this one is signed out.");
    if (code == QLatin1String("version"))
        return tr("This lobby speaks another version of the game's protocol: update the game, or ask whoever runs "
                  "the lobby.");
    if (code == QLatin1String("table"))
        return tr("That table is no longer open.");
    if (code == QLatin1String("code"))
        return tr("No private table has that code: check it with your friend.");
    if (code == QLatin1String("owner"))
        return tr("Only the player who made the table starts it.");
    if (code == QLatin1String("seated"))
        return tr("You sit at a table already: leave it first.");
    if (code == QLatin1String("wait") && retryS > 0)
        return tr("Too many wrong codes from your address: try again in %n second(s).", "", retryS);
    if (code == QLatin1String("rate") && retryS > 0)
        return tr("Too many tables asked for at once: try again in %n second(s).", "", retryS);
    if (code == QLatin1String("rate") || code == QLatin1String("flood"))
        return tr("Too many requests at once: wait a moment and try again.");
    if (code == QLatin1String("full"))
        return tr("The lobby is full right now: try again later.");
    return tr("The lobby refused this game's request.");
}

void OnlineLobby::refused(const QString& code, const QString&, int retryS)
{
    const QString words = refusalWords(code, retryS);
    if (code == QLatin1String("replaced") || code == QLatin1String("signin") || code == QLatin1String("version") ||
        code == QLatin1String("full"))
        ending_ = words;
    if (code == QLatin1String("name") && phase_ == Phase::Connecting) {
        nameAsked_ = true;
        problem_ = words;
        emit stateChanged();
        return;
    }
    problem_ = words;
    emit stateChanged();
    emit news(words);
}

void OnlineLobby::dropped(const QString& reason)
{
    untrusted_ = client_.untrustedFingerprint();
    nameAsked_ = false;
    // A refusal that ended the connection (signed in elsewhere, a key refused) says it best.
    const QString why = !ending_.isEmpty() ? ending_
                        : !untrusted_.isEmpty()
                            ? tr("Nobody vouches for this lobby's certificate. If whoever runs the lobby gives you "
                                 "this fingerprint, trust it: %1")
                                  .arg(untrusted_)
                            : tr("The lobby cannot be reached: %1").arg(reason);
    myTable_ = {};
    setQueue(0, 0, 0);
    tables_ = {};
    emit tablesChanged();
    emit myTableChanged();
    setPhase(Phase::Offline, why);
}

void OnlineLobby::setPhase(Phase phase, const QString& problem)
{
    phase_ = phase;
    problem_ = problem;
    emit stateChanged();
    emit meChanged();
}

void OnlineLobby::setQueue(int seats, int waiting, int waitS)
{
    const bool wasQueued = queued();
    if (seats > 0 && (queueSeats_ != seats || !queuedFor_.isValid()))
        queuedFor_.start();
    if (seats <= 0)
        queuedFor_.invalidate();
    queueSeats_ = std::max(seats, 0);
    queueWaiting_ = waiting;
    queueWaitS_ = waitS;
    if (queued() && !wasQueued)
        emit news(queueText()); // the countdown is on the screen; a reader hears its start
    if (queued())
        queueTick_.start();
    else
        queueTick_.stop();
    emit queueChanged();
}
