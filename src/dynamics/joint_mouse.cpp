// Mouse joint: a soft spring of bounded force pulls a point of B towards a
// target in the world, for dragging bodies with a pointer. Body A is only
// a reference and is never pushed. A damper on B's spin, with the spring's
// softness and no stiffness, keeps a body grabbed off its centre from
// whirling about the grab point.
#include <algorithm>

#include "dynamics/joint_parts.h"

namespace r2d {

void prepare_mouse(Joint& joint, const World& world, const JointContext& context) {
    MouseJoint& mj = joint.kind.mouse;
    joint.bodies.inv_mass_a = 0.0f;
    joint.bodies.inv_inertia_a = 0.0f;
    // The error is measured from the target, not from A's anchor.
    joint.delta_center = body_b_of(world, joint).center - mj.target;
    mj.linear_softness = make_softness(mj.spring.hertz, mj.spring.damping_ratio, context.h);
    mj.spin_mass = row_mass(angular_jacobian, joint.bodies);
}

void warm_start_mouse(Joint& joint, BodyState& a, BodyState& b) {
    const MouseJoint& mj = joint.kind.mouse;
    apply_point_impulse(joint, a, b, mj.point.impulse, mj.spin_impulse);
}

void solve_mouse(Joint& joint, const JointContext& context, BodyState&, BodyState& b, bool) {
    MouseJoint& mj = joint.kind.mouse;
    const JointBodies& m = joint.bodies;
    const Softness& soft = mj.linear_softness;

    // The damper's torque is bounded like the pull: by the force at the
    // lever of the grab point, or of a 1 m body when grabbed at its centre.
    float lever = std::max(length(joint.anchor_b), 1.0f);
    float spin = -soft.mass_scale * mj.spin_mass * b.w - soft.impulse_scale * mj.spin_impulse;
    float old_spin = mj.spin_impulse;
    float max_spin = context.h * mj.max_force * lever;
    mj.spin_impulse = std::clamp(old_spin + spin, -max_spin, max_spin);
    b.w += m.inv_inertia_b * (mj.spin_impulse - old_spin);

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
    return {joint.kind.mouse.point.impulse, joint.kind.mouse.spin_impulse, 0.0f};
}

}  // namespace r2d
