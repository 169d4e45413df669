#include "dynamics/contact_solver.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/reserve_doubling.h"
#include "dynamics/body_lanes.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

// Below this slip speed a contact sticks and uses static friction.
constexpr float sticking_speed = 0.01f;

// Velocity of B's anchor point relative to A's, along the direction (x, y).
R2D_LANE_INLINE FloatW relative_speed(const BodyLanes& a, const BodyLanes& b, const PointLanes& p, FloatW x, FloatW y) {
    FloatW dv_x = (b.v_x - b.w * p.anchor_b_y) - (a.v_x - a.w * p.anchor_a_y);
    FloatW dv_y = (b.v_y + b.w * p.anchor_b_x) - (a.v_y + a.w * p.anchor_a_x);
    return dv_x * x + dv_y * y;
}

// Applies the impulse (x, y) to B and its opposite to A at the anchors.
template <typename Block>
R2D_LANE_INLINE void apply_impulse(const Block& c, const PointLanes& p, BodyLanes& a, BodyLanes& b, FloatW x,
                                   FloatW y) {
    apply_impulse_at(c, p.anchor_a_x, p.anchor_a_y, p.anchor_b_x, p.anchor_b_y, a, b, x, y);
}

// Applies one block's last impulses.
template <int point_count>
R2D_LANE_INLINE void warm_start_block(const ConstraintBlock<point_count>& c, BodyState* bodies) {
    BodyLanes a = gather_velocities(bodies, c.body_a);
    BodyLanes b = gather_velocities(bodies, c.body_b);
    FloatW tangent_x = c.normal_y;
    FloatW tangent_y = -c.normal_x;
    for (int i = 0; i < point_count; ++i) {
        const PointLanes& p = c.points[i];
        FloatW x = p.normal_impulse * c.normal_x + p.tangent_impulse * tangent_x;
        FloatW y = p.normal_impulse * c.normal_y + p.tangent_impulse * tangent_y;
        apply_impulse(c, p, a, b, x, y);
    }
    scatter(bodies, c.body_a, a);
    scatter(bodies, c.body_b, b);
}

template <int point_count>
R2D_LANE_INLINE void warm_start_blocks_lanes(const ConstraintBlock<point_count>* blocks, int32_t block_count,
                                             BodyState* bodies) {
    for (int32_t k = 0; k < block_count; ++k) warm_start_block(blocks[k], bodies);
}

// The kernels below come in a pair, for narrow and for wide blocks: a
// template cannot be built per instruction set.
R2D_LANE_KERNEL(warm_start_blocks, (const ConstraintBlock<1>* blocks, int32_t block_count, BodyState* bodies),
                (blocks, block_count, bodies))
R2D_LANE_KERNEL(warm_start_blocks, (const ConstraintBlock<2>* blocks, int32_t block_count, BodyState* bodies),
                (blocks, block_count, bodies))

// What every block of one solver pass uses.
struct SolvePass {
    float inv_h;
    float push_max_speed;
    bool use_bias;
    ContactSoftness softness;
};

struct SoftnessLanes {
    FloatW bias_rate, mass_scale, impulse_scale;
};

// Each constraint's softness: the stiffer one where a body is immovable.
template <typename Block>
R2D_LANE_INLINE SoftnessLanes softness_lanes(const Block& c, const ContactSoftness& softness) {
    const FloatW zero = {};
    MaskW fixed = (c.inv_mass_a == zero) | (c.inv_mass_b == zero);
    const Softness& stiff = softness.against_fixed;
    const Softness& soft = softness.between_movable;
    return {fixed ? splat(stiff.bias_rate) : splat(soft.bias_rate),
            fixed ? splat(stiff.mass_scale) : splat(soft.mass_scale),
            fixed ? splat(stiff.impulse_scale) : splat(soft.impulse_scale)};
}

// Solves n blocks that share no body; constant counts let the compiler
// unroll the loops. Each block is one long chain of dependent operations;
// interleaving the formulas of independent blocks keeps the processor busy.
// A relaxing pass adds the sub-step's impulses to the records' totals.
template <int point_count, int n>
R2D_LANE_INLINE void solve_block(ConstraintBlock<point_count>* blocks, BlockRecord<point_count>* records,
                                 BodyState* bodies, const SolvePass& pass) {
    const FloatW zero = {};
    const FloatW one = splat(1.0f);
    BodyLanes a[n], b[n];
    // Separations now, from how far the bodies moved since collision: they
    // need no velocity, so are worked out first and the motion dies early,
    // which spares registers for the impulse chains.
    FloatW separation[point_count][n];
    for (int j = 0; j < n; ++j) {
        a[j] = gather(bodies, blocks[j].body_a);
        b[j] = gather(bodies, blocks[j].body_b);
        const ConstraintBlock<point_count>& c = blocks[j];
        for (int i = 0; i < point_count; ++i) {
            const PointLanes& p = c.points[i];
            FloatW d_x = (b[j].dp_x - a[j].dp_x) + ((b[j].dq_c * p.anchor_b_x - b[j].dq_s * p.anchor_b_y) -
                                                    (a[j].dq_c * p.anchor_a_x - a[j].dq_s * p.anchor_a_y));
            FloatW d_y = (b[j].dp_y - a[j].dp_y) + ((b[j].dq_s * p.anchor_b_x + b[j].dq_c * p.anchor_b_y) -
                                                    (a[j].dq_s * p.anchor_a_x + a[j].dq_c * p.anchor_a_y));
            separation[i][j] = (d_x * c.normal_x + d_y * c.normal_y) + p.base_separation;
        }
    }

    for (int i = 0; i < point_count; ++i) {
        for (int j = 0; j < n; ++j) {
            ConstraintBlock<point_count>& c = blocks[j];
            PointLanes& p = c.points[i];
            FloatW s = separation[i][j];

            // Still apart: allow closing exactly the gap this sub-step.
            MaskW apart = s > zero;
            FloatW bias = apart ? s * pass.inv_h : zero;
            FloatW mass_scale = one;
            FloatW impulse_scale = zero;
            if (pass.use_bias) {
                SoftnessLanes soft = softness_lanes(c, pass.softness);
                bias = apart ? bias : max_lanes(soft.bias_rate * s, splat(-pass.push_max_speed));
                mass_scale = apart ? one : soft.mass_scale;
                impulse_scale = apart ? zero : soft.impulse_scale;
            }

            FloatW vn = relative_speed(a[j], b[j], p, c.normal_x, c.normal_y);
            FloatW impulse = -p.normal_mass * mass_scale * (vn + bias) - impulse_scale * p.normal_impulse;
            FloatW accumulated = max_lanes(p.normal_impulse + impulse, zero);
            impulse = accumulated - p.normal_impulse;
            p.normal_impulse = accumulated;
            p.max_normal_impulse = max_lanes(p.max_normal_impulse, impulse);

            apply_impulse(c, p, a[j], b[j], impulse * c.normal_x, impulse * c.normal_y);
        }
    }

    for (int i = 0; i < point_count; ++i) {
        for (int j = 0; j < n; ++j) {
            ConstraintBlock<point_count>& c = blocks[j];
            PointLanes& p = c.points[i];
            FloatW tangent_x = c.normal_y;
            FloatW tangent_y = -c.normal_x;
            FloatW vt = relative_speed(a[j], b[j], p, tangent_x, tangent_y);
            FloatW impulse = -p.tangent_mass * vt;
            FloatW limit = p.friction * p.normal_impulse;
            FloatW accumulated = max_lanes(min_lanes(p.tangent_impulse + impulse, limit), -limit);
            impulse = accumulated - p.tangent_impulse;
            p.tangent_impulse = accumulated;

            apply_impulse(c, p, a[j], b[j], impulse * tangent_x, impulse * tangent_y);
        }
    }

    for (int j = 0; j < n; ++j) {
        if (!pass.use_bias) {
            for (int i = 0; i < point_count; ++i) {
                const PointLanes& p = blocks[j].points[i];
                records[j].points[i].step_normal_impulse += p.normal_impulse;
                records[j].points[i].step_tangent_impulse += p.tangent_impulse;
            }
        }
        scatter(bodies, blocks[j].body_a, a[j]);
        scatter(bodies, blocks[j].body_b, b[j]);
    }
}

