// ai_strength --fit-value: the look-ahead's end value (core/rollout_value.h)
// fitted to self-play. Every seat's side at the start of every turn of seeded
// games (two and four seats by turns, the expert against standard) is a
// sample, labelled by whether that seat went out; a logistic regression by
// Newton's method on three games in four, judged on the fourth against the
// hand-made value it replaces (50 + 6 per tile of lead, 2..98).
#include "ai_games.h"
#include "game.h"
#include "random.h"
#include "rollout_value.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace {

using tilerummy::AiLevel;
using tilerummy::ValueFeatures;
constexpr int kN = tilerummy::kValueFeatureCount;

struct Sample {
    ValueFeatures x;
    bool won = false;
};

// Solves a x = b (kN unknowns) by Gaussian elimination with partial pivoting.
std::array<double, kN> solveLinear(std::array<std::array<double, kN>, kN> a, std::array<double, kN> b)
{
    for (int c = 0; c < kN; ++c) {
        int pivot = c;
        for (int r = c + 1; r < kN; ++r)
            if (std::fabs(a[r][c]) > std::fabs(a[pivot][c]))
                pivot = r;
        std::swap(a[c], a[pivot]);
        std::swap(b[c], b[pivot]);
        for (int r = c + 1; r < kN; ++r) {
            const double f = a[r][c] / a[c][c];
            for (int k = c; k < kN; ++k)
                a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    std::array<double, kN> x{};
    for (int c = kN - 1; c >= 0; --c) {
        double v = b[c];
        for (int k = c + 1; k < kN; ++k)
            v -= a[c][k] * x[k];
        x[c] = v / a[c][c];
    }
    return x;
}

// Logistic regression by Newton's method, a little ridge to keep it finite.
std::array<double, kN> fit(const std::vector<Sample>& samples)
{
    std::array<double, kN> w{};
    for (int iteration = 0; iteration < 25; ++iteration) {
        std::array<std::array<double, kN>, kN> hessian{};
        std::array<double, kN> gradient{};
        for (const Sample& s : samples) {
            double z = 0;
            for (int i = 0; i < kN; ++i)
                z += w[i] * s.x[i];
            const double p = 1 / (1 + std::exp(-z));
            const double weight = std::max(p * (1 - p), 1e-9);
            for (int i = 0; i < kN; ++i) {
                gradient[i] += (s.won - p) * s.x[i];
                for (int j = 0; j < kN; ++j)
                    hessian[i][j] += weight * s.x[i] * s.x[j];
            }
        }
        for (int i = 0; i < kN; ++i) {
            hessian[i][i] += 1e-3;
            gradient[i] -= 1e-3 * w[i];
        }
        const std::array<double, kN> step = solveLinear(hessian, gradient);
        double largest = 0;
        for (int i = 0; i < kN; ++i) {
            w[i] += step[i];
            largest = std::max(largest, std::fabs(step[i]));
        }
        if (largest < 1e-9)
            break;
    }
    return w;
}

// The mean log loss and the share of samples on the right side of a half of a chance function (hundredths).
template <typename Chance> std::pair<double, double> judge(const std::vector<Sample>& samples, Chance chance)
{
    double loss = 0, right = 0;
    for (const Sample& s : samples) {
        const double p = std::clamp(chance(s) / 100.0, 0.005, 0.995);
        loss -= s.won ? std::log(p) : std::log(1 - p);
        right += (p > 0.5) == s.won ? 1 : 0;
    }
    const auto n = static_cast<double>(samples.size());
    return {loss / n, right / n};
}

} // namespace

int fitValue(int games, std::uint64_t seed, int threads)
{
    std::vector<std::vector<Sample>> byGame(static_cast<std::size_t>(games));
    std::vector<GameResult> results(static_cast<std::size_t>(games));
    const tilerummy::ExpertTuning shipped;
    forEachGame(games, threads, [&](int g) {
        const int players = g % 2 == 0 ? 2 : 4;
        std::vector<AiLevel> seats(static_cast<std::size_t>(players), AiLevel::Standard);
        seats[static_cast<std::size_t>((g / 2) % players)] = AiLevel::Expert;
        std::vector<std::pair<ValueFeatures, int>> seen;
        const GameResult& r = results[static_cast<std::size_t>(g)] =
            playGame(seats, tilerummy::deriveSeed(seed, g), shipped, AiLevel::Expert, [&](const tilerummy::Game& game) {
                std::vector<tilerummy::Tiles> racks;
                for (int p = 0; p < players; ++p)
                    racks.push_back(tilerummy::facesOf(game.rack(p)));
                int tableTiles = 0;
                for (const auto& set : game.table())
                    tableTiles += static_cast<int>(set.size());
                for (int p = 0; p < players; ++p)
                    seen.emplace_back(
                        tilerummy::valueFeatures(racks, tableTiles, game.poolSize(), p, game.currentPlayer()), p);
            });
        if (r.winner < 0)
            return; // no one went out: no label
        for (const auto& [x, p] : seen)
            byGame[static_cast<std::size_t>(g)].push_back({x, p == r.winner});
    });
    if (reportErrors(results))
        return 1;
    std::vector<Sample> train, test;
    for (int g = 0; g < games; ++g)
        for (const Sample& s : byGame[static_cast<std::size_t>(g)])
            (g % 4 == 3 ? test : train).push_back(s);
    const std::array<double, kN> w = fit(train);
    std::array<long long, kN> weights{};
    for (int i = 0; i < kN; ++i)
        weights[i] = std::llround(w[i] * 1e6);

    std::printf("the look-ahead's end value fitted on %d games (seed %llu, two and four seats by turns): %zu samples "
                "to fit, %zu to judge (every fourth game)\n",
                games, static_cast<unsigned long long>(seed), train.size(), test.size());
    const char* names[kN] = {"bias",
                             "my tiles",
                             "fewest opponent tiles",
                             "my points",
                             "that opponent's points",
                             "my jokers",
                             "opponent jokers",
                             "pool tiles",
                             "table tiles",
                             "turns until mine",
                             "four seats"};
    for (int i = 0; i < kN; ++i)
        std::printf("  %-24s %+9.4f\n", names[i], w[i]);
    std::printf("  as the code holds them (millionths): {");
    for (int i = 0; i < kN; ++i)
        std::printf("%s%lld", i ? ", " : "", weights[i]);
    std::printf("}\n");
    const auto fitted = judge(test, [&](const Sample& s) { return tilerummy::winShare(s.x, weights); });
    const auto lead = judge(test, [](const Sample& s) {
        const int lead = s.x[tilerummy::kFewestOpponentTiles] - s.x[tilerummy::kMyTiles];
        return std::clamp(50 + 6 * lead, 2, 98);
    });
    std::printf("  on the games not fitted: log loss %.4f (the tiles' lead: %.4f); right side of a half %.1f%% "
                "(the lead: %.1f%%)\n",
                fitted.first, lead.first, 100 * fitted.second, 100 * lead.second);
    return 0;
}
