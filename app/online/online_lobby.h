// "Play online": this game at a lobby a community runs (docs/lobby.md), as
// the Online screen shows it. It connects to the address the person gave
// (kept in the settings), signs in with the player's key (made on first use
// in a private file beside the saves), and keeps what the lobby says: the
// player's name and rating, the open tables, the table they sit at, their
// wait in the quick match, the leaderboard and their rated games. When a
// table starts, the seat the lobby gives is taken by the joined table (the
// same code that plays any other machine's table), and the game shows; the
// lobby's connection stays open, so the new rating comes at the game's end.
// Everything the lobby refuses is said in the person's language by its code.
#pragma once

#include "lobby/lobby_client.h"
#include "netplay/joined_table.h"
#include "settings/app_settings.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

class OnlineLobby : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Where a seat the lobby gives is taken (the game's joined table).
    Q_PROPERTY(JoinedTable* table READ table WRITE setTable NOTIFY wiringChanged FINAL)
    // The lobby's address and a trusted certificate's fingerprint are kept there.
    Q_PROPERTY(AppSettings* settings READ settings WRITE setSettings NOTIFY wiringChanged FINAL)
    // The file that keeps the player's key (made when absent; by default beside the saves).
    Q_PROPERTY(QString keyFile READ keyFile WRITE setKeyFile NOTIFY wiringChanged FINAL)
    Q_PROPERTY(Phase phase READ phase NOTIFY stateChanged FINAL)
    // Where it stands, in a sentence ("Signed in at lobby.example.org as Ann.").
    Q_PROPERTY(QString status READ status NOTIFY stateChanged FINAL)
    // Why the lobby cannot be used now, or what it refused last ("" when nothing).
    Q_PROPERTY(QString problem READ problem NOTIFY stateChanged FINAL)
    // The lobby's certificate is vouched for by nobody: its fingerprint, to
    // check with whoever runs the lobby and trust ("" else).
    Q_PROPERTY(QString untrustedFingerprint READ untrustedFingerprint NOTIFY stateChanged FINAL)
    // A new player's name was refused: another is asked for (the connection waits).
    Q_PROPERTY(bool nameAsked READ nameAsked NOTIFY stateChanged FINAL)
    // The player as the lobby knows them.
    Q_PROPERTY(QString name READ name NOTIFY meChanged FINAL)
    Q_PROPERTY(int rating READ rating NOTIFY meChanged FINAL)
    // "1500 ± 350 · no rated games yet".
    Q_PROPERTY(QString ratingText READ ratingText NOTIFY meChanged FINAL)
    // The last rated game's outcome here ("" before one): place and rating change.
    Q_PROPERTY(QString lastResult READ lastResult NOTIFY meChanged FINAL)
    // The same, while the game it was for is still the one on the table (its
    // end's dialog says it): "" at any other table, or before it came.
    Q_PROPERTY(QString tableResult READ tableResult NOTIFY tableResultChanged FINAL)
    // The game on the table is one this lobby seated the player at.
    Q_PROPERTY(bool atLobbyTable READ atLobbyTable NOTIFY tableResultChanged FINAL)
    // The open public tables: each {id, title, detail, free} in words.
    Q_PROPERTY(QVariantList tables READ tables NOTIFY tablesChanged FINAL)
    // The table the player sits at, waiting for people (a title, who sits,
    // the code to give friends for a private one; only its maker starts it).
    Q_PROPERTY(bool atTable READ atTable NOTIFY myTableChanged FINAL)
    Q_PROPERTY(QString myTableTitle READ myTableTitle NOTIFY myTableChanged FINAL)
    Q_PROPERTY(QString myTableDetail READ myTableDetail NOTIFY myTableChanged FINAL)
    Q_PROPERTY(QString myTableCode READ myTableCode NOTIFY myTableChanged FINAL)
    Q_PROPERTY(bool mayStart READ mayStart NOTIFY myTableChanged FINAL)
    // Waiting in the quick match, and how it goes, each second ("2 of 4 here. AIs fill the rest in 42 s.").
    Q_PROPERTY(bool queued READ queued NOTIFY queueChanged FINAL)
    Q_PROPERTY(QString queueText READ queueText NOTIFY queueChanged FINAL)
    // Seated at a started table: the game is on (its screen shows it).
    Q_PROPERTY(bool playing READ playing NOTIFY myTableChanged FINAL)
    // The best players: each {place, name, rating, games, me}; the player's rated games: each {when, text}.
    Q_PROPERTY(QVariantList leaderboard READ leaderboard NOTIFY leaderboardChanged FINAL)
    Q_PROPERTY(QVariantList history READ history NOTIFY historyChanged FINAL)

public:
    // No lobby connected; connecting and signing in; signed in.
    enum class Phase { Offline, Connecting, SignedIn };
    Q_ENUM(Phase)

    explicit OnlineLobby(QObject* parent = nullptr);
    ~OnlineLobby() override;

    // "wss://host:4530" from what a person types (ws:// kept when typed; the
    // port 4530 when none): invalid when it is not a lobby's address.
    static QUrl lobbyUrl(const QString& typed);

    // Connects to the lobby at `address` (kept as the lobby's address) and
    // signs in; `name` is the name a new player takes. "" (connecting) or
    // why not, in words.
    Q_INVOKABLE QString connectTo(const QString& address, const QString& name);
    // The lobby's certificate, shown by its fingerprint, is trusted: kept, and connected again.
    Q_INVOKABLE void trustLobby();
    // Another name, after the lobby refused the first.
    Q_INVOKABLE QString chooseName(const QString& name);
    Q_INVOKABLE void disconnectFromLobby();
    // Requests, once signed in (each answer comes as the properties change):
    Q_INVOKABLE void createTable(int seats, bool rated, bool isPrivate);
    Q_INVOKABLE void joinTable(const QString& id);
    Q_INVOKABLE QString joinByCode(const QString& code); // "" or why not
    Q_INVOKABLE void leaveTable();
    Q_INVOKABLE void startTable();
    Q_INVOKABLE void quickMatch(int seats, int waitSeconds);
    Q_INVOKABLE void cancelQuickMatch();
    Q_INVOKABLE void askLeaderboard();
    Q_INVOKABLE void askHistory();

    JoinedTable* table() const { return table_; }
    void setTable(JoinedTable* table);
    AppSettings* settings() const { return settings_; }
    void setSettings(AppSettings* settings);
    QString keyFile() const { return keyFile_; }
    void setKeyFile(const QString& path);
    Phase phase() const { return phase_; }
    QString status() const;
    QString problem() const { return problem_; }
    QString untrustedFingerprint() const { return untrusted_; }
    bool nameAsked() const { return nameAsked_; }
    QString name() const { return name_; }
    int rating() const { return rating_; }
    QString ratingText() const;
    QString lastResult() const;
    QString tableResult() const;
    bool atLobbyTable() const;
    QVariantList tables() const;
    bool atTable() const { return !myTable_.isEmpty() && !playing_; }
    QString myTableTitle() const;
    QString myTableDetail() const;
    QString myTableCode() const { return myTable_.value(QStringLiteral("code")).toString(); }
    bool mayStart() const;
    bool queued() const { return queueSeats_ > 0; }
    QString queueText() const;
    bool playing() const;
    QVariantList leaderboard() const { return leaderboard_; }
    QVariantList history() const;

    // The lobby's refusal, in words, by its code (`retryS`: a wait, -1 none).
    static QString refusalWords(const QString& code, int retryS);

signals:
    void wiringChanged();
    void stateChanged();
    void meChanged();
    void tableResultChanged();
    void tablesChanged();
    void myTableChanged();
    void queueChanged();
    void leaderboardChanged();
    void historyChanged();
    // A table started and its seat is being taken: the game's screen shows it.
    void seatTaken();
    // Something happened the person should hear (a table started, a rating changed), in words.
    void news(const QString& text);

private:
    void signedIn(const QJsonObject& me);
    void listed(const QJsonArray& tables);
    void tableChanged(const QJsonObject& table);
    void seated(const tilerummy::lobby::LobbyClient::Seat& seat);
    void rated(const QJsonObject& result);
    void refused(const QString& code, const QString& message, int retryS);
    void dropped(const QString& reason);
    void setPhase(Phase phase, const QString& problem = {});
    void clearTable();
    void setQueue(int seats, int waiting, int waitS);
    void send(const tilerummy::lobby::LobbyRequest& request);
    static QString tableTitle(const QJsonObject& table);
    static QString tableDetail(const QJsonObject& table);

    tilerummy::lobby::LobbyClient client_;
    JoinedTable* table_ = nullptr;
    AppSettings* settings_ = nullptr;
    QString keyFile_;
    Phase phase_ = Phase::Offline;
    QString problem_;
    QString untrusted_;
    bool nameAsked_ = false;
    QString ending_; // a refusal that ends the connection (signed in elsewhere, a key refused), in words
    QString host_;   // the lobby's host, for the status
    QString name_;
    QString askedName_;
    int rating_ = 0;
    int deviation_ = 0;
    int games_ = 0;
    int lastPlace_ = 0; // the last rated game here: place, people, rating change
    int lastPeople_ = 0;
    int lastChange_ = 0;
    QJsonArray tables_;
    QJsonObject myTable_;
    bool myTableMine_ = false; // the player made it (its first seat)
    bool playing_ = false;
    QString seatAddress_;        // the table the lobby seated the player at last
    bool resultForSeat_ = false; // the last rated result is that table's game
    int queueSeats_ = 0;
    int queueWaiting_ = 0;
    int queueWaitS_ = 0;
    QElapsedTimer queuedFor_;
    QTimer queueTick_;
    QVariantList leaderboard_;
    QJsonArray history_;
};
