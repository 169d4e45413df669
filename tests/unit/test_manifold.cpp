// Contact manifolds: point counts, normals, depths and feature ids for
// every family of shape pairs.
#include <cmath>
#include <cstring>

#include "collision/manifold.h"
#include "collision/manifold_pairs.h"
#include "collision/segment_distance.h"
#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

constexpr float tol = 1.0e-4f;

// A unit box resting 0.01 deep on a wide box: two points along the top face.
void test_box_on_box_face_contact(void**) {
    Geometry ground = box_geometry(5.0f, 0.5f);
    Geometry box = box_geometry(0.5f, 0.5f);
    Manifold m = collide(ground, at(0.0f, 0.0f), box, at(1.0f, 0.99f));
    assert_int_equal(m.point_count, 2);
    assert_vec_near(m.normal, {0.0f, 1.0f}, tol);
    float xs[2] = {m.points[0].point.x, m.points[1].point.x};
    assert_near(std::fmin(xs[0], xs[1]), 0.5f, tol);
    assert_near(std::fmax(xs[0], xs[1]), 1.5f, tol);
    for (int i = 0; i < 2; ++i) {
        assert_near(m.points[i].separation, -0.01f, tol);
        assert_near(m.points[i].point.y, 0.495f, tol);  // midway between the faces
    }
    assert_true(m.points[0].id != m.points[1].id);
}

void test_swapped_order_negates_normal(void**) {
    Geometry ground = box_geometry(5.0f, 0.5f);
    Geometry box = box_geometry(0.5f, 0.5f);
    Manifold ab = collide(ground, at(0.0f, 0.0f), box, at(1.0f, 0.99f, 0.1f));
    Manifold ba = collide(box, at(1.0f, 0.99f, 0.1f), ground, at(0.0f, 0.0f));
    assert_int_equal(ab.point_count, ba.point_count);
    assert_true(ab.point_count > 0);
    assert_vec_near(ba.normal, -ab.normal, tol);
    // same points, and ids naming the same features in the callers' order
    for (int i = 0; i < ab.point_count; ++i) {
        bool matched = false;
        for (int j = 0; j < ba.point_count; ++j) {
            if (ab.points[i].id == swap_feature_id(ba.points[j].id)) {
                matched = true;
                assert_vec_near(ab.points[i].point, ba.points[j].point, tol);
                assert_near(ab.points[i].separation, ba.points[j].separation, tol);
            }
        }
        assert_true(matched);
    }

    Geometry circle = circle_geometry({0.0f, 0.0f}, 0.5f);
    Manifold cb = collide(circle, at(0.0f, 0.95f), ground, at(0.0f, 0.0f));
    assert_int_equal(cb.point_count, 1);
    assert_vec_near(cb.normal, {0.0f, -1.0f}, tol);
}

void test_circle_on_box(void**) {
    Geometry box = box_geometry(1.0f, 1.0f);
    Geometry circle = circle_geometry({0.0f, 0.0f}, 0.5f);
    Manifold m = collide(box, at(0.0f, 0.0f), circle, at(0.3f, 1.4f));
    assert_int_equal(m.point_count, 1);
    assert_vec_near(m.normal, {0.0f, 1.0f}, tol);
    assert_near(m.points[0].separation, -0.1f, tol);
    assert_vec_near(m.points[0].point, {0.3f, 0.95f}, tol);

    // near a corner the normal points from the corner to the centre
    Manifold corner = collide(box, at(0.0f, 0.0f), circle, at(1.3f, 1.3f));
    assert_int_equal(corner.point_count, 1);
    assert_vec_near(corner.normal, {std::sqrt(0.5f), std::sqrt(0.5f)}, tol);
    assert_near(corner.points[0].separation, std::sqrt(0.18f) - 0.5f, tol);
}

