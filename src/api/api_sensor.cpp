// Entry points of sensor events: copies of the last step's lists.
#include "api/event_lists.h"

using namespace r2d;

namespace {

void write_sensor_event(r2d_sensor_event& event, r2d_shape_id sensor, r2d_shape_id visitor) {
    event.sensor = sensor;
    event.visitor = visitor;
}

}  // namespace

extern "C" {

r2d_status r2d_world_get_sensor_event_counts(r2d_world_id world, int32_t* out_begin_count, int32_t* out_end_count) {
    return guard_allocation([&] {
        return get_event_counts(world, &World::sensor_begin_events, &World::sensor_end_events, out_begin_count,
                                out_end_count);
    });
}

r2d_status r2d_world_get_sensor_begin_events(r2d_world_id world, r2d_sensor_event* out_events, int32_t capacity,
                                             int32_t* out_count) {
    return guard_allocation([&] {
        return copy_events(world, &World::sensor_begin_events, out_events, capacity, out_count, write_sensor_event);
    });
}

r2d_status r2d_world_get_sensor_end_events(r2d_world_id world, r2d_sensor_event* out_events, int32_t capacity,
                                           int32_t* out_count) {
    return guard_allocation([&] {
        return copy_events(world, &World::sensor_end_events, out_events, capacity, out_count, write_sensor_event);
    });
}

}  // extern "C"
