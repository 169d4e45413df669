#include "collision/shape_cast.h"

#include "collision/distance.h"

namespace r2d {

namespace {

// Advancement closes most gaps in a few steps (a face in one); a grazing
// approach to a rounded corner converges slowest, and the cap then
// reports the touch from the last safe position.
constexpr int max_cast_iterations = 32;

}  // namespace

bool shape_cast(const ConvexProxy& still, const ShapeCastInput& input, RayHit* out) {
    float touching = still.radius + input.moving.radius;
    float fraction = 0.0f;
    for (int iteration = 0;; ++iteration) {
        ConvexProxy moving = translate_proxy(input.moving, fraction * input.translation);
        CoreDistance core = core_distance(still, moving);
        float gap = core.distance - touching;
        if (gap < cast_tolerance || iteration == max_cast_iterations) {
            if (core.distance > 0.0f) {
                out->normal = (1.0f / core.distance) * (core.point_b - core.point_a);
                out->point = core.point_a + still.radius * out->normal;
            } else {
                out->normal = -normalize(input.translation);
                out->point = core.point_a;
            }
            out->fraction = fraction;
            return true;
        }
        // Between convex shapes the gap is a convex function of the
        // fraction, so it stays above its tangent here: advancing to where
        // the tangent reaches zero never passes the first touch.
        Vec2 normal = (1.0f / core.distance) * (core.point_b - core.point_a);
        float closing_speed = -dot(normal, input.translation);
        if (closing_speed <= 0.0f) return false;
        fraction += gap / closing_speed;
        if (!(fraction <= input.max_fraction)) return false;
    }
}

}  // namespace r2d
