// A table's games played without a window (tilerummy-cli serve): the game is
// the authority; AI seats, and remote seats whose player is gone, think on a
// worker thread; remote players' turns come from the table (TableHub), and
// each event goes to an observer as self-play reports it (the CLI's log).
#pragma once

#include "ai/ai_worker.h"
#include "net/table_hub.h"
#include "self_play.h"
#include "time_bank.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace tilerummy::net {

class ServedMatch : public QObject {
    Q_OBJECT

public:
    struct Options {
        int games = 1;
        std::uint64_t seed = 1;
        int gameIndexBase = 0; // this table's first game's number in the log
        long long aiNodeLimit = AiPlayer::kDefaultNodeLimit;
        AiLevel standIn = AiLevel::Standard; // plays for a remote player who is gone
        // Each game dealt from a secret seed of the system's random source
        // (unrelated to the others, so revealing one tells nothing of the
        // next); false: from `seed`, as self-play deals (known to whoever chose it).
        bool secretDeals = false;
    };

    // The hub's config gives the seats and the rules; the observer may be null.
    ServedMatch(TableHub* hub, Options options, SelfPlayObserver* observer, QObject* parent = nullptr);
    ~ServedMatch() override;

    bool isOver() const { return over_; }
    const SelfPlaySummary& summary() const { return summary_; }
    // The error when an engine invariant broke (the match stopped).
    const std::string& failure() const { return failure_; }

signals:
    void finished();

private:
    void startGame();
    void nextTurn();
    void aiTurn(int seat);
    void aiDecided(quint64 ticket, const AiOutcome& outcome);
    void remoteEndTurn(int seat, const IdTable& table);
    void remoteDraw(int seat);
    void aiPlaysChanged(int seat, bool aiPlays);
    void timeUp();
    // `seat`'s turn clock starts: the time its turn may take (TimeBanks::turnMs),
    // or, `resumed`, what is left of it (a friend back from away).
    void startClock(int seat, bool resumed = false);
    void finishTurn(const TurnRecord& record);
    void fail(const std::string& why);

    TableHub* hub_;
    Options options_;
    SelfPlayObserver* observer_;
    AiWorker worker_;
    std::unique_ptr<Game> game_;
    std::vector<std::optional<AiPlayer>> ais_; // per seat: its AI (a remote seat's stand-in)
    int gameIndex_ = 0;
    quint64 ticket_ = 0; // the AI decision under way
    int ticketSeat_ = -1;
    QTimer clock_;           // the turn's time: its limit (rules.turnSeconds) or the player's bank, whichever is sooner
    TimeBanks banks_;        // each player's time bank (rules.bankSeconds), for the game on
    QElapsedTimer turnTime_; // since the timed turn began
    std::int64_t turnMs_ = -1; // the time that turn may take
    int timedSeat_ = -1;       // the seat whose time counts this turn (-1: none, an AI's)
    bool bankRanOut_ = false;  // that seat's bank ran out: the AI plays the turn
    bool timeRanOut_ = false;  // the turn's own limit ran out: all its time is spent
    std::vector<int> totals_;
    std::vector<std::uint64_t> seeds_; // each game's deal seed, revealed when the match is over
    SelfPlaySummary summary_;
    long long totalTurns_ = 0;
    QElapsedTimer sinceFirstDeal_; // msPerGame: from the first deal to the last end
    bool over_ = false;
    std::string failure_;
};

} // namespace tilerummy::net
