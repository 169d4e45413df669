// What can change about a body after it is made, beyond its pose and
// velocity: its type, whether it takes part at all, its mass, and its
// bullet flag. Everything here trusts its inputs; src/api
// validates before calling in.
#pragma once

#include <cstdint>

#include "dynamics/body.h"
#include "geometry/shapes.h"

namespace r2d {

struct World;

// Settings of a body that steps read seldom or never (continuous collision
// reads the bullet flag of fast bodies only), kept beside the bodies
// (World::body_options, by body index) so they cost the hot records nothing.
struct BodyOptions {
    // Mass data set by the caller in place of the shapes' (centre in body
    // coordinates, inertia about it); while active, shape changes keep it.
    MassData mass_override = {0.0f, {}, 0.0f};
    bool has_mass_override = false;
    uint8_t padding[3] = {};  // see Geometry (geometry/shapes.h)
    float inertia = 0.0f;  // about the centre of mass; steps use the inverse
    // Continuous collision sweeps a fast bullet against dynamic bodies too,
    // not only against static and kinematic ones.
    bool is_bullet = false;
    uint8_t padding_after_bullet[3] = {};
};

// Makes the body static, kinematic or dynamic. Its contacts end (touching
// ones with end events) and are found again at the next step, its shapes
// move to the broadphase tree of the new type, its mass follows the type;
// a static body loses its velocity and forces. Joints stay. Reserves first:
// a failed allocation leaves the world as it was.
void set_body_type(World& world, int32_t body_index, BodyType type);

// Takes the body out of the simulation or brings it back. A disabled body
// keeps its pose and velocity, leaves the broadphase (no contacts, unseen
// by queries and sensors) and its joints do nothing until it is enabled.
void set_body_enabled(World& world, int32_t body_index, bool enabled);

// Uses data for the body's mass from now on, or, with null, the shapes' again.
void set_body_mass_override(World& world, int32_t body_index, const MassData* data);

// No rotation from contacts, joints or torques: the inertia counts as infinite.
void set_body_fixed_rotation(World& world, int32_t body_index, bool fixed_rotation);

}  // namespace r2d
