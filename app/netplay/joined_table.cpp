#include "netplay/joined_table.h"

#include "game/game_view.h"
#include "net/invite_link.h"
#include "seat_history.h"
#include "words/seat_news.h"

#include <QFile>

#include <algorithm>

using tilerummy::net::DraftShown;
using tilerummy::net::GameEnded;
using tilerummy::net::MatchOver;
using tilerummy::net::ServerMessage;
using tilerummy::net::TableState;
using tilerummy::net::TurnPlayed;

JoinedTable::JoinedTable(const GameView& game, QObject* parent) : QObject(parent), game_(game)
{
    connect(&guest_, &TableGuest::hostMessage, this, [this](const ServerMessage& message) {
        if (!guest_.watching()) // a watcher sees no rack dealt: nothing of the deal to check
            dealCheck_.heard(message, guest_.seat(), guest_.roster().rules());
        fromHost_.push_back(message);
        takeMessages();
    });
    connect(&game_.events(), &GameEvents::boardFree, this, &JoinedTable::takeMessages);
    connect(&game_.events(), &GameEvents::draftShown, this, &JoinedTable::sendDraft);
    connect(&guest_, &TableGuest::moveRefused, this, [this] { // the turn goes on
        sentFault_.reset();
        awaiting_ = false;
    });
    connect(&guest_, &TableGuest::seated, this, &JoinedTable::keepSeat);
    connect(&guest_, &TableGuest::againAsked, this, [this](const std::vector<QString>& answers) {
        againAnswers_ = answers;
        emit againChanged();
    });
    connect(&guest_, &TableGuest::stateChanged, this, &JoinedTable::guestStateChanged);
}

void JoinedTable::setKeptSeatFile(const QString& path)
{
    keptSeatFile_ = path;
    QString error;
    rejoin_ = path.isEmpty() ? std::nullopt : tilerummy::net::readKeptSeat(path, &error);
    if (!error.isEmpty())
        qWarning("JoinedTable: %s", qPrintable(error)); // not offered; left as it is
    emit rejoinChanged();
}

QString JoinedTable::rejoinTitle() const
{
    if (!rejoin_)
        return {};
    return rejoin_->host.isEmpty() ? tr("Rejoin the table at %1").arg(rejoin_->url.host())
                                   : tr("Rejoin %1's table").arg(rejoin_->host);
}

QString JoinedTable::rejoinDetail() const
{
    if (!rejoin_)
        return {};
    //: %1 the player's name at the table, %2 the table's address ("192.168.1.5:4520").
    return tr("Your seat as %1 at %2, where you left it.")
        .arg(rejoin_->name, QStringLiteral("%1:%2").arg(rejoin_->url.host()).arg(rejoin_->url.port()));
}

QString JoinedTable::rejoin()
{
    if (!rejoin_)
        return tr("No seat is kept to rejoin.");
    const tilerummy::net::KeptSeat kept = *rejoin_;
    const QString error = guest_.join(kept.url.toString(), kept.code, kept.name, kept.fingerprint, kept.token);
    asked_ = error.isEmpty();
    emit rejoinChanged();
    return error;
}

void JoinedTable::forgetRejoin()
{
    if (!keptSeatFile_.isEmpty())
        QFile::remove(keptSeatFile_);
    rejoin_.reset();
    emit rejoinChanged();
}

// The table joined (or being joined) is the kept seat's (not another one
// tried from the join dialog).
bool JoinedTable::atKeptTable() const
{
    return rejoin_ && guest_.isActive() && guest_.keptSeat().url == rejoin_->url;
}

// Seated by the host: the seat is kept, to be taken back after a crash or a quit.
void JoinedTable::keepSeat()
{
    if (guest_.watching())
        return; // a watcher has no seat to keep
    tilerummy::net::KeptSeat kept = guest_.keptSeat();
    // The same seat back (its token turned over: a new one each time): its
    // rack as the person had arranged it.
    // Only a seat taken back with the kept seat's own token: a new seat
    // (joined afresh after a crash, say) starts with the rack as dealt.
    if (rejoin_ && rejoin_->url == kept.url && rejoin_->seat == kept.seat && rejoin_->name == kept.name &&
        !rejoin_->token.isEmpty() && rejoin_->token == guest_.presentedToken())
        kept.rack = rejoin_->rack;
    rejoin_ = std::move(kept);
    if (!keptSeatFile_.isEmpty() && !tilerummy::net::writeKeptSeat(keptSeatFile_, *rejoin_))
        qWarning("JoinedTable: the seat could not be kept in %s", qPrintable(keptSeatFile_));
    emit rejoinChanged();
}

