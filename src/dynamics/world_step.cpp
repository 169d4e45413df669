// The step pipeline. Each stage is one call in world_step(), in order, and
// each is timed for the step's profile (step_profile.h):
//   1. find_new_contacts    broadphase pairs of moved shapes become contacts, if the pair filter agrees
//   2. collide              manifolds for contacts of awake bodies, pre-solve, touch events
//   3. prepare_constraints  awake bodies gathered, contact and joint constraints built
//   4. solve_substeps       sub-stepped soft solver: joints, then contacts, move awake bodies
//   5. store_solution       restitution, impulses kept for the next step, hit events
//   6. finalize_bodies      transforms, bounding boxes and broadphase moves
//   7. solve_continuous     bodies that moved far are swept and stopped at their first touch
//   8. update_sleep         islands that rested long enough fall asleep
//   9. update_sensors       sensor overlaps and their events
// The broadphase's search for new pairs, manifolds, the contact solver's
// passes, integration, the bodies' new boxes and the sweeps of fast bodies
// run across the world's workers (core/workers.h); the gather, prepare's
// walk and the new boxes only from min_parallel_bodies (contact_solver.h).
// Each of those stages has a serial pass after it for what the workers share.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/reserve_doubling.h"
#include "dynamics/contact_solver.h"
#include "dynamics/continuous.h"
#include "dynamics/sensor.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

// No body may cross more than this many metres in a sub-step; keeps absurd
// forces from overflowing positions.
constexpr float max_translation_per_substep = 4.0f;
constexpr float max_rotation_per_substep = 0.25f * pi;

// The fewest items a parallel task takes: below this, handing work to
// another thread costs more than it saves.
constexpr int32_t contacts_per_task = 256;
constexpr int32_t bodies_per_task = 512;
// finalize_bodies' slices on several workers: enough for the proxy moves
// of one to hide behind the bodies of the next, each worth a task switch.
constexpr int32_t max_finalize_slices = 8;
constexpr int32_t min_slice_bodies = 4096;
// finalize_bodies slices only when last step moved the proxies of one
// solved body in this many or more: a move takes about as long as
// finalizing 30 bodies.
constexpr int32_t bodies_per_overlapped_move = 256;

// Scales v down to max_speed; a non-finite v (from absurd but finite
// inputs) becomes zero rather than poisoning the world.
Vec2 clamp_speed(Vec2 v, float max_speed) {
    float speed_squared = length_squared(v);
    if (speed_squared <= max_speed * max_speed) return v;
    if (!(speed_squared < INFINITY)) return {};
    return (max_speed / std::sqrt(speed_squared)) * v;
}

// The same for a spin: limited to max_spin, zero when not finite.
float clamp_spin(float w, float max_spin) {
    if (std::fabs(w) <= max_spin) return w;
    if (!std::isfinite(w)) return 0.0f;
    return w > 0.0f ? max_spin : -max_spin;
}

// The broadphase reports a pair only when its fat boxes start to overlap,
// and collide ends a contact as soon as they part, so a reported pair
// never has a contact yet: no lookup of existing pairs is needed.
void find_new_contacts(World& world) {
    world.broadphase.update_pairs(world.workers, [&world](int32_t shape_a, int32_t shape_b) {
        if (!shapes_should_collide(world, shape_a, shape_b)) return;
        if (!pair_filter_allows(world, shape_a, shape_b)) return;
        create_contact(world, shape_a, shape_b);
    });
}

// How far the two bodies' surfaces may close within dt, at most, at their
// speeds now.
float closing_distance(const Body& a, const Body& b, float dt) {
    float speed = length(b.linear_velocity - a.linear_velocity) + std::fabs(a.angular_velocity) * a.max_extent +
                  std::fabs(b.angular_velocity) * b.max_extent;
    return dt * speed;
}

// Island building needs the touching pairs of dynamic bodies; collecting
// them here spares update_sleep a second walk over every contact.
void note_touching(World& world, const Contact& contact) {
    world.scratch.touching_pairs.push_back({contact.edges[0].body, contact.edges[1].body});
}

