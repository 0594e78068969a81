// The game as the window sees it: owns the match (tilerummy::RecordedMatch, so that it
// can be saved and restored) and the turn in progress (tilerummy::TurnDraft), and
// shows them through the rack and table models and a few properties. QML only
// reads these and proposes moves ("put tile 17 after tile 4"); the core decides.
//
// A turn, end to end: beginTurn() snapshots the table and the player's rack
// into a draft; each drag is one move on it (undoable); end of turn hands the
// draft to the core's one turn check (Game::play), which commits it, or puts
// everything back and deals the penalty. Seats are people (by name) or AIs
// ("beginner", "standard", "expert"). An AI decides on the AiWorker's threads;
// its play is turned into drags (tilerummy::planMoves) that are played out on the
// draft one by one, at the player's animation speed, and then committed
// through the same turn check. With two or more people at one screen a rack
// shows only in its owner's turn: hidden when the turn ends, through any AI
// turns, until the next person confirms the hand-over.
#pragma once

#include "ai_worker.h"
#include "match_record.h"
#include "turn_board.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

struct SavedGame;

class GameController : public TurnBoard {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString currentPlayerName READ currentPlayerName NOTIFY gameChanged FINAL)
    Q_PROPERTY(int rackPlayer READ rackPlayer NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString rackPlayerName READ rackPlayerName NOTIFY gameChanged FINAL)
    Q_PROPERTY(int poolCount READ poolCount NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString seed READ seedText NOTIFY gameChanged FINAL)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY gameChanged FINAL)
    Q_PROPERTY(QList<int> rackSizes READ rackSizes NOTIFY gameChanged FINAL)
    Q_PROPERTY(QStringList seats READ seats NOTIFY seatsChanged FINAL)
    Q_PROPERTY(QStringList names READ names NOTIFY seatsChanged FINAL)
    // One map per seat: name, seat, isAi, rackSize, total, current.
    Q_PROPERTY(QVariantList players READ players NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool humanTurn READ isHumanTurn NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool aiThinking READ aiThinking NOTIFY aiThinkingChanged FINAL)
    Q_PROPERTY(bool hintBusy READ hintBusy NOTIFY hintBusyChanged FINAL)
    // Hints may be asked for (a setting).
    Q_PROPERTY(bool hintsAllowed READ hintsAllowed WRITE setHintsAllowed NOTIFY hintsAllowedChanged FINAL)
    // A hint lies on the table, waiting to be kept (applyHint) or taken back
    // (dismissHint); hintTiles are the rack tiles it lays (notations).
    Q_PROPERTY(bool hintPending READ hintPending NOTIFY hintChanged FINAL)
    Q_PROPERTY(QStringList hintTiles READ hintTiles NOTIFY hintChanged FINAL)
    Q_PROPERTY(
        int aiMinimumThinkMs READ aiMinimumThinkMs WRITE setAiMinimumThinkMs NOTIFY aiMinimumThinkMsChanged FINAL)

    // The turn in progress.
    Q_PROPERTY(int turnSeconds READ turnSeconds NOTIFY gameChanged FINAL)
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY secondsLeftChanged FINAL)

    // The game waits (the window shows the tutorial or the start screen): no
    // AI turn starts or ends (a decision that comes back meanwhile, or a play
    // whose last drags are shown, waits for the game to go on), the turn clock
    // stops, nobody moves tiles.
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY gameChanged FINAL)

    // Hot-seat: the next person must confirm before their rack shows.
    Q_PROPERTY(bool handOverPending READ handOverPending NOTIFY gameChanged FINAL)

    // The match around the round.
    Q_PROPERTY(int roundNumber READ roundNumber NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool roundOver READ isRoundOver NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool matchOver READ isMatchOver NOTIFY gameChanged FINAL)
    // For the end-of-round screen: reason, winner, rounds, and per player their
    // name, rack (tile maps), rack value, round score, total.
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY gameChanged FINAL)
    Q_PROPERTY(QVariantList scoreHistory READ scoreHistory NOTIFY gameChanged FINAL)
    Q_PROPERTY(QString rulesSummary READ rulesSummary NOTIFY gameChanged FINAL)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY gameChanged FINAL)

    // What happened, in words, newest last.
    Q_PROPERTY(QStringList turnLog READ turnLog NOTIFY turnLogChanged FINAL)
    // The last illegal end of turn or time-out: player, name, reason, tiles (maps); empty when none.
    Q_PROPERTY(QVariantMap lastPenalty READ lastPenalty NOTIFY lastPenaltyChanged FINAL)
    // What another seat's last play laid (tiles) and whose it was (-1: nothing
    // marked), shown until the person at the screen moves.
    Q_PROPERTY(QList<int> markedTiles READ markedTiles NOTIFY marksChanged FINAL)
    Q_PROPERTY(int markedPlayer READ markedPlayer NOTIFY marksChanged FINAL)
    // An AI's play, or the last turn again, is being shown move by move.
    Q_PROPERTY(bool showingPlay READ showingPlay NOTIFY marksChanged FINAL)
    // The last play can be shown again (replayLastTurn): the person has not moved yet.
    Q_PROPERTY(bool canReplayLastTurn READ canReplayLastTurn NOTIFY boardChanged FINAL)

    // Save and resume.
    Q_PROPERTY(QString autosaveFile READ autosaveFile WRITE setAutosaveFile NOTIFY autosaveFileChanged FINAL)
    // A game saved on quit waits to be resumed or set aside (no autosave until then).
    Q_PROPERTY(bool resumeOffered READ resumeOffered NOTIFY resumeOfferedChanged FINAL)
    Q_PROPERTY(QString resumeDescription READ resumeDescription NOTIFY resumeOfferedChanged FINAL)
    // Why the autosave found at start could not be opened ("" when it could):
    // the file is then kept under another name and a new game is played.
    Q_PROPERTY(QString resumeRefusal READ resumeRefusal NOTIFY resumeOfferedChanged FINAL)

