#include "review/game_review.h"

#include "move_plan.h"
#include "save/save_game.h"
#include "save/seat_kind.h"
#include "settings/language.h"
#include "settings/match_options.h"
#include "tile_ids.h"
#include "words/review_words.h"
#include "words/tile_data.h"
#include "words/turn_words.h"

#include <QLocale>

#include <algorithm>

GameReview::GameReview(QObject* parent) : QObject(parent)
{
    connect(&board_, &TurnBoard::draftChanged, this, &GameReview::playStepChanged);
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, this, &GameReview::retranslate);
}

void GameReview::retranslate()
{
    if (!loaded())
        return;
    names_ = MatchOptions::namesFor(seats_, givenNames_);
    summarize();
    emit reviewChanged();
    emit positionChanged();
}

namespace {

// The seat a round in progress of a saved game is seen from: the one person
// at the screen; -1 when there is none, or several share it (the file says
// nothing of who sits at the screen now: nobody has been handed it).
int viewerOf(const SavedGame& save)
{
    const auto people = std::count(save.seats.begin(), save.seats.end(), SeatKind::Person);
    return people == 1 ? static_cast<int>(save.seats.indexOf(SeatKind::Person)) : -1;
}

} // namespace

QString GameReview::open(const SavedGame& save)
{
    return open(save, viewerOf(save));
}

QString GameReview::open(const SavedGame& save, int viewer)
{
    QString why;
    const std::shared_ptr<const tilerummy::ReplayedMatch> replayed = replayOf(save, &why); // read once, with the file
    if (!replayed)
        return why;
    // A last round with no turn yet is left out: the rounds kept are over.
    const bool lastRoundOver = replayed->match->round().isOver() || replayed->rounds.back().empty();
    std::vector<Round> rounds;
    for (std::size_t k = 0; k < replayed->rounds.size(); ++k) {
        const std::vector<tilerummy::TurnRecord>& turnsOfRound = replayed->rounds[k];
        if (turnsOfRound.empty())
            continue;
        std::vector<tilerummy::ReviewedTurn> reviews = tilerummy::reviewRound(turnsOfRound, save.setup.rules);
        for (std::size_t t = 0; t < reviews.size(); ++t) // the hint's plays the person kept
            reviews[t].hinted = tilerummy::playedTheHint(save.turnRacks, static_cast<int>(k), static_cast<int>(t));
        rounds.push_back({turnsOfRound, std::move(reviews), replayed->dealt[k]});
    }
    if (rounds.empty())
        return tr("No turn was played in this game.");
    board_.stopPlayOut();
    rounds_ = std::move(rounds);
    lastRoundOver_ = lastRoundOver;
    viewer_ = viewer;
    seats_ = save.seats;
    givenNames_ = save.names;
    names_ = MatchOptions::namesFor(seats_, givenNames_);
    initialMeld_ = save.setup.rules.initialMeld;
    turnRacks_ = save.turnRacks;
    summarize();
    emit reviewChanged();
    goTo(0, 0);
    return {};
}

bool GameReview::hidden(int round, int turn) const
{
    if (lastRoundOver_ || round != roundCount() - 1)
        return false;
    return rounds_[static_cast<std::size_t>(round)].turns[static_cast<std::size_t>(turn)].player != viewer_;
}

namespace {

// The seat's AI holds back by design (the expert).
bool holdsBackByDesign(SeatKind seat)
{
    return seat == SeatKind::Expert;
}

} // namespace

std::vector<bool> GameReview::holders() const
{
    std::vector<bool> out;
    for (SeatKind seat : seats_)
        out.push_back(holdsBackByDesign(seat));
    return out;
}

bool GameReview::heldBack(const tilerummy::ReviewedTurn& turn) const
{
    return turn.player >= 0 && turn.player < seats_.size() &&
           tilerummy::heldBack(turn, holdsBackByDesign(seats_.at(turn.player)));
}

void GameReview::summarize()
{
    struct Miss {
        int round, turn, player, tiles;
    };
    const std::vector<bool> holding = holders();
    std::vector<tilerummy::PlayerReview> players(static_cast<std::size_t>(names_.size()));
    std::vector<Miss> misses;
    for (int r = 0; r < roundCount(); ++r) {
        const Round& round = rounds_[static_cast<std::size_t>(r)];
        std::vector<tilerummy::ReviewedTurn> seen;
        std::vector<int> turnOf;
        for (int t = 0; t < static_cast<int>(round.reviews.size()); ++t)
            if (!hidden(r, t)) {
                seen.push_back(round.reviews[static_cast<std::size_t>(t)]);
                turnOf.push_back(t);
            }
        const tilerummy::RoundReviewSummary s = tilerummy::summarizeReview(seen, names_.size(), 0, holding);
        for (std::size_t p = 0; p < players.size() && p < s.players.size(); ++p)
            players[p] += s.players[p];
        // The misses, as summarizeReview counts them: not a hold, nor the hint's play.
        for (std::size_t i = 0; i < seen.size(); ++i)
            if (const int missed = seen[i].review.tilesMissed(); missed > 0 && !heldBack(seen[i]) && !seen[i].hinted)
                misses.push_back({r, turnOf[i], seen[i].player, missed});
    }
    summary_.clear();
    for (int p = 0; p < static_cast<int>(players.size()); ++p) {
        if (players[static_cast<std::size_t>(p)].turns == 0)
            continue;
        const auto& totals = players[static_cast<std::size_t>(p)];
        summary_.append(PlayerVerdict{p, names_.value(p), totals.tilesMissed,
                                      tilerummy::ui::describePlayerReview(totals, names_.value(p))});
    }
    // The people's own misses first (what they came to learn from), then the
    // AIs'; the most first; on a tie the earlier.
    const auto person = [this](int player) { return !aiLevelOf(seats_.value(player, SeatKind::Person)).has_value(); };
    std::stable_sort(misses.begin(), misses.end(), [&](const Miss& a, const Miss& b) {
        if (person(a.player) != person(b.player))
            return person(a.player);
        return a.tiles > b.tiles;
    });
    biggestMisses_.clear();
    for (std::size_t i = 0; i < misses.size() && i < 5; ++i) {
        const Miss& m = misses[i];
        biggestMisses_.append(ReviewMiss{m.round, m.turn,
                                         tilerummy::ui::describeMiss(roundCount() > 1 ? m.round + 1 : 0, m.turn + 1,
                                                                     names_.value(m.player), m.tiles)});
    }
}

