#include "settings/app_settings.h"

#include "settings/language.h"
#include "settings/match_options.h"

#include "rules.h"

#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>

namespace {

const QString kTileScale = QStringLiteral("display/tileScale");
const QString kAnimationSpeed = QStringLiteral("display/animationSpeed");
const QString kSoundEnabled = QStringLiteral("sound/enabled");
const QString kHintsEnabled = QStringLiteral("game/hints");
const QString kLessonsDone = QStringLiteral("tutorial/lessonsDone");
const QString kTipsUsed = QStringLiteral("table/tipsUsed");
const QStringList kTips{QStringLiteral("select"), QStringLiteral("tail")};

// The known tips of `tips`, each once, in kTips' order.
QStringList knownTips(const QStringList& tips)
{
    QStringList out;
    for (const QString& tip : kTips)
        if (tips.contains(tip))
            out.append(tip);
    return out;
}
const QString kPuzzlesSolved = QStringLiteral("tutorial/puzzlesSolved");
const QString kPuzzleLevel = QStringLiteral("tutorial/puzzleLevel");
const QString kLanguage = QStringLiteral("display/language");
const QString kTurnSeconds = QStringLiteral("game/turnSeconds");
const QString kGraceSeconds = QStringLiteral("network/graceSeconds");
const QString kTableWatchers = QStringLiteral("network/tableWatchers");
const QString kJoinAddress = QStringLiteral("network/joinAddress");
const QString kJoinName = QStringLiteral("network/joinName");
const QString kLobbyAddress = QStringLiteral("network/lobbyAddress");
const QString kLobbyFingerprint = QStringLiteral("network/lobbyFingerprint");
constexpr int kMaxFingerprintChars = 128;
constexpr int kMaxJoinAddressChars = 200;
const QString kLastSeats = QStringLiteral("newGame/seats");
const QString kLastNames = QStringLiteral("newGame/names");
const QString kLastInitialMeld = QStringLiteral("newGame/initialMeld");
const QString kLastRackSize = QStringLiteral("newGame/rackSize");
const QString kLastPoolEmptyRule = QStringLiteral("newGame/poolEmptyRule");
const QString kLastRounds = QStringLiteral("newGame/rounds");
const QString kLastBankSeconds = QStringLiteral("newGame/bankSeconds");
const QString kLastBankIncrement = QStringLiteral("newGame/bankIncrementSeconds");
const QString kLastTargetScore = QStringLiteral("newGame/targetScore");
const QString kSaveFolder = QStringLiteral("files/saveFolder");

constexpr qreal kDefaultTileScale = 1.0;
constexpr int kDefaultAnimationSpeed = AppSettings::Normal;
constexpr bool kDefaultSoundEnabled = true;
constexpr bool kDefaultHintsEnabled = true;
constexpr int kDefaultTurnSeconds = 0;
constexpr int kDefaultGraceSeconds = 60;
constexpr int kDefaultTableWatchers = 4;
constexpr int kMinGraceSeconds = 10;
constexpr int kMaxGraceSeconds = 600;
constexpr int kMaxPuzzleLevel = 5;
constexpr qsizetype kMaxLessonIdLength = 64;
constexpr qsizetype kMaxLessonsKept = 200;
constexpr int kDefaultInitialMeld = tilerummy::kOfficialInitialMeld;
constexpr int kDefaultRackSize = tilerummy::Rules{}.rackSize;
constexpr int kDefaultRounds = 1;
constexpr int kDefaultTargetScore = 0;

// Documents, or the home folder where there is no Documents folder.
QUrl defaultSaveFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(QDir(documents).exists() ? documents : QDir::homePath());
}

bool isFolder(const QUrl& url)
{
    return url.isLocalFile() && QDir(url.toLocalFile()).exists();
}

QList<SeatKind> defaultSeats()
{
    return {SeatKind::Person, SeatKind::Standard};
}

QString defaultPoolEmptyRule()
{
    return QString::fromStdString(tilerummy::poolEmptyRuleName(tilerummy::PoolEmptyRule::UntilNoOneCanPlay));
}

qreal clampTileScale(qreal scale)
{
    if (!std::isfinite(scale))
        return kDefaultTileScale;
    return std::clamp(scale, AppSettings::kMinTileScale, AppSettings::kMaxTileScale);
}

