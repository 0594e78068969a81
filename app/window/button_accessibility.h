// The game's buttons as screen readers see them: Qt 6.4's Qt Quick reports
// every control enabled, and its Press action on a button does nothing. For
// each Button of the scene this gives the readers its own accessible object:
// disabled (and insensitive) when the button is, focusable and focused as it
// is, named and described as its Accessible.name and .description say, and
// its Press action clicks it, as Space does. Installed once, before the
// window is made (main.cpp; the tests that ask the tree).
#pragma once

namespace tilerummy::ui {

void installButtonAccessibility();

} // namespace tilerummy::ui
