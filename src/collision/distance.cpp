#include "collision/distance.h"

namespace r2d {

namespace {

// A polytope pair has finitely many support pairs, and the walk stops on
// the first repeat; the cap only guards against rounding making it cycle.
constexpr int max_gjk_iterations = 24;

struct SimplexVertex {
    Vec2 a;        // support point of A
    Vec2 b;        // support point of B
    Vec2 w;        // b - a, a point of the Minkowski difference
    float weight;  // barycentric, of the point closest to the origin
    int index_a;
    int index_b;
};

struct Simplex {
    SimplexVertex v[3];
    int count;
};

SimplexVertex make_vertex(const ConvexProxy& a, int index_a, const ConvexProxy& b, int index_b) {
    Vec2 pa = a.points[index_a];
    Vec2 pb = b.points[index_b];
    return {pa, pb, pb - pa, 1.0f, index_a, index_b};
}

void keep_one(Simplex& s, int i) {
    s.v[0] = s.v[i];
    s.v[0].weight = 1.0f;
    s.count = 1;
}

void keep_two(Simplex& s, int i, int j, float weight_i, float weight_j) {
    float inv = 1.0f / (weight_i + weight_j);
    SimplexVertex vi = s.v[i];
    SimplexVertex vj = s.v[j];
    s.v[0] = vi;
    s.v[1] = vj;
    s.v[0].weight = weight_i * inv;
    s.v[1].weight = weight_j * inv;
    s.count = 2;
}

// The feature of a segment closest to the origin, by the signs of the
// unnormalised barycentric coordinates of the origin's projection.
void solve_segment(Simplex& s) {
    Vec2 w1 = s.v[0].w;
    Vec2 w2 = s.v[1].w;
    Vec2 e = w2 - w1;
    float weight2 = -dot(w1, e);
    if (weight2 <= 0.0f) return keep_one(s, 0);
    float weight1 = dot(w2, e);
    if (weight1 <= 0.0f) return keep_one(s, 1);
    keep_two(s, 0, 1, weight1, weight2);
}

// The same for a triangle: its vertices, then its edges, then its inside
// (the cores overlap), each tested by the Voronoi region the origin is in.
void solve_triangle(Simplex& s) {
    Vec2 w1 = s.v[0].w;
    Vec2 w2 = s.v[1].w;
    Vec2 w3 = s.v[2].w;
    Vec2 e12 = w2 - w1;
    Vec2 e13 = w3 - w1;
    Vec2 e23 = w3 - w2;
    float d12_1 = dot(w2, e12);
    float d12_2 = -dot(w1, e12);
    float d13_1 = dot(w3, e13);
    float d13_2 = -dot(w1, e13);
    float d23_1 = dot(w3, e23);
    float d23_2 = -dot(w2, e23);
    float area = cross(e12, e13);
    float d123_1 = area * cross(w2, w3);
    float d123_2 = area * cross(w3, w1);
    float d123_3 = area * cross(w1, w2);

    if (d12_2 <= 0.0f && d13_2 <= 0.0f) return keep_one(s, 0);
    if (d12_1 > 0.0f && d12_2 > 0.0f && d123_3 <= 0.0f) return keep_two(s, 0, 1, d12_1, d12_2);
    if (d13_1 > 0.0f && d13_2 > 0.0f && d123_2 <= 0.0f) return keep_two(s, 0, 2, d13_1, d13_2);
    if (d12_1 <= 0.0f && d23_2 <= 0.0f) return keep_one(s, 1);
    if (d13_1 <= 0.0f && d23_1 <= 0.0f) return keep_one(s, 2);
    if (d23_1 > 0.0f && d23_2 > 0.0f && d123_1 <= 0.0f) return keep_two(s, 1, 2, d23_1, d23_2);
    float inv = 1.0f / (d123_1 + d123_2 + d123_3);
    s.v[0].weight = d123_1 * inv;
    s.v[1].weight = d123_2 * inv;
    s.v[2].weight = d123_3 * inv;
}

// Towards the origin from the simplex; zero when the origin lies on it.
// From a segment the direction is its perpendicular rather than minus the
// closest point: exact in direction however near the origin the segment passes.
Vec2 search_direction(const Simplex& s) {
    if (s.count == 1) return -s.v[0].w;
    Vec2 e = s.v[1].w - s.v[0].w;
    float side = cross(e, -s.v[0].w);
    if (side > 0.0f) return left_perp(e);
    if (side < 0.0f) return right_perp(e);
    return {0.0f, 0.0f};
}

}  // namespace

CoreDistance core_distance(const ConvexProxy& a, const ConvexProxy& b) {
    Simplex s;
    s.v[0] = make_vertex(a, 0, b, 0);
    s.count = 1;
    for (int iteration = 0;; ++iteration) {
        int previous_count = s.count;
        int previous_a[3];
        int previous_b[3];
        for (int i = 0; i < s.count; ++i) {
            previous_a[i] = s.v[i].index_a;
            previous_b[i] = s.v[i].index_b;
        }
        if (s.count == 2) solve_segment(s);
        if (s.count == 3) solve_triangle(s);
        if (s.count == 3 || iteration == max_gjk_iterations) break;

        Vec2 direction = search_direction(s);
        if (direction.x == 0.0f && direction.y == 0.0f) break;
        SimplexVertex vertex = make_vertex(a, proxy_support(a, -direction), b, proxy_support(b, direction));
        // A support pair seen before, or one that comes no nearer the
        // origin than the simplex, means the closest point is found.
        bool repeated = false;
        for (int i = 0; i < previous_count; ++i) {
            repeated = repeated || (vertex.index_a == previous_a[i] && vertex.index_b == previous_b[i]);
        }
        if (repeated || dot(vertex.w - s.v[0].w, direction) <= 0.0f) break;
        s.v[s.count++] = vertex;
    }

    CoreDistance result = {{0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f};
    for (int i = 0; i < s.count; ++i) {
        result.point_a += s.v[i].weight * s.v[i].a;
        result.point_b += s.v[i].weight * s.v[i].b;
    }
    if (s.count == 3) {
        result.point_b = result.point_a;  // the origin is inside: the cores overlap
    } else {
        result.distance = distance(result.point_a, result.point_b);
    }
    return result;
}

ProxyDistance proxy_distance(const ConvexProxy& a, const ConvexProxy& b) {
    CoreDistance core = core_distance(a, b);
    ProxyDistance result;
    result.normal = core.distance > 0.0f ? (1.0f / core.distance) * (core.point_b - core.point_a) : Vec2{};
    Vec2 surface_a = core.point_a + a.radius * result.normal;
    Vec2 surface_b = core.point_b - b.radius * result.normal;
    float gap = core.distance - a.radius - b.radius;
    if (gap > 0.0f) {
        result.point_a = surface_a;
        result.point_b = surface_b;
        result.distance = gap;
    } else {
        Vec2 middle = 0.5f * (surface_a + surface_b);
        result.point_a = middle;
        result.point_b = middle;
        result.distance = 0.0f;
    }
    return result;
}

}  // namespace r2d
