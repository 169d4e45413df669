// The parts joints are built from: a one-dimensional constraint along a
// Jacobian (a spring, a motor, a limit, a rigid row), and the two-row
// point constraint that pins two anchors together. Each joint kind
// combines these; inline, since they run for every joint every sub-step.
#pragma once

#include <algorithm>

#include "dynamics/joint.h"
#include "dynamics/world.h"

namespace r2d {

inline const Body& body_a_of(const World& world, const Joint& joint) {
    return world.bodies[joint.edges[0].body];
}
inline const Body& body_b_of(const World& world, const Joint& joint) {
    return world.bodies[joint.edges[1].body];
}

// B's angle minus A's, from the bodies' poses (at the start of a step, or
// between steps).
inline float joint_angle_at_start(const World& world, const Joint& joint) {
    return relative_angle(body_b_of(world, joint).transform.q, body_a_of(world, joint).transform.q);
}

// One row of a constraint: the relative speed it measures is
// dot(axis, vB - vA) + lever_b * wB - lever_a * wA. A purely angular row
// has no axis and levers of 1.
struct Jacobian {
    Vec2 axis;
    float lever_a;
    float lever_b;
};

constexpr Jacobian angular_jacobian = {{0.0f, 0.0f}, 1.0f, 1.0f};

inline float row_speed(const Jacobian& j, const BodyState& a, const BodyState& b) {
    return dot(j.axis, b.v - a.v) + j.lever_b * b.w - j.lever_a * a.w;
}

inline void apply_row(const Jacobian& j, const JointBodies& m, BodyState& a, BodyState& b, float impulse) {
    a.v -= (m.inv_mass_a * impulse) * j.axis;
    a.w -= m.inv_inertia_a * impulse * j.lever_a;
    b.v += (m.inv_mass_b * impulse) * j.axis;
    b.w += m.inv_inertia_b * impulse * j.lever_b;
}

// The effective mass of a row: 1 / (J M^-1 J^T), zero when nothing moves.
inline float row_mass(const Jacobian& j, const JointBodies& m) {
    float k = (m.inv_mass_a + m.inv_mass_b) * dot(j.axis, j.axis) + m.inv_inertia_a * j.lever_a * j.lever_a +
              m.inv_inertia_b * j.lever_b * j.lever_b;
    return k > 0.0f ? 1.0f / k : 0.0f;
}

// A spring along the row towards error 0; error is the row's position
// error now.
inline void solve_row_spring(const Jacobian& j, float mass, const Softness& soft, float error, float& accumulated,
                             const JointBodies& m, BodyState& a, BodyState& b) {
    float speed = row_speed(j, a, b);
    float impulse = -soft.mass_scale * mass * (speed + soft.bias_rate * error) - soft.impulse_scale * accumulated;
    accumulated += impulse;
    apply_row(j, m, a, b, impulse);
}

// Drives the row's speed to target with at most max_impulse a sub-step.
inline void solve_row_motor(const Jacobian& j, float mass, float target, float max_impulse, float& accumulated,
                            const JointBodies& m, BodyState& a, BodyState& b) {
    float impulse = mass * (target - row_speed(j, a, b));
    float old = accumulated;
    accumulated = std::clamp(old + impulse, -max_impulse, max_impulse);
    apply_row(j, m, a, b, accumulated - old);
}

// Keeps gap (the distance to a limit, positive while inside) from going
// negative, pushing only. Sign flips the row for an upper limit. Before
// the limit is reached it lets the row close the gap within the sub-step
// and no further; past it, the error is pushed out softly while solving
// and not at all while relaxing.
inline void solve_row_limit(const Jacobian& j, float mass, const JointContext& context, float gap, float sign,
                            float& accumulated, const JointBodies& m, BodyState& a, BodyState& b, bool use_bias) {
    float bias = 0.0f;
    float mass_scale = 1.0f;
    float impulse_scale = 0.0f;
    if (gap > 0.0f) {
        bias = gap * context.inv_h;
    } else if (use_bias) {
        bias = context.rigid.bias_rate * gap;
        mass_scale = context.rigid.mass_scale;
        impulse_scale = context.rigid.impulse_scale;
    }
    float speed = sign * row_speed(j, a, b);
    float impulse = -mass_scale * mass * (speed + bias) - impulse_scale * accumulated;
    float total = std::max(accumulated + impulse, 0.0f);
    apply_row(j, m, a, b, sign * (total - accumulated));
    accumulated = total;
}

// A rigid row holding error at 0: pushed out softly while solving, and
// only its speed held while relaxing.
inline void solve_row_rigid(const Jacobian& j, float mass, const JointContext& context, float error,
                            float& accumulated, const JointBodies& m, BodyState& a, BodyState& b, bool use_bias) {
    Softness soft = use_bias ? context.rigid : Softness{};
    solve_row_spring(j, mass, soft, use_bias ? error : 0.0f, accumulated, m, a, b);
}

// An axis's spring, motor and limits, each when enabled: position is the
// axis coordinate now, row its Jacobian, motor_mass the motor row's mass.
inline void prepare_axis(AxisControls& c, const JointContext& context) {
    c.spring_softness = make_softness(c.spring.hertz, c.spring.damping_ratio, context.h);
}

inline void solve_axis_spring(AxisControls& c, const Jacobian& row, float position, const JointBodies& m,
                              BodyState& a, BodyState& b) {
    if (c.spring.enabled && c.spring.hertz > 0.0f) {
        solve_row_spring(row, c.axial_mass, c.spring_softness, position, c.spring_impulse, m, a, b);
    }
}

inline void solve_axis_motor(AxisControls& c, const Jacobian& row, float motor_mass, const JointContext& context,
                             const JointBodies& m, BodyState& a, BodyState& b) {
    if (c.motor.enabled) {
        float max_impulse = context.h * c.motor.max_effort;
        solve_row_motor(row, motor_mass, c.motor.speed, max_impulse, c.motor_impulse, m, a, b);
    }
}

inline void solve_axis_limits(AxisControls& c, const Jacobian& row, float position, const JointContext& context,
                              const JointBodies& m, BodyState& a, BodyState& b, bool use_bias) {
    if (!c.limit.enabled) return;
    float lower_gap = position - c.limit.lower;
    float upper_gap = c.limit.upper - position;
    solve_row_limit(row, c.axial_mass, context, lower_gap, 1.0f, c.lower_impulse, m, a, b, use_bias);
    solve_row_limit(row, c.axial_mass, context, upper_gap, -1.0f, c.upper_impulse, m, a, b, use_bias);
}

// The impulse along the axis's row, without the motor's and with it.
inline float axis_impulse_without_motor(const AxisControls& c) {
    return c.spring_impulse + c.lower_impulse - c.upper_impulse;
}
inline float axis_impulse(const AxisControls& c) {
    return axis_impulse_without_motor(c) + c.motor_impulse;
}

// The anchors now: the step's anchors turned by each body's rotation since.
inline Vec2 anchor_a_now(const Joint& joint, const BodyState& a) {
    return rotate(a.dq, joint.anchor_a);
}
inline Vec2 anchor_b_now(const Joint& joint, const BodyState& b) {
    return rotate(b.dq, joint.anchor_b);
}

// B's anchor minus A's, now.
inline Vec2 anchor_separation(const Joint& joint, const BodyState& a, const BodyState& b, Vec2 ra, Vec2 rb) {
    return (b.dp - a.dp) + joint.delta_center + (rb - ra);
}

// A row along an axis fixed in A (or across it), for joints whose anchors
// slide apart: d is B's anchor minus A's, and A's lever reaches to B's
// anchor, so that the axis turning with A is accounted for.
inline Jacobian slide_row(Vec2 axis, Vec2 d, Vec2 ra, Vec2 rb) {
    return {axis, cross(d + ra, axis), cross(rb, axis)};
}

// Where a sliding joint (prismatic, wheel) stands now: its anchors, B's
// anchor relative to A's, and the axis turned with A.
struct Slide {
    Vec2 ra, rb, d, axis;

