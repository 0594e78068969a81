// What the statistics count from the games kept in the history
// (game_history.h): for each finished game, who the person at this screen
// played against (an AI level, AIs of mixed levels, each other at one screen,
// friends on other machines), whether they won the match and which rounds,
// their round scores, and, from each of their turns reviewed against the best
// play (core/round_review.h), the tiles they missed (the hint's plays they
// kept left out: not theirs); then the totals by opposition.
#pragma once

#include "save/save_game.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <optional>
#include <vector>

// Who the people at this screen played against. A game of one person against
// AIs is counted under their level when they are all of one level (one AI or
// several), and as Mixed when levels differ: a game won or lost at a table of
// a standard and an expert AI says nothing of either level alone. Any friend
// on another machine makes it Friends; two people here or more, HotSeat.
enum class Opposition { Beginner, Standard, Expert, Mixed, HotSeat, Friends };
inline constexpr int kOppositions = 6;

struct GameFacts {
    QDateTime when; // when it was saved (it ended)
    Opposition against = Opposition::Standard;
    bool won = false;             // the person won the match (one person, against AIs or friends)
    int rounds = 0;               // rounds played
    int roundsWon = 0;            // rounds the person won (the round's best score, above 0)
    std::vector<int> roundScores; // the person's score each round (every person's, at one screen)
    int turns = 0;                // the people's turns, but those that played the hint's play (TurnRack::hinted)
    int tilesMissed = 0;          // over those turns, the best plays' tiles beyond what was laid
    QList<SeatKind> seats;        // per seat
    QStringList names;            // per seat, as saved
    QList<int> people;            // the seats of the people at this screen
    std::vector<int> totals;      // the match's totals, per seat
};

// The facts of one finished game; nullopt with why when it has no person at
// this screen (a game of AIs watched), is not over, or does not replay.
// Reviewing the turns runs the solver on each of the people's turns (stopped
// by `stop`: nullopt).
std::optional<GameFacts> factsOf(const SavedGame& game, QString* why, const std::atomic<bool>* stop = nullptr);

struct OppositionTotals {
    int games = 0;
    int gamesWon = 0;
    int rounds = 0;
    int roundsWon = 0;
    long long points = 0; // the people's round scores summed
    int scoredRounds = 0; // how many scores that is
    int bestRound = 0;    // the best of them (0 before any)
    int turns = 0;
    int tilesMissed = 0;

    double averageRound() const { return scoredRounds > 0 ? static_cast<double>(points) / scoredRounds : 0; }
    double missedPerTurn() const { return turns > 0 ? static_cast<double>(tilesMissed) / turns : 0; }
};

struct HistoryTotals {
    std::array<OppositionTotals, kOppositions> by{};
    OppositionTotals all;

    const OppositionTotals& of(Opposition o) const { return by[static_cast<std::size_t>(o)]; }
};

HistoryTotals tally(const std::vector<GameFacts>& games);
