// Nagle's algorithm off on a WebSocket's TCP connection: a small message goes
// out at once instead of waiting for the acknowledgement of the one before
// (which the other side may delay 40 ms). Qt's QWebSocket does not expose its
// socket, so it is found among `owner`'s children (the QWebSocketServer for an
// accepted connection, the QWebSocket itself for one it opened) by its ports.
#pragma once

class QObject;
class QWebSocket;

namespace tilerummy::net {

// True when the socket was found and set.
bool sendWithoutDelay(const QObject& owner, const QWebSocket& socket);

} // namespace tilerummy::net
