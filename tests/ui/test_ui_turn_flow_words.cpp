// A turn in the log's words: a big play one line that opens to its sets, a
// play worded set by set, a moved joker, and every penalty the game can give,
// made with a crafted end of turn, worded in the window's words (through
// translate(), not the core's English).
#include "marking_translator.h"
#include "meld.h"
#include "session/game_controller.h"
#include "solver.h"
#include "tile_ids.h"
#include "turn_flow_support.h"
#include "words/spoken_words.h"
#include "words/turn_words.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <set>

namespace {

// Tile `text` (its copy `copy`) as an id.
tilerummy::TileId idOf(const char* text, int copy = 0)
{
    return tilerummy::Tile::parse(text)->index() * tilerummy::kCopiesPerFace + copy;
}

// Ben's play on R5 R6 R7 R8 and O5 O6 O7: two sets laid from the rack, R8
// moved to a group of 8s with K8 and B8, O4 added: five sets changed.
tilerummy::TurnRecord bensPlay()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    tilerummy::TurnRecord record;
    record.player = 1;
    record.action = tilerummy::TurnAction::Play;
    record.initialMeldDone = true;
    record.before.table = {{id("R5"), id("R6"), id("R7"), id("R8")}, {id("O5"), id("O6"), id("O7")}};
    record.before.rack = {id("K11"),   id("K9"), id("K10"), id("B5"), id("O5", 1),
                          id("R5", 1), id("O4"), id("K8"),  id("B8"), id("R7", 1)};
    record.after.rack = {id("R7", 1)};
    record.after.table = {
        {id("O5"), id("O6"), id("O7"), id("O4")}, // O4 added
        {id("R5"), id("R6"), id("R7")},           // gave R8 away: not named
        {id("K11"), id("K9"), id("K10")},         // laid
        {id("R5", 1), id("B5"), id("O5", 1)},     // laid
        {id("K8"), id("R8"), id("B8")},           // R8 moved here, with K8 and B8 from the rack
    };
    return record;
}

// The first player's opening as the solver finds it (ids), if they have one.
std::optional<tilerummy::IdPosition> openingOf(const tilerummy::Game& game)
{
    const int player = game.currentPlayer();
    tilerummy::SolveRequest request;
    request.rack = tilerummy::facesOf(game.rack(player));
    request.initialMeldDone = false;
    request.initialMeld = game.rules().initialMeld;
    const tilerummy::SolveResult result = tilerummy::solve(request);
    if (result.placed.empty())
        return std::nullopt;
    return tilerummy::assignIds({game.table(), game.rack(player)}, result.table);
}

tilerummy::IdSet without(tilerummy::IdSet ids, tilerummy::TileId id)
{
    ids.erase(std::find(ids.begin(), ids.end(), id));
    return ids;
}

// The first seed (from 1) whose game, made and played on by `setUp`, gives a
// penalty record from `endTurn` (nullopt from either: the next seed).
tilerummy::TurnRecord craftPenalty(const std::function<bool(tilerummy::Game&)>& setUp,
                                   const std::function<std::optional<tilerummy::TurnRecord>(tilerummy::Game&)>& endTurn)
{
    for (std::uint64_t seed = 1; seed < 500; ++seed) {
        tilerummy::Game game(2, tilerummy::Rules{}, seed);
        if (!setUp(game))
            continue;
        if (const std::optional<tilerummy::TurnRecord> record = endTurn(game))
            return *record;
    }
    qFatal("no seed gives the penalty asked for");
}

// The first player lays the solver's opening.
bool opened(tilerummy::Game& game)
{
    const std::optional<tilerummy::IdPosition> opening = openingOf(game);
    return opening && game.play(opening->table, opening->rack).action == tilerummy::TurnAction::Play;
}

} // namespace

class TestUiTurnFlowWords : public QObject {
    Q_OBJECT

private slots:
    void aBigPlayIsOneLineThatOpensToItsSets();
    void everyPenaltyIsWorded();
    void aPlayIsWordedSetBySet();
    void aMovedJokerIsWorded();
};

