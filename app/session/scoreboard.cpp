#include "scoreboard.h"

#include "game_controller.h"
#include "tile_data.h"
#include "turn_words.h"

namespace {

QList<int> rackSizesOf(const GameController& game)
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

QVariantList playersOf(const GameController& game, const QStringList& names)
{
    QVariantList out;
    const std::vector<int>& totals = game.match().match().totals();
    const QList<SeatKind> seats = game.seats();
    for (int player = 0; player < game.playerCount(); ++player) {
        out.append(QVariantMap{
            {QStringLiteral("name"), names.value(player)},
            {QStringLiteral("seat"), static_cast<int>(seats.value(player))},
            {QStringLiteral("isAi"), aiLevelOf(seats.value(player)).has_value()}, // a friend elsewhere is not
            {QStringLiteral("total"), totals[static_cast<std::size_t>(player)]},
            {QStringLiteral("current"), player == game.currentPlayer() && !game.isRoundOver()},
            {QStringLiteral("meldDone"), game.game().initialMeldDone(player)},
        });
    }
    return out;
}

QVariantMap roundSummaryOf(const GameController& game, const QStringList& names)
{
    QVariantMap summary;
    const tilerummy::Game& round = game.game();
    if (!round.isOver())
        return summary;
    const tilerummy::Match& match = game.match().match();
    summary.insert(QStringLiteral("round"), match.roundNumber());
    summary.insert(QStringLiteral("reason"), QString::fromStdString(tilerummy::endReasonName(round.endReason())));
    summary.insert(QStringLiteral("text"), tilerummy::ui::describeRoundEnd(round, names));
    summary.insert(QStringLiteral("winner"), round.winner() ? *round.winner() : -1);
    summary.insert(QStringLiteral("matchOver"), match.isOver());
    const std::optional<int> matchWinner = match.winner();
    summary.insert(QStringLiteral("matchWinner"), matchWinner ? *matchWinner : -1);
    summary.insert(QStringLiteral("matchWinnerName"), matchWinner ? names.value(*matchWinner) : QString());
    QVariantList players;
    const std::vector<int>& totals = match.totals();
    for (int player = 0; player < round.playerCount(); ++player) {
        const tilerummy::IdSet& rack = round.rack(player);
        // A joined table: the others' racks are told as counts and points.
        const std::optional<JoinedTable::HiddenRack> hidden = game.joinedTable()->hiddenRack(player);
        players.append(QVariantMap{
            {QStringLiteral("name"), names.value(player)},
            {QStringLiteral("rack"), hidden ? QVariantList{} : tilerummy::ui::tileMaps(rack)},
            {QStringLiteral("hiddenTiles"), hidden ? hidden->tiles : 0},
            {QStringLiteral("rackValue"), hidden ? hidden->points : tilerummy::rackValue(rack)},
            {QStringLiteral("score"), round.scores()[static_cast<std::size_t>(player)]},
            {QStringLiteral("total"), totals[static_cast<std::size_t>(player)]},
        });
    }
    summary.insert(QStringLiteral("players"), players);
    return summary;
}

QVariantList scoreHistoryOf(const GameController& game)
{
    QVariantList rounds;
    for (const std::vector<int>& scores : game.match().match().roundScores()) {
        QVariantList row;
        for (int score : scores)
            row.append(score);
        rounds.append(QVariant(row));
    }
    return rounds;
}

QVariantMap setupOf(const GameController& game, const QStringList& names)
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

void Scoreboard::update(const GameController& game)
{
    const QStringList names = game.names(); // once: each is worked out from the seats
    assign(this, seed_, QString::number(game.seedValue()), &Scoreboard::seedChanged);
    assign(this, roundNumber_, game.match().match().roundNumber(), &Scoreboard::roundNumberChanged);
    assign(this, matchOver_, game.match().match().isOver(), &Scoreboard::matchOverChanged);
    assign(this, players_, playersOf(game, names), &Scoreboard::playersChanged);
    assign(this, rackSizes_, rackSizesOf(game), &Scoreboard::rackSizesChanged);
    assign(this, roundSummary_, roundSummaryOf(game, names), &Scoreboard::roundSummaryChanged);
    assign(this, scoreHistory_, scoreHistoryOf(game), &Scoreboard::scoreHistoryChanged);
    assign(this, setup_, setupOf(game, names), &Scoreboard::setupChanged);
}

void Scoreboard::updateRackSizes(const GameController& game)
{
    assign(this, rackSizes_, rackSizesOf(game), &Scoreboard::rackSizesChanged);
}
