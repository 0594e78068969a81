// Runs the AI's decisions and the player's hints off the GUI thread, so that
// the window keeps drawing while they think.
//
// Each job works on a value snapshot (the AI's view of the game, or a solve
// request) with its own stop flag, and is known by a ticket. Its result comes
// back to the GUI thread as a posted event; only a job that is still live (not
// cancelled, of the current generation) is reported, by a signal carrying its
// ticket. Anything cancelled is dropped there, so a late result of an old game
// can never reach a new one.
//
// Threading model: a private QThreadPool rather than a QThread worker object.
// The jobs are pure functions of their snapshot and keep no state on a thread,
// so they need no event loop of their own; a job cancelled late (still
// unwinding) never holds up the next one behind it in a queue, the AI and a
// hint may think at the same time (two threads), and waitForDone() gives the
// destructor its bounded wait. The pool is private so that this waiting never
// waits on other code's tasks of the global pool (nor theirs on ours).
#pragma once

#include "ai_player.h"
#include "solver.h"

#include <QMetaType>
#include <QObject>

#include <cstdint>
#include <memory>
#include <unordered_map>

class QThreadPool;

// A decision of an AI seat and the AI as it is after deciding (its random
// source moved on): the seat adopts it when the decision is applied, so that a
// seeded game plays the same turns as a synchronous loop (self-play) would.
struct AiOutcome {
    tilerummy::AiDecision decision;
    tilerummy::AiPlayer player{tilerummy::AiLevel::Standard, 0};
};

Q_DECLARE_METATYPE(AiOutcome)
Q_DECLARE_METATYPE(tilerummy::SolveResult)

class AiWorker : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool busy READ isBusy NOTIFY busyChanged FINAL)

public:
    using Ticket = quint64; // 0 is never a job's ticket

    // How long the destructor waits for running jobs to see their stop flag.
    // The solver checks it every few search steps, so this is never reached in
    // practice; if it is, the pool is let go rather than hang the window.
    static constexpr int kShutdownWaitMs = 5000;

    explicit AiWorker(QObject* parent = nullptr);
    // Cancels every job and waits (bounded) until none runs: no result is
    // reported after this, and no job touches this object any more.
    ~AiWorker() override;

    // Starts the AI `player` deciding on `view`. minimumMs > 0 paces the AI:
    // the result is not reported before that many milliseconds (the wait ends
    // at once on cancel), so that a person can follow the AI's turns.
    Ticket decide(const tilerummy::AiView& view, const tilerummy::AiPlayer& player, int minimumMs = 0);
    // The same for a fresh AI of this level and seed.
    Ticket decide(const tilerummy::AiView& view, tilerummy::AiLevel level, std::uint64_t seed,
                  long long nodeLimit = tilerummy::AiPlayer::kDefaultNodeLimit, int minimumMs = 0);
    // Starts solving `request` (its stop flag is replaced by the job's own).
    Ticket hint(const tilerummy::SolveRequest& request);

    // Stops one job; its result, if it comes, is dropped.
    void cancel(Ticket ticket);
    // Stops every job and starts a new generation: whatever is still under
    // way or already on its way back is dropped.
    void cancelAll();

    // Jobs started and neither reported nor cancelled yet.
    bool isBusy() const { return !live_.empty(); }
    bool isLive(Ticket ticket) const { return live_.count(ticket) != 0; }
    quint64 generation() const { return generation_; }
    // Results dropped as stale so far (for tests and diagnostics).
    int droppedCount() const { return dropped_; }

    // Blocks until no job runs on the pool threads (cancelled ones included)
    // or msecs pass; true when none runs. Results are delivered only by the
    // event loop, so none is reported during this wait. For tests and shutdown.
    bool waitForIdle(int msecs);

signals:
    void decisionReady(quint64 ticket, const AiOutcome& outcome);
    void hintReady(quint64 ticket, const tilerummy::SolveResult& result);
    // A result came back for a job that was cancelled: it was not reported.
    void resultDropped(quint64 ticket);
    void busyChanged(bool busy);

protected:
    void customEvent(QEvent* event) override; // a job's result comes back

private:
    struct Job;
    struct Channel;
    class Runnable;
    class ResultEvent;

    // On a pool thread: the job's work, then its result posted back.
    static void run(const std::shared_ptr<Job>& job, const std::shared_ptr<Channel>& channel);
    Ticket submit(const std::shared_ptr<Job>& job);
    void finish(const std::shared_ptr<Job>& job); // on the GUI thread
    void setBusyFrom(bool wasBusy);

    std::shared_ptr<Channel> channel_; // how jobs reach this object; cut in the destructor
    std::unique_ptr<QThreadPool> pool_;
    std::unordered_map<Ticket, std::shared_ptr<Job>> live_;
    Ticket nextTicket_ = 1;
    quint64 generation_ = 0;
    int dropped_ = 0;
};
