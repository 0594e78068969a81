// Which renderer the window uses. Qt Quick draws with OpenGL on Linux; where
// the only OpenGL is a software rasteriser (Mesa's llvmpipe, softpipe or
// swrast: no GPU, or none the driver can use), Qt Quick's own software
// backend is much faster (it repaints only what changed) and uses half the
// memory: docs/benchmarks.md, "The game window's frame times".
#pragma once

#include <QString>

// Switches Qt Quick to its software backend when OpenGL here is a software
// rasteriser, unless the user chose a backend (QT_QUICK_BACKEND,
// QSG_RHI_BACKEND). Call after the QGuiApplication exists and before any
// window. Returns what was decided, for --help and the log ("" when nothing).
QString chooseRenderBackend();
