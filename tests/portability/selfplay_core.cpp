// The portability check's self-play (core only, no Qt): seeded games between
// AI seats played with the core's runSelfPlay, each summed up in one line with
// a digest of everything that happened in it, and a digest of the whole run.
// Built with GCC, clang + libc++ and MinGW-w64 (run under Wine), the three
// outputs must be byte for byte the same (scripts/portability-tests.sh): the
// same seed deals the same tiles and every AI makes the same choices whatever
// the compiler, standard library and platform.
//
// The digest is FNV-1a (64 bits) over a fixed byte encoding of small integers
// (four bytes each, little-endian, written out byte by byte): the deal (every
// rack, the pool in drawing order, the first player), every turn (player,
// action, the table and the player's rack after it, the tiles drawn, the pool
// count, ...) and the end (reason, winner, scores, the racks left). No
// floating point, no std::hash, nothing printed with the C library's number
// formatting.
//
// The tutorial's practice puzzles are digested too (makePuzzle: seeded, made
// with the solver): the position, the best play and the measures of each.
//
// Usage: selfplay_core [--nodes N] RUN...
//   RUN       SEED:GAMES:SEATS[:RULES]: GAMES games of the run seeded SEED
//             (game i dealt from gameSeed(SEED, i), as the CLI's self-play);
//             SEATS the levels, comma-separated, 2 to 4 of beginner, standard,
//             expert; RULES official (the default) or variants joined with +:
//             sabra1985 (initial meld 50), rack16 (16 tiles dealt),
//             one-more-turn (once the pool is empty, one more turn each);
//             or puzzles:SEED:COUNT: COUNT practice puzzles at each level,
//             puzzle i of a level made from deriveSeed(SEED, i)
//   --nodes N the AI's search steps per decision (default: the game's own)
// e.g. selfplay_core 7:3:beginner,standard 8:2:standard,expert,beginner:sabra1985+rack16 puzzles:9:2
// Prints "game ..." (or "puzzle ...") lines, "run ..." lines per RUN and an "all ..." line; exit
// code 1 when the engine reports a broken invariant, 2 on a bad command line.
#include "ai_player.h"
#include "game.h"
#include "practice_puzzle.h"
#include "random.h"
#include "rules.h"
#include "self_play.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

