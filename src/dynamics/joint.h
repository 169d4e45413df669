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
    bool enabled = false;
    float hertz = 0.0f;
    float damping_ratio = 0.0f;
};

struct LimitParams {
    bool enabled = false;
    float lower = 0.0f;
    float upper = 0.0f;
};

struct MotorParams {
    bool enabled = false;
    float speed = 0.0f;
    float max_effort = 0.0f;  // torque or force, by kind
};

struct RevoluteJoint {
    float reference_angle;
    SpringParams spring;
    LimitParams limit;
    MotorParams motor;
    // Accumulated impulses of the current sub-step, warm started.
    Vec2 linear_impulse;
    float spring_impulse, motor_impulse, lower_impulse, upper_impulse;
    // Prepared for the step.
    float delta_angle;  // joint angle at the start of the step
    float axial_mass;
    Softness spring_softness;
};

struct PrismaticJoint {
    Vec2 local_axis_a;  // unit
    float reference_angle;
    SpringParams spring;
    LimitParams limit;
    MotorParams motor;
    Vec2 impulse;  // x along the perpendicular, y angular
    float spring_impulse, motor_impulse, lower_impulse, upper_impulse;
    Vec2 axis_a;  // world axis at the start of the step
    float delta_angle;
    float axial_mass;
    Softness spring_softness;
};

struct DistanceJoint {
    float length;
    SpringParams spring;
    LimitParams limit;  // min and max length
    MotorParams motor;
    float impulse, lower_impulse, upper_impulse, motor_impulse;
    float axial_mass;
    Softness distance_softness;
};

struct WeldJoint {
    float reference_angle;
    SpringParams linear_spring;  // hertz 0 is rigid; enabled is unused
    SpringParams angular_spring;
    Vec2 linear_impulse;
    float angular_impulse;
    float delta_angle;
    float axial_mass;
    Softness linear_softness, angular_softness;
};

struct WheelJoint {
    Vec2 local_axis_a;  // unit
    SpringParams spring;
    LimitParams limit;
    MotorParams motor;
    float perp_impulse, spring_impulse, motor_impulse, lower_impulse, upper_impulse;
    Vec2 axis_a;
    float perp_mass, axial_mass, motor_mass;
    Softness spring_softness;
};

struct MotorJoint {
    Vec2 linear_offset;
    float angular_offset;
    float max_force, max_torque, correction_factor;
    Vec2 linear_impulse;
    float angular_impulse;
    float delta_angle;
    float axial_mass;
};

struct MouseJoint {
    Vec2 target;
    SpringParams spring;  // always enabled
    float max_force;
    Vec2 linear_impulse;
    float angular_impulse;
    Softness linear_softness;
    Mat22 linear_mass;
};

// The two bodies as the solver sees them this step.
struct JointBodies {
    int32_t solver_a = -1;  // solver index, -1 for a body that does not move
    int32_t solver_b = -1;
    float inv_mass_a = 0.0f, inv_mass_b = 0.0f;
    float inv_inertia_a = 0.0f, inv_inertia_b = 0.0f;
};

struct Joint {
    JointType type = JointType::revolute;
    bool in_use = false;
    bool collide_connected = false;
    uint16_t generation = 0;
    int32_t next_free = -1;
    JointEdge edges[2];  // edges[0].body is A, edges[1].body is B
    Vec2 local_anchor_a;  // relative to the body origins
    Vec2 local_anchor_b;

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
        Kind() : revolute() {}
    } kind;
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
void destroy_joint(World& world, int32_t joint_index);
// Destroys every joint of the body.
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

// Clears the accumulated impulses, for a joint whose bodies stop or start
// being solved.
void reset_joint_impulses(Joint& joint);

// The force on B (world frame) and the torque of the last sub-step,
// given 1/h of that sub-step.
Vec2 joint_constraint_force(const World& world, const Joint& joint, float inv_h);
float joint_constraint_torque(const World& world, const Joint& joint, float inv_h);

}  // namespace r2d
