#include "netplay/table_host.h"

#include "deal_proof.h"

#include "net/host_certificate.h"
#include "net/invite_link.h"
#include "net/table_client.h"
#include "net/table_server.h"
#include "settings/match_options.h"
#include "words/seat_news.h"

#include <QLocale>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTimer>

using tilerummy::net::TableHub;
using tilerummy::net::TableServer;

TableHost::TableHost(const GameView& game, QObject* parent) : QObject(parent), game_(game)
{
    const GameEvents& events = game_.events();
    connect(&events, &GameEvents::dealt, this, &TableHost::dealt);
    connect(&events, &GameEvents::turnBegan, this, &TableHost::turnBegan);
    connect(&events, &GameEvents::turnMade, this, &TableHost::turnMade);
    connect(&events, &GameEvents::draftShown, this, &TableHost::draftShown);
    lingering_.setSingleShot(true);
    connect(&lingering_, &QTimer::timeout, this, [this] {
        if (server_)
            server_->closeAll(0); // nobody asked to play again in time
        emit againChanged();
    });
}

TableHost::~TableHost() = default;

void TableHost::setGraceSeconds(int seconds)
{
    const int ms = std::max(0, seconds) * 1000;
    if (ms == graceMs_)
        return;
    graceMs_ = ms;
    emit graceSecondsChanged();
}

void TableHost::setWatchersAllowed(int count)
{
    count = std::clamp(count, 0, tilerummy::net::kMaxWatchers);
    if (count == watchersAllowed_)
        return;
    watchersAllowed_ = count;
    if (hub_)
        hub_->setWatchers(count);
    emit watchersAllowedChanged();
}

QStringList TableHost::watcherNames() const
{
    QStringList names;
    if (hub_)
        for (const TableHub::Watcher& w : hub_->watchers())
            names.append(w.name);
    return names;
}

bool TableHost::sendWatcherAway(int index)
{
    if (!hub_ || index < 0 || index >= static_cast<int>(hub_->watchers().size()))
        return false;
    const TableHub::Watcher w = hub_->watchers()[static_cast<std::size_t>(index)];
    lastWatchers_.removeOne(w.name); // said below, not as one who left
    if (!hub_->removeWatcher(w.id))
        return false;
    //: %1 a watcher's name.
    emit news(tr("%1 no longer watches: sent away.").arg(w.name));
    return true;
}

// The person at this screen: the first seat the hub has as the host's.
static int hostSeatOf(const TableHub& hub)
{
    const std::vector<tilerummy::net::SeatInfo> seats = hub.seatInfos();
    for (std::size_t s = 0; s < seats.size(); ++s)
        if (seats[s].kind == tilerummy::net::kHostSeat)
            return static_cast<int>(s);
    return -1;
}

void TableHost::say(const tilerummy::net::Say& line)
{
    if (const int seat = hub_ ? hostSeatOf(*hub_) : -1; seat >= 0)
        hub_->say(seat, line);
}

QString TableHost::ownChatName() const
{
    const int seat = hub_ ? hostSeatOf(*hub_) : -1;
    return seat >= 0 ? hub_->seatInfos()[static_cast<std::size_t>(seat)].name : QString();
}