bool isLessonId(const QString& id)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9-]+$"));
    return !id.isEmpty() && id.size() <= kMaxLessonIdLength && pattern.match(id).hasMatch();
}

// Lesson ids as stored: each well-formed one once, in the order finished.
QStringList normalLessons(const QStringList& ids)
{
    QStringList out;
    for (const QString& id : ids) {
        if (isLessonId(id) && !out.contains(id) && out.size() < kMaxLessonsKept)
            out.append(id);
    }
    return out;
}

int clampAnimationSpeed(int speed)
{
    return std::clamp(speed, int(AppSettings::Instant), int(AppSettings::Fast));
}

// "" or a BCP 47 tag, normalised ("DE" -> "de", "pt_br" -> "pt-BR"); nullopt when neither.
std::optional<QString> normalLanguage(const QString& text)
{
    QString tag = text.trimmed();
    if (tag.isEmpty())
        return QString();
    tag.replace(QLatin1Char('_'), QLatin1Char('-'));
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"));
    if (!pattern.match(tag).hasMatch())
        return std::nullopt;
    QStringList parts = tag.split(QLatin1Char('-'));
    parts[0] = parts[0].toLower();
    for (qsizetype i = 1; i < parts.size(); ++i) {
        if (parts[i].size() == 2)
            parts[i] = parts[i].toUpper(); // a region
        else if (parts[i].size() == 4)
            parts[i] = parts[i].left(1).toUpper() + parts[i].mid(1).toLower(); // a script
        else
            parts[i] = parts[i].toLower();
    }
    return parts.join(QLatin1Char('-'));
}

bool playable(const QList<SeatKind>& seats)
{
    return seats.size() >= MatchOptions::kMinPlayers && seats.size() <= MatchOptions::kMaxPlayers;
}

// The seats kept in the file, or nullopt for a list that is not one.
std::optional<QList<SeatKind>> storedSeats(const QStringList& names)
{
    QList<SeatKind> seats;
    for (const QString& name : names) {
        const std::optional<SeatKind> kind = seatKindFromName(name);
        if (!kind)
            return std::nullopt;
        seats.append(*kind);
    }
    return playable(seats) ? std::optional(seats) : std::nullopt;
}

QStringList normalNames(const QStringList& names)
{
    QStringList out;
    for (const QString& name : names.mid(0, MatchOptions::kMaxPlayers))
        out.append(name.trimmed().left(MatchOptions::kMaxNameLength));
    return out;
}

std::optional<QString> normalPoolEmptyRule(const QString& name)
{
    tilerummy::PoolEmptyRule rule;
    if (!tilerummy::poolEmptyRuleFromName(name.toStdString(), &rule))
        return std::nullopt;
    return QString::fromStdString(tilerummy::poolEmptyRuleName(rule));
}

int clampRounds(int rounds)
{
    return std::clamp(rounds, 1, MatchOptions::kMaxRounds); // 1: one round
}

int clampTargetScore(int score)
{
    if (score <= 0)
        return 0;
    return std::clamp(score, MatchOptions::kMinTargetScore, MatchOptions::kMaxTargetScore);
}

// An int from the store, or nullopt when the value is missing or not a number.
std::optional<int> storedInt(const QSettings& settings, const QString& key)
{
    const QVariant v = settings.value(key);
    bool ok = false;
    const int value = v.toInt(&ok);
    if (!v.isValid() || !ok)
        return std::nullopt;
    return value;
}

} // namespace

AppSettings::AppSettings(QObject* parent)
    : AppSettings(std::make_unique<QSettings>(QStringLiteral("TileRummy"), QStringLiteral("Tile Rummy")), parent)
{
}

AppSettings::AppSettings(const QString& iniPath, QObject* parent)
    : AppSettings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat), parent)
{
}

AppSettings::AppSettings(std::unique_ptr<QSettings> settings, QObject* parent)
    : QObject(parent), settings_(std::move(settings))
{
    load();
}

AppSettings::~AppSettings() = default;

