// The translations are complete and right: every source string of the game
// and the tutorial (QML, C++, the lessons' texts) has a German, Dutch and
// Hebrew translation, with the same placeholders; English has its plural
// forms; plurals, numbers and the layout direction follow the language.
//
// complete() runs lupdate on the sources (as `update_translations` does) into
// copies of translations/*.ts, so a string added to the code without a
// translation fails here even before anyone updates the .ts files.
#include "lessons/lesson_file.h"
#include "save/save_game.h"
#include "session/game_controller.h"
#include "settings/language.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <algorithm>

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    bool finished = false;
    QStringList forms; // the translation, or each plural form
};

QList<Message> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{
                context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), false, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            current.finished = type.isEmpty();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.forms.append(xml.readElementText());
            } else {
                current.forms = {xml.readElementText()};
            }
            if (type != QLatin1String("vanished") && type != QLatin1String("obsolete"))
                out.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?[1-9n]"));
    QStringList out;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        out.append(it.next().captured());
    out.removeDuplicates();
    out.sort();
    return out;
}

// lupdate over the game's sources into a copy of translations/tilerummy_<lang>.ts.
QString updatedCopy(const QTemporaryDir& dir, const QString& lang, const QStringList& options)
{
    const QString source = QStringLiteral(TILERUMMY_TS_DIR "/tilerummy_%1.ts").arg(lang);
    const QString copy = dir.filePath(QStringLiteral("tilerummy_%1.ts").arg(lang));
    QFile::remove(copy);
    if (!QFile::copy(source, copy))
        return {};
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(TILERUMMY_LUPDATE),
                  QStringList{QStringLiteral("@" TILERUMMY_LUPDATE_LIST), QStringLiteral("-ts"), copy} + options);
    if (!lupdate.waitForFinished(120000) || lupdate.exitCode() != 0) {
        qWarning().noquote() << lupdate.readAll();
        return {};
    }
    return copy;
}

