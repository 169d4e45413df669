// Rounded convex hulls against each other, at least one a true polygon:
// separating axes pick a reference face, the most opposed face of the other
// hull is clipped against its side planes, and when the cores are apart the
// closest points of the two faces catch vertex-against-vertex contact.
// Everything runs in A's frame, shifted to A's first vertex, so that the
// numbers stay small even far from the world origin.
#include <cfloat>

#include "collision/manifold_pairs.h"
#include "collision/segment_distance.h"

namespace r2d {

namespace {

struct LocalHull {
    Vec2 vertices[max_polygon_vertices];
    Vec2 normals[max_polygon_vertices];
    int count;
    float radius;
};

inline int next_index(int i, int count) {
    return i + 1 < count ? i + 1 : 0;
}

// The face of h1 that h2 lies furthest beyond, and that distance. The hot
// loop of box stacks: each face costs one dot product per vertex of h2.
float max_face_separation(const LocalHull& h1, const LocalHull& h2, int* edge) {
    int best_edge = 0;
    float best = -FLT_MAX;
    for (int i = 0; i < h1.count; ++i) {
        Vec2 n = h1.normals[i];
        float deepest = FLT_MAX;
        for (int j = 0; j < h2.count; ++j) {
            float d = dot(n, h2.vertices[j]);
            deepest = d < deepest ? d : deepest;  // not fmin: that is a libm call here
        }
        float separation = deepest - dot(n, h1.vertices[i]);
        if (separation > best) {
            best = separation;
            best_edge = i;
        }
    }
    *edge = best_edge;
    return best;
}

// The face of h whose normal opposes direction the most.
int most_opposed_edge(const LocalHull& h, Vec2 direction) {
    int edge = 0;
    float lowest = FLT_MAX;
    for (int i = 0; i < h.count; ++i) {
        float d = dot(direction, h.normals[i]);
        if (d < lowest) {
            lowest = d;
            edge = i;
        }
    }
    return edge;
}

// Clips the incident face against the side planes of the reference face
// (B's face when flip). Points come out in the local frame.
Manifold clip_faces(const LocalHull& a, const LocalHull& b, int edge_a, int edge_b, bool flip, float speculative) {
    const LocalHull& reference = flip ? b : a;
    const LocalHull& incident = flip ? a : b;
    int i11 = flip ? edge_b : edge_a;
    int i12 = next_index(i11, reference.count);
    int i21 = flip ? edge_a : edge_b;
    int i22 = next_index(i21, incident.count);

    Vec2 normal = reference.normals[i11];
    Vec2 tangent = left_perp(normal);  // runs from v11 to v12
    Vec2 v11 = reference.vertices[i11];
    Vec2 v12 = reference.vertices[i12];
    Vec2 v21 = incident.vertices[i21];
    Vec2 v22 = incident.vertices[i22];

    // The incident face runs against the tangent: v22 is its lower end.
    float upper1 = dot(v12 - v11, tangent);
    float upper2 = dot(v21 - v11, tangent);
    float lower2 = dot(v22 - v11, tangent);
    float span2 = upper2 - lower2;
    Vec2 v_lower = lower2 < 0.0f && span2 > FLT_EPSILON ? lerp(v22, v21, -lower2 / span2) : v22;
    Vec2 v_upper = upper2 > upper1 && span2 > FLT_EPSILON ? lerp(v22, v21, (upper1 - lower2) / span2) : v21;

    float separation_lower = dot(v_lower - v11, normal);
    float separation_upper = dot(v_upper - v11, normal);
    ManifoldPoint lower = midway_contact(v_lower, separation_lower, normal, reference.radius, incident.radius, 0);
    ManifoldPoint upper = midway_contact(v_upper, separation_upper, normal, reference.radius, incident.radius, 0);
    // Ids name (feature of A, feature of B) whichever hull is the reference.
    if (flip) {
        upper.id = make_feature_id(i21, i12);
        lower.id = make_feature_id(i22, i11);
        return two_contacts(-normal, upper, lower, speculative);
    }
    lower.id = make_feature_id(i11, i22);
    upper.id = make_feature_id(i12, i21);
    return two_contacts(normal, lower, upper, speculative);
}

Manifold collide_local_hulls(const LocalHull& a, const LocalHull& b, float speculative) {
    float reach = a.radius + b.radius + speculative;
    int edge_a = 0;
    float separation_a = max_face_separation(a, b, &edge_a);
    if (separation_a > reach) return Manifold{};
    int edge_b = 0;
    float separation_b = max_face_separation(b, a, &edge_b);
    if (separation_b > reach) return Manifold{};

    // Prefer A's face unless B's is clearly better, so the choice does not
    // flicker between nearly equal faces.
    bool flip = separation_b > separation_a + 0.1f * linear_slop;
    if (flip) {
        edge_a = most_opposed_edge(a, b.normals[edge_b]);
    } else {
        edge_b = most_opposed_edge(b, a.normals[edge_a]);
    }

    // The slop keeps the vertex-vertex normal well defined.
    if (separation_a > 0.1f * linear_slop || separation_b > 0.1f * linear_slop) {
        int i11 = edge_a;
        int i12 = next_index(i11, a.count);
        int i21 = edge_b;
        int i22 = next_index(i21, b.count);
        Vec2 v11 = a.vertices[i11];
        Vec2 v12 = a.vertices[i12];
        Vec2 v21 = b.vertices[i21];
        Vec2 v22 = b.vertices[i22];
        SegmentDistance closest = segment_distance(v11, v12, v21, v22);
        bool end_a = closest.fraction1 == 0.0f || closest.fraction1 == 1.0f;
        bool end_b = closest.fraction2 == 0.0f || closest.fraction2 == 1.0f;
        if (end_a && end_b) {
            // Vertex against vertex: the cores are more than 0.1 linear_slop apart.
            int ia = closest.fraction1 == 0.0f ? i11 : i12;
            int ib = closest.fraction2 == 0.0f ? i21 : i22;
            float distance = std::sqrt(closest.distance_squared);
            Vec2 normal = (1.0f / distance) * (closest.closest2 - closest.closest1);
            return single_contact(
                normal, midway_contact(closest.closest2, distance, normal, a.radius, b.radius, make_feature_id(ia, ib)),
                speculative);
        }
    }
    return clip_faces(a, b, edge_a, edge_b, flip, speculative);
}

}  // namespace

Manifold collide_hulls(const HullView& a, const Transform& xf_a, const HullView& b, const Transform& xf_b,
                       float speculative) {
    Vec2 origin = a.vertices[0];
    Transform b_in_a = inv_mul_transforms(xf_a, xf_b);

    LocalHull local_a;
    local_a.count = a.count;
    local_a.radius = a.radius;
    for (int i = 0; i < a.count; ++i) {
        local_a.vertices[i] = a.vertices[i] - origin;
        local_a.normals[i] = a.normals[i];
    }
    LocalHull local_b;
    local_b.count = b.count;
    local_b.radius = b.radius;
    Vec2 shift = b_in_a.p - origin;
    for (int i = 0; i < b.count; ++i) {
        local_b.vertices[i] = rotate(b_in_a.q, b.vertices[i]) + shift;
        local_b.normals[i] = rotate(b_in_a.q, b.normals[i]);
    }

    return to_world(collide_local_hulls(local_a, local_b, speculative), xf_a, origin);
}

}  // namespace r2d
