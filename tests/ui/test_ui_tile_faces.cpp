// The tiles' faces as images (tile_faces.h): an address says all of a face's
// look and reads back the same; addresses that are not a face's are refused;
// the painted face has the size asked for, the ivory face, the number or the
// jester in the ink, and room around it only for its shadow; the provider is
// put into the engine that makes the singleton, once.
#include "board/tile_faces.h"

#include <QQmlEngine>
#include <QTest>

#include <memory>

namespace {

QVariantMap lookOf(const QString& face, const QString& symbol, const QColor& ink, QSizeF size = {48, 64},
                   qreal scale = 2)
{
    return {
        {QStringLiteral("face"), face},
        {QStringLiteral("symbol"), symbol},
        {QStringLiteral("ink"), ink},
        {QStringLiteral("ivory"), QColor(0xff, 0xfb, 0xef)},
        {QStringLiteral("ivoryShade"), QColor(0xf1, 0xe7, 0xcc)},
        {QStringLiteral("ivoryEdge"), QColor(0xe6, 0xdc, 0xc0)},
        {QStringLiteral("body"), QColor(0xd8, 0xc7, 0x9d)},
        {QStringLiteral("bodyEdge"), QColor(0xbf, 0xae, 0x84)},
        {QStringLiteral("shadow"), QColor(Qt::black)},
        {QStringLiteral("font"), QStringLiteral("DejaVu Sans")},
        {QStringLiteral("size"), size},
        {QStringLiteral("scale"), scale},
    };
}

// The provider's id of an address (what follows "image://tileface/").
QString idOf(const QString& address)
{
    const QString prefix = QStringLiteral("image://tileface/");
    return address.startsWith(prefix) ? address.mid(prefix.size()) : QString();
}

// Pixels near a colour (each channel within 40).
int pixelsNear(const QImage& image, const QColor& colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() == 255 && std::abs(c.red() - colour.red()) < 40 &&
                std::abs(c.green() - colour.green()) < 40 && std::abs(c.blue() - colour.blue()) < 40)
                ++n;
        }
    }
    return n;
}

} // namespace

class TestUiTileFaces : public QObject {
    Q_OBJECT

private slots:
    void anAddressReadsBackTheSameLook()
    {
        const std::unique_ptr<TileFaces> faces(TileFaces::create(nullptr, nullptr));
        const QString address =
            faces->address(lookOf(QStringLiteral("12"), QStringLiteral("\u25C6"), QColor("#a8141a")));
        const std::optional<TileFaceLook> look = TileFaceLook::fromId(idOf(address));
        QVERIFY2(look.has_value(), qPrintable(address));
        QCOMPARE(look->face, QStringLiteral("12"));
        QCOMPARE(look->symbol, QStringLiteral("\u25C6"));
        QCOMPARE(look->ink, QColor("#a8141a"));
        QCOMPARE(look->ivoryShade, QColor(0xf1, 0xe7, 0xcc));
        QCOMPARE(look->shadow, QColor(Qt::black));
        QCOMPARE(look->fontFamily, QStringLiteral("DejaVu Sans"));
        QCOMPARE(look->size, QSizeF(48, 64));
        QCOMPARE(look->scale, 2.0);

        const QString joker = faces->address(lookOf(QStringLiteral("joker"), QStringLiteral("J"), QColor(Qt::black)));
        QCOMPARE(TileFaceLook::fromId(idOf(joker))->face, QStringLiteral("joker"));
        // No face for a tile not laid out yet.
        QCOMPARE(faces->address(lookOf(QStringLiteral("3"), QStringLiteral("x"), QColor(Qt::red), QSizeF(0, 0))),
                 QString());
    }

