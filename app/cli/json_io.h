// The CLI's side of JSON: exit codes, input, one line of output. The field
// readers and the writer are shared with the game (../json/json_fields.h).
#pragma once

#include "json/json_fields.h"

#include <QByteArray>
#include <QJsonValue>

#include <string>
#include <vector>

namespace cli {

using tilerummy::json::JsonLine;
using tilerummy::json::jsonString;
using tilerummy::json::jsonTable;
using tilerummy::json::jsonTiles;
using tilerummy::json::parseObject;
using tilerummy::json::readBool;
using tilerummy::json::readTable;
using tilerummy::json::readTiles;

// Exit codes of every command (the contract).
inline constexpr int kYes = 0;
inline constexpr int kNo = 1;
inline constexpr int kMalformed = 2;

// Prints "tilerummy-cli: <reason>" on stderr and returns kMalformed.
int malformed(const std::string& reason);

// Reads a whole file, or stdin for "" and "-".
bool readInput(const std::string& path, QByteArray* data, std::string* error);

// The "rules" object: known rules are read, unknown ones warned about on stderr.
bool readRules(const QJsonValue& value, tilerummy::Rules* rules, std::string* error);
// The value of --rules (a JSON object, read as readRules reads it); false
// with the message the command exits 2 with.
bool readRulesOption(bool hasValue, const std::string& value, tilerummy::Rules* rules, std::string* problem);
// Warns on stderr about each unknown rule: "warning: unknown rule "x" ignored".
void warnUnknownRules(const std::vector<std::string>& keys);
// Parses an integer argument (whole number within [low, high]).
bool parseInt(const std::string& text, long long low, long long high, long long* out);

// Writes one line to stdout and flushes it.
void printLine(const std::string& line);

} // namespace cli
