// Entry points that read and change a shape's material and event flags
// after creation, with the ranges creation checks (api/shape_def.h).
#include "api/handles.h"
#include "api/read_object.h"
#include "api/shape_def.h"
#include "dynamics/shape_settings.h"

using namespace r2d;

namespace {

// Checks the material that edit makes of the shape's current one, then sets it.
template <class Edit>
r2d_status change_material(r2d_shape_id id, Edit&& edit) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_shape(id, &entry, &index));
    Material material = entry->world.shapes[index].material;
    edit(material);
    R2D_TRY(check_material(material));
    set_shape_material(entry->world, index, material);
    return succeed();
}

// Resolves the shape and lets set change one of its flags.
template <class Set>
r2d_status change_flag(r2d_shape_id id, bool value, Set&& set) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_shape(id, &entry, &index));
    set(entry->world, index, value);
    return succeed();
}

}  // namespace

extern "C" {

r2d_status r2d_shape_get_friction(r2d_shape_id shape, float* out_static_friction, float* out_dynamic_friction) {
    return guard_allocation([&] {
        R2D_TRY(read_shape(shape, out_static_friction, "out_static_friction",
                           [](const WorldEntry&, const Shape& s) { return s.material.static_friction; }));
        return read_shape(shape, out_dynamic_friction, "out_dynamic_friction",
                          [](const WorldEntry&, const Shape& s) { return s.material.dynamic_friction; });
    });
}

r2d_status r2d_shape_set_friction(r2d_shape_id shape, float static_friction, float dynamic_friction) {
    return guard_allocation([&] {
        return change_material(shape, [&](Material& m) {
            m.static_friction = static_friction;
            m.dynamic_friction = dynamic_friction;
        });
    });
}

r2d_status r2d_shape_get_restitution(r2d_shape_id shape, float* out_restitution) {
    return guard_allocation([&] {
        return read_shape(shape, out_restitution, "out_restitution",
                          [](const WorldEntry&, const Shape& s) { return s.material.restitution; });
    });
}

r2d_status r2d_shape_set_restitution(r2d_shape_id shape, float restitution) {
    return guard_allocation([&] { return change_material(shape, [&](Material& m) { m.restitution = restitution; }); });
}

r2d_status r2d_shape_get_density(r2d_shape_id shape, float* out_density) {
    return guard_allocation([&] {
        return read_shape(shape, out_density, "out_density",
                          [](const WorldEntry&, const Shape& s) { return s.material.density; });
    });
}

r2d_status r2d_shape_set_density(r2d_shape_id shape, float density) {
    return guard_allocation([&] { return change_material(shape, [&](Material& m) { m.density = density; }); });
}

r2d_status r2d_shape_is_sensor(r2d_shape_id shape, bool* out_sensor) {
    return guard_allocation([&] {
        return read_shape(shape, out_sensor, "out_sensor",
                          [](const WorldEntry&, const Shape& s) { return s.is_sensor; });
    });
}

r2d_status r2d_shape_set_sensor(r2d_shape_id shape, bool sensor) {
    return guard_allocation([&] { return change_flag(shape, sensor, set_shape_sensor); });
}

r2d_status r2d_shape_get_contact_events(r2d_shape_id shape, bool* out_enabled) {
    return guard_allocation([&] {
        return read_shape(shape, out_enabled, "out_enabled",
                          [](const WorldEntry&, const Shape& s) { return s.enable_contact_events; });
    });
}

r2d_status r2d_shape_set_contact_events(r2d_shape_id shape, bool enabled) {
    return guard_allocation([&] { return change_flag(shape, enabled, set_shape_contact_events); });
}

r2d_status r2d_shape_get_sensor_events(r2d_shape_id shape, bool* out_enabled) {
    return guard_allocation([&] {
        return read_shape(shape, out_enabled, "out_enabled",
                          [](const WorldEntry&, const Shape& s) { return s.enable_sensor_events; });
    });
}

r2d_status r2d_shape_set_sensor_events(r2d_shape_id shape, bool enabled) {
    return guard_allocation([&] { return change_flag(shape, enabled, set_shape_sensor_events); });
}

r2d_status r2d_shape_get_hit_events(r2d_shape_id shape, bool* out_enabled) {
    return guard_allocation([&] {
        return read_shape(shape, out_enabled, "out_enabled",
                          [](const WorldEntry&, const Shape& s) { return s.enable_hit_events; });
    });
}

r2d_status r2d_shape_set_hit_events(r2d_shape_id shape, bool enabled) {
    return guard_allocation([&] { return change_flag(shape, enabled, set_shape_hit_events); });
}

}  // extern "C"