namespace {

class Fnv1a {
public:
    void byte(unsigned char b)
    {
        hash_ ^= b;
        hash_ *= 0x100000001b3ULL;
    }
    void number(std::int64_t value)
    {
        const auto u = static_cast<std::uint64_t>(value);
        for (int shift = 0; shift < 32; shift += 8)
            byte(static_cast<unsigned char>((u >> shift) & 0xffu));
    }
    void ids(const tilerummy::IdSet& ids)
    {
        number(static_cast<std::int64_t>(ids.size()));
        for (tilerummy::TileId id : ids)
            number(id);
    }
    void table(const tilerummy::IdTable& table)
    {
        number(static_cast<std::int64_t>(table.size()));
        for (const auto& set : table)
            ids(set);
    }
    void tiles(const tilerummy::Tiles& tiles)
    {
        number(static_cast<std::int64_t>(tiles.size()));
        for (tilerummy::Tile t : tiles)
            number(t.index());
    }
    void table(const tilerummy::Table& table)
    {
        number(static_cast<std::int64_t>(table.size()));
        for (const auto& set : table)
            tiles(set);
    }
    void mix(std::uint64_t other)
    {
        for (int shift = 0; shift < 64; shift += 8)
            byte(static_cast<unsigned char>((other >> shift) & 0xffu));
    }
    std::uint64_t value() const { return hash_; }

private:
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

// Digits written out here, so that no C library's formatting is involved.
std::string hex(std::uint64_t v)
{
    static const char digits[] = "0123456789abcdef";
    std::string s(16, '0');
    for (int i = 15; i >= 0; --i, v >>= 4)
        s[static_cast<std::size_t>(i)] = digits[v & 0xfu];
    return s;
}

std::string decimal(long long v)
{
    if (v < 0)
        return "-" + decimal(-v);
    std::string s;
    do {
        s.insert(s.begin(), static_cast<char>('0' + v % 10));
        v /= 10;
    } while (v > 0);
    return s;
}

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> parts(1);
    for (char c : text) {
        if (c == separator)
            parts.emplace_back();
        else
            parts.back().push_back(c);
    }
    return parts;
}

bool parseNumber(const std::string& text, std::uint64_t* out)
{
    if (text.empty() || text.size() > 19)
        return false;
    std::uint64_t v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    *out = v;
    return true;
}

struct Run {
    std::string spec;
    bool puzzles = false; // else games
    std::uint64_t seed = 0;
    int games = 0; // or puzzles per level
    std::vector<tilerummy::AiLevel> seats;
    tilerummy::Rules rules;
};

bool parseRun(const std::string& spec, Run* run, std::string* why)
{
    const auto parts = split(spec, ':');
    if (parts.size() == 3 && parts[0] == "puzzles") {
        std::uint64_t count = 0;
        if (!parseNumber(parts[1], &run->seed) || !parseNumber(parts[2], &count) || count < 1 || count > 1000) {
            *why = "puzzles:SEED:COUNT takes numbers (COUNT 1..1000)";
            return false;
        }
        run->puzzles = true;
        run->games = static_cast<int>(count);
        run->spec = spec;
        return true;
    }
    if (parts.size() < 3 || parts.size() > 4) {
        *why = "a run is SEED:GAMES:SEATS[:RULES] or puzzles:SEED:COUNT";
        return false;
    }
    std::uint64_t games = 0;
    if (!parseNumber(parts[0], &run->seed) || !parseNumber(parts[1], &games) || games < 1 || games > 10000) {
        *why = "SEED and GAMES are numbers (GAMES 1..10000)";
        return false;
    }
    run->games = static_cast<int>(games);
    for (const auto& name : split(parts[2], ',')) {
        const auto level = tilerummy::aiLevelFromName(name);
        if (!level) {
            *why = "unknown level '" + name + "' (beginner, standard, expert)";
            return false;
        }
        run->seats.push_back(*level);
    }
    if (run->seats.size() < 2 || run->seats.size() > 4) {
        *why = "2 to 4 seats";
        return false;
    }
    if (parts.size() == 4 && parts[3] != "official") {
        for (const auto& variant : split(parts[3], '+')) {
            if (variant == "sabra1985") {
                run->rules.initialMeld = tilerummy::Rules::sabra1985().initialMeld;
            } else if (variant == "rack16") {
                run->rules.rackSize = 16;
            } else if (variant == "one-more-turn") {
                run->rules.poolEmpty = tilerummy::PoolEmptyRule::OneMoreTurnEach;
            } else {
                *why = "unknown rule variant '" + variant + "' (sabra1985, rack16, one-more-turn)";
                return false;
            }
        }
    }
    run->spec = spec;
    return true;
}

// Digests each game as the self-play reports it, and prints its line.
class Digests : public tilerummy::SelfPlayObserver {
public:
    explicit Digests(int firstGame) : firstGame_(firstGame) {}

    void dealt(int, const tilerummy::Game& g) override
    {
        game_ = Fnv1a{};
        turns_ = 0;
        game_.number(g.playerCount());
        game_.number(g.firstPlayer());
        for (int p = 0; p < g.playerCount(); ++p)
            game_.ids(g.rack(p));
        game_.ids(g.pool());
        game_.table(g.table());
    }

    void turn(int, const tilerummy::TurnRecord& r) override
    {
        ++turns_;
        game_.number(r.player);
        game_.number(static_cast<int>(r.action));
        game_.number(r.initialMeldDone ? 1 : 0);
        game_.table(r.after.table);
        game_.ids(r.after.rack);
        game_.ids(r.drawn);
        game_.number(r.invalidSet);
        game_.number(r.pool);
    }

    void ended(int game, const tilerummy::Game& g) override
    {
        game_.number(static_cast<int>(g.endReason()));
        game_.number(g.winner() ? *g.winner() : -1);
        game_.number(g.turnNumber());
        std::string scores;
        for (int s : g.scores()) {
            game_.number(s);
            scores += (scores.empty() ? "" : ",") + decimal(s);
        }
        for (int p = 0; p < g.playerCount(); ++p)
            game_.ids(g.rack(p));
        run_.mix(game_.value());
        turnsInRun_ += turns_;
        std::string line = "game " + decimal(firstGame_ + game) + " turns " + decimal(turns_) + " end " +
                           tilerummy::endReasonName(g.endReason()) + " winner " +
                           (g.winner() ? decimal(*g.winner() + 1) : std::string("-")) + " scores " + scores +
                           " digest " + hex(game_.value()) + "\n";
        std::fputs(line.c_str(), stdout);
    }

