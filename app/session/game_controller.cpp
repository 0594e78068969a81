// GameController (game_controller.h): a match and its seats, its rounds, the
// tables joined and left, and what the views read. A turn, from its beginning
// to its end, is in game_controller_turn.cpp; the turns of others, shown on
// the board, in game_controller_shown.cpp.
#include "session/game_controller.h"

#include "save/save_game.h"
#include "settings/language.h"
#include "words/seat_news.h"

#include <algorithm>

GameController::GameController(QObject* parent) : QObject(parent), worker_(std::make_unique<AiWorker>())
{
    hint_ = std::make_unique<HintAssistant>(*this, *worker_, verdict_, this);
    connect(worker_.get(), &AiWorker::hintReady, hint_.get(), &HintAssistant::take);
    connect(hint_.get(), &HintAssistant::layOut, this, &GameController::showHint);
    connect(hint_.get(), &HintAssistant::takeBack, this, &GameController::takeBackTo);
    // A hint kept (or moved on from) is the player's table: the friends see it now.
    connect(hint_.get(), &HintAssistant::pendingChanged, this, [this] {
        if (!hint_->pending())
            shareDraft();
    });
    connect(this, &GameController::gameChanged, &board_, &TurnBoard::boardChanged);
    // The parts hear the game through its events (GameView).
    connect(this, &GameController::gameChanged, &events_, &GameEvents::gameChanged);
    connect(this, &GameController::seatsChanged, &events_, &GameEvents::seatsChanged);
    connect(&board_, &TurnBoard::boardChanged, &events_, &GameEvents::boardChanged);
    connect(&board_, &TurnBoard::boardChanged, this, &GameController::canReplayLastTurnChanged);
    connect(&board_, &TurnBoard::draftChanged, &events_, &GameEvents::draftChanged);
    // End turn's verdict follows the draft and whether the person may end the turn.
    connect(&board_, &TurnBoard::boardChanged, this, &GameController::judgeDraft);
    connect(&board_, &TurnBoard::draftChanged, this, &GameController::judgeDraft);
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, this,
            &GameController::retranslate);
    rejectTimer_.setSingleShot(true);
    connect(&rejectTimer_, &QTimer::timeout, this, [this] {
        board_.showRejected(-1);
        if (!joined()) {
            commitPlay(rejected_);
            return;
        }
        refresh(); // a joined table: the host's answer (the penalty) comes next
        emit events_.boardFree();
    });
    connect(&saves_, &SaveSession::resumeOfferedChanged, &seatTurns_, &SeatTurns::schedule);
    // A joined table: what the host's messages do to the game here.
    connect(&joined_, &JoinedTable::matchFromHost, this, &GameController::takeHostMatch);
    connect(&joined_, &JoinedTable::roundFromHost, this, &GameController::takeHostRound);
    connect(&joined_, &JoinedTable::clockFromHost, this, &GameController::startClockAt);
    connect(&joined_, &JoinedTable::banksFromHost, this, [this](const std::vector<std::int64_t>& leftMs) {
        clocks_.timing(-1, -1); // the banks as they stand after the turn: none counts down until the next
        clocks_.restore(leftMs);
    });
    connect(&joined_, &JoinedTable::draftFromHost, this, &GameController::showDraftOf);
    connect(&joined_, &JoinedTable::playFromHost, this, &GameController::showHostPlay);
    connect(&joined_, &JoinedTable::turnFromHost, this, &GameController::takeHostTurn);
    connect(&joined_, &JoinedTable::ownDraftFromHost, this,
            [this](const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                   const tilerummy::RackSlots& rack) { resumeDraft(table, layout, rack); });
    connect(&joined_, &JoinedTable::roundEndFromHost, this, &GameController::takeHostRoundEnd);
    connect(&joined_, &JoinedTable::matchEndFromHost, this, &GameController::takeHostMatchEnd);
    connect(&joined_, &JoinedTable::roundRetold, &log_, &TurnLog::retellRound);
    connect(&joined_, &JoinedTable::awayRetold, this,
            [this](const std::vector<tilerummy::TurnRecord>& records, int seat) {
                log_.append([records, seat] { return tilerummy::ui::whileAway(records, seat); });
            });
    connect(guest(), &TableGuest::moveRefused, this, &GameController::hostRefused);
    // The person's table mid-turn reaches the friends of a table hosted here too.
    connect(&seatTurns_, &SeatTurns::decided, this, &GameController::playAnswer);
    connect(&seatTurns_, &SeatTurns::shownPlayDue, this, &GameController::finishShownPlay);
    connect(&clock_, &TurnClock::expired, this, &GameController::onTimeUp);
    connect(&host_, &TableHost::everyoneSeated, this, &GameController::everyoneSeated);
    // A joined table's check of its host's deals, told at the match's end.
    connect(joined_.dealCheck(), &DealVerdict::checked, &log_, [this] {
        if (joined_.dealCheck()->words().isEmpty())
            return;
        log_.append([this] { return joined_.dealCheck()->words(); });
        news_.say(joined_.dealCheck()->words());
    });
    connect(&host_, &TableHost::seatTakenOver, &log_,
            [this](const QString& name, const QString& from, const QString& before) {
                log_.append([name, from, before] { return TableHost::takenOverWords(name, from, before); });
            });
    // The save keeps each seat's newest token: a friend back with it after the host's restart is seated.
    connect(&host_, &TableHost::seatKeysTurned, &saves_, [this] { saves_.autosave(); });
    connect(&host_, &TableHost::joinsHeld, &log_, [this](int addresses, int seconds) {
        log_.append([addresses, seconds] { return TableHost::joinsHeldWords(addresses, seconds); });
    });
    connect(&host_, &TableHost::draftReceived, this,
            [this](int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout) {
                if (remoteTurn() && player == currentPlayer() && phase_ != TurnPhase::ShowingPlay)
                    showDraftOf(player, table, layout);
            });
    connect(guest(), &TableGuest::stateChanged, this, [this] {
        refresh();
        emit board_.draftChanged();
    });
    connect(guest(), &TableGuest::seatsChanged, this, [this] {
        if (!joined())
            return;
        const QStringList given = guest()->seatNames();
        for (int player = 0; player < playerCount(); ++player)
            seating_.setName(player, given.value(player));
        emit seatsChanged();
    });
    log_.setNames([this] { return names(); });
    start(MatchOptions::kDefaultPlayers, MatchOptions::randomSeed());
}

