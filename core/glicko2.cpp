// Glicko-2, step by step as in Glickman's paper (steps 2 to 8); see glicko2.h.
#include "glicko2.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace tilerummy {

namespace {

constexpr double kScale = 173.7178; // the paper's factor between the Glicko and the Glicko-2 scale
constexpr double kPi = 3.14159265358979323846;
constexpr double kConvergence = 0.000001; // step 5's epsilon

double g(double phi)
{
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (kPi * kPi));
}

double expected(double mu, double muJ, double phiJ)
{
    return 1.0 / (1.0 + std::exp(-g(phiJ) * (mu - muJ)));
}

// Step 5: the new volatility, by the Illinois algorithm.
double newVolatility(double phi, double sigma, double delta, double v, double tau)
{
    const double a = std::log(sigma * sigma);
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B = 0.0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0.0)
            ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    for (int i = 0; i < 100 && std::abs(B - A) > kConvergence; ++i) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0.0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

} // namespace

Glicko2Rating glicko2Updated(const Glicko2Rating& player, const std::vector<Glicko2Outcome>& outcomes, double tau)
{
    const double mu = (player.rating - Glicko2Rating::kStartRating) / kScale;
    const double phi = player.deviation / kScale;
    const double sigma = player.volatility;
    Glicko2Rating after = player;
    if (outcomes.empty()) {
        const double grown = std::sqrt(phi * phi + sigma * sigma) * kScale;
        after.deviation = std::min(grown, Glicko2Rating::kStartDeviation);
        return after;
    }
    double vInverse = 0.0;
    double sum = 0.0; // sum of g(phi_j) (s_j - E)
    for (const Glicko2Outcome& o : outcomes) {
        const double muJ = (o.opponent.rating - Glicko2Rating::kStartRating) / kScale;
        const double phiJ = o.opponent.deviation / kScale;
        const double e = expected(mu, muJ, phiJ);
        vInverse += g(phiJ) * g(phiJ) * e * (1.0 - e);
        sum += g(phiJ) * (o.score - e);
    }
    const double v = 1.0 / vInverse;
    const double delta = v * sum;
    const double sigmaNew = newVolatility(phi, sigma, delta, v, tau);
    const double phiStar = std::sqrt(phi * phi + sigmaNew * sigmaNew);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    after.rating = muNew * kScale + Glicko2Rating::kStartRating;
    after.deviation = std::clamp(phiNew * kScale, Glicko2Rating::kMinDeviation, Glicko2Rating::kStartDeviation);
    after.volatility = sigmaNew;
    return after;
}

std::vector<Glicko2Rating> glicko2RatedGame(const std::vector<Glicko2Rating>& before, const std::vector<int>& places,
                                            double tau)
{
    std::vector<Glicko2Rating> after;
    after.reserve(before.size());
    for (std::size_t i = 0; i < before.size(); ++i) {
        std::vector<Glicko2Outcome> outcomes;
        for (std::size_t j = 0; j < before.size(); ++j) {
            if (j == i)
                continue;
            const double score = places[i] < places[j] ? 1.0 : places[i] == places[j] ? 0.5 : 0.0;
            outcomes.push_back({before[j], score});
        }
        after.push_back(glicko2Updated(before[i], outcomes, tau));
    }
    return after;
}

} // namespace tilerummy
