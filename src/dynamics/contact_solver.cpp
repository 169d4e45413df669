#include "dynamics/contact_solver.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "dynamics/world.h"

// The block loops are built twice on x86-64, for AVX (eight floats a
// register; an AVX2 build measured no faster) and for plain SSE2, and the
// loader picks one for the machine. Both do the same arithmetic.
#if defined(__x86_64__) && defined(__ELF__)
#define R2D_LANE_KERNEL __attribute__((target_clones("avx", "default")))
#else
#define R2D_LANE_KERNEL
#endif

namespace r2d {

namespace {

// Below this slip speed a contact sticks and uses static friction.
constexpr float sticking_speed = 0.01f;

const BodyState fixed_body_state = {};

// The bodies of one side of a block, a lane per constraint; fields in
// BodyState order.
struct BodyLanes {
    FloatW v_x, v_y, w, pad;
    FloatW dp_x, dp_y, dq_c, dq_s;
};
static_assert(sizeof(BodyState) == sizeof(float) * lane_count, "a body state is one row of the transpose");
static_assert(sizeof(BodyLanes) == sizeof(FloatW) * 8, "body lanes are the transposed rows");

R2D_LANE_INLINE BodyLanes gather(const BodyState* bodies, const int32_t (&index)[lane_count]) {
    FloatW rows[8];
    for (int i = 0; i < lane_count; ++i) {
        const BodyState& state = index[i] >= 0 ? bodies[index[i]] : fixed_body_state;
        // One aligned load; a copy through memory would stall on forwarding.
        rows[i] = *reinterpret_cast<const FloatWAlias*>(&state);
    }
    transpose(rows);
    BodyLanes lanes;
    std::memcpy(&lanes, rows, sizeof(lanes));
    return lanes;
}

// Gathers only the velocities (and pad), for passes that neither read nor
// change the motion since the step began.
R2D_LANE_INLINE BodyLanes gather_velocities(const BodyState* bodies, const int32_t (&index)[lane_count]) {
    Float4 velocities[lane_count];
    for (int i = 0; i < lane_count; ++i) {
        const BodyState& state = index[i] >= 0 ? bodies[index[i]] : fixed_body_state;
        std::memcpy(&velocities[i], &state, sizeof(Float4));
    }
    FloatW rows[4];
    transpose_from_quads(velocities, rows);
    BodyLanes lanes = {};
    std::memcpy(&lanes, rows, sizeof(rows));
    return lanes;
}

// Writes back the velocities (and a zero pad); the motion since the step
// began is only changed by integrate_positions.
R2D_LANE_INLINE void scatter(BodyState* bodies, const int32_t (&index)[lane_count], const BodyLanes& lanes) {
    const FloatW rows[4] = {lanes.v_x, lanes.v_y, lanes.w, FloatW{}};
    Float4 velocities[lane_count];
    transpose_to_quads(rows, velocities);
    for (int i = 0; i < lane_count; ++i) {
        if (index[i] >= 0) std::memcpy(static_cast<void*>(&bodies[index[i]]), &velocities[i], sizeof(Float4));
    }
}

// Velocity of B's anchor point relative to A's, along the direction (x, y).
R2D_LANE_INLINE FloatW relative_speed(const BodyLanes& a, const BodyLanes& b, const PointLanes& p, FloatW x, FloatW y) {
    FloatW dv_x = (b.v_x - b.w * p.anchor_b_y) - (a.v_x - a.w * p.anchor_a_y);
    FloatW dv_y = (b.v_y + b.w * p.anchor_b_x) - (a.v_y + a.w * p.anchor_a_x);
    return dv_x * x + dv_y * y;
}

// Applies the impulse (x, y) to B and its opposite to A at the anchors.
R2D_LANE_INLINE void apply_impulse(const ConstraintBlock& c, const PointLanes& p, BodyLanes& a, BodyLanes& b, FloatW x,
                                   FloatW y) {
    a.v_x -= c.inv_mass_a * x;
    a.v_y -= c.inv_mass_a * y;
    a.w -= c.inv_inertia_a * (p.anchor_a_x * y - p.anchor_a_y * x);
    b.v_x += c.inv_mass_b * x;
    b.v_y += c.inv_mass_b * y;
    b.w += c.inv_inertia_b * (p.anchor_b_x * y - p.anchor_b_y * x);
}

// Applies one block's last impulses; point_count as for solve_block.
template <int point_count>
R2D_LANE_INLINE void warm_start_block(const ConstraintBlock& c, BodyState* bodies) {
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

R2D_LANE_KERNEL
void warm_start_blocks(const ConstraintBlock* blocks, int32_t block_count, bool wide, BodyState* bodies) {
    for (int32_t k = 0; k < block_count; ++k) {
        if (wide) {
            warm_start_block<2>(blocks[k], bodies);
        } else {
            warm_start_block<1>(blocks[k], bodies);
        }
    }
}

// What every block of one solver pass uses.
struct SolvePass {
    float inv_h;
    float push_max_speed;
    bool use_bias;
};

// Solves n blocks that share no body, whose contacts have at most
// point_count points; constant counts let the compiler unroll the loops.
// Each block is one long chain of dependent operations; interleaving the
// formulas of independent blocks keeps the processor busy.
template <int point_count, int n>
R2D_LANE_INLINE void solve_block(ConstraintBlock* blocks, BodyState* bodies, const SolvePass& pass) {
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
        const ConstraintBlock& c = blocks[j];
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
            ConstraintBlock& c = blocks[j];
            PointLanes& p = c.points[i];
            FloatW s = separation[i][j];

            // Still apart: allow closing exactly the gap this sub-step.
            MaskW apart = s > zero;
            FloatW bias = apart ? s * pass.inv_h : zero;
            FloatW mass_scale = one;
            FloatW impulse_scale = zero;
            if (pass.use_bias) {
                bias = apart ? bias : max_lanes(c.bias_rate * s, splat(-pass.push_max_speed));
                mass_scale = apart ? one : c.mass_scale;
                impulse_scale = apart ? zero : c.impulse_scale;
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
            ConstraintBlock& c = blocks[j];
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
                PointLanes& p = blocks[j].points[i];
                p.step_normal_impulse += p.normal_impulse;
                p.step_tangent_impulse += p.tangent_impulse;
            }
        }
        scatter(bodies, blocks[j].body_a, a[j]);
        scatter(bodies, blocks[j].body_b, b[j]);
    }
}

// Pairs of blocks only where the blocks share no body.
template <int point_count>
R2D_LANE_INLINE void solve_group_blocks(ConstraintBlock* blocks, int32_t block_count, bool independent,
                                        BodyState* bodies, const SolvePass& pass) {
    int32_t k = 0;
    for (; independent && k + 2 <= block_count; k += 2) solve_block<point_count, 2>(blocks + k, bodies, pass);
    for (; k < block_count; ++k) solve_block<point_count, 1>(blocks + k, bodies, pass);
}

R2D_LANE_KERNEL
void solve_blocks(ConstraintBlock* blocks, int32_t block_count, bool wide, bool independent, BodyState* bodies,
                  const SolvePass& pass) {
    if (wide) {
        solve_group_blocks<2>(blocks, block_count, independent, bodies, pass);
    } else {
        solve_group_blocks<1>(blocks, block_count, independent, bodies, pass);
    }
}

R2D_LANE_KERNEL
void restitution_blocks(ConstraintBlock* blocks, int32_t block_count, bool wide, BodyState* bodies, float threshold) {
    const FloatW zero = {};
    for (int32_t k = 0; k < block_count; ++k) {
        ConstraintBlock& c = blocks[k];
        MaskW bouncy = c.restitution != zero;
        if (!any_lane(bouncy)) continue;
        BodyLanes a = gather_velocities(bodies, c.body_a);
        BodyLanes b = gather_velocities(bodies, c.body_b);
        for (int32_t i = 0; i < (wide ? 2 : 1); ++i) {
            PointLanes& p = c.points[i];
            // Slow approaches do not bounce, and points that never pushed
            // (speculative ones) have nothing to bounce from.
            MaskW bounces = bouncy & ~(p.relative_velocity > splat(-threshold)) & (p.max_normal_impulse != zero);
            FloatW vn = relative_speed(a, b, p, c.normal_x, c.normal_y);
            FloatW impulse = -p.normal_mass * (vn + c.restitution * p.relative_velocity);
            FloatW accumulated = max_lanes(p.normal_impulse + impulse, zero);
            impulse = bounces ? accumulated - p.normal_impulse : zero;
            p.normal_impulse = bounces ? accumulated : p.normal_impulse;
            p.max_normal_impulse = max_lanes(p.max_normal_impulse, impulse);
            p.step_normal_impulse += impulse;

            apply_impulse(c, p, a, b, impulse * c.normal_x, impulse * c.normal_y);
        }
        scatter(bodies, c.body_a, a);
        scatter(bodies, c.body_b, b);
    }
}

ConstraintBlock make_empty_block() {
    ConstraintBlock block = {};
    std::fill(std::begin(block.body_a), std::end(block.body_a), -1);
    std::fill(std::begin(block.body_b), std::end(block.body_b), -1);
    return block;
}

const ConstraintBlock empty_block = make_empty_block();

// Empties one lane. A block is rows of lane_count four-byte fields, so the
// lane is every row's field at that lane, copied from the empty block.
void clear_lane(ConstraintBlock& c, int lane) {
    constexpr size_t row_bytes = lane_count * sizeof(float);
    static_assert(sizeof(ConstraintBlock) % row_bytes == 0, "a block is whole rows of lanes");
    auto* bytes = reinterpret_cast<unsigned char*>(&c);
    const auto* empty = reinterpret_cast<const unsigned char*>(&empty_block);
    for (size_t field = lane * sizeof(float); field < sizeof(ConstraintBlock); field += row_bytes) {
        std::memcpy(bytes + field, empty + field, sizeof(float));
    }
}

}  // namespace