// What the parallel pass of collide found for a contact, and what its
// serial pass must do about it. Bits of CollideOutcome.
enum CollideFlags : uint8_t {
    idle = 0,                // not in use
    asleep = 1,              // neither body is solved: the manifold stands
    parted = 2,              // the fat boxes parted: destroy the contact
    updated = 3,             // the manifold was computed anew
    kind_mask = 3,
    was_touching = 1 << 2,
    now_touching = 1 << 3,
    wake_a = 1 << 4,         // the manifold has points and A sleeps
    wake_b = 1 << 5,
    dynamic_pair = 1 << 6,   // both bodies dynamic, for islands
};

// Whether collide notes each contact's constraint_bodies (contact.h) for
// prepare, whose classification of contacts into tiles runs only when its
// walk is spread over the workers (min_parallel_bodies; a world has at
// least as many bodies as it solves) and reads the notes rather than
// every contact record.
bool notes_constraint_bodies(const World& world) {
    return spreads_over_bodies(world.workers, static_cast<int32_t>(world.bodies.size()));
}

// One contact's manifold from its own shapes and bodies, written to that
// contact alone; returns what the serial pass must do about it.
uint8_t update_manifold(World& world, int32_t index, float dt, float gravity_reach) {
    Contact& contact = world.contacts[index];
    if (!contact.in_use) return idle;
    const Body& body_a = world.bodies[contact.edges[0].body];
    const Body& body_b = world.bodies[contact.edges[1].body];
    bool a_moves = is_solved(body_a);
    bool b_moves = is_solved(body_b);
    uint8_t flags = contact.touching ? was_touching : 0;
    if (body_a.type == BodyType::dynamic && body_b.type == BodyType::dynamic) flags |= dynamic_pair;
    if (!a_moves && !b_moves) return flags | asleep | (contact.touching ? now_touching : 0);
    const Shape& shape_a = world.shapes[contact.shape_a];
    const Shape& shape_b = world.shapes[contact.shape_b];
    if (!aabb_overlaps(shape_a.fat_aabb, shape_b.fat_aabb)) return flags | parted;
    contact.touching = update_contact(world, index, closing_distance(body_a, body_b, dt), gravity_reach);
    flags |= updated | (contact.touching ? now_touching : 0);
    // Something awake touches, or is about to hit, a sleeping body: the
    // solver must move it rather than treat it as fixed.
    if (contact.point_count > 0) {
        if (!a_moves && body_a.type == BodyType::dynamic) flags |= wake_a;
        if (!b_moves && body_b.type == BodyType::dynamic) flags |= wake_b;
    }
    return flags;
}

// What the serial pass (apply_collide_outcomes) is to do about a contact
// this step: everything the parallel pass can tell without it.
struct SerialNeeds {
    bool pre_solve;       // the program's pre-solve callback is set
    bool track_touching;  // islands may be built (may_fall_asleep)
};

// Whether the serial pass has anything to do for an outcome: destroy the
// contact, ask pre-solve, report a touch that began or ended, wake a body
// or note a touching pair for islands. Most contacts of a busy step need
// none of it, and are passed to it as idle.
bool needs_serial_pass(uint8_t flags, const Contact& contact, const SerialNeeds& needs) {
    uint8_t kind = flags & kind_mask;
    if (kind == idle) return false;
    if (kind == parted) return true;
    if (needs.track_touching && (flags & now_touching) && (flags & dynamic_pair)) return true;
    if (kind == asleep) return false;
    if (needs.pre_solve && contact.point_count > 0) return true;
    bool changed = ((flags & was_touching) != 0) != ((flags & now_touching) != 0);
    return (changed && contact.enable_events) || (flags & (wake_a | wake_b)) != 0;
}

// In a world of this many contacts or more, collide asks for the shape
// and body records of the contact collide_lookahead places on before it
// needs them: their records outgrow the caches and are met out of order
// (rain_64000, 98,000 contacts: 1.05 times as fast on one worker,
// bench-paired, and its collide 1.1 times; many_pyramids, 58,000: 1.01).
// Below it they mostly stay in cache, and the asking only costs: the
// 15,000 of large_pyramid ran 1.02 times as long.
constexpr int32_t min_contacts_to_prefetch = 32768;
constexpr int32_t collide_lookahead = 6;

