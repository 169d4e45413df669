// Distance joint: the anchors keep their rest length apart, rigidly (a
// rod) or through a spring; limits bound the length (a rope is a slack
// spring with a maximum) and a motor drives its rate of change.
#include "dynamics/joint_parts.h"

namespace r2d {

namespace {

// Shorter than this, the direction between the anchors is lost.
constexpr float min_direction_length = 1.0e-6f;

struct Span {
    Vec2 axis;  // unit, from A's anchor to B's
    float length;
};

Span span_of(Vec2 d) {
    float length = r2d::length(d);
    return {length > min_direction_length ? (1.0f / length) * d : Vec2{}, length};
}

Jacobian span_row(Vec2 axis, Vec2 ra, Vec2 rb) {
    return {axis, cross(ra, axis), cross(rb, axis)};
}

}  // namespace

void prepare_distance(Joint& joint, const World&, const JointContext& context) {
    prepare_axis(joint.kind.distance.axis, context);
}

void warm_start_distance(Joint& joint, BodyState& a, BodyState& b) {
    const DistanceJoint& d = joint.kind.distance;
    Vec2 ra = anchor_a_now(joint, a);
    Vec2 rb = anchor_b_now(joint, b);
    Span span = span_of(anchor_separation(joint, a, b, ra, rb));
    float axial = axis_impulse(d.axis);
    apply_row(span_row(span.axis, ra, rb), joint.bodies, a, b, axial);
}

void solve_distance(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias) {
    DistanceJoint& d = joint.kind.distance;
    AxisControls& c = d.axis;
    const JointBodies& m = joint.bodies;
    Vec2 ra = anchor_a_now(joint, a);
    Vec2 rb = anchor_b_now(joint, b);
    Span span = span_of(anchor_separation(joint, a, b, ra, rb));
    Jacobian row = span_row(span.axis, ra, rb);
    // The direction turns as the bodies move: its mass is worked out afresh.
    c.axial_mass = row_mass(row, m);
    if (c.spring.enabled) {
        solve_axis_spring(c, row, span.length - d.length, m, a, b);
    } else {
        solve_row_rigid(row, c.axial_mass, context, span.length - d.length, c.spring_impulse, m, a, b, use_bias);
    }
    // Limits that leave no room would fight the rod or spring.
    if (c.limit.lower < c.limit.upper) solve_axis_limits(c, row, span.length, context, m, a, b, use_bias);
    solve_axis_motor(c, row, c.axial_mass, context, m, a, b);
}

JointReading read_distance(const World& world, const Joint& joint) {
    const Body& a = body_a_of(world, joint);
    const Body& b = body_b_of(world, joint);
    Vec2 pa = transform_point(a.transform, joint.local_anchor_a);
    Vec2 pb = transform_point(b.transform, joint.local_anchor_b);
    Span span = span_of(pb - pa);
    Vec2 va = a.linear_velocity + cross(a.angular_velocity, pa - a.center);
    Vec2 vb = b.linear_velocity + cross(b.angular_velocity, pb - b.center);
    return {span.length, dot(span.axis, vb - va)};
}

JointLoad distance_load(const World& world, const Joint& joint) {
    const AxisControls& c = joint.kind.distance.axis;
    const Body& a = body_a_of(world, joint);
    const Body& b = body_b_of(world, joint);
    Vec2 pa = transform_point(a.transform, joint.local_anchor_a);
    Vec2 pb = transform_point(b.transform, joint.local_anchor_b);
    float axial = axis_impulse(c);
    return {axial * span_of(pb - pa).axis, 0.0f, c.motor_impulse};
}

}  // namespace r2d
