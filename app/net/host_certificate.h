// The TLS a table is served with. `serve --cert --key` reads a certificate and
// key from PEM files (loadServerTls). The game's window makes its own on first
// use (hostTls): an EC P-256 key and a self-signed certificate for ten years,
// kept in one file beside the autosave (readable by its owner alone) and
// served again at each table, so that a guest's pin (its fingerprint, in
// the invitation and beside the code) holds from one game to the next.
#pragma once

#include <QByteArray>
#include <QSslConfiguration>
#include <QString>

#include <optional>

namespace tilerummy::net {

// A certificate (it may be a chain) and an unencrypted RSA or EC key, PEM,
// as a server's TLS. Nullopt with why (a sentence naming the file).
std::optional<QSslConfiguration> loadServerTls(const QString& certPath, const QString& keyPath, QString* error);

struct PemCertificate {
    QByteArray certificate; // "-----BEGIN CERTIFICATE-----…"
    QByteArray key;         // "-----BEGIN EC PRIVATE KEY-----…"
};
// A new self-signed certificate for `commonName` and its key. Nullopt with
// why when this build or machine cannot make one.
std::optional<PemCertificate> makeSelfSigned(const QString& commonName, QString* error);

// The window's table's TLS: the key and certificate in this PEM file, or
// (when it is missing, unreadable, mismatched or near its end) new ones,
// written there ("" : kept nowhere). Nullopt with why when no TLS can be had.
std::optional<QSslConfiguration> hostTls(const QString& path, QString* error);

} // namespace tilerummy::net
