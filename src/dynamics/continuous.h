// Continuous collision: the step moves each body in one jump, so a body
// that travelled further than half its thinnest shape may have jumped
// through something thin. Such a body is swept from its pose before the
// step to its pose after, against static and kinematic shapes (and other
// dynamic ones too if it is a bullet), and put back at the first touch,
// keeping its velocity: the next step's speculative contacts then stop
// it. A body that moved less than that costs one comparison.
#pragma once

#include <cstdint>

#include "core/math.h"

namespace r2d {

struct World;
struct Body;

// A body that moved far this step, with its pose before the step.
struct FastBody {
    int32_t body;
    Vec2 center1;
    Rot q1;
};

// Whether a dynamic body that moved its centre by travel and turned at
// spin (rad/s) over dt must be swept.
bool moved_far(const Body& body, Vec2 travel, float spin, float dt);

// Sweeps the world's fast bodies (StepScratch::fast_bodies), the bullets
// last so that they see the others where they ended, and then updates
// their shapes' boxes and broadphase proxies, which finalize left for this.
void solve_continuous(World& world, float dt);

}  // namespace r2d
