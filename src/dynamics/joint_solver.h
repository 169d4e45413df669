// Runs the joints inside the contact solver's sub-steps: prepared once a
// step, then warm started, solved and relaxed before the contacts of each
// sub-step. Plain revolute joints go in blocks (joint_blocks.h); the rest
// are solved one after another in slot order. Either way the order depends
// only on the calls made.
#pragma once

#include <cstdint>
#include <vector>

#include "dynamics/joint.h"
#include "dynamics/joint_blocks.h"

namespace r2d {

struct World;

struct JointSolver {
    std::vector<int32_t> active;  // joints solved this step, in slot order
    JointContext context;

    // Picks the joints with a solved body and prepares them; bodies must
    // have their solver indices for the step.
    void prepare(World& world, float h);
    void warm_start(World& world, BodyState* states);
    void solve(World& world, BodyState* states, bool use_bias);
    // Writes back what the blocks kept of the step.
    void store(World& world) const;

private:
    std::vector<int32_t> singles;  // the active joints solved one by one
    PointJointBlocks point_blocks;  // the others, eight at a time
};

}  // namespace r2d
