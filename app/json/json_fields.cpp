#include "json/json_fields.h"

#include "seed.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>

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

bool FieldReader::fail(const std::string& message)
{
    if (error_.empty())
        error_ = message;
    return false;
}

bool FieldReader::integer(const QJsonValue& value, const std::string& field, int* out)
{
    if (value.isUndefined())
        return fail(field + " is missing");
    const double d = value.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < double(std::numeric_limits<int>::min()) ||
        d > double(std::numeric_limits<int>::max()))
        return fail(field + " must be a whole number");
    *out = static_cast<int>(d);
    return true;
}

bool FieldReader::boolean(const QJsonValue& value, const std::string& field, bool* out)
{
    if (value.isUndefined())
        return fail(field + " is missing");
    if (!value.isBool())
        return fail(field + " must be true or false");
    *out = value.toBool();
    return true;
}

bool FieldReader::string(const QJsonValue& value, const std::string& field, QString* out)
{
    if (value.isUndefined())
        return fail(field + " is missing");
    if (!value.isString())
        return fail(field + " must be a string");
    *out = value.toString();
    return true;
}

bool FieldReader::array(const QJsonValue& value, const std::string& field, QJsonArray* out)
{
    if (value.isUndefined())
        return fail(field + " is missing");
    if (!value.isArray())
        return fail(field + " must be a list");
    *out = value.toArray();
    return true;
}

bool FieldReader::object(const QJsonValue& value, const std::string& field, QJsonObject* out)
{
    if (value.isUndefined())
        return fail(field + " is missing");
    if (!value.isObject())
        return fail(field + " must be an object");
    *out = value.toObject();
    return true;
}

bool FieldReader::integers(const QJsonValue& value, const std::string& field, std::vector<int>* out)
{
    QJsonArray list;
    if (!array(value, field, &list))
        return false;
    out->assign(static_cast<std::size_t>(list.size()), 0);
    for (qsizetype i = 0; i < list.size(); ++i)
        if (!integer(list.at(i), indexed(field, i), &(*out)[static_cast<std::size_t>(i)]))
            return false;
    return true;
}

bool FieldReader::booleans(const QJsonValue& value, const std::string& field, std::vector<bool>* out)
{
    QJsonArray list;
    if (!array(value, field, &list))
        return false;
    out->clear();
    for (qsizetype i = 0; i < list.size(); ++i) {
        bool b = false;
        if (!boolean(list.at(i), indexed(field, i), &b))
            return false;
        out->push_back(b);
    }
    return true;
}

bool FieldReader::ids(const QJsonValue& value, const std::string& field, tilerummy::IdSet* out)
{
    QJsonArray list;
    if (!array(value, field, &list))
        return false;
    out->clear();
    out->reserve(static_cast<std::size_t>(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string at = indexed(field, i);
        int id = -1;
        if (!integer(list.at(i), at, &id))
            return false;
        if (id < 0 || id >= tilerummy::kTileCount)
            return fail(at + " must be a tile id 0.." + std::to_string(tilerummy::kTileCount - 1) + ", not " +
                        std::to_string(id));
        out->push_back(id);
    }
    return true;
}

bool FieldReader::idTable(const QJsonValue& value, const std::string& field, tilerummy::IdTable* out)
{
    QJsonArray list;
    if (!array(value, field, &list))
        return false;
    out->assign(static_cast<std::size_t>(list.size()), {});
    for (qsizetype i = 0; i < list.size(); ++i)
        if (!ids(list.at(i), indexed(field, i), &(*out)[static_cast<std::size_t>(i)]))
            return false;
    return true;
}

std::string indexed(const std::string& field, qsizetype index)
{
    return field + "[" + std::to_string(index) + "]";
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
            *error = indexed(field, i) + " must be a tile name such as \"R7\" or \"J\"";
            return false;
        }
        const std::string name = item.toString().toStdString();
        const auto tile = tilerummy::Tile::parse(name);
        if (!tile) {
            *error = indexed(field, i) + ": unknown tile \"" + name + "\"";
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
        if (!readTiles(array.at(i), indexed(field, i), &set, error))
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
    FieldReader reader;
    if (!reader.boolean(value, key.toStdString(), out)) {
        *error = reader.error();
        return false;
    }
    return true;
}

bool readString(const QJsonValue& value, const std::string& field, std::string* out, std::string* error,
                bool allowEmpty)
{
    FieldReader reader;
    QString text;
    if (!reader.string(value, field, &text)) {
        *error = reader.error();
        return false;
    }
    *out = text.toStdString();
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
        if (!readString(array.at(i), indexed(field, i), &item, error))
            return false;
        out->push_back(std::move(item));
    }
    return true;
}

