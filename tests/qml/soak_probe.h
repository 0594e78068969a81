// The GUI soak's eyes on the game (tst_qml.cpp gives it to the tests as the
// context property `soakProbe`): after every end of turn, as the controller
// announces it (turnEnded, delivered at once), it checks the core and what the
// view models show:
//
//  - the 106 tile ids each exactly once across table, all racks and pool
//    (counted here, not with Game::tilesAccountedFor);
//  - every set on the committed table a run or a group;
//  - the turn's record against the position before it (kept here from the
//    last turn): a penalty leaves the table exactly as it was and adds the
//    penalty tiles from the pool's top to the rack, a draw adds the top tile,
//    a play moves rack tiles only onto the table, a pass changes nothing, and
//    no other rack changes;
//  - the table model showing the committed table, the rack model the rack of
//    the player it is said to show, the pool count and rack sizes as the core
//    has them;
//  - at the end of a round the scores summing to zero, and the match totals
//    the sums of the rounds (and zero too).
//
// The first failure is kept (error()); a test asks for it after each turn.
// checkScene() compares the tiles the scene shows with the models, and
// rssKb() reads the resident memory for the memory check.
#pragma once

#include "game.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>

#include <cstdint>
#include <vector>

class GameController;

class SoakProbe : public QObject {
    Q_OBJECT
    Q_PROPERTY(int turns READ turns NOTIFY countsChanged FINAL)
    Q_PROPERTY(int penalties READ penalties NOTIFY countsChanged FINAL)
    Q_PROPERTY(int rounds READ rounds NOTIFY countsChanged FINAL)
    Q_PROPERTY(QString error READ error NOTIFY countsChanged FINAL)

public:
    explicit SoakProbe(QObject* parent = nullptr);

    // Follows this controller's turns from now on (forgets any other; the counts start at 0).
    Q_INVOKABLE void watch(QObject* game);
    // The scene's tiles (ids per set in table order, and the rack's in rack
    // order, as the delegates show them) against the models and the core:
    // "" or what differs.
    Q_INVOKABLE QString checkScene(const QVariantList& sets, const QVariantList& rack) const;
    // Resident memory of this process in KiB (-1 where /proc/self/statm is not there).
    Q_INVOKABLE double rssKb() const;
    // The C heap in use (malloc'd and not freed) in KiB, where glibc tells (-1 elsewhere):
    // unlike the resident size, it falls when memory is freed.
    Q_INVOKABLE double heapKb() const;
    // Runs the objects waiting for deleteLater and (glibc) gives the
    // allocator's free memory back to the system: before a memory reading.
    Q_INVOKABLE void flushDeletes();
    // An integer from the environment (the soak's length), or the fallback.
    Q_INVOKABLE int envInt(const QString& name, int fallback) const;

    int turns() const { return turns_; }
    int penalties() const { return penalties_; }
    int rounds() const { return rounds_; }
    QString error() const { return error_; }

signals:
    void countsChanged();

private:
    struct Position {
        const void* match = nullptr;
        std::uint64_t seed = 0;
        int round = 0;
        int turn = -1;
        tilerummy::IdTable table;
        std::vector<tilerummy::IdSet> racks;
        tilerummy::IdSet pool;
    };

    void onTurnEnded();
    void onGameChanged();
    Position positionNow() const;
    bool fail(const QString& what);
    bool checkCore();
    bool checkRecord(const tilerummy::TurnRecord& record);
    bool checkModels();
    bool checkRoundEnd();

    QPointer<GameController> game_;
    Position last_;
    std::vector<int> totals_; // the match's totals, added up here
    int turns_ = 0;
    int penalties_ = 0;
    int rounds_ = 0;
    QString error_;
};
