// collide(): picks the pair routine for two shape kinds. Routines exist for
// one order of each pair; the other order swaps the shapes and turns the
// result around.
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "collision/manifold_pairs.h"

namespace r2d {

namespace {

bool is_round_segment(ShapeKind kind) {
    return kind == ShapeKind::capsule || kind == ShapeKind::segment;
}

Vec2 segment_start(const Geometry& g) {
    return g.kind == ShapeKind::capsule ? g.capsule.center1 : g.segment.point1;
}
Vec2 segment_end(const Geometry& g) {
    return g.kind == ShapeKind::capsule ? g.capsule.center2 : g.segment.point2;
}
float rounding(const Geometry& g) {
    return g.kind == ShapeKind::capsule ? g.capsule.radius : 0.0f;
}

// a is not a circle; b is.
Manifold collide_with_circle(const Geometry& a, const Transform& xf_a, const Circle& b, const Transform& xf_b,
                             float speculative) {
    if (a.kind == ShapeKind::polygon) return collide_hull_circle(hull_of(a.polygon), xf_a, b, xf_b, speculative);
    SegmentHull hull(segment_start(a), segment_end(a));
    return collide_hull_circle(hull.view(rounding(a)), xf_a, b, xf_b, speculative);
}

// Neither is a circle, nor are both polygons.
Manifold collide_cores(const Geometry& a, const Transform& xf_a, const Geometry& b, const Transform& xf_b,
                       float speculative) {
    if (is_round_segment(a.kind) && is_round_segment(b.kind)) {
        return collide_rounded_segments(segment_start(a), segment_end(a), rounding(a), xf_a, segment_start(b),
                                        segment_end(b), rounding(b), xf_b, speculative);
    }
    if (a.kind == ShapeKind::polygon) {
        SegmentHull hull(segment_start(b), segment_end(b));
        return collide_hulls(hull_of(a.polygon), xf_a, hull.view(rounding(b)), xf_b, speculative);
    }
    return swap_manifold(collide_cores(b, xf_b, a, xf_a, speculative));
}

}  // namespace

bool boxes_within_reach(const AABB& a, const AABB& b, float speculative) {
    // std::max, not std::fmax: in this hot test fmax is a libm call.
    float gap = std::max(std::max(a.lower.x - b.upper.x, b.lower.x - a.upper.x),
                         std::max(a.lower.y - b.upper.y, b.lower.y - a.upper.y));
    // The boxes are rounded in world coordinates and the manifold in A's
    // frame: the two may differ by a few units in the last place of the
    // coordinates, plus a margin kept well clear of that.
    float magnitude = std::max(std::max(std::fabs(a.lower.x), std::fabs(a.upper.x)),
                               std::max(std::fabs(a.lower.y), std::fabs(a.upper.y)));
    float tolerance = 0.25f * linear_slop + 16.0f * FLT_EPSILON * magnitude;
    return gap <= speculative + tolerance;
}

Manifold collide(const Geometry& a, const Transform& xf_a, const Geometry& b, const Transform& xf_b,
                 float speculative) {
    // First, and straight to collide_hulls: the pairs of every stack.
    if (a.kind == ShapeKind::polygon && b.kind == ShapeKind::polygon) {
        return collide_hulls(hull_of(a.polygon), xf_a, hull_of(b.polygon), xf_b, speculative);
    }
    if (a.kind == ShapeKind::chain_segment) return collide_chain_segment(a.chain_segment, xf_a, b, xf_b, speculative);
    if (b.kind == ShapeKind::chain_segment) {
        return swap_manifold(collide_chain_segment(b.chain_segment, xf_b, a, xf_a, speculative));
    }
    bool a_circle = a.kind == ShapeKind::circle;
    bool b_circle = b.kind == ShapeKind::circle;
    if (a_circle && b_circle) return collide_circles(a.circle, xf_a, b.circle, xf_b, speculative);
    if (b_circle) return collide_with_circle(a, xf_a, b.circle, xf_b, speculative);
    if (a_circle) return swap_manifold(collide_with_circle(b, xf_b, a.circle, xf_a, speculative));
    return collide_cores(a, xf_a, b, xf_b, speculative);
}

}  // namespace r2d
