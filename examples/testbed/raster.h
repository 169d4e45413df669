/* A software rasteriser into an RGBA framebuffer: the one drawing path of
 * the testbed, written to PNG files headless and blitted to a window.
 * Coordinates are pixels, y down; pixel (i, j) covers [i, i+1) x [j, j+1).
 * Colours are 0xRRGGBB, as in r2d_debug_draw. */
#ifndef TESTBED_RASTER_H
#define TESTBED_RASTER_H

#include <stdbool.h>
#include <stdint.h>

/* Pass as a fill colour to paint only an outline. */
#define RASTER_NO_FILL 0xFFFFFFFFu

typedef struct raster {
    int width;
    int height;
    uint8_t* rgba; /* width * height pixels, bytes R, G, B, A; row 0 at the top */
} raster;

typedef struct raster_point {
    float x;
    float y;
} raster_point;

bool raster_init(raster* r, int width, int height);
void raster_free(raster* r);

void raster_clear(raster* r, uint32_t color);
/* The colour at a pixel, 0xRRGGBB; the pixel must be inside. */
uint32_t raster_get(const raster* r, int x, int y);

void raster_fill_rect(raster* r, float x0, float y0, float x1, float y1, uint32_t color);

/* A convex polygon of count points in either winding. */
void raster_fill_convex(raster* r, const raster_point* points, int count, uint32_t color);

/* Everything within radius of the segment p1-p2 (a disc when they are
 * equal): the outer edge_width pixels in edge, the rest in fill. */
void raster_fill_capsule(raster* r, raster_point p1, raster_point p2, float radius, uint32_t fill, uint32_t edge,
                         float edge_width);

/* A line about width pixels thick with round ends. */
void raster_line(raster* r, raster_point p1, raster_point p2, float width, uint32_t color);

/* The colour darkened, for outlines that stay visible on their own fill. */
uint32_t raster_shade(uint32_t color, float factor);

#endif
