// Revolute joint: the anchors coincide, and B turns about them relative to
// A, optionally limited, driven by a motor, or pulled back by a torsion
// spring.
#include "dynamics/joint_parts.h"

namespace r2d {

void prepare_revolute(Joint& joint, const World& world, const JointContext& context) {
    RevoluteJoint& r = joint.kind.revolute;
    // Only springs and limits read the angle, and it costs an arc tangent.
    if (r.axis.spring.enabled || r.axis.limit.enabled) {
        r.delta_angle = unwind_angle(joint_angle_at_start(world, joint) - r.reference_angle);
    }
    prepare_axis(r.axis, context);
    r.axis.axial_mass = row_mass(angular_jacobian, joint.bodies);
}

void warm_start_revolute(Joint& joint, BodyState& a, BodyState& b) {
    const RevoluteJoint& r = joint.kind.revolute;
    float axial = axis_impulse(r.axis);
    apply_point_impulse(joint, a, b, r.point.impulse, axial);
}

void solve_revolute(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias) {
    RevoluteJoint& r = joint.kind.revolute;
    const JointBodies& m = joint.bodies;
    // With neither body turning, the angular rows have nothing to move.
    if (m.inv_inertia_a + m.inv_inertia_b > 0.0f) {
        bool needs_angle = r.axis.spring.enabled || r.axis.limit.enabled;
        float angle = needs_angle ? r.delta_angle + relative_angle(b.dq, a.dq) : 0.0f;
        solve_axis_spring(r.axis, angular_jacobian, angle, m, a, b);
        solve_axis_motor(r.axis, angular_jacobian, r.axis.axial_mass, context, m, a, b);
        solve_axis_limits(r.axis, angular_jacobian, unwind_angle(angle), context, m, a, b, use_bias);
    }
    solve_point(joint, r.point, context, a, b, use_bias);
}

JointReading read_revolute(const World& world, const Joint& joint) {
    const RevoluteJoint& r = joint.kind.revolute;
    float angle = unwind_angle(joint_angle_at_start(world, joint) - r.reference_angle);
    return {angle, body_b_of(world, joint).angular_velocity - body_a_of(world, joint).angular_velocity};
}

JointLoad revolute_load(const Joint& joint) {
    const RevoluteJoint& r = joint.kind.revolute;
    float axial = axis_impulse(r.axis);
    return {r.point.impulse, axial, r.axis.motor_impulse};
}

}  // namespace r2d
