#include "save/history_statistics.h"

#include "round_review.h"

#include <algorithm>

namespace {

bool fail(QString* why, const QString& text)
{
    if (why)
        *why = text;
    return false;
}

// Who the people played against (Opposition); false when there is no person at this screen.
bool oppositionOf(const QList<SeatKind>& seats, Opposition* out)
{
    const auto people = std::count(seats.begin(), seats.end(), SeatKind::Person);
    if (people == 0)
        return false;
    const QList<SeatKind> kinds = allSeatKinds();
    const auto levels = std::count_if(kinds.begin(), kinds.end(), // the AI levels at the table
                                      [&](SeatKind k) { return aiLevelOf(k).has_value() && seats.contains(k); });
    if (seats.contains(SeatKind::Remote))
        *out = Opposition::Friends;
    else if (people > 1)
        *out = Opposition::HotSeat;
    else if (levels > 1)
        *out = Opposition::Mixed;
    else if (seats.contains(SeatKind::Expert))
        *out = Opposition::Expert;
    else if (seats.contains(SeatKind::Standard))
        *out = Opposition::Standard;
    else
        *out = Opposition::Beginner;
    return true;
}

void add(OppositionTotals& t, const GameFacts& g)
{
    ++t.games;
    t.gamesWon += g.won ? 1 : 0;
    t.rounds += g.rounds;
    t.roundsWon += g.roundsWon;
    for (int score : g.roundScores) {
        t.points += score;
        t.bestRound = t.scoredRounds == 0 ? score : std::max(t.bestRound, score);
        ++t.scoredRounds;
    }
    t.turns += g.turns;
    t.tilesMissed += g.tilesMissed;
}

} // namespace

std::optional<GameFacts> factsOf(const SavedGame& game, QString* why, const std::atomic<bool>* stop)
{
    GameFacts facts;
    facts.when = game.savedAt;
    if (!oppositionOf(game.seats, &facts.against)) {
        fail(why, QStringLiteral("no person played at this screen"));
        return std::nullopt;
    }
    QString reason;
    const std::shared_ptr<const tilerummy::ReplayedMatch> replayed =
        replayOf(game, &reason); // read once, with the file
    if (!replayed) {
        fail(why, reason);
        return std::nullopt;
    }
    if (!replayed->match->match().isOver()) {
        fail(why, QStringLiteral("the game is not over"));
        return std::nullopt;
    }
    std::vector<int> people;
    for (int p = 0; p < game.seats.size(); ++p)
        if (game.seats[p] == SeatKind::Person)
            people.push_back(p);
    const bool alone = people.size() == 1;
    facts.rounds = static_cast<int>(replayed->match->match().roundScores().size());
    for (const std::vector<int>& scores : replayed->match->match().roundScores()) {
        const int best = *std::max_element(scores.begin(), scores.end());
        for (int p : people) {
            const int score = scores[static_cast<std::size_t>(p)];
            facts.roundScores.push_back(score);
            if (alone && score == best && score > 0)
                ++facts.roundsWon;
        }
    }
    facts.won = alone && replayed->match->match().winner() == people.front();
    facts.seats = game.seats;
    facts.names = game.names;
    for (int p : people)
        facts.people.append(p);
    facts.totals.assign(game.seats.size(), 0);
    for (const std::vector<int>& scores : replayed->match->match().roundScores())
        for (std::size_t p = 0; p < scores.size() && p < facts.totals.size(); ++p)
            facts.totals[p] += scores[p];

    for (std::size_t k = 0; k < replayed->rounds.size(); ++k) {
        // The people's turns, but the hint's plays they kept (not theirs to count).
        std::vector<tilerummy::TurnRecord> theirs;
        const std::vector<tilerummy::TurnRecord>& round = replayed->rounds[k];
        for (std::size_t i = 0; i < round.size(); ++i)
            if (std::find(people.begin(), people.end(), round[i].player) != people.end() &&
                !tilerummy::playedTheHint(game.turnRacks, static_cast<int>(k), static_cast<int>(i)))
                theirs.push_back(round[i]);
        const std::vector<tilerummy::ReviewedTurn> reviewed = tilerummy::reviewRound(theirs, game.setup.rules, 0, stop);
        if (stop && stop->load()) {
            fail(why, QStringLiteral("stopped"));
            return std::nullopt;
        }
        for (const tilerummy::ReviewedTurn& t : reviewed) {
            ++facts.turns;
            facts.tilesMissed += std::max(0, t.review.tilesMissed());
        }
    }
    return facts;
}

HistoryTotals tally(const std::vector<GameFacts>& games)
{
    HistoryTotals totals;
    for (const GameFacts& g : games) {
        add(totals.by[static_cast<std::size_t>(g.against)], g);
        add(totals.all, g);
    }
    return totals;
}
