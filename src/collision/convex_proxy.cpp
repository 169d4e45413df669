#include "collision/convex_proxy.h"

namespace r2d {

namespace {

ConvexProxy proxy_of(const Vec2* points, int count, float radius) {
    ConvexProxy proxy;
    for (int i = 0; i < count; ++i) proxy.points[i] = points[i];
    proxy.count = count;
    proxy.radius = radius;
    return proxy;
}

}  // namespace

ConvexProxy make_proxy(const Geometry& geometry) {
    switch (geometry.kind) {
        case ShapeKind::circle: return proxy_of(&geometry.circle.center, 1, geometry.circle.radius);
        case ShapeKind::capsule: {
            Vec2 centers[2] = {geometry.capsule.center1, geometry.capsule.center2};
            return proxy_of(centers, 2, geometry.capsule.radius);
        }
        case ShapeKind::segment: {
            Vec2 ends[2] = {geometry.segment.point1, geometry.segment.point2};
            return proxy_of(ends, 2, 0.0f);
        }
        // Shape casts and distances see a chain segment as the plain segment.
        case ShapeKind::chain_segment: {
            Vec2 ends[2] = {geometry.chain_segment.segment.point1, geometry.chain_segment.segment.point2};
            return proxy_of(ends, 2, 0.0f);
        }
        case ShapeKind::polygon: return proxy_of(geometry.polygon.vertices, geometry.polygon.count, 0.0f);
    }
    return {};
}

ConvexProxy place_proxy(const ConvexProxy& proxy, const Transform& transform) {
    ConvexProxy placed = proxy;
    for (int i = 0; i < proxy.count; ++i) placed.points[i] = transform_point(transform, proxy.points[i]);
    return placed;
}

ConvexProxy translate_proxy(const ConvexProxy& proxy, Vec2 offset) {
    ConvexProxy moved = proxy;
    for (int i = 0; i < proxy.count; ++i) moved.points[i] = proxy.points[i] + offset;
    return moved;
}

int proxy_support(const ConvexProxy& proxy, Vec2 direction) {
    int best = 0;
    float best_value = dot(proxy.points[0], direction);
    for (int i = 1; i < proxy.count; ++i) {
        float value = dot(proxy.points[i], direction);
        if (value > best_value) {
            best = i;
            best_value = value;
        }
    }
    return best;
}

AABB proxy_aabb(const ConvexProxy& proxy) {
    AABB box = {proxy.points[0], proxy.points[0]};
    for (int i = 1; i < proxy.count; ++i) {
        box.lower = min(box.lower, proxy.points[i]);
        box.upper = max(box.upper, proxy.points[i]);
    }
    Vec2 grow = {proxy.radius, proxy.radius};
    return {box.lower - grow, box.upper + grow};
}

}  // namespace r2d
