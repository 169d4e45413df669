/* Checks a testbed picture against the world it shows: rebuilds the scene,
 * steps it as the testbed did, frames it with the same camera, and reads
 * the PNG back to see each body's colour where the engine says the body
 * is, and the background where the world is empty.
 *
 * usage: check_png PICTURE.png SCENE STEPS WIDTH HEIGHT
 * Exit 0 when the picture matches, 1 when it does not, 2 on bad use. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <stb/stb_image.h>

#include "canvas.h"
#include "session.h"
#include "shape_geometry.h"

/* Samples must sit this many pixels inside their shape, clear of outlines
 * and of rounding at the edges. */
static const float inner_margin_px = 3.0f;
/* Background samples keep this far from every shape's bounding box. */
static const float clearance_px = 3.0f;
/* Dynamic bodies may overlap a little where the solver lets them; this
 * share of their samples may show a neighbour instead. */
static const double dynamic_miss_allowed = 0.05;

typedef struct tally {
    int checked;
    int missed;
} tally;

typedef struct check {
    raster picture;
    camera view;
    r2d_debug_draw colors;
    tally fixed;   /* static and kinematic bodies */
    tally moving;  /* dynamic bodies */
    tally empty;   /* background */
} check;

/* A point well inside the shape, or false when the shape is too thin on
 * screen to have one. */
static bool inner_sample(const check* c, const shape_geometry* g, r2d_vec2* out)
{
    float ppm = c->view.pixels_per_metre;
    switch (g->type) {
    case R2D_SHAPE_CIRCLE: {
        /* Half way out, across the angle line drawn from the centre. */
        float r = g->radius;
        out->x = g->points[0].x - 0.5f * r * g->axis.y;
        out->y = g->points[0].y + 0.5f * r * g->axis.x;
        return 0.5f * r * ppm >= inner_margin_px;
    }
    case R2D_SHAPE_CAPSULE:
        out->x = 0.5f * (g->points[0].x + g->points[1].x);
        out->y = 0.5f * (g->points[0].y + g->points[1].y);
        return g->radius * ppm >= inner_margin_px;
    case R2D_SHAPE_POLYGON: {
        r2d_vec2 mean = {0.0f, 0.0f};
        for (int32_t i = 0; i < g->count; ++i) {
            mean.x += g->points[i].x / (float)g->count;
            mean.y += g->points[i].y / (float)g->count;
        }
        /* The vertex mean is inside a convex polygon; how deep is its
         * distance to the nearest edge line. */
        float depth = INFINITY;
        for (int32_t i = 0; i < g->count; ++i) {
            r2d_vec2 a = g->points[i];
            r2d_vec2 b = g->points[(i + 1) % g->count];
            float length = hypotf(b.x - a.x, b.y - a.y);
            if (length > 0.0f) {
                float cross = (b.x - a.x) * (mean.y - a.y) - (b.y - a.y) * (mean.x - a.x);
                depth = fminf(depth, fabsf(cross) / length);
            }
        }
        *out = mean;
        return depth * ppm >= inner_margin_px;
    }
    default:
        return false; /* segments have no inside */
    }
}

static bool pixel_of(const check* c, r2d_vec2 world, int* x, int* y)
{
    raster_point p = camera_to_pixel(&c->view, world);
    if (!(p.x >= 1.0f && p.y >= 1.0f && p.x < (float)c->picture.width - 1.0f &&
          p.y < (float)c->picture.height - 1.0f)) {
        return false;
    }
    *x = (int)p.x;
    *y = (int)p.y;
    return true;
}

static void check_shape(check* c, r2d_shape_id shape, r2d_body_type type)
{
    shape_geometry g;
    r2d_vec2 sample;
    int x, y;
    if (!shape_geometry_get(shape, &g) || !inner_sample(c, &g, &sample) || !pixel_of(c, sample, &x, &y)) {
        return;
    }
    uint32_t seen = raster_get(&c->picture, x, y);
    bool ok;
    tally* t;
    if (type == R2D_BODY_DYNAMIC) {
        ok = seen == c->colors.color_dynamic || seen == c->colors.color_sleeping;
        t = &c->moving;
    } else {
        ok = seen == (type == R2D_BODY_STATIC ? c->colors.color_static : c->colors.color_kinematic);
        t = &c->fixed;
    }
    t->checked += 1;
    if (!ok) {
        t->missed += 1;
        fprintf(stderr, "check_png: %s body shape at (%.2f, %.2f) m, pixel (%d, %d): colour %06X\n",
                type == R2D_BODY_DYNAMIC ? "dynamic" : "fixed", (double)sample.x, (double)sample.y, x, y,
                (unsigned)seen);
    }
}

static void check_bodies(check* c, const session* s)
{
    for (int32_t b = 0; b < s->body_count; ++b) {
        r2d_body_type type;
        r2d_shape_id shapes[64];
        int32_t count = 0;
        if (r2d_body_get_type(s->bodies[b], &type) != R2D_OK ||
            r2d_body_get_shapes(s->bodies[b], shapes, 64, &count) != R2D_OK) {
            continue;
        }
        for (int32_t i = 0; i < count; ++i) {
            check_shape(c, shapes[i], type);
        }
    }
}

