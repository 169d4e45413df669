#include "core/thread_pool.h"

#include <immintrin.h>

namespace r2d {

namespace {

// About 30 microseconds of polling before a worker sleeps: the gaps
// between a step's stages are shorter, the gaps between steps longer.
constexpr int spin_rounds = 2000;

}  // namespace

ThreadPool::ThreadPool(int32_t thread_count) {
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
    for (;;) {
        int32_t start = next_item_.fetch_add(range_size_, std::memory_order_relaxed);
        if (start >= item_count_) return;
        int32_t end = item_count_ - start < range_size_ ? item_count_ : start + range_size_;
        task_(start, end, worker, context_);
    }
}

void ThreadPool::run(RangeTaskFn task, void* context, int32_t item_count, int32_t range_size) {
    task_ = task;
    context_ = context;
    item_count_ = item_count;
    range_size_ = range_size;
    next_item_.store(0, std::memory_order_relaxed);
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

void ThreadPool::work(uint32_t worker) {
    uint32_t seen = 0;
    for (;;) {
        uint32_t now = generation_.load(std::memory_order_acquire);
        for (int round = 0; now == seen && round < spin_rounds; ++round) {
            _mm_pause();
            now = generation_.load(std::memory_order_acquire);
        }
        // Through a burst it keeps checking, but gives its core up between
        // checks: when other threads share the cores (other worlds, other
        // programs), the one that has work must not wait for a time slice
        // behind a poller.
        while (now == seen && polling_.load(std::memory_order_relaxed)) {
            std::this_thread::yield();
            now = generation_.load(std::memory_order_acquire);
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
