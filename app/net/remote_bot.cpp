#include "net/remote_bot.h"

#include "random.h"
#include "tile_ids.h"

#include <QCryptographicHash>

#include <ostream>

namespace tilerummy::net {

RemoteBot::RemoteBot(TableClient::Join join, Options options, QObject* parent)
    : QObject(parent), join_(std::move(join)), options_(options)
{
    connect(&client_, &TableClient::received, this, &RemoteBot::received);
    connect(&client_, &TableClient::dropped, this, &RemoteBot::dropped);
    connect(&client_, &TableClient::opened, this, [this] { retrying_ = false; });
    move_.setSingleShot(true);
    connect(&move_, &QTimer::timeout, this, &RemoteBot::move);
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, &client_, &TableClient::reopen);
}

void RemoteBot::start()
{
    client_.open(join_);
}

QString RemoteBot::named(const QString& message) const
{
    return QStringLiteral("bot %1: %2").arg(join_.name, message);
}

void RemoteBot::finish(int code, const QString& message)
{
    if (finished_)
        return;
    finished_ = true;
    move_.stop();
    retry_.stop();
    sentAt_.invalidate();
    client_.close();
    emit finished(code, message);
}

void RemoteBot::received(const ServerMessage& message, const QByteArray& raw)
{
    if (finished_)
        return;
    if (options_.trace) {
        *options_.trace << raw.toStdString() << '\n';
        options_.trace->flush();
    }
    if (const auto* e = std::get_if<ErrorReply>(&message)) {
        if (e->code == errors::kName && !view_.welcomed()) {
            // Perhaps our own old connection, not yet seen to be gone: try again.
            nameTaken_ = true;
            emit remark(named(e->message + QStringLiteral(" (trying again)")));
            return;
        }
        if (errors::isFatal(e->code))
            return finish(1, QStringLiteral("the table refused: ") + e->message);
        if (e->code == errors::kAgain && view_.matchOver())
            dealtAgain_ = true; // the connection closes next; the token takes the seat at the new match
        emit remark(named(QStringLiteral("the table says: ") + e->message));
        if (view_.myTurn() && (e->code == errors::kTiles || e->code == errors::kTurn || e->code == errors::kMalformed))
            sendMove(DrawTile{view_.game(), view_.turn()}); // our move was refused: the turn still has to end
        return;
    }
    std::string why;
    if (!view_.apply(message, &why))
        return finish(1, QStringLiteral("the table sent what cannot be: ") + QString::fromStdString(why));
    if (const auto* w = std::get_if<Welcome>(&message)) {
        if (dealtAgain_) { // a new match: its games are numbered from 0 again
            dealtAgain_ = false;
            saidAgain_ = false;
            witness_.clear();
            ai_.reset();
            aiGame_ = actedGame_ = actedTurn_ = -1;
        }
        emit seated(w->seat, w->token);
    }
    if (const auto* asked = std::get_if<AgainAsked>(&message);
        asked && options_.again && view_.seat() >= 0 &&
        static_cast<std::size_t>(view_.seat()) < asked->answers.size() &&
        asked->answers[std::size_t(view_.seat())] == again::kAsked && !saidAgain_) {
        emit remark(named(QStringLiteral("asked to play again: yes")));
        client_.send(AgainAnswer{true});
        saidAgain_ = true;
        return;
    }
    if (const auto* t = std::get_if<TurnPlayed>(&message); t && t->player != view_.seat() && nextAt_.isValid()) {
        const qint64 ns = nextAt_.nsecsElapsed();
        nextAt_.invalidate();
        emit nextTurnCame(ns);
    }
    if (std::holds_alternative<GameEnded>(message))
        nextAt_.invalidate();
    if (const auto* t = std::get_if<TurnPlayed>(&message); t && t->player == view_.seat() && sentAt_.isValid()) {
        const qint64 ns = sentAt_.nsecsElapsed();
        sentAt_.invalidate();
        emit moveAnswered(ns);
    }
    // A seat checks its deals (a watcher sees no rack dealt: it checks nothing).
    if (const auto* state = std::get_if<TableState>(&message); state && !view_.roster().watching())
        witness_.state(*state, view_.seat());
    if (const auto* turn = std::get_if<TurnPlayed>(&message); turn && !view_.roster().watching())
        witness_.turn(*turn, view_.seat());
    if (const auto* over = std::get_if<MatchOver>(&message); over && !view_.roster().watching())
        tellDeals(*over);
    if (view_.matchOver() && !options_.again)
        return finish(0);
    if (view_.myTurn() && !(actedGame_ == view_.game() && actedTurn_ == view_.turn()))
        move_.start(options_.delayMs);
}

