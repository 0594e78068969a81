// Reading the CLI's JSON input strictly and writing its one-line JSON output
// with the keys in the contract's order.
#pragma once

#include "rules.h"
#include "tile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>
#include <string>
#include <vector>

namespace cli {

// Exit codes of every command (the contract).
inline constexpr int kYes = 0;
inline constexpr int kNo = 1;
inline constexpr int kMalformed = 2;

// Prints "tilerummy-cli: <reason>" on stderr and returns kMalformed.
int malformed(const std::string& reason);

// Reads a whole file, or stdin for "" and "-".
bool readInput(const std::string& path, QByteArray* data, std::string* error);

// Parses one JSON object (bad JSON, binary garbage, too deep nesting: an error).
std::optional<QJsonObject> parseObject(const QByteArray& data, std::string* error);

// Field readers: each names the field in its error.
bool readTiles(const QJsonValue& value, const std::string& field, tr::Tiles* tiles, std::string* error);
bool readTable(const QJsonValue& value, const std::string& field, tr::Table* table, std::string* error);
bool readBool(const QJsonObject& object, const QString& key, bool fallback, bool* out, std::string* error);
// The "rules" object: known rules are read, unknown ones warned about on stderr.
bool readRules(const QJsonValue& value, tr::Rules* rules, std::string* error);
// Parses an integer argument (whole number within [low, high]).
bool parseInt(const std::string& text, long long low, long long high, long long* out);

// A JSON object written with its keys in the order they are added.
class JsonLine {
public:
    JsonLine& add(const char* key, bool value);
    JsonLine& add(const char* key, int value);
    JsonLine& add(const char* key, double value, int decimals);
    JsonLine& add(const char* key, const std::string& value);
    JsonLine& add(const char* key, const char* value) { return add(key, std::string(value)); }
    JsonLine& add(const char* key, const tr::Tiles& tiles);
    JsonLine& add(const char* key, const tr::Table& table);
    JsonLine& add(const char* key, const std::vector<int>& values);
    JsonLine& addNull(const char* key);
    JsonLine& addRaw(const char* key, const std::string& json); // already valid JSON
    std::string str() const { return "{" + body_ + "}"; }

private:
    void key(const char* key);
    std::string body_;
};

std::string jsonString(const std::string& text);
std::string jsonTiles(const tr::Tiles& tiles);
std::string jsonTable(const tr::Table& table);

// Writes one line to stdout and flushes it.
void printLine(const std::string& line);

} // namespace cli
