#include "save_game.h"

#include "rules.h"
#include "tile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

const QString kFormat = QStringLiteral("tilerummy-save");

QJsonArray idsToJson(const tr::IdSet& ids)
{
    QJsonArray out;
    for (tr::TileId id : ids)
        out.append(id);
    return out;
}

QJsonArray tableToJson(const tr::IdTable& table)
{
    QJsonArray out;
    for (const auto& set : table)
        out.append(idsToJson(set));
    return out;
}

QString quoted(const QString& text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// Reads the fields of a save, keeping the first error.
class Reader {
public:
    bool fail(const QString& message)
    {
        if (error_.isEmpty())
            error_ = message;
        return false;
    }
    const QString& error() const { return error_; }

    bool integer(const QJsonValue& value, const QString& field, int* out)
    {
        if (value.isUndefined())
            return fail(field + QStringLiteral(" is missing"));
        const double d = value.toDouble(std::numeric_limits<double>::quiet_NaN());
        if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d) ||
            d < double(std::numeric_limits<int>::min()) || d > double(std::numeric_limits<int>::max()))
            return fail(field + QStringLiteral(" must be a whole number"));
        *out = static_cast<int>(d);
        return true;
    }

    bool string(const QJsonValue& value, const QString& field, QString* out)
    {
        if (value.isUndefined())
            return fail(field + QStringLiteral(" is missing"));
        if (!value.isString())
            return fail(field + QStringLiteral(" must be a string"));
        *out = value.toString();
        return true;
    }

    bool array(const QJsonValue& value, const QString& field, QJsonArray* out)
    {
        if (value.isUndefined())
            return fail(field + QStringLiteral(" is missing"));
        if (!value.isArray())
            return fail(field + QStringLiteral(" must be a list"));
        *out = value.toArray();
        return true;
    }

    bool object(const QJsonValue& value, const QString& field, QJsonObject* out)
    {
        if (value.isUndefined())
            return fail(field + QStringLiteral(" is missing"));
        if (!value.isObject())
            return fail(field + QStringLiteral(" must be an object"));
        *out = value.toObject();
        return true;
    }

    bool ids(const QJsonValue& value, const QString& field, tr::IdSet* out)
    {
        QJsonArray list;
        if (!array(value, field, &list))
            return false;
        out->clear();
        out->reserve(static_cast<std::size_t>(list.size()));
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString at = field + QStringLiteral("[%1]").arg(i);
            int id = -1;
            if (!integer(list.at(i), at, &id))
                return false;
            if (id < 0 || id >= tr::kTileCount)
                return fail(at + QStringLiteral(" must be a tile id 0..%1, not %2").arg(tr::kTileCount - 1).arg(id));
            out->push_back(id);
        }
        return true;
    }

    bool table(const QJsonValue& value, const QString& field, tr::IdTable* out)
    {
        QJsonArray list;
        if (!array(value, field, &list))
            return false;
        out->assign(static_cast<std::size_t>(list.size()), {});
        for (qsizetype i = 0; i < list.size(); ++i)
            if (!ids(list.at(i), field + QStringLiteral("[%1]").arg(i), &(*out)[static_cast<std::size_t>(i)]))
                return false;
        return true;
    }

private:
    QString error_;
};

bool parseSeed(const QString& text, std::uint64_t* seed)
{
    if (text.isEmpty() || text.size() > 20)
        return false;
    for (QChar c : text)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok, 10);
    if (!ok)
        return false;
    *seed = value;
    return true;
}

tr::IdSet sortedIds(const tr::IdTable& table, const tr::IdSet& rack)
{
    tr::IdSet ids = rack;
    for (const auto& set : table)
        ids.insert(ids.end(), set.begin(), set.end());
    std::sort(ids.begin(), ids.end());
    return ids;
}

