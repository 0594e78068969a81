// One table that `tilerummy-cli serve` hosts: its matches one after another.
// After a match, while it may play again (serve --again N), the friends still
// at the table are asked to play again with the same people (TableHub::
// askAgain). Once each has answered, or kAnswerWaitMs passed (a no), a table
// where anyone said yes opens anew in its place, on the same port with the
// same code (TableServer::replaceTable): each yes keeps their seat for their
// token, the other seats are standard AIs; otherwise the table is done.
#pragma once

#include "net/served_match.h"
#include "net/table_hub.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace tilerummy::net {

class TableServer;

class ServedTable : public QObject {
    Q_OBJECT

public:
    // How long the friends have to answer before a silence counts as a no.
    static constexpr int kAnswerWaitMs = 120000;

    // `againLeft`: how many more matches it may ask for; `gameStride`: what
    // the log's game numbers advance by from one match to the next (every
    // table's games of a match), so that no two tables' games share a number.
    ServedTable(TableHub::Config config, ServedMatch::Options options, int againLeft, int gameStride,
                SelfPlayObserver* observer, QObject* parent = nullptr);
    ~ServedTable() override;

    TableHub* hub() const { return hubs_.back().get(); }
    // Where the table opens anew when it plays again (set before the first match ends).
    void setServer(TableServer* server) { server_ = server; }
    // Every match played here, the one on last.
    const std::vector<std::unique_ptr<ServedMatch>>& matches() const { return matches_; }

signals:
    void hubReplaced(TableHub* before, TableHub* after); // the table opened anew
    void finished();                                     // no more matches here

private:
    void startMatch();
    void matchOver();
    void answersChanged();
    void decide(); // every answer in (or the wait over): again, or done

    ServedMatch::Options options_;
    int againLeft_ = 0;
    int gameStride_ = 0;
    SelfPlayObserver* observer_ = nullptr;
    TableServer* server_ = nullptr;
    std::vector<std::unique_ptr<TableHub>> hubs_; // kept while the server may still hold a pointer
    std::vector<std::unique_ptr<ServedMatch>> matches_;
    QTimer answerWait_;
};

} // namespace tilerummy::net
