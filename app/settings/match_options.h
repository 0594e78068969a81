// What a new match is made of, in one place for the game, the new game
// dialog, the settings and the command line: the seats and their names, the
// choices the dialog offers and their limits, the seed (typed or random), and
// a setup as QML hands it over ({players: [{name, seat}], initialMeld,
// rackSize, turnSeconds, poolEmpty, rounds, targetScore, seed}; seat: a
// SeatKind) read into a match. The rules' own ranges are the core's (tilerummy::findRuleProblem);
// the choices offered here lie within them.
#pragma once

#include "match_record.h"
#include "rules.h"
#include "save/seat_kind.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <optional>

class AppSettings;

// A setup read: the match to deal, who sits where, the names given.
struct MatchPlan {
    tilerummy::MatchSetup setup;
    QList<SeatKind> seats; // one a player
    QStringList names;     // as given, one a player ("": the seat's own name)
};

class MatchOptions : public QObject {
    Q_OBJECT
    Q_MOC_INCLUDE("settings/app_settings.h")
    QML_ELEMENT
    QML_SINGLETON
    // The kinds of seat the dialog offers, in its order (SeatKind values).
    Q_PROPERTY(QList<int> seatKinds READ seatKindValues CONSTANT FINAL)
    Q_PROPERTY(int minPlayers READ minPlayers CONSTANT FINAL)
    Q_PROPERTY(int maxPlayers READ maxPlayers CONSTANT FINAL)
    Q_PROPERTY(int maxNameLength READ maxNameLength CONSTANT FINAL)
    Q_PROPERTY(int maxSeedLength READ maxSeedLength CONSTANT FINAL)
    Q_PROPERTY(QList<int> initialMeldChoices READ initialMeldChoices CONSTANT FINAL)
    Q_PROPERTY(QList<int> rackSizeChoices READ rackSizeChoices CONSTANT FINAL)
    Q_PROPERTY(QList<int> turnSecondsChoices READ turnSecondsChoices CONSTANT FINAL)
    // A time bank for each player (0: none) and the seconds added after each turn.
    Q_PROPERTY(QList<int> bankSecondsChoices READ bankSecondsChoices CONSTANT FINAL)
    Q_PROPERTY(QList<int> bankIncrementChoices READ bankIncrementChoices CONSTANT FINAL)
    // A match of several rounds, or to a target score (or one round: rounds 1, target 0).
    Q_PROPERTY(int minRounds READ minRounds CONSTANT FINAL)
    Q_PROPERTY(int maxRounds READ maxRounds CONSTANT FINAL)
    Q_PROPERTY(int minTargetScore READ minTargetScore CONSTANT FINAL)
    Q_PROPERTY(int maxTargetScore READ maxTargetScore CONSTANT FINAL)
    Q_PROPERTY(int targetScoreStep READ targetScoreStep CONSTANT FINAL)
    // What the dialog offers first when a match of rounds or to a target is chosen.
    Q_PROPERTY(int defaultRounds READ defaultRounds CONSTANT FINAL)
    Q_PROPERTY(int defaultTargetScore READ defaultTargetScore CONSTANT FINAL)

public:
    static constexpr int kMinPlayers = tilerummy::kMinPlayers;
    static constexpr int kMaxPlayers = tilerummy::kMaxPlayers;
    static constexpr int kDefaultPlayers = 2;
    static constexpr int kMaxNameLength = tilerummy::MatchSetup::kMaxNameLength;
    static constexpr int kMaxSeedLength = 20; // the digits of the largest seed
    static constexpr int kMinRounds = 2;
    static constexpr int kMaxRounds = 20;
    static constexpr int kMinTargetScore = 50;
    static constexpr int kMaxTargetScore = 1000;
    static constexpr int kTargetScoreStep = 50;
    static constexpr int kDefaultRounds = 3;
    static constexpr int kDefaultTargetScore = 200;

    explicit MatchOptions(QObject* parent = nullptr) : QObject(parent) {}

