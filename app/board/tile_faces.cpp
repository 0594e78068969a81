#include "board/tile_faces.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QQmlEngine>
#include <QUrlQuery>

#include <algorithm>
#include <cmath>

namespace {

const QString kProvider = QStringLiteral("tileface");

// The colours of an address, in the order they are written.
struct ColourField {
    const char* name;
    QColor TileFaceLook::*colour;
};
const ColourField kColourFields[] = {
    {"ink", &TileFaceLook::ink},
    {"ivory", &TileFaceLook::ivory},
    {"ivoryShade", &TileFaceLook::ivoryShade},
    {"ivoryEdge", &TileFaceLook::ivoryEdge},
    {"body", &TileFaceLook::body},
    {"bodyEdge", &TileFaceLook::bodyEdge},
    {"shadow", &TileFaceLook::shadow},
};

QColor withAlpha(QColor colour, qreal alpha)
{
    colour.setAlphaF(static_cast<float>(alpha));
    return colour;
}

// A rounded rectangle as Qt Quick's Rectangle draws it: the border inside the edge.
void roundedBox(QPainter& painter, const QRectF& box, qreal radius, const QBrush& fill, const QColor& border)
{
    if (border.isValid()) {
        painter.setPen(QPen(border, 1.0));
        painter.setBrush(fill);
        painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), std::max(0.0, radius - 0.5),
                                std::max(0.0, radius - 0.5));
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRoundedRect(box, radius, radius);
    }
}

// Text centred on `centreX`, its box's top (or bottom) at y, as a Text item anchored there.
void drawLine(QPainter& painter, const QString& text, const QFont& font, qreal centreX, qreal y, bool fromBottom)
{
    const QFontMetricsF metrics(font);
    const qreal width = metrics.horizontalAdvance(text);
    const qreal baseline = fromBottom ? y - metrics.descent() : y + metrics.ascent();
    painter.setFont(font);
    painter.drawText(QPointF(centreX - width / 2, baseline), text);
}

// The joker's printed face: a grinning jester in the ink, in the box `w` by `h`.
void drawJester(QPainter& painter, qreal w, qreal h, const QColor& ink, const QColor& paper)
{
    const qreal s = std::min(w, h);
    const qreal cx = w / 2;
    const qreal cy = h / 2 + s * 0.1;
    const qreal r = s * 0.34;
    // The cap: three points with a bell at each tip.
    const QPointF tips[] = {{cx - r * 1.15, cy - r * 1.55}, {cx, cy - r * 1.75}, {cx + r * 1.15, cy - r * 1.55}};
    QPainterPath cap;
    cap.moveTo(cx - r * 1.05, cy - r * 0.45);
    cap.lineTo(tips[0]);
    cap.lineTo(cx - r * 0.45, cy - r * 0.95);
    cap.lineTo(tips[1]);
    cap.lineTo(cx + r * 0.45, cy - r * 0.95);
    cap.lineTo(tips[2]);
    cap.lineTo(cx + r * 1.05, cy - r * 0.45);
    cap.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPath(cap);
    const qreal bell = s * 0.06;
    for (const QPointF& tip : tips)
        painter.drawEllipse(tip, bell, bell);

    // The face: a ring, two eyes and a wide grin.
    QPen pen(ink, std::max(1.5, s * 0.07), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(paper);
    painter.drawEllipse(QPointF(cx, cy), r, r);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    const qreal eye = std::max(1.2, s * 0.055);
    painter.drawEllipse(QPointF(cx - r * 0.38, cy - r * 0.22), eye, eye);
    painter.drawEllipse(QPointF(cx + r * 0.38, cy - r * 0.22), eye, eye);
    pen.setWidthF(std::max(1.2, s * 0.06));
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const qreal g = r * 0.55;
    const QRectF grin(cx - g, cy + r * 0.02 - g, 2 * g, 2 * g);
    QPainterPath smile;
    smile.arcMoveTo(grin, -27);
    smile.arcTo(grin, -27, -126); // below the centre, from 27 to 153 degrees
    painter.drawPath(smile);
}

// A tile size a face is painted at (in the scene's units).
bool paintableSize(const QSizeF& size)
{
    return size.width() >= 4 && size.height() >= 4 && size.width() <= 1000 && size.height() <= 1000;
}

} // namespace

std::optional<TileFaceLook> TileFaceLook::fromId(const QString& id)
{
    const qsizetype query = id.indexOf(QLatin1Char('?'));
    if (query <= 0)
        return std::nullopt;
    TileFaceLook look;
    look.face = id.left(query);
    bool number = false;
    const int value = look.face.toInt(&number);
    if (look.face != QLatin1String("joker") && (!number || value < 1 || value > 99))
        return std::nullopt;
    const QUrlQuery fields(id.mid(query + 1));
    for (const ColourField& field : kColourFields) {
        const QColor colour(fields.queryItemValue(QLatin1String(field.name), QUrl::FullyDecoded));
        if (!colour.isValid())
            return std::nullopt;
        look.*field.colour = colour;
    }
    look.symbol = fields.queryItemValue(QStringLiteral("symbol"), QUrl::FullyDecoded);
    look.fontFamily = fields.queryItemValue(QStringLiteral("font"), QUrl::FullyDecoded);
    const QStringList size = fields.queryItemValue(QStringLiteral("size")).split(QLatin1Char('x'));
    bool widthOk = false;
    bool heightOk = false;
    if (size.size() == 2)
        look.size = QSizeF(size[0].toDouble(&widthOk), size[1].toDouble(&heightOk));
    if (!widthOk || !heightOk || !paintableSize(look.size))
        return std::nullopt;
    // At most eight times the scene's size (a tile of 160% on a display of 200%, and more).
    bool scaleOk = false;
    look.scale = fields.queryItemValue(QStringLiteral("scale")).toDouble(&scaleOk);
    if (!scaleOk || !(look.scale >= 0.1 && look.scale <= 8))
        return std::nullopt;
    return look;
}

