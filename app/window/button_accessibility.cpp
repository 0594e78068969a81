#include "window/button_accessibility.h"

#include <QAccessible>
#include <QAccessibleObject>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>

namespace {

// A Button (Qt Quick Controls' QQuickButton, which GameButton and ThemedButton are).
class ButtonAccessible : public QAccessibleObject, public QAccessibleActionInterface {
public:
    explicit ButtonAccessible(QQuickItem* item) : QAccessibleObject(item)
    {
        // The readers hear when it turns on or off.
        QObject::connect(item, &QQuickItem::enabledChanged, item, [item] {
            QAccessible::State changed;
            changed.disabled = true;
            QAccessibleStateChangeEvent event(item, changed);
            QAccessible::updateAccessibility(&event);
        });
    }

    QQuickItem* item() const { return static_cast<QQuickItem*>(object()); }

    QWindow* window() const override { return item()->window(); }

    // The nearest item above it that is in the tree itself and holds it (the
    // tree's own rule, asked of each: an item not in the tree lends its
    // children to the one above), else the window.
    QAccessibleInterface* parent() const override
    {
        auto* self = const_cast<ButtonAccessible*>(this);
        for (QQuickItem* up = item()->parentItem(); up; up = up->parentItem()) {
            if (up->window() && up == up->window()->contentItem())
                break;
            QAccessibleInterface* candidate = QAccessible::queryAccessibleInterface(up);
            if (!candidate || candidate->indexOfChild(self) < 0)
                continue;
            QAccessibleInterface* above = candidate->parent();
            if (above && above->indexOfChild(candidate) >= 0)
                return candidate;
        }
        return item()->window() ? QAccessible::queryAccessibleInterface(item()->window()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }

    QString text(QAccessible::Text t) const override
    {
        switch (t) {
        case QAccessible::Name: {
            const QString name = attached(QStringLiteral("name")).toString();
            return name.isEmpty() ? item()->property("text").toString() : name;
        }
        case QAccessible::Description:
            return attached(QStringLiteral("description")).toString();
        default:
            return {};
        }
    }
    QAccessible::Role role() const override { return QAccessible::Button; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        QQuickItem* it = item();
        const QQuickWindow* shown = it->window();
        if (!shown || !shown->isVisible() || !it->isVisible() || qFuzzyIsNull(it->opacity()))
            state.invisible = true;
        state.disabled = !it->isEnabled();
        state.focusable = it->activeFocusOnTab();
        state.focused = it->hasActiveFocus();
        state.pressed = it->property("pressed").toBool();
        if (it->property("checkable").toBool()) {
            state.checkable = true;
            state.checked = it->property("checked").toBool();
        }
        return state;
    }
    QRect rect() const override
    {
        QQuickItem* it = item();
        if (!it->window())
            return {};
        const QRectF scene = it->mapRectToScene(QRectF(0, 0, it->width(), it->height()));
        const QPoint origin = it->window()->mapToGlobal(QPoint(0, 0));
        return scene.toAlignedRect().translated(origin);
    }
    void* interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this) : nullptr;
    }

    // Press: what Space does (a disabled button does nothing).
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override
    {
        if (name == pressAction() && item()->isEnabled() && item()->isVisible())
            QMetaObject::invokeMethod(item(), "clicked");
    }
    QStringList keyBindingsForAction(const QString& name) const override
    {
        return name == pressAction() ? QStringList{QStringLiteral("space")} : QStringList{};
    }

private:
    // The item's Accessible.<property> as its QML sets it.
    QVariant attached(const QString& property) const
    {
        QQmlContext* context = qmlContext(item());
        if (!context)
            return {};
        return QQmlProperty(item(), QStringLiteral("Accessible.") + property, context).read();
    }
};

QAccessibleInterface* buttonFactory(const QString& className, QObject* object)
{
    Q_UNUSED(className)
    if (!object || !object->inherits("QQuickButton"))
        return nullptr;
    return new ButtonAccessible(static_cast<QQuickItem*>(object));
}

} // namespace

namespace tilerummy::ui {

void installButtonAccessibility()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(buttonFactory);
}

} // namespace tilerummy::ui
