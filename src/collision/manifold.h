// Narrowphase: the contact manifold between two shapes.
#pragma once

#include <cstdint>

#include "core/math.h"
#include "geometry/shapes.h"

namespace r2d {

struct ManifoldPoint {
    Vec2 point;        // world point midway between the two surfaces
    float separation;  // negative when overlapping
    uint32_t id;       // feature id, stable while the same features touch
};

struct Manifold {
    Vec2 normal;  // world unit normal from shape A towards shape B
    ManifoldPoint points[2];
    int point_count;
};

// Points are produced for features closer than speculative (at least
// speculative_distance; more for fast bodies, so the solver can stop them
// before they pass through); any pair of kinds may come in either order.
Manifold collide(const Geometry& a, const Transform& xf_a, const Geometry& b, const Transform& xf_b,
                 float speculative = speculative_distance);

}  // namespace r2d
