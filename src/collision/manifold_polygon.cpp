// Rounded convex hulls against each other, at least one a true polygon:
// separating axes pick a reference face, the most opposed face of the other
// hull is clipped against its side planes, and when the cores are apart the
// closest points of the two faces catch vertex-against-vertex contact.
// Everything runs in A's frame, shifted to A's first vertex, so that the
// numbers stay small even far from the world origin.
#include <cfloat>
#include <cmath>
#include <cstring>

#include "collision/manifold_pairs.h"
#include "collision/segment_distance.h"

namespace r2d {

namespace {

// A hull in A's shifted frame, over storage that its caller owns.
struct LocalHull {
    const Vec2* vertices;
    const Vec2* normals;
    int count;
    float radius;
    // Four faces with normals[i + 2] == -normals[i], as in every box: one
    // pass along normals[i] measures both faces i and i + 2. Rotation keeps
    // exact negation (rotate(q, -n) == -rotate(q, n)), so the polygon's flag
    // holds in every frame.
    bool opposite_faces;
};

// Boxes: both hulls are boxes (collide_boxes), known at compile time, which
// lets the loops of the shared code below unroll.
template <bool Boxes>
int vertex_count(const LocalHull& h) {
    return Boxes ? 4 : h.count;
}

template <bool Boxes>
bool pairs_faces(const LocalHull& h) {
    return Boxes || h.opposite_faces;
}

template <bool Boxes>
int next_index(int i, const LocalHull& h) {
    return i + 1 < vertex_count<Boxes>(h) ? i + 1 : 0;
}

// The greatest separation and its face; the first face wins a tie.
float first_greatest(const float* separations, int count, int* edge) {
    int best_edge = 0;
    float best = -FLT_MAX;
    for (int i = 0; i < count; ++i) {
        if (separations[i] > best) {
            best = separations[i];
            best_edge = i;
        }
    }
    *edge = best_edge;
    return best;
}

// The face of h1 that h2 lies furthest beyond, and that distance: each
// face costs one dot product per vertex of h2. Stops at the first face
// beyond reach, which alone separates the hulls.
float max_face_separation(const LocalHull& h1, const LocalHull& h2, float reach, int* edge) {
    float separations[max_polygon_vertices];
    if (h1.opposite_faces) {
        // dot(-n, v) == -dot(n, v) exactly, so face i + 2 gets the same
        // separation as from its own normal, at no extra dot products.
        for (int i = 0; i < 2; ++i) {
            Vec2 n = h1.normals[i];
            float lowest = FLT_MAX;
            float highest = -FLT_MAX;
            for (int j = 0; j < h2.count; ++j) {
                float d = dot(n, h2.vertices[j]);
                lowest = d < lowest ? d : lowest;  // not fmin: that is a libm call here
                highest = d > highest ? d : highest;
            }
            separations[i] = lowest - dot(n, h1.vertices[i]);
            separations[i + 2] = dot(n, h1.vertices[i + 2]) - highest;
            if (separations[i] > reach) return separations[i];
            if (separations[i + 2] > reach) return separations[i + 2];
        }
    } else {
        for (int i = 0; i < h1.count; ++i) {
            Vec2 n = h1.normals[i];
            float deepest = FLT_MAX;
            for (int j = 0; j < h2.count; ++j) {
                float d = dot(n, h2.vertices[j]);
                deepest = d < deepest ? d : deepest;
            }
            separations[i] = deepest - dot(n, h1.vertices[i]);
            if (separations[i] > reach) return separations[i];
        }
    }
    return first_greatest(separations, h1.count, edge);
}

// The face of h whose normal opposes direction the most.
template <bool Boxes>
int most_opposed_edge(const LocalHull& h, Vec2 direction) {
    float alignments[max_polygon_vertices];
    int count = vertex_count<Boxes>(h);
    if (pairs_faces<Boxes>(h)) {
        for (int i = 0; i < 2; ++i) {
            alignments[i] = dot(direction, h.normals[i]);
            alignments[i + 2] = -alignments[i];
        }
    } else {
        for (int i = 0; i < count; ++i) alignments[i] = dot(direction, h.normals[i]);
    }
    int edge = 0;
    float lowest = FLT_MAX;
    for (int i = 0; i < count; ++i) {
        if (alignments[i] < lowest) {
            lowest = alignments[i];
            edge = i;
        }
    }
    return edge;
}

// Clips the incident face against the side planes of the reference face
// (B's face when flip). Points come out in the local frame.
template <bool Boxes>
Manifold clip_faces(const LocalHull& a, const LocalHull& b, int edge_a, int edge_b, bool flip, float speculative) {
    const LocalHull& reference = flip ? b : a;
    const LocalHull& incident = flip ? a : b;
    int i11 = flip ? edge_b : edge_a;
    int i12 = next_index<Boxes>(i11, reference);
    int i21 = flip ? edge_a : edge_b;
    int i22 = next_index<Boxes>(i21, incident);

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

// The contact once the faces of greatest separation are known.
template <bool Boxes>
Manifold contact_from_faces(const LocalHull& a, const LocalHull& b, int edge_a, float separation_a, int edge_b,
                            float separation_b, float speculative) {
    // Prefer A's face unless B's is clearly better, so the choice does not
    // flicker between nearly equal faces.
    bool flip = separation_b > separation_a + 0.1f * linear_slop;
    if (flip) {
        edge_a = most_opposed_edge<Boxes>(a, b.normals[edge_b]);
    } else {
        edge_b = most_opposed_edge<Boxes>(b, a.normals[edge_a]);
    }

    // The slop keeps the vertex-vertex normal well defined.
    if (separation_a > 0.1f * linear_slop || separation_b > 0.1f * linear_slop) {
        int i11 = edge_a;
        int i12 = next_index<Boxes>(i11, a);
        int i21 = edge_b;
        int i22 = next_index<Boxes>(i21, b);
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
    return clip_faces<Boxes>(a, b, edge_a, edge_b, flip, speculative);
}

// Two hulls in A's frame shifted to origin: A's vertices shifted, B's
// carried into that frame; A's normals serve as they are. The views point
// into this struct's own arrays, so it is filled in place, never copied.
struct LocalPair {
    Vec2 vertices_a[max_polygon_vertices];
    Vec2 vertices_b[max_polygon_vertices];
    Vec2 normals_b[max_polygon_vertices];
    LocalHull a;
    LocalHull b;
};

void to_local_pair(const HullView& a, const HullView& b, const Transform& b_in_a, Vec2 origin, bool opposite_faces_a,
                   bool opposite_faces_b, LocalPair* out) {
    for (int i = 0; i < a.count; ++i) out->vertices_a[i] = a.vertices[i] - origin;
    Vec2 shift = b_in_a.p - origin;
    for (int i = 0; i < b.count; ++i) {
        out->vertices_b[i] = rotate(b_in_a.q, b.vertices[i]) + shift;
        out->normals_b[i] = rotate(b_in_a.q, b.normals[i]);
    }
    out->a = {out->vertices_a, a.normals, a.count, a.radius, opposite_faces_a};
    out->b = {out->vertices_b, out->normals_b, b.count, b.radius, opposite_faces_b};
}

Manifold collide_in_a_frame(const HullView& a, const HullView& b, const Transform& b_in_a, Vec2 origin,
                            bool opposite_faces_a, bool opposite_faces_b, float speculative) {
    LocalPair local;
    to_local_pair(a, b, b_in_a, origin, opposite_faces_a, opposite_faces_b, &local);
    float reach = a.radius + b.radius + speculative;
    int edge_a = 0;
    float separation_a = max_face_separation(local.a, local.b, reach, &edge_a);
    if (separation_a > reach) return Manifold{};
    int edge_b = 0;
    float separation_b = max_face_separation(local.b, local.a, reach, &edge_b);
    if (separation_b > reach) return Manifold{};
    return contact_from_faces<false>(local.a, local.b, edge_a, separation_a, edge_b, separation_b, speculative);
}

// Box against box, four corners at a time: each lane does the same IEEE
// operations as the scalar code of collide_in_a_frame, so the results are
// the same to the bit.
typedef float Float4 __attribute__((vector_size(4 * sizeof(float))));

// The x and the y coordinates of four points.
struct Quad {
    Float4 x;
    Float4 y;
};

Quad load_quad(const Vec2* points) {
    Float4 first;
    Float4 second;
    std::memcpy(&first, points, sizeof first);
    std::memcpy(&second, points + 2, sizeof second);
    return {__builtin_shufflevector(first, second, 0, 2, 4, 6), __builtin_shufflevector(first, second, 1, 3, 5, 7)};
}

void store_quad(const Quad& quad, Vec2* points) {
    for (int i = 0; i < 4; ++i) points[i] = {quad.x[i], quad.y[i]};
}

Quad rotate(Rot q, const Quad& p) {
    return {q.c * p.x - q.s * p.y, q.s * p.x + q.c * p.y};
}

Quad operator+(const Quad& p, Vec2 shift) {
    return {p.x + shift.x, p.y + shift.y};
}
Quad operator-(const Quad& p, Vec2 shift) {
    return {p.x - shift.x, p.y - shift.y};
}

// Same choice as the scalar `d < lowest ? d : lowest`, lane by lane.
Float4 lower_lanes(Float4 a, Float4 b) {
    return b < a ? b : a;
}
Float4 higher_lanes(Float4 a, Float4 b) {
    return b > a ? b : a;
}

// The separations of box 1's four faces from box 2's corners, as
// max_face_separation's paired loop finds them: the lowest and highest of
// dot(normals1[i], corner) over box 2 serve faces i and i + 2.
Float4 box_face_separations(const Vec2* normals1, const Quad& corners1, const Quad& corners2) {
    Vec2 n0 = normals1[0];
    Vec2 n1 = normals1[1];
    Float4 along0 = n0.x * corners2.x + n0.y * corners2.y;
    Float4 along1 = n1.x * corners2.x + n1.y * corners2.y;
    // Two rounds of halving, both axes side by side; the order of the
    // comparisons cannot change the lowest or highest value.
    Float4 front = __builtin_shufflevector(along0, along1, 0, 1, 4, 5);
    Float4 back = __builtin_shufflevector(along0, along1, 2, 3, 6, 7);
    Float4 lows = lower_lanes(front, back);
    Float4 highs = higher_lanes(front, back);
    Float4 evens = __builtin_shufflevector(lows, highs, 0, 2, 4, 6);
    Float4 odds = __builtin_shufflevector(lows, highs, 1, 3, 5, 7);
    // lowest along n0, lowest along n1, highest along n0, highest along n1
    Float4 extremes = __builtin_shufflevector(lower_lanes(evens, odds), higher_lanes(evens, odds), 0, 1, 6, 7);
    // dot(normal of face i or of its opposite, corner i) for box 1's corners
    Float4 axis_x = {n0.x, n1.x, n0.x, n1.x};
    Float4 axis_y = {n0.y, n1.y, n0.y, n1.y};
    Float4 own = axis_x * corners1.x + axis_y * corners1.y;
    // lowest - own for faces 0 and 1, own - highest for faces 2 and 3
    return __builtin_shufflevector(extremes, own, 0, 1, 6, 7) - __builtin_shufflevector(own, extremes, 0, 1, 6, 7);
}

// The same for the four faces of a box.
float first_greatest(Float4 separations, int* edge) {
    float lanes[4];
    std::memcpy(lanes, &separations, sizeof lanes);
    return first_greatest(lanes, 4, edge);
}

// collide_in_a_frame for two boxes. B's normals are turned only when A's
// faces leave B within reach (most pairs in a tumbling pile are apart).
Manifold collide_boxes(const HullView& a, const HullView& b, const Transform& b_in_a, Vec2 origin,
                       float speculative) {
    float reach = a.radius + b.radius + speculative;
    Quad corners_a = load_quad(a.vertices) - origin;
    Quad corners_b = rotate(b_in_a.q, load_quad(b.vertices)) + (b_in_a.p - origin);
    int edge_a = 0;
    float separation_a = first_greatest(box_face_separations(a.normals, corners_a, corners_b), &edge_a);
    if (separation_a > reach) return Manifold{};
    Vec2 normals_b[4];
    store_quad(rotate(b_in_a.q, load_quad(b.normals)), normals_b);
    int edge_b = 0;
    float separation_b = first_greatest(box_face_separations(normals_b, corners_b, corners_a), &edge_b);
    if (separation_b > reach) return Manifold{};

    Vec2 vertices_a[4];
    store_quad(corners_a, vertices_a);
    Vec2 vertices_b[4];
    store_quad(corners_b, vertices_b);
    LocalHull local_a = {vertices_a, a.normals, 4, a.radius, true};
    LocalHull local_b = {vertices_b, normals_b, 4, b.radius, true};
    return contact_from_faces<true>(local_a, local_b, edge_a, separation_a, edge_b, separation_b, speculative);
}

// Without shortcuts, only the general loops run: collide_hulls_reference.
Manifold collide_hulls_with(const HullView& a, const Transform& xf_a, const HullView& b, const Transform& xf_b,
                            float speculative, bool shortcuts) {
    Vec2 origin = a.vertices[0];
    Transform b_in_a = inv_mul_transforms(xf_a, xf_b);
    bool opposite_faces_a = shortcuts && a.opposite_faces;
    bool opposite_faces_b = shortcuts && b.opposite_faces;
    Manifold m = opposite_faces_a && opposite_faces_b
                     ? collide_boxes(a, b, b_in_a, origin, speculative)
                     : collide_in_a_frame(a, b, b_in_a, origin, opposite_faces_a, opposite_faces_b, speculative);
    move_to_world(m, xf_a, origin);
    return m;
}

}  // namespace

Manifold collide_hulls(const HullView& a, const Transform& xf_a, const HullView& b, const Transform& xf_b,
                       float speculative) {
    return collide_hulls_with(a, xf_a, b, xf_b, speculative, true);
}

Manifold collide_hull_on_face(const HullView& a, int face_a, const Transform& xf_a, const HullView& b,
                              const Transform& xf_b, float speculative) {
    Vec2 origin = a.vertices[0];
    LocalPair local;
    to_local_pair(a, b, inv_mul_transforms(xf_a, xf_b), origin, false, false, &local);
    int edge_b = most_opposed_edge<false>(local.b, a.normals[face_a]);
    // clip_faces would extrapolate a face that misses the reference face.
    Vec2 tangent = left_perp(a.normals[face_a]);
    Vec2 v11 = local.a.vertices[face_a];
    float upper1 = dot(local.a.vertices[next_index<false>(face_a, local.a)] - v11, tangent);
    float along21 = dot(local.b.vertices[edge_b] - v11, tangent);
    float along22 = dot(local.b.vertices[next_index<false>(edge_b, local.b)] - v11, tangent);
    if (std::fmax(along21, along22) < 0.0f || std::fmin(along21, along22) > upper1) return Manifold{};
    Manifold m = clip_faces<false>(local.a, local.b, face_a, edge_b, false, speculative);
    move_to_world(m, xf_a, origin);
    return m;
}

Manifold collide_hulls_reference(const HullView& a, const Transform& xf_a, const HullView& b, const Transform& xf_b,
                                 float speculative) {
    return collide_hulls_with(a, xf_a, b, xf_b, speculative, false);
}

}  // namespace r2d
