// The turn log: what happened at the table, a line a turn, newest last
// ("Turn 12: Ana drew a tile."). Each line is kept as the function that
// writes it, so that when the language changes the whole log is written anew
// in it (the log follows the language by itself), with the players' names as
// they are then. At most kMaxLines lines: the oldest go first.
#pragma once

#include "match_record.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

class TurnLog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game keeps the turn log.")
    Q_PROPERTY(QStringList lines READ lines NOTIFY linesChanged FINAL)

public:
    using Line = std::function<QString()>;
    static constexpr qsizetype kMaxLines = 500;

    explicit TurnLog(QObject* parent = nullptr);

    QStringList lines() const { return lines_; }
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
    // Turn `number`: a play's sets in `order` (tilerummy::readingOrder), else in table order.
    void addTurn(int number, const tilerummy::TurnRecord& record, const std::vector<int>& order = {});
    void addRoundEnd(const tilerummy::Game& round);
    void addRound(int number);

    void append(Line line);
    // Every line written anew (the language changed).
    void rewrite();

signals:
    void linesChanged();

private:
    // The log starts again with these lines (one signal for all of them).
    void reset(std::vector<Line> lines);
    void dropOldest(std::size_t count);
    // The round told from line `start` on (a seat taken back retells it).
    void markRound(int round, std::size_t start);
    Line turnLine(int number, const tilerummy::TurnRecord& record, const std::vector<int>& order) const;
    // "Round 2: opening 30 points, 14 tiles each."
    static Line roundLine(int round, const tilerummy::Rules& rules);
    Line roundEndLine(const tilerummy::Game& round) const;

    std::function<QStringList()> names_;
    std::vector<Line> writers_;
    int round_ = 0;              // the round the log tells now
    std::size_t roundStart_ = 0; // its first line in writers_
    QStringList lines_;
};
