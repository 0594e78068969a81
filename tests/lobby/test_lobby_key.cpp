// A lobby player's key (app/lobby/player_key.h): RFC 8032's first Ed25519
// test vector, a signature that checks and ones that must not, the key kept in
// a private file and read back, a file that is not a key left alone.
#include "lobby/player_key.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest/QTest>

using tilerummy::lobby::PlayerKey;

class TestLobbyKey : public QObject {
    Q_OBJECT

private slots:
    void rfc8032FirstVector();
    void aSignatureChecksOnlyForItsMessageAndKey();
    void textsOfTheWrongShapeAreNoKey();
    void theKeyIsKeptPrivateAndComesBack();
    void aFileThatIsNotAKeyIsLeftAlone();
};

void TestLobbyKey::rfc8032FirstVector()
{
    const auto key =
        PlayerKey::fromPrivate(QByteArray::fromHex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"));
    QVERIFY(key);
    QCOMPARE(key->publicKey().toHex(), QByteArray("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"));
    const QByteArray signature = key->sign({});
    QCOMPARE(signature.toHex(), QByteArray("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
                                           "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"));
    QVERIFY(PlayerKey::verify(key->publicKey(), {}, signature));
}

void TestLobbyKey::aSignatureChecksOnlyForItsMessageAndKey()
{
    const auto a = PlayerKey::generate();
    const auto b = PlayerKey::generate();
    QVERIFY(a && b);
    QVERIFY(a->publicKey() != b->publicKey());
    const QByteArray challenge("tilerummy-lobby 1 a challenge");
    QByteArray signature = a->sign(challenge);
    QCOMPARE(signature.size(), PlayerKey::kSignatureBytes);
    QVERIFY(PlayerKey::verify(a->publicKey(), challenge, signature));
    QVERIFY(!PlayerKey::verify(b->publicKey(), challenge, signature));          // another's key
    QVERIFY(!PlayerKey::verify(a->publicKey(), challenge + "!", signature));    // another message
    QVERIFY(!PlayerKey::verify(a->publicKey(), challenge, signature.left(63))); // cut short
    signature[10] = static_cast<char>(signature[10] ^ 1);
    QVERIFY(!PlayerKey::verify(a->publicKey(), challenge, signature)); // one bit changed
    QVERIFY(!PlayerKey::verify(QByteArray(32, '\0'), challenge, a->sign(challenge)));
}

void TestLobbyKey::textsOfTheWrongShapeAreNoKey()
{
    const auto a = PlayerKey::generate();
    const QString text = a->publicText();
    QCOMPARE(text.size(), PlayerKey::kEncodedKeyChars);
    QCOMPARE(*PlayerKey::decode(text, 32), a->publicKey());
    QVERIFY(!PlayerKey::decode(text.left(42), 32));
    QVERIFY(!PlayerKey::decode(text + "A", 32));
    QVERIFY(!PlayerKey::decode(text.left(42) + "=", 32));
    QVERIFY(!PlayerKey::decode(text.left(42) + "+", 32)); // base64, not base64url
    QVERIFY(!PlayerKey::decode(text.left(42) + QChar(0xe9), 32));
    QVERIFY(!PlayerKey::decode(QString(), 32));
    QVERIFY(!PlayerKey::fromPrivate(QByteArray(31, 'x')));
}

void TestLobbyKey::theKeyIsKeptPrivateAndComesBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("lobby/player.key");
    QString error;
    const auto made = PlayerKey::loadOrCreate(path, &error);
    QVERIFY2(made, qPrintable(error));
    QCOMPARE(QFile::permissions(path) &
                 (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup | QFileDevice::WriteOther),
             QFileDevice::Permissions());
    const auto again = PlayerKey::loadOrCreate(path, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->publicKey(), made->publicKey());
    QCOMPARE(again->privateKey(), made->privateKey());
}

void TestLobbyKey::aFileThatIsNotAKeyIsLeftAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("player.key");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("my notes, not a key\n");
    file.close();
    QString error;
    QVERIFY(!PlayerKey::loadOrCreate(path, &error));
    QVERIFY2(error.contains("does not hold a player's key"), qPrintable(error));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("my notes, not a key\n"));
}

QTEST_GUILESS_MAIN(TestLobbyKey)
#include "test_lobby_key.moc"
