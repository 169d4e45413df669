// Entry points for bodies.
#include <cmath>

#include "api/body_checks.h"
#include "api/handles.h"
#include "api/read_object.h"
#include "api/validate.h"

using namespace r2d;

namespace {

r2d_status check_body_def(const r2d_body_def* def) {
    R2D_TRY(check_def(def, def ? def->struct_size : 0, sizeof(r2d_body_def), "body def"));
    R2D_TRY(check_body_type(def->type));
    R2D_TRY(check_coordinate(def->position, "position"));
    R2D_TRY(check_finite(def->angle, "angle"));
    R2D_TRY(check_coordinate(def->linear_velocity, "linear_velocity"));
    R2D_TRY(check_range(def->angular_velocity, -max_coordinate, max_coordinate, "angular_velocity"));
    R2D_TRY(check_damping(def->linear_damping, "linear_damping"));
    R2D_TRY(check_damping(def->angular_damping, "angular_damping"));
    R2D_TRY(check_gravity_scale(def->gravity_scale));
    return R2D_OK;
}

// Looks up a body for a change that only makes sense on moving bodies.
r2d_status resolve_moving_body(r2d_body_id id, World** out_world, Body** out_body) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_body(id, &entry, &index));
    Body& body = entry->world.bodies[index];
    if (body.type == BodyType::static_body) {
        return fail(R2D_ERROR_INVALID_OPERATION, "a static body cannot be given a velocity");
    }
    *out_world = &entry->world;
    *out_body = &body;
    return R2D_OK;
}

// Adds an impulse (or force) to a dynamic body after checking the result
// stays finite, so no accepted call can poison the world.
r2d_status apply_to_body(r2d_body_id id, r2d_vec2 linear, r2d_vec2 point, float angular, bool at_point, bool is_impulse,
                         bool wake) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_body(id, &entry, &index));
    R2D_TRY(check_finite(linear, is_impulse ? "impulse" : "force"));
    R2D_TRY(check_finite(angular, is_impulse ? "angular impulse" : "torque"));
    if (at_point) R2D_TRY(check_coordinate(point, "point"));
    World& world = entry->world;
    Body& body = world.bodies[index];
    if (body.type != BodyType::dynamic) return succeed();
    if (!body.awake && !wake) return succeed();

    Vec2 l = to_vec2(linear);
    float a = angular;
    if (at_point) a += cross(to_vec2(point) - body.center, l);
    Vec2 new_linear = is_impulse ? body.linear_velocity + body.inv_mass * l : body.force + l;
    float new_angular = is_impulse ? body.angular_velocity + body.inv_inertia * a : body.torque + a;
    if (!is_finite(new_linear) || !std::isfinite(new_angular)) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "the %s is too large for this body", is_impulse ? "impulse" : "force");
    }
    wake_body(world, index);
    if (is_impulse) {
        body.linear_velocity = new_linear;
        body.angular_velocity = new_angular;
    } else {
        body.force = new_linear;
        body.torque = new_angular;
    }
    return succeed();
}

}  // namespace

extern "C" {

r2d_body_def r2d_body_def_default(void) {
    BodyDef d;
    r2d_body_def def = {};
    def.struct_size = sizeof(r2d_body_def);
    def.type = static_cast<int32_t>(d.type);
    def.gravity_scale = d.gravity_scale;
    def.allow_sleep = d.allow_sleep;
    def.awake = d.awake;
    return def;
}

r2d_status r2d_body_create(r2d_world_id world, const r2d_body_def* def, r2d_body_id* out_body) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_body, "out_body"));
        R2D_TRY(check_body_def(def));
        if (!slots_available(entry->world.bodies, entry->world.free_body)) {
            return fail(R2D_ERROR_CAPACITY, "the world has no body slot left (at most %d)", max_objects_per_kind);
        }
        BodyDef d;
        d.type = static_cast<BodyType>(def->type);
        d.position = to_vec2(def->position);
        d.angle = def->angle;
        d.linear_velocity = to_vec2(def->linear_velocity);
        d.angular_velocity = def->angular_velocity;
        d.linear_damping = def->linear_damping;
        d.angular_damping = def->angular_damping;
        d.gravity_scale = def->gravity_scale;
        d.fixed_rotation = def->fixed_rotation;
        d.allow_sleep = def->allow_sleep;
        d.awake = def->awake;
        d.user_data = def->user_data;
        int32_t index = create_body(entry->world, d);
        *out_body = body_id_of(*entry, index);
        return succeed();
    });
}

