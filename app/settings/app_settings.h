// The player's settings, kept with QSettings (organisation "TileRummy",
// application "Tile Rummy"): display, sound, language, the turn time limit and
// the last new-game setup, so that the dialog opens with it again. Each
// property is checked and clamped when set (and when read back from the
// file, which may have been edited by hand) and saved at once.
//
// Created in main.cpp and handed to QML; not creatable from QML.
#pragma once

#include "rules.h"
#include "save/seat_kind.h"
#include "settings/language.h"

#include <QList>
#include <QObject>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("AppSettings is made by the application")
    Q_PROPERTY(qreal tileScale READ tileScale WRITE setTileScale NOTIFY tileScaleChanged FINAL)
    // The tile scale's bounds, and the step the settings' slider takes.
    Q_PROPERTY(qreal minTileScale READ minTileScale CONSTANT FINAL)
    Q_PROPERTY(qreal maxTileScale READ maxTileScale CONSTANT FINAL)
    Q_PROPERTY(qreal tileScaleStep READ tileScaleStep CONSTANT FINAL)
    Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY animationSpeedChanged FINAL)
    Q_PROPERTY(bool soundEnabled READ soundEnabled WRITE setSoundEnabled NOTIFY soundEnabledChanged FINAL)
    Q_PROPERTY(bool hintsEnabled READ hintsEnabled WRITE setHintsEnabled NOTIFY hintsEnabledChanged FINAL)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged FINAL)
    // The languages the game is translated into (besides English), each name in its own language.
    Q_PROPERTY(QList<LanguageChoice> translatedLanguages READ translatedLanguages CONSTANT FINAL)
    Q_PROPERTY(int turnSeconds READ turnSeconds WRITE setTurnSeconds NOTIFY turnSecondsChanged FINAL)
    // How long a friend on another machine who dropped keeps their seat before the AI plays it.
    Q_PROPERTY(int graceSeconds READ graceSeconds WRITE setGraceSeconds NOTIFY graceSecondsChanged FINAL)
    // How many may watch a table hosted here (one of watcherChoices(); 0: nobody).
    Q_PROPERTY(int tableWatchers READ tableWatchers WRITE setTableWatchers NOTIFY tableWatchersChanged FINAL)
    // The join screen's last table address and name ("" at first).
    Q_PROPERTY(QString joinAddress READ joinAddress WRITE setJoinAddress NOTIFY joinChanged FINAL)
    Q_PROPERTY(QString joinName READ joinName WRITE setJoinName NOTIFY joinChanged FINAL)
    // The lobby "Play online" connects to ("" at first: none), and the
    // fingerprint of its certificate when the person trusted it ("" else).
    Q_PROPERTY(QString lobbyAddress READ lobbyAddress WRITE setLobbyAddress NOTIFY lobbyChanged FINAL)
    Q_PROPERTY(QString lobbyFingerprint READ lobbyFingerprint WRITE setLobbyFingerprint NOTIFY lobbyChanged FINAL)
    Q_PROPERTY(QStringList lastNames READ lastNames WRITE setLastNames NOTIFY lastNamesChanged FINAL)
    Q_PROPERTY(int lastInitialMeld READ lastInitialMeld WRITE setLastInitialMeld NOTIFY lastInitialMeldChanged FINAL)
    Q_PROPERTY(int lastRackSize READ lastRackSize WRITE setLastRackSize NOTIFY lastRackSizeChanged FINAL)
    Q_PROPERTY(QString lastPoolEmptyRule READ lastPoolEmptyRule WRITE setLastPoolEmptyRule NOTIFY
                   lastPoolEmptyRuleChanged FINAL)
    Q_PROPERTY(int lastRounds READ lastRounds WRITE setLastRounds NOTIFY lastRoundsChanged FINAL)
    Q_PROPERTY(int lastTargetScore READ lastTargetScore WRITE setLastTargetScore NOTIFY lastTargetScoreChanged FINAL)
    // The time bank last chosen (MatchOptions.bankSecondsChoices, 0: none) and its increment.
    Q_PROPERTY(int lastBankSeconds READ lastBankSeconds WRITE setLastBankSeconds NOTIFY lastBankChanged FINAL)
    Q_PROPERTY(int lastBankIncrement READ lastBankIncrement WRITE setLastBankIncrement NOTIFY lastBankChanged FINAL)
    // The tutorial's progress (kept when the settings go back to their defaults).
    Q_PROPERTY(QStringList lessonsDone READ lessonsDone NOTIFY lessonsDoneChanged FINAL)
    Q_PROPERTY(int puzzlesSolved READ puzzlesSolved NOTIFY puzzlesSolvedChanged FINAL)
    // The table's tips the person has used, each shown in their turns until
    // then: "select" (click tiles to carry several), "tail" (Shift+drag
    // carries a tile and those right of it). Shown again after resetToDefaults.
    Q_PROPERTY(QStringList tipsUsed READ tipsUsed NOTIFY tipsUsedChanged FINAL)
    Q_PROPERTY(int puzzleLevel READ puzzleLevel WRITE setPuzzleLevel NOTIFY puzzleLevelChanged FINAL)
    // Where the save dialog opens: the folder a game was last saved to (until
    // then, and when it is gone: Documents, or home without a Documents folder).
    Q_PROPERTY(QUrl saveFolder READ saveFolder WRITE setSaveFolder NOTIFY saveFolderChanged FINAL)

