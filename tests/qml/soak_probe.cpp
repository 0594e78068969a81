#include "soak_probe.h"

#include "meld.h"
#include "session/game_controller.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>

#include <algorithm>
#include <array>
#include <numeric>

#if defined(Q_OS_LINUX)
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

tilerummy::IdSet sorted(tilerummy::IdSet ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

tilerummy::IdSet allIds(const tilerummy::IdTable& table, const tilerummy::IdSet& rack)
{
    tilerummy::IdSet ids = rack;
    for (const auto& set : table)
        ids.insert(ids.end(), set.begin(), set.end());
    return sorted(ids);
}

QString idsText(const tilerummy::IdSet& ids)
{
    QStringList parts;
    for (tilerummy::TileId id : ids)
        parts.append(QString::number(id));
    return QLatin1Char('[') + parts.join(QLatin1Char(' ')) + QLatin1Char(']');
}

QString tableText(const tilerummy::IdTable& table)
{
    QString text;
    for (const auto& set : table)
        text += idsText(set);
    return text.isEmpty() ? QStringLiteral("(empty)") : text;
}

tilerummy::IdSet idsOf(const QVariantList& list)
{
    tilerummy::IdSet ids;
    for (const QVariant& v : list)
        ids.push_back(v.toInt());
    return ids;
}

} // namespace

SoakProbe::SoakProbe(QObject* parent) : QObject(parent) {}

void SoakProbe::watch(QObject* game)
{
    if (game_)
        game_->disconnect(this);
    game_ = qobject_cast<GameController*>(game);
    if (!game_) {
        fail(QStringLiteral("watch() was not given a GameController"));
        return;
    }
    // Direct: the checks run inside the end of turn, before anything else moves.
    connect(game_, &GameController::turnEnded, this, &SoakProbe::onTurnEnded, Qt::DirectConnection);
    connect(game_, &GameController::gameChanged, this, &SoakProbe::onGameChanged, Qt::DirectConnection);
    last_ = positionNow();
    turns_ = penalties_ = rounds_ = 0;
    emit countsChanged();
    totals_.assign(static_cast<std::size_t>(game_->playerCount()), 0);
    for (const auto& round : game_->match().match().roundScores())
        for (std::size_t p = 0; p < totals_.size(); ++p)
            totals_[p] += round[p];
}

SoakProbe::Position SoakProbe::positionNow() const
{
    const tilerummy::Game& g = game_->game();
    Position pos;
    pos.match = &game_->match();
    pos.seed = game_->seedValue();
    pos.round = game_->roundNumber();
    pos.turn = g.turnNumber();
    pos.table = g.table();
    for (int p = 0; p < g.playerCount(); ++p)
        pos.racks.push_back(g.rack(p));
    pos.pool = g.pool();
    return pos;
}

bool SoakProbe::fail(const QString& what)
{
    if (error_.isEmpty()) {
        error_ = what;
        if (game_)
            error_ += QStringLiteral(" (seed %1, round %2, turn %3)")
                          .arg(game_->scoreboard()->seed())
                          .arg(game_->roundNumber())
                          .arg(game_->turnNumber());
        emit countsChanged();
    }
    return false;
}

// A new match or round dealt (not a turn): the position is taken afresh.
void SoakProbe::onGameChanged()
{
    if (!game_)
        return;
    const bool newMatch =
        &game_->match() != last_.match || game_->seedValue() != last_.seed || game_->roundNumber() < last_.round;
    if (newMatch) {
        totals_.assign(static_cast<std::size_t>(game_->playerCount()), 0);
        last_ = positionNow();
        checkCore();
    } else if (game_->roundNumber() != last_.round) {
        last_ = positionNow();
        checkCore();
    }
}

void SoakProbe::onTurnEnded()
{
    if (!game_)
        return;
    const auto& turns = game_->match().turns();
    if (turns.empty()) {
        fail(QStringLiteral("a turn ended with no turn recorded"));
        return;
    }
    ++turns_;
    if (turns.back().action == tilerummy::TurnAction::Penalty)
        ++penalties_;
    if (checkCore() && checkRecord(turns.back()) && checkModels() && game_->isRoundOver())
        checkRoundEnd();
    last_ = positionNow();
    emit countsChanged();
}

