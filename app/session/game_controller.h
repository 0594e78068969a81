// The game on the table, as the window plays it: the match (a
// tilerummy::RecordedMatch, so that it can be saved and restored), its seats
// and the turn flow, coordinating the parts that each do one job. It has the
// board the scene shows (GameBoard, QML `game.board`: the turn's draft, the
// rack and table models), and answers what the board asks: the game's steps
// (GameBoard::Owner) and, while the person waits, their plan (BoardPlan).
// QML proposes moves, the core decides.
//
// A turn, end to end: beginTurn() snapshots the table and the player's rack
// into a draft; each drag is one move on it (undoable); end of turn hands the
// draft to the core's one turn check (RecordedMatch::play), which commits it,
// or puts everything back and deals the penalty. What the turn is doing is
// one TurnPhase (turn_phase.h); personMayAct decides whether the person may
// move. A seat no person here plays takes its turn through SeatTurns; its play
// is shown as drags (planShownPlay, PlayShow) and then made through the same
// turn check. With two or more people at one screen a rack shows only in its
// owner's turn (Seating). A table another machine hosts plays through
// JoinedTable, a table this game hosts through TableHost.
//
// The parts: the turn clock, the hints, the marks of the last play, the
// scoreboard, the turn log, where the turn stands in words (TurnStatus), the
// saves (SaveSession reads the view and, beyond it, SaveSession::Game, through
// which it puts a save back: installMatch, resumeDraft), the seats' turns, the play
// shown, the hosted table and the joined one.
#pragma once

#include "ai/ai_worker.h"
#include "assist/end_turn_verdict.h"
#include "assist/hint_assistant.h"
#include "assist/play_marks.h"
#include "assist/waiting_plan.h"
#include "game/game_view.h"
#include "match_record.h"
#include "netplay/joined_table.h"
#include "netplay/table_host.h"
#include "news/spoken_news.h"
#include "news/turn_status.h"
#include "record/scoreboard.h"
#include "record/turn_log.h"
#include "seats/kept_racks.h"
#include "seats/seat_turns.h"
#include "seats/seating.h"
#include "session/game_board.h"
#include "session/play_show.h"
#include "session/save_session.h"
#include "session/turn_clock.h"
#include "session/turn_phase.h"
#include "settings/match_options.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class GameController : public QObject,
                       public GameView,
                       private GameBoard::Owner,
                       private BoardPlan,
                       private SaveSession::Game {
    Q_OBJECT
    QML_ELEMENT
    // The board the scene shows: the table, the rack, the turn's draft and its moves.
    Q_PROPERTY(GameBoard* board READ board CONSTANT FINAL)
    // The players' names, by seat (who sits where: scoreboard.setup's players).
    Q_PROPERTY(QStringList names READ names NOTIFY seatsChanged FINAL)
    // The game waits (the window shows the tutorial or the start screen): no
    // seat's turn starts or ends (an answer that comes back meanwhile, or a
    // play whose last drags are shown, waits for the game to go on), the turn
    // clock stops, nobody moves tiles.
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY gameChanged FINAL)
    // Hot-seat: the next person must confirm before their rack shows.
    Q_PROPERTY(bool handOverPending READ handOverPending NOTIFY gameChanged FINAL)
    // The last play can be shown again (replayLastTurn): the person has not moved yet.
    Q_PROPERTY(bool canReplayLastTurn READ canReplayLastTurn NOTIFY canReplayLastTurnChanged FINAL)

    // The game's parts, each with its own job.
    // Where the turn stands, in words: the header's line, the action bar's, a friend away.
    Q_PROPERTY(TurnStatus* status READ status CONSTANT FINAL)
    // End turn's verdict on the table as it stands (the turn check, once a state of the draft).
    Q_PROPERTY(EndTurnVerdict* verdict READ verdict CONSTANT FINAL)
    // What a screen reader says of the game away from the focus.
    Q_PROPERTY(SpokenNews* news READ news CONSTANT FINAL)
    Q_PROPERTY(TurnClock* clock READ clock CONSTANT FINAL)
    Q_PROPERTY(HintAssistant* hint READ hint CONSTANT FINAL)
    Q_PROPERTY(PlayMarks* marks READ marks CONSTANT FINAL)
    Q_PROPERTY(Scoreboard* scoreboard READ scoreboard CONSTANT FINAL)
    Q_PROPERTY(TurnLog* log READ log CONSTANT FINAL)
    Q_PROPERTY(SaveSession* saves READ saves CONSTANT FINAL)
    // The seats no person here plays: whether the one to move is thinking, the AI's pace.
    Q_PROPERTY(SeatTurns* seatTurns READ seatTurns CONSTANT FINAL)
    // The table opened to friends on other machines (remote seats).
    Q_PROPERTY(TableHost* host READ host CONSTANT FINAL)
    // The table of another machine this window joins (joinedTable.join).
    Q_PROPERTY(JoinedTable* joinedTable READ joinedTable CONSTANT FINAL)