/* Every shape's bounding box in pixels, grown by the clearance. */
static int shape_boxes(const check* c, const session* s, raster_point** out)
{
    int total = 0;
    int capacity = 0;
    *out = NULL;
    for (int32_t b = 0; b < s->body_count; ++b) {
        r2d_shape_id shapes[64];
        int32_t count = 0;
        if (r2d_body_get_shapes(s->bodies[b], shapes, 64, &count) != R2D_OK) {
            continue;
        }
        for (int32_t i = 0; i < count; ++i) {
            r2d_aabb box;
            if (r2d_shape_get_aabb(shapes[i], &box) != R2D_OK) {
                continue;
            }
            if (total + 2 > capacity) {
                capacity = capacity == 0 ? 256 : 2 * capacity;
                raster_point* grown = realloc(*out, (size_t)capacity * sizeof(**out));
                if (grown == NULL) {
                    return total / 2;
                }
                *out = grown;
            }
            /* y flips: the box's upper corner is the smaller pixel row. */
            raster_point top_left = camera_to_pixel(&c->view, (r2d_vec2){box.lower.x, box.upper.y});
            raster_point bottom_right = camera_to_pixel(&c->view, (r2d_vec2){box.upper.x, box.lower.y});
            (*out)[total].x = top_left.x - clearance_px;
            (*out)[total].y = top_left.y - clearance_px;
            (*out)[total + 1].x = bottom_right.x + clearance_px;
            (*out)[total + 1].y = bottom_right.y + clearance_px;
            total += 2;
        }
    }
    return total / 2;
}

static void check_background(check* c, const session* s)
{
    raster_point* boxes;
    int box_count = shape_boxes(c, s, &boxes);
    const int grid_px = 10;
    for (int y = grid_px / 2; y < c->picture.height; y += grid_px) {
        for (int x = grid_px / 2; x < c->picture.width; x += grid_px) {
            float cx = (float)x + 0.5f;
            float cy = (float)y + 0.5f;
            bool covered = false;
            for (int i = 0; i < box_count && !covered; ++i) {
                covered = cx >= boxes[2 * i].x && cx <= boxes[2 * i + 1].x && cy >= boxes[2 * i].y &&
                          cy <= boxes[2 * i + 1].y;
            }
            if (covered) {
                continue;
            }
            uint32_t seen = raster_get(&c->picture, x, y);
            c->empty.checked += 1;
            if (seen != CANVAS_BACKGROUND) {
                c->empty.missed += 1;
                fprintf(stderr, "check_png: empty world at pixel (%d, %d) has colour %06X\n", x, y, (unsigned)seen);
            }
        }
    }
    free(boxes);
}

static bool verdict(const char* what, tally t, int at_least, double miss_allowed)
{
    bool ok = t.checked >= at_least && (double)t.missed <= miss_allowed * (double)t.checked;
    printf("check_png: %-10s %5d checked, %4d wrong: %s\n", what, t.checked, t.missed, ok ? "ok" : "FAIL");
    return ok;
}

int main(int argc, char** argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: %s PICTURE.png SCENE STEPS WIDTH HEIGHT\n", argv[0]);
        return 2;
    }
    const char* path = argv[1];
    int steps = atoi(argv[3]);
    int width = atoi(argv[4]);
    int height = atoi(argv[5]);

    check c = {0};
    int channels = 0;
    c.picture.rgba = stbi_load(path, &c.picture.width, &c.picture.height, &channels, 4);
    if (c.picture.rgba == NULL) {
        fprintf(stderr, "check_png: cannot read %s: %s\n", path, stbi_failure_reason());
        return 1;
    }
    if (c.picture.width != width || c.picture.height != height) {
        fprintf(stderr, "check_png: %s is %d x %d, not %d x %d\n", path, c.picture.width, c.picture.height, width,
                height);
        stbi_image_free(c.picture.rgba);
        return 1;
    }

    /* The testbed fits its camera to the world at step 0, then steps. */
    session s;
    if (!session_open(&s, argv[2])) {
        stbi_image_free(c.picture.rgba);
        return 2;
    }
    c.view = camera_fit(s.world, width, height);
    c.colors = r2d_debug_draw_default();
    bool ok = true;
    for (int i = 0; i < steps && ok; ++i) {
        ok = session_step(&s);
    }
    if (ok) {
        check_bodies(&c, &s);
        check_background(&c, &s);
        /* A body colour equal to the background would make the checks blind. */
        ok = c.colors.color_static != CANVAS_BACKGROUND && c.colors.color_dynamic != CANVAS_BACKGROUND &&
             c.colors.color_sleeping != CANVAS_BACKGROUND;
        ok = verdict("static", c.fixed, 1, 0.0) && ok;
        ok = verdict("dynamic", c.moving, 1, dynamic_miss_allowed) && ok;
        ok = verdict("background", c.empty, 100, 0.0) && ok;
    }
    session_close(&s);
    stbi_image_free(c.picture.rgba);
    return ok ? 0 : 1;
}
