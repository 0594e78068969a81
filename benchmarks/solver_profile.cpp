// Profiles the solver on positions (JSONL, one per line, as `tilerummy-cli
// solve --batch` reads them): time and search steps of the optimum alone and
// of the whole solve (with the pass that keeps table sets intact).
#include "partition_dp.h"
#include "solver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {

tr::Tiles tilesOf(const QJsonArray& a)
{
    tr::Tiles out;
    for (const auto& v : a)
        out.push_back(*tr::Tile::parse(v.toString().toStdString()));
    return out;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: solver_profile POSITIONS.jsonl\n");
        return 2;
    }
    QFile file(argv[1]);
    if (!file.open(QIODevice::ReadOnly))
        return 2;
    std::vector<double> dpMs, solveMs;
    double worst = 0;
    int worstLine = 0;
    int line = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine();
        ++line;
        if (text.trimmed().isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(text).object();
        tr::SolveRequest req;
        for (const auto& set : o.value("table").toArray())
            req.table.push_back(tilesOf(set.toArray()));
        req.rack = tilesOf(o.value("rack").toArray());
        req.initialMeldDone = o.value("initialMeldDone").toBool();
        req.objective = o.value("objective").toString() == "points" ? tr::Objective::Points : tr::Objective::Tiles;

        tr::detail::Supply supply;
        for (tr::Tile t : req.rack)
            supply.addOptional(t);
        if (req.initialMeldDone)
            for (const auto& set : req.table)
                for (tr::Tile t : set)
                    supply.addMust(t);
        tr::detail::PartitionGoal goal;
        goal.objective = req.objective;
        goal.meldMode = !req.initialMeldDone;
        goal.meldThreshold = req.initialMeld;
        auto t0 = std::chrono::steady_clock::now();
        const auto p = tr::detail::bestPartition(supply, goal, {});
        auto t1 = std::chrono::steady_clock::now();
        const auto r = tr::solve(req);
        auto t2 = std::chrono::steady_clock::now();
        const double a = std::chrono::duration<double, std::milli>(t1 - t0).count();
        const double b = std::chrono::duration<double, std::milli>(t2 - t1).count();
        dpMs.push_back(a);
        solveMs.push_back(b);
        if (b > worst) {
            worst = b;
            worstLine = line;
        }
        if (argc > 2)
            std::printf("line %d: optimum %.3f ms (%lld steps), solve %.3f ms (%lld steps), placed %d\n", line, a,
                        p.nodes, b, r.nodes, r.tilesPlaced);
    }
    std::printf("%zu positions\noptimum: median %.3f p99 %.3f max %.3f ms\nsolve:   median %.3f p99 %.3f max %.3f ms "
                "(worst line %d)\n",
                dpMs.size(), percentile(dpMs, 0.5), percentile(dpMs, 0.99), percentile(dpMs, 1.0),
                percentile(solveMs, 0.5), percentile(solveMs, 0.99), percentile(solveMs, 1.0), worstLine);
    return 0;
}
