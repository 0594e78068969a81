// What the game tells a screen reader, thinned: Qt 6.4 reports a name and a
// description as changed when an item is made (its first values), so a table
// shown at once (a game resumed, a hint's new sets) sends hundreds of events
// no reader needs (it has never seen the item) and a reader drops its queue,
// the news with it (Orca: more than 50 waiting). This drops those first
// values of an item not shown yet; every later change goes through.
// Installed once, before the window is made (main.cpp).
#pragma once

namespace tilerummy::ui {

void installReaderEventFilter();

} // namespace tilerummy::ui