// Fours, then pairs, of blocks only where the blocks share no body: four
// chains in flight hide more of each one's latency (with AVX-512's 32
// registers, their bodies stay in registers): faster than pairs with AVX
// and AVX-512, and no slower with SSE2.
template <int point_count>
R2D_LANE_INLINE void solve_blocks_lanes(ConstraintBlock<point_count>* blocks, BlockRecord<point_count>* records,
                                        int32_t block_count, bool independent, BodyState* bodies,
                                        const SolvePass& pass) {
    int32_t k = 0;
    for (; independent && k + 4 <= block_count; k += 4)
        solve_block<point_count, 4>(blocks + k, records + k, bodies, pass);
    for (; independent && k + 2 <= block_count; k += 2)
        solve_block<point_count, 2>(blocks + k, records + k, bodies, pass);
    for (; k < block_count; ++k) solve_block<point_count, 1>(blocks + k, records + k, bodies, pass);
}

R2D_LANE_KERNEL(solve_blocks,
                (ConstraintBlock<1>* blocks, BlockRecord<1>* records, int32_t block_count, bool independent,
                 BodyState* bodies, const SolvePass& pass),
                (blocks, records, block_count, independent, bodies, pass))
R2D_LANE_KERNEL(solve_blocks,
                (ConstraintBlock<2>* blocks, BlockRecord<2>* records, int32_t block_count, bool independent,
                 BodyState* bodies, const SolvePass& pass),
                (blocks, records, block_count, independent, bodies, pass))

template <int point_count>
R2D_LANE_INLINE void restitution_block(ConstraintBlock<point_count>& c, BlockRecord<point_count>& record,
                                       BodyState* bodies, float threshold) {
    const FloatW zero = {};
    MaskW bouncy = record.restitution != zero;
    if (!any_lane(bouncy)) return;
    BodyLanes a = gather_velocities(bodies, c.body_a);
    BodyLanes b = gather_velocities(bodies, c.body_b);
    for (int i = 0; i < point_count; ++i) {
        PointLanes& p = c.points[i];
        FloatW relative_velocity = record.points[i].relative_velocity;
        // Slow approaches do not bounce, and points that never pushed
        // (speculative ones) have nothing to bounce from.
        MaskW bounces = bouncy & ~(relative_velocity > splat(-threshold)) & (p.max_normal_impulse != zero);
        // Positions move a sub-step at the speed its end has, so under a
        // constant drive a they run a h / 2 ahead of the true path: the
        // impact was that much faster than the velocities say, and the
        // rebound must carry that much more to rise as high again. The
        // true approach, relative_velocity + a h / 2, bounces back times
        // e; the velocity of that rebound is a h / 2 slower again.
        FloatW drift = record.points[i].half_step_drive;
        FloatW vn = relative_speed(a, b, p, c.normal_x, c.normal_y);
        FloatW target = record.restitution * (relative_velocity + drift) + drift;
        // Poisson's law bounds the rebound: e times the impulse this contact
        // spent stopping the approach, plus (1 + e) times what stopping the
        // approach still left would take. A pair alone gets exactly its
        // bounce; in a crowd, where other contacts have already turned the
        // pair apart and the approach seen at the start of the step is
        // stale, bouncing at that speed made energy.
        FloatW approach_left = max_lanes(zero - vn, zero);
        FloatW rebound_limit = record.restitution * record.points[i].step_normal_impulse +
                               (splat(1.0f) + record.restitution) * p.normal_mass * approach_left;
        FloatW impulse = min_lanes(-p.normal_mass * (vn + target), rebound_limit);
        FloatW accumulated = max_lanes(p.normal_impulse + impulse, zero);
        impulse = bounces ? accumulated - p.normal_impulse : zero;
        p.normal_impulse = bounces ? accumulated : p.normal_impulse;
        p.max_normal_impulse = max_lanes(p.max_normal_impulse, impulse);
        record.points[i].step_normal_impulse += impulse;
        apply_impulse(c, p, a, b, impulse * c.normal_x, impulse * c.normal_y);

        // Coulomb friction bounds the tangent impulse by the whole normal
        // one: the bounce's share lets friction act once more, or a
        // spinning ball would leave a bounce with too much of its spin.
        FloatW tangent_x = c.normal_y;
        FloatW tangent_y = -c.normal_x;
        FloatW vt = relative_speed(a, b, p, tangent_x, tangent_y);
        FloatW limit = p.friction * p.normal_impulse;
        FloatW tangent_total = max_lanes(min_lanes(p.tangent_impulse - p.tangent_mass * vt, limit), -limit);
        FloatW tangent_impulse = bounces ? tangent_total - p.tangent_impulse : zero;
        p.tangent_impulse = bounces ? tangent_total : p.tangent_impulse;
        record.points[i].step_tangent_impulse += tangent_impulse;
        apply_impulse(c, p, a, b, tangent_impulse * tangent_x, tangent_impulse * tangent_y);
    }
    scatter(bodies, c.body_a, a);
    scatter(bodies, c.body_b, b);
}

template <int point_count>
R2D_LANE_INLINE void restitution_blocks_lanes(ConstraintBlock<point_count>* blocks, BlockRecord<point_count>* records,
                                              int32_t block_count, BodyState* bodies, float threshold) {
    for (int32_t k = 0; k < block_count; ++k) restitution_block(blocks[k], records[k], bodies, threshold);
}

R2D_LANE_KERNEL(restitution_blocks,
                (ConstraintBlock<1>* blocks, BlockRecord<1>* records, int32_t block_count, BodyState* bodies,
                 float threshold),
                (blocks, records, block_count, bodies, threshold))
