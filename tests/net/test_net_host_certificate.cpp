// The TLS a table is served with: a self-signed certificate made here is one
// Qt reads (its name, ten years, an EC key that fits it); the window's file
// is made once and read again (the same fingerprint), private to its owner;
// a file cut short, edited or with another key is made anew rather than
// served broken; PEM files that are not a certificate and key are refused in
// words.
#include "net/host_certificate.h"
#include "net/table_client.h"

#include <QDateTime>
#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QTemporaryDir>
#include <QTest>

using namespace tilerummy::net;

namespace {

QString fingerprintIn(const std::optional<QSslConfiguration>& tls)
{
    return tls ? TableClient::fingerprintOf(tls->localCertificate()) : QString();
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

} // namespace

class HostCertificateTest : public QObject {
    Q_OBJECT

private slots:
    void aMadeCertificateIsOneQtReads();
    void theWindowsCertificateIsKeptAndPrivate();
    void aBrokenFileIsMadeAnew();
    void filesThatAreNotACertificateAreRefusedInWords();
};

void HostCertificateTest::aMadeCertificateIsOneQtReads()
{
    QString why;
    const std::optional<PemCertificate> made = makeSelfSigned(QStringLiteral("Tile Rummy table"), &why);
    QVERIFY2(made, qPrintable(why));
    QVERIFY(made->certificate.startsWith("-----BEGIN CERTIFICATE-----"));
    QVERIFY(made->key.startsWith("-----BEGIN EC PRIVATE KEY-----"));
    const QList<QSslCertificate> chain = QSslCertificate::fromData(made->certificate, QSsl::Pem);
    QCOMPARE(chain.size(), 1);
    QCOMPARE(chain.first().subjectInfo(QSslCertificate::CommonName), QStringList{"Tile Rummy table"});
    QCOMPARE(chain.first().issuerInfo(QSslCertificate::CommonName), QStringList{"Tile Rummy table"});
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(chain.first().effectiveDate() < now);
    QVERIFY(chain.first().expiryDate() > now.addYears(9));
    QVERIFY(!QSslKey(made->key, QSsl::Ec).isNull());
    QCOMPARE(chain.first().publicKey().algorithm(), QSsl::Ec);
    // Each one its own.
    const std::optional<PemCertificate> other = makeSelfSigned(QStringLiteral("Tile Rummy table"), &why);
    QVERIFY(other && other->key != made->key && other->certificate != made->certificate);
}

void HostCertificateTest::theWindowsCertificateIsKeptAndPrivate()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deeper/host-certificate.pem"));
    QString why;
    const std::optional<QSslConfiguration> first = hostTls(path, &why);
    QVERIFY2(first, qPrintable(why));
    QVERIFY(!first->privateKey().isNull());
    QVERIFY(QFile::exists(path));
    QCOMPARE(QFile::permissions(path) &
                 ~(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser),
             QFileDevice::Permissions());
    QCOMPARE(fingerprintIn(hostTls(path, &why)), fingerprintIn(first));
    // Nowhere to keep it: one for this run all the same.
    const std::optional<QSslConfiguration> unkept = hostTls(QString(), &why);
    QVERIFY(unkept && fingerprintIn(unkept) != fingerprintIn(first));
}

void HostCertificateTest::aBrokenFileIsMadeAnew()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("host-certificate.pem"));
    QString why;
    const QString first = fingerprintIn(hostTls(path, &why));
    QVERIFY(!first.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray whole = file.readAll();
    file.close();

    // Cut short: a new one, which is then kept.
    write(path, whole.left(whole.size() / 2));
    const QString second = fingerprintIn(hostTls(path, &why));
    QVERIFY(!second.isEmpty() && second != first);
    QCOMPARE(fingerprintIn(hostTls(path, &why)), second);

    // Another key before the certificate: not served (the handshake would fail), made anew.
    const std::optional<PemCertificate> stranger = makeSelfSigned(QStringLiteral("x"), &why);
    QVERIFY(stranger);
    write(path, stranger->key + whole.mid(whole.indexOf("-----BEGIN CERTIFICATE-----")));
    const std::optional<QSslConfiguration> remade = hostTls(path, &why);
    const QString third = fingerprintIn(remade);
    QVERIFY(!third.isEmpty() && third != first);
    QCOMPARE(remade->localCertificate().subjectInfo(QSslCertificate::CommonName), QStringList{"Tile Rummy table"});

    // Not PEM at all.
    write(path, "not a certificate");
    QVERIFY(!fingerprintIn(hostTls(path, &why)).isEmpty());
}

void HostCertificateTest::filesThatAreNotACertificateAreRefusedInWords()
{
    QTemporaryDir dir;
    const QString cert = dir.filePath(QStringLiteral("cert.pem"));
    const QString key = dir.filePath(QStringLiteral("key.pem"));
    QString why;
    QVERIFY(!loadServerTls(cert, key, &why));
    QVERIFY2(why.contains("no PEM certificate") && why.contains("cert.pem"), qPrintable(why));
    const std::optional<PemCertificate> made = makeSelfSigned(QStringLiteral("serve"), &why);
    QVERIFY(made);
    write(cert, made->certificate);
    QVERIFY(!loadServerTls(cert, key, &why));
    QVERIFY2(why.contains("cannot read") && why.contains("key.pem"), qPrintable(why));
    write(key, made->certificate);
    QVERIFY(!loadServerTls(cert, key, &why));
    QVERIFY2(why.contains("private key"), qPrintable(why));
    write(key, made->key);
    const std::optional<QSslConfiguration> tls = loadServerTls(cert, key, &why);
    QVERIFY2(tls, qPrintable(why));
    QCOMPARE(tls->localCertificate(), QSslCertificate::fromData(made->certificate).first());
}

QTEST_MAIN(HostCertificateTest)
#include "test_net_host_certificate.moc"