void test_separated_shapes_make_no_points(void**) {
    Geometry box = box_geometry(0.5f, 0.5f);
    Geometry circle = circle_geometry({0.0f, 0.0f}, 0.5f);
    Geometry capsule = capsule_geometry({-0.5f, 0.0f}, {0.5f, 0.0f}, 0.25f);
    Geometry segment = segment_geometry({-1.0f, 0.0f}, {1.0f, 0.0f});
    const Geometry* shapes[4] = {&box, &circle, &capsule, &segment};
    for (const Geometry* a : shapes) {
        for (const Geometry* b : shapes) {
            assert_int_equal(collide(*a, at(0.0f, 0.0f), *b, at(3.0f, 2.5f, 0.3f)).point_count, 0);
            // just beyond the speculative distance, face to face
            assert_int_equal(collide(*a, at(0.0f, 0.0f), *b, at(0.0f, 1.6f)).point_count, 0);
        }
    }
}

// Slightly apart but within the speculative distance: points with positive separation.
void test_speculative_points(void**) {
    Geometry ground = box_geometry(5.0f, 0.5f);
    Geometry box = box_geometry(0.5f, 0.5f);
    Manifold m = collide(ground, at(0.0f, 0.0f), box, at(0.0f, 1.01f));
    assert_int_equal(m.point_count, 2);
    assert_near(m.points[0].separation, 0.01f, tol);
    assert_int_equal(collide(ground, at(0.0f, 0.0f), box, at(0.0f, 1.0f + 1.5f * speculative_distance)).point_count,
                     0);
}

void test_capsules_parallel_and_end_to_end(void**) {
    Geometry capsule = capsule_geometry({-1.0f, 0.0f}, {1.0f, 0.0f}, 0.25f);
    Manifold side = collide(capsule, at(0.0f, 0.0f), capsule, at(0.5f, 0.45f));
    assert_int_equal(side.point_count, 2);
    assert_vec_near(side.normal, {0.0f, 1.0f}, tol);
    for (int i = 0; i < 2; ++i) {
        assert_near(side.points[i].separation, -0.05f, tol);
        assert_near(side.points[i].point.y, 0.225f, tol);
    }
    float x0 = side.points[0].point.x;
    float x1 = side.points[1].point.x;
    assert_near(std::fmin(x0, x1), -0.5f, tol);
    assert_near(std::fmax(x0, x1), 1.0f, tol);

    Manifold ends = collide(capsule, at(0.0f, 0.0f), capsule, at(2.4f, 0.0f));
    assert_int_equal(ends.point_count, 1);
    assert_vec_near(ends.normal, {1.0f, 0.0f}, tol);
    assert_near(ends.points[0].separation, -0.1f, tol);
    assert_vec_near(ends.points[0].point, {1.2f, 0.0f}, tol);

    // crossed at right angles: one point
    Manifold crossed = collide(capsule, at(0.0f, 0.0f), capsule, at(0.0f, 1.45f, 0.5f * pi));
    assert_int_equal(crossed.point_count, 1);
    assert_vec_near(crossed.normal, {0.0f, 1.0f}, tol);
    assert_near(crossed.points[0].separation, -0.05f, tol);
}

void test_capsule_on_box(void**) {
    Geometry box = box_geometry(2.0f, 0.5f);
    Geometry capsule = capsule_geometry({-0.5f, 0.0f}, {0.5f, 0.0f}, 0.2f);
    Manifold m = collide(box, at(0.0f, 0.0f), capsule, at(0.0f, 0.68f));
    assert_int_equal(m.point_count, 2);
    assert_vec_near(m.normal, {0.0f, 1.0f}, tol);
    for (int i = 0; i < 2; ++i) assert_near(m.points[i].separation, -0.02f, tol);

    // standing on its end: the rounded cap touches, one point
    Manifold upright = collide(box, at(0.0f, 0.0f), capsule, at(0.0f, 1.18f, 0.5f * pi));
    assert_int_equal(upright.point_count, 1);
    assert_vec_near(upright.normal, {0.0f, 1.0f}, tol);
    assert_near(upright.points[0].separation, -0.02f, tol);
}

