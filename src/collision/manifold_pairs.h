// The pair routines behind collide(). Each one returns the normal from its
// first shape to its second, and feature ids as (feature of the first << 8 |
// feature of the second), so that swapping a pair is a matter of negating
// the normal and swapping the id's bytes.
#pragma once

#include "collision/manifold.h"

namespace r2d {

// A convex core with a rounding radius: polygons (radius 0), and capsules
// and segments as two-vertex polygons whose two edges face opposite ways.
struct HullView {
    const Vec2* vertices;
    const Vec2* normals;
    int count;
    float radius;
    bool opposite_faces;  // as Polygon::opposite_faces
};

// Two vertices with their two opposite faces: a capsule's or segment's core.
// Face 0 faces right of p1 -> p2, face 1 left.
struct SegmentHull {
    Vec2 vertices[2];
    Vec2 normals[2];

    SegmentHull(Vec2 p1, Vec2 p2) : vertices{p1, p2} {
        normals[0] = normalize(right_perp(p2 - p1));
        normals[1] = -normals[0];
    }
    HullView view(float radius) const { return {vertices, normals, 2, radius, false}; }
};

inline HullView hull_of(const Polygon& p) {
    return {p.vertices, p.normals, p.count, 0.0f, p.opposite_faces};
}

inline uint32_t make_feature_id(int feature_a, int feature_b) {
    return (static_cast<uint32_t>(feature_a) << 8) | static_cast<uint32_t>(feature_b);
}

inline uint32_t swap_feature_id(uint32_t id) {
    return ((id & 0xffu) << 8) | (id >> 8);
}

// The contact of B's core point core_b, core_separation beyond A's core
// along normal (A to B): midway between the two rounded surfaces.
inline ManifoldPoint midway_contact(Vec2 core_b, float core_separation, Vec2 normal, float radius_a, float radius_b,
                                    uint32_t id) {
    Vec2 point = core_b + (0.5f * (radius_a - radius_b - core_separation)) * normal;
    return {point, core_separation - radius_a - radius_b, id};
}

// A manifold of that one point, or empty when it is out of reach.
inline Manifold single_contact(Vec2 normal, const ManifoldPoint& point, float speculative) {
    Manifold m = {};
    if (point.separation <= speculative) {
        m.normal = normal;
        m.points[0] = point;
        m.point_count = 1;
    }
    return m;
}

// A manifold of those of the two points within reach, in their order.
inline Manifold two_contacts(Vec2 normal, const ManifoldPoint& first, const ManifoldPoint& second, float speculative) {
    Manifold m = {};
    m.normal = normal;
    if (first.separation <= speculative) m.points[m.point_count++] = first;
    if (second.separation <= speculative) m.points[m.point_count++] = second;
    return m;
}

// From A's frame, shifted to origin, to world coordinates. In place, so
// that a hot caller need not copy the manifold through memory.
inline void move_to_world(Manifold& m, const Transform& xf_a, Vec2 origin) {
    m.normal = rotate(xf_a.q, m.normal);
    for (int i = 0; i < m.point_count; ++i) m.points[i].point = transform_point(xf_a, m.points[i].point + origin);
}

inline Manifold to_world(Manifold m, const Transform& xf_a, Vec2 origin) {
    move_to_world(m, xf_a, origin);
    return m;
}

// The manifold of the same contact seen from the other shape.
inline Manifold swap_manifold(Manifold m) {
    m.normal = -m.normal;
    for (int i = 0; i < m.point_count; ++i) m.points[i].id = swap_feature_id(m.points[i].id);
    return m;
}

Manifold collide_circles(const Circle& a, const Transform& xf_a, const Circle& b, const Transform& xf_b,
                         float speculative);
Manifold collide_hull_circle(const HullView& a, const Transform& xf_a, const Circle& b, const Transform& xf_b,
                             float speculative);
// Capsules and segments against each other: two-vertex hulls whose end caps
// the polygon separating-axis test would not see.
Manifold collide_rounded_segments(Vec2 a1, Vec2 a2, float radius_a, const Transform& xf_a, Vec2 b1, Vec2 b2,
                                  float radius_b, const Transform& xf_b, float speculative);
// Any two hulls of which at least one is a true polygon.
Manifold collide_hulls(const HullView& a, const Transform& xf_a, const HullView& b, const Transform& xf_b,
                       float speculative);
// B's most opposed face clipped against A's face face_a, whatever the
// separating axes would pick: what a chain segment has when only its face
// normal is admissible. Ids as collide_hulls gives them with A's face as
// reference; empty when B's face lies wholly beyond that face's ends.
Manifold collide_hull_on_face(const HullView& a, int face_a, const Transform& xf_a, const HullView& b,
                              const Transform& xf_b, float speculative);
// A chain segment (A) against a circle, capsule or polygon (B): one-sided,
// and only with the normals its corners admit (manifold_chain.cpp).
Manifold collide_chain_segment(const ChainSegment& a, const Transform& xf_a, const Geometry& b, const Transform& xf_b,
                               float speculative);
// collide_hulls by its general loops alone, without the shortcuts for boxes:
// the reference the unit tests hold those shortcuts to, bit for bit.
Manifold collide_hulls_reference(const HullView& a, const Transform& xf_a, const HullView& b, const Transform& xf_b,
                                 float speculative);

}  // namespace r2d