void TableHost::openFor(const QList<SeatKind>& kinds, const QStringList& names, const tilerummy::Rules& rules,
                        const std::optional<HostedTable>& again)
{
    close();
    if (!kinds.contains(SeatKind::Remote))
        return;
    TableHub::Config config;
    for (int p = 0; p < kinds.size(); ++p) {
        const SeatKind kind = kinds.at(p);
        config.seats.push_back(kind == SeatKind::Remote
                                   ? std::nullopt
                                   : std::optional(aiLevelOf(kind).value_or(tilerummy::AiLevel::Standard)));
        // A friend's seat given a name (in the dialog, or a resumed game's) is kept for that name.
        config.names.push_back(kind == SeatKind::Remote ? names.value(p).trimmed()
                                                        : MatchOptions::namesFor(kinds, names).value(p));
        // A person at this screen: the hub never waits for them (the game does their turns).
        config.atHost.push_back(kind == SeatKind::Person);
    }
    config.code = again && !again->code.isEmpty() ? again->code : TableHub::newCode();
    if (again)
        for (int p = 0; p < kinds.size(); ++p)
            config.tokens.push_back(kinds.at(p) == SeatKind::Remote ? again->tokens.value(p) : QString());
    config.rules = rules;
    config.games = rules.rounds;
    config.graceMs = graceMs_;
    config.lingers = true; // after the match, until the host asks to play again or moves on
    config.watchers = watchersAllowed_;
    kinds_ = kinds;
    names_ = names;
    hub_ = std::make_unique<TableHub>(config);
    connect(hub_.get(), &TableHub::againChanged, this, &TableHost::againChanged);
    connect(hub_.get(), &TableHub::chatHeard, this, &TableHost::chatHeard);
    wins_.clear();
    draws_ = 0;
    rounds_ = 0;
    dealsRevealed_ = false;
    lastSeats_ = hub_->seatInfos();
    lastWatchers_.clear();
    connect(hub_.get(), &TableHub::seatsChanged, this, &TableHost::seatsMoved);
    connect(hub_.get(), &TableHub::draftReceived, this, &TableHost::draftReceived);
    connect(hub_.get(), &TableHub::allSeated, this, [this] {
        emit seatsChanged();
        emit everyoneSeated();
    });
    // Encrypted by default: a token or the code read off a shared network
    // would take a seat. Without TLS (no library) the table opens plainly and says why.
    QString noTls;
    if (!tls_)
        tls_ = tilerummy::net::hostTls(certificateFile_, &noTls);
    if (!tls_)
        problem_ = tr("This table is not encrypted (%1): on a shared network, others could read its code.").arg(noTls);
    server_ = std::make_unique<TableServer>(std::vector<TableHub*>{hub_.get()}, tls_);
    connect(server_.get(), &TableServer::wrongCodes, this, [this](const QString& address, int count) {
        emit news(tr("%n wrong join code(s) from %1: it must wait before trying again.", nullptr, count).arg(address));
    });
    connect(server_.get(), &TableServer::joinsHeld, this, [this](int addresses, int seconds) {
        emit news(joinsHeldWords(addresses, seconds));
        emit joinsHeld(addresses, seconds);
    });
    connect(server_.get(), &TableServer::seatTakenOver, this,
            [this](TableHub*, int seat, const QString& from, const QString& before) {
                const QString name = hub_->seatInfos().at(static_cast<std::size_t>(seat)).name;
                emit news(takenOverWords(name, from, before));
                emit seatTakenOver(name, from, before);
                if (from != before) { // not the friend's own reconnection, perhaps: the host decides
                    takenOverSeat_ = seat;
                    takenOverFrom_ = from;
                    takenOverBefore_ = before;
                    emit takenOverChanged();
                }
            });
    connect(hub_.get(), &TableHub::tokenTurned, this, &TableHost::seatKeysTurned);
    QString error;
    const quint16 port = again && again->port > 0 ? static_cast<quint16>(again->port) : kDefaultPort;
    if (!server_->listen(QHostAddress::Any, port, &error) && !server_->listen(QHostAddress::Any, 0, &error)) {
        problem_ = tr("The table could not be opened to the network: %1").arg(error);
        server_.reset();
    }
    port_ = server_ ? server_->port() : 0;
    instance_ = QString::number(QRandomGenerator::system()->generate64(), 16);
    announce();
    emit openChanged();
    emit seatsChanged();
}

void TableHost::setCertificateFile(const QString& path)
{
    if (path == certificateFile_)
        return;
    certificateFile_ = path;
    tls_.reset(); // read (or made) there at the next table
}

QString TableHost::fingerprint() const
{
    return server_ && server_->isSecure() ? tilerummy::net::TableClient::fingerprintOf(tls_->localCertificate())
                                          : QString();
}

QString TableHost::fingerprintStart() const
{
    return tilerummy::net::TableClient::fingerprintStart(fingerprint());
}