void test_segment_and_box(void**) {
    Geometry ground = segment_geometry({-5.0f, 0.0f}, {5.0f, 0.0f});
    Geometry box = box_geometry(0.5f, 0.5f);
    Manifold m = collide(ground, at(0.0f, 0.0f), box, at(0.0f, 0.49f));
    assert_int_equal(m.point_count, 2);
    assert_vec_near(m.normal, {0.0f, 1.0f}, tol);
    for (int i = 0; i < 2; ++i) {
        assert_near(m.points[i].separation, -0.01f, tol);
        assert_near(m.points[i].point.y, -0.005f, tol);
    }
    // a box below the two-sided segment is pushed down
    Manifold below = collide(ground, at(0.0f, 0.0f), box, at(0.0f, -0.49f));
    assert_int_equal(below.point_count, 2);
    assert_vec_near(below.normal, {0.0f, -1.0f}, tol);

    Geometry circle = circle_geometry({0.0f, 0.0f}, 0.5f);
    Manifold c = collide(ground, at(0.0f, 0.0f), circle, at(1.0f, 0.45f));
    assert_int_equal(c.point_count, 1);
    assert_near(c.points[0].separation, -0.05f, tol);
}

// Circles against capsules and segments: the closest point on the core,
// including beyond the ends, on the core's own line.
void test_circle_against_rounded_segments(void**) {
    Geometry capsule = capsule_geometry({-1.0f, 0.0f}, {1.0f, 0.0f}, 0.25f);
    Geometry circle = circle_geometry({0.0f, 0.0f}, 0.5f);
    Manifold side = collide(capsule, at(0.0f, 0.0f), circle, at(0.3f, -0.7f));
    assert_int_equal(side.point_count, 1);
    assert_vec_near(side.normal, {0.0f, -1.0f}, tol);
    assert_near(side.points[0].separation, -0.05f, tol);
    assert_vec_near(side.points[0].point, {0.3f, -0.225f}, tol);

    Manifold end_on = collide(capsule, at(0.0f, 0.0f), circle, at(1.7f, 0.0f));
    assert_int_equal(end_on.point_count, 1);
    assert_vec_near(end_on.normal, {1.0f, 0.0f}, tol);
    assert_near(end_on.points[0].separation, -0.05f, tol);

    Geometry segment = segment_geometry({-1.0f, 0.0f}, {1.0f, 0.0f});
    Manifold corner = collide(circle, at(1.3f, 0.4f), segment, at(0.0f, 0.0f));
    assert_int_equal(corner.point_count, 1);
    assert_vec_near(corner.normal, {-0.6f, -0.8f}, tol);  // circle towards the segment's end
    assert_near(corner.points[0].separation, 0.0f, tol);

    Manifold round = collide(circle, at(0.0f, 0.0f), circle, at(0.6f, 0.8f));
    assert_int_equal(round.point_count, 1);
    assert_vec_near(round.normal, {0.6f, 0.8f}, tol);
    assert_near(round.points[0].separation, 0.0f, tol);
    assert_vec_near(round.points[0].point, {0.3f, 0.4f}, tol);
}

// A capsule across a segment's end, and a segment against a capsule's side.
void test_capsule_and_segment(void**) {
    Geometry capsule = capsule_geometry({-1.0f, 0.0f}, {1.0f, 0.0f}, 0.25f);
    Geometry segment = segment_geometry({-2.0f, 0.0f}, {2.0f, 0.0f});
    Manifold lying = collide(segment, at(0.0f, 0.0f), capsule, at(0.0f, 0.24f));
    assert_int_equal(lying.point_count, 2);
    assert_vec_near(lying.normal, {0.0f, 1.0f}, tol);
    for (int i = 0; i < 2; ++i) assert_near(lying.points[i].separation, -0.01f, tol);

    Manifold swapped_order = collide(capsule, at(0.0f, 0.24f), segment, at(0.0f, 0.0f));
    assert_int_equal(swapped_order.point_count, 2);
    assert_vec_near(swapped_order.normal, {0.0f, -1.0f}, tol);

    // the segment's end pokes at the capsule's side from below
    Manifold poke = collide(segment, at(0.0f, -2.2f, 0.5f * pi), capsule, at(0.0f, 0.0f));
    assert_int_equal(poke.point_count, 1);
    assert_vec_near(poke.normal, {0.0f, 1.0f}, tol);
    assert_near(poke.points[0].separation, -0.05f, tol);
}