GameController::~GameController()
{
    // worker_ goes first (declared last): it cancels and waits for its threads.
    worker_->disconnect(this);
}

// ---------------------------------------------------------------------------
// A match and its seats

void GameController::start(int players, std::uint64_t seed, const tilerummy::Rules& rules)
{
    players = std::clamp(players, MatchOptions::kMinPlayers, MatchOptions::kMaxPlayers);
    startMatch({players, rules, seed}, seating_.kindsFor(players), {});
}

bool GameController::newGame(int players, const QString& seed)
{
    const std::optional<std::uint64_t> value =
        seed.trimmed().isEmpty() ? MatchOptions::randomSeed() : MatchOptions::parseSeed(seed);
    if (!value)
        return false;
    start(players, *value, match_ ? match_->match().rules() : tilerummy::Rules{});
    return true;
}

QString GameController::newMatch(const QVariantMap& setup)
{
    MatchPlan plan;
    if (const QString refused = MatchOptions::read(setup, &plan); !refused.isEmpty())
        return refused;
    startMatch(plan.setup, plan.seats, plan.names);
    return {};
}

bool GameController::playAgain()
{
    const std::optional<TableHost::AgainPlan> plan = host_.againPlan();
    if (!plan || joined())
        return false;
    tilerummy::MatchSetup setup = match_->setup();
    setup.seed = plan->kinds.contains(SeatKind::Remote) ? MatchOptions::secretSeed() : MatchOptions::randomSeed();
    host_.dealAgain(); // the friends told: those who said yes take their seats at the table opened anew
    installMatch(std::make_unique<tilerummy::RecordedMatch>(setup), plan->kinds, plan->names, {}, {}, false,
                 plan->table);
    saves_.autosave();
    return true;
}

void GameController::startMatch(const tilerummy::MatchSetup& setup, const QList<SeatKind>& seats,
                                const QStringList& names)
{
    installMatch(std::make_unique<tilerummy::RecordedMatch>(setup), seats, names, {}, {}, false);
    saves_.autosave();
}

void GameController::installMatch(std::unique_ptr<tilerummy::RecordedMatch> match, const QList<SeatKind>& seats,
                                  const QStringList& names, std::vector<std::optional<tilerummy::RackSlots>> rackSlots,
                                  tilerummy::TableLayout layout, bool resumed, const std::optional<HostedTable>& hosted)
{
    cancelSeatWork();
    board_.stopPlayOut();
    plan_.clear();
    match_ = std::move(match);
    joined_.matchInstalled(match_->isJoined());
    if (match_->isJoined()) {
        // A table of another machine: its host plays the others' turns.
        host_.close();
        seating_.seatJoined(seats, names, guest()->seat());
    } else {
        seating_.ask(seats); // the seats of the next game too
        // Remote seats: the table opens to the network first (their seats hear their players there).
        host_.openFor(seats, names, match_->setup().rules, hosted);
        seatPlayers(seats, names, false); // before the log: its lines name them
    }
    clock_.setTurnSeconds(game().rules().turnSeconds);
    clocks_.deal(game().rules(), playerCount()); // a resumed game's banks come from its save
    racks_.reset(playerCount(), std::move(rackSlots));
    racks_.setTurnRacks({}); // a resumed game's come from its save (SaveSession::restore)
    tableLayout_ = tilerummy::repairedLayout(game().table(), layout);
    marks_.clear();
    if (resumed)
        log_.resumeMatch(*match_);
    else
        log_.beginMatch(match_->setup().rules);
    emit seatsChanged();
    // A resumed game's friends, coming back, get the round's story and its table as it lies.
    emit events_.dealt(resumed ? match_->turns() : std::vector<tilerummy::TurnRecord>{});
    beginTurn();
    emit events_.turnCame();
}

