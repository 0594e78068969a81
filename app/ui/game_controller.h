// The game as the window sees it: owns the round (tr::Game) and shows it
// through the rack and table models and a few properties. QML only reads
// these and proposes moves through this object; the rules stay in the core.
//
// Seats are human or AI ("human", "beginner", "standard", "expert"). When an
// AI seat has the turn, its decision is worked out by the AiWorker on a
// snapshot of the game, off the GUI thread, and applied here through the core
// (tr::assignIds, then Game::play or Game::drawOrPass) when it comes back; the
// next AI seat then starts. A new game, new seats or the end of the controller
// cancel whatever the AI is still thinking, and a result that comes back late
// is dropped. The player can ask for a hint, computed the same way.
#pragma once

#include "ai_worker.h"
#include "game.h"
#include "rack_model.h"
#include "table_model.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(RackModel* rack READ rack CONSTANT FINAL)
    Q_PROPERTY(TableModel* table READ table CONSTANT FINAL)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged FINAL)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString currentPlayerName READ currentPlayerName NOTIFY gameChanged FINAL)
    Q_PROPERTY(int rackPlayer READ rackPlayer NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString rackPlayerName READ rackPlayerName NOTIFY gameChanged FINAL)
    Q_PROPERTY(int poolCount READ poolCount NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString seed READ seedText NOTIFY gameChanged FINAL)
    Q_PROPERTY(int initialMeld READ initialMeld NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool initialMeldDone READ initialMeldDone NOTIFY gameChanged FINAL)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY gameChanged FINAL)
    Q_PROPERTY(QList<int> rackSizes READ rackSizes NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool gameOver READ isGameOver NOTIFY gameChanged FINAL)
    Q_PROPERTY(QStringList seats READ seats NOTIFY seatsChanged FINAL)
    Q_PROPERTY(bool humanTurn READ isHumanTurn NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool aiThinking READ aiThinking NOTIFY aiThinkingChanged FINAL)
    Q_PROPERTY(bool hintBusy READ hintBusy NOTIFY hintBusyChanged FINAL)
    Q_PROPERTY(
        int aiMinimumThinkMs READ aiMinimumThinkMs WRITE setAiMinimumThinkMs NOTIFY aiMinimumThinkMsChanged FINAL)

