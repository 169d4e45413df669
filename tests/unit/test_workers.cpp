// The world's workers: every item of a parallel stage runs exactly once,
// in ranges that keep to the sizes asked for, on any worker count; with
// home runs no range crosses from one worker's run into another's, and
// each worker starts on its own run.
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "core/thread_pool.h"
#include "core/workers.h"
#include "unit_test.h"

using namespace r2d;

namespace {

struct Visits {
    std::vector<std::atomic<int>> count;
    std::atomic<int> bad_ranges{0};
    explicit Visits(int32_t items) : count(static_cast<size_t>(items)) {}
    void expect_each_once() {
        for (std::atomic<int>& c : count) assert_int_equal(c.load(), 1);
        assert_int_equal(bad_ranges.load(), 0);
    }
};

// Where the run that holds item lies, when items are split into runs.
int32_t run_of(int32_t item, int32_t item_count, int32_t runs) {
    for (int32_t r = 0; r < runs; ++r) {
        if (item < static_cast<int32_t>(int64_t{r + 1} * item_count / runs)) return r;
    }
    return runs;
}

void test_every_item_runs_once(void**) {
    for (int32_t worker_count : {1, 2, 3, 4}) {
        Workers workers;
        workers.start(worker_count, TaskSystem{});
        for (int32_t items : {0, 1, 5, 97, 1000}) {
            for (int32_t range : {1, 3, 64}) {
                Visits plain(items);
                auto count_plain = [&](int32_t start, int32_t end) {
                    if (start >= end) ++plain.bad_ranges;
                    for (int32_t i = start; i < end; ++i) ++plain.count[i];
                };
                workers.parallel_for(items, range, count_plain);
                plain.expect_each_once();

                Visits homed(items);
                auto count_homed = [&](int32_t start, int32_t end) {
                    // Within the range size and one run, unless one worker
                    // takes all the items inline.
                    bool inline_whole = worker_count == 1 || items <= range;
                    if (start >= end) ++homed.bad_ranges;
                    if (!inline_whole && (end - start > range || run_of(start, items, worker_count) !=
                                                                     run_of(end - 1, items, worker_count))) {
                        ++homed.bad_ranges;
                    }
                    for (int32_t i = start; i < end; ++i) ++homed.count[i];
                };
                workers.parallel_for_home_runs(items, range, count_homed);
                homed.expect_each_once();
            }
        }
    }
}

// A worker starts on its own run, the calling thread (worker 0) on the
// last: held in its first item until worker 1 has taken a range, worker 0
// leaves the whole first run to worker 1, so worker 1's first range is
// item 0, the first of its own run, not one past worker 0's.
struct FirstRanges {
    std::atomic<int32_t> of_worker_1{-1};
};

void test_a_worker_starts_on_its_own_run(void**) {
    ThreadPool pool(2);
    constexpr int32_t items = 8;
    FirstRanges first;
    auto task = [](int32_t start, int32_t, uint32_t worker, void* context) {
        FirstRanges& seen = *static_cast<FirstRanges*>(context);
        int32_t none = -1;
        if (worker == 1) seen.of_worker_1.compare_exchange_strong(none, start);
        auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (worker == 0 && start == items / 2 && seen.of_worker_1.load() < 0 &&
               std::chrono::steady_clock::now() < give_up) {
            std::this_thread::yield();
        }
    };
    for (int repeat = 0; repeat < 20; ++repeat) {
        first.of_worker_1.store(-1);
        pool.run(task, &first, items, 1, true);
        assert_int_equal(first.of_worker_1.load(), 0);
    }
}

}  // namespace

int main() {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_item_runs_once),
        cmocka_unit_test(test_a_worker_starts_on_its_own_run),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
