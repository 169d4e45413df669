// A small pool of threads that runs one range task at a time, the calling
// thread taking part as worker 0. Made for the step's stages: many short
// tasks in quick succession, so a worker spins a little between tasks
// before it sleeps, and the caller waits for every worker to check in, so
// a task's description is never changed under a worker still reading it.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace r2d {

// Runs items [start, end) of a task on worker `worker`.
using RangeTaskFn = void (*)(int32_t start, int32_t end, uint32_t worker, void* context);

class ThreadPool {
public:
    // Starts thread_count - 1 threads (thread_count >= 2). Throws
    // std::system_error when the system refuses a thread; the threads
    // already started are joined first.
    explicit ThreadPool(int32_t thread_count);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    // Runs task over [0, item_count) in ranges of range_size items (the
    // last of a run may be shorter); returns when all are done. Not
    // re-entrant. Without home runs, the ranges go out in order to
    // whichever worker asks first. With them, the items are split into one
    // run per worker, and each worker takes the ranges of its own run
    // before it helps with the others': when stages go over the same items
    // (the solver's tiles, pass after pass), each worker finds its items'
    // data in its own core's cache, while a worker held up is still made
    // up for. The calling thread's run is the last (take_ranges says why).
    void run(RangeTaskFn task, void* context, int32_t item_count, int32_t range_size, bool home_runs);

    // While set, idle workers keep polling for the next task instead of
    // going to sleep after a while; once cleared, they spin a while more
    // before they sleep. For a burst of tasks with serial work between
    // them that may outlast the spin: a sleeping worker takes tens of
    // microseconds to wake (more in a virtual machine), so it would miss
    // most of a short task.
    void keep_polling(bool polling) { polling_.store(polling, std::memory_order_relaxed); }

private:
    void work(uint32_t worker);
    // The generation once it has moved on from seen, or as it stands
    // after spin_rounds checks.
    uint32_t spin_for_task(uint32_t seen) const;
    void take_ranges(uint32_t worker);
    void stop_threads();

    // The task being run: written by run() before the generation moves on
    // and read by the workers after they see it move.
    RangeTaskFn task_ = nullptr;
    void* context_ = nullptr;
    int32_t range_size_ = 1;
    int32_t run_count_ = 1;  // one per worker with home runs, else one

    // A run of items: where its next range starts, on a cache line of its own.
    struct alignas(64) ItemRun {
        std::atomic<int32_t> next{0};
        int32_t end = 0;
    };
    std::unique_ptr<ItemRun[]> runs_;  // one per worker
    std::atomic<int32_t> busy_workers_{0};  // threads not yet done with the current task
    std::atomic<uint32_t> generation_{0};   // moves on once per task
    std::atomic<bool> stopping_{false};
    std::atomic<bool> polling_{false};
    std::atomic<int32_t> sleepers_{0};
    std::mutex sleep_mutex_;
    std::condition_variable wake_;
    std::vector<std::thread> threads_;
};

}  // namespace r2d
