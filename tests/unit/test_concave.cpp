// Concave outlines split into convex pieces that cover exactly the input.
#include <cmath>
#include <vector>

#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

float outline_area(const std::vector<Vec2>& points) {
    double sum = 0.0;
    for (size_t i = 0; i < points.size(); ++i) {
        Vec2 a = points[i];
        Vec2 b = points[(i + 1) % points.size()];
        sum += static_cast<double>(a.x) * b.y - static_cast<double>(b.x) * a.y;
    }
    return static_cast<float>(0.5 * sum);
}

struct Split {
    PolygonError error;
    std::vector<Polygon> pieces;
};

Split split(const std::vector<Vec2>& points) {
    std::vector<Polygon> pieces(max_concave_vertices - 2);
    int count = -1;
    PolygonError error = decompose_concave(points.data(), static_cast<int>(points.size()), pieces.data(), &count);
    pieces.resize(static_cast<size_t>(error == PolygonError::none ? count : 0));
    return {error, pieces};
}

// Every piece convex and counter-clockwise, no more than 8 corners, and
// every piece's centroid inside the outline; the areas add up.
void assert_valid_split(const std::vector<Vec2>& points, const Split& s, int max_pieces) {
    assert_int_equal(static_cast<int>(s.error), static_cast<int>(PolygonError::none));
    assert_true(!s.pieces.empty());
    assert_true(static_cast<int>(s.pieces.size()) <= max_pieces);
    double total = 0.0;
    for (const Polygon& p : s.pieces) {
        assert_true(p.count >= 3 && p.count <= max_polygon_vertices);
        for (int i = 0; i < p.count; ++i) {
            Vec2 edge = p.vertices[(i + 1) % p.count] - p.vertices[i];
            Vec2 next_edge = p.vertices[(i + 2) % p.count] - p.vertices[(i + 1) % p.count];
            assert_true(cross(edge, next_edge) > 0.0f);
            for (int j = 0; j < p.count; ++j) assert_true(dot(p.normals[i], p.vertices[j] - p.vertices[i]) <= 1.0e-5f);
        }
        // the same piece through make_polygon is the same polygon
        Polygon again;
        assert_int_equal(static_cast<int>(make_polygon(p.vertices, p.count, &again)),
                         static_cast<int>(PolygonError::none));
        assert_int_equal(again.count, p.count);
        total += polygon_area(p);
    }
    double expected = std::fabs(outline_area(points));
    if (std::fabs(total - expected) > 1.0e-5 * expected) {
        print_error("pieces cover %.8f, outline %.8f\n", total, expected);
        fail();
    }
}

void test_l_shape(void**) {
    std::vector<Vec2> l = {{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}};
    Split s = split(l);
    assert_valid_split(l, s, 2);
    assert_int_equal(s.pieces.size(), 2);
    // clockwise input gives the same cover
    std::vector<Vec2> reversed(l.rbegin(), l.rend());
    assert_valid_split(reversed, split(reversed), 2);
}

// Extra points along straight edges are dropped, not kept as corners.
void test_collinear_points_on_edges(void**) {
    std::vector<Vec2> l = {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {1.5f, 1}, {1, 1}, {1, 2}, {0, 2}, {0, 1}};
    Split s = split(l);
    assert_valid_split(l, s, 2);
    // a convex outline with collinear points is one piece
    std::vector<Vec2> square = {{0, 0}, {1, 0}, {2, 0}, {2, 2}, {1, 2}, {0, 2}};
    Split one = split(square);
    assert_valid_split(square, one, 1);
    assert_int_equal(one.pieces[0].count, 4);
}

void test_star(void**) {
    std::vector<Vec2> star;
    for (int i = 0; i < 10; ++i) {
        float angle = 2.0f * pi * static_cast<float>(i) / 10.0f;
        float radius = i % 2 == 0 ? 3.0f : 1.2f;
        star.push_back({radius * std::cos(angle) + 5.0f, radius * std::sin(angle) - 2.0f});
    }
    Split s = split(star);
    // five reflex notches: a cut removes at most two, so at least 4 pieces
    assert_valid_split(star, s, 8);
    assert_true(s.pieces.size() >= 4);
}

