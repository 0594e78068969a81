#include "board/turn_board.h"

#include "joker_swap.h"
#include "meld.h"
#include "move_plan.h"
#include "settings/language.h"
#include "table_layout.h"
#include "tile_ids.h"
#include "words/tile_data.h"
#include "words/turn_words.h"
#include "words/verdict_words.h"

#include <QDebug>

#include <algorithm>

TurnBoard::TurnBoard(QObject* parent) : QObject(parent)
{
    animationTimer_.setSingleShot(true);
    connect(&animationTimer_, &QTimer::timeout, this, &TurnBoard::stepPlayOut);
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, &table_,
            &TableModel::retranslate);
}

TurnBoard::~TurnBoard() = default;

QString TurnBoard::notNowReason() const
{
    return tr("Tiles cannot be moved now.");
}

bool TurnBoard::applyMove(const tilerummy::DraftMove& move)
{
    if (canPlan()) {
        tilerummy::DraftRefusal why;
        if (plan_->planMove(move, &why))
            return planChanged();
        if (why.kind != tilerummy::DraftRefusal::Kind::None)
            emit moveRefused(tilerummy::ui::describeDraftRefusal(why));
        return false;
    }
    if (!canAct()) {
        emit moveRefused(notNowReason());
        return false;
    }
    tilerummy::DraftRefusal why;
    if (!draft_.apply(move, &why, tilerummy::LayoutRule::ByHand)) {
        if (why.kind != tilerummy::DraftRefusal::Kind::None)
            emit moveRefused(tilerummy::ui::describeDraftRefusal(why));
        return false;
    }
    clearSelectionQuietly();
    emit selectionChanged();
    setStepWords({}); // a play shown before is the player's now
    playerEdited();   // before the views follow: they show what it changed too
    afterDraftChange();
    return true;
}

void TurnBoard::afterDraftChange()
{
    refreshModels();
    emit draftChanged();
    emit boardChanged();
}

void TurnBoard::refreshModels()
{
    emit tilesAboutToMove();
    rack_.setSlots(draft_.rackSlots());
    table_.setSets(draft_.table(), draft_.setInfo(), draft_.layout());
}

bool TurnBoard::moveToSet(const QList<int>& tiles, int set, int position)
{
    return applyMove({tilerummy::ui::toIds(tiles), tilerummy::DraftTarget::intoSet(set, position)});
}

bool TurnBoard::moveToCell(const QList<int>& tiles, int row, int column)
{
    return applyMove({tilerummy::ui::toIds(tiles), tilerummy::DraftTarget::newSetAt({row, column})});
}

bool TurnBoard::moveToSlot(const QList<int>& tiles, int slot)
{
    if (slot < 0) {
        emit moveRefused(tilerummy::ui::describeDraftRefusal({tilerummy::DraftRefusal::Kind::NoPlaceOnRack, -1, slot}));
        return false;
    }
    const tilerummy::IdSet ids = tilerummy::ui::toIds(tiles);
    const auto onShownRack = [&] {
        const tilerummy::IdSet& rack = shownDraft().rack();
        return std::all_of(ids.begin(), ids.end(),
                           [&](int id) { return std::find(rack.begin(), rack.end(), id) != rack.end(); });
    };
    // Waiting for the turn: the rack alone (tiles of a plan go back through the plan).
    if (!canAct() && canArrangeRack() && (!canPlan() || onShownRack())) {
        return plan_->arrangeRack([&](tilerummy::RackSlots& rack) {
            if (ids.empty() || std::any_of(ids.begin(), ids.end(), [&](int id) { return rack.slotOf(id) < 0; }))
                return false;
            rack.remove(ids);
            rack.put(ids, slot);
            return true;
        });
    }
    return applyMove({tilerummy::ui::toIds(tiles), tilerummy::DraftTarget::rackSlot(slot)});
}

bool TurnBoard::moveToNewSet(const QList<int>& tiles, int at)
{
    return applyMove({tilerummy::ui::toIds(tiles), tilerummy::DraftTarget::newSet(at)});
}

bool TurnBoard::moveToRack(const QList<int>& tiles, int position)
{
    return applyMove({tilerummy::ui::toIds(tiles), tilerummy::DraftTarget::rack(position)});
}

bool TurnBoard::sortRack(RackSort order)
{
    const tilerummy::RackOrder how =
        order == RackSort::Groups ? tilerummy::RackOrder::Groups : tilerummy::RackOrder::Runs;
    if (!canAct() && canArrangeRack()) { // waiting for the turn: the rack alone
        return plan_->arrangeRack([how](tilerummy::RackSlots& rack) {
            rack.sort(how);
            return true;
        });
    }
    return editDraft([&] { return draft_.sortRack(how); });
}

bool TurnBoard::canSwapJoker(int tile, int joker) const
{
    return (canAct() || canPlan()) && tilerummy::ui::isValidTileId(tile) && tilerummy::ui::isValidTileId(joker) &&
           tilerummy::canSwapJoker(shownDraft(), tile, joker);
}

