// r2d_shape_def grew is_sensor, enable_sensor_events and enable_hit_events in RIGID2D_0.2;
// programs built before keep the RIGID2D_0 r2d_shape_def_default, which
// fills the old layout, and every create call accepts either layout.
#include "api/shape_def.h"

#include <cstddef>

#include "api/grown_def.h"

using namespace r2d;

namespace {

r2d_shape_def current_default() {
    return shape_def_of(ShapeDef{});
}

// r2d_shape_def as RIGID2D_0 knew it: everything before is_sensor.
constexpr uint32_t layout0_size = offsetof(r2d_shape_def, is_sensor);

}  // namespace

namespace r2d {

r2d_status check_material(const Material& material) {
    R2D_TRY(check_range(material.density, 0.0f, 1.0e9f, "density"));
    R2D_TRY(check_range(material.static_friction, 0.0f, 1.0e3f, "static_friction"));
    R2D_TRY(check_range(material.dynamic_friction, 0.0f, 1.0e3f, "dynamic_friction"));
    R2D_TRY(check_range(material.restitution, 0.0f, 1.0f, "restitution"));
    return R2D_OK;
}

r2d_status read_shape_def(const r2d_shape_def* def, ShapeDef* out) {
    r2d_shape_def full;
    R2D_TRY(read_grown_def(def, layout0_size, current_default(), &full, "shape def"));
    Material material = {full.density, full.static_friction, full.dynamic_friction, full.restitution};
    R2D_TRY(check_material(material));
    out->material = material;
    out->filter = {full.filter.category_bits, full.filter.mask_bits, full.filter.group_index};
    out->enable_contact_events = full.enable_contact_events;
    out->user_data = full.user_data;
    out->is_sensor = full.is_sensor;
    out->enable_sensor_events = full.enable_sensor_events;
    out->enable_hit_events = full.enable_hit_events;
    return R2D_OK;
}

}  // namespace r2d

// Programs built against RIGID2D_0 call this version: it fills only the
// fields their struct has.
extern "C" __attribute__((visibility("default"))) Layout0<layout0_size> shape_def_default_layout0(void) {
    return layout0_of<layout0_size>(current_default());
}
__asm__(".symver shape_def_default_layout0, r2d_shape_def_default@RIGID2D_0");

extern "C" {

r2d_shape_def r2d_shape_def_default(void) {
    return current_default();
}

}  // extern "C"
