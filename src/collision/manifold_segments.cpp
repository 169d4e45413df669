// Capsules and segments against each other. As two-vertex hulls their faces
// all share one axis, so a separating-axis search would miss the direction
// along them; closest points between the two cores decide instead.
#include <cfloat>

#include "collision/manifold_pairs.h"
#include "collision/segment_distance.h"

namespace r2d {

namespace {

// How far from perpendicular (as a cosine) the closest points' direction
// may be to a segment for that segment's side to carry two points.
constexpr float square_tolerance = 0.1f;

// 0 and 1 name a segment's ends, 2 its interior.
inline int segment_feature(float fraction) {
    return fraction == 0.0f ? 0 : (fraction == 1.0f ? 1 : 2);
}

// B's core is clipped to A's extent along A; both ends of what remains are
// contacts against A's side facing B. A starts at the origin, along axis_a.
Manifold clip_onto_a(Vec2 axis_a, float length_a, Vec2 p2, Vec2 q2, Vec2 towards_b, float radius_a, float radius_b,
                     float speculative) {
    Vec2 normal = left_perp(axis_a);
    if (dot(normal, towards_b) < 0.0f) normal = -normal;

    float fp2 = dot(p2, axis_a);
    float fq2 = dot(q2, axis_a);
    bool p2_lower = fp2 < fq2;
    Vec2 lower = p2_lower ? p2 : q2;
    Vec2 upper = p2_lower ? q2 : p2;
    float f_lower = std::fmin(fp2, fq2);
    float f_upper = std::fmax(fp2, fq2);
    float span = f_upper - f_lower;
    Vec2 v_lower = f_lower < 0.0f && span > FLT_EPSILON ? lerp(lower, upper, -f_lower / span) : lower;
    Vec2 v_upper = f_upper > length_a && span > FLT_EPSILON ? lerp(lower, upper, (length_a - f_lower) / span) : upper;

    ManifoldPoint first =
        midway_contact(v_lower, dot(v_lower, normal), normal, radius_a, radius_b, make_feature_id(0, p2_lower ? 0 : 1));
    ManifoldPoint second =
        midway_contact(v_upper, dot(v_upper, normal), normal, radius_a, radius_b, make_feature_id(1, p2_lower ? 1 : 0));
    return two_contacts(normal, first, second, speculative);
}

Manifold collide_local_segments(Vec2 q1, Vec2 p2, Vec2 q2, float radius_a, float radius_b, float speculative) {
    Vec2 p1 = {0.0f, 0.0f};
    SegmentDistance closest = segment_distance(p1, q1, p2, q2);
    float reach = radius_a + radius_b + speculative;
    if (closest.distance_squared > reach * reach) return Manifold{};

    float length_a = length(q1);
    float length_b = distance(p2, q2);
    Vec2 offset = closest.closest2 - closest.closest1;
    float core_distance = std::sqrt(closest.distance_squared);

    if (length_a > FLT_EPSILON && length_b > FLT_EPSILON) {
        Vec2 axis_a = (1.0f / length_a) * q1;
        Vec2 axis_b = (1.0f / length_b) * (q2 - p2);
        float fp2 = dot(p2, axis_a);
        float fq2 = dot(q2, axis_a);
        float fp1 = dot(p1 - p2, axis_b);
        float fq1 = dot(q1 - p2, axis_b);
        bool beyond_a = (fp2 <= 0.0f && fq2 <= 0.0f) || (fp2 >= length_a && fq2 >= length_a);
        bool beyond_b = (fp1 <= 0.0f && fq1 <= 0.0f) || (fp1 >= length_b && fq1 >= length_b);
        // Side by side (each reaches over the other) two points can bear, on
        // the side of the segment the closest points meet most squarely.
        // Crossing cores have no such direction: A's side facing B's middle.
        if (!beyond_a && !beyond_b) {
            if (core_distance <= FLT_EPSILON) {
                Vec2 towards_b = 0.5f * (p2 + q2) - 0.5f * q1;
                return clip_onto_a(axis_a, length_a, p2, q2, towards_b, radius_a, radius_b, speculative);
            }
            // A side qualifies when the other's closest point lies over it, so
            // that clipping keeps the closest point.
            Vec2 direction = (1.0f / core_distance) * offset;
            float over_a = dot(closest.closest2, axis_a);
            float over_b = dot(closest.closest1 - p2, axis_b);
            float slant_a = 0.0f <= over_a && over_a <= length_a ? std::fabs(dot(direction, axis_a)) : 1.0f;
            float slant_b = 0.0f <= over_b && over_b <= length_b ? std::fabs(dot(direction, axis_b)) : 1.0f;
            if (slant_a < square_tolerance && slant_a <= slant_b) {
                return clip_onto_a(axis_a, length_a, p2, q2, offset, radius_a, radius_b, speculative);
            }
            if (slant_b < square_tolerance) {
                Manifold m = clip_onto_a(axis_b, length_b, p1 - p2, q1 - p2, -offset, radius_b, radius_a, speculative);
                for (int i = 0; i < m.point_count; ++i) m.points[i].point += p2;
                return swap_manifold(m);
            }
        }
    }

    Vec2 normal = core_distance > FLT_EPSILON ? (1.0f / core_distance) * offset : Vec2{0.0f, 1.0f};
    return single_contact(
        normal,
        midway_contact(closest.closest2, core_distance, normal, radius_a, radius_b,
                       make_feature_id(segment_feature(closest.fraction1), segment_feature(closest.fraction2))),
        speculative);
}

}  // namespace

Manifold collide_rounded_segments(Vec2 a1, Vec2 a2, float radius_a, const Transform& xf_a, Vec2 b1, Vec2 b2,
                                  float radius_b, const Transform& xf_b, float speculative) {
    Transform b_in_a = inv_mul_transforms(xf_a, xf_b);
    Vec2 p2 = transform_point(b_in_a, b1) - a1;
    Vec2 q2 = transform_point(b_in_a, b2) - a1;
    return to_world(collide_local_segments(a2 - a1, p2, q2, radius_a, radius_b, speculative), xf_a, a1);
}

}  // namespace r2d