public:
    static constexpr int kMinPlayers = 2;
    static constexpr int kMaxPlayers = 4;
    static constexpr int kDefaultPlayers = 2;
    static constexpr int kMaxNameLength = 24;
    // A hint searches for the best play this long at most (then the best found).
    static constexpr int kHintTimeLimitMs = 3000;

    // Deals a game for kDefaultPlayers with a random seed; seats: player 1
    // human, player 2 a standard AI.
    explicit GameController(QObject* parent = nullptr);
    // Cancels the AI's work; returns as soon as the worker threads stopped.
    ~GameController() override;

    // Deals a new match: players is clamped to kMinPlayers..kMaxPlayers. Any
    // AI work for the old game is cancelled; an AI seat to move starts.
    void start(int players, std::uint64_t seed, const tilerummy::Rules& rules = tilerummy::Rules{});

    // From QML: a new game with the seats as they are; an empty seed picks a
    // random one. False (and no new game) when the seed is not a number.
    Q_INVOKABLE bool newGame(int players, const QString& seed = QString());
    // From the new game dialog: {players: [{name, seat}], initialMeld,
    // rackSize, turnSeconds, poolEmpty, rounds, targetScore, seed}. Returns ""
    // and deals, or a one-line reason (and changes nothing).
    Q_INVOKABLE QString newMatch(const QVariantMap& setup);

    // Who sits where, by seat: "human", "beginner", "standard" or "expert".
    // Seats past the end of the list are like its last entry. False (and no
    // change) for an empty list or an unknown name. Takes effect at once.
    Q_INVOKABLE bool setSeats(const QStringList& seats);
    QStringList seats() const;
    QStringList names() const;
    Q_INVOKABLE bool isAiSeat(int player) const { return levelOf(player).has_value(); }

    // The turn in progress: the moves are the board's (TurnBoard), for the
    // person whose turn it is.
    // End of turn: the core checks the table. Legal: committed. Illegal:
    // everything back as it was, and the penalty tiles (lastPenalty says why).
    // With nothing played it is a draw, as the rules have it.
    Q_INVOKABLE bool endTurn();
    // The person whose turn it is draws a tile (a pass when the pool is
    // empty); anything arranged this turn goes back first.
    Q_INVOKABLE bool drawTile();

    // The next person confirms they sit at the screen: their rack shows and their time runs.
    Q_INVOKABLE void confirmHandOver();
    // Deals the next round of the match once this one is scored.
    Q_INVOKABLE bool nextRound();

    // The best play for the person whose turn it is, worked out off the GUI
    // thread; it is then laid out on the draft move by move (undoable, or
    // reset) and hintReady reports it. False when it cannot be asked now.
    Q_INVOKABLE bool requestHint();
    Q_INVOKABLE void cancelHint();
    // The hint on the table is kept: the player goes on from it.
    Q_INVOKABLE bool applyHint();
    // The hint on the table is taken back: the table and rack as they were
    // before it was asked for.
    Q_INVOKABLE bool dismissHint();
    bool paused() const { return paused_; }
    void setPaused(bool paused);
    bool hintsAllowed() const { return hintsAllowed_; }
    void setHintsAllowed(bool allowed);
    bool hintPending() const { return !hintTiles_.isEmpty(); }
    QStringList hintTiles() const { return hintTiles_; }

    // Saves the game in progress (false and saveError when it fails).
    Q_INVOKABLE bool saveToFile(const QString& pathOrUrl);
    // Loads a saved game in place of this one; "" or a one-line reason (and the game stays).
    Q_INVOKABLE QString loadFromFile(const QString& pathOrUrl);
    // The autosave: written after every turn, shortly after each move of a
    // turn in progress, and on quit; offered at start.
    Q_INVOKABLE bool autosave();
    // At start: offers the game in the autosave file, when there is one, to
    // be resumed (resumeOffered); false when there is none. An autosave that
    // does not load (damaged, impossible, from a newer version) is not
    // offered: it is renamed "<autosave>.bad-<time>", never overwritten or
    // deleted, and resumeRefusal says why (when it cannot even be renamed,
    // autosaving stops for this session rather than overwrite it).
    bool offerResume();
    bool resumeOffered() const { return !resumeDescription_.isEmpty(); }
    QString resumeDescription() const { return resumeDescription_; }
    QString resumeRefusal() const { return resumeRefusal_; }
    // Resumes the offered game: "" or why it could not be (the file is then
    // set aside under another name, and the game on the table goes on).
    Q_INVOKABLE QString resumeAutosave();
    // Declines the offer: the saved game is kept as "<autosave>.previous".
    Q_INVOKABLE void declineResume();
    QString autosaveFile() const { return autosaveFile_; }
    void setAutosaveFile(const QString& path);

    // A seed that is short enough to read out and type again.
    static std::uint64_t randomSeed();
    // Parses a decimal seed; false when it is not one.
    static bool parseSeed(const QString& text, std::uint64_t* seed);

    Q_INVOKABLE QString playerName(int player) const;

    const tilerummy::Game& game() const { return match_->round(); }
    const tilerummy::RecordedMatch& match() const { return *match_; }
    std::uint64_t seedValue() const { return match_->setup().seed; }
    // The AI's worker (for tests: its tickets and dropped results).
    AiWorker* aiWorker() { return worker_.get(); }
    // AI plays the core could not place or judged illegal (never expected:
    // each is reported with qWarning and the AI draws instead).
    int aiFaults() const { return aiFaults_; }

    int playerCount() const { return game().playerCount(); }
    int currentPlayer() const override { return game().currentPlayer(); }
    QString currentPlayerName() const { return playerName(currentPlayer()); }
    // Whose rack the rack model shows: the current player when human (once
    // the hand-over is confirmed); while an AI has the turn, the one person
    // at the table (an AI's rack stays hidden), or the current AI when no seat
    // is a person; -1 while a hand-over is pending, and with several people
    // at the table whenever it is not a person's turn (an AI's turn too).
    int rackPlayer() const;
    QString rackPlayerName() const { return rackPlayer() < 0 ? QString() : playerName(rackPlayer()); }
    int poolCount() const { return game().poolSize(); }
    QString seedText() const { return QString::number(seedValue()); }
    int initialMeld() const override { return game().rules().initialMeld; }
    bool initialMeldDone() const override { return game().initialMeldDone(currentPlayer()); }
    int turnNumber() const { return game().turnNumber(); }
    QList<int> rackSizes() const;
    QVariantList players() const;
    bool isHumanTurn() const { return !isRoundOver() && !isAiSeat(currentPlayer()); }
    // Their turn, rack shown, nothing animating.
    bool canAct() const override;
    bool aiThinking() const { return aiThinking_; }
    bool animating() const override { return playingOut() || rejectTimer_.isActive(); }
    bool hintBusy() const { return hintTicket_ != 0; }
    int aiMinimumThinkMs() const { return aiMinimumThinkMs_; }
    void setAiMinimumThinkMs(int ms);

    int turnSeconds() const { return game().rules().turnSeconds; }
    int secondsLeft() const;
    bool handOverPending() const { return handOverPending_; }

    int roundNumber() const { return match_->match().roundNumber(); }
    bool isRoundOver() const { return game().isOver(); }
    bool isMatchOver() const { return match_->match().isOver(); }
    QVariantMap roundSummary() const;
    QVariantList scoreHistory() const;
    QString rulesSummary() const;
    QVariantMap setup() const;
    QStringList turnLog() const { return log_; }
    QVariantMap lastPenalty() const { return lastPenalty_; }
    // The marks of another seat's play: its last turn's, or, while a play is
    // shown move by move, what it has laid and changed so far.
    QList<int> markedTiles() const;
    QList<int> freshTiles() const override;
    bool canReplayLastTurn() const;
    // Plays the last play out again from the table before it, at the animation
    // speed, then the turn goes on as it was (false when it cannot be now).
    Q_INVOKABLE bool replayLastTurn();
    int movingPlayer() const override { return replaying_ ? lastPlay_.player : currentPlayer(); }
    int markedPlayer() const { return showingPlay() ? movingPlayer() : markedPlayer_; }
    bool showingPlay() const { return replaying_ || commitAfterMoves_; }

    // The game in progress as a save (the draft of a person's turn included).
    SavedGame toSave() const;
    // Replaces the game with a restored one; "" or why not.
    QString restore(const SavedGame& save);

