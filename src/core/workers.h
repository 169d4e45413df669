// How a world runs the parallel parts of its step: inline on the calling
// thread (one worker), on a pool of its own threads, or through the
// embedding program's task system (enqueue and finish callbacks).
//
// A parallel stage is a loop over items whose iterations write only what
// belongs to their own item, or scratch of their worker whose contents are
// put in order afterwards, so the result is the same whichever worker runs
// which range, in whatever order: the step is bit-identical at any worker
// count. Stages never allocate or throw inside a task.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>

#include "core/spread_choice.h"
#include "core/thread_pool.h"

namespace r2d {

// The embedding program's task system, as the C ABI's def gives it.
using EnqueueTaskFn = void* (*)(RangeTaskFn task, int32_t item_count, int32_t min_range, void* task_context,
                                void* user_context);
using FinishTaskFn = void (*)(void* user_task, void* user_context);

struct TaskSystem {
    EnqueueTaskFn enqueue = nullptr;
    FinishTaskFn finish = nullptr;
    void* user_context = nullptr;
};

class Workers {
public:
    // count workers; with no task system and count > 1, starts count - 1
    // threads of its own. Throws std::system_error or std::bad_alloc.
    void start(int32_t count, const TaskSystem& tasks);
    int32_t count() const { return count_; }

    // For the span of a step. With threads of its own, the world runs the
    // step either spread over them or inline, as SpreadChoice has found
    // faster, and times it for that choice. Inline, every parallel loop
    // runs whole on the calling thread as worker 0, a schedule the stages
    // already meet when the other workers are slow to start. They still
    // plan their work, and grow their scratch, for count() workers: planned
    // for one, the scratch only several workers use grew late, in steps
    // hardening_steady_allocations counts. Spread, the threads keep
    // polling for tasks while it lasts (ThreadPool::keep_polling), so that
    // they are at hand for every parallel stage; not when there are more
    // workers than the machine has cores: pollers would then take turns on
    // the cores with the workers that have work.
    // The step's own clock gives its time to done(); a step cut short by a
    // failed allocation never gets there, so does not count.
    class Step {
    public:
        explicit Step(Workers& workers);
        ~Step();
        Step(const Step&) = delete;
        Step& operator=(const Step&) = delete;
        void done(float step_ms);

    private:
        Workers& workers_;
    };

    // Calls body(start, end, worker) over [0, item_count) in ranges of at
    // least min_range items; on the calling thread alone (worker 0) when
    // there is at most one range's work or one worker. worker, below
    // count(), tells ranges that run at once apart: it indexes per-worker
    // scratch. Through a program's task system the ranges claim worker
    // slots of their own, so the guarantee holds whatever index it passes.
    template <typename Body>
    void parallel_for_workers(int32_t item_count, int32_t min_range, Body& body) {
        if (item_count <= 0) return;
        if (count_ == 1 || inline_ || item_count <= min_range) {
            body(0, item_count, 0u);
            return;
        }
        // About four ranges a worker, so a worker slowed down (by the
        // system, or by heavier items) is made up for by the others.
        int32_t ranges = 4 * count_;
        run(body, item_count, std::max(min_range, (item_count + ranges - 1) / ranges), false);
    }

    // The same for a body(start, end) that needs no scratch of its own.
    template <typename Body>
    void parallel_for(int32_t item_count, int32_t min_range, Body& body) {
        auto ranges = [&body](int32_t start, int32_t end, uint32_t) { body(start, end); };
        parallel_for_workers(item_count, min_range, ranges);
    }

    // The same in ranges of range_size, for the stages whose items other
    // stages go over too (the solver's tiles and bodies, pass after pass;
    // contacts, and fast bodies in solver order): the world's own threads
    // split the items into a run per worker, and each takes its own run
    // first (ThreadPool::run's home runs), so that it meets the same
    // data, still in its core's cache, stage after stage. A program's task
    // system gets the ranges as any others.
    template <typename Body>
    void parallel_for_home_runs(int32_t item_count, int32_t range_size, Body& body) {
        auto ranges = [&body](int32_t start, int32_t end, uint32_t) { body(start, end); };
        if (item_count <= 0) return;
        if (count_ == 1 || inline_ || item_count <= range_size) {
            ranges(0, item_count, 0u);
            return;
        }
        run(ranges, item_count, range_size, true);
    }

private:
    template <typename Body>
    void run(Body& body, int32_t item_count, int32_t range_size, bool home_runs) {
        run([](int32_t start, int32_t end, uint32_t worker,
               void* context) { (*static_cast<Body*>(context))(start, end, worker); },
            &body, item_count, range_size, home_runs);
    }
    void run(RangeTaskFn task, void* context, int32_t item_count, int32_t range_size, bool home_runs);

    int32_t count_ = 1;
    bool polls_ = false;   // whether a spread Step keeps the pool polling
    bool inline_ = false;  // inside a Step that runs inline
    SpreadChoice choice_;  // for the world's own threads
    TaskSystem tasks_;
    std::unique_ptr<ThreadPool> pool_;
};

}  // namespace r2d
