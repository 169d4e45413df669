// A chain segment against a circle, capsule or polygon: the plain
// segment's manifold, kept only when its normal is one the chain admits
// there. A normal leaning over a corner belongs to that corner when the
// corner is convex, and then to one of its two segments only (the one
// that starts there); at a flat or concave corner it is a ghost of the
// join, which would snag whatever slides across, so the contact is taken
// along the face normal instead. Everything is judged in the chain
// segment's frame.
#include <cmath>

#include "collision/manifold_pairs.h"

namespace r2d {

namespace {

// Sines: a normal leaning less than this from the face normal is the
// face's, and a corner turning less than this is flat (about 0.6 degrees).
constexpr float lean_tolerance = 0.01f;

// Turning from the edge direction before a corner to the one after it,
// clockwise (towards the solid side) by more than the tolerance.
bool is_convex(Vec2 before, Vec2 after) {
    return cross(before, after) < -lean_tolerance;
}

enum class Verdict { keep, drop, face };

// What to make of a plain-segment normal (A's frame) on this chain segment
// against a shape whose centroid is there.
Verdict judge(const ChainSegment& chain_segment, Vec2 face_normal, Vec2 normal, Vec2 centroid) {
    const Segment& s = chain_segment.segment;
    Vec2 direction = normalize(s.point2 - s.point1);
    float lean = dot(normal, direction);  // below 0 towards point1, above towards point2
    if (std::fabs(lean) <= lean_tolerance) return dot(normal, face_normal) > 0.0f ? Verdict::keep : Verdict::face;
    if (lean < 0.0f) {
        Vec2 before = normalize(s.point1 - chain_segment.ghost1);
        if (!is_convex(before, direction)) return Verdict::face;
        // The corner admits the normals from the previous face's to this
        // one's; leaning further, the previous segment owns the contact.
        return cross(left_perp(before), normal) <= 0.0f ? Verdict::keep : Verdict::drop;
    }
    Vec2 after = normalize(chain_segment.ghost2 - s.point2);
    if (!is_convex(direction, after)) return Verdict::face;
    // The next segment owns this corner, as this one owns point1's, if it
    // sees the shape at all: past a corner sharper than a right angle the
    // shape can be behind the next segment's line, and this one keeps it.
    Vec2 next_normal = left_perp(after);
    bool next_sees = dot(centroid - s.point2, next_normal) >= 0.0f;
    if (!chain_segment.ends_chain && next_sees) return Verdict::drop;
    return cross(normal, next_normal) <= 0.0f ? Verdict::keep : Verdict::drop;
}

// The contact along the face normal alone: B's incident points over the
// segment's extent, as the plain manifold has them when the segment's face
// is the reference, so feature ids carry over between the two.
Manifold face_contact(const SegmentHull& hull, const Transform& xf_a, const Geometry& b, const Transform& xf_b,
                      float speculative) {
    constexpr int face = 1;  // SegmentHull's left face: the collision side
    switch (b.kind) {
        case ShapeKind::circle: {
            Vec2 center = inv_transform_point(xf_a, transform_point(xf_b, b.circle.center));
            Vec2 edge = hull.vertices[1] - hull.vertices[0];
            float along = dot(center - hull.vertices[0], edge);
            if (along < 0.0f || along > dot(edge, edge)) return Manifold{};
            Vec2 normal = hull.normals[face];
            float separation = dot(center - hull.vertices[0], normal);
            return to_world(
                single_contact(normal, midway_contact(center, separation, normal, 0.0f, b.circle.radius, 0),
                               speculative),
                xf_a, {0.0f, 0.0f});
        }
        case ShapeKind::capsule: {
            SegmentHull core(b.capsule.center1, b.capsule.center2);
            return collide_hull_on_face(hull.view(0.0f), face, xf_a, core.view(b.capsule.radius), xf_b, speculative);
        }
        case ShapeKind::polygon:
            return collide_hull_on_face(hull.view(0.0f), face, xf_a, hull_of(b.polygon), xf_b, speculative);
        case ShapeKind::segment:
        case ShapeKind::chain_segment:
            break;
    }
    return Manifold{};
}

Vec2 centroid_of(const Geometry& g) {
    switch (g.kind) {
        case ShapeKind::circle: return g.circle.center;
        case ShapeKind::capsule: return lerp(g.capsule.center1, g.capsule.center2, 0.5f);
        case ShapeKind::polygon: return g.polygon.centroid;
        case ShapeKind::segment:
        case ShapeKind::chain_segment: break;
    }
    return {};
}

}  // namespace

Manifold collide_chain_segment(const ChainSegment& a, const Transform& xf_a, const Geometry& b, const Transform& xf_b,
                               float speculative) {
    // Segments and chains have no inside to keep out of.
    if (b.kind == ShapeKind::segment || b.kind == ShapeKind::chain_segment) return Manifold{};
    SegmentHull hull(a.segment.point1, a.segment.point2);
    Vec2 face_normal = hull.normals[1];
    // One-sided: what has its centre behind the line passes through.
    Vec2 centroid = inv_transform_point(xf_a, transform_point(xf_b, centroid_of(b)));
    if (dot(centroid - a.segment.point1, face_normal) < 0.0f) return Manifold{};

    Geometry plain(a.segment);
    Manifold m = collide(plain, xf_a, b, xf_b, speculative);
    if (m.point_count == 0) return m;
    switch (judge(a, face_normal, inv_rotate(xf_a.q, m.normal), centroid)) {
        case Verdict::keep: return m;
        case Verdict::drop: return Manifold{};
        case Verdict::face: break;
    }
    return face_contact(hull, xf_a, b, xf_b, speculative);
}

}  // namespace r2d
