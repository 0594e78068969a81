#include "net/host_certificate.h"

#include "json/private_file.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QList>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>

#if TILERUMMY_MAKES_CERTIFICATES
#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include <memory>
#endif

namespace tilerummy::net {

namespace {

constexpr long kValidSeconds = 10L * 365 * 24 * 3600; // ten years
constexpr long kBackdateSeconds = 24L * 3600;         // a guest whose clock is a day behind still agrees
constexpr qint64 kMaxPemBytes = 64 * 1024;            // a key and a certificate are a few hundred bytes

std::optional<QSslConfiguration> serverTls(const QList<QSslCertificate>& chain, const QSslKey& key)
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificateChain(chain);
    tls.setPrivateKey(key);
    tls.setPeerVerifyMode(QSslSocket::VerifyNone); // clients show no certificate
    return tls;
}

QSslKey readKey(const QByteArray& pem)
{
    QSslKey key(pem, QSsl::Rsa);
    if (key.isNull())
        key = QSslKey(pem, QSsl::Ec);
    return key;
}

#if TILERUMMY_MAKES_CERTIFICATES
template <typename T, void (*Free)(T*)> struct Freed {
    void operator()(T* p) const { Free(p); }
};
using PKey = std::unique_ptr<EVP_PKEY, Freed<EVP_PKEY, EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Freed<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Freed<BIO, BIO_free_all>>;
using Number = std::unique_ptr<BIGNUM, Freed<BIGNUM, BN_free>>;

// The file's key is the certificate's (an edited or half-copied file is not).
bool keyFitsCertificate(const QByteArray& pem)
{
    const Bio keyIn(BIO_new_mem_buf(pem.constData(), static_cast<int>(pem.size())));
    const Bio certIn(BIO_new_mem_buf(pem.constData(), static_cast<int>(pem.size())));
    const PKey key(keyIn ? PEM_read_bio_PrivateKey(keyIn.get(), nullptr, nullptr, nullptr) : nullptr);
    const Cert cert(certIn ? PEM_read_bio_X509(certIn.get(), nullptr, nullptr, nullptr) : nullptr);
    return key && cert && X509_check_private_key(cert.get(), key.get()) == 1;
}

QByteArray bioBytes(BIO* bio)
{
    char* data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    return size > 0 ? QByteArray(data, static_cast<qsizetype>(size)) : QByteArray();
}
#else
bool keyFitsCertificate(const QByteArray&)
{
    return true; // the TLS handshake says so
}
#endif

} // namespace

std::optional<QSslConfiguration> loadServerTls(const QString& certPath, const QString& keyPath, QString* error)
{
    auto fail = [error](const QString& why) -> std::optional<QSslConfiguration> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(certPath);
    if (chain.isEmpty())
        return fail(QStringLiteral("no PEM certificate in %1").arg(QDir::toNativeSeparators(certPath)));
    QFile keyFile(keyPath);
    if (!keyFile.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1").arg(QDir::toNativeSeparators(keyPath)));
    const QSslKey key = readKey(keyFile.readAll());
    if (key.isNull())
        return fail(
            QStringLiteral("no unencrypted RSA or EC private key (PEM) in %1").arg(QDir::toNativeSeparators(keyPath)));
    return serverTls(chain, key);
}

std::optional<PemCertificate> makeSelfSigned(const QString& commonName, QString* error)
{
    auto fail = [error](const QString& why) -> std::optional<PemCertificate> {
        if (error)
            *error = why;
        return std::nullopt;
    };
#if TILERUMMY_MAKES_CERTIFICATES
    const PKey key(EVP_EC_gen("P-256"));
    const Cert cert(X509_new());
    if (!key || !cert)
        return fail(QStringLiteral("OpenSSL could not make a key"));
    unsigned char serial[16];
    if (RAND_bytes(serial, sizeof serial) != 1)
        return fail(QStringLiteral("OpenSSL has no randomness for a certificate"));
    serial[0] &= 0x7f; // a positive number
    const Number number(BN_bin2bn(serial, sizeof serial, nullptr));
    const QByteArray name = commonName.toUtf8();
    X509_NAME* subject = X509_get_subject_name(cert.get());
    bool ok = X509_set_version(cert.get(), 2) == 1 && number &&
              BN_to_ASN1_INTEGER(number.get(), X509_get_serialNumber(cert.get())) &&
              X509_gmtime_adj(X509_getm_notBefore(cert.get()), -kBackdateSeconds) &&
              X509_gmtime_adj(X509_getm_notAfter(cert.get()), kValidSeconds) &&
              X509_set_pubkey(cert.get(), key.get()) == 1 &&
              X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_UTF8,
                                         reinterpret_cast<const unsigned char*>(name.constData()),
                                         static_cast<int>(name.size()), -1, 0) == 1 &&
              X509_set_issuer_name(cert.get(), subject) == 1 && X509_sign(cert.get(), key.get(), EVP_sha256()) > 0;
    const Bio certPem(BIO_new(BIO_s_mem()));
    const Bio keyPem(BIO_new(BIO_s_mem()));
    ok = ok && certPem && keyPem && PEM_write_bio_X509(certPem.get(), cert.get()) == 1 &&
         PEM_write_bio_PrivateKey_traditional(keyPem.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) == 1;
    if (!ok)
        return fail(QStringLiteral("OpenSSL could not make a certificate"));
    return PemCertificate{bioBytes(certPem.get()), bioBytes(keyPem.get())};
#else
    Q_UNUSED(commonName);
    return fail(QStringLiteral("this build of the game cannot make certificates (it was built without OpenSSL)"));
#endif
}

std::optional<QSslConfiguration> hostTls(const QString& path, QString* error)
{
    if (!QSslSocket::supportsSsl()) {
        if (error)
            *error = QStringLiteral("this machine has no TLS library for Qt (%1)")
                         .arg(QSslSocket::sslLibraryBuildVersionString());
        return std::nullopt;
    }
    // Kept from an earlier table, and good for a while yet: the guests' pins still hold.
    QFile kept(path);
    if (!path.isEmpty() && kept.open(QIODevice::ReadOnly)) {
        const QByteArray pem = kept.read(kMaxPemBytes);
        const QList<QSslCertificate> chain = QSslCertificate::fromData(pem, QSsl::Pem);
        const QSslKey key = readKey(pem);
        if (chain.size() == 1 && !key.isNull() && keyFitsCertificate(pem) &&
            chain.first().expiryDate() > QDateTime::currentDateTimeUtc().addDays(1))
            return serverTls(chain, key);
    }
    const std::optional<PemCertificate> made = makeSelfSigned(QStringLiteral("Tile Rummy table"), error);
    if (!made)
        return std::nullopt;
    // One file, written whole, readable by its owner alone. Not kept (no
    // folder, a full disk): this table has it all the same, the next a new one.
    if (!path.isEmpty())
        writeFileAtomically(path, made->key + made->certificate, nullptr);
    const QList<QSslCertificate> chain = QSslCertificate::fromData(made->certificate, QSsl::Pem);
    const QSslKey key = readKey(made->key);
    if (chain.isEmpty() || key.isNull()) {
        if (error)
            *error = QStringLiteral("Qt could not read the certificate it was given");
        return std::nullopt;
    }
    return serverTls(chain, key);
}

} // namespace tilerummy::net
