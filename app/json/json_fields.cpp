#include "json_fields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <cstdio>
#include <iterator>

namespace tilerummy::json {

std::optional<QJsonObject> parseObject(const QByteArray& data, std::string* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error =
            "bad JSON at offset " + std::to_string(parseError.offset) + ": " + parseError.errorString().toStdString();
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = "expected a JSON object";
        return std::nullopt;
    }
    return doc.object();
}

bool readTiles(const QJsonValue& value, const std::string& field, tilerummy::Tiles* tiles, std::string* error)
{
    if (!value.isArray()) {
        *error = field + " must be an array of tiles";
        return false;
    }
    tiles->clear();
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue item = array.at(i);
        if (!item.isString()) {
            *error = field + "[" + std::to_string(i) + "] must be a tile name such as \"R7\" or \"J\"";
            return false;
        }
        const std::string name = item.toString().toStdString();
        const auto tile = tilerummy::Tile::parse(name);
        if (!tile) {
            *error = field + "[" + std::to_string(i) + "]: unknown tile \"" + name + "\"";
            return false;
        }
        tiles->push_back(*tile);
    }
    return true;
}

bool readTable(const QJsonValue& value, const std::string& field, tilerummy::Table* table, std::string* error)
{
    if (!value.isArray()) {
        *error = field + " must be an array of sets";
        return false;
    }
    table->clear();
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        tilerummy::Tiles set;
        if (!readTiles(array.at(i), field + "[" + std::to_string(i) + "]", &set, error))
            return false;
        table->push_back(std::move(set));
    }
    return true;
}

bool readBool(const QJsonObject& object, const QString& key, bool fallback, bool* out, std::string* error)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        *out = fallback;
        return true;
    }
    if (!value.isBool()) {
        *error = key.toStdString() + " must be true or false";
        return false;
    }
    *out = value.toBool();
    return true;
}

bool readString(const QJsonValue& value, const std::string& field, std::string* out, std::string* error,
                bool allowEmpty)
{
    if (!value.isString()) {
        *error = field + (value.isUndefined() ? " is missing" : " must be a string");
        return false;
    }
    *out = value.toString().toStdString();
    if (!allowEmpty && out->empty()) {
        *error = field + " must not be empty";
        return false;
    }
    return true;
}

bool readStrings(const QJsonValue& value, const std::string& field, std::vector<std::string>* out, std::string* error)
{
    if (!value.isArray()) {
        *error = field + (value.isUndefined() ? " is missing" : " must be an array of strings");
        return false;
    }
    out->clear();
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        std::string item;
        if (!readString(array.at(i), field + "[" + std::to_string(i) + "]", &item, error))
            return false;
        out->push_back(std::move(item));
    }
    return true;
}

namespace {
bool readIntField(const QJsonObject& object, const char* key, int* out, std::string* error)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    const double d = value.toDouble(NAN);
    if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 1e9) {
        *error = std::string("rules.") + key + " must be a whole number";
        return false;
    }
    *out = static_cast<int>(d);
    return true;
}
} // namespace

bool readRules(const QJsonValue& value, tilerummy::Rules* rules, std::string* error, std::vector<std::string>* unknown)
{
    if (value.isUndefined() || value.isNull())
        return true;
    if (!value.isObject()) {
        *error = "rules must be an object";
        return false;
    }
    const QJsonObject object = value.toObject();
    static const char* const intRules[] = {"initialMeld",         "rackSize", "penaltyTiles", "turnSeconds",
                                           "timeoutPenaltyTiles", "rounds",   "targetScore"};
    int* const targets[] = {&rules->initialMeld,         &rules->rackSize, &rules->penaltyTiles, &rules->turnSeconds,
                            &rules->timeoutPenaltyTiles, &rules->rounds,   &rules->targetScore};
    for (std::size_t i = 0; i < std::size(intRules); ++i)
        if (!readIntField(object, intRules[i], targets[i], error))
            return false;
    const QJsonValue poolEmpty = object.value(QLatin1String("poolEmpty"));
    if (!poolEmpty.isUndefined()) {
        if (!poolEmpty.isString() ||
            !tilerummy::poolEmptyRuleFromName(poolEmpty.toString().toStdString(), &rules->poolEmpty)) {
            *error = "rules.poolEmpty must be \"until-no-play\" or \"one-more-turn\"";
            return false;
        }
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = it.key().toStdString();
        bool known = key == "poolEmpty";
        for (const char* name : intRules)
            known = known || key == name;
        if (known)
            continue;
        if (!unknown) {
            *error = "rules: unknown rule \"" + key + "\"";
            return false;
        }
        unknown->push_back(key);
    }
    return tilerummy::validateRules(*rules, error);
}

std::string jsonString(const std::string& text)
{
    const QByteArray compact = QJsonDocument(QJsonArray{QString::fromStdString(text)}).toJson(QJsonDocument::Compact);
    return compact.mid(1, compact.size() - 2).toStdString(); // strip [ ]
}

std::string jsonTiles(const tilerummy::Tiles& tiles)
{
    std::string out = "[";
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i)
            out += ',';
        out += '"' + tiles[i].notation() + '"';
    }
    return out + "]";
}

std::string jsonTable(const tilerummy::Table& table)
{
    std::string out = "[";
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (i)
            out += ',';
        out += jsonTiles(table[i]);
    }
    return out + "]";
}

void JsonLine::key(const char* key)
{
    if (!body_.empty())
        body_ += ", ";
    body_ += jsonString(key) + ": ";
}

JsonLine& JsonLine::add(const char* k, bool value)
{
    key(k);
    body_ += value ? "true" : "false";
    return *this;
}

JsonLine& JsonLine::add(const char* k, int value)
{
    key(k);
    body_ += std::to_string(value);
    return *this;
}

JsonLine& JsonLine::add(const char* k, double value, int decimals)
{
    key(k);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::isfinite(value) ? value : 0.0);
    body_ += buffer;
    return *this;
}

JsonLine& JsonLine::add(const char* k, const std::string& value)
{
    key(k);
    body_ += jsonString(value);
    return *this;
}

JsonLine& JsonLine::add(const char* k, const tilerummy::Tiles& tiles)
{
    key(k);
    body_ += jsonTiles(tiles);
    return *this;
}

JsonLine& JsonLine::add(const char* k, const tilerummy::Table& table)
{
    key(k);
    body_ += jsonTable(table);
    return *this;
}

JsonLine& JsonLine::add(const char* k, const std::vector<int>& values)
{
    key(k);
    body_ += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            body_ += ", ";
        body_ += std::to_string(values[i]);
    }
    body_ += ']';
    return *this;
}

JsonLine& JsonLine::add(const char* k, const std::vector<std::string>& values)
{
    key(k);
    body_ += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            body_ += ", ";
        body_ += jsonString(values[i]);
    }
    body_ += ']';
    return *this;
}

JsonLine& JsonLine::addNull(const char* k)
{
    key(k);
    body_ += "null";
    return *this;
}

JsonLine& JsonLine::addRaw(const char* k, const std::string& json)
{
    key(k);
    body_ += json;
    return *this;
}

} // namespace tilerummy::json