bool readRules(Reader& r, const QJsonValue& value, tr::Rules* rules)
{
    QJsonObject o;
    if (!r.object(value, QStringLiteral("rules"), &o))
        return false;
    struct Field {
        const char* name;
        int* target;
    };
    const Field fields[] = {
        {"initialMeld", &rules->initialMeld},
        {"rackSize", &rules->rackSize},
        {"penaltyTiles", &rules->penaltyTiles},
        {"turnSeconds", &rules->turnSeconds},
        {"timeoutPenaltyTiles", &rules->timeoutPenaltyTiles},
        {"rounds", &rules->rounds},
        {"targetScore", &rules->targetScore},
    };
    for (const Field& f : fields)
        if (!r.integer(o.value(QLatin1String(f.name)), QStringLiteral("rules.") + QLatin1String(f.name), f.target))
            return false;
    QString pool;
    if (!r.string(o.value(QStringLiteral("poolEmpty")), QStringLiteral("rules.poolEmpty"), &pool))
        return false;
    if (!tr::poolEmptyRuleFromName(pool.toStdString(), &rules->poolEmpty))
        return r.fail(QStringLiteral("rules.poolEmpty %1 is not one of %2, %3")
                          .arg(quoted(pool),
                               QString::fromStdString(tr::poolEmptyRuleName(tr::PoolEmptyRule::UntilNoOneCanPlay)),
                               QString::fromStdString(tr::poolEmptyRuleName(tr::PoolEmptyRule::OneMoreTurnEach))));
    std::string why;
    if (!tr::validateRules(*rules, &why))
        return r.fail(QString::fromStdString(why)); // "rule rackSize must be 1..26, not 40"
    return true;
}

bool readActions(Reader& r, const QJsonValue& value, std::vector<tr::RecordedAction>* actions)
{
    QJsonArray list;
    if (!r.array(value, QStringLiteral("actions"), &list))
        return false;
    actions->clear();
    actions->reserve(static_cast<std::size_t>(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("actions[%1]").arg(i);
        QJsonObject o;
        QString name;
        if (!r.object(list.at(i), at, &o) || !r.string(o.value(QStringLiteral("a")), at + QStringLiteral(".a"), &name))
            return false;
        tr::RecordedAction action;
        if (!tr::recordedActionFromName(name.toStdString(), &action.kind))
            return r.fail(at + QStringLiteral(".a %1 is not one of play, draw, timeout, next").arg(quoted(name)));
        if (action.kind == tr::RecordedAction::Kind::Play &&
            (!r.table(o.value(QStringLiteral("table")), at + QStringLiteral(".table"), &action.table) ||
             !r.ids(o.value(QStringLiteral("rack")), at + QStringLiteral(".rack"), &action.rack)))
            return false;
        actions->push_back(std::move(action));
    }
    return true;
}

} // namespace

QStringList savedSeatNames()
{
    return {QStringLiteral("human"), QStringLiteral("beginner"), QStringLiteral("standard"), QStringLiteral("expert")};
}

QByteArray toJson(const SavedGame& game)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), SavedGame::kFormatVersion);
    const QDateTime at = game.savedAt.isValid() ? game.savedAt : QDateTime::currentDateTimeUtc();
    root.insert(QStringLiteral("savedAt"), at.toUTC().toString(Qt::ISODateWithMs));
    root.insert(QStringLiteral("seed"), QString::number(game.setup.seed));

    QJsonArray players;
    for (int p = 0; p < game.setup.players; ++p) {
        QJsonObject player;
        player.insert(QStringLiteral("name"), game.names.value(p));
        player.insert(QStringLiteral("seat"), game.seats.value(p));
        players.append(player);
    }
    root.insert(QStringLiteral("players"), players);

    const tr::Rules& rules = game.setup.rules;
    QJsonObject r;
    r.insert(QStringLiteral("initialMeld"), rules.initialMeld);
    r.insert(QStringLiteral("rackSize"), rules.rackSize);
    r.insert(QStringLiteral("penaltyTiles"), rules.penaltyTiles);
    r.insert(QStringLiteral("turnSeconds"), rules.turnSeconds);
    r.insert(QStringLiteral("timeoutPenaltyTiles"), rules.timeoutPenaltyTiles);
    r.insert(QStringLiteral("poolEmpty"), QString::fromStdString(tr::poolEmptyRuleName(rules.poolEmpty)));
    r.insert(QStringLiteral("rounds"), rules.rounds);
    r.insert(QStringLiteral("targetScore"), rules.targetScore);
    root.insert(QStringLiteral("rules"), r);

    QJsonArray actions;
    for (const tr::RecordedAction& action : game.actions) {
        QJsonObject a;
        a.insert(QStringLiteral("a"), QString::fromStdString(tr::recordedActionName(action.kind)));
        if (action.kind == tr::RecordedAction::Kind::Play) {
            a.insert(QStringLiteral("table"), tableToJson(action.table));
            a.insert(QStringLiteral("rack"), idsToJson(action.rack));
        }
        actions.append(a);
    }
    root.insert(QStringLiteral("actions"), actions);

    QJsonArray orders;
    for (int p = 0; p < game.setup.players; ++p)
        orders.append(static_cast<std::size_t>(p) < game.rackOrders.size()
                          ? idsToJson(game.rackOrders[static_cast<std::size_t>(p)])
                          : QJsonArray());
    root.insert(QStringLiteral("rackOrders"), orders);

    if (game.draft) {
        QJsonObject draft;
        draft.insert(QStringLiteral("table"), tableToJson(game.draft->table));
        draft.insert(QStringLiteral("rack"), idsToJson(game.draft->rack));
        root.insert(QStringLiteral("draft"), draft);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Compact) + '\n';
}

