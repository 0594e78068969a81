// GameController's part for a table another machine hosts (game_controller.h):
// the host's messages are taken in order, each once the board is free. The
// deal makes a copy of the game as this seat sees it (Game::mirror); each
// other player's table mid-turn and play is shown move by move, as an AI's is,
// then made on the copy as the host tells it; the person's own end of turn
// goes to the host, and the host's answer is the turn here too.
#include "game_controller.h"

#include "move_plan.h"

using tilerummy::net::DraftShown;
using tilerummy::net::GameEnded;
using tilerummy::net::MatchOver;
using tilerummy::net::ServerMessage;
using tilerummy::net::TableState;
using tilerummy::net::TurnPlayed;

QString GameController::joinTable(const QVariantMap& join)
{
    return guest_.join(join.value(QStringLiteral("address")).toString(), join.value(QStringLiteral("code")).toString(),
                       join.value(QStringLiteral("name")).toString(),
                       join.value(QStringLiteral("fingerprint")).toString());
}

void GameController::leaveTable()
{
    const bool wasJoined = joined();
    guest_.leave();
    if (wasJoined) // a game here again, with the seats asked for before the table was joined
        start(std::max<int>(MatchOptions::kMinPlayers, static_cast<int>(seating_.asked().size())),
              MatchOptions::randomSeed());
    refresh();
    emit draftChanged();
    scheduleAi();
}

QString GameController::waitingFor() const
{
    if (host_.waiting())
        return tr("Waiting for friends to join.");
    if (guest_.isActive()) {
        switch (guest_.phase()) {
        case TableGuest::Phase::Connecting:
            return tr("Joining the table…");
        case TableGuest::Phase::Seated:
            return tr("Waiting for the game to begin.");
        case TableGuest::Phase::Reconnecting:
            return tr("Taking your seat back…");
        case TableGuest::Phase::Left:
            return tr("You are no longer at the table.");
        case TableGuest::Phase::Idle:
        case TableGuest::Phase::Playing:
            break;
        }
    }
    if (awaitingHost_)
        return tr("Waiting for the host…");
    if (joined() && isRoundOver() && nextRoundWanted_ && !isMatchOver())
        return tr("Waiting for the host to deal the next round…");
    return {};
}

std::optional<GameController::HiddenRack> GameController::hiddenRack(int player) const
{
    if (!joined() || !isRoundOver() || player == guest_.seat() || player < 0 ||
        player >= static_cast<int>(hostRackCounts_.size()) || player >= static_cast<int>(hostRackPoints_.size()))
        return std::nullopt;
    return HiddenRack{hostRackCounts_[static_cast<std::size_t>(player)],
                      hostRackPoints_[static_cast<std::size_t>(player)]};
}

void GameController::takeHostMessages()
{
    while (!fromHost_.empty() && guest_.isActive() && guest_.phase() != TableGuest::Phase::Left) {
        if (paused_ || animating())
            return; // taken when the play shown is over, or the game goes on
        const ServerMessage& next = fromHost_.front();
        // The next round waits until the person has seen this one's end.
        if (const auto* state = std::get_if<TableState>(&next);
            state && joined() && isRoundOver() && state->game + 1 > roundNumber() && !nextRoundWanted_)
            return;
        // A table mid-turn that a later message shows anew is skipped (catching up).
        if (const auto* draft = std::get_if<DraftShown>(&next)) {
            const bool stale = std::any_of(fromHost_.begin() + 1, fromHost_.end(), [&](const ServerMessage& later) {
                const auto* newer = std::get_if<DraftShown>(&later);
                return std::holds_alternative<TurnPlayed>(later) || std::holds_alternative<TableState>(later) ||
                       (newer && newer->player == draft->player);
            });
            if (stale) {
                fromHost_.pop_front();
                continue;
            }
        }
        const ServerMessage message = std::move(fromHost_.front());
        fromHost_.pop_front();
        if (const auto* state = std::get_if<TableState>(&message)) {
            takeHostDeal(*state);
        } else if (!joined()) {
            continue; // nothing of a game before its deal
        } else if (const auto* turn = std::get_if<TurnPlayed>(&message)) {
            if (turn->game + 1 == roundNumber())
                takeHostTurn(*turn);
        } else if (const auto* draft = std::get_if<DraftShown>(&message)) {
            if (draft->player != guest_.seat() && draft->player == currentPlayer() && !isRoundOver())
                showDraftOf(draft->player, draft->table, draft->layout);
        } else if (const auto* end = std::get_if<GameEnded>(&message)) {
            if (end->game + 1 == roundNumber())
                takeRoundEnd(*end);
        } else if (std::holds_alternative<MatchOver>(message)) {
            match_->endMatchAsHostSays();
            refresh();
        }
    }
}

