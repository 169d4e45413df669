#include "collision/segment_distance.h"

namespace r2d {

namespace {

inline float clamp01(float a) { return a < 0.0f ? 0.0f : (a > 1.0f ? 1.0f : a); }

}  // namespace

// Minimises |p1 + s d1 - (p2 + t d2)| over the unit square: the unclamped
// optimum for s, then t for that s, and s again when t had to be clamped.
SegmentDistance segment_distance(Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2) {
    constexpr float tiny = 1.0e-12f;
    Vec2 d1 = q1 - p1;
    Vec2 d2 = q2 - p2;
    Vec2 r = p1 - p2;
    float dd1 = dot(d1, d1);
    float dd2 = dot(d2, d2);
    float rd1 = dot(r, d1);
    float rd2 = dot(r, d2);

    float s = 0.0f;
    float t = 0.0f;
    if (dd1 < tiny && dd2 < tiny) {
        // two points
    } else if (dd1 < tiny) {
        t = clamp01(rd2 / dd2);
    } else if (dd2 < tiny) {
        s = clamp01(-rd1 / dd1);
    } else {
        float d12 = dot(d1, d2);
        float denominator = dd1 * dd2 - d12 * d12;
        // parallel segments: any s works, start from p1
        s = denominator != 0.0f ? clamp01((d12 * rd2 - rd1 * dd2) / denominator) : 0.0f;
        t = (d12 * s + rd2) / dd2;
        if (t < 0.0f) {
            t = 0.0f;
            s = clamp01(-rd1 / dd1);
        } else if (t > 1.0f) {
            t = 1.0f;
            s = clamp01((d12 - rd1) / dd1);
        }
    }
    SegmentDistance result;
    result.closest1 = p1 + s * d1;
    result.closest2 = p2 + t * d2;
    result.fraction1 = s;
    result.fraction2 = t;
    result.distance_squared = distance_squared(result.closest1, result.closest2);
    return result;
}

}  // namespace r2d