    std::uint64_t runDigest() const { return run_.value(); }
    long long turnsInRun() const { return turnsInRun_; }

private:
    int firstGame_;
    Fnv1a game_;
    Fnv1a run_;
    int turns_ = 0;
    long long turnsInRun_ = 0;
};

// The run's puzzles, a line each; false when one could not be made.
bool playPuzzles(const Run& run, int firstLine, Fnv1a* digest)
{
    int line = firstLine;
    for (int level = 1; level <= tilerummy::kPuzzleLevels; ++level) {
        for (int i = 0; i < run.games; ++i, ++line) {
            const std::uint64_t seed = tilerummy::deriveSeed(run.seed, i);
            const auto puzzle = tilerummy::makePuzzle(seed, level);
            if (!puzzle)
                return false;
            Fnv1a h;
            h.number(puzzle->level);
            h.table(puzzle->position.table);
            h.tiles(puzzle->position.rack);
            h.table(puzzle->best.table);
            h.tiles(puzzle->best.placed);
            for (int n : {puzzle->bestTiles, puzzle->plainTiles, puzzle->rearranged, puzzle->setsBroken,
                          puzzle->rearrangedAtLeast, puzzle->attempts})
                h.number(n);
            digest->mix(h.value());
            std::fputs(("puzzle " + decimal(line) + " level " + decimal(level) + " best " + decimal(puzzle->bestTiles) +
                        " plain " + decimal(puzzle->plainTiles) + " rearranged " + decimal(puzzle->rearranged) +
                        " attempts " + decimal(puzzle->attempts) + " digest " + hex(h.value()) + "\n")
                           .c_str(),
                       stdout);
        }
    }
    return true;
}

int usage(const std::string& why)
{
    std::fprintf(
        stderr,
        "selfplay_core: %s\nusage: selfplay_core [--nodes N] (SEED:GAMES:SEATS[:RULES] | puzzles:SEED:COUNT)...\n",
        why.c_str());
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
#ifdef _WIN32
    // "\n" stays "\n": the output is compared byte for byte with Linux's.
    _setmode(_fileno(stdout), _O_BINARY);
#endif
    long long nodes = tilerummy::AiPlayer::kDefaultNodeLimit;
    std::vector<Run> runs;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--nodes") {
            std::uint64_t n = 0;
            if (i + 1 >= argc || !parseNumber(argv[i + 1], &n) || n < 1)
                return usage("--nodes takes a positive number");
            nodes = static_cast<long long>(n);
            ++i;
            continue;
        }
        Run run;
        std::string why;
        if (!parseRun(arg, &run, &why))
            return usage("'" + arg + "': " + why);
        runs.push_back(std::move(run));
    }
    if (runs.empty())
        return usage("no run given");

    Fnv1a all;
    int gamesSoFar = 0;
    int puzzlesSoFar = 0;
    for (std::size_t k = 0; k < runs.size(); ++k) {
        const Run& run = runs[k];
        std::fputs(("run " + decimal(static_cast<long long>(k + 1)) + " " + run.spec + "\n").c_str(), stdout);
        if (run.puzzles) {
            Fnv1a digest;
            if (!playPuzzles(run, puzzlesSoFar, &digest)) {
                std::fflush(stdout);
                std::fprintf(stderr, "selfplay_core: run %s: a puzzle could not be made\n", run.spec.c_str());
                return 1;
            }
            std::fputs(("run " + decimal(static_cast<long long>(k + 1)) + " puzzles " +
                        decimal(run.games * tilerummy::kPuzzleLevels) + " digest " + hex(digest.value()) + "\n")
                           .c_str(),
                       stdout);
            all.mix(digest.value());
            puzzlesSoFar += run.games * tilerummy::kPuzzleLevels;
            continue;
        }
        tilerummy::SelfPlayOptions options;
        options.seats = run.seats;
        options.games = run.games;
        options.seed = run.seed;
        options.rules = run.rules;
        options.aiNodeLimit = nodes;
        Digests digests(gamesSoFar);
        tilerummy::SelfPlaySummary summary;
        std::string error;
        if (!tilerummy::runSelfPlay(options, &digests, &summary, &error)) {
            std::fflush(stdout);
            std::fprintf(stderr, "selfplay_core: run %s: %s\n", run.spec.c_str(), error.c_str());
            return 1;
        }
        std::string wins;
        for (int w : summary.wins)
            wins += (wins.empty() ? "" : ",") + decimal(w);
        std::fputs(("run " + decimal(static_cast<long long>(k + 1)) + " games " + decimal(summary.games) + " wins " +
                    wins + " draws " + decimal(summary.draws) + " turns " + decimal(digests.turnsInRun()) + " digest " +
                    hex(digests.runDigest()) + "\n")
                       .c_str(),
                   stdout);
        all.mix(digests.runDigest());
        gamesSoFar += run.games;
    }
    std::fputs(("all games " + decimal(gamesSoFar) + " puzzles " + decimal(puzzlesSoFar) + " digest " +
                hex(all.value()) + "\n")
                   .c_str(),
               stdout);
    return 0;
}
