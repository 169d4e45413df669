// Each shape is an intersection of simple pieces: a circle solves a
// quadratic, a polygon clips the ray by its edge half-planes, and a
// capsule is the union of two circles and the box between them, whose
// first entry is the earliest entry into any piece.
#include "collision/ray_cast.h"

#include "collision/point_in_shape.h"

namespace r2d {

namespace {

bool ray_cast_circle(Vec2 center, float radius, const RayInput& input, RayHit* out) {
    Vec2 offset = input.origin - center;
    float ray_length = length(input.translation);
    if (ray_length == 0.0f) return false;
    Vec2 direction = (1.0f / ray_length) * input.translation;
    // Measured from the point of closest approach rather than by the
    // textbook quadratic: no cancellation when the ray is long.
    float along = -dot(offset, direction);
    Vec2 closest = offset + along * direction;
    float half_chord_squared = radius * radius - length_squared(closest);
    if (half_chord_squared < 0.0f) return false;
    float distance_to_surface = along - std::sqrt(half_chord_squared);
    if (distance_to_surface < 0.0f || distance_to_surface > input.max_fraction * ray_length) return false;
    Vec2 surface_offset = offset + distance_to_surface * direction;
    out->fraction = distance_to_surface / ray_length;
    out->normal = normalize(surface_offset);
    out->point = center + radius * out->normal;
    return true;
}

// Clips the ray by each edge's half-plane (Cyrus-Beck). The entering edge
// gives the normal; none entering means the origin is inside.
bool ray_cast_convex(const Vec2* vertices, const Vec2* normals, int count, const RayInput& input, RayHit* out) {
    float lower = 0.0f;
    float upper = input.max_fraction;
    int entering_edge = -1;
    for (int i = 0; i < count; ++i) {
        float numerator = dot(normals[i], vertices[i] - input.origin);
        float denominator = dot(normals[i], input.translation);
        if (denominator == 0.0f) {
            if (numerator < 0.0f) return false;  // parallel and outside this edge
        } else if (denominator < 0.0f && numerator < lower * denominator) {
            lower = numerator / denominator;
            entering_edge = i;
        } else if (denominator > 0.0f && numerator < upper * denominator) {
            upper = numerator / denominator;
        }
        if (upper < lower) return false;
    }
    if (entering_edge < 0) return false;
    out->fraction = lower;
    out->normal = normals[entering_edge];
    out->point = input.origin + lower * input.translation;
    return true;
}

// one_sided: hit only from the left of point1 -> point2, a chain segment's
// collision side, so a ray leaving the inside of a terrain passes out.
bool ray_cast_segment(const Segment& segment, bool one_sided, const RayInput& input, RayHit* out) {
    Vec2 edge = segment.point2 - segment.point1;
    Vec2 normal = normalize(left_perp(edge));
    float denominator = dot(normal, input.translation);
    if (denominator == 0.0f || (one_sided && denominator > 0.0f)) return false;
    float fraction = dot(normal, segment.point1 - input.origin) / denominator;
    if (fraction < 0.0f || fraction > input.max_fraction) return false;
    Vec2 point = input.origin + fraction * input.translation;
    float along = dot(point - segment.point1, edge);
    if (along < 0.0f || along > dot(edge, edge)) return false;
    out->fraction = fraction;
    out->normal = denominator > 0.0f ? -normal : normal;  // faces the ray, either side
    out->point = point;
    return true;
}

bool ray_cast_capsule(const Capsule& capsule, const RayInput& input, RayHit* out) {
    Vec2 axis = normalize(capsule.center2 - capsule.center1);
    Vec2 side = capsule.radius * left_perp(axis);
    // The box between the end circles, counter-clockwise.
    Vec2 vertices[4] = {capsule.center1 - side, capsule.center2 - side, capsule.center2 + side, capsule.center1 + side};
    Vec2 normals[4] = {right_perp(axis), axis, left_perp(axis), -axis};
    bool found = false;
    RayHit piece_hit;
    RayInput clipped = input;
    if (ray_cast_convex(vertices, normals, 4, clipped, &piece_hit)) {
        *out = piece_hit;
        clipped.max_fraction = piece_hit.fraction;
        found = true;
    }
    const Vec2 centers[2] = {capsule.center1, capsule.center2};
    for (Vec2 center : centers) {
        if (ray_cast_circle(center, capsule.radius, clipped, &piece_hit) && (!found || piece_hit.fraction < out->fraction)) {
            *out = piece_hit;
            clipped.max_fraction = piece_hit.fraction;
            found = true;
        }
    }
    return found;
}

}  // namespace

bool ray_cast_geometry(const Geometry& geometry, const RayInput& input, RayHit* out) {
    // One rule for every kind, and the pieces below may assume the origin is outside.
    if (geometry_contains_point(geometry, input.origin)) return false;
    switch (geometry.kind) {
        case ShapeKind::circle:
            return ray_cast_circle(geometry.circle.center, geometry.circle.radius, input, out);
        case ShapeKind::capsule:
            return ray_cast_capsule(geometry.capsule, input, out);
        case ShapeKind::segment:
            return ray_cast_segment(geometry.segment, false, input, out);
        case ShapeKind::chain_segment:
            return ray_cast_segment(geometry.chain_segment.segment, true, input, out);
        case ShapeKind::polygon:
            return ray_cast_convex(geometry.polygon.vertices, geometry.polygon.normals, geometry.polygon.count, input,
                                   out);
    }
    return false;
}

bool ray_cast_placed(const Geometry& geometry, const Transform& transform, const RayInput& input, RayHit* out) {
    RayInput local = {inv_transform_point(transform, input.origin), inv_rotate(transform.q, input.translation),
                      input.max_fraction};
    if (!ray_cast_geometry(geometry, local, out)) return false;
    out->point = transform_point(transform, out->point);
    out->normal = rotate(transform.q, out->normal);
    return true;
}

}  // namespace r2d
