// QML's SeatKind: the enum of seat_kind.h, as SeatKind.Person,
// SeatKind.Beginner, SeatKind.Standard, SeatKind.Expert and SeatKind.Remote.
#pragma once

#include "seat_kind.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace SeatKindForQml {
Q_NAMESPACE
QML_FOREIGN_NAMESPACE(SeatKinds)
QML_NAMED_ELEMENT(SeatKind)
} // namespace SeatKindForQml