void AppSettings::load()
{
    QSettings& s = *settings_;
    tileScale_ = kDefaultTileScale;
    bool ok = false;
    const qreal scale = s.value(kTileScale).toDouble(&ok);
    if (ok)
        tileScale_ = clampTileScale(scale);
    animationSpeed_ = clampAnimationSpeed(storedInt(s, kAnimationSpeed).value_or(kDefaultAnimationSpeed));
    const QVariant sound = s.value(kSoundEnabled);
    soundEnabled_ = sound.isValid() ? sound.toBool() : kDefaultSoundEnabled;
    const QVariant hints = s.value(kHintsEnabled);
    hintsEnabled_ = hints.isValid() ? hints.toBool() : kDefaultHintsEnabled;
    lessonsDone_ = normalLessons(s.value(kLessonsDone).toStringList());
    tipsUsed_ = knownTips(s.value(kTipsUsed).toStringList());
    puzzlesSolved_ = std::max(0, storedInt(s, kPuzzlesSolved).value_or(0));
    puzzleLevel_ = std::clamp(storedInt(s, kPuzzleLevel).value_or(1), 1, kMaxPuzzleLevel);
    language_ = normalLanguage(s.value(kLanguage).toString()).value_or(QString());
    turnSeconds_ = MatchOptions::nearestChoice(storedInt(s, kTurnSeconds).value_or(kDefaultTurnSeconds),
                                               MatchOptions::turnSecondsChoices());
    graceSeconds_ =
        std::clamp(storedInt(s, kGraceSeconds).value_or(kDefaultGraceSeconds), kMinGraceSeconds, kMaxGraceSeconds);
    tableWatchers_ =
        MatchOptions::nearestChoice(storedInt(s, kTableWatchers).value_or(kDefaultTableWatchers), watcherChoices());
    joinAddress_ = s.value(kJoinAddress).toString().trimmed().left(kMaxJoinAddressChars);
    joinName_ = s.value(kJoinName).toString().trimmed().left(MatchOptions::kMaxNameLength);
    lobbyAddress_ = s.value(kLobbyAddress).toString().trimmed().left(kMaxJoinAddressChars);
    lobbyFingerprint_ = s.value(kLobbyFingerprint).toString().trimmed().left(kMaxFingerprintChars);
    lastSeats_ = storedSeats(s.value(kLastSeats).toStringList()).value_or(defaultSeats());
    lastNames_ = normalNames(s.value(kLastNames).toStringList());
    lastInitialMeld_ = MatchOptions::nearestChoice(storedInt(s, kLastInitialMeld).value_or(kDefaultInitialMeld),
                                                   MatchOptions::initialMeldChoices());
    lastRackSize_ = MatchOptions::nearestChoice(storedInt(s, kLastRackSize).value_or(kDefaultRackSize),
                                                MatchOptions::rackSizeChoices());
    lastPoolEmptyRule_ = normalPoolEmptyRule(s.value(kLastPoolEmptyRule).toString()).value_or(defaultPoolEmptyRule());
    lastRounds_ = clampRounds(storedInt(s, kLastRounds).value_or(kDefaultRounds));
    lastTargetScore_ = clampTargetScore(storedInt(s, kLastTargetScore).value_or(kDefaultTargetScore));
    lastBankSeconds_ =
        MatchOptions::nearestChoice(storedInt(s, kLastBankSeconds).value_or(0), MatchOptions::bankSecondsChoices());
    lastBankIncrement_ =
        MatchOptions::nearestChoice(storedInt(s, kLastBankIncrement).value_or(0), MatchOptions::bankIncrementChoices());
    const QUrl folder(s.value(kSaveFolder).toString());
    saveFolder_ = isFolder(folder) ? folder : defaultSaveFolder();
}

void AppSettings::save(const QString& key, const QVariant& value)
{
    settings_->setValue(key, value);
    settings_->sync();
}

template <typename T>
void AppSettings::update(T& field, const T& value, const QString& key, void (AppSettings::*changed)())
{
    if (value == field)
        return;
    field = value;
    save(key, QVariant::fromValue(field));
    emit(this->*changed)();
}

void AppSettings::setTileScale(qreal scale)
{
    scale = clampTileScale(scale);
    if (qFuzzyCompare(scale, tileScale_))
        return;
    tileScale_ = scale;
    save(kTileScale, tileScale_);
    emit tileScaleChanged();
}

void AppSettings::setAnimationSpeed(int speed)
{
    update(animationSpeed_, clampAnimationSpeed(speed), kAnimationSpeed, &AppSettings::animationSpeedChanged);
}

int AppSettings::animationMs(int baseMs) const
{
    if (baseMs <= 0)
        return 0;
    switch (animationSpeed_) {
    case Instant:
        return 0;
    case Slow:
        return baseMs > std::numeric_limits<int>::max() / 2 ? std::numeric_limits<int>::max() : baseMs * 2;
    case Fast:
        return (baseMs + 1) / 2;
    default:
        return baseMs;
    }
}

