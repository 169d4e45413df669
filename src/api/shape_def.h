// r2d_shape_def in every layout the ABI has known, read into a ShapeDef.
#pragma once

#include "dynamics/shape.h"
#include "rigid2d/rigid2d.h"

namespace r2d {

// Checks def (pointer, struct_size of a known layout, material ranges) and
// converts it; fields a shorter, older layout lacks keep their defaults.
r2d_status read_shape_def(const r2d_shape_def* def, ShapeDef* out);

// The def that makes a shape with the settings of s: a ShapeDef, or a Shape
// as it is now (they name their settings alike).
template <class Settings>
r2d_shape_def shape_def_of(const Settings& s) {
    r2d_shape_def def = {};
    def.struct_size = sizeof(r2d_shape_def);
    def.density = s.material.density;
    def.static_friction = s.material.static_friction;
    def.dynamic_friction = s.material.dynamic_friction;
    def.restitution = s.material.restitution;
    def.filter = {s.filter.category_bits, s.filter.mask_bits, s.filter.group_index};
    def.enable_contact_events = s.enable_contact_events;
    def.is_sensor = s.is_sensor;
    def.enable_sensor_events = s.enable_sensor_events;
    def.enable_hit_events = s.enable_hit_events;
    def.user_data = s.user_data;
    return def;
}

// The ranges of density, frictions and restitution, at creation and when set.
r2d_status check_material(const Material& material);

}  // namespace r2d
