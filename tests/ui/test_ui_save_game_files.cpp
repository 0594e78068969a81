// Saved games as files: writes are atomic (a failed write keeps the old file);
// reads never change the file and say clearly why they fail; a bad file can be
// set aside under a new name; stale temporaries are cleared; the autosave
// lives in the app's data folder; the history keeps the newest games; saves
// and kept seats are readable by their owner alone.
#include "net/kept_seat.h"
#include "save/game_history.h"
#include "save_game_support.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace

class TestUiSaveGameFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void writeThenReadGivesTheSave();
    void failedWriteKeepsTheOldFile();
    void readErrorsAreClearAndLeaveTheFile();
    void badFileIsSetAside();
    void staleTemporariesAreCleared();
    void autosaveLivesInAppData();
    void theHistoryKeepsTheNewestGames();
    void secretsAreReadableByTheirOwnerAlone();

private:
    Fixture fixture_;
};

void TestUiSaveGameFiles::initTestCase()
{
    setUpSaveTests(&fixture_);
}

void TestUiSaveGameFiles::writeThenReadGivesTheSave()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deep/folder/game.trsave"));
    QString error;
    QVERIFY2(writeSaveFile(path, fixture_.save, &error), qPrintable(error));
    QCOMPARE(readAll(path), toJson(fixture_.save));
    const auto back = readSaveFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, fixture_.save);
    // Overwriting replaces the whole file and leaves nothing else behind.
    SavedGame shorter = fixture_.save;
    shorter.actions.resize(3);
    shorter.draft.reset();
    QVERIFY2(writeSaveFile(path, shorter, &error), qPrintable(error));
    QCOMPARE(readAll(path), toJson(shorter));
    QCOMPARE(QDir(dir.filePath(QStringLiteral("deep/folder"))).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("game.trsave")});
}

void TestUiSaveGameFiles::failedWriteKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.trsave"));
    SavedGame old = fixture_.save;
    old.actions.resize(3);
    old.draft.reset();
    QString error;
    QVERIFY(writeSaveFile(path, old, &error));
    const QByteArray before = readAll(path);
    int failures = 0;

#ifdef Q_OS_UNIX
    // The disk refuses the bytes (a file size limit, which binds root too).
    {
        struct rlimit saved {};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = saved;
        small.rlim_cur = 64;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const bool written = writeSaveFile(path, fixture_.save, &error);
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!written);
        QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
        QVERIFY2(error.size() > QStringLiteral("cannot write %1: ").arg(QDir::toNativeSeparators(path)).size(),
                 qPrintable(error)); // with the system's reason
        QCOMPARE(readAll(path), before);
        ++failures;
    }
    // A folder that cannot be written to (root may write anywhere: not checked then).
    if (geteuid() != 0) {
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const bool written = writeSaveFile(path, fixture_.save, &error);
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!written);
        QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
        QCOMPARE(readAll(path), before);
        ++failures;
    }
