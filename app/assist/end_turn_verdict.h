// End turn's verdict on the table as it stands: the one turn check
// (Game::check) of the person's draft, run once for each state of the draft
// however often it is read, kept for End turn to commit, and in words for the
// action bar and the End turn question (`fault`, notified when it changes).
#pragma once

#include "game.h"
#include "turn_draft.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

class EndTurnVerdict : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game judges its turns.")
    // Why ending the turn now would be put back and penalised: the turn
    // check's fault on the table as it stands, in words; "" when it would
    // stand, when nothing was played (ending then draws a tile) or when the
    // person may not end a turn now.
    Q_PROPERTY(QString fault READ fault NOTIFY changed FINAL)
    // The tiles an illegal end of turn costs (the match's rules).
    Q_PROPERTY(int penaltyTiles READ penaltyTiles NOTIFY changed FINAL)

public:
    explicit EndTurnVerdict(QObject* parent = nullptr) : QObject(parent) {}

    QString fault() const { return fault_; }
    int penaltyTiles() const { return penaltyTiles_; }

    // The turn check of this end of turn of `game`'s current player: run
    // again only when the table, the rack or the turn differ from the last
    // one checked.
    const tilerummy::CheckedTurn& check(const tilerummy::Game& game, const tilerummy::IdTable& table,
                                        const tilerummy::IdSet& rack);
    // Worded anew for `game` (none: no match) and the person's draft;
    // `playMade`: the person may end their turn now and has played (ending
    // it otherwise draws a tile). `changed` only when the words or the
    // penalty differ.
    void update(const tilerummy::Game* game, const tilerummy::TurnDraft& draft, bool playMade);
    // A new turn, round or match: nothing checked before is kept.
    void forget() { checked_.reset(); }

signals:
    void changed();

private:
    std::optional<tilerummy::CheckedTurn> checked_; // the last end of turn checked
    QString fault_;
    int penaltyTiles_ = tilerummy::Rules{}.penaltyTiles;
};
