// Prismatic joint: B slides along an axis fixed in A and keeps its angle
// relative to A. The slide may be limited, driven by a motor, or sprung.
#include "dynamics/joint_parts.h"

namespace r2d {

void prepare_prismatic(Joint& joint, const World& world, const JointContext& context) {
    PrismaticJoint& p = joint.kind.prismatic;
    p.axis_a = rotate(body_a_of(world, joint).transform.q, p.local_axis_a);
    p.delta_angle = unwind_angle(joint_angle_at_start(world, joint) - p.reference_angle);
    prepare_axis(p.axis, context);
}

void warm_start_prismatic(Joint& joint, BodyState& a, BodyState& b) {
    const PrismaticJoint& p = joint.kind.prismatic;
    Slide slide = slide_now(joint, a, b, p.axis_a);
    apply_row(slide.along(), joint.bodies, a, b, axis_impulse(p.axis));
    apply_row(slide.across(), joint.bodies, a, b, p.impulse.x);
    apply_row(angular_jacobian, joint.bodies, a, b, p.impulse.y);
}

void solve_prismatic(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias) {
    PrismaticJoint& p = joint.kind.prismatic;
    const JointBodies& m = joint.bodies;
    Slide slide = slide_now(joint, a, b, p.axis_a);
    Jacobian along = slide.along();
    // The levers change as the anchors slide apart: a mass worked out at the
    // step's start no longer fits them, and far anchors then diverged.
    p.axis.axial_mass = row_mass(along, m);
    solve_axis_spring(p.axis, along, slide.translation(), m, a, b);
    solve_axis_motor(p.axis, along, p.axis.axial_mass, context, m, a, b);
    solve_axis_limits(p.axis, along, slide.translation(), context, m, a, b, use_bias);

    // Across the axis and in angle together: a 2x2 block.
    Jacobian across = slide.across();
    Vec2 speed = {row_speed(across, a, b), b.w - a.w};
    Vec2 bias;
    Softness soft;
    if (use_bias) {
        Vec2 error = {dot(across.axis, slide.d), p.delta_angle + relative_angle(b.dq, a.dq)};
        soft = context.rigid;
        bias = soft.bias_rate * error;
    }
    float k11 = m.inv_mass_a + m.inv_mass_b + m.inv_inertia_a * across.lever_a * across.lever_a +
                m.inv_inertia_b * across.lever_b * across.lever_b;
    float k12 = m.inv_inertia_a * across.lever_a + m.inv_inertia_b * across.lever_b;
    float k22 = m.inv_inertia_a + m.inv_inertia_b;
    // Neither body turns: the angular row is empty; keep the matrix invertible.
    if (k22 == 0.0f) k22 = 1.0f;
    Vec2 solved = solve22({{k11, k12}, {k12, k22}}, speed + bias);
    Vec2 impulse = -soft.mass_scale * solved - soft.impulse_scale * p.impulse;
    p.impulse += impulse;
    apply_row(across, m, a, b, impulse.x);
    apply_row(angular_jacobian, m, a, b, impulse.y);
}

JointLoad prismatic_load(const Joint& joint) {
    const PrismaticJoint& p = joint.kind.prismatic;
    float axial = axis_impulse(p.axis);
    return {axial * p.axis_a + p.impulse.x * left_perp(p.axis_a), p.impulse.y, p.axis.motor_impulse};
}

}  // namespace r2d