void RemoteBot::move()
{
    if (finished_ || !view_.myTurn() || (actedGame_ == view_.game() && actedTurn_ == view_.turn()))
        return;
    actedGame_ = view_.game();
    actedTurn_ = view_.turn();
    if (!ai_ || aiGame_ != view_.game()) {
        // The AI's seed: the same name at the same game thinks the same.
        const QByteArray digest = QCryptographicHash::hash(join_.name.toUtf8(), QCryptographicHash::Sha256).left(8);
        std::uint64_t seed = 0;
        for (char c : digest)
            seed = seed << 8 | static_cast<unsigned char>(c);
        ai_.emplace(options_.level, deriveSeed(seed, view_.game()), options_.nodeLimit);
        aiGame_ = view_.game();
    }
    const AiDecision decision = ai_->decide(view_.aiView());
    if (!decision.play)
        return sendMove(DrawTile{view_.game(), view_.turn()});
    std::string why;
    const auto ids = assignIds({view_.table(), view_.rack()}, decision.table, &why);
    if (!ids) {
        emit remark(
            QStringLiteral("bot: the AI's play could not be placed (%1); drawing").arg(QString::fromStdString(why)));
        return sendMove(DrawTile{view_.game(), view_.turn()});
    }
    sendMove(EndTurn{ids->table, {}, view_.game(), view_.turn()});
}

void RemoteBot::sendMove(const ClientMessage& message)
{
    client_.send(message);
    sentAt_.start();
    nextAt_.start();
    emit moveSent();
}

void RemoteBot::dropped(const QString& reason)
{
    if (finished_)
        return;
    if (view_.matchOver() && !dealtAgain_)
        return finish(0);
    if ((!view_.welcomed() && !nameTaken_) || join_.watch)
        return finish(1, reason); // never at the table (or only watching): nothing to take back
    if (!lostAt_.isValid() || !retrying_)
        lostAt_.start();
    if (lostAt_.elapsed() > kRetryForMs)
        return finish(1, QStringLiteral("the table is gone: ") + reason);
    if (!retrying_)
        emit remark(named(reason + QStringLiteral(" Trying to take the seat back.")));
    retrying_ = true;
    move_.stop();
    sentAt_.invalidate();
    nextAt_.invalidate();
    actedTurn_ = -1; // whatever we sent may not have arrived
    retry_.start(kRetryEveryMs);
}

// The check of each deal the table committed to, one remark a game (the
// operator's stderr): "game 0: the deal was fair: checked", or what did not match.
void RemoteBot::tellDeals(const MatchOver& over)
{
    for (const GameDealCheck& check : witness_.check(over, view_.roster().rules())) {
        const QString game = QStringLiteral("game %1: ").arg(check.game);
        switch (check.outcome) {
        case GameDealCheck::Outcome::Fair:
            emit remark(named(game + QStringLiteral("the deal was fair: checked")));
            break;
        case GameDealCheck::Outcome::Unfair:
            emit remark(named(game + QStringLiteral("the deal did not check out: ") +
                              QString::fromStdString(check.check.why())));
            break;
        case GameDealCheck::Outcome::NoSeed:
            emit remark(named(game + QStringLiteral("the table did not reveal the deal's seed: not checked")));
            break;
        case GameDealCheck::Outcome::Incomplete:
            emit remark(named(game + QStringLiteral("some draws were missed: the deal was not checked")));
            break;
        }
    }
}

} // namespace tilerummy::net
