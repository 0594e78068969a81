// The Qt Quick Test runner for tests/qml: the TileRummy module from the static
// plugin, and an AppSettings on an INI file in a temporary folder as the
// context property `testSettings` (so the tests never touch the user's), and
// the GUI soak's probe (soak_probe.h) as `soakProbe`, and that folder as
// `testFolder` (a file: URL) for what the tests write.
#include "app_settings.h"
#include "language.h"
#include "soak_probe.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        if (!settings_)
            settings_ = std::make_unique<AppSettings>(dir_.filePath(QStringLiteral("settings.ini")));
        // As the game does; the tests start in English (in_english.cpp).
        tilerummy::ui::followLanguageSetting(settings_.get(), engine);
        engine->rootContext()->setContextProperty(QStringLiteral("testSettings"), settings_.get());
        engine->rootContext()->setContextProperty(QStringLiteral("soakProbe"), &probe_);
        // A folder of the test's own to write files to (saved games).
        engine->rootContext()->setContextProperty(QStringLiteral("testFolder"), QUrl::fromLocalFile(dir_.path()));
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<AppSettings> settings_;
    SoakProbe probe_;
};

QUICK_TEST_MAIN_WITH_SETUP(tst_qml, Setup)

#include "tst_qml.moc"