std::unique_ptr<tr::RecordedMatch> restore(const SavedGame& game, QString* error)
{
    std::string why;
    auto match = tr::RecordedMatch::replay(game.setup, game.actions, &why);
    if (!match && error)
        *error = QStringLiteral("the actions do not replay: ") + QString::fromStdString(why);
    return match;
}

std::optional<SavedGame> fromJson(const QByteArray& json, QString* error)
{
    Reader r;
    auto failed = [&]() -> std::optional<SavedGame> {
        if (error)
            *error = r.error();
        return std::nullopt;
    };

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        r.fail(QStringLiteral("not valid JSON: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset));
        return failed();
    }
    if (!doc.isObject()) {
        r.fail(QStringLiteral("not a save: the JSON is not an object"));
        return failed();
    }
    const QJsonObject root = doc.object();

    QString format;
    if (!r.string(root.value(QStringLiteral("format")), QStringLiteral("format"), &format))
        return failed();
    if (format != kFormat) {
        r.fail(QStringLiteral("format must be %1, not %2").arg(quoted(kFormat), quoted(format)));
        return failed();
    }
    int version = 0;
    if (!r.integer(root.value(QStringLiteral("version")), QStringLiteral("version"), &version))
        return failed();
    if (version != SavedGame::kFormatVersion) {
        r.fail(QStringLiteral("version %1 is not supported (this game reads version %2)")
                   .arg(version)
                   .arg(SavedGame::kFormatVersion));
        return failed();
    }

    SavedGame game;
    QString text;
    if (!r.string(root.value(QStringLiteral("savedAt")), QStringLiteral("savedAt"), &text))
        return failed();
    game.savedAt = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!game.savedAt.isValid()) {
        r.fail(QStringLiteral("savedAt must be an ISO 8601 date and time, not %1").arg(quoted(text)));
        return failed();
    }

    if (!r.string(root.value(QStringLiteral("seed")), QStringLiteral("seed"), &text))
        return failed();
    if (!parseSeed(text, &game.setup.seed)) {
        r.fail(QStringLiteral("seed must be a decimal number 0..18446744073709551615, not %1").arg(quoted(text)));
        return failed();
    }

    QJsonArray players;
    if (!r.array(root.value(QStringLiteral("players")), QStringLiteral("players"), &players))
        return failed();
    if (players.size() < tr::MatchSetup::kMinPlayers || players.size() > tr::MatchSetup::kMaxPlayers) {
        r.fail(QStringLiteral("players must list %1..%2 players, not %3")
                   .arg(tr::MatchSetup::kMinPlayers)
                   .arg(tr::MatchSetup::kMaxPlayers)
                   .arg(players.size()));
        return failed();
    }
    game.setup.players = static_cast<int>(players.size());
    const QStringList seatNames = savedSeatNames();
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QString at = QStringLiteral("players[%1]").arg(i);
        QJsonObject player;
        QString name;
        QString seat;
        if (!r.object(players.at(i), at, &player) ||
            !r.string(player.value(QStringLiteral("name")), at + QStringLiteral(".name"), &name) ||
            !r.string(player.value(QStringLiteral("seat")), at + QStringLiteral(".seat"), &seat))
            return failed();
        if (name.trimmed().isEmpty() || name.size() > SavedGame::kMaxNameLength) {
            r.fail(at + QStringLiteral(".name must be 1..%1 characters, not %2")
                            .arg(SavedGame::kMaxNameLength)
                            .arg(name.trimmed().isEmpty() ? 0 : name.size()));
            return failed();
        }
        if (!seatNames.contains(seat)) {
            r.fail(at +
                   QStringLiteral(".seat %1 is not one of %2").arg(quoted(seat), seatNames.join(QStringLiteral(", "))));
            return failed();
        }
        game.names.append(name);
        game.seats.append(seat);
    }

    if (!readRules(r, root.value(QStringLiteral("rules")), &game.setup.rules) ||
        !readActions(r, root.value(QStringLiteral("actions")), &game.actions))
        return failed();

    QJsonArray orders;
    if (!r.array(root.value(QStringLiteral("rackOrders")), QStringLiteral("rackOrders"), &orders))
        return failed();
    if (orders.size() != players.size()) {
        r.fail(QStringLiteral("rackOrders must hold one list per player (%1), not %2")
                   .arg(players.size())
                   .arg(orders.size()));
        return failed();
    }
    game.rackOrders.resize(static_cast<std::size_t>(orders.size()));
    for (qsizetype i = 0; i < orders.size(); ++i)
        if (!r.ids(orders.at(i), QStringLiteral("rackOrders[%1]").arg(i),
                   &game.rackOrders[static_cast<std::size_t>(i)]))
            return failed();

    const QJsonValue draftValue = root.value(QStringLiteral("draft"));
    if (!draftValue.isUndefined() && !draftValue.isNull()) {
        QJsonObject draft;
        tr::IdPosition position;
        if (!r.object(draftValue, QStringLiteral("draft"), &draft) ||
            !r.table(draft.value(QStringLiteral("table")), QStringLiteral("draft.table"), &position.table) ||
            !r.ids(draft.value(QStringLiteral("rack")), QStringLiteral("draft.rack"), &position.rack))
            return failed();
        game.draft = std::move(position);
    }

    QString why;
    const auto match = restore(game, &why);
    if (!match) {
        r.fail(why);
        return failed();
    }
    if (game.draft) {
        const tr::Game& round = match->round();
        const int p = round.currentPlayer();
        const bool fits = !round.isOver() && game.seats.value(p) == QLatin1String("human") &&
                          sortedIds(game.draft->table, game.draft->rack) == sortedIds(round.table(), round.rack(p));
        if (!fits)
            game.draft.reset();
    }
    return game;
}

