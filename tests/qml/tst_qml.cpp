// The Qt Quick Test runner for tests/qml: the TileRummy module from the static
// plugin, and an AppSettings on an INI file in a temporary folder as the
// context property `testSettings` (so the tests never touch the user's), and
// the GUI soak's probe (soak_probe.h) as `soakProbe`, and that folder as
// `testFolder` (a file: URL) for what the tests write, `testGames` to
// write finished games there (tests/ui/finished_games.h), and `testClock` to
// move a turn clock's time on without waiting for it.
#include "finished_games.h"
#include "lobby/lobby_server.h"
#include "lobby/lobby_store.h"
#include "net/table_server.h"
#include "save/game_history.h"
#include "session/turn_clock.h"
#include "settings/app_settings.h"
#include "settings/language.h"
#include "soak_probe.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QQmlContext>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(TileRummyPlugin)

// Finished games for the review's and the statistics' tests.
class TestGames : public QObject {
    Q_OBJECT

public:
    // Keeps `count` finished two-round games of a person, Ann (played by a
    // beginner), against an AI of this level ("standard" unless named),
    // dealt from seeds firstSeed, firstSeed + 1, ..., in the history in
    // `folder`, saved an hour apart up to now; false when one could not be kept.
    Q_INVOKABLE bool keep(const QString& folder, int count, const QString& level = QStringLiteral("standard"),
                          int firstSeed = 41)
    {
        GameHistory history(folder);
        const SeatKind against = seatKindFromName(level).value_or(SeatKind::Standard);
        for (int i = 0; i < count; ++i) {
            QString error;
            SavedGame game = finishedGame({SeatKind::Person, against}, static_cast<unsigned>(firstSeed + i), 2,
                                          {QStringLiteral("Ann")}, 3);
            game.savedAt = QDateTime::currentDateTimeUtc().addSecs(3600 * (i + 1 - count));
            if (!history.keep(game, &error)) {
                qWarning("TestGames: %s", qPrintable(error));
                return false;
            }
        }
        return true;
    }
};

// Time for the turn clock (TurnClock::setTimeSource) that a test moves on at
// once, instead of waiting for it to pass.
class TestClock : public QObject {
    Q_OBJECT

public:
    TestClock() { steady_.start(); }

    // Moves `clock`'s time on by ms at once. From the first call on it reads
    // a steady clock plus every move so far (what it showed stays as it was
    // until the move).
    Q_INVOKABLE void advance(QObject* clock, int ms)
    {
        auto* turnClock = qobject_cast<TurnClock*>(clock);
        if (!turnClock) {
            qWarning("TestClock: not a TurnClock");
            return;
        }
        turnClock->setTimeSource([this] { return steady_.elapsed() + movedMs_; });
        movedMs_ += ms;
    }

private:
    QElapsedTimer steady_;
    qint64 movedMs_ = 0;
};

// A lobby in this process (SQLite in a folder of its own, on loopback), for
// the screens of "Play online".
class TestLobby : public QObject {
    Q_OBJECT

public:
    // Starts it (once): its address, "ws://127.0.0.1:PORT"; "" when it could not start.
    Q_INVOKABLE QString start()
    {
        if (server_)
            return address_;
        QString error;
        store_ = tilerummy::lobby::LobbyStore::open(QStringLiteral("sqlite:") + dir_.filePath("lobby.sqlite"), &error);
        if (!store_) {
            qWarning("TestLobby: %s", qPrintable(error));
            return {};
        }
        server_ = std::make_unique<tilerummy::net::TableServer>(std::vector<tilerummy::net::TableHub*>{}, std::nullopt);
        tilerummy::lobby::LobbyServer::Options options;
        options.aiNodeLimit = 2000;
        lobby_ = std::make_unique<tilerummy::lobby::LobbyServer>(store_.get(), server_.get(), options);
        if (!lobby_->start(&error) || !server_->listen(QHostAddress::LocalHost, 0, &error)) {
            qWarning("TestLobby: %s", qPrintable(error));
            return {};
        }
        address_ = QStringLiteral("ws://127.0.0.1:%1").arg(server_->port());
        return address_;
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<tilerummy::lobby::LobbyStore> store_;
    std::unique_ptr<tilerummy::net::TableServer> server_;
    std::unique_ptr<tilerummy::lobby::LobbyServer> lobby_;
    QString address_;
};

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
        engine->rootContext()->setContextProperty(QStringLiteral("testGames"), &games_);
        engine->rootContext()->setContextProperty(QStringLiteral("testClock"), &clock_);
        engine->rootContext()->setContextProperty(QStringLiteral("testLobby"), &lobby_);
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<AppSettings> settings_;
    SoakProbe probe_;
    TestGames games_;
    TestClock clock_;
    TestLobby lobby_;
};

// QUICK_TEST_MAIN_WITH_SETUP, with a QApplication rather than the
// QGuiApplication it makes: Qt Charts (the statistics' charts) draws with
// Qt Widgets' graphics scene, as in the game (main.cpp).
int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "tst_qml", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "tst_qml.moc"
