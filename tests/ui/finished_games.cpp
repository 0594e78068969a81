#include "finished_games.h"

#include "ai_player.h"
#include "settings/match_options.h"
#include "tile_ids.h"

SavedGame finishedGame(const QList<SeatKind>& seats, std::uint64_t seed, int rounds, const QStringList& names,
                       std::uint64_t aiSeed)
{
    SavedGame save;
    save.setup.players = static_cast<int>(seats.size());
    save.setup.rules.rounds = rounds;
    save.setup.seed = seed;
    save.seats = seats;
    for (int p = 0; p < seats.size(); ++p)
        save.names << (p < names.size()               ? names[p]
                       : seats[p] == SeatKind::Person ? QStringLiteral("P%1").arg(p + 1)
                                                      : MatchOptions::defaultName(seats[p], p));
    tilerummy::RecordedMatch m(save.setup);
    std::vector<tilerummy::AiPlayer> ais;
    for (int p = 0; p < seats.size(); ++p)
        ais.emplace_back(aiLevelOf(seats[p]).value_or(tilerummy::AiLevel::Beginner),
                         aiSeed + static_cast<std::uint64_t>(p), 20000);
    while (!m.match().isOver()) {
        if (m.round().isOver()) {
            m.nextRound();
            continue;
        }
        const tilerummy::Game& g = m.round();
        const int p = g.currentPlayer();
        const tilerummy::AiDecision d = ais[static_cast<std::size_t>(p)].decide(tilerummy::viewOf(g, p));
        const auto ids = d.play ? tilerummy::assignIds({g.table(), g.rack(p)}, d.table) : std::nullopt;
        if (ids)
            m.play(ids->table, ids->rack);
        else
            m.drawOrPass();
    }
    save.actions = m.actions();
    save.savedAt = QDateTime(QDate(2026, 11, 27), QTime(12, 0), Qt::UTC);
    return save;
}
