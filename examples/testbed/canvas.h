/* r2d_debug_draw callbacks that paint into a raster through a camera: the
 * engine says what to draw (r2d_world_draw), the canvas how. */
#ifndef TESTBED_CANVAS_H
#define TESTBED_CANVAS_H

#include "camera.h"
#include "raster.h"
#include "rigid2d/rigid2d.h"

/* The empty world's colour; no engine default colour may equal it. */
#define CANVAS_BACKGROUND 0x1E2228u

typedef struct canvas_options {
    bool contacts; /* contact points */
    bool normals;  /* contact normals */
    bool aabbs;    /* shapes' bounding boxes */
    bool masses;   /* centres of mass */
    bool joints;   /* joints' anchors and the lines between them */
} canvas_options;

typedef struct canvas {
    raster* target;
    camera view;
} canvas;

/* The engine's default colours with the canvas's callbacks; draw.context
 * points at c, which must outlive the draw call. */
r2d_debug_draw canvas_debug_draw(canvas* c, canvas_options options);

/* The colour a shape filled with fill is outlined in. */
uint32_t canvas_outline_color(uint32_t fill);

/* Clears to the background and draws the world; returns the draw status. */
r2d_status canvas_draw_world(canvas* c, r2d_world_id world, canvas_options options);

#endif