void TableHost::announce()
{
    if (!hub_ || !server_) {
        beacon_.stop();
        return;
    }
    beacon_.offer(hub_->announcement(server_->port(), server_->isSecure(), instance_));
}

void TableHost::seatsMoved()
{
    const std::vector<tilerummy::net::SeatInfo> now = hub_->seatInfos();
    for (const QString& line : tilerummy::ui::seatNews(lastSeats_, now))
        emit news(line);
    lastSeats_ = now;
    const QStringList watchers = watcherNames();
    for (const QString& line : tilerummy::ui::watcherNews(lastWatchers_, watchers))
        emit news(line);
    lastWatchers_ = watchers;
    announce();
    emit seatsChanged();
    emit againChanged();            // who may be asked to play again
    if (refilling_ && !waiting()) { // the freed seat has its new player: the game goes on
        refilling_ = false;
        emit everyoneSeated();
    }
}

bool TableHost::freeSeat(int player)
{
    const QString name = remoteName(player);
    if (!hub_ || !hub_->freeSeat(player))
        return false;
    if (takenOverSeat_ == player)
        keepTakenOverSeat();
    refilling_ = true;
    //: %1 a friend's name.
    emit news(tr("%1's seat is free: the game waits for whoever joins with the code.").arg(name));
    return true;
}

void TableHost::keepTakenOverSeat()
{
    if (takenOverSeat_ < 0)
        return;
    takenOverSeat_ = -1;
    emit takenOverChanged();
}

QString TableHost::takenOverText() const
{
    if (takenOverSeat_ < 0 || !hub_)
        return {};
    const QString name = remoteName(takenOverSeat_);
    //: %1 a friend's name, %2 and %3 network addresses.
    return tr("%1's seat was taken back with %1's key from %2, while %1 was connected from %3. If that was not %1, "
              "free the seat: whoever took it goes, the key opens nothing any more, and the game waits until %1 "
              "joins again with the code (you may give the table a new code first).")
        .arg(name, takenOverFrom_, takenOverBefore_);
}

std::optional<HostedTable> TableHost::hosted() const
{
    if (!hub_)
        return std::nullopt;
    HostedTable table;
    table.code = code();
    table.port = port();
    for (const QString& token : hub_->seatTokens())
        table.tokens.append(token);
    return table;
}

void TableHost::pause()
{
    if (hub_)
        hub_->shutDown(tr("The host's game was closed. Your seat is kept for you: when the host opens the game "
                          "again, you are seated again."),
                       tilerummy::net::errors::kPaused);
    if (server_)
        server_->closeAll(1000); // the window is closing: the words go out before it does
    close();
}

void TableHost::end()
{
    if (hub_)
        hub_->shutDown(tr("The host has ended this table."));
    if (server_)
        server_->closeAll(1000); // the window is closing: the words go out before it does
    close();
}

QStringList TableHost::friendsSeated() const
{
    QStringList names;
    for (const TableSeat& seat : seats())
        if (seat.remote && seat.taken && seat.connected)
            names.append(seat.name);
    return names;
}

QString TableHost::quitQuestion() const
{
    const QStringList names = friendsSeated();
    if (names.isEmpty() || game_.isMatchOver()) // over: nothing to end or pause, the friends just go
        return {};
    //: %1 the friends' names as a list ("Ann and Bea"); %n how many they are.
    return tr("%1 is playing at your table. End the table, or pause it: the game is kept, and when you open it "
              "again they are seated again.",
              "", static_cast<int>(names.size()))
        .arg(QLocale().createSeparatedList(names));
}

void TableHost::close()
{
    const bool wasOpen = isOpen() || !problem_.isEmpty();
    if (hub_)
        hub_->shutDown(tr("The host has closed this table."));
    if (server_) {
        // No event loop of its own in the window: the friends' connections
        // close the normal way while the old server lingers a moment (it goes
        // with this object at the latest).
        server_->closeAll(0);
        TableServer* closing = server_.release();
        closing->setParent(this);
        QTimer::singleShot(2000, closing, &QObject::deleteLater);
    }
    beacon_.stop();
    hub_.reset();
    problem_.clear();
    refilling_ = false;
    lingering_.stop();
    keepTakenOverSeat();
    if (wasOpen) {
        emit openChanged();
        emit seatsChanged();
        emit againChanged();
    }
}