void AppSettings::setSoundEnabled(bool enabled)
{
    update(soundEnabled_, enabled, kSoundEnabled, &AppSettings::soundEnabledChanged);
}

void AppSettings::setHintsEnabled(bool enabled)
{
    update(hintsEnabled_, enabled, kHintsEnabled, &AppSettings::hintsEnabledChanged);
}

void AppSettings::markLessonDone(const QString& id)
{
    if (isLessonId(id) && !lessonsDone_.contains(id))
        update(lessonsDone_, normalLessons(lessonsDone_ + QStringList{id}), kLessonsDone,
               &AppSettings::lessonsDoneChanged);
}

void AppSettings::markTipUsed(const QString& tip)
{
    if (kTips.contains(tip) && !tipsUsed_.contains(tip))
        update(tipsUsed_, knownTips(tipsUsed_ + QStringList{tip}), kTipsUsed, &AppSettings::tipsUsedChanged);
}

void AppSettings::forgetLessons()
{
    update(lessonsDone_, QStringList(), kLessonsDone, &AppSettings::lessonsDoneChanged);
}

void AppSettings::countPuzzleSolved()
{
    if (puzzlesSolved_ < std::numeric_limits<int>::max())
        update(puzzlesSolved_, puzzlesSolved_ + 1, kPuzzlesSolved, &AppSettings::puzzlesSolvedChanged);
}

void AppSettings::setPuzzleLevel(int level)
{
    update(puzzleLevel_, std::clamp(level, 1, kMaxPuzzleLevel), kPuzzleLevel, &AppSettings::puzzleLevelChanged);
}

QList<LanguageChoice> AppSettings::translatedLanguages()
{
    return tilerummy::ui::translatedLanguages();
}

void AppSettings::setLanguage(const QString& language)
{
    if (const auto tag = normalLanguage(language))
        update(language_, *tag, kLanguage, &AppSettings::languageChanged);
}

void AppSettings::setTurnSeconds(int seconds)
{
    update(turnSeconds_, MatchOptions::nearestChoice(seconds, MatchOptions::turnSecondsChoices()), kTurnSeconds,
           &AppSettings::turnSecondsChanged);
}

void AppSettings::setGraceSeconds(int seconds)
{
    update(graceSeconds_, std::clamp(seconds, kMinGraceSeconds, kMaxGraceSeconds), kGraceSeconds,
           &AppSettings::graceSecondsChanged);
}

void AppSettings::setTableWatchers(int count)
{
    update(tableWatchers_, MatchOptions::nearestChoice(count, watcherChoices()), kTableWatchers,
           &AppSettings::tableWatchersChanged);
}

void AppSettings::setLastSeats(const QList<SeatKind>& seats)
{
    if (!playable(seats) || seats == lastSeats_)
        return;
    lastSeats_ = seats;
    save(kLastSeats, seatKindNames(seats)); // by name, as a person may read the file
    emit lastSeatsChanged();
}

void AppSettings::setLastNames(const QStringList& names)
{
    update(lastNames_, normalNames(names), kLastNames, &AppSettings::lastNamesChanged);
}

void AppSettings::setLastInitialMeld(int points)
{
    update(lastInitialMeld_, MatchOptions::nearestChoice(points, MatchOptions::initialMeldChoices()), kLastInitialMeld,
           &AppSettings::lastInitialMeldChanged);
}

void AppSettings::setLastRackSize(int tiles)
{
    update(lastRackSize_, MatchOptions::nearestChoice(tiles, MatchOptions::rackSizeChoices()), kLastRackSize,
           &AppSettings::lastRackSizeChanged);
}

void AppSettings::setLastPoolEmptyRule(const QString& rule)
{
    if (const auto valid = normalPoolEmptyRule(rule))
        update(lastPoolEmptyRule_, *valid, kLastPoolEmptyRule, &AppSettings::lastPoolEmptyRuleChanged);
}

void AppSettings::setLastBankSeconds(int seconds)
{
    update(lastBankSeconds_, MatchOptions::nearestChoice(seconds, MatchOptions::bankSecondsChoices()), kLastBankSeconds,
           &AppSettings::lastBankChanged);
}