// A shape as the segments of its core plus a rounding radius, for a
// brute-force distance.
struct Core {
    Vec2 points[max_polygon_vertices];
    int count;
    float radius;
};

Core world_core(const Geometry& g, const Transform& xf) {
    Core c = {};
    switch (g.kind) {
        case ShapeKind::circle:
            c.points[0] = transform_point(xf, g.circle.center);
            c.count = 1;
            c.radius = g.circle.radius;
            break;
        case ShapeKind::capsule:
            c.points[0] = transform_point(xf, g.capsule.center1);
            c.points[1] = transform_point(xf, g.capsule.center2);
            c.count = 2;
            c.radius = g.capsule.radius;
            break;
        case ShapeKind::segment:
            c.points[0] = transform_point(xf, g.segment.point1);
            c.points[1] = transform_point(xf, g.segment.point2);
            c.count = 2;
            break;
        case ShapeKind::chain_segment:
            c.points[0] = transform_point(xf, g.chain_segment.segment.point1);
            c.points[1] = transform_point(xf, g.chain_segment.segment.point2);
            c.count = 2;
            break;
        case ShapeKind::polygon:
            for (int i = 0; i < g.polygon.count; ++i) c.points[i] = transform_point(xf, g.polygon.vertices[i]);
            c.count = g.polygon.count;
            break;
    }
    return c;
}

// Gap between two shapes that do not overlap: closest core edges minus radii.
float gap(const Core& a, const Core& b) {
    float closest = 1.0e30f;
    for (int i = 0; i < a.count; ++i) {
        for (int j = 0; j < b.count; ++j) {
            SegmentDistance d = segment_distance(a.points[i], a.points[(i + 1) % a.count], b.points[j],
                                                 b.points[(j + 1) % b.count]);
            closest = std::fmin(closest, std::sqrt(d.distance_squared));
        }
    }
    return closest - a.radius - b.radius;
}

// A hexagon 1.2 wide and 0.8 high.
Polygon flat_hexagon() {
    Vec2 hexagon[6];
    for (int i = 0; i < 6; ++i) {
        float angle = static_cast<float>(i) * pi / 3.0f;
        hexagon[i] = {0.6f * std::cos(angle), 0.4f * std::sin(angle)};
    }
    Polygon hex;
    assert_int_equal(static_cast<int>(make_polygon(hexagon, 6, &hex)), static_cast<int>(PolygonError::none));
    return hex;
}

