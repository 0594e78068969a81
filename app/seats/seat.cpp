#include "seats/seat.h"

#include "net/table_hub.h"
#include "random.h"

std::unique_ptr<Seat> Seat::make(SeatKind kind, std::uint64_t roundSeed, int player, AiWorker& worker,
                                 tilerummy::net::TableHub* hub)
{
    const std::uint64_t seed = tilerummy::deriveSeed(roundSeed, player);
    if (kind == SeatKind::Remote)
        return std::make_unique<RemoteSeat>(hub, player, tilerummy::AiPlayer(tilerummy::AiLevel::Standard, seed),
                                            worker);
    if (const std::optional<tilerummy::AiLevel> level = aiLevelOf(kind))
        return std::make_unique<AiSeat>(tilerummy::AiPlayer(*level, seed), worker);
    return std::make_unique<PersonSeat>(
        std::make_unique<AiSeat>(tilerummy::AiPlayer(tilerummy::AiLevel::Standard, seed), worker));
}

PersonSeat::PersonSeat(std::unique_ptr<AiSeat> standIn, QObject* parent) : Seat(parent), standIn_(std::move(standIn))
{
    if (standIn_)
        connect(standIn_.get(), &Seat::answered, this, &Seat::answered);
}

void PersonSeat::playInstead(const tilerummy::AiView& view, int turn)
{
    if (standIn_)
        standIn_->takeTurn(view, turn, 0);
}

void PersonSeat::stop()
{
    if (standIn_)
        standIn_->stop();
}

AiSeat::AiSeat(tilerummy::AiPlayer player, AiWorker& worker, QObject* parent)
    : Seat(parent), player_(std::move(player)), worker_(worker)
{
    connect(&worker_, &AiWorker::decisionReady, this, &AiSeat::decided);
}

SeatKind AiSeat::kind() const
{
    return seatKindOf(player_.level());
}

void AiSeat::takeTurn(const tilerummy::AiView& view, int turn, int minimumMs)
{
    stop();
    turn_ = turn;
    ticket_ = worker_.decide(view, player_, minimumMs);
}

void AiSeat::stop()
{
    if (ticket_ != 0)
        worker_.cancel(ticket_);
    ticket_ = 0;
}

void AiSeat::decided(AiWorker::Ticket ticket, const AiOutcome& outcome)
{
    if (ticket == 0 || ticket != ticket_)
        return;
    ticket_ = 0;
    player_ = outcome.player;
    emit answered(turn_,
                  outcome.decision.play ? std::optional<tilerummy::Table>(outcome.decision.table) : std::nullopt);
}

RemoteSeat::RemoteSeat(tilerummy::net::TableHub* hub, int player, tilerummy::AiPlayer standIn, AiWorker& worker,
                       QObject* parent)
    : Seat(parent), hub_(hub), player_(player), standIn_(std::move(standIn), worker)
{
    // The stand-in's decision is this seat's.
    connect(&standIn_, &Seat::answered, this, [this](int turn, const std::optional<tilerummy::Table>& play) {
        waiting_ = false;
        emit answered(turn, play);
    });
    if (!hub_)
        return;
    using tilerummy::net::TableHub;
    connect(hub_, &TableHub::endTurnReceived, this, [this](int player, const tilerummy::IdTable& table) {
        if (player != player_ || !waiting_ || standInPlays() || bankRanOut_)
            return;
        waiting_ = false;
        emit answeredTiles(turn_, table);
    });
    connect(hub_, &TableHub::drawReceived, this, [this](int player) {
        if (player != player_ || !waiting_ || standInPlays() || bankRanOut_)
            return;
        waiting_ = false;
        emit answered(turn_, std::nullopt);
    });
    connect(hub_, &TableHub::aiPlaysChanged, this, &RemoteSeat::aiPlaysChanged);
}

bool RemoteSeat::standInPlays() const
{
    return !hub_ || hub_->aiPlays(player_);
}

void RemoteSeat::takeTurn(const tilerummy::AiView& view, int turn, int minimumMs)
{
    stop();
    waiting_ = true;
    turn_ = turn;
    view_ = view;
    minimumMs_ = minimumMs;
    if (standInPlays())
        standIn_.takeTurn(view, turn, minimumMs);
}

void RemoteSeat::stop()
{
    standIn_.stop();
    waiting_ = false;
    bankRanOut_ = false;
}

void RemoteSeat::playInstead(const tilerummy::AiView& view, int turn)
{
    standIn_.stop();
    waiting_ = true;
    bankRanOut_ = true;
    turn_ = turn;
    view_ = view;
    standIn_.takeTurn(view, turn, 0);
}

void RemoteSeat::aiPlaysChanged(int player, bool aiPlays)
{
    if (player != player_ || !waiting_ || bankRanOut_)
        return;
    if (aiPlays)
        standIn_.takeTurn(view_, turn_, minimumMs_); // gone past the grace time: the AI plays this turn
    else
        standIn_.stop(); // back before the AI decided: the turn is theirs again
}