// A play that changes four sets or more is one line in the log with its
// counts, its sets apart, one a line; every turn's line knows its turn (for
// the review), and a game's turns are numbered as the game counts them.
void TestUiTurnFlowWords::aBigPlayIsOneLineThatOpensToItsSets()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    const tilerummy::TurnRecord record = bensPlay();
    QVERIFY(tilerummy::ui::isBigPlay(record));
    QCOMPARE(tilerummy::ui::describeBigPlay(record, names), QStringLiteral("Ben rebuilt 5 sets and laid 9 tiles."));
    QCOMPARE(
        tilerummy::ui::describePlayDetails(record, {2, 3, 4, 1, 0}),
        QStringLiteral("Laid K9 K10 K11 and R5 B5 O5.\nMoved R8 to K8 R8 B8, adding K8 B8.\nAdded O4 to O5 O6 O7."));
    // New sets only: laid; an opening: its points.
    tilerummy::TurnRecord fresh = record;
    fresh.before.table = {};
    fresh.after.table = {{id("K9"), id("K10"), id("K11")},
                         {id("R5", 1), id("B5"), id("O5", 1)},
                         {id("K8"), id("R7", 1), id("B8")},
                         {id("O4"), id("O5"), id("O6")}};
    fresh.before.rack = {id("K11"), id("K9"), id("K10"), id("B5"),    id("O5", 1), id("R5", 1),
                         id("O4"),  id("K8"), id("B8"),  id("R7", 1), id("O5"),    id("O6")};
    fresh.after.rack = {};
    QCOMPARE(tilerummy::ui::describeBigPlay(fresh, names), QStringLiteral("Ben laid 12 tiles in 4 sets."));
    fresh.initialMeldDone = false;
    fresh.meldPoints = 83;
    QCOMPARE(tilerummy::ui::describeBigPlay(fresh, names),
             QStringLiteral("Ben opened: 12 tiles in 4 sets (83 points)."));
    // Three sets are no big play.
    fresh.after.table.pop_back();
    QVERIFY(!tilerummy::ui::isBigPlay(fresh));

    // In a game's log: each turn's line knows its turn; a big play's line is
    // its count, its details apart; the other lines have none.
    GameController controller;
    controller.board()->setMoveStepMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Expert, SeatKind::Expert}, 3)), QString());
    const TurnLog* log = controller.log();
    QTRY_VERIFY_WITH_TIMEOUT(controller.isRoundOver() || log->details().join(QString()).size() > 0, 120000);
    const QStringList lines = log->lines();
    const QStringList details = log->details();
    QCOMPARE(details.size(), lines.size());
    QVERIFY(log->turnAt(0).isEmpty()); // "Round 1: ..."
    int big = -1;
    for (int line = 1; line < lines.size(); ++line) {
        const QVariantMap turn = log->turnAt(line);
        if (!lines.at(line).startsWith(QStringLiteral("Turn ")))
            continue;
        QCOMPARE(turn.value("round").toInt(), 0);
        QVERIFY2(lines.at(line).startsWith(QStringLiteral("Turn %1:").arg(turn.value("turn").toInt() + 1)),
                 qPrintable(lines.at(line)));
        if (!details.at(line).isEmpty())
            big = line;
    }
    QVERIFY2(big > 0, "an expert game has a big play");
    const tilerummy::TurnRecord& played = controller.match().turns()[log->turnAt(big).value("turn").toUInt()];
    QVERIFY(tilerummy::ui::isBigPlay(played));
    QCOMPARE(lines.at(big).section(QStringLiteral(": "), 1),
             tilerummy::ui::describeBigPlay(played, controller.names()));
    QVERIFY(details.at(big).count(QLatin1Char('\n')) >= 1);
}