namespace {

bool isKnownRule(const std::string& key)
{
    return key == tilerummy::kPoolEmptyField ||
           std::any_of(std::begin(tilerummy::kIntRuleFields), std::end(tilerummy::kIntRuleFields),
                       [&](const tilerummy::IntRuleField& rule) { return key == rule.name; });
}

QLatin1String latin1(std::string_view name)
{
    return QLatin1String(name.data(), static_cast<qsizetype>(name.size()));
}

} // namespace

bool readRules(FieldReader& r, const QJsonValue& value, tilerummy::Rules* rules, const RulesReading& how)
{
    if (!how.complete && (value.isUndefined() || value.isNull()))
        return true; // the defaults
    QJsonObject object;
    if (!r.object(value, "rules", &object))
        return false;
    for (const tilerummy::IntRuleField& rule : tilerummy::kIntRuleFields) {
        const QJsonValue field = object.value(latin1(rule.name));
        if (field.isUndefined() && how.complete && rule.later)
            rules->*rule.member = 0; // a rule added later: off where an older save or host leaves it out
        else if ((how.complete || !field.isUndefined()) &&
                 !r.integer(field, "rules." + std::string(rule.name), &(rules->*rule.member)))
            return false;
    }

    const std::string untilNoPlay = tilerummy::poolEmptyRuleName(tilerummy::PoolEmptyRule::UntilNoOneCanPlay);
    const std::string oneMoreTurn = tilerummy::poolEmptyRuleName(tilerummy::PoolEmptyRule::OneMoreTurnEach);
    const QJsonValue poolEmpty = object.value(latin1(tilerummy::kPoolEmptyField));
    if (how.complete) {
        QString name;
        if (!r.string(poolEmpty, "rules.poolEmpty", &name))
            return false;
        if (!tilerummy::poolEmptyRuleFromName(name.toStdString(), &rules->poolEmpty))
            return r.fail("rules.poolEmpty \"" + name.toStdString() + "\" is not one of " + untilNoPlay + ", " +
                          oneMoreTurn);
    } else if (!poolEmpty.isUndefined() &&
               (!poolEmpty.isString() ||
                !tilerummy::poolEmptyRuleFromName(poolEmpty.toString().toStdString(), &rules->poolEmpty))) {
        return r.fail("rules.poolEmpty must be \"" + untilNoPlay + "\" or \"" + oneMoreTurn + "\"");
    }

    if (!how.complete) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            const std::string key = it.key().toStdString();
            if (isKnownRule(key))
                continue;
            if (!how.unknown)
                return r.fail("rules: unknown rule \"" + key + "\"");
            how.unknown->push_back(key);
        }
    }
    std::string why;
    if (!tilerummy::validateRules(*rules, &why))
        return r.fail(why); // "rule rackSize must be 1..26, not 40"
    return true;
}

bool readRules(const QJsonValue& value, tilerummy::Rules* rules, std::string* error, std::vector<std::string>* unknown)
{
    FieldReader reader;
    if (!readRules(reader, value, rules, {false, unknown})) {
        *error = reader.error();
        return false;
    }
    return true;
}

QJsonObject rulesObject(const tilerummy::Rules& rules)
{
    QJsonObject object;
    for (const tilerummy::IntRuleField& rule : tilerummy::kIntRuleFields)
        object.insert(latin1(rule.name), rules.*rule.member);
    object.insert(latin1(tilerummy::kPoolEmptyField),
                  QString::fromStdString(tilerummy::poolEmptyRuleName(rules.poolEmpty)));
    return object;
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

bool readLayout(FieldReader& r, const QJsonValue& value, const std::string& field, tilerummy::TableLayout* out)
{
    QJsonArray list;
    if (!r.array(value, field, &list))
        return false;
    out->clear();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string at = indexed(field, i);
        std::vector<int> pair;
        if (!r.integers(list.at(i), at, &pair))
            return false;
        if (pair.size() != 2 || pair[0] < 0 || pair[0] > tilerummy::kTileCount || pair[1] < 0 ||
            pair[1] >= tilerummy::kTableColumns)
            return r.fail(at + " must be [row, column] with a row 0.." + std::to_string(tilerummy::kTileCount) +
                          " and a column 0.." + std::to_string(tilerummy::kTableColumns - 1));
        out->push_back({pair[0], pair[1]});
    }
    return true;
}

std::optional<std::uint64_t> seedOf(const QJsonValue& value)
{
    return value.isString() ? tilerummy::parseSeed(value.toString().toStdString()) : std::nullopt;
}

QJsonArray layoutArray(const tilerummy::TableLayout& layout)
{
    QJsonArray out;
    for (const tilerummy::TableCell& cell : layout)
        out.append(QJsonArray{cell.row, cell.column});
    return out;
}

} // namespace tilerummy::json