// The parallel pass over a range of contacts. Waking and destruction wait
// for the serial pass, so whether a body is solved is read as the step
// found it, whatever order the contacts are taken in.
void update_manifolds(World& world, float dt, const SerialNeeds& needs, int32_t start, int32_t end) {
    // How much closer gravity may bring two surfaces within the step: none
    // for two bodies falling side by side, all of g dt^2 for a body falling
    // onto the ground, so that (and no more, whatever the gravity scales).
    float gravity_reach = dt * dt * length(world.settings.gravity);
    uint8_t* outcomes = world.scratch.collide_outcomes.data();
    BodyPair* noted = notes_constraint_bodies(world) ? world.scratch.constraint_bodies.data() : nullptr;
    int32_t prefetch_end = world.contacts.size() >= min_contacts_to_prefetch ? end - collide_lookahead : start;
    for (int32_t index = start; index < end; ++index) {
        if (index < prefetch_end && world.contacts[index + collide_lookahead].in_use) {
            const Contact& ahead = world.contacts[index + collide_lookahead];
            __builtin_prefetch(&world.shapes[ahead.shape_a]);
            __builtin_prefetch(&world.shapes[ahead.shape_b]);
            __builtin_prefetch(&world.bodies[ahead.edges[0].body]);
            __builtin_prefetch(&world.bodies[ahead.edges[1].body]);
        }
        uint8_t outcome = update_manifold(world, index, dt, gravity_reach);
        const Contact& contact = world.contacts[index];
        outcomes[index] = needs_serial_pass(outcome, contact, needs) ? outcome : uint8_t{idle};
        // Noted while the record is in cache. A sleeping pair's too:
        // another contact may yet wake it. A parting contact has none.
        if (noted != nullptr) {
            bool parts = (outcome & kind_mask) == parted;
            noted[index] = parts ? BodyPair{-1, -1} : constraint_bodies(contact);
        }
    }
}

// Whether update_sleep may find islands at the end of a step of dt: some
// body's rest, lengthened by dt as update_sleep does, may reach
// time_to_sleep. Otherwise it needs no touching pairs.
bool may_fall_asleep(const World& world, float dt) {
    return world.settings.enable_sleep && world.longest_rest + dt >= world.settings.time_to_sleep;
}

// The serial pass, in contact order: destruction, pre-solve, events,
// waking and islands, which change what other contacts see.
void apply_collide_outcomes(World& world, const SerialNeeds& needs) {
    const uint8_t* outcomes = world.scratch.collide_outcomes.data();
    world.scratch.touching_pairs.clear();
    int32_t count = static_cast<int32_t>(world.contacts.size());
    for (int32_t index = 0; index < count; ++index) {
        // Most are idle (and a third of the slots of rain_64000 free): eight
        // at a time are passed over.
        if (index % 8 == 0 && index + 8 <= count) {
            uint64_t eight;
            std::memcpy(&eight, outcomes + index, sizeof eight);
            if (eight == 0) {
                index += 7;
                continue;
            }
        }
        uint8_t flags = outcomes[index];
        uint8_t kind = flags & kind_mask;
        if (kind == idle) continue;
        if (kind == parted) {
            destroy_contact(world, index);
            continue;
        }
        Contact& contact = world.contacts[index];
        if (kind == updated) {
            if (needs.pre_solve && contact.point_count > 0 && !pre_solve_allows(world, index)) {
                contact.touching = false;
                flags &= ~(now_touching | wake_a | wake_b);
                if (notes_constraint_bodies(world)) world.scratch.constraint_bodies[index] = {-1, -1};
            }
            bool was = (flags & was_touching) != 0;
            bool now = (flags & now_touching) != 0;
            if (was != now && contact.enable_events) {
                (now ? world.begin_events : world.end_events).push_back(contact_event(world, contact));
            }
            if (flags & wake_a) wake_body(world, contact.edges[0].body);
            if (flags & wake_b) wake_body(world, contact.edges[1].body);
        }
        // A sleeping pair still joins islands if a later contact wakes it.
        if (needs.track_touching && (flags & now_touching) && (flags & dynamic_pair)) note_touching(world, contact);
    }
}

void collide(World& world, float dt) {
    world.scratch.collide_outcomes.resize(world.contacts.size());
    if (notes_constraint_bodies(world)) world.scratch.constraint_bodies.resize(world.contacts.size());
    SerialNeeds needs = {world.hooks.pre_solve != nullptr, may_fall_asleep(world, dt)};
    auto update = [&world, dt, &needs](int32_t start, int32_t end) { update_manifolds(world, dt, needs, start, end); };
    // In home runs, as the solver takes its tiles: contacts are mostly made
    // in the order their bodies were, so the first worker's run of contacts
    // mostly joins the first tiles, which that worker solves (and, in a
    // world that spreads it, prepares). A manifold is then written and read
    // on one core, step after step; handed to whichever worker asked first,
    // half the records crossed between cores twice a step (large_pyramid
    // 11% slower on two workers).
    world.workers.parallel_for_home_runs(static_cast<int32_t>(world.contacts.size()), contacts_per_task, update);
    apply_collide_outcomes(world, needs);
}

