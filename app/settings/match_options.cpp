#include "settings/match_options.h"

#include "ai_player.h"
#include "seed.h"
#include "settings/app_settings.h"
#include "words/verdict_words.h"

#include <QRandomGenerator>

#include <algorithm>

#include <cstdlib>

QList<int> MatchOptions::seatKindValues()
{
    QList<int> values;
    for (SeatKind kind : allSeatKinds())
        values.append(static_cast<int>(kind));
    return values;
}

int MatchOptions::nearestChoice(int value, const QList<int>& choices)
{
    int best = choices.front();
    for (int choice : choices)
        if (std::llabs(static_cast<long long>(value) - choice) < std::llabs(static_cast<long long>(value) - best))
            best = choice;
    return best;
}

std::optional<SeatKind> MatchOptions::seatKindNamed(const QString& name)
{
    return seatKindFromName(name.trimmed().toLower());
}

namespace {

// A seat's own name as written in the source (English).
const char* defaultNameSource(SeatKind seat)
{
    switch (seat) {
    case SeatKind::Beginner:
        return QT_TRANSLATE_NOOP("MatchOptions", "Beginner AI");
    case SeatKind::Standard:
        return QT_TRANSLATE_NOOP("MatchOptions", "Standard AI");
    case SeatKind::Expert:
        return QT_TRANSLATE_NOOP("MatchOptions", "Expert AI");
    case SeatKind::Person:
        break;
    case SeatKind::Remote:
        //: The name of a seat a friend on another machine will take; %1 counts from 1.
        return QT_TRANSLATE_NOOP("MatchOptions", "Friend %1");
    }
    //: The name of a seat at the table; %1 counts from 1.
    return QT_TRANSLATE_NOOP("MatchOptions", "Player %1");
}

QString withNumber(QString name, int player)
{
    return name.contains(QLatin1String("%1")) ? name.arg(player + 1) : name;
}

} // namespace

QString MatchOptions::defaultName(SeatKind seat, int player)
{
    return withNumber(tr(defaultNameSource(seat)), player);
}

QString MatchOptions::levelSummary(SeatKind seat)
{
    switch (seat) {
    // What it does, then how strong it is (the figures: docs/benchmarks.md, "The expert's strength").
    case SeatKind::Beginner:
        return tr("Lays sets from its own rack, and now and then misses a play.") + QLatin1Char(' ') +
               tr("The gentlest: good for learning the game. The standard AI beats it almost every game.");
    case SeatKind::Standard:
        return tr("Lays as many points as it can every turn, rearranging the table.") + QLatin1Char(' ') +
               tr("A fair game for a player who knows the rules.");
    case SeatKind::Expert:
        return tr("Finds the best rearrangement and thinks ahead: it holds a few tiles back when that pays, but never "
                  "for long.") +
               QLatin1Char(' ') +
               tr("The strongest: it wins about 6 games in 10 against the standard AI, and notices what your draws "
                  "give away.");
    case SeatKind::Person:
    case SeatKind::Remote:
        break;
    }
    return {};
}

bool MatchOptions::isDefaultName(const QString& name, SeatKind seat, int player)
{
    const QString trimmed = name.simplified();
    return trimmed == defaultName(seat, player) ||
           trimmed == withNumber(QString::fromLatin1(defaultNameSource(seat)), player);
}

QStringList MatchOptions::namesFor(const QList<SeatKind>& seats, const QStringList& given)
{
    QStringList names;
    for (int player = 0; player < seats.size(); ++player) {
        QString name = player < given.size() ? given.at(player).simplified() : QString();
        name.truncate(kMaxNameLength);
        if (name.isEmpty() || isDefaultName(name, seats.at(player), player)) // said in the language in use
            name = defaultName(seats.at(player), player);
        const QString base = name;
        for (int n = 2; names.contains(name); ++n) { // within the length too
            const QString number = QString::number(n);
            name = QStringLiteral("%1 %2").arg(base.left(kMaxNameLength - 1 - number.size()).trimmed(), number);
        }
        names.append(name);
    }
    return names;
}

std::uint64_t MatchOptions::randomSeed()
{
    return QRandomGenerator::global()->bounded(1u, 1000000u);
}

std::uint64_t MatchOptions::secretSeed()
{
    return QRandomGenerator::system()->generate64();
}

std::optional<std::uint64_t> MatchOptions::parseSeed(const QString& text)
{
    return tilerummy::parseSeed(text.trimmed().toStdString());
}

