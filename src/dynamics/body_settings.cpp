#include "dynamics/body_settings.h"

#include "dynamics/world.h"

namespace r2d {

void set_body_type(World& world, int32_t body_index, BodyType type) {
    Body& body = world.bodies[body_index];
    if (body.type == type) return;
    reserve_end_events(world, body_index);
    reserve_body_proxies(world, body_index, type);
    // Wake what rests on or hangs from the body while its contacts still
    // reach them: a body turned static or kinematic no longer carries them
    // the same way.
    wake_body(world, body_index);
    // Contacts between two bodies that cannot move must not exist, and
    // those of a dynamic body were solved with the old masses: start anew.
    destroy_body_contacts(world, body_index);
    remove_body_proxies(world, body_index);
    body.type = type;
    add_body_proxies(world, body_index);
    if (type == BodyType::static_body) {
        body.linear_velocity = {};
        body.angular_velocity = 0.0f;
        body.force = {};
        body.torque = 0.0f;
        body.awake = false;
    } else {
        body.awake = true;
        body.sleep_time = 0.0f;
    }
    update_body_mass(world, body_index);
    wake_body(world, body_index);
}

void set_body_enabled(World& world, int32_t body_index, bool enabled) {
    Body& body = world.bodies[body_index];
    if (body.enabled == enabled) return;
    if (enabled) {
        reserve_body_proxies(world, body_index, body.type);
        body.enabled = true;
        add_body_proxies(world, body_index);
        wake_body(world, body_index);
        return;
    }
    reserve_end_events(world, body_index);
    // What rests on the body must notice that it is gone.
    wake_body(world, body_index);
    destroy_body_contacts(world, body_index);
    remove_body_proxies(world, body_index);
    body.enabled = false;
}

void set_body_mass_override(World& world, int32_t body_index, const MassData* data) {
    BodyOptions& options = world.body_options[body_index];
    options.has_mass_override = data != nullptr;
    if (data != nullptr) options.mass_override = *data;
    update_body_mass(world, body_index);
    wake_body(world, body_index);
}

void set_body_fixed_rotation(World& world, int32_t body_index, bool fixed_rotation) {
    Body& body = world.bodies[body_index];
    body.fixed_rotation = fixed_rotation;
    if (fixed_rotation) body.angular_velocity = 0.0f;
    update_body_mass(world, body_index);
    wake_body(world, body_index);
}

}  // namespace r2d
