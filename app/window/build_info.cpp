#include "window/build_info.h"

#include <QtGlobal>

// TILERUMMY_VERSION comes from CMake's project(VERSION) (app/window/CMakeLists.txt).
QString BuildInfo::version()
{
    return QStringLiteral(TILERUMMY_VERSION);
}

QString BuildInfo::qtVersion()
{
    return QString::fromLatin1(qVersion());
}

QString BuildInfo::qtBuildVersion()
{
    return QStringLiteral(QT_VERSION_STR);
}
