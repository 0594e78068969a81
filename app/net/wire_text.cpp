#include "net/wire_text.h"

#include "json/json_fields.h"

namespace tilerummy::net {

bool openMessage(const QByteArray& data, int maxBytes, QJsonObject* object, QString* type, std::string* error)
{
    if (data.size() > maxBytes) {
        *error = "the message is larger than " + std::to_string(maxBytes) + " bytes";
        return false;
    }
    const auto parsed = json::parseObject(data, error);
    if (!parsed)
        return false;
    *object = *parsed;
    const QJsonValue t = object->value("type");
    if (!t.isString()) {
        *error = t.isUndefined() ? "type is missing" : "type must be a string";
        return false;
    }
    *type = t.toString();
    return true;
}

std::string plainTextFault(const std::string& field, const QString& value, int maxChars)
{
    if (!QStringView(value).isValidUtf16())
        return field + " must not hold control characters"; // a lone surrogate
    const QList<uint> codePoints = value.toUcs4();          // characters, not UTF-16 units
    if (codePoints.size() > maxChars)
        return field + " must be at most " + std::to_string(maxChars) + " characters";
    for (uint c : codePoints) {
        const QChar::Category category = QChar::category(static_cast<char32_t>(c));
        const bool joiner = c == 0x200C || c == 0x200D; // in Persian and Indic names, and joined emoji
        if (category == QChar::Other_Control || (category == QChar::Other_Format && !joiner) ||
            category == QChar::Other_Surrogate || category == QChar::Other_NotAssigned)
            return field + " must not hold control characters";
    }
    return {};
}

} // namespace tilerummy::net
