// Entry points that read and change a body's settings after creation:
// type, damping, gravity scale, flags, enabled, mass data.
#include <cstring>

#include "api/body_checks.h"
#include "api/handles.h"
#include "api/read_object.h"

using namespace r2d;

namespace {

// Resolves the body, checks value with check, then lets change act.
template <class Check, class Change>
r2d_status change_body(r2d_body_id id, Check&& check, Change&& change) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_body(id, &entry, &index));
    R2D_TRY(check());
    change(entry->world, index);
    return succeed();
}

r2d_status no_check() {
    return R2D_OK;
}

// A float of the body that steps read as they go: the body wakes to feel it.
template <class Check>
r2d_status set_body_float(r2d_body_id id, float Body::*field, float value, Check&& check) {
    return change_body(id, check, [&](World& world, int32_t index) {
        world.bodies[index].*field = value;
        wake_body(world, index);
    });
}

r2d_status check_mass_data(const r2d_mass_data& data) {
    R2D_TRY(check_finite(data.mass, "mass"));
    if (!(data.mass > 0.0f) || data.mass > 1.0e9f) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "mass is %g; it must be above 0 and at most 1e9",
                    static_cast<double>(data.mass));
    }
    R2D_TRY(check_range(data.rotational_inertia, 0.0f, 1.0e12f, "rotational_inertia"));
    return check_coordinate(data.center, "center");
}

}  // namespace

extern "C" {

r2d_status r2d_body_set_type(r2d_body_id body, r2d_body_type type) {
    return guard_allocation([&] {
        // A C caller may pass any int here; read it as one, since loading an
        // enum that holds no enumerator is undefined in C++.
        int32_t value;
        static_assert(sizeof value == sizeof type, "r2d_body_type is an int");
        std::memcpy(&value, &type, sizeof value);
        return change_body(
            body, [value] { return check_body_type(value); },
            [value](World& world, int32_t index) { set_body_type(world, index, static_cast<BodyType>(value)); });
    });
}

r2d_status r2d_body_get_linear_damping(r2d_body_id body, float* out_damping) {
    return guard_allocation([&] {
        return read_body(body, out_damping, "out_damping",
                         [](const WorldEntry&, const Body& b) { return b.linear_damping; });
    });
}

r2d_status r2d_body_set_linear_damping(r2d_body_id body, float damping) {
    return guard_allocation([&] {
        return set_body_float(body, &Body::linear_damping, damping,
                              [damping] { return check_damping(damping, "linear_damping"); });
    });
}

r2d_status r2d_body_get_angular_damping(r2d_body_id body, float* out_damping) {
    return guard_allocation([&] {
        return read_body(body, out_damping, "out_damping",
                         [](const WorldEntry&, const Body& b) { return b.angular_damping; });
    });
}

r2d_status r2d_body_set_angular_damping(r2d_body_id body, float damping) {
    return guard_allocation([&] {
        return set_body_float(body, &Body::angular_damping, damping,
                              [damping] { return check_damping(damping, "angular_damping"); });
    });
}

r2d_status r2d_body_get_gravity_scale(r2d_body_id body, float* out_scale) {
    return guard_allocation([&] {
        return read_body(body, out_scale, "out_scale",
                         [](const WorldEntry&, const Body& b) { return b.gravity_scale; });
    });
}

r2d_status r2d_body_set_gravity_scale(r2d_body_id body, float scale) {
    return guard_allocation([&] {
        return set_body_float(body, &Body::gravity_scale, scale, [scale] { return check_gravity_scale(scale); });
    });
}

r2d_status r2d_body_is_bullet(r2d_body_id body, bool* out_bullet) {
    return guard_allocation([&] {
        return read_body_options(body, out_bullet, "out_bullet",
                                 [](const BodyOptions& o, const Body&) { return o.is_bullet; });
    });
}

r2d_status r2d_body_set_bullet(r2d_body_id body, bool bullet) {
    return guard_allocation([&] {
        return change_body(body, no_check,
                           [bullet](World& world, int32_t index) { world.body_options[index].is_bullet = bullet; });
    });
}

r2d_status r2d_body_is_fixed_rotation(r2d_body_id body, bool* out_fixed) {
    return guard_allocation([&] {
        return read_body(body, out_fixed, "out_fixed",
                         [](const WorldEntry&, const Body& b) { return b.fixed_rotation; });
    });
}

r2d_status r2d_body_set_fixed_rotation(r2d_body_id body, bool fixed) {
    return guard_allocation([&] {
        return change_body(body, no_check,
                           [fixed](World& world, int32_t index) { set_body_fixed_rotation(world, index, fixed); });
    });
}

r2d_status r2d_body_is_enabled(r2d_body_id body, bool* out_enabled) {
    return guard_allocation([&] {
        return read_body(body, out_enabled, "out_enabled", [](const WorldEntry&, const Body& b) { return b.enabled; });
    });
}

r2d_status r2d_body_set_enabled(r2d_body_id body, bool enabled) {
    return guard_allocation([&] {
        return change_body(body, no_check,
                           [enabled](World& world, int32_t index) { set_body_enabled(world, index, enabled); });
    });
}

r2d_status r2d_body_get_mass_data(r2d_body_id body, r2d_mass_data* out_mass_data) {
    return guard_allocation([&] {
        return read_body_options(body, out_mass_data, "out_mass_data", [](const BodyOptions& o, const Body& b) {
            return r2d_mass_data{b.mass, to_r2d(b.local_center), o.inertia};
        });
    });
}

r2d_status r2d_body_set_mass_data(r2d_body_id body, r2d_mass_data mass_data) {
    return guard_allocation([&] {
        return change_body(
            body, [&mass_data] { return check_mass_data(mass_data); },
            [&mass_data](World& world, int32_t index) {
                MassData data = {mass_data.mass, to_vec2(mass_data.center), mass_data.rotational_inertia};
                set_body_mass_override(world, index, &data);
            });
    });
}

r2d_status r2d_body_reset_mass_data(r2d_body_id body) {
    return guard_allocation([&] {
        return change_body(body, no_check,
                           [](World& world, int32_t index) { set_body_mass_override(world, index, nullptr); });
    });
}

}  // extern "C"
