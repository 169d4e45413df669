#include "api/geometry_checks.h"

#include "api/validate.h"

namespace r2d {

r2d_status polygon_error_status(PolygonError error) {
    switch (error) {
        case PolygonError::none: return R2D_OK;
        case PolygonError::degenerate:
            return fail(R2D_ERROR_DEGENERATE_POLYGON,
                        "the points are collinear, repeated, too close or enclose no area");
        case PolygonError::too_many_vertices:
            return fail(R2D_ERROR_TOO_MANY_VERTICES, "the hull has more than %d points", max_polygon_vertices);
        case PolygonError::self_intersecting:
            return fail(R2D_ERROR_SELF_INTERSECTING, "the polygon's edges cross each other");
    }
    return fail(R2D_ERROR_DEGENERATE_POLYGON, "the polygon was refused");
}

r2d_status check_points(const r2d_vec2* points, int32_t count, int32_t max_count) {
    R2D_TRY(check_pointer(points, "points"));
    if (count < 3) return fail(R2D_ERROR_DEGENERATE_POLYGON, "a polygon needs at least 3 points, got %d", count);
    if (count > max_count) {
        return fail(R2D_ERROR_TOO_MANY_VERTICES, "%d points given; at most %d are allowed", count, max_count);
    }
    for (int32_t i = 0; i < count; ++i) R2D_TRY(check_coordinate(points[i], "a polygon point"));
    return R2D_OK;
}

r2d_status check_apart(r2d_vec2 a, r2d_vec2 b, const char* what) {
    R2D_TRY(check_coordinate(a, what));
    R2D_TRY(check_coordinate(b, what));
    if (distance_squared(to_vec2(a), to_vec2(b)) <= linear_slop * linear_slop) {
        return fail(R2D_ERROR_DEGENERATE_POLYGON, "%s are closer than %g m", what, static_cast<double>(linear_slop));
    }
    return R2D_OK;
}

}  // namespace r2d
