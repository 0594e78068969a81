// Tiles: faces and their notation, the 106 physical ids, TileCounts.
#include "test_support.h"

#include "tile.h"

#include <QtTest/QTest>

#include <algorithm>
#include <map>
#include <string>

using namespace tilerummy;
using trtest::show;

class TestTiles : public QObject {
    Q_OBJECT

private slots:
    void faces_data();
    void faces();
    void everyFaceRoundTrips();
    void rejects_data();
    void rejects();
    void parseTilesList();
    void valueMajorOrder();
    void ids();
    void facesOfIds();
    void notationList();
    void withinBox_data();
    void withinBox();
    void fullBoxIsWithinBox();
    void countOperations();
};

void TestTiles::faces_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("joker");
    QTest::addColumn<int>("colour"); // 0 K, 1 R, 2 B, 3 O
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("index"); // value-major: (value - 1) * 4 + colour; the joker 52

    const char letters[] = {'K', 'R', 'B', 'O'};
    for (int value = 1; value <= 13; ++value) {
        for (int colour = 0; colour < 4; ++colour) {
            const QString text = QLatin1Char(letters[colour]) + QString::number(value);
            QTest::newRow(qPrintable(text)) << text << false << colour << value << (value - 1) * 4 + colour;
        }
    }
    QTest::newRow("J") << QStringLiteral("J") << true << 0 << 0 << 52;
}

void TestTiles::faces()
{
    QFETCH(QString, text);
    QFETCH(bool, joker);
    QFETCH(int, colour);
    QFETCH(int, value);
    QFETCH(int, index);

    const auto tile = Tile::parse(text.toStdString());
    QVERIFY2(tile.has_value(), qPrintable(text));
    QCOMPARE(tile->isJoker(), joker);
    QCOMPARE(tile->index(), index);
    QCOMPARE(*tile, Tile::fromIndex(index));
    QCOMPARE(QString::fromStdString(tile->notation()), text);
    if (joker) {
        QCOMPARE(*tile, Tile::joker());
        QCOMPARE(tile->value(), 0);
        QCOMPARE(tile->rackPenalty(), 30);
    } else {
        QCOMPARE(static_cast<int>(tile->colour()), colour);
        QCOMPARE(tile->value(), value);
        QCOMPARE(tile->rackPenalty(), value);
        QCOMPARE(*tile, Tile::numbered(static_cast<Colour>(colour), value));
        QCOMPARE(colourLetter(tile->colour()), text.at(0).toLatin1());
        QCOMPARE(colourFromLetter(text.at(0).toLatin1()), std::optional<Colour>(tile->colour()));
    }
}

void TestTiles::everyFaceRoundTrips()
{
    // All 53 faces: index -> notation -> parse -> the same face, and no two share a notation.
    std::map<std::string, int> seen;
    for (int i = 0; i < kFaceKinds; ++i) {
        const Tile face = Tile::fromIndex(i);
        const std::string text = face.notation();
        const auto back = Tile::parse(text);
        QVERIFY2(back.has_value(), text.c_str());
        QCOMPARE(back->index(), i);
        QVERIFY2(seen.emplace(text, i).second, text.c_str());
    }
    QCOMPARE(static_cast<int>(seen.size()), 53);
}

void TestTiles::rejects_data()
{
    QTest::addColumn<QString>("text");
    const char* bad[] = {"R0",   "R14",  "X5", "r5",  "R05", "J1",   "",    "R+5", "R1x",
                         " R5",  "R5 ",  "j",  "JJ",  "R-1", "K100", "O",   "5",   "R 5",
                         "B1 3", "K010", "O0", "B99", "RJ",  "K",    "13R", "J ",  "KR5"};
    for (const char* text : bad)
        QTest::newRow(qPrintable(QLatin1Char('"') + QLatin1String(text) + QLatin1Char('"')))
            << QString::fromLatin1(text);
}

void TestTiles::rejects()
{
    QFETCH(QString, text);
    QVERIFY2(!Tile::parse(text.toStdString()).has_value(), qPrintable(text));

    // In a list the error names the bad token.
    std::string error;
    const auto list = parseTiles({"R1", text.toStdString(), "O13"}, &error);
    QVERIFY(!list.has_value());
    QVERIFY2(QString::fromStdString(error).contains(QLatin1Char('\'') + text + QLatin1Char('\'')), error.c_str());
}

void TestTiles::parseTilesList()
{
    std::string error;
    const auto list = parseTiles({"R1", "J", "O13", "K7"}, &error);
    QVERIFY(list.has_value());
    QCOMPARE(show(*list), QStringLiteral("R1 J O13 K7"));
    QVERIFY(error.empty());
    const auto empty = parseTiles({}, &error);
    QVERIFY(empty.has_value());
    QVERIFY(empty->empty());
}

void TestTiles::valueMajorOrder()
{
    // Sorting faces sorts by value, then colour K R B O; the joker last.
    Tiles tiles = trtest::tiles(QStringLiteral("J O1 K2 R1 O13 K1 B1 K13"));
    std::sort(tiles.begin(), tiles.end());
    QCOMPARE(show(tiles), QStringLiteral("K1 R1 B1 O1 K2 K13 O13 J"));
}

