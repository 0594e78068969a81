#include "game_controller.h"

#include <QRandomGenerator>

#include <algorithm>

GameController::GameController(QObject* parent) : QObject(parent)
{
    start(kDefaultPlayers, randomSeed());
}

GameController::~GameController() = default;

void GameController::start(int players, std::uint64_t seed, const tr::Rules& rules)
{
    players = std::clamp(players, kMinPlayers, kMaxPlayers);
    game_ = std::make_unique<tr::Game>(players, rules, seed);
    seed_ = seed;
    refresh();
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

void GameController::refresh()
{
    rack_.setTiles(game_->rack(game_->currentPlayer()));
    table_.setSets(game_->table());
    emit gameChanged();
}
