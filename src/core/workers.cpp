#include "core/workers.h"

#include <algorithm>
#include <thread>

namespace r2d {

void Workers::start(int32_t count, const TaskSystem& tasks) {
    pool_.reset();
    count_ = count;
    tasks_ = tasks;
    if (count > 1 && tasks.enqueue == nullptr) pool_ = std::make_unique<ThreadPool>(count);
    polls_ = pool_ != nullptr && static_cast<unsigned>(count) <= std::thread::hardware_concurrency();
}

void Workers::run(RangeTaskFn task, void* context, int32_t item_count, int32_t min_range) {
    // About four ranges a worker, so a worker slowed down (by the system,
    // or by heavier items) is made up for by the others.
    int32_t ranges = 4 * count_;
    int32_t range_size = std::max(min_range, (item_count + ranges - 1) / ranges);
    if (pool_) {
        pool_->run(task, context, item_count, range_size);
        return;
    }
    void* handle = tasks_.enqueue(task, item_count, range_size, context, tasks_.user_context);
    if (handle != nullptr) tasks_.finish(handle, tasks_.user_context);
}

}  // namespace r2d