R2D_LANE_KERNEL(restitution_blocks,
                (ConstraintBlock<2>* blocks, BlockRecord<2>* records, int32_t block_count, BodyState* bodies,
                 float threshold),
                (blocks, records, block_count, bodies, threshold))

// Empties one lane of a block or record: rows of lane_count four-byte
// fields, of which the first index_rows hold indices, -1 when empty, and
// the rest numbers, zero when empty.
void clear_lane_rows(void* lanes, size_t bytes, size_t index_rows, int lane) {
    constexpr size_t row_bytes = lane_count * sizeof(float);
    auto* rows = static_cast<unsigned char*>(lanes);
    for (size_t row = 0; row < bytes / row_bytes; ++row) {
        int32_t empty = row < index_rows ? -1 : 0;
        std::memcpy(rows + row * row_bytes + lane * sizeof(float), &empty, sizeof(float));
    }
}

template <int point_count>
void clear_lane(ConstraintBlock<point_count>& c, int lane) {
    static_assert(sizeof(c) % sizeof(FloatW) == 0, "a block is whole rows of lanes");
    clear_lane_rows(&c, sizeof(c), 2, lane);
}

template <int point_count>
void clear_lane(BlockRecord<point_count>& record, int lane) {
    static_assert(sizeof(record) % sizeof(FloatW) == 0, "a record is whole rows of lanes");
    clear_lane_rows(&record, sizeof(record), 1, lane);
}

}  // namespace

SolverBodyRef ContactSolver::make_body_ref(const Body& body) {
    // A body the solver does not solve is immovable.
    if (body.solver_index < 0) return {-1, -1, 0.0f, 0.0f, body.center};
    bool movable = impulses_move(body.inv_mass, body.inv_inertia);
    return {body.solver_index, movable ? body.solver_index : -1, body.inv_mass, body.inv_inertia, body.center};
}

Softness make_softness(float hertz, float damping_ratio, float h) {
    if (hertz == 0.0f) return {0.0f, 1.0f, 0.0f};
    float omega = 2.0f * pi * hertz;
    float a1 = 2.0f * damping_ratio + h * omega;
    float a2 = h * omega * a1;
    float a3 = 1.0f / (1.0f + a2);
    return {omega / a1, a2 * a3, a3};
}

namespace {

// What a record is soon to be used for, as __builtin_prefetch takes it.
enum PrefetchFor { for_read = 0, for_write = 1 };

// Asks for every cache line of a record that will be used soon.
template <PrefetchFor use, typename Record>
void prefetch_lines(const Record& record) {
    const char* first = reinterpret_cast<const char*>(&record);
    for (size_t offset = 0; offset < sizeof(Record); offset += 64) __builtin_prefetch(first + offset, use);
}

// How far ahead of the contact it fills a walker of classified contacts
// asks for their records.
constexpr int32_t fill_lookahead = 4;

// What the step's drives (gravity, applied forces and torques) do to the
// two bodies of a contact: how fast they accelerate towards each other.
struct ClosingDrive {
    Vec2 linear_a, linear_b;  // m/s^2
    float angular_a = 0.0f, angular_b = 0.0f;  // rad/s^2
    float half_substep = 0.0f;                 // s

