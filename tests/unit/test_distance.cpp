// GJK distance and shape casts against a brute force in double precision
// on random pairs of circles, capsules, segments and rounded polygons: the
// distance between two convex hulls is zero when one holds a vertex of the
// other or their edges touch, else the least vertex-to-edge distance.
#include <cmath>
#include <initializer_list>

#include "collision/distance.h"
#include "collision/shape_cast.h"
#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

constexpr int pair_count = 20000;

struct Point {
    double x;
    double y;
};

double point_segment(Point p, Point a, Point b) {
    double ex = b.x - a.x, ey = b.y - a.y;
    double len2 = ex * ex + ey * ey;
    double t = len2 > 0.0 ? ((p.x - a.x) * ex + (p.y - a.y) * ey) / len2 : 0.0;
    t = t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
    return std::hypot(p.x - (a.x + t * ex), p.y - (a.y + t * ey));
}

// Whether a counter-clockwise hull of three or more points holds p.
bool hull_holds(const ConvexProxy& hull, Point p) {
    if (hull.count < 3) return false;
    for (int i = 0; i < hull.count; ++i) {
        Vec2 a = hull.points[i];
        Vec2 b = hull.points[(i + 1) % hull.count];
        double side = (double(b.x) - a.x) * (p.y - a.y) - (double(b.y) - a.y) * (p.x - a.x);
        if (side < 0.0) return false;
    }
    return true;
}

Point at_point(const ConvexProxy& proxy, int i) {
    return {proxy.points[i].x, proxy.points[i].y};
}

double vertices_to_edges(const ConvexProxy& from, const ConvexProxy& to) {
    double best = INFINITY;
    for (int i = 0; i < from.count; ++i) {
        for (int j = 0; j < to.count; ++j) {
            Point b = at_point(to, (j + 1) % to.count);
            best = std::fmin(best, point_segment(at_point(from, i), at_point(to, j), b));
        }
    }
    return best;
}

