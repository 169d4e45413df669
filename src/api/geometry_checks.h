// Checks of caller geometry shared by shape creation and the shape
// proxies of queries: the same points are refused for the same reasons.
#pragma once

#include <cstdint>

#include "geometry/shapes.h"
#include "rigid2d/rigid2d.h"

namespace r2d {

// The status and message for a polygon make_polygon refused, or R2D_OK.
r2d_status polygon_error_status(PolygonError error);

// A non-null array of 3..max_count points within max_coordinate.
r2d_status check_points(const r2d_vec2* points, int32_t count, int32_t max_count);

// Two points a shape needs apart, like a capsule's centres.
r2d_status check_apart(r2d_vec2 a, r2d_vec2 b, const char* what);

}  // namespace r2d
