#include "netplay/table_guest.h"

#include "words/seat_news.h"
#include "words/turn_words.h"

#include <QDateTime>

using namespace tilerummy::net;

TableGuest::TableGuest(QObject* parent) : QObject(parent)
{
    connect(&client_, &TableClient::received, this,
            [this](const ServerMessage& message, const QByteArray&) { received(message); });
    connect(&client_, &TableClient::dropped, this, &TableGuest::dropped);
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, &client_, &TableClient::reopen);
}

TableGuest::~TableGuest() = default;

QUrl TableGuest::tableUrl(const QString& typed)
{
    QString text = typed.trimmed();
    if (text.isEmpty() || text.contains(QLatin1Char(' ')))
        return {};
    if (!text.contains(QStringLiteral("://")))
        text.prepend(QStringLiteral("wss://"));
    QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QStringLiteral("ws") && url.scheme() != QStringLiteral("wss")) ||
        url.host().isEmpty() || url.hasQuery() || url.hasFragment())
        return {};
    if (url.port() < 0)
        url.setPort(kDefaultPort);
    if (url.path() == QStringLiteral("/"))
        url.setPath(QString()); // a lobby's table keeps its path (/t/PROCESS/: which process plays it)
    return url;
}

QString TableGuest::join(const QString& address, const QString& code, const QString& name, const QString& fingerprint,
                         const QString& token, bool watch)
{
    const QUrl url = tableUrl(address);
    if (!url.isValid())
        return tr("“%1” is not the address of a table: type it as the host's screen shows it, e.g. "
                  "192.168.1.5:4520.")
            .arg(address.trimmed());
    const QString player = name.trimmed();
    if (player.isEmpty())
        return tr("Give your name: it is how the others see you at the table.");
    if (player.size() > kMaxNameChars)
        return tr("A name of at most %1 characters, please.").arg(kMaxNameChars);
    if (!fingerprint.trimmed().isEmpty() && TableClient::normalFingerprint(fingerprint).isEmpty())
        return tr("The fingerprint is 32 pairs of hexadecimal digits (AB:CD:…), as the host's screen shows it.");
    retry_.stop();
    client_.close();
    roster_ = SeatRoster{};
    seatsSeen_.clear();
    join_ = TableClient::Join{url, player, code.trimmed(), fingerprint.trimmed(), watch ? QString() : token, watch};
    problem_.clear();
    pausedByHost_ = false;
    dealtAgain_ = false;
    setState(State::Connecting);
    emit seatsChanged();
    client_.open(join_);
    return {};
}

void TableGuest::answerAgain(bool yes)
{
    client_.send(AgainAnswer{yes});
}

void TableGuest::say(const Say& line)
{
    if (mayChat() && client_.isOpen())
        client_.send(line);
}

void TableGuest::leave()
{
    if (state_ == State::Idle)
        return;
    retry_.stop();
    if (client_.isOpen())
        client_.send(Leave{});
    client_.close();
    problem_.clear();
    setState(State::Idle);
}

QString TableGuest::heading() const
{
    switch (state_) {
    case State::Idle:
    case State::Playing:
        return {};
    case State::Connecting:
        return join_.watch ? tr("Joining a table to watch") : tr("Joining a table");
    case State::Seated:
        return tr("Waiting for the game to begin");
    case State::Reconnecting:
        return dealtAgain_     ? tr("A new match with the same people")
               : pausedByHost_ ? tr("The host paused the table")
                               : tr("The connection was lost");
    case State::Left:
        return roster_.welcomed()
                   ? (join_.watch ? tr("You no longer watch the table") : tr("You are no longer at the table"))
                   : tr("The table could not be joined");
    }
    return {};
}

QString TableGuest::status() const
{
    switch (state_) {
    case State::Idle:
    case State::Playing:
        return {};
    case State::Connecting:
        return tr("Connecting to %1…").arg(join_.url.toString());
    case State::Seated:
        return join_.watch ? tr("You watch this table. The game begins when every seat has its player.")
                           : tr("You have a seat. The game begins when every seat has its player.");
    case State::Reconnecting:
        if (join_.watch)
            return dealtAgain_ ? tr("Watching the new match…") : tr("%1 Watching again…").arg(lostReason_);
        return dealtAgain_     ? tr("Taking your seat at the new match…")
               : pausedByHost_ ? tr("Your seat is kept: you are seated again as soon as the host opens the game again.")
                               : tr("%1 Taking your seat back…").arg(lostReason_);
    case State::Left:
        return problem_;
    }
    return {};
}

QList<TableSeat> TableGuest::seats() const
{
    return tilerummy::ui::tableSeats(roster_.seats());
}

QString TableGuest::rulesText() const
{
    return roster_.welcomed() ? tilerummy::ui::describeRules(roster_.rules()) : QString();
}

