// TurnStatus (turn_status.h): the header's and the action bar's lines.
#include "news/turn_status.h"

#include "assist/play_marks.h"
#include "game/game_view.h"
#include "netplay/joined_table.h"
#include "netplay/table_host.h"
#include "seats/seat_turns.h"
#include "words/tile_data.h"
#include "words/turn_words.h"

TurnStatus::TurnStatus(const GameView& game, Parts parts, QObject* parent) : QObject(parent), game_(game), parts_(parts)
{
    // (gameChanged is followed by boardChanged: heard once, there.)
    for (auto signal :
         {&GameEvents::seatsChanged, &GameEvents::boardChanged, &GameEvents::draftChanged, &GameEvents::roundDealt})
        connect(&game_.events(), signal, this, &TurnStatus::update);
    connect(&parts_.marks, &PlayMarks::playerChanged, this, &TurnStatus::update);
    connect(&parts_.marks, &PlayMarks::showingPlayChanged, this, &TurnStatus::update);
    connect(&parts_.seatTurns, &SeatTurns::thinkingChanged, this, &TurnStatus::update);
    connect(&parts_.seatTurns, &SeatTurns::shownDrawChanged, this, &TurnStatus::update);
    connect(&parts_.host, &TableHost::seatsChanged, this, &TurnStatus::update);
    connect(&parts_.host, &TableHost::openChanged, this, &TurnStatus::update);
    connect(parts_.joined.guest(), &TableGuest::seatsChanged, this, &TurnStatus::update);
    connect(&parts_.joined, &JoinedTable::joinedChanged, this, &TurnStatus::update);
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &TurnStatus::update);
    connect(&game_.events(), &GameEvents::gameChanged, this, &TurnStatus::gameChanged);
    connect(&game_.events(), &GameEvents::turnMade, this, &TurnStatus::turnMade);
    connect(&game_.events(), &GameEvents::dealt, this, [this] {
        lastPenalty_ = {};
        emit lastPenaltyChanged();
    });
}

int TurnStatus::turnNumber() const
{
    return game_.hasMatch() ? game_.turnNumber() : 0;
}

int TurnStatus::poolCount() const
{
    return game_.hasMatch() ? game_.poolCount() : 0;
}

bool TurnStatus::humanTurn() const
{
    return game_.hasMatch() && game_.isHumanTurn() && !game_.bankRanOut(); // not while the AI plays it
}

bool TurnStatus::roundOver() const
{
    return game_.hasMatch() && game_.isRoundOver();
}

// A penalty is news until the next round: the banner says why, and shows the
// tiles drawn to their owner alone.
void TurnStatus::turnMade(const tilerummy::TurnRecord& record)
{
    if (record.action != tilerummy::TurnAction::Penalty)
        return;
    lastPenalty_.given = true;
    lastPenalty_.player = record.player;
    lastPenalty_.name = game_.playerName(record.player);
    lastPenalty_.reason = tilerummy::ui::describePenaltyReason(record);
    lastPenalty_.timeOut = record.fault.kind == tilerummy::TurnFault::Kind::TimeOut;
    lastPenalty_.tiles = tilerummy::ui::tileFaces(record.drawn);
    lastPenalty_.human = game_.atThisScreen(record.player);
    emit lastPenaltyChanged();
}

void TurnStatus::update()
{
    if (!game_.hasMatch())
        return;
    const QString waiting = waitingFor();
    QString absence = game_.isRoundOver() ? QString() : game_.absenceOf(game_.currentPlayer());
    if (absence.isEmpty())
        tick_.stop();
    else if (!tick_.isActive())
        tick_.start();
    QString headline = wordHeadline(waiting, absence);
    QString prompt = wordPrompt(waiting, absence);
    if (headline == headline_ && prompt == prompt_ && absence == absence_)
        return;
    headline_ = std::move(headline);
    prompt_ = std::move(prompt);
    absence_ = std::move(absence);
    emit changed();
}

QString TurnStatus::waitingFor() const
{
    if (parts_.host.waiting())
        return tr("Waiting for friends to join.");
    return parts_.joined.waitingFor();
}

QString TurnStatus::shownDraw() const
{
    const int player = parts_.seatTurns.shownDraw();
    if (player < 0)
        return {};
    tilerummy::TurnRecord drew;
    drew.player = player;
    drew.action = parts_.seatTurns.shownAction();
    return tilerummy::ui::describeTurn(drew, game_.names());
}

QString TurnStatus::wordHeadline(const QString& waiting, const QString& absence) const
{
    if (!waiting.isEmpty())
        return waiting;
    if (game_.isRoundOver())
        return tr("Round %1 is over").arg(game_.roundNumber());
    if (!absence.isEmpty())
        return absence;
    if (const QString drew = shownDraw(); !drew.isEmpty())
        return drew;
    const QString mover = game_.playerName(game_.currentPlayer());
    if (parts_.seatTurns.thinking())
        return tr("%1 is thinking…").arg(mover);
    return tr("%1's turn").arg(mover);
}

QString TurnStatus::wordPrompt(const QString& waiting, const QString& absence) const
{
    if (!waiting.isEmpty())
        return waiting;
    if (game_.isRoundOver())
        return tr("The round is over.");
    const QString mover = game_.playerName(game_.currentPlayer());
    if (game_.handOverPending())
        return tr("Waiting for %1.").arg(mover);
    // "Last turn": another seat's play shown again in the person's turn.
    const PlayMarks& marks = parts_.marks;
    if (marks.showingPlay() && marks.player() != game_.currentPlayer())
        return tr("%1's last turn, shown again.").arg(game_.playerName(marks.player()));
    if (game_.bankRanOut())
        return tilerummy::ui::describeBankRanOut(mover, game_.atThisScreen(game_.currentPlayer()));
    if (!game_.isHumanTurn()) {
        if (!absence.isEmpty())
            return absence;
        if (const QString drew = shownDraw(); !drew.isEmpty())
            return drew;
        return parts_.seatTurns.thinking() ? tr("%1 is thinking…").arg(mover) : tr("%1 is playing.").arg(mover);
    }
    if (!game_.initialMeldDone())
        return tr("Opening: %1 of %2 points").arg(game_.draft().meldPoints()).arg(game_.initialMeld());
    return !game_.draft().unchanged() ? tr("Your move: end the turn when the table is right.")
                                      : tr("Your turn: lay tiles, or draw.");
}
