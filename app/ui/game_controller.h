// The game as the window sees it: owns the round (tr::Game) and shows it
// through the rack and table models and a few properties. QML only reads
// these and proposes moves through this object; the rules stay in the core.
#pragma once

#include "game.h"
#include "rack_model.h"
#include "table_model.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <memory>

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(RackModel* rack READ rack CONSTANT FINAL)
    Q_PROPERTY(TableModel* table READ table CONSTANT FINAL)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged FINAL)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString currentPlayerName READ currentPlayerName NOTIFY gameChanged FINAL)
    Q_PROPERTY(int poolCount READ poolCount NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString seed READ seedText NOTIFY gameChanged FINAL)
    Q_PROPERTY(int initialMeld READ initialMeld NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool initialMeldDone READ initialMeldDone NOTIFY gameChanged FINAL)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY gameChanged FINAL)
    Q_PROPERTY(QList<int> rackSizes READ rackSizes NOTIFY gameChanged FINAL)

public:
    static constexpr int kMinPlayers = 2;
    static constexpr int kMaxPlayers = 4;
    static constexpr int kDefaultPlayers = 2;

    // Deals a game for kDefaultPlayers with a random seed.
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Deals a new round: players is clamped to kMinPlayers..kMaxPlayers.
    void start(int players, std::uint64_t seed, const tr::Rules& rules = tr::Rules{});

    // From QML: a new round; an empty seed picks a random one. False (and no
    // new round) when the seed is not a decimal number.
    Q_INVOKABLE bool newGame(int players, const QString& seed = QString());

    // A seed that is short enough to read out and type again.
    static std::uint64_t randomSeed();
    // Parses a decimal seed; false when it is not one.
    static bool parseSeed(const QString& text, std::uint64_t* seed);

    Q_INVOKABLE QString playerName(int player) const;

    const tr::Game& game() const { return *game_; }
    std::uint64_t seedValue() const { return seed_; }

    RackModel* rack() { return &rack_; }
    TableModel* table() { return &table_; }
    int playerCount() const { return game_->playerCount(); }
    int currentPlayer() const { return game_->currentPlayer(); }
    QString currentPlayerName() const { return playerName(currentPlayer()); }
    int poolCount() const { return game_->poolSize(); }
    QString seedText() const { return QString::number(seed_); }
    int initialMeld() const { return game_->rules().initialMeld; }
    bool initialMeldDone() const { return game_->initialMeldDone(currentPlayer()); }
    int turnNumber() const { return game_->turnNumber(); }
    // How many tiles each player holds, by seat.
    QList<int> rackSizes() const;

signals:
    void gameChanged();

private:
    void refresh();

    RackModel rack_;
    TableModel table_;
    std::unique_ptr<tr::Game> game_;
    std::uint64_t seed_ = 0;
};
