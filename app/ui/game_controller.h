// The game as the window sees it: the match (tilerummy::RecordedMatch, so
// that it can be saved and restored), its seats and the turn flow. The turn
// in progress is the board's (TurnBoard: the draft and the rack and table
// models); QML reads these and proposes moves (these tiles into that set at
// that place), and the core decides. Its parts, each a job of its own: the
// turn clock, the hints, the marks of the last play, the scoreboard, the
// turn log and the saves.
//
// A turn, end to end: beginTurn() snapshots the table and the player's rack
// into a draft; each drag is one move on it (undoable); end of turn hands the
// draft to the core's one turn check (Game::play), which commits it, or puts
// everything back and deals the penalty. Seats are people (by name) or AIs
// of a level (SeatKind, seat.h). An AI decides on the AiWorker's
// threads; its play is turned into drags (tilerummy::planMoves) that are
// played out on the draft one by one, at the player's animation speed, and
// then committed through the same turn check. With two or more people at one
// screen a rack shows only in its owner's turn: hidden when the turn ends,
// through any AI turns, until the next person confirms the hand-over.
#pragma once

#include "ai_worker.h"
#include "hint_assistant.h"
#include "kept_racks.h"
#include "match_options.h"
#include "match_record.h"
#include "play_marks.h"
#include "save_session.h"
#include "scoreboard.h"
#include "seating.h"
#include "table_guest.h"
#include "table_host.h"
#include "turn_board.h"
#include "turn_clock.h"
#include "turn_log.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

struct SavedGame;

class GameController : public TurnBoard {
    Q_OBJECT
    QML_ELEMENT
    // A save holds the game whole and puts a saved one in its place.
    friend class SaveSession;
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged FINAL)
    // The players' names, by seat (who sits where: scoreboard.setup's players).
    Q_PROPERTY(QStringList names READ names NOTIFY seatsChanged FINAL)
    // Whose rack the rack model shows (-1: nobody's).
    Q_PROPERTY(int rackPlayer READ rackPlayer NOTIFY gameChanged FINAL)
    Q_PROPERTY(int poolCount READ poolCount NOTIFY gameChanged FINAL)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool humanTurn READ isHumanTurn NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool roundOver READ isRoundOver NOTIFY gameChanged FINAL)
    Q_PROPERTY(bool aiThinking READ aiThinking NOTIFY aiThinkingChanged FINAL)
    Q_PROPERTY(
        int aiMinimumThinkMs READ aiMinimumThinkMs WRITE setAiMinimumThinkMs NOTIFY aiMinimumThinkMsChanged FINAL)

    // The game waits (the window shows the tutorial or the start screen): no
    // AI turn starts or ends (a decision that comes back meanwhile, or a play
    // whose last drags are shown, waits for the game to go on), the turn clock
    // stops, nobody moves tiles.
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY gameChanged FINAL)
    // Hot-seat: the next person must confirm before their rack shows.
    Q_PROPERTY(bool handOverPending READ handOverPending NOTIFY gameChanged FINAL)
    // The last illegal end of turn or time-out: player, name, reason, tiles (maps); empty when none.
    Q_PROPERTY(QVariantMap lastPenalty READ lastPenalty NOTIFY lastPenaltyChanged FINAL)
    // The last play can be shown again (replayLastTurn): the person has not moved yet.
    Q_PROPERTY(bool canReplayLastTurn READ canReplayLastTurn NOTIFY boardChanged FINAL)

    // The game's parts, each with its own job.
    Q_PROPERTY(TurnClock* clock READ clock CONSTANT FINAL)
    Q_PROPERTY(HintAssistant* hint READ hint CONSTANT FINAL)
    Q_PROPERTY(PlayMarks* marks READ marks CONSTANT FINAL)
    Q_PROPERTY(Scoreboard* scoreboard READ scoreboard CONSTANT FINAL)
    Q_PROPERTY(TurnLog* log READ log CONSTANT FINAL)
    Q_PROPERTY(SaveSession* saves READ saves CONSTANT FINAL)
    // The table opened to friends on other machines (remote seats).
    Q_PROPERTY(TableHost* host READ host CONSTANT FINAL)
    // The table of another machine this window joins (joinTable).
    Q_PROPERTY(TableGuest* guest READ guest CONSTANT FINAL)
    // The game on the table is one another machine hosts: its turns come
    // from there, and the person's moves go there.
    Q_PROPERTY(bool joined READ joined NOTIFY gameChanged FINAL)
    // The person's end of turn went to the host, whose answer is awaited.
    Q_PROPERTY(bool awaitingHost READ awaitingHost NOTIFY gameChanged FINAL)
    // What the game on the table waits for, in words ("" when it does not
    // wait): friends to join, the host of a joined table, its connection.
    Q_PROPERTY(QString waitingFor READ waitingFor NOTIFY gameChanged FINAL)

