// Wheel joint: B's anchor slides along an axis fixed in A on a spring (the
// suspension), held on the axis's line, while B turns freely or under a
// motor. Limits bound the suspension's travel.
#include "dynamics/joint_parts.h"

namespace r2d {

void prepare_wheel(Joint& joint, const World& world, const JointContext& context) {
    WheelJoint& w = joint.kind.wheel;
    w.axis_a = rotate(body_a_of(world, joint).transform.q, w.local_axis_a);
    prepare_axis(w.axis, context);
    w.motor_mass = row_mass(angular_jacobian, joint.bodies);
}

void warm_start_wheel(Joint& joint, BodyState& a, BodyState& b) {
    const WheelJoint& w = joint.kind.wheel;
    Slide slide = slide_now(joint, a, b, w.axis_a);
    apply_row(slide.along(), joint.bodies, a, b, axis_impulse_without_motor(w.axis));
    apply_row(slide.across(), joint.bodies, a, b, w.perp_impulse);
    apply_row(angular_jacobian, joint.bodies, a, b, w.axis.motor_impulse);
}

void solve_wheel(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias) {
    WheelJoint& w = joint.kind.wheel;
    const JointBodies& m = joint.bodies;
    if (m.inv_inertia_a + m.inv_inertia_b > 0.0f) {
        solve_axis_motor(w.axis, angular_jacobian, w.motor_mass, context, m, a, b);
    }
    Slide slide = slide_now(joint, a, b, w.axis_a);
    // Masses from the current levers, as for prismatic joints.
    Jacobian along = slide.along();
    w.axis.axial_mass = row_mass(along, m);
    solve_axis_spring(w.axis, along, slide.translation(), m, a, b);
    solve_axis_limits(w.axis, along, slide.translation(), context, m, a, b, use_bias);
    Jacobian across = slide.across();
    float perp_mass = row_mass(across, m);
    solve_row_rigid(across, perp_mass, context, dot(across.axis, slide.d), w.perp_impulse, m, a, b, use_bias);
}

JointLoad wheel_load(const Joint& joint) {
    const WheelJoint& w = joint.kind.wheel;
    Vec2 linear = axis_impulse_without_motor(w.axis) * w.axis_a + w.perp_impulse * left_perp(w.axis_a);
    return {linear, w.axis.motor_impulse, w.axis.motor_impulse};
}

}  // namespace r2d