QString shown(const Message& m)
{
    return m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"');
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { tilerummy::ui::useLanguage(QStringLiteral("en")); }

    void complete_data()
    {
        QTest::addColumn<QString>("lang");
        for (const LanguageChoice& entry : tilerummy::ui::translatedLanguages()) {
            const QString code = entry.code;
            QTest::newRow(qPrintable(code)) << code;
        }
    }

    // Every source string translated, each plural form filled, the
    // placeholders of the source in every translation.
    void complete()
    {
        QFETCH(QString, lang);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ts = updatedCopy(dir, lang,
                                       {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                                        QStringLiteral("none"), QStringLiteral("-silent")});
        QVERIFY2(!ts.isEmpty(), "lupdate failed");
        QString error;
        const QList<Message> messages = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(messages.size() > 300, qPrintable(QString::number(messages.size())));
        QStringList problems;
        for (const Message& m : messages) {
            if (!m.finished) {
                problems.append(QStringLiteral("not translated: ") + shown(m));
                continue;
            }
            const QStringList wanted = placeholders(m.source);
            for (const QString& form : m.forms) {
                if (form.trimmed().isEmpty())
                    problems.append(QStringLiteral("empty: ") + shown(m));
                else if (placeholders(form) != wanted)
                    problems.append(QStringLiteral("placeholders %1 instead of %2: ")
                                        .arg(placeholders(form).join(QLatin1Char(' ')), wanted.join(QLatin1Char(' '))) +
                                    shown(m) + QStringLiteral(" -> \"") + form + QLatin1Char('"'));
            }
        }
        if (!problems.isEmpty())
            QFAIL(
                qPrintable(QStringLiteral("translations/tilerummy_%1.ts: %2 problem(s); update it with `cmake --build "
                                          "build/release --target update_translations` and translate:\n  ")
                               .arg(lang)
                               .arg(problems.size()) +
                           problems.mid(0, 40).join(QStringLiteral("\n  "))));
    }

    // English is the source; its file holds the plural forms only.
    void englishPlurals()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ts =
            updatedCopy(dir, QStringLiteral("en"),
                        {QStringLiteral("-pluralonly"), QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                         QStringLiteral("none"), QStringLiteral("-silent")});
        QVERIFY2(!ts.isEmpty(), "lupdate failed");
        QString error;
        const QList<Message> messages = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        QStringList problems;
        for (const Message& m : messages) {
            if (!m.finished || m.forms.size() != 2 || m.forms.contains(QString()) || m.forms.at(0) == m.forms.at(1))
                problems.append(shown(m));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("English plural forms missing (run python3 "
                                                               "scripts/english_plurals.py):\n  ") +
                                                problems.join(QStringLiteral("\n  "))));
    }

    void languageChosen_data()
    {
        QTest::addColumn<QString>("asked");
        QTest::addColumn<QString>("used");
        QTest::newRow("German") << "de"
                                << "de";
        QTest::newRow("Austrian German") << "de-AT"
                                         << "de";
        QTest::newRow("Dutch") << "nl"
                               << "nl";
        QTest::newRow("Flemish") << "nl-BE"
                                 << "nl";
        QTest::newRow("Hebrew") << "he"
                                << "he";
        QTest::newRow("Hebrew, Israel") << "he_IL"
                                        << "he";
        QTest::newRow("English") << "en"
                                 << "en";
        QTest::newRow("British English") << "en-GB"
                                         << "en";
        QTest::newRow("no translation: English") << "fr"
                                                 << "en";
    }

    void languageChosen()
    {
        QFETCH(QString, asked);
        QFETCH(QString, used);
        QCOMPARE(tilerummy::ui::useLanguage(asked), used);
        QCOMPARE(tilerummy::ui::languageInUse(), used);
    }

    // Hebrew is laid out right to left, the others left to right; Qt's own
    // key for it says the same.
    void layoutDirection()
    {
        tilerummy::ui::useLanguage(QStringLiteral("he"));
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::RightToLeft);
        QCOMPARE(QGuiApplication::translate("QGuiApplication", "QT_LAYOUT_DIRECTION",
                                            "Translate this string to the string 'LTR' in left-to-right languages or "
                                            "to 'RTL' in right-to-left languages (such as Hebrew and Arabic) to get "
                                            "proper widget layout."),
                 QStringLiteral("RTL"));
        for (const QString& lang : {QStringLiteral("de"), QStringLiteral("nl"), QStringLiteral("en")}) {
            tilerummy::ui::useLanguage(lang);
            QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
        }
    }

    void plurals_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("one");
        QTest::addColumn<QString>("three");
        QTest::newRow("en") << "en"
                            << "The best play lays 1 tile."
                            << "The best play lays 3 tiles.";
        QTest::newRow("de") << "de"
                            << ""
                            << "";
        QTest::newRow("nl") << "nl"
                            << ""
                            << "";
        QTest::newRow("he") << "he"
                            << ""
                            << "";
    }

    // One and many differ, and carry the number.
    void plurals()
    {
        QFETCH(QString, lang);
        QFETCH(QString, one);
        QFETCH(QString, three);
        tilerummy::ui::useLanguage(lang);
        const char* source = "The best play lays %n tile(s).";
        const QString gotOne = QCoreApplication::translate("TutorialController", source, nullptr, 1);
        const QString gotThree = QCoreApplication::translate("TutorialController", source, nullptr, 3);
        QVERIFY2(gotOne.contains(QLatin1Char('1')) || lang == QLatin1String("he"), qPrintable(gotOne));
        QVERIFY2(gotThree.contains(QLatin1Char('3')), qPrintable(gotThree));
        QVERIFY2(gotOne != QString(gotThree).replace(QLatin1Char('3'), QLatin1Char('1')),
                 qPrintable(gotOne + QStringLiteral(" / ") + gotThree));
        QVERIFY(!gotOne.contains(QLatin1String("(s)")));
        if (!one.isEmpty()) {
            QCOMPARE(gotOne, one);
            QCOMPARE(gotThree, three);
        } else {
            QVERIFY2(gotThree != QLatin1String("The best play lays 3 tiles."), qPrintable(gotThree));
        }
    }

    void numbers_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("written");
        QTest::newRow("de") << "de"
                            << "12.345";
        QTest::newRow("nl") << "nl"
                            << "12.345";
        QTest::newRow("he") << "he"
                            << "12,345";
    }

    // Numbers in the language's way (%L1 and QLocale() follow the language).
    void numbers()
    {
        QFETCH(QString, lang);
        QFETCH(QString, written);
        tilerummy::ui::useLanguage(lang);
        QCOMPARE(QStringLiteral("%L1").arg(12345), written);
        QCOMPARE(QLocale().toString(12345), written);
    }

    // A game saved in one language and resumed in another: the seats' own
    // names ("Player 1", "Expert AI") are said in the language in use; a
    // name given by a person stays as it was given.
    void seatNamesFollowTheLanguageAfterResume()
    {
        GameController english;
        QVERIFY(english
                    .newMatch({{QStringLiteral("players"),
                                QVariantList{QVariantMap{{"seat", int(SeatKind::Person)}, {"name", ""}},
                                             QVariantMap{{"seat", int(SeatKind::Expert)}, {"name", ""}},
                                             QVariantMap{{"seat", int(SeatKind::Standard)}, {"name", "Ann"}}}},
                               {QStringLiteral("seed"), QStringLiteral("7")}})
                    .isEmpty());
        QCOMPARE(english.names(), (QStringList{"Player 1", "Expert AI", "Ann"}));
        english.board()->setMoveStepMs(0);
        QVERIFY(english.drawTile());
        QTRY_VERIFY_WITH_TIMEOUT(english.canAct(), 30000); // both AIs took a turn
        const SavedGame save = english.saves()->toSave();

        tilerummy::ui::useLanguage(QStringLiteral("de"));
        GameController german;
        QCOMPARE(german.saves()->restore(save), QString());
        QCOMPARE(german.names(), (QStringList{"Spieler 1", "Experten-KI", "Ann"}));
        // The resumed log names each seat as it is (before: the seats of the
        // game the window had dealt, "Standard-KI" for the expert).
        const QString log = german.log()->lines().join(QLatin1Char('\n'));
        QVERIFY2(!log.contains(QStringLiteral("Player 1")) && !log.contains(QStringLiteral("Standard-KI")) &&
                     log.contains(QStringLiteral("Experten-KI")) && log.contains(QStringLiteral("Ann")),
                 qPrintable(log));
        // The offer to resume it says the names so too.
        QCOMPARE(MatchOptions::namesFor(save.seats, save.names), (QStringList{"Spieler 1", "Experten-KI", "Ann"}));
    }

    // The lessons' texts are looked up as lupdate wrote them out.
    void lessonTexts()
    {
        std::string error;
        const std::vector<tilerummy::Lesson> course = tilerummy::loadCourse(&error);
        QVERIFY2(!course.empty(), error.c_str());
        for (const LanguageChoice& entry : tilerummy::ui::translatedLanguages()) {
            tilerummy::ui::useLanguage(entry.code);
            for (const tilerummy::Lesson& lesson : course) {
                for (const auto& [field, text] :
                     {std::pair{"title", lesson.title}, std::pair{"teaching", lesson.teaching},
                      std::pair{"goal", lesson.goalText}}) {
                    const QString translated = tilerummy::ui::lessonText(lesson.id, field, text);
                    QVERIFY2(!translated.isEmpty() && translated != QString::fromStdString(text),
                             qPrintable(QStringLiteral("%1 %2 %3")
                                            .arg(tilerummy::ui::languageInUse(), QString::fromStdString(lesson.id),
                                                 QString::fromLatin1(field))));
                }
            }
        }
    }
};

QTEST_MAIN(TestTranslations)

#include "test_translations.moc"
