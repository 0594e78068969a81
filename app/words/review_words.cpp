#include "words/review_words.h"

#include "words/verdict_words.h"

#include <QCoreApplication>
#include <QStringList>

namespace tilerummy::ui {

QString describeRework(const SetRework& rework)
{
    const QString set = setText(rework.tiles);
    switch (rework.kind) {
    case SetRework::Kind::Split:
        return QCoreApplication::translate("ReviewWords", "splitting %1").arg(set);
    case SetRework::Kind::JokerFreed:
        return QCoreApplication::translate("ReviewWords", "freeing the joker from %1").arg(set);
    case SetRework::Kind::TilesTaken:
        return QCoreApplication::translate("ReviewWords", "taking tiles from %1").arg(set);
    case SetRework::Kind::Joined:
        return QCoreApplication::translate("ReviewWords", "joining %1 to another set").arg(set);
    case SetRework::Kind::Extended:
        return QCoreApplication::translate("ReviewWords", "adding to %1").arg(set);
    }
    return set;
}

QString describeReviewedTurn(const ReviewedTurn& turn, const QString& name, bool held)
{
    const TurnReview& r = turn.review;
    const int best = r.best.tilesPlaced;
    if (held && best > 0)
        return QCoreApplication::translate("ReviewWords", "%1 held back %n tile(s): a play was there, and it drew.",
                                           nullptr, best)
            .arg(name);
    const bool hinted = turn.hinted && r.tilesPlaced > 0;
    if (r.tilesMissed() <= 0) {
        if (hinted)
            return QCoreApplication::translate("ReviewWords", "%1 played the hint's play.").arg(name);
        if (r.tilesPlaced > 0)
            return QCoreApplication::translate("ReviewWords", "%1 laid %n tile(s): the most that could be laid.",
                                               nullptr, r.tilesPlaced)
                .arg(name);
        if (!turn.initialMeldDone)
            return QCoreApplication::translate("ReviewWords", "%1 had no opening yet: nothing could be laid.")
                .arg(name);
        return QCoreApplication::translate("ReviewWords", "%1 could lay nothing.").arg(name);
    }
    //: The start of a sentence that goes on "; the best play laid 5 tiles."
    const QString laid =
        hinted ? QCoreApplication::translate("ReviewWords", "%1 played the hint's play").arg(name)
        : r.tilesPlaced > 0
            ? QCoreApplication::translate("ReviewWords", "%1 laid %n tile(s)", nullptr, r.tilesPlaced).arg(name)
        : turn.action == TurnAction::Penalty
            ? QCoreApplication::translate("ReviewWords", "%1 laid nothing (a penalty)").arg(name)
            : QCoreApplication::translate("ReviewWords", "%1 laid nothing").arg(name);
    if (!turn.initialMeldDone && r.tilesPlaced == 0)
        return QCoreApplication::translate("ReviewWords", "%1; an opening of %n tile(s) was there.", nullptr, best)
            .arg(laid);
    if (const SetRework* main = mainRework(r.bestReworks); main && main->kind != SetRework::Kind::Extended)
        return QCoreApplication::translate("ReviewWords", "%1; the best play laid %n tile(s), %2.", nullptr, best)
            .arg(laid, describeRework(*main));
    return QCoreApplication::translate("ReviewWords", "%1; the best play laid %n tile(s).", nullptr, best).arg(laid);
}

QString describeBestPlay(const ReviewedTurn& turn)
{
    const TurnReview& r = turn.review;
    const int best = r.best.tilesPlaced;
    if (const SetRework* main = mainRework(r.bestReworks); main && main->kind != SetRework::Kind::Extended)
        return QCoreApplication::translate("ReviewWords", "The best play lays %n tile(s), %1.", nullptr, best)
            .arg(describeRework(*main));
    return QCoreApplication::translate("ReviewWords", "The best play lays %n tile(s).", nullptr, best);
}

QString describePlayerReview(const PlayerReview& review, const QString& name)
{
    QStringList text;
    if (review.turnsLaidMost > 0)
        //: %1 the player, %2 the turns on which it laid the most, %n all its turns.
        text << QCoreApplication::translate("ReviewWords", "%1 laid the most that could be laid on %2 of %n turn(s).",
                                            nullptr, review.turns)
                    .arg(name)
                    .arg(review.turnsLaidMost);
    if (review.tilesMissed > 0)
        text << QCoreApplication::translate("ReviewWords", "%1 could have laid %n more tile(s), on %2 of %3 turns.",
                                            nullptr, review.tilesMissed)
                    .arg(name)
                    .arg(review.turnsWithMiss)
                    .arg(review.turns);
    if (text.isEmpty()) // neither: nothing could be laid, or every play was held back or the hint's
        text << QCoreApplication::translate("ReviewWords", "%1 took %n turn(s).", nullptr, review.turns).arg(name);
    if (review.turnsHinted > 0)
        text << QCoreApplication::translate("ReviewWords", "%1 played the hint's play on %n turn(s).", nullptr,
                                            review.turnsHinted)
                    .arg(name);
    if (review.turnsHeld > 0)
        text << QCoreApplication::translate("ReviewWords", "It held back on %n turn(s) by choice.", nullptr,
                                            review.turnsHeld);
    if (review.lateOpenings > 0)
        text << QCoreApplication::translate("ReviewWords", "The opening could have come %n turn(s) sooner.", nullptr,
                                            review.lateOpenings);
    return text.join(QLatin1Char(' '));
}

QString describeMiss(int round, int turn, const QString& name, int tiles)
{
    const QString more = QCoreApplication::translate("ReviewWords", "%1, %n more tile(s)", nullptr, tiles).arg(name);
    if (round > 0)
        return QCoreApplication::translate("ReviewWords", "Round %1, turn %2: %3").arg(round).arg(turn).arg(more);
    return QCoreApplication::translate("ReviewWords", "Turn %1: %2").arg(turn).arg(more);
}

} // namespace tilerummy::ui