QList<SeatKind> TableGuest::seatKinds() const
{
    QList<SeatKind> kinds;
    for (std::size_t s = 0; s < roster_.seats().size(); ++s) {
        const SeatInfo& info = roster_.seats()[s];
        if (static_cast<int>(s) == roster_.seat())
            kinds.append(SeatKind::Person);
        else if (info.kind == kRemoteSeat || info.kind == kHostSeat)
            kinds.append(SeatKind::Remote); // a person on another machine
        else
            kinds.append(seatKindFromName(info.kind).value_or(SeatKind::Standard));
    }
    return kinds;
}

QStringList TableGuest::seatNames() const
{
    QStringList names;
    for (const SeatInfo& info : roster_.seats())
        names.append(info.name);
    return names;
}

void TableGuest::sendDraft(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout)
{
    if (state_ == State::Playing && roster_.myTurn())
        client_.send(DraftTable{table, layout, roster_.game(), roster_.turn()});
}

void TableGuest::sendPlay(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout)
{
    client_.send(EndTurn{table, layout, roster_.game(), roster_.turn()});
}

void TableGuest::sendDraw()
{
    client_.send(DrawTile{roster_.game(), roster_.turn()});
}

void TableGuest::received(const ServerMessage& message)
{
    if (state_ == State::Idle || state_ == State::Left)
        return;
    if (const auto* e = std::get_if<ErrorReply>(&message)) {
        if (errors::isFatal(e->code)) // another table's seat: kept, for when that table opens again
            return leaveWith(refusalWords(*e), e->code == errors::kSeat);
        if (e->code == errors::kPaused)
            pausedByHost_ = true; // the connection closes next: said so while the seat waits
        if (e->code == errors::kAgain && roster_.matchOver())
            dealtAgain_ = true; // the connection closes next, and the token takes the seat anew
        if (e->code == errors::kTurn || e->code == errors::kTiles)
            emit moveRefused(refusalWords(*e));
        else
            emit news(refusalWords(*e));
        return;
    }
    const std::vector<SeatInfo> seatsBefore = roster_.seats();
    const int watchersBefore = roster_.watchers();
    std::string why;
    if (!roster_.apply(message, &why))
        return distrustHost(why);
    if (join_.watch && roster_.welcomed() && !roster_.watching()) {
        // A host of an older version seated the watcher as a player: it goes at once.
        client_.send(Leave{});
        return leaveWith(tr("This table's host has an older Tile Rummy, which cannot take watchers."));
    }
    if (std::holds_alternative<Welcome>(message) || std::holds_alternative<SeatsChanged>(message)) {
        if (std::holds_alternative<SeatsChanged>(message))
            for (const QString& line :
                 tilerummy::ui::seatNews(seatsBefore, roster_.seats(), roster_.seat(), &seatsSeen_))
                emit news(line);
        if (const QString line = tilerummy::ui::watcherCountNews(watchersBefore, roster_.watchers());
            std::holds_alternative<SeatsChanged>(message) && !line.isEmpty())
            emit news(line);
        if (state_ == State::Connecting || state_ == State::Reconnecting)
            setState(roster_.inGame() ? State::Playing : State::Seated);
        emit seatsChanged();
        if (std::holds_alternative<Welcome>(message)) {
            tilerummy::ui::markSeen(roster_.seats(), seatsSeen_);
            pausedByHost_ = false;
            dealtAgain_ = false;
            emit seated();
        }
        return;
    }
    if (std::holds_alternative<TableState>(message))
        setState(State::Playing);
    if (const auto* chat = std::get_if<Chat>(&message)) {
        emit chatHeard(chat->seat, chat->name, Say{chat->phrase, chat->text});
        return;
    }
    if (const auto* again = std::get_if<AgainAsked>(&message)) {
        emit againAsked(again->answers);
        return;
    }
    emit hostMessage(message);
    if (roster_.matchOver()) {
        // The connection stays while the host keeps it (to ask to play again).
        retry_.stop();
        emit stateChanged();
    }
}

