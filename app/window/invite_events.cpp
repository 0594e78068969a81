#include "window/invite_events.h"

#include "net/invite_link.h"

#include <QFileOpenEvent>

bool InviteEvents::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::FileOpen) {
        const QUrl url = static_cast<QFileOpenEvent*>(event)->url();
        if (url.scheme().compare(QLatin1String(tilerummy::net::kInviteScheme), Qt::CaseInsensitive) == 0) {
            emit opened(url.toString(QUrl::FullyEncoded));
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
