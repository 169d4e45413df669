#include "raster.h"

#include <math.h>
#include <stdlib.h>

#include "distance.h"

bool raster_init(raster* r, int width, int height)
{
    r->width = 0;
    r->height = 0;
    r->rgba = NULL;
    if (width <= 0 || height <= 0 || width > 16384 || height > 16384) {
        return false;
    }
    r->rgba = malloc((size_t)width * (size_t)height * 4u);
    if (r->rgba == NULL) {
        return false;
    }
    r->width = width;
    r->height = height;
    return true;
}

void raster_free(raster* r)
{
    free(r->rgba);
    r->rgba = NULL;
    r->width = 0;
    r->height = 0;
}

static void put(raster* r, int x, int y, uint32_t color)
{
    uint8_t* p = r->rgba + ((size_t)y * (size_t)r->width + (size_t)x) * 4u;
    p[0] = (uint8_t)(color >> 16);
    p[1] = (uint8_t)(color >> 8);
    p[2] = (uint8_t)color;
    p[3] = 255;
}

uint32_t raster_get(const raster* r, int x, int y)
{
    const uint8_t* p = r->rgba + ((size_t)y * (size_t)r->width + (size_t)x) * 4u;
    return ((uint32_t)p[0] << 16) | ((uint32_t)p[1] << 8) | (uint32_t)p[2];
}

void raster_clear(raster* r, uint32_t color)
{
    for (int y = 0; y < r->height; ++y) {
        for (int x = 0; x < r->width; ++x) {
            put(r, x, y, color);
        }
    }
}

/* Pixels whose centres lie in [lo, hi), clipped to [0, size). NaN and huge
 * coordinates from a broken world end as an empty range, never a crash. */
static void pixel_span(float lo, float hi, int size, int* first, int* end)
{
    float a = ceilf(lo - 0.5f);
    float b = ceilf(hi - 0.5f);
    *first = 0;
    *end = 0;
    if (!(a < b) || b <= 0.0f || a >= (float)size) {
        return;
    }
    *first = a < 0.0f ? 0 : (int)a;
    *end = b > (float)size ? size : (int)b;
}

void raster_fill_rect(raster* r, float x0, float y0, float x1, float y1, uint32_t color)
{
    int xa, xb, ya, yb;
    pixel_span(fminf(x0, x1), fmaxf(x0, x1), r->width, &xa, &xb);
    pixel_span(fminf(y0, y1), fmaxf(y0, y1), r->height, &ya, &yb);
    for (int y = ya; y < yb; ++y) {
        for (int x = xa; x < xb; ++x) {
            put(r, x, y, color);
        }
    }
}

void raster_fill_convex(raster* r, const raster_point* points, int count, uint32_t color)
{
    if (count < 3) {
        return;
    }
    float top = points[0].y;
    float bottom = points[0].y;
    for (int i = 1; i < count; ++i) {
        top = fminf(top, points[i].y);
        bottom = fmaxf(bottom, points[i].y);
    }
    int row, row_end;
    pixel_span(top, bottom, r->height, &row, &row_end);
    for (; row < row_end; ++row) {
        /* A convex outline crosses the row's centre line in one interval:
         * the extremes of where its edges cross it. */
        float cy = (float)row + 0.5f;
        float left = INFINITY;
        float right = -INFINITY;
        for (int i = 0; i < count; ++i) {
            raster_point a = points[i];
            raster_point b = points[(i + 1) % count];
            if ((a.y <= cy && b.y > cy) || (b.y <= cy && a.y > cy)) {
                float x = a.x + (cy - a.y) / (b.y - a.y) * (b.x - a.x);
                left = fminf(left, x);
                right = fmaxf(right, x);
            }
        }
        int x, x_end;
        pixel_span(left, right, r->width, &x, &x_end);
        for (; x < x_end; ++x) {
            put(r, x, row, color);
        }
    }
}

void raster_fill_capsule(raster* r, raster_point p1, raster_point p2, float radius, uint32_t fill, uint32_t edge,
                         float edge_width)
{
    int x0, x1, y0, y1;
    pixel_span(fminf(p1.x, p2.x) - radius, fmaxf(p1.x, p2.x) + radius, r->width, &x0, &x1);
    pixel_span(fminf(p1.y, p2.y) - radius, fmaxf(p1.y, p2.y) + radius, r->height, &y0, &y1);
    float inner = radius - edge_width;
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            float d = distance_to_segment((float)x + 0.5f, (float)y + 0.5f, p1.x, p1.y, p2.x, p2.y);
            if (d <= inner && fill != RASTER_NO_FILL) {
                put(r, x, y, fill);
            } else if (d <= radius && d > inner) {
                put(r, x, y, edge);
            }
        }
    }
}

void raster_line(raster* r, raster_point p1, raster_point p2, float width, uint32_t color)
{
    raster_fill_capsule(r, p1, p2, 0.5f * width, color, color, 0.0f);
}

uint32_t raster_shade(uint32_t color, float factor)
{
    uint32_t out = 0;
    for (int shift = 0; shift <= 16; shift += 8) {
        float channel = (float)((color >> shift) & 0xFFu) * factor;
        channel = channel > 255.0f ? 255.0f : channel;
        out |= (uint32_t)channel << shift;
    }
    return out;
}
