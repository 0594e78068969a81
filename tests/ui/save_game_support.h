// For the tests of saved games (test_ui_save_game*): a match in progress to
// save (the fixture), two saves compared, and a save's JSON read, edited at a
// path like "actions[0].table[1][2]" and written back.
#pragma once

#include "ai_player.h"
#include "match_record.h"
#include "save/save_game.h"
#include "tile_ids.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <memory>

// Plays the current player's turn with a beginner AI.
inline void aiTurn(tilerummy::RecordedMatch& m, tilerummy::AiPlayer& ai)
{
    const tilerummy::Game& g = m.round();
    const int p = g.currentPlayer();
    const tilerummy::AiDecision d = ai.decide(tilerummy::viewOf(g, p));
    if (d.play) {
        const auto ids = tilerummy::assignIds({g.table(), g.rack(p)}, d.table);
        QVERIFY(ids.has_value());
        m.play(ids->table, ids->rack);
    } else {
        m.drawOrPass();
    }
}

// A match in progress: 3 players (seat 0 human), an illegal play first (so
// that action 0 is a play), a draw, a time-out, then AI turns until it is the
// human's turn again after turn 30. The draft is the human's rack reversed.
struct Fixture {
    SavedGame save;
    std::unique_ptr<tilerummy::RecordedMatch> match;
};

inline Fixture makeFixture()
{
    Fixture f;
    f.save.setup.players = 3;
    f.save.setup.rules.poolEmpty = tilerummy::PoolEmptyRule::OneMoreTurnEach;
    f.save.setup.rules.turnSeconds = 60;
    f.save.setup.seed = 18446744073709551615ULL;
    f.save.seats = {SeatKind::Person, SeatKind::Beginner, SeatKind::Expert};
    f.save.names = {QStringLiteral("Zoë"), QStringLiteral("Player 2"), QStringLiteral("Deep Blue")};
    f.match = std::make_unique<tilerummy::RecordedMatch>(f.save.setup);
    tilerummy::RecordedMatch& m = *f.match;
    {
        const tilerummy::Game& g = m.round();
        tilerummy::IdTable table = g.table();
        tilerummy::IdSet rack = g.rack(g.currentPlayer());
        table.push_back({rack.front()});
        rack.erase(rack.begin());
        m.play(table, rack);
    }
    m.drawOrPass();
    m.timeOut();
    std::vector<tilerummy::AiPlayer> ais;
    for (int p = 0; p < 3; ++p)
        ais.emplace_back(tilerummy::AiLevel::Beginner, 100 + static_cast<std::uint64_t>(p), 20000);
    while (!m.round().isOver() && (m.round().turnNumber() < 30 || m.round().currentPlayer() != 0))
        aiTurn(m, ais[static_cast<std::size_t>(m.round().currentPlayer())]);
    f.save.actions = m.actions();
    for (int p = 0; p < 3; ++p) {
        tilerummy::IdSet order = m.round().rack(p);
        std::reverse(order.begin(), order.end());
        f.save.rackOrders.push_back(p == 1 ? tilerummy::IdSet{} : order);
    }
    tilerummy::IdPosition draft{m.round().table(), m.round().rack(0)};
    std::reverse(draft.rack.begin(), draft.rack.end());
    f.save.draft = draft;
    f.save.savedAt = QDateTime(QDate(2024, 5, 1), QTime(12, 34, 56, 789), Qt::UTC);
    return f;
}

// Each save test's initTestCase: the app's folders in test mode (one app
// data folder for all of them: test_ui_save_game's), and the fixture made
// and checked.
inline void setUpSaveTests(Fixture* fixture)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TileRummyTests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_ui_save_game"));
    *fixture = makeFixture();
    QVERIFY(!fixture->match->round().isOver());
    QCOMPARE(fixture->match->round().currentPlayer(), 0);
    QVERIFY(fixture->save.actions.size() >= 30);
}

inline void compareSaves(const SavedGame& a, const SavedGame& b)
{
    QVERIFY(a.setup == b.setup);
    QCOMPARE(a.seats, b.seats);
    QCOMPARE(a.names, b.names);
    QVERIFY(a.actions == b.actions);
    QCOMPARE(a.rackOrders, b.rackOrders);
    QCOMPARE(a.draft.has_value(), b.draft.has_value());
    if (a.draft) {
        QCOMPARE(a.draft->table, b.draft->table);
        QCOMPARE(a.draft->rack, b.draft->rack);
    }
    QCOMPARE(a.savedAt, b.savedAt);
}

inline QJsonObject objectOf(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

inline QByteArray bytesOf(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Sets (or, with remove, removes) the value at a path like
// "actions[0].table[1][2]" or "rules.rackSize".
struct Step {
    QString key;
    int index = -1;
};

inline QJsonValue setAt(const QJsonValue& node, const QList<Step>& steps, qsizetype i, const QJsonValue& value,
                        bool remove)
{
    const Step& s = steps[i];
    const bool last = i + 1 == steps.size();
    if (s.index >= 0) {
        QJsonArray a = node.toArray();
        if (last && remove)
            a.removeAt(s.index);
        else
            a[s.index] = last ? value : setAt(a.at(s.index), steps, i + 1, value, remove);
        return a;
    }
    QJsonObject o = node.toObject();
    if (last && remove)
        o.remove(s.key);
    else
        o[s.key] = last ? value : setAt(o.value(s.key), steps, i + 1, value, remove);
    return o;
}

inline QJsonObject edited(const QJsonObject& root, const QString& path, const QString& valueJson)
{
    static const QRegularExpression token(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    QList<Step> steps;
    for (auto it = token.globalMatch(path); it.hasNext();) {
        const auto match = it.next();
        Step s;
        if (match.captured(2).isEmpty())
            s.key = match.captured(1);
        else
            s.index = match.captured(2).toInt();
        steps.append(s);
    }
    const bool remove = valueJson == QLatin1String("<remove>");
    QJsonValue value;
    if (!remove) {
        const QJsonDocument doc = QJsonDocument::fromJson("[" + valueJson.toUtf8() + "]");
        if (!doc.isArray())
            qFatal("test data: bad JSON value %s", qPrintable(valueJson));
        value = doc.array().at(0);
    }
    return setAt(root, steps, 0, value, remove).toObject();
}

inline bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}
