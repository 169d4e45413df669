// A sub-step's integration of the solver's bodies: their velocities from
// the step's drives (gravity, applied forces, damping) before the passes
// over the constraints, their motion from their velocities after the
// solve. Each body is integrated alone, so any split of the bodies into
// ranges gives the same bits, and so does integrating each solver tile's
// bodies just before the pass over that tile's constraints, when those
// read no body of another tile (ContactSolver::warm_start and solve).
#pragma once

#include <cstdint>

namespace r2d {

struct BodyState;
struct SubstepDrive;
struct World;

// The fastest a body may move and turn in a sub-step.
struct SpeedLimits {
    float speed = 0.0f;
    float spin = 0.0f;
};

// The world's limits for a sub-step of length h.
SpeedLimits speed_limits(const World& world, float h);

// Over the solver bodies [start, end).
void integrate_velocities(const SubstepDrive* drives, BodyState* states, SpeedLimits limits, int32_t start,
                          int32_t end);
void integrate_positions(BodyState* states, SpeedLimits limits, float h, int32_t start, int32_t end);

// One of the two, still to be run over some range of solver bodies, or none.
struct BodyIntegration {
    enum class Kind : uint8_t { none, velocities, positions };
    Kind kind = Kind::none;
    const SubstepDrive* drives = nullptr;  // for velocities
    SpeedLimits limits;
    float h = 0.0f;

    void run(BodyState* states, int32_t start, int32_t end) const;
};

}  // namespace r2d
