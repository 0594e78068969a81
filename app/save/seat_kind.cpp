#include "save/seat_kind.h"

QList<SeatKind> allSeatKinds()
{
    QList<SeatKind> kinds{SeatKind::Person};
    for (tilerummy::AiLevel level : tilerummy::kAiLevels)
        kinds.append(seatKindOf(level));
    kinds.append(SeatKind::Remote);
    return kinds;
}

std::optional<tilerummy::AiLevel> aiLevelOf(SeatKind kind)
{
    switch (kind) {
    case SeatKind::Person:
    case SeatKind::Remote:
        return std::nullopt;
    case SeatKind::Beginner:
        return tilerummy::AiLevel::Beginner;
    case SeatKind::Standard:
        return tilerummy::AiLevel::Standard;
    case SeatKind::Expert:
        return tilerummy::AiLevel::Expert;
    }
    return std::nullopt;
}

SeatKind seatKindOf(tilerummy::AiLevel level)
{
    switch (level) {
    case tilerummy::AiLevel::Beginner:
        return SeatKind::Beginner;
    case tilerummy::AiLevel::Standard:
        return SeatKind::Standard;
    case tilerummy::AiLevel::Expert:
        return SeatKind::Expert;
    }
    return SeatKind::Standard;
}

QString seatKindName(SeatKind kind)
{
    if (kind == SeatKind::Remote)
        return QStringLiteral("remote");
    const std::optional<tilerummy::AiLevel> level = aiLevelOf(kind);
    return level ? QString::fromStdString(tilerummy::aiLevelName(*level)) : QStringLiteral("human");
}

std::optional<SeatKind> seatKindFromName(const QString& name)
{
    for (SeatKind kind : allSeatKinds())
        if (name == seatKindName(kind))
            return kind;
    return std::nullopt;
}

QStringList seatKindNames(const QList<SeatKind>& kinds)
{
    QStringList names;
    for (SeatKind kind : kinds)
        names.append(seatKindName(kind));
    return names;
}