// Random shapes of every kind placed a little apart (within the speculative
// distance): the deepest point's separation is the true gap, the normal
// points from A to B, and swapping the pair mirrors the result.
void test_random_near_pairs_match_brute_force(void**) {
    Polygon hex = flat_hexagon();
    Geometry shapes[5] = {box_geometry(0.5f, 0.3f), polygon_geometry(hex), circle_geometry({0.1f, 0.0f}, 0.4f),
                          capsule_geometry({-0.5f, 0.0f}, {0.5f, 0.1f}, 0.2f),
                          segment_geometry({-0.7f, 0.0f}, {0.6f, 0.2f})};
    Random random{2024u};
    int checked = 0;
    for (int trial = 0; trial < 400000 && checked < 1000; ++trial) {
        const Geometry& a = shapes[trial % 5];
        const Geometry& b = shapes[(trial / 5) % 5];
        if (a.kind == ShapeKind::segment && b.kind == ShapeKind::segment) continue;
        Transform xf_a = at(random.uniform(-1.0f, 1.0f), random.uniform(-1.0f, 1.0f), random.uniform(-pi, pi));
        Transform xf_b = at(random.uniform(-1.0f, 2.0f), random.uniform(-1.0f, 2.0f), random.uniform(-pi, pi));
        Core core_a = world_core(a, xf_a);
        Core core_b = world_core(b, xf_b);
        float g = gap(core_a, core_b);
        if (g < 0.002f || g > 0.8f * speculative_distance) continue;
        Manifold m = collide(a, xf_a, b, xf_b);
        assert_true(m.point_count >= 1);
        float deepest = m.points[0].separation;
        for (int i = 1; i < m.point_count; ++i) deepest = std::fmin(deepest, m.points[i].separation);
        assert_near(deepest, g, 1.0e-3f);
        assert_near(length(m.normal), 1.0f, 1.0e-4f);
        // B lies on the normal's side of A: moving B further along it opens the gap
        Vec2 push = 0.05f * m.normal;
        Transform moved = {xf_b.p + push, xf_b.q};
        assert_true(gap(core_a, world_core(b, moved)) > g);

        Manifold back = collide(b, xf_b, a, xf_a);
        assert_int_equal(back.point_count, m.point_count);
        // Faces within 0.1 linear_slop of each other are a tie, which each
        // order breaks in favour of its first shape (a face or a corner
        // normal may win): the normals agree within a few degrees.
        assert_true(dot(back.normal, m.normal) < -0.99f);
        ++checked;
    }
    assert_int_equal(checked, 1000);
}

// The contact update skips the manifold when boxes_within_reach says no;
// random pairs of every kind near the edge of reach, near the origin and
// far from it, must then have no point within reach.
void test_boxes_out_of_reach_have_no_points(void**) {
    Polygon hex = flat_hexagon();
    Geometry shapes[5] = {box_geometry(0.5f, 0.3f), polygon_geometry(hex), circle_geometry({0.1f, 0.0f}, 0.4f),
                          capsule_geometry({-0.5f, 0.0f}, {0.5f, 0.1f}, 0.2f),
                          segment_geometry({-0.7f, 0.0f}, {0.6f, 0.2f})};
    const float origins[3] = {0.0f, 3.0e4f, 6.0e5f};
    Random random{4242u};
    int skipped = 0;
    for (int trial = 0; trial < 300000; ++trial) {
        const Geometry& a = shapes[trial % 5];
        const Geometry& b = shapes[(trial / 5) % 5];
        if (a.kind == ShapeKind::segment && b.kind == ShapeKind::segment) continue;
        float origin = origins[(trial / 25) % 3];
        Transform xf_a = at(origin + random.uniform(-1.0f, 1.0f), origin + random.uniform(-1.0f, 1.0f),
                            random.uniform(-pi, pi));
        Transform xf_b = at(origin + random.uniform(-1.0f, 2.5f), origin + random.uniform(-1.0f, 2.5f),
                            random.uniform(-pi, pi));
        float speculative = speculative_distance * (1.0f + 4.0f * random.uniform(0.0f, 1.0f));
        if (boxes_within_reach(compute_aabb(a, xf_a), compute_aabb(b, xf_b), speculative)) continue;
        assert_int_equal(collide(a, xf_a, b, xf_b, speculative).point_count, 0);
        ++skipped;
    }
    assert_true(skipped > 10000);
}

// Box corner against box corner, a little apart along the diagonal: one
// point whose normal runs corner to corner, not along a face.
void test_vertex_vertex(void**) {
    Geometry box = box_geometry(0.5f, 0.5f);
    float gap = 0.005f;
    Manifold m = collide(box, at(0.0f, 0.0f), box, at(1.0f + gap, 1.0f + gap));
    assert_int_equal(m.point_count, 1);
    assert_vec_near(m.normal, {std::sqrt(0.5f), std::sqrt(0.5f)}, tol);
    assert_near(m.points[0].separation, gap * std::sqrt(2.0f), tol);
    assert_vec_near(m.points[0].point, {0.5f + 0.5f * gap, 0.5f + 0.5f * gap}, tol);
}

