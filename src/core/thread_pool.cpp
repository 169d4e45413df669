#include "core/thread_pool.h"

#include <immintrin.h>

namespace r2d {

namespace {

// A worker's spin before it sleeps, after a task or after a burst: 20 to
// 30 microseconds (20 on the Xeon development machine). The gaps between
// a step's stages are shorter, and so is the gap before the next step of
// a program that steps again at once.
constexpr int spin_rounds = 2000;

}  // namespace

ThreadPool::ThreadPool(int32_t thread_count) : runs_(new ItemRun[static_cast<size_t>(thread_count)]) {
    threads_.reserve(static_cast<size_t>(thread_count - 1));
    try {
        for (int32_t i = 1; i < thread_count; ++i) threads_.emplace_back(&ThreadPool::work, this, static_cast<uint32_t>(i));
    } catch (...) {
        stop_threads();
        throw;
    }
}

ThreadPool::~ThreadPool() {
    stop_threads();
}

void ThreadPool::stop_threads() {
    {
        std::lock_guard<std::mutex> lock(sleep_mutex_);
        stopping_.store(true);
        generation_.fetch_add(1);
    }
    wake_.notify_all();
    for (std::thread& thread : threads_) thread.join();
    threads_.clear();
}

void ThreadPool::take_ranges(uint32_t worker) {
    // Its own run first, then the others' in turn. The calling thread's is
    // the last run, worker w's run w - 1: the serial work the calling
    // thread does between stages then finds the last run's data in its
    // cache, while a world's first bodies, often its large ones, go to
    // another worker. The solver's seams run there after the tiles; the
    // two-worker tumbler's drum, one body of the first tile, has 60 of its
    // seam's 316 constraints, and with the seam's other bodies at hand the
    // seam took 20.7 us a sub-step rather than 25.8 (the step 1.02 to 1.03
    // times as fast, bench-paired in both orders; other scenes within 0.5%).
    int32_t own = (static_cast<int32_t>(worker) + run_count_ - 1) % run_count_;
    for (int32_t k = 0; k < run_count_; ++k) {
        ItemRun& run = runs_[(own + k) % run_count_];
        for (;;) {
            int32_t start = run.next.fetch_add(range_size_, std::memory_order_relaxed);
            if (start >= run.end) break;
            int32_t end = run.end - start < range_size_ ? run.end : start + range_size_;
            task_(start, end, worker, context_);
        }
    }
}

void ThreadPool::run(RangeTaskFn task, void* context, int32_t item_count, int32_t range_size, bool home_runs) {
    task_ = task;
    context_ = context;
    range_size_ = range_size;
    run_count_ = home_runs ? static_cast<int32_t>(threads_.size()) + 1 : 1;
    for (int32_t r = 0; r < run_count_; ++r) {
        runs_[r].next.store(static_cast<int32_t>(int64_t{r} * item_count / run_count_), std::memory_order_relaxed);
        runs_[r].end = static_cast<int32_t>(int64_t{r + 1} * item_count / run_count_);
    }
    busy_workers_.store(static_cast<int32_t>(threads_.size()), std::memory_order_relaxed);
    // Publishes the task's description to the workers; sequentially
    // consistent with a sleeper's count and check, so none sleeps through it.
    generation_.fetch_add(1);
    if (sleepers_.load() > 0) {
        std::lock_guard<std::mutex> lock(sleep_mutex_);
        wake_.notify_all();
    }
    take_ranges(0);
    // Every worker checks in, even one that found nothing left, before the
    // next task may overwrite the description it reads.
    for (int round = 0; busy_workers_.load(std::memory_order_acquire) > 0; ++round) {
        if (round < spin_rounds) {
            _mm_pause();
        } else {
            std::this_thread::yield();
        }
    }
}

uint32_t ThreadPool::spin_for_task(uint32_t seen) const {
    uint32_t now = generation_.load(std::memory_order_acquire);
    for (int round = 0; now == seen && round < spin_rounds; ++round) {
        _mm_pause();
        now = generation_.load(std::memory_order_acquire);
    }
    return now;
}

void ThreadPool::work(uint32_t worker) {
    uint32_t seen = 0;
    for (;;) {
        uint32_t now = spin_for_task(seen);
        // Through a burst it keeps checking, but gives its core up between
        // checks: when other threads share the cores (other worlds, other
        // programs), the one that has work must not wait for a time slice
        // behind a poller. When a burst ends while it polls, it spins again
        // before it sleeps, as after any task, and polls again if the next
        // burst begins meanwhile: a program that steps again at once has
        // the next step's first task here within microseconds, and a
        // sleeper takes tens to wake. Gone to sleep at every step's end,
        // the worker of the two-worker tumbler started the next step's
        // first task 40 us late. The cost is each worker's core kept busy
        // for spin_rounds more after a step.
        while (now == seen && polling_.load(std::memory_order_relaxed)) {
            std::this_thread::yield();
            now = generation_.load(std::memory_order_acquire);
            if (now == seen && !polling_.load(std::memory_order_relaxed)) now = spin_for_task(seen);
        }
        if (now == seen) {
            std::unique_lock<std::mutex> lock(sleep_mutex_);
            sleepers_.fetch_add(1);
            wake_.wait(lock, [&] { return generation_.load() != seen; });
            sleepers_.fetch_sub(1);
            now = generation_.load(std::memory_order_acquire);
        }
        seen = now;
        if (stopping_.load()) return;
        take_ranges(worker);
        busy_workers_.fetch_sub(1, std::memory_order_release);
    }
}

}  // namespace r2d
