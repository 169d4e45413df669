/* The world-to-pixel transform: a centre in metres and pixels per metre,
 * y up in the world and down on screen. */
#ifndef TESTBED_CAMERA_H
#define TESTBED_CAMERA_H

#include "raster.h"
#include "rigid2d/rigid2d.h"

typedef struct camera {
    r2d_vec2 center;     /* the world point at the middle of the picture */
    float pixels_per_metre;
    int width;
    int height;
} camera;

raster_point camera_to_pixel(const camera* c, r2d_vec2 world);
r2d_vec2 camera_to_world(const camera* c, float pixel_x, float pixel_y);

/* A camera framing what moves in the world (dynamic and kinematic bodies,
 * with the sweep of those that turn about a fixed point: spinning kinematic
 * bodies, bodies pinned to static ones) and the static geometry near
 * it, so a 200 m ground does not shrink a 20 m pyramid to a speck. */
camera camera_fit(r2d_world_id world, int width, int height);

/* camera_fit for a picture whose edges are partly covered (by text): the
 * view is framed inside what the margins, in pixels, leave free. */
camera camera_fit_inside(r2d_world_id world, int width, int height, float left, float top, float right,
                         float bottom);

#endif