QString GameReview::openFile(const QString& path)
{
    QString error;
    const std::optional<SavedGame> save = readSaveFile(localFilePath(path), &error);
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
    if (t && !rackShown())
        return tr("What %1 could have laid stays hidden while the round is being played.").arg(names_.value(t->player));
    return t ? tilerummy::ui::describeReviewedTurn(*t, names_.value(t->player), heldBack(*t)) : QString();
}

bool GameReview::betterPlayExisted() const
{
    const tilerummy::ReviewedTurn* t = reviewed();
    return t && rackShown() && t->review.tilesMissed() > 0;
}

QString GameReview::bestPlay() const
{
    return betterPlayExisted() ? tilerummy::ui::describeBestPlay(*reviewed()) : QString();
}

int GameReview::position() const
{
    int before = 0;
    for (int r = 0; r < round_ && r < roundCount(); ++r)
        before += static_cast<int>(rounds_[static_cast<std::size_t>(r)].turns.size());
    return loaded() ? before + turn_ : 0;
}

int GameReview::positionCount() const
{
    int count = 0;
    for (const Round& r : rounds_)
        count += static_cast<int>(r.turns.size());
    return count;
}

bool GameReview::goToPosition(int position)
{
    for (int r = 0; r < roundCount(); ++r) {
        const int turns = static_cast<int>(rounds_[static_cast<std::size_t>(r)].turns.size());
        if (position < turns)
            return goTo(r, position);
        position -= turns;
    }
    return false;
}

QString GameReview::players() const
{
    return QLocale().createSeparatedList(names_);
}

bool GameReview::rackShown() const
{
    return loaded() && !hidden(round_, turn_);
}

QList<ReviewedRack> GameReview::otherRacks() const
{
    QList<ReviewedRack> out;
    if (!loaded())
        return out;
    const Round& round = rounds_[static_cast<std::size_t>(round_)];
    const std::vector<tilerummy::IdSet> racks = tilerummy::racksBefore(round.turns, round.dealt, turn_);
    const bool over = lastRoundOver_ || round_ != roundCount() - 1;
    for (int p = 0; p < static_cast<int>(racks.size()); ++p) {
        if (p == currentPlayer())
            continue;
        const tilerummy::IdSet& rack = racks[static_cast<std::size_t>(p)];
        const bool hide = !over && p != viewer_;
        ReviewedRack row;
        row.player = p;
        row.name = names_.value(p);
        if (!hide)
            row.tiles = tilerummy::ui::tileFaces(rack);
        row.count = static_cast<int>(rack.size());
        row.hidden = hide;
        out.append(row);
    }
    return out;
}

void GameReview::watchAgain()
{
    if (loaded())
        showTurn();
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

std::optional<tilerummy::RackSlots> GameReview::rackOfTurn() const
{
    if (const tilerummy::TurnRack* rack = tilerummy::turnRackOf(turnRacks_, round_, turn_))
        return rack->arranged;
    return std::nullopt;
}

void GameReview::showTurn()
{
    board_.stopPlayOut();
    showingBest_ = false;
    const tilerummy::TurnRecord& r = *record();
    board_.show(tilerummy::TurnDraft(r.before, r.initialMeldDone, initialMeld_, {}, rackOfTurn()));
    emit positionChanged();
    emit board_.boardChanged();
    if (r.action == tilerummy::TurnAction::Play)
        board_.playOut(tilerummy::planMoves(r.before, r.after));
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
    board_.show(tilerummy::TurnDraft(r.before, r.initialMeldDone, initialMeld_, {}, rackOfTurn()));
    // The rack keeps its order: the tiles the best play leaves, as they lay.
    const tilerummy::IdSet rack = tilerummy::rackAfterTable(r.before.table, r.before.rack, best->table);
    showingBest_ = true;
    emit positionChanged();
    emit board_.boardChanged();
    board_.playOut(tilerummy::planMoves(r.before, {best->table, rack}), true); // said step by step
    return true;
}