r2d_status r2d_body_destroy(r2d_body_id body) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        destroy_body(entry->world, index);
        return succeed();
    });
}

r2d_status r2d_body_get_world(r2d_body_id body, r2d_world_id* out_world) {
    return guard_allocation([&] {
        return read_body(body, out_world, "out_world", [](const WorldEntry& e, const Body&) { return world_id_of(e); });
    });
}

r2d_status r2d_body_get_type(r2d_body_id body, r2d_body_type* out_type) {
    return guard_allocation([&] {
        return read_body(body, out_type, "out_type",
                         [](const WorldEntry&, const Body& b) { return static_cast<r2d_body_type>(b.type); });
    });
}

r2d_status r2d_body_get_position(r2d_body_id body, r2d_vec2* out_position) {
    return guard_allocation([&] {
        return read_body(body, out_position, "out_position",
                         [](const WorldEntry&, const Body& b) { return to_r2d(b.transform.p); });
    });
}

r2d_status r2d_body_get_angle(r2d_body_id body, float* out_angle) {
    return guard_allocation([&] {
        return read_body(body, out_angle, "out_angle",
                         [](const WorldEntry&, const Body& b) { return rot_angle(b.transform.q); });
    });
}

r2d_status r2d_body_set_transform(r2d_body_id body, r2d_vec2 position, float angle) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        R2D_TRY(check_coordinate(position, "position"));
        R2D_TRY(check_finite(angle, "angle"));
        set_body_transform(entry->world, index, to_vec2(position), angle);
        return succeed();
    });
}

r2d_status r2d_body_get_linear_velocity(r2d_body_id body, r2d_vec2* out_velocity) {
    return guard_allocation([&] {
        return read_body(body, out_velocity, "out_velocity",
                         [](const WorldEntry&, const Body& b) { return to_r2d(b.linear_velocity); });
    });
}

r2d_status r2d_body_set_linear_velocity(r2d_body_id body, r2d_vec2 velocity) {
    return guard_allocation([&] {
        World* world = nullptr;
        Body* b = nullptr;
        R2D_TRY(resolve_moving_body(body, &world, &b));
        R2D_TRY(check_coordinate(velocity, "velocity"));
        if (velocity.x != 0.0f || velocity.y != 0.0f) wake_body(*world, static_cast<int32_t>(b - world->bodies.data()));
        b->linear_velocity = to_vec2(velocity);
        return succeed();
    });
}

r2d_status r2d_body_get_angular_velocity(r2d_body_id body, float* out_velocity) {
    return guard_allocation([&] {
        return read_body(body, out_velocity, "out_velocity",
                         [](const WorldEntry&, const Body& b) { return b.angular_velocity; });
    });
}

r2d_status r2d_body_set_angular_velocity(r2d_body_id body, float velocity) {
    return guard_allocation([&] {
        World* world = nullptr;
        Body* b = nullptr;
        R2D_TRY(resolve_moving_body(body, &world, &b));
        R2D_TRY(check_range(velocity, -max_coordinate, max_coordinate, "angular velocity"));
        if (b->fixed_rotation) return succeed();
        if (velocity != 0.0f) wake_body(*world, static_cast<int32_t>(b - world->bodies.data()));
        b->angular_velocity = velocity;
        return succeed();
    });
}

r2d_status r2d_body_apply_force(r2d_body_id body, r2d_vec2 force, r2d_vec2 point, bool wake) {
    return guard_allocation([&] {
        return apply_to_body(body, force, point, 0.0f, true, false, wake);
    });
}

