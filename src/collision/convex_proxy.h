// A convex proxy: the few points whose hull, grown by a radius, is a
// shape. A circle is one point, a capsule or segment two, a polygon its
// vertices. Distance and cast routines see every shape kind this way, so
// one algorithm serves every pair.
#pragma once

#include "core/math.h"
#include "geometry/shapes.h"

namespace r2d {

struct ConvexProxy {
    Vec2 points[max_polygon_vertices];
    int count = 0;
    float radius = 0.0f;
};

// The proxy of a geometry, in the geometry's frame.
ConvexProxy make_proxy(const Geometry& geometry);

// The proxy moved by transform.
ConvexProxy place_proxy(const ConvexProxy& proxy, const Transform& transform);

// The proxy's points shifted by offset, for a cast that has advanced.
ConvexProxy translate_proxy(const ConvexProxy& proxy, Vec2 offset);

// Index of the point furthest along direction; the first of equals, so
// ties resolve the same way on every run.
int proxy_support(const ConvexProxy& proxy, Vec2 direction);

// The box the proxy covers, radius included.
AABB proxy_aabb(const ConvexProxy& proxy);

}  // namespace r2d
