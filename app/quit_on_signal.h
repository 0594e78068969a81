// Termination signals quit the game the orderly way: on Unix, SIGTERM (kill,
// a shutdown), SIGINT (Ctrl+C in the terminal) and SIGHUP (the terminal
// closed) make the event loop quit, so that aboutToQuit saves the game as
// closing the window does. The handler only writes a byte to a socket; the
// event loop reads it (the self-pipe way, safe in a signal handler).
#pragma once

class QObject;

// Installs the handlers, with the notifier owned by parent. Elsewhere a no-op.
void quitOnTerminationSignals(QObject* parent);