QStringList TableHost::addresses() const
{
    QStringList list;
    if (!server_)
        return list;
    const QString scheme = server_->isSecure() ? QStringLiteral("wss") : QStringLiteral("ws");
    for (const QHostAddress& address : QNetworkInterface::allAddresses())
        if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback())
            list.append(QStringLiteral("%1://%2:%3").arg(scheme, address.toString()).arg(port_));
    if (list.isEmpty())
        list.append(QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(port_));
    return list;
}

QString TableHost::takenOverWords(const QString& name, const QString& from, const QString& before)
{
    //: %1 a friend's name, %2 and %3 network addresses ("192.168.1.7").
    return from == before ? tr("%1's seat was taken back on a new connection from %2.").arg(name, from)
                          : tr("%1's seat was taken back from %2 while %1 was connected from %3: if that was not "
                               "%1, free the seat.")
                                .arg(name, from, before);
}

QString TableHost::joinsHeldWords(int addresses, int seconds)
{
    return tr("Someone is guessing this table's code: %1 wrong codes in a minute from %n address(es). New "
              "players wait %2 s; the friends seated play on.",
              nullptr, addresses)
        .arg(tilerummy::net::TableServer::kWrongCodesPerMinute)
        .arg(seconds);
}

QStringList TableHost::invites() const
{
    QStringList list;
    for (const QString& address : addresses())
        list.append(tilerummy::net::inviteLink(QUrl(address), code(), fingerprint()));
    return list;
}

int TableHost::port() const
{
    return server_ ? port_ : 0; // kept once the match is over and nothing listens (a "play again" opens it there)
}

bool TableHost::waiting() const
{
    return hub_ && !hub_->isSeated();
}

QList<TableSeat> TableHost::seats() const
{
    return hub_ ? tilerummy::ui::tableSeats(hub_->seatInfos()) : QList<TableSeat>{};
}

QString TableHost::remoteName(int player) const
{
    if (!hub_ || player < 0 || player >= hub_->seatCount() || !hub_->isRemote(player))
        return {};
    return hub_->seatInfos()[static_cast<std::size_t>(player)].name;
}

QString TableHost::absence(int player, bool counted) const
{
    if (!hub_ || player < 0 || player >= hub_->seatCount())
        return {};
    const int graceMs = counted ? hub_->graceLeftMs(player) : -1;
    return tilerummy::ui::absence(hub_->seatInfos()[static_cast<std::size_t>(player)],
                                  graceMs < 0 ? -1 : (graceMs + 999) / 1000);
}

QString TableHost::setCode(const QString& typed)
{
    if (!hub_)
        return tr("No table is open.");
    const QString code = TableHub::typedCode(typed);
    if (code.isEmpty())
        return tr("A code of %1 to %2 letters and digits, please.")
            .arg(TableHub::kMinTypedCodeChars)
            .arg(tilerummy::net::kMaxCodeChars);
    hub_->setCode(code);
    emit openChanged();
    return {};
}

bool TableHost::hasLeft(int player) const
{
    return hub_ && player >= 0 && player < hub_->seatCount() &&
           hub_->seatInfos()[static_cast<std::size_t>(player)].left;
}

bool TableHost::graceCounting(int player) const
{
    return hub_ && player >= 0 && player < hub_->seatCount() && hub_->graceLeftMs(player) >= 0;
}

bool TableHost::handToAi(int player)
{
    return hub_ && hub_->handToAi(player);
}

bool TableHost::standInPlays(int player) const
{
    return hub_ && player >= 0 && player < hub_->seatCount() && hub_->isRemote(player) && hub_->aiPlays(player);
}

