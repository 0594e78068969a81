#include "net/kept_seat.h"

#include "net/wire_messages.h"
#include "tile.h"
#include "json/private_file.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tilerummy::net {

namespace {

constexpr qint64 kMaxFileBytes = 4096;

// An optional text field of at most `limit` characters: false when it is there and is not one.
bool readText(const QJsonObject& seat, const char* key, qsizetype limit, QString* out)
{
    const QJsonValue value = seat.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    if (!value.isString() || value.toString().size() > limit)
        return false;
    *out = value.toString();
    return true;
}

} // namespace

std::optional<KeptSeat> readKeptSeat(const QString& path, QString* error)
{
    error->clear();
    QFile file(path);
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read the seat file %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(kMaxFileBytes + 1));
    const QJsonObject object = doc.object();
    KeptSeat seat;
    seat.url = QUrl(object.value(QLatin1String("url")).toString(), QUrl::StrictMode);
    const QJsonValue number = object.value(QLatin1String("seat"));
    const bool ok =
        file.size() <= kMaxFileBytes && doc.isObject() && seat.url.isValid() &&
        (seat.url.scheme() == QLatin1String("ws") || seat.url.scheme() == QLatin1String("wss")) &&
        readText(object, "token", kMaxTokenChars, &seat.token) && !seat.token.isEmpty() &&
        (number.isUndefined() || (number.isDouble() && number.toInt(-1) >= 0 && number.toInt() < 4)) &&
        readText(object, "name", kMaxNameChars, &seat.name) && readText(object, "code", kMaxCodeChars, &seat.code) &&
        readText(object, "fingerprint", 200, &seat.fingerprint) && readText(object, "host", kMaxNameChars, &seat.host);
    const QJsonValue rack = object.value(QLatin1String("rack"));
    bool rackOk = rack.isUndefined();
    if (rack.isArray() && rack.toArray().size() <= 2 * kTileCount) {
        rackOk = true;
        for (const QJsonValue cell : rack.toArray()) {
            rackOk = rackOk && cell.isDouble() && cell.toInt(-2) >= -1 && cell.toInt(-2) < kTileCount;
            seat.rack.push_back(cell.toInt(-1));
        }
    }
    if (!ok || !rackOk) {
        *error = QStringLiteral("the seat file %1 is not a kept seat (a JSON object with the table's \"url\" and "
                                "the seat's \"token\")")
                     .arg(path);
        return std::nullopt;
    }
    seat.seat = number.toInt(-1);
    return seat;
}

bool writeKeptSeat(const QString& path, const KeptSeat& seat)
{
    QJsonObject object;
    object.insert(QLatin1String("url"), seat.url.toString());
    object.insert(QLatin1String("seat"), seat.seat);
    object.insert(QLatin1String("token"), seat.token);
    object.insert(QLatin1String("name"), seat.name);
    if (!seat.code.isEmpty())
        object.insert(QLatin1String("code"), seat.code);
    if (!seat.fingerprint.isEmpty())
        object.insert(QLatin1String("fingerprint"), seat.fingerprint);
    if (!seat.host.isEmpty())
        object.insert(QLatin1String("host"), seat.host);
    if (!seat.rack.empty()) {
        QJsonArray rack;
        for (int cell : seat.rack)
            rack.append(cell);
        object.insert(QLatin1String("rack"), rack);
    }
    // Readable by its owner alone: it holds the seat's token and the table's code.
    return writeFileAtomically(path, QJsonDocument(object).toJson(QJsonDocument::Compact), nullptr);
}

} // namespace tilerummy::net
