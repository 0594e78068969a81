#include "game_review.h"

#include "match_options.h"
#include "move_plan.h"
#include "review_words.h"
#include "save_game.h"
#include "seat_kind.h"
#include "tile_ids.h"
#include "turn_words.h"

GameReview::GameReview(QObject* parent) : TurnBoard(parent) {}

QString GameReview::open(const SavedGame& save)
{
    std::string why;
    const auto turns = tilerummy::turnsByRound(save.setup, save.actions, &why);
    if (!turns)
        return QString::fromStdString(why);
    std::vector<Round> rounds;
    for (const std::vector<tilerummy::TurnRecord>& turnsOfRound : *turns) {
        if (turnsOfRound.empty())
            continue;
        rounds.push_back({turnsOfRound, tilerummy::reviewRound(turnsOfRound, save.setup.rules)});
    }
    if (rounds.empty())
        return tr("No turn was played in this game.");
    stopPlayOut();
    rounds_ = std::move(rounds);
    names_ = MatchOptions::namesFor(save.seats, save.names);
    initialMeld_ = save.setup.rules.initialMeld;
    emit reviewChanged();
    goTo(0, 0);
    return {};
}

QString GameReview::openFile(const QString& path)
{
    QString error;
    const std::optional<SavedGame> save = readSaveFile(path, &error);
    return save ? open(*save) : error;
}

int GameReview::turnCount() const
{
    return loaded() ? static_cast<int>(rounds_[static_cast<std::size_t>(round_)].turns.size()) : 0;
}

const tilerummy::TurnRecord* GameReview::record() const
{
    return loaded() ? &rounds_[static_cast<std::size_t>(round_)].turns[static_cast<std::size_t>(turn_)] : nullptr;
}

const tilerummy::ReviewedTurn* GameReview::reviewed() const
{
    return loaded() ? &rounds_[static_cast<std::size_t>(round_)].reviews[static_cast<std::size_t>(turn_)] : nullptr;
}

int GameReview::currentPlayer() const
{
    const tilerummy::TurnRecord* r = record();
    return r ? r->player : 0;
}

QString GameReview::logLine() const
{
    const tilerummy::TurnRecord* r = record();
    return r ? tilerummy::ui::describeTurn(*r, names_) : QString();
}

QString GameReview::verdict() const
{
    const tilerummy::ReviewedTurn* t = reviewed();
    return t ? tilerummy::ui::describeReviewedTurn(*t, names_.value(t->player)) : QString();
}

bool GameReview::betterPlayExisted() const
{
    const tilerummy::ReviewedTurn* t = reviewed();
    return t && t->review.tilesMissed() > 0;
}

bool GameReview::goTo(int round, int turn)
{
    if (!loaded() || round < 0 || round >= roundCount())
        return false;
    const auto& turns = rounds_[static_cast<std::size_t>(round)].turns;
    if (turn < 0 || turn >= static_cast<int>(turns.size()))
        return false;
    round_ = round;
    turn_ = turn;
    showTurn();
    return true;
}

bool GameReview::next()
{
    if (turn_ + 1 < turnCount())
        return goTo(round_, turn_ + 1);
    return goTo(round_ + 1, 0);
}

bool GameReview::back()
{
    if (turn_ > 0)
        return goTo(round_, turn_ - 1);
    if (round_ == 0)
        return false;
    return goTo(round_ - 1, static_cast<int>(rounds_[static_cast<std::size_t>(round_ - 1)].turns.size()) - 1);
}

void GameReview::showTurn()
{
    stopPlayOut();
    showingBest_ = false;
    const tilerummy::TurnRecord& r = *record();
    draft_ = tilerummy::TurnDraft(r.before, r.initialMeldDone, initialMeld_);
    afterDraftChange();
    emit positionChanged();
    emit boardChanged();
    if (r.action == tilerummy::TurnAction::Play)
        playOut(tilerummy::planMoves(r.before, r.after));
}

bool GameReview::showMe()
{
    if (!betterPlayExisted())
        return false;
    const tilerummy::TurnRecord& r = *record();
    std::string why;
    const std::optional<tilerummy::IdPosition> best =
        tilerummy::assignIds(r.before, reviewed()->review.best.table, &why);
    if (!best) {
        qWarning("GameReview: the best play could not be placed: %s", why.c_str());
        return false;
    }
    stopPlayOut();
    draft_ = tilerummy::TurnDraft(r.before, r.initialMeldDone, initialMeld_);
    afterDraftChange();
    // The rack keeps its order: the tiles the best play leaves, as they lay.
    const tilerummy::IdSet rack = tilerummy::rackAfterTable(r.before.table, r.before.rack, best->table);
    showingBest_ = true;
    emit positionChanged();
    emit boardChanged();
    playOut(tilerummy::planMoves(r.before, {best->table, rack}));
    return true;
}