// Feature ids key warm starting: a small slide or tilt must keep them.
void test_feature_ids_stable_under_small_motion(void**) {
    Geometry ground = box_geometry(5.0f, 0.5f);
    Geometry box = box_geometry(0.5f, 0.5f);
    Manifold before = collide(ground, at(0.0f, 0.0f), box, at(1.0f, 0.99f, 0.0f));
    Manifold after = collide(ground, at(0.0f, 0.0f), box, at(1.003f, 0.991f, 0.002f));
    assert_int_equal(before.point_count, 2);
    assert_int_equal(after.point_count, 2);
    for (int i = 0; i < 2; ++i) {
        assert_int_equal(before.points[i].id, after.points[i].id);
        assert_true(distance(before.points[i].point, after.points[i].point) < 0.01f);
    }
    Geometry capsule = capsule_geometry({-1.0f, 0.0f}, {1.0f, 0.0f}, 0.25f);
    Manifold c0 = collide(ground, at(0.0f, 0.0f), capsule, at(0.0f, 0.74f));
    Manifold c1 = collide(ground, at(0.0f, 0.0f), capsule, at(0.002f, 0.741f, -0.001f));
    assert_int_equal(c0.point_count, 2);
    assert_int_equal(c1.point_count, 2);
    for (int i = 0; i < 2; ++i) assert_int_equal(c0.points[i].id, c1.points[i].id);
}

// Far from the origin the results keep their precision.
void test_far_from_origin(void**) {
    Geometry box = box_geometry(0.5f, 0.5f);
    Manifold m = collide(box, at(1000.0f, 1000.0f), box, at(1000.0f, 1000.99f));
    assert_int_equal(m.point_count, 2);
    for (int i = 0; i < 2; ++i) assert_near(m.points[i].separation, -0.01f, 2.0e-4f);
}

bool same_bits(float a, float b) {
    uint32_t bits_a;
    uint32_t bits_b;
    std::memcpy(&bits_a, &a, sizeof a);
    std::memcpy(&bits_b, &b, sizeof b);
    return bits_a == bits_b;
}

bool same_manifold(const Manifold& a, const Manifold& b) {
    if (a.point_count != b.point_count) return false;
    if (a.point_count > 0 && !(same_bits(a.normal.x, b.normal.x) && same_bits(a.normal.y, b.normal.y))) return false;
    for (int i = 0; i < a.point_count; ++i) {
        const ManifoldPoint& p = a.points[i];
        const ManifoldPoint& q = b.points[i];
        if (!same_bits(p.point.x, q.point.x) || !same_bits(p.point.y, q.point.y)) return false;
        if (!same_bits(p.separation, q.separation) || p.id != q.id) return false;
    }
    return true;
}

HullView hull_view(const Polygon& p) {
    return {p.vertices, p.normals, p.count, 0.0f, p.opposite_faces};
}

