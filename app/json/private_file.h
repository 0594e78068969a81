// A file written whole or not at all, readable by its owner alone (0600):
// saves, a kept seat, the host's certificate key. The folder is made when need
// be; a failed write leaves the old file as it was.
#pragma once

#include <QByteArray>
#include <QString>

// False with the reason (a sentence naming the file) when not written.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);
