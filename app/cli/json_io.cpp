#include "cli/json_io.h"

#include <QFile>

#include <cstdio>
#include <iostream>
#include <sstream>

namespace cli {

int malformed(const std::string& reason)
{
    std::cerr << "tilerummy-cli: " << reason << std::endl;
    return kMalformed;
}

bool readInput(const std::string& path, QByteArray* data, std::string* error)
{
    if (path.empty() || path == "-") {
        std::ostringstream buffer;
        buffer << std::cin.rdbuf();
        const std::string text = buffer.str();
        *data = QByteArray(text.data(), static_cast<qsizetype>(text.size()));
        return true;
    }
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = "cannot read " + path + ": " + file.errorString().toStdString();
        return false;
    }
    *data = file.readAll();
    return true;
}

bool readRules(const QJsonValue& value, tilerummy::Rules* rules, std::string* error)
{
    std::vector<std::string> unknown;
    if (!tilerummy::json::readRules(value, rules, error, &unknown))
        return false;
    warnUnknownRules(unknown);
    return true;
}

bool readRulesOption(bool hasValue, const std::string& value, tilerummy::Rules* rules, std::string* problem)
{
    if (!hasValue) {
        *problem = "--rules takes a JSON object, e.g. '{\"initialMeld\": 50}'";
        return false;
    }
    std::string error;
    const auto object = parseObject(QByteArray::fromStdString(value), &error);
    if (!object || !readRules(QJsonValue(*object), rules, &error)) {
        *problem = "--rules: " + error;
        return false;
    }
    return true;
}

void warnUnknownRules(const std::vector<std::string>& keys)
{
    for (const auto& key : keys)
        std::cerr << "tilerummy-cli: warning: unknown rule \"" << key << "\" ignored" << std::endl;
}

bool parseInt(const std::string& text, long long low, long long high, long long* out)
{
    if (text.empty() || text.size() > 20)
        return false;
    std::size_t i = 0;
    bool negative = false;
    if (text[0] == '-') {
        negative = true;
        i = 1;
        if (text.size() == 1)
            return false;
    }
    unsigned long long value = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return false;
        const unsigned digit = static_cast<unsigned>(text[i] - '0');
        if (value > (~0ULL - digit) / 10)
            return false;
        value = value * 10 + digit;
    }
    if (value > static_cast<unsigned long long>(9223372036854775807LL))
        return false;
    const long long signedValue = negative ? -static_cast<long long>(value) : static_cast<long long>(value);
    if (signedValue < low || signedValue > high)
        return false;
    *out = signedValue;
    return true;
}

void printLine(const std::string& line)
{
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace cli
