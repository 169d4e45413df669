// Joints: constraints between two bodies, kept in a flat array by slot
// like bodies and shapes. Each kind lives in its own file
// (joint_revolute.cpp, ...) with its parameters, its solver functions and
// what it reports; joint.cpp links joints to bodies and islands, and
// joint_solver.cpp runs them inside the contact solver's sub-steps.
//
// Every kind is solved the soft-step way: prepare records the anchors and
// the centres of mass at the start of the step; each sub-step then measures
// the error from each body's motion since (BodyState::dp, dq), so joints
// need no new transforms between sub-steps. A rigid part pushes its error
// out through the world's joint softness while solving and drops the push
// when relaxing, as contacts do.
#pragma once

#include <cstdint>
#include <cstring>

#include "core/math.h"
#include "dynamics/contact.h"
#include "dynamics/contact_solver.h"

namespace r2d {

struct World;

// Numbered as r2d_joint_type.
enum class JointType : uint8_t { revolute = 0, prismatic = 1, distance = 2, weld = 3, wheel = 4, motor = 5, mouse = 6 };

// Joints sit in the joint lists of both bodies the way contacts do: edge
// key = joint index * 2 + side.
using JointEdge = ContactEdge;

struct SpringParams {
    float hertz = 0.0f;
    float damping_ratio = 0.0f;
    bool enabled = false;
    uint8_t padding[3] = {};  // see Geometry (geometry/shapes.h)
};

struct LimitParams {
    float lower = 0.0f;
    float upper = 0.0f;
    bool enabled = false;
    uint8_t padding[3] = {};  // see Geometry (geometry/shapes.h)
};

struct MotorParams {
    float speed = 0.0f;
    float max_effort = 0.0f;  // torque or force, by kind
    bool enabled = false;
    uint8_t padding[3] = {};  // see Geometry (geometry/shapes.h)
};

// The spring, limit and motor of a joint's free axis (an angle, a slide
// or a length), with their impulses and what each step prepares for them.
struct AxisControls {
    SpringParams spring;
    LimitParams limit;
    MotorParams motor;
    // Accumulated over the current sub-step and warm started in the next.
    float spring_impulse, motor_impulse, lower_impulse, upper_impulse;
    float axial_mass;  // of the axis's row: for a turning axis, worked out at each pass
    Softness spring_softness;
};

// The two rows that pin B's anchor to A's: their accumulated impulse. The
// mass matrix is worked out afresh at each pass from the turned anchors: one
// kept from the start of the step diverged on a joint grid swinging fast.
struct PointConstraint {
    Vec2 impulse;
};

struct RevoluteJoint {
    PointConstraint point;
    float delta_angle;  // joint angle at the start of the step
    float reference_angle;
    AxisControls axis;
};

struct PrismaticJoint {
    Vec2 local_axis_a;  // unit
    float reference_angle;
    AxisControls axis;
    Vec2 impulse;  // x across the axis, y angular
    Vec2 axis_a;   // world axis at the start of the step
    float delta_angle;
};

// Its axis's spring impulse is also the rigid rod's.
struct DistanceJoint {
    float length;
    AxisControls axis;
};

struct WeldJoint {
    PointConstraint point;
    float reference_angle;
    SpringParams linear_spring;  // hertz 0 is rigid; enabled is unused
    SpringParams angular_spring;
    float angular_impulse;
    float delta_angle;
    float axial_mass;
    Softness linear_softness, angular_softness;
};

// Its axis is the suspension's slide, but its motor turns B: the motor's
// row is angular, with its own mass.
struct WheelJoint {
    Vec2 local_axis_a;  // unit
    AxisControls axis;
    float perp_impulse;
    Vec2 axis_a;
    float motor_mass;
};

struct MotorJoint {
    PointConstraint point;
    Vec2 linear_offset;
    float angular_offset;
    float max_force, max_torque, correction_factor;
    float angular_impulse;
    float delta_angle;
    float axial_mass;
};

struct MouseJoint {
    PointConstraint point;
    float spin_impulse;  // of the damper on B's spin
    Vec2 target;
    SpringParams spring;  // always enabled
    float max_force;
    Softness linear_softness;
    float spin_mass;
};

// The two bodies as the solver sees them this step.
struct JointBodies {
    int32_t solver_a = -1;  // solver index, -1 for a body that does not move
    int32_t solver_b = -1;
    float inv_mass_a = 0.0f, inv_mass_b = 0.0f;
    float inv_inertia_a = 0.0f, inv_inertia_b = 0.0f;
};

// What the sub-steps read comes first, the links and the caller's data
// last: a pass over the joints then streams the least memory.
struct Joint {
    JointType type = JointType::revolute;
    bool in_use = false;
    bool collide_connected = false;
    uint8_t padding = 0;  // see Geometry (geometry/shapes.h)
    uint16_t generation = 0;
    uint16_t padding_after_generation = 0;