bool TurnBoard::swapJoker(int tile, int joker)
{
    if (!canSwapJoker(tile, joker))
        return false;
    if (!canAct()) {
        if (!plan_->planJokerSwap(tile, joker))
            return false;
        afterDraftChange();
    } else if (!editDraft([&] { return tilerummy::swapJoker(draft_, tile, joker); })) {
        return false;
    }
    setSelection({joker}); // at hand: the next drag or Enter plays it
    return true;
}

bool TurnBoard::undo()
{
    return planEdited(BoardPlan::Edit::Undo) || editDraft([this] { return draft_.undo(); });
}

bool TurnBoard::redo()
{
    return planEdited(BoardPlan::Edit::Redo) || editDraft([this] { return draft_.redo(); });
}

bool TurnBoard::resetTurn()
{
    return planEdited(BoardPlan::Edit::Reset) || editDraft([this] { return draft_.reset(); });
}

bool TurnBoard::planEdited(BoardPlan::Edit edit)
{
    return canPlan() && plan_->editPlan(edit) && planChanged();
}

bool TurnBoard::planChanged()
{
    clearSelectionQuietly();
    emit selectionChanged();
    afterDraftChange();
    return true;
}

void TurnBoard::setMoveStepMs(int ms)
{
    ms = std::clamp(ms, 0, 5000);
    if (ms == moveStepMs_)
        return;
    moveStepMs_ = ms;
    emit moveStepMsChanged();
}

QList<int> TurnBoard::freshTiles() const
{
    return tilerummy::ui::toList(draft_.placedFromRack());
}

QList<int> TurnBoard::plannedTiles() const
{
    // Every tile of a set the plan made or changed (not a set of the table as it stands).
    QList<int> tiles;
    if (!canPlan())
        return tiles;
    for (const tilerummy::IdSet& set : plan_->plan().table())
        if (std::find(draft_.table().begin(), draft_.table().end(), set) == draft_.table().end())
            tiles += tilerummy::ui::toList(set);
    return tiles;
}

// ---------------------------------------------------------------------------
// Playing drags out

void TurnBoard::playOut(const std::vector<tilerummy::DraftMove>& moves, bool narrate)
{
    pendingMoves_.assign(moves.begin(), moves.end());
    playStart_ = draft_;
    playMoves_ = moves;
    narrate_ = narrate;
    waits_ = false;
    stepCount_ = static_cast<int>(moves.size());
    setStepWords({});
    if (moveStepMs_ <= 0) {
        QStringList steps;
        while (!pendingMoves_.empty()) {
            const QString words = makeNextMove();
            if (narrate_)
                steps << words;
        }
        setStepWords(steps.join(QLatin1Char('\n')));
        stepPlayOut();
        return;
    }
    animationTimer_.start(moveStepMs_ / 2);
    afterDraftChange();
}

QString TurnBoard::makeNextMove()
{
    const tilerummy::DraftMove move = pendingMoves_.front();
    pendingMoves_.pop_front();
    const QString words = narrate_ ? stepSentence(move) : QString();
    tilerummy::DraftRefusal why;
    if (!draft_.apply(move, &why, tilerummy::LayoutRule::KeepOthers))
        qWarning("TurnBoard: a planned move did not apply: %s", tilerummy::draftRefusalName(why.kind).data());
    return words;
}

QString TurnBoard::stepSentence(const tilerummy::DraftMove& move)
{
    //: A step of a play shown on the board: %1 its number, %2 how many, %3 what it does.
    return tr("Step %1 of %2: %3")
        .arg(movesMade()) // the move is no longer pending: it counts as made
        .arg(stepCount_)
        .arg(tilerummy::ui::asSentence(tilerummy::ui::describeStep(draft_, move)));
}

void TurnBoard::setStepWords(const QString& words)
{
    if (words == stepWords_)
        return;
    stepWords_ = words;
    emit stepWordsChanged();
}

void TurnBoard::playOutFinished()
{
    afterDraftChange();
}

void TurnBoard::stopPlayOut()
{
    pendingMoves_.clear();
    playMoves_.clear();
    stepCount_ = 0;
    waits_ = false;
    animationTimer_.stop();
    setStepWords({}); // the words were the play's: a board shown anew starts without them
}

bool TurnBoard::stepPlayForward()
{
    if (pendingMoves_.empty())
        return false;
    animationTimer_.stop(); // the play goes on a step at a time from here
    waits_ = true;
    narrate_ = true;
    setStepWords(makeNextMove());
    if (pendingMoves_.empty())
        playOutFinished();
    else
        afterDraftChange();
    return true;
}

bool TurnBoard::stepPlayBack()
{
    const int back = movesMade() - 1;
    if (back < 0 || playMoves_.empty())
        return false;
    animationTimer_.stop();
    waits_ = true;
    narrate_ = true;
    draft_ = playStart_;
    pendingMoves_.assign(playMoves_.begin(), playMoves_.end());
    QString words = tr("The table before the first step.");
    for (int i = 0; i < back; ++i)
        words = makeNextMove();
    setStepWords(words);
    afterDraftChange();
    return true;
}

