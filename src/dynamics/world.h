// The world: flat arrays of bodies, shapes and contacts, indexed by slot,
// with free lists so indices stay stable while objects come and go.
// Everything here trusts its inputs; src/api validates before calling in.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "collision/broadphase.h"
#include "core/large_vector.h"
#include "core/math.h"
#include "core/workers.h"
#include "dynamics/body.h"
#include "dynamics/body_settings.h"
#include "dynamics/chain.h"
#include "dynamics/contact.h"
#include "dynamics/contact_hooks.h"
#include "dynamics/contact_solver.h"
#include "dynamics/continuous.h"
#include "dynamics/joint.h"
#include "dynamics/joint_solver.h"
#include "dynamics/shape.h"
#include "dynamics/step_profile.h"
#include "geometry/geometry_pool.h"

namespace r2d {

// How rigid joints push out their error: stiffer than contacts (twice
// their hertz) and well damped, as the soft-step solvers do.
struct JointSettings {
    float hertz = 60.0f;
    float damping_ratio = 2.0f;
};

struct WorldSettings {
    Vec2 gravity = {0.0f, -10.0f};
    int substep_count = 4;
    float contact_hertz = 30.0f;
    float contact_damping_ratio = 10.0f;
    float contact_push_max_speed = 3.0f;
    float restitution_threshold = 1.0f;
    float hit_event_threshold = 1.0f;  // slower approaches make no hit event, m/s
    // No body moves faster, m/s; a sub-step also never moves one further
    // than 4 m, whatever this allows.
    float max_linear_speed = 1.0e4f;
    bool enable_sleep = true;
    bool enable_continuous = true;  // dynamics/continuous.h
    uint8_t padding[2] = {};        // see Geometry (geometry/shapes.h)
    float time_to_sleep = 0.5f;
    float sleep_speed = 0.05f;
    JointSettings joint;
};

// A contact event: the two shapes with the generations they had, so an
// event outliving a shape names the destroyed shape, not a later tenant
// of its slot.
struct ContactEvent {
    int32_t shape_a;
    int32_t shape_b;
    uint16_t generation_a;
    uint16_t generation_b;
};

// A hard contact: the two shapes as ContactEvent names them, where, and
// how fast they approached along the normal before the step solved them.
struct HitEvent {
    ContactEvent shapes;
    Vec2 point;
    Vec2 normal;  // from shape_a towards shape_b
    float approach_speed;
};

// What each sub-step does to a solved body's velocity before contacts act:
// the same every sub-step of a step, so worked out once.
struct SubstepDrive {
    Vec2 dv;                      // from gravity and the applied force
    float dw = 0.0f;              // from the applied torque
    float linear_damping = 1.0f;  // velocity factor
    float angular_damping = 1.0f;
};

// One range of finalize_bodies' parallel pass, at the solver index of its
// first body: its ProxyMoves are the count from there, and the next range
// starts at end.
struct MoveRun {
    int32_t count;
    int32_t end;
};

// Per-step scratch memory, kept between steps so a steady scene allocates nothing.
struct StepScratch {
    LargeVector<int32_t> awake_bodies;     // body indices in the solver, by solver index
    LargeVector<SubstepDrive> drives;      // by solver index
    std::vector<BodyPair> touching_pairs;  // dynamic bodies in touch, by body index
    std::vector<int32_t> island_parent;    // union-find over solver indices
    std::vector<float> island_min_sleep_time;
    std::vector<ContactEvent> sensor_overlaps;  // this step's, before they replace the last step's
    LargeVector<FastBody> fast_bodies;          // moved far this step, for continuous collision
    LargeVector<ProxyMove> fast_moves;          // by fast body, see solve_continuous
    LargeVector<uint8_t> collide_outcomes;      // by contact index, see collide
    // By contact index, constraint_bodies as collide left them: when its
    // walk is spread over the workers (min_parallel_bodies), prepare's
    // classification reads these rather than every contact record.
    LargeVector<BodyPair> constraint_bodies;
    LargeVector<ProxyMove> proxy_moves;         // in runs by solver index, see finalize_bodies
    LargeVector<MoveRun> move_runs;             // by the solver index a run starts at
    LargeVector<FastBody> fast_starts;          // by solver index, for the bodies that moved far
    std::vector<int32_t> gather_starts;         // by block of bodies, its first solver index; see gather_bodies
    int32_t moved_proxy_bodies = 0;             // bodies whose proxies finalize moved last step
};

struct World {
    WorldSettings settings;

