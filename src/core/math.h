// Small vector math shared by every subsystem. Plain structs, inline
// functions: the solver's inner loops depend on these being free.
#pragma once

#include <cmath>
#include <cstdint>

namespace r2d {

// Collision tolerance: contacts keep this much overlap on purpose so that
// resting contact does not flicker between touching and not touching.
constexpr float linear_slop = 0.005f;
// Contacts are made this far before shapes touch, so fast bodies are caught.
constexpr float speculative_distance = 4.0f * linear_slop;
constexpr float pi = 3.14159265359f;

struct Vec2 {
    float x = 0.0f;
    float y = 0.0f;
};

// A rotation stored as cosine and sine, so rotating costs no trig.
struct Rot {
    float c = 1.0f;
    float s = 0.0f;
};

struct Transform {
    Vec2 p;
    Rot q;
};

struct AABB {
    Vec2 lower;
    Vec2 upper;
};

inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
inline Vec2 operator*(float s, Vec2 a) { return {s * a.x, s * a.y}; }
inline Vec2 operator*(Vec2 a, float s) { return {s * a.x, s * a.y}; }
inline Vec2& operator+=(Vec2& a, Vec2 b) { a.x += b.x; a.y += b.y; return a; }
inline Vec2& operator-=(Vec2& a, Vec2 b) { a.x -= b.x; a.y -= b.y; return a; }
inline bool operator==(Vec2 a, Vec2 b) { return a.x == b.x && a.y == b.y; }

inline float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline float cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
// cross(v, s): v rotated clockwise and scaled; cross(s, v): counter-clockwise.
inline Vec2 cross(Vec2 v, float s) { return {s * v.y, -s * v.x}; }
inline Vec2 cross(float s, Vec2 v) { return {-s * v.y, s * v.x}; }
inline Vec2 left_perp(Vec2 v) { return {-v.y, v.x}; }
inline Vec2 right_perp(Vec2 v) { return {v.y, -v.x}; }
inline float length_squared(Vec2 v) { return dot(v, v); }
inline float length(Vec2 v) { return std::sqrt(dot(v, v)); }
inline float distance(Vec2 a, Vec2 b) { return length(b - a); }
inline float distance_squared(Vec2 a, Vec2 b) { return length_squared(b - a); }
inline Vec2 lerp(Vec2 a, Vec2 b, float t) { return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}; }
// Plain comparisons, not fmin/fmax: those become library calls in hot loops.
inline Vec2 min(Vec2 a, Vec2 b) { return {a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y}; }
inline Vec2 max(Vec2 a, Vec2 b) { return {a.x > b.x ? a.x : b.x, a.y > b.y ? a.y : b.y}; }
inline Vec2 abs(Vec2 a) { return {std::fabs(a.x), std::fabs(a.y)}; }

// Unit vector along v, or zero when v is too short to have a direction.
inline Vec2 normalize(Vec2 v) {
    float len = length(v);
    if (len < 1.0e-12f) return {0.0f, 0.0f};
    float inv = 1.0f / len;
    return {inv * v.x, inv * v.y};
}

inline bool is_finite(float a) { return std::isfinite(a); }
inline bool is_finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

inline Rot make_rot(float angle) { return {std::cos(angle), std::sin(angle)}; }
inline float rot_angle(Rot q) { return std::atan2(q.s, q.c); }
inline Vec2 rotate(Rot q, Vec2 v) { return {q.c * v.x - q.s * v.y, q.s * v.x + q.c * v.y}; }
inline Vec2 inv_rotate(Rot q, Vec2 v) { return {q.c * v.x + q.s * v.y, -q.s * v.x + q.c * v.y}; }
// q * r and conj(q) * r
inline Rot mul_rot(Rot q, Rot r) { return {q.c * r.c - q.s * r.s, q.s * r.c + q.c * r.s}; }
inline Rot inv_mul_rot(Rot q, Rot r) { return {q.c * r.c + q.s * r.s, q.c * r.s - q.s * r.c}; }

// Advances a rotation by angle delta (small) and renormalises, avoiding trig.
inline Rot integrate_rotation(Rot q, float delta) {
    Rot r = {q.c - delta * q.s, q.s + delta * q.c};
    float mag = std::sqrt(r.s * r.s + r.c * r.c);
    float inv = mag > 0.0f ? 1.0f / mag : 0.0f;
    return {r.c * inv, r.s * inv};
}

inline Vec2 transform_point(const Transform& t, Vec2 p) { return rotate(t.q, p) + t.p; }
inline Vec2 inv_transform_point(const Transform& t, Vec2 p) { return inv_rotate(t.q, p - t.p); }
// Transform of B's frame expressed in A's frame: inv(A) * B.
inline Transform inv_mul_transforms(const Transform& a, const Transform& b) {
    return {inv_rotate(a.q, b.p - a.p), inv_mul_rot(a.q, b.q)};
}

// A 2x2 matrix by columns, for the two-row blocks of joint constraints.
struct Mat22 {
    Vec2 cx;
    Vec2 cy;
};

// Solves m * x = b; a singular m gives zero.
inline Vec2 solve22(const Mat22& m, Vec2 b) {
    float det = m.cx.x * m.cy.y - m.cy.x * m.cx.y;
    if (det != 0.0f) det = 1.0f / det;
    return {det * (m.cy.y * b.x - m.cy.x * b.y), det * (m.cx.x * b.y - m.cx.y * b.x)};
}

// The inverse of m; a singular m gives zero.
inline Mat22 invert22(const Mat22& m) {
    float det = m.cx.x * m.cy.y - m.cy.x * m.cx.y;
    if (det != 0.0f) det = 1.0f / det;
    return {{det * m.cy.y, -det * m.cx.y}, {-det * m.cy.x, det * m.cx.x}};
}

inline Vec2 mul22(const Mat22& m, Vec2 v) { return {m.cx.x * v.x + m.cy.x * v.y, m.cx.y * v.x + m.cy.y * v.y}; }

// An angle wrapped into -pi..pi.
inline float unwind_angle(float angle) {
    if (angle < -pi) return angle + 2.0f * pi * std::ceil((-pi - angle) / (2.0f * pi));
    if (angle > pi) return angle - 2.0f * pi * std::ceil((angle - pi) / (2.0f * pi));
    return angle;
}

// The angle of rotation b relative to a, in -pi..pi.
inline float relative_angle(Rot b, Rot a) { return rot_angle(inv_mul_rot(a, b)); }

inline bool aabb_overlaps(const AABB& a, const AABB& b) {
    return !(b.lower.x > a.upper.x || b.lower.y > a.upper.y || a.lower.x > b.upper.x || a.lower.y > b.upper.y);
}
inline bool aabb_contains(const AABB& outer, const AABB& inner) {
    return outer.lower.x <= inner.lower.x && outer.lower.y <= inner.lower.y && inner.upper.x <= outer.upper.x &&
           inner.upper.y <= outer.upper.y;
}
inline AABB aabb_union(const AABB& a, const AABB& b) { return {min(a.lower, b.lower), max(a.upper, b.upper)}; }
inline float aabb_perimeter(const AABB& a) {
    return 2.0f * ((a.upper.x - a.lower.x) + (a.upper.y - a.lower.y));
}


}  // namespace r2d