public:
    static constexpr int kMinPlayers = 2;
    static constexpr int kMaxPlayers = 4;
    static constexpr int kDefaultPlayers = 2;
    // A hint searches for the best play this long at most (then the best found).
    static constexpr int kHintTimeLimitMs = 3000;

    // Deals a game for kDefaultPlayers with a random seed; seats: player 1
    // human, player 2 a standard AI.
    explicit GameController(QObject* parent = nullptr);
    // Cancels the AI's work; returns as soon as the worker threads stopped.
    ~GameController() override;

    // Deals a new round: players is clamped to kMinPlayers..kMaxPlayers. Any
    // AI work for the old round is cancelled; an AI seat to move starts.
    void start(int players, std::uint64_t seed, const tr::Rules& rules = tr::Rules{});

    // From QML: a new round; an empty seed picks a random one. False (and no
    // new round) when the seed is not a decimal number.
    Q_INVOKABLE bool newGame(int players, const QString& seed = QString());

    // Who sits where, by seat: "human", "beginner", "standard" or "expert".
    // Seats past the end of the list are like its last entry. False (and no
    // change) for an empty list or an unknown name. Takes effect at once: an
    // AI that loses its seat stops thinking, one that gains the turn starts.
    Q_INVOKABLE bool setSeats(const QStringList& seats);
    // One entry per player of the current round.
    QStringList seats() const;
    Q_INVOKABLE bool isAiSeat(int player) const { return levelOf(player).has_value(); }

    // The human whose turn it is ends it by drawing a tile (a pass when the
    // pool is empty). False when it is not a human's turn or the game is over.
    Q_INVOKABLE bool drawTile();

    // The best play for the rack of the human whose turn it is, worked out
    // off the GUI thread; hintReady reports it unless the turn ends first.
    // False when it is not a human's turn or the game is over.
    Q_INVOKABLE bool requestHint();
    Q_INVOKABLE void cancelHint();

    // A seed that is short enough to read out and type again.
    static std::uint64_t randomSeed();
    // Parses a decimal seed; false when it is not one.
    static bool parseSeed(const QString& text, std::uint64_t* seed);

    Q_INVOKABLE QString playerName(int player) const;

    const tr::Game& game() const { return *game_; }
    std::uint64_t seedValue() const { return seed_; }
    // The AI's worker (for tests: its tickets and dropped results).
    AiWorker* aiWorker() { return worker_.get(); }
    // AI plays the core could not place or judged illegal (never expected:
    // each is reported with qWarning and the AI draws instead).
    int aiFaults() const { return aiFaults_; }

    RackModel* rack() { return &rack_; }
    TableModel* table() { return &table_; }
    int playerCount() const { return game_->playerCount(); }
    int currentPlayer() const { return game_->currentPlayer(); }
    QString currentPlayerName() const { return playerName(currentPlayer()); }
    // Whose rack the rack model shows: the current player when human; while
    // an AI has the turn, the human who played last (an AI's rack stays
    // hidden), or the current AI when no seat is human.
    int rackPlayer() const;
    QString rackPlayerName() const { return playerName(rackPlayer()); }
    int poolCount() const { return game_->poolSize(); }
    QString seedText() const { return QString::number(seed_); }
    int initialMeld() const { return game_->rules().initialMeld; }
    bool initialMeldDone() const { return game_->initialMeldDone(currentPlayer()); }
    int turnNumber() const { return game_->turnNumber(); }
    // How many tiles each player holds, by seat.
    QList<int> rackSizes() const;
    bool isGameOver() const { return game_->isOver(); }
    bool isHumanTurn() const { return !isGameOver() && !isAiSeat(currentPlayer()); }
    bool aiThinking() const { return aiThinking_; }
    bool hintBusy() const { return hintTicket_ != 0; }
    // The AI takes at least this long per turn (0: as long as it needs), so
    // that its turns can be followed; the wait ends at once on a cancel.
    int aiMinimumThinkMs() const { return aiMinimumThinkMs_; }
    void setAiMinimumThinkMs(int ms);

signals:
    void gameChanged();
    void seatsChanged();
    void aiThinkingChanged();
    void hintBusyChanged();
    void aiMinimumThinkMsChanged();
    // A turn ended: who, and how ("play", "draw", "pass", "penalty").
    void turnEnded(int player, const QString& action);
    // The hint for the turn: the whole table after the play, one list of tile
    // maps (tile_data.h) per set, and the notations of the rack tiles it
    // places, in rack order (empty: nothing to play, draw instead).
    void hintReady(const QVariantList& table, const QStringList& placed);

private:
    std::optional<tr::AiLevel> levelOf(int player) const;
    tr::AiView viewFor(int player) const;
    void resetAis();
    void cancelAiWork();
    void scheduleAi();
    void startAiTurn();
    void onDecision(quint64 ticket, const AiOutcome& outcome);
    void onHint(quint64 ticket, const tr::SolveResult& result);
    void endTurn(const tr::TurnRecord& record);
    void updateAiThinking();
    void setHintTicket(AiWorker::Ticket ticket);
    void refresh();

    RackModel rack_;
    TableModel table_;
    std::unique_ptr<tr::Game> game_;
    std::uint64_t seed_ = 0;

    QStringList seatNames_{QStringLiteral("human"), QStringLiteral("standard")};
    std::vector<std::optional<tr::AiPlayer>> ais_; // by seat; empty for a human
    int viewer_ = -1;                              // the human whose rack shows while an AI plays

    AiWorker::Ticket aiTicket_ = 0; // the AI job for the current turn, 0 when none
    int aiTurn_ = -1;               // the turn number it was started for
    bool aiStartPending_ = false;   // startAiTurn is queued
    bool aiThinking_ = false;
    int aiMinimumThinkMs_ = 0;
    int aiFaults_ = 0;
    AiWorker::Ticket hintTicket_ = 0;
    int hintTurn_ = -1;

    // Last: destroyed first, so that its threads stop before anything they
    // could report to is gone.
    std::unique_ptr<AiWorker> worker_;
};