// A solved body's start in the solver: its velocity, no motion yet, and
// its sub-step drives. Written field by field, in place: a copy built on
// the stack and read back whole stalls store forwarding.
void start_solver_body(const Body& body, BodyState& state, SubstepDrive& drive, Vec2 gravity, float h) {
    state.v = body.linear_velocity;
    state.w = body.angular_velocity;
    state.pad = 0.0f;
    state.dp = {};
    state.dq = {};
    Vec2 accel = body.inv_mass * (body.mass * body.gravity_scale * gravity + body.force);
    drive.dv = h * accel;
    drive.dw = h * body.inv_inertia * body.torque;
    // Implicit damping: stable for any damping and step.
    drive.linear_damping = 1.0f / (1.0f + h * body.linear_damping);
    drive.angular_damping = 1.0f / (1.0f + h * body.angular_damping);
}

// Blocks of the parallel gather per worker, of equal size: a worker's
// home run of blocks then ends about where its run of the solver's
// bodies (numbered in body order) does, so it writes the body states it
// will solve, and a worker slowed down is made up for by the others taking
// its last blocks. Blocks of a fixed 2,048 bodies split large_pyramid's
// 5,050 between two workers 2 to 1, and its gather took longer on two
// workers than on one (74 us against 51; now 55). Two blocks a worker
// made rain_64000's gather slower (750 to 950 us against 640 to 850).
constexpr int32_t gather_blocks_per_worker = 16;

// Calls each(index) for the bodies of one block of block_bodies.
template <typename Each>
void for_each_body_of_block(const World& world, int32_t block, int32_t block_bodies, Each each) {
    int32_t end = std::min(static_cast<int32_t>(world.bodies.size()), (block + 1) * block_bodies);
    for (int32_t index = block * block_bodies; index < end; ++index) each(index);
}

// Across the workers, in two passes over blocks of bodies: each block
// numbers its solved bodies from zero, a prefix sum of the blocks' counts
// gives each block its first solver index, and the second pass moves the
// numbers there and fills the solver: the numbers of one pass in order.
// Home runs, as the solver's passes take them: a worker writes the body
// states it will solve.
void gather_bodies_in_blocks(World& world, ContactSolver& solver, float h) {
    int32_t body_count = static_cast<int32_t>(world.bodies.size());
    int32_t block_count = gather_blocks_per_worker * world.workers.count();
    int32_t block_bodies = (body_count + block_count - 1) / block_count;
    std::vector<int32_t>& starts = world.scratch.gather_starts;
    starts.resize(static_cast<size_t>(block_count) + 1);
    auto count = [&world, &starts, block_bodies](int32_t first_block, int32_t end_block) {
        for (int32_t block = first_block; block < end_block; ++block) {
            int32_t solved = 0;
            for_each_body_of_block(world, block, block_bodies, [&](int32_t index) {
                Body& body = world.bodies[index];
                body.solver_index = is_solved(body) ? solved++ : -1;
            });
            starts[block + 1] = solved;
        }
    };
    world.workers.parallel_for_home_runs(block_count, 1, count);
    starts[0] = 0;
    for (int32_t block = 0; block < block_count; ++block) starts[block + 1] += starts[block];

    int32_t solved_count = starts[block_count];
    LargeVector<int32_t>& awake = world.scratch.awake_bodies;
    LargeVector<SubstepDrive>& drives = world.scratch.drives;
    // Only growth constructs anything: a steady scene keeps its sizes.
    awake.resize(solved_count);
    drives.resize(solved_count);
    solver.bodies.resize(solved_count);
    Vec2 gravity = world.settings.gravity;
    auto fill = [&](int32_t first_block, int32_t end_block) {
        for (int32_t block = first_block; block < end_block; ++block) {
            for_each_body_of_block(world, block, block_bodies, [&](int32_t index) {
                Body& body = world.bodies[index];
                if (body.solver_index >= 0) {
                    body.solver_index += starts[block];
                    awake[body.solver_index] = index;
                    start_solver_body(body, solver.bodies[body.solver_index], drives[body.solver_index], gravity, h);
                }
                solver.body_refs[index] = ContactSolver::make_body_ref(body);
            });
        }
    };
    world.workers.parallel_for_home_runs(block_count, 1, fill);
}

