// Hulls, boxes, masses and boxes of shapes against hand-worked answers.
#include <algorithm>
#include <cmath>

#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

// Every edge keeps the rest of the polygon on its inner side, and normals
// are unit and outward.
void assert_convex_ccw(const Polygon& p) {
    assert_true(p.count >= 3 && p.count <= max_polygon_vertices);
    for (int i = 0; i < p.count; ++i) {
        Vec2 edge = p.vertices[(i + 1) % p.count] - p.vertices[i];
        assert_near(length(p.normals[i]), 1.0f, 1.0e-5f);
        assert_near(dot(p.normals[i], edge), 0.0f, 1.0e-5f);
        assert_true(cross(edge, p.normals[i]) < 0.0f);  // outward is to the right
        for (int j = 0; j < p.count; ++j) assert_true(dot(p.normals[i], p.vertices[j] - p.vertices[i]) <= 1.0e-5f);
    }
}

// The hull of a hexagon's corners plus inner points, in many orders, is
// always the same six corners starting from the lowest-leftmost.
void test_hull_of_shuffled_points(void**) {
    Vec2 corners[6];
    for (int i = 0; i < 6; ++i) {
        float angle = static_cast<float>(i) * pi / 3.0f + 0.1f;
        corners[i] = {2.0f * std::cos(angle), 2.0f * std::sin(angle)};
    }
    Vec2 points[8] = {corners[0], corners[1], corners[2], corners[3], corners[4], corners[5], {0.1f, 0.2f},
                      {-0.5f, 0.3f}};
    Polygon reference;
    assert_int_equal(static_cast<int>(make_polygon(points, 8, &reference)), static_cast<int>(PolygonError::none));
    assert_int_equal(reference.count, 6);
    assert_convex_ccw(reference);
    for (int i = 0; i < 6; ++i) {
        bool found = false;
        for (int j = 0; j < 6; ++j) found = found || reference.vertices[i] == corners[j];
        assert_true(found);
    }
    assert_near(polygon_area(reference), 6.0f * std::sqrt(3.0f), 1.0e-4f);

    Random random{4242u};
    for (int round = 0; round < 50; ++round) {
        for (int i = 7; i > 0; --i) {
            int j = static_cast<int>(random.uniform(0.0f, static_cast<float>(i + 1)));
            std::swap(points[i], points[std::min(j, i)]);
        }
        Polygon hull;
        assert_int_equal(static_cast<int>(make_polygon(points, 8, &hull)), static_cast<int>(PolygonError::none));
        assert_int_equal(hull.count, 6);
        for (int i = 0; i < 6; ++i) assert_true(hull.vertices[i] == reference.vertices[i]);
    }
}

// Random clouds of 3..8 points: when accepted, the hull's corners are input
// points, every input point is inside, and no corner is nearly straight.
void test_hull_of_random_clouds(void**) {
    Random random{8080u};
    int accepted = 0;
    for (int round = 0; round < 2000; ++round) {
        int count = 3 + round % 6;
        Vec2 points[max_polygon_vertices];
        for (int i = 0; i < count; ++i) points[i] = {random.uniform(-1.0f, 1.0f), random.uniform(-1.0f, 1.0f)};
        Polygon hull;
        if (make_polygon(points, count, &hull) != PolygonError::none) continue;
        ++accepted;
        assert_convex_ccw(hull);
        for (int i = 0; i < hull.count; ++i) {
            bool from_input = false;
            for (int j = 0; j < count; ++j) from_input = from_input || hull.vertices[i] == points[j];
            assert_true(from_input);
            Vec2 prev = hull.vertices[(i + hull.count - 1) % hull.count];
            Vec2 next = hull.vertices[(i + 1) % hull.count];
            float offset = cross(next - prev, hull.vertices[i] - prev) / length(next - prev);
            assert_true(std::fabs(offset) >= linear_slop);
        }
        for (int j = 0; j < count; ++j) {
            for (int i = 0; i < hull.count; ++i) {
                assert_true(dot(hull.normals[i], points[j] - hull.vertices[i]) <= linear_slop);
            }
        }
    }
    assert_true(accepted > 1900);
}

void test_hull_drops_collinear_points(void**) {
    // a square with mid-edge points and a nearly straight corner
    Vec2 points[7] = {{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 1}, {1.0f, 2.003f}};
    Polygon square;
    assert_int_equal(static_cast<int>(make_polygon(points, 7, &square)), static_cast<int>(PolygonError::none));
    assert_int_equal(square.count, 4);
    assert_convex_ccw(square);
    assert_near(polygon_area(square), 4.0f, 1.0e-5f);
    assert_vec_near(square.centroid, {1.0f, 1.0f}, 1.0e-5f);
    assert_vec_near(square.vertices[0], {0.0f, 0.0f}, 0.0f);
}

