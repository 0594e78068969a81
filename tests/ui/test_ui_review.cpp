// A reviewed turn in words (app/words/review_words.h): what was laid against the
// best play then, and how that play reworks the table, in whole sentences;
// and a finished game reviewed turn by turn on its own board (game_review.h).
#include "finished_games.h"
#include "review/game_review.h"
#include "save/save_game.h"
#include "tile_ids.h"
#include "words/review_words.h"

#include <QSignalSpy>

#include <QTest>

using namespace tilerummy;
using tilerummy::ui::describeBestPlay;
using tilerummy::ui::describeMiss;
using tilerummy::ui::describePlayerReview;
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

// A finished two-round match of a beginner (the person's seat) against the
// standard AI, as a save.
SavedGame finishedGame(std::uint64_t seed)
{
    return ::finishedGame({SeatKind::Person, SeatKind::Standard}, seed, 2,
                          {QStringLiteral("Ann"), QStringLiteral("Bot")}, 3);
}

// A table's sets as sorted faces, in sorted order.
Table sortedFaces(const IdTable& ids)
{
    Table out;
    for (const IdSet& set : ids)
        out.push_back(sortedTiles(facesOf(set)));
    std::sort(out.begin(), out.end());
    return out;
}

Table sortedFaces(const Table& table)
{
    Table out;
    for (const Tiles& set : table)
        out.push_back(sortedTiles(set));
    std::sort(out.begin(), out.end());
    return out;
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
        // As "Show me" lays it out.
        QCOMPARE(describeBestPlay(t), QStringLiteral("The best play lays 3 tiles, splitting B3 B4 B5 B6 B7 B8."));
        // The same draw by the expert AI, which holds back by choice: a hold, not a miss.
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Expert AI"), true),
                 QStringLiteral("Expert AI held back 3 tiles: a play was there, and it drew."));
    }

    void aPlayShortOfTheBest()
    {
        // R6 laid; B6 could have gone in by splitting the blue run too.
        const Table before = table({"B3 B4 B5 B6 B7 B8", "R3 R4 R5"});
        const ReviewedTurn t =
            reviewed(before, "B6 R6 K1", true, "R6", table({"B3 B4 B5 B6 B7 B8", "R3 R4 R5 R6"}), TurnAction::Play);
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Ann")),
                 QStringLiteral("Ann laid 1 tile; the best play laid 2 tiles, splitting B3 B4 B5 B6 B7 B8."));
        // The same play, the hint's: said to be the hint's.
        ReviewedTurn hinted = t;
        hinted.hinted = true;
        QCOMPARE(
            describeReviewedTurn(hinted, QStringLiteral("Ann")),
            QStringLiteral("Ann played the hint's play; the best play laid 2 tiles, splitting B3 B4 B5 B6 B7 B8."));
    }

    // Each figure of the summary counts its own turns and says so: the turns
    // it laid the most on are not the turns it held back on, nor those it
    // played the hint's play on (it said "laid the most that could be laid on
    // each of 30 turns. It held back on 4 turns" of the same turns).
    void summaryAndMisses()
    {
        PlayerReview most;
        most.turns = 1;
        most.turnsLaidMost = 1;
        QCOMPARE(describePlayerReview(most, QStringLiteral("Ann")),
                 QStringLiteral("Ann laid the most that could be laid on 1 of 1 turn."));
        PlayerReview some;
        some.turns = 22;
        some.tilesMissed = 14;
        some.turnsWithMiss = 9;
        some.lateOpenings = 2;
        QCOMPARE(describePlayerReview(some, QStringLiteral("Ann")),
                 QStringLiteral("Ann could have laid 14 more tiles, on 9 of 22 turns. The opening could have come 2 "
                                "turns sooner."));
        some.turnsLaidMost = 10;
        QCOMPARE(describePlayerReview(some, QStringLiteral("Ann")),
                 QStringLiteral("Ann laid the most that could be laid on 10 of 22 turns. Ann could have laid 14 more "
                                "tiles, on 9 of 22 turns. The opening could have come 2 turns sooner."));
        PlayerReview holder;
        holder.turns = 30;
        holder.turnsLaidMost = 20;
        holder.turnsHeld = 4;
        holder.tilesHeld = 9;
        QCOMPARE(describePlayerReview(holder, QStringLiteral("Expert AI")),
                 QStringLiteral("Expert AI laid the most that could be laid on 20 of 30 turns. It held back on 4 "
                                "turns by choice."));
        PlayerReview onlyHeld;
        onlyHeld.turns = 3;
        onlyHeld.turnsHeld = 3;
        onlyHeld.tilesHeld = 7;
        QCOMPARE(describePlayerReview(onlyHeld, QStringLiteral("Expert AI")),
                 QStringLiteral("Expert AI took 3 turns. It held back on 3 turns by choice."));
        PlayerReview helped;
        helped.turns = 5;
        helped.turnsLaidMost = 2;
        helped.turnsHinted = 2;
        QCOMPARE(describePlayerReview(helped, QStringLiteral("Ann")),
                 QStringLiteral("Ann laid the most that could be laid on 2 of 5 turns. Ann played the hint's play on "
                                "2 turns."));
        QCOMPARE(describeMiss(2, 14, QStringLiteral("Ann"), 5), QStringLiteral("Round 2, turn 14: Ann, 5 more tiles"));
        QCOMPARE(describeMiss(0, 3, QStringLiteral("Bo"), 1), QStringLiteral("Turn 3: Bo, 1 more tile"));
    }

    void theBestPlay()
    {
        const Table before = table({"R3 R4 R5"});
        const ReviewedTurn t = reviewed(before, "R6 R7 K1", true, "R6 R7", table({"R3 R4 R5 R6 R7"}), TurnAction::Play);
        QCOMPARE(describeReviewedTurn(t, QStringLiteral("Ben")),
                 QStringLiteral("Ben laid 2 tiles: the most that could be laid."));
        // Kept from the hint: the hint's, not Ben's.
        ReviewedTurn hinted = t;
        hinted.hinted = true;
        QCOMPARE(describeReviewedTurn(hinted, QStringLiteral("Ben")), QStringLiteral("Ben played the hint's play."));
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

    void aGameStepByStep()
    {
        const SavedGame save = finishedGame(31);
        GameReview review; // drags at once (moveStepMs 0)
        QSignalSpy moved(&review, &GameReview::positionChanged);
        QVERIFY(!review.loaded());
        QVERIFY(!review.next());
        QCOMPARE(review.open(save), QString());
        QVERIFY(review.loaded());
        QCOMPARE(review.roundCount(), 2);
        QCOMPARE(review.round(), 0);
        QCOMPARE(review.turn(), 0);
        QVERIFY(!review.board()->canAct()); // a review is watched, not played
        QVERIFY(!review.back());

        // Every turn in order, shown as it was played: the board ends on the turn's table.
        int shown = 0;
        int better = -1;
        do {
            const tilerummy::TurnRecord& r = *review.record();
            QCOMPARE(review.currentPlayer(), r.player);
            QVERIFY(!review.logLine().isEmpty());
            QVERIFY(review.verdict().startsWith(r.player == 0 ? QStringLiteral("Ann") : QStringLiteral("Bot")));
            const IdTable& expected = r.action == TurnAction::Play ? r.after.table : r.before.table;
            QCOMPARE(sortedFaces(review.board()->draft().table()), sortedFaces(expected));
            if (better < 0 && review.betterPlayExisted() && review.round() == 0)
                better = review.turn();
            ++shown;
        } while (review.next());
        QCOMPARE(review.round(), 1);
        QCOMPARE(review.turn(), review.turnCount() - 1);
        QVERIFY(shown > 20);
        // Back over the rounds' border.
        QVERIFY(review.goTo(1, 0));
        QVERIFY(review.back());
        QCOMPARE(review.round(), 0);
        QVERIFY(!review.goTo(2, 0));
        QVERIFY(!review.goTo(0, -1));

        // "Show me" on a turn where a better play existed: the best play on its table.
        QVERIFY2(better >= 0, "the beginner missed nothing");
        QVERIFY(review.goTo(0, better));
        const int moves = moved.count();
        QVERIFY(review.showMe());
        QVERIFY(review.showingBest());
        QVERIFY(moved.count() > moves);
        const tilerummy::ReviewedTurn& t = *review.reviewed();
        QCOMPARE(sortedFaces(review.board()->draft().table()), sortedFaces(t.review.best.table));
        QCOMPARE(static_cast<int>(review.board()->draft().rack().size()),
                 static_cast<int>(review.record()->before.rack.size()) - t.review.best.tilesPlaced);
        // Another turn shows as played again.
        QVERIFY(review.next());
        QVERIFY(!review.showingBest());
        // No better play: nothing to show.
        for (int i = 0; i < review.turnCount(); ++i) {
            QVERIFY(review.goTo(0, i));
            if (!review.betterPlayExisted()) {
                QVERIFY(!review.showMe());
                break;
            }
        }
    }

    // The words of a play's steps go with the play: a draw shown next, the
    // first turn shown again (Home) or the game opened anew say no old step.
    void stepWordsGoWithTheirPlay()
    {
        const SavedGame save = finishedGame(31);
        GameReview review;
        QCOMPARE(review.open(save), QString());
        int better = -1;
        int draw = -1;
        do {
            if (better < 0 && review.betterPlayExisted())
                better = review.position();
            if (draw < 0 && review.record()->action == TurnAction::Draw)
                draw = review.position();
        } while ((better < 0 || draw < 0) && review.next());
        QVERIFY(better >= 0 && draw >= 0);
        const auto showAndStep = [&] {
            QVERIFY(review.goToPosition(better));
            QVERIFY(review.showMe());
            QVERIFY(review.stepBack());
            QVERIFY(review.board()->stepWords().startsWith(QStringLiteral("Step ")));
        };
        showAndStep();
        QVERIFY(review.goToPosition(draw));
        QCOMPARE(review.board()->stepWords(), QString());
        showAndStep();
        QVERIFY(review.goToPosition(0)); // Home
        QCOMPARE(review.board()->stepWords(), QString());
        showAndStep();
        QCOMPARE(review.open(save), QString()); // the review opened again
        QCOMPARE(review.board()->stepWords(), QString());
        showAndStep();
        QVERIFY(review.goToPosition(draw));
        QCOMPARE(review.board()->stepWords(), QString());
    }

    void theExpertsHoldsAreNotMisses()
    {
        // Ann (played by a beginner, who misses plays) against the expert AI,
        // which holds back by choice: its holds are said as holds, they are
        // not in "where the most could have been laid", and Ann's own misses
        // come first there.
        const SavedGame save = ::finishedGame({SeatKind::Person, SeatKind::Expert}, 35, 1, {QStringLiteral("Ann")});
        GameReview review;
        QCOMPARE(review.open(save), QString());
        int holds = 0, missesOfAnn = 0;
        do {
            const tilerummy::ReviewedTurn& t = *review.reviewed();
            const bool held = tilerummy::heldBack(t, t.player == 1);
            holds += held;
            missesOfAnn += t.player == 0 && t.review.tilesMissed() > 0;
            QCOMPARE(review.verdict().contains(QStringLiteral("held back")), held);
        } while (review.next());
        QVERIFY2(holds > 0, "the expert held nothing back");
        QVERIFY2(missesOfAnn > 0, "Ann missed nothing");
        const QList<ReviewMiss> misses = review.biggestMisses();
        QVERIFY(!misses.isEmpty());
        bool expertsYet = false;
        for (const ReviewMiss& miss : misses) {
            QVERIFY(review.goTo(miss.round, miss.turn));
            const tilerummy::ReviewedTurn& t = *review.reviewed();
            QVERIFY(!tilerummy::heldBack(t, t.player == 1));
            QVERIFY2(!expertsYet || t.player == 1, "a miss of Ann's after the expert's");
            expertsYet = expertsYet || t.player == 1;
        }
        QCOMPARE(review.summary().size(), 2);
        QVERIFY2(review.summary().at(1).text.contains(QStringLiteral("held back")),
                 qPrintable(review.summary().at(1).text));
    }

    // A play Ann kept from the hint (the save's turnRacks say so): its
    // verdict says it was the hint's, and her summary counts it as such, not
    // among the turns she laid the most on.
    void aHintsPlayIsNotCredited()
    {
        SavedGame save = finishedGame(31);
        GameReview plain;
        QCOMPARE(plain.open(save), QString());
        int turns = 0, laidMost = 0, hintRound = -1, hintTurn = -1;
        do {
            const tilerummy::ReviewedTurn& t = *plain.reviewed();
            if (t.player != 0)
                continue;
            ++turns;
            if (t.review.tilesPlaced > 0 && t.review.tilesMissed() <= 0) {
                ++laidMost;
                if (hintRound < 0) {
                    hintRound = plain.round();
                    hintTurn = plain.turn();
                }
            }
        } while (plain.next());
        QVERIFY2(hintRound >= 0, "Ann never laid the most");
        const QString before = plain.summary().at(0).text;
        QVERIFY2(
            before.startsWith(
                QStringLiteral("Ann laid the most that could be laid on %1 of %2 turns.").arg(laidMost).arg(turns)),
            qPrintable(before));
        QVERIFY(plain.goTo(hintRound, hintTurn));
        QVERIFY(plain.verdict().endsWith(QStringLiteral("the most that could be laid.")));

        save.turnRacks.push_back({hintRound, hintTurn, tilerummy::RackSlots::dealt(plain.record()->before.rack), true});
        GameReview review;
        QCOMPARE(review.open(save), QString());
        QVERIFY(review.goTo(hintRound, hintTurn));
        QVERIFY(review.reviewed()->hinted);
        QCOMPARE(review.verdict(), QStringLiteral("Ann played the hint's play."));
        const QString summary = review.summary().at(0).text;
        if (laidMost > 1)
            QVERIFY2(summary.startsWith(QStringLiteral("Ann laid the most that could be laid on %1 of %2 turns.")
                                            .arg(laidMost - 1)
                                            .arg(turns)),
                     qPrintable(summary));
        else
            QVERIFY2(!summary.contains(QStringLiteral("laid the most")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Ann played the hint's play on 1 turn.")), qPrintable(summary));
    }

    void aGameThatDoesNotReplayIsRefused()
    {
        SavedGame save = finishedGame(32);
        save.actions.insert(save.actions.begin(), RecordedAction::nextRound());
        GameReview review;
        QVERIFY(!review.open(save).isEmpty());
        QVERIFY(!review.loaded());
        QVERIFY(!review.openFile(QStringLiteral("/nonexistent/game.trsave")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestUiReview)
#include "test_ui_review.moc"
