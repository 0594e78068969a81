#include "cli/server_tls.h"

#include "net/host_certificate.h"
#include "net/table_client.h"

#include <iostream>

namespace cli {

bool readServerTlsOption(const std::string& arg, bool hasValue, const std::string& value, ServerTlsFiles* files,
                         std::string* error)
{
    if (arg != "--cert" && arg != "--key")
        return false;
    if (!hasValue || value.empty())
        *error = arg == "--cert" ? "--cert takes a PEM certificate file" : "--key takes a PEM private key file";
    else
        (arg == "--cert" ? files->cert : files->key) = value;
    return true;
}

std::string serverTlsPairFault(const ServerTlsFiles& files)
{
    return files.cert.empty() != files.key.empty() ? "--cert and --key go together" : "";
}

bool loadServerTlsFiles(const ServerTlsFiles& files, std::optional<QSslConfiguration>* tls, std::string* error)
{
    tls->reset();
    if (files.cert.empty())
        return true;
    QString why;
    *tls = tilerummy::net::loadServerTls(QString::fromStdString(files.cert), QString::fromStdString(files.key), &why);
    if (!*tls)
        *error = "--cert/--key: " + why.toStdString();
    return tls->has_value();
}

void tellServerFingerprint(const QSslConfiguration& tls)
{
    std::cerr << "tilerummy-cli: certificate fingerprint (SHA-256) "
              << tilerummy::net::TableClient::fingerprintOf(tls.localCertificate()).toStdString() << '\n';
}

} // namespace cli
