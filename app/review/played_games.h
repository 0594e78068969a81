// The games finished here (save/game_history.h) as the "Your games" screen
// shows them: the past games, the newest first, each to be reviewed; the
// statistics (save/history_statistics.h) as totals by opposition; and the
// series its charts draw. Read on a worker thread, each game reviewed once
// and then kept in the facts cache (save/facts_cache.h); `busy` meanwhile.
#pragma once

#include "review/review_rows.h"
#include "save/facts_cache.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

class PlayedGames : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The history's folder (main.cpp: gameHistoryFolder()). Read by refresh(),
    // which the games screen calls when shown: not at start-up.
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged FINAL)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    // Each game counted, the newest first.
    Q_PROPERTY(QList<PlayedGame> games READ games NOTIFY changed FINAL)
    // By opposition, those played, then all together.
    Q_PROPERTY(QList<OppositionRow> totals READ totals NOTIFY changed FINAL)
    // For each AI level played, the share of its last games won (up to
    // kShareWindow of them) after each of its latest kSeriesLength games
    // (x: the game's number, y: percent). A game against AIs of mixed
    // levels is in none of them (Opposition::Mixed).
    Q_PROPERTY(QList<ChartSeries> winShares READ winShares NOTIFY changed FINAL)
    // The people's round scores, the latest kSeriesLength rounds, oldest first.
    Q_PROPERTY(QList<ChartPoint> roundPoints READ roundPoints NOTIFY changed FINAL)
    // The tiles missed per turn, game by game, the latest kSeriesLength games.
    Q_PROPERTY(QList<ChartPoint> missedPerTurn READ missedPerTurn NOTIFY changed FINAL)
    Q_PROPERTY(int seriesLength READ seriesLength CONSTANT FINAL)
    Q_PROPERTY(int shareWindow READ shareWindow CONSTANT FINAL)

public:
    static constexpr int kSeriesLength = 40;
    static constexpr int kShareWindow = 10;

    explicit PlayedGames(QObject* parent = nullptr);
    ~PlayedGames() override;

    const QString& folder() const { return folder_; }
    void setFolder(const QString& folder);
    bool busy() const { return watcher_.isRunning(); }
    const QList<PlayedGame>& games() const { return games_; }
    const QList<OppositionRow>& totals() const { return totals_; }
    const QList<ChartSeries>& winShares() const { return winShares_; }
    const QList<ChartPoint>& roundPoints() const { return roundPoints_; }
    const QList<ChartPoint>& missedPerTurn() const { return missedPerTurn_; }
    static int seriesLength() { return kSeriesLength; }
    static int shareWindow() { return kShareWindow; }

    // Reads the history again (a game kept since, the language changed).
    Q_INVOKABLE void refresh();
    // A kept game's match as a setup map (MatchOptions::setupMap), to play
    // its deal again; empty when the file does not read.
    Q_INVOKABLE QVariantMap setupOf(const QString& file) const;

signals:
    void folderChanged();
    void busyChanged();
    void changed();

private:
    void show(const FactsRead& read);

    QString folder_;
    FactsRead shown_; // what show() last showed (shown again in another language)
    QFutureWatcher<FactsRead> watcher_;
    std::shared_ptr<std::atomic<bool>> stop_;
    bool again_ = false;
    QList<PlayedGame> games_;
    QList<OppositionRow> totals_;
    QList<ChartSeries> winShares_;
    QList<ChartPoint> roundPoints_;
    QList<ChartPoint> missedPerTurn_;
};
