#include "game_controller.h"

#include "tile_data.h"
#include "tile_ids.h"

#include <QDebug>
#include <QRandomGenerator>

#include <algorithm>

namespace {

const QString kHuman = QStringLiteral("human");

// The seat's name as setSeats takes it, or nullopt for an unknown one.
std::optional<QString> seatName(const QString& name)
{
    const QString key = name.trimmed().toLower();
    if (key == kHuman || tr::aiLevelFromName(key.toStdString()))
        return key;
    return std::nullopt;
}

} // namespace

GameController::GameController(QObject* parent) : QObject(parent), worker_(std::make_unique<AiWorker>())
{
    connect(worker_.get(), &AiWorker::decisionReady, this, &GameController::onDecision);
    connect(worker_.get(), &AiWorker::hintReady, this, &GameController::onHint);
    start(kDefaultPlayers, randomSeed());
}

GameController::~GameController()
{
    // worker_ goes first (declared last): it cancels and waits for its threads.
    worker_->disconnect(this);
}

void GameController::start(int players, std::uint64_t seed, const tr::Rules& rules)
{
    cancelAiWork();
    players = std::clamp(players, kMinPlayers, kMaxPlayers);
    game_ = std::make_unique<tr::Game>(players, rules, seed);
    seed_ = seed;
    resetAis();
    refresh();
    emit seatsChanged();
    scheduleAi();
}

bool GameController::newGame(int players, const QString& seed)
{
    std::uint64_t value = 0;
    if (seed.trimmed().isEmpty())
        value = randomSeed();
    else if (!parseSeed(seed, &value))
        return false;
    start(players, value);
    return true;
}

bool GameController::setSeats(const QStringList& seats)
{
    if (seats.isEmpty())
        return false;
    QStringList names;
    for (const QString& seat : seats) {
        const std::optional<QString> name = seatName(seat);
        if (!name)
            return false;
        names.append(*name);
    }
    if (names == seatNames_)
        return true;
    const QStringList before = this->seats();
    seatNames_ = names;
    if (this->seats() == before) // the same seats for this round
        return true;
    // The AI of the turn may have lost its seat or changed level: it starts
    // over (or not at all). A hint belongs to a human's turn.
    cancelAiWork();
    std::vector<std::optional<tr::AiPlayer>> kept = std::move(ais_);
    resetAis();
    for (std::size_t seat = 0; seat < ais_.size() && seat < kept.size(); ++seat) {
        if (ais_[seat] && kept[seat] && ais_[seat]->level() == kept[seat]->level())
            ais_[seat] = kept[seat]; // keeps its random source where it was
    }
    refresh();
    emit seatsChanged();
    scheduleAi();
    return true;
}

QStringList GameController::seats() const
{
    QStringList out;
    for (int player = 0; player < playerCount(); ++player)
        out.append(seatNames_.at(std::min<qsizetype>(player, seatNames_.size() - 1)));
    return out;
}

std::optional<tr::AiLevel> GameController::levelOf(int player) const
{
    if (player < 0 || player >= static_cast<int>(ais_.size()) || !ais_[static_cast<std::size_t>(player)])
        return std::nullopt;
    return ais_[static_cast<std::size_t>(player)]->level();
}

// Each AI seat gets its own seeded AI, as self-play seats it (seat p of the
// game of seed s: AiPlayer(level, deriveSeed(s, p))), so that a game between AI
// seats here plays the same turns as `tilerummy-cli selfplay` for that game.
void GameController::resetAis()
{
    const QStringList names = seats();
    ais_.assign(static_cast<std::size_t>(playerCount()), std::nullopt);
    viewer_ = -1;
    for (int player = 0; player < playerCount(); ++player) {
        const std::optional<tr::AiLevel> level = tr::aiLevelFromName(names.at(player).toStdString());
        if (level)
            ais_[static_cast<std::size_t>(player)].emplace(*level, tr::deriveSeed(seed_, player));
        else if (viewer_ < 0)
            viewer_ = player;
    }
}

tr::AiView GameController::viewFor(int player) const
{
    return tr::viewOf(*game_, player);
}

void GameController::cancelAiWork()
{
    worker_->cancelAll();
    aiTicket_ = 0;
    aiTurn_ = -1;
    setHintTicket(0);
    updateAiThinking();
}

// Queued rather than started at once: a round dealt and re-seated in one go
// (main.cpp, QML) starts one job, not one per step, and the next AI turn
// starts after the views have seen the last one.
void GameController::scheduleAi()
{
    if (!aiStartPending_ && !isGameOver() && isAiSeat(currentPlayer())) {
        aiStartPending_ = true;
        QMetaObject::invokeMethod(this, &GameController::startAiTurn, Qt::QueuedConnection);
    }
    updateAiThinking();
}

void GameController::startAiTurn()
{
    aiStartPending_ = false;
    const int player = currentPlayer();
    if (aiTicket_ == 0 && !isGameOver() && isAiSeat(player)) {
        aiTurn_ = turnNumber();
        aiTicket_ = worker_->decide(viewFor(player), *ais_[static_cast<std::size_t>(player)], aiMinimumThinkMs_);
    }
    updateAiThinking();
}

