// Plain revolute joints, eight at a time.
//
// A revolute joint with no spring, limit or motor is only its point
// constraint, and such joints make up the bulk of chains, bridges, cloth
// and grids. Solved one by one, each waited on the last one's stores
// (joint_grid spent three quarters of its step there). Here they are
// coloured like contacts, so that the joints of one colour share no body
// that can move, and packed into blocks of lane_count joints that the
// kernels solve with one vector operation per formula, as the contact
// solver does. Joints that find no colour, and every other joint, are
// solved one by one (joint_solver.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "core/large_vector.h"
#include "dynamics/constraint_graph.h"
#include "dynamics/solver_lanes.h"

namespace r2d {

struct BodyState;
class Workers;
struct Joint;
struct JointContext;
struct World;

struct PointJointBlock {
    int32_t body_a[lane_count];  // lane_body (body_lanes.h)
    int32_t body_b[lane_count];
    int32_t joint[lane_count];   // joint index, -1 for an empty lane
    FloatW anchor_a_x, anchor_a_y, anchor_b_x, anchor_b_y;  // from the centres of mass, at the step's start
    FloatW delta_x, delta_y;                                // B's centre of mass minus A's, at the step's start
    FloatW impulse_x, impulse_y;                            // accumulated, warm started
    FloatW inv_mass_a, inv_inertia_a, inv_mass_b, inv_inertia_b;
};

struct PointJointBlocks {
    // Colour after colour: a block's lanes share no movable body, and the
    // blocks are solved in order, so any block may follow any other.
    LargeVector<PointJointBlock> blocks;

    // Is this joint one the blocks take, when it finds a colour?
    static bool takes(const Joint& joint);

    // Starts a step's colouring over body_count solver bodies.
    void begin(int32_t body_count);
    // Colours a prepared joint; false when no colour is free, and the
    // joint must be solved on its own.
    bool add(const Joint& joint, int32_t joint_index);
    // Packs the coloured joints into blocks, colour after colour, each in
    // the order added.
    void pack(const World& world);

    // Each colour's blocks across the workers, colour after colour.
    void warm_start(Workers& workers, BodyState* states) const;
    void solve(Workers& workers, BodyState* states, const JointContext& context, bool use_bias);
    // Writes the impulses back to the joints, to start the next step and
    // to be reported.
    void store(World& world) const;

private:
    ConstraintGraph graph;
    std::vector<int32_t> colored;     // joint index and colour, in pairs, in the order added
    std::vector<int32_t> color_ends;  // per colour, one past its last block; set by pack
    // Calls run(first block, block count) over each colour's blocks in
    // turn, the blocks of one colour across the workers.
    template <typename Run>
    void for_each_color(Workers& workers, Run run) const;
    std::vector<int32_t> filled;      // scratch of pack: per colour, lanes filled
};

}  // namespace r2d
