// Whether a shape's geometry contains a point. Points on the surface
// count as inside; a segment or chain segment has no
// area and contains nothing.
#pragma once

#include "core/math.h"
#include "geometry/shapes.h"

namespace r2d {

// point in the geometry's frame.
bool geometry_contains_point(const Geometry& geometry, Vec2 point);

}  // namespace r2d