public:
    // Deals a game for MatchOptions::kDefaultPlayers with a random seed; seats: player 1
    // human, player 2 a standard AI.
    explicit GameController(QObject* parent = nullptr);
    // Cancels the AI's work; returns as soon as the worker threads stopped.
    ~GameController() override;

    // Deals a new match: players is clamped to MatchOptions' kMinPlayers..kMaxPlayers. Any
    // AI work for the old game is cancelled; an AI seat to move starts.
    void start(int players, std::uint64_t seed, const tilerummy::Rules& rules = tilerummy::Rules{});

    // From QML: a new game with the seats as they are; an empty seed picks a
    // random one. False (and no new game) when the seed is not a number.
    Q_INVOKABLE bool newGame(int players, const QString& seed = QString());
    // From the new game dialog: a setup as MatchOptions reads it. Returns ""
    // and deals, or a one-line reason (and changes nothing).
    Q_INVOKABLE QString newMatch(const QVariantMap& setup);

    // Who sits where, by seat. Seats past the end of the list are like its
    // last entry. False (and no change) for an empty list. Takes effect at once.
    bool setSeats(const QList<SeatKind>& seats);
    QList<SeatKind> seats() const { return seating_.kinds(); }
    QStringList names() const { return seating_.names(); }
    // A seat no one at this screen plays (an AI).
    Q_INVOKABLE bool isAiSeat(int player) const { return !atThisScreen(player); }
    // A person at this screen plays this seat.
    bool atThisScreen(int player) const { return seating_.atThisScreen(player); }

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
    // Deals the next round of the match once this one is scored (a joined
    // table: the next round shows once the host deals it).
    Q_INVOKABLE bool nextRound();

    // Takes a seat at a table another machine hosts: join has address,
    // code, name and fingerprint. Returns "" (connecting: the game on the
    // table waits, and the joined table takes its place once dealt) or why
    // not (nothing changes).
    Q_INVOKABLE QString joinTable(const QVariantMap& join);
    // Leaves the joined table (the host's AI plays the seat from now on) and
    // deals a new game here, with the seats as they were before.
    Q_INVOKABLE void leaveTable();
    bool joined() const { return match_ && match_->isJoined(); }
    bool awaitingHost() const { return awaitingHost_; }
    QString waitingFor() const;
    // A rack of a joined table's round that this screen does not see: its
    // tiles and their points, as the host told them at the round's end.
    struct HiddenRack {
        int tiles = 0;
        int points = 0;
    };
    std::optional<HiddenRack> hiddenRack(int player) const;

    bool paused() const { return paused_; }
    void setPaused(bool paused);

    Q_INVOKABLE QString playerName(int player) const;

    const tilerummy::Game& game() const { return match_->round(); }
    const tilerummy::RecordedMatch& match() const { return *match_; }
    std::uint64_t seedValue() const { return match_->setup().seed; }
    // The AI's worker (for tests: its tickets and dropped results).
    AiWorker* aiWorker() { return worker_.get(); }
    // AI plays the core could not place or judged illegal (never expected:
    // each is reported with qWarning and the AI draws instead).
    int aiFaults() const { return aiFaults_; }

    TurnClock* clock() { return &clock_; }
    HintAssistant* hint() { return &hint_; }
    PlayMarks* marks() { return &marks_; }
    Scoreboard* scoreboard() { return &scoreboard_; }
    TurnLog* log() { return &log_; }
    SaveSession* saves() { return &saves_; }
    TableHost* host() { return &host_; }
    TableGuest* guest() { return &guest_; }
    const TurnClock* clock() const { return &clock_; }
    const HintAssistant* hint() const { return &hint_; }
    const PlayMarks* marks() const { return &marks_; }
    const Scoreboard* scoreboard() const { return &scoreboard_; }
    const TurnLog* log() const { return &log_; }

    int playerCount() const { return game().playerCount(); }
    int currentPlayer() const override { return game().currentPlayer(); }
    // Whose rack the rack model shows (Seating::rackShown; -1: nobody's).
    int rackPlayer() const { return seating_.rackShown(currentPlayer()); }
    int poolCount() const { return game().poolSize(); }
    int initialMeld() const override { return game().rules().initialMeld; }
    bool initialMeldDone() const override { return game().initialMeldDone(currentPlayer()); }
    int turnNumber() const { return game().turnNumber(); }
    int roundNumber() const { return match_->match().roundNumber(); }
    bool isHumanTurn() const { return !isRoundOver() && atThisScreen(currentPlayer()); }
    bool isRoundOver() const { return game().isOver(); }
    bool isMatchOver() const { return match_->match().isOver(); }
    // Their turn, rack shown, nothing animating.
    bool canAct() const override;
    bool aiThinking() const { return aiThinking_; }
    bool animating() const override { return playingOut() || rejectTimer_.isActive(); }
    int aiMinimumThinkMs() const { return aiMinimumThinkMs_; }
    void setAiMinimumThinkMs(int ms);
    bool handOverPending() const { return seating_.handOverPending(); }
    QVariantMap lastPenalty() const { return lastPenalty_; }

    // Laid from the rack this turn by the person at the screen (another
    // seat's play shown move by move is marked as that seat's: marks).
    QList<int> freshTiles() const override;
    bool canReplayLastTurn() const;
    // Plays the last play out again from the table before it, at the animation
    // speed, then the turn goes on as it was (false when it cannot be now).
    Q_INVOKABLE bool replayLastTurn();
    int movingPlayer() const override { return replaying_ ? marks_.lastPlay().player : currentPlayer(); }
    // An AI's play, or the last turn again, is being shown move by move.
    bool showingPlay() const { return replaying_ || commitAfterMoves_ || othersDraft_; }

    // For the hint: lays this play out on the draft from the turn's start,
    // move by move, for the player to keep or take back (takeBackTo: the
    // draft as it was, the hint's moves off the undo stack).
    void showHint(const tilerummy::IdPosition& play);
    void takeBackTo(const tilerummy::IdPosition& position);

