// The turn log: what happened at the table, a line a turn, newest last
// ("Turn 12: Ana drew a tile."). A big play is one line with its count
// ("Turn 9: Expert AI rebuilt 5 sets and laid 7 tiles.") and its details,
// set by set, apart (details). Each line knows the turn it tells (turnAt),
// so that it can be played again in the review. Each line is kept as the function that
// writes it, so that when the language changes the whole log is written anew
// in it (the log follows the language by itself), with the players' names as
// they are then. At most kMaxLines lines: the oldest go first.
#pragma once

#include "match_record.h"
#include "record/turn_log_rows.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

class TurnLog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game keeps the turn log.")
    Q_PROPERTY(QStringList lines READ lines NOTIFY linesChanged FINAL)
    // Per line: a big play's sets in words ("" for the other lines).
    Q_PROPERTY(QStringList details READ details NOTIFY linesChanged FINAL)
    // The lines as a list model: a line appended is a row inserted (the log's view).
    Q_PROPERTY(TurnLogRows* rows READ rows CONSTANT FINAL)

public:
    using Line = std::function<QString()>;
    static constexpr qsizetype kMaxLines = 500;

    explicit TurnLog(QObject* parent = nullptr);

    QStringList lines() const { return lines_; }
    QStringList details() const { return details_; }
    TurnLogRows* rows() { return &rows_; }
    // The turn line `line` tells: {"round": from 0, "turn": from 0 in its
    // round}; an empty map for a line that tells no turn of this game's record
    // (a round's start or end, a joined table's turns).
    Q_INVOKABLE QVariantMap turnAt(int line) const;
    // Where the players' names come from, as they are when a line is written.
    void setNames(std::function<QStringList()> names) { names_ = std::move(names); }

    // A new match: "Round 1: opening 30 points, 14 tiles each."
    void beginMatch(const tilerummy::Rules& rules);
    // A match resumed: the round's lines as they were (its turns so far, its
    // end), then a line that says it goes on, and at which turn.
    void resumeMatch(const tilerummy::RecordedMatch& match);
    // A joined round's turns so far, as its host told them to a seat taken
    // back: the round's lines start again (those of the rounds before stay),
    // with each turn from `firstNumber` on, as on every other screen.
    void retellRound(int round, const tilerummy::Rules& rules, int firstNumber,
                     const std::vector<tilerummy::TurnRecord>& records);
    // Turn `number` of the round: a play's sets in `order` (tilerummy::readingOrder),
    // else in table order. `recorded`: a turn of this game's own record (turnAt
    // tells it); a joined table's turns are the host's.
    void addTurn(int number, const tilerummy::TurnRecord& record, const std::vector<int>& order = {},
                 bool recorded = true);
    void addRoundEnd(const tilerummy::Game& round);
    void addRound(int number);

    void append(Line line);
    // Every line written anew (the language changed).
    void rewrite();

signals:
    void linesChanged();

private:
    // One line as it is kept: its writer, a big play's details, the turn it tells.
    struct Entry {
        Line text;
        Line details; // empty: none
        int round = -1;
        int turn = -1;
    };
    void append(Entry entry);
    // The log starts again with these lines (one signal for all of them).
    void reset(std::vector<Entry> lines);
    void dropOldest(std::size_t count);
    // The round told from line `start` on (a seat taken back retells it).
    void markRound(int round, std::size_t start);
    // Turn `number` of the round: its line, and (a big play) its details.
    Entry turnEntry(int number, const tilerummy::TurnRecord& record, const std::vector<int>& order, int round,
                    int turn) const;
    // "Round 2: opening 30 points, 14 tiles each."
    static Line roundLine(int round, const tilerummy::Rules& rules);
    Line roundEndLine(const tilerummy::Game& round) const;

    std::function<QStringList()> names_;
    std::vector<Entry> writers_;
    int round_ = 0;              // the round the log tells now
    std::size_t roundStart_ = 0; // its first line in writers_
    QStringList lines_;
    QStringList details_;
    TurnLogRows rows_;
};