public:
    // Deals a game for MatchOptions::kDefaultPlayers with a random seed; seats: player 1
    // human, player 2 a standard AI.
    explicit GameController(QObject* parent = nullptr);
    // Cancels the AI's work; returns as soon as the worker threads stopped.
    ~GameController() override;

    // ---- A match and its seats
    // Deals a new match: players is clamped to MatchOptions' kMinPlayers..kMaxPlayers. Any
    // AI work for the old game is cancelled; an AI seat to move starts.
    void start(int players, std::uint64_t seed, const tilerummy::Rules& rules = tilerummy::Rules{});
    // From QML: a new game with the seats as they are; an empty seed picks a
    // random one. False (and no new game) when the seed is not a number.
    Q_INVOKABLE bool newGame(int players, const QString& seed = QString());
    // From the new game dialog: a setup as MatchOptions reads it. Returns ""
    // and deals, or a one-line reason (and changes nothing).
    Q_INVOKABLE QString newMatch(const QVariantMap& setup);
    // After a hosted match, once the host asked to play again (host.askAgain)
    // and whoever answered answered: the same table (its code, port and each
    // friend's seat who said yes, their token taking it), the same rules, a
    // new secret deal; an AI in any friend's seat who did not say yes. False
    // when nobody was asked.
    Q_INVOKABLE bool playAgain();
    // A match takes the table (a new one, a saved one, a joined one): whatever
    // the old one was doing stops, the seats, names, racks and table layout
    // are set, the log tells where it stands (`resumed`: from a save). A
    // match with friends' seats opens its table to the network: the table it
    // was hosted at before (`hosted`: same port, code and tokens), or a new one.
    void installMatch(std::unique_ptr<tilerummy::RecordedMatch> match, const QList<SeatKind>& seats,
                      const QStringList& names, std::vector<std::optional<tilerummy::RackSlots>> rackSlots,
                      tilerummy::TableLayout layout, bool resumed,
                      const std::optional<HostedTable>& hosted = {}) override;
    // Who sits where, by seat. Seats past the end of the list are like its
    // last entry. False (and no change) for an empty list. Takes effect at once.
    bool setSeats(const QList<SeatKind>& seats);
    QList<SeatKind> seats() const override { return seating_.kinds(); }
    QStringList names() const override { return seating_.names(); }
    Q_INVOKABLE QString playerName(int player) const { return GameView::playerName(player); }
    // A person at this screen plays this seat (not an AI, not a friend on another machine).
    Q_INVOKABLE bool atThisScreen(int player) const override { return seating_.atThisScreen(player); }
    Seat* seatOf(int player) const { return seating_.at(player); }

    // ---- The person's turn (the moves are the board's, TurnBoard)
    // End of turn: the core checks the table. Legal: committed. Illegal:
    // everything back as it was, and the penalty tiles (status.lastPenalty says why).
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
    // Plays the last play out again from the table before it, at the animation
    // speed, then the turn goes on as it was (false when it cannot be now).
    Q_INVOKABLE bool replayLastTurn();
    bool canReplayLastTurn() const;

    // ---- A table another machine hosts (joinedTable.join takes a seat there)
    // Leaves the joined table (the host's AI plays the seat from now on) and
    // deals a new game here, with the seats as they were before.
    Q_INVOKABLE void leaveTable();
    bool joined() const override { return match_ && match_->isJoined(); }

    // ---- What the views and the parts read
    // The game as its parts read it (GameView): the match, the draft, the seats.
    const GameEvents& events() const override { return events_; }
    bool paused() const override { return paused_; }
    void setPaused(bool paused);
    // The game on the table goes on: no offer to resume waits, not paused, the table does not wait.
    bool goesOn() const override { return !saves_.resumeOffered() && !paused_ && !tableWaits(); }
    // A friend on another machine who is away, in words ("" when here); with
    // the grace time's countdown when `counted` (the host's).
    QString absenceOf(int player, bool counted = true) const override;
    std::vector<std::int64_t> timeBanks() const override { return clocks_.leftMs(); }
    bool bankRanOut() const override { return bankOut_; }
    TurnPhase phase() const { return phase_; }
    bool hasMatch() const override { return match_ != nullptr; }
    // The draft holds the turn's start again: ending the turn draws a tile.
    bool nothingPlayed() const;
    const tilerummy::RecordedMatch& match() const override { return *match_; }
    const tilerummy::TurnDraft& draft() const override { return board_.draft(); }

    // Whose rack the rack model shows (Seating::rackShown; -1: nobody's).
    int rackPlayer() const override { return seating_.rackShown(currentPlayer()); }
    bool canAct() const override;
    bool animating() const override { return board_.playingOut() || rejectTimer_.isActive(); }
    bool handOverPending() const override { return seating_.handOverPending(); }
    int movingPlayer() const override;
    // An AI's play, or the last turn again, or another player's table mid-turn is shown.
    bool showingPlay() const override { return showsAnotherPlay(phase_); }
    // The racks as the players keep them, and where the committed table's sets lie.
    const KeptRacks& keptRacks() const override { return racks_; }
    // The racks a save kept of the turns played here (KeptRacks::turnRacks), taken up again.
    void resumeTurnRacks(std::vector<tilerummy::TurnRack> racks) override { racks_.setTurnRacks(std::move(racks)); }
    void resumeBanks(const std::vector<std::int64_t>& leftMs) override;
    const tilerummy::TableLayout& tableLayout() const override { return tableLayout_; }
    // The player's rack as they keep it (new tiles in free slots).
    tilerummy::RackSlots slotsOf(int player) const override { return racks_.slotsOf(player, game().rack(player)); }
    // What a save reads beyond the view (SaveSession::Game).
    bool replaying() const override { return phase_ == TurnPhase::Replaying; }
    std::optional<HostedTable> hosted() const override { return host_.hosted(); }
    void keepJoinedRack() override { joined_.keepRack(board_.rack()->arranged().cells()); }

    GameBoard* board() { return &board_; }
    const GameBoard* board() const { return &board_; }
    TurnClock* clock() { return &clock_; }
    TurnStatus* status() { return &status_; }
    EndTurnVerdict* verdict() { return &verdict_; }
    const EndTurnVerdict* verdict() const { return &verdict_; }
    SpokenNews* news() { return &news_; }
    HintAssistant* hint() { return hint_.get(); }
    PlayMarks* marks() { return &marks_; }
    Scoreboard* scoreboard() { return &scoreboard_; }
    TurnLog* log() { return &log_; }
    SaveSession* saves() { return &saves_; }
    SeatTurns* seatTurns() { return &seatTurns_; }
    TableHost* host() { return &host_; }
    JoinedTable* joinedTable() { return &joined_; }
    TableGuest* guest() { return joined_.guest(); }
    const TurnClock* clock() const { return &clock_; }
    const TurnStatus* status() const { return &status_; }
    const TableHost* host() const { return &host_; }
    const TableGuest* guest() const { return joined_.guest(); }
    const HintAssistant* hint() const { return hint_.get(); }
    const PlayMarks* marks() const { return &marks_; }
    const Scoreboard* scoreboard() const { return &scoreboard_; }
    const TurnLog* log() const { return &log_; }
    const SaveSession* saves() const { return &saves_; }
    const JoinedTable* joinedTable() const { return &joined_; }
    // The AI's worker (for tests: its tickets and dropped results).
    AiWorker* aiWorker() { return worker_.get(); }
    // For tests and QML: the AI's pace and whether it is thinking (SeatTurns).
    bool aiThinking() const { return seatTurns_.thinking(); }
    void setAiMinimumThinkMs(int ms) { seatTurns_.setMinimumThinkMs(ms); }
    // AI plays the core could not place or judged illegal (never expected:
    // each is reported with qWarning and the AI draws instead).
    int aiFaults() const { return aiFaults_; }

    // ---- For SaveSession (and the tests: showHint)
    // The draft as it stands is the turn in progress of the person, restored (a save) or taken back (a table).
    void resumeDraft(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                     const tilerummy::RackSlots& rack);
    // The same with the turn's undo history (a save): as it was left, else
    // (the history does not fit the turn) the draft alone, one step from the start.
    void resumeDraft(const tilerummy::DraftArrangement& draft, const std::vector<tilerummy::DraftArrangement>& undo,
                     const std::vector<tilerummy::DraftArrangement>& redo) override;
    // The turns played so far are marked as the last turn left them (a save resumed; `moved`:
    // the person to play had moved since).
    void remarkAfterResume(bool moved) override;
    // The hint lays this play out from the turn's start, move by move, for the
    // player to keep or take back (takeBackTo: the draft as it was, the
    // hint's moves off the undo stack).
    void showHint(const tilerummy::IdPosition& play);
    void takeBackTo(const tilerummy::IdPosition& position);
