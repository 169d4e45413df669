// Rigid bodies: pose, velocity, mass, and what they touch.
#pragma once

#include <cstdint>

#include "core/math.h"

namespace r2d {

struct World;

// Numbered as r2d_body_type.
enum class BodyType : uint8_t { static_body = 0, kinematic = 1, dynamic = 2 };

struct BodyDef {
    BodyType type = BodyType::static_body;
    Vec2 position;
    float angle = 0.0f;
    Vec2 linear_velocity;
    float angular_velocity = 0.0f;
    float linear_damping = 0.0f;
    float angular_damping = 0.0f;
    float gravity_scale = 1.0f;
    bool fixed_rotation = false;
    bool allow_sleep = true;
    bool awake = true;
    uint64_t user_data = 0;
};

// Two cache lines: the fields read for every contact or body each step
// (collide, gather_bodies, finalize) fill the first. Passes over a large
// world's bodies move every byte of the records (the prefetchers fetch
// whole runs of lines), so what steps never read, like the user's data,
// lives beside the bodies instead (World::body_user_data).
struct alignas(64) Body {
    Transform transform;   // pose of the body origin
    Vec2 center;           // world centre of mass
    Vec2 linear_velocity;  // of the centre of mass
    float angular_velocity = 0.0f;
    float max_extent = 0.0f;    // farthest shape point from the centre of mass
    int32_t solver_index = -1;  // slot in the step's awake list, -1 when not solved
    BodyType type = BodyType::static_body;
    bool in_use = false;
    bool awake = true;
    bool allow_sleep = true;
    float inv_mass = 0.0f;
    float inv_inertia = 0.0f;
    Vec2 local_center;  // centre of mass in body coordinates

    Vec2 force;
    float torque = 0.0f;
    float mass = 0.0f;
    // How near the body's surface comes to its shapes' centres at the
    // nearest: a dynamic body that moves less than half of this in a step
    // cannot pass through anything, so needs no continuous collision.
    float min_extent = 0.0f;
    float linear_damping = 0.0f;
    float angular_damping = 0.0f;
    float gravity_scale = 1.0f;
    float sleep_time = 0.0f;

    // The shapes, in the order they were added, chained both ways by
    // Shape::prev_shape and next_shape.
    int32_t shape_head = -1;
    int32_t shape_tail = -1;
    int32_t shape_count = 0;
    int32_t contact_head = -1;  // first contact edge key, see contact.h
    int32_t contact_count = 0;
    int32_t next_free = -1;
    uint16_t generation = 0;
    bool fixed_rotation = false;
    // A disabled body is out of the broadphase, has no contacts and is
    // never solved; its joints wait (dynamics/body_settings.h).
    bool enabled = true;
};
static_assert(sizeof(Body) == 128, "two cache lines");

int32_t create_body(World& world, const BodyDef& def);
void destroy_body(World& world, int32_t body_index);

// Recomputes mass, inertia and centre of mass from the shapes.
void update_body_mass(World& world, int32_t body_index);
// The same after the shape was added last: constant time on a body
// without mass, a full update on a dynamic one.
void add_shape_mass(World& world, int32_t body_index, int32_t shape_index);

void set_body_transform(World& world, int32_t body_index, Vec2 position, float angle);

// Wakes the body and everything that touches it, transitively.
void wake_body(World& world, int32_t body_index);
// Puts the body and everything that touches it to sleep.
void sleep_body(World& world, int32_t body_index);
// A body's rest as saved, for a world loaded from a file; keeps
// World::longest_rest a bound.
void set_sleep_time(World& world, Body& body, float sleep_time);

inline bool is_solved(const Body& b) {
    return b.in_use && b.enabled && b.awake && b.type != BodyType::static_body;
}

}  // namespace r2d
