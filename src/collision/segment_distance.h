// Closest points between two segments, the test that finds vertex-vertex
// contacts which a separating-axis search over faces cannot see.
#pragma once

#include "core/math.h"

namespace r2d {

struct SegmentDistance {
    Vec2 closest1;
    Vec2 closest2;
    float fraction1;  // 0 at p1, 1 at q1; exactly 0 or 1 at the ends
    float fraction2;  // 0 at p2, 1 at q2
    float distance_squared;
};

SegmentDistance segment_distance(Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2);

}  // namespace r2d