// Gathers the awake bodies into the solver, numbers them in body order,
// and works out their sub-step drives.
void gather_bodies(World& world, ContactSolver& solver, float h) {
    solver.body_refs.resize(world.bodies.size());
    if (spreads_over_bodies(world.workers, static_cast<int32_t>(world.bodies.size()))) {
        gather_bodies_in_blocks(world, solver, h);
        return;
    }
    // One pass, appending: what it reads of a body is read once.
    LargeVector<int32_t>& awake = world.scratch.awake_bodies;
    LargeVector<SubstepDrive>& drives = world.scratch.drives;
    awake.clear();
    drives.clear();
    solver.bodies.clear();
    Vec2 gravity = world.settings.gravity;
    for (int32_t index = 0; index < static_cast<int32_t>(world.bodies.size()); ++index) {
        Body& body = world.bodies[index];
        body.solver_index = is_solved(body) ? static_cast<int32_t>(awake.size()) : -1;
        solver.body_refs[index] = ContactSolver::make_body_ref(body);
        if (body.solver_index < 0) continue;
        awake.push_back(index);
        start_solver_body(body, solver.bodies.emplace_back(), drives.emplace_back(), gravity, h);
    }
}

// The fastest a body may move and turn in a sub-step of length h.
struct SpeedLimits {
    float speed;
    float spin;
};

SpeedLimits speed_limits(const World& world, float h) {
    return {std::min(world.settings.max_linear_speed, max_translation_per_substep / h), max_rotation_per_substep / h};
}

// Over the solver bodies [start, end): each is integrated alone, so any
// split into ranges gives the same bits.
void integrate_velocities(const SubstepDrive* drives, BodyState* states, SpeedLimits limits, int32_t start,
                          int32_t end) {
    for (int32_t i = start; i < end; ++i) {
        const SubstepDrive& drive = drives[i];
        BodyState& state = states[i];
        state.v = clamp_speed(drive.linear_damping * (state.v + drive.dv), limits.speed);
        state.w = clamp_spin(drive.angular_damping * (state.w + drive.dw), limits.spin);
    }
}

void integrate_velocities(World& world, ContactSolver& solver, float h) {
    const SubstepDrive* drives = world.scratch.drives.data();
    BodyState* states = solver.bodies.data();
    SpeedLimits limits = speed_limits(world, h);
    auto integrate = [drives, states, limits](int32_t start, int32_t end) {
        integrate_velocities(drives, states, limits, start, end);
    };
    world.workers.parallel_for_home_runs(static_cast<int32_t>(solver.bodies.size()), bodies_per_task, integrate);
}

// The solve may push a body past the limits (an over-constrained loop of
// joints fighting its own motors can); clamping again here keeps every
// position finite however the constraints fight.
void integrate_positions(BodyState* states, SpeedLimits limits, float h, int32_t start, int32_t end) {
    for (int32_t i = start; i < end; ++i) {
        BodyState& state = states[i];
        state.v = clamp_speed(state.v, limits.speed);
        state.w = clamp_spin(state.w, limits.spin);
        state.dq = integrate_rotation(state.dq, h * state.w);
        state.dp += h * state.v;
    }
}

void integrate_positions(World& world, ContactSolver& solver, float h) {
    BodyState* states = solver.bodies.data();
    SpeedLimits limits = speed_limits(world, h);
    auto integrate = [states, limits, h](int32_t start, int32_t end) {
        integrate_positions(states, limits, h, start, end);
    };
    world.workers.parallel_for_home_runs(static_cast<int32_t>(solver.bodies.size()), bodies_per_task, integrate);
}

// Whether a step's sub-steps go tile by tile: its tiles stand alone
// (ContactSolver::tiles_stand_alone) and no joint is to be solved.
bool substeps_go_by_tile(const World& world) {
    return world.solver.tiles_stand_alone && world.joint_solver.active.empty();
}

