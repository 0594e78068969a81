// For the tests of a hosted table: a client written by hand over a bare TLS
// socket, from any address of 127/8 (QWebSocket cannot choose the address it
// connects from): the WebSocket handshake, masked text frames out, and the
// host's frames in, read as text until its close frame.
#pragma once

#include <QRandomGenerator>
#include <QSslSocket>
#include <QTest>

class RawClient {
public:
    // Connects from `from` and completes the WebSocket handshake.
    void open(const QString& from, quint16 port)
    {
        socket_.setPeerVerifyMode(QSslSocket::VerifyNone); // it trusts anything
        QVERIFY(socket_.bind(QHostAddress(from)));
        socket_.connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
        QTRY_VERIFY_WITH_TIMEOUT(socket_.isEncrypted(), 5000); // the host answers in this thread
        socket_.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        QByteArray head;
        QTRY_VERIFY((head += socket_.readAll()).contains("\r\n\r\n"));
        QVERIFY2(head.startsWith("HTTP/1.1 101"), head.constData());
        in_ = head.mid(head.indexOf("\r\n\r\n") + 4);
    }
    // One whole text frame, masked (under 126 bytes).
    void sendText(const QByteArray& text)
    {
        QVERIFY(text.size() < 126);
        QByteArray frame;
        frame.append(char(0x81));
        frame.append(char(0x80 | text.size()));
        const quint32 mask = QRandomGenerator::global()->generate();
        for (int i = 0; i < 4; ++i)
            frame.append(char(mask >> (8 * i)));
        for (int i = 0; i < text.size(); ++i)
            frame.append(char(text[i] ^ frame[2 + i % 4]));
        socket_.write(frame);
    }
    // The host's text frames so far, each whole.
    QList<QByteArray> texts()
    {
        read();
        return texts_;
    }
    // The host sent its close frame.
    bool closed()
    {
        read();
        return closed_;
    }

private:
    void read()
    {
        in_ += socket_.readAll();
        while (in_.size() >= 2) {
            const int opcode = in_[0] & 0x0f;
            qsizetype length = in_[1] & 0x7f;
            qsizetype start = 2;
            if (length == 126) {
                if (in_.size() < 4)
                    return;
                length = (quint8(in_[2]) << 8) | quint8(in_[3]);
                start = 4;
            } else if (length == 127) {
                return; // the host sends nothing this long in these tests
            }
            if (in_.size() < start + length)
                return;
            if (opcode == 1)
                texts_.append(in_.mid(start, length));
            if (opcode == 8)
                closed_ = true;
            in_.remove(0, start + length);
        }
    }

    QSslSocket socket_;
    QByteArray in_;
    QList<QByteArray> texts_;
    bool closed_ = false;
};
