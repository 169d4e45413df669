// Circles against circles and against any rounded hull: the closest point
// on the other core decides everything.
#include <cfloat>

#include "collision/manifold_pairs.h"

namespace r2d {

namespace {

// One contact between two rounded features whose cores are closest at
// core_a and core_b (A's local frame) along unit normal.
Manifold single_point(const Transform& xf_a, Vec2 normal, Vec2 core_a, float radius_a, Vec2 core_b,
                      float radius_b, float core_separation) {
    Manifold m = {};
    float separation = core_separation - radius_a - radius_b;
    if (separation > speculative_distance) return m;
    Vec2 surface_a = core_a + radius_a * normal;
    Vec2 surface_b = core_b - radius_b * normal;
    m.normal = rotate(xf_a.q, normal);
    m.points[0].point = transform_point(xf_a, lerp(surface_a, surface_b, 0.5f));
    m.points[0].separation = separation;
    m.points[0].id = 0;
    m.point_count = 1;
    return m;
}

}  // namespace

Manifold collide_circles(const Circle& a, const Transform& xf_a, const Circle& b, const Transform& xf_b) {
    Vec2 center_b = inv_transform_point(xf_a, transform_point(xf_b, b.center));
    Vec2 offset = center_b - a.center;
    float distance = length(offset);
    // Concentric circles have no preferred direction; any unit vector will do.
    Vec2 normal = distance > FLT_EPSILON ? (1.0f / distance) * offset : Vec2{0.0f, 1.0f};
    return single_point(xf_a, normal, a.center, a.radius, center_b, b.radius, distance);
}

Manifold collide_hull_circle(const HullView& a, const Transform& xf_a, const Circle& b, const Transform& xf_b) {
    Vec2 center = inv_transform_point(xf_a, transform_point(xf_b, b.center));

    // The face the centre is furthest outside of (or least inside).
    int edge = 0;
    float separation = -FLT_MAX;
    for (int i = 0; i < a.count; ++i) {
        float s = dot(a.normals[i], center - a.vertices[i]);
        if (s > separation) {
            separation = s;
            edge = i;
        }
    }
    float reach = a.radius + b.radius + speculative_distance;
    if (separation > reach) return Manifold{};

    Vec2 v1 = a.vertices[edge];
    Vec2 v2 = a.vertices[edge + 1 < a.count ? edge + 1 : 0];
    // Outside the core and beyond an end of the face, the nearest core point
    // is that vertex (a centre on a segment's line, past its end, included).
    bool before_v1 = dot(center - v1, v2 - v1) < 0.0f;
    bool after_v2 = dot(center - v2, v1 - v2) < 0.0f;
    if (separation >= 0.0f && (before_v1 || after_v2)) {
        Vec2 corner = before_v1 ? v1 : v2;
        Vec2 offset = center - corner;
        float distance = length(offset);
        if (distance > FLT_EPSILON) {
            return single_point(xf_a, (1.0f / distance) * offset, corner, a.radius, center, b.radius, distance);
        }
    }
    Vec2 normal = a.normals[edge];
    Vec2 core_a = center - separation * normal;
    return single_point(xf_a, normal, core_a, a.radius, center, b.radius, separation);
}

}  // namespace r2d
