// Motor joint: drives B's pose in A's frame towards a target offset with
// at most a set force and torque, correcting a share of the error each
// step. With zero offsets and small limits it is top-down friction.
#include <algorithm>

#include "dynamics/joint_parts.h"

namespace r2d {

void prepare_motor(Joint& joint, const World& world, const JointContext&) {
    MotorJoint& mj = joint.kind.motor;
    const Body& a = body_a_of(world, joint);
    const Body& b = body_b_of(world, joint);
    // The target point on A meets B's origin: the base anchors play no part.
    joint.anchor_a = rotate(a.transform.q, mj.linear_offset - a.local_center);
    joint.anchor_b = rotate(b.transform.q, -b.local_center);
    mj.delta_angle = unwind_angle(joint_angle_at_start(world, joint) - mj.angular_offset);
    mj.axial_mass = row_mass(angular_jacobian, joint.bodies);
}

void warm_start_motor(Joint& joint, BodyState& a, BodyState& b) {
    const MotorJoint& mj = joint.kind.motor;
    apply_point_impulse(joint, a, b, mj.point.impulse, mj.angular_impulse);
}

void solve_motor(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool) {
    MotorJoint& mj = joint.kind.motor;
    const JointBodies& m = joint.bodies;
    float rate = mj.correction_factor * context.inv_h;

    float angle = mj.delta_angle + relative_angle(b.dq, a.dq);
    float angular = -mj.axial_mass * ((b.w - a.w) + rate * angle);
    float old_angular = mj.angular_impulse;
    float max_angular = context.h * mj.max_torque;
    mj.angular_impulse = std::clamp(old_angular + angular, -max_angular, max_angular);
    apply_row(angular_jacobian, m, a, b, mj.angular_impulse - old_angular);

    Vec2 ra = anchor_a_now(joint, a);
    Vec2 rb = anchor_b_now(joint, b);
    Vec2 error = anchor_separation(joint, a, b, ra, rb);
    Vec2 linear = -solve22(point_mass_matrix(m, ra, rb), point_speed(a, b, ra, rb) + rate * error);
    apply_at(m, a, b, ra, rb, add_clamped(mj.point.impulse, linear, context.h * mj.max_force));
}

JointLoad motor_load(const Joint& joint) {
    const MotorJoint& mj = joint.kind.motor;
    return {mj.point.impulse, mj.angular_impulse, 0.0f};
}

}  // namespace r2d
