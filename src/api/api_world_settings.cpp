// Entry points that read and change a world's settings after creation,
// with the ranges creation checks (api/world_checks.h).
#include "api/handles.h"
#include "api/world_checks.h"

using namespace r2d;

namespace {

r2d_status get_setting(r2d_world_id world, float WorldSettings::*field, float* out, const char* what) {
    WorldEntry* entry;
    R2D_TRY(resolve_world(world, &entry));
    R2D_TRY(check_pointer(out, what));
    *out = entry->world.settings.*field;
    return succeed();
}

r2d_status set_setting(r2d_world_id world, float WorldSettings::*field, float value, r2d_status (*check)(float)) {
    WorldEntry* entry;
    R2D_TRY(resolve_world(world, &entry));
    R2D_TRY(check(value));
    entry->world.settings.*field = value;
    return succeed();
}

}  // namespace

extern "C" {

r2d_status r2d_world_enable_continuous(r2d_world_id world, bool enable) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        entry->world.settings.enable_continuous = enable;
        return succeed();
    });
}

r2d_status r2d_world_is_continuous_enabled(r2d_world_id world, bool* out_enabled) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_enabled, "out_enabled"));
        *out_enabled = entry->world.settings.enable_continuous;
        return succeed();
    });
}

r2d_status r2d_world_get_substep_count(r2d_world_id world, int32_t* out_substep_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_substep_count, "out_substep_count"));
        *out_substep_count = entry->world.settings.substep_count;
        return succeed();
    });
}

r2d_status r2d_world_get_contact_hertz(r2d_world_id world, float* out_hertz) {
    return guard_allocation([&] { return get_setting(world, &WorldSettings::contact_hertz, out_hertz, "out_hertz"); });
}

r2d_status r2d_world_set_contact_hertz(r2d_world_id world, float hertz) {
    return guard_allocation(
        [&] { return set_setting(world, &WorldSettings::contact_hertz, hertz, check_contact_hertz); });
}

r2d_status r2d_world_get_contact_damping_ratio(r2d_world_id world, float* out_damping_ratio) {
    return guard_allocation([&] {
        return get_setting(world, &WorldSettings::contact_damping_ratio, out_damping_ratio, "out_damping_ratio");
    });
}

r2d_status r2d_world_set_contact_damping_ratio(r2d_world_id world, float damping_ratio) {
    return guard_allocation([&] {
        return set_setting(world, &WorldSettings::contact_damping_ratio, damping_ratio, check_contact_damping_ratio);
    });
}

r2d_status r2d_world_get_contact_push_max_speed(r2d_world_id world, float* out_speed) {
    return guard_allocation(
        [&] { return get_setting(world, &WorldSettings::contact_push_max_speed, out_speed, "out_speed"); });
}

r2d_status r2d_world_set_contact_push_max_speed(r2d_world_id world, float speed) {
    return guard_allocation([&] {
        return set_setting(world, &WorldSettings::contact_push_max_speed, speed, check_contact_push_max_speed);
    });
}

r2d_status r2d_world_get_restitution_threshold(r2d_world_id world, float* out_speed) {
    return guard_allocation(
        [&] { return get_setting(world, &WorldSettings::restitution_threshold, out_speed, "out_speed"); });
}

r2d_status r2d_world_set_restitution_threshold(r2d_world_id world, float speed) {
    return guard_allocation(
        [&] { return set_setting(world, &WorldSettings::restitution_threshold, speed, check_restitution_threshold); });
}

r2d_status r2d_world_get_hit_event_threshold(r2d_world_id world, float* out_speed) {
    return guard_allocation(
        [&] { return get_setting(world, &WorldSettings::hit_event_threshold, out_speed, "out_speed"); });
}

r2d_status r2d_world_set_hit_event_threshold(r2d_world_id world, float speed) {
    return guard_allocation(
        [&] { return set_setting(world, &WorldSettings::hit_event_threshold, speed, check_hit_event_threshold); });
}

r2d_status r2d_world_get_max_linear_speed(r2d_world_id world, float* out_speed) {
    return guard_allocation(
        [&] { return get_setting(world, &WorldSettings::max_linear_speed, out_speed, "out_speed"); });
}

r2d_status r2d_world_set_max_linear_speed(r2d_world_id world, float speed) {
    return guard_allocation(
        [&] { return set_setting(world, &WorldSettings::max_linear_speed, speed, check_max_linear_speed); });
}

}  // extern "C"
