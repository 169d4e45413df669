// Circles against circles and against any rounded hull: the closest point
// on the other core decides everything.
#include <cfloat>

#include "collision/manifold_pairs.h"

namespace r2d {

Manifold collide_circles(const Circle& a, const Transform& xf_a, const Circle& b, const Transform& xf_b,
                         float speculative) {
    Vec2 center_b = inv_transform_point(xf_a, transform_point(xf_b, b.center));
    Vec2 offset = center_b - a.center;
    float distance = length(offset);
    // Concentric circles have no preferred direction; any unit vector will do.
    Vec2 normal = distance > FLT_EPSILON ? (1.0f / distance) * offset : Vec2{0.0f, 1.0f};
    return to_world(
        single_contact(normal, midway_contact(center_b, distance, normal, a.radius, b.radius, 0), speculative), xf_a,
        {0.0f, 0.0f});
}

Manifold collide_hull_circle(const HullView& a, const Transform& xf_a, const Circle& b, const Transform& xf_b,
                             float speculative) {
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
    float reach = a.radius + b.radius + speculative;
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
            Vec2 normal = (1.0f / distance) * offset;
            return to_world(
                single_contact(normal, midway_contact(center, distance, normal, a.radius, b.radius, 0), speculative),
                xf_a, {0.0f, 0.0f});
        }
    }
    Vec2 normal = a.normals[edge];
    return to_world(
        single_contact(normal, midway_contact(center, separation, normal, a.radius, b.radius, 0), speculative), xf_a,
        {0.0f, 0.0f});
}

}  // namespace r2d
