// Row changes for the list models: turning the rows a model shows into new
// ones with as few inserts, removals and in-place changes as possible, so that
// the views keep the delegates of the rows that stay. A model reset makes every
// Repeater re-create all its delegates: on a table of 60 tiles that took the
// GUI thread 40 ms a move (benchmarks/ui_frame_benchmark.cpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace tilerummy::ui {

// The rows that stay: pairs (row in from, row in to) of a longest common
// subsequence, in order.
template <typename T>
std::vector<std::pair<std::size_t, std::size_t>> keptRows(const std::vector<T>& from, const std::vector<T>& to)
{
    const std::size_t n = from.size();
    const std::size_t m = to.size();
    std::vector<std::size_t> lcs((n + 1) * (m + 1), 0); // lcs[i][j]: of from[i..] and to[j..]
    auto at = [m](std::size_t i, std::size_t j) { return i * (m + 1) + j; };
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t j = m; j-- > 0;) {
            lcs[at(i, j)] =
                from[i] == to[j] ? lcs[at(i + 1, j + 1)] + 1 : std::max(lcs[at(i + 1, j)], lcs[at(i, j + 1)]);
        }
    }
    std::vector<std::pair<std::size_t, std::size_t>> kept;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < n && j < m) {
        if (from[i] == to[j]) {
            kept.emplace_back(i++, j++);
        } else if (lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
            ++i;
        } else {
            ++j;
        }
    }
    return kept;
}

// Walks from the old rows (count n) to the new ones (count m) around the kept
// rows. Between two kept rows, old rows are changed in place into new ones,
// and the surplus removed or inserted. Rows are numbered as the model has them
// at each call:
//   change(row, newRow)            the row now shows new row newRow
//   remove(first, last)            these rows go
//   insert(first, newFirst, count) new rows newFirst.. come in at first
//   keep(row, newRow)              the row stays (data beside its identity may differ)
template <typename Change, typename Remove, typename Insert, typename Keep>
void walkRows(const std::vector<std::pair<std::size_t, std::size_t>>& kept, std::size_t n, std::size_t m, Change change,
              Remove remove, Insert insert, Keep keep)
{
    std::size_t oldAt = 0;
    std::size_t newAt = 0;
    for (std::size_t k = 0; k <= kept.size(); ++k) {
        const std::size_t oldEnd = k < kept.size() ? kept[k].first : n;
        const std::size_t newEnd = k < kept.size() ? kept[k].second : m;
        const std::size_t oldCount = oldEnd - oldAt;
        const std::size_t newCount = newEnd - newAt;
        const std::size_t changed = std::min(oldCount, newCount);
        // The model's row of the old row oldAt is newAt: every row before it is final.
        for (std::size_t c = 0; c < changed; ++c)
            change(newAt + c, newAt + c);
        if (oldCount > newCount)
            remove(newAt + changed, newAt + oldCount - 1);
        else if (newCount > oldCount)
            insert(newAt + changed, newAt + changed, newCount - oldCount);
        if (k < kept.size())
            keep(newEnd, newEnd);
        oldAt = oldEnd + 1;
        newAt = newEnd + 1;
    }
}

} // namespace tilerummy::ui
