// The window's own icons, read from their SVG files in resources/icons/ui (at
// qrc:/icons/ui/<name>.svg) as outlines for Qt Quick Shapes (Icon.qml): no
// symbol or emoji font, no image decoded into a texture. The files keep to a
// small part of SVG: <path d>, <circle cx cy r>, in <g> or not, with fill,
// stroke and stroke-width (inherited from the <g>), in a 24x24 viewBox.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// One outline of an icon, as a Shape draws it.
struct IconPart {
    Q_GADGET
    QML_VALUE_TYPE(iconPart)
    Q_PROPERTY(QString d MEMBER d FINAL)           // an SVG path
    Q_PROPERTY(QString fill MEMBER fill FINAL)     // a colour or "none"
    Q_PROPERTY(QString stroke MEMBER stroke FINAL) // a colour or "none"
    Q_PROPERTY(double strokeWidth MEMBER strokeWidth FINAL)

public:
    QString d;
    QString fill;
    QString stroke;
    double strokeWidth = 1;
};

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

    // The icon's outlines in drawing order; empty (with a warning) when the
    // file is missing or not of that shape.
    Q_INVOKABLE QList<IconPart> parts(const QString& name) const;
    // The same for an SVG document's text (for tests).
    static QList<IconPart> partsOf(const QByteArray& svg, QString* error = nullptr);
};