r2d_status r2d_body_apply_force_to_center(r2d_body_id body, r2d_vec2 force, bool wake) {
    return guard_allocation([&] {
        return apply_to_body(body, force, {}, 0.0f, false, false, wake);
    });
}

r2d_status r2d_body_apply_torque(r2d_body_id body, float torque, bool wake) {
    return guard_allocation([&] {
        return apply_to_body(body, {}, {}, torque, false, false, wake);
    });
}

r2d_status r2d_body_apply_linear_impulse(r2d_body_id body, r2d_vec2 impulse, r2d_vec2 point, bool wake) {
    return guard_allocation([&] {
        return apply_to_body(body, impulse, point, 0.0f, true, true, wake);
    });
}

r2d_status r2d_body_apply_linear_impulse_to_center(r2d_body_id body, r2d_vec2 impulse, bool wake) {
    return guard_allocation([&] {
        return apply_to_body(body, impulse, {}, 0.0f, false, true, wake);
    });
}

r2d_status r2d_body_apply_angular_impulse(r2d_body_id body, float impulse, bool wake) {
    return guard_allocation([&] {
        return apply_to_body(body, {}, {}, impulse, false, true, wake);
    });
}

r2d_status r2d_body_get_mass(r2d_body_id body, float* out_mass) {
    return guard_allocation([&] {
        return read_body(body, out_mass, "out_mass", [](const WorldEntry&, const Body& b) { return b.mass; });
    });
}

r2d_status r2d_body_get_rotational_inertia(r2d_body_id body, float* out_inertia) {
    return guard_allocation([&] {
        return read_body_options(body, out_inertia, "out_inertia",
                                 [](const BodyOptions& o, const Body&) { return o.inertia; });
    });
}

r2d_status r2d_body_get_local_center_of_mass(r2d_body_id body, r2d_vec2* out_center) {
    return guard_allocation([&] {
        return read_body(body, out_center, "out_center",
                         [](const WorldEntry&, const Body& b) { return to_r2d(b.local_center); });
    });
}

r2d_status r2d_body_get_world_center_of_mass(r2d_body_id body, r2d_vec2* out_center) {
    return guard_allocation([&] {
        return read_body(body, out_center, "out_center", [](const WorldEntry&, const Body& b) { return to_r2d(b.center); });
    });
}

r2d_status r2d_body_is_awake(r2d_body_id body, bool* out_awake) {
    return guard_allocation([&] {
        return read_body(body, out_awake, "out_awake", [](const WorldEntry&, const Body& b) { return b.awake; });
    });
}

r2d_status r2d_body_set_awake(r2d_body_id body, bool awake) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        if (awake) {
            wake_body(entry->world, index);
        } else if (entry->world.bodies[index].allow_sleep) {
            sleep_body(entry->world, index);
        }
        return succeed();
    });
}

r2d_status r2d_body_get_user_data(r2d_body_id body, uint64_t* out_user_data) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        R2D_TRY(check_pointer(out_user_data, "out_user_data"));
        *out_user_data = entry->world.body_user_data[index];
        return succeed();
    });
}

r2d_status r2d_body_set_user_data(r2d_body_id body, uint64_t user_data) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        entry->world.body_user_data[index] = user_data;
        return succeed();
    });
}

r2d_status r2d_body_get_shape_count(r2d_body_id body, int32_t* out_count) {
    return guard_allocation([&] {
        return read_body(body, out_count, "out_count", [](const WorldEntry&, const Body& b) { return b.shape_count; });
    });
}

r2d_status r2d_body_get_shapes(r2d_body_id body, r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        R2D_TRY(check_output(out_shapes, capacity, out_count, "out_shapes"));
        const World& world = entry->world;
        int32_t count = 0;
        for (int32_t s = world.bodies[index].shape_head; s >= 0 && count < capacity; s = world.shapes[s].next_shape) {
            out_shapes[count++] = shape_id_of(*entry, s);
        }
        *out_count = count;
        return succeed();
    });
}

}  // extern "C"