bool TurnBoard::pausePlayOut()
{
    if (pendingMoves_.empty() || waits_)
        return false;
    animationTimer_.stop();
    waits_ = true;
    return true;
}

bool TurnBoard::resumePlayOut()
{
    if (!playOutPaused())
        return false;
    waits_ = false;
    animationTimer_.start(std::max(1, moveStepMs_ / 2)); // the next move soon, as the first
    return true;
}

void TurnBoard::stepPlayOut()
{
    if (!pendingMoves_.empty()) {
        const tilerummy::DraftMove made = pendingMoves_.front();
        const QString words = makeNextMove();
        if (narrate_)
            setStepWords(words);
        const bool more = !pendingMoves_.empty() || moveStepMs_ > 0;
        if (more) {
            // A set formed settles for a moment before the next begins. The
            // timer runs before the views follow, so that they see the move
            // as the play's (animating), the last one too: a tile arriving
            // does not take the focus for a move the person did not make.
            const bool goesOn =
                !pendingMoves_.empty() && tilerummy::continuesSet(draft_.table(), made, pendingMoves_.front());
            animationTimer_.start(std::max(1, goesOn ? moveStepMs_ : settledStepMs()));
        }
        afterDraftChange();
        if (more)
            return;
    }
    animationTimer_.stop();
    finishingPlayOut_ = true;
    playOutFinished();
    finishingPlayOut_ = false;
}

// ---------------------------------------------------------------------------
// Selection

void TurnBoard::toggleSelected(int tile, bool keepOthers)
{
    if (!tilerummy::ui::isValidTileId(tile))
        return;
    const bool was = selection_.contains(tile);
    if (!keepOthers)
        selection_.clear();
    if (was)
        selection_.remove(tile);
    else
        selection_.insert(tile);
    emit selectionChanged();
}

void TurnBoard::setSelection(const QList<int>& tiles)
{
    selection_.clear();
    for (int tile : tiles) {
        if (tilerummy::ui::isValidTileId(tile))
            selection_.insert(tile);
    }
    emit selectionChanged();
}

void TurnBoard::clearSelection()
{
    if (selection_.isEmpty())
        return;
    selection_.clear();
    emit selectionChanged();
}

void TurnBoard::clearSelectionQuietly()
{
    selection_.clear();
}

// In the order the tiles lie: the rack's first, then the table's set by set.
QList<int> TurnBoard::selection() const
{
    QList<int> out;
    for (tilerummy::TileId id : draft_.rack()) {
        if (selection_.contains(id))
            out.append(id);
    }
    for (const tilerummy::IdSet& set : draft_.table()) {
        for (tilerummy::TileId id : set) {
            if (selection_.contains(id))
                out.append(id);
        }
    }
    return out;
}

int TurnBoard::setOfTile(int tile) const
{
    return tilerummy::setIndexOf(draft_.table(), tile);
}

int TurnBoard::fittingPlace(const QList<int>& tiles, const QList<int>& sets) const
{
    const tilerummy::IdTable& table = shownDraft().table();
    const tilerummy::IdSet carried = tilerummy::ui::toIds(tiles);
    for (qsizetype k = 0; k < sets.size(); ++k) {
        const int set = sets.at(k);
        if (set < 0 || set >= static_cast<int>(table.size()))
            continue;
        // The set as it would be: its tiles but those carried, and the carried ones.
        tilerummy::IdSet joined;
        for (tilerummy::TileId id : table[static_cast<std::size_t>(set)])
            if (std::find(carried.begin(), carried.end(), id) == carried.end())
                joined.push_back(id);
        joined.insert(joined.end(), carried.begin(), carried.end());
        if (tilerummy::canBecomeSet(tilerummy::facesOf(joined)))
            return static_cast<int>(k);
    }
    return -1;
}

bool TurnBoard::roomForNewSet(const QList<int>& tiles, int row, int column) const
{
    const tilerummy::TurnDraft& shown = shownDraft();
    return tilerummy::newSetFits(shown.table(), shown.layout(), static_cast<int>(tiles.size()), {row, column},
                                 tilerummy::ui::toIds(tiles));
}

void TurnBoard::refuseBetween(const QList<int>& tiles, int left, int right)
{
    const tilerummy::IdTable& table = shownDraft().table();
    const auto setWords = [&](int set) {
        return set >= 0 && set < static_cast<int>(table.size())
                   ? tilerummy::ui::setText(
                         tilerummy::facesOf(tilerummy::shownOrder(table[static_cast<std::size_t>(set)])))
                   : QString();
    };
    //: A drop between two sets refused: %1 the tiles dropped, %2 and %3 the sets either side.
    emit moveRefused(tr("Neither %2 nor %3 can take %1, and there is no room between them for a new set.")
                         .arg(tilerummy::ui::tileListText(tilerummy::facesOf(tilerummy::ui::toIds(tiles))),
                              setWords(left), setWords(right)));
}