QString MatchOptions::ruleKey(tilerummy::RuleProblem::Field field)
{
    const std::string_view name = tilerummy::ruleFieldName(field);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

QString MatchOptions::poolEmptyKey()
{
    return QString::fromLatin1(tilerummy::kPoolEmptyField.data(),
                               static_cast<qsizetype>(tilerummy::kPoolEmptyField.size()));
}

QVariantMap MatchOptions::rulesFields(const tilerummy::Rules& rules)
{
    QVariantMap fields;
    for (const tilerummy::IntRuleField& rule : tilerummy::kIntRuleFields)
        fields.insert(ruleKey(rule.field), rules.*rule.member);
    fields.insert(poolEmptyKey(), QString::fromStdString(tilerummy::poolEmptyRuleName(rules.poolEmpty)));
    return fields;
}

namespace {

// A setup's seat: a SeatKind value (as QML and lastSetup give it).
std::optional<SeatKind> seatIn(const QVariant& value)
{
    bool isNumber = false;
    const int number = value.toInt(&isNumber);
    if (!isNumber || value.typeId() == QMetaType::QString || value.toDouble() != number)
        return std::nullopt; // a word, or a number that is not a whole one
    for (SeatKind kind : allSeatKinds())
        if (static_cast<int>(kind) == number)
            return kind;
    return std::nullopt;
}

} // namespace

QString MatchOptions::read(const QVariantMap& setup, MatchPlan* plan)
{
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    if (players.size() < kMinPlayers || players.size() > kMaxPlayers)
        return tr("A game needs %1 to %2 players.").arg(kMinPlayers).arg(kMaxPlayers);
    MatchPlan read;
    for (const QVariant& entry : players) {
        const QVariantMap player = entry.toMap();
        const std::optional<SeatKind> seat = seatIn(player.value(QStringLiteral("seat")));
        if (!seat)
            return tr("Unknown seat \"%1\".").arg(player.value(QStringLiteral("seat")).toString());
        read.seats.append(*seat);
        read.names.append(player.value(QStringLiteral("name")).toString());
    }
    tilerummy::Rules& rules = read.setup.rules;
    for (const tilerummy::IntRuleField& rule : tilerummy::kIntRuleFields) {
        const QVariant value = setup.value(ruleKey(rule.field));
        if (value.isValid())
            rules.*rule.member = value.toInt();
    }
    const QString poolRule = setup.value(poolEmptyKey()).toString();
    if (!poolRule.isEmpty() && !tilerummy::poolEmptyRuleFromName(poolRule.toStdString(), &rules.poolEmpty))
        return tr("Unknown rule for the empty pool \"%1\".").arg(poolRule);
    if (const std::optional<tilerummy::RuleProblem> problem = tilerummy::findRuleProblem(rules))
        return tr("These rules cannot be played: %1.").arg(tilerummy::ui::describeRuleProblem(*problem));
    const QString seedText = setup.value(QStringLiteral("seed")).toString();
    if (seedText.trimmed().isEmpty()) {
        read.setup.seed = read.seats.contains(SeatKind::Remote) ? secretSeed() : randomSeed();
    } else if (const std::optional<std::uint64_t> seed = parseSeed(seedText)) {
        read.setup.seed = *seed;
    } else {
        return tr("The seed must be a whole number, like 4711.");
    }
    read.setup.players = static_cast<int>(read.seats.size());
    *plan = std::move(read);
    return {};
}

QVariantMap MatchOptions::setupMap(const tilerummy::MatchSetup& setup, const QList<SeatKind>& seats,
                                   const QStringList& names)
{
    QVariantList players;
    for (int player = 0; player < seats.size(); ++player)
        players.append(QVariantMap{{QStringLiteral("name"), names.value(player)},
                                   {QStringLiteral("seat"), static_cast<int>(seats[player])}});
    QVariantMap map = rulesFields(setup.rules);
    map.insert(QStringLiteral("players"), players);
    map.insert(QStringLiteral("seed"), QString::number(setup.seed));
    return map;
}

bool MatchOptions::hostsATable(const QVariantMap& setup)
{
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    return std::any_of(players.begin(), players.end(), [](const QVariant& player) {
        return seatIn(player.toMap().value(QStringLiteral("seat"))) == SeatKind::Remote;
    });
}

QVariantMap MatchOptions::lastSetup(const AppSettings* settings)
{
    if (!settings)
        return {};
    QVariantList players;
    const QList<SeatKind> seats = settings->lastSeats();
    const QStringList names = settings->lastNames();
    for (int i = 0; i < seats.size(); ++i)
        players.append(QVariantMap{{QStringLiteral("seat"), static_cast<int>(seats.at(i))},
                                   {QStringLiteral("name"), names.value(i)}});
    using Field = tilerummy::RuleProblem::Field;
    return {
        {QStringLiteral("players"), players},
        {ruleKey(Field::InitialMeld), settings->lastInitialMeld()},
        {ruleKey(Field::RackSize), settings->lastRackSize()},
        {ruleKey(Field::TurnSeconds), settings->turnSeconds()},
        {poolEmptyKey(), settings->lastPoolEmptyRule()},
        {ruleKey(Field::Rounds), settings->lastRounds()},
        {ruleKey(Field::TargetScore), settings->lastTargetScore()},
        {ruleKey(Field::BankSeconds), settings->lastBankSeconds()},
        {ruleKey(Field::BankIncrementSeconds), settings->lastBankIncrement()},
    };
}

void MatchOptions::remember(AppSettings* settings, const QVariantMap& setup)
{
    if (!settings)
        return;
    QList<SeatKind> seats;
    QStringList names;
    for (const QVariant& entry : setup.value(QStringLiteral("players")).toList()) {
        const std::optional<SeatKind> seat = seatIn(entry.toMap().value(QStringLiteral("seat")));
        if (!seat)
            return; // not a setup the game starts
        seats.append(*seat);
        names.append(entry.toMap().value(QStringLiteral("name")).toString());
    }
    settings->setLastSeats(seats);
    settings->setLastNames(names);
    using Field = tilerummy::RuleProblem::Field;
    settings->setLastInitialMeld(setup.value(ruleKey(Field::InitialMeld)).toInt());
    settings->setLastRackSize(setup.value(ruleKey(Field::RackSize)).toInt());
    settings->setLastPoolEmptyRule(setup.value(poolEmptyKey()).toString());
    settings->setLastRounds(setup.value(ruleKey(Field::Rounds)).toInt());
    settings->setLastTargetScore(setup.value(ruleKey(Field::TargetScore)).toInt());
    settings->setTurnSeconds(setup.value(ruleKey(Field::TurnSeconds)).toInt());
    settings->setLastBankSeconds(setup.value(ruleKey(Field::BankSeconds)).toInt());
    settings->setLastBankIncrement(setup.value(ruleKey(Field::BankIncrementSeconds)).toInt());
}
