// The frame benchmark's helpers: the phases' names, a process's memory from
// /proc, the event loop run for a time or until something is done, the
// machine's load, the percentiles and summaries of the report, and items of
// the scene found by name.
#include "frame_benchmark.h"

#include <QEventLoop>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace uiframe {

const char* phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Startup:
        return "start-up";
    case Phase::Drag:
        return "dragging";
    case Phase::Hint:
        return "hint, end turn";
    case Phase::AiThink:
        return "AI thinking";
    case Phase::AiAnimate:
        return "AI moves shown";
    case Phase::Idle:
        return "idle";
    case Phase::Count:
        break;
    }
    return "?";
}

Memory readMemory(const QString& pid)
{
    Memory memory;
    QFile file(QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return memory;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray& line : lines) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 2)
            continue;
        const double mib = fields.at(1).toDouble() / 1024.0;
        if (fields.at(0) == "VmRSS:")
            memory.rss = mib;
        else if (fields.at(0) == "VmHWM:")
            memory.peak = mib;
    }
    return memory;
}

// Runs the event loop (no sleeping, unlike QTest::qWait, so that frames keep
// their pace) for ms milliseconds.
void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(std::max(0, ms), Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

// Runs the event loop until done() or timeoutMs; returns done().
bool spinUntil(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        spin(5);
    }
    return true;
}

// The machine's load (1, 5, 15 minutes): the benchmark shares its cores.
QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 2);
}

double percentile(const std::vector<double>& sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::min(sorted.size() - 1, rank == 0 ? 0 : rank - 1)];
}

Summary summarise(std::vector<double> values, double limit)
{
    Summary s;
    s.count = values.size();
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    double total = 0;
    for (double v : values) {
        total += v;
        if (v > limit)
            ++s.over;
    }
    s.mean = total / static_cast<double>(values.size());
    s.p50 = percentile(values, 50);
    s.p95 = percentile(values, 95);
    s.p99 = percentile(values, 99);
    s.max = values.back();
    return s;
}

void collect(QQuickItem* item, const QString& name, QList<QQuickItem*>* out)
{
    if (item->objectName() == name)
        out->append(item);
    const QList<QQuickItem*> children = item->childItems();
    for (QQuickItem* child : children)
        collect(child, name, out);
}

QQuickItem* findItem(QQuickItem* root, const QString& name)
{
    QList<QQuickItem*> found;
    collect(root, name, &found);
    return found.isEmpty() ? nullptr : found.first();
}

} // namespace uiframe
