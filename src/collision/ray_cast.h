// Rays against one shape's geometry, in the shape's own frame. A ray is
// origin + t * translation for t in 0..max_fraction. A ray that starts
// inside a solid shape (or on its surface) does not hit it: a lidar or a
// line of sight cast from within a body sees past that body, and a
// fraction of 0 with no direction to report would help nobody. Segments
// are two-sided and have no inside; chain segments are hit only from their
// collision side, as a terrain is seen from above and not from within.
#pragma once

#include "core/math.h"
#include "geometry/shapes.h"

namespace r2d {

struct RayInput {
    Vec2 origin;
    Vec2 translation;
    float max_fraction;
};

struct RayHit {
    Vec2 point;   // on the surface
    Vec2 normal;  // unit, outward from the shape at point
    float fraction;
};

// Whether the ray enters the geometry within max_fraction; *out gets the
// first entry. Input and output are in the geometry's frame.
bool ray_cast_geometry(const Geometry& geometry, const RayInput& input, RayHit* out);

// The same with the geometry placed by transform; input and output in world frame.
bool ray_cast_placed(const Geometry& geometry, const Transform& transform, const RayInput& input, RayHit* out);

}  // namespace r2d
