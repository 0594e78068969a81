// GameController (game_controller.h): the turns of others shown on the board
// move by move, then made: a seat's answer (SeatTurns), another player's table
// mid-turn, a joined table's turns as the host tells them (JoinedTable); the
// last play shown again; a hint laid out; a saved turn in progress put back.
#include "session/game_controller.h"

#include "tile_id_set.h"
#include "tile_ids.h"

#include <QDebug>

#include <algorithm>

// A seat's decision for turn `turn` is played, if that turn is still on: an
// AI's table of faces (placed on the tiles by assignIds), or the very tiles a
// remote player moved (checked by the turn check like a person's).
void GameController::playAnswer(const SeatAnswer& answer)
{
    const int player = currentPlayer();
    if (isRoundOver() || turnNumber() != answer.turn || (atThisScreen(player) && !bankOut_)) {
        seatTurns_.schedule();
        return;
    }
    if (answer.tiles) {
        seatTurns_.update();
        showPlay({*answer.tiles, tilerummy::rackAfterTable(game().table(), game().rack(player), *answer.tiles)}, true);
        return;
    }
    if (answer.play) {
        std::string why;
        const std::optional<tilerummy::IdPosition> ids =
            tilerummy::assignIds({game().table(), game().rack(player)}, *answer.play, &why);
        if (ids) {
            seatTurns_.update();
            showPlay(*ids, true);
            return;
        }
        ++aiFaults_;
        qWarning("GameController: the seat's play could not be placed (seed %llu, turn %d): %s; it draws",
                 static_cast<unsigned long long>(seedValue()), answer.turn, why.c_str());
    }
    finishTurn(match_->drawOrPass());
}

// Lays a play out on the draft as the drags a person would make, one per
// animation step (all at once when the step is 0), then makes it
// (`makeAtEnd`: a seat's play) or leaves it on the draft (a hint, a table mid-turn).
void GameController::showPlay(const tilerummy::IdPosition& after, bool makeAtEnd, const tilerummy::TableLayout& layout)
{
    const std::vector<tilerummy::DraftMove> moves = shown_.show(board_.draft(), after, layout);
    // (No moves at all: the table shows the play already, e.g. a friend's last table mid-turn.)
    if (moves.empty() && makeAtEnd && shown_.aligned() != board_.draft().table()) {
        ++aiFaults_; // never expected: the plan covers every legal play
        qWarning("GameController: no moves lead to the AI's play (seed %llu); it is committed as it is",
                 static_cast<unsigned long long>(seedValue()));
        commitPlay(game().check(shown_.aligned(), after.rack));
        return;
    }
    if (makeAtEnd)
        enter(TurnEvent::PlayShown);
    // Another seat's play (or table mid-turn): the marks of the turn before
    // go as it starts (in a frame of their own), and its own grow with it.
    if (makeAtEnd || phase_ == TurnPhase::ShowingDraft)
        marks_.clear();
    board_.playOut(moves);
}

// Each set of a committed table where the draft shows it (a play shown in
// its own set order too).
tilerummy::TableLayout GameController::layoutAsShown(const tilerummy::IdTable& table) const
{
    return table == board_.draft().table()
               ? board_.draft().layout()
               : tilerummy::followLayout(board_.draft().table(), board_.draft().layout(), table);
}

// The last drag was shown: what follows depends on what was shown.
void GameController::playOutFinished()
{
    shown_.arrangeAtEnd(&board_.draft());
    switch (phase_) {
    case TurnPhase::Replaying: {
        // The person's turn as it was: the table after the play, their rack.
        enter(TurnEvent::ReplayOver);
        const int player = currentPlayer();
        board_.draft() = freshDraft(player);
        refresh();
        emit board_.draftChanged();
        showMarks();
        return;
    }
    case TurnPhase::ShowingPlay:
        if (std::optional<tilerummy::HostTurn> turn = shown_.takeHostTurn()) {
            // A joined table: the play shown is made as the host said.
            enter(TurnEvent::PlayMade);
            const tilerummy::TableLayout layoutBefore = board_.draft().startLayout();
            tableLayout_ = layoutAsShown(turn->table);
            board_.stopPlayOut();
            std::string why;
            if (const std::optional<tilerummy::TurnRecord> record = match_->applyHostTurn(*turn, &why))
                finishTurn(*record, layoutBefore);
            else
                joined_.distrust(why);
            showMarks();
            emit events_.boardFree();
            return;
        }
        // Another seat's play, or the AI's for a person whose time bank ran out: made.
        if ((!atThisScreen(currentPlayer()) || bankOut_) && !isRoundOver()) {
            if (paused_) { // made when the game goes on (SeatTurns asks again)
                seatTurns_.holdShownPlay();
                return;
            }
            enter(TurnEvent::PlayMade);
            // The sets in the seat's order (as self-play commits them); each keeps the cell it was shown at.
            commitPlay(game().check(shown_.play().table, shown_.play().rack));
            showMarks(); // the play shown is over (showingPlay)
            return;
        }
        enter(TurnEvent::PlayMade);
        showMarks();
        break;
    case TurnPhase::Open:
    case TurnPhase::ShowingDraft:
    case TurnPhase::AwaitingHost:
        break;
    }
    shareDraft(); // a hint laid at once (no step of its own went out)
    refresh();
    emit board_.draftChanged();
    emit events_.boardFree();
}

