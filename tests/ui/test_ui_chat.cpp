// The table's chat, through three game controllers on loopback: Ann hosts,
// Bea plays, Cy watches. A quick phrase goes out as its id and each screen
// says it in its own words; a free line goes as written; each is heard for
// a screen reader; a watcher reads and writes nothing; a person muted is
// neither shown nor said; and nothing of the chat reaches the turn log or
// a save.
#include "join_support.h"
#include "netplay/table_chat.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

QStringList linesOf(const TableChat& chat)
{
    QStringList lines;
    for (int row = 0; row < chat.lines()->rowCount(); ++row) {
        const QModelIndex at = chat.lines()->index(row);
        lines.append(at.data(ChatLines::NameRole).toString() + ": " + at.data(ChatLines::WordsRole).toString());
    }
    return lines;
}

void chatsAt(TableChat& chat, GameController& game)
{
    chat.setHost(game.host());
    chat.setGuest(game.joinedTable()->guest());
}

} // namespace

class ChatTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void friendsChatAndNothingIsKept();
};

void ChatTest::friendsChatAndNothingIsKept()
{
    GameController host;
    GameController bea;
    GameController cy;
    TableChat annChat, beaChat, cyChat;
    chatsAt(annChat, host);
    chatsAt(beaChat, bea);
    chatsAt(cyChat, cy);
    QVERIFY(!annChat.available());
    QVERIFY(!annChat.sayText("hello").isEmpty()); // no table: nobody to say it to
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, 4, {"Ann"})), QString());
    QVERIFY(annChat.available() && annChat.canSay());
    QVariantMap watch = joinOf(host, "Cy");
    watch.insert("watch", true);
    QCOMPARE(cy.joinedTable()->join(watch), QString());
    QCOMPARE(bea.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea.joined() && cy.joined());
    QTRY_VERIFY(beaChat.canSay());
    QVERIFY(cyChat.available());
    QVERIFY(!cyChat.canSay());
    QVERIFY(!cyChat.sayPhrase("thanks").isEmpty());

    // A quick phrase: said in words on every screen, heard for a screen reader.
    QSignalSpy beaHeard(&beaChat, &TableChat::heard);
    QCOMPARE(annChat.sayPhrase("good-luck"), QString());
    QCOMPARE(linesOf(annChat), QStringList{"Ann: Good luck!"});
    QTRY_COMPARE(linesOf(beaChat), QStringList{"Ann: Good luck!"});
    QTRY_COMPARE(linesOf(cyChat), QStringList{"Ann: Good luck!"});
    QCOMPARE(beaHeard.count(), 1);
    QCOMPARE(beaHeard.at(0).at(0).toString(), QStringLiteral("Ann says: Good luck!"));
    QVERIFY(!annChat.sayPhrase("you-cheat").isEmpty());
    // A line of one's own, as written (its spaces tidied); too long or empty: refused.
    QCOMPARE(beaChat.sayText("  my secret:   the red seven "), QString());
    QTRY_COMPARE(linesOf(annChat), (QStringList{"Ann: Good luck!", "Bea: my secret: the red seven"}));
    QTRY_COMPARE(cyChat.lines()->rowCount(), 2);
    QVERIFY(!beaChat.sayText(QString(tilerummy::net::kMaxChatChars + 1, 'a')).isEmpty());
    QVERIFY(!beaChat.sayText("   ").isEmpty());
    QCOMPARE(annChat.speakers(), QStringList{"Bea"});

    // Bea mutes Ann: Ann's lines no longer show or sound on Bea's screen (on Cy's they do).
    beaChat.setMuted("Ann", true);
    QCOMPARE(beaChat.muted(), QStringList{"Ann"});
    const int heardBefore = beaHeard.count();
    QCOMPARE(annChat.sayPhrase("your-turn"), QString());
    QTRY_COMPARE(cyChat.lines()->rowCount(), 3);
    QTest::qWait(100);
    QCOMPARE(beaChat.lines()->rowCount(), 2);
    QCOMPARE(beaHeard.count(), heardBefore);
    beaChat.setMuted("Ann", false);
    QCOMPARE(annChat.sayPhrase("thanks"), QString());
    QTRY_COMPARE(beaChat.lines()->rowCount(), 3);

    // Nothing of it is kept: not in the turn log, not in a save.
    for (const GameController* g : {&host, &bea, &cy})
        for (const QString& line : g->log()->lines())
            QVERIFY2(!line.contains("secret") && !line.contains("Good luck"), qPrintable(line));
    QTemporaryDir dir;
    const QString path = dir.filePath("chat.trsave");
    QVERIFY(host.saves()->saveToFile(path));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray bytes = saved.readAll();
    QVERIFY(!bytes.isEmpty());
    QVERIFY(!bytes.contains("secret") && !bytes.contains("good-luck") && !bytes.contains("Good luck"));
}

QTEST_MAIN(ChatTest)
#include "test_ui_chat.moc"
