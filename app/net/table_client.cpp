#include "net/table_client.h"

#include "net/low_delay.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QWebSocket>

namespace tilerummy::net {

TableClient::TableClient(QObject* parent) : QObject(parent) {}

TableClient::~TableClient()
{
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
    }
}

QString TableClient::normalFingerprint(const QString& text)
{
    QString hex = text;
    hex.remove(QLatin1Char(':'));
    static const QRegularExpression hex64(QStringLiteral("^[0-9A-Fa-f]{64}$"));
    if (!hex64.match(hex).hasMatch())
        return {};
    return QString::fromLatin1(QByteArray::fromHex(hex.toLatin1()).toHex(':').toUpper());
}

void TableClient::open(const Join& join)
{
    join_ = join;
    token_ = join.token;
    reopen();
}

void TableClient::reopen()
{
    closing_ = false;
    failure_.clear();
    untrusted_.clear();
    tlsSpoken_ = false;
    connected_ = false;
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
        socket_.release()->deleteLater();
    }
    socket_ = std::make_unique<QWebSocket>();
    socket_->setMaxAllowedIncomingFrameSize(kMaxServerMessageBytes);
    socket_->setMaxAllowedIncomingMessageSize(kMaxServerMessageBytes);
    // The fingerprint check must run before the handshake goes on: a direct connection.
    connect(socket_.get(), &QWebSocket::sslErrors, this, &TableClient::sslErrors, Qt::DirectConnection);
    connect(socket_.get(), &QWebSocket::connected, this, [this] {
        connected_ = true;
        sendWithoutDelay(*socket_, *socket_);
        const QSslCertificate cert = socket_->sslConfiguration().peerCertificate();
        fingerprint_ = fingerprintOf(cert);
        const QString pinned = normalFingerprint(join_.fingerprint);
        if (!pinned.isEmpty() && fingerprint_ != pinned) {
            // A pin holds for a certificate the authorities trust too (and on ws://, where there is none).
            failure_ = fingerprint_.isEmpty()
                           ? tr("The host has no certificate, but a fingerprint was given: not connecting.")
                           : tr("The host's certificate fingerprint is %1, not the %2 you were given: not connecting.")
                                 .arg(fingerprint_, pinned);
            socket_->close(QWebSocketProtocol::CloseCodePolicyViolated);
            return;
        }
        presented_ = join_.watch ? QString() : token_;
        if (join_.table)
            send(Hello{kProtocolVersion, join_.name, join_.code, presented_, join_.watch, join_.chat});
        emit opened();
    });
    connect(socket_.get(), &QWebSocket::textMessageReceived, this, &TableClient::textReceived);
    connect(socket_.get(), &QWebSocket::binaryMessageReceived, this, [this](const QByteArray&) {
        failure_ = tr("The host sent something that is not a message of the game.");
        socket_->close(QWebSocketProtocol::CloseCodeDatatypeNotSupported);
    });
    connect(socket_.get(), &QWebSocket::disconnected, this, &TableClient::closedByPeer);
    socket_->open(join_.url);
}

QString TableClient::fingerprintStart(const QString& fingerprint)
{
    return fingerprint.left(8 * 3 - 1);
}

QString TableClient::fingerprintOf(const QSslCertificate& certificate)
{
    return certificate.isNull()
               ? QString()
               : QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
}

void TableClient::sslErrors(const QList<QSslError>& errors)
{
    const QSslCertificate cert = socket_->sslConfiguration().peerCertificate();
    const QString seen = fingerprintOf(cert);
    const QString pinned = normalFingerprint(join_.fingerprint);
    tlsSpoken_ = true;
    if (!cert.isNull() && !pinned.isEmpty() && seen == pinned) {
        socket_->ignoreSslErrors(errors);
        return;
    }
    fingerprint_ = seen;
    if (pinned.isEmpty())
        untrusted_ = seen;
    failure_ = pinned.isEmpty()
                   ? tr("The host's certificate is not trusted (%1). Its fingerprint is %2.")
                         .arg(errors.isEmpty() ? QString() : errors.first().errorString(), seen)
                   : tr("The host's certificate fingerprint is %1, not the %2 you were given: not connecting.")
                         .arg(seen, pinned);
}

void TableClient::send(const ClientMessage& message)
{
    if (isOpen())
        socket_->sendTextMessage(QString::fromUtf8(writeMessage(message)));
}

void TableClient::sendText(const QByteArray& message)
{
    if (isOpen())
        socket_->sendTextMessage(QString::fromUtf8(message));
}

void TableClient::close()
{
    closing_ = true;
    if (socket_)
        socket_->close();
}

bool TableClient::isOpen() const
{
    return socket_ && socket_->state() == QAbstractSocket::ConnectedState;
}

void TableClient::textReceived(const QString& text)
{
    const QByteArray raw = text.toUtf8();
    if (!join_.table)
        return emit textArrived(raw);
    std::string why;
    const std::optional<ServerMessage> message = readServerMessage(raw, &why);
    if (!message) {
        failure_ = tr("The host sent a message this game cannot read (%1).").arg(QString::fromStdString(why));
        socket_->close(QWebSocketProtocol::CloseCodeProtocolError);
        return;
    }
    if (const auto* w = std::get_if<Welcome>(&*message))
        token_ = w->token;
    emit received(*message, raw);
}

void TableClient::closedByPeer()
{
    if (closing_)
        return;
    QString reason = failure_;
    if (reason.isEmpty()) {
        const QString said = socket_->closeReason();
        const bool refusedOrAbsent = socket_->error() == QAbstractSocket::ConnectionRefusedError ||
                                     socket_->error() == QAbstractSocket::HostNotFoundError ||
                                     socket_->error() == QAbstractSocket::SocketTimeoutError;
        if (!connected_ && !tlsSpoken_ && join_.url.scheme() == QLatin1String("wss") && !refusedOrAbsent)
            // wss:// to a host that does not speak TLS (a bare address is wss://).
            reason = tr("The host did not answer as an encrypted table does. If its address begins with ws://, "
                        "type it so.");
        else if (!connected_ && join_.url.scheme() == QLatin1String("ws") && !refusedOrAbsent)
            // ws:// to a host that speaks TLS (the game's window hosts so) hangs up at once.
            reason = tr("The host hung up before the game could talk to it. If its table is encrypted (the "
                        "game's own tables are), type its address without ws://.");
        else if (socket_->closeCode() == QWebSocketProtocol::CloseCodeNormal)
            reason = tr("The host closed the connection.");
        else if (!said.isEmpty())
            reason = tr("The host closed the connection (%1).").arg(said);
        else if (socket_->error() != QAbstractSocket::UnknownSocketError)
            reason = tr("The connection to the host was lost: %1").arg(socket_->errorString());
        else
            reason = tr("The connection to the host was lost.");
    }
    emit dropped(reason);
}

} // namespace tilerummy::net