bool GameController::finishShownPlay()
{
    if (phase_ != TurnPhase::ShowingPlay || animating())
        return false;
    playOutFinished();
    return true;
}

bool GameController::canReplayLastTurn() const
{
    return marks_.any() && canAct() && board_.draft().table() == game().table() &&
           board_.draft().table() == marks_.lastPlay().after.table;
}

bool GameController::replayLastTurn()
{
    if (!canReplayLastTurn())
        return false;
    // The table as it was, with that player's rack on the draft (the rack on
    // screen stays the person's: refreshModels), then the play's drags.
    enter(TurnEvent::ReplayBegan);
    const std::vector<tilerummy::DraftMove> moves =
        shown_.replay(marks_.lastPlay(), marks_.layoutBefore(), initialMeld(), &board_.draft());
    board_.playOut(moves);
    showMarks();
    return true;
}

void GameController::showMarks()
{
    if (showingPlay())
        marks_.showPlay(tilerummy::ui::toList(board_.draft().placedFromRack()), movingPlayer());
    else
        marks_.showLast();
}

void GameController::showHint(const tilerummy::IdPosition& play)
{
    // The hint starts from the table as the turn found it, and from the
    // player's rack as they arranged it: the tiles they had laid go back to
    // where they stood (or the first free slots), the others stay put.
    tilerummy::RackSlots arranged = board_.draft().rackSlots();
    arranged.putBack(board_.draft().placedFromRack(), board_.draft().startSlots());
    board_.draft().reset();
    board_.draft().arrange(board_.draft().table(), board_.draft().layout(), arranged);
    // The rack keeps the player's order, less the tiles the hint lays.
    tilerummy::IdSet rack;
    for (tilerummy::TileId id : board_.draft().rack()) {
        if (std::find(play.rack.begin(), play.rack.end(), id) != play.rack.end())
            rack.push_back(id);
    }
    showPlay({play.table, rack}, false);
}

void GameController::takeBackTo(const tilerummy::IdPosition& position)
{
    board_.stopPlayOut();
    // The hint's moves (and the reset before them) come off the undo stack.
    while (board_.draft().position() != position && board_.draft().canUndo())
        board_.draft().undo();
    board_.afterDraftChange();
}

// The player moves on from a hint on the table: it is theirs now.
void GameController::playerEdited()
{
    hint_->forget();
    // The person moved: last turn's marks and the new tiles' highlight go
    // (the models follow at once: afterDraftChange).
    racks_.clearNewTiles(currentPlayer());
    marks_.clear();
}

void GameController::resumeDraft(const tilerummy::IdTable& table, const tilerummy::TableLayout& layout,
                                 const tilerummy::RackSlots& rack)
{
    if (board_.draft().arrange(table, layout, rack))
        board_.afterDraftChange();
}

void GameController::resumeDraft(const tilerummy::DraftArrangement& draft,
                                 const std::vector<tilerummy::DraftArrangement>& undo,
                                 const std::vector<tilerummy::DraftArrangement>& redo)
{
    if ((!undo.empty() || !redo.empty()) && board_.draft().resume(undo, draft, redo))
        board_.afterDraftChange();
    else
        resumeDraft(draft.position.table, draft.layout, draft.rack);
}

// A resumed game shows what the last turn left marked, as it was on quitting:
// each seat's tiles drawn at its last turn, and the last play's tiles and sets;
// not what the person to play had moved since (`moved`: a turn in progress).
// Where the sets lay before that play is not saved: they are followed back
// from the table's cells, so that "Last turn" shows untouched sets in place.
void GameController::remarkAfterResume(bool moved)
{
    const std::vector<tilerummy::TurnRecord>& turns = match_->turns();
    if (turns.empty() || isRoundOver())
        return;
    std::vector<bool> seen(static_cast<std::size_t>(playerCount()), false);
    for (auto record = turns.rbegin(); record != turns.rend(); ++record) {
        const std::size_t seat = static_cast<std::size_t>(record->player);
        if (seat < seen.size() && !seen[seat] && !(moved && record->player == currentPlayer()))
            racks_.setNewTiles(record->player, record->drawn); // the seat's latest turn
        if (seat < seen.size())
            seen[seat] = true;
    }
    if (!moved) {
        const tilerummy::TurnRecord& last = turns.back();
        marks_.markTurn(last, tilerummy::followLayout(last.after.table, tableLayout_, last.before.table));
    }
    refresh();
}

