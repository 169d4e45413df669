// Building blocks shared by make_polygon and decompose_concave, so that a
// convex piece of a concave outline is accepted by exactly the same rules
// as a polygon given directly.
#pragma once

#include "geometry/shapes.h"

namespace r2d {

// Most points build_convex_polygon accepts: a merged concave piece may carry
// collinear points that the hull then drops.
constexpr int max_hull_input_points = 2 * max_polygon_vertices;

// True when p lies within linear_slop of the line through prev and next:
// such a corner adds nothing a contact could feel and is dropped.
bool is_nearly_collinear(Vec2 prev, Vec2 p, Vec2 next);

// Refuses points closer than linear_slop, wraps the hull counter-clockwise,
// drops nearly straight corners, then refuses hulls that are too small or
// have too many corners. count must be 0..max_hull_input_points.
PolygonError build_convex_polygon(const Vec2* points, int count, Polygon* out);

// What Polygon::opposite_faces says, from the normals.
bool has_opposite_faces(const Polygon& polygon);

}  // namespace r2d
