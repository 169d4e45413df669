#include "dynamics/joint_blocks.h"

#include "dynamics/body_lanes.h"
#include "dynamics/joint.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

// Blocks a worker takes at once: 256 joints, more than handing them over costs.
constexpr int32_t point_blocks_per_task = 32;

bool moves_a(const JointBodies& m) {
    return impulses_move(m.inv_mass_a, m.inv_inertia_a);
}
bool moves_b(const JointBodies& m) {
    return impulses_move(m.inv_mass_b, m.inv_inertia_b);
}

struct AnchorLanes {
    FloatW ra_x, ra_y, rb_x, rb_y;
};

// The anchors now: the step's anchors turned by each body's rotation since.
R2D_LANE_INLINE AnchorLanes anchors_now(const PointJointBlock& c, const BodyLanes& a, const BodyLanes& b) {
    return {a.dq_c * c.anchor_a_x - a.dq_s * c.anchor_a_y, a.dq_s * c.anchor_a_x + a.dq_c * c.anchor_a_y,
            b.dq_c * c.anchor_b_x - b.dq_s * c.anchor_b_y, b.dq_s * c.anchor_b_x + b.dq_c * c.anchor_b_y};
}

R2D_LANE_INLINE void apply(const PointJointBlock& c, const AnchorLanes& r, BodyLanes& a, BodyLanes& b, FloatW x,
                           FloatW y) {
    apply_impulse_at(c, r.ra_x, r.ra_y, r.rb_x, r.rb_y, a, b, x, y);
}

R2D_LANE_INLINE void warm_start_point_blocks_lanes(const PointJointBlock* blocks, int32_t block_count,
                                                   BodyState* bodies) {
    for (int32_t k = 0; k < block_count; ++k) {
        const PointJointBlock& c = blocks[k];
        BodyLanes a = gather(bodies, c.body_a);
        BodyLanes b = gather(bodies, c.body_b);
        apply(c, anchors_now(c, a, b), a, b, c.impulse_x, c.impulse_y);
        scatter(bodies, c.body_a, a);
        scatter(bodies, c.body_b, b);
    }
}

// The same formulas as solve_point_soft (joint_parts.h), lane by lane.
R2D_LANE_INLINE void solve_point_blocks_lanes(PointJointBlock* blocks, int32_t block_count, BodyState* bodies,
                                              Softness soft, bool push) {
    FloatW bias_rate = splat(push ? soft.bias_rate : 0.0f);
    FloatW mass_scale = splat(soft.mass_scale);
    FloatW impulse_scale = splat(soft.impulse_scale);
    for (int32_t k = 0; k < block_count; ++k) {
        PointJointBlock& c = blocks[k];
        BodyLanes a = gather(bodies, c.body_a);
        BodyLanes b = gather(bodies, c.body_b);
        AnchorLanes r = anchors_now(c, a, b);
        FloatW speed_x = (b.v_x - b.w * r.rb_y) - (a.v_x - a.w * r.ra_y);
        FloatW speed_y = (b.v_y + b.w * r.rb_x) - (a.v_y + a.w * r.ra_x);
        FloatW rhs_x = speed_x + bias_rate * (((b.dp_x - a.dp_x) + c.delta_x) + (r.rb_x - r.ra_x));
        FloatW rhs_y = speed_y + bias_rate * (((b.dp_y - a.dp_y) + c.delta_y) + (r.rb_y - r.ra_y));

        FloatW masses = c.inv_mass_a + c.inv_mass_b;
        FloatW k11 = masses + r.ra_y * r.ra_y * c.inv_inertia_a + r.rb_y * r.rb_y * c.inv_inertia_b;
        FloatW k12 = -r.ra_y * r.ra_x * c.inv_inertia_a - r.rb_y * r.rb_x * c.inv_inertia_b;
        FloatW k22 = masses + r.ra_x * r.ra_x * c.inv_inertia_a + r.rb_x * r.rb_x * c.inv_inertia_b;
        FloatW det = k11 * k22 - k12 * k12;
        // An empty lane, or one whose bodies cannot move, has no mass: zero.
        MaskW solvable = det != 0.0f;
        FloatW inv_det = solvable ? 1.0f / (solvable ? det : splat(1.0f)) : splat(0.0f);
        FloatW solved_x = inv_det * (k22 * rhs_x - k12 * rhs_y);
        FloatW solved_y = inv_det * (k11 * rhs_y - k12 * rhs_x);

        FloatW x = -mass_scale * solved_x - impulse_scale * c.impulse_x;
        FloatW y = -mass_scale * solved_y - impulse_scale * c.impulse_y;
        c.impulse_x += x;
        c.impulse_y += y;
        apply(c, r, a, b, x, y);
        scatter(bodies, c.body_a, a);
        scatter(bodies, c.body_b, b);
    }
}

R2D_LANE_KERNEL(warm_start_point_blocks, (const PointJointBlock* blocks, int32_t block_count, BodyState* bodies),
                (blocks, block_count, bodies))
