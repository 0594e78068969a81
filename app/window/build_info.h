// What the About dialog tells about the build: the game's version (the
// project's in CMake) and the Qt it runs on and was built with. A QML
// singleton: BuildInfo.version, BuildInfo.qtVersion, BuildInfo.qtBuildVersion.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class BuildInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString version READ version CONSTANT)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)
    Q_PROPERTY(QString qtBuildVersion READ qtBuildVersion CONSTANT)

public:
    using QObject::QObject;

    static QString version();        // "0.1.0"
    static QString qtVersion();      // the Qt the game runs on (qVersion())
    static QString qtBuildVersion(); // the Qt it was built with (QT_VERSION_STR)
};