// The solver's start: the awake bodies gathered, and the constraints of
// contacts and joints built for sub-steps of length h. Whether they go tile
// by tile decides how finely the next step's tiles are cut.
void prepare_constraints(World& world, ContactSolver& solver, float h) {
    gather_bodies(world, solver, h);
    solver.prepare(world, h);
    world.joint_solver.prepare(world, h);
    solver.plan_tile_parts(substeps_go_by_tile(world));
}

// The passes of the sub-steps, in order, over what passes covers: every
// solved body and constraint, or one tile's. The two ways of solving run
// this one sequence, so they cannot drift apart.
template <typename Passes>
void run_substeps(int substep_count, Passes& passes) {
    for (int i = 0; i < substep_count; ++i) {
        passes.integrate_velocities();
        passes.warm_start();
        passes.solve(true);
        passes.integrate_positions();
        passes.solve(false);  // relaxes
    }
}

// Every pass across the workers, joints before contacts in each, so that
// contacts, which push only, have the last word on overlap.
struct WorldPasses {
    World& world;
    ContactSolver& solver;
    float h, inv_h, push_max_speed;

    void integrate_velocities() { r2d::integrate_velocities(world, solver, h); }
    void warm_start() {
        world.joint_solver.warm_start(world, solver.bodies.data());
        solver.warm_start(world.workers);
    }
    void solve(bool use_bias) {
        world.joint_solver.solve(world, solver.bodies.data(), use_bias);
        solver.solve(world.workers, inv_h, push_max_speed, use_bias);
    }
    void integrate_positions() { r2d::integrate_positions(world, solver, h); }
};

// Every pass over one tile's bodies [first, end) and constraints, on the
// calling thread.
struct TilePasses {
    ContactSolver& solver;
    const SubstepDrive* drives;
    SpeedLimits limits;
    float h, inv_h, push_max_speed;
    int32_t tile, first, end;

    void integrate_velocities() { r2d::integrate_velocities(drives, solver.bodies.data(), limits, first, end); }
    void warm_start() { solver.warm_start_tile(tile); }
    void solve(bool use_bias) { solver.solve_tile(tile, inv_h, push_max_speed, use_bias); }
    void integrate_positions() { r2d::integrate_positions(solver.bodies.data(), limits, h, first, end); }
};

void solve_substeps(World& world, ContactSolver& solver, float h) {
    float inv_h = 1.0f / h;
    float push_max_speed = world.settings.contact_push_max_speed;
    int substep_count = world.settings.substep_count;
    if (!substeps_go_by_tile(world)) {
        WorldPasses passes = {world, solver, h, inv_h, push_max_speed};
        run_substeps(substep_count, passes);
        return;
    }
    // A tile's all through before the next tile's: each body meets the
    // passes that go over every tile, in the same order.
    const SubstepDrive* drives = world.scratch.drives.data();
    SpeedLimits limits = speed_limits(world, h);
    auto solve_tiles = [&](int32_t start, int32_t end) {
        for (int32_t tile = start; tile < end; ++tile) {
            TilePasses passes = {solver,
                                 drives,
                                 limits,
                                 h,
                                 inv_h,
                                 push_max_speed,
                                 tile,
                                 solver.first_tile_body(tile),
                                 solver.first_tile_body(tile + 1)};
            run_substeps(substep_count, passes);
        }
    };
    world.workers.parallel_for_home_runs(solver.tile_count, 1, solve_tiles);
}

// The solver's end: bounces, and the impulses kept for the next step's
// warm start and for reports.
void store_solution(World& world, ContactSolver& solver) {
    solver.apply_restitution(world.workers, world.settings.restitution_threshold);
    solver.store_impulses(world);
    solver.collect_hit_events(world);
    world.joint_solver.store(world);
}