// The deal (or, after the seat was taken back, the game as it stands).
void GameController::takeHostDeal(const TableState& state)
{
    const tilerummy::net::SeatView& view = guest_.view();
    tilerummy::SeatSnapshot snapshot;
    snapshot.rules = view.rules();
    snapshot.seat = guest_.seat();
    snapshot.first = state.first;
    snapshot.current = state.current;
    snapshot.turns = state.turn;
    snapshot.table = state.table;
    snapshot.rack = state.rack;
    snapshot.rackCounts = state.rackCounts;
    snapshot.meldDone = state.meldDone;
    snapshot.pool = state.pool;
    std::string why;
    std::optional<tilerummy::Game> mirror = tilerummy::Game::mirror(snapshot, &why);
    if (!mirror) {
        guest_.distrustHost(why);
        return;
    }
    const int round = state.game + 1;
    nextRoundWanted_ = false;
    if (joined() && round == roundNumber() && !isRoundOver()) {
        // The seat taken back: the same round as the host has it now.
        stopPlayOut();
        commitAfterMoves_ = false;
        match_->dealAsHostSays(std::move(*mirror), round, state.totals);
        tableLayout_ = tilerummy::repairedLayout(game().table(), state.layout.empty() ? tableLayout_ : state.layout);
        beginTurn();
    } else if (joined() && round > roundNumber()) {
        match_->dealAsHostSays(std::move(*mirror), round, state.totals);
        racks_.reset(playerCount());
        tableLayout_.clear();
        marks_.clear();
        hostRackCounts_.clear();
        hostRackPoints_.clear();
        lastPenalty_.clear();
        emit lastPenaltyChanged();
        log_.addRound(roundNumber());
        beginTurn();
    } else {
        const tilerummy::MatchSetup setup{static_cast<int>(state.rackCounts.size()), view.rules(), 0};
        installMatch(tilerummy::RecordedMatch::joined(setup, std::move(*mirror), round, state.totals),
                     guest_.seatKinds(), guest_.seatNames(), {}, state.layout, false);
    }
    if (state.turnMsLeft >= 0 && !isRoundOver())
        clock_.start(paused_, state.turnMsLeft); // the host's clock, as it stands
    if (state.draft.empty() || isRoundOver())
        return;
    if (!isHumanTurn()) {
        showDraftOf(currentPlayer(), state.draft, state.draftLayout);
        return;
    }
    // The person's own turn, taken back: their table as they had arranged it.
    tilerummy::RackSlots kept = draft_.rackSlots();
    kept.remove(tilerummy::sortedIds(state.draft, {}));
    if (draft_.arrange(state.draft, state.draftLayout, kept))
        afterDraftChange();
}

