#include "seats/seating.h"

#include "settings/match_options.h"

#include <algorithm>

bool Seating::ask(const QList<SeatKind>& kinds)
{
    if (kinds.isEmpty())
        return false;
    asked_ = kinds;
    return true;
}

QList<SeatKind> Seating::kindsFor(int players) const
{
    QList<SeatKind> kinds;
    for (int player = 0; player < players; ++player)
        kinds.append(asked_.at(std::min<qsizetype>(player, asked_.size() - 1)));
    return kinds;
}

void Seating::seat(const QList<SeatKind>& kinds, const QStringList& names, std::uint64_t roundSeed, AiWorker& worker,
                   bool keepSeats, tilerummy::net::TableHub* hub)
{
    std::vector<std::unique_ptr<Seat>> kept = keepSeats ? std::move(seats_) : std::vector<std::unique_ptr<Seat>>{};
    seats_.clear();
    kinds_ = kinds;
    given_ = names;
    viewer_ = -1;
    watching_ = false;
    for (int player = 0; player < kinds.size(); ++player) {
        const std::size_t index = static_cast<std::size_t>(player);
        std::unique_ptr<Seat> seat;
        if (index < kept.size() && kept[index] && kept[index]->kind() == kinds.at(player))
            seat = std::move(kept[index]);
        else
            seat = Seat::make(kinds.at(player), roundSeed, player, worker, hub);
        seats_.push_back(std::move(seat));
    }
}

void Seating::seatJoined(const QList<SeatKind>& kinds, const QStringList& names, int self)
{
    seats_.clear();
    kinds_ = kinds;
    given_ = names;
    viewer_ = -1;
    watching_ = self < 0;
    for (int player = 0; player < kinds.size(); ++player) {
        if (player == self)
            seats_.push_back(std::make_unique<PersonSeat>());
        else
            seats_.push_back(std::make_unique<HostedSeat>(kinds.at(player)));
    }
}

void Seating::setName(int player, const QString& name)
{
    while (given_.size() <= player)
        given_.append(QString());
    given_[player] = name;
}

QStringList Seating::names() const
{
    return MatchOptions::namesFor(kinds_, given_);
}

Seat* Seating::at(int player) const
{
    return player >= 0 && player < count() ? seats_[static_cast<std::size_t>(player)].get() : nullptr;
}

bool Seating::atThisScreen(int player) const
{
    const Seat* seat = at(player);
    return seat && seat->atThisScreen();
}

int Seating::countAtThisScreen() const
{
    return static_cast<int>(std::count_if(seats_.begin(), seats_.end(),
                                          [](const std::unique_ptr<Seat>& seat) { return seat->atThisScreen(); }));
}

void Seating::stopAll()
{
    for (const std::unique_ptr<Seat>& seat : seats_)
        seat->stop();
}

bool Seating::beginTurn(int current, bool roundOver)
{
    handOverPending_ = false;
    // Several people at one screen: a turn's end hides its person's rack at
    // once, for the AI turns between too; each person is asked for.
    const bool hotSeat = countAtThisScreen() >= 2;
    if (hotSeat)
        viewer_ = -1;
    if (roundOver || !atThisScreen(current))
        return false;
    if (hotSeat) {
        handOverPending_ = true; // the rack shows once the next person is ready
        return false;
    }
    viewer_ = current;
    return true;
}

bool Seating::confirmHandOver(int current)
{
    if (!handOverPending_)
        return false;
    handOverPending_ = false;
    viewer_ = current;
    return true;
}

int Seating::rackShown(int current) const
{
    if (handOverPending_ || watching_)
        return -1;
    if (atThisScreen(current))
        return current;
    if (viewer_ >= 0) // the one person at the table (several: -1 between their turns)
        return viewer_;
    // No person has seen a rack yet (an AI moves first): the one person's;
    // with no person the AI's; with several, nobody's.
    const int people = countAtThisScreen();
    if (people == 0)
        return current;
    if (people > 1)
        return -1;
    for (int player = 0; player < count(); ++player) {
        if (atThisScreen(player))
            return player;
    }
    return -1;
}
