/* A shape's outline in world coordinates, from the public API alone:
 * r2d_shape_get_geometry (body frame) moved by its body's transform. */
#ifndef TESTBED_SHAPE_GEOMETRY_H
#define TESTBED_SHAPE_GEOMETRY_H

#include <stdbool.h>
#include <stdint.h>

#include "rigid2d/rigid2d.h"

typedef struct shape_geometry {
    r2d_shape_type type;
    r2d_vec2 points[R2D_MAX_POLYGON_VERTICES]; /* world; see r2d_shape_get_geometry */
    int32_t count;
    float radius;
    r2d_vec2 axis; /* the body's x axis in the world, unit */
} shape_geometry;

bool shape_geometry_get(r2d_shape_id shape, shape_geometry* out);

/* Whether the world point is inside the shape (segments have no inside). */
bool shape_geometry_contains(const shape_geometry* g, r2d_vec2 point);

#endif
