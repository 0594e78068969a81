// What every message of the network's protocols (the table's, the lobby's)
// reads first: one JSON object of at most so many bytes with a string
// "type"; and the one check of a text a person reads (a name, a chat line):
// at most so many characters, none of them a control or format character
// (the joiners of Persian and Indic names excepted), no lone surrogate.
#pragma once

#include <QJsonObject>
#include <QString>

#include <string>

namespace tilerummy::net {

// The object and its type, or false with the reason.
bool openMessage(const QByteArray& data, int maxBytes, QJsonObject* object, QString* type, std::string* error);

// "" when `value` is a plain text of at most maxChars characters; else why
// not, naming `field`.
std::string plainTextFault(const std::string& field, const QString& value, int maxChars);

} // namespace tilerummy::net
