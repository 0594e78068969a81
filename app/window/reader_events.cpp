#include "window/reader_events.h"

#include <QAccessible>
#include <QQuickItem>

namespace tilerummy::ui {
namespace {

QAccessible::UpdateHandler platformHandler = nullptr; // null: the platform's bridge

// QQuickItem::isComponentComplete is protected: reached through a member pointer.
struct ItemPeek : QQuickItem {
    static bool complete(const QQuickItem* item)
    {
        constexpr bool (QQuickItem::*isComplete)() const = &ItemPeek::isComponentComplete;
        return (item->*isComplete)();
    }
};

// A name or a description given as the item is made: its first value, not a change.
bool madeWithIt(const QAccessibleEvent* event)
{
    if (event->type() != QAccessible::NameChanged && event->type() != QAccessible::DescriptionChanged)
        return false;
    const auto* item = qobject_cast<const QQuickItem*>(event->object());
    return item && !ItemPeek::complete(item);
}

void passOn(QAccessibleEvent* event)
{
    if (madeWithIt(event))
        return;
    // To the bridge as Qt would send it: this handler set aside for the call.
    QAccessible::installUpdateHandler(platformHandler);
    QAccessible::updateAccessibility(event);
    QAccessible::installUpdateHandler(passOn);
}

} // namespace

void installReaderEventFilter()
{
    platformHandler = QAccessible::installUpdateHandler(passOn);
}

} // namespace tilerummy::ui
