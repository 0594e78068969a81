#include "net/served_table.h"

#include "net/table_server.h"
#include "random.h"

#include <algorithm>

namespace tilerummy::net {

ServedTable::ServedTable(TableHub::Config config, ServedMatch::Options options, int againLeft, int gameStride,
                         SelfPlayObserver* observer, QObject* parent)
    : QObject(parent), options_(options), againLeft_(againLeft), gameStride_(gameStride), observer_(observer)
{
    config.lingers = againLeft_ > 0; // the connections stay after the match, to be asked
    hubs_.push_back(std::make_unique<TableHub>(std::move(config)));
    answerWait_.setSingleShot(true);
    connect(&answerWait_, &QTimer::timeout, this, &ServedTable::decide);
    startMatch();
}

ServedTable::~ServedTable()
{
    matches_.clear(); // before the hubs they play at
}

void ServedTable::startMatch()
{
    matches_.push_back(std::make_unique<ServedMatch>(hub(), options_, observer_));
    connect(matches_.back().get(), &ServedMatch::finished, this, &ServedTable::matchOver);
}

void ServedTable::matchOver()
{
    if (againLeft_ <= 0 || !matches_.back()->failure().empty() || !server_ || !hub()->askAgain()) {
        if (hub()->config().lingers)
            hub()->closeAfterMatch(); // nobody to ask: the connections close with the summary
        emit finished();
        return;
    }
    connect(hub(), &TableHub::againChanged, this, &ServedTable::answersChanged);
    answerWait_.start(kAnswerWaitMs);
}

void ServedTable::answersChanged()
{
    for (const QString& answer : hub()->againAnswers())
        if (answer == again::kAsked)
            return;
    decide();
}

void ServedTable::decide()
{
    answerWait_.stop();
    TableHub* before = hub();
    disconnect(before, &TableHub::againChanged, this, &ServedTable::answersChanged);
    const std::vector<QString> answers = before->againAnswers();
    const std::vector<QString> tokens = before->seatTokens();
    const std::vector<SeatInfo> seats = before->seatInfos();
    TableHub::Config config = before->config();
    config.tokens.clear();
    bool anyYes = false;
    for (std::size_t s = 0; s < answers.size(); ++s) {
        const bool yes = answers[s] == again::kYes;
        anyYes = anyYes || yes;
        config.tokens.push_back(yes ? tokens[s] : QString()); // a yes keeps their seat for their token
        if (!config.seats[s])
            config.names[s] = seats[s].name;
        if (config.seats[s] || yes)
            continue;
        config.seats[s] = AiLevel::Standard; // a no: a standard AI plays the seat, named as no one else is
        for (int n = 1; n <= static_cast<int>(answers.size()); ++n) {
            const QString name = TableHub::aiSeatName(AiLevel::Standard, n);
            if (std::find(config.names.begin(), config.names.end(), name) == config.names.end()) {
                config.names[s] = name;
                break;
            }
        }
    }
    if (!anyYes) {
        before->closeAfterMatch(); // everyone said no (or nothing): the table is done
        emit finished();
        return;
    }
    --againLeft_;
    config.lingers = againLeft_ > 0;
    before->dealAgain(); // each yes told to take their seat again with their token; the others' connections close
    hubs_.push_back(std::make_unique<TableHub>(std::move(config)));
    server_->replaceTable(before, hub());
    emit hubReplaced(before, hub());
    options_.gameIndexBase += gameStride_;
    options_.seed = deriveSeed(options_.seed, 1); // a chosen seed's next match: its own deals
    startMatch();
}

} // namespace tilerummy::net