    // Along the normal, at a point with these anchors.
    float normal_acceleration(Vec2 normal, Vec2 anchor_a, Vec2 anchor_b) const {
        Vec2 a = linear_a + cross(angular_a, anchor_a);
        Vec2 b = linear_b + cross(angular_b, anchor_b);
        return dot(normal, b - a);
    }
};

// Only bouncing contacts need it; the others skip the lookups.
ClosingDrive closing_drive(const World& world, const Contact& contact, const SolverBodyRef& a,
                           const SolverBodyRef& b, float inv_h) {
    ClosingDrive drive;
    if (contact.restitution <= 0.0f) return drive;
    drive.half_substep = 0.5f / inv_h;
    const LargeVector<SubstepDrive>& drives = world.scratch.drives;
    if (a.solver_index >= 0) {
        drive.linear_a = inv_h * drives[a.solver_index].dv;
        drive.angular_a = inv_h * drives[a.solver_index].dw;
    }
    if (b.solver_index >= 0) {
        drive.linear_b = inv_h * drives[b.solver_index].dv;
        drive.angular_b = inv_h * drives[b.solver_index].dw;
    }
    return drive;
}

// Writes one contact into one lane of its block and record: every field
// of the lane that the passes read, so blocks need no clearing first,
// though the point fields that derive from several inputs are left for
// finish_block to work out for all lanes at once. Until then a point's
// friction holds the static one, its base separation the separation, and
// two fields that start the step at zero hold the dynamic friction and
// whether the point is present. A missing second point has no anchors
// and, finished, no mass: it applies nothing.
template <int point_count>
inline void fill_lane(ConstraintBlock<point_count>& c, BlockRecord<point_count>& record, int lane,
                      int32_t contact_index, const Contact& contact, const ContactImpulses& impulses,
                      const SolverBodyRef& body_a, const SolverBodyRef& body_b, const ClosingDrive& drive) {
    c.body_a[lane] = lane_body(body_a.solver_index, body_a.movable_index >= 0);
    c.body_b[lane] = lane_body(body_b.solver_index, body_b.movable_index >= 0);
    c.inv_mass_a[lane] = body_a.inv_mass;
    c.inv_inertia_a[lane] = body_a.inv_inertia;
    c.inv_mass_b[lane] = body_b.inv_mass;
    c.inv_inertia_b[lane] = body_b.inv_inertia;
    c.normal_x[lane] = contact.normal.x;
    c.normal_y[lane] = contact.normal.y;
    record.contact[lane] = contact_index;
    record.restitution[lane] = contact.restitution;

    const ContactPoint missing_point;
    const PointImpulses no_impulses;
    for (int i = 0; i < point_count; ++i) {
        bool present = i < contact.point_count;
        const ContactPoint& cp = present ? contact.points[i] : missing_point;
        const PointImpulses& warm = present ? impulses.points[i] : no_impulses;
        // Measured here, from where the bodies are as the step starts.
        Vec2 anchor_a = present ? cp.point - body_a.center : Vec2{};
        Vec2 anchor_b = present ? cp.point - body_b.center : Vec2{};
        PointLanes& p = c.points[i];
        p.anchor_a_x[lane] = anchor_a.x;
        p.anchor_a_y[lane] = anchor_a.y;
        p.anchor_b_x[lane] = anchor_b.x;
        p.anchor_b_y[lane] = anchor_b.y;
        p.normal_impulse[lane] = warm.warm_normal;
        p.tangent_impulse[lane] = warm.warm_tangent;
        p.base_separation[lane] = cp.separation;
        p.friction[lane] = contact.static_friction;
        p.max_normal_impulse[lane] = contact.dynamic_friction;
        record.points[i].step_normal_impulse[lane] = present ? 1.0f : 0.0f;
        record.points[i].step_tangent_impulse[lane] = 0.0f;
        // Kept here until finish_block turns it into the impact speed.
        bool bounces = present && contact.restitution > 0.0f;
        float acceleration = bounces ? drive.normal_acceleration(contact.normal, anchor_a, anchor_b) : 0.0f;
        record.points[i].relative_velocity[lane] = acceleration;
        record.points[i].half_step_drive[lane] = acceleration * drive.half_substep;
    }
}

// 1 / k where the mask is set and k is positive, else zero.
R2D_LANE_INLINE FloatW inverse_where(MaskW mask, FloatW k) {
    const FloatW zero = {};
    MaskW invertible = mask & (k > zero);
    return invertible ? splat(1.0f) / (invertible ? k : splat(1.0f)) : zero;
}

// Works out what fill_lane left of a filled block, every lane at once, as
// the scalar formulas did lane by lane: the same operations in the same
// order, so the same results.
template <int point_count>
R2D_LANE_INLINE void finish_block_lanes(ConstraintBlock<point_count>& c, BlockRecord<point_count>& record,
                                  const BodyState* bodies) {
    const FloatW zero = {};
    BodyLanes a = gather_velocities(bodies, c.body_a);
    BodyLanes b = gather_velocities(bodies, c.body_b);
    FloatW normal_x = c.normal_x;
    FloatW normal_y = c.normal_y;
    FloatW tangent_x = normal_y;
    FloatW tangent_y = -normal_x;
    FloatW m_a = c.inv_mass_a, i_a = c.inv_inertia_a;
    FloatW m_b = c.inv_mass_b, i_b = c.inv_inertia_b;
    for (int i = 0; i < point_count; ++i) {
        PointLanes& p = c.points[i];
        MaskW present = record.points[i].step_normal_impulse != zero;
        FloatW dynamic_friction = p.max_normal_impulse;
        p.max_normal_impulse = zero;
        record.points[i].step_normal_impulse = zero;

        FloatW ra_x = p.anchor_a_x, ra_y = p.anchor_a_y;
        FloatW rb_x = p.anchor_b_x, rb_y = p.anchor_b_y;
        FloatW separation = p.base_separation;
        p.base_separation -= (rb_x - ra_x) * normal_x + (rb_y - ra_y) * normal_y;

        FloatW rn_a = ra_x * normal_y - ra_y * normal_x;
        FloatW rn_b = rb_x * normal_y - rb_y * normal_x;
        FloatW k_normal = m_a + m_b + i_a * rn_a * rn_a + i_b * rn_b * rn_b;
        p.normal_mass = inverse_where(present, k_normal);
        FloatW rt_a = ra_x * tangent_y - ra_y * tangent_x;
        FloatW rt_b = rb_x * tangent_y - rb_y * tangent_x;
        FloatW k_tangent = m_a + m_b + i_a * rt_a * rt_a + i_b * rt_b * rt_b;
        p.tangent_mass = inverse_where(present, k_tangent);

        // v + cross(w, r) of each body, as Vec2 arithmetic would do it.
        FloatW dv_x = (b.v_x + -b.w * rb_y) - (a.v_x + -a.w * ra_y);
        FloatW dv_y = (b.v_y + b.w * rb_x) - (a.v_y + a.w * ra_x);
        FloatW approach = normal_x * dv_x + normal_y * dv_y;
        // A gap that closes within the step closes faster than the step
        // began: gravity and forces accelerate it on the way. Restitution
        // bounces the speed of the impact, v^2 = v0^2 - 2 a s, or a ball
        // loses height at every bounce.
        FloatW acceleration = record.points[i].relative_velocity;
        FloatW impact_squared = approach * approach - splat(2.0f) * acceleration * separation;
        MaskW closes = (separation > zero) & (approach < zero) & (impact_squared > zero);
        FloatW impact = zero - sqrt_lanes(closes ? impact_squared : zero);
        record.points[i].relative_velocity = closes ? impact : approach;
        FloatW slip = tangent_x * dv_x + tangent_y * dv_y;
        MaskW sliding = (slip > splat(sticking_speed)) | (slip < splat(-sticking_speed));
        p.friction = sliding ? dynamic_friction : p.friction;
    }
}

R2D_LANE_KERNEL(finish_block, (ConstraintBlock<1> & c, BlockRecord<1> & record, const BodyState* bodies),
                (c, record, bodies))
R2D_LANE_KERNEL(finish_block, (ConstraintBlock<2> & c, BlockRecord<2> & record, const BodyState* bodies),
                (c, record, bodies))

// The block for a group's next slot, taking a chunk of the pool when the
// group's last is full.
template <int point_count>
inline int32_t open_block(BlockPool<point_count>& pool, ConstraintGroup& group, int32_t slot) {
    int32_t group_block = slot / lane_count;
    if (slot % lane_count == 0 && group_block % chunk_blocks == 0) {
        // Past the room, the spare: that walk's chains may then loop through
        // it, and none is ever followed, as build_tiles walks again with
        // more room.
        int32_t chunk = std::min(pool.chunk_count++, pool.chunk_room);
        pool.next_chunks[chunk] = -1;
        if (group.last_chunk >= 0) {
            pool.next_chunks[group.last_chunk] = chunk;
        } else {
            group.first_chunk = chunk;
        }
        group.last_chunk = chunk;
    }
    return group.last_chunk * chunk_blocks + group_block % chunk_blocks;
}

// Room for room chunks and the spare, never less than the pool has: a
// steady scene fills the same pools step after step without allocating.
template <int point_count>
void make_room(BlockPool<point_count>& pool, int32_t room) {
    if (room <= pool.chunk_room) return;
    size_t chunks = static_cast<size_t>(room) + 1;
    pool.next_chunks.resize(chunks);
    pool.blocks.resize(chunks * chunk_blocks);
    pool.records.resize(chunks * chunk_blocks);
    pool.chunk_room = room;
}

// Chunks of room a pool has before its first walk, and takes beyond what
// a walk needed when it grows, with a quarter more: a settling scene's
// contacts move between colours, and a group newly in use takes a chunk
// (large_pyramid's first one-point contacts come after 20 steps, and
// without room to spare allocated then).
constexpr int32_t room_to_spare = 4;

// Starts a step's filling with no chunks in use.
template <int point_count>
void begin_filling(BlockPool<point_count>& pool) {
    make_room(pool, room_to_spare);
    pool.chunk_count = 0;
}

// Room for what the walk just needed and more, so that a scene grows its
// pools a few times, not at every step that needs a chunk more; whether it
// needed more than it had.
template <int point_count>
bool room_for_walk(BlockPool<point_count>& pool) {
    if (pool.chunk_count <= pool.chunk_room) return false;
    make_room(pool, pool.chunk_count + pool.chunk_count / 4 + room_to_spare);
    return true;
}

// Puts one contact in the next lane of its group; an overflow constraint
// (alone) shares a body with every colour, so takes a block alone.
template <int point_count>
inline void add_constraint(BlockPool<point_count>& pool, ConstraintGroup& group, bool alone, int32_t contact_index,
                           const World& world, const SolverBodyRef& body_a, const SolverBodyRef& body_b,
                           const BodyState* bodies, float inv_h) {
    int32_t slot = group.slot_count;
    group.slot_count += alone ? lane_count : 1;
    int32_t block = open_block(pool, group, slot);
    int lane = slot % lane_count;
    // The group's next block fills some contacts later: its lines are
    // asked for now rather than missed one store at a time.
    if (lane == 0 && (block + 1) % chunk_blocks != 0) {
        prefetch_lines<for_write>(pool.blocks[block + 1]);
        prefetch_lines<for_write>(pool.records[block + 1]);
    }
    ConstraintBlock<point_count>& c = pool.blocks[block];
    BlockRecord<point_count>& record = pool.records[block];
    const Contact& contact = world.contacts[contact_index];
    fill_lane(c, record, lane, contact_index, contact, world.contact_impulses[contact_index], body_a, body_b,
              closing_drive(world, contact, body_a, body_b, inv_h));
    for (int other = 1; alone && other < lane_count; ++other) {
        clear_lane(c, other);
        clear_lane(record, other);
    }
    // Finished while its lines are still in cache.
    if (alone || lane == lane_count - 1) finish_block(c, record, bodies);
}

// The lanes past a group's last slot hold last step's data: emptied, and
// the block finished.
template <int point_count>
void close_group(BlockPool<point_count>& pool, const ConstraintGroup& group, const BodyState* bodies) {
    int filled = group.slot_count % lane_count;
    if (filled == 0) return;  // empty, or its last block was finished full
    int32_t block = group.last_chunk * chunk_blocks + group.slot_count / lane_count % chunk_blocks;
    for (int lane = filled; lane < lane_count; ++lane) {
        clear_lane(pool.blocks[block], lane);
        clear_lane(pool.records[block], lane);
    }
    finish_block(pool.blocks[block], pool.records[block], bodies);
}

// Calls run(blocks, records, block count, independent) for each chunk of
// one group, in order.
template <int point_count, typename Run>
void for_each_group_chunk(BlockPool<point_count>& pool, const ConstraintGroup& group, bool independent, Run& run) {
    int32_t block_count = group.block_count();
    for (int32_t chunk = group.first_chunk; chunk >= 0; chunk = pool.next_chunks[chunk]) {
        size_t first = static_cast<size_t>(chunk) * chunk_blocks;
        run(&pool.blocks[first], &pool.records[first], std::min(block_count, chunk_blocks), independent);
        block_count -= chunk_blocks;
    }
}

// Writes the step's impulses of one block's contacts back. A one-point
// contact in a wide block gets its missing point's zeros too, which no one
// reads: its point count is in another cache line.
template <int point_count>
void store_block_impulses(const ConstraintBlock<point_count>& c, const BlockRecord<point_count>& record,
                          LargeVector<ContactImpulses>& contact_impulses) {
    for (int lane = 0; lane < lane_count; ++lane) {
        if (record.contact[lane] < 0) continue;
        ContactImpulses& impulses = contact_impulses[record.contact[lane]];
        for (int i = 0; i < point_count; ++i) {
            impulses.points[i] = {record.points[i].step_normal_impulse[lane],
                                  record.points[i].step_tangent_impulse[lane], c.points[i].normal_impulse[lane],
                                  c.points[i].tangent_impulse[lane]};
        }
    }
}

// The fewest blocks of contacts a task of prepare's classification takes.
constexpr int32_t classify_blocks_per_task = 1024 / classify_block_contacts;

}  // namespace

