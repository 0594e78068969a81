#include "save/facts_cache.h"

#include "save/game_history.h"
#include "save/save_game.h"
#include "json/private_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace {

// 2: AIs of mixed levels counted apart (Opposition::Mixed, the enum's numbers
// moved), and the hint's plays left out of the turns: the facts of version 1
// are counted again.
constexpr int kCacheVersion = 2;
constexpr qint64 kMaxCacheBytes = 8 * 1024 * 1024;

// What identifies one version of a game's file.
QString stampOf(const QFileInfo& info)
{
    return QString::number(info.size()) + QLatin1Char('@') + QString::number(info.lastModified().toMSecsSinceEpoch());
}

QJsonArray toArray(const std::vector<int>& values)
{
    QJsonArray out;
    for (int v : values)
        out.append(v);
    return out;
}

QJsonObject toJson(const CachedFacts& c, const QString& stamp)
{
    QJsonObject o{{QStringLiteral("stamp"), stamp}, {QStringLiteral("counted"), c.counted}};
    if (!c.counted) {
        o.insert(QStringLiteral("why"), c.why);
        return o;
    }
    const GameFacts& f = c.facts;
    QJsonArray seats;
    for (SeatKind k : f.seats)
        seats.append(seatKindName(k));
    QJsonArray people;
    for (int p : f.people)
        people.append(p);
    o.insert(QStringLiteral("when"), f.when.toUTC().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("against"), static_cast<int>(f.against));
    o.insert(QStringLiteral("won"), f.won);
    o.insert(QStringLiteral("rounds"), f.rounds);
    o.insert(QStringLiteral("roundsWon"), f.roundsWon);
    o.insert(QStringLiteral("roundScores"), toArray(f.roundScores));
    o.insert(QStringLiteral("turns"), f.turns);
    o.insert(QStringLiteral("tilesMissed"), f.tilesMissed);
    o.insert(QStringLiteral("seats"), seats);
    o.insert(QStringLiteral("names"), QJsonArray::fromStringList(f.names));
    o.insert(QStringLiteral("people"), people);
    o.insert(QStringLiteral("totals"), toArray(f.totals));
    return o;
}

// An entry of the cache read back; false when anything is off (it is then
// counted again from its game).
bool fromJson(const QJsonObject& o, CachedFacts* c)
{
    c->counted = o.value(QStringLiteral("counted")).toBool();
    if (!c->counted) {
        c->why = o.value(QStringLiteral("why")).toString();
        return o.value(QStringLiteral("counted")).isBool();
    }
    GameFacts& f = c->facts;
    f.when = QDateTime::fromString(o.value(QStringLiteral("when")).toString(), Qt::ISODateWithMs);
    const int against = o.value(QStringLiteral("against")).toInt(-1);
    if (!f.when.isValid() || against < 0 || against >= kOppositions)
        return false;
    f.against = static_cast<Opposition>(against);
    f.won = o.value(QStringLiteral("won")).toBool();
    f.rounds = o.value(QStringLiteral("rounds")).toInt();
    f.roundsWon = o.value(QStringLiteral("roundsWon")).toInt();
    f.turns = o.value(QStringLiteral("turns")).toInt();
    f.tilesMissed = o.value(QStringLiteral("tilesMissed")).toInt();
    for (const QJsonValue v : o.value(QStringLiteral("roundScores")).toArray())
        f.roundScores.push_back(v.toInt());
    for (const QJsonValue v : o.value(QStringLiteral("seats")).toArray()) {
        const std::optional<SeatKind> k = seatKindFromName(v.toString());
        if (!k)
            return false;
        f.seats.append(*k);
    }
    for (const QJsonValue v : o.value(QStringLiteral("names")).toArray())
        f.names.append(v.toString());
    for (const QJsonValue v : o.value(QStringLiteral("people")).toArray())
        f.people.append(v.toInt(-1));
    for (const QJsonValue v : o.value(QStringLiteral("totals")).toArray())
        f.totals.push_back(v.toInt());
    const auto seats = f.seats.size();
    const bool peopleSeated = !f.people.isEmpty() &&
                              std::all_of(f.people.begin(), f.people.end(), [&](int p) { return p >= 0 && p < seats; });
    return seats > 0 && f.names.size() == seats && static_cast<qsizetype>(f.totals.size()) == seats && peopleSeated &&
           f.rounds >= 1 && f.roundsWon >= 0 && f.roundsWon <= f.rounds && f.turns >= 0 && f.tilesMissed >= 0;
}

QJsonObject readCache(const QString& path)
{
    QFile file(path);
    if (file.size() > kMaxCacheBytes || !file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (root.value(QStringLiteral("version")).toInt() != kCacheVersion)
        return {};
    return root.value(QStringLiteral("games")).toObject();
}

} // namespace

QString factsCachePath(const QString& folder)
{
    return QDir(folder).filePath(QStringLiteral("facts.json"));
}

FactsRead readFacts(const QString& folder, const QStringList& files, const std::atomic<bool>* stop)
{
    const QJsonObject cached = readCache(factsCachePath(folder));
    FactsRead out;
    QJsonObject kept;
    bool changed = false;
    for (const QString& path : files) {
        if (stop && stop->load()) {
            out.stopped = true;
            return out;
        }
        const QFileInfo info(path);
        const QString name = info.fileName();
        const QString stamp = stampOf(info);
        CachedFacts c;
        c.file = path;
        const QJsonObject entry = cached.value(name).toObject();
        if (entry.value(QStringLiteral("stamp")).toString() == stamp && fromJson(entry, &c)) {
            kept.insert(name, entry);
            out.games.push_back(std::move(c));
            continue;
        }
        c = CachedFacts{};
        c.file = path;
        QString why;
        if (const std::optional<SavedGame> game = GameHistory::read(path, &why)) {
            if (std::optional<GameFacts> facts = factsOf(*game, &why, stop)) {
                c.facts = std::move(*facts);
                c.counted = true;
            }
        }
        if (stop && stop->load()) {
            out.stopped = true;
            return out;
        }
        c.why = c.counted ? QString() : why;
        kept.insert(name, toJson(c, stamp));
        ++out.reviewed;
        changed = true;
        out.games.push_back(std::move(c));
    }
    changed = changed || kept.size() != cached.size();
    if (changed && !folder.isEmpty() && QFileInfo(folder).isDir()) {
        const QJsonObject root{{QStringLiteral("version"), kCacheVersion}, {QStringLiteral("games"), kept}};
        QString error;
        if (!writeFileAtomically(factsCachePath(folder), QJsonDocument(root).toJson(QJsonDocument::Compact), &error))
            qWarning("Tile Rummy: the statistics' cache was not written: %s", qPrintable(error));
    }
    return out;
}
