// Shared bits of the internal unit tests: cmocka with C++ and geometry
// builders that keep the tests short.
#pragma once

#include <cstdarg>
#include <cstddef>
#include <csetjmp>
#include <cstdint>
#include <cmath>

extern "C" {
#include <cmocka.h>
}

#include "geometry/shapes.h"

namespace r2d_test {

inline r2d::Geometry circle_geometry(r2d::Vec2 center, float radius) {
    r2d::Geometry g;
    g.kind = r2d::ShapeKind::circle;
    g.circle = {center, radius};
    return g;
}

inline r2d::Geometry capsule_geometry(r2d::Vec2 c1, r2d::Vec2 c2, float radius) {
    r2d::Geometry g;
    g.kind = r2d::ShapeKind::capsule;
    g.capsule = {c1, c2, radius};
    return g;
}

inline r2d::Geometry segment_geometry(r2d::Vec2 p1, r2d::Vec2 p2) {
    r2d::Geometry g;
    g.kind = r2d::ShapeKind::segment;
    g.segment = {p1, p2};
    return g;
}

inline r2d::Geometry polygon_geometry(const r2d::Polygon& polygon) {
    r2d::Geometry g;
    g.kind = r2d::ShapeKind::polygon;
    g.polygon = polygon;
    return g;
}

inline r2d::Geometry box_geometry(float hx, float hy) {
    return polygon_geometry(r2d::make_box({hx, hy}, {0.0f, 0.0f}, 0.0f));
}

inline void assert_near(float actual, float expected, float tolerance) {
    if (std::fabs(actual - expected) > tolerance) {
        print_error("expected %.7g, got %.7g\n", static_cast<double>(expected), static_cast<double>(actual));
        fail();
    }
}

inline void assert_vec_near(r2d::Vec2 actual, r2d::Vec2 expected, float tolerance) {
    assert_near(actual.x, expected.x, tolerance);
    assert_near(actual.y, expected.y, tolerance);
}

inline r2d::Transform at(float x, float y, float angle = 0.0f) { return {{x, y}, r2d::make_rot(angle)}; }

// Deterministic pseudo-random numbers in [lo, hi).
struct Random {
    uint32_t state;
    float uniform(float lo, float hi) {
        state = state * 1664525u + 1013904223u;
        return lo + (hi - lo) * static_cast<float>(state >> 8) * (1.0f / 16777216.0f);
    }
};

}  // namespace r2d_test