#endif
    // The path is a folder: nothing can replace it.
    const QString folder = dir.filePath(QStringLiteral("folder.trsave"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!writeSaveFile(folder, fixture_.save, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
    QVERIFY(QFileInfo(folder).isDir());
    // A folder in the way of the path's folder.
    QVERIFY(!writeSaveFile(path + QStringLiteral("/inside.trsave"), fixture_.save, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot make the folder ")), qPrintable(error));
    QCOMPARE(readAll(path), before);
    ++failures;
    QVERIFY(failures >= 1);
    // Nothing left behind but the file and the folder.
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             (QStringList{QStringLiteral("folder.trsave"), QStringLiteral("game.trsave")}));
    const auto back = readSaveFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, old);
}

void TestUiSaveGameFiles::readErrorsAreClearAndLeaveTheFile()
{
    QTemporaryDir dir;
    QString error;
    const QString missing = dir.filePath(QStringLiteral("none.trsave"));
    QVERIFY(!readSaveFile(missing, &error));
    QCOMPARE(error, QStringLiteral("there is no save file %1").arg(QDir::toNativeSeparators(missing)));
    QVERIFY(!QFileInfo::exists(missing));

    QVERIFY(!readSaveFile(dir.path(), &error));
    QCOMPARE(error, QStringLiteral("%1 is not a file").arg(QDir::toNativeSeparators(dir.path())));

    const QString big = dir.filePath(QStringLiteral("big.trsave"));
    {
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(SavedGame::kMaxFileBytes + 1));
    }
    QVERIFY(!readSaveFile(big, &error));
    QVERIFY2(error.contains(QStringLiteral("is too big for a save")), qPrintable(error));
    QCOMPARE(QFileInfo(big).size(), SavedGame::kMaxFileBytes + 1);

    const QString garbled = dir.filePath(QStringLiteral("garbled.trsave"));
    QByteArray json = toJson(fixture_.save);
    json.chop(json.size() / 2); // cut off half-way, as by a crash while writing
    QVERIFY(writeAll(garbled, json));
    const QDateTime modified = QFileInfo(garbled).lastModified();
    QVERIFY(!readSaveFile(garbled, &error));
    QVERIFY2(
        error.startsWith(QDir::toNativeSeparators(garbled) + QStringLiteral(" is not a valid save: not valid JSON")),
        qPrintable(error));
    QCOMPARE(readAll(garbled), json);
    QCOMPARE(QFileInfo(garbled).lastModified(), modified);

#ifdef Q_OS_UNIX
    if (geteuid() != 0) {
        const QString locked = dir.filePath(QStringLiteral("locked.trsave"));
        QVERIFY(writeAll(locked, toJson(fixture_.save)));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
        QVERIFY(!readSaveFile(locked, &error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot read ")), qPrintable(error));
    }
#endif
}

void TestUiSaveGameFiles::badFileIsSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    QVERIFY(writeAll(path, "not a save"));
    QString aside;
    QVERIFY(setAsideBadFile(path, &aside));
    QVERIFY(!QFileInfo::exists(path));
    static const QRegularExpression name(QStringLiteral("^autosave\\.trsave\\.bad-\\d{8}-\\d{6}$"));
    QVERIFY2(name.match(QFileInfo(aside).fileName()).hasMatch(), qPrintable(aside));
    QCOMPARE(QFileInfo(aside).absolutePath(), QFileInfo(path).absolutePath());
    QCOMPARE(readAll(aside), QByteArray("not a save"));

    // Another bad file in the same second does not overwrite the first.
    QVERIFY(writeAll(path, "also bad"));
    QString second;
    QVERIFY(setAsideBadFile(path, &second));
    QVERIFY(second != aside);
    QCOMPARE(readAll(second), QByteArray("also bad"));
    QCOMPARE(readAll(aside), QByteArray("not a save"));
    QVERIFY(second.startsWith(path + QStringLiteral(".bad-")));

    QVERIFY(!setAsideBadFile(dir.filePath(QStringLiteral("none.trsave")), &second));
    QVERIFY(!setAsideBadFile(dir.path(), &second)); // a folder is not set aside
}

// What a kill during a save leaves (QSaveFile's "<name>.XXXXXX") is cleared
// once it is old; the save, other files and fresh temporaries are left.
void TestUiSaveGameFiles::staleTemporariesAreCleared()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.trsave"));
    QVERIFY(writeAll(path, "save"));
    const QString stale = path + QStringLiteral(".a1B2c3");
    const QString fresh = path + QStringLiteral(".Z9y8X7");
    const QStringList others{path + QStringLiteral(".previous"), path + QStringLiteral(".bad-20240101-120000"),
                             dir.filePath(QStringLiteral("other.trsave.a1B2c3"))};
    for (const QString& file : QStringList{stale, fresh} + others)
        QVERIFY(writeAll(file, "x"));
    const QDateTime old = QDateTime::currentDateTime().addSecs(-3600);
    for (const QString& file : QStringList{stale} + others) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(old, QFileDevice::FileModificationTime));
    }
    QCOMPARE(removeStaleSaveTemporaries(path), 1);
    QVERIFY(!QFile::exists(stale));
    for (const QString& file : QStringList{path, fresh} + others)
        QVERIFY2(QFile::exists(file), qPrintable(file));
}

