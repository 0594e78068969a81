#include "ai/ai_worker.h"

#include <QCoreApplication>
#include <QDebug>
#include <QEvent>
#include <QRunnable>
#include <QThreadPool>

#include <chrono>
#include <mutex>
#include <optional>
#include <thread>

#if defined(__SANITIZE_THREAD__)
#define TR_THREAD_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define TR_THREAD_SANITIZER 1
#endif
#endif
#ifdef TR_THREAD_SANITIZER
#include <sanitizer/tsan_interface.h>
#endif

namespace {
// A job crosses threads twice through Qt's queues: to a pool thread as a
// runnable (QThreadPool::start) and back to the GUI thread as an event
// (QCoreApplication::postEvent). Those queues are ordered by Qt's own
// mutexes, which ThreadSanitizer cannot see (Qt is not built with it), so to
// the tool the object made on one thread and used on the other would race.
// Each such object is released by the thread that made it, once made, and
// acquired by whichever thread runs, reads or deletes it, before it touches
// it: the order Qt's lock gives, told to the tool. Nothing in other builds.
void handOffRelease([[maybe_unused]] void* object)
{
#ifdef TR_THREAD_SANITIZER
    __tsan_release(object);
#endif
}

void handOffAcquire([[maybe_unused]] void* object)
{
#ifdef TR_THREAD_SANITIZER
    __tsan_acquire(object);
#endif
}
} // namespace

// One job: its snapshot, its stop flag and its result. The GUI thread writes
// the snapshot before the job starts and reads the result after the job posted
// it back; the pool thread takes the snapshot and writes the result. Each side
// holds `mutex` for that (the runnable and the event that carry the job are
// hand-offs, see above).
struct AiWorker::Job {
    enum class Kind { Decide, Hint };

    // Set before the job starts, then read only on the GUI thread.
    Ticket ticket = 0;
    quint64 generation = 0;

    std::atomic<bool> stop{false};

    std::mutex mutex; // guards what follows
    Kind kind = Kind::Decide;
    tilerummy::AiView view;
    std::optional<tilerummy::AiPlayer> player;
    int minimumMs = 0;
    tilerummy::SolveRequest request;
    AiOutcome outcome;
    tilerummy::SolveResult hint;
};

// How a job finds its worker: null once the worker is going away, so that a
// job that outlives it (see the destructor) never touches a dead object.
struct AiWorker::Channel {
    std::mutex mutex;
    AiWorker* receiver = nullptr;
};

// A job on its way to a pool thread. Deleted by the pool after run(), or by
// QThreadPool::clear() on the GUI thread when it never started.
class AiWorker::Runnable final : public QRunnable {
public:
    Runnable(std::shared_ptr<Job> job, std::shared_ptr<Channel> channel)
        : job_(std::move(job)), channel_(std::move(channel))
    {
        handOffRelease(this);
    }
    ~Runnable() override { handOffAcquire(this); }
    void run() override
    {
        handOffAcquire(this);
        AiWorker::run(job_, channel_);
    }

private:
    std::shared_ptr<Job> job_;
    std::shared_ptr<Channel> channel_;
};

// A job's result on its way back to the GUI thread. Deleted by Qt after
// AiWorker::customEvent(), or unread when the worker went away first.
class AiWorker::ResultEvent final : public QEvent {
public:
    explicit ResultEvent(std::shared_ptr<Job> job) : QEvent(eventType()), job_(std::move(job)) { handOffRelease(this); }
    ~ResultEvent() override { handOffAcquire(this); }
    std::shared_ptr<Job> job()
    {
        handOffAcquire(this);
        return job_;
    }
    static QEvent::Type eventType()
    {
        static const auto type = static_cast<QEvent::Type>(QEvent::registerEventType());
        return type;
    }

private:
    std::shared_ptr<Job> job_;
};

namespace {
// Two threads: the AI and a hint may think at once, and a cancelled job still
// unwinding never delays the next one.
constexpr int kThreads = 2;
// The solver recurses; give it the stack it has on Linux on every platform.
constexpr uint kStackBytes = 8u * 1024u * 1024u;
// How often a paced AI looks at its stop flag while it waits.
constexpr auto kPaceStep = std::chrono::milliseconds(2);
} // namespace

AiWorker::AiWorker(QObject* parent)
    : QObject(parent), channel_(std::make_shared<Channel>()), pool_(std::make_unique<QThreadPool>())
{
    qRegisterMetaType<AiOutcome>();
    qRegisterMetaType<tilerummy::SolveResult>();
    channel_->receiver = this;
    pool_->setObjectName(QStringLiteral("AiWorker"));
    pool_->setMaxThreadCount(kThreads);
    pool_->setStackSize(kStackBytes);
}

AiWorker::~AiWorker()
{
    // The owner may be half destroyed already (this is often a member): tell
    // it nothing more.
    blockSignals(true);
    cancelAll();
    {
        const std::lock_guard lock(channel_->mutex);
        channel_->receiver = nullptr;
    }
    if (!pool_->waitForDone(kShutdownWaitMs)) {
        // Never expected: the solver checks the stop flag every few steps.
        // Closing the window must not hang on it, so the pool is let go; the
        // job holds its own snapshot and channel and touches nothing of ours.
        qWarning("AiWorker: a job did not stop within %d ms; it is left to end on its own", kShutdownWaitMs);
        (void)pool_.release();
    }
}

