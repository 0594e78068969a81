// GameController (game_controller.h): a turn from its beginning to its end:
// the person's moves shared with the table's friends, their end of turn or
// draw (checked here, or sent to the host of a joined table), the turn clock,
// the pause, and each turn finished (logged, marked, told to the friends,
// autosaved) before the next one begins.
#include "session/game_controller.h"

#include "words/tile_data.h"
#include "words/turn_words.h"
#include "words/verdict_words.h"

#include <algorithm>

void GameController::beginTurn()
{
    stopClock();
    bankOut_ = false;
    rejectTimer_.stop();
    board_.showRejected(-1);
    board_.clearSelectionQuietly();
    emit board_.selectionChanged();
    board_.stopPlayOut();
    enter(TurnEvent::TurnBegan);
    shown_.clear();
    hint_->forget();
    hint_->turnBegan();
    verdict_.forget();
    const int player = currentPlayer();
    board_.draft() = freshDraft(player);
    takePlan();
    if (seating_.beginTurn(player, isRoundOver())) // their rack shows: their time runs
        startClock();
    else if ((remoteTurn() && !host_.waiting()) || (joined() && !isRoundOver()))
        startClock(); // a friend's turn, timed by the host's clock (a joined table: shown as the host's runs)
    if (!isRoundOver())
        emit events_.turnBegan(clockMs()); // the friends' screens: whose turn it is, and its time
    refresh();
    emit board_.draftChanged();
    seatTurns_.schedule();
}

tilerummy::TurnDraft GameController::freshDraft(int player) const
{
    return tilerummy::TurnDraft({game().table(), game().rack(player)}, game().initialMeldDone(player), initialMeld(),
                                tableLayout_, slotsOf(player));
}

void GameController::everyoneSeated()
{
    for (int player = 0; player < playerCount(); ++player)
        if (seating_.kinds().value(player) == SeatKind::Remote)
            seating_.setName(player, host_.remoteName(player));
    emit seatsChanged();
    if (remoteTurn())
        startClock();
    if (!isRoundOver())
        emit events_.turnBegan(clockMs());
    refresh();
    emit board_.draftChanged();
    seatTurns_.schedule();
}

void GameController::confirmHandOver()
{
    if (!seating_.confirmHandOver(currentPlayer()))
        return;
    startClock();
    refresh();
    emit board_.draftChanged();
    emit events_.turnCame();
}

bool GameController::canArrangeRack() const
{
    if (!hasMatch() || isRoundOver())
        return false;
    const int shown = rackPlayer();
    return shown >= 0 && shown != currentPlayer();
}

bool GameController::arrangeRack(const std::function<bool(tilerummy::RackSlots&)>& change)
{
    if (canAct() || !canArrangeRack())
        return false;
    const int shown = rackPlayer();
    const tilerummy::RackSlots before = slotsOf(shown);
    tilerummy::RackSlots rack = before;
    if (!change(rack) || rack == before)
        return false;
    racks_.keep(shown, rack);
    if (canPlan()) { // the plan's tiles stay on the table
        refreshModels();
        return true;
    }
    emit board_.tilesAboutToMove();
    board_.rack()->setSlots(rack, racks_.newTiles(shown));
    return true;
}

bool GameController::canAct() const
{
    return !bankOut_ && // the AI plays the turn whose time bank ran out
           personMayAct({phase_, isHumanTurn(), seating_.sees(currentPlayer()), paused_, tableWaits(), animating()});
}

void GameController::draftFollowed()
{
    shareDraft();
    if (showingPlay())
        showMarks(); // the marks grow with the play shown
}

// The friends at a network table see the person's table as it is arranged,
// but not a hint while it waits to be kept or taken back: only what the
// player does goes out (a hint shows what their rack holds).
void GameController::shareDraft()
{
    if (!isHumanTurn() || showingPlay() || hint_->pending())
        return;
    emit events_.draftShown(currentPlayer(), board_.draft().table(), board_.draft().layout());
}

int GameController::movingPlayer() const
{
    return phase_ == TurnPhase::Replaying ? marks_.lastPlay().player : currentPlayer();
}

bool GameController::nothingPlayed() const
{
    const tilerummy::IdPosition& start = board_.draft().start();
    return board_.draft().table() == start.table && board_.draft().rack().size() == start.rack.size();
}

void GameController::judgeDraft()
{
    verdict_.update(hasMatch() ? &game() : nullptr, board_.draft(), hasMatch() && canAct() && !nothingPlayed());
}

