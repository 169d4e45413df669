/* The fitted camera shows every moving body of every scene in the catalog
 * whole, in wide, tall and square pictures, and the moving bodies span at
 * least half the picture across or down (a turning drum needs room to
 * turn, so not all of it): far-away static geometry has not shrunk the
 * scene to a speck. Framed inside margins (the window's text), the moving
 * bodies stay inside what the margins leave free. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "camera.h"
#include "id_lists.h"
#include "session.h"

typedef struct pixel_bounds {
    float x0, y0, x1, y1;
} pixel_bounds;

/* Where the dynamic and kinematic shapes' boxes fall in the picture. */
static pixel_bounds moving_bounds(const session* s, const camera* c)
{
    pixel_bounds b = {INFINITY, INFINITY, -INFINITY, -INFINITY};
    for (int32_t i = 0; i < s->body_count; ++i) {
        r2d_body_type type;
        if (r2d_body_get_type(s->bodies[i], &type) != R2D_OK || type == R2D_BODY_STATIC) {
            continue;
        }
        int32_t count = 0;
        r2d_shape_id* shapes = list_shapes(s->bodies[i], &count);
        for (int32_t k = 0; k < count; ++k) {
            r2d_aabb box;
            if (r2d_shape_get_aabb(shapes[k], &box) != R2D_OK) {
                continue;
            }
            /* y flips: the box's upper edge is the smaller pixel row. */
            raster_point top_left = camera_to_pixel(c, (r2d_vec2){box.lower.x, box.upper.y});
            raster_point bottom_right = camera_to_pixel(c, (r2d_vec2){box.upper.x, box.lower.y});
            b.x0 = fminf(b.x0, top_left.x);
            b.y0 = fminf(b.y0, top_left.y);
            b.x1 = fmaxf(b.x1, bottom_right.x);
            b.y1 = fmaxf(b.y1, bottom_right.y);
        }
        free(shapes);
    }
    return b;
}

int main(void)
{
    static const int sizes[3][2] = {{800, 600}, {400, 900}, {500, 500}};
    int failures = 0;
    for (const char* const* name = scene_names(); *name != NULL; ++name) {
        session s;
        if (!session_open(&s, *name)) {
            printf("FAIL: %s does not open\n", *name);
            ++failures;
            continue;
        }
        for (int k = 0; k < 3; ++k) {
            float w = (float)sizes[k][0];
            float h = (float)sizes[k][1];
            camera c = camera_fit(s.world, sizes[k][0], sizes[k][1]);
            pixel_bounds b = moving_bounds(&s, &c);
            bool whole = b.x0 >= 0.0f && b.y0 >= 0.0f && b.x1 <= w && b.y1 <= h;
            bool filled = b.x1 - b.x0 >= 0.5f * w || b.y1 - b.y0 >= 0.5f * h;
            printf("%s: %-16s %4d x %-4d %6.1f px/m, bodies over %3.0f%% x %3.0f%%%s%s\n",
                   whole && filled ? "ok  " : "FAIL", *name, sizes[k][0], sizes[k][1], (double)c.pixels_per_metre,
                   (double)(100.0f * (b.x1 - b.x0) / w), (double)(100.0f * (b.y1 - b.y0) / h),
                   whole ? "" : "  (cut off)", filled ? "" : "  (too small)");
            failures += whole && filled ? 0 : 1;
        }
        /* The window's margins: the scene list on the left, a line of
         * statistics above and two lines of key help below. */
        const float left = 260.0f, top = 24.0f, bottom = 56.0f;
        camera inside = camera_fit_inside(s.world, 800, 600, left, top, 0.0f, bottom);
        pixel_bounds b = moving_bounds(&s, &inside);
        bool clear = b.x0 >= left && b.y0 >= top && b.x1 <= 800.0f && b.y1 <= 600.0f - bottom;
        printf("%s: %-16s inside margins: bodies in x %.0f..%.0f, y %.0f..%.0f\n", clear ? "ok  " : "FAIL", *name,
               (double)b.x0, (double)b.x1, (double)b.y0, (double)b.y1);
        failures += clear ? 0 : 1;
        session_close(&s);
    }
    return failures == 0 ? 0 : 1;
}
