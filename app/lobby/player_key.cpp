#include "lobby/player_key.h"

#include "json/private_file.h"

#include <QFile>

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>

namespace tilerummy::lobby {

namespace {

struct FreeKey {
    void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
struct FreeContext {
    void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
using Key = std::unique_ptr<EVP_PKEY, FreeKey>;
using Context = std::unique_ptr<EVP_MD_CTX, FreeContext>;

const auto* bytesOf(const QByteArray& a)
{
    return reinterpret_cast<const unsigned char*>(a.constData());
}

constexpr qint64 kMaxKeyFileBytes = 1024;

} // namespace

std::optional<PlayerKey> PlayerKey::generate()
{
    QByteArray seed(kKeyBytes, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char*>(seed.data()), kKeyBytes) != 1)
        return std::nullopt;
    return fromPrivate(seed);
}

std::optional<PlayerKey> PlayerKey::fromPrivate(const QByteArray& privateKey)
{
    if (privateKey.size() != kKeyBytes)
        return std::nullopt;
    const Key key(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytesOf(privateKey), kKeyBytes));
    if (!key)
        return std::nullopt;
    QByteArray pub(kKeyBytes, '\0');
    std::size_t length = kKeyBytes;
    if (EVP_PKEY_get_raw_public_key(key.get(), reinterpret_cast<unsigned char*>(pub.data()), &length) != 1 ||
        length != kKeyBytes)
        return std::nullopt;
    PlayerKey k;
    k.private_ = privateKey;
    k.public_ = pub;
    return k;
}

std::optional<PlayerKey> PlayerKey::loadOrCreate(const QString& path, QString* error)
{
    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1 cannot be read: %2").arg(path, file.errorString());
            return std::nullopt;
        }
        const QByteArray text = file.read(kMaxKeyFileBytes).trimmed();
        const std::optional<QByteArray> raw = decode(QString::fromLatin1(text), kKeyBytes);
        std::optional<PlayerKey> key = raw ? fromPrivate(*raw) : std::nullopt;
        if (!key)
            *error = QStringLiteral("%1 does not hold a player's key; move it away to start as a new player").arg(path);
        return key;
    }
    std::optional<PlayerKey> key = generate();
    if (!key) {
        *error = QStringLiteral("no key could be made (libcrypto)");
        return std::nullopt;
    }
    if (!writeFileAtomically(path, encode(key->private_).toLatin1() + '\n', error))
        return std::nullopt;
    return key;
}

QByteArray PlayerKey::sign(const QByteArray& message) const
{
    const Key key(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytesOf(private_), kKeyBytes));
    const Context context(EVP_MD_CTX_new());
    QByteArray signature(kSignatureBytes, '\0');
    std::size_t length = kSignatureBytes;
    if (!key || !context || EVP_DigestSignInit(context.get(), nullptr, nullptr, nullptr, key.get()) != 1 ||
        EVP_DigestSign(context.get(), reinterpret_cast<unsigned char*>(signature.data()), &length, bytesOf(message),
                       static_cast<std::size_t>(message.size())) != 1 ||
        length != kSignatureBytes)
        return {};
    return signature;
}

bool PlayerKey::verify(const QByteArray& publicKey, const QByteArray& message, const QByteArray& signature)
{
    if (publicKey.size() != kKeyBytes || signature.size() != kSignatureBytes)
        return false;
    const Key key(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, bytesOf(publicKey), kKeyBytes));
    const Context context(EVP_MD_CTX_new());
    return key && context && EVP_DigestVerifyInit(context.get(), nullptr, nullptr, nullptr, key.get()) == 1 &&
           EVP_DigestVerify(context.get(), bytesOf(signature), kSignatureBytes, bytesOf(message),
                            static_cast<std::size_t>(message.size())) == 1;
}

QString PlayerKey::encode(const QByteArray& bytes)
{
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<QByteArray> PlayerKey::decode(const QString& text, int bytes)
{
    const int chars = (bytes * 4 + 2) / 3;
    if (text.size() != chars)
        return std::nullopt;
    for (QChar c : text)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'-' && c != u'_')
            return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::Base64UrlEncoding |
                                                                             QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != bytes || encode(decoded.decoded) != text)
        return std::nullopt;
    return decoded.decoded;
}

} // namespace tilerummy::lobby
