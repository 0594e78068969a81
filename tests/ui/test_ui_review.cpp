// A reviewed turn in words (app/ui/review_words.h): what was laid against the
// best play then, and how that play reworks the table, in whole sentences.
#include "review_words.h"

#include <QTest>

using namespace tilerummy;
using tilerummy::ui::describeReviewedTurn;
using tilerummy::ui::describeRework;

namespace {

Tiles tiles(const char* text)
{
    Tiles out;
    for (const QString& token : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(*Tile::parse(token.toStdString()));
    return out;
}

Table table(std::initializer_list<const char*> sets)
{
    Table out;
    for (const char* set : sets)
        out.push_back(tiles(set));
    return out;
}

// A real review: the turn laid `laid` (on `after`), from this position.
ReviewedTurn reviewed(const Table& before, const char* rack, bool opened, const char* laid, const Table& after,
                      TurnAction action)
{
    ReviewedTurn t;
    t.action = action;
    t.initialMeldDone = opened;
    t.review = reviewTurn({before, tiles(rack)}, opened, 30, tiles(laid), after);
    return t;
}

} // namespace

class TestUiReview : public QObject {
    Q_OBJECT

private slots:
    void aDrawThatMissedASplit()
    {
        const Table before = table({"B3 B4 B5 B6 B7 B8", "R3 R4 R5"});
        const ReviewedTurn t = reviewed(before, "B6 R6 R7 K1", true, "", before, TurnAction::Draw);
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Ann")),
                 QStringLiteral("Ann laid nothing; the best play laid 3 tiles, splitting B3 B4 B5 B6 B7 B8."));
    }

    void aPlayShortOfTheBest()
    {
        // R6 laid; B6 could have gone in by splitting the blue run too.
        const Table before = table({"B3 B4 B5 B6 B7 B8", "R3 R4 R5"});
        const ReviewedTurn t =
            reviewed(before, "B6 R6 K1", true, "R6", table({"B3 B4 B5 B6 B7 B8", "R3 R4 R5 R6"}), TurnAction::Play);
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Ann")),
                 QStringLiteral("Ann laid 1 tile; the best play laid 2 tiles, splitting B3 B4 B5 B6 B7 B8."));
    }

    void theBestPlay()
    {
        const Table before = table({"R3 R4 R5"});
        const ReviewedTurn t = reviewed(before, "R6 R7 K1", true, "R6 R7", table({"R3 R4 R5 R6 R7"}), TurnAction::Play);
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Ben")),
                 QStringLiteral("Ben laid 2 tiles: the most that could be laid."));
    }

    void nothingToLay()
    {
        const Table before = table({"R3 R4 R5"});
        QCOMPARE(
            describeReviewedTurn(reviewed(before, "K1 B9", true, "", before, TurnAction::Draw), QStringLiteral("Ben")),
            QStringLiteral("Ben could lay nothing."));
        QCOMPARE(
            describeReviewedTurn(reviewed(before, "K1 B9", false, "", before, TurnAction::Draw), QStringLiteral("Ben")),
            QStringLiteral("Ben had no opening yet: nothing could be laid."));
    }

    void anOpeningLeftOnTheRack()
    {
        const Table before = table({"R3 R4 R5"});
        const ReviewedTurn t = reviewed(before, "K10 K11 K12 B1", false, "", before, TurnAction::Draw);
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Cleo")),
                 QStringLiteral("Cleo laid nothing; an opening of 3 tiles was there."));
    }

    void aPenaltyAndAJokerFreed()
    {
        // The rack's O7 takes the joker's place in the full group; the joker
        // and K12 K13 make a run.
        const Table before = table({"K7 B7 R7 J", "B1 B2 B3"});
        const ReviewedTurn t = reviewed(before, "O7 K12 K13", true, "", before, TurnAction::Penalty);
        QCOMPARE(t.review.best.tilesPlaced, 3);
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Dan")),
                 QStringLiteral("Dan laid nothing (a penalty); the best play laid 3 tiles, freeing the joker from "
                                "K7 B7 R7 J."));
    }

    void everyReworkWorded()
    {
        for (SetRework::Kind kind : {SetRework::Kind::Split, SetRework::Kind::JokerFreed, SetRework::Kind::TilesTaken,
                                     SetRework::Kind::Joined, SetRework::Kind::Extended}) {
            const QString words = describeRework({kind, 0, tiles("R1 R2 R3")});
            QVERIFY2(words.endsWith(QStringLiteral("R1 R2 R3")) ||
                         words.contains(QStringLiteral("R1 R2 R3 to another")),
                     qPrintable(words));
        }
    }
};

QTEST_GUILESS_MAIN(TestUiReview)
#include "test_ui_review.moc"
