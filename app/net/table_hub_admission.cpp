// Who may take which seat at a table (TableHub): the gate every hello
// passes (version, a token of this table, the code, games not over), a seat
// taken back by its token (which turns over), a free seat by a new name, and
// the host freeing a seat for someone new. Codes and tokens are made here.
#include "net/table_hub.h"
#include "net/table_hub_seat.h"

#include <QRandomGenerator>

#include <algorithm>

namespace tilerummy::net {

QString newToken()
{
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), 4);
    return QString::fromLatin1(bytes.toHex());
}

bool sameToken(const QString& a, const QString& b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    int diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= a[i].unicode() ^ b[i].unicode();
    return diff == 0;
}

QString TableHub::newCode()
{
    static constexpr char kAlphabet[] = "ACDEFGHJKMNPQRTUVWXY";
    QString code;
    for (int i = 0; i < kCodeLetters; ++i)
        code.append(QLatin1Char(kAlphabet[QRandomGenerator::system()->bounded(int(sizeof kAlphabet) - 1)]));
    return code;
}

QString TableHub::aiSeatName(AiLevel level, int nth)
{
    QString name = QString::fromStdString(aiLevelName(level));
    name[0] = name[0].toUpper();
    name += QStringLiteral(" AI");
    return nth > 1 ? name + QStringLiteral(" %1").arg(nth) : name;
}

TableHub::Admission TableHub::admit(const Hello& hello)
{
    Admission a;
    auto refuse = [&a](QLatin1String code, const QString& message) {
        a.refusal = ErrorReply{code, message};
        return a;
    };
    if (std::optional<ErrorReply> closed = gate(hello)) {
        a.refusal = std::move(*closed);
        return a;
    }
    if (hello.watch)
        return admitWatcher(hello);
    // The same seat back: only by its token, which turns over (a new one in the welcome; the one
    // presented opens nothing any more): a token copied off the wire is worthless once its player is back.
    if (const int s = seatOfToken(hello.token); s >= 0) {
        a.seat = s;
        SeatState& seat = at(s);
        tokensTurnedOver_.push_back(seat.token);
        seat.token = newToken();
        tokensGiven_.push_back(seat.token);
        seat.readsChat = hello.chat;
        emit tokenTurned(s);
        return a;
    }
    if (!hello.token.isEmpty() && std::any_of(tokensTurnedOver_.begin(), tokensTurnedOver_.end(),
                                              [&](const QString& old) { return sameToken(hello.token, old); }))
        return refuse(errors::kStale, QStringLiteral("That seat's key is out of date: its player came back to the "
                                                     "table with it and was given a new one."));
    // A name at this table admits to nothing: a seated player's (here or
    // away) or an AI's is refused, so that nobody is mistaken for another.
    for (int s = 0; s < seatCount(); ++s) {
        const SeatState& seat = at(s);
        if ((!isRemote(s) || seat.taken) && seat.name.compare(hello.name, Qt::CaseInsensitive) == 0)
            return refuse(
                errors::kName,
                QStringLiteral("Someone called %1 is at this table already; choose another name.").arg(seat.name));
    }
    // A free seat, before the games begin; after, one the host freed.
    for (int s = 0; s < seatCount() && a.seat < 0; ++s)
        if (isRemote(s) && !at(s).taken && (!started_ || at(s).freed))
            a.seat = s;
    if (a.seat >= 0) {
        SeatState& seat = at(a.seat);
        seat.taken = true;
        seat.freed = false;
        seat.name = hello.name;
        seat.token = newToken();
        seat.readsChat = hello.chat;
        tokensGiven_.push_back(seat.token);
        return a;
    }
    return refuse(errors::kFull, started_ ? QStringLiteral("This table's game has begun and every seat is taken.")
                                          : QStringLiteral("Every seat at this table is taken."));
}

QString TableHub::typedCode(const QString& typed)
{
    const QString code = typed.trimmed().toUpper();
    if (code.size() < kMinTypedCodeChars || code.size() > kMaxCodeChars)
        return {};
    for (const QChar c : code)
        if (c > QLatin1Char('z') || !c.isLetterOrNumber())
            return {};
    return code;
}

int TableHub::seatOfToken(const QString& token) const
{
    for (int s = 0; s < seatCount(); ++s) {
        const SeatState& seat = at(s);
        if (isRemote(s) && seat.taken && sameToken(token, seat.token))
            return s;
    }
    return -1;
}

bool TableHub::gaveToken(const QString& token) const
{
    return std::any_of(tokensGiven_.begin(), tokensGiven_.end(),
                       [&](const QString& given) { return sameToken(token, given); });
}

// What refuses a hello whoever it is: another version, a wrong code, a table whose games are over.
std::optional<ErrorReply> TableHub::gate(const Hello& hello) const
{
    if (hello.protocol != kProtocolVersion)
        return ErrorReply{errors::kVersion,
                          QStringLiteral("This table speaks version %1 of the game's network protocol and "
                                         "yours speaks version %2: both need the same version of Tile Rummy.")
                              .arg(kProtocolVersion)
                              .arg(hello.protocol)};
    // A token this table never gave is another table's (or another game's of
    // this host, with another code perhaps): its player is told so, whatever
    // the code, and never seated here as someone new. The answer is the same
    // for any code: it tells a guesser nothing.
    if (!hello.token.isEmpty() && !gaveToken(hello.token))
        return ErrorReply{errors::kSeat, QStringLiteral("This table does not know your seat: it is not the table "
                                                        "you were at, or its host has not opened that game again.")};
    if (!config_.code.isEmpty() && hello.code.compare(config_.code, Qt::CaseInsensitive) != 0)
        return ErrorReply{errors::kCode, hello.code.isEmpty() ? QStringLiteral("This table needs its code to join.")
                                                              : QStringLiteral("That is not this table's code.")};
    if (over_)
        return ErrorReply{errors::kOver, QStringLiteral("This table's games are over.")};
    return std::nullopt;
}

bool TableHub::freeSeat(int seat)
{
    if (seat < 0 || seat >= seatCount() || !isRemote(seat) || over_)
        return false;
    SeatState& s = at(seat);
    if (!s.taken)
        return false;
    // Its token opens nothing any more (stale), whoever holds it; the
    // connection on it is let go (seatFreed) before the others hear.
    tokensTurnedOver_.push_back(s.token);
    s.token.clear();
    s.taken = false;
    s.freed = started_;
    s.name = config_.names[static_cast<std::size_t>(seat)];
    s.grace.stop();
    s.left = false;
    if (s.connected) {
        s.connected = false;
        emit seatFreed(seat);
    }
    setAiPlays(seat, false); // the table waits for its new player
    emit tokenTurned(seat);
    sendSeats();
    return true;
}

bool TableHub::takesBack(const Hello& hello) const
{
    return !gate(hello) && seatOfToken(hello.token) >= 0;
}

} // namespace tilerummy::net
