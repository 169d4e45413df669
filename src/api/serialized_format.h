// The serialized world format, version 1.2: the one list of its records'
// fields, which both the writer and the reader walk, so the two cannot
// disagree. docs/serialized_format.md describes the same bytes for people;
// a change here is a change there.
//
// A record's fields are only ever appended, each group by a minor version.
// A record has the fields of its file's minor version and those before:
// a reader meeting a longer record (from a later minor) skips the fields
// it does not know; a record of an earlier minor ends where that minor
// ends and keeps the record's defaults for the rest; a record shorter
// than its minor's fields is refused as corrupted.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "rigid2d/rigid2d.h"

namespace r2d {

constexpr unsigned char serialized_magic[4] = {'R', '2', 'D', 'W'};
constexpr uint16_t serialized_major = 1;  // a reader refuses other majors
constexpr uint16_t serialized_minor = 2;  // a reader reads any minor of its major
constexpr uint32_t serialized_header_size = 24;

enum class SectionKind : uint32_t { world = 1, bodies = 2, shapes = 3, joints = 4, build_snapshot = 5, chains = 6 };
constexpr uint32_t last_section_kind = 6;

// The world's settings: those of its def, then those set at run time only.
struct WorldRecord {
    r2d_world_def def;
    float max_linear_speed;  // since 1.1
    bool enable_continuous;  // since 1.2
};

// A body as the file keeps it. def.linear_velocity is the centre of
// mass's velocity (what r2d_body_get_linear_velocity reports).
struct BodyRecord {
    r2d_body_def def;
    float sleep_time;
    r2d_vec2 force;
    float torque;
    // Since 1.1: the settings no def carries, as their setters take them.
    bool enabled;
    bool is_bullet;
    bool has_mass_override;
    r2d_mass_data mass_override;  // r2d_body_set_mass_data's, when has_mass_override
};

// A shape: its body by position in the bodies section, and its geometry
// as r2d_shape_get_geometry reports it.
struct ShapeRecord {
    uint32_t body;
    int32_t type;  // r2d_shape_type
    r2d_shape_def def;
    uint32_t point_count;
    r2d_vec2 points[R2D_MAX_POLYGON_VERTICES];
    float radius;
};

// A chain (since 1.2): its body by position in the bodies section, its
// points, and each segment's settings as a shape def (r2d_chain_create
// makes the segments; their setters give each its own).
struct ChainRecord {
    uint32_t body;
    bool loop;
    std::vector<r2d_vec2> points;
    std::vector<r2d_shape_def> segments;
};

// A joint: its bodies by position in the bodies section, the fields every
// kind has, then the kind's own as its def holds them.
struct JointRecord {
    int32_t type;  // r2d_joint_type
    uint32_t body_a;
    uint32_t body_b;
    r2d_joint_base_def base;  // the bodies' ids are set when loading
    union {
        r2d_revolute_joint_def revolute;
        r2d_prismatic_joint_def prismatic;
        r2d_distance_joint_def distance;
        r2d_weld_joint_def weld;
        r2d_wheel_joint_def wheel;
        r2d_motor_joint_def motor;
        r2d_mouse_joint_def mouse;
    };
};

// Each walks a record's fields in file order with io's members f32, i32,
// u32, u64, vec2 (two f32), flag (a bool as one byte, 0 or 1) and fail
// (for a record no reader can make sense of), and io.minor, the minor
// version of the file walked: fields of later minors are not in it.
// io.room_for(n) tells whether n more bytes can be in the record, so that
// no count read from a file makes a reader allocate beyond it.

template <class Io>
void world_fields(Io& io, WorldRecord& record) {
    r2d_world_def& w = record.def;
    io.vec2(w.gravity);
    io.i32(w.substep_count);
    io.f32(w.contact_hertz);
    io.f32(w.contact_damping_ratio);
    io.f32(w.contact_push_max_speed);
    io.f32(w.restitution_threshold);
    io.f32(w.hit_event_threshold);
    io.flag(w.enable_sleep);
    io.f32(w.time_to_sleep);
    io.f32(w.sleep_speed);
    if (io.minor < 1) return;
    io.f32(record.max_linear_speed);
    if (io.minor < 2) return;
    io.flag(record.enable_continuous);
}

template <class Io>
void body_fields(Io& io, BodyRecord& b) {
    io.i32(b.def.type);
    io.flag(b.def.fixed_rotation);
    io.flag(b.def.allow_sleep);
    io.flag(b.def.awake);
    io.vec2(b.def.position);
    io.f32(b.def.angle);
    io.vec2(b.def.linear_velocity);
    io.f32(b.def.angular_velocity);
    io.f32(b.def.linear_damping);
    io.f32(b.def.angular_damping);
    io.f32(b.def.gravity_scale);
    io.f32(b.sleep_time);
    io.vec2(b.force);
    io.f32(b.torque);
    io.u64(b.def.user_data);
    if (io.minor < 1) return;
    io.flag(b.enabled);
    io.flag(b.is_bullet);
    io.flag(b.has_mass_override);
    io.f32(b.mass_override.mass);
    io.vec2(b.mass_override.center);
    io.f32(b.mass_override.rotational_inertia);
}

// A shape's material, filter, flags and user data.
template <class Io>
void shape_def_fields(Io& io, r2d_shape_def& def) {
    io.f32(def.density);
    io.f32(def.static_friction);
    io.f32(def.dynamic_friction);
    io.f32(def.restitution);
    io.u64(def.filter.category_bits);
    io.u64(def.filter.mask_bits);
    io.i32(def.filter.group_index);
    io.flag(def.enable_contact_events);
    io.flag(def.is_sensor);
    io.flag(def.enable_sensor_events);
    io.flag(def.enable_hit_events);
    io.u64(def.user_data);
}

template <class Io>
void shape_fields(Io& io, ShapeRecord& s) {
    io.u32(s.body);
    io.i32(s.type);
    shape_def_fields(io, s.def);
    io.u32(s.point_count);
    if (s.point_count > R2D_MAX_POLYGON_VERTICES) return io.fail();
    for (uint32_t i = 0; i < s.point_count; ++i) io.vec2(s.points[i]);
    io.f32(s.radius);
}

// Bytes of a segment's settings (shape_def_fields) at the least.
constexpr uint64_t segment_settings_size = 4 * 4 + 2 * 8 + 4 + 4 + 8;

template <class Io>
void chain_fields(Io& io, ChainRecord& c) {
    io.u32(c.body);
    io.flag(c.loop);
    uint32_t point_count = static_cast<uint32_t>(c.points.size());
    io.u32(point_count);
    uint64_t segment_count = c.loop ? point_count : (point_count > 0 ? point_count - 1u : 0u);
    if (!io.room_for(point_count * uint64_t(8) + segment_count * segment_settings_size)) return io.fail();
    c.points.resize(point_count);
    for (r2d_vec2& point : c.points) io.vec2(point);
    c.segments.resize(segment_count, r2d_shape_def_default());
    for (r2d_shape_def& segment : c.segments) shape_def_fields(io, segment);
}

// A switch and its two numbers: a spring, a limit or a motor of a joint.
template <class Io>
void switch_fields(Io& io, bool& enabled, float& first, float& second) {
    io.flag(enabled);
    io.f32(first);
    io.f32(second);
}

template <class Io>
void joint_fields(Io& io, JointRecord& j) {
    io.i32(j.type);
    io.u32(j.body_a);
    io.u32(j.body_b);
    io.vec2(j.base.local_anchor_a);
    io.vec2(j.base.local_anchor_b);
    io.flag(j.base.collide_connected);
    io.u64(j.base.user_data);
    switch (static_cast<r2d_joint_type>(j.type)) {
        case R2D_JOINT_REVOLUTE: {
            r2d_revolute_joint_def& d = j.revolute;
            io.f32(d.reference_angle);
            switch_fields(io, d.enable_limit, d.lower_angle, d.upper_angle);
            switch_fields(io, d.enable_motor, d.motor_speed, d.max_motor_torque);
            switch_fields(io, d.enable_spring, d.hertz, d.damping_ratio);
            return;
        }
        case R2D_JOINT_PRISMATIC: {
            r2d_prismatic_joint_def& d = j.prismatic;
            io.vec2(d.local_axis_a);
            io.f32(d.reference_angle);
            switch_fields(io, d.enable_limit, d.lower_translation, d.upper_translation);
            switch_fields(io, d.enable_motor, d.motor_speed, d.max_motor_force);
            switch_fields(io, d.enable_spring, d.hertz, d.damping_ratio);
            return;
        }
        case R2D_JOINT_DISTANCE: {
            r2d_distance_joint_def& d = j.distance;
            io.f32(d.length);
            switch_fields(io, d.enable_spring, d.hertz, d.damping_ratio);
            switch_fields(io, d.enable_limit, d.min_length, d.max_length);
            switch_fields(io, d.enable_motor, d.motor_speed, d.max_motor_force);
            return;
        }
        case R2D_JOINT_WELD: {
            r2d_weld_joint_def& d = j.weld;
            io.f32(d.reference_angle);
            io.f32(d.linear_hertz);
            io.f32(d.linear_damping_ratio);
            io.f32(d.angular_hertz);
            io.f32(d.angular_damping_ratio);
            return;
        }
        case R2D_JOINT_WHEEL: {
            r2d_wheel_joint_def& d = j.wheel;
            io.vec2(d.local_axis_a);
            switch_fields(io, d.enable_spring, d.hertz, d.damping_ratio);
            switch_fields(io, d.enable_limit, d.lower_translation, d.upper_translation);
            switch_fields(io, d.enable_motor, d.motor_speed, d.max_motor_torque);
            return;
        }
        case R2D_JOINT_MOTOR: {
            r2d_motor_joint_def& d = j.motor;
            io.vec2(d.linear_offset);
            io.f32(d.angular_offset);
            io.f32(d.max_force);
            io.f32(d.max_torque);
            io.f32(d.correction_factor);
            return;
        }
        case R2D_JOINT_MOUSE: {
            r2d_mouse_joint_def& d = j.mouse;
            io.vec2(d.target);
            io.f32(d.hertz);
            io.f32(d.damping_ratio);
            io.f32(d.max_force);
            return;
        }
    }
    io.fail();  // a kind this version does not know
}

// FNV-1a, 64-bit, over the bytes after the header: simple enough to write
// from the spec, and it catches the flipped and spliced bytes a damaged
// file has.
inline uint64_t serialized_checksum(const unsigned char* data, std::size_t size) {
    uint64_t h = 0xcbf29ce484222325u;
    for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 0x100000001b3u;
    return h;
}

}  // namespace r2d