void JoinedTable::keepRack(const std::vector<tilerummy::TileId>& cells)
{
    if (!joined() || !atKeptTable() || rejoin_->rack == cells)
        return;
    rejoin_->rack = cells;
    if (!keptSeatFile_.isEmpty() && !tilerummy::net::writeKeptSeat(keptSeatFile_, *rejoin_))
        qWarning("JoinedTable: the rack could not be kept in %s", qPrintable(keptSeatFile_));
}

// The seat is forgotten when it is not the person's to take back any more:
// they left, the match is over, the host refused it or cannot be trusted.
void JoinedTable::guestStateChanged()
{
    const TableGuest::Phase phase = guest_.phase();
    if (atKeptTable() && (guest_.matchOver() || (phase == TableGuest::Phase::Left && !guest_.seatMayWait())))
        forgetRejoin();
    else
        emit rejoinChanged();
    if (asked_)
        answerJoin();
}

void JoinedTable::answerJoin()
{
    switch (guest_.phase()) {
    case TableGuest::Phase::Seated:
    case TableGuest::Phase::Playing:
        asked_ = false;
        emit seatTaken();
        return;
    case TableGuest::Phase::Left: {
        asked_ = false;
        const QString why = guest_.status();
        const QString untrusted = guest_.untrustedFingerprint();
        leave(); // nothing of the refused table stays behind
        emit joinRefused(why, untrusted);
        return;
    }
    case TableGuest::Phase::Idle:
    case TableGuest::Phase::Connecting:
    case TableGuest::Phase::Reconnecting:
        return;
    }
}

QString JoinedTable::join(const QVariantMap& join)
{
    QString address = join.value(QStringLiteral("address")).toString();
    QString code = join.value(QStringLiteral("code")).toString();
    QString fingerprint = join.value(QStringLiteral("fingerprint")).toString();
    if (tilerummy::net::looksLikeInvite(address)) {
        QString why;
        const std::optional<tilerummy::net::Invite> invite = tilerummy::net::readInvite(address, &why);
        if (!invite)
            return why;
        address = invite->table.toString();
        code = invite->code;
        fingerprint = invite->fingerprint;
    }
    const QString error =
        guest_.join(address, code, join.value(QStringLiteral("name")).toString(), fingerprint,
                    join.value(QStringLiteral("token")).toString(), join.value(QStringLiteral("watch")).toBool());
    asked_ = error.isEmpty();
    return error;
}

QVariant JoinedTable::readInvite(const QString& text) const
{
    QString why;
    const std::optional<tilerummy::net::Invite> invite = tilerummy::net::readInvite(text, &why);
    if (!invite)
        return QVariantMap{{QStringLiteral("invite"), tilerummy::net::looksLikeInvite(text)},
                           {QStringLiteral("error"), why}};
    return QVariantMap{{QStringLiteral("invite"), true},
                       {QStringLiteral("error"), QString()},
                       {QStringLiteral("address"), invite->table.toString()},
                       {QStringLiteral("code"), invite->code},
                       {QStringLiteral("fingerprint"), invite->fingerprint}};
}

void JoinedTable::leave()
{
    // The person left the table: the host's AI plays the seat, nothing is kept.
    // A seat the table did not give back now but may later (its host's game
    // closed, another table at its address) stays offered.
    const bool waitsForHost = guest_.phase() == TableGuest::Phase::Left && guest_.seatMayWait();
    const bool leftKeptSeat = atKeptTable() && !waitsForHost;
    asked_ = false;
    guest_.leave();
    if (leftKeptSeat)
        forgetRejoin();
}

void JoinedTable::answerAgain(bool yes)
{
    if (againAsked() && guest_.matchOver())
        guest_.answerAgain(yes);
}

QStringList JoinedTable::againAnswers() const
{
    return tilerummy::ui::againAnswers(guest_.roster().seats(), againAnswers_);
}

QString JoinedTable::myAgainAnswer() const
{
    const int seat = guest_.seat();
    if (seat < 0 || static_cast<std::size_t>(seat) >= againAnswers_.size())
        return {};
    const QString& mine = againAnswers_[static_cast<std::size_t>(seat)];
    return mine == tilerummy::net::again::kYes || mine == tilerummy::net::again::kNo ? mine : QString();
}

void JoinedTable::matchInstalled(bool joined)
{
    if (!againAnswers_.empty()) {
        againAnswers_.clear(); // a new match: asked no more
        emit againChanged();
    }
    fromHost_.clear();
    rackCounts_.clear();
    rackPoints_.clear();
    nextRoundWanted_ = false;
    sentFault_.reset();
    awaiting_ = false;
    if (!joined)
        leave(); // a game here ends the table joined (or being joined)
    emit joinedChanged();
}

