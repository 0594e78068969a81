#include "window/hidden_from_readers.h"

#include <QQmlContext>
#include <QQmlProperty>
#include <QtQml/qqml.h>

namespace {

// The item's own setting, kept on its Accessible object while it is hidden.
constexpr char kOwnSetting[] = "tileRummyOwnIgnored";

void hideUnder(QQuickItem* item, QQmlAttachedPropertiesFunc accessible, bool hidden)
{
    // A control is in the tree whenever a reader listens (it makes its
    // Accessible then): it is told now; another item only if it has one.
    if (QObject* attached = qmlAttachedPropertiesObject(item, accessible, item->inherits("QQuickControl"))) {
        const QVariant own = attached->property(kOwnSetting);
        if (hidden && !own.isValid()) {
            attached->setProperty(kOwnSetting, attached->property("ignored"));
            attached->setProperty("ignored", true);
        } else if (!hidden && own.isValid()) {
            attached->setProperty("ignored", own);
            attached->setProperty(kOwnSetting, QVariant());
        }
    }
    for (QQuickItem* child : item->childItems())
        hideUnder(child, accessible, hidden);
}

} // namespace

void HiddenFromReaders::setTarget(QObject* target)
{
    auto* item = qobject_cast<QQuickItem*>(target);
    if (target_ == item)
        return;
    target_ = item;
    emit targetChanged();
    apply();
}

void HiddenFromReaders::setHidden(bool hidden)
{
    if (hidden_ == hidden)
        return;
    hidden_ = hidden;
    emit hiddenChanged();
    apply();
}

void HiddenFromReaders::apply()
{
    if (!target_ || !qmlContext(target_))
        return;
    // The Accessible attached type, found by its name as the target's QML knows it.
    const QQmlProperty probe(target_, QStringLiteral("Accessible.ignored"), qmlContext(target_));
    if (!probe.isValid() || !probe.object())
        return;
    const QQmlAttachedPropertiesFunc accessible = qmlAttachedPropertiesFunction(target_, probe.object()->metaObject());
    if (accessible)
        hideUnder(target_, accessible, hidden_);
}