// collide_hulls takes shortcuts when a hull's faces come in opposite pairs
// (boxes): random boxes against boxes, a hexagon, a segment and a sheared
// parallelogram (whose faces pair up too), touching,
// overlapping, apart and far from the origin, must give exactly what the
// general loops give.
void test_box_shortcuts_match_general_loops(void**) {
    Polygon hex = flat_hexagon();
    // Not a box, but its faces come in opposite pairs too: it takes the shortcuts.
    Vec2 corners[4] = {{-1.5f, -0.5f}, {0.5f, -0.5f}, {1.5f, 0.5f}, {-0.5f, 0.5f}};
    Polygon parallelogram;
    assert_int_equal(static_cast<int>(make_polygon(corners, 4, &parallelogram)), static_cast<int>(PolygonError::none));
    assert_true(parallelogram.opposite_faces);
    Vec2 segment_vertices[2] = {{-0.7f, 0.0f}, {0.6f, 0.2f}};
    Vec2 segment_normals[2] = {normalize(right_perp(segment_vertices[1] - segment_vertices[0]))};
    segment_normals[1] = -segment_normals[0];
    HullView segment = {segment_vertices, segment_normals, 2, 0.1f, false};

    Random random{77u};
    // Half the trials sit on a grid of eighths and quarter turns, where
    // faces tie exactly and the order of the tie-breaks shows.
    auto length = [&](int trial, float lo, float hi) {
        float x = random.uniform(lo, hi);
        return trial % 2 == 0 ? std::fmax(0.125f, std::round(8.0f * x) / 8.0f) : x;
    };
    auto offset = [&](int trial, float lo, float hi) {
        float x = random.uniform(lo, hi);
        return trial % 2 == 0 ? std::round(8.0f * x) / 8.0f : x;
    };
    auto angle = [&](int trial) {
        float x = random.uniform(-pi, pi);
        return trial % 2 == 0 ? std::round(4.0f * x / pi) * 0.25f * pi : x;
    };
    int with_points[3] = {0, 0, 0};  // by point count
    for (int trial = 0; trial < 20000; ++trial) {
        Polygon box_a = make_box({length(trial, 0.05f, 2.0f), length(trial, 0.05f, 2.0f)},
                                 {offset(trial, -0.5f, 0.5f), offset(trial, -0.5f, 0.5f)}, angle(trial));
        Polygon box_b = make_box({length(trial, 0.05f, 2.0f), length(trial, 0.05f, 2.0f)},
                                 {offset(trial, -0.5f, 0.5f), offset(trial, -0.5f, 0.5f)}, angle(trial));
        float far = trial % 5 == 0 ? 1000.0f : 0.0f;
        Transform xf_a = at(far + offset(trial, -1.0f, 1.0f), far + offset(trial, -1.0f, 1.0f), angle(trial));
        Transform xf_b = at(xf_a.p.x + offset(trial, -3.0f, 3.0f), xf_a.p.y + offset(trial, -3.0f, 3.0f), angle(trial));
        assert_true(box_a.opposite_faces && box_b.opposite_faces && !hex.opposite_faces);
        HullView a = hull_view(box_a);
        HullView others[4] = {hull_view(box_b), hull_view(hex), segment, hull_view(parallelogram)};
        const HullView& b = others[(trial / 2) % 4];
        float speculative = speculative_distance;
        Manifold shortcut = collide_hulls(a, xf_a, b, xf_b, speculative);
        assert_true(same_manifold(shortcut, collide_hulls_reference(a, xf_a, b, xf_b, speculative)));
        assert_true(same_manifold(collide_hulls(b, xf_b, a, xf_a, speculative),
                                  collide_hulls_reference(b, xf_b, a, xf_a, speculative)));
        ++with_points[shortcut.point_count];
    }
    // every branch is exercised: apart, one point and two points
    for (int count : with_points) assert_true(count > 500);
}

}  // namespace

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_box_on_box_face_contact),
        cmocka_unit_test(test_swapped_order_negates_normal),
        cmocka_unit_test(test_circle_on_box),
        cmocka_unit_test(test_separated_shapes_make_no_points),
        cmocka_unit_test(test_speculative_points),
        cmocka_unit_test(test_capsules_parallel_and_end_to_end),
        cmocka_unit_test(test_capsule_on_box),
        cmocka_unit_test(test_segment_and_box),
        cmocka_unit_test(test_circle_against_rounded_segments),
        cmocka_unit_test(test_capsule_and_segment),
        cmocka_unit_test(test_random_near_pairs_match_brute_force),
        cmocka_unit_test(test_boxes_out_of_reach_have_no_points),
        cmocka_unit_test(test_vertex_vertex),
        cmocka_unit_test(test_feature_ids_stable_under_small_motion),
        cmocka_unit_test(test_far_from_origin),
        cmocka_unit_test(test_box_shortcuts_match_general_loops),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