signals:
    void gameChanged();
    void seatsChanged();
    void canReplayLastTurnChanged(); // with each change of the board
    // A turn ended: who, and how ("play", "draw", "pass", "penalty").
    void turnEnded(int player, const QString& action);
    // An end of turn was illegal or too late: everything went back and these
    // tiles were drawn.
    void penaltyGiven(int player, const QString& reason, int tiles);
    // The round ended (scoreboard.roundSummary tells the rest).
    void roundEnded();
    // The person's turn began with their plan laid on the table: how it went, in one line.
    void planNews(const QString& words);

private:
    // A joined table (JoinedTable's …FromHost): the match as the host deals
    // it; the round as the host deals it or tells
    // it again (`layout`: where its sets lie there); a turn as the host
    // made it, another player's table mid-turn or play shown first; the
    // person's own turn answered; the round's or the match's end.
    void takeHostMatch(const JoinedMatch& match);
    void takeHostRound(tilerummy::Game mirror, int round, const std::vector<int>& totals,
                       const tilerummy::TableLayout& layout);
    void showDraftOf(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout);
    void showHostPlay(const tilerummy::HostTurn& turn, const tilerummy::TableLayout& layout);
    void takeHostTurn(const tilerummy::HostTurn& turn);
    void takeHostRoundEnd(const tilerummy::net::GameEnded& end);
    void takeHostMatchEnd();
    // The person's move went to the host (their turn waits for its answer), or came back refused.
    void sentToHost();
    void hostRefused(const QString& reason);
    // The turn clock as the host's stands (ms left).
    void startClockAt(int msLeft) { startClock(msLeft); }
    void startMatch(const tilerummy::MatchSetup& setup, const QList<SeatKind>& seats, const QStringList& names);
    // The seat to move decided (SeatTurns): its play is shown and made, if its turn is still on.
    void playAnswer(const SeatAnswer& answer);
    // A play shown before a pause is made now (false when none waits).
    bool finishShownPlay();
    // Seats the players (Seating::seat) and hears their answers.
    void seatPlayers(const QList<SeatKind>& kinds, const QStringList& names, bool keepSeats);
    // A new round of the match is on the table (dealt here or by the host).
    void beginRound();
    void cancelSeatWork();
    void everyoneSeated();   // the friends have joined: the game goes on
    bool remoteTurn() const; // a friend on another machine has the turn
    bool tableWaits() const; // for friends to join, for the host, for a connection
    bool holdShownTiles(int player, const tilerummy::IdTable& table); // a joined table: their tiles in their rack
    int clockMs() const;                                              // the turn's time left, -1 without a clock
    void enter(TurnEvent event) { phase_ = nextPhase(phase_, event); }
    // A turn of `player` from the committed table, their rack as they keep it.
    tilerummy::TurnDraft freshDraft(int player) const;
    // Shows `after` as drags from the draft as it stands (`layout`: where
    // after's sets lie on another screen), to be made at the end or not.
    void showPlay(const tilerummy::IdPosition& after, bool makeAtEnd, const tilerummy::TableLayout& layout = {});
    // The person's own turn ends: their rack as they keep it, then the record.
    void settleOwnTurn(tilerummy::TurnAction action, const tilerummy::IdTable& table);
    void commitPlay(const tilerummy::CheckedTurn& turn);
    // `layoutBefore`: where the table's sets lay before the turn (a play's).
    void finishTurn(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layoutBefore = {});
    void beginTurn();
    void onTimeUp();
    // The turn's clock starts for the player to move: the time their turn may
    // take (their time bank, or the turn's limit when sooner); `msLeft`: part
    // of it gone already (the host's clock as it stands).
    void startClock(int msLeft = -1);
    // The turn's clock stops; the time it took comes off the player's bank.
    void stopClock();
    // The player's time bank ran out in their turn: the AI plays it for them.
    void aiPlaysOutOfTime();
    void tellBankRanOut(); // in the log and to a screen reader

    // What the board asks (GameBoard::Owner).
    void draftFollowed() override;
    void refreshModels() override;
    void playOutFinished() override;
    void playerEdited() override;
    void shareDraft();
    // Plan while you wait (BoardPlan; game_controller_plan.cpp): the person
    // at the screen waits for their turn with their rack shown.
    bool canArrangeRack() const override;
    bool arrangeRack(const std::function<bool(tilerummy::RackSlots&)>& change) override;
    bool canPlan() const override; // the one person at the screen: they may lay a plan
    const tilerummy::TurnDraft& plan() const override;
    bool planMove(const tilerummy::DraftMove& move, tilerummy::DraftRefusal* why) override;
    bool planJokerSwap(int tile, int joker) override;
    bool editPlan(BoardPlan::Edit edit) override;
    bool canEditPlan(BoardPlan::Edit edit) const override;
    void composePlan(); // the plan made again on the table as it stands now
    void takePlan();    // the person's turn began: the plan becomes the draft
    void showMarks();   // marks_ shows the last play's marks, or those of the play shown
    tilerummy::TableLayout
    layoutAsShown(const tilerummy::IdTable& table) const; // a table's sets where the draft shows them
    void retranslate();
    void refresh();
    void judgeDraft(); // End turn's verdict on the draft as it stands

    std::unique_ptr<tilerummy::RecordedMatch> match_;
    TurnPhase phase_ = TurnPhase::Open;
    Seating seating_;
    KeptRacks racks_;
    tilerummy::TableLayout tableLayout_; // where the committed table's sets lie
    PlayShow shown_;                     // the play shown move by move, or shown again
    WaitingPlan plan_;                   // the person's plan while they wait
    QTimer rejectTimer_;                 // the wrong set shows this long before the penalty
    tilerummy::CheckedTurn rejected_;    // that end of turn, committed then
    bool paused_ = false;
    int aiFaults_ = 0;

    GameEvents events_{this};
    GameBoard board_{*this, *this, *this, this};
    EndTurnVerdict verdict_{this};
    // Made in the constructor, after the worker its hints are worked out on.
    std::unique_ptr<HintAssistant> hint_;
    TurnClock clock_{this};
    SeatClocks& clocks_ = *clock_.seats(); // each seat's time bank, kept with the turn clock
    bool bankOut_ = false;                 // this turn's bank ran out: the AI plays it for the player
    PlayMarks marks_{this};
    TurnLog log_{this};
    SaveSession saves_{*this, *this, this};
    SeatTurns seatTurns_{*this, seating_, this};
    TableHost host_{*this, this};
    JoinedTable joined_{*this, this};
    Scoreboard scoreboard_{*this, host_, joined_, this};
    TurnStatus status_{*this, {marks_, seatTurns_, host_, joined_}, this}; // after the parts whose changes it words
    SpokenNews news_{*this, scoreboard_, this};

    // Last: destroyed first, so that its threads stop before anything they
    // could report to is gone.
    std::unique_ptr<AiWorker> worker_;
};
