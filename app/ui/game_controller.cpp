#include "game_controller.h"

#include "language.h"
#include "move_plan.h"
#include "save_game.h"
#include "tile_data.h"
#include "tile_ids.h"
#include "turn_words.h"
#include "verdict_words.h"

#include <QDebug>

#include <algorithm>

using tilerummy::ui::tileMaps;

GameController::GameController(QObject* parent) : TurnBoard(parent), worker_(std::make_unique<AiWorker>())
{
    connect(worker_.get(), &AiWorker::hintReady, &hint_, &HintAssistant::take);
    connect(this, &GameController::gameChanged, this, &TurnBoard::boardChanged);
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, this,
            &GameController::retranslate);
    rejectTimer_.setSingleShot(true);
    connect(&rejectTimer_, &QTimer::timeout, this, [this] {
        rejectedSet_ = -1;
        if (!joined()) {
            commitPlay(rejected_);
            return;
        }
        refresh(); // a joined table: the host's answer (the penalty) comes next
        takeHostMessages();
    });
    connect(this, &GameController::draftChanged, &saves_, &SaveSession::draftChanged);
    connect(this, &GameController::gameChanged, &scoreboard_, [this] { scoreboard_.update(*this); });
    connect(this, &GameController::seatsChanged, &scoreboard_, [this] { scoreboard_.update(*this); });
    connect(&saves_, &SaveSession::resumeOfferedChanged, this, &GameController::scheduleAi);
    connect(&clock_, &TurnClock::expired, this, &GameController::onTimeUp);
    connect(&host_, &TableHost::everyoneSeated, this, &GameController::everyoneSeated);
    connect(&host_, &TableHost::draftReceived, this,
            [this](int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout) {
                if (remoteTurn() && player == currentPlayer() && !commitAfterMoves_)
                    showDraftOf(player, table, layout);
            });
    connect(&guest_, &TableGuest::hostMessage, this, [this](const tilerummy::net::ServerMessage& message) {
        fromHost_.push_back(message);
        takeHostMessages();
    });
    connect(&guest_, &TableGuest::stateChanged, this, [this] {
        refresh();
        emit draftChanged();
    });
    connect(&guest_, &TableGuest::seatsChanged, this, [this] {
        if (!joined())
            return;
        const QStringList given = guest_.seatNames();
        for (int player = 0; player < playerCount(); ++player)
            seating_.setName(player, given.value(player));
        emit seatsChanged();
    });
    connect(&guest_, &TableGuest::moveRefused, this, [this](const QString& reason) {
        if (!awaitingHost_)
            return;
        awaitingHost_ = false; // the turn is the person's again
        refresh();
        emit draftChanged();
        emit moveRefused(reason);
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
// New games and seats

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

void GameController::startMatch(const tilerummy::MatchSetup& setup, const QList<SeatKind>& seats,
                                const QStringList& names)
{
    installMatch(std::make_unique<tilerummy::RecordedMatch>(setup), seats, names, {}, {}, false);
    saves_.autosave();
}

// A new or restored match takes the table: whatever the old one was doing
// stops, the seats, names and racks are set, the log tells where it stands.
void GameController::installMatch(std::unique_ptr<tilerummy::RecordedMatch> match, const QList<SeatKind>& seats,
                                  const QStringList& names, std::vector<std::optional<tilerummy::RackSlots>> rackSlots,
                                  tilerummy::TableLayout layout, bool resumed)
{
    cancelAiWork();
    stopPlayOut();
    match_ = std::move(match);
    fromHost_.clear();
    hostRackCounts_.clear();
    hostRackPoints_.clear();
    nextRoundWanted_ = false;
    if (match_->isJoined()) {
        // A table of another machine: its host plays the others' turns.
        host_.close();
        seating_.seatJoined(seats, names, guest_.seat());
    } else {
        guest_.leave();      // a game here ends the table joined (or being joined)
        seating_.ask(seats); // the seats of the next game too
        // Remote seats: the table opens to the network first (their seats hear their players there).
        host_.openFor(seats, names, match_->setup().rules);
        seatPlayers(seats, names, false); // before the log: its lines name them
    }
    clock_.setTurnSeconds(game().rules().turnSeconds);
    racks_.reset(playerCount(), std::move(rackSlots));
    tableLayout_ = tilerummy::repairedLayout(game().table(), layout);
    marks_.clear();
    if (resumed)
        log_.resumeMatch(*match_);
    else
        log_.beginMatch(match_->setup().rules);
    lastPenalty_.clear();
    emit lastPenaltyChanged();
    emit seatsChanged();
    host_.dealt(game(), roundNumber() - 1, match_->match().totals());
    beginTurn();
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
    cancelAiWork();
    stopPlayOut();
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
    for (int player = 0; player < seating_.count(); ++player) {
        connect(seating_.at(player), &Seat::answered, this, &GameController::onAnswer, Qt::UniqueConnection);
        connect(seating_.at(player), &Seat::answeredTiles, this, &GameController::onAnswerTiles, Qt::UniqueConnection);
    }
}

// ---------------------------------------------------------------------------
// Turns

void GameController::beginTurn()
{
    clock_.stop();
    rejectTimer_.stop();
    rejectedSet_ = -1;
    selection_.clear();
    emit selectionChanged();
    stopPlayOut();
    replaying_ = false;
    commitAfterMoves_ = false;
    hint_.forget();
    awaitingHost_ = false;
    othersDraft_ = false;
    hostPlay_.reset();
    const int player = currentPlayer();
    draft_ = tilerummy::TurnDraft({game().table(), game().rack(player)}, game().initialMeldDone(player), initialMeld(),
                                  tableLayout_, slotsOf(player));
    if (seating_.beginTurn(player, isRoundOver())) // their rack shows: their time runs
        clock_.start(paused_);
    else if ((remoteTurn() && !host_.waiting()) || (joined() && !isRoundOver()))
        clock_.start(paused_); // a friend's turn, timed by the host's clock (a joined table: shown as the host's runs)
    if (!isRoundOver())
        host_.turnBegan(game(), clockMs()); // the friends' screens: whose turn it is, and its time
    refresh();
    emit draftChanged();
    scheduleAi();
}

void GameController::everyoneSeated()
{
    for (int player = 0; player < playerCount(); ++player)
        if (seating_.kinds().value(player) == SeatKind::Remote)
            seating_.setName(player, host_.remoteName(player));
    emit seatsChanged();
    if (remoteTurn())
        clock_.start(paused_);
    if (!isRoundOver())
        host_.turnBegan(game(), clockMs());
    refresh();
    emit draftChanged();
    scheduleAi();
}

void GameController::confirmHandOver()
{
    if (!seating_.confirmHandOver(currentPlayer()))
        return;
    clock_.start(paused_);
    refresh();
    emit draftChanged();
}

bool GameController::canAct() const
{
    return !paused_ && !tableWaits() && isHumanTurn() && seating_.sees(currentPlayer()) && !animating();
}

QString GameController::notNowReason() const
{
    return tr("It is not your turn to move tiles.");
}

void GameController::afterDraftChange()
{
    TurnBoard::afterDraftChange();
    shareDraft();
    emit gameChanged(); // the rack size of the current player shows the draft
    if (showingPlay())
        showMarks(); // the marks grow with the play shown
}

// The friends at a network table see the person's table as it is arranged.
void GameController::shareDraft()
{
    if (!isHumanTurn() || showingPlay())
        return;
    host_.draftShown(currentPlayer(), draft_.table(), draft_.layout());
    if (joined() && !awaitingHost_)
        guest_.sendDraft(draft_.table(), draft_.layout());
}

QList<int> GameController::freshTiles() const
{
    return showingPlay() ? QList<int>{} : TurnBoard::freshTiles();
}

bool GameController::endTurn()
{
    if (!canAct())
        return false;
    const tilerummy::IdPosition& start = draft_.start();
    if (draft_.table() == start.table && draft_.rack().size() == start.rack.size())
        return drawTile();                                                        // nothing played: the rules' draw
    tilerummy::CheckedTurn checked = game().check(draft_.table(), draft_.rack()); // the one turn check
    const tilerummy::TurnVerdict& verdict = checked.verdict;
    if (joined()) {
        // The host's check decides (the same check): its answer is the turn.
        // A wrong set shows meanwhile, as at one screen.
        guest_.sendPlay(draft_.table(), draft_.layout());
        awaitingHost_ = true;
        if (!verdict.legal && verdict.invalidSet >= 0 && moveStepMs() > 0) {
            rejectedSet_ = verdict.invalidSet;
            rejectTimer_.start(std::max(900, moveStepMs() * 3));
        }
        refresh();
        emit draftChanged();
        return true;
    }
    if (!verdict.legal && verdict.invalidSet >= 0 && moveStepMs() > 0) {
        // The wrong set shows for a moment, then everything goes back.
        rejectedSet_ = verdict.invalidSet;
        rejected_ = std::move(checked);
        clock_.stop();
        rejectTimer_.start(std::max(900, moveStepMs() * 3));
        refresh();
        return true;
    }
    commitPlay(checked);
    return true;
}

bool GameController::drawTile()
{
    if (!canAct())
        return false;
    if (joined()) { // the host deals the tile: its answer is the turn (takeOwnTurnBack)
        guest_.sendDraw();
        awaitingHost_ = true;
        refresh();
        emit draftChanged();
        return true;
    }
    // The tiles laid this turn go back where they stood; the rest of the rack
    // stays as the player arranged it.
    tilerummy::RackSlots kept = draft_.rackSlots();
    kept.putBack(draft_.placedFromRack(), draft_.startSlots());
    racks_.keep(currentPlayer(), kept);
    finishTurn(match_->drawOrPass());
    return true;
}

void GameController::commitPlay(const tilerummy::CheckedTurn& turn)
{
    const int player = currentPlayer();
    const tilerummy::TableLayout layoutBefore = draft_.startLayout();
    tilerummy::RackSlots kept = draft_.rackSlots();
    const tilerummy::TurnRecord record = match_->play(turn);
    if (record.action == tilerummy::TurnAction::Penalty) {
        // The table as it was; the tiles laid go back, the rest of the rack as arranged.
        kept.putBack(draft_.placedFromRack(), draft_.startSlots());
    } else {
        tableLayout_ = layoutAsShown(turn.table);
    }
    racks_.keep(player, kept);
    finishTurn(record, layoutBefore);
}

void GameController::onTimeUp()
{
    if (joined())
        return; // the host's clock: its message ends the turn
    if (remoteTurn() && !animating() && !commitAfterMoves_) {
        // A friend's time ran out (their play, if it came, would be showing).
        seating_.at(currentPlayer())->stop();
        heldAnswer_.reset();
        finishTurn(match_->timeOut());
        return;
    }
    if (!isHumanTurn() || seating_.handOverPending())
        return;
    stopPlayOut();
    finishTurn(match_->timeOut());
}

bool GameController::remoteTurn() const
{
    return !joined() && !isRoundOver() && seating_.kinds().value(currentPlayer()) == SeatKind::Remote;
}

bool GameController::tableWaits() const
{
    return host_.waiting() || (guest_.isActive() && (guest_.waiting() || !joined())) ||
           (joined() && !guest_.isActive()) || awaitingHost_;
}

int GameController::clockMs() const
{
    return clock_.turnSeconds() > 0 ? clock_.secondsLeft() * 1000 : -1;
}

void GameController::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    clock_.setPaused(paused);
    refresh();
    emit draftChanged();
    if (!paused) {
        scheduleAi();
        takeHostMessages();
    }
}

void GameController::finishTurn(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layoutBefore)
{
    clock_.stop();
    hint_.cancel(); // a hint belongs to the turn that ended
    stopPlayOut();
    log_.addTurn(static_cast<int>(match_->turns().size()), record,
                 record.action == tilerummy::TurnAction::Play ? tilerummy::readingOrder(tableLayout_)
                                                              : std::vector<int>{});
    racks_.setNewTiles(record.player, record.drawn);
    marks_.markTurn(record, layoutBefore); // another seat's play stays marked until the person moves
    const bool penalty = record.action == tilerummy::TurnAction::Penalty;
    if (penalty) {
        lastPenalty_ = {
            {QStringLiteral("player"), record.player},
            {QStringLiteral("name"), playerName(record.player)},
            {QStringLiteral("reason"), tilerummy::ui::describePenaltyReason(record)},
            {QStringLiteral("timeOut"), record.fault.kind == tilerummy::TurnFault::Kind::TimeOut},
            {QStringLiteral("invalidSet"), record.invalidSet},
            {QStringLiteral("tiles"), tileMaps(record.drawn)},
            {QStringLiteral("human"), atThisScreen(record.player)},
        };
    }
    host_.turnPlayed(game(), record, tableLayout_);
    const bool roundOver = isRoundOver();
    if (roundOver) {
        log_.addRoundEnd(game());
        host_.roundEnded(game(), match_->match().totals(), isMatchOver());
    }
    // The next turn is set up (draft, models, whose rack) before the signals:
    // what their receivers read is the game after this turn, not a mix.
    beginTurn();
    if (penalty) {
        emit lastPenaltyChanged();
        emit penaltyGiven(record.player, lastPenalty_.value(QStringLiteral("reason")).toString(),
                          static_cast<int>(record.drawn.size()));
    }
    emit turnEnded(record.player, QString::fromStdString(tilerummy::turnActionName(record.action)));
    if (roundOver)
        emit roundEnded();
    if (roundOver && isMatchOver())
        saves_.keepFinishedGame();
    saves_.autosave();
}

bool GameController::nextRound()
{
    if (!isRoundOver() || isMatchOver())
        return false;
    if (joined()) { // the host deals: its next round shows now, or as soon as it comes
        nextRoundWanted_ = true;
        refresh(); // meanwhile the status says so
        takeHostMessages();
        return true;
    }
    cancelAiWork();
    if (!match_->nextRound())
        return false;
    racks_.reset(playerCount());
    tableLayout_.clear();
    marks_.clear();
    lastPenalty_.clear();
    emit lastPenaltyChanged();
    log_.addRound(roundNumber());
    host_.dealt(game(), roundNumber() - 1, match_->match().totals());
    beginTurn();
    saves_.autosave();
    return true;
}

tilerummy::RackSlots GameController::slotsOf(int player) const
{
    return racks_.slotsOf(player, game().rack(player));
}

bool GameController::canReplayLastTurn() const
{
    return marks_.any() && canAct() && !replaying_ && draft_.table() == game().table() &&
           draft_.table() == marks_.lastPlay().after.table;
}

bool GameController::replayLastTurn()
{
    if (!canReplayLastTurn())
        return false;
    // The table as it was, with that player's rack on the draft (the rack on
    // screen stays the person's: refreshModels), then the play's drags.
    replaying_ = true;
    const tilerummy::TurnRecord& play = marks_.lastPlay();
    draft_ = tilerummy::TurnDraft(play.before, true, initialMeld(), marks_.layoutBefore());
    const tilerummy::IdPosition aligned{tilerummy::alignedTable(play.before.table, play.after.table), play.after.rack};
    TurnBoard::playOut(tilerummy::planMoves(draft_.position(), aligned));
    showMarks();
    return true;
}

void GameController::showMarks()
{
    if (showingPlay())
        marks_.showPlay(TurnBoard::freshTiles(), movingPlayer());
    else
        marks_.showLast();
}

// ---------------------------------------------------------------------------
// AI turns and hints

void GameController::cancelAiWork()
{
    worker_->cancelAll();
    seating_.stopAll();
    heldAnswer_.reset();
    commitAfterMoves_ = false;
    hint_.cancel();
    updateAiThinking();
}

// Queued rather than started at once: a game dealt and re-seated in one go
// (main.cpp, QML) starts one job, not one per step, and the next seat's turn
// starts after the views have seen the last one.
void GameController::scheduleAi()
{
    if (!seatTurnPending_ && !isRoundOver() && !atThisScreen(currentPlayer())) {
        seatTurnPending_ = true;
        QMetaObject::invokeMethod(this, &GameController::startSeatTurn, Qt::QueuedConnection);
    }
    updateAiThinking();
}

// The seat to move is asked for its turn (a person at this screen is not:
// they play it on the board).
void GameController::startSeatTurn()
{
    seatTurnPending_ = false;
    if (saves_.resumeOffered() || paused_ || tableWaits()) { // the game on the table waits
        updateAiThinking();
        return;
    }
    // What came back, or was shown, while the game was paused goes on now.
    if (heldAnswer_) {
        const Answer answer = std::move(*heldAnswer_);
        heldAnswer_.reset();
        playAnswer(answer.turn, answer.play, answer.tiles);
        return;
    }
    if (commitAfterMoves_ && !animating()) {
        playOutFinished();
        return;
    }
    const int player = currentPlayer();
    Seat* seat = seating_.at(player);
    if (seat && !seat->deciding() && !animating() && !isRoundOver() && !seat->atThisScreen())
        seat->takeTurn(tilerummy::viewOf(game(), player), turnNumber(), aiMinimumThinkMs_);
    updateAiThinking();
}

void GameController::onAnswer(int turn, const std::optional<tilerummy::Table>& play)
{
    if (paused_) { // the game waits: the answer is played when it goes on (startSeatTurn)
        heldAnswer_ = Answer{turn, play, std::nullopt};
        updateAiThinking();
        return;
    }
    playAnswer(turn, play);
}

void GameController::onAnswerTiles(int turn, const tilerummy::IdTable& table)
{
    if (paused_) {
        heldAnswer_ = Answer{turn, std::nullopt, table};
        updateAiThinking();
        return;
    }
    playAnswer(turn, std::nullopt, table);
}

// A seat's decision for turn `turn` is played, if that turn is still on: an
// AI's table of faces (placed on the tiles by assignIds), or the very tiles a
// remote player moved (checked by the turn check like a person's).
void GameController::playAnswer(int turn, const std::optional<tilerummy::Table>& play,
                                const std::optional<tilerummy::IdTable>& tiles)
{
    const int player = currentPlayer();
    if (isRoundOver() || turnNumber() != turn || atThisScreen(player)) {
        scheduleAi();
        return;
    }
    if (tiles) {
        updateAiThinking();
        playOut({*tiles, tilerummy::rackAfterTable(game().table(), game().rack(player), *tiles)}, true);
        return;
    }
    if (play) {
        std::string why;
        const std::optional<tilerummy::IdPosition> ids =
            tilerummy::assignIds({game().table(), game().rack(player)}, *play, &why);
        if (ids) {
            updateAiThinking();
            playOut(*ids, true);
            return;
        }
        ++aiFaults_;
        qWarning("GameController: the seat's play could not be placed (seed %llu, turn %d): %s; it draws",
                 static_cast<unsigned long long>(seedValue()), turn, why.c_str());
    }
    finishTurn(match_->drawOrPass());
}

// Lays out a play on the draft as the drags a person would make, one per
// animation step (all at once when the step is 0), then commits it (an AI's
// play) or leaves it on the draft for the player (a hint).
void GameController::playOut(const tilerummy::IdPosition& after, bool commitAtEnd, const tilerummy::TableLayout& layout)
{
    // The play's sets in the table's order, so that no set moves but those it changes.
    const tilerummy::IdPosition aligned{tilerummy::alignedTable(draft_.table(), after.table), after.rack};
    // Tiles another player shows taking back to their rack (a table mid-turn) go there first.
    tilerummy::IdSet back;
    for (const tilerummy::IdSet& set : draft_.table())
        for (tilerummy::TileId id : set)
            if (std::find(after.rack.begin(), after.rack.end(), id) != after.rack.end())
                back.push_back(id);
    std::vector<tilerummy::DraftMove> moves;
    tilerummy::TurnDraft fromHere = draft_;
    if (!back.empty()) {
        moves.push_back({back, tilerummy::DraftTarget::rack()});
        fromHere.apply(moves.back(), nullptr, tilerummy::LayoutRule::KeepOthers);
    }
    const std::vector<tilerummy::DraftMove> rest = tilerummy::planMoves(fromHere.position(), aligned);
    moves.insert(moves.end(), rest.begin(), rest.end());
    // Another screen's layout: each new set flies to its cell there, and at
    // the end every set lies where it lies on that screen.
    layoutShown_.clear();
    if (!layout.empty() && layout.size() == after.table.size()) {
        for (const tilerummy::IdSet& set : aligned.table) {
            const auto it = std::find(after.table.begin(), after.table.end(), set);
            layoutShown_.push_back(layout[static_cast<std::size_t>(it - after.table.begin())]);
        }
        for (tilerummy::DraftMove& move : moves) {
            if (move.target.kind != tilerummy::DraftTarget::Kind::NewSet || move.tiles.empty())
                continue;
            for (std::size_t s = 0; s < aligned.table.size(); ++s) {
                const tilerummy::IdSet& set = aligned.table[s];
                const auto at = std::find(set.begin(), set.end(), move.tiles.front());
                if (at == set.end())
                    continue;
                const tilerummy::TableCell cell{layoutShown_[s].row,
                                                layoutShown_[s].column + static_cast<int>(at - set.begin())};
                if (cell.isValid())
                    move.target.cell = cell;
                break;
            }
        }
    }
    // (No moves at all: the table shows the play already, e.g. a friend's last table mid-turn.)
    if (moves.empty() && commitAtEnd && aligned.table != draft_.table()) {
        ++aiFaults_; // never expected: the plan covers every legal play
        qWarning("GameController: no moves lead to the AI's play (seed %llu); it is committed as it is",
                 static_cast<unsigned long long>(seedValue()));
        commitPlay(game().check(aligned.table, aligned.rack));
        return;
    }
    commitAfterMoves_ = commitAtEnd;
    playShown_ = after;
    // Another seat's play (or table mid-turn): the marks of the turn before
    // go as it starts (in a frame of their own), and its own grow with it.
    if (commitAtEnd || othersDraft_)
        marks_.clear();
    TurnBoard::playOut(moves);
}

// Each set of a committed table where the draft shows it (a play shown in
// its own set order too).
tilerummy::TableLayout GameController::layoutAsShown(const tilerummy::IdTable& table) const
{
    return table == draft_.table() ? draft_.layout() : tilerummy::followLayout(draft_.table(), draft_.layout(), table);
}

void GameController::playOutFinished()
{
    if (!layoutShown_.empty()) { // the sets where the other screen has them
        if (tilerummy::layoutFits(draft_.table(), layoutShown_))
            draft_.arrange(draft_.table(), layoutShown_, draft_.rackSlots());
        layoutShown_.clear();
    }
    if (replaying_) {
        // The person's turn as it was: the table after the play, their rack.
        replaying_ = false;
        const int player = currentPlayer();
        draft_ = tilerummy::TurnDraft({game().table(), game().rack(player)}, game().initialMeldDone(player),
                                      initialMeld(), tableLayout_, slotsOf(player));
        refresh();
        emit draftChanged();
        showMarks();
        return;
    }
    if (commitAfterMoves_ && hostPlay_) { // a joined table: the play shown is made as the host said
        const tilerummy::HostTurn turn = std::move(*hostPlay_);
        hostPlay_.reset();
        commitAfterMoves_ = false;
        othersDraft_ = false;
        const tilerummy::TableLayout layoutBefore = draft_.startLayout();
        tableLayout_ = layoutAsShown(turn.table);
        applyHostTurn(turn, layoutBefore);
        showMarks();
        takeHostMessages();
        return;
    }
    if (commitAfterMoves_) {
        if (!atThisScreen(currentPlayer()) && !isRoundOver()) {
            if (paused_) // the turn ends when the game goes on (startSeatTurn)
                return;
            commitAfterMoves_ = false;
            // The sets in the AI's order (as self-play commits them); each keeps the cell it was shown at.
            commitPlay(game().check(playShown_.table, playShown_.rack));
            showMarks(); // the play shown is over (showingPlay)
            return;
        }
        commitAfterMoves_ = false;
        showMarks();
    }
    shareDraft(); // a hint laid at once (no step of its own went out)
    refresh();
    emit draftChanged();
    takeHostMessages();
}

void GameController::showHint(const tilerummy::IdPosition& play)
{
    draft_.reset(); // the hint starts from the table as the turn found it
    // The rack keeps the player's order, less the tiles the hint lays.
    tilerummy::IdSet rack;
    for (tilerummy::TileId id : draft_.rack()) {
        if (std::find(play.rack.begin(), play.rack.end(), id) != play.rack.end())
            rack.push_back(id);
    }
    playOut({play.table, rack}, false);
}

void GameController::takeBackTo(const tilerummy::IdPosition& position)
{
    stopPlayOut();
    // The hint's moves (and the reset before them) come off the undo stack.
    while (draft_.position() != position && draft_.canUndo())
        draft_.undo();
    afterDraftChange();
}

// The player moves on from a hint on the table: it is theirs now.
void GameController::playerEdited()
{
    hint_.forget();
    // The person moved: last turn's marks and the new tiles' highlight go.
    const bool marked = racks_.clearNewTiles(currentPlayer()) || marks_.any();
    marks_.clear();
    if (marked)
        refreshModels();
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
    bool thinking = false;
    if (match_ && !isRoundOver()) { // a new game's seats may not be made yet
        const Seat* seat = seating_.at(currentPlayer());
        thinking = seat && !seat->atThisScreen() && (seat->deciding() || seatTurnPending_ || heldAnswer_.has_value());
    }
    if (thinking == aiThinking_)
        return;
    aiThinking_ = thinking;
    emit aiThinkingChanged();
}

// ---------------------------------------------------------------------------
// What the views read

QString GameController::playerName(int player) const
{
    const QStringList all = names();
    if (player >= 0 && player < all.size())
        return all.at(player);
    return MatchOptions::defaultName(SeatKind::Person, player);
}

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
    emit tilesAboutToMove();
    const int shown = rackPlayer();
    const tilerummy::IdSet fresh = racks_.newTiles(shown);
    if (shown < 0)
        rack_.setSlots({});
    else if (replaying_)
        rack_.setSlots(slotsOf(shown), fresh);
    else if (shown == currentPlayer() && !isRoundOver())
        rack_.setSlots(draft_.rackSlots(), fresh);
    else
        rack_.setSlots(slotsOf(shown), fresh);
    // Marks follow the sets while the table is as the last turn left it; a
    // play shown move by move marks the sets it has changed so far.
    const std::vector<tilerummy::DraftSetInfo> info = draft_.setInfo();
    std::vector<bool> marked;
    if (showingPlay()) {
        for (const tilerummy::DraftSetInfo& set : info)
            marked.push_back(set.changed);
    } else {
        marked = marks_.setsMarked(draft_.table(), game().table());
    }
    table_.setSets(draft_.table(), info, draft_.layout(), marked);
}

void GameController::refresh()
{
    refreshModels();
    emit gameChanged();
}