tr::IdSet orderedRack(const tr::IdSet& rack, const tr::IdSet& order)
{
    std::vector<int> left(static_cast<std::size_t>(tr::kTileCount), 0);
    auto valid = [](tr::TileId id) { return id >= 0 && id < tr::kTileCount; };
    for (tr::TileId id : rack)
        if (valid(id))
            ++left[static_cast<std::size_t>(id)];
    tr::IdSet out;
    out.reserve(rack.size());
    for (tr::TileId id : order) {
        if (valid(id) && left[static_cast<std::size_t>(id)] > 0) {
            --left[static_cast<std::size_t>(id)];
            out.push_back(id);
        }
    }
    for (tr::TileId id : rack) {
        if (!valid(id)) {
            out.push_back(id);
        } else if (left[static_cast<std::size_t>(id)] > 0) {
            --left[static_cast<std::size_t>(id)];
            out.push_back(id);
        }
    }
    return out;
}

bool writeSaveFile(const QString& path, const SavedGame& game, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (path.isEmpty())
        return fail(QStringLiteral("no file name to save to"));
    const QByteArray json = toJson(game);
    QString why;
    if (!fromJson(json, &why))
        return fail(QStringLiteral("the game was not saved, it would not load again: ") + why);

    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(QStringLiteral("cannot make the folder %1").arg(QDir::toNativeSeparators(info.absolutePath())));
    // Unbuffered, each write checked: Qt 6.4's QSaveFile commits a file cut
    // short when a buffered write only partly succeeds (disk full, size limit).
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    for (qint64 done = 0; done < json.size();) {
        const qint64 n = file.write(json.constData() + done, json.size() - done);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
        }
        done += n;
    }
    if (!file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

std::optional<SavedGame> readSaveFile(const QString& path, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<SavedGame> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("there is no save file %1").arg(shown));
    if (!info.isFile())
        return fail(QStringLiteral("%1 is not a file").arg(shown));
    if (info.size() > SavedGame::kMaxFileBytes)
        return fail(QStringLiteral("%1 is too big for a save (%2 bytes, at most 16 MB)").arg(shown).arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1: %2").arg(shown, file.errorString()));
    const QByteArray json = file.read(SavedGame::kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot read %1: %2").arg(shown, file.errorString()));
    if (json.size() > SavedGame::kMaxFileBytes)
        return fail(QStringLiteral("%1 is too big for a save (more than 16 MB)").arg(shown));
    QString why;
    auto game = fromJson(json, &why);
    if (!game)
        return fail(QStringLiteral("%1 is not a valid save: %2").arg(shown, why));
    return game;
}

QString autosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        return {};
    return dir + QStringLiteral("/autosave.trsave");
}

bool setAsideBadFile(const QString& path, QString* newPath)
{
    if (!QFileInfo(path).isFile())
        return false;
    const QString base =
        path + QStringLiteral(".bad-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = base;
    for (int n = 2; QFileInfo::exists(target); ++n) {
        if (n > 1000)
            return false;
        target = base + QStringLiteral("-%1").arg(n);
    }
    if (!QFile::rename(path, target))
        return false;
    if (newPath)
        *newPath = target;
    return true;
}
