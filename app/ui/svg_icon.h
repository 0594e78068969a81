// One of the window's own icons, drawn from its SVG file in resources/icons/ui
// (at qrc:/icons/ui/<name>.svg) with Qt SVG at the item's size: no symbol or
// emoji font is needed. Painted by the item itself rather than decoded by the
// image plugin into the pixmap cache (which Qt 6.4 never frees: LeakSanitizer
// reports every SVG loaded through an Image).
#pragma once

#include <QQuickPaintedItem>
#include <QSvgRenderer>
#include <QtQml/qqmlregistration.h>

class SvgIcon : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // The file's name without ".svg": "timer", "menu".
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY nameChanged FINAL)
    // The file was found and read.
    Q_PROPERTY(bool valid READ isValid NOTIFY nameChanged FINAL)

public:
    explicit SvgIcon(QQuickItem* parent = nullptr);

    QString name() const { return name_; }
    void setName(const QString& name);
    bool isValid() const { return renderer_.isValid(); }

    void paint(QPainter* painter) override;

signals:
    void nameChanged();

private:
    QString name_;
    QSvgRenderer renderer_;
};