void ContactSolver::prepare(World& world, float h) {
    const WorldSettings& settings = world.settings;
    // A contact spring stiffer than a quarter of the sub-step rate is not
    // resolved by the integrator and starts to ring.
    float contact_hertz = std::min(settings.contact_hertz, 0.25f / h);
    // Against immovable bodies all the correction falls on one side, so it
    // can be twice as stiff.
    softness = {make_softness(contact_hertz, settings.contact_damping_ratio, h),
                make_softness(2.0f * contact_hertz, settings.contact_damping_ratio, h)};

    // Parts of tiles that share no constraint give the bits that whole
    // tiles give (tiles_stand_alone); parts that do are filled again whole.
    int32_t body_count = static_cast<int32_t>(bodies.size());
    int32_t whole_tiles = tile_count_for(body_count);
    tile_parts = whole_tiles > 1 ? next_tile_parts : 1;
    build_tiles(world, h, whole_tiles, tile_parts);
    if (tile_parts > 1 && !seam_chunks.empty()) {
        tile_parts_limit = tile_parts / 2;
        tile_parts_limit_steps = steps_at_tile_parts_limit;
        tile_parts = 1;
        build_tiles(world, h, whole_tiles, tile_parts);
    } else if (tile_parts_limit_steps > 0 && --tile_parts_limit_steps == 0) {
        tile_parts_limit = max_tile_parts;
    }
}

void ContactSolver::plan_tile_parts(bool went_by_tile) {
    next_tile_parts = went_by_tile ? std::min(2 * tile_parts, tile_parts_limit) : 1;
}

