#include "geometry/hull.h"

namespace r2d {

namespace {

// Hulls smaller than this cannot carry a stable contact.
constexpr float min_hull_area = linear_slop * linear_slop;

// Points closer than linear_slop would make edges too short to have a
// reliable normal; the caller is told rather than having points merged.
bool has_close_points(const Vec2* points, int count) {
    for (int i = 0; i < count; ++i) {
        for (int j = i + 1; j < count; ++j) {
            if (distance_squared(points[i], points[j]) < linear_slop * linear_slop) return true;
        }
    }
    return false;
}

// Gift wrapping: n is tiny, and starting from the lowest-leftmost point makes
// the output independent of the input order. Returns the hull size, or 0
// when the wrap fails to close (only possible with degenerate input).
int wrap_hull(const Vec2* points, int count, Vec2* hull) {
    int start = 0;
    for (int i = 1; i < count; ++i) {
        Vec2 p = points[i];
        Vec2 s = points[start];
        if (p.x < s.x || (p.x == s.x && p.y < s.y)) start = i;
    }
    int hull_count = 0;
    int current = start;
    do {
        if (hull_count == count) return 0;
        hull[hull_count++] = points[current];
        int next = current == 0 ? 1 : 0;
        for (int i = 0; i < count; ++i) {
            if (i == current || i == next) continue;
            Vec2 e = points[next] - points[current];
            Vec2 d = points[i] - points[current];
            float turn = cross(e, d);
            // i is clockwise of the candidate edge, or collinear and further out
            if (turn < 0.0f || (turn == 0.0f && length_squared(d) > length_squared(e))) next = i;
        }
        current = next;
    } while (current != start);
    return hull_count;
}

// Removes corners that are nearly straight, repeating until none is left.
int remove_collinear(Vec2* hull, int count) {
    bool removed = true;
    while (removed && count >= 3) {
        removed = false;
        for (int i = 0; i < count; ++i) {
            Vec2 prev = hull[i == 0 ? count - 1 : i - 1];
            Vec2 next = hull[i + 1 == count ? 0 : i + 1];
            if (is_nearly_collinear(prev, hull[i], next)) {
                for (int j = i + 1; j < count; ++j) hull[j - 1] = hull[j];
                --count;
                removed = true;
                break;
            }
        }
    }
    return count;
}

}  // namespace

bool is_nearly_collinear(Vec2 prev, Vec2 p, Vec2 next) {
    Vec2 chord = next - prev;
    float chord_length = length(chord);
    if (chord_length < linear_slop) return true;
    // distance of p from the chord's line
    float offset = cross(chord, p - prev) / chord_length;
    return std::fabs(offset) < linear_slop;
}

bool has_opposite_faces(const Polygon& polygon) {
    if (polygon.count != 4) return false;
    const Vec2* n = polygon.normals;
    return n[2].x == -n[0].x && n[2].y == -n[0].y && n[3].x == -n[1].x && n[3].y == -n[1].y;
}

PolygonError build_convex_polygon(const Vec2* points, int count, Polygon* out) {
    if (count < 3) return PolygonError::degenerate;
    if (count > max_hull_input_points) return PolygonError::too_many_vertices;
    for (int i = 0; i < count; ++i) {
        if (!is_finite(points[i])) return PolygonError::degenerate;
    }

    if (has_close_points(points, count)) return PolygonError::degenerate;

    Vec2 hull[max_hull_input_points];
    int hull_count = remove_collinear(hull, wrap_hull(points, count, hull));
    if (hull_count < 3) return PolygonError::degenerate;
    if (hull_count > max_polygon_vertices) return PolygonError::too_many_vertices;

    Polygon polygon = {};
    polygon.count = hull_count;
    for (int i = 0; i < hull_count; ++i) {
        polygon.vertices[i] = hull[i];
        Vec2 edge = hull[i + 1 == hull_count ? 0 : i + 1] - hull[i];
        polygon.normals[i] = normalize(right_perp(edge));
    }
    // Float wrapping of near-collinear points can leave a dent; refuse it.
    for (int i = 0; i < hull_count; ++i) {
        for (int j = 0; j < hull_count; ++j) {
            if (dot(polygon.normals[i], hull[j] - hull[i]) > linear_slop) return PolygonError::degenerate;
        }
    }
    // Coordinates near the float limit overflow into infinite areas and NaN normals.
    float area = polygon_area(polygon);
    if (!is_finite(area) || area < min_hull_area) return PolygonError::degenerate;
    for (int i = 0; i < hull_count; ++i) {
        if (!is_finite(polygon.normals[i])) return PolygonError::degenerate;
    }
    // The centroid is the centre of mass at any density.
    Geometry geometry;
    geometry.kind = ShapeKind::polygon;
    geometry.polygon = polygon;
    polygon.centroid = compute_mass(geometry, 1.0f).center;
    polygon.opposite_faces = has_opposite_faces(polygon);
    *out = polygon;
    return PolygonError::none;
}

}  // namespace r2d
