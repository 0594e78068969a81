// What the network benchmarks (net_load_benchmark, lobby_load_benchmark) read
// of a server process and of the machine, from /proc (Linux): its CPU time,
// memory and threads now, and the kernel's dropped connections.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <sys/time.h>
#include <unistd.h>

struct ProcSample {
    bool ok = false;
    double cpuS = 0;   // utime + stime
    double rssMiB = 0; // VmRSS
    double hwmMiB = 0; // VmHWM
    int threads = 0;
};

// What /proc says of a process now; ok false once it is gone.
inline ProcSample sampleProc(qint64 pid)
{
    ProcSample s;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return s;
    const QByteArray line = stat.readAll();
    // The fields after the command's ")": state is field 3, utime 14, stime 15.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return s;
    static const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
    s.cpuS = static_cast<double>(fields.at(11).toLongLong() + fields.at(12).toLongLong()) / ticks;
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return s;
    for (const QByteArray& l : status.readAll().split('\n')) {
        const QList<QByteArray> f = l.simplified().split(' ');
        if (f.size() < 2)
            continue;
        if (f.at(0) == "VmRSS:")
            s.rssMiB = f.at(1).toDouble() / 1024.0;
        else if (f.at(0) == "VmHWM:")
            s.hwmMiB = f.at(1).toDouble() / 1024.0;
        else if (f.at(0) == "Threads:")
            s.threads = f.at(1).toInt();
    }
    s.ok = true;
    return s;
}

inline double seconds(const timeval& t)
{
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
}

// The kernel's count of connections dropped because a listening socket's
// accept queue was full (TcpExt ListenOverflows, the whole machine).
inline long long listenOverflows()
{
    QFile file(QStringLiteral("/proc/net/netstat"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (!lines.at(i).startsWith("TcpExt:") || !lines.at(i + 1).startsWith("TcpExt:"))
            continue;
        const QList<QByteArray> names = lines.at(i).split(' ');
        const QList<QByteArray> values = lines.at(i + 1).split(' ');
        const qsizetype at = names.indexOf("ListenOverflows");
        return at > 0 && at < values.size() ? values.at(at).toLongLong() : -1;
    }
    return -1;
}

inline QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 2);
}