bool JoinedTable::joined() const
{
    return game_.joined();
}

bool JoinedTable::waits() const
{
    return (guest_.isActive() && (guest_.waiting() || !joined())) || (joined() && !guest_.isActive());
}

QString JoinedTable::waitingFor() const
{
    if (const QString heading = guest_.heading(); !heading.isEmpty())
        return heading;
    if (awaiting_)
        return tr("Waiting for the host…");
    if (joined() && game_.isRoundOver() && nextRoundWanted_ && !game_.isMatchOver())
        return tr("Waiting for the host to deal the next round…");
    return {};
}

std::optional<JoinedTable::HiddenRack> JoinedTable::hiddenRack(int player) const
{
    if (!joined() || !game_.isRoundOver() || player == guest_.seat() || player < 0 ||
        player >= static_cast<int>(rackCounts_.size()) || player >= static_cast<int>(rackPoints_.size()))
        return std::nullopt;
    return HiddenRack{rackCounts_[static_cast<std::size_t>(player)], rackPoints_[static_cast<std::size_t>(player)]};
}

void JoinedTable::sendDraft(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout)
{
    (void)player; // the person's: the host knows the seat
    if (joined() && !awaiting_)
        guest_.sendDraft(table, layout);
}

void JoinedTable::sendPlay(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                           const tilerummy::TurnFault& fault)
{
    sentFault_ = fault;
    awaiting_ = true;
    guest_.sendPlay(table, layout);
}

void JoinedTable::sendDraw()
{
    sentFault_.reset();
    awaiting_ = true;
    guest_.sendDraw();
}

void JoinedTable::wantNextRound()
{
    nextRoundWanted_ = true;
    takeMessages();
}

bool JoinedTable::stale(const DraftShown& draft) const
{
    return std::any_of(fromHost_.begin() + 1, fromHost_.end(), [&](const ServerMessage& later) {
        const auto* newer = std::get_if<DraftShown>(&later);
        return std::holds_alternative<TurnPlayed>(later) || std::holds_alternative<TableState>(later) ||
               (newer && newer->player == draft.player);
    });
}

void JoinedTable::takeMessages()
{
    while (!fromHost_.empty() && guest_.isActive() && guest_.phase() != TableGuest::Phase::Left) {
        if (game_.paused() || game_.animating())
            return; // taken when the play shown is over, or the game goes on
        const ServerMessage& next = fromHost_.front();
        // The next round waits until the person has seen this one's end.
        if (const auto* state = std::get_if<TableState>(&next);
            state && joined() && game_.isRoundOver() && state->game + 1 > game_.roundNumber() && !nextRoundWanted_)
            return;
        // A table mid-turn that a later message shows anew is skipped (catching up).
        if (const auto* draft = std::get_if<DraftShown>(&next); draft && stale(*draft)) {
            fromHost_.pop_front();
            continue;
        }
        const ServerMessage message = std::move(fromHost_.front());
        fromHost_.pop_front();
        take(message);
    }
}

void JoinedTable::take(const ServerMessage& message)
{
    if (const auto* state = std::get_if<TableState>(&message)) {
        takeDeal(*state);
    } else if (!joined()) {
        return; // nothing of a game before its deal
    } else if (const auto* turn = std::get_if<TurnPlayed>(&message)) {
        if (turn->game + 1 == game_.roundNumber())
            takeTurn(*turn);
    } else if (const auto* draft = std::get_if<DraftShown>(&message)) {
        if (draft->player != guest_.seat() && draft->player == game_.currentPlayer() && !game_.isRoundOver())
            emit draftFromHost(draft->player, draft->table, draft->layout);
    } else if (const auto* end = std::get_if<GameEnded>(&message)) {
        if (end->game + 1 == game_.roundNumber()) {
            rackCounts_ = end->rackCounts;
            rackPoints_ = end->rackPoints;
            emit roundEndFromHost(*end);
        }
    } else if (std::holds_alternative<MatchOver>(message)) {
        emit matchEndFromHost();
        dealCheck_.publish();
    }
}