QImage paintTileFace(const TileFaceLook& look)
{
    // The measures of Tile.qml: all from the tile's size.
    const qreal w = look.size.width();
    const qreal h = look.size.height();
    const qreal radius = std::round(w * 0.14);
    const qreal thickness = std::max(2.0, std::round(h * 0.06));
    const QSizeF extent(w + 2, h + thickness + 1);
    const QSize pixels(static_cast<int>(std::ceil(extent.width() * look.scale)),
                       static_cast<int>(std::ceil(extent.height() * look.scale)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(pixels.width() / extent.width(), pixels.height() / extent.height());

    // A soft shadow in two layers under the tile.
    roundedBox(painter, QRectF(1, thickness + 1, w + 1, h), radius + 1, withAlpha(look.shadow, 0.16), QColor());
    roundedBox(painter, QRectF(0.5, std::round(thickness / 2) + 0.5, w, h), radius, withAlpha(look.shadow, 0.22),
               QColor());
    // The body, whose lower edge shows the tile's thickness, and the face on it.
    roundedBox(painter, QRectF(0, 0, w, h), radius, look.body, look.bodyEdge);
    const qreal faceHeight = h - thickness;
    QLinearGradient gradient(0, 0, 0, faceHeight);
    gradient.setColorAt(0, look.ivory);
    gradient.setColorAt(1, look.ivoryShade);
    roundedBox(painter, QRectF(0, 0, w, faceHeight), radius, gradient, look.ivoryEdge);

    painter.setPen(look.ink);
    QFont font(look.fontFamily);
    font.setStyleStrategy(QFont::PreferAntialias);
    if (look.face == QLatin1String("joker")) {
        painter.save();
        painter.translate(0, faceHeight * 0.04);
        drawJester(painter, w, faceHeight * 0.7, look.ink, look.ivory);
        painter.restore();
        font.setPixelSize(static_cast<int>(std::round(faceHeight * 0.17)));
        font.setBold(true);
        painter.setPen(look.ink);
        drawLine(painter, look.symbol, font, w / 2, faceHeight - faceHeight * 0.06, true);
        return image;
    }
    const int numberSize = static_cast<int>(std::round(faceHeight * 0.47));
    font.setPixelSize(numberSize);
    font.setBold(true);
    font.setLetterSpacing(QFont::AbsoluteSpacing, -numberSize * 0.06);
    drawLine(painter, look.face, font, w / 2, faceHeight * 0.06, false);
    // Never too small to tell the shapes apart (small tiles: round end, penalty).
    QFont symbolFont(look.fontFamily);
    symbolFont.setPixelSize(std::max(8, static_cast<int>(std::round(faceHeight * 0.2))));
    drawLine(painter, look.symbol, symbolFont, w / 2, faceHeight - faceHeight * 0.06, true);
    return image;
}

TileFaceProvider::TileFaceProvider() : QQuickImageProvider(QQuickImageProvider::Image) {}

QImage TileFaceProvider::requestImage(const QString& id, QSize* size, const QSize&)
{
    const std::optional<TileFaceLook> look = TileFaceLook::fromId(id);
    if (!look) {
        qWarning("TileFaceProvider: not the address of a tile face: %s", qPrintable(id));
        return {};
    }
    QImage image = paintTileFace(*look);
    if (size)
        *size = image.size();
    return image;
}

TileFaces* TileFaces::create(QQmlEngine* engine, QJSEngine*)
{
    if (engine && !engine->imageProvider(kProvider))
        engine->addImageProvider(kProvider, new TileFaceProvider);
    return new TileFaces;
}

QString TileFaces::address(const QVariantMap& look) const
{
    QUrlQuery fields;
    fields.addQueryItem(QStringLiteral("symbol"), look.value(QStringLiteral("symbol")).toString());
    for (const ColourField& field : kColourFields)
        fields.addQueryItem(QLatin1String(field.name),
                            look.value(QLatin1String(field.name)).value<QColor>().name(QColor::HexArgb));
    fields.addQueryItem(QStringLiteral("font"), look.value(QStringLiteral("font")).toString());
    const QSizeF size = look.value(QStringLiteral("size")).toSizeF();
    if (!paintableSize(size))
        return {}; // no face yet (a tile not laid out, or one going away)
    fields.addQueryItem(QStringLiteral("size"),
                        QString::number(size.width()) + QLatin1Char('x') + QString::number(size.height()));
    const QVariant scale = look.value(QStringLiteral("scale"), 1.0);
    fields.addQueryItem(QStringLiteral("scale"), QString::number(scale.toDouble(), 'g', 4));
    return QStringLiteral("image://") + kProvider + QLatin1Char('/') + look.value(QStringLiteral("face")).toString() +
           QLatin1Char('?') + fields.toString(QUrl::FullyEncoded);
}