R2D_LANE_KERNEL(solve_point_blocks,
                (PointJointBlock* blocks, int32_t block_count, BodyState* bodies, Softness soft, bool push),
                (blocks, block_count, bodies, soft, push))

}  // namespace

bool PointJointBlocks::takes(const Joint& joint) {
    if (joint.type != JointType::revolute) return false;
    const AxisControls& axis = joint.kind.revolute.axis;
    return !axis.spring.enabled && !axis.limit.enabled && !axis.motor.enabled;
}

void PointJointBlocks::begin(int32_t body_count) {
    graph.begin(body_count);
    colored.clear();
}

bool PointJointBlocks::add(const Joint& joint, int32_t joint_index) {
    // Bodies that cannot be moved (inverse masses zero) never conflict.
    const JointBodies& m = joint.bodies;
    int32_t group = graph.add({moves_a(m) ? m.solver_a : -1, moves_b(m) ? m.solver_b : -1, false});
    if (group == ConstraintGraph::overflow_group) return false;
    colored.push_back(joint_index);
    colored.push_back(group / 2);
    return true;
}

void PointJointBlocks::pack(const World& world) {
    // Blocks per colour, then where each colour's blocks end.
    std::vector<int32_t>& ends = color_ends;
    ends.assign(ConstraintGraph::color_count, 0);
    for (size_t i = 1; i < colored.size(); i += 2) ends[colored[i]] += 1;
    int32_t used_colors = 0;
    int32_t block_count = 0;
    for (int32_t color = 0; color < ConstraintGraph::color_count; ++color) {
        if (ends[color] > 0) used_colors = color + 1;
        block_count += (ends[color] + lane_count - 1) / lane_count;
        ends[color] = block_count;
    }
    ends.resize(used_colors);
    blocks.assign(block_count, PointJointBlock{});
    for (PointJointBlock& block : blocks) {
        for (int lane = 0; lane < lane_count; ++lane) block.body_a[lane] = block.body_b[lane] = block.joint[lane] = -1;
    }

    // Fill each colour's blocks lane after lane, in the order added.
    filled.assign(used_colors, 0);
    for (size_t i = 0; i < colored.size(); i += 2) {
        int32_t color = colored[i + 1];
        int32_t first_block = color == 0 ? 0 : ends[color - 1];
        int32_t slot = filled[color]++;
        PointJointBlock& c = blocks[first_block + slot / lane_count];
        int lane = slot % lane_count;
        const Joint& joint = world.joints[colored[i]];
        const JointBodies& m = joint.bodies;
        c.joint[lane] = colored[i];
        c.body_a[lane] = lane_body(m.solver_a, moves_a(m));
        c.body_b[lane] = lane_body(m.solver_b, moves_b(m));
        c.anchor_a_x[lane] = joint.anchor_a.x;
        c.anchor_a_y[lane] = joint.anchor_a.y;
        c.anchor_b_x[lane] = joint.anchor_b.x;
        c.anchor_b_y[lane] = joint.anchor_b.y;
        c.delta_x[lane] = joint.delta_center.x;
        c.delta_y[lane] = joint.delta_center.y;
        c.impulse_x[lane] = joint.kind.revolute.point.impulse.x;
        c.impulse_y[lane] = joint.kind.revolute.point.impulse.y;
        c.inv_mass_a[lane] = m.inv_mass_a;
        c.inv_inertia_a[lane] = m.inv_inertia_a;
        c.inv_mass_b[lane] = m.inv_mass_b;
        c.inv_inertia_b[lane] = m.inv_inertia_b;
    }
}

template <typename Run>
void PointJointBlocks::for_each_color(Workers& workers, Run run) const {
    int32_t start = 0;
    for (int32_t end : color_ends) {
        auto run_range = [&run, start](int32_t first, int32_t last) { run(start + first, last - first); };
        workers.parallel_for(end - start, point_blocks_per_task, run_range);
        start = end;
    }
}

void PointJointBlocks::warm_start(Workers& workers, BodyState* states) const {
    const PointJointBlock* first = blocks.data();
    for_each_color(workers, [first, states](int32_t block, int32_t count) {
        warm_start_point_blocks(first + block, count, states);
    });
}

void PointJointBlocks::solve(Workers& workers, BodyState* states, const JointContext& context, bool use_bias) {
    PointJointBlock* first = blocks.data();
    Softness softness = use_bias ? context.rigid : Softness{};
    for_each_color(workers, [first, states, softness, use_bias](int32_t block, int32_t count) {
        solve_point_blocks(first + block, count, states, softness, use_bias);
    });
}

void PointJointBlocks::store(World& world) const {
    for (const PointJointBlock& c : blocks) {
        for (int lane = 0; lane < lane_count; ++lane) {
            if (c.joint[lane] < 0) continue;
            world.joints[c.joint[lane]].kind.revolute.point.impulse = {c.impulse_x[lane], c.impulse_y[lane]};
        }
    }
}

}  // namespace r2d
