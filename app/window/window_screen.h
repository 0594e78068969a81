// What the window shows (Main.qml's screen): the first screen, the game, the
// course of lessons, the tutorial's board (a lesson or a puzzle), a game
// reviewed, the games played here and their statistics, or "Play online". QML has
// it as WindowScreen.Start, WindowScreen.Game, ... (qml_namespaces.h); main.cpp picks the first.
#pragma once

#include <QObject>

namespace WindowScreen {
Q_NAMESPACE

enum class Screen { Start, Game, Course, Tutorial, Review, Games, Online };
Q_ENUM_NS(Screen)

} // namespace WindowScreen
