#include "netplay/table_chat.h"

#include "netplay/table_guest.h"
#include "netplay/table_host.h"
#include "words/chat_words.h"

using tilerummy::net::Say;

int ChatLines::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(lines_.size());
}

QVariant ChatLines::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Line& line = lines_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case NameRole:
        return line.name;
    case WordsRole:
        return line.words;
    case MineRole:
        return line.mine;
    case ShownRole:
        return tilerummy::ui::chatShown(line.name, line.words);
    default:
        return {};
    }
}

QHash<int, QByteArray> ChatLines::roleNames() const
{
    return {{NameRole, "name"}, {WordsRole, "words"}, {MineRole, "mine"}, {ShownRole, "shown"}};
}

TableChat::TableChat(QObject* parent) : QObject(parent) {}

void TableChat::setHost(TableHost* host)
{
    if (host == host_)
        return;
    if (host_)
        host_->disconnect(this);
    host_ = host;
    if (host_) {
        connect(host_, &TableHost::openChanged, this, &TableChat::tablesMoved);
        connect(host_, &TableHost::chatHeard, this,
                [this](int, const QString& name, const Say& line) { heardFrom(name, line); });
    }
    emit tablesChanged();
    tablesMoved();
}

void TableChat::setGuest(TableGuest* guest)
{
    if (guest == guest_)
        return;
    if (guest_)
        guest_->disconnect(this);
    guest_ = guest;
    if (guest_) {
        connect(guest_, &TableGuest::stateChanged, this, &TableChat::tablesMoved);
        connect(guest_, &TableGuest::seatsChanged, this, &TableChat::tablesMoved);
        connect(guest_, &TableGuest::chatHeard, this,
                [this](int, const QString& name, const Say& line) { heardFrom(name, line); });
    }
    emit tablesChanged();
    tablesMoved();
}

// The joined table when there is one, else the hosted one.
bool TableChat::available() const
{
    if (guest_ && guest_->isActive())
        return guest_->readsChat() && guest_->phase() != TableGuest::Phase::Left;
    return host_ && host_->isOpen();
}

bool TableChat::canSay() const
{
    if (guest_ && guest_->isActive())
        return available() && guest_->mayChat();
    return available() && !host_->ownChatName().isEmpty();
}

QVariantList TableChat::phrases() const
{
    QVariantList list;
    for (const QString& id : tilerummy::net::kChatPhrases)
        list.append(QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("text"), tilerummy::ui::chatPhrase(id)}});
    return list;
}

QString TableChat::sayPhrase(const QString& id)
{
    if (!tilerummy::net::kChatPhrases.contains(id))
        return tr("That is not one of the quick phrases.");
    return say(Say{id, {}});
}

QString TableChat::sayText(const QString& text)
{
    const QString line = text.simplified();
    if (line.isEmpty())
        return tr("Write something first.");
    if (line.toUcs4().size() > tilerummy::net::kMaxChatChars)
        return tr("A chat line of at most %1 characters, please.").arg(tilerummy::net::kMaxChatChars);
    return say(Say{{}, line});
}

QString TableChat::say(const Say& line)
{
    if (!canSay())
        return guest_ && guest_->watching() ? tr("Watchers read the chat; only the players write in it.")
                                            : tr("No table with friends is on.");
    QString name;
    if (guest_ && guest_->isActive()) {
        guest_->say(line);
        name = guest_->keptSeat().name;
    } else {
        host_->say(line);
        name = host_->ownChatName();
    }
    lines_.append({name, tilerummy::ui::chatWords(line.phrase, line.text), true});
    return {};
}

void TableChat::heardFrom(const QString& name, const Say& line)
{
    if (muted_.contains(name, Qt::CaseInsensitive))
        return;
    const QString words = tilerummy::ui::chatWords(line.phrase, line.text);
    if (words.isEmpty())
        return; // a phrase this version does not know
    if (!speakers_.contains(name)) {
        speakers_.append(name);
        emit peopleChanged();
    }
    lines_.append({name, words, false});
    emit heard(tilerummy::ui::chatSpoken(name, words));
}

void TableChat::setMuted(const QString& name, bool muted)
{
    if (muted == muted_.contains(name, Qt::CaseInsensitive))
        return;
    if (muted)
        muted_.append(name);
    else
        muted_.removeAll(name);
    emit peopleChanged();
}

void ChatLines::clear()
{
    beginResetModel();
    lines_.clear();
    endResetModel();
}

void ChatLines::append(Line line)
{
    if (lines_.size() >= static_cast<std::size_t>(kMostLines)) {
        beginRemoveRows({}, 0, 0);
        lines_.erase(lines_.begin());
        endRemoveRows();
    }
    beginInsertRows({}, rowCount(), rowCount());
    lines_.push_back(std::move(line));
    endInsertRows();
}

void TableChat::tablesMoved()
{
    const bool now = available();
    if (now && !wasAvailable_ && lines_.rowCount() > 0) { // a new table: a new chat
        lines_.clear();
        speakers_.clear();
        muted_.clear();
        emit peopleChanged();
    }
    wasAvailable_ = now;
    emit availableChanged();
}
