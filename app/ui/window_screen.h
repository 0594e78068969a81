// What the window shows (Main.qml's screen): the first screen, the game, the
// course of lessons, or the tutorial's board (a lesson or a puzzle). QML has
// it as WindowScreen.Start, WindowScreen.Game, ...; main.cpp picks the first.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace WindowScreen {
Q_NAMESPACE
QML_ELEMENT

enum class Screen { Start, Game, Course, Tutorial };
Q_ENUM_NS(Screen)

} // namespace WindowScreen
