// A convex proxy swept along a translation against a still one: where it
// first touches. Conservative advancement on the GJK distance: move the
// proxy by the core gap divided by the closing speed along the closest
// points' normal, which never passes the first touch of convex shapes,
// and repeat until the gap is within cast_tolerance.
#pragma once

#include "collision/convex_proxy.h"
#include "collision/ray_cast.h"
#include "core/math.h"

namespace r2d {

// How near the surfaces a cast stops: the gap it leaves between them is
// under this many metres, and never negative.
constexpr float cast_tolerance = 1.0e-5f;

struct ShapeCastInput {
    ConvexProxy moving;  // at fraction 0
    Vec2 translation;    // the sweep is moving + t * translation, 0 <= t <= max_fraction
    float max_fraction;
};

// Whether the sweep touches still within max_fraction; *out gets the first
// touch, as a ray hit: point on the still proxy's surface, normal outward
// from it. A sweep that starts touching or overlapping hits at fraction 0;
// when even the cores overlap, normal is then the reverse of the
// translation (or zero for no translation) and point a point of the overlap.
// Both proxies are in one frame, as is the result.
bool shape_cast(const ConvexProxy& still, const ShapeCastInput& input, RayHit* out);

}  // namespace r2d
