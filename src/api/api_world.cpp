// Entry points for worlds.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdio>
#include <thread>
#include <utility>
#include <vector>

#include "api/grown_def.h"
#include "api/handles.h"
#include "api/world_checks.h"
#include "api/world_def.h"

using namespace r2d;

namespace r2d {

r2d_world_def world_def_of(const WorldSettings& s) {
    r2d_world_def def = {};
    def.struct_size = sizeof(r2d_world_def);
    def.gravity = to_r2d(s.gravity);
    def.substep_count = s.substep_count;
    def.contact_hertz = s.contact_hertz;
    def.contact_damping_ratio = s.contact_damping_ratio;
    def.contact_push_max_speed = s.contact_push_max_speed;
    def.restitution_threshold = s.restitution_threshold;
    def.enable_sleep = s.enable_sleep;
    def.time_to_sleep = s.time_to_sleep;
    def.sleep_speed = s.sleep_speed;
    def.hit_event_threshold = s.hit_event_threshold;
    def.worker_count = 1;
    return def;
}

}  // namespace r2d

namespace {

constexpr float min_time_step = 1.0e-6f;
constexpr int32_t max_batch_worlds = 1 << 20;

r2d_status refuse_batch_world(r2d_status status, int32_t index) {
    char reason[256];
    std::snprintf(reason, sizeof(reason), "%s", r2d_last_error_message());
    return fail(status, "worlds[%d]: %s", index, reason);
}

// One r2d_worlds_step: threads take the worlds in array order, one at a
// time, and each world's step keeps its own outcome, so what a world
// becomes does not depend on which thread stepped it.
class BatchStep {
public:
    BatchStep(const std::vector<WorldEntry*>& entries, float time_step)
        : entries_(entries), time_step_(time_step), failed_(entries.size(), false) {}

    void run(int32_t thread_count) {
        std::vector<std::thread> threads;
        int32_t wanted = std::min<int32_t>(thread_count, static_cast<int32_t>(entries_.size())) - 1;
        try {
            for (int32_t i = 0; i < wanted; ++i) threads.emplace_back([this] { step_worlds(); });
        } catch (const std::exception&) {
            // Fewer threads than asked: the ones started and this one do it all.
        }
        step_worlds();
        for (std::thread& thread : threads) thread.join();
    }

    // OK, or the status of the first world in the array whose step failed.
    r2d_status status() const {
        for (size_t i = 0; i < failed_.size(); ++i) {
            if (failed_[i]) {
                return fail(R2D_ERROR_OUT_OF_MEMORY, "worlds[%zu] ran out of memory in its step; it stays valid",
                            i);
            }
        }
        return succeed();
    }

private:
    void step_worlds() {
        for (;;) {
            size_t i = next_.fetch_add(1);
            if (i >= entries_.size()) return;
            // Only memory can fail inside a step (see r2d_world_step).
            try {
                world_step(entries_[i]->world, time_step_);
            } catch (...) {
                failed_[i] = true;
            }
        }
    }

    const std::vector<WorldEntry*>& entries_;
    float time_step_;
    std::vector<char> failed_;  // not vector<bool>: threads write neighbouring entries
    std::atomic<size_t> next_{0};
};

r2d_world_def current_default() {
    return world_def_of(WorldSettings{});
}

// r2d_world_def as RIGID2D_0 knew it: everything before hit_event_threshold.
constexpr uint32_t layout0_size = offsetof(r2d_world_def, hit_event_threshold);

// Checks a def of any known layout and grows it to the current one:
// appended fields keep their defaults.
r2d_status read_world_def(const r2d_world_def* given, r2d_world_def* out) {
    R2D_TRY(read_grown_def(given, layout0_size, current_default(), out, "world def"));
    const r2d_world_def* def = out;
    R2D_TRY(check_finite(def->gravity, "gravity"));
    R2D_TRY(check_range(def->gravity.x, -1.0e4f, 1.0e4f, "gravity.x"));
    R2D_TRY(check_range(def->gravity.y, -1.0e4f, 1.0e4f, "gravity.y"));
    R2D_TRY(check_substeps(def->substep_count));
    R2D_TRY(check_contact_hertz(def->contact_hertz));
    R2D_TRY(check_contact_damping_ratio(def->contact_damping_ratio));
    R2D_TRY(check_contact_push_max_speed(def->contact_push_max_speed));
    R2D_TRY(check_restitution_threshold(def->restitution_threshold));
    R2D_TRY(check_positive(def->time_to_sleep, 1.0e6f, "time_to_sleep"));
    R2D_TRY(check_range(def->sleep_speed, 0.0f, 1.0e4f, "sleep_speed"));
    R2D_TRY(check_hit_event_threshold(def->hit_event_threshold));
    R2D_TRY(check_worker_count(def->worker_count, "worker_count"));
    if ((def->enqueue_task == nullptr) != (def->finish_task == nullptr)) {
        return fail(R2D_ERROR_INVALID_ARGUMENT, "enqueue_task and finish_task must both be set or both be NULL");
    }
    return R2D_OK;
}

}  // namespace

// Programs built against RIGID2D_0 call this version: it fills only the
// fields their struct has.
extern "C" __attribute__((visibility("default"))) Layout0<layout0_size> world_def_default_layout0(void) {
    return layout0_of<layout0_size>(current_default());
}
__asm__(".symver world_def_default_layout0, r2d_world_def_default@RIGID2D_0");

