#include "assist/hint_assistant.h"

#include "assist/end_turn_verdict.h"
#include "game/game_view.h"
#include "words/spoken_words.h"
#include "words/turn_words.h"

#include <algorithm>

HintAssistant::HintAssistant(const GameView& game, AiWorker& worker, const EndTurnVerdict& verdict, QObject* parent)
    : QObject(parent), game_(game), worker_(worker), verdict_(verdict)
{
}

bool HintAssistant::request()
{
    if (!game_.canAct() || !allowed_)
        return false;
    if (pending())
        dismiss();
    const int player = game_.currentPlayer();
    tilerummy::SolveRequest request = tilerummy::solveRequestFor(tilerummy::viewOf(game_.game(), player), 0, nullptr);
    request.objective = tilerummy::Objective::Tiles;
    request.timeLimitMs = kTimeLimitMs;
    setTicket(0);
    turn_ = game_.turnNumber();
    setTicket(worker_.hint(request));
    return true;
}

void HintAssistant::cancel()
{
    setTicket(0);
}

void HintAssistant::take(AiWorker::Ticket ticket, const tilerummy::SolveResult& result)
{
    if (ticket == 0 || ticket != ticket_)
        return;
    setTicket(0);
    if (game_.turnNumber() != turn_ || !game_.canAct())
        return;
    const auto laidNow = static_cast<int>(game_.draft().placedFromRack().size());
    if (result.tilesPlaced > 0 && laidNow >= result.tilesPlaced && verdict_.fault().isEmpty()) {
        emit tableIsBest();
        return;
    }
    const tilerummy::IdPosition start = game_.draft().start();
    std::string why;
    std::optional<tilerummy::IdPosition> ids = tilerummy::assignIds(start, result.table, &why);
    if (!ids) {
        qWarning("HintAssistant: the hint could not be placed (seed %llu, turn %d): %s",
                 static_cast<unsigned long long>(game_.seedValue()), turn_, why.c_str());
        ids = start;
    }
    QStringList placed;
    for (tilerummy::TileId id : tilerummy::tilesLaid(start.rack, ids->rack))
        placed.append(QString::fromStdString(tilerummy::faceOf(id).notation()));
    if (!placed.isEmpty()) {
        returnTo_ = game_.draft().position();
        keptBefore_ = kept_;
        kept_ = tilerummy::sortedIds(tilerummy::tilesLaid(start.rack, ids->rack));
        tiles_ = placed;
        tilerummy::TurnRecord record;
        record.player = game_.currentPlayer();
        record.action = tilerummy::TurnAction::Play;
        record.initialMeldDone = game_.initialMeldDone();
        record.before = start;
        record.after = *ids;
        play_ = playOf(record);
        spokenPlay_ = spokenPlayOf(record, play_);
        emit layOut(*ids);
        emit pendingChanged();
    }
    emit ready(placed);
}

QString HintAssistant::playOf(const tilerummy::TurnRecord& record)
{
    return tilerummy::ui::describePlayDetails(record).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString HintAssistant::spokenPlayOf(const tilerummy::TurnRecord& record, const QString& play)
{
    if (!tilerummy::ui::tooLongToSay(play))
        return play;
    const std::vector<bool> changed = tilerummy::setsChanged(record);
    const int sets = static_cast<int>(std::count(changed.begin(), changed.end(), true));
    QStringList laid;
    for (tilerummy::TileId id : tilerummy::sortedIds(tilerummy::tilesLaid(record)))
        laid.append(QString::fromStdString(tilerummy::faceOf(id).notation()));
    //: A hint too long to say whole, in short: %1 the tiles it lays ("B4 B5"), %n the sets it changes.
    return tr("It lays %1 and changes %n set(s) of the table.", nullptr, sets).arg(laid.join(u' '));
}

bool HintAssistant::apply()
{
    if (!pending() || game_.animating())
        return false;
    forget();
    return true;
}

bool HintAssistant::dismiss()
{
    if (!pending())
        return false;
    // Taken back while still pending: the hint's table never reaches the friends.
    const tilerummy::IdPosition before = returnTo_;
    emit takeBack(before);
    kept_ = keptBefore_; // the table as before it: a hint kept earlier, or none
    forget();
    return true;
}

void HintAssistant::forget()
{
    if (tiles_.isEmpty())
        return;
    tiles_.clear();
    play_.clear();
    spokenPlay_.clear();
    returnTo_ = {};
    emit pendingChanged();
}

void HintAssistant::setAllowed(bool allowed)
{
    if (allowed == allowed_)
        return;
    allowed_ = allowed;
    if (!allowed)
        cancel();
    emit allowedChanged();
}

void HintAssistant::setTicket(AiWorker::Ticket ticket)
{
    const bool wasBusy = busy();
    if (ticket_ != 0 && ticket_ != ticket)
        worker_.cancel(ticket_);
    ticket_ = ticket;
    if (wasBusy != busy())
        emit busyChanged();
}