double orientation(Point a, Point b, Point c) {
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

// Whether an edge of a crosses an edge of b (two segments crossing hold no
// vertex of each other and keep their vertices off each other's edges).
bool edges_cross(const ConvexProxy& a, const ConvexProxy& b) {
    for (int i = 0; i + 1 < a.count + (a.count > 2); ++i) {
        Point a1 = at_point(a, i), a2 = at_point(a, (i + 1) % a.count);
        for (int j = 0; j + 1 < b.count + (b.count > 2); ++j) {
            Point b1 = at_point(b, j), b2 = at_point(b, (j + 1) % b.count);
            if (orientation(a1, a2, b1) * orientation(a1, a2, b2) < 0.0 &&
                orientation(b1, b2, a1) * orientation(b1, b2, a2) < 0.0) {
                return true;
            }
        }
    }
    return false;
}

double brute_distance(const ConvexProxy& a, const ConvexProxy& b) {
    if (edges_cross(a, b)) return 0.0;
    for (int i = 0; i < a.count; ++i) {
        if (hull_holds(b, at_point(a, i))) return 0.0;
    }
    for (int i = 0; i < b.count; ++i) {
        if (hull_holds(a, at_point(b, i))) return 0.0;
    }
    double core = std::fmin(vertices_to_edges(a, b), vertices_to_edges(b, a));
    return std::fmax(0.0, core - a.radius - b.radius);
}

ConvexProxy random_proxy(Random& random) {
    Geometry geometry;
    float size = random.uniform(0.2f, 2.0f);
    switch (static_cast<int>(random.uniform(0.0f, 4.0f))) {
        case 0: geometry = circle_geometry({0.0f, 0.0f}, size); break;
        case 1: geometry = capsule_geometry({-size, 0.0f}, {size, 0.3f * size}, 0.3f * size); break;
        case 2: geometry = segment_geometry({-size, 0.0f}, {size, 0.2f}); break;
        default: {
            Vec2 points[6];
            for (Vec2& point : points) point = {random.uniform(-size, size), random.uniform(-size, size)};
            Polygon polygon;
            if (make_polygon(points, 6, &polygon) != PolygonError::none) polygon = make_box({size, size}, {}, 0.0f);
            geometry = polygon_geometry(polygon);
            break;
        }
    }
    ConvexProxy proxy = make_proxy(geometry);
    if (geometry.kind == ShapeKind::polygon && random.uniform(0.0f, 1.0f) < 0.5f) proxy.radius = 0.2f * size;
    return place_proxy(proxy,
                       at(random.uniform(-4.0f, 4.0f), random.uniform(-4.0f, 4.0f), random.uniform(-3.0f, 3.0f)));
}

ConvexProxy moved(const ConvexProxy& proxy, Vec2 translation, double t) {
    ConvexProxy result = proxy;
    for (int i = 0; i < proxy.count; ++i) {
        result.points[i] = {static_cast<float>(proxy.points[i].x + t * translation.x),
                            static_cast<float>(proxy.points[i].y + t * translation.y)};
    }
    return result;
}

void test_distance_equals_brute_force(void**) {
    Random random = {2024u};
    float worst = 0.0f;
    int overlapping = 0;
    for (int n = 0; n < pair_count; ++n) {
        ConvexProxy a = random_proxy(random);
        ConvexProxy b = random_proxy(random);
        ProxyDistance d = proxy_distance(a, b);
        double expected = brute_distance(a, b);
        float error = static_cast<float>(std::fabs(d.distance - expected));
        worst = std::fmax(worst, error);
        overlapping += expected == 0.0;
        if (error > 2.0e-5f) {
            print_error("pair %d: gjk %.7g, brute %.7g\n", n, static_cast<double>(d.distance), expected);
            for (const ConvexProxy* p : {&a, &b}) {
                print_error("proxy r=%g:", static_cast<double>(p->radius));
                for (int i = 0; i < p->count; ++i)
                    print_error(" (%.7g, %.7g)", static_cast<double>(p->points[i].x),
                                static_cast<double>(p->points[i].y));
                print_error("\n");
            }
            fail();
        }
        if (d.distance > 0.0f) {
            // The points are on the surfaces, d.distance apart along the normal.
            assert_true(std::fabs(length(d.normal) - 1.0f) < 1.0e-5f);
            Vec2 gap = d.point_b - d.point_a;
            assert_true(std::fabs(length(gap) - d.distance) < 2.0e-5f);
            assert_true(std::fabs(cross(gap, d.normal)) < 2.0e-5f);
        }
    }
    print_message("worst distance error %.3g m; %d of %d pairs overlap\n", static_cast<double>(worst), overlapping,
                  pair_count);
    assert_true(overlapping > pair_count / 10 && overlapping < pair_count * 9 / 10);
}

// The cast stops at most cast_tolerance before the surfaces touch and never
// after, and hits exactly when the sweep brings the shapes together.
void test_cast_equals_brute_force(void**) {
    Random random = {77u};
    int hits = 0;
    for (int n = 0; n < pair_count / 4; ++n) {
        ConvexProxy still = random_proxy(random);
        ConvexProxy moving = random_proxy(random);
        Vec2 translation = {random.uniform(-12.0f, 12.0f), random.uniform(-12.0f, 12.0f)};
        RayHit hit;
        bool found = shape_cast(still, {moving, translation, 1.0f}, &hit);
        // The least distance along the sweep: a convex function of t.
        double lo = 0.0, hi = 1.0;
        for (int i = 0; i < 100; ++i) {
            double m1 = lo + (hi - lo) / 3.0, m2 = hi - (hi - lo) / 3.0;
            if (brute_distance(still, moved(moving, translation, m1)) <=
                brute_distance(still, moved(moving, translation, m2))) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        double least =
            std::fmin(brute_distance(still, moved(moving, translation, lo)),
                      std::fmin(brute_distance(still, moving), brute_distance(still, moved(moving, translation, 1.0))));
        if (least > 0.0 && least < 1.0e-4) continue;  // grazing: float rounding decides
        assert_true(found == (least == 0.0));
        if (!found) continue;
        ++hits;
        double gap = brute_distance(still, moved(moving, translation, hit.fraction));
        if (!(gap <= cast_tolerance + 2.0e-5)) {
            print_error("pair %d: gap %.7g left at fraction %.7g\n", n, gap, static_cast<double>(hit.fraction));
            fail();
        }
        double before =
            brute_distance(still, moved(moving, translation, hit.fraction - 1.0e-4 / (1.0 + length(translation))));
        assert_true(hit.fraction == 0.0f || before > 0.0);  // not past the touch
        assert_true(std::fabs(length(hit.normal) - 1.0f) < 1.0e-4f || hit.fraction == 0.0f);
    }
    print_message("%d of %d sweeps hit\n", hits, pair_count / 4);
    assert_true(hits > pair_count / 40);
}

}  // namespace

int main() {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_distance_equals_brute_force),
        cmocka_unit_test(test_cast_equals_brute_force),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
