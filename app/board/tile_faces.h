// A tile as printed, painted once into an image: its shadow, body and face
// with the number and the colour's symbol, or the joker's face. Tile.qml shows
// one such image instead of a dozen items, so that a tile is one node for the
// renderer (a table of 100 tiles repaints three times faster under the
// software renderer: docs/benchmarks.md). The look is Theme.qml's: Tile.qml
// puts every colour into the image's address (TileFaces.address), and the
// image provider paints what the address says.
#pragma once

#include <QColor>
#include <QImage>
#include <QObject>
#include <QQuickImageProvider>
#include <QSize>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QQmlEngine;
class QJSEngine;

// What one face looks like (all of it in its address).
struct TileFaceLook {
    QString face;       // the number ("7"), or "joker"
    QString symbol;     // printed below the number (on a joker: its letter)
    QColor ink;         // the number's and the symbol's colour
    QColor ivory;       // the face's gradient, top ...
    QColor ivoryShade;  // ... and bottom
    QColor ivoryEdge;   // the face's edge
    QColor body;        // the tile's body (its thickness below the face)
    QColor bodyEdge;    // the body's edge
    QColor shadow;      // the shadow's colour (the painter gives it its alpha)
    QString fontFamily; // the number's and the symbol's font
    QSizeF size;        // the tile's size in the scene (the image also holds its shadow)
    qreal scale = 1;    // the image's pixels to the scene's units (a zoom, a display's pixel ratio)

    // The look an address (the provider's id: "<face>?symbol=…&ink=……") says; nothing when it is not one.
    static std::optional<TileFaceLook> fromId(const QString& id);
};

// The image of a face, shadow included: the tile's size plus 2 by plus its
// thickness and 1, at the look's scale.
QImage paintTileFace(const TileFaceLook& look);

// The provider of "image://tileface/…".
class TileFaceProvider : public QQuickImageProvider {
public:
    TileFaceProvider();
    QImage requestImage(const QString& id, QSize* size, const QSize& requestedSize) override;
};

// The QML side: Tile.qml asks it for a face's address; made once per engine,
// it puts the provider into that engine.
class TileFaces : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    static TileFaces* create(QQmlEngine* engine, QJSEngine* scriptEngine);

    // The address of a face (see TileFaceLook): `look` holds its fields by name,
    // colours as colours; empty for a size no face is painted at (under 4).
    Q_INVOKABLE QString address(const QVariantMap& look) const;

private:
    TileFaces() = default; // made by create() (Qt 6.4 would make it by its constructor)
};