void GameController::onDecision(quint64 ticket, const AiOutcome& outcome)
{
    // The worker drops cancelled jobs; this also holds if a job was started
    // for another turn of this round by some future path.
    if (ticket == 0 || ticket != aiTicket_)
        return;
    aiTicket_ = 0;
    const int player = currentPlayer();
    if (isGameOver() || turnNumber() != aiTurn_ || !isAiSeat(player)) {
        scheduleAi();
        return;
    }
    ais_[static_cast<std::size_t>(player)] = outcome.player;

    tr::TurnRecord record;
    if (outcome.decision.play) {
        std::string why;
        const std::optional<tr::IdPosition> ids =
            tr::assignIds({game_->table(), game_->rack(player)}, outcome.decision.table, &why);
        if (ids) {
            record = game_->play(ids->table, ids->rack);
            if (record.action == tr::TurnAction::Penalty) {
                ++aiFaults_;
                qWarning("GameController: the AI's play was illegal (seed %llu, turn %d): %s",
                         static_cast<unsigned long long>(seed_), aiTurn_, record.reason.c_str());
            }
        } else {
            ++aiFaults_;
            qWarning("GameController: the AI's play could not be placed (seed %llu, turn %d): %s; it draws",
                     static_cast<unsigned long long>(seed_), aiTurn_, why.c_str());
            record = game_->drawOrPass();
        }
    } else {
        record = game_->drawOrPass();
    }
    endTurn(record);
}

bool GameController::drawTile()
{
    if (!isHumanTurn())
        return false;
    endTurn(game_->drawOrPass());
    return true;
}

void GameController::endTurn(const tr::TurnRecord& record)
{
    setHintTicket(0); // a hint belongs to the turn that ended
    refresh();
    emit turnEnded(record.player, QString::fromStdString(tr::turnActionName(record.action)));
    scheduleAi();
}

bool GameController::requestHint()
{
    if (!isHumanTurn())
        return false;
    const int player = currentPlayer();
    // The player's view, as an AI in the seat would see it; no step budget
    // but a time limit (the worker sets the stop flag).
    tr::SolveRequest request = tr::solveRequestFor(viewFor(player), 0, nullptr);
    request.objective = tr::Objective::Tiles;
    request.timeLimitMs = kHintTimeLimitMs;
    setHintTicket(0);
    hintTurn_ = turnNumber();
    setHintTicket(worker_->hint(request));
    return true;
}

void GameController::cancelHint()
{
    setHintTicket(0);
}

void GameController::onHint(quint64 ticket, const tr::SolveResult& result)
{
    if (ticket == 0 || ticket != hintTicket_)
        return;
    setHintTicket(0);
    if (turnNumber() != hintTurn_ || !isHumanTurn())
        return;
    const int player = currentPlayer();
    std::string why;
    std::optional<tr::IdPosition> ids = tr::assignIds({game_->table(), game_->rack(player)}, result.table, &why);
    if (!ids) {
        qWarning("GameController: the hint could not be placed (seed %llu, turn %d): %s",
                 static_cast<unsigned long long>(seed_), hintTurn_, why.c_str());
        ids = tr::IdPosition{game_->table(), game_->rack(player)}; // nothing to suggest
    }
    QVariantList table;
    for (const tr::IdSet& set : ids->table) {
        QVariantList tiles;
        for (tr::TileId id : set)
            tiles.append(tr::ui::tileMap(id));
        table.append(QVariant(tiles));
    }
    QStringList placed;
    for (tr::TileId id : game_->rack(player)) {
        if (std::find(ids->rack.begin(), ids->rack.end(), id) == ids->rack.end())
            placed.append(QString::fromStdString(tr::faceOf(id).notation()));
    }
    emit hintReady(table, placed);
}

void GameController::setHintTicket(AiWorker::Ticket ticket)
{
    const bool wasBusy = hintBusy();
    if (hintTicket_ != 0 && hintTicket_ != ticket)
        worker_->cancel(hintTicket_);
    hintTicket_ = ticket;
    if (wasBusy != hintBusy())
        emit hintBusyChanged();
}

void GameController::setAiMinimumThinkMs(int ms)
{
    ms = std::max(0, ms);
    if (ms == aiMinimumThinkMs_)
        return;
    aiMinimumThinkMs_ = ms; // from the next AI turn on
    emit aiMinimumThinkMsChanged();
}

void GameController::updateAiThinking()
{
    const bool thinking = game_ && !isGameOver() && isAiSeat(currentPlayer()) && (aiTicket_ != 0 || aiStartPending_);
    if (thinking == aiThinking_)
        return;
    aiThinking_ = thinking;
    emit aiThinkingChanged();
}

std::uint64_t GameController::randomSeed()
{
    return QRandomGenerator::global()->bounded(1u, 1000000u);
}

bool GameController::parseSeed(const QString& text, std::uint64_t* seed)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('+')) || trimmed.startsWith(QLatin1Char('-')))
        return false;
    bool ok = false;
    const qulonglong value = trimmed.toULongLong(&ok, 10);
    if (!ok)
        return false;
    *seed = value;
    return true;
}

QString GameController::playerName(int player) const
{
    //: The name of a seat at the table; %1 counts from 1.
    return tr("Player %1").arg(player + 1);
}

QList<int> GameController::rackSizes() const
{
    QList<int> sizes;
    for (int player = 0; player < playerCount(); ++player)
        sizes.append(static_cast<int>(game_->rack(player).size()));
    return sizes;
}

int GameController::rackPlayer() const
{
    const int current = currentPlayer();
    if (!isAiSeat(current) || viewer_ < 0)
        return current;
    return viewer_;
}

void GameController::refresh()
{
    if (!isAiSeat(currentPlayer()))
        viewer_ = currentPlayer();
    rack_.setTiles(game_->rack(rackPlayer()));
    table_.setSets(game_->table());
    emit gameChanged();
}
