// The enums QML reads from namespaces: SeatKind (seat_kind.h: SeatKind.Person,
// SeatKind.Beginner, SeatKind.Standard, SeatKind.Expert, SeatKind.Remote) and
// WindowScreen (window_screen.h: WindowScreen.Start, WindowScreen.Game, ...).
// Compiled in the QML module itself: Qt 6.4 registers the folders' classes as
// foreign types (qt_generate_foreign_qml_types), but not their namespaces.
#pragma once

#include "save/seat_kind.h"
#include "window/window_screen.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace SeatKindForQml {
Q_NAMESPACE
QML_FOREIGN_NAMESPACE(SeatKinds)
QML_NAMED_ELEMENT(SeatKind)
} // namespace SeatKindForQml

namespace WindowScreenForQml {
Q_NAMESPACE
QML_FOREIGN_NAMESPACE(WindowScreen)
QML_NAMED_ELEMENT(WindowScreen)
} // namespace WindowScreenForQml