// A comb: a spine with thin teeth; many reflex corners.
void test_comb(void**) {
    std::vector<Vec2> comb = {{0, 0}, {20, 0}};
    for (int tooth = 9; tooth >= 0; --tooth) {
        float x = 2.0f * static_cast<float>(tooth);
        comb.push_back({x + 2.0f, 1.0f});
        comb.push_back({x + 1.5f, 1.0f});
        comb.push_back({x + 1.5f, 6.0f});
        comb.push_back({x + 1.0f, 6.0f});
        comb.push_back({x + 1.0f, 1.0f});
    }
    comb.pop_back();  // the last tooth's base is the outline's left side
    comb.push_back({0.0f, 6.0f});
    comb.erase(comb.begin() + 2);  // the first tooth base sits on the right edge
    comb.insert(comb.begin() + 2, Vec2{20.0f, 1.0f});
    Split s = split(comb);
    assert_valid_split(comb, s, 40);
}

// Random simple polygons: star-shaped outlines whose corners alternate
// between an outer and an inner band of random radii, so that no corner is
// within linear_slop of straight (a hull would straighten it, moving area).
void test_random_star_shaped(void**) {
    Random random{31337u};
    for (int round = 0; round < 40; ++round) {
        std::vector<Vec2> points;
        int count = 8 + round * 6;
        for (int i = 0; i < count; ++i) {
            float angle = 2.0f * pi * static_cast<float>(i) / static_cast<float>(count);
            float radius = i % 2 == 0 ? random.uniform(3.0f, 4.0f) : random.uniform(1.0f, 2.5f);
            points.push_back({radius * std::cos(angle), radius * std::sin(angle)});
        }
        assert_valid_split(points, split(points), count - 2);
    }
}

void test_refusals(void**) {
    std::vector<Vec2> bow_tie = {{0, 0}, {1, 1}, {1, 0}, {0, 1}};
    assert_int_equal(static_cast<int>(split(bow_tie).error), static_cast<int>(PolygonError::self_intersecting));
    // touching itself at a vertex
    std::vector<Vec2> pinched = {{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}, {1, 1}};
    assert_int_equal(static_cast<int>(split(pinched).error), static_cast<int>(PolygonError::self_intersecting));
    std::vector<Vec2> flat = {{0, 0}, {1, 0}, {2, 0}, {3, 0}};
    assert_int_equal(static_cast<int>(split(flat).error), static_cast<int>(PolygonError::degenerate));
    std::vector<Vec2> repeated = {{0, 0}, {1, 0}, {1, 0}, {1, 1}};
    assert_int_equal(static_cast<int>(split(repeated).error), static_cast<int>(PolygonError::degenerate));
    std::vector<Vec2> overflowing = {{-3e38f, -3e38f}, {3e38f, -3e38f}, {3e38f, 0}, {0, 0}, {0, 3e38f}, {-3e38f, 3e38f}};
    assert_true(split(overflowing).error != PolygonError::none);
    std::vector<Vec2> not_finite = {{0, 0}, {1, 0}, {INFINITY, 1}, {0, 1}};
    assert_int_equal(static_cast<int>(split(not_finite).error), static_cast<int>(PolygonError::degenerate));
    std::vector<Vec2> two = {{0, 0}, {1, 0}};
    assert_int_equal(static_cast<int>(split(two).error), static_cast<int>(PolygonError::degenerate));
    // a gear of 128 teeth: the most corners accepted, one more refused
    std::vector<Vec2> many(max_concave_vertices);
    for (size_t i = 0; i < many.size(); ++i) {
        float angle = 2.0f * pi * static_cast<float>(i) / static_cast<float>(many.size());
        float radius = i % 2 == 0 ? 10.0f : 9.0f;
        many[i] = {radius * std::cos(angle), radius * std::sin(angle)};
    }
    assert_valid_split(many, split(many), max_concave_vertices - 2);
    many.push_back({10.0f, -0.1f});
    assert_int_equal(static_cast<int>(split(many).error), static_cast<int>(PolygonError::too_many_vertices));
}

}  // namespace

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_l_shape),
        cmocka_unit_test(test_collinear_points_on_edges),
        cmocka_unit_test(test_star),
        cmocka_unit_test(test_comb),
        cmocka_unit_test(test_random_star_shaped),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
