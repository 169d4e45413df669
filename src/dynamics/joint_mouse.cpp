// Mouse joint: a soft spring of bounded force pulls a point of B towards a
// target in the world, for dragging bodies with a pointer. Body A is only
// a reference and is never pushed.
#include "dynamics/joint_parts.h"

namespace r2d {

void prepare_mouse(Joint& joint, const World& world, const JointContext& context) {
    MouseJoint& mj = joint.kind.mouse;
    joint.bodies.inv_mass_a = 0.0f;
    joint.bodies.inv_inertia_a = 0.0f;
    // The error is measured from the target, not from A's anchor.
    joint.delta_center = body_b_of(world, joint).center - mj.target;
    mj.linear_softness = make_softness(mj.spring.hertz, mj.spring.damping_ratio, context.h);
}

void warm_start_mouse(Joint& joint, BodyState& a, BodyState& b) {
    apply_point_impulse(joint, a, b, joint.kind.mouse.point.impulse, 0.0f);
}

void solve_mouse(Joint& joint, const JointContext& context, BodyState&, BodyState& b, bool) {
    MouseJoint& mj = joint.kind.mouse;
    const JointBodies& m = joint.bodies;
    const Softness& soft = mj.linear_softness;
    Vec2 rb = anchor_b_now(joint, b);
    Vec2 speed = b.v + cross(b.w, rb);
    Vec2 error = b.dp + rb + joint.delta_center;
    Vec2 solved = solve22(point_mass_matrix(m, Vec2{}, rb), speed + soft.bias_rate * error);
    Vec2 impulse = -soft.mass_scale * solved - soft.impulse_scale * mj.point.impulse;
    Vec2 applied = add_clamped(mj.point.impulse, impulse, context.h * mj.max_force);
    b.v += m.inv_mass_b * applied;
    b.w += m.inv_inertia_b * cross(rb, applied);
}

JointLoad mouse_load(const Joint& joint) {
    return {joint.kind.mouse.point.impulse, 0.0f, 0.0f};
}

}  // namespace r2d
