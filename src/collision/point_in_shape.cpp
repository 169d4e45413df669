#include "collision/point_in_shape.h"

namespace r2d {

namespace {

float squared_distance_to_segment(Vec2 point, Vec2 a, Vec2 b) {
    Vec2 edge = b - a;
    float t = dot(point - a, edge) / dot(edge, edge);
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    return distance_squared(point, a + t * edge);
}

}  // namespace

bool geometry_contains_point(const Geometry& geometry, Vec2 point) {
    switch (geometry.kind) {
        case ShapeKind::circle:
            return distance_squared(point, geometry.circle.center) <= geometry.circle.radius * geometry.circle.radius;
        case ShapeKind::capsule: {
            const Capsule& capsule = geometry.capsule;
            return squared_distance_to_segment(point, capsule.center1, capsule.center2) <=
                   capsule.radius * capsule.radius;
        }
        case ShapeKind::segment:
        case ShapeKind::chain_segment:
            return false;
        case ShapeKind::polygon: {
            const Polygon& polygon = geometry.polygon;
            for (int i = 0; i < polygon.count; ++i) {
                if (dot(polygon.normals[i], point - polygon.vertices[i]) > 0.0f) return false;
            }
            return true;
        }
    }
    return false;
}

}  // namespace r2d
