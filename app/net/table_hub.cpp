#include "net/table_hub.h"
#include "net/table_hub_seat.h"
#include "tile_id_set.h"

#include <algorithm>

namespace tilerummy::net {

namespace {

// The turn a move names (game, turns played before it); -1s when it names none.
std::pair<int, int> turnOf(const ClientMessage& message)
{
    if (const auto* m = std::get_if<DraftTable>(&message))
        return {m->game, m->turn};
    if (const auto* m = std::get_if<EndTurn>(&message))
        return {m->game, m->turn};
    if (const auto* m = std::get_if<DrawTile>(&message))
        return {m->game, m->turn};
    return {-1, -1};
}

} // namespace

TableHub::TableHub(Config config, QObject* parent) : QObject(parent), config_(std::move(config))
{
    config_.names.resize(config_.seats.size());
    config_.tokens.resize(config_.seats.size());
    totals_.assign(config_.seats.size(), 0);
    for (std::size_t i = 0; i < config_.seats.size(); ++i) {
        auto seat = std::make_unique<SeatState>();
        seat->name = config_.names[i];
        if (!config_.seats[i] && !config_.tokens[i].isEmpty()) { // kept for its player
            seat->taken = true;
            seat->token = config_.tokens[i];
            tokensGiven_.push_back(seat->token);
        }
        seat->grace.setSingleShot(true);
        seat->grace.setInterval(config_.graceMs);
        const int index = static_cast<int>(i);
        connect(&seat->grace, &QTimer::timeout, this, [this, index] { graceOver(index); });
        seats_.push_back(std::move(seat));
    }
    // A resumed table whose every friend's seat is kept: its game is on, and
    // each of them is away until back (the grace time, then the AI for them).
    if (std::any_of(config_.tokens.begin(), config_.tokens.end(), [](const QString& t) { return !t.isEmpty(); }) &&
        isSeated()) {
        started_ = true;
        for (int s = 0; s < seatCount(); ++s)
            if (isRemote(s))
                at(s).grace.start();
    }
}

TableHub::~TableHub() = default;

bool TableHub::isSeated() const
{
    for (int s = 0; s < seatCount(); ++s)
        if (isRemote(s) && !at(s).taken)
            return false;
    return true;
}

int TableHub::graceLeftMs(int seat) const
{
    const QTimer& grace = at(seat).grace;
    return grace.isActive() ? grace.remainingTime() : -1;
}

std::vector<QString> TableHub::seatTokens() const
{
    std::vector<QString> tokens;
    for (const auto& seat : seats_)
        tokens.push_back(seat->taken ? seat->token : QString());
    return tokens;
}

bool TableHub::aiPlays(int seat) const
{
    return !isRemote(seat) || at(seat).aiPlaying;
}

bool TableHub::isConnected(int seat) const
{
    return !isRemote(seat) || at(seat).connected;
}

TableAnnouncement TableHub::announcement(quint16 port, bool tls, const QString& instance, const QString& name) const
{
    TableAnnouncement a;
    a.instance = instance;
    a.port = port;
    a.tls = tls;
    a.needsCode = !config_.code.isEmpty();
    a.seats = seatCount();
    for (const SeatInfo& seat : seatInfos()) {
        if (seat.kind == kHostSeat && a.name.isEmpty())
            a.name = seat.name;
        if (seat.kind == kRemoteSeat && !seat.taken)
            ++a.freeSeats;
    }
    if (a.name.isEmpty())
        a.name = name.left(kMaxNameChars);
    return a;
}

std::vector<SeatInfo> TableHub::seatInfos() const
{
    std::vector<SeatInfo> infos;
    for (int s = 0; s < seatCount(); ++s) {
        const SeatState& seat = at(s);
        SeatInfo info;
        info.name = seat.name;
        const bool atHost =
            static_cast<std::size_t>(s) < config_.atHost.size() && config_.atHost[static_cast<std::size_t>(s)];
        info.kind = atHost ? kHostSeat : seatKindWord(config_.seats[static_cast<std::size_t>(s)]);
        info.taken = !isRemote(s) || seat.taken;
        info.connected = isConnected(s);
        info.aiPlaying = isRemote(s) && seat.aiPlaying;
        info.left = isRemote(s) && seat.left && !seat.connected;
        infos.push_back(info);
    }
    return infos;
}

void TableHub::connectSeat(int seat)
{
    if (isWatcher(seat))
        return connectWatcher(seat);
    SeatState& s = at(seat);
    s.connected = true;
    s.left = false;
    s.grace.stop();
    // The player is back: the stand-in stops first, so that the state sent
    // below has the seat's own turn and clock.
    setAiPlays(seat, false);
    Welcome w;
    w.seat = seat;
    w.token = s.token;
    w.seats = seatInfos();
    w.rules = config_.rules;
    w.games = config_.games;
    w.watchers = static_cast<int>(watchers_.size());
    w.chat = true;
    send(seat, w);
    if (game_ && !dealPending_)
        send(seat, stateFor(seat));
    sendSeats();
    if (!started_ && isSeated()) {
        started_ = true;
        emit allSeated();
    }
}

void TableHub::disconnectSeat(int seat)
{
    if (isWatcher(seat))
        return disconnectWatcher(seat);
    SeatState& s = at(seat);
    if (!s.connected)
        return;
    s.connected = false;
    answerAgain(seat, false); // gone: not playing again
    // Before the games, the seat is free again (a resumed table's stays its player's).
    if (!started_ && config_.tokens[static_cast<std::size_t>(seat)].isEmpty()) {
        s.taken = false;
        s.name = config_.names[static_cast<std::size_t>(seat)];
        s.token.clear();
    } else if (!over_ && !s.aiPlaying) {
        s.grace.start();
    }
    sendSeats();
}

bool TableHub::handToAi(int seat)
{
    if (seat < 0 || seat >= seatCount() || !isRemote(seat) || !started_ || over_)
        return false;
    SeatState& s = at(seat);
    if (!s.taken || s.connected || s.aiPlaying)
        return false;
    s.grace.stop();
    setAiPlays(seat, true);
    sendSeats();
    return true;
}

void TableHub::graceOver(int seat)
{
    if (!at(seat).connected)
        setAiPlays(seat, true);
    sendSeats();
}

void TableHub::setAiPlays(int seat, bool on)
{
    SeatState& s = at(seat);
    if (!isRemote(seat) || s.aiPlaying == on)
        return;
    s.aiPlaying = on;
    emit aiPlaysChanged(seat, on);
}

bool TableHub::receive(int seat, const ClientMessage& message)
{
    if (isWatcher(seat)) {
        receiveFromWatcher(seat, message);
        return false;
    }
    if (std::holds_alternative<Hello>(message)) {
        refuse(seat, errors::kHello, QStringLiteral("You have joined this table already."));
        return false;
    }
    if (const auto* again = std::get_if<AgainAnswer>(&message)) {
        if (!againAsked())
            refuse(seat, errors::kTurn, QStringLiteral("Nobody has asked to play again."));
        answerAgain(seat, again->yes);
        return false;
    }
    if (const auto* line = std::get_if<Say>(&message)) {
        hear(seat, *line);
        return false;
    }
    if (std::holds_alternative<Leave>(message)) {
        SeatState& s = at(seat);
        answerAgain(seat, false);
        s.grace.stop();
        s.left = true;
        if (started_ && !over_)
            setAiPlays(seat, true);
        sendSeats();
        return false;
    }
    if (!game_ || game_->isOver()) {
        refuse(seat, errors::kTurn, QStringLiteral("No game is being played at this table now."));
        return false;
    }
    if (game_->currentPlayer() != seat || aiPlays(seat)) {
        refuse(seat, errors::kTurn, QStringLiteral("It is not your turn."));
        return false;
    }
    if (moveReceived_) {
        refuse(seat, errors::kTurn, QStringLiteral("You have ended this turn already."));
        return false;
    }
    if (const auto [game, turn] = turnOf(message); turn >= 0 && (game != gameIndex_ || turn != game_->turnNumber())) {
        refuse(seat, errors::kTurn, QStringLiteral("That move is for a turn that is over."));
        return false;
    }
    if (const auto* draft = std::get_if<DraftTable>(&message)) {
        if (!checkTiles(seat, draft->table))
            return false;
        draft_ = draft->table;
        draftLayout_ = draft->layout;
        broadcast(DraftShown{seat, draft_, draftLayout_}, seat, To::Players);
        emit draftReceived(seat, draft_, draftLayout_);
        return false;
    }
    if (const auto* end = std::get_if<EndTurn>(&message)) {
        if (!checkTiles(seat, end->table))
            return false;
        endTurn_ = *end; // its layout goes with the turn, if the game plays it as sent
        moveReceived_ = true;
        emit endTurnReceived(seat, end->table);
        return true;
    }
    if (std::holds_alternative<DrawTile>(message)) {
        moveReceived_ = true;
        emit drawReceived(seat);
        return true;
    }
    return false;
}

bool TableHub::checkTiles(int seat, const IdTable& table)
{
    TileIdSet held(game_->table());
    held.insertAll(game_->rack(seat));
    for (const IdSet& set : table)
        for (TileId id : set)
            if (!held.contains(id)) {
                refuse(seat, errors::kTiles,
                       QStringLiteral("Tile %1 is neither on the table nor on your rack.").arg(id));
                return false;
            }
    return true;
}

void TableHub::gameStarted(const Game& game, int gameIndex, const std::vector<int>& totals,
                           const std::vector<TurnRecord>& pastTurns, const TableLayout& layout)
{
    game_ = &game;
    gameIndex_ = gameIndex;
    totals_ = totals;
    commitment_.clear();
    draft_.clear();
    draftLayout_.clear();
    layout_.clear();
    endTurn_ = {};
    turnDeadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    dealPending_ = true; // the state goes out with the first turn's clock (turnStarted)
    // The round's turns, for a seat taken back: from here on, or a resumed
    // round's from its deal (where nobody had laid their opening yet).
    historyTable_ = pastTurns.empty() ? game.table() : pastTurns.front().before.table;
    historyMeldDone_ = pastTurns.empty() ? game.meldsDone() : std::vector<bool>(game.playerCount(), false);
    history_.clear();
    for (const TurnRecord& record : pastTurns)
        rememberTurn(record, record.standIn);
    if (layout.size() == game.table().size())
        layout_ = layout;
}

// A turn for the story a seat taken back gets (every seat's draws: stateFor
// keeps only the receiver's); the first kMaxHistoryTurns of a game only.
void TableHub::rememberTurn(const TurnRecord& record, bool standIn)
{
    if (history_.size() >= static_cast<std::size_t>(kMaxHistoryTurns))
        return;
    history_.push_back(PastTurn{record.player, record.action,
                                record.action == TurnAction::Play ? record.after.table : IdTable{}, record.drawn,
                                static_cast<int>(record.drawn.size()), record.reason, standIn});
}

void TableHub::turnStarted(const Game& game, int turnMsLeft)
{
    game_ = &game;
    draft_.clear();
    moveReceived_ = false;
    turnDeadline_ = turnMsLeft < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(turnMsLeft);
    if (dealPending_) {
        dealPending_ = false;
        for (int s = 0; s < seatCount(); ++s)
            if (isConnected(s) && isRemote(s))
                send(s, stateFor(s));
        for (const Watcher& w : watchers_)
            send(w.id, stateFor(kBystander));
    }
}

void TableHub::setBanks(const std::vector<std::int64_t>& leftMs)
{
    banks_.assign(leftMs.begin(), leftMs.end());
}

void TableHub::turnPlayed(const Game& game, const TurnRecord& record, const TableLayout& layout)
{
    moveReceived_ = false;
    draft_.clear();
    draftLayout_.clear();
    // Where the sets lie: as the driver says, else as the player who sent this very table had them.
    if (!layout.empty())
        layout_ = layout;
    else if (record.action == TurnAction::Play && endTurn_.table == game.table())
        layout_ = endTurn_.layout;
    else if (record.action == TurnAction::Play)
        layout_.clear();
    endTurn_ = {};
    TurnPlayed m;
    m.game = gameIndex_;
    m.turn = game.turnNumber();
    m.player = record.player;
    m.action = record.action;
    m.table = game.table();
    m.layout = layout_.size() == m.table.size() ? layout_ : TableLayout{};
    m.drawnCount = static_cast<int>(record.drawn.size());
    m.rackCounts = game.rackCounts();
    m.meldDone = game.meldsDone();
    m.pool = game.poolSize();
    m.current = game.currentPlayer();
    m.last = game.isOver();
    m.reason = record.reason;
    m.meldPoints = record.action == TurnAction::Play ? record.meldPoints : -1;
    m.banks = banks_;
    // The AI played it for the seat's player: away, or out of time (record.standIn).
    rememberTurn(record, record.standIn || (isRemote(record.player) && aiPlays(record.player)));
    for (int s = 0; s < seatCount(); ++s) {
        if (!isRemote(s) || !isConnected(s))
            continue;
        m.drawn = s == record.player ? record.drawn : IdSet{};
        send(s, m);
    }
    m.drawn.clear(); // a watcher sees nobody's draw
    for (const Watcher& w : watchers_)
        send(w.id, m);
}

void TableHub::gameEnded(const Game& game, const std::vector<int>& totals)
{
    totals_ = totals;
    GameEnded m;
    m.game = gameIndex_;
    m.reason = game.endReason();
    m.winner = game.winner();
    m.rackCounts = game.rackCounts();
    for (int p = 0; p < game.playerCount(); ++p)
        m.rackPoints.push_back(rackValue(game.rack(p)));
    m.scores = game.scores();
    m.totals = totals;
    broadcast(m);
    game_ = nullptr;
}

void TableHub::shutDown(const QString& why, const QString& code)
{
    if (over_)
        return;
    over_ = true;
    for (auto& seat : seats_)
        seat->grace.stop();
    broadcast(ErrorReply{code, why});
    emit closed();
}

void TableHub::matchOver(const MatchOver& summary)
{
    over_ = true;
    for (auto& seat : seats_)
        seat->grace.stop();
    broadcast(summary);
    if (!config_.lingers)
        emit closed();
}

// The game as `seat` may see it (kBystander: a watcher, who sees no rack and no table mid-turn).
TableState TableHub::stateFor(int seat) const
{
    TableState m;
    m.game = gameIndex_;
    m.turn = game_->turnNumber();
    m.current = game_->currentPlayer();
    m.first = game_->firstPlayer();
    m.table = game_->table();
    const bool bystander = seat == kBystander;
    if (!bystander)
        m.rack = game_->rack(seat);
    m.rackCounts = game_->rackCounts();
    m.meldDone = game_->meldsDone();
    m.pool = game_->poolSize();
    m.layout = layout_.size() == m.table.size() ? layout_ : TableLayout{};
    if (!bystander) {
        m.draft = draft_;
        m.draftLayout = draftLayout_.size() == draft_.size() ? draftLayout_ : TableLayout{};
    }
    if (!turnDeadline_.isForever())
        m.turnMsLeft = static_cast<int>(std::max<qint64>(0, turnDeadline_.remainingTime()));
    m.totals = totals_;
    m.banks = banks_;
    m.commitment = commitment_;
    // The story so far (not at the deal; not when too long to tell).
    if (!history_.empty() && history_.size() < static_cast<std::size_t>(kMaxHistoryTurns)) {
        m.historyTable = historyTable_;
        m.historyMeldDone = historyMeldDone_;
        m.history = history_;
        for (PastTurn& turn : m.history)
            if (turn.player != seat)
                turn.drawn.clear(); // another's draw: its count only
    }
    return m;
}

void TableHub::send(int seat, const ServerMessage& message)
{
    emit sendTo(seat, writeMessage(message));
}

void TableHub::broadcast(const ServerMessage& message, int except, To to)
{
    const QByteArray bytes = writeMessage(message);
    for (int s = 0; s < seatCount(); ++s)
        if (s != except && isRemote(s) && isConnected(s))
            emit sendTo(s, bytes);
    if (to == To::Everyone)
        for (const Watcher& w : watchers_)
            emit sendTo(w.id, bytes);
}

void TableHub::sendSeats()
{
    broadcast(SeatsChanged{seatInfos(), static_cast<int>(watchers_.size())});
    emit seatsChanged();
}

void TableHub::showDraft(int player, const IdTable& table, const TableLayout& layout)
{
    if (!game_ || game_->currentPlayer() != player || isRemote(player))
        return;
    draft_ = table;
    draftLayout_ = layout;
    broadcast(DraftShown{player, draft_, draftLayout_}, -1, To::Players);
}

void TableHub::refuse(int seat, const QString& code, const QString& message)
{
    send(seat, ErrorReply{code, message});
}

} // namespace tilerummy::net
