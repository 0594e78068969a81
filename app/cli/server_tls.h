// --cert FILE --key FILE of `serve` and `lobby` (wss://): the options read,
// the pair checked, the TLS they make, and the certificate's fingerprint
// told to the operator (what players give to trust a self-signed one).
#pragma once

#include <QSslConfiguration>

#include <optional>
#include <string>

namespace cli {

struct ServerTlsFiles {
    std::string cert;
    std::string key;
};

// True when `arg` is --cert or --key (its value kept in `files`; `error` set
// when the value is missing).
bool readServerTlsOption(const std::string& arg, bool hasValue, const std::string& value, ServerTlsFiles* files,
                         std::string* error);
// "" when neither or both are given; else why not.
std::string serverTlsPairFault(const ServerTlsFiles& files);
// The TLS of the files (nullopt in `tls` when none were given); false with the reason.
bool loadServerTlsFiles(const ServerTlsFiles& files, std::optional<QSslConfiguration>* tls, std::string* error);
// On stderr: the certificate's SHA-256 fingerprint.
void tellServerFingerprint(const QSslConfiguration& tls);

} // namespace cli
