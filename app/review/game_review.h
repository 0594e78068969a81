// A finished (or saved) game reviewed turn by turn on a board of its own (a
// read-only one, ReviewBoard, QML `review.board`): each
// turn shown from the table it faced and played out as it was (the drags of
// its play), with its line of the log and what it laid against the best play
// then (review_words.h); "Show me" plays the best play out on that table
// instead. The rounds are replayed from the save's actions (replayMatch) and
// every turn is reviewed when the game is opened (the solver on each: about
// a quarter of a millisecond a turn, tilerummy-cli review's figure).
//
// The rack of a person's turn shows as they had arranged it (the save's
// turnRacks), else as dealt; a play they kept from the hint (turnRacks'
// hinted) is said to be the hint's, not credited to them.
// A round that is over hides nothing: every rack is shown. A round still
// being played is seen from the viewer's side (the person whose rack the
// screen shows now; for a file, its one person): another seat's rack, and
// what its turns could have laid, stay hidden; with nobody seated (a
// hand-over pending, an AI's turn between people) every rack stays hidden.
#pragma once

#include "review/review_board.h"
#include "review/review_rows.h"
#include "round_review.h"
#include "save/seat_kind.h"

#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

struct SavedGame;

class GameReview : public QObject, private ReviewBoard::Owner {
    Q_OBJECT
    QML_ELEMENT
    // The table and the rack of the turn shown, and its play played out.
    Q_PROPERTY(ReviewBoard* board READ board CONSTANT FINAL)
    Q_PROPERTY(bool loaded READ loaded NOTIFY reviewChanged FINAL)
    Q_PROPERTY(int roundCount READ roundCount NOTIFY reviewChanged FINAL)
    Q_PROPERTY(int round READ round NOTIFY positionChanged FINAL)
    Q_PROPERTY(int turnCount READ turnCount NOTIFY positionChanged FINAL)
    Q_PROPERTY(int turn READ turn NOTIFY positionChanged FINAL)
    // The turn's line of the log, and what it laid against the best play then.
    Q_PROPERTY(QString logLine READ logLine NOTIFY positionChanged FINAL)
    Q_PROPERTY(QString verdict READ verdict NOTIFY positionChanged FINAL)
    Q_PROPERTY(bool betterPlayExisted READ betterPlayExisted NOTIFY positionChanged FINAL)
    Q_PROPERTY(bool showingBest READ showingBest NOTIFY positionChanged FINAL)
    // What the best play lays, as "Show me" shows it ("" when it laid no more).
    Q_PROPERTY(QString bestPlay READ bestPlay NOTIFY positionChanged FINAL)
    // The turn's place in the whole game (every round's turns in a row), for a slider.
    Q_PROPERTY(int position READ position NOTIFY positionChanged FINAL)
    Q_PROPERTY(int positionCount READ positionCount NOTIFY reviewChanged FINAL)
    Q_PROPERTY(QStringList names READ names NOTIFY reviewChanged FINAL)
    // The players' names as a list in words ("Ann, Bo and Expert AI").
    Q_PROPERTY(QString players READ players NOTIFY reviewChanged FINAL)
    // The rack of the turn's player may be seen (false: a round in progress, another's turn).
    Q_PROPERTY(bool rackShown READ rackShown NOTIFY positionChanged FINAL)
    // The other seats' racks as the turn began.
    Q_PROPERTY(QList<ReviewedRack> otherRacks READ otherRacks NOTIFY positionChanged FINAL)
    // The summary at the top: a sentence per seat whose turns may be seen,
    // and the turns where the most was missed, the most first.
    Q_PROPERTY(QList<PlayerVerdict> summary READ summary NOTIFY reviewChanged FINAL)
    Q_PROPERTY(QList<ReviewMiss> biggestMisses READ biggestMisses NOTIFY reviewChanged FINAL)
    // The play shown (the turn's, or the best one), a move at a time: how
    // many moves it has and how many are made on the table (stepForward, stepBack).
    Q_PROPERTY(int playSteps READ playSteps NOTIFY playStepChanged FINAL)
    Q_PROPERTY(int playStep READ playStep NOTIFY playStepChanged FINAL)

public:
    explicit GameReview(QObject* parent = nullptr);

