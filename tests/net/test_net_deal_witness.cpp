// A seat's check of its host's deals (net/deal_witness.h), from the messages
// a host sends: a game played out by draws is fair; a host that lies is found
// out (another seed revealed than committed to, a tile drawn that the pool did
// not hold there, a rack dealt that the seed does not deal); a host that
// reveals nothing is said to; a seat taken back checks the draws it learns
// from the story, and one that cannot learn them says so.
#include "net/deal_witness.h"

#include <QTest>

using namespace tilerummy;
using namespace tilerummy::net;

namespace {

constexpr int kSeat = 1;
constexpr std::uint64_t kSeed = 0xfeedfacecafebeefULL;

// A game of three played by draws alone, as the host tells seat 1: the deal's
// state, then each turn (seat 1's draws with their ids).
struct Told {
    TableState deal;
    std::vector<TurnPlayed> turns;
    std::vector<PastTurn> story; // the same turns as a state's history tells them to seat 1
};

Told toldGame(const Rules& rules)
{
    Game game(3, rules, kSeed);
    Told told;
    told.deal.first = game.firstPlayer();
    told.deal.current = game.currentPlayer();
    told.deal.rack = game.rack(kSeat);
    told.deal.rackCounts = game.rackCounts();
    told.deal.meldDone = game.meldsDone();
    told.deal.pool = game.poolSize();
    told.deal.commitment = QString::fromStdString(dealCommitment(kSeed, 3, rules));
    while (game.poolSize() > 0 && !game.isOver()) {
        const TurnRecord r = game.drawOrPass();
        TurnPlayed turn;
        turn.turn = game.turnNumber();
        turn.player = r.player;
        turn.action = r.action;
        turn.drawnCount = static_cast<int>(r.drawn.size());
        turn.drawn = r.player == kSeat ? r.drawn : IdSet{};
        turn.pool = game.poolSize();
        told.turns.push_back(turn);
        told.story.push_back({r.player, r.action, {}, turn.drawn, turn.drawnCount, {}, false});
    }
    return told;
}

MatchOver revealed(std::vector<std::uint64_t> seeds)
{
    return MatchOver{1, {0, 0, 0}, 1, std::move(seeds)};
}

GameDealCheck checkOnce(const Told& told, const MatchOver& over, const Rules& rules = Rules::official())
{
    DealWitness witness;
    witness.state(told.deal, kSeat);
    for (const TurnPlayed& turn : told.turns)
        witness.turn(turn, kSeat);
    const std::vector<GameDealCheck> checks = witness.check(over, rules);
    if (checks.size() != 1)
        qFatal("one game was dealt, %zu checked", checks.size());
    return checks.front();
}

} // namespace

class DealWitnessTest : public QObject {
    Q_OBJECT

private slots:
    void aFairDealChecksOut()
    {
        const Told told = toldGame(Rules::official());
        QVERIFY(told.turns.size() > 60);
        const GameDealCheck check = checkOnce(told, revealed({kSeed}));
        QCOMPARE(check.outcome, GameDealCheck::Outcome::Fair);
        QCOMPARE(check.game, 0);
    }

    void aHostThatLiesIsFoundOut()
    {
        const Told told = toldGame(Rules::official());
        // Another seed revealed than the one committed to.
        GameDealCheck check = checkOnce(told, revealed({kSeed + 1}));
        QCOMPARE(check.outcome, GameDealCheck::Outcome::Unfair);
        QCOMPARE(check.check.fault, DealCheck::Fault::Commitment);
        // Other rules than the table's.
        QCOMPARE(checkOnce(told, revealed({kSeed}), Rules::sabra1985()).check.fault, DealCheck::Fault::Commitment);
        // A tile the seat drew that the seed's pool did not hold there (the
        // host gave it a tile of its choosing).
        Told drawn = told;
        for (TurnPlayed& turn : drawn.turns) {
            if (turn.player == kSeat && !turn.drawn.empty()) {
                turn.drawn.front() = told.deal.rack.front(); // one of its own rack's: surely not that draw's
                break;
            }
        }
        check = checkOnce(drawn, revealed({kSeed}));
        QCOMPARE(check.check.fault, DealCheck::Fault::Draw);
        QCOMPARE(check.check.player, kSeat);
        // A rack dealt that the seed does not deal.
        Told rack = told;
        rack.deal.rack.back() = Game(3, Rules::official(), kSeed).pool().front(); // a tile the pool keeps to the end
        check = checkOnce(rack, revealed({kSeed}));
        QCOMPARE(check.check.fault, DealCheck::Fault::Rack);
        QCOMPARE(check.check.player, kSeat);
        // A draw left out: every later draw takes the wrong tiles.
        Told skipped = told;
        skipped.turns.erase(skipped.turns.begin());
        QCOMPARE(checkOnce(skipped, revealed({kSeed})).outcome, GameDealCheck::Outcome::Unfair);
    }

    void aHostThatRevealsNothingIsSaidTo()
    {
        const Told told = toldGame(Rules::official());
        QCOMPARE(checkOnce(told, revealed({})).outcome, GameDealCheck::Outcome::NoSeed);
        // A host that made no commitment (an older one): nothing to check.
        DealWitness witness;
        TableState plain = told.deal;
        plain.commitment.clear();
        witness.state(plain, kSeat);
        QVERIFY(witness.check(revealed({kSeed}), Rules::official()).empty());
    }

    void aSeatTakenBackChecksWhatItLearns()
    {
        const Told told = toldGame(Rules::official());
        const std::size_t half = told.turns.size() / 2;
        // Taken back mid-game, with no memory of the deal: the story's draws.
        TableState back = told.deal;
        back.turn = static_cast<int>(half);
        back.rack = {};
        back.pool = told.turns[half - 1].pool;
        back.history.assign(told.story.begin(), told.story.begin() + static_cast<std::ptrdiff_t>(half));
        DealWitness witness;
        witness.state(back, kSeat);
        for (std::size_t t = half; t < told.turns.size(); ++t)
            witness.turn(told.turns[t], kSeat);
        std::vector<GameDealCheck> checks = witness.check(revealed({kSeed}), Rules::official());
        QCOMPARE(checks.size(), std::size_t(1));
        QCOMPARE(checks.front().outcome, GameDealCheck::Outcome::Fair);
        // The same, after the seat saw the deal and dropped: its rack is checked too.
        DealWitness again;
        again.state(told.deal, kSeat);
        again.turn(told.turns.front(), kSeat);
        again.state(back, kSeat);
        for (std::size_t t = half; t < told.turns.size(); ++t)
            again.turn(told.turns[t], kSeat);
        QCOMPARE(again.check(revealed({kSeed}), Rules::official()).front().outcome, GameDealCheck::Outcome::Fair);
        // A story not told whole (too long, or an older host): it says so.
        back.history.clear();
        DealWitness blind;
        blind.state(back, kSeat);
        checks = blind.check(revealed({kSeed}), Rules::official());
        QCOMPARE(checks.front().outcome, GameDealCheck::Outcome::Incomplete);
    }
};

QTEST_APPLESS_MAIN(DealWitnessTest)
#include "test_net_deal_witness.moc"