// Each penalty the game can give (every turn check failure a proposal with the
// turn's own tiles can meet, the proposal with other tiles, the time running
// out), from a crafted end of turn: the banner's reason and the turn log's line
// in the window's words, each through translate() (not the core's English).
// Tiles from nowhere or gone cannot reach the turn check in a game: a
// proposal without the turn's own tiles is refused as such first.
void TestUiTurnFlowWords::everyPenaltyIsWorded()
{
    using Kind = tilerummy::TurnFault::Kind;
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    const auto none = [](tilerummy::Game&) { return true; };
    std::set<Kind> worded;
    auto verify = [&](const tilerummy::TurnRecord& record, Kind kind, const QString& words) {
        QCOMPARE(record.action, tilerummy::TurnAction::Penalty);
        QCOMPARE(tilerummy::turnFaultName(record.fault.kind).data(), tilerummy::turnFaultName(kind).data());
        QCOMPARE(tilerummy::ui::describePenaltyReason(record), words);
        const QString who = names.at(record.player);
        QCOMPARE(tilerummy::ui::describeTurn(record, names),
                 kind == Kind::TimeOut ? who + QStringLiteral("'s time ran out: 3 penalty tiles.")
                                       : who + QStringLiteral(" ended the turn with an illegal table (") + words +
                                             QStringLiteral("): it was put back, 3 penalty tiles."));
        {
            const MarkingTranslator marking;
            QVERIFY2(MarkingTranslator::marked(tilerummy::ui::describePenaltyReason(record)),
                     qPrintable(tilerummy::ui::describePenaltyReason(record)));
        }
        worded.insert(kind);
    };

    tilerummy::TurnRecord r = craftPenalty(none, [](tilerummy::Game& game) { return std::optional(game.timeOut()); });
    verify(r, Kind::TimeOut, QStringLiteral("the time ran out"));

    r = craftPenalty(none, [](tilerummy::Game& game) {
        return std::optional(game.play(game.table(), game.rack(game.currentPlayer())));
    });
    verify(r, Kind::NothingPlayed, QStringLiteral("no tile was played from the rack"));

    r = craftPenalty(none, [](tilerummy::Game& game) {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        return std::optional(game.play(game.table(), without(rack, rack.back())));
    });
    verify(r, Kind::NotTheTurnsTiles,
           QStringLiteral("the tiles on the table and rack were not the ones the turn started with"));

    tilerummy::TileId alone = -1;
    r = craftPenalty(none, [&](tilerummy::Game& game) {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        alone = rack.front();
        return std::optional(game.play({{alone}}, without(rack, alone)));
    });
    verify(r, Kind::InvalidSet,
           notation(alone) + QStringLiteral(" is alone: a run or group needs at least three tiles"));

    // A valid set from the rack worth less than the first meld needs.
    int points = 0;
    r = craftPenalty(none, [&](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        for (std::size_t a = 0; a < rack.size(); ++a)
            for (std::size_t b = a + 1; b < rack.size(); ++b)
                for (std::size_t c = b + 1; c < rack.size(); ++c) {
                    const tilerummy::IdSet set{rack[a], rack[b], rack[c]};
                    const tilerummy::SetAnalysis analysis = tilerummy::analyseSet(tilerummy::facesOf(set));
                    if (!analysis.valid() || analysis.meldValue >= 30)
                        continue;
                    points = analysis.meldValue;
                    return game.play({set}, without(without(without(rack, rack[a]), rack[b]), rack[c]));
                }
        return std::nullopt;
    });
    verify(r, Kind::MeldTooLow,
           QStringLiteral("the new set is worth %1 points; the first meld needs 30 from the rack alone").arg(points));

    // After the first player's opening: the second player (no meld yet) adds a
    // rack tile to a set of the table.
    r = craftPenalty(opened, [](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
        for (std::size_t s = 0; s < game.table().size(); ++s)
            for (tilerummy::TileId id : rack) {
                tilerummy::IdTable table = game.table();
                table[s].push_back(id);
                if (tilerummy::isValidSet(tilerummy::facesOf(table[s])))
                    return game.play(table, without(rack, id));
            }
        return std::nullopt;
    });
    verify(r, Kind::MeldTouchesTable,
           QStringLiteral("before the first meld the sets on the table must stay as they were; new sets come from "
                          "the rack only"));

    // ... or takes a tile of the table to the rack.
    tilerummy::TileId taken = -1;
    r = craftPenalty(opened, [&](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        tilerummy::IdTable table = game.table();
        taken = table.front().back();
        if (tilerummy::faceOf(taken).isJoker())
            return std::nullopt;
        table.front().pop_back();
        tilerummy::IdSet rack = game.rack(game.currentPlayer());
        rack.push_back(taken);
        return game.play(table, rack);
    });
    verify(r, Kind::TileBackToRack, notation(taken) + QStringLiteral(" was taken from the table back to the rack"));

    // ... or a joker of the table to the rack.
    r = craftPenalty(opened, [](tilerummy::Game& game) -> std::optional<tilerummy::TurnRecord> {
        tilerummy::IdTable table = game.table();
        for (tilerummy::IdSet& set : table)
            for (tilerummy::TileId id : set)
                if (tilerummy::faceOf(id).isJoker()) {
                    set.erase(std::find(set.begin(), set.end(), id));
                    tilerummy::IdSet rack = game.rack(game.currentPlayer());
                    rack.push_back(id);
                    return game.play(table, rack);
                }
        return std::nullopt;
    });
    verify(r, Kind::JokerBackToRack,
           QStringLiteral("a joker taken from the table must be played again in the same turn"));

    // Every kind but the two no game can meet.
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastTurnFaultKind); ++k) {
        const auto kind = static_cast<Kind>(k);
        if (kind != Kind::TileFromNowhere && kind != Kind::TileVanished)
            QVERIFY2(worded.count(kind) == 1, tilerummy::turnFaultName(kind).data());
    }
}

