#include "dynamics/body_integration.h"

#include <algorithm>
#include <cmath>

#include "dynamics/contact_solver.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

// No body may cross more than this many metres in a sub-step; keeps absurd
// forces from overflowing positions.
constexpr float max_translation_per_substep = 4.0f;
constexpr float max_rotation_per_substep = 0.25f * pi;

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

}  // namespace

SpeedLimits speed_limits(const World& world, float h) {
    return {std::min(world.settings.max_linear_speed, max_translation_per_substep / h), max_rotation_per_substep / h};
}

void integrate_velocities(const SubstepDrive* drives, BodyState* states, SpeedLimits limits, int32_t start,
                          int32_t end) {
    for (int32_t i = start; i < end; ++i) {
        const SubstepDrive& drive = drives[i];
        BodyState& state = states[i];
        state.v = clamp_speed(drive.linear_damping * (state.v + drive.dv), limits.speed);
        state.w = clamp_spin(drive.angular_damping * (state.w + drive.dw), limits.spin);
    }
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

void BodyIntegration::run(BodyState* states, int32_t start, int32_t end) const {
    if (kind == Kind::velocities) integrate_velocities(drives, states, limits, start, end);
    if (kind == Kind::positions) integrate_positions(states, limits, h, start, end);
}

}  // namespace r2d
