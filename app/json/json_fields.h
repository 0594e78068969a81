// JSON shared by tilerummy-cli and the game: reading fields strictly (each
// error names the field) and writing one-line JSON objects with the keys in
// the order they are added. Qt Core only.
#pragma once

#include "game.h"
#include "rules.h"
#include "table_layout.h"
#include "tile.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilerummy::json {

// Parses one JSON object (bad JSON, binary garbage, too deep nesting: an error).
std::optional<QJsonObject> parseObject(const QByteArray& data, std::string* error);

// Reads the fields of one document strictly, each error naming the field by
// its path ("players[1].name is missing", "actions[0].rack[2] must be a whole
// number"). It keeps the first error, so that a chain of reads (a && b && c)
// reports where it first went wrong. Each field must be there: "<field> is
// missing", else "<field> must be ..." when it is of the wrong kind.
class FieldReader {
public:
    // Keeps the message unless an error is already kept; false.
    bool fail(const std::string& message);
    bool fail(const QString& message) { return fail(message.toStdString()); }
    const std::string& error() const { return error_; }

    bool integer(const QJsonValue& value, const std::string& field, int* out); // a whole number in int's range
    bool boolean(const QJsonValue& value, const std::string& field, bool* out);
    bool string(const QJsonValue& value, const std::string& field, QString* out);   // empty too
    bool array(const QJsonValue& value, const std::string& field, QJsonArray* out); // "must be a list"
    bool object(const QJsonValue& value, const std::string& field, QJsonObject* out);
    bool integers(const QJsonValue& value, const std::string& field, std::vector<int>* out);
    bool booleans(const QJsonValue& value, const std::string& field, std::vector<bool>* out);
    // Physical tile ids 0..105 (tile_ids.h): a list of them, a list of such lists.
    bool ids(const QJsonValue& value, const std::string& field, tilerummy::IdSet* out);
    bool idTable(const QJsonValue& value, const std::string& field, tilerummy::IdTable* out);

private:
    std::string error_;
};

// "field[index]": the path of an array's item.
std::string indexed(const std::string& field, qsizetype index);

// Field readers that put their error in *error: each names the field.
bool readTiles(const QJsonValue& value, const std::string& field, tilerummy::Tiles* tiles, std::string* error);
bool readTable(const QJsonValue& value, const std::string& field, tilerummy::Table* table, std::string* error);
bool readBool(const QJsonObject& object, const QString& key, bool fallback, bool* out, std::string* error);
// A string field that must be there (and, unless allowEmpty, not empty).
bool readString(const QJsonValue& value, const std::string& field, std::string* out, std::string* error,
                bool allowEmpty = false);
// An array of non-empty strings.
bool readStrings(const QJsonValue& value, const std::string& field, std::vector<std::string>* out, std::string* error);

// How the "rules" object is read.
struct RulesReading {
    // A save's rules (complete): the object and every rule must be there (but
    // one added later, IntRuleField::later, which is then off), and keys the
    // save does not know are ignored. Otherwise (the CLI, the
    // lessons): an absent or null object, and each absent rule, leave *rules
    // as it is, and unknown rules are collected or refused (below).
    bool complete = false;
    // Not complete: the names of unknown rules go here; null: an unknown rule is an error.
    std::vector<std::string>* unknown = nullptr;
};
// The "rules" object: the known rules read, then checked (tilerummy::validateRules).
bool readRules(FieldReader& reader, const QJsonValue& value, tilerummy::Rules* rules, const RulesReading& how = {});
// The same, not complete, the error in *error.
bool readRules(const QJsonValue& value, tilerummy::Rules* rules, std::string* error,
               std::vector<std::string>* unknown = nullptr);

// The rules as the "rules" object that readRules reads (every rule).
QJsonObject rulesObject(const tilerummy::Rules& rules);

// Where the sets lie on the felt (table_layout.h): each set's first cell as a
// [row, column] pair, one per set, inside the felt (rows 0..kTileCount).
bool readLayout(FieldReader& r, const QJsonValue& value, const std::string& field, tilerummy::TableLayout* out);
QJsonArray layoutArray(const tilerummy::TableLayout& layout);

// A seed as files and messages write it: a string of decimal digits, for a
// 64-bit number does not survive a JSON number (tilerummy::parseSeed).
// Nullopt when the value is not one.
std::optional<std::uint64_t> seedOf(const QJsonValue& value);

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
