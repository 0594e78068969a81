// The window's own icons, read from their SVG files in resources/icons/ui (at
// qrc:/icons/ui/<name>.svg) as outlines for Qt Quick Shapes (Icon.qml): no
// symbol or emoji font, no image decoded into a texture. The files keep to a
// small part of SVG: <path d>, <circle cx cy r>, in <g> or not, with fill,
// stroke and stroke-width (inherited from the <g>), in a 24x24 viewBox.
#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class IconPaths : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The files' viewBox is 0 0 kViewBox kViewBox.
    Q_PROPERTY(int viewBox READ viewBox CONSTANT FINAL)

public:
    static constexpr int kViewBox = 24;
    int viewBox() const { return kViewBox; }

    explicit IconPaths(QObject* parent = nullptr) : QObject(parent) {}

    // The icon's outlines in drawing order, each {"d": an SVG path, "fill":
    // a colour or "none", "stroke": a colour or "none", "strokeWidth": a
    // number}; empty (with a warning) when the file is missing or not of that
    // shape.
    Q_INVOKABLE QVariantList parts(const QString& name) const;
    // The same for an SVG document's text (for tests).
    static QVariantList partsOf(const QByteArray& svg, QString* error = nullptr);
};
