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

// False when shapes whose tight boxes these are cannot have a point within
// speculative: their boxes are farther apart along x or y, by more than
// rounding could account for. A few compares instead of a manifold.
bool boxes_within_reach(const AABB& a, const AABB& b, float speculative);

}  // namespace r2d
