#include "dynamics/shape_settings.h"

#include "dynamics/world.h"

namespace r2d {

void set_shape_material(World& world, int32_t shape_index, const Material& material) {
    Shape& shape = world.shapes[shape_index];
    bool density_changed = shape.material.density != material.density;
    shape.material = material;
    remix_shape_contacts(world, shape_index);
    if (density_changed) update_body_mass(world, shape.body);
    wake_body(world, shape.body);
}

void set_shape_sensor(World& world, int32_t shape_index, bool is_sensor) {
    Shape& shape = world.shapes[shape_index];
    if (shape.is_sensor == is_sensor) return;
    reserve_pair_reset(world, shape_index);
    world.sensor_count += is_sensor ? 1 : -1;
    shape.is_sensor = is_sensor;
    reset_shape_pairs(world, shape_index);
}

void set_shape_contact_events(World& world, int32_t shape_index, bool enable) {
    world.shapes[shape_index].enable_contact_events = enable;
    remix_shape_contacts(world, shape_index);
}

void set_shape_sensor_events(World& world, int32_t shape_index, bool enable) {
    world.shapes[shape_index].enable_sensor_events = enable;
}

void set_shape_hit_events(World& world, int32_t shape_index, bool enable) {
    Shape& shape = world.shapes[shape_index];
    if (shape.enable_hit_events == enable) return;
    world.hit_event_shape_count += enable ? 1 : -1;
    shape.enable_hit_events = enable;
}

}  // namespace r2d
