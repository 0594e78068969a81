// The player's settings: defaults, clamping and checking of each property,
// change signals only on a change, saving at once (a second AppSettings on the
// same file sees it), values edited by hand in the file, the animation
// durations and the reset to defaults; the hints switch and the tutorial's
// progress (lessons done, puzzles solved, the puzzle level), which the reset
// keeps.
#include "settings/app_settings.h"
#include "settings/match_options.h"

#include <QDir>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

class TestUiSettings : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }

    void defaults()
    {
        AppSettings s(iniPath());
        QCOMPARE(s.tileScale(), 1.0);
        QCOMPARE(s.animationSpeed(), int(AppSettings::Normal));
        QCOMPARE(s.soundEnabled(), true);
        QCOMPARE(s.hintsEnabled(), true);
        QCOMPARE(s.language(), QString());
        QCOMPARE(s.turnSeconds(), 0);
        QCOMPARE(s.lastSeats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Standard}));
        QCOMPARE(s.lastNames(), QStringList());
        QCOMPARE(s.lastInitialMeld(), 30);
        QCOMPARE(s.lastRackSize(), 14);
        QCOMPARE(s.lastPoolEmptyRule(), QStringLiteral("until-no-play"));
        QCOMPARE(s.lastRounds(), 1);
        QCOMPARE(s.lastTargetScore(), 0);
    }

    // The save dialog's folder: the one saved to last, kept; a folder that
    // is not there (or not a local one) is not taken.
    void saveFolder()
    {
        const QUrl here = QUrl::fromLocalFile(dir_.path());
        {
            AppSettings s(iniPath());
            QVERIFY(s.saveFolder().isLocalFile());
            QVERIFY(QDir(s.saveFolder().toLocalFile()).exists());
            s.setSaveFolder(here);
            QCOMPARE(s.saveFolder(), here);
            s.setSaveFolder(QUrl::fromLocalFile(dir_.filePath(QStringLiteral("gone"))));
            s.setSaveFolder(QUrl(QStringLiteral("https://example.org/")));
            QCOMPARE(s.saveFolder(), here);
            s.resetToDefaults();
            QCOMPARE(s.saveFolder(), here);
        }
        AppSettings again(iniPath());
        QCOMPARE(again.saveFolder(), here);
        // Removed since: back to the default.
        QDir(dir_.path()).mkdir(QStringLiteral("games"));
        const QUrl games = QUrl::fromLocalFile(dir_.filePath(QStringLiteral("games")));
        again.setSaveFolder(games);
        QVERIFY(QDir(dir_.path()).rmdir(QStringLiteral("games")));
        AppSettings later(iniPath());
        QVERIFY(later.saveFolder() != games);
        QVERIFY(QDir(later.saveFolder().toLocalFile()).exists());
    }

    void persistsAcrossInstances()
    {
        {
            AppSettings s(iniPath());
            s.setTileScale(1.25);
            s.setAnimationSpeed(AppSettings::Fast);
            s.setSoundEnabled(false);
            s.setLanguage(QStringLiteral("de"));
            s.setTurnSeconds(120);
            s.setLastSeats({SeatKind::Person, SeatKind::Expert, SeatKind::Beginner, SeatKind::Person});
            s.setLastNames({"Ann", "", "Bob, Jr.", "Zoë"});
            s.setLastInitialMeld(50);
            s.setLastRackSize(16);
            s.setLastPoolEmptyRule(QStringLiteral("one-more-turn"));
            s.setLastRounds(7);
            s.setLastTargetScore(300);
            // Saved at once: visible in the file while this object lives.
            QSettings raw(iniPath(), QSettings::IniFormat);
            QCOMPARE(raw.value("game/turnSeconds").toInt(), 120);
            // Seats by name, as a person reading the file knows them.
            QCOMPARE(raw.value("newGame/seats").toStringList(), (QStringList{"human", "expert", "beginner", "human"}));
        }
        AppSettings s(iniPath());
        QCOMPARE(s.tileScale(), 1.25);
        QCOMPARE(s.animationSpeed(), int(AppSettings::Fast));
        QCOMPARE(s.soundEnabled(), false);
        QCOMPARE(s.language(), QStringLiteral("de"));
        QCOMPARE(s.turnSeconds(), 120);
        QCOMPARE(s.lastSeats(),
                 (QList<SeatKind>{SeatKind::Person, SeatKind::Expert, SeatKind::Beginner, SeatKind::Person}));
        QCOMPARE(s.lastNames(), (QStringList{"Ann", "", "Bob, Jr.", "Zoë"}));
        QCOMPARE(s.lastInitialMeld(), 50);
        QCOMPARE(s.lastRackSize(), 16);
        QCOMPARE(s.lastPoolEmptyRule(), QStringLiteral("one-more-turn"));
        QCOMPARE(s.lastRounds(), 7);
        QCOMPARE(s.lastTargetScore(), 300);

        // Two live objects on the same file: the second one made sees the first's changes.
        s.setLastRounds(3);
        AppSettings other(iniPath());
        QCOMPARE(other.lastRounds(), 3);
    }

    void takesOwnershipOfAGivenStore()
    {
        auto store = std::make_unique<QSettings>(iniPath(), QSettings::IniFormat);
        QSettings* raw = store.get();
        AppSettings s(std::move(store));
        QCOMPARE(s.store(), raw);
        s.setTurnSeconds(30);
        QCOMPARE(raw->value("game/turnSeconds").toInt(), 30);
    }

    void clampsAndChecks()
    {
        AppSettings s(iniPath());
        s.setTileScale(3.0);
        QCOMPARE(s.tileScale(), 1.6);
        s.setTileScale(0.1);
        QCOMPARE(s.tileScale(), 0.75);
        s.setTileScale(std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(s.tileScale(), 1.0);
        s.setTileScale(1.1);
        QCOMPARE(s.tileScale(), 1.1);

        s.setAnimationSpeed(9);
        QCOMPARE(s.animationSpeed(), 3);
        s.setAnimationSpeed(-4);
        QCOMPARE(s.animationSpeed(), 0);

        const QList<QPair<int, int>> seconds{{0, 0},
                                             {-10, 0},
                                             {14, 0},
                                             {16, 30},
                                             {30, 30},
                                             {44, 30},
                                             {45, 30},
                                             {46, 60},
                                             {60, 60},
                                             {89, 60},
                                             {91, 120},
                                             {120, 120},
                                             {600, 120},
                                             {std::numeric_limits<int>::min(), 0},
                                             {std::numeric_limits<int>::max(), 120}};
        for (const auto& [in, out] : seconds) {
            s.setTurnSeconds(in);
            QVERIFY2(s.turnSeconds() == out, qPrintable(QStringLiteral("%1 -> %2").arg(in).arg(s.turnSeconds())));
        }

        s.setLanguage(QStringLiteral("pt_br"));
        QCOMPARE(s.language(), QStringLiteral("pt-BR"));
        s.setLanguage(QStringLiteral("ZH-hant-TW"));
        QCOMPARE(s.language(), QStringLiteral("zh-Hant-TW"));
        for (const char* bad : {"d", "deutsch!", "de--DE", "1de", "de DE", "-de"}) {
            s.setLanguage(QString::fromLatin1(bad));
            QCOMPARE(s.language(), QStringLiteral("zh-Hant-TW"));
        }
        s.setLanguage(QStringLiteral(" "));
        QCOMPARE(s.language(), QString());

        s.setLastSeats({SeatKind::Person, SeatKind::Expert, SeatKind::Beginner});
        for (const QList<SeatKind>& bad :
             {QList<SeatKind>{SeatKind::Person}, QList<SeatKind>{}, QList<SeatKind>(5, SeatKind::Person)}) {
            s.setLastSeats(bad);
            QCOMPARE(s.lastSeats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Expert, SeatKind::Beginner}));
        }

        s.setLastNames({"  Ann  ", QString(50, QLatin1Char('x')), "C", "D", "E"});
        QCOMPARE(s.lastNames(),
                 (QStringList{"Ann", QString(MatchOptions::kMaxNameLength, QLatin1Char('x')), "C", "D"}));

        const QList<QPair<int, int>> melds{{0, 30}, {30, 30}, {40, 30}, {41, 50}, {50, 50}, {999, 50}};
        for (const auto& [in, out] : melds) {
            s.setLastInitialMeld(in);
            QCOMPARE(s.lastInitialMeld(), out);
        }
        const QList<QPair<int, int>> racks{{1, 14}, {14, 14}, {15, 14}, {16, 16}, {30, 16}};
        for (const auto& [in, out] : racks) {
            s.setLastRackSize(in);
            QCOMPARE(s.lastRackSize(), out);
        }

        s.setLastPoolEmptyRule(QStringLiteral("one-more-turn"));
        s.setLastPoolEmptyRule(QStringLiteral("sometimes"));
        QCOMPARE(s.lastPoolEmptyRule(), QStringLiteral("one-more-turn"));

        s.setLastRounds(0);
        QCOMPARE(s.lastRounds(), 1);
        s.setLastRounds(21);
        QCOMPARE(s.lastRounds(), 20);

        const QList<QPair<int, int>> targets{{-5, 0}, {0, 0}, {1, 50}, {49, 50}, {50, 50}, {777, 777}, {5000, 1000}};
        for (const auto& [in, out] : targets) {
            s.setLastTargetScore(in);
            QCOMPARE(s.lastTargetScore(), out);
        }

        // What was stored is the checked value.
        AppSettings again(iniPath());
        QCOMPARE(again.tileScale(), 1.1);
        QCOMPARE(again.turnSeconds(), 120);
        QCOMPARE(again.lastTargetScore(), 1000);
        QCOMPARE(again.lastSeats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Expert, SeatKind::Beginner}));
    }

    // The game set up last time is dealt behind the start screen, but never
    // one that opens a table to the network: that waits for the person.
    void aHostedSetupIsNotStartedAtStartUp()
    {
        AppSettings s(iniPath());
        s.setLastSeats({SeatKind::Person, SeatKind::Standard});
        QVERIFY(!MatchOptions::hostsATable(MatchOptions::lastSetup(&s)));
        s.setLastSeats({SeatKind::Person, SeatKind::Remote, SeatKind::Expert});
        QVERIFY(MatchOptions::hostsATable(MatchOptions::lastSetup(&s)));
        QVERIFY(!MatchOptions::hostsATable({}));
    }

    void handEditedFileIsChecked()
    {
        {
            QSettings raw(iniPath(), QSettings::IniFormat);
            raw.setValue("display/tileScale", "huge");
            raw.setValue("display/animationSpeed", 12);
            raw.setValue("display/language", "not a language");
            raw.setValue("game/turnSeconds", 59);
            raw.setValue("newGame/seats", QStringList{"human", "wizard"});
            raw.setValue("newGame/initialMeld", "fifty");
            raw.setValue("newGame/rackSize", 100);
            raw.setValue("newGame/poolEmptyRule", "whatever");
            raw.setValue("newGame/rounds", -3);
            raw.setValue("newGame/targetScore", 20000);
        }
        AppSettings s(iniPath());
        QCOMPARE(s.tileScale(), 1.0);
        QCOMPARE(s.animationSpeed(), 3);
        QCOMPARE(s.language(), QString());
        QCOMPARE(s.turnSeconds(), 60);
        QCOMPARE(s.lastSeats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Standard}));
        QCOMPARE(s.lastInitialMeld(), 30);
        QCOMPARE(s.lastRackSize(), 16);
        QCOMPARE(s.lastPoolEmptyRule(), QStringLiteral("until-no-play"));
        QCOMPARE(s.lastRounds(), 1);
        QCOMPARE(s.lastTargetScore(), 1000);
    }

    void signalsOnlyOnAChange()
    {
        AppSettings s(iniPath());
        QSignalSpy scale(&s, &AppSettings::tileScaleChanged);
        QSignalSpy speed(&s, &AppSettings::animationSpeedChanged);
        QSignalSpy sound(&s, &AppSettings::soundEnabledChanged);
        QSignalSpy language(&s, &AppSettings::languageChanged);
        QSignalSpy seconds(&s, &AppSettings::turnSecondsChanged);
        QSignalSpy seats(&s, &AppSettings::lastSeatsChanged);
        QSignalSpy rounds(&s, &AppSettings::lastRoundsChanged);
        s.setTileScale(1.0);
        s.setTileScale(2.0); // -> 1.6
        s.setTileScale(1.8); // -> 1.6 again: no change
        QCOMPARE(scale.count(), 1);
        s.setAnimationSpeed(2);
        QCOMPARE(speed.count(), 0);
        s.setSoundEnabled(true);
        s.setSoundEnabled(false);
        QCOMPARE(sound.count(), 1);
        s.setLanguage(QStringLiteral("fr"));
        s.setLanguage(QStringLiteral("FR"));
        s.setLanguage(QStringLiteral("??"));
        QCOMPARE(language.count(), 1);
        s.setTurnSeconds(1);
        QCOMPARE(seconds.count(), 0);
        s.setLastSeats({SeatKind::Expert});                     // one seat is no game
        s.setLastSeats({SeatKind::Person, SeatKind::Standard}); // as it is
        QCOMPARE(seats.count(), 0);
        s.setLastRounds(25);
        s.setLastRounds(20);
        QCOMPARE(rounds.count(), 1);

        // Through the meta-object, as QML sets them.
        QVERIFY(s.setProperty("turnSeconds", 60));
        QCOMPARE(seconds.count(), 1);
        QCOMPARE(s.property("turnSeconds").toInt(), 60);
        QVERIFY(s.setProperty("tileScale", 0.5));
        QCOMPARE(s.property("tileScale").toReal(), 0.75);
    }

    void animationDurations()
    {
        AppSettings s(iniPath());
        QCOMPARE(s.animationMs(200), 200); // normal
        s.setAnimationSpeed(AppSettings::Slow);
        QCOMPARE(s.animationMs(200), 400);
        QCOMPARE(s.animationMs(std::numeric_limits<int>::max()), std::numeric_limits<int>::max());
        s.setAnimationSpeed(AppSettings::Fast);
        QCOMPARE(s.animationMs(200), 100);
        QCOMPARE(s.animationMs(1), 1); // never rounded away to nothing
        s.setAnimationSpeed(AppSettings::Instant);
        QCOMPARE(s.animationMs(200), 0);
        s.setAnimationSpeed(AppSettings::Normal);
        QCOMPARE(s.animationMs(0), 0);
        QCOMPARE(s.animationMs(-50), 0);
        int result = -1;
        QVERIFY(QMetaObject::invokeMethod(&s, "animationMs", Q_RETURN_ARG(int, result), Q_ARG(int, 300)));
        QCOMPARE(result, 300);
    }

    void resetToDefaults()
    {
        AppSettings s(iniPath());
        s.setTileScale(1.5);
        s.setSoundEnabled(false);
        s.setLastNames({"Ann"});
        s.setLastPoolEmptyRule(QStringLiteral("one-more-turn"));
        {
            QSettings raw(iniPath(), QSettings::IniFormat);
            raw.setValue("window/geometry", "keep me"); // not one of ours
        }
        QSignalSpy scale(&s, &AppSettings::tileScaleChanged);
        QSignalSpy sound(&s, &AppSettings::soundEnabledChanged);
        QSignalSpy names(&s, &AppSettings::lastNamesChanged);
        QSignalSpy rule(&s, &AppSettings::lastPoolEmptyRuleChanged);
        QSignalSpy speed(&s, &AppSettings::animationSpeedChanged);
        QVERIFY(QMetaObject::invokeMethod(&s, "resetToDefaults"));
        QCOMPARE(scale.count(), 1);
        QCOMPARE(sound.count(), 1);
        QCOMPARE(names.count(), 1);
        QCOMPARE(rule.count(), 1);
        QCOMPARE(speed.count(), 0); // it was the default already
        QCOMPARE(s.tileScale(), 1.0);
        QCOMPARE(s.soundEnabled(), true);
        QCOMPARE(s.lastNames(), QStringList());
        QCOMPARE(s.lastPoolEmptyRule(), QStringLiteral("until-no-play"));

        QSettings raw(iniPath(), QSettings::IniFormat);
        QVERIFY(!raw.contains("display/tileScale"));
        QVERIFY(!raw.contains("sound/enabled"));
        QCOMPARE(raw.value("window/geometry").toString(), QStringLiteral("keep me"));
        AppSettings again(iniPath());
        QCOMPARE(again.tileScale(), 1.0);
        QCOMPARE(again.soundEnabled(), true);
    }

    void hintsSwitch()
    {
        {
            AppSettings s(iniPath());
            QCOMPARE(s.hintsEnabled(), true);
            QSignalSpy changed(&s, &AppSettings::hintsEnabledChanged);
            s.setHintsEnabled(true);
            QCOMPARE(changed.count(), 0);
            s.setHintsEnabled(false);
            QCOMPARE(changed.count(), 1);
            QCOMPARE(s.hintsEnabled(), false);
        }
        AppSettings s(iniPath());
        QCOMPARE(s.hintsEnabled(), false); // persisted
        QSignalSpy changed(&s, &AppSettings::hintsEnabledChanged);
        s.resetToDefaults();
        QCOMPARE(s.hintsEnabled(), true);
        QCOMPARE(changed.count(), 1);
        AppSettings again(iniPath());
        QCOMPARE(again.hintsEnabled(), true);
    }

    void lessonsDone()
    {
        {
            AppSettings s(iniPath());
            QCOMPARE(s.lessonsDone(), QStringList());
            QSignalSpy changed(&s, &AppSettings::lessonsDoneChanged);
            s.markLessonDone(QStringLiteral("split-run"));
            QCOMPARE(changed.count(), 1);
            for (const QString& bad : {QString(), QStringLiteral("a b"), QString(65, QLatin1Char('a')),
                                       QStringLiteral("split-run"), QStringLiteral("ä"), QStringLiteral("x/y")})
                s.markLessonDone(bad);
            QCOMPARE(changed.count(), 1); // none of those changed anything
            QCOMPARE(s.lessonsDone(), QStringList{QStringLiteral("split-run")});
            s.markLessonDone(QString(64, QLatin1Char('b'))); // the longest id taken
            s.markLessonDone(QStringLiteral("add"));
            QCOMPARE(changed.count(), 3);
            QCOMPARE(s.lessonsDone(),
                     (QStringList{QStringLiteral("split-run"), QString(64, QLatin1Char('b')), QStringLiteral("add")}));
            s.markLessonDone(QStringLiteral("trap-harvest"));
            QCOMPARE(s.lessonsDone().size(), 4);
        }
        AppSettings s(iniPath());
        const QStringList expected{QStringLiteral("split-run"), QString(64, QLatin1Char('b')), QStringLiteral("add"),
                                   QStringLiteral("trap-harvest")};
        QCOMPARE(s.lessonsDone(), expected); // persisted, in the order finished

        // The reset to defaults keeps the tutorial's progress.
        s.setPuzzleLevel(4);
        s.countPuzzleSolved();
        QSignalSpy lessons(&s, &AppSettings::lessonsDoneChanged);
        s.resetToDefaults();
        QCOMPARE(lessons.count(), 0);
        QCOMPARE(s.lessonsDone(), expected);
        QCOMPARE(s.puzzleLevel(), 4);
        QCOMPARE(s.puzzlesSolved(), 1);
        {
            AppSettings again(iniPath());
            QCOMPARE(again.lessonsDone(), expected);
            QCOMPARE(again.puzzleLevel(), 4);
            QCOMPARE(again.puzzlesSolved(), 1);
        }

        QVERIFY(QMetaObject::invokeMethod(&s, "forgetLessons"));
        QCOMPARE(lessons.count(), 1);
        QCOMPARE(s.lessonsDone(), QStringList());
        s.forgetLessons();
        QCOMPARE(lessons.count(), 1); // nothing left to forget
        AppSettings again(iniPath());
        QCOMPARE(again.lessonsDone(), QStringList());
    }

    void puzzleProgress()
    {
        {
            AppSettings s(iniPath());
            QCOMPARE(s.puzzlesSolved(), 0);
            QCOMPARE(s.puzzleLevel(), 1);
            QSignalSpy solved(&s, &AppSettings::puzzlesSolvedChanged);
            QSignalSpy level(&s, &AppSettings::puzzleLevelChanged);
            s.countPuzzleSolved();
            s.countPuzzleSolved();
            QCOMPARE(s.puzzlesSolved(), 2);
            QCOMPARE(solved.count(), 2);

            const QList<QPair<int, int>> levels{{0, 1}, {-7, 1}, {1, 1}, {3, 3}, {5, 5}, {6, 5}, {1000, 5}, {2, 2}};
            for (const auto& [in, out] : levels) {
                s.setPuzzleLevel(in);
                QVERIFY2(s.puzzleLevel() == out, qPrintable(QStringLiteral("%1 -> %2").arg(in).arg(s.puzzleLevel())));
            }
            QCOMPARE(level.count(), 3); // from 1: to 3, to 5, to 2
            QVERIFY(s.setProperty("puzzleLevel", 9));
            QCOMPARE(s.property("puzzleLevel").toInt(), 5);
            s.setPuzzleLevel(2);
        }
        AppSettings s(iniPath());
        QCOMPARE(s.puzzlesSolved(), 2);
        QCOMPARE(s.puzzleLevel(), 2);
    }

    void tutorialGarbageInTheFile()
    {
        {
            QSettings raw(iniPath(), QSettings::IniFormat);
            raw.setValue("tutorial/lessonsDone", 42);
            raw.setValue("tutorial/puzzleLevel", "x");
            raw.setValue("tutorial/puzzlesSolved", -12);
        }
        {
            AppSettings s(iniPath());
            static const QRegularExpression id(QStringLiteral("^[A-Za-z0-9-]{1,64}$"));
            QVERIFY(s.lessonsDone().size() <= 1);
            for (const QString& lesson : s.lessonsDone())
                QVERIFY2(id.match(lesson).hasMatch(), qPrintable(lesson));
            QCOMPARE(s.puzzleLevel(), 1);
            QCOMPARE(s.puzzlesSolved(), 0);
            s.markLessonDone(QStringLiteral("add")); // and it goes on working
            QVERIFY(s.lessonsDone().contains(QStringLiteral("add")));
        }
        {
            QSettings raw(iniPath(), QSettings::IniFormat);
            raw.setValue("tutorial/lessonsDone",
                         QStringList{"add", "bad id", "", "add", QString(65, QLatin1Char('z')), "split-run"});
            raw.setValue("tutorial/puzzleLevel", 99);
            raw.setValue("tutorial/puzzlesSolved", "many");
        }
        AppSettings s(iniPath());
        QCOMPARE(s.lessonsDone(), (QStringList{"add", "split-run"}));
        QCOMPARE(s.puzzleLevel(), 5);
        QCOMPARE(s.puzzlesSolved(), 0);
    }

private:
    // A file of its own for each test (QSettings caches files by name within a process).
    QString iniPath() const { return dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()) + ".ini"); }
    QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(TestUiSettings)
#include "test_ui_settings.moc"
