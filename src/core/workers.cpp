#include "core/workers.h"

#include <atomic>
#include <thread>

namespace r2d {

void Workers::start(int32_t count, const TaskSystem& tasks) {
    pool_.reset();
    count_ = count;
    tasks_ = tasks;
    if (count > 1 && tasks.enqueue == nullptr) pool_ = std::make_unique<ThreadPool>(count);
    polls_ = pool_ != nullptr && static_cast<unsigned>(count) <= std::thread::hardware_concurrency();
}

Workers::Step::Step(Workers& workers) : workers_(workers) {
    if (workers_.pool_ == nullptr) return;
    workers_.inline_ = !workers_.choice_.spread();
    if (!workers_.inline_ && workers_.polls_) workers_.pool_->keep_polling(true);
}

Workers::Step::~Step() {
    if (workers_.pool_ == nullptr) return;
    if (!workers_.inline_ && workers_.polls_) workers_.pool_->keep_polling(false);
    workers_.inline_ = false;
}

void Workers::Step::done(float step_ms) {
    if (workers_.pool_ != nullptr) workers_.choice_.record(step_ms);
}

namespace {

// A task handed to a program's task system, with the worker slots its
// ranges claim: the index the program passes is not trusted, since stages
// keep scratch by worker index, and one out of range or shared by ranges
// that run at once would write out of bounds or race.
struct SlottedTask {
    RangeTaskFn task;
    void* context;
    int32_t worker_count;
    std::atomic<uint64_t> busy{0};  // bit i: slot i held by a running range
};

void run_in_slot(int32_t start, int32_t end, uint32_t, void* context) {
    SlottedTask& slotted = *static_cast<SlottedTask*>(context);
    uint64_t busy = slotted.busy.load(std::memory_order_relaxed);
    uint32_t slot;
    for (;;) {
        slot = static_cast<uint32_t>(__builtin_ctzll(~busy));
        // More ranges at once than workers: wait for one to finish.
        if (slot >= static_cast<uint32_t>(slotted.worker_count)) {
            std::this_thread::yield();
            busy = slotted.busy.load(std::memory_order_relaxed);
            continue;
        }
        if (slotted.busy.compare_exchange_weak(busy, busy | (uint64_t{1} << slot), std::memory_order_acquire,
                                               std::memory_order_relaxed)) {
            break;
        }
    }
    slotted.task(start, end, slot, slotted.context);
    slotted.busy.fetch_and(~(uint64_t{1} << slot), std::memory_order_release);
}

}  // namespace

void Workers::run(RangeTaskFn task, void* context, int32_t item_count, int32_t range_size, bool home_runs) {
    if (pool_) {
        pool_->run(task, context, item_count, range_size, home_runs);
        return;
    }
    SlottedTask slotted{task, context, count_};
    void* handle = tasks_.enqueue(run_in_slot, item_count, range_size, &slotted, tasks_.user_context);
    if (handle != nullptr) tasks_.finish(handle, tasks_.user_context);
}

}  // namespace r2d
