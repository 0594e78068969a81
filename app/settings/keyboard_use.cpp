#include "settings/keyboard_use.h"

#include <QCoreApplication>
#include <QEvent>

KeyboardUse::KeyboardUse(QObject* parent) : QObject(parent)
{
    if (QCoreApplication* app = QCoreApplication::instance())
        app->installEventFilter(this);
}

void KeyboardUse::setActive(bool active)
{
    if (active == active_)
        return;
    active_ = active;
    emit activeChanged();
}

bool KeyboardUse::eventFilter(QObject* watched, QEvent* event)
{
    // Each input event reaches the window first, then its items: counted once.
    if (watched->isWindowType()) {
        switch (event->type()) {
        case QEvent::KeyPress:
            setActive(true);
            break;
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::TouchBegin:
        case QEvent::TabletPress:
            setActive(false);
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}
