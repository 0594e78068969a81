// Who takes a seat's turns: a person at this screen, an AI of a level, or a
// friend on another machine (the game hosts the table). One definition for
// the game, saves, the settings and the command line, which name a kind in
// words ("human", "beginner", "standard", "expert", "remote"); QML has it as
// the enum SeatKind (SeatKind.Person, ...), registered by the game.
#pragma once

#include "ai_player.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace SeatKinds {
Q_NAMESPACE

enum class SeatKind { Person, Beginner, Standard, Expert, Remote };
Q_ENUM_NS(SeatKind)

} // namespace SeatKinds

using SeatKind = SeatKinds::SeatKind;

// Every kind, in the order the new game dialog offers them: a person, the
// AI's levels (tilerummy::kAiLevels), a friend.
QList<SeatKind> allSeatKinds();
// The kind's name in files and on the command line: "human", "beginner", ...
QString seatKindName(SeatKind kind);
// The kind of that exact name; nullopt for another text.
std::optional<SeatKind> seatKindFromName(const QString& name);
// The AI that plays the seat; nullopt for a person, here or remote. And the seat of an AI.
std::optional<tilerummy::AiLevel> aiLevelOf(SeatKind kind);
SeatKind seatKindOf(tilerummy::AiLevel level);
// Names and kinds from one to the other.
QStringList seatKindNames(const QList<SeatKind>& kinds);
