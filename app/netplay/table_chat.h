// The table's chat as the window shows it (QML: TableChat, in the side
// panel): the lines said at the networked table this screen hosts or joined,
// newest last, each in the reader's own language (a quick phrase by its
// id); the person's own lines go out through the table. A person muted is
// neither shown nor said. Nothing of it is kept: not in the turn log, a save
// or the game's history; a new table starts a new chat.
#pragma once

#include "net/wire_messages.h"
#include "netplay/table_guest.h"
#include "netplay/table_host.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The chat's lines, newest last, as a list model (TableChat::lines).
class ChatLines : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The lines come from a TableChat.")

public:
    enum Role { NameRole = Qt::UserRole + 1, WordsRole, MineRole, ShownRole };
    static constexpr int kMostLines = 200; // the oldest go first
    struct Line {
        QString name;
        QString words;
        bool mine = false;
    };

    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    void append(Line line);
    void clear();

private:
    std::vector<Line> lines_;
};

class TableChat : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The tables it hears: the one this screen hosts, and the one it joins.
    Q_PROPERTY(TableHost* host READ host WRITE setHost NOTIFY tablesChanged FINAL)
    Q_PROPERTY(TableGuest* guest READ guest WRITE setGuest NOTIFY tablesChanged FINAL)
    // A networked table with a chat is on; the person may write in it (not a watcher).
    Q_PROPERTY(bool available READ available NOTIFY availableChanged FINAL)
    Q_PROPERTY(bool canSay READ canSay NOTIFY availableChanged FINAL)
    // The quick phrases, each {id, text} in the reader's language.
    Q_PROPERTY(QVariantList phrases READ phrases NOTIFY availableChanged FINAL)
    // Those who said something here (to mute), and those muted.
    Q_PROPERTY(QStringList speakers READ speakers NOTIFY peopleChanged FINAL)
    Q_PROPERTY(QStringList muted READ muted NOTIFY peopleChanged FINAL)
    // What was said, newest last.
    Q_PROPERTY(ChatLines* lines READ lines CONSTANT FINAL)

public:
    explicit TableChat(QObject* parent = nullptr);

    ChatLines* lines() { return &lines_; }
    const ChatLines* lines() const { return &lines_; }
    Q_INVOKABLE bool isMuted(const QString& name) const { return muted_.contains(name, Qt::CaseInsensitive); }

    TableHost* host() const { return host_; }
    TableGuest* guest() const { return guest_; }
    void setHost(TableHost* host);
    void setGuest(TableGuest* guest);
    bool available() const;
    bool canSay() const;
    QVariantList phrases() const;
    QStringList speakers() const { return speakers_; }
    QStringList muted() const { return muted_; }

    // Says a quick phrase, or a text: "" (said) or why not, in words.
    Q_INVOKABLE QString sayPhrase(const QString& id);
    Q_INVOKABLE QString sayText(const QString& text);
    // Mutes (or hears again) a person by name: their lines are neither shown nor said.
    Q_INVOKABLE void setMuted(const QString& name, bool muted);

signals:
    void tablesChanged();
    void availableChanged();
    void peopleChanged();
    // A line another said, for a screen reader ("Bea says: Good move!").
    void heard(const QString& words);

private:
    using Line = ChatLines::Line;
    QString say(const tilerummy::net::Say& line);
    void heardFrom(const QString& name, const tilerummy::net::Say& line);
    void tablesMoved(); // a table opened, closed, joined or left: a new table starts a new chat

    QPointer<TableHost> host_;
    QPointer<TableGuest> guest_;
    ChatLines lines_;
    QStringList speakers_;
    QStringList muted_;
    bool wasAvailable_ = false;
};