signals:
    void gameChanged();
    void seatsChanged();
    void aiThinkingChanged();
    void hintBusyChanged();
    void hintsAllowedChanged();
    void hintChanged();
    void aiMinimumThinkMsChanged();
    void secondsLeftChanged();
    void turnLogChanged();
    void lastPenaltyChanged();
    void marksChanged();
    void autosaveFileChanged();
    void resumeOfferedChanged();
    // A turn ended: who, and how ("play", "draw", "pass", "penalty").
    void turnEnded(int player, const QString& action);
    // An end of turn was illegal or too late: everything went back and these
    // tiles were drawn.
    void penaltyGiven(int player, const QString& reason, int tiles);
    // The round ended (roundSummary tells the rest).
    void roundEnded();
    // The hint for the turn was laid out: the tiles it places from the rack
    // (notations, rack order; empty: nothing to play, draw instead).
    void hintReady(const QStringList& placed);
    void saveFailed(const QString& reason);

private:
    std::optional<tilerummy::AiLevel> levelOf(int player) const;
    int humanSeats() const;
    void startMatch(const tilerummy::MatchSetup& setup, const QStringList& seats, const QStringList& names);
    void installMatch(std::unique_ptr<tilerummy::RecordedMatch> match, const QStringList& seats,
                      const QStringList& names, std::vector<std::optional<tilerummy::RackSlots>> rackSlots,
                      tilerummy::TableLayout layout, bool resumed);
    // "Turn 12: Ana drew a tile."; a play's sets in `order` (tilerummy::readingOrder), else in table order.
    QString turnLine(int number, const tilerummy::TurnRecord& record, const std::vector<int>& order = {}) const;
    void resetAis();
    void cancelAiWork();
    void scheduleAi();
    void startAiTurn();
    void onDecision(quint64 ticket, const AiOutcome& outcome);
    void applyDecision(const AiOutcome& outcome);
    void onHint(quint64 ticket, const tilerummy::SolveResult& result);
    void playOut(const tilerummy::IdPosition& after, bool commitAtEnd);
    void commitPlay(const tilerummy::IdTable& table, const tilerummy::IdSet& rack);
    void finishTurn(const tilerummy::TurnRecord& record);
    void beginTurn();

    QString notNowReason() const override;
    void afterDraftChange() override;
    void refreshModels() override;
    void playOutFinished() override;
    void playerEdited() override;
    void clearHint();
    tilerummy::RackSlots slotsOf(int player) const; // the rack as the player keeps it, new tiles in free slots
    void rememberSlots(int player, const tilerummy::RackSlots& slots);
    void markLastTurn(const tilerummy::TurnRecord& record);
    void clearMarks();
    void remarkAfterResume(bool moved);
    void onClockTick();
    void startTurnClock();
    void updateAiThinking();
    void setHintTicket(AiWorker::Ticket ticket);
    void appendLog(std::function<QString()> line);
    std::function<QString()> roundEndLine() const; // the round's end, as the log says it
    void writeLog();                               // log_ written anew from logLines_
    void retranslate();
    void refresh();

    std::unique_ptr<tilerummy::RecordedMatch> match_;

    QStringList seatNames_{QStringLiteral("human"), QStringLiteral("standard")};
    QStringList seatsForPlayers_; // one entry per player of this game
    QStringList playerNames_;
    std::vector<std::optional<tilerummy::AiPlayer>> ais_;        // by seat; empty for a person
    std::vector<std::optional<tilerummy::RackSlots>> rackSlots_; // by seat: where each keeps the rack's tiles
    std::vector<tilerummy::IdSet> newTiles_;                     // by seat: drawn, marked until the next move
    tilerummy::TableLayout tableLayout_;                         // where the committed table's sets lie
    std::vector<bool> markedSets_;                               // of the draft's table: changed by the last turn
    QList<int> markedTiles_;                                     // laid by the last turn's player
    int markedPlayer_ = -1;
    tilerummy::TurnRecord lastPlay_;        // the play the marks show
    tilerummy::TableLayout lastPlayLayout_; // where its table's sets lay before it
    bool replaying_ = false;
    int viewer_ = -1; // the person whose rack shows
    bool handOverPending_ = false;

    bool commitAfterMoves_ = false;   // an AI's play: commit when shown (held while paused)
    tilerummy::IdPosition playShown_; // that play, as the AI gave it (committed in its order)

    QTimer rejectTimer_; // the wrong set shows this long before the penalty

    QTimer clock_;
    QElapsedTimer turnClock_;
    qint64 pausedMs_ = 0;       // of this turn's time, spent paused
    QElapsedTimer pausedSince_; // valid while paused with the clock running
    bool paused_ = false;
    int lastSecondsLeft_ = -1;

    AiWorker::Ticket aiTicket_ = 0; // the AI job for the current turn, 0 when none
    int aiTurn_ = -1;               // the turn number it was started for
    bool aiStartPending_ = false;   // startAiTurn is queued
    // The AI's decision for aiTurn_ that came back while the game was paused:
    // applied when it goes on, so that no AI turn plays out behind the pause.
    std::optional<AiOutcome> heldDecision_;
    bool aiThinking_ = false;
    int aiMinimumThinkMs_ = 0;
    int aiFaults_ = 0;
    AiWorker::Ticket hintTicket_ = 0;
    int hintTurn_ = -1;
    bool hintsAllowed_ = true;
    QStringList hintTiles_;            // the hint on the table, while it waits
    tilerummy::IdPosition hintReturn_; // the draft before the hint

    // The turn log: each line written anew in the language in use
    // (retranslate), and as last written (log_).
    std::vector<std::function<QString()>> logLines_;
    QStringList log_;
    QStringList givenNames_; // the names given to the seats ("" = the seat's own, e.g. "Expert AI")
    QVariantMap lastPenalty_;
    QString autosaveFile_;
    QString resumeDescription_;
    QString resumeRefusal_;
    // The turn in progress is autosaved this long after its last move, so
    // that a crash loses at most the last moment of a turn.
    QTimer draftSave_;
    static constexpr int kDraftSaveDelayMs = 600;

    // Last: destroyed first, so that its threads stop before anything they
    // could report to is gone.
    std::unique_ptr<AiWorker> worker_;
};
