// The solver benchmark's positions: read from a JSONL file in the CLI's
// `solve` input shape (table, rack, initialMeldDone, objective), and our
// answers checked: proven optimal and a legal turn by tilerummy::checkTurn
// (or, placing nothing, the table as it was).
#include "solver_benchmark.h"

#include "meld.h"
#include "rules.h"
#include "turn_check.h"

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace solverbench {

namespace {

std::optional<tilerummy::Tiles> tilesOf(const QJsonValue& value)
{
    if (!value.isArray())
        return std::nullopt;
    tilerummy::Tiles out;
    for (const auto& v : value.toArray()) {
        const auto t = tilerummy::Tile::parse(v.toString().toStdString());
        if (!v.isString() || !t)
            return std::nullopt;
        out.push_back(*t);
    }
    return out;
}

} // namespace

bool readPositions(const char* path, std::vector<Position>* out, std::string* error)
{
    QFile file(QString::fromLocal8Bit(path));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = std::string("cannot read ") + path;
        return false;
    }
    int line = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine();
        ++line;
        if (text.trimmed().isEmpty())
            continue;
        const auto bad = [&](const std::string& why) {
            *error = std::string(path) + ":" + std::to_string(line) + ": " + why;
            return false;
        };
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
        if (!doc.isObject())
            return bad("not a JSON object");
        const QJsonObject o = doc.object();
        Position p;
        p.line = line;
        if (!o.value("table").isArray())
            return bad("no table");
        for (const auto& set : o.value("table").toArray()) {
            const auto tiles = tilesOf(set);
            if (!tiles || !tilerummy::isValidSet(*tiles))
                return bad("a table set is not a valid set of tiles");
            p.request.table.push_back(*tiles);
        }
        const auto rack = tilesOf(o.value("rack"));
        if (!rack)
            return bad("bad rack");
        p.request.rack = *rack;
        tilerummy::TileCounts all(p.request.table);
        all.add(p.request.rack);
        std::string why;
        if (!all.withinBox(&why))
            return bad(why);
        p.request.initialMeldDone = o.value("initialMeldDone").toBool(true);
        if (!p.request.initialMeldDone)
            return bad("the benchmark's integer program is for positions after the initial meld");
        const QString objective = o.value("objective").toString("tiles");
        if (objective != "tiles" && objective != "points")
            return bad("objective must be tiles or points");
        p.request.objective = objective == "points" ? tilerummy::Objective::Points : tilerummy::Objective::Tiles;
        out->push_back(std::move(p));
    }
    return true;
}

// Is our answer a legal turn (or, placing nothing, the table as it was)?
bool legalAnswer(const tilerummy::SolveRequest& req, const tilerummy::SolveResult& res, std::string* why)
{
    if (!res.optimal) {
        *why = "not proven optimal";
        return false;
    }
    if (res.tilesPlaced != static_cast<int>(res.placed.size()) ||
        res.pointsPlaced != tilerummy::placementPoints(res.placed)) {
        *why = "tilesPlaced/pointsPlaced do not match the tiles placed";
        return false;
    }
    tilerummy::TurnInput turn;
    turn.initialMeldDone = req.initialMeldDone;
    turn.before = {req.table, req.rack};
    turn.after.table = res.table;
    tilerummy::TileCounts placed(res.placed);
    for (tilerummy::Tile t : req.rack) {
        if (placed[t] > 0)
            placed.add(t, -1);
        else
            turn.after.rack.push_back(t);
    }
    if (placed.total() != 0) {
        *why = "placed tiles that are not on the rack";
        return false;
    }
    if (res.tilesPlaced == 0) {
        if (!(tilerummy::TileCounts(res.table) == tilerummy::TileCounts(req.table)) ||
            !std::all_of(res.table.begin(), res.table.end(),
                         [](const tilerummy::Tiles& s) { return tilerummy::isValidSet(s); })) {
            *why = "placing nothing, the table changed";
            return false;
        }
        return true;
    }
    std::string error;
    if (!tilerummy::checkPossible(turn, &error)) {
        *why = error;
        return false;
    }
    const tilerummy::TurnVerdict verdict = tilerummy::checkTurn(turn, tilerummy::Rules{});
    if (!verdict.legal)
        *why = verdict.reason;
    return verdict.legal;
}

} // namespace solverbench