public:
    enum AnimationSpeed { Instant = 0, Slow = 1, Normal = 2, Fast = 3 };
    Q_ENUM(AnimationSpeed)

    static constexpr qreal kMinTileScale = 0.75;
    static constexpr qreal kMaxTileScale = 1.6;
    static constexpr qreal kTileScaleStep = 0.05;
    static qreal minTileScale() { return kMinTileScale; }
    static qreal maxTileScale() { return kMaxTileScale; }
    static qreal tileScaleStep() { return kTileScaleStep; }

    // The user's settings (QSettings("TileRummy", "Tile Rummy"), native format).
    explicit AppSettings(QObject* parent = nullptr);
    // Settings in an INI file (for tests).
    explicit AppSettings(const QString& iniPath, QObject* parent = nullptr);
    // Settings in the given store, which this object then owns.
    explicit AppSettings(std::unique_ptr<QSettings> settings, QObject* parent = nullptr);
    ~AppSettings() override;

    qreal tileScale() const { return tileScale_; }
    void setTileScale(qreal scale); // clamped to 0.75..1.6 (not a number: 1.0)
    int animationSpeed() const { return animationSpeed_; }
    void setAnimationSpeed(int speed); // clamped to Instant..Fast
    // How long an animation of baseMs lasts at the chosen speed: slow x2,
    // normal x1, fast x0.5, instant 0.
    Q_INVOKABLE int animationMs(int baseMs) const;
    bool soundEnabled() const { return soundEnabled_; }
    void setSoundEnabled(bool enabled);
    // The Hint button in games.
    bool hintsEnabled() const { return hintsEnabled_; }
    void setHintsEnabled(bool enabled);
    // "" for the system's language, else a BCP 47 code ("de", "pt-BR"; "pt_BR"
    // is taken as "pt-BR"). Anything else is ignored.
    QString language() const { return language_; }
    static QList<LanguageChoice> translatedLanguages();
    void setLanguage(const QString& language);
    // 0 (no limit), 30, 60 or 120; another value becomes the nearest of them.
    int turnSeconds() const { return turnSeconds_; }
    void setTurnSeconds(int seconds);
    int graceSeconds() const { return graceSeconds_; }
    void setGraceSeconds(int seconds); // clamped to 10..600
    int tableWatchers() const { return tableWatchers_; }
    void setTableWatchers(int count); // the nearest of watcherChoices()
    static QList<int> watcherChoices() { return {0, 2, 4, 8}; }
    QString joinAddress() const { return joinAddress_; }
    void setJoinAddress(const QString& address);
    QString joinName() const { return joinName_; }
    void setJoinName(const QString& name);
    QString lobbyAddress() const { return lobbyAddress_; }
    void setLobbyAddress(const QString& address);
    QString lobbyFingerprint() const { return lobbyFingerprint_; }
    void setLobbyFingerprint(const QString& fingerprint);

    // The last new game's setup (MatchOptions::lastSetup reads it). Seats:
    // 2..4, kept by name (another list in the file is ignored). Names: at most
    // 4, each trimmed and cut to MatchSetup::kMaxNameLength ("": the seat's own).
    QList<SeatKind> lastSeats() const { return lastSeats_; }
    void setLastSeats(const QList<SeatKind>& seats);
    QStringList lastNames() const { return lastNames_; }
    void setLastNames(const QStringList& names);
    int lastInitialMeld() const { return lastInitialMeld_; }
    void setLastInitialMeld(int points); // 30 or 50: the nearer
    int lastRackSize() const { return lastRackSize_; }
    void setLastRackSize(int tiles); // 14 or 16: the nearer
    // tilerummy::poolEmptyRuleName: "until-no-play" or "one-more-turn"; else ignored.
    QString lastPoolEmptyRule() const { return lastPoolEmptyRule_; }
    void setLastPoolEmptyRule(const QString& rule);
    int lastRounds() const { return lastRounds_; }
    void setLastRounds(int rounds); // clamped to 1..20
    int lastTargetScore() const { return lastTargetScore_; }
    void setLastTargetScore(int score); // 0 (none) or clamped to 50..1000
    int lastBankSeconds() const { return lastBankSeconds_; }
    void setLastBankSeconds(int seconds); // the nearest of MatchOptions::bankSecondsChoices
    int lastBankIncrement() const { return lastBankIncrement_; }
    void setLastBankIncrement(int seconds); // the nearest of MatchOptions::bankIncrementChoices

    // Lessons finished, by id (ids of letters, digits and '-', at most 64 characters).
    QStringList lessonsDone() const { return lessonsDone_; }
    void markLessonDone(const QString& id);
    Q_INVOKABLE void forgetLessons();
    QStringList tipsUsed() const { return tipsUsed_; }
    Q_INVOKABLE void markTipUsed(const QString& tip); // an unknown tip is ignored
    // Practice puzzles solved with the best play, and the level last chosen (1..5).
    int puzzlesSolved() const { return puzzlesSolved_; }
    void countPuzzleSolved();
    int puzzleLevel() const { return puzzleLevel_; }
    void setPuzzleLevel(int level);

    // A local folder that exists (file: URL); anything else is ignored. Kept when the settings go back to their
    // defaults.
    QUrl saveFolder() const { return saveFolder_; }
    void setSaveFolder(const QUrl& folder);

    // Every setting back to its default (and the keys removed from the store);
    // the table's tips show again. The tutorial's progress stays.
    Q_INVOKABLE void resetToDefaults();

    // For tests: the store.
    QSettings* store() const { return settings_.get(); }

