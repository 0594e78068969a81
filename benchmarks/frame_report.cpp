// The frame benchmark's report: the frame times by phase (and on a late
// table), where the slow frames' time went, the longest GUI-thread blocks, the
// model changes by the tiles on the table, start-up and memory; and
// --frames-csv, every frame and GUI block written to a file.
#include "frame_benchmark.h"

#include "turn_check.h"
#include "turn_draft.h"

#include <QFile>

#include <algorithm>
#include <array>
#include <cstdio>

namespace uiframe {

void FrameBenchmark::report()
{
    std::vector<FrameRecord> frames;
    {
        QMutexLocker lock(&framesMutex_);
        frames = frames_;
    }
    std::printf("\nui_frame_benchmark: seats %s, seed %llu, window %dx%d, Qt %s\n",
                qPrintable(options_.seats.join(QLatin1Char(','))), static_cast<unsigned long long>(options_.seed),
                windowSize_.width(), windowSize_.height(), qVersion());
    std::printf("renderer: %s%s%s, %s render loop, animations normal (moves %d ms, flights %d ms)\n", qPrintable(api_),
                glRenderer_.isEmpty() ? "" : " ", qPrintable(glRenderer_),
                renderThreaded_.load() ? "threaded" : "GUI-thread", moveStepMs_, settings_->animationMs(280));
    std::printf("played: %d turns (%d by the person, %d by AIs) in %d round(s) of %d game(s), %.0f s; %d drags "
                "(%d missed), %d hints, %d AI moves shown, %d penalties, %d refused moves\n",
                turns_, humanTurns_, aiTurns_, rounds_, games_, playSeconds_, drags_, dragsFailed_, hints_, aiSteps_,
                penalties_, refused_);
    std::printf("the scene checked against the models %d times: %d mismatches\n", viewChecks_, viewMismatches_);
    // The GUI thread's work on the game (the AI's and the hints' worker threads count apart).
    std::printf("on the GUI thread: %llu turn checks, %llu drafts' sets worked out\n",
                static_cast<unsigned long long>(tilerummy::turnChecksRun()),
                static_cast<unsigned long long>(tilerummy::TurnDraft::analysesRun()));
    std::printf("target: no frame over %.0f ms; load average %s at the start, %s at the end\n\n", options_.limitMs,
                qPrintable(loadAtStart_), qPrintable(loadAverage()));

    if (!latePositions_.empty()) {
        QStringList starts;
        for (const auto& [deal, actions] : latePositions_)
            starts.append(QStringLiteral("deal %1 after %2 turns").arg(deal).arg(actions));
        std::printf("games started from late positions (%d+ tiles on the table): %s\n", options_.lateTable,
                    qPrintable(starts.join(QStringLiteral(", "))));
    }

    // One row a phase, and one for all frames (phase < 0); frames on a table
    // of at least minTiles tiles.
    const double limit = options_.limitMs;
    auto phaseTable = [&](int minTiles) {
        if (minTiles > 0)
            std::printf("\nframes with %d or more tiles on the table:\n", minTiles);
        std::printf("%-15s %6s | %-38s | %-38s | %-23s | %s\n", "", "", "sync+render ms (beforeSync->afterRender)",
                    "render+swap ms (beforeSync->swapped)", "interval ms (moving)", "GUI blocked");
        std::printf("%-15s %6s | %6s %6s %6s %6s %6s %3s | %6s %6s %6s %6s %6s %3s | %6s %6s %6s %3s | %6s %4s\n",
                    "phase", "frames", "mean", "p50", "p95", "p99", "max", ">16", "mean", "p50", "p95", "p99", "max",
                    ">16", "p50", "p95", "max", ">33", "max", ">16");
        for (int p = 1; p <= kPhases; ++p) {
            const bool all = p == kPhases;
            std::vector<double> render;
            std::vector<double> swap;
            std::vector<double> interval;
            for (const FrameRecord& f : frames) {
                if (f.phase == Phase::Startup || (!all && static_cast<int>(f.phase) != p) || f.tableTiles < minTiles)
                    continue;
                if (f.syncBegin >= 0 && f.renderEnd >= 0)
                    render.push_back(toMs(f.renderEnd - f.syncBegin));
                if (f.syncBegin >= 0 && f.swapped >= 0)
                    swap.push_back(toMs(f.swapped - f.syncBegin));
                if (f.interval >= 0)
                    interval.push_back(toMs(f.interval));
            }
            std::vector<double> blocked;
            for (const StallRecord& s : stalls_) {
                if (s.phase != Phase::Startup && (all || static_cast<int>(s.phase) == p) && s.tableTiles >= minTiles)
                    blocked.push_back(toMs(s.blocked));
            }
            const Summary r = summarise(render, limit);
            const Summary w = summarise(swap, limit);
            const Summary i = summarise(interval, 2 * limit + 1); // a frame missed at 60 Hz
            const Summary b = summarise(blocked, limit);
            std::printf("%-15s %6zu | %6.2f %6.2f %6.2f %6.2f %6.1f %3zu | %6.2f %6.2f %6.2f %6.2f %6.1f %3zu | %6.1f "
                        "%6.1f %6.1f %3zu | %6.1f %4zu\n",
                        all ? "all" : phaseName(static_cast<Phase>(p)), r.count, r.mean, r.p50, r.p95, r.p99, r.max,
                        r.over, w.mean, w.p50, w.p95, w.p99, w.max, w.over, i.p50, i.p95, i.max, i.over, b.max, b.over);
        }
    };
    phaseTable(0);
    if (options_.lateTable > 0)
        phaseTable(options_.lateTable);
    std::size_t forced = 0;
    for (const FrameRecord& f : frames)
        forced += f.forced ? 1 : 0;
    std::printf("(%zu of the frames were repaints the benchmark asked for while an AI thought or all was idle)\n",
                forced);

    // Where the slow frames' time went, on average.
    {
        double polish = 0;
        double wait = 0;
        double sync = 0;
        double render = 0;
        double swap = 0;
        int n = 0;
        for (const FrameRecord& f : frames) {
            if (f.phase == Phase::Startup || f.update < 0 || f.animated < 0 || f.syncEnd < 0 || f.renderBegin < 0 ||
                f.renderEnd < 0 || toMs(f.swapped - f.syncBegin) <= limit)
                continue;
            polish += toMs(f.animated - f.update);
            wait += toMs(f.syncBegin - f.animated);
            sync += toMs(f.syncEnd - f.syncBegin);
            render += toMs(f.renderEnd - f.renderBegin);
            swap += toMs(f.swapped - f.renderEnd);
            ++n;
        }
        if (n > 0)
            std::printf("frames whose render+swap took over %.0f ms (%d), mean ms: animations+polish %.2f, to sync "
                        "%.2f, sync %.2f, render "
                        "%.2f, swap %.2f\n",
                        limit, n, polish / n, wait / n, sync / n, render / n, swap / n);
    }
    // The longest blocks of the GUI thread.
    {
        std::vector<StallRecord> worst = stalls_;
        std::sort(worst.begin(), worst.end(),
                  [](const StallRecord& a, const StallRecord& b) { return a.blocked > b.blocked; });
        QStringList top;
        for (std::size_t k = 0; k < std::min<std::size_t>(8, worst.size()); ++k)
            top.append(QStringLiteral("%1 ms (%2)")
                           .arg(toMs(worst[k].blocked), 0, 'f', 1)
                           .arg(QString::fromLatin1(phaseName(worst[k].phase))));
        std::printf("longest GUI-thread blocks: %s\n", qPrintable(top.join(QStringLiteral(", "))));
    }

    // Model changes: the GUI thread's time for each, by the tiles on the table.
    {
        std::printf("\nmodel changes (a move or a turn; the GUI thread from just before the change to its event loop, "
                    "then the next frame's animations+polish), ms:\n");
        std::printf("  %-22s %6s | %7s %7s %7s %7s | %7s %7s %7s\n", "tiles on the table", "count", "mean", "p50",
                    "p95", "max", "polish", "p95", "max");
        const std::array<std::pair<int, int>, 6> bands{{{0, 19}, {20, 39}, {40, 59}, {60, 99}, {100, 106}, {0, 106}}};
        for (const auto& [lo, hi] : bands) {
            std::vector<double> handling;
            std::vector<double> polish;
            for (const ChangeRecord& c : changes_) {
                if (c.tableTiles < lo || c.tableTiles > hi)
                    continue;
                handling.push_back(toMs(c.handling));
                if (c.polish >= 0)
                    polish.push_back(toMs(c.polish));
            }
            const Summary h = summarise(handling, limit);
            const Summary q = summarise(polish, limit);
            const QString label =
                lo == 0 && hi == 106 ? QStringLiteral("all") : QStringLiteral("%1-%2").arg(lo).arg(hi);
            std::printf("  %-22s %6zu | %7.2f %7.2f %7.2f %7.1f | %7.2f %7.2f %7.1f\n", qPrintable(label), h.count,
                        h.mean, h.p50, h.p95, h.max, q.mean, q.p95, q.max);
        }
    }

    const qint64 first = firstFrame_.load();
    std::printf("\nstart-up in this process: main() -> QApplication %.1f ms -> Main.qml loaded %.1f ms -> first frame "
                "shown %.1f ms\n",
                toMs(appMade_ - mainEntered_), toMs(loaded_ - mainEntered_), toMs(first - mainEntered_));
    std::printf("memory (MiB): at the first frame VmRSS %.1f; after the games VmRSS %.1f, peak VmHWM %.1f; after "
                "closing the window VmRSS %.1f\n",
                atFirstFrame_.rss, afterGame_.rss, afterGame_.peak, afterTeardown_.rss);
    QStringList byTurn;
    for (const auto& [turn, rss] : rssByTurn_)
        byTurn.append(QStringLiteral("%1: %2").arg(turn).arg(rss, 0, 'f', 1));
    std::printf("VmRSS (MiB) by turn: %s\n", qPrintable(byTurn.join(QStringLiteral(", "))));
}

void FrameBenchmark::writeCsv()
{
    if (options_.framesCsv.isEmpty())
        return;
    QFile file(options_.framesCsv);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "ui_frame_benchmark: cannot write %s\n", qPrintable(options_.framesCsv));
        return;
    }
    QMutexLocker lock(&framesMutex_);
    file.write("phase,swapped_ms,frame_ms,polish_ms,sync_ms,render_ms,swap_ms,interval_ms,forced\n");
    auto span = [](qint64 a, qint64 b) { return (a >= 0 && b >= 0) ? QByteArray::number(toMs(b - a), 'f', 3) : ""; };
    for (const FrameRecord& f : frames_) {
        QByteArray line = QByteArray(phaseName(f.phase)).replace(' ', '_').replace(',', "") + ',' +
                          QByteArray::number(toMs(f.swapped), 'f', 3) + ',' + span(f.update, f.swapped) + ',' +
                          span(f.update, f.animated) + ',' + span(f.syncBegin, f.syncEnd) + ',' +
                          span(f.renderBegin, f.renderEnd) + ',' + span(f.renderEnd, f.swapped) + ',' +
                          (f.interval >= 0 ? QByteArray::number(toMs(f.interval), 'f', 3) : QByteArray()) + ',' +
                          (f.forced ? "1" : "0") + '\n';
        file.write(line);
    }
    file.write("\nstall_phase,at_ms,blocked_ms\n");
    for (const StallRecord& s : stalls_) {
        if (s.blocked < 8'000'000)
            continue;
        file.write(QByteArray(phaseName(s.phase)).replace(' ', '_').replace(',', "") + ',' +
                   QByteArray::number(toMs(s.at), 'f', 3) + ',' + QByteArray::number(toMs(s.blocked), 'f', 3) + '\n');
    }
}

} // namespace uiframe
