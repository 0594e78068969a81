// JSON shared by tilerummy-cli and the game: reading fields strictly (each
// error names the field) and writing one-line JSON objects with the keys in
// the order they are added. Qt Core only.
#pragma once

#include "rules.h"
#include "tile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>
#include <string>
#include <vector>

namespace tilerummy::json {

// Parses one JSON object (bad JSON, binary garbage, too deep nesting: an error).
std::optional<QJsonObject> parseObject(const QByteArray& data, std::string* error);

// Field readers: each names the field in its error.
bool readTiles(const QJsonValue& value, const std::string& field, tilerummy::Tiles* tiles, std::string* error);
bool readTable(const QJsonValue& value, const std::string& field, tilerummy::Table* table, std::string* error);
bool readBool(const QJsonObject& object, const QString& key, bool fallback, bool* out, std::string* error);
// A string field that must be there (and, unless allowEmpty, not empty).
bool readString(const QJsonValue& value, const std::string& field, std::string* out, std::string* error,
                bool allowEmpty = false);
// An array of non-empty strings.
bool readStrings(const QJsonValue& value, const std::string& field, std::vector<std::string>* out, std::string* error);
// The "rules" object (absent or null: the defaults). Known rules are read and
// checked; the names of unknown ones go to *unknown, or are an error when
// unknown is null.
bool readRules(const QJsonValue& value, tilerummy::Rules* rules, std::string* error,
               std::vector<std::string>* unknown = nullptr);

// A JSON object written with its keys in the order they are added.
class JsonLine {
public:
    JsonLine& add(const char* key, bool value);
    JsonLine& add(const char* key, int value);
    JsonLine& add(const char* key, double value, int decimals);
    JsonLine& add(const char* key, const std::string& value);
    JsonLine& add(const char* key, const char* value) { return add(key, std::string(value)); }
    JsonLine& add(const char* key, const tilerummy::Tiles& tiles);
    JsonLine& add(const char* key, const tilerummy::Table& table);
    JsonLine& add(const char* key, const std::vector<int>& values);
    JsonLine& add(const char* key, const std::vector<std::string>& values);
    JsonLine& addNull(const char* key);
    JsonLine& addRaw(const char* key, const std::string& json); // already valid JSON
    std::string str() const { return "{" + body_ + "}"; }

private:
    void key(const char* key);
    std::string body_;
};

std::string jsonString(const std::string& text);
std::string jsonTiles(const tilerummy::Tiles& tiles);
std::string jsonTable(const tilerummy::Table& table);

} // namespace tilerummy::json