bool GameController::endTurn()
{
    if (!canAct())
        return false;
    if (nothingPlayed())
        return drawTile(); // nothing played: the rules' draw
    tilerummy::CheckedTurn checked =
        verdict_.check(game(), board_.draft().table(), board_.draft().rack()); // the one turn check, kept
    const tilerummy::TurnVerdict& verdict = checked.verdict;
    const bool showWrongSet = !verdict.legal && verdict.invalidSet >= 0 && board_.moveStepMs() > 0;
    if (showWrongSet) { // the wrong set shows for a moment, then everything goes back
        board_.showRejected(verdict.invalidSet);
        rejectTimer_.start(std::max(900, board_.moveStepMs() * 3));
    }
    if (joined()) { // the host's check decides (the same check): its answer is the turn
        joined_.sendPlay(board_.draft().table(), board_.draft().layout(), verdict.fault);
        sentToHost();
    } else if (showWrongSet) { // made when the wrong set has shown
        rejected_ = std::move(checked);
        stopClock();
        refresh();
    } else {
        commitPlay(checked);
    }
    return true;
}

bool GameController::drawTile()
{
    if (!canAct())
        return false;
    if (joined()) { // the host deals the tile: its answer is the turn (takeHostTurn)
        joined_.sendDraw();
        sentToHost();
        return true;
    }
    settleOwnTurn(tilerummy::TurnAction::Draw, {});
    finishTurn(match_->drawOrPass());
    return true;
}

// The person's turn ends as `action`: the rack as they arranged it stays; the
// tiles laid go back where they stood unless the play stands.
void GameController::settleOwnTurn(tilerummy::TurnAction action, const tilerummy::IdTable& table)
{
    tilerummy::RackSlots kept = board_.draft().rackSlots();
    if (action == tilerummy::TurnAction::Play)
        tableLayout_ = layoutAsShown(table);
    else
        kept.putBack(board_.draft().placedFromRack(), board_.draft().startSlots());
    racks_.keep(currentPlayer(), kept);
}

void GameController::commitPlay(const tilerummy::CheckedTurn& turn)
{
    const tilerummy::TableLayout layoutBefore = board_.draft().startLayout();
    settleOwnTurn(turn.verdict.legal ? tilerummy::TurnAction::Play : tilerummy::TurnAction::Penalty, turn.table);
    finishTurn(match_->play(turn), layoutBefore);
}

void GameController::onTimeUp()
{
    const bool bankOut = clocks_.timedSeat() == currentPlayer() && clocks_.bankRunsOutFirst(currentPlayer());
    if (joined()) { // the host's clock: its message ends the turn (its AI's, when the bank ran out)
        if (bankOut && !bankOut_) {
            bankOut_ = true;
            tellBankRanOut();
            refresh();
            emit gameChanged(); // no longer the person's turn to play (TurnStatus::humanTurn)
        }
        return;
    }
    if (bankOut && (remoteTurn() ? !animating() && phase_ != TurnPhase::ShowingPlay
                                 : isHumanTurn() && !seating_.handOverPending())) {
        aiPlaysOutOfTime();
        return;
    }
    if (remoteTurn() && !animating() && phase_ != TurnPhase::ShowingPlay) {
        // A friend's time ran out (their play, if it came, would be showing).
        seating_.at(currentPlayer())->stop();
        seatTurns_.cancel();
        finishTurn(match_->timeOut());
        return;
    }
    if (!isHumanTurn() || seating_.handOverPending())
        return;
    board_.stopPlayOut();
    // The rack stays as the person arranged it; the tiles they had laid go back where they stood.
    settleOwnTurn(tilerummy::TurnAction::Penalty, {});
    finishTurn(match_->timeOut());
}

void GameController::aiPlaysOutOfTime()
{
    const int player = currentPlayer();
    stopClock();
    bankOut_ = true;
    board_.stopPlayOut();
    if (isHumanTurn()) { // the tiles laid go back where they stood; the rack stays as the person arranged it
        settleOwnTurn(tilerummy::TurnAction::Penalty, {});
        board_.draft() = freshDraft(player);
    } else {
        seatTurns_.cancel();
    }
    seating_.at(player)->playInstead(tilerummy::viewOf(game(), player), turnNumber());
    tellBankRanOut();
    refresh();
    emit gameChanged(); // no longer the person's turn to play (TurnStatus::humanTurn)
    emit board_.draftChanged();
}

