#include "net/served_match.h"

#include "deal_proof.h"
#include "tile_ids.h"

#include <QRandomGenerator>

namespace tilerummy::net {

namespace {
// No legal game of 106 tiles lasts this long; reaching it means a broken engine.
constexpr int kTurnGuard = 20000;
} // namespace

ServedMatch::ServedMatch(TableHub* hub, Options options, SelfPlayObserver* observer, QObject* parent)
    : QObject(parent), hub_(hub), options_(options), observer_(observer)
{
    totals_.assign(static_cast<std::size_t>(hub_->seatCount()), 0);
    summary_.wins.assign(static_cast<std::size_t>(hub_->seatCount()), 0);
    clock_.setSingleShot(true);
    connect(&clock_, &QTimer::timeout, this, &ServedMatch::timeUp);
    connect(hub_, &TableHub::allSeated, this, &ServedMatch::startGame, Qt::QueuedConnection);
    connect(hub_, &TableHub::endTurnReceived, this, &ServedMatch::remoteEndTurn);
    connect(hub_, &TableHub::drawReceived, this, &ServedMatch::remoteDraw);
    connect(hub_, &TableHub::aiPlaysChanged, this, &ServedMatch::aiPlaysChanged);
    connect(&worker_, &AiWorker::decisionReady, this, &ServedMatch::aiDecided);
    if (hub_->isSeated()) // no remote seats: nobody to wait for
        QMetaObject::invokeMethod(this, &ServedMatch::startGame, Qt::QueuedConnection);
}

ServedMatch::~ServedMatch() = default;

void ServedMatch::startGame()
{
    if (game_ || over_)
        return;
    if (gameIndex_ == 0)
        sinceFirstDeal_.start();
    const Rules& rules = hub_->config().rules;
    const std::uint64_t seed =
        options_.secretDeals ? QRandomGenerator::system()->generate64() : gameSeed(options_.seed, gameIndex_);
    seeds_.push_back(seed);
    const std::string commitment = dealCommitment(seed, hub_->seatCount(), rules);
    game_ = std::make_unique<Game>(hub_->seatCount(), rules, seed);
    ais_.clear();
    for (int p = 0; p < hub_->seatCount(); ++p) {
        const auto level = hub_->config().seats[static_cast<std::size_t>(p)];
        ais_.emplace_back(AiPlayer(level.value_or(options_.standIn), gameSeed(seed, p), options_.aiNodeLimit));
    }
    if (observer_) {
        observer_->committed(options_.gameIndexBase + gameIndex_, commitment, seed, rules);
        observer_->dealt(options_.gameIndexBase + gameIndex_, *game_);
    }
    banks_ = TimeBanks(rules, hub_->seatCount());
    hub_->setBanks(banks_.leftMs());
    hub_->gameStarted(*game_, gameIndex_, totals_);
    hub_->commitDeal(QString::fromStdString(commitment));
    nextTurn();
}

void ServedMatch::nextTurn()
{
    if (!game_ || over_)
        return;
    if (game_->isOver()) {
        if (observer_)
            observer_->ended(options_.gameIndexBase + gameIndex_, *game_);
        for (std::size_t p = 0; p < totals_.size(); ++p)
            totals_[p] += game_->scores()[p];
        totalTurns_ += game_->turnNumber();
        if (game_->endReason() == EndReason::Rummikub)
            ++summary_.wins[static_cast<std::size_t>(*game_->winner())];
        else
            ++summary_.draws;
        hub_->gameEnded(*game_, totals_);
        game_.reset();
        ++gameIndex_;
        if (gameIndex_ < options_.games) {
            QMetaObject::invokeMethod(this, &ServedMatch::startGame, Qt::QueuedConnection);
            return;
        }
        over_ = true;
        summary_.games = options_.games;
        summary_.avgTurns = static_cast<double>(totalTurns_) / options_.games;
        summary_.msPerGame = static_cast<double>(sinceFirstDeal_.elapsed()) / options_.games;
        hub_->matchOver(MatchOver{summary_.games, summary_.wins, summary_.draws, seeds_});
        emit finished();
        return;
    }
    if (game_->turnNumber() >= kTurnGuard)
        return fail("game " + std::to_string(gameIndex_) + " did not end");
    const int seat = game_->currentPlayer();
    timedSeat_ = -1;
    bankRanOut_ = false;
    timeRanOut_ = false;
    if (hub_->aiPlays(seat)) {
        hub_->turnStarted(*game_, -1);
        aiTurn(seat);
        return;
    }
    startClock(seat);
}

void ServedMatch::startClock(int seat, bool resumed)
{
    if (!resumed) {
        timedSeat_ = seat;
        turnMs_ = banks_.turnMs(seat);
        turnTime_.start();
    }
    const qint64 leftMs = turnMs_ < 0 ? -1 : std::max<qint64>(0, turnMs_ - turnTime_.elapsed());
    if (leftMs >= 0)
        clock_.start(static_cast<int>(leftMs));
    hub_->turnStarted(*game_, static_cast<int>(leftMs));
}

void ServedMatch::aiTurn(int seat)
{
    ticketSeat_ = seat;
    ticket_ = worker_.decide(viewOf(*game_, seat), *ais_[static_cast<std::size_t>(seat)]);
}

void ServedMatch::aiDecided(quint64 ticket, const AiOutcome& outcome)
{
    if (ticket != ticket_ || !game_)
        return;
    ticket_ = 0;
    const int seat = ticketSeat_;
    if (seat != game_->currentPlayer())
        return;
    ais_[static_cast<std::size_t>(seat)] = outcome.player;
    std::optional<IdPosition> ids;
    if (outcome.decision.play) {
        std::string why;
        ids = assignIds({game_->table(), game_->rack(seat)}, outcome.decision.table, &why);
        if (!ids)
            return fail("the AI's play could not be placed: " + why);
    }
    TurnRecord record = ids ? game_->play(ids->table, ids->rack) : game_->drawOrPass();
    record.standIn = hub_->isRemote(seat) || bankRanOut_; // the stand-in played for the seat's player
    finishTurn(record);
}

void ServedMatch::remoteEndTurn(int seat, const IdTable& table)
{
    if (!game_ || seat != game_->currentPlayer() || ticket_)
        return;
    finishTurn(game_->play(table, rackAfterTable(game_->table(), game_->rack(seat), table)));
}

void ServedMatch::remoteDraw(int seat)
{
    if (!game_ || seat != game_->currentPlayer() || ticket_)
        return;
    finishTurn(game_->drawOrPass());
}

void ServedMatch::aiPlaysChanged(int seat, bool aiPlays)
{
    if (!game_ || game_->isOver() || seat != game_->currentPlayer())
        return;
    if (aiPlays && !ticket_) {
        clock_.stop();
        hub_->turnStarted(*game_, -1);
        aiTurn(seat);
    } else if (!aiPlays && ticket_ && ticketSeat_ == seat && !bankRanOut_) {
        // The player is back before the stand-in decided: the turn is theirs (with
        // banks, what is left of its time: the time away counts; else the whole turn).
        worker_.cancel(ticket_);
        ticket_ = 0;
        startClock(seat, banks_.on() && timedSeat_ == seat);
    }
}

void ServedMatch::timeUp()
{
    if (!game_ || game_->isOver() || ticket_)
        return;
    const int seat = game_->currentPlayer();
    if (seat == timedSeat_ && banks_.bankRunsOutFirst(seat)) {
        bankRanOut_ = true; // the bank is out, not the turn's limit: the AI plays this turn (no penalty)
        hub_->turnStarted(*game_, -1);
        aiTurn(seat);
        return;
    }
    timeRanOut_ = true;
    finishTurn(game_->timeOut());
}

void ServedMatch::finishTurn(const TurnRecord& record)
{
    clock_.stop();
    if (banks_.on() && record.player == timedSeat_) {
        const qint64 spent = bankRanOut_ || timeRanOut_ ? turnMs_ : std::min<qint64>(turnTime_.elapsed(), turnMs_);
        banks_.turnTaken(record.player, spent);
        hub_->setBanks(banks_.leftMs());
    }
    timedSeat_ = -1;
    if (observer_)
        observer_->turn(options_.gameIndexBase + gameIndex_, record);
    hub_->turnPlayed(*game_, record);
    std::string why;
    if (!game_->tilesAccountedFor(&why))
        return fail("game " + std::to_string(gameIndex_) + ": " + why);
    QMetaObject::invokeMethod(this, &ServedMatch::nextTurn, Qt::QueuedConnection);
}

void ServedMatch::fail(const std::string& why)
{
    failure_ = why;
    over_ = true;
    worker_.cancelAll();
    const std::vector<std::uint64_t> revealed(seeds_.begin(),
                                              seeds_.begin() + std::min<std::ptrdiff_t>(gameIndex_, seeds_.size()));
    hub_->matchOver(MatchOver{gameIndex_, summary_.wins, summary_.draws, revealed});
    emit finished();
}

} // namespace tilerummy::net