void ContactSolver::build_tiles(World& world, float h, int32_t whole_tiles, int32_t parts) {
    int32_t body_count = static_cast<int32_t>(bodies.size());
    tile_count = whole_tiles * parts;
    split = TileSplit::of(body_count, whole_tiles, parts);
    tile_seams.build(tile_count);
    groups.assign(static_cast<size_t>(set_count()) * ConstraintGraph::group_count, ConstraintGroup{});
    graph.begin(body_count);
    if (static_cast<int32_t>(seam_graphs.size()) < tile_seams.level_count()) {
        seam_graphs.resize(tile_seams.level_count());
    }
    for (int32_t level = 0; level < tile_seams.level_count(); ++level) seam_graphs[level].begin_emptied(body_count);
    int32_t walkers = spreads_over_bodies(world.workers, body_count) ? std::min(world.workers.count(), tile_count) : 1;
    // A pool per walker for its tiles, one for the seams across walkers,
    // and one per walker for the seams inside its run, so that the blocks
    // of a tile lie together: where a block lies in memory never changes
    // what it holds.
    int32_t pool_count = 2 * walkers + 1;
    if (static_cast<int32_t>(pools.size()) < pool_count) pools.resize(pool_count);
    tile_pools.resize(set_count());
    set_walkers.resize(set_count());
    for (int32_t pool = 0; pool < pool_count; ++pool) {
        begin_filling(pools[pool].narrow);
        begin_filling(pools[pool].wide);
        pools[pool].reads_immovable = false;
        pools[pool].bounces = false;
    }
    for (int32_t walker = 0; walker < walkers; ++walker) {
        for (int32_t tile = first_tile(walker, walkers); tile < first_tile(walker + 1, walkers); ++tile) {
            tile_pools[tile] = walker;
            set_walkers[tile] = walker;
        }
    }
    // A seam goes to the walker whose run of tiles holds it; one across
    // runs to walker walkers, the one more.
    for (int32_t seam = 0; seam < tile_seams.seam_count(); ++seam) {
        const TileSeams::Seam& joined = tile_seams.seam(seam);
        int32_t walker = set_walkers[joined.first_tile];
        if (joined.end_tile > first_tile(walker + 1, walkers)) walker = walkers;
        set_walkers[tile_count + seam] = walker;
        tile_pools[tile_count + seam] = seam_pool(walker, walkers);
    }

    // Each walker colours and fills its sets in contact order: a tile's
    // constraints touch no body of another tile, nor a seam's any body of
    // another seam of its height, and the blocks of a set are its own, so
    // the sets fill at once, each in contact order whatever the worker
    // count. With several walkers the workers first note every contact's
    // set, so that a walker reads the contacts of its own sets only, and
    // one more walker fills the seams across the walkers' runs.
    float inv_h = 1.0f / h;
    bool classified = walkers > 1;
    if (classified) {
        // Tasks may not allocate. The pools from walkers on hold seams.
        for (int32_t pool = walkers; pool < pool_count; ++pool)
            reserve_doubling(pools[pool].seam_bodies, world.contacts.size());
        int32_t contact_count = static_cast<int32_t>(world.contacts.size());
        int32_t block_count = (contact_count + classify_block_contacts - 1) / classify_block_contacts;
        // Whole blocks of walker bytes, which the walkers read eight at a time.
        classified_contacts.resize(contact_count);
        classified_walkers.resize(static_cast<size_t>(block_count) * classify_block_contacts);
        classified_counts.resize(block_count);
        const BodyPair* noted = world.scratch.constraint_bodies.data();
        auto classify = [&](int32_t first_block, int32_t end_block) {
            for (int32_t block = first_block; block < end_block; ++block) classify_block(noted, contact_count, block);
        };
        // In home runs of blocks, as collide took the contacts: a worker
        // reads the notes its own core wrote.
        world.workers.parallel_for_home_runs(block_count, classify_blocks_per_task, classify);
    }
    // Worker w walks first the tiles it solves first, pass after pass. The
    // seams across runs are one more walker, the last, in the last
    // worker's run after its own tiles: the worker done first with its own
    // fills them. Walked first in that run, they left the first worker
    // waiting for the last (rain_64000: 0.35 ms of seams beside two walks
    // of 2 ms).
    auto walk = [&](int32_t start, int32_t end) {
        for (int32_t walker = start; walker < end; ++walker) fill_sets(world, walker, walkers, classified, inv_h);
    };
    world.workers.parallel_for_home_runs(classified ? walkers + 1 : walkers, 1, walk);
    // The pools have room for what the last walks needed, not for the most
    // the contacts could need. Reserved for every contact and every group,
    // the two-worker tumbler's 20 pool arrays each passed 2 MB and took
    // huge pages: 37 to 44 MB stayed resident (now 25 to 35), and a first
    // step whose contacts grew took up to 34 ms to zero them (now the
    // first 120 steps take at most 4.6 to 7.2 ms each).
    // Nor could that bound, a slot per contact, hold a set with thousands
    // of overflow constraints (a block each) but for its slack. A walk
    // that outgrew the room is walked again: the same fills, the same bits.
    if (grow_outgrown_pools(pool_count)) {
        build_tiles(world, h, whole_tiles, parts);
        return;
    }
    list_seam_chunks();
    tiles_stand_alone = seam_chunks.empty() && std::none_of(pools.begin(), pools.begin() + pool_count,
                                                            [](const TilePools& pool) { return pool.reads_immovable; });
    bounces =
        std::any_of(pools.begin(), pools.begin() + pool_count, [](const TilePools& pool) { return pool.bounces; });
}

bool ContactSolver::grow_outgrown_pools(int32_t pool_count) {
    bool outgrown = false;
    for (int32_t pool = 0; pool < pool_count; ++pool) {
        outgrown |= room_for_walk(pools[pool].narrow);
        outgrown |= room_for_walk(pools[pool].wide);
    }
    return outgrown;
}

inline int32_t ContactSolver::constraint_set(const BodyPair& constraint) const {
    if (constraint.a < 0) return -1;
    const SolverBodyRef& body_a = body_refs[constraint.a];
    const SolverBodyRef& body_b = body_refs[constraint.b];
    if (body_a.solver_index < 0 && body_b.solver_index < 0) return -1;
    // The tile of its movable bodies when they lie in one, else their seam.
    int32_t tile_a = body_a.movable_index >= 0 ? split.tile(body_a.movable_index) : -1;
    int32_t tile_b = body_b.movable_index >= 0 ? split.tile(body_b.movable_index) : -1;
    if (tile_a < 0) return std::max(tile_b, 0);
    if (tile_b < 0 || tile_b == tile_a) return tile_a;
    return tile_count + tile_seams.seam_of(std::min(tile_a, tile_b), std::max(tile_a, tile_b));
}

void ContactSolver::classify_block(const BodyPair* noted, int32_t contact_count, int32_t block) {
    int32_t first = block * classify_block_contacts;
    int32_t end = std::min(first + classify_block_contacts, contact_count);
    uint32_t* listed = &classified_contacts[first];
    uint8_t* walkers = &classified_walkers[first];
    int32_t count = 0;
    for (int32_t index = first; index < end; ++index) {
        int32_t set = constraint_set(noted[index]);
        listed[count] = static_cast<uint32_t>(set) << classified_set_shift | static_cast<uint32_t>(index - first);
        walkers[count] = static_cast<uint8_t>(set_walkers[std::max(set, 0)]);
        count += set >= 0;
    }
    classified_counts[block] = count;
}

namespace {

// Bit 8 k + 7 set where byte k of word is zero.
inline uint64_t zero_bytes(uint64_t word) {
    constexpr uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
    return ~(((word & low7) + low7) | word) & ~low7;
}

}  // namespace

void ContactSolver::fill_sets(const World& world, int32_t walker, int32_t walkers, bool classified, float inv_h) {
    if (classified) {
        fill_classified_sets(world, walker, inv_h);
    } else {
        for (int32_t index = 0; index < static_cast<int32_t>(world.contacts.size()); ++index) {
            int32_t set = constraint_set(constraint_bodies(world.contacts[index]));
            if (set < 0) continue;
            const Contact& contact = world.contacts[index];
            add_to_set(world, set, index, body_refs[contact.edges[0].body], body_refs[contact.edges[1].body], inv_h);
        }
    }
    close_sets(walker, walkers);
}

