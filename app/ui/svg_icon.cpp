#include "svg_icon.h"

#include <QPainter>

SvgIcon::SvgIcon(QQuickItem* parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void SvgIcon::setName(const QString& name)
{
    if (name == name_)
        return;
    name_ = name;
    renderer_.load(QStringLiteral(":/icons/ui/%1.svg").arg(name));
    if (!renderer_.isValid())
        qWarning("SvgIcon: no icon named '%s'", qPrintable(name));
    emit nameChanged();
    update();
}

void SvgIcon::paint(QPainter* painter)
{
    if (renderer_.isValid())
        renderer_.render(painter, QRectF(0, 0, width(), height()));
}
