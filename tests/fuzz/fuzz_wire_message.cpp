// Fuzz target: the network table's message readers (app/net/wire_messages.h),
// as the host reads what a client sends and a client what the host sends.
// The bytes are one message, or several separated by newlines.
//  - a refused message comes with a reason;
//  - an accepted one written again (writeMessage) reads again, and writing
//    that gives the same bytes: what one side writes, the other reads;
//  - an accepted client message holds each tile at most once, every set non-empty;
//  - a seat's view (SeatView) takes in the host's messages in order and
//    never holds a tile twice, nor a rack of another size than its count;
//  - a table's announcement on the local network (readAnnouncement) written
//    again reads again to the same announcement.
#include "fuzz_support.h"
#include "net/seat_view.h"
#include "net/wire_messages.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <string>
#include <variant>

namespace {

using namespace tilerummy::net;

void checkClient(const QByteArray& bytes)
{
    std::string error;
    const auto message = readClientMessage(bytes, &error);
    if (!message) {
        FUZZ_CHECK(!error.empty(), "a client message refused without a reason");
        return;
    }
    const tilerummy::IdTable* table = nullptr;
    if (const auto* d = std::get_if<DraftTable>(&*message))
        table = &d->table;
    if (const auto* e = std::get_if<EndTurn>(&*message))
        table = &e->table;
    if (table) {
        std::vector<bool> seen(tilerummy::kTileCount, false);
        for (const auto& set : *table) {
            FUZZ_CHECK(!set.empty(), "an empty set was accepted");
            for (tilerummy::TileId id : set) {
                FUZZ_CHECK(id >= 0 && id < tilerummy::kTileCount && !seen[static_cast<std::size_t>(id)],
                           "a tile id out of range or twice was accepted: " + bytes.toStdString());
                seen[static_cast<std::size_t>(id)] = true;
            }
        }
    }
    const QByteArray written = writeMessage(*message);
    const auto again = readClientMessage(written, &error);
    FUZZ_CHECK(again.has_value(),
               "a client message written back does not read: " + error + "\n" + written.toStdString());
    FUZZ_CHECK(writeMessage(*again) == written,
               "a client message does not write the same twice:\n" + written.toStdString());
}

void checkServer(const QByteArray& bytes, SeatView* view)
{
    std::string error;
    const auto message = readServerMessage(bytes, &error);
    if (!message) {
        FUZZ_CHECK(!error.empty(), "a host message refused without a reason");
        return;
    }
    const QByteArray written = writeMessage(*message);
    const auto again = readServerMessage(written, &error);
    FUZZ_CHECK(again.has_value(), "a host message written back does not read: " + error + "\n" + written.toStdString());
    FUZZ_CHECK(writeMessage(*again) == written,
               "a host message does not write the same twice:\n" + written.toStdString());
    if (!view->apply(*message, &error))
        FUZZ_CHECK(!error.empty(), "a message the view refused without a reason");
    if (view->inGame()) {
        std::vector<bool> seen(tilerummy::kTileCount, false);
        auto take = [&](tilerummy::TileId id) {
            FUZZ_CHECK(!seen[static_cast<std::size_t>(id)], "the view holds a tile twice");
            seen[static_cast<std::size_t>(id)] = true;
        };
        for (const auto& set : view->table())
            for (tilerummy::TileId id : set)
                take(id);
        for (tilerummy::TileId id : view->rack())
            take(id);
        FUZZ_CHECK(static_cast<int>(view->rack().size()) == view->rackCounts()[static_cast<std::size_t>(view->seat())],
                   "the view's rack is not as large as its count");
    }
}

void checkAnnouncement(const QByteArray& bytes)
{
    std::string error;
    const auto table = readAnnouncement(bytes, &error);
    if (!table) {
        FUZZ_CHECK(!error.empty(), "an announcement refused without a reason");
        return;
    }
    FUZZ_CHECK(!table->instance.isEmpty() && table->freeSeats <= table->seats, "an announcement that cannot be");
    const auto again = readAnnouncement(writeAnnouncement(*table), &error);
    FUZZ_CHECK(again && *again == *table, "an announcement written back reads otherwise: " + error);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64 * 1024)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    checkClient(bytes);
    checkAnnouncement(bytes);
    SeatView view;
    checkServer(bytes, &view);
    const QList<QByteArray> lines = bytes.split('\n');
    if (lines.size() > 1) {
        SeatView sequence;
        for (const QByteArray& line : lines) {
            checkClient(line);
            checkServer(line, &sequence);
        }
    }
    return 0;
}
