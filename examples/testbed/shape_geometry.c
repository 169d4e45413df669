#include "shape_geometry.h"

#include <math.h>

#include "distance.h"

bool shape_geometry_get(r2d_shape_id shape, shape_geometry* out)
{
    r2d_body_id body;
    r2d_vec2 position;
    float angle = 0.0f;
    if (r2d_shape_get_type(shape, &out->type) != R2D_OK || r2d_shape_get_body(shape, &body) != R2D_OK ||
        r2d_body_get_position(body, &position) != R2D_OK || r2d_body_get_angle(body, &angle) != R2D_OK ||
        r2d_shape_get_geometry(shape, out->points, R2D_MAX_POLYGON_VERTICES, &out->count, &out->radius) != R2D_OK) {
        return false;
    }
    if (out->count < 1 || out->count > R2D_MAX_POLYGON_VERTICES) {
        return false;
    }
    float c = cosf(angle);
    float s = sinf(angle);
    for (int32_t i = 0; i < out->count; ++i) {
        r2d_vec2 p = out->points[i];
        out->points[i].x = position.x + c * p.x - s * p.y;
        out->points[i].y = position.y + s * p.x + c * p.y;
    }
    out->axis.x = c;
    out->axis.y = s;
    return true;
}

/* Inside a convex polygon of either winding: on one side of every edge. */
static bool convex_contains(const r2d_vec2* points, int32_t count, r2d_vec2 p)
{
    bool left = false;
    bool right = false;
    for (int32_t i = 0; i < count; ++i) {
        r2d_vec2 a = points[i];
        r2d_vec2 b = points[(i + 1) % count];
        float cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        left = left || cross > 0.0f;
        right = right || cross < 0.0f;
    }
    return !(left && right);
}

bool shape_geometry_contains(const shape_geometry* g, r2d_vec2 point)
{
    switch (g->type) {
    case R2D_SHAPE_CIRCLE:
        return hypotf(point.x - g->points[0].x, point.y - g->points[0].y) <= g->radius;
    case R2D_SHAPE_CAPSULE:
        return g->count >= 2 && distance_to_segment(point.x, point.y, g->points[0].x, g->points[0].y, g->points[1].x,
                                                    g->points[1].y) <= g->radius;
    case R2D_SHAPE_POLYGON:
        return g->count >= 3 && convex_contains(g->points, g->count, point);
    default:
        return false;
    }
}