void test_hull_refuses_bad_input(void**) {
    Polygon out;
    Vec2 collinear[4] = {{0, 0}, {1, 0}, {2, 0}, {3, 0}};
    assert_int_equal(static_cast<int>(make_polygon(collinear, 4, &out)), static_cast<int>(PolygonError::degenerate));
    Vec2 nearly_collinear[3] = {{0, 0}, {1, 0.001f}, {2, 0}};
    assert_int_equal(static_cast<int>(make_polygon(nearly_collinear, 3, &out)),
                     static_cast<int>(PolygonError::degenerate));
    Vec2 repeated[5] = {{0, 0}, {1, 0}, {1, 0}, {1, 1}, {0, 1}};
    assert_int_equal(static_cast<int>(make_polygon(repeated, 5, &out)), static_cast<int>(PolygonError::degenerate));
    Vec2 too_close[4] = {{0, 0}, {1, 0}, {1, 1}, {1.003f, 1.0f}};
    assert_int_equal(static_cast<int>(make_polygon(too_close, 4, &out)), static_cast<int>(PolygonError::degenerate));
    Vec2 tiny[3] = {{0, 0}, {0.004f, 0}, {0, 0.004f}};
    assert_int_equal(static_cast<int>(make_polygon(tiny, 3, &out)), static_cast<int>(PolygonError::degenerate));
    assert_int_equal(static_cast<int>(make_polygon(collinear, 2, &out)), static_cast<int>(PolygonError::degenerate));
    Vec2 nine[9];
    for (int i = 0; i < 9; ++i) {
        float angle = 2.0f * pi * static_cast<float>(i) / 9.0f;
        nine[i] = {std::cos(angle), std::sin(angle)};
    }
    assert_int_equal(static_cast<int>(make_polygon(nine, 9, &out)),
                     static_cast<int>(PolygonError::too_many_vertices));
    Vec2 overflowing[3] = {{-3.0e38f, -3.0e38f}, {3.0e38f, -3.0e38f}, {0.0f, 3.0e38f}};
    assert_int_equal(static_cast<int>(make_polygon(overflowing, 3, &out)),
                     static_cast<int>(PolygonError::degenerate));
    Vec2 not_finite[3] = {{0, 0}, {1, 0}, {NAN, 1}};
    assert_int_equal(static_cast<int>(make_polygon(not_finite, 3, &out)),
                     static_cast<int>(PolygonError::degenerate));
}

void test_box_geometry_and_mass(void**) {
    Polygon box = make_box({2.0f, 0.5f}, {1.0f, -1.0f}, 0.3f);
    assert_convex_ccw(box);
    assert_vec_near(box.centroid, {1.0f, -1.0f}, 1.0e-6f);
    Geometry g = polygon_geometry(box);
    MassData mass = compute_mass(g, 3.0f);
    float m = 3.0f * 4.0f * 1.0f;
    assert_near(mass.mass, m, 1.0e-4f);
    assert_vec_near(mass.center, {1.0f, -1.0f}, 1.0e-5f);
    assert_near(mass.rotational_inertia, m * (16.0f + 1.0f) / 12.0f, 1.0e-4f);

    // the same box through the hull, far from the origin: the fan about a
    // vertex keeps the inertia accurate
    Vec2 corners[4] = {{1000.0f, 1000.0f}, {1004.0f, 1000.0f}, {1004.0f, 1001.0f}, {1000.0f, 1001.0f}};
    Polygon far;
    assert_int_equal(static_cast<int>(make_polygon(corners, 4, &far)), static_cast<int>(PolygonError::none));
    MassData far_mass = compute_mass(polygon_geometry(far), 3.0f);
    assert_near(far_mass.rotational_inertia, m * 17.0f / 12.0f, 1.0e-2f);
    assert_vec_near(far_mass.center, {1002.0f, 1000.5f}, 1.0e-3f);
}