    // Prepared at the start of each step.
    JointBodies bodies;
    Vec2 anchor_a;      // from A's centre of mass, world frame
    Vec2 anchor_b;
    Vec2 delta_center;  // B's centre of mass minus A's

    union Kind {
        RevoluteJoint revolute;
        PrismaticJoint prismatic;
        DistanceJoint distance;
        WeldJoint weld;
        WheelJoint wheel;
        MotorJoint motor;
        MouseJoint mouse;
        // Every kind's fields start at zero, whichever kind is used.
        Kind() { std::memset(static_cast<void*>(this), 0, sizeof(*this)); }
    } kind;

    int32_t next_free = -1;
    JointEdge edges[2];   // edges[0].body is A, edges[1].body is B
    Vec2 local_anchor_a;  // relative to the body origins
    Vec2 local_anchor_b;
    uint64_t user_data = 0;
};

// What the kinds' solver functions share for one step.
struct JointContext {
    float h = 0.0f;  // sub-step
    float inv_h = 0.0f;
    Softness rigid;  // how rigid parts push out their error
};

// A joint's list of a body, beside the bodies (World::body_joints).
struct JointList {
    int32_t head = -1;  // first edge key
    int32_t count = 0;
};

// Makes a joint of the given kind, with kind fields already set in
// prototype; links it to both bodies and wakes them. Contacts between the
// bodies end when collide_connected is off.
int32_t create_joint(World& world, const Joint& prototype);
// body_stays is false while one of its bodies is being destroyed.
void destroy_joint(World& world, int32_t joint_index, bool body_stays);
// Destroys every joint of the body, which is being destroyed.
void destroy_body_joints(World& world, int32_t body_index);
void set_joint_collide_connected(World& world, int32_t joint_index, bool collide);
// Wakes both bodies of the joint.
void wake_joint(World& world, int32_t joint_index);
// Is there a joint between the bodies that keeps their shapes apart?
bool joint_prevents_collision(const World& world, int32_t body_a, int32_t body_b);

// The kinds' functions (in their own files). prepare runs once a step after
// Joint::bodies, anchors and delta_center are set; warm_start and solve run
// every sub-step on the bodies' states.
void prepare_revolute(Joint& joint, const World& world, const JointContext& context);
void warm_start_revolute(Joint& joint, BodyState& a, BodyState& b);
void solve_revolute(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias);

void prepare_prismatic(Joint& joint, const World& world, const JointContext& context);
void warm_start_prismatic(Joint& joint, BodyState& a, BodyState& b);
void solve_prismatic(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias);

void prepare_distance(Joint& joint, const World& world, const JointContext& context);
void warm_start_distance(Joint& joint, BodyState& a, BodyState& b);
void solve_distance(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias);

void prepare_weld(Joint& joint, const World& world, const JointContext& context);
void warm_start_weld(Joint& joint, BodyState& a, BodyState& b);
void solve_weld(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias);

void prepare_wheel(Joint& joint, const World& world, const JointContext& context);
void warm_start_wheel(Joint& joint, BodyState& a, BodyState& b);
void solve_wheel(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias);

void prepare_motor(Joint& joint, const World& world, const JointContext& context);
void warm_start_motor(Joint& joint, BodyState& a, BodyState& b);
void solve_motor(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias);

void prepare_mouse(Joint& joint, const World& world, const JointContext& context);
void warm_start_mouse(Joint& joint, BodyState& a, BodyState& b);
void solve_mouse(Joint& joint, const JointContext& context, BodyState& a, BodyState& b, bool use_bias);

// A joint coordinate and its rate of change, as r2d_joint_get_position
// and r2d_joint_get_speed report them.
struct JointReading {
    float position;
    float speed;
};

// The impulses of the last sub-step: linear on B (world frame), angular
// on B, and the motor's share.
struct JointLoad {
    Vec2 linear;
    float angular;
    float motor;
};

// The reading of a revolute, prismatic, wheel or distance joint; the
// other kinds have no single coordinate.
bool has_reading(JointType type);
JointReading read_joint(const World& world, const Joint& joint);
JointLoad joint_load(const World& world, const Joint& joint);

}  // namespace r2d
