// Closest points between two convex proxies (collision/convex_proxy.h) by
// GJK: a walk over the Minkowski difference B - A towards the origin,
// holding at most a triangle of support points. Both proxies are given in
// one frame. The walk depends only on the points, and ties go to the
// lower index, so equal inputs give bit-identical answers.
#pragma once

#include "collision/convex_proxy.h"
#include "core/math.h"

namespace r2d {

// Closest points of the cores: the hulls without their radii.
struct CoreDistance {
    Vec2 point_a;
    Vec2 point_b;
    float distance;  // 0 when the cores touch or overlap
};

CoreDistance core_distance(const ConvexProxy& a, const ConvexProxy& b);

// Closest points of the surfaces: the cores grown by their radii.
struct ProxyDistance {
    // On each surface; when the proxies touch or overlap both are one
    // point, midway between the surfaces along the normal.
    Vec2 point_a;
    Vec2 point_b;
    // Unit, from A towards B; zero when the cores themselves overlap, as
    // no direction of least separation is known then.
    Vec2 normal;
    float distance;  // between the surfaces; 0 when they touch or overlap
};

ProxyDistance proxy_distance(const ConvexProxy& a, const ConvexProxy& b);

// Whether the proxies touch or overlap: the question of overlap queries.
inline bool proxies_overlap(const ConvexProxy& a, const ConvexProxy& b) {
    return proxy_distance(a, b).distance <= 0.0f;
}

}  // namespace r2d