void TestUiSaveGameFiles::autosaveLivesInAppData()
{
    const QString path = autosavePath();
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(!appData.isEmpty());
    QCOMPARE(path, appData + QStringLiteral("/autosave.trsave"));
    QDir(appData).removeRecursively(); // test mode: a folder of its own
    QVERIFY(!QFileInfo::exists(appData));
    QString error;
    QVERIFY2(writeSaveFile(path, fixture_.save, &error), qPrintable(error));
    const auto back = readSaveFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    compareSaves(*back, fixture_.save);
    QVERIFY(QDir(appData).removeRecursively());
}

void TestUiSaveGameFiles::theHistoryKeepsTheNewestGames()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("history"));
    GameHistory history(folder, 3);
    QVERIFY(history.files().isEmpty()); // no folder yet
    QString error;
    // Five games kept, each a little shorter: only the newest three stay, newest first.
    for (int n = 0; n < 5; ++n) {
        SavedGame game = fixture_.save;
        game.actions.resize(game.actions.size() - static_cast<std::size_t>(n));
        game.draft.reset();
        QVERIFY2(history.keep(game, &error), qPrintable(error));
    }
    const QStringList files = history.files();
    QCOMPARE(files.size(), 3);
    for (int i = 0; i < files.size(); ++i) {
        const std::optional<SavedGame> read = GameHistory::read(files[i], &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->actions.size(), fixture_.save.actions.size() - static_cast<std::size_t>(4 - i));
    }
    // A file that does not read is listed, and read says why; it is not removed by reading.
    const QString junk = QDir(folder).filePath(QStringLiteral("game-00000000-000000-000.trsave"));
    {
        QFile file(junk);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a save");
    }
    QCOMPARE(history.files().size(), 4);
    QCOMPARE(history.files().last(), junk);
    QVERIFY(!GameHistory::read(junk, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QFile::exists(junk));
    // The next one kept trims the history back to three: the oldest, the junk, goes first.
    QVERIFY2(history.keep(fixture_.save, &error), qPrintable(error));
    QCOMPARE(history.files().size(), 3);
    QVERIFY(!QFile::exists(junk));
    // No folder: nothing kept, with a reason.
    QVERIFY(!GameHistory(QString()).keep(fixture_.save, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestUiSaveGameFiles)
// A save holds every rack and a network table's code and tokens; a kept seat
// its token: each is written 0600, a new file and one that was open to all.
void TestUiSaveGameFiles::secretsAreReadableByTheirOwnerAlone()
{
#ifdef Q_OS_UNIX
    const QFileDevice::Permissions ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    const auto permissions = [](const QString& path) {
        // What the file system says: no user or group lookup, the mode bits.
        return QFileInfo(path).permissions() &
               (QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                QFileDevice::WriteGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::WriteOther |
                QFileDevice::ExeOther);
    };
    QTemporaryDir dir;
    const QString save = dir.filePath(QStringLiteral("game.trsave"));
    QString error;
    QVERIFY2(writeSaveFile(save, fixture_.save, &error), qPrintable(error));
    QCOMPARE(permissions(save), ownerOnly);
    QVERIFY(QFile::setPermissions(save, ownerOnly | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    QVERIFY2(writeSaveFile(save, fixture_.save, &error), qPrintable(error));
    QCOMPARE(permissions(save), ownerOnly);

    tilerummy::net::KeptSeat seat;
    seat.url = QUrl(QStringLiteral("ws://127.0.0.1:4520"));
    seat.token = QStringLiteral("a-secret-token");
    seat.seat = 1;
    seat.name = QStringLiteral("Bea");
    const QString kept = dir.filePath(QStringLiteral("data/joined-table.json"));
    QVERIFY(tilerummy::net::writeKeptSeat(kept, seat));
    QCOMPARE(permissions(kept), ownerOnly);
    QVERIFY(QFile::setPermissions(kept, ownerOnly | QFileDevice::ReadOther));
    QVERIFY(tilerummy::net::writeKeptSeat(kept, seat));
    QCOMPARE(permissions(kept), ownerOnly);
    QCOMPARE(tilerummy::net::readKeptSeat(kept, &error)->token, seat.token);
#else
    QSKIP("file modes are Unix's; elsewhere the user's folders are private by their access lists");
#endif
}

#include "test_ui_save_game_files.moc"