    void whatIsNotAFaceIsRefused()
    {
        const std::unique_ptr<TileFaces> faces(TileFaces::create(nullptr, nullptr));
        const QString good = idOf(faces->address(lookOf(QStringLiteral("7"), QStringLiteral("x"), QColor(Qt::blue))));
        QVERIFY(TileFaceLook::fromId(good));
        const QString fields = good.mid(good.indexOf(QLatin1Char('?')));
        for (const QString& face : {QStringLiteral("0"), QStringLiteral("100"), QStringLiteral("seven"), QString()})
            QVERIFY2(!TileFaceLook::fromId(face + fields), qPrintable(face));
        QVERIFY(!TileFaceLook::fromId(QStringLiteral("7")));
        QVERIFY(!TileFaceLook::fromId(QString(good).replace(QStringLiteral("ink="), QStringLiteral("inq="))));
        QVERIFY(!TileFaceLook::fromId(QString(good).replace(QStringLiteral("size=48x64"), QStringLiteral("size=48"))));
        QVERIFY(
            !TileFaceLook::fromId(QString(good).replace(QStringLiteral("size=48x64"), QStringLiteral("size=48x9999"))));
        QVERIFY(!TileFaceLook::fromId(QString(good).replace(QStringLiteral("scale=2"), QStringLiteral("scale=0"))));
        QVERIFY(!TileFaceLook::fromId(QString(good).replace(QStringLiteral("scale=2"), QStringLiteral("scale=9"))));
        TileFaceProvider provider;
        QSize size;
        QVERIFY(provider.requestImage(QStringLiteral("nonsense"), &size, QSize(50, 70)).isNull());
    }

    void aFaceIsPaintedAsItsAddressSays()
    {
        const std::unique_ptr<TileFaces> faces(TileFaces::create(nullptr, nullptr));
        const QColor red("#a8141a");
        TileFaceProvider provider;
        QSize size;
        // The tile 48 by 64 and its shadow: 50 by 69 in the scene; at twice that.
        const QImage one = provider.requestImage(
            idOf(faces->address(lookOf(QStringLiteral("1"), QStringLiteral("\u25C6"), red))), &size, QSize(100, 138));
        QCOMPARE(one.size(), QSize(100, 138));
        QCOMPARE(size, QSize(100, 138));
        QVERIFY2(pixelsNear(one, QColor(0xff, 0xfb, 0xef)) > 2000, "an ivory face");
        QCOMPARE(one.pixelColor(0, 137).alpha(), 0); // beyond the rounded corner
        QVERIFY2(one.pixelColor(99, 137).alpha() < 255, "the shadow only, at the foot's corner");
        const int inkOfOne = pixelsNear(one, red);
        QVERIFY2(inkOfOne > 100, "the number and the symbol in the ink");
        const QImage thirteen = provider.requestImage(
            idOf(faces->address(lookOf(QStringLiteral("13"), QStringLiteral("\u25C6"), red))), &size, QSize(100, 138));
        QVERIFY2(pixelsNear(thirteen, red) > inkOfOne * 3 / 2, "13 has more ink than 1");
        // The jester on a joker: ink in the face's upper part.
        const QImage joker = provider.requestImage(
            idOf(faces->address(lookOf(QStringLiteral("joker"), QStringLiteral("J"), red))), &size, QSize(100, 138));
        QVERIFY(pixelsNear(joker.copy(0, 0, 100, 80), red) > 300);
        // At the scene's size; at a zoom of 0.85 (what Qt asks for does not count).
        QCOMPARE(
            provider
                .requestImage(idOf(faces->address(lookOf(QStringLiteral("5"), QStringLiteral("x"), red, {48, 64}, 1))),
                              &size, QSize(100000, 100000))
                .size(),
            QSize(50, 69));
        QCOMPARE(provider
                     .requestImage(
                         idOf(faces->address(lookOf(QStringLiteral("5"), QStringLiteral("x"), red, {48, 64}, 0.85))),
                         &size, QSize())
                     .size(),
                 QSize(43, 59));
    }

    void theSingletonPutsTheProviderIntoItsEngineOnce()
    {
        QQmlEngine engine;
        QVERIFY(!engine.imageProvider(QStringLiteral("tileface")));
        const std::unique_ptr<TileFaces> first(TileFaces::create(&engine, nullptr));
        QQmlImageProviderBase* provider = engine.imageProvider(QStringLiteral("tileface"));
        QVERIFY(provider);
        const std::unique_ptr<TileFaces> second(TileFaces::create(&engine, nullptr));
        QCOMPARE(engine.imageProvider(QStringLiteral("tileface")), provider);
    }
};

QTEST_MAIN(TestUiTileFaces)
#include "test_ui_tile_faces.moc"
