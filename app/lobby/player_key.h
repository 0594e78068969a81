// A lobby player's key pair (Ed25519, by OpenSSL's libcrypto): made on the
// player's machine at first use and kept there (a private file); its public
// half is who the player is to a lobby. Signing the lobby's challenge proves
// the same player returns, without a password that could leak.
// On the wire and in the lobby's database a key is its 32 bytes in
// base64url without padding (43 characters).
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace tilerummy::lobby {

class PlayerKey {
public:
    static constexpr int kKeyBytes = 32;       // a private or public key
    static constexpr int kSignatureBytes = 64; // a signature
    static constexpr int kEncodedKeyChars = 43;

    // A new key pair from the system's random source; nullopt when libcrypto fails.
    static std::optional<PlayerKey> generate();
    // The pair of a kept private key (kKeyBytes); nullopt when it is not one.
    static std::optional<PlayerKey> fromPrivate(const QByteArray& privateKey);
    // The key kept in `path` (its private half, base64url), or a new one
    // written there first (readable by the owner alone). Nullopt, with the
    // reason, when the file is unreadable or not a key (it is left as it is).
    static std::optional<PlayerKey> loadOrCreate(const QString& path, QString* error);

    const QByteArray& privateKey() const { return private_; }
    const QByteArray& publicKey() const { return public_; }
    QString publicText() const { return encode(public_); }
    QByteArray sign(const QByteArray& message) const;

    // The signature is the holder of `publicKey`'s, on `message`.
    static bool verify(const QByteArray& publicKey, const QByteArray& message, const QByteArray& signature);

    static QString encode(const QByteArray& bytes);
    // The bytes of a base64url text (no padding) of exactly `bytes` bytes; nullopt otherwise.
    static std::optional<QByteArray> decode(const QString& text, int bytes);

private:
    QByteArray private_;
    QByteArray public_;
};

} // namespace tilerummy::lobby
