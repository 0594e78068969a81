// The turn log: what happened at the table, a line a turn, newest last. Each
// line is kept as the function that writes it, so that when the language
// changes the whole log is written anew in it (the log follows the language
// by itself). At most kMaxLines lines: the oldest go first.
#pragma once

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
    // The log starts again with these lines (one signal for all of them).
    void reset(std::vector<Line> lines);
    void append(Line line);
    // Every line written anew (the language changed).
    void rewrite();

signals:
    void linesChanged();

private:
    std::vector<Line> writers_;
    QStringList lines_;
};