    float translation() const { return dot(axis, d); }
    Jacobian along() const { return slide_row(axis, d, ra, rb); }
    Jacobian across() const { return slide_row(left_perp(axis), d, ra, rb); }
};

inline Slide slide_now(const Joint& joint, const BodyState& a, const BodyState& b, Vec2 axis_a) {
    Vec2 ra = anchor_a_now(joint, a);
    Vec2 rb = anchor_b_now(joint, b);
    return {ra, rb, anchor_separation(joint, a, b, ra, rb), rotate(a.dq, axis_a)};
}

// Applies a linear impulse at lever arms ra and rb (on B, its opposite on
// A) and an angular impulse.
inline void apply_at(const JointBodies& m, BodyState& a, BodyState& b, Vec2 ra, Vec2 rb, Vec2 linear,
                     float angular = 0.0f) {
    a.v -= m.inv_mass_a * linear;
    a.w -= m.inv_inertia_a * (cross(ra, linear) + angular);
    b.v += m.inv_mass_b * linear;
    b.w += m.inv_inertia_b * (cross(rb, linear) + angular);
}

// The same at the joint's anchors now.
inline void apply_point_impulse(const Joint& joint, BodyState& a, BodyState& b, Vec2 linear, float angular) {
    apply_at(joint.bodies, a, b, anchor_a_now(joint, a), anchor_b_now(joint, b), linear, angular);
}

// Adds impulse to accumulated, keeping its length within max_length, and
// returns what was added.
inline Vec2 add_clamped(Vec2& accumulated, Vec2 impulse, float max_length) {
    Vec2 old = accumulated;
    Vec2 total = old + impulse;
    if (length_squared(total) > max_length * max_length) total = max_length * normalize(total);
    accumulated = total;
    return total - old;
}

// The 2x2 effective mass matrix's inverse of a point constraint at lever
// arms ra and rb.
inline Mat22 point_mass_matrix(const JointBodies& m, Vec2 ra, Vec2 rb) {
    float ma = m.inv_mass_a, mb = m.inv_mass_b, ia = m.inv_inertia_a, ib = m.inv_inertia_b;
    Mat22 k;
    k.cx.x = ma + mb + ra.y * ra.y * ia + rb.y * rb.y * ib;
    k.cy.x = -ra.y * ra.x * ia - rb.y * rb.x * ib;
    k.cx.y = k.cy.x;
    k.cy.y = ma + mb + ra.x * ra.x * ia + rb.x * rb.x * ib;
    return k;
}

// The point constraint's relative speed now, at the current anchors.
inline Vec2 point_speed(const BodyState& a, const BodyState& b, Vec2 ra, Vec2 rb) {
    return (b.v + cross(b.w, rb)) - (a.v + cross(a.w, ra));
}

// Pins B's anchor to A's with the given softness (the rigid one, or a
// spring); push adds the softness's pull towards zero separation.
inline void solve_point_soft(const Joint& joint, PointConstraint& point, const Softness& soft, bool push,
                             BodyState& a, BodyState& b) {
    // Copied: the stores into the states and the impulse below could
    // otherwise alias them, and the compiler would load them again.
    const JointBodies m = joint.bodies;
    Vec2 ra = anchor_a_now(joint, a);
    Vec2 rb = anchor_b_now(joint, b);
    Vec2 speed = point_speed(a, b, ra, rb);
    Vec2 bias = push ? soft.bias_rate * anchor_separation(joint, a, b, ra, rb) : Vec2{};
    Vec2 solved = solve22(point_mass_matrix(m, ra, rb), speed + bias);
    Vec2 impulse = -soft.mass_scale * solved - soft.impulse_scale * point.impulse;
    point.impulse += impulse;
    apply_at(m, a, b, ra, rb, impulse);
}

// The rigid point constraint of revolute joints and welds.
inline void solve_point(const Joint& joint, PointConstraint& point, const JointContext& context, BodyState& a,
                        BodyState& b, bool use_bias) {
    solve_point_soft(joint, point, use_bias ? context.rigid : Softness{}, use_bias, a, b);
}

// Each kind's readings and last impulses (in its own file).
JointReading read_revolute(const World& world, const Joint& joint);
// The translation of B's anchor from A's along an axis fixed in A, and its
// rate (prismatic and wheel joints).
JointReading read_slide(const World& world, const Joint& joint, Vec2 local_axis_a);
JointReading read_distance(const World& world, const Joint& joint);
JointLoad revolute_load(const Joint& joint);
JointLoad prismatic_load(const Joint& joint);
JointLoad distance_load(const World& world, const Joint& joint);
JointLoad weld_load(const Joint& joint);
JointLoad wheel_load(const Joint& joint);
JointLoad motor_load(const Joint& joint);
JointLoad mouse_load(const Joint& joint);

}  // namespace r2d