// The host's refusal in this screen's language (the host's own words, in
// English, for a code this version does not know).
QString TableGuest::refusalWords(const ErrorReply& error) const
{
    if (error.code == errors::kVersion)
        return tr("This table was opened by another version of Tile Rummy: both need the same version.");
    if (error.code == errors::kCode)
        return join_.code.isEmpty() ? tr("This table needs its code: the host's screen shows it.")
                                    : tr("That is not this table's code: the host's screen shows it.");
    if (error.code == errors::kWait)
        return error.retryS > 0
                   ? tr("This table has had too many wrong codes: it lets nobody new join for %n second(s). "
                        "Try again then.",
                        nullptr, error.retryS)
                   : tr("This table has had too many wrong codes: it lets nobody new join for now. Try again in a "
                        "minute.");
    if (error.code == errors::kFull)
        return tr("Every seat at this table is taken.");
    if (error.code == errors::kName)
        return tr("Someone called %1 is at this table already: join with another name.").arg(join_.name);
    if (error.code == errors::kOver)
        return tr("This table's games are over.");
    if (error.code == errors::kClosed)
        return tr("The host has closed this table.");
    if (error.code == errors::kPaused)
        return tr("The host's game was closed. Your seat is kept: you are seated again as soon as the host "
                  "opens the game again.");
    if (error.code == errors::kSeat)
        return tr("This table does not know your seat: it is not the table you were at. Your seat is kept, to "
                  "rejoin when its host opens that game again.");
    if (error.code == errors::kStale)
        return tr("Your seat's key is out of date: it was used to come back to the table, and the host gave a "
                  "new one to that connection. If that was not you, tell the host.");
    if (error.code == errors::kReplaced)
        return tr("Your seat was taken back on another connection. If that was not you, tell the host: they can "
                  "free your seat, and you join again with the code.");
    if (error.code == errors::kAgain)
        return join_.watch ? tr("The host deals a new match with the same people: watching it…")
                           : tr("The host deals a new match with the same people: taking your seat…");
    if (error.code == errors::kWatch)
        return tr("This table takes no watchers, or no more of them.");
    if (error.code == errors::kRemoved)
        return tr("The host asked you to stop watching this table.");
    if (error.code == errors::kChat)
        return tr("The host did not pass on your chat line: wait a moment between lines.");
    if (error.code == errors::kFreed)
        return tr("The host freed your seat for someone else to take. If you are to play on, ask the host for the "
                  "code and join again.");
    if (error.code == errors::kTurn)
        return tr("The host did not take the move: it is not your turn.");
    if (error.code == errors::kTiles)
        return tr("The host did not take the move: it names tiles you do not hold.");
    return error.message;
}

void TableGuest::dropped(const QString& reason)
{
    if (state_ == State::Idle || state_ == State::Left)
        return;
    if (roster_.matchOver() && !dealtAgain_) {
        emit stateChanged();
        return;
    }
    if (!roster_.welcomed()) {
        // Never at the table: nothing to take back (a kept seat's token may
        // still take it once the host is there).
        const QString untrusted = client_.untrustedFingerprint();
        return leaveWith(untrusted.isEmpty() ? reason : trustQuestion(untrusted), !join_.token.isEmpty());
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (state_ != State::Reconnecting) {
        lostAtMs_ = now;
        lostReason_ = reason;
        setState(State::Reconnecting);
    } else if (now - lostAtMs_ > kRetryForMs) {
        // The host may be back later: the seat is kept, to rejoin.
        return leaveWith(tr("%1 The seat could not be taken back.").arg(lostReason_), true);
    }
    retry_.start(kRetryEveryMs);
}

void TableGuest::distrustHost(const std::string& why)
{
    if (state_ == State::Idle || state_ == State::Left)
        return;
    if (client_.isOpen())
        client_.send(Leave{});
    leaveWith(tr("The host sent what cannot be (%1): the table was left.").arg(QString::fromStdString(why)));
}

QString TableGuest::trustQuestion(const QString& fingerprint)
{
    //: %1 the start of a certificate's fingerprint, "AB:CD:EF:01:23:45:67:89".
    return tr("This table's certificate is its host's own: nobody else vouches for it. Its fingerprint begins "
              "%1. Ask the host whether the one beside their code begins the same; if it does, trust it and join.")
        .arg(TableClient::fingerprintStart(fingerprint));
}

void TableGuest::leaveWith(const QString& problem, bool seatMayWait)
{
    seatMayWait_ = seatMayWait;
    retry_.stop();
    client_.close();
    problem_ = problem;
    setState(State::Left);
}

void TableGuest::setState(State state)
{
    if (state == state_)
        return;
    state_ = state;
    emit stateChanged();
}

KeptSeat TableGuest::keptSeat() const
{
    KeptSeat kept{join_.url, client_.token(), seat(), join_.name, join_.code, join_.fingerprint, {}, {}};
    for (const SeatInfo& info : roster_.seats())
        if (info.kind == kHostSeat)
            kept.host = info.name;
    return kept;
}

QString TableGuest::absence(int player) const
{
    const std::vector<SeatInfo>& seats = roster_.seats();
    if (player < 0 || player >= static_cast<int>(seats.size()) || player == seat())
        return {};
    return tilerummy::ui::absence(seats[static_cast<std::size_t>(player)], -1);
}

bool TableGuest::hasLeft(int player) const
{
    const std::vector<SeatInfo>& seats = roster_.seats();
    return player >= 0 && player < static_cast<int>(seats.size()) && seats[static_cast<std::size_t>(player)].left;
}

bool TableGuest::standInPlays(int player) const
{
    const std::vector<SeatInfo>& seats = roster_.seats();
    return player >= 0 && player < static_cast<int>(seats.size()) &&
           seats[static_cast<std::size_t>(player)].kind == kRemoteSeat &&
           seats[static_cast<std::size_t>(player)].aiPlaying;
}
