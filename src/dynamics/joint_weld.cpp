// Weld joint: B is fixed to A at the anchors and at the reference angle,
// rigidly, or through a linear and an angular spring for a flexible weld.
#include "dynamics/joint_parts.h"

namespace r2d {

namespace {

// A spring of hertz 0 is the rigid part's softness.
Softness weld_softness(const SpringParams& spring, const JointContext& context) {
    return spring.hertz > 0.0f ? make_softness(spring.hertz, spring.damping_ratio, context.h) : context.rigid;
}

}  // namespace

void prepare_weld(Joint& joint, const World& world, const JointContext& context) {
    WeldJoint& w = joint.kind.weld;
    w.delta_angle = unwind_angle(joint_angle_at_start(world, joint) - w.reference_angle);
    w.axial_mass = row_mass(angular_jacobian, joint.bodies);
    w.linear_softness = weld_softness(w.linear_spring, context);
    w.angular_softness = weld_softness(w.angular_spring, context);
}

void warm_start_weld(Joint& joint, BodyState& a, BodyState& b) {
    const WeldJoint& w = joint.kind.weld;
    apply_point_impulse(joint, a, b, w.point.impulse, w.angular_impulse);
}

void solve_weld(Joint& joint, const JointContext&, BodyState& a, BodyState& b, bool use_bias) {
    WeldJoint& w = joint.kind.weld;
    // A spring acts while relaxing too; a rigid part only holds its speed.
    bool angular_push = use_bias || w.angular_spring.hertz > 0.0f;
    Softness angular_soft = angular_push ? w.angular_softness : Softness{};
    float angle = w.delta_angle + relative_angle(b.dq, a.dq);
    solve_row_spring(angular_jacobian, w.axial_mass, angular_soft, angular_push ? angle : 0.0f, w.angular_impulse,
                     joint.bodies, a, b);

    bool linear_push = use_bias || w.linear_spring.hertz > 0.0f;
    solve_point_soft(joint, w.point, linear_push ? w.linear_softness : Softness{}, linear_push, a, b);
}

JointLoad weld_load(const Joint& joint) {
    const WeldJoint& w = joint.kind.weld;
    return {w.point.impulse, w.angular_impulse, 0.0f};
}

}  // namespace r2d