void AppSettings::setLastBankIncrement(int seconds)
{
    update(lastBankIncrement_, MatchOptions::nearestChoice(seconds, MatchOptions::bankIncrementChoices()),
           kLastBankIncrement, &AppSettings::lastBankChanged);
}

void AppSettings::setLastRounds(int rounds)
{
    update(lastRounds_, clampRounds(rounds), kLastRounds, &AppSettings::lastRoundsChanged);
}

void AppSettings::setLastTargetScore(int score)
{
    update(lastTargetScore_, clampTargetScore(score), kLastTargetScore, &AppSettings::lastTargetScoreChanged);
}

void AppSettings::setJoinAddress(const QString& address)
{
    update(joinAddress_, address.trimmed().left(kMaxJoinAddressChars), kJoinAddress, &AppSettings::joinChanged);
}

void AppSettings::setJoinName(const QString& name)
{
    update(joinName_, name.trimmed().left(MatchOptions::kMaxNameLength), kJoinName, &AppSettings::joinChanged);
}

void AppSettings::setLobbyAddress(const QString& address)
{
    update(lobbyAddress_, address.trimmed().left(kMaxJoinAddressChars), kLobbyAddress, &AppSettings::lobbyChanged);
}

void AppSettings::setLobbyFingerprint(const QString& fingerprint)
{
    update(lobbyFingerprint_, fingerprint.trimmed().left(kMaxFingerprintChars), kLobbyFingerprint,
           &AppSettings::lobbyChanged);
}

void AppSettings::setSaveFolder(const QUrl& folder)
{
    if (!isFolder(folder) || folder == saveFolder_)
        return;
    saveFolder_ = folder;
    save(kSaveFolder, folder.toString());
    emit saveFolderChanged();
}

void AppSettings::resetToDefaults()
{
    for (const QString& key :
         {kTileScale, kAnimationSpeed, kSoundEnabled, kHintsEnabled, kLanguage, kTurnSeconds, kGraceSeconds,
          kTableWatchers, kLastSeats, kLastNames, kLastInitialMeld, kLastRackSize, kLastPoolEmptyRule, kLastRounds,
          kLastTargetScore, kLastBankSeconds, kLastBankIncrement, kTipsUsed})
        settings_->remove(key);
    settings_->sync();

    // Each property that changes says so, after all of them are set.
    QList<void (AppSettings::*)()> changed;
    auto reset = [&changed](auto& member, auto value, void (AppSettings::*signal)()) {
        if (member != value) {
            member = value;
            changed.append(signal);
        }
    };
    reset(tileScale_, kDefaultTileScale, &AppSettings::tileScaleChanged);
    reset(animationSpeed_, kDefaultAnimationSpeed, &AppSettings::animationSpeedChanged);
    reset(soundEnabled_, kDefaultSoundEnabled, &AppSettings::soundEnabledChanged);
    reset(hintsEnabled_, kDefaultHintsEnabled, &AppSettings::hintsEnabledChanged);
    reset(language_, QString(), &AppSettings::languageChanged);
    reset(tipsUsed_, QStringList(), &AppSettings::tipsUsedChanged);
    reset(turnSeconds_, kDefaultTurnSeconds, &AppSettings::turnSecondsChanged);
    reset(graceSeconds_, kDefaultGraceSeconds, &AppSettings::graceSecondsChanged);
    reset(tableWatchers_, kDefaultTableWatchers, &AppSettings::tableWatchersChanged);
    reset(lastSeats_, defaultSeats(), &AppSettings::lastSeatsChanged);
    reset(lastNames_, QStringList(), &AppSettings::lastNamesChanged);
    reset(lastInitialMeld_, kDefaultInitialMeld, &AppSettings::lastInitialMeldChanged);
    reset(lastRackSize_, kDefaultRackSize, &AppSettings::lastRackSizeChanged);
    reset(lastPoolEmptyRule_, defaultPoolEmptyRule(), &AppSettings::lastPoolEmptyRuleChanged);
    reset(lastRounds_, kDefaultRounds, &AppSettings::lastRoundsChanged);
    reset(lastTargetScore_, kDefaultTargetScore, &AppSettings::lastTargetScoreChanged);
    reset(lastBankSeconds_, 0, &AppSettings::lastBankChanged);
    reset(lastBankIncrement_, 0, &AppSettings::lastBankChanged);
    for (auto signal : changed)
        (this->*signal)();
}
