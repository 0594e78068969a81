#include "record/scoreboard.h"

#include "game/game_view.h"
#include "netplay/joined_table.h"
#include "netplay/table_host.h"
#include "settings/match_options.h"
#include "words/tile_data.h"
#include "words/turn_words.h"

namespace {

QList<int> rackSizesOf(const GameView& game)
{
    QList<int> sizes;
    for (int player = 0; player < game.playerCount(); ++player) {
        // The draft's rack is the moving player's: the person's own, or the
        // rack of the seat whose last turn is shown again.
        if (player == game.movingPlayer() && !game.isRoundOver())
            sizes.append(static_cast<int>(game.draft().rack().size()));
        else
            sizes.append(static_cast<int>(game.game().rack(player).size()));
    }
    return sizes;
}

QList<RoundScores> scoreHistoryOf(const GameView& game)
{
    QList<RoundScores> rounds;
    for (const std::vector<int>& scores : game.match().match().roundScores())
        rounds.append(RoundScores{QList<int>(scores.begin(), scores.end())});
    return rounds;
}

QVariantMap setupOf(const GameView& game, const QStringList& names)
{
    return MatchOptions::setupMap(game.match().setup(), game.seats(), names);
}

template <typename T> bool same(const T& a, const T& b)
{
    return a == b;
}

template <> bool same(const QList<int>& a, const QList<int>& b)
{
    return tilerummy::ui::sameInts(a, b);
}

// Sets `field` to `value` and signals when it differs.
template <typename T> void assign(Scoreboard* board, T& field, T value, void (Scoreboard::*changed)())
{
    if (same(field, value))
        return;
    field = std::move(value);
    emit(board->*changed)();
}

} // namespace

bool RoundScores::operator==(const RoundScores& other) const
{
    return tilerummy::ui::sameInts(scores, other.scores);
}

QList<PlayerStanding> Scoreboard::playersOf(const QStringList& names) const
{
    const GameView& game = game_;
    QList<PlayerStanding> out;
    const std::vector<int>& totals = game.match().match().totals();
    const QList<SeatKind> seats = game.seats();
    for (int player = 0; player < game.playerCount(); ++player) {
        PlayerStanding row;
        row.name = names.value(player);
        row.seat = static_cast<int>(seats.value(player));
        row.isAi = aiLevelOf(seats.value(player)).has_value(); // a friend elsewhere is not
        row.total = totals[static_cast<std::size_t>(player)];
        row.current = player == game.currentPlayer() && !game.isRoundOver();
        row.meldDone = game.game().initialMeldDone(player);
        row.absence = game.absenceOf(player, false); // the countdown is the header's
        row.left = game.joined() ? joined_.guest()->hasLeft(player) : host_.hasLeft(player);
        out.append(row);
    }
    return out;
}

RoundEnd Scoreboard::roundSummaryOf(const QStringList& names) const
{
    const GameView& game = game_;
    RoundEnd summary;
    const tilerummy::Game& round = game.game();
    if (!round.isOver())
        return summary;
    const tilerummy::Match& match = game.match().match();
    summary.over = true;
    summary.round = match.roundNumber();
    summary.reason = QString::fromStdString(tilerummy::endReasonName(round.endReason()));
    summary.text = tilerummy::ui::describeRoundEnd(round, names);
    summary.winner = round.winner() ? *round.winner() : -1;
    if (round.endReason() == tilerummy::EndReason::Rummikub && summary.winner >= 0 &&
        game.atThisScreen(summary.winner)) {
        int here = 0;
        for (int player = 0; player < round.playerCount(); ++player)
            here += game.atThisScreen(player) ? 1 : 0;
        summary.celebration = here > 1 ? tr("%1 went out!").arg(names.value(summary.winner)) : tr("You went out!");
    }
    summary.matchOver = match.isOver();
    const std::optional<int> matchWinner = match.winner();
    summary.matchWinner = matchWinner ? *matchWinner : -1;
    summary.matchWinnerName = matchWinner ? names.value(*matchWinner) : QString();
    const std::vector<int>& totals = match.totals();
    for (int player = 0; player < round.playerCount(); ++player) {
        const tilerummy::IdSet& rack = round.rack(player);
        // A joined table: the others' racks are told as counts and points.
        const std::optional<JoinedTable::HiddenRack> hidden = joined_.hiddenRack(player);
        RoundEndPlayer row;
        row.name = names.value(player);
        if (!hidden)
            row.rack = tilerummy::ui::tileFaces(rack);
        row.hiddenTiles = hidden ? hidden->tiles : 0;
        row.rackValue = hidden ? hidden->points : tilerummy::rackValue(rack);
        row.score = round.scores()[static_cast<std::size_t>(player)];
        row.total = totals[static_cast<std::size_t>(player)];
        summary.players.append(row);
    }
    return summary;
}

Scoreboard::Scoreboard(const GameView& game, const TableHost& host, const JoinedTable& joined, QObject* parent)
    : QObject(parent), game_(game), host_(host), joined_(joined)
{
    for (auto signal : {&GameEvents::gameChanged, &GameEvents::seatsChanged})
        connect(&game_.events(), signal, this, &Scoreboard::update);
    // The rack of the player moving shows the draft.
    connect(&game_.events(), &GameEvents::draftChanged, this, &Scoreboard::updateRackSizes);
    // The seats' badges show who is away (without the countdown: the list is
    // not made anew every second).
    connect(&host_, &TableHost::seatsChanged, this, &Scoreboard::update);
    connect(joined_.guest(), &TableGuest::seatsChanged, this, &Scoreboard::update);
}

void Scoreboard::update()
{
    if (!game_.hasMatch())
        return;
    const GameView& game = game_;
    const QStringList names = game.names(); // once: each is worked out from the seats
    assign(this, seed_, QString::number(game.seedValue()), &Scoreboard::seedChanged);
    assign(this, roundNumber_, game.match().match().roundNumber(), &Scoreboard::roundNumberChanged);
    assign(this, matchOver_, game.match().match().isOver(), &Scoreboard::matchOverChanged);
    assign(this, players_, playersOf(names), &Scoreboard::playersChanged);
    assign(this, rackSizes_, rackSizesOf(game), &Scoreboard::rackSizesChanged);
    assign(this, roundSummary_, roundSummaryOf(names), &Scoreboard::roundSummaryChanged);
    assign(this, scoreHistory_, scoreHistoryOf(game), &Scoreboard::scoreHistoryChanged);
    assign(this, setup_, setupOf(game, names), &Scoreboard::setupChanged);
}

void Scoreboard::updateRackSizes()
{
    if (!game_.hasMatch())
        return;
    assign(this, rackSizes_, rackSizesOf(game_), &Scoreboard::rackSizesChanged);
}
