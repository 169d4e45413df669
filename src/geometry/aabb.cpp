#include "geometry/shapes.h"

namespace r2d {

namespace {

AABB points_aabb(const Vec2* points, int count, const Transform& xf, float radius) {
    Vec2 lower = transform_point(xf, points[0]);
    Vec2 upper = lower;
    for (int i = 1; i < count; ++i) {
        Vec2 p = transform_point(xf, points[i]);
        lower = min(lower, p);
        upper = max(upper, p);
    }
    Vec2 r = {radius, radius};
    return {lower - r, upper + r};
}

}  // namespace

AABB compute_aabb(const Geometry& geometry, const Transform& xf) {
    switch (geometry.kind) {
        case ShapeKind::circle:
            return points_aabb(&geometry.circle.center, 1, xf, geometry.circle.radius);
        case ShapeKind::capsule: {
            Vec2 ends[2] = {geometry.capsule.center1, geometry.capsule.center2};
            return points_aabb(ends, 2, xf, geometry.capsule.radius);
        }
        case ShapeKind::segment: {
            Vec2 ends[2] = {geometry.segment.point1, geometry.segment.point2};
            return points_aabb(ends, 2, xf, 0.0f);
        }
        case ShapeKind::chain_segment: {
            Vec2 ends[2] = {geometry.chain_segment.segment.point1, geometry.chain_segment.segment.point2};
            return points_aabb(ends, 2, xf, 0.0f);
        }
        case ShapeKind::polygon:
            break;
    }
    return points_aabb(geometry.polygon.vertices, geometry.polygon.count, xf, 0.0f);
}

}  // namespace r2d