// The parallel pass over the solved bodies [start, end): each takes its
// motion from the solver and its shapes their boxes; the broadphase, shared,
// is only read. What the proxy moves need is left as one MoveRun at start.
void move_bodies(World& world, const ContactSolver& solver, float dt, int32_t start, int32_t end) {
    if (start == end) return;
    const int32_t* awake = world.scratch.awake_bodies.data();
    ProxyMove* moves = world.scratch.proxy_moves.data() + start;
    FastBody* starts = world.scratch.fast_starts.data();
    bool continuous = world.settings.enable_continuous;
    int32_t count = 0;
    for (int32_t i = start; i < end; ++i) {
        Body& body = world.bodies[awake[i]];
        const BodyState& state = solver.bodies[i];
        FastBody before = {awake[i], body.center, body.transform.q};
        body.linear_velocity = state.v;
        body.angular_velocity = state.w;
        body.center += state.dp;
        body.transform.q = mul_rot(state.dq, body.transform.q);
        body.transform.p = body.center - rotate(body.transform.q, body.local_center);
        body.force = {};
        body.torque = 0.0f;
        // A fast body's boxes wait for its sweep.
        if (continuous && body.type == BodyType::dynamic && moved_far(body, state.dp, state.w, dt)) {
            starts[i] = before;
            moves[count++] = {ProxyMove::moved_far, i, {}};
            continue;
        }
        ProxyMove move = place_for_proxy_move(world, awake[i], dt * body.linear_velocity);
        if (move.proxy != ProxyMove::none) moves[count++] = move;
    }
    world.scratch.move_runs[start] = {count, end};
}

// The broadphase moves of the solved bodies in [start, end), in solver
// order, and the fast bodies among them: serial, since they share the
// broadphase's trees and move buffer. Counts the bodies whose proxies moved.
void move_proxies(World& world, int32_t start, int32_t end, float dt) {
    const ProxyMove* moves = world.scratch.proxy_moves.data();
    const MoveRun* runs = world.scratch.move_runs.data();
    for (int32_t run = start; run < end; run = runs[run].end) {
        for (const ProxyMove *move = moves + run, *last = move + runs[run].count; move < last; ++move) {
            if (move->proxy == ProxyMove::moved_far) {
                world.scratch.fast_bodies.push_back(world.scratch.fast_starts[move->body]);
                continue;
            }
            make_proxy_move(world, *move, dt);
            ++world.scratch.moved_proxy_bodies;
        }
    }
}

void finalize_bodies(World& world, const ContactSolver& solver, float dt) {
    int32_t count = static_cast<int32_t>(world.scratch.awake_bodies.size());
    world.scratch.proxy_moves.resize(static_cast<size_t>(count));
    world.scratch.move_runs.resize(static_cast<size_t>(count));
    world.scratch.fast_starts.resize(static_cast<size_t>(count));
    world.scratch.fast_bodies.clear();
    // Spread over the workers (from min_parallel_bodies), the bodies go in
    // slices, and the serial proxy moves of a slice are one more item of
    // the next slice's parallel pass: one worker moves proxies while the
    // others move bodies. The moves keep solver order, so the broadphase
    // ends the same at any worker count, sliced or not. Slices pay only
    // while many proxies move, as last step's count foretells: a slice's
    // home runs split its bodies between the workers, so a worker
    // finalizes bodies another solved (resting many_pyramids, which moves
    // none: finalize 1.16 times as fast on two workers in one slice).
    bool spread = spreads_over_bodies(world.workers, count);
    bool overlap = int64_t{world.scratch.moved_proxy_bodies} * bodies_per_overlapped_move >= count;
    int32_t slices = spread && overlap ? std::max(1, std::min(max_finalize_slices, count / min_slice_bodies)) : 1;
    world.scratch.moved_proxy_bodies = 0;
    if (slices > 1) {
        // Then proxy moves run inside tasks, which may not allocate.
        reserve_doubling(world.scratch.fast_bodies, static_cast<size_t>(count));
        world.broadphase.reserve_moves();
    }
    int32_t moved = 0;  // the bodies before it have moved their proxies
    for (int32_t slice = 0; slice < slices; ++slice) {
        int32_t start = static_cast<int32_t>(int64_t{slice} * count / slices);
        int32_t end = static_cast<int32_t>(int64_t{slice + 1} * count / slices);
        // Item 0 moves the proxies of the slice before; item k moves body start + k - 1.
        auto move = [&world, &solver, dt, start, &moved](int32_t first, int32_t last) {
            if (first == 0) {
                move_proxies(world, moved, start, dt);
                ++first;
            }
            move_bodies(world, solver, dt, start + first - 1, start + last - 1);
        };
        if (spread) {
            world.workers.parallel_for_home_runs(end - start + 1, bodies_per_task, move);
        } else {
            move(0, end - start + 1);
        }
        moved = start;
    }
    move_proxies(world, moved, count, dt);
}