    // Opens a game to review at its first turn: "" or why it cannot be. A
    // round in progress is seen from `viewer` (-1: nobody's racks; without
    // it, the save's one person, else nobody).
    QString open(const SavedGame& save);
    QString open(const SavedGame& save, int viewer);
    Q_INVOKABLE QString openFile(const QString& path);

    // Shows a turn (round from 0, turn from 0 within it), played out as it was.
    Q_INVOKABLE bool goTo(int round, int turn);
    Q_INVOKABLE bool goToPosition(int position);
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool back();
    // Plays the best play out on the turn's table; false when it laid no more.
    Q_INVOKABLE bool showMe();
    // The turn played out again as it was.
    Q_INVOKABLE void watchAgain();
    // The play shown, one move on or one move back, said in words (stepWords);
    // from there it goes on only a step at a time. False when there is none.
    Q_INVOKABLE bool stepForward() { return board_.stepPlayForward(); }
    Q_INVOKABLE bool stepBack() { return board_.stepPlayBack(); }
    int playSteps() const { return board_.moveCount(); }
    int playStep() const { return board_.movesMade(); }
    ReviewBoard* board() { return &board_; }
    const ReviewBoard* board() const { return &board_; }

    bool loaded() const { return !rounds_.empty(); }
    int roundCount() const { return static_cast<int>(rounds_.size()); }
    int round() const { return round_; }
    int turnCount() const;
    int turn() const { return turn_; }
    QString logLine() const;
    QString verdict() const;
    bool betterPlayExisted() const;
    QString bestPlay() const;
    bool showingBest() const { return showingBest_; }
    int position() const;
    int positionCount() const;
    const QStringList& names() const { return names_; }
    QString players() const;
    bool rackShown() const override;
    QList<ReviewedRack> otherRacks() const;
    const QList<PlayerVerdict>& summary() const { return summary_; }
    const QList<ReviewMiss>& biggestMisses() const { return biggestMisses_; }

    int currentPlayer() const override;
    // The turn shown (null before a game is open).
    const tilerummy::TurnRecord* record() const;
    const tilerummy::ReviewedTurn* reviewed() const;

signals:
    void reviewChanged();
    void positionChanged();
    void playStepChanged(); // with each change of the board's draft

private:
    void showTurn();
    // The rack the turn shown was played from, as its player arranged it
    // (where a save kept it: turns of a person at the screen it was played on).
    std::optional<tilerummy::RackSlots> rackOfTurn() const;
    // A turn whose rack and review the viewer may not see.
    bool hidden(int round, int turn) const;
    void summarize();
    // By seat, whether it holds back by design (the expert AI), and whether a turn was such a hold.
    std::vector<bool> holders() const;
    bool heldBack(const tilerummy::ReviewedTurn& turn) const;
    // The language changed: names and words anew.
    void retranslate();

    struct Round {
        std::vector<tilerummy::TurnRecord> turns;
        std::vector<tilerummy::ReviewedTurn> reviews;
        std::vector<tilerummy::IdSet> dealt; // the racks dealt, by seat
    };
    std::vector<Round> rounds_;
    bool lastRoundOver_ = true;
    int viewer_ = -1; // the seat a round in progress is seen from (-1: none)
    QList<SeatKind> seats_;
    QStringList givenNames_; // as saved
    QStringList names_;      // as shown (a seat's own name in the language in use)
    QList<PlayerVerdict> summary_;
    QList<ReviewMiss> biggestMisses_;
    int initialMeld_ = tilerummy::kOfficialInitialMeld;
    std::vector<tilerummy::TurnRack> turnRacks_; // SavedGame::turnRacks
    int round_ = 0;
    int turn_ = 0;
    bool showingBest_ = false;
    ReviewBoard board_{*this, this};
};
