#include "seat.h"

#include "random.h"

std::unique_ptr<Seat> Seat::make(SeatKind kind, std::uint64_t roundSeed, int player, AiWorker& worker)
{
    if (const std::optional<tilerummy::AiLevel> level = aiLevelOf(kind))
        return std::make_unique<AiSeat>(tilerummy::AiPlayer(*level, tilerummy::deriveSeed(roundSeed, player)), worker);
    return std::make_unique<PersonSeat>();
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