    LargeVector<Body> bodies;
    LargeVector<uint64_t> body_user_data;  // by body index
    LargeVector<Shape> shapes;
    GeometryPool geometries;  // the shapes', shared by those with the same
    LargeVector<Contact> contacts;
    LargeVector<ContactImpulses> contact_impulses;  // by contact index
    LargeVector<Joint> joints;
    LargeVector<JointList> body_joints;  // by body index
    LargeVector<BodyOptions> body_options;  // by body index
    LargeVector<Chain> chains;
    LargeVector<ChainLink> chain_links;  // by shape index, see ChainLink
    std::vector<int32_t> island_stack;   // set_island_awake's, with room for every body
    int32_t free_body = -1;
    int32_t free_shape = -1;
    int32_t free_contact = -1;
    int32_t free_joint = -1;
    int32_t free_chain = -1;
    int32_t body_count = 0;
    int32_t shape_count = 0;
    int32_t contact_count = 0;  // existing contacts, touching or not
    int32_t joint_count = 0;
    int32_t chain_count = 0;
    // No solved body has rested longer (Body::sleep_time). Only update_sleep
    // lengthens rests, and it sets this (a load sets saved rests through
    // set_sleep_time, which raises it); a body becomes solved with a rest
    // of 0. So a step knows, before it collides, whether an island could
    // fall asleep at its end.
    float longest_rest = 0.0f;

    BroadPhase broadphase;

    std::vector<ContactEvent> begin_events;
    std::vector<ContactEvent> end_events;

    // Sensors (dynamics/sensor.h): live sensor shapes, the overlaps found
    // at the last step sorted by (sensor, visitor), and that step's
    // changes as events with shape_a the sensor and shape_b the visitor.
    // Contacts of shapes with enable_hit_events that began the last step
    // approaching faster than settings.hit_event_threshold.
    std::vector<HitEvent> hit_events;
    int32_t hit_event_shape_count = 0;  // live shapes with enable_hit_events

    int32_t sensor_count = 0;
    std::vector<ContactEvent> sensor_overlaps;
    std::vector<ContactEvent> sensor_begin_events;
    std::vector<ContactEvent> sensor_end_events;

    // Set by the owner, not part of the world's state: snapshots leave them.
    ContactHooks hooks;
    // Nor is the last step's profile, which the step sets as it ends.
    StepProfile profile;

    StepScratch scratch;
    ContactSolver solver;
    JointSolver joint_solver;
    Workers workers;  // set by the owner, like hooks: snapshots leave it
    std::atomic<bool> locked{false};  // inside step or draw; read by resolve on any thread
};

inline const Geometry& geometry_of(const World& world, const Shape& shape) {
    return world.geometries[shape.geometry];
}

inline ContactEvent contact_event(const World& world, const Contact& contact) {
    return {contact.shape_a, contact.shape_b, world.shapes[contact.shape_a].generation,
            world.shapes[contact.shape_b].generation};
}

// Holds the world's lock (see World::locked) for a scope, releasing it
// however the scope ends, so a failed allocation inside a step or a draw
// does not lock the world for good. Nested in a step (contact hooks), it
// leaves the step's lock held.
class WorldLock {
public:
    explicit WorldLock(World& world) : world_(world), was_locked_(world.locked) { world_.locked = true; }
    ~WorldLock() { world_.locked = was_locked_; }
    WorldLock(const WorldLock&) = delete;
    WorldLock& operator=(const WorldLock&) = delete;

private:
    World& world_;
    bool was_locked_;
};

// Advances the world by dt: the whole pipeline, see world_step.cpp.
void world_step(World& world, float dt);

}  // namespace r2d