AiWorker::Ticket AiWorker::decide(const tilerummy::AiView& view, const tilerummy::AiPlayer& player, int minimumMs)
{
    auto job = std::make_shared<Job>();
    {
        const std::lock_guard lock(job->mutex);
        job->kind = Job::Kind::Decide;
        job->view = view;
        job->player = player;
        job->minimumMs = minimumMs;
    }
    return submit(job);
}

AiWorker::Ticket AiWorker::decide(const tilerummy::AiView& view, tilerummy::AiLevel level, std::uint64_t seed,
                                  long long nodeLimit, int minimumMs)
{
    return decide(view, tilerummy::AiPlayer(level, seed, nodeLimit), minimumMs);
}

AiWorker::Ticket AiWorker::hint(const tilerummy::SolveRequest& request)
{
    auto job = std::make_shared<Job>();
    {
        const std::lock_guard lock(job->mutex);
        job->kind = Job::Kind::Hint;
        job->request = request;
        job->request.stop = &job->stop;
    }
    return submit(job);
}

AiWorker::Ticket AiWorker::submit(const std::shared_ptr<Job>& job)
{
    const bool wasBusy = isBusy();
    job->ticket = nextTicket_++;
    job->generation = generation_;
    live_.emplace(job->ticket, job);
    pool_->start(new Runnable(job, channel_));
    setBusyFrom(wasBusy);
    return job->ticket;
}

void AiWorker::run(const std::shared_ptr<Job>& job, const std::shared_ptr<Channel>& channel)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point started = Clock::now();

    Job::Kind kind = Job::Kind::Decide;
    tilerummy::AiView view;
    std::optional<tilerummy::AiPlayer> player;
    int minimumMs = 0;
    tilerummy::SolveRequest request;
    {
        const std::lock_guard lock(job->mutex);
        kind = job->kind;
        view = std::move(job->view);
        player = std::move(job->player);
        minimumMs = job->minimumMs;
        request = std::move(job->request);
    }

    AiOutcome outcome;
    tilerummy::SolveResult hint;
    // A job cancelled before it started skips its work: its result is dropped anyway.
    if (!job->stop.load()) {
        if (kind == Job::Kind::Decide) {
            outcome.decision = player->decide(view, &job->stop);
            outcome.player = *player;
            const Clock::time_point until = started + std::chrono::milliseconds(minimumMs);
            while (!job->stop.load() && Clock::now() < until)
                std::this_thread::sleep_for(kPaceStep);
        } else {
            hint = tilerummy::solve(request);
        }
    }
    {
        const std::lock_guard lock(job->mutex);
        job->outcome = std::move(outcome);
        job->hint = std::move(hint);
    }

    // Back to the GUI thread. Posting under the channel's lock keeps the
    // worker alive meanwhile; if it is destroyed before the event is
    // delivered, Qt deletes the event with it.
    const std::lock_guard lock(channel->mutex);
    if (AiWorker* receiver = channel->receiver)
        QCoreApplication::postEvent(receiver, new ResultEvent(job));
}

// Qt's QObject::event() hands every user-type event here, ResultEvent the only one.
void AiWorker::customEvent(QEvent* event)
{
    handOffAcquire(event); // before reading anything of it (its type included)
    if (event->type() == ResultEvent::eventType())
        finish(static_cast<ResultEvent*>(event)->job());
}

void AiWorker::finish(const std::shared_ptr<Job>& job)
{
    const auto it = live_.find(job->ticket);
    if (it == live_.end() || it->second != job || job->generation != generation_) {
        ++dropped_;
        emit resultDropped(job->ticket);
        return;
    }
    const bool wasBusy = isBusy();
    live_.erase(it);

    Job::Kind kind = Job::Kind::Decide;
    AiOutcome outcome;
    tilerummy::SolveResult hint;
    {
        const std::lock_guard lock(job->mutex);
        kind = job->kind;
        outcome = std::move(job->outcome);
        hint = std::move(job->hint);
    }
    // The receiver may start the next job from here: busy is worked out after.
    if (kind == Job::Kind::Decide)
        emit decisionReady(job->ticket, outcome);
    else
        emit hintReady(job->ticket, hint);
    setBusyFrom(wasBusy);
}

void AiWorker::cancel(Ticket ticket)
{
    const auto it = live_.find(ticket);
    if (it == live_.end())
        return;
    it->second->stop.store(true);
    live_.erase(it);
    setBusyFrom(true);
}

void AiWorker::cancelAll()
{
    const bool wasBusy = isBusy();
    for (auto& [ticket, job] : live_)
        job->stop.store(true);
    live_.clear();
    ++generation_;
    pool_->clear(); // jobs not started yet never start
    setBusyFrom(wasBusy);
}

bool AiWorker::waitForIdle(int msecs)
{
    return pool_->waitForDone(msecs);
}

void AiWorker::setBusyFrom(bool wasBusy)
{
    if (wasBusy != isBusy())
        emit busyChanged(isBusy());
}
