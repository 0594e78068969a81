// A player at a served table whose moves the AI makes (tilerummy-cli bot, the
// load benchmark). It joins with a TableClient, keeps what its seat knows in a
// SeatView, decides with an AiPlayer when the turn is its own and sends the
// move; a dropped connection is taken back by its token for a minute. It
// never ends the application: finished() says how it ended, and moveSent()
// and moveAnswered() let a benchmark time the host's answers.
#pragma once

#include "ai_player.h"
#include "net/deal_witness.h"
#include "net/seat_view.h"
#include "net/table_client.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <iosfwd>
#include <optional>

namespace tilerummy::net {

class RemoteBot : public QObject {
    Q_OBJECT

public:
    // How long a bot whose connection dropped keeps trying to take its seat back.
    static constexpr int kRetryForMs = 60000;
    static constexpr int kRetryEveryMs = 1000;

    struct Options {
        AiLevel level = AiLevel::Standard;
        long long nodeLimit = AiPlayer::kDefaultNodeLimit;
        int delayMs = 0;               // waits this long before deciding a turn
        std::ostream* trace = nullptr; // each message of the host, one a line
        // Asked after the match to play again with the same people, it says yes
        // (and stays for the question); else it goes when the match is over.
        bool again = false;
    };

    RemoteBot(TableClient::Join join, Options options, QObject* parent = nullptr);

    void start();
    const TableClient::Join& join() const { return join_; }
    const SeatView& view() const { return view_; }
    bool isFinished() const { return finished_; }

signals:
    // The bot is done: exitCode 0 when the match was played to its end, 1
    // when not; message: why, in words (empty when the match is over).
    void finished(int exitCode, const QString& message);
    // Something said on the way (a refusal, a lost connection taken back),
    // one line that begins with "bot" and, mostly, the bot's name.
    void remark(const QString& line);
    // The table welcomed the bot at this seat, with the token that takes it back.
    void seated(int seat, const QString& token);
    // A move (a play or a draw) went out.
    void moveSent();
    // The host's turn message for the last move sent (the next turn played by
    // this seat) came, this many nanoseconds after the move went out.
    void moveAnswered(qint64 nanoseconds);
    // The next player's turn message after this seat's move came, this many
    // nanoseconds after the move went out (an AI seat's answer at the host).
    void nextTurnCame(qint64 nanoseconds);

private:
    void finish(int code, const QString& message = {});
    void tellDeals(const MatchOver& over);
    void received(const ServerMessage& message, const QByteArray& raw);
    void move();
    void sendMove(const ClientMessage& message);
    void dropped(const QString& reason);
    QString named(const QString& message) const; // "bot NAME: message"

    TableClient client_;
    TableClient::Join join_;
    SeatView view_;
    DealWitness witness_; // each deal as this seat saw it, checked when the match is over
    Options options_;
    std::optional<AiPlayer> ai_;
    int aiGame_ = -1;
    int actedGame_ = -1;
    int actedTurn_ = -1;
    QTimer move_;
    QTimer retry_;
    QElapsedTimer lostAt_;
    QElapsedTimer sentAt_; // valid while a move waits for the host's answer
    QElapsedTimer nextAt_; // valid from a move until the next player's turn message
    bool retrying_ = false;
    bool nameTaken_ = false;  // refused for a name at the table: perhaps our own old connection
    bool dealtAgain_ = false; // the table deals a new match: the token takes the seat anew
    bool saidAgain_ = false;  // said yes to this match's question
    bool finished_ = false;
};

} // namespace tilerummy::net
