// EndTurnVerdict (end_turn_verdict.h): the turn check kept for the draft as it stands.
#include "assist/end_turn_verdict.h"

#include "words/verdict_words.h"

const tilerummy::CheckedTurn& EndTurnVerdict::check(const tilerummy::Game& game, const tilerummy::IdTable& table,
                                                    const tilerummy::IdSet& rack)
{
    if (!checked_ || checked_->turn != game.turnNumber() || checked_->table != table || checked_->rack != rack)
        checked_ = game.check(table, rack);
    return *checked_;
}

void EndTurnVerdict::update(const tilerummy::Game* game, const tilerummy::TurnDraft& draft, bool playMade)
{
    QString fault;
    if (game && playMade)
        fault = tilerummy::ui::describeAttemptFault(check(*game, draft.table(), draft.rack()).verdict.fault, {});
    const int penaltyTiles = game ? game->rules().penaltyTiles : tilerummy::Rules{}.penaltyTiles;
    if (fault == fault_ && penaltyTiles == penaltyTiles_)
        return;
    fault_ = fault;
    penaltyTiles_ = penaltyTiles;
    emit changed();
}