int32_t find_root(std::vector<int32_t>& parent, int32_t i) {
    while (parent[i] != i) {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    return i;
}

// Joins towards the lower index so the result does not depend on the
// order pairs come in.
void join_islands(std::vector<int32_t>& parent, int32_t a, int32_t b) {
    int32_t root_a = find_root(parent, a);
    int32_t root_b = find_root(parent, b);
    if (root_a < root_b)
        parent[root_b] = root_a;
    else if (root_b < root_a)
        parent[root_a] = root_b;
}

void update_sleep(World& world, float dt) {
    if (!world.settings.enable_sleep) return;
    const LargeVector<int32_t>& awake = world.scratch.awake_bodies;
    int32_t count = static_cast<int32_t>(awake.size());
    float sleep_speed = world.settings.sleep_speed;
    float longest_rest = 0.0f;
    for (int32_t i = 0; i < count; ++i) {
        Body& body = world.bodies[awake[i]];
        float spin_speed = std::fabs(body.angular_velocity) * body.max_extent;
        bool resting = body.allow_sleep && length(body.linear_velocity) < sleep_speed && spin_speed < sleep_speed;
        body.sleep_time = resting ? body.sleep_time + dt : 0.0f;
        longest_rest = std::max(longest_rest, body.sleep_time);
    }
    world.longest_rest = longest_rest;
    // An island sleeps when its every body has rested long enough: while
    // none has, as in a world where everything moves, there is no island
    // to find.
    if (longest_rest < world.settings.time_to_sleep) return;

    std::vector<int32_t>& parent = world.scratch.island_parent;
    std::vector<float>& min_sleep_time = world.scratch.island_min_sleep_time;
    parent.resize(count);
    for (int32_t i = 0; i < count; ++i) parent[i] = i;
    min_sleep_time.assign(count, INFINITY);

    // Islands: awake dynamic bodies joined by touching contacts. Static and
    // kinematic bodies do not join islands, or the ground would make the
    // whole world one island.
    for (const BodyPair& pair : world.scratch.touching_pairs) {
        const Body& a = world.bodies[pair.a];
        const Body& b = world.bodies[pair.b];
        if (a.solver_index < 0 || b.solver_index < 0) continue;
        join_islands(parent, a.solver_index, b.solver_index);
    }

    // Joints between two solved dynamic bodies join their islands too.
    for (int32_t index : world.joint_solver.active) {
        const Joint& joint = world.joints[index];
        const Body& a = world.bodies[joint.edges[0].body];
        const Body& b = world.bodies[joint.edges[1].body];
        if (a.type != BodyType::dynamic || b.type != BodyType::dynamic) continue;
        if (a.solver_index < 0 || b.solver_index < 0) continue;
        join_islands(parent, a.solver_index, b.solver_index);
    }

    for (int32_t i = 0; i < count; ++i) {
        int32_t root = find_root(parent, i);
        min_sleep_time[root] = std::min(min_sleep_time[root], world.bodies[awake[i]].sleep_time);
    }
    for (int32_t i = 0; i < count; ++i) {
        if (min_sleep_time[find_root(parent, i)] < world.settings.time_to_sleep) continue;
        Body& body = world.bodies[awake[i]];
        body.awake = false;
        body.sleep_time = 0.0f;
        body.linear_velocity = {};
        body.angular_velocity = 0.0f;
    }
}

}  // namespace

void world_step(World& world, float dt) {
    StageClock clock;
    StepProfile profile;
    WorldLock lock(world);
    Workers::Step spread_or_inline(world.workers);
    world.begin_events.clear();
    world.end_events.clear();
    world.hit_events.clear();
    float h = dt / static_cast<float>(world.settings.substep_count);

    find_new_contacts(world);
    profile.pairs = clock.lap();
    collide(world, dt);
    profile.collide = clock.lap();
    prepare_constraints(world, world.solver, h);
    profile.prepare = clock.lap();
    solve_substeps(world, world.solver, h);
    profile.substeps = clock.lap();
    store_solution(world, world.solver);
    profile.store = clock.lap();
    finalize_bodies(world, world.solver, dt);
    profile.finalize = clock.lap();
    solve_continuous(world, dt);
    profile.continuous = clock.lap();
    update_sleep(world, dt);
    profile.sleep = clock.lap();
    update_sensors(world);
    profile.sensors = clock.lap();
    profile.step = clock.since_start();
    world.profile = profile;
    spread_or_inline.done(profile.step);
}

}  // namespace r2d
