#include "review/played_games.h"

#include "save/game_history.h"
#include "settings/language.h"
#include "settings/match_options.h"

#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace {

QString oppositionText(Opposition o)
{
    switch (o) {
    case Opposition::Beginner:
        return MatchOptions::defaultName(SeatKind::Beginner, 0);
    case Opposition::Standard:
        return MatchOptions::defaultName(SeatKind::Standard, 0);
    case Opposition::Expert:
        return MatchOptions::defaultName(SeatKind::Expert, 0);
    case Opposition::Mixed:
        //: Statistics: the games against AIs of more than one level (a standard and an expert AI).
        return PlayedGames::tr("Mixed AI levels");
    case Opposition::HotSeat:
        return PlayedGames::tr("At one screen");
    case Opposition::Friends:
        return PlayedGames::tr("Friends");
    }
    return {};
}

double percent(int part, int whole)
{
    return whole > 0 ? 100.0 * part / whole : 0;
}

OppositionRow totalsRow(const QString& against, const OppositionTotals& t)
{
    OppositionRow row;
    row.against = against;
    row.games = t.games;
    row.gamesWon = t.gamesWon;
    row.winShare = percent(t.gamesWon, t.games);
    row.rounds = t.rounds;
    row.roundsWon = t.roundsWon;
    row.averageRound = t.averageRound();
    row.bestRound = t.bestRound;
    row.missedPerTurn = t.missedPerTurn();
    return row;
}

ChartPoint point(int x, double y)
{
    return ChartPoint{x, y};
}

// One game as the list shows it.
PlayedGame gameRow(const CachedFacts& c)
{
    const GameFacts& f = c.facts;
    const QStringList names = MatchOptions::namesFor(f.seats, f.names);
    QStringList opponents;
    QStringList people;
    for (int p = 0; p < names.size(); ++p)
        (f.people.contains(p) ? people : opponents) << names[p];
    const bool alone = f.people.size() == 1;
    const int mine = alone ? f.totals[static_cast<std::size_t>(f.people.front())] : 0;
    // The match's leader, for a game of several people.
    const auto best = std::max_element(f.totals.begin(), f.totals.end());
    const bool tie = std::count(f.totals.begin(), f.totals.end(), *best) > 1;
    const QString leader = names.value(static_cast<int>(best - f.totals.begin()));
    QString result;
    if (alone)
        result = f.won                  ? PlayedGames::tr("Won")
                 : tie && mine == *best ? PlayedGames::tr("Tied")
                                        : PlayedGames::tr("Lost");
    else
        result = tie ? PlayedGames::tr("Tied") : PlayedGames::tr("%1 won").arg(leader);
    PlayedGame row;
    row.file = c.file;
    row.when = QLocale().toString(f.when.toLocalTime(), QLocale::ShortFormat);
    row.against = oppositionText(f.against);
    row.people = people.join(QStringLiteral(", "));
    row.opponents = opponents.join(QStringLiteral(", "));
    row.result = result;
    row.won = f.won;
    row.hasScore = alone;
    row.score = mine;
    row.rounds = f.rounds;
    return row;
}

} // namespace

PlayedGames::PlayedGames(QObject* parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<FactsRead>::finished, this, [this] {
        const FactsRead read = watcher_.result();
        emit busyChanged();
        if (again_) {
            again_ = false;
            refresh();
            return;
        }
        show(read);
    });
    connect(tilerummy::ui::languageSignals(), &tilerummy::ui::LanguageSignals::changed, this, [this] { show(shown_); });
}

PlayedGames::~PlayedGames()
{
    if (stop_)
        stop_->store(true);
    watcher_.waitForFinished();
}

void PlayedGames::setFolder(const QString& folder)
{
    if (folder == folder_)
        return;
    folder_ = folder;
    emit folderChanged();
}

void PlayedGames::refresh()
{
    if (watcher_.isRunning()) {
        again_ = true;
        return;
    }
    if (folder_.isEmpty()) {
        show({});
        return;
    }
    stop_ = std::make_shared<std::atomic<bool>>(false);
    const QString folder = folder_;
    const QStringList files = GameHistory(folder).files();
    const std::shared_ptr<std::atomic<bool>> stop = stop_;
    watcher_.setFuture(QtConcurrent::run([folder, files, stop] { return readFacts(folder, files, stop.get()); }));
    emit busyChanged();
}

QVariantMap PlayedGames::setupOf(const QString& file) const
{
    QString error;
    const std::optional<SavedGame> game = GameHistory::read(file, &error);
    if (!game) {
        qWarning("Tile Rummy: the game %s does not read: %s", qPrintable(file), qPrintable(error));
        return {};
    }
    return MatchOptions::setupMap(game->setup, game->seats, game->names);
}

void PlayedGames::show(const FactsRead& read)
{
    if (&read != &shown_)
        shown_ = read;
    std::vector<GameFacts> counted; // the oldest first
    games_.clear();
    for (const CachedFacts& c : read.games) {
        if (!c.counted)
            continue;
        games_.append(gameRow(c));
        counted.push_back(c.facts);
    }
    std::reverse(counted.begin(), counted.end());

    const HistoryTotals totals = tally(counted);
    totals_.clear();
    for (int o = 0; o < kOppositions; ++o)
        if (totals.by[static_cast<std::size_t>(o)].games > 0)
            totals_.append(
                totalsRow(oppositionText(static_cast<Opposition>(o)), totals.by[static_cast<std::size_t>(o)]));
    if (!counted.empty())
        totals_.append(totalsRow(tr("All games"), totals.all));

    winShares_.clear();
    for (Opposition level : {Opposition::Beginner, Opposition::Standard, Opposition::Expert}) {
        std::vector<bool> won;
        for (const GameFacts& f : counted)
            if (f.against == level)
                won.push_back(f.won);
        if (won.empty())
            continue;
        QList<ChartPoint> points;
        const int n = static_cast<int>(won.size());
        for (int i = std::max(0, n - kSeriesLength); i < n; ++i) {
            const int from = std::max(0, i + 1 - kShareWindow);
            const auto wins = std::count(won.begin() + from, won.begin() + i + 1, true);
            points.append(point(i + 1, percent(static_cast<int>(wins), i + 1 - from)));
        }
        winShares_.append(ChartSeries{oppositionText(level), points});
    }

    std::vector<int> scores;
    for (const GameFacts& f : counted)
        scores.insert(scores.end(), f.roundScores.begin(), f.roundScores.end());
    roundPoints_.clear();
    for (int i = std::max(0, static_cast<int>(scores.size()) - kSeriesLength); i < static_cast<int>(scores.size()); ++i)
        roundPoints_.append(point(i + 1, scores[static_cast<std::size_t>(i)]));

    missedPerTurn_.clear();
    const int games = static_cast<int>(counted.size());
    for (int i = std::max(0, games - kSeriesLength); i < games; ++i) {
        const GameFacts& f = counted[static_cast<std::size_t>(i)];
        if (f.turns > 0)
            missedPerTurn_.append(point(i + 1, static_cast<double>(f.tilesMissed) / f.turns));
    }
    emit changed();
}