void TestTiles::ids()
{
    const std::vector<TileId> all = allTileIds();
    QCOMPARE(static_cast<int>(all.size()), 106);
    for (int id = 0; id < 106; ++id)
        QCOMPARE(all[static_cast<std::size_t>(id)], id);

    std::map<std::string, std::vector<TileId>> byFace;
    for (TileId id : all)
        byFace[faceOf(id).notation()].push_back(id);
    QCOMPARE(static_cast<int>(byFace.size()), 53); // every face, nothing else
    for (const auto& [face, idsOfFace] : byFace)
        QVERIFY2(idsOfFace.size() == 2, face.c_str()); // two copies of each face, two jokers

    // Ids 2f and 2f+1 carry face f; 104 and 105 are the jokers.
    QCOMPARE(byFace["K1"], (std::vector<TileId>{0, 1}));
    QCOMPARE(byFace["R1"], (std::vector<TileId>{2, 3}));
    QCOMPARE(byFace["K2"], (std::vector<TileId>{8, 9}));
    QCOMPARE(byFace["O13"], (std::vector<TileId>{102, 103}));
    QCOMPARE(byFace["J"], (std::vector<TileId>{104, 105}));
    QVERIFY(faceOf(104).isJoker());
    QVERIFY(faceOf(105).isJoker());
    for (int f = 0; f < 52; ++f) {
        QCOMPARE(faceOf(2 * f).index(), f);
        QCOMPARE(faceOf(2 * f + 1).index(), f);
        QVERIFY(!faceOf(2 * f).isJoker());
    }
    // Every face of the box counted: 2 * (1 + ... + 13) * 4 + 2 * 30.
    int total = 0;
    for (TileId id : all)
        total += faceOf(id).rackPenalty();
    QCOMPARE(total, 2 * 91 * 4 + 60);
}

void TestTiles::facesOfIds()
{
    QCOMPARE(show(facesOf(std::vector<TileId>{0, 105, 3, 102})), QStringLiteral("K1 J R1 O13"));
    const std::vector<std::vector<TileId>> sets = {{8, 10, 12}, {104}};
    const Table table = facesOf(sets);
    QCOMPARE(trtest::show(table), QStringLiteral("K2 R2 B2 | J"));
}

void TestTiles::notationList()
{
    const Tiles t = trtest::tiles(QStringLiteral("R1 J O13"));
    QCOMPARE(notation(t), std::string("R1 J O13"));
    QCOMPARE(notation(t, ','), std::string("R1,J,O13"));
    QCOMPARE(notation(Tiles{}), std::string());
}

void TestTiles::withinBox_data()
{
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<bool>("within");
    QTest::addColumn<QString>("named"); // the face the error names

    QTest::newRow("nothing") << QString() << true << QString();
    QTest::newRow("two R5") << QStringLiteral("R5 R5") << true << QString();
    QTest::newRow("three R5") << QStringLiteral("R5 R5 R5") << false << QStringLiteral("R5");
    QTest::newRow("two J") << QStringLiteral("J J") << true << QString();
    QTest::newRow("three J") << QStringLiteral("J J J") << false << QStringLiteral("J");
    QTest::newRow("pairs") << QStringLiteral("R5 R5 K5 K5 J J O13 O13 K1 K1") << true << QString();
    QTest::newRow("three O13 among others") << QStringLiteral("O13 K1 O13 R2 O13") << false << QStringLiteral("O13");
    QTest::newRow("three K1") << QStringLiteral("K1 K1 K1") << false << QStringLiteral("K1");
}

void TestTiles::withinBox()
{
    QFETCH(QString, tiles);
    QFETCH(bool, within);
    QFETCH(QString, named);

    const TileCounts counts(trtest::tiles(tiles));
    std::string error;
    QCOMPARE(counts.withinBox(&error), within);
    QCOMPARE(counts.withinBox(), within);
    if (within) {
        QVERIFY(error.empty());
    } else {
        QVERIFY2(QString::fromStdString(error).contains(named), error.c_str());
    }
}

void TestTiles::fullBoxIsWithinBox()
{
    const TileCounts box(facesOf(allTileIds()));
    QCOMPARE(box.total(), 106);
    QVERIFY(box.withinBox());
    for (int f = 0; f < kFaceKinds; ++f)
        QCOMPARE(box[Tile::fromIndex(f)], 2);
    // One more of any face is impossible.
    for (int f = 0; f < kFaceKinds; ++f) {
        TileCounts more = box;
        more.add(Tile::fromIndex(f));
        QVERIFY2(!more.withinBox(), Tile::fromIndex(f).notation().c_str());
    }
}

void TestTiles::countOperations()
{
    const Tiles a = trtest::tiles(QStringLiteral("R5 J K1 R5 O13"));
    const TileCounts ca(a);
    QCOMPARE(ca.total(), 5);
    QCOMPARE(ca[trtest::tiles(QStringLiteral("R5"))[0]], 2);
    QCOMPARE(ca[Tile::joker()], 1);
    QCOMPARE(show(ca.tiles()), QStringLiteral("K1 R5 R5 O13 J"));

    const TileCounts cb(trtest::tiles(QStringLiteral("R5 J")));
    QVERIFY(cb.isSubsetOf(ca));
    QVERIFY(!ca.isSubsetOf(cb));
    QVERIFY(TileCounts().isSubsetOf(cb));
    QCOMPARE(show(ca.minus(cb).tiles()), QStringLiteral("K1 R5 O13"));
    const TileCounts negative = cb.minus(ca);
    QCOMPARE(negative[Tile::fromIndex(0)], -1); // K1
    QCOMPARE(negative.total(), -3);

    // Counting a table is counting its tiles.
    const Table t = trtest::table(QStringLiteral("R5 J K1 | R5 O13"));
    QVERIFY(TileCounts(t) == ca);
    TileCounts built;
    built.add(t);
    QVERIFY(built == ca);
    built.add(Tile::joker(), -1);
    QVERIFY(!(built == ca));
    QCOMPARE(built.total(), 4);
}

QTEST_APPLESS_MAIN(TestTiles)
#include "test_tiles.moc"
