#include "news/spoken_news.h"

#include "game/game_view.h"
#include "record/scoreboard.h"
#include "words/spoken_words.h"
#include "words/tile_data.h"
#include "words/turn_words.h"

#include <QLocale>

using tilerummy::TurnAction;
using tilerummy::ui::spokenTiles;

namespace {

// "red 3, blue 5 and black 9".
QString tilesInWords(const tilerummy::IdSet& ids)
{
    QStringList names;
    for (tilerummy::TileId id : ids)
        names.append(tilerummy::ui::accessibleTileName(tilerummy::faceOf(id)));
    return QLocale().createSeparatedList(names);
}

} // namespace

SpokenNews::SpokenNews(const GameView& game, const Scoreboard& scoreboard, QObject* parent)
    : QObject(parent), game_(game), scoreboard_(scoreboard)
{
    connect(&game_.events(), &GameEvents::turnFinished, this, &SpokenNews::turnEnded);
    connect(&game_.events(), &GameEvents::turnCame, this, &SpokenNews::turnCame);
    connect(&game_.events(), &GameEvents::roundDealt, this, &SpokenNews::roundBegan);
}

void SpokenNews::say(const QString& words)
{
    const QString spoken = spokenTiles(words).trimmed();
    if (spoken.isEmpty())
        return;
    latest_ = spoken;
    emit said(latest_);
}

bool SpokenNews::onePerson() const
{
    return game_.seats().count(SeatKind::Person) <= 1;
}

QString SpokenNews::drawnByYou(const tilerummy::TurnRecord& record) const
{
    // At a screen shared by several people the tiles are not said: the next
    // person sits down while it would be spoken (the rack tells its owner
    // which tiles are new, in their turn).
    if (record.drawn.empty() || !game_.atThisScreen(record.player) || game_.joined() || !onePerson())
        return {};
    const QString tiles = tilesInWords(record.drawn);
    return record.action == TurnAction::Penalty ? tr("Your penalty tiles: %1.").arg(tiles)
                                                : tr("You drew %1.").arg(tiles);
}

QString SpokenNews::openingNeeded() const
{
    if (game_.isRoundOver() || !game_.isHumanTurn() || game_.initialMeldDone())
        return {};
    // What the meter under the status line shows: the turn's new sets so far.
    if (const int laid = game_.draft().meldPoints(); laid > 0)
        //: %n the points the opening needs, %1 what the sets laid so far this turn are worth.
        return tr("Your opening needs %n point(s); your new sets are worth %1.", nullptr, game_.initialMeld())
            .arg(laid);
    return tr("Your opening needs %n point(s).", nullptr, game_.initialMeld());
}

QString SpokenNews::turnInShort(const tilerummy::TurnRecord& record, const std::vector<int>& order) const
{
    const QStringList names = game_.names();
    if (record.action == TurnAction::Play && game_.atThisScreen(record.player) && onePerson()) {
        // The person knows what they laid: the count, the sets in the log.
        const int laid = static_cast<int>(tilerummy::tilesLaid(record).size());
        if (!record.initialMeldDone)
            return tr("You opened with %n tile(s), worth %1 points.", nullptr, laid).arg(record.meldPoints);
        return tr("You laid %n tile(s).", nullptr, laid);
    }
    QString words = tilerummy::ui::describeTurn(record, names, order);
    if (record.action == TurnAction::Play && tilerummy::ui::tooLongToSay(words))
        //: After a play told in short ("Expert AI rebuilt 5 sets and laid 3 tiles."): where its sets are told.
        words = tilerummy::ui::describeBigPlay(record, names) + QLatin1Char(' ') + tr("The turn log has each set.");
    return words;
}

QString SpokenNews::turnComing() const
{
    if (!game_.hasMatch() || !game_.isHumanTurn() || game_.handOverPending())
        return {};
    const int pool = game_.poolCount();
    QString words =
        onePerson()
            ? tr("Your turn; the pool has %n tile(s).", nullptr, pool)
            : tr("%1's turn; the pool has %n tile(s).", nullptr, pool).arg(game_.playerName(game_.currentPlayer()));
    if (const QString opening = openingNeeded(); !opening.isEmpty())
        words += QLatin1Char(' ') + opening;
    return words;
}

QString SpokenNews::roundOver() const
{
    const RoundEnd summary = scoreboard_.roundSummary();
    QStringList scores;
    for (const RoundEndPlayer& player : summary.players)
        //: A player's score in the round and the match's total, spoken: "Ana 25 points, total 40".
        scores.append(tr("%1 %2 points, total %3").arg(player.name).arg(player.score).arg(player.total));
    // Who won is the end screen's to say (it takes the focus with it): the scores are said here.
    QString words;
    if (!scores.isEmpty())
        words = tr("Scores: %1.").arg(QLocale().createSeparatedList(scores));
    if (summary.matchOver && !summary.matchWinnerName.isEmpty())
        words += QLatin1Char(' ') + tr("%1 wins the match.").arg(summary.matchWinnerName);
    return words;
}

void SpokenNews::turnEnded(const tilerummy::TurnRecord& record, const std::vector<int>& order)
{
    QStringList words;
    const QString drawn = drawnByYou(record);
    if (record.action == TurnAction::Draw && !drawn.isEmpty())
        words << drawn; // "You drew blue 5." says more than "Ana drew a tile."
    else
        words << turnInShort(record, order);
    if (record.action == TurnAction::Penalty && !drawn.isEmpty())
        words << drawn;
    if (game_.isRoundOver())
        words << roundOver();
    else
        words << turnComing();
    words.removeAll(QString());
    say(words.join(QLatin1Char(' ')));
}

void SpokenNews::turnCame()
{
    say(turnComing());
}

void SpokenNews::roundBegan()
{
    say(tr("Round %1.").arg(game_.roundNumber()) + QLatin1Char(' ') + turnComing());
}

QString SpokenNews::state() const
{
    if (!game_.hasMatch())
        return {};
    QStringList parts;
    if (game_.isRoundOver())
        parts << scoreboard_.roundSummary().text;
    else if (game_.isHumanTurn() && onePerson())
        parts << tr("Your turn.");
    else
        parts << tr("%1's turn.").arg(game_.playerName(game_.currentPlayer()));
    const QList<int> sizes = scoreboard_.rackSizes();
    QStringList racks;
    for (int player = 0; player < sizes.size(); ++player) {
        const QString who = game_.atThisScreen(player) && onePerson() ? tr("you") : game_.playerName(player);
        //: A rack's count in the game's state: "Ana 12 tiles".
        racks << tr("%1 %n tile(s)", nullptr, sizes.at(player)).arg(who);
    }
    parts << tr("Racks: %1.").arg(QLocale().createSeparatedList(racks));
    parts << tr("The pool has %n tile(s).", nullptr, game_.poolCount());
    parts << tr("Round %1.").arg(game_.roundNumber());
    parts << openingNeeded();
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}
