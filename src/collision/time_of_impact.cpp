#include "collision/time_of_impact.h"

#include <cmath>

#include "collision/distance.h"

namespace r2d {

namespace {

// A head-on approach takes one or two advances; a shape that turns while
// it grazes a corner converges slowest, and the cap then reports the last
// safe fraction, which leaves the gap wider than target, never narrower.
constexpr int max_toi_iterations = 32;

}  // namespace

Transform sweep_transform(const Sweep& sweep, float t) {
    Transform xf;
    xf.q = mul_rot(make_rot(t * sweep.turn), sweep.q1);
    xf.p = lerp(sweep.center1, sweep.center2, t) - rotate(xf.q, sweep.local_center);
    return xf;
}

float time_of_impact(const ToiInput& input) {
    Vec2 travel = input.sweep.center2 - input.sweep.center1;
    float turn_speed = std::fabs(input.sweep.turn) * input.extent;
    float tolerance = 0.25f * input.target;
    float t = 0.0f;
    for (int iteration = 0; iteration < max_toi_iterations; ++iteration) {
        ConvexProxy moving = place_proxy(input.moving, sweep_transform(input.sweep, t));
        ProxyDistance gap = proxy_distance(moving, input.still);
        if (gap.distance < input.target + tolerance) return t;
        // No point of the moving shape closes on the still one faster, per
        // unit of fraction, than the centre does along the normal between
        // the closest points plus the turn does at the farthest point.
        float closing_speed = dot(travel, gap.normal) + turn_speed;
        if (closing_speed <= 0.0f) return 1.0f;
        t += (gap.distance - input.target) / closing_speed;
        if (!(t < 1.0f)) return 1.0f;
    }
    return t;
}

}  // namespace r2d
