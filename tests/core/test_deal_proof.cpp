// Deals anyone can check (core/deal_proof.h, core/sha256.h): SHA-256 against
// the standard's vectors; a game's deal and draws found fair from its seed,
// as a log and as one seat saw them; and each thing a host might change (the
// seed, a rack, the first player, the pool, one tile drawn) found out.
#include "deal_proof.h"
#include "sha256.h"

#include <QtTest/QTest>

#include <string>

using namespace tilerummy;

class TestDealProof : public QObject {
    Q_OBJECT

private slots:
    void sha256Vectors();
    void commitmentText();
    void aGameFollowsFromItsSeed();
    void aSeatChecksWhatItSaw();
    void aChangedDealIsFoundOut();
};

void TestDealProof::sha256Vectors()
{
    QCOMPARE(sha256Hex(""), std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    QCOMPARE(sha256Hex("abc"), std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    QCOMPARE(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
             std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    // 55, 56 and 64 bytes: the padding's edges.
    QCOMPARE(sha256Hex(std::string(55, 'a')),
             std::string("9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"));
    QCOMPARE(sha256Hex(std::string(56, 'a')),
             std::string("b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"));
    QCOMPARE(sha256Hex(std::string(64, 'a')),
             std::string("ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"));
    QCOMPARE(sha256Hex(std::string(1000000, 'a')),
             std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
}

void TestDealProof::commitmentText()
{
    const std::string text = dealCommitmentText(42, 3, Rules::official());
    QCOMPARE(text, std::string("tilerummy-deal/1\nseed 42\nplayers 3\ninitialMeld 30\nrackSize 14\npenaltyTiles 3\n"
                               "turnSeconds 0\ntimeoutPenaltyTiles 3\nrounds 1\ntargetScore 0\n"
                               "poolEmpty until-no-play\n"));
    QCOMPARE(dealCommitment(42, 3, Rules::official()), sha256Hex(text));
    // A time bank (a later variant) is in the text only when it is on: commitments made before it stand.
    Rules banked = Rules::official();
    banked.bankSeconds = 600;
    banked.bankIncrementSeconds = 10;
    QCOMPARE(dealCommitmentText(42, 3, banked),
             std::string("tilerummy-deal/1\nseed 42\nplayers 3\ninitialMeld 30\nrackSize 14\npenaltyTiles 3\n"
                         "turnSeconds 0\ntimeoutPenaltyTiles 3\nbankSeconds 600\nbankIncrementSeconds 10\nrounds 1\n"
                         "targetScore 0\npoolEmpty until-no-play\n"));
    QVERIFY(looksLikeCommitment(dealCommitment(42, 3, Rules::official())));
    QVERIFY(!looksLikeCommitment("abc"));
    QVERIFY(!looksLikeCommitment(std::string(64, 'A')));
    // Each part counts: another seed, another number of players, other rules.
    QVERIFY(dealCommitment(43, 3, Rules::official()) != dealCommitment(42, 3, Rules::official()));
    QVERIFY(dealCommitment(42, 2, Rules::official()) != dealCommitment(42, 3, Rules::official()));
    QVERIFY(dealCommitment(42, 3, Rules::sabra1985()) != dealCommitment(42, 3, Rules::official()));
}

namespace {

// A game of three where everyone draws until the pool runs dry, as a log
// and as seat 1 see it.
struct Watched {
    SeenDeal log;
    SeenDeal seat;
};

Watched drawnGame(std::uint64_t seed, const Rules& rules)
{
    Game game(3, rules, seed);
    Watched w;
    w.log.players = w.seat.players = 3;
    w.log.first = w.seat.first = game.firstPlayer();
    w.log.pool = w.seat.pool = game.poolSize();
    for (int p = 0; p < 3; ++p)
        w.log.racks.push_back(facesOf(game.rack(p)));
    w.seat.seat = 1;
    w.seat.seatRack = game.rack(1);
    while (!game.isOver() && game.poolSize() > 0) {
        const TurnRecord r = game.drawOrPass();
        w.log.draws.push_back({r.player, static_cast<int>(r.drawn.size()), facesOf(r.drawn), std::nullopt});
        SeenDraw seen{r.player, static_cast<int>(r.drawn.size()), std::nullopt, std::nullopt};
        if (r.player == 1)
            seen.ids = r.drawn;
        w.seat.draws.push_back(seen);
    }
    return w;
}

} // namespace

void TestDealProof::aGameFollowsFromItsSeed()
{
    const Rules rules = Rules::official();
    const Watched w = drawnGame(9001, rules);
    QVERIFY(w.log.draws.size() > 30);
    const DealCheck check = checkDeal(dealCommitment(9001, 3, rules), 9001, rules, w.log);
    QVERIFY2(check.fair(), check.why().c_str());
    QCOMPARE(check.why(), std::string());
}

void TestDealProof::aSeatChecksWhatItSaw()
{
    const Rules rules = Rules::sabra1985();
    const Watched w = drawnGame(77, rules);
    QVERIFY(checkDeal(dealCommitment(77, 3, rules), 77, rules, w.seat).fair());
    // Its own draw changed: found out, though it knows no one else's tiles.
    Watched changed = w;
    for (SeenDraw& draw : changed.seat.draws) {
        if (draw.ids) {
            draw.ids = IdSet{(draw.ids->front() + 2) % kTileCount};
            break;
        }
    }
    const DealCheck check = checkDeal(dealCommitment(77, 3, rules), 77, rules, changed.seat);
    QCOMPARE(check.fault, DealCheck::Fault::Draw);
    QCOMPARE(check.player, 1);
}

void TestDealProof::aChangedDealIsFoundOut()
{
    const Rules rules = Rules::official();
    const Watched w = drawnGame(5, rules);
    const std::string commitment = dealCommitment(5, 3, rules);

    // Another seed revealed, or other rules, than committed to.
    QCOMPARE(checkDeal(commitment, 6, rules, w.log).fault, DealCheck::Fault::Commitment);
    QCOMPARE(checkDeal(commitment, 5, Rules::sabra1985(), w.log).fault, DealCheck::Fault::Commitment);
    QCOMPARE(checkDeal(commitment, 5, rules, w.log).why(), std::string());

    // A tile of a rack swapped for another.
    Watched rack = w;
    (*rack.log.racks[2])[0] = (*rack.log.racks[2])[0] == Tile::joker() ? Tile::numbered(Colour::Red, 1) : Tile::joker();
    DealCheck check = checkDeal(commitment, 5, rules, rack.log);
    QCOMPARE(check.fault, DealCheck::Fault::Rack);
    QCOMPARE(check.player, 2);
    QCOMPARE(check.why(), std::string("player 2's rack is not the one the seed deals"));

    // Another player first.
    Watched first = w;
    first.log.first = (w.log.first + 1) % 3;
    QCOMPARE(checkDeal(commitment, 5, rules, first.log).fault, DealCheck::Fault::First);

    // The pool's size.
    Watched pool = w;
    pool.log.pool += 1;
    QCOMPARE(checkDeal(commitment, 5, rules, pool.log).fault, DealCheck::Fault::Pool);

    // One tile of the tenth draw.
    Watched drawn = w;
    Tile& tile = (*drawn.log.draws[9].faces)[0];
    tile = tile == Tile::joker() ? Tile::numbered(Colour::Black, 13) : Tile::joker();
    check = checkDeal(commitment, 5, rules, drawn.log);
    QCOMPARE(check.fault, DealCheck::Fault::Draw);
    QCOMPARE(check.draw, 10);
    QCOMPARE(check.player, w.log.draws[9].player);

    // Two draws swapped: each took the other's tiles.
    Watched swapped = w;
    std::swap(swapped.log.draws[3].faces, swapped.log.draws[4].faces);
    QCOMPARE(checkDeal(commitment, 5, rules, swapped.log).fault, DealCheck::Fault::Draw);

    // More drawn than the pool held.
    Watched over = w;
    over.log.draws.push_back({0, 1, Tiles{Tile::joker()}, std::nullopt});
    check = checkDeal(commitment, 5, rules, over.log);
    QCOMPARE(check.fault, DealCheck::Fault::Overdrawn);
    QCOMPARE(check.draw, static_cast<int>(over.log.draws.size()));
}

QTEST_APPLESS_MAIN(TestDealProof)
#include "test_deal_proof.moc"
