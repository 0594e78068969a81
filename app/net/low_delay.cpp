#include "net/low_delay.h"

#include <QAbstractSocket>
#include <QWebSocket>

namespace tilerummy::net {

bool sendWithoutDelay(const QObject& owner, const QWebSocket& socket)
{
    bool found = false;
    for (QAbstractSocket* tcp : owner.findChildren<QAbstractSocket*>()) {
        if (tcp->localPort() != socket.localPort() || tcp->peerPort() != socket.peerPort() ||
            tcp->peerAddress() != socket.peerAddress())
            continue;
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        found = true;
    }
    return found;
}

} // namespace tilerummy::net