bool SoakProbe::checkCore()
{
    const tilerummy::Game& g = game_->game();
    std::array<int, tilerummy::kTileCount> seen{};
    auto count = [&](const tilerummy::IdSet& ids) {
        for (tilerummy::TileId id : ids) {
            if (id < 0 || id >= tilerummy::kTileCount)
                return false;
            ++seen[static_cast<std::size_t>(id)];
        }
        return true;
    };
    bool inRange = count(g.pool());
    for (const auto& set : g.table())
        inRange = count(set) && inRange;
    for (int p = 0; p < g.playerCount(); ++p)
        inRange = count(g.rack(p)) && inRange;
    if (!inRange)
        return fail(QStringLiteral("a tile id out of range"));
    for (int id = 0; id < tilerummy::kTileCount; ++id)
        if (seen[static_cast<std::size_t>(id)] != 1)
            return fail(QStringLiteral("tile %1 is in %2 places").arg(id).arg(seen[static_cast<std::size_t>(id)]));
    for (const auto& set : g.table())
        if (!tilerummy::isValidSet(tilerummy::facesOf(set)))
            return fail(QStringLiteral("the committed table holds an invalid set %1").arg(idsText(set)));
    return true;
}

bool SoakProbe::checkRecord(const tilerummy::TurnRecord& record)
{
    const tilerummy::Game& g = game_->game();
    const int p = record.player;
    if (&game_->match() != last_.match || game_->roundNumber() != last_.round || g.turnNumber() != last_.turn + 1)
        return fail(QStringLiteral("a turn ended that the probe did not see start (turn %1 after %2)")
                        .arg(g.turnNumber())
                        .arg(last_.turn));
    if (p < 0 || p >= g.playerCount())
        return fail(QStringLiteral("the record names player %1").arg(p));
    const tilerummy::IdSet& rackBefore = last_.racks[static_cast<std::size_t>(p)];
    if (record.before.table != last_.table || record.before.rack != rackBefore)
        return fail(QStringLiteral("the record's start is not the position after the last turn"));
    if (record.after.table != g.table() || record.after.rack != g.rack(p))
        return fail(QStringLiteral("the record's end is not the position now"));
    for (int q = 0; q < g.playerCount(); ++q)
        if (q != p && g.rack(q) != last_.racks[static_cast<std::size_t>(q)])
            return fail(QStringLiteral("player %1's rack changed on player %2's turn").arg(q).arg(p));

    auto drawnFromPool = [&](std::size_t k) {
        k = std::min(k, last_.pool.size());
        if (record.drawn.size() != k)
            return fail(QStringLiteral("%1 tiles drawn, not %2").arg(record.drawn.size()).arg(k));
        for (std::size_t i = 0; i < k; ++i)
            if (record.drawn[i] != last_.pool[last_.pool.size() - 1 - i])
                return fail(QStringLiteral("the tiles drawn are not the pool's top tiles"));
        tilerummy::IdSet expected = rackBefore;
        expected.insert(expected.end(), record.drawn.begin(), record.drawn.end());
        if (g.rack(p) != expected)
            return fail(QStringLiteral("the rack %1 is not the old rack %2 with the tiles drawn %3")
                            .arg(idsText(g.rack(p)), idsText(rackBefore), idsText(record.drawn)));
        if (g.table() != last_.table)
            return fail(QStringLiteral("the table was not put back: %1, not %2")
                            .arg(tableText(g.table()), tableText(last_.table)));
        return true;
    };
    switch (record.action) {
    case tilerummy::TurnAction::Penalty: {
        const bool timeOut = record.fault.kind == tilerummy::TurnFault::Kind::TimeOut;
        const auto& rules = g.rules();
        return drawnFromPool(static_cast<std::size_t>(timeOut ? rules.timeoutPenaltyTiles : rules.penaltyTiles));
    }
    case tilerummy::TurnAction::Draw:
        return drawnFromPool(1);
    case tilerummy::TurnAction::Pass:
        if (!last_.pool.empty() || g.table() != last_.table || g.rack(p) != rackBefore)
            return fail(QStringLiteral("a pass with tiles in the pool, or one that changed something"));
        return true;
    case tilerummy::TurnAction::Play: {
        if (!record.drawn.empty() || g.pool() != last_.pool)
            return fail(QStringLiteral("a play drew tiles"));
        if (allIds(g.table(), g.rack(p)) != allIds(last_.table, rackBefore))
            return fail(QStringLiteral("a play's tiles are not the turn's"));
        const tilerummy::IdSet oldRack = sorted(rackBefore);
        const tilerummy::IdSet newRack = sorted(g.rack(p));
        if (newRack.size() >= oldRack.size() ||
            !std::includes(oldRack.begin(), oldRack.end(), newRack.begin(), newRack.end()))
            return fail(QStringLiteral("a play took tiles to the rack or laid none"));
        return true;
    }
    }
    return true;
}

// The table as the table model shows it: each set in tilerummy::shownOrder.
static tilerummy::IdTable shownTable(const tilerummy::IdTable& table)
{
    tilerummy::IdTable out;
    for (const tilerummy::IdSet& set : table)
        out.push_back(tilerummy::shownOrder(set));
    return out;
}