// A play in the log: the sets laid from the rack together, then each set the
// table gave tiles to, in the order the sets lie on the felt; each set shown
// as it reads (a run ascending). A set that only gave tiles away is not named.
void TestUiTurnFlowWords::aPlayIsWordedSetBySet()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    tilerummy::TurnRecord record = bensPlay();
    // Read on the felt: the two laid sets, the group of 8s, the runs.
    const std::vector<int> order{2, 3, 4, 1, 0};
    QCOMPARE(tilerummy::ui::describeTurn(record, names, order),
             QStringLiteral("Ben: laid K9 K10 K11 and R5 B5 O5; moved R8 to K8 R8 B8, adding K8 B8; "
                            "added O4 to O5 O6 O7."));
    // Without an order, table order; an opening says its points.
    record.initialMeldDone = false;
    QVERIFY2(
        tilerummy::ui::describeTurn(record, names)
            .startsWith(QStringLiteral("Ben opened: laid K9 K10 K11 and R5 B5 O5; added O4 to O5 O6 O7; moved R8")),
        qPrintable(tilerummy::ui::describeTurn(record, names)));

    // A long run split in two: the half that keeps most of it only gave
    // tiles away; the other, made of table tiles alone, is formed (not "moved
    // R1 R2 R3 to R1 R2 R3").
    tilerummy::TurnRecord split;
    split.player = 1;
    split.action = tilerummy::TurnAction::Play;
    split.initialMeldDone = true;
    split.before.table = {{id("R1"), id("R2"), id("R3"), id("R4"), id("R5"), id("R6"), id("R7")},
                          {id("K10"), id("K11"), id("K12")}};
    split.before.rack = {id("K9"), id("B2")};
    split.after.rack = {id("B2")};
    split.after.table = {{id("R1"), id("R2"), id("R3")},
                         {id("R4"), id("R5"), id("R6"), id("R7")},
                         {id("K9"), id("K10"), id("K11"), id("K12")}};
    QCOMPARE(tilerummy::ui::describeTurn(split, names),
             QStringLiteral("Ben: formed R1 R2 R3 from tiles on the table; added K9 to K10 K11 K12."));

    // A set that gave a tile away and took one from the rack: added to the
    // tiles that stayed (heard: "added K13 to K13 R13 O13").
    tilerummy::TurnRecord gaveAndTook;
    gaveAndTook.player = 1;
    gaveAndTook.action = tilerummy::TurnAction::Play;
    gaveAndTook.initialMeldDone = true;
    gaveAndTook.before.table = {{id("R13"), id("B13"), id("O13")}};
    gaveAndTook.before.rack = {id("K13"), id("B11"), id("B12"), id("R1")};
    gaveAndTook.after.rack = {id("R1")};
    gaveAndTook.after.table = {{id("K13"), id("R13"), id("O13")}, {id("B11"), id("B12"), id("B13")}};
    QCOMPARE(tilerummy::ui::describeTurn(gaveAndTook, names),
             QStringLiteral("Ben: added K13 to R13 O13; moved B13 to B11 B12 B13, adding B11 B12."));
}