signals:
    void tileScaleChanged();
    void animationSpeedChanged();
    void soundEnabledChanged();
    void hintsEnabledChanged();
    void lessonsDoneChanged();
    void tipsUsedChanged();
    void puzzlesSolvedChanged();
    void puzzleLevelChanged();
    void languageChanged();
    void turnSecondsChanged();
    void graceSecondsChanged();
    void tableWatchersChanged();
    void joinChanged();
    void lobbyChanged();
    void lastSeatsChanged();
    void lastNamesChanged();
    void lastInitialMeldChanged();
    void lastRackSizeChanged();
    void lastPoolEmptyRuleChanged();
    void lastRoundsChanged();
    void lastTargetScoreChanged();
    void lastBankChanged();
    void saveFolderChanged();

private:
    void load();
    void save(const QString& key, const QVariant& value);
    // Sets a field to an already checked value: stored and announced when it differs.
    template <typename T> void update(T& field, const T& value, const QString& key, void (AppSettings::*changed)());

    std::unique_ptr<QSettings> settings_;
    qreal tileScale_ = 1.0;
    int animationSpeed_ = Normal;
    bool soundEnabled_ = true;
    bool hintsEnabled_ = true;
    QStringList lessonsDone_;
    QStringList tipsUsed_;
    int puzzlesSolved_ = 0;
    int puzzleLevel_ = 1;
    QString language_;
    int turnSeconds_ = 0;
    int graceSeconds_ = 60;
    int tableWatchers_ = 4;
    QString joinAddress_;
    QString joinName_;
    QString lobbyAddress_;
    QString lobbyFingerprint_;
    QList<SeatKind> lastSeats_;
    QStringList lastNames_;
    int lastInitialMeld_ = tilerummy::kOfficialInitialMeld;
    int lastRackSize_ = 14;
    QString lastPoolEmptyRule_;
    int lastRounds_ = 1;
    int lastTargetScore_ = 0;
    int lastBankSeconds_ = 0;
    int lastBankIncrement_ = 0;
    QUrl saveFolder_;
};
