#include "cli/game_log.h"

#include "cli/json_io.h"
#include "json/json_fields.h"

#include <QJsonDocument>

namespace cli {

namespace {

std::string side(const tilerummy::IdPosition& p)
{
    const tilerummy::Position faces = p.faces();
    return JsonLine().add("table", faces.table).add("rack", faces.rack).str();
}

std::string racks(const tilerummy::Game& g)
{
    tilerummy::Table racks;
    for (int p = 0; p < g.playerCount(); ++p)
        racks.push_back(tilerummy::facesOf(g.rack(p)));
    return jsonTable(racks);
}

} // namespace

void GameLogWriter::committed(int game, const std::string& commitment, std::uint64_t seed,
                              const tilerummy::Rules& rules)
{
    commitments_[game] = {commitment, seed, rules};
}

void GameLogWriter::dealt(int game, const tilerummy::Game& g)
{
    JsonLine line;
    line.add("type", "deal")
        .add("game", game)
        .addRaw("racks", racks(g))
        .add("pool", g.poolSize())
        .add("first", g.firstPlayer());
    if (const auto c = commitments_.find(game); c != commitments_.end())
        line.add("commitment", c->second.commitment)
            .addRaw("rules", QJsonDocument(tilerummy::json::rulesObject(c->second.rules))
                                 .toJson(QJsonDocument::Compact)
                                 .toStdString());
    write(line.str());
}

void GameLogWriter::turn(int game, const tilerummy::TurnRecord& r)
{
    JsonLine line;
    line.add("type", "turn")
        .add("game", game)
        .add("player", r.player)
        .add("action", tilerummy::turnActionName(r.action))
        .add("initialMeldDone", r.initialMeldDone)
        .addRaw("before", side(r.before))
        .addRaw("after", side(r.after))
        .add("pool", r.pool);
    if (r.action == tilerummy::TurnAction::Penalty)
        line.add("reason", r.reason);
    if (r.standIn)
        line.add("standIn", true);
    write(line.str());
}

void GameLogWriter::ended(int game, const tilerummy::Game& g)
{
    JsonLine line;
    line.add("type", "end").add("game", game).add("reason", tilerummy::endReasonName(g.endReason()));
    if (g.winner())
        line.add("winner", *g.winner());
    else
        line.addNull("winner");
    line.addRaw("racks", racks(g)).add("scores", g.scores());
    if (const auto c = commitments_.find(game); c != commitments_.end()) {
        line.add("seed", std::to_string(c->second.seed)); // revealed: the game is over
        commitments_.erase(c);
    }
    write(line.str());
}

void GameLogWriter::write(const std::string& line)
{
    out_ << line << '\n';
    out_.flush(); // a served game's log is read while it is written
}

} // namespace cli