void GameController::tellBankRanOut()
{
    const int player = currentPlayer();
    const bool self = atThisScreen(player) && !seating_.handOverPending();
    const QString name = playerName(player);
    log_.append([name, self] { return tilerummy::ui::describeBankRanOut(name, self); });
    news_.say(tilerummy::ui::describeBankRanOut(name, self));
}

void GameController::startClock(int msLeft)
{
    const std::int64_t turnMs = clocks_.turnMs(currentPlayer()); // the bank, or the turn's limit when sooner
    clock_.setTurnSeconds(turnMs < 0 ? 0 : static_cast<int>((turnMs + 999) / 1000));
    clock_.start(paused_, msLeft >= 0 ? msLeft : static_cast<int>(turnMs));
    clocks_.timing(currentPlayer(), turnMs);
}

void GameController::resumeBanks(const std::vector<std::int64_t>& leftMs)
{
    if (leftMs.empty())
        return;
    const int timed = clocks_.timedSeat();
    clocks_.timing(-1, -1);
    clocks_.restore(leftMs);
    if (timed >= 0 && timed == currentPlayer())
        startClock(); // the turn under way: its time from the bank as saved
}

void GameController::stopClock()
{
    if (joined())
        clocks_.timing(-1, -1); // the host's banks come with its turns
    else
        clocks_.turnEnded(bankOut_);
    clock_.stop();
}

bool GameController::remoteTurn() const
{
    return !joined() && !isRoundOver() && seating_.kinds().value(currentPlayer()) == SeatKind::Remote;
}

bool GameController::tableWaits() const
{
    return host_.waiting() || joined_.waits() || phase_ == TurnPhase::AwaitingHost;
}

int GameController::clockMs() const
{
    if (clock_.turnSeconds() <= 0 || (clocks_.on() && clocks_.timedSeat() != currentPlayer()))
        return -1; // no limit, or an AI's turn (its clock shows the last bank's turn)
    return clock_.secondsLeft() * 1000;
}

void GameController::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    clock_.setPaused(paused);
    refresh();
    emit board_.draftChanged();
    if (!paused) {
        seatTurns_.schedule();
        emit events_.boardFree();
    }
}

void GameController::finishTurn(const tilerummy::TurnRecord& record, const tilerummy::TableLayout& layoutBefore)
{
    stopClock();     // its time off the player's bank, before the friends hear of the turn
    hint_->cancel(); // a hint belongs to the turn that ended
    board_.stopPlayOut();
    // A person here: the rack the turn was played from, as they arranged it (the review shows it), and
    // whether its play was the hint's, kept (the review does not credit them with it).
    if (atThisScreen(record.player) && !joined()) {
        const bool hinted = record.action == tilerummy::TurnAction::Play && !hint_->keptTiles().empty() &&
                            tilerummy::sortedIds(tilerummy::tilesLaid(record)) == hint_->keptTiles();
        racks_.keepTurnRack({roundNumber() - 1, game().turnNumber() - 1, board_.draft().rackSlots(), hinted});
    }
    tilerummy::TurnRecord logged = record; // a friend's turn the AI played for them says so
    logged.standIn = bankOut_ || (joined() ? guest()->standInPlays(record.player) : host_.standInPlays(record.player));
    const std::vector<int> order =
        record.action == tilerummy::TurnAction::Play ? tilerummy::readingOrder(tableLayout_) : std::vector<int>{};
    log_.addTurn(game().turnNumber(), logged, order, !joined()); // the host's numbers at a joined table too
    racks_.setNewTiles(record.player, record.drawn);
    marks_.markTurn(record, layoutBefore); // another seat's play stays marked until the person moves
    const bool penalty = record.action == tilerummy::TurnAction::Penalty;
    emit events_.turnMade(logged, tableLayout_); // the friends hear of it (who played it), the status of a penalty
    const bool roundOver = isRoundOver();
    if (roundOver)
        log_.addRoundEnd(game());
    seatTurns_.turnMade(record, atThisScreen(record.player)); // an AI's draw shown before the next seat is asked
    // The next turn is set up (draft, models, whose rack) before the signals:
    // what their receivers read is the game after this turn, not a mix.
    beginTurn();
    if (penalty)
        emit penaltyGiven(record.player, status_.lastPenalty().reason, static_cast<int>(record.drawn.size()));
    emit turnEnded(record.player, QString::fromStdString(tilerummy::turnActionName(record.action)));
    emit events_.turnFinished(logged, order);
    if (roundOver)
        emit roundEnded();
    if (roundOver && isMatchOver())
        saves_.keepFinishedGame();
    saves_.autosave();
}
