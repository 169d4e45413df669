// Entry points of contact hit events: copies of the last step's list.
#include "api/handles.h"
#include "api/validate.h"

using namespace r2d;

extern "C" {

r2d_status r2d_world_get_contact_hit_event_count(r2d_world_id world, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_count, "out_count"));
        *out_count = static_cast<int32_t>(entry->world.hit_events.size());
        return succeed();
    });
}

r2d_status r2d_world_get_contact_hit_events(r2d_world_id world, r2d_contact_hit_event* out_events, int32_t capacity,
                                            int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_output(out_events, capacity, out_count, "out_events"));
        const std::vector<HitEvent>& events = entry->world.hit_events;
        int32_t count = 0;
        for (; count < capacity && count < static_cast<int32_t>(events.size()); ++count) {
            const HitEvent& event = events[count];
            // Named by the generations of the step: a shape destroyed since reads as stale.
            out_events[count] = {shape_id_at(*entry, event.shapes.shape_a, event.shapes.generation_a),
                                 shape_id_at(*entry, event.shapes.shape_b, event.shapes.generation_b),
                                 to_r2d(event.point), to_r2d(event.normal), event.approach_speed};
        }
        *out_count = count;
        return succeed();
    });
}

}  // extern "C"
