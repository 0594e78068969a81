#include "record/turn_log.h"

#include "settings/language.h"
#include "words/turn_words.h"

TurnLog::TurnLog(QObject* parent) : QObject(parent)
{
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, this, &TurnLog::rewrite);
}

void TurnLog::beginMatch(const tilerummy::Rules& rules)
{
    reset({{roundLine(1, rules), {}, -1, -1}});
    markRound(1, 0);
}

void TurnLog::resumeMatch(const tilerummy::RecordedMatch& match)
{
    // The round as it was told (its turns numbered from 1, as when they were
    // played), then where it goes on: the turn to play next.
    const int round = match.match().roundNumber();
    std::vector<Entry> lines;
    lines.push_back({roundLine(round, match.setup().rules), {}, -1, -1});
    int number = 0;
    for (const tilerummy::TurnRecord& record : match.turns()) {
        lines.push_back(turnEntry(number + 1, record, {}, round - 1, number));
        ++number;
    }
    if (match.round().isOver())
        lines.push_back({roundEndLine(match.round()), {}, -1, -1});
    const int next = match.round().turnNumber() + (match.round().isOver() ? 0 : 1);
    lines.push_back({[round, next] { return tr("Resumed: round %1, turn %2.").arg(round).arg(next); }, {}, -1, -1});
    reset(std::move(lines));
    markRound(round, 0);
}

void TurnLog::retellRound(int round, const tilerummy::Rules& rules, int firstNumber,
                          const std::vector<tilerummy::TurnRecord>& records)
{
    // The rounds before this one stay as they were told here. A joined
    // table's turns are the host's to review: they tell no turn here.
    std::vector<Entry> lines;
    if (round == round_)
        lines.assign(writers_.begin(), writers_.begin() + static_cast<std::ptrdiff_t>(roundStart_));
    const std::size_t start = lines.size();
    lines.push_back({roundLine(round, rules), {}, -1, -1});
    int number = firstNumber;
    for (const tilerummy::TurnRecord& record : records)
        lines.push_back(turnEntry(number++, record, {}, -1, -1));
    markRound(round, start);
    reset(std::move(lines));
}

void TurnLog::addTurn(int number, const tilerummy::TurnRecord& record, const std::vector<int>& order, bool recorded)
{
    append(turnEntry(number, record, order, recorded ? round_ - 1 : -1, recorded ? number - 1 : -1));
}

QVariantMap TurnLog::turnAt(int line) const
{
    if (line < 0 || static_cast<std::size_t>(line) >= writers_.size())
        return {};
    const Entry& entry = writers_[static_cast<std::size_t>(line)];
    if (entry.round < 0 || entry.turn < 0)
        return {};
    return {{QStringLiteral("round"), entry.round}, {QStringLiteral("turn"), entry.turn}};
}

void TurnLog::addRoundEnd(const tilerummy::Game& round)
{
    append(roundEndLine(round));
}

void TurnLog::addRound(int number)
{
    markRound(number, writers_.size());
    append([number] { return tr("Round %1.").arg(number); });
}

TurnLog::Entry TurnLog::turnEntry(int number, const tilerummy::TurnRecord& record, const std::vector<int>& order,
                                  int round, int turn) const
{
    const bool big = tilerummy::ui::isBigPlay(record);
    Line text = [this, number, record, order, big] {
        const QString turn = big ? tilerummy::ui::describeBigPlay(record, names_())
                                 : tilerummy::ui::describeTurn(record, names_(), order);
        if (record.standIn) // the AI played for a friend who is away
            return tr("Turn %1 (the AI for %2): %3").arg(number).arg(names_().value(record.player), turn);
        return tr("Turn %1: %2").arg(number).arg(turn);
    };
    Line details;
    if (big)
        details = [record, order] { return tilerummy::ui::describePlayDetails(record, order); };
    return {std::move(text), std::move(details), round, turn};
}

TurnLog::Line TurnLog::roundLine(int round, const tilerummy::Rules& rules)
{
    return [round, rules] { return tr("Round %1: %2.").arg(round).arg(tilerummy::ui::describeRules(rules)); };
}

TurnLog::Line TurnLog::roundEndLine(const tilerummy::Game& round) const
{
    return [this, reason = round.endReason(), winner = round.winner()] {
        return tilerummy::ui::describeRoundEnd(reason, winner, names_());
    };
}

void TurnLog::markRound(int round, std::size_t start)
{
    round_ = round;
    roundStart_ = start;
}

void TurnLog::reset(std::vector<Entry> lines)
{
    writers_ = std::move(lines);
    if (writers_.size() > static_cast<std::size_t>(kMaxLines))
        dropOldest(writers_.size() - kMaxLines);
    rewrite();
}

void TurnLog::dropOldest(std::size_t count)
{
    writers_.erase(writers_.begin(), writers_.begin() + static_cast<std::ptrdiff_t>(count));
    roundStart_ = roundStart_ > count ? roundStart_ - count : 0;
}

void TurnLog::append(Line line)
{
    append(Entry{std::move(line), {}, -1, -1});
}

void TurnLog::append(Entry entry)
{
    lines_.append(entry.text());
    details_.append(entry.details ? entry.details() : QString());
    writers_.push_back(std::move(entry));
    if (lines_.size() > kMaxLines) {
        const qsizetype extra = lines_.size() - kMaxLines;
        lines_.remove(0, extra);
        details_.remove(0, extra);
        dropOldest(static_cast<std::size_t>(extra));
    }
    rows_.follow(lines_);
    emit linesChanged();
}

void TurnLog::rewrite()
{
    lines_.clear();
    details_.clear();
    for (const Entry& entry : writers_) {
        lines_.append(entry.text());
        details_.append(entry.details ? entry.details() : QString());
    }
    rows_.follow(lines_);
    emit linesChanged();
}
