// What a screen reader hears away from the focus (app/news/spoken_news.h,
// app/words/spoken_words.h): tiles in words as the tiles name themselves, each
// turn with what comes next, the person's own draw, and the state of the game
// on demand; nobody's hidden tile is told.
#include "assist/hint_assistant.h"
#include "news/spoken_news.h"
#include "seat_setups.h"
#include "session/game_controller.h"
#include "words/spoken_words.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tilerummy::ui::spokenTiles;

namespace {

// A game of the person against the standard AI dealt from `seed`, moves
// shown at once, up to the person's first turn.
void startPersonsTurn(GameController& game, std::uint64_t seed)
{
    game.setAiMinimumThinkMs(0);
    game.board()->setMoveStepMs(0);
    QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seed)), QString());
    QTRY_VERIFY(game.canAct());
}

// A hint asked for, and its answer come (a play pending, or none).
void askForHint(GameController& game)
{
    QSignalSpy ready(game.hint(), &HintAssistant::ready);
    QVERIFY(game.hint()->request());
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 10000);
}

} // namespace

class SpokenNewsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside

    void tilesAreSaidByColourAndNumber()
    {
        QCOMPARE(spokenTiles(QStringLiteral("Ana laid R4 R5 R6; added O9 to K9 B9 O9.")),
                 QStringLiteral("Ana laid red 4, red 5, red 6; added orange 9 to black 9, blue 9, orange 9."));
        QCOMPARE(spokenTiles(QStringLiteral("O6 O7: this set now has only two tiles")),
                 QStringLiteral("orange 6, orange 7: this set now has only two tiles"));
        QCOMPARE(spokenTiles(QStringLiteral("B7 B8 | B10 J")), QStringLiteral("blue 7, blue 8 | blue 10, joker"));
        // Sets listed a comma apart stay apart.
        QCOMPARE(spokenTiles(QStringLiteral("laid K2 R2 B2, R7 R8 R9 and K10 K11 K12.")),
                 QStringLiteral("laid black 2, red 2, blue 2; red 7, red 8, red 9 and black 10, black 11, black 12."));
        // A list of single tiles keeps its commas (no sets to tell apart).
        QCOMPARE(spokenTiles(QStringLiteral("you played B3, B4, K6 and O6 for")),
                 QStringLiteral("you played blue 3, blue 4, black 6 and orange 6 for"));
        // Words that only look like tiles stay as they are.
        QCOMPARE(spokenTiles(QStringLiteral("Jo, AB7, R14, K0, B7x, OK")), QStringLiteral("Jo, AB7, R14, K0, B7x, OK"));
        // A tile between left-to-right marks (Hebrew) is said too.
        QCOMPARE(spokenTiles(QStringLiteral("\u200EK13\u200E")), QStringLiteral("\u200Eblack 13\u200E"));
    }

    void eachTurnIsToldWithWhatComesNext()
    {
        GameController game;
        game.setAiMinimumThinkMs(0);
        game.board()->setMoveStepMs(0);
        QSignalSpy said(game.news(), &SpokenNews::said);
        QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
        QTRY_VERIFY(game.canAct());
        QCOMPARE(game.news()->latest(),
                 QStringLiteral("Your turn; the pool has 78 tiles. Your opening needs 30 points."));

        // The person draws: the tile is named, to them alone.
        const tilerummy::IdSet before = game.game().rack(0);
        said.clear();
        QVERIFY(game.drawTile());
        QTRY_VERIFY(!said.isEmpty());
        tilerummy::IdSet drawn;
        for (tilerummy::TileId id : game.game().rack(0))
            if (std::find(before.begin(), before.end(), id) == before.end())
                drawn.push_back(id);
        QCOMPARE(drawn.size(), std::size_t{1});
        const QString tile = tilerummy::ui::accessibleTileName(tilerummy::faceOf(drawn.front()));
        QCOMPARE(said.first().first().toString(), QStringLiteral("You drew %1.").arg(tile));

        // The AI's turn, then the person's again, in one sentence.
        QTRY_VERIFY(game.canAct());
        QTRY_VERIFY(said.size() >= 2);
        const QString aiTurn = said.last().first().toString();
        QVERIFY2(aiTurn.startsWith(QStringLiteral("Standard AI ")), qPrintable(aiTurn));
        QVERIFY2(aiTurn.contains(QStringLiteral(" Your turn; the pool has ")), qPrintable(aiTurn));
        QVERIFY2(!aiTurn.contains(QRegularExpression(QStringLiteral("\\b[KRBO]\\d"))), qPrintable(aiTurn));

        // The state on demand: whose turn, every rack, the pool, the round.
        const QString state = game.news()->state();
        QVERIFY2(state.startsWith(QStringLiteral("Your turn. Racks: you 15 tiles and Standard AI ")),
                 qPrintable(state));
        QVERIFY2(state.contains(QStringLiteral("The pool has %1 tiles. Round 1.").arg(game.poolCount())),
                 qPrintable(state));
    }

    // A play is told by its counts when it would be long as said, tiles in
    // words (this one, heard in a game, is 104 characters in codes, 198 said).
    void aTurnIsMeasuredAsItIsSaid()
    {
        const QString moves = QStringLiteral("Standard AI: moved K4 to K4 K5 K6 K7 K8 K9; moved O4 to K4 R4 B4 O4; "
                                             "moved B4 to B4 B5 B6, adding B5 B6.");
        QVERIFY(moves.size() <= tilerummy::ui::kLongestSpokenPlay);
        QVERIFY(tilerummy::ui::tooLongToSay(moves));
        QVERIFY(!tilerummy::ui::tooLongToSay(QStringLiteral("Standard AI: laid R13 B13 O13.")));
    }

    // At one screen shared by two people the tile drawn is not said: the
    // next person sits down while it would be spoken.
    void aSharedScreenHearsNoTileDrawn()
    {
        GameController game;
        game.setAiMinimumThinkMs(0);
        game.board()->setMoveStepMs(0);
        QSignalSpy said(game.news(), &SpokenNews::said);
        QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seedWhereFirstIs(0))), QString());
        if (game.handOverPending())
            game.confirmHandOver();
        QTRY_VERIFY(game.canAct());
        said.clear();
        QVERIFY(game.drawTile());
        QTRY_VERIFY(!said.isEmpty());
        const QString words = said.first().first().toString();
        QVERIFY2(words.startsWith(QStringLiteral("Player 1 drew a tile.")), qPrintable(words));
        QVERIFY2(!words.contains(QRegularExpression(QStringLiteral("(black|red|blue|orange) \\d|joker"))),
                 qPrintable(words));
        // The next person's turn is said once they sit down.
        QVERIFY(game.handOverPending());
        said.clear();
        game.confirmHandOver();
        QCOMPARE(game.news()->latest(),
                 QStringLiteral("Player 2's turn; the pool has 77 tiles. Your opening needs 30 points."));
    }

    // A hint on the table says what it does set by set, as the log tells a play.
    void aHintSaysItsPlaySetBySet()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            GameController game;
            startPersonsTurn(game, seed);
            askForHint(game);
            if (QTest::currentTestFailed())
                return;
            if (!game.hint()->pending()) {
                QCOMPARE(game.hint()->play(), QString()); // no play: nothing to say of one
                continue;
            }
            const QString play = game.hint()->play();
            QVERIFY2(play.startsWith(QStringLiteral("Laid ")), qPrintable(play));
            for (const QString& tile : game.hint()->tiles())
                QVERIFY2(play.contains(tile), qPrintable(tile + QStringLiteral(" in ") + play));
            QVERIFY(game.hint()->dismiss());
            QCOMPARE(game.hint()->play(), QString());
            return;
        }
        QFAIL("no deal of seeds 1 to 39 had a hint to lay");
    }

    // A hint too long to say whole is said in short: the tiles it lays and
    // the sets it changes (heard: a hint of 19 s, and the focus's move after
    // it lost); a short one whole.
    void aLongHintIsSaidInShort()
    {
        const auto id = [](const char* text) {
            return tilerummy::Tile::parse(text)->index() * tilerummy::kCopiesPerFace;
        };
        tilerummy::TurnRecord record;
        record.action = tilerummy::TurnAction::Play;
        record.initialMeldDone = true;
        // R1..R6 split into R1 R2 R3 and three groups of 4s, 5s and 6s, with B4 B5 from the rack.
        record.before.table = {{id("R1"), id("R2"), id("R3"), id("R4"), id("R5"), id("R6")},
                               {id("K4"), id("K5"), id("K6")},
                               {id("O6"), id("O7"), id("O8"), id("O9")}};
        record.before.rack = {id("B4"), id("B5"), id("K12")};
        record.after.rack = {id("K12")};
        record.after.table = {{id("R1"), id("R2"), id("R3")},
                              {id("K4"), id("R4"), id("B4")},
                              {id("K5"), id("R5"), id("B5")},
                              {id("K6"), id("R6"), id("O6")},
                              {id("O7"), id("O8"), id("O9")}};
        const QString play = HintAssistant::playOf(record);
        QVERIFY2(tilerummy::ui::tooLongToSay(play), qPrintable(play));
        QCOMPARE(HintAssistant::spokenPlayOf(record, play),
                 QStringLiteral("It lays B4 B5 and changes 5 sets of the table."));

        tilerummy::TurnRecord small = record;
        small.after.table = record.before.table;
        small.after.table[1] = {id("K4"), id("K5"), id("K6")};
        small.after.table.push_back({id("B4"), id("B5"), id("B6")});
        small.before.rack.push_back(id("B6"));
        QCOMPARE(HintAssistant::spokenPlayOf(small, HintAssistant::playOf(small)), HintAssistant::playOf(small));
        QVERIFY2(HintAssistant::playOf(small).startsWith(QStringLiteral("Laid B4 B5 B6")),
                 qPrintable(HintAssistant::playOf(small)));
    }

    // The opening's need said as the meter shows it, with what is laid so
    // far; the person's own play said in short (the log has its sets).
    void theOpeningAndOnesOwnPlayAreSaidAsTheyStand()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            GameController game;
            startPersonsTurn(game, seed);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(game.news()->state().endsWith(QStringLiteral("Your opening needs 30 points.")),
                     qPrintable(game.news()->state()));
            askForHint(game);
            if (QTest::currentTestFailed())
                return;
            if (!game.hint()->pending())
                continue;
            QVERIFY(game.hint()->apply());
            const int points = game.board()->meldPoints();
            QVERIFY(points >= 30);
            const QString state = game.news()->state();
            QVERIFY2(
                state.endsWith(QStringLiteral("Your opening needs 30 points; your new sets are worth %1.").arg(points)),
                qPrintable(state));
            const auto laid =
                static_cast<int>(tilerummy::tilesLaid(game.draft().start().rack, game.draft().position().rack).size());
            QSignalSpy said(game.news(), &SpokenNews::said);
            QVERIFY(game.endTurn());
            QTRY_VERIFY(!said.isEmpty());
            const QString words = said.first().first().toString();
            QVERIFY2(
                words.startsWith(QStringLiteral("You opened with %1 tiles, worth %2 points.").arg(laid).arg(points)),
                qPrintable(words));
            QVERIFY2(words.size() < 120, qPrintable(words));
            return;
        }
        QFAIL("no deal of seeds 1 to 39 had an opening to lay");
    }

    void aSentenceOfTheScenesIsSaidWithTilesInWords()
    {
        GameController game;
        QSignalSpy said(game.news(), &SpokenNews::said);
        game.news()->say(QStringLiteral("Hint: this play lays R4 R5 R6."));
        game.news()->say(QStringLiteral("  "));
        QCOMPARE(said.size(), 1);
        QCOMPARE(game.news()->latest(), QStringLiteral("Hint: this play lays red 4, red 5, red 6."));
    }
};

QTEST_MAIN(SpokenNewsTest)
#include "test_ui_spoken_news.moc"
