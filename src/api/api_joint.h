// What the joint entry points share: lookups and the checks that creation
// and the runtime setters both make, so both accept exactly the same values.
#pragma once

#include "api/handles.h"
#include "api/validate.h"

namespace r2d {

// The largest force or torque a joint may be given, N or N m: beyond it a
// sub-step's impulse would overflow what floats can add up.
constexpr float max_effort_limit = 1.0e15f;

// Resolves a joint id to its world and joint; out_index may be null.
r2d_status resolve_joint_of(r2d_joint_id id, World** out_world, Joint** out_joint, int32_t* out_index);

r2d_status check_spring(float hertz, float damping_ratio);
// A mouse joint's spring must have a frequency: it is all that holds it.
r2d_status check_mouse_spring(float hertz, float damping_ratio);
// A non-zero axis, normalised into out_unit.
r2d_status check_axis(r2d_vec2 axis, Vec2* out_unit);
r2d_status check_limits(JointType type, float lower, float upper);
r2d_status check_motor(float speed, float max_effort);
r2d_status check_motor_joint_values(r2d_vec2 linear_offset, float angular_offset, float max_force, float max_torque,
                                    float correction_factor);

// Resolves the joint, checks the output pointer and stores read(world,
// joint) there.
template <class T, class Read>
r2d_status read_joint_field(r2d_joint_id id, T* out, const char* what, Read&& read) {
    World* world;
    Joint* joint;
    R2D_TRY(resolve_joint_of(id, &world, &joint, nullptr));
    R2D_TRY(check_pointer(out, what));
    *out = read(*world, *joint);
    return succeed();
}

}  // namespace r2d