void ContactSolver::fill_classified_sets(const World& world, int32_t walker, float inv_h) {
    // A walker reads only the contacts that make a constraint: on the
    // tumbler, 4,000 of 16,000 (the rest only near). Its own may lie
    // scattered among the other walkers' (every other one, on the
    // tumbler): it finds those of a block eight walker bytes at a time,
    // without a branch for each, then fills them, asking for their records
    // a few contacts ahead, as many were last written by collide on
    // another core. Each walker had gone over a set for every contact, and
    // the two-worker tumbler's prepare took 45 to 75 us more (the step
    // 1.03 times as long, bench-paired in both orders).
    constexpr uint32_t place_mask = (uint32_t{1} << classified_set_shift) - 1;
    uint64_t pattern = uint64_t{0x0101010101010101} * static_cast<uint8_t>(walker);
    uint32_t own[classify_block_contacts];
    for (size_t block = 0; block < classified_counts.size(); ++block) {
        int32_t first = static_cast<int32_t>(block) * classify_block_contacts;
        const uint32_t* listed = &classified_contacts[first];
        const uint8_t* walkers = &classified_walkers[first];
        int32_t count = classified_counts[block];
        int32_t own_count = 0;
        for (int32_t k = 0; k < count; k += 8) {
            uint64_t word;
            std::memcpy(&word, walkers + k, sizeof word);
            uint64_t hits = zero_bytes(word ^ pattern);
            if (count - k < 8) hits &= (uint64_t{1} << (8 * (count - k))) - 1;
            for (; hits != 0; hits &= hits - 1) own[own_count++] = listed[k + (__builtin_ctzll(hits) >> 3)];
        }
        for (int32_t k = 0; k < own_count; ++k) {
            if (k + fill_lookahead < own_count) {
                prefetch_lines<for_read>(
                    world.contacts[first + static_cast<int32_t>(own[k + fill_lookahead] & place_mask)]);
            }
            int32_t index = first + static_cast<int32_t>(own[k] & place_mask);
            int32_t set = static_cast<int32_t>(own[k] >> classified_set_shift);
            const Contact& contact = world.contacts[index];
            add_to_set(world, set, index, body_refs[contact.edges[0].body], body_refs[contact.edges[1].body], inv_h);
        }
    }
}

// Inlined, with what it calls (declared inline for that), into both
// walks, fill_sets' own and fill_classified_sets: with two callers GCC
// left add_to_set or add_constraint out of line, a call for each contact,
// and prepare took 5 to 10% longer.
__attribute__((always_inline)) inline void ContactSolver::add_to_set(const World& world, int32_t set, int32_t index,
                                                                     const SolverBodyRef& body_a,
                                                                     const SolverBodyRef& body_b, float inv_h) {
    const Contact& contact = world.contacts[index];
    // Only a solved body that impulses cannot move has the two indices differ.
    if (body_a.solver_index != body_a.movable_index || body_b.solver_index != body_b.movable_index) {
        pools[tile_pools[set]].reads_immovable = true;
    }
    if (contact.restitution > 0.0f) pools[tile_pools[set]].bounces = true;
    ConstraintBodies movable = {body_a.movable_index, body_b.movable_index, contact.point_count > 1};
    int32_t group_index;
    if (set < tile_count) {
        group_index = graph.add(movable);
    } else {
        int32_t level = seam_level(set);
        group_index = seam_graphs[level].add(movable);
        pools[tile_pools[set]].seam_bodies.push_back({movable.a, movable.b, level});
    }
    ConstraintGroup& group = groups[static_cast<size_t>(set) * ConstraintGraph::group_count + group_index];
    bool alone = group_index == ConstraintGraph::overflow_group;
    with_pool(set, group_index, [&](auto& pool) {
        add_constraint(pool, group, alone, index, world, body_a, body_b, bodies.data(), inv_h);
    });
}

void ContactSolver::close_sets(int32_t walker, int32_t walkers) {
    for (int32_t set = 0; set < set_count(); ++set) {
        if (set_walkers[set] != walker) continue;
        for (int32_t graph_group = 0; graph_group < ConstraintGraph::group_count; ++graph_group) {
            const ConstraintGroup& group =
                groups[static_cast<size_t>(set) * ConstraintGraph::group_count + graph_group];
            with_pool(set, graph_group, [&](auto& blocks) { close_group(blocks, group, bodies.data()); });
        }
    }
    // Leaves the seams' graphs empty for the next step.
    std::vector<SeamBodies>& seam_bodies = pools[seam_pool(walker, walkers)].seam_bodies;
    for (const SeamBodies& movable : seam_bodies) seam_graphs[movable.level].remove({movable.a, movable.b, false});
    seam_bodies.clear();
}

void ContactSolver::list_seam_chunks() {
    seam_chunks.clear();
    seam_group_starts.clear();
    seam_group_blocks.clear();
    int32_t blocks = 0;
    for (int32_t set = tile_count; set < set_count(); ++set) {
        for (int32_t graph_group = 0; graph_group < ConstraintGraph::group_count; ++graph_group) {
            seam_group_starts.push_back(static_cast<int32_t>(seam_chunks.size()));
            seam_group_blocks.push_back(blocks);
            const ConstraintGroup& group =
                groups[static_cast<size_t>(set) * ConstraintGraph::group_count + graph_group];
            with_pool(set, graph_group, [&](auto& pool) {
                int32_t block_count = group.block_count();
                blocks += block_count;
                for (int32_t chunk = group.first_chunk; chunk >= 0; chunk = pool.next_chunks[chunk]) {
                    seam_chunks.push_back({chunk, std::min(block_count, chunk_blocks)});
                    block_count -= chunk_blocks;
                }
            });
        }
    }
    seam_group_starts.push_back(static_cast<int32_t>(seam_chunks.size()));
    seam_group_blocks.push_back(blocks);
}

template <typename Run>
void ContactSolver::for_each_set_chunk(int32_t set, Run& run) {
    for (int32_t graph_group = 0; graph_group < ConstraintGraph::group_count; ++graph_group) {
        bool independent = graph_group != ConstraintGraph::overflow_group;
        const ConstraintGroup& group = groups[static_cast<size_t>(set) * ConstraintGraph::group_count + graph_group];
        with_pool(set, graph_group, [&](auto& pool) { for_each_group_chunk(pool, group, independent, run); });
    }
}

template <typename Run>
void ContactSolver::for_each_chunk(Run run) {
    for (int32_t set = 0; set < set_count(); ++set) for_each_set_chunk(set, run);
}

template <typename Run>
void ContactSolver::for_each_seam_chunk(int32_t seam, int32_t graph_group, int32_t first, int32_t end, Run& run) {
    if (first >= end) return;
    bool independent = graph_group != ConstraintGraph::overflow_group;
    with_pool(tile_count + seam, graph_group, [&](auto& pool) {
        for (int32_t k = first; k < end; ++k) {
            size_t block = static_cast<size_t>(seam_chunks[k].chunk) * chunk_blocks;
            run(&pool.blocks[block], &pool.records[block], seam_chunks[k].block_count, independent);
        }
    });
}