SolverBodyRef ContactSolver::make_body_ref(const Body& body) {
    // A body the solver does not solve is immovable.
    if (body.solver_index < 0) return {};
    bool movable = body.inv_mass > 0.0f || body.inv_inertia > 0.0f;
    return {body.solver_index, movable ? body.solver_index : -1, body.inv_mass, body.inv_inertia};
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

// Asks for every cache line of a record that will be written soon.
template <typename Record>
void prefetch_for_write(const Record& record) {
    const char* first = reinterpret_cast<const char*>(&record);
    for (size_t offset = 0; offset < sizeof(Record); offset += 64) __builtin_prefetch(first + offset, 1);
}

// What prepare needs to know about the step.
struct StepConstants {
    Softness between_movable;  // the two contact softnesses
    Softness against_fixed;
};

// Writes one contact into one lane of its block: every field of the lane
// that the block's solver reads, so blocks need no clearing first, though
// the point fields that derive from several inputs are left for
// finish_block to work out for all lanes at once. Until then a point's
// friction holds the static one, its base separation the separation, and
// two fields that start the step at zero hold the dynamic friction and
// whether the point is present. A missing second point has no anchors
// and, finished, no mass: it applies nothing. Blocks of one-point
// contacts never read a second point.
void fill_lane(ConstraintBlock& c, int lane, int point_count, const Contact& contact, const SolverBodyRef& body_a,
               const SolverBodyRef& body_b, const StepConstants& step) {
    c.body_a[lane] = body_a.solver_index;
    c.body_b[lane] = body_b.solver_index;
    c.inv_mass_a[lane] = body_a.inv_mass;
    c.inv_inertia_a[lane] = body_a.inv_inertia;
    c.inv_mass_b[lane] = body_b.inv_mass;
    c.inv_inertia_b[lane] = body_b.inv_inertia;
    c.normal_x[lane] = contact.normal.x;
    c.normal_y[lane] = contact.normal.y;
    c.restitution[lane] = contact.restitution;
    bool fixed = body_a.inv_mass == 0.0f || body_b.inv_mass == 0.0f;
    const Softness& softness = fixed ? step.against_fixed : step.between_movable;
    c.bias_rate[lane] = softness.bias_rate;
    c.mass_scale[lane] = softness.mass_scale;
    c.impulse_scale[lane] = softness.impulse_scale;

    const ContactPoint missing_point;
    for (int i = 0; i < point_count; ++i) {
        bool present = i < contact.point_count;
        const ContactPoint& cp = present ? contact.points[i] : missing_point;
        PointLanes& p = c.points[i];
        p.anchor_a_x[lane] = cp.anchor_a.x;
        p.anchor_a_y[lane] = cp.anchor_a.y;
        p.anchor_b_x[lane] = cp.anchor_b.x;
        p.anchor_b_y[lane] = cp.anchor_b.y;
        p.normal_impulse[lane] = cp.warm_normal_impulse;
        p.tangent_impulse[lane] = cp.warm_tangent_impulse;
        p.step_tangent_impulse[lane] = 0.0f;
        p.base_separation[lane] = cp.separation;
        p.friction[lane] = contact.static_friction;
        p.max_normal_impulse[lane] = contact.dynamic_friction;
        p.step_normal_impulse[lane] = present ? 1.0f : 0.0f;
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
R2D_LANE_KERNEL
void finish_block(ConstraintBlock& c, bool wide, const BodyState* bodies) {
    const FloatW zero = {};
    BodyLanes a = gather_velocities(bodies, c.body_a);
    BodyLanes b = gather_velocities(bodies, c.body_b);
    FloatW normal_x = c.normal_x;
    FloatW normal_y = c.normal_y;
    FloatW tangent_x = normal_y;
    FloatW tangent_y = -normal_x;
    FloatW m_a = c.inv_mass_a, i_a = c.inv_inertia_a;
    FloatW m_b = c.inv_mass_b, i_b = c.inv_inertia_b;
    for (int i = 0; i < (wide ? 2 : 1); ++i) {
        PointLanes& p = c.points[i];
        MaskW present = p.step_normal_impulse != zero;
        FloatW dynamic_friction = p.max_normal_impulse;
        p.max_normal_impulse = zero;
        p.step_normal_impulse = zero;

        FloatW ra_x = p.anchor_a_x, ra_y = p.anchor_a_y;
        FloatW rb_x = p.anchor_b_x, rb_y = p.anchor_b_y;
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
        p.relative_velocity = normal_x * dv_x + normal_y * dv_y;
        FloatW slip = tangent_x * dv_x + tangent_y * dv_y;
        MaskW sliding = (slip > splat(sticking_speed)) | (slip < splat(-sticking_speed));
        p.friction = sliding ? dynamic_friction : p.friction;
    }
}
}  // namespace

void ContactSolver::prepare(World& world, float h) {
    const WorldSettings& settings = world.settings;
    // A contact spring stiffer than a quarter of the sub-step rate is not
    // resolved by the integrator and starts to ring.
    float contact_hertz = std::min(settings.contact_hertz, 0.25f / h);
    // Against immovable bodies all the correction falls on one side, so it
    // can be twice as stiff.
    StepConstants step = {make_softness(contact_hertz, settings.contact_damping_ratio, h),
                          make_softness(2.0f * contact_hertz, settings.contact_damping_ratio, h)};

    solved_contacts.clear();
    pool_slots.clear();
    int32_t tile_count = (static_cast<int32_t>(bodies.size()) >> tile_body_shift) + 1;
    groups.assign(static_cast<size_t>(tile_count) * ConstraintGraph::group_count, ConstraintGroup{});
    chunk_count = 0;
    // Room for every contact in full blocks plus a part-filled chunk per
    // group: reserved, not touched, so a steady scene never allocates
    // while its contacts move between colours.
    size_t max_chunks = world.contact_count / (lane_count * chunk_blocks) + groups.size();
    next_chunks.reserve(max_chunks);
    blocks.reserve(max_chunks * chunk_blocks);
    graph.begin(static_cast<int32_t>(bodies.size()));
    // One pass in contact order: the contacts are the larger records, and
    // each group's open block stays in cache while its lanes fill.
    for (int32_t index = 0; index < static_cast<int32_t>(world.contacts.size()); ++index) {
        const Contact& contact = world.contacts[index];
        // Points beyond touching count too: they stop fast bodies in time.
        if (!contact.in_use || contact.point_count == 0) continue;
        const SolverBodyRef& body_a = body_refs[contact.edges[0].body];
        const SolverBodyRef& body_b = body_refs[contact.edges[1].body];
        if (body_a.solver_index < 0 && body_b.solver_index < 0) continue;

        int32_t group_index = graph.add({body_a.movable_index, body_b.movable_index, contact.point_count > 1});
        // Unsigned, an unsolved body's -1 is the largest index: the minimum is the lower solved one.
        uint32_t lower_body =
            std::min(static_cast<uint32_t>(body_a.solver_index), static_cast<uint32_t>(body_b.solver_index));
        int32_t tile = static_cast<int32_t>(lower_body >> tile_body_shift);
        ConstraintGroup& group = groups[tile * ConstraintGraph::group_count + group_index];
        int32_t slot = group.slot_count;
        // An overflow constraint shares a body with every colour: it takes a block alone.
        bool alone = group_index == ConstraintGraph::overflow_group;
        group.slot_count += alone ? lane_count : 1;
        int32_t block = open_block(group, slot);
        int lane = slot % lane_count;
        // The group's next block fills some contacts later: its lines are
        // asked for now rather than missed one store at a time.
        if (lane == 0 && (block + 1) % chunk_blocks != 0) prefetch_for_write(blocks[block + 1]);
        bool wide = ConstraintGraph::is_wide(group_index);
        fill_lane(blocks[block], lane, wide ? 2 : 1, contact, body_a, body_b, step);
        for (int other = 1; alone && other < lane_count; ++other) clear_lane(blocks[block], other);
        // Finished while its lines are still in cache.
        if (alone || lane == lane_count - 1) finish_block(blocks[block], wide, bodies.data());
        solved_contacts.push_back(index);
        // One word, not a pair: a pair built on the stack and read back whole
        // stalled store forwarding.
        pool_slots.push_back(static_cast<uint32_t>(block * lane_count + lane));
    }
    // The lanes past each group's last slot hold last step's data.
    for (size_t g = 0; g < groups.size(); ++g) {
        const ConstraintGroup& group = groups[g];
        int filled = group.slot_count % lane_count;
        if (filled == 0) continue;  // empty, or its last block was finished full
        ConstraintBlock& last = blocks[group.last_chunk * chunk_blocks + group.slot_count / lane_count % chunk_blocks];
        for (int lane = filled; lane < lane_count; ++lane) clear_lane(last, lane);
        finish_block(last, ConstraintGraph::is_wide(g % ConstraintGraph::group_count), bodies.data());
    }
}

inline int32_t ContactSolver::open_block(ConstraintGroup& group, int32_t slot) {
    int32_t group_block = slot / lane_count;
    if (slot % lane_count == 0 && group_block % chunk_blocks == 0) {
        int32_t chunk = chunk_count++;
        // Never shrunk, so a steady scene reuses the pool without allocating.
        if (static_cast<int32_t>(next_chunks.size()) < chunk_count) {
            next_chunks.resize(chunk_count);
            blocks.resize(static_cast<size_t>(chunk_count) * chunk_blocks);
        }
        next_chunks[chunk] = -1;
        if (group.last_chunk >= 0) {
            next_chunks[group.last_chunk] = chunk;
        } else {
            group.first_chunk = chunk;
        }
        group.last_chunk = chunk;
    }
    return group.last_chunk * chunk_blocks + group_block % chunk_blocks;
}

template <typename Run>
void ContactSolver::for_each_chunk(Run run) {
    for (size_t g = 0; g < groups.size(); ++g) {
        const ConstraintGroup& group = groups[g];
        int32_t graph_group = static_cast<int32_t>(g % ConstraintGraph::group_count);
        bool wide = ConstraintGraph::is_wide(graph_group);
        bool independent = graph_group != ConstraintGraph::overflow_group;
        int32_t block_count = (group.slot_count + lane_count - 1) / lane_count;
        for (int32_t chunk = group.first_chunk; chunk >= 0; chunk = next_chunks[chunk]) {
            run(&blocks[static_cast<size_t>(chunk) * chunk_blocks], std::min(block_count, chunk_blocks), wide,
                independent);
            block_count -= chunk_blocks;
        }
    }
}

void ContactSolver::warm_start() {
    for_each_chunk([&](ConstraintBlock* first, int32_t count, bool wide, bool) {
        warm_start_blocks(first, count, wide, bodies.data());
    });
}

void ContactSolver::solve(float inv_h, float push_max_speed, bool use_bias) {
    SolvePass pass = {inv_h, push_max_speed, use_bias};
    for_each_chunk([&](ConstraintBlock* first, int32_t count, bool wide, bool independent) {
        solve_blocks(first, count, wide, independent, bodies.data(), pass);
    });
}

void ContactSolver::apply_restitution(float threshold) {
    for_each_chunk([&](ConstraintBlock* first, int32_t count, bool wide, bool) {
        restitution_blocks(first, count, wide, bodies.data(), threshold);
    });
}

void ContactSolver::store_impulses(World& world) const {
    // In contact order, like prepare.
    for (size_t k = 0; k < solved_contacts.size(); ++k) {
        const ConstraintBlock& c = blocks[pool_slots[k] / lane_count];
        int lane = pool_slots[k] % lane_count;
        Contact& contact = world.contacts[solved_contacts[k]];
        for (int i = 0; i < contact.point_count; ++i) {
            ContactPoint& cp = contact.points[i];
            cp.normal_impulse = c.points[i].step_normal_impulse[lane];
            cp.tangent_impulse = c.points[i].step_tangent_impulse[lane];
            cp.warm_normal_impulse = c.points[i].normal_impulse[lane];
            cp.warm_tangent_impulse = c.points[i].tangent_impulse[lane];
        }
    }
}

}  // namespace r2d