// A joker of the table the play moved is told after the sets: what it stands
// for now, in which set, and what it stood for (and where, when it left its
// set); a joker that keeps its face is not named. Read out, its tiles are
// said as the other clauses' are.
void TestUiTurnFlowWords::aMovedJokerIsWorded()
{
    const auto id = [](const char* text, int copy = 0) { return idOf(text, copy); };
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    const auto play = [](int player, tilerummy::IdTable before, tilerummy::IdSet rack, tilerummy::IdTable after,
                         tilerummy::IdSet rackAfter) {
        tilerummy::TurnRecord record;
        record.player = player;
        record.action = tilerummy::TurnAction::Play;
        record.initialMeldDone = true;
        record.before = {std::move(before), std::move(rack)};
        record.after = {std::move(after), std::move(rackAfter)};
        return record;
    };

    // K3 added to K5 K6 J: the joker, K7, goes to the run's other end.
    const tilerummy::TurnRecord shifted = play(0, {{id("K5"), id("K6"), id("J")}}, {id("K3"), id("R1")},
                                               {{id("K3"), id("J"), id("K5"), id("K6")}}, {id("R1")});
    const QString shiftedWords = tilerummy::ui::describeTurn(shifted, names);
    QCOMPARE(shiftedWords,
             QStringLiteral("Ana: added K3 to K5 K6 J; the joker now stands for K4 in K3 J K5 K6 (it stood for K7)."));
    QCOMPARE(tilerummy::ui::spokenTiles(shiftedWords),
             QStringLiteral("Ana: added black 3 to black 5, black 6, joker; the joker now stands for black 4 in black "
                            "3, joker, black 5, black 6 (it stood for black 7)."));

    // B3 of the blue run wins the joker of K3 R3 J, which goes with O5 O7.
    const tilerummy::TurnRecord won = play(
        1, {{id("K3"), id("R3"), id("J")}, {id("B3"), id("B4"), id("B5"), id("B6")}}, {id("O5"), id("O7"), id("R1")},
        {{id("K3"), id("R3"), id("B3")}, {id("B4"), id("B5"), id("B6")}, {id("O5"), id("J"), id("O7")}}, {id("R1")});
    QCOMPARE(tilerummy::ui::describeTurn(won, names),
             QStringLiteral("Ben: moved B3 to K3 R3 B3; moved J to O5 J O7, adding O5 O7; the joker now stands for "
                            "O6 in O5 J O7 (it stood for B3 or O3 in K3 R3 J)."));
    QCOMPARE(tilerummy::ui::describePlayDetails(won).split(QLatin1Char('\n')).last(),
             QStringLiteral("The joker now stands for O6 in O5 J O7 (it stood for B3 or O3 in K3 R3 J)."));

    // R8 added to R5 J R7: the joker still stands for R6.
    const tilerummy::TurnRecord kept = play(1, {{id("R5"), id("J"), id("R7")}}, {id("R8"), id("R1")},
                                            {{id("R5"), id("J"), id("R7"), id("R8")}}, {id("R1")});
    QCOMPARE(tilerummy::ui::describeTurn(kept, names), QStringLiteral("Ben: added R8 to R5 J R7."));
}

QTEST_MAIN(TestUiTurnFlowWords)
#include "test_ui_turn_flow_words.moc"