template <typename Run>
void ContactSolver::for_each_seam_chunk(Workers& workers, int32_t seam, Run& run) {
    const int32_t* starts = &seam_group_starts[static_cast<size_t>(seam) * ConstraintGraph::group_count];
    const int32_t* blocks = &seam_group_blocks[static_cast<size_t>(seam) * ConstraintGraph::group_count];
    for (int32_t color = 0; color < ConstraintGraph::color_count; ++color) {
        int32_t narrow = 2 * color;  // and narrow + 1, the colour's wide group
        int32_t first = starts[narrow];
        int32_t first_wide = starts[narrow + 1];
        int32_t end = starts[narrow + 2];
        if (end == first) continue;
        auto solve_chunks = [&](int32_t start, int32_t stop) {
            for_each_seam_chunk(seam, narrow, first + start, std::min(first + stop, first_wide), run);
            for_each_seam_chunk(seam, narrow + 1, std::max(first + start, first_wide), first + stop, run);
        };
        if (blocks[narrow + 2] - blocks[narrow] <= seam_blocks_per_task) {
            solve_chunks(0, end - first);
        } else {
            workers.parallel_for(end - first, seam_chunks_per_task, solve_chunks);
        }
    }
    int32_t overflow = ConstraintGraph::overflow_group;
    for_each_seam_chunk(seam, overflow, starts[overflow], starts[overflow + 1], run);
}

template <typename Run>
void ContactSolver::for_each_chunk(Workers& workers, Run run) {
    // The tiles share no movable body, so they run at once, each in its
    // own order; then the seams, height after height. The seams of one
    // height share no movable body either: with one for each worker or
    // more, and more than seam_blocks_per_task blocks among them, they run
    // at once, each whole, and in home runs, so a worker meets the bodies
    // of its own tiles; else each runs across the workers, colour after
    // colour, the chunks of a colour at once, one wait for the workers per
    // colour of more than seam_blocks_per_task blocks (a smaller one runs
    // on this thread). Every constraint meets the same body states as when
    // one thread runs it all in order.
    auto solve_sets = [&](int32_t first, int32_t end) {
        for (int32_t set = first; set < end; ++set) for_each_set_chunk(set, run);
    };
    workers.parallel_for_home_runs(tile_count, 1, solve_sets);
    for (int32_t level = 0; level < tile_seams.level_count(); ++level) {
        int32_t first = tile_seams.level_start(level);
        int32_t end = tile_seams.level_start(level + 1);
        int32_t blocks = seam_group_blocks[static_cast<size_t>(end) * ConstraintGraph::group_count] -
                         seam_group_blocks[static_cast<size_t>(first) * ConstraintGraph::group_count];
        if (blocks == 0) continue;
        if (end - first >= workers.count() && blocks > seam_blocks_per_task) {
            auto solve_seams = [&](int32_t start, int32_t stop) {
                solve_sets(tile_count + first + start, tile_count + first + stop);
            };
            workers.parallel_for_home_runs(end - first, 1, solve_seams);
        } else {
            for (int32_t seam = first; seam < end; ++seam) for_each_seam_chunk(workers, seam, run);
        }
    }
}

namespace {

// What warm_start and solve do with a chunk of blocks, over all tiles or one.
auto warm_start_chunk(BodyState* states) {
    return [states](auto* blocks, auto*, int32_t count, bool) { warm_start_blocks(blocks, count, states); };
}

auto solve_chunk(BodyState* states, const SolvePass& pass) {
    return [states, pass](auto* blocks, auto* records, int32_t count, bool independent) {
        solve_blocks(blocks, records, count, independent, states, pass);
    };
}

}  // namespace

void ContactSolver::warm_start(Workers& workers) {
    for_each_chunk(workers, warm_start_chunk(bodies.data()));
}

void ContactSolver::solve(Workers& workers, float inv_h, float push_max_speed, bool use_bias) {
    for_each_chunk(workers, solve_chunk(bodies.data(), {inv_h, push_max_speed, use_bias, softness}));
}

void ContactSolver::warm_start_tile(int32_t tile) {
    auto run = warm_start_chunk(bodies.data());
    for_each_set_chunk(tile, run);
}

void ContactSolver::solve_tile(int32_t tile, float inv_h, float push_max_speed, bool use_bias) {
    auto run = solve_chunk(bodies.data(), {inv_h, push_max_speed, use_bias, softness});
    for_each_set_chunk(tile, run);
}

int32_t ContactSolver::first_tile_body(int32_t tile) const {
    return split.first_body(tile, static_cast<int32_t>(bodies.size()));
}

void ContactSolver::apply_restitution(Workers& workers, float threshold) {
    // Without a bouncing constraint the pass would only read every record's
    // restitution, find it zero and leave the block.
    if (!bounces) return;
    BodyState* states = bodies.data();
    for_each_chunk(workers, [states, threshold](auto* blocks, auto* records, int32_t count, bool) {
        restitution_blocks(blocks, records, count, states, threshold);
    });
}

void ContactSolver::store_impulses(World& world) {
    // In pool order: the blocks stream past, and each contact's impulses
    // are visited once, written by whichever worker holds its block.
    LargeVector<ContactImpulses>& impulses = world.contact_impulses;
    for_each_chunk(world.workers, [&impulses](auto* blocks, auto* records, int32_t count, bool) {
        for (int32_t k = 0; k < count; ++k) store_block_impulses(blocks[k], records[k], impulses);
    });
}

void ContactSolver::collect_hit_events(World& world) {
    world.hit_events.clear();
    // Contact scenes without a shape that asks pay nothing for the pass.
    if (world.hit_event_shape_count == 0) return;
    const float threshold = world.settings.hit_event_threshold;
    for_each_chunk([&](auto*, auto* records, int32_t count, bool) {
        for (int32_t k = 0; k < count; ++k) {
            const auto& record = records[k];
            constexpr int point_count = static_cast<int>(sizeof(record.points) / sizeof(record.points[0]));
            for (int lane = 0; lane < lane_count; ++lane) {
                if (record.contact[lane] < 0) continue;
                const Contact& contact = world.contacts[record.contact[lane]];
                if (!world.shapes[contact.shape_a].enable_hit_events && !world.shapes[contact.shape_b].enable_hit_events)
                    continue;
                int fastest = -1;
                float fastest_speed = threshold;
                for (int i = 0; i < point_count && i < contact.point_count; ++i) {
                    // relative_velocity is negative while approaching; a point
                    // that got no impulse never really struck.
                    float speed = -record.points[i].relative_velocity[lane];
                    if (speed > fastest_speed && record.points[i].step_normal_impulse[lane] > 0.0f) {
                        fastest = i;
                        fastest_speed = speed;
                    }
                }
                if (fastest >= 0) {
                    world.hit_events.push_back(
                        {contact_event(world, contact), contact.points[fastest].point, contact.normal, fastest_speed});
                }
            }
        }
    });
    // Pool order follows the constraint graph; shape order is plainer to read.
    std::sort(world.hit_events.begin(), world.hit_events.end(), [](const HitEvent& a, const HitEvent& b) {
        return a.shapes.shape_a != b.shapes.shape_a ? a.shapes.shape_a < b.shapes.shape_a
                                                    : a.shapes.shape_b < b.shapes.shape_b;
    });
}

}  // namespace r2d
