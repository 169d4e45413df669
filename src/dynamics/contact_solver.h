// The contact solver: soft sequential impulses over sub-steps.
//
// Each sub-step integrates velocities, applies last impulses (warm start),
// solves contacts with a soft position bias, integrates positions, then
// relaxes without the bias so the push-out does not turn into bounce.
// Restitution runs once after the sub-steps. Anchors stay fixed during the
// step; the separation is tracked from each body's accumulated motion, so
// contacts need no new collision pass between sub-steps.
#pragma once

#include <cstdint>
#include <vector>

#include "core/math.h"

namespace r2d {

struct World;

// Motion state of a solved body, packed for the inner loops.
struct BodyState {
    Vec2 v;
    float w = 0.0f;
    float inv_mass = 0.0f;
    float inv_inertia = 0.0f;
    Vec2 dp;  // translation of the centre of mass since the step began
    Rot dq;   // rotation since the step began
};

// A spring-damper turned into impulse coefficients for one sub-step.
struct Softness {
    float bias_rate = 0.0f;
    float mass_scale = 1.0f;
    float impulse_scale = 0.0f;
};

Softness make_softness(float hertz, float damping_ratio, float h);

struct ConstraintPoint {
    Vec2 anchor_a;
    Vec2 anchor_b;
    float base_separation = 0.0f;    // separation minus the anchors' normal gap
    float relative_velocity = 0.0f;  // normal approach speed before solving
    float normal_impulse = 0.0f;
    float tangent_impulse = 0.0f;
    float max_normal_impulse = 0.0f;
    float normal_mass = 0.0f;
    float tangent_mass = 0.0f;
    float friction = 0.0f;  // static or dynamic, chosen from the slip speed
};

struct ContactConstraint {
    int32_t contact = -1;
    int32_t body_a = -1;  // solver index, -1 for a body that does not move
    int32_t body_b = -1;
    Vec2 normal;
    float restitution = 0.0f;
    Softness softness;
    ConstraintPoint points[2];
    int32_t point_count = 0;
};

struct ContactSolver {
    std::vector<BodyState> bodies;
    std::vector<ContactConstraint> constraints;

    // Builds one constraint per touching contact that moves a solved body.
    void prepare(World& world, float h);
    void warm_start();
    void solve(float inv_h, float push_max_speed, bool use_bias);
    void apply_restitution(float threshold);
    // Writes the impulses back to the contacts for next step's warm start.
    void store_impulses(World& world) const;
};

}  // namespace r2d
