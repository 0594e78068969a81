#include "session/turn_phase.h"

TurnPhase nextPhase(TurnPhase now, TurnEvent event)
{
    switch (event) {
    case TurnEvent::TurnBegan:
        return TurnPhase::Open;
    case TurnEvent::DraftShown:
        // A play being shown, or shown again, is not interrupted by a later draft.
        return now == TurnPhase::Open || now == TurnPhase::ShowingDraft ? TurnPhase::ShowingDraft : now;
    case TurnEvent::PlayShown:
        return now == TurnPhase::Open || now == TurnPhase::ShowingDraft ? TurnPhase::ShowingPlay : now;
    case TurnEvent::PlayMade:
        return now == TurnPhase::ShowingPlay ? TurnPhase::Open : now;
    case TurnEvent::ReplayBegan:
        return now == TurnPhase::Open ? TurnPhase::Replaying : now;
    case TurnEvent::ReplayOver:
        return now == TurnPhase::Replaying ? TurnPhase::Open : now;
    case TurnEvent::SentToHost:
        return now == TurnPhase::Open ? TurnPhase::AwaitingHost : now;
    case TurnEvent::HostRefused:
        return now == TurnPhase::AwaitingHost ? TurnPhase::Open : now;
    }
    return now;
}

bool personMayAct(const TurnFacts& facts)
{
    return facts.phase == TurnPhase::Open && facts.personsTurn && facts.rackShown && !facts.paused &&
           !facts.tableWaits && !facts.animating;
}

bool showsAnotherPlay(TurnPhase phase)
{
    return phase == TurnPhase::ShowingDraft || phase == TurnPhase::ShowingPlay || phase == TurnPhase::Replaying;
}