void test_circle_capsule_segment_mass(void**) {
    MassData circle = compute_mass(circle_geometry({1.0f, 2.0f}, 0.5f), 2.0f);
    float mc = 2.0f * pi * 0.25f;
    assert_near(circle.mass, mc, 1.0e-5f);
    assert_vec_near(circle.center, {1.0f, 2.0f}, 0.0f);
    assert_near(circle.rotational_inertia, 0.5f * mc * 0.25f, 1.0e-6f);

    // capsule of length 2, radius 0.5 along y
    float r = 0.5f;
    float l = 2.0f;
    MassData capsule = compute_mass(capsule_geometry({0.0f, -1.0f}, {0.0f, 1.0f}, r), 1.0f);
    float box_mass = 2.0f * r * l;
    float disc_mass = pi * r * r;
    assert_near(capsule.mass, box_mass + disc_mass, 1.0e-5f);
    assert_vec_near(capsule.center, {0.0f, 0.0f}, 0.0f);
    // rectangle + two half discs, each half disc's centroid 4r/(3 pi) past the end
    float d = 4.0f * r / (3.0f * pi);
    float half = 0.5f * disc_mass;
    float half_disc_own = 0.25f * disc_mass * r * r - half * d * d;
    float expected = box_mass * (l * l + 4.0f * r * r) / 12.0f + 2.0f * (half_disc_own + half * (0.5f * l + d) * (0.5f * l + d));
    assert_near(capsule.rotational_inertia, expected, 1.0e-5f);
    // a capsule of zero length is a circle
    MassData round = compute_mass(capsule_geometry({0.0f, 0.0f}, {0.0f, 0.0f}, r), 1.0f);
    assert_near(round.rotational_inertia, 0.5f * disc_mass * r * r, 1.0e-6f);

    MassData segment = compute_mass(segment_geometry({0.0f, 0.0f}, {2.0f, 0.0f}), 5.0f);
    assert_near(segment.mass, 0.0f, 0.0f);
    assert_near(segment.rotational_inertia, 0.0f, 0.0f);
}

// A triangle's inertia about its centroid: m (a^2 + b^2 + c^2) / 36.
void test_triangle_inertia(void**) {
    Vec2 points[3] = {{0.0f, 0.0f}, {3.0f, 0.0f}, {0.0f, 4.0f}};
    Polygon triangle;
    assert_int_equal(static_cast<int>(make_polygon(points, 3, &triangle)), static_cast<int>(PolygonError::none));
    MassData mass = compute_mass(polygon_geometry(triangle), 1.0f);
    assert_near(mass.mass, 6.0f, 1.0e-5f);
    assert_vec_near(mass.center, {1.0f, 4.0f / 3.0f}, 1.0e-5f);
    assert_near(mass.rotational_inertia, 6.0f * (9.0f + 16.0f + 25.0f) / 36.0f, 1.0e-4f);
}

void test_aabbs(void**) {
    Transform xf = at(1.0f, 2.0f, 0.5f * pi);
    AABB circle = compute_aabb(circle_geometry({1.0f, 0.0f}, 0.5f), xf);
    assert_vec_near(circle.lower, {0.5f, 2.5f}, 1.0e-5f);
    assert_vec_near(circle.upper, {1.5f, 3.5f}, 1.0e-5f);
    AABB capsule = compute_aabb(capsule_geometry({-1.0f, 0.0f}, {1.0f, 0.0f}, 0.25f), xf);
    assert_vec_near(capsule.lower, {0.75f, 0.75f}, 1.0e-5f);
    assert_vec_near(capsule.upper, {1.25f, 3.25f}, 1.0e-5f);
    AABB segment = compute_aabb(segment_geometry({0.0f, 0.0f}, {2.0f, 1.0f}), at(0.0f, 0.0f));
    assert_vec_near(segment.lower, {0.0f, 0.0f}, 0.0f);
    assert_vec_near(segment.upper, {2.0f, 1.0f}, 0.0f);
    AABB box = compute_aabb(box_geometry(1.0f, 1.0f), at(0.0f, 0.0f, 0.25f * pi));
    assert_vec_near(box.lower, {-std::sqrt(2.0f), -std::sqrt(2.0f)}, 1.0e-5f);
    assert_vec_near(box.upper, {std::sqrt(2.0f), std::sqrt(2.0f)}, 1.0e-5f);
}

}  // namespace

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hull_of_shuffled_points),
        cmocka_unit_test(test_hull_of_random_clouds),
        cmocka_unit_test(test_hull_drops_collinear_points),
        cmocka_unit_test(test_hull_refuses_bad_input),
        cmocka_unit_test(test_box_geometry_and_mass),
        cmocka_unit_test(test_circle_capsule_segment_mass),
        cmocka_unit_test(test_triangle_inertia),
        cmocka_unit_test(test_aabbs),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
