#include "turn_log.h"

#include "language.h"

TurnLog::TurnLog(QObject* parent) : QObject(parent)
{
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, this, &TurnLog::rewrite);
}

void TurnLog::reset(std::vector<Line> lines)
{
    writers_ = std::move(lines);
    if (writers_.size() > static_cast<std::size_t>(kMaxLines))
        writers_.erase(writers_.begin(), writers_.end() - kMaxLines);
    rewrite();
}

void TurnLog::append(Line line)
{
    lines_.append(line());
    writers_.push_back(std::move(line));
    if (lines_.size() > kMaxLines) {
        const qsizetype extra = lines_.size() - kMaxLines;
        lines_.remove(0, extra);
        writers_.erase(writers_.begin(), writers_.begin() + extra);
    }
    emit linesChanged();
}

void TurnLog::rewrite()
{
    lines_.clear();
    for (const Line& line : writers_)
        lines_.append(line());
    emit linesChanged();
}