void GameController::takeHostTurn(const TurnPlayed& played)
{
    tilerummy::HostTurn turn;
    turn.player = played.player;
    turn.action = played.action;
    turn.table = played.table;
    turn.drawn = played.drawn;
    turn.drawnCount = played.drawnCount;
    turn.reason = played.reason;
    if (played.player == guest_.seat()) {
        takeOwnTurnBack(turn);
        return;
    }
    if (turn.action == tilerummy::TurnAction::Play) {
        if (!holdShownTiles(turn.player, turn.table))
            return;
        // Shown move by move from the table as it is now, then made (playOutFinished).
        hostPlay_ = turn;
        playOut({turn.table, tilerummy::rackAfterTable(game().table(), game().rack(turn.player), turn.table)}, true,
                played.layout);
        return;
    }
    applyHostTurn(turn, draft_.startLayout());
}

// The host's answer to the person's end of turn (or their time ran out).
void GameController::takeOwnTurnBack(const tilerummy::HostTurn& turn)
{
    const int player = currentPlayer();
    const tilerummy::TableLayout layoutBefore = draft_.startLayout();
    tilerummy::RackSlots kept = draft_.rackSlots();
    if (turn.action == tilerummy::TurnAction::Play) {
        tableLayout_ = layoutAsShown(turn.table);
    } else {
        // The tiles laid go back where they stood; the rest of the rack as arranged.
        kept.putBack(draft_.placedFromRack(), draft_.startSlots());
    }
    racks_.keep(player, kept);
    applyHostTurn(turn, layoutBefore);
}

void GameController::applyHostTurn(const tilerummy::HostTurn& turn, const tilerummy::TableLayout& layoutBefore)
{
    stopPlayOut();
    std::string why;
    const std::optional<tilerummy::TurnRecord> record = match_->applyHostTurn(turn, &why);
    if (!record) {
        guest_.distrustHost(why);
        return;
    }
    finishTurn(*record, layoutBefore);
}

void GameController::takeRoundEnd(const GameEnded& end)
{
    match_->endRoundAsHostSays(end.reason, end.winner, end.scores, end.totals);
    hostRackCounts_ = end.rackCounts;
    hostRackPoints_ = end.rackPoints;
    clock_.stop();
    log_.addRoundEnd(game());
    beginTurn();
    emit roundEnded();
}

// The table of the player whose turn it is, as they arrange it on their
// screen (a friend at a table this game hosts, or anyone at a joined one).
void GameController::showDraftOf(int player, const tilerummy::IdTable& table, const tilerummy::TableLayout& layout)
{
    if (player != currentPlayer() || isRoundOver() || atThisScreen(player) || commitAfterMoves_ ||
        !holdShownTiles(player, table))
        return;
    othersDraft_ = true;
    playOut({table, tilerummy::rackAfterTable(game().table(), game().rack(player), table)}, false, layout);
}

// A joined table: the tiles the player shows are put into their rack on the
// copy (with those they showed before), and the draft starts again from it,
// with the table as it shows now.
bool GameController::holdShownTiles(int player, const tilerummy::IdTable& table)
{
    if (!joined())
        return true;
    std::vector<bool> onTable(tilerummy::kTileCount, false);
    for (const tilerummy::IdSet& set : game().table())
        for (tilerummy::TileId id : set)
            onTable[static_cast<std::size_t>(id)] = true;
    tilerummy::IdSet shown;
    for (const tilerummy::IdTable* t : {&draft_.table(), &table})
        for (const tilerummy::IdSet& set : *t)
            for (tilerummy::TileId id : set)
                if (!onTable[static_cast<std::size_t>(id)] && std::find(shown.begin(), shown.end(), id) == shown.end())
                    shown.push_back(id);
    const tilerummy::IdTable now = draft_.table();
    const tilerummy::TableLayout layout = draft_.layout();
    if (!match_->holdInRack(player, shown)) {
        guest_.distrustHost("a player shows tiles they cannot hold");
        return false;
    }
    draft_ = tilerummy::TurnDraft({game().table(), game().rack(player)}, game().initialMeldDone(player), initialMeld(),
                                  tableLayout_, slotsOf(player));
    if (now != game().table())
        draft_.arrange(
            now, layout,
            tilerummy::RackSlots::dealt(tilerummy::rackAfterTable(game().table(), game().rack(player), now)));
    return true;
}