    static QList<int> initialMeldChoices()
    {
        return {tilerummy::kOfficialInitialMeld, tilerummy::kSabra1985InitialMeld};
    }
    static QList<int> rackSizeChoices() { return {14, 16}; }
    static QList<int> turnSecondsChoices() { return {0, 30, 60, 120}; }
    static QList<int> bankSecondsChoices() { return {0, 300, 600, 1200}; }
    static QList<int> bankIncrementChoices() { return {0, 5, 10, 30}; }
    // The choice nearest to `value` (the lower one of two as near), of
    // choices in rising order (one of the lists above).
    static int nearestChoice(int value, const QList<int>& choices);

    // The seat the command line names (trimmed, any case: "Expert"), or nullopt.
    static std::optional<SeatKind> seatKindNamed(const QString& name);
    // The name a seat has when none is given ("Expert AI", "Player 2"), in
    // the language in use (QML: as the dialog's placeholder).
    Q_INVOKABLE static QString defaultName(SeatKinds::SeatKind seat, int player);
    // That name, in the language in use or in English (as a save may hold it):
    // the seat's own name, to be said in the language in use.
    Q_INVOKABLE static bool isDefaultName(const QString& name, SeatKinds::SeatKind seat, int player);
    // What an AI level does and how strong it is, in a few words, in the
    // language in use ("" for a person's seat or a friend's).
    Q_INVOKABLE static QString levelSummary(SeatKinds::SeatKind seat);
    // Names for these seats: the ones given (trimmed, shortened), else the
    // seat's own in the language in use (a seat's own name given, in English
    // or in that language, is one not given); the same name twice gets a number.
    static QStringList namesFor(const QList<SeatKind>& seats, const QStringList& given);

    // A seed that is short enough to read out and type again.
    static std::uint64_t randomSeed();
    // A table with friends on other machines deals from a seed nobody can
    // guess (any of 2^64, the system's random source): from a seed of a few
    // digits, a guest could find the deal from their own rack, and with it
    // every other rack and the pool.
    static std::uint64_t secretSeed();
    // A typed seed (trimmed; tilerummy::parseSeed); nullopt when it is not one.
    static std::optional<std::uint64_t> parseSeed(const QString& text);

    // A rule's name in a setup map (tilerummy::ruleFieldName, kPoolEmptyField).
    static QString ruleKey(tilerummy::RuleProblem::Field field);
    static QString poolEmptyKey();
    // The rules as a setup map's fields.
    static QVariantMap rulesFields(const tilerummy::Rules& rules);
    // A whole match as a setup map (the dialog's and newMatch's): its rules,
    // its seats with these names, and its deal's seed.
    static QVariantMap setupMap(const tilerummy::MatchSetup& setup, const QList<SeatKind>& seats,
                                const QStringList& names);

    // A setup read into a match: "" and *plan, or a one-line reason why not
    // (an empty seed picks a random one; missing rules are the official ones).
    static QString read(const QVariantMap& setup, MatchPlan* plan);
    // The setup last started from the new game dialog, as the settings keep
    // it (no seed: a new deal); and keeping one there.
    Q_INVOKABLE static QVariantMap lastSetup(const AppSettings* settings);
    // The setup has a seat for a friend on another machine: starting it opens
    // a table to the network (only on the person's word, never at start-up).
    static bool hostsATable(const QVariantMap& setup);
    Q_INVOKABLE static void remember(AppSettings* settings, const QVariantMap& setup);

private:
    static QList<int> seatKindValues();
    static int minPlayers() { return kMinPlayers; }
    static int maxPlayers() { return kMaxPlayers; }
    static int maxNameLength() { return kMaxNameLength; }
    static int maxSeedLength() { return kMaxSeedLength; }
    static int minRounds() { return kMinRounds; }
    static int maxRounds() { return kMaxRounds; }
    static int minTargetScore() { return kMinTargetScore; }
    static int maxTargetScore() { return kMaxTargetScore; }
    static int targetScoreStep() { return kTargetScoreStep; }
    static int defaultRounds() { return kDefaultRounds; }
    static int defaultTargetScore() { return kDefaultTargetScore; }
};