signals:
    void gameChanged();
    void seatsChanged();
    void aiThinkingChanged();
    void aiMinimumThinkMsChanged();
    void lastPenaltyChanged();
    // A turn ended: who, and how ("play", "draw", "pass", "penalty").
    void turnEnded(int player, const QString& action);
    // An end of turn was illegal or too late: everything went back and these
    // tiles were drawn.
    void penaltyGiven(int player, const QString& reason, int tiles);
    // The round ended (scoreboard.roundSummary tells the rest).
    void roundEnded();

private:
    void startMatch(const tilerummy::MatchSetup& setup, const QList<SeatKind>& seats, const QStringList& names);
    void installMatch(std::unique_ptr<tilerummy::RecordedMatch> match, const QList<SeatKind>& seats,
                      const QStringList& names, std::vector<std::optional<tilerummy::RackSlots>> rackSlots,
                      tilerummy::TableLayout layout, bool resumed);
    // Seats the players (Seating::seat) and hears their answers.
    void seatPlayers(const QList<SeatKind>& kinds, const QStringList& names, bool keepSeats);
    void cancelAiWork();
    void scheduleAi();
    void startSeatTurn();
    void onAnswer(int turn, const std::optional<tilerummy::Table>& play);
    void onAnswerTiles(int turn, const tilerummy::IdTable& table);
    void playAnswer(int turn, const std::optional<tilerummy::Table>& play,
                    const std::optional<tilerummy::IdTable>& tiles = std::nullopt);
    void everyoneSeated();   // the friends have joined: the game goes on
    bool remoteTurn() const; // a friend on another machine has the turn
    bool tableWaits() const; // for friends to join, for the host, for a connection
    // The host's messages of a joined table, taken in order, each once the
    // board is free (no play shown, not paused).
    void takeHostMessages();
    void takeHostDeal(const tilerummy::net::TableState& state);
    void takeHostTurn(const tilerummy::net::TurnPlayed& turn);
    void takeOwnTurnBack(const tilerummy::HostTurn& turn);
    void takeRoundEnd(const tilerummy::net::GameEnded& end);
    void applyHostTurn(const tilerummy::HostTurn& turn, const tilerummy::TableLayout& layoutBefore);
    // Another player's table, shown move by move (mid-turn, or their play).
    void showDraftOf(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    bool holdShownTiles(int player, const tilerummy::IdTable& table); // a joined table: their tiles in their rack
    int clockMs() const;                                              // the turn's time left, -1 without a clock
    // `layout`: where after's sets are to lie (another screen's; empty: free places).
    void playOut(const tilerummy::IdPosition& after, bool commitAtEnd, const tilerummy::TableLayout& layout = {});
    void commitPlay(const tilerummy::CheckedTurn& turn);
    // `layoutBefore`: where the table's sets lay before the turn (a play's).
    void finishTurn(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layoutBefore = {});
    void beginTurn();
    void onTimeUp();

    QString notNowReason() const override;
    void afterDraftChange() override;
    void shareDraft();
    void refreshModels() override;
    void playOutFinished() override;
    void playerEdited() override;
    tilerummy::RackSlots slotsOf(int player) const; // the rack as the player keeps it, new tiles in free slots
    void showMarks();                               // marks_ shows the last play's marks, or those of the play shown
    tilerummy::TableLayout
    layoutAsShown(const tilerummy::IdTable& table) const; // a committed table's sets where the draft shows them
    void updateAiThinking();
    void retranslate();
    void refresh();

    std::unique_ptr<tilerummy::RecordedMatch> match_;

    Seating seating_;
    KeptRacks racks_;
    tilerummy::TableLayout tableLayout_; // where the committed table's sets lie
    bool replaying_ = false;

    bool commitAfterMoves_ = false;      // an AI's play: commit when shown (held while paused)
    tilerummy::IdPosition playShown_;    // that play, as the AI gave it (committed in its order)
    tilerummy::TableLayout layoutShown_; // where the sets of the play shown are to lie at its end (may be empty)

    QTimer rejectTimer_;              // the wrong set shows this long before the penalty
    tilerummy::CheckedTurn rejected_; // that end of turn, committed then
    bool paused_ = false;

    bool seatTurnPending_ = false; // startSeatTurn is queued
    // A seat's decision that came back while the game was paused: played when
    // it goes on, so that no AI turn plays out behind the pause.
    struct Answer {
        int turn = -1;
        std::optional<tilerummy::Table> play;
        std::optional<tilerummy::IdTable> tiles; // a remote player's play, as the tiles they moved
    };
    std::optional<Answer> heldAnswer_;
    bool aiThinking_ = false;
    int aiMinimumThinkMs_ = 0;
    int aiFaults_ = 0;
    QVariantMap lastPenalty_;

    TurnClock clock_{this};
    HintAssistant hint_{*this};
    PlayMarks marks_{this};
    Scoreboard scoreboard_{this};
    TurnLog log_{this};
    SaveSession saves_{*this};
    TableHost host_{this};
    TableGuest guest_{this};
    std::deque<tilerummy::net::ServerMessage> fromHost_;
    bool awaitingHost_ = false;                   // the person's move went to the host
    std::optional<tilerummy::HostTurn> hostPlay_; // another player's play, shown, then made as the host says
    bool othersDraft_ = false;                    // another player's table mid-turn is shown
    bool nextRoundWanted_ = false;                // the person closed the round's end (a joined table)
    std::vector<int> hostRackCounts_;             // a joined round's end: the racks, as counts and points
    std::vector<int> hostRackPoints_;

    // Last: destroyed first, so that its threads stop before anything they
    // could report to is gone.
    std::unique_ptr<AiWorker> worker_;
};