void TableHost::dealt(const std::vector<tilerummy::TurnRecord>& story)
{
    if (!hub_)
        return;
    const tilerummy::Match& match = game_.match().match();
    hub_->setBanks(game_.timeBanks());
    hub_->gameStarted(game_.game(), game_.roundNumber() - 1, match.totals(), story, game_.tableLayout());
    // The deal committed to (its seed told when the match is over: the next
    // rounds' seeds follow from one round's).
    hub_->commitDeal(QString::fromStdString(tilerummy::dealCommitment(match.roundSeed(game_.roundNumber() - 1),
                                                                      game_.game().playerCount(), match.rules())));
}

void TableHost::turnBegan(int clockMs)
{
    if (hub_ && !waiting())
        hub_->turnStarted(game_.game(), clockMs);
}

// A turn made is told before the next begins; the round's end with its last turn.
void TableHost::turnMade(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layout)
{
    if (!hub_)
        return;
    hub_->setBanks(game_.timeBanks()); // what the turn took is off its player's bank
    hub_->turnPlayed(game_.game(), record, layout);
    if (game_.isRoundOver())
        roundEnded();
}

void TableHost::draftShown(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout)
{
    if (hub_ && !waiting())
        hub_->showDraft(player, table, layout);
}

void TableHost::roundEnded()
{
    const tilerummy::Game& game = game_.game();
    hub_->gameEnded(game, game_.match().match().totals());
    wins_.resize(static_cast<std::size_t>(game.playerCount()), 0);
    ++rounds_;
    if (game.endReason() == tilerummy::EndReason::Rummikub && game.winner())
        ++wins_[static_cast<std::size_t>(*game.winner())];
    else
        ++draws_;
    if (game_.isMatchOver()) {
        std::vector<std::uint64_t> seeds;
        for (int round = 0; round < game_.roundNumber(); ++round)
            seeds.push_back(game_.match().match().roundSeed(round));
        // (Every round of the match, those before a pause too.)
        hub_->matchOver(tilerummy::net::MatchOver{std::max(rounds_, game_.roundNumber()), wins_, draws_, seeds});
        dealsRevealed_ = true;
        // Nothing listens when nothing is hosted: the friends stay connected
        // a while, for the host to ask to play again, and nobody new is let
        // in (the games are over); then the connections close, the port and
        // the announcement on the local network with them.
        if (server_)
            server_->stopListening();
        beacon_.stop();
        lingering_.start(kAgainWaitMs);
        emit openChanged();
        emit againChanged();
    }
}

bool TableHost::canAskAgain() const
{
    return server_ && lingering_.isActive() && hub_->mayAskAgain();
}

bool TableHost::askAgain()
{
    return canAskAgain() && hub_->askAgain();
}

QStringList TableHost::againAnswers() const
{
    return againAsked() ? tilerummy::ui::againAnswers(hub_->seatInfos(), hub_->againAnswers()) : QStringList();
}

std::optional<TableHost::AgainPlan> TableHost::againPlan() const
{
    if (!againAsked())
        return std::nullopt;
    AgainPlan plan;
    plan.table.code = code();
    plan.table.port = port();
    const std::vector<QString> tokens = hub_->seatTokens();
    for (int s = 0; s < kinds_.size(); ++s) {
        const bool yes = hub_->againAnswers()[static_cast<std::size_t>(s)] == tilerummy::net::again::kYes;
        const bool friendSeat = kinds_.at(s) == SeatKind::Remote;
        plan.kinds << (friendSeat && !yes ? SeatKind::Standard : kinds_.at(s));
        plan.names << (friendSeat && yes ? remoteName(s) : friendSeat ? QString() : names_.value(s));
        plan.table.tokens << (friendSeat && yes ? tokens[static_cast<std::size_t>(s)] : QString());
    }
    return plan;
}

void TableHost::dealAgain()
{
    if (hub_)
        hub_->dealAgain();
}

QString TableHost::dealWords() const
{
    return dealsRevealed_ ? tr("Each deal was committed to before it was played, and its seed shown to your friends at "
                               "the end: their games have checked it.")
                          : QString();
}
