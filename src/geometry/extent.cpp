#include <algorithm>
#include <cmath>

#include "geometry/shapes.h"

namespace r2d {

Vec2 shape_centroid(const Geometry& geometry) {
    switch (geometry.kind) {
        case ShapeKind::circle: return geometry.circle.center;
        case ShapeKind::capsule: return 0.5f * (geometry.capsule.center1 + geometry.capsule.center2);
        case ShapeKind::segment: return 0.5f * (geometry.segment.point1 + geometry.segment.point2);
        case ShapeKind::polygon: return geometry.polygon.centroid;
        case ShapeKind::chain_segment:
            return 0.5f * (geometry.chain_segment.segment.point1 + geometry.chain_segment.segment.point2);
    }
    return {};
}

float min_extent(const Geometry& geometry) {
    switch (geometry.kind) {
        case ShapeKind::circle: return geometry.circle.radius;
        case ShapeKind::capsule: return geometry.capsule.radius;
        case ShapeKind::segment:
        case ShapeKind::chain_segment: return 0.0f;
        case ShapeKind::polygon: {
            const Polygon& p = geometry.polygon;
            float nearest = INFINITY;
            for (int i = 0; i < p.count; ++i) nearest = std::min(nearest, dot(p.normals[i], p.vertices[i] - p.centroid));
            return std::max(nearest, 0.0f);
        }
    }
    return 0.0f;
}

}  // namespace r2d