// The deal (or, after the seat was taken back, the game as it stands).
void JoinedTable::takeDeal(const TableState& state)
{
    const tilerummy::net::SeatRoster& roster = guest_.roster();
    const tilerummy::SeatSnapshot snapshot = tilerummy::net::snapshotOf(state, roster);
    std::string why;
    std::optional<tilerummy::Game> mirror = tilerummy::Game::mirror(snapshot, &why);
    if (!mirror) {
        guest_.distrustHost(why);
        return;
    }
    const int round = state.game + 1;
    nextRoundWanted_ = false;
    const bool takenBack = joined() && round == game_.roundNumber() && !game_.isRoundOver();
    const bool nextRound = joined() && round > game_.roundNumber();
    if (takenBack || nextRound) {
        if (nextRound) {
            rackCounts_.clear();
            rackPoints_.clear();
        }
        awaiting_ = false; // a new turn
        emit roundFromHost(*mirror, round, state.totals, state.layout);
    } else {
        const tilerummy::MatchSetup setup{static_cast<int>(state.rackCounts.size()), roster.rules(), 0};
        // The kept seat taken back after the game here closed: the rack as the person had arranged it.
        std::vector<std::optional<tilerummy::RackSlots>> racks(state.rackCounts.size());
        if (atKeptTable() && snapshot.seat >= 0 && static_cast<std::size_t>(snapshot.seat) < racks.size())
            racks[static_cast<std::size_t>(snapshot.seat)] = tilerummy::RackSlots::fromSlots(rejoin_->rack);
        emit matchFromHost({setup, std::move(*mirror), round, state.totals, guest_.seatKinds(), guest_.seatNames(),
                            std::move(racks), state.layout});
    }
    if (!nextRound) // a seat taken back, or a joined game installed mid-round: its story so far
        retell(state, snapshot);
    if (!state.banks.empty())
        emit banksFromHost(std::vector<std::int64_t>(state.banks.begin(), state.banks.end()));
    if (state.turnMsLeft >= 0 && !game_.isRoundOver())
        emit clockFromHost(state.turnMsLeft); // the host's clock, as it stands
    if (state.draft.empty() || game_.isRoundOver())
        return;
    if (!game_.isHumanTurn()) {
        emit draftFromHost(game_.currentPlayer(), state.draft, state.draftLayout);
        return;
    }
    // The person's own turn, taken back: their table as they had arranged it.
    tilerummy::RackSlots kept = game_.draft().rackSlots();
    kept.remove(tilerummy::sortedIds(state.draft, {}));
    emit ownDraftFromHost(state.draft, state.draftLayout, kept);
}

// A seat taken back: the round's turns so far in the log, numbered as the
// host numbers them, and what the host's AI did for the person while away.
void JoinedTable::retell(const TableState& state, const tilerummy::SeatSnapshot& now)
{
    if (state.history.empty())
        return;
    std::vector<tilerummy::HostTurn> turns;
    for (const tilerummy::net::PastTurn& past : state.history)
        turns.push_back(
            {past.player, past.action, past.table, past.drawn, past.drawnCount, past.reason, tilerummy::TurnFault{}});
    std::string why;
    std::optional<std::vector<tilerummy::TurnRecord>> records =
        tilerummy::replayTurns(now, turns, state.historyTable, state.historyMeldDone, &why);
    if (!records) {
        qWarning("JoinedTable: the host's story of the round was not followed: %s", why.c_str());
        return;
    }
    for (std::size_t i = 0; i < records->size(); ++i)
        (*records)[i].standIn = state.history[i].standIn;
    const int firstNumber = state.turn - static_cast<int>(records->size()) + 1;
    const int seat = guest_.seat();
    emit roundRetold(state.game + 1, guest_.roster().rules(), firstNumber, *records);
    if (const QString away = tilerummy::ui::whileAway(*records, seat); !away.isEmpty()) {
        emit awayRetold(*records, seat);
        emit guest_.news(away);
    }
}

void JoinedTable::takeTurn(const TurnPlayed& played)
{
    tilerummy::HostTurn turn = tilerummy::net::hostTurnOf(played);
    if (!played.banks.empty()) // what the turn took is off its player's bank
        emit banksFromHost(std::vector<std::int64_t>(played.banks.begin(), played.banks.end()));
    if (played.player == guest_.seat()) {
        // The person's own penalty: the fault of the end of turn sent, as
        // checked here; none sent (or a legal one), their time ran out.
        if (turn.action == tilerummy::TurnAction::Penalty) {
            if (sentFault_ && sentFault_->kind != tilerummy::TurnFault::Kind::None)
                turn.fault = *sentFault_;
            else
                turn.fault.kind = tilerummy::TurnFault::Kind::TimeOut;
        }
        sentFault_.reset();
        awaiting_ = false; // the host's answer
    }
    if (played.player != guest_.seat() && turn.action == tilerummy::TurnAction::Play)
        emit playFromHost(turn, played.layout); // shown move by move, then made
    else
        emit turnFromHost(turn);
}
