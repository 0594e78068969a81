#include "window/icon_paths.h"

#include <QFile>
#include <QXmlStreamReader>

#include <vector>

namespace {

struct Paint {
    QString fill = QStringLiteral("#000000"); // SVG's defaults
    QString stroke = QStringLiteral("none");
    double strokeWidth = 1;
};

Paint paintOf(const QXmlStreamAttributes& a, Paint paint)
{
    if (a.hasAttribute(QLatin1String("fill")))
        paint.fill = a.value(QLatin1String("fill")).toString();
    if (a.hasAttribute(QLatin1String("stroke")))
        paint.stroke = a.value(QLatin1String("stroke")).toString();
    if (a.hasAttribute(QLatin1String("stroke-width")))
        paint.strokeWidth = a.value(QLatin1String("stroke-width")).toDouble();
    return paint;
}

// A circle as a path of two arcs.
QString circlePath(double cx, double cy, double r)
{
    return QStringLiteral("M%1 %2a%3 %3 0 1 0 %4 0a%3 %3 0 1 0 %5 0").arg(cx - r).arg(cy).arg(r).arg(2 * r).arg(-2 * r);
}

} // namespace

QList<IconPart> IconPaths::partsOf(const QByteArray& svg, QString* error)
{
    QList<IconPart> out;
    QXmlStreamReader xml(svg);
    std::vector<Paint> paints{Paint{}};
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("g") && paints.size() > 1)
            paints.pop_back();
        if (token != QXmlStreamReader::StartElement)
            continue;
        const QXmlStreamAttributes a = xml.attributes();
        const Paint paint = paintOf(a, paints.back());
        QString d;
        if (xml.name() == QLatin1String("g")) {
            paints.push_back(paint);
        } else if (xml.name() == QLatin1String("path")) {
            d = a.value(QLatin1String("d")).toString();
        } else if (xml.name() == QLatin1String("circle")) {
            d = circlePath(a.value(QLatin1String("cx")).toDouble(), a.value(QLatin1String("cy")).toDouble(),
                           a.value(QLatin1String("r")).toDouble());
        }
        if (!d.isEmpty()) {
            out.append(IconPart{d, paint.fill, paint.stroke, paint.strokeWidth});
        }
    }
    if (xml.hasError()) {
        if (error)
            *error = xml.errorString();
        return {};
    }
    return out;
}

QList<IconPart> IconPaths::parts(const QString& name) const
{
    QFile file(QStringLiteral(":/icons/ui/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("IconPaths: no icon named '%s'", qPrintable(name));
        return {};
    }
    QString error;
    const QList<IconPart> parts = partsOf(file.readAll(), &error);
    if (parts.isEmpty())
        qWarning("IconPaths: %s.svg has no outline to draw %s", qPrintable(name), qPrintable(error));
    return parts;
}