bool SoakProbe::checkModels()
{
    const tilerummy::Game& g = game_->game();
    if (game_->board()->table()->sets() != shownTable(g.table()))
        return fail(QStringLiteral("the table model shows %1, the table is %2")
                        .arg(tableText(game_->board()->table()->sets()), tableText(g.table())));
    const int shown = game_->rackPlayer();
    const tilerummy::IdSet modelRack = sorted(game_->board()->rack()->tiles());
    if (shown < 0 ? !modelRack.empty() : modelRack != sorted(g.rack(shown)))
        return fail(QStringLiteral("the rack model shows %1 for player %2").arg(idsText(modelRack)).arg(shown));
    if (game_->poolCount() != g.poolSize())
        return fail(
            QStringLiteral("the pool count shows %1, the pool holds %2").arg(game_->poolCount()).arg(g.poolSize()));
    const QList<int> sizes = game_->scoreboard()->rackSizes();
    for (int p = 0; p < g.playerCount(); ++p)
        if (sizes.value(p, -1) != static_cast<int>(g.rack(p).size()))
            return fail(QStringLiteral("player %1's rack size shows %2, the rack holds %3")
                            .arg(p)
                            .arg(sizes.value(p, -1))
                            .arg(g.rack(p).size()));
    return true;
}

bool SoakProbe::checkRoundEnd()
{
    const tilerummy::Game& g = game_->game();
    const std::vector<int>& scores = g.scores();
    if (static_cast<int>(scores.size()) != g.playerCount() || std::accumulate(scores.begin(), scores.end(), 0) != 0)
        return fail(QStringLiteral("the round's scores do not sum to zero"));
    for (std::size_t p = 0; p < totals_.size() && p < scores.size(); ++p)
        totals_[p] += scores[p];
    const auto& totals = game_->match().match().totals();
    if (totals != totals_ || std::accumulate(totals.begin(), totals.end(), 0) != 0)
        return fail(QStringLiteral("the match totals are not the sums of the rounds, or not zero-sum"));
    // And as the end-of-round screen is told.
    int shownSum = 0;
    const QList<RoundEndPlayer> players = game_->scoreboard()->roundSummary().players;
    for (const RoundEndPlayer& player : players)
        shownSum += player.score;
    if (players.size() != g.playerCount() || shownSum != 0)
        return fail(QStringLiteral("the round summary's scores do not sum to zero"));
    ++rounds_;
    return true;
}

QString SoakProbe::checkScene(const QVariantList& sets, const QVariantList& rack) const
{
    if (!game_)
        return QStringLiteral("no game watched");
    tilerummy::IdTable shown;
    for (const QVariant& set : sets)
        shown.push_back(idsOf(set.toList()));
    const tilerummy::IdTable& model = game_->board()->table()->sets();
    if (shown != model)
        return QStringLiteral("the scene's table %1 is not the model's %2").arg(tableText(shown), tableText(model));
    const tilerummy::IdSet shownRack = idsOf(rack);
    if (shownRack != game_->board()->rack()->tiles())
        return QStringLiteral("the scene's rack %1 is not the model's %2")
            .arg(idsText(shownRack), idsText(game_->board()->rack()->tiles()));
    // With the human to move and nothing changed yet, the model is the core's.
    const tilerummy::Game& g = game_->game();
    if (game_->canAct() && !game_->board()->isDraftChanged()) {
        if (model != shownTable(g.table()))
            return QStringLiteral("the table shown is not the committed table");
        if (sorted(shownRack) != sorted(g.rack(game_->currentPlayer())))
            return QStringLiteral("the rack shown is not the player's rack");
    }
    // All the tiles the scene shows are distinct.
    tilerummy::IdSet all = allIds(shown, shownRack);
    if (std::adjacent_find(all.begin(), all.end()) != all.end())
        return QStringLiteral("a tile shows twice");
    return {};
}

double SoakProbe::rssKb() const
{
#if defined(Q_OS_LINUX)
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = statm.readAll().simplified().split(' ');
    if (fields.size() < 2)
        return -1;
    return fields[1].toDouble() * static_cast<double>(sysconf(_SC_PAGESIZE)) / 1024.0;
#else
    return -1;
#endif
}

int SoakProbe::envInt(const QString& name, int fallback) const
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name.toLocal8Bit().constData(), &ok);
    return ok ? value : fallback;
}

double SoakProbe::heapKb() const
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    const struct mallinfo2 info = mallinfo2();
    return static_cast<double>(info.uordblks + info.hblkhd) / 1024.0;
#else
    return -1;
#endif
}

void SoakProbe::flushDeletes()
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
#if defined(__GLIBC__)
    // The free memory the allocator keeps in its arenas goes back to the
    // system: the resident size then tells what is in use (and a leak, which
    // cannot be given back), not the high-water mark of every arena.
    malloc_trim(0);
#endif
}