extern "C" {

r2d_world_def r2d_world_def_default(void) {
    return current_default();
}

r2d_status r2d_world_create(const r2d_world_def* given, r2d_world_id* out_world) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_world, "out_world"));
        r2d_world_def full;
        R2D_TRY(read_world_def(given, &full));
        const r2d_world_def* def = &full;
        // The threads first, so a system that refuses them leaves no world.
        // The task callbacks have the C ABI's types, which are the engine's.
        Workers workers;
        try {
            workers.start(def->worker_count, {def->enqueue_task, def->finish_task, def->user_task_context});
        } catch (const std::exception& error) {
            return fail(R2D_ERROR_OUT_OF_MEMORY, "could not start %d worker threads (%s)", def->worker_count - 1,
                        error.what());
        }
        WorldEntry* entry = nullptr;
        R2D_TRY(register_world(&entry, out_world));
        entry->world.workers = std::move(workers);
        WorldSettings& s = entry->world.settings;
        s.gravity = to_vec2(def->gravity);
        s.substep_count = def->substep_count;
        s.contact_hertz = def->contact_hertz;
        s.contact_damping_ratio = def->contact_damping_ratio;
        s.contact_push_max_speed = def->contact_push_max_speed;
        s.restitution_threshold = def->restitution_threshold;
        s.enable_sleep = def->enable_sleep;
        s.time_to_sleep = def->time_to_sleep;
        s.sleep_speed = def->sleep_speed;
        s.hit_event_threshold = def->hit_event_threshold;
        return succeed();
    });
}

r2d_status r2d_world_destroy(r2d_world_id world) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        unregister_world(entry);
        return succeed();
    });
}

r2d_status r2d_world_step(r2d_world_id world, float time_step) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        // A sub-step must stay long enough for its inverse to be finite.
        R2D_TRY(check_range(time_step, min_time_step, 1.0f, "time_step"));
        world_step(entry->world, time_step);
        return succeed();
    });
}

r2d_status r2d_world_get_worker_count(r2d_world_id world, int32_t* out_worker_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_worker_count, "out_worker_count"));
        *out_worker_count = entry->world.workers.count();
        return succeed();
    });
}

r2d_status r2d_worlds_step(const r2d_world_id* worlds, int32_t count, float time_step, int32_t thread_count) {
    return guard_allocation([&] {
        if (count < 0 || count > max_batch_worlds) {
            return fail(R2D_ERROR_OUT_OF_RANGE, "count is %d; it must be 0..%d", count, max_batch_worlds);
        }
        if (count > 0) R2D_TRY(check_pointer(worlds, "worlds"));
        // Ids first, as r2d_world_step checks its id before its time step.
        std::vector<WorldEntry*> entries(static_cast<size_t>(count));
        for (int32_t i = 0; i < count; ++i) {
            r2d_status status = resolve_world(worlds[i], &entries[i]);
            if (status != R2D_OK) return refuse_batch_world(status, i);
        }
        std::vector<WorldEntry*> sorted = entries;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
            return fail(R2D_ERROR_INVALID_ARGUMENT, "a world is named twice in worlds; each may be stepped once");
        }
        R2D_TRY(check_range(time_step, min_time_step, 1.0f, "time_step"));
        R2D_TRY(check_worker_count(thread_count, "thread_count"));
        BatchStep batch(entries, time_step);
        batch.run(thread_count);
        return batch.status();
    });
}

r2d_status r2d_world_get_gravity(r2d_world_id world, r2d_vec2* out_gravity) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_gravity, "out_gravity"));
        *out_gravity = to_r2d(entry->world.settings.gravity);
        return succeed();
    });
}

r2d_status r2d_world_set_gravity(r2d_world_id world, r2d_vec2 gravity) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_range(gravity.x, -1.0e4f, 1.0e4f, "gravity.x"));
        R2D_TRY(check_range(gravity.y, -1.0e4f, 1.0e4f, "gravity.y"));
        World& w = entry->world;
        w.settings.gravity = to_vec2(gravity);
        // Sleeping bodies would otherwise hang in the air under new gravity.
        for (int32_t i = 0; i < static_cast<int32_t>(w.bodies.size()); ++i) {
            if (w.bodies[i].in_use && w.bodies[i].type == BodyType::dynamic) wake_body(w, i);
        }
        return succeed();
    });
}

r2d_status r2d_world_set_substep_count(r2d_world_id world, int32_t substep_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_substeps(substep_count));
        entry->world.settings.substep_count = substep_count;
        return succeed();
    });
}

r2d_status r2d_world_enable_sleeping(r2d_world_id world, bool enable) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        World& w = entry->world;
        w.settings.enable_sleep = enable;
        if (!enable) {
            for (int32_t i = 0; i < static_cast<int32_t>(w.bodies.size()); ++i) {
                if (w.bodies[i].in_use) wake_body(w, i);
            }
        }
        return succeed();
    });
}

r2d_status r2d_world_get_body_count(r2d_world_id world, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_count, "out_count"));
        *out_count = entry->world.body_count;
        return succeed();
    });
}

r2d_status r2d_world_get_awake_body_count(r2d_world_id world, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_count, "out_count"));
        int32_t count = 0;
        for (const Body& body : entry->world.bodies) count += is_solved(body) ? 1 : 0;
        *out_count = count;
        return succeed();
    });
}

r2d_status r2d_world_get_profile(r2d_world_id world, r2d_step_profile* out_profile) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_profile, "out_profile"));
        const StepProfile& p = entry->world.profile;
        *out_profile = {p.step,  p.pairs,    p.collide,    p.prepare, p.substeps,
                        p.store, p.finalize, p.continuous, p.sleep,   p.sensors};
        return succeed();
    });
}

r2d_status r2d_world_get_shape_count(r2d_world_id world, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_count, "out_count"));
        *out_count = entry->world.shape_count;
        return succeed();
    });
}

}  // extern "C"