// ---------------------------------------------------------------------------
// A joined table: the game as the host tells it

void GameController::takeHostMatch(const JoinedMatch& match)
{
    installMatch(tilerummy::RecordedMatch::joined(match.setup, match.mirror, match.round, match.totals), match.seats,
                 match.names, match.racks, match.layout, false);
}

void GameController::takeHostRound(tilerummy::Game mirror, int round, const std::vector<int>& totals,
                                   const tilerummy::TableLayout& layout)
{
    const bool next = round > roundNumber();
    if (!next) // the seat taken back: the same round as the host has it now
        board_.stopPlayOut();
    match_->dealAsHostSays(std::move(mirror), round, totals);
    if (next) {
        beginRound();
        return;
    }
    tableLayout_ = tilerummy::repairedLayout(game().table(), layout.empty() ? tableLayout_ : layout);
    beginTurn();
}

// The table of the player whose turn it is, as they arrange it on their
// screen (a friend at a table this game hosts, or anyone at a joined one).
void GameController::showDraftOf(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout)
{
    if (player != currentPlayer() || isRoundOver() || atThisScreen(player) || phase_ == TurnPhase::ShowingPlay ||
        !holdShownTiles(player, table))
        return;
    enter(TurnEvent::DraftShown);
    showPlay({table, tilerummy::rackAfterTable(game().table(), game().rack(player), table)}, false, layout);
}

// Another player's play at a joined table: shown move by move from the table
// as it is now, then made as the host said (playOutFinished).
void GameController::showHostPlay(const tilerummy::HostTurn& turn, const tilerummy::TableLayout& layout)
{
    if (!holdShownTiles(turn.player, turn.table))
        return;
    const tilerummy::IdPosition after{turn.table,
                                      tilerummy::rackAfterTable(game().table(), game().rack(turn.player), turn.table)};
    shown_.clear();
    const std::vector<tilerummy::DraftMove> moves = shown_.show(board_.draft(), after, layout, turn);
    enter(TurnEvent::PlayShown);
    marks_.clear();
    board_.playOut(moves);
}

// A turn as the host made it: the person's own (the answer to their end of
// turn, or their time ran out), or another player's draw, pass or penalty.
void GameController::takeHostTurn(const tilerummy::HostTurn& turn)
{
    const tilerummy::TableLayout layoutBefore = board_.draft().startLayout();
    if (atThisScreen(turn.player))
        settleOwnTurn(turn.action, turn.table);
    board_.stopPlayOut();
    std::string why;
    const std::optional<tilerummy::TurnRecord> record = match_->applyHostTurn(turn, &why);
    if (!record) {
        joined_.distrust(why);
        return;
    }
    finishTurn(*record, layoutBefore);
}

void GameController::takeHostRoundEnd(const tilerummy::net::GameEnded& end)
{
    match_->endRoundAsHostSays(end.reason, end.winner, end.scores, end.totals);
    stopClock();
    log_.addRoundEnd(game());
    beginTurn();
    emit roundEnded();
}

void GameController::takeHostMatchEnd()
{
    match_->endMatchAsHostSays();
    refresh();
}

void GameController::sentToHost()
{
    enter(TurnEvent::SentToHost);
    refresh();
    emit board_.draftChanged();
}

void GameController::hostRefused(const QString& reason)
{
    if (phase_ != TurnPhase::AwaitingHost)
        return;
    enter(TurnEvent::HostRefused); // the turn is the person's again
    refresh();
    emit board_.draftChanged();
    emit board_.moveRefused(reason);
}

// A joined table: the tiles the player shows are put into their rack on the
// copy (with those they showed before), and the draft starts again from it,
// with the table as it shows now.
bool GameController::holdShownTiles(int player, const tilerummy::IdTable& table)
{
    if (!joined())
        return true;
    tilerummy::TileIdSet seen(game().table()); // on the table, or shown already
    tilerummy::IdSet shown;
    for (const tilerummy::IdTable* t : {&board_.draft().table(), &table})
        for (const tilerummy::IdSet& set : *t)
            for (tilerummy::TileId id : set)
                if (seen.insert(id))
                    shown.push_back(id);
    const tilerummy::IdTable now = board_.draft().table();
    const tilerummy::TableLayout layout = board_.draft().layout();
    if (!match_->holdInRack(player, shown)) {
        joined_.distrust("a player shows tiles they cannot hold");
        return false;
    }
    board_.draft() = freshDraft(player);
    if (now != game().table())
        board_.draft().arrange(
            now, layout,
            tilerummy::RackSlots::dealt(tilerummy::rackAfterTable(game().table(), game().rack(player), now)));
    return true;
}