bool GameController::setSeats(const QList<SeatKind>& seats)
{
    if (!seating_.ask(seats))
        return false;
    const QList<SeatKind> perPlayer = seating_.kindsFor(playerCount());
    if (perPlayer == this->seats()) // the same seats for this game
        return true;
    // The AI of the turn may have lost its seat or changed level: it starts
    // over (or not at all). A hint belongs to a person's turn.
    cancelSeatWork();
    board_.stopPlayOut();
    seatPlayers(perPlayer, {}, true); // an AI that keeps its seat keeps its random source where it was
    emit seatsChanged();
    beginTurn();
    return true;
}

// Round r of the match of seed m is dealt from deriveSeed(m, r - 1), as game
// r - 1 of `tilerummy-cli play --seed m` is; its AI seats are seeded from that
// (Seat::make), so that a game between AI seats here plays the same turns.
void GameController::seatPlayers(const QList<SeatKind>& kinds, const QStringList& names, bool keepSeats)
{
    seating_.seat(kinds, names, tilerummy::deriveSeed(seedValue(), roundNumber() - 1), *worker_, keepSeats,
                  host_.hub());
    for (int player = 0; player < seating_.count(); ++player)
        seatTurns_.listen(seating_.at(player));
}

void GameController::cancelSeatWork()
{
    worker_->cancelAll();
    seating_.stopAll();
    seatTurns_.cancel();
    if (phase_ == TurnPhase::ShowingPlay)
        enter(TurnEvent::PlayMade); // it will not be: the seats changed, or the game did
    hint_->cancel();
}

// ---------------------------------------------------------------------------
// Rounds and tables

bool GameController::nextRound()
{
    if (!isRoundOver() || isMatchOver())
        return false;
    if (joined()) { // the host deals: its next round shows now, or as soon as it comes
        joined_.wantNextRound();
        refresh(); // meanwhile the status says so
        return true;
    }
    cancelSeatWork();
    if (!match_->nextRound())
        return false;
    beginRound();
    saves_.autosave();
    return true;
}

void GameController::beginRound()
{
    plan_.clear();
    racks_.reset(playerCount());
    tableLayout_.clear();
    marks_.clear();
    clocks_.deal(game().rules(), playerCount());
    emit events_.dealt({});
    log_.addRound(roundNumber());
    beginTurn();
    emit events_.roundDealt();
}

void GameController::leaveTable()
{
    const bool wasJoined = joined();
    joined_.leave();
    if (wasJoined) // a game here again, with the seats asked for before the table was joined
        start(std::max<int>(MatchOptions::kMinPlayers, static_cast<int>(seating_.asked().size())),
              MatchOptions::randomSeed());
    refresh();
    emit board_.draftChanged();
    seatTurns_.schedule();
}

QString GameController::absenceOf(int player, bool counted) const
{
    return joined() ? joined_.guest()->absence(player) : host_.absence(player, counted);
}

// ---------------------------------------------------------------------------
// What the views read

// The language changed: the seats' own names ("Expert AI") and every text
// read from here are written anew (the log rewrites itself).
void GameController::retranslate()
{
    emit seatsChanged();
    emit gameChanged();
}

// The rack shown is the draft's while its owner moves; between turns, the
// rack of whoever sits at the screen.
void GameController::refreshModels()
{
    emit board_.tilesAboutToMove();
    const int shown = rackPlayer();
    const tilerummy::IdSet fresh = racks_.newTiles(shown);
    if (canPlan()) { // the person's plan on the table as it stands, and their rack without its tiles
        composePlan();
        const tilerummy::TurnDraft& plan = plan_.board();
        board_.rack()->setSlots(plan.rackSlots(), fresh);
        // Marked: while a play is shown, the sets not on the committed table; else the last play's.
        std::vector<bool> marked;
        if (showingPlay()) {
            for (const tilerummy::IdSet& set : plan.table())
                marked.push_back(std::find(game().table().begin(), game().table().end(), set) == game().table().end());
        } else {
            marked = marks_.setsMarked(plan.table(), game().table());
        }
        board_.table()->setSets(plan.table(), plan.setInfo(), plan.layout(), marked);
        return;
    }
    if (shown < 0)
        board_.rack()->setSlots({});
    else if (shown == currentPlayer() && !isRoundOver() && phase_ != TurnPhase::Replaying)
        board_.rack()->setSlots(board_.draft().rackSlots(), fresh);
    else
        board_.rack()->setSlots(slotsOf(shown), fresh);
    // Marks follow the sets while the table is as the last turn left it; a
    // play shown move by move marks the sets it has changed so far.
    const std::vector<tilerummy::DraftSetInfo>& info = board_.draft().setInfo();
    std::vector<bool> marked;
    if (showingPlay()) {
        for (const tilerummy::DraftSetInfo& set : info)
            marked.push_back(set.changed);
    } else {
        marked = marks_.setsMarked(board_.draft().table(), game().table());
    }
    board_.table()->setSets(board_.draft().table(), info, board_.draft().layout(), marked);
}

void GameController::refresh()
{
    refreshModels();
    emit gameChanged();
}
