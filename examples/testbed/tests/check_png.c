/* Checks a testbed picture against the world it shows: rebuilds the scene,
 * steps it as the testbed did, frames it with the same camera, and reads
 * the PNG back to see each body's colour where the engine says the body
 * is, and the background where the world is empty. Joints and the
 * scenes' overlays (scene_extras.h) are drawn over both: a sample showing
 * their colours tells nothing and is skipped.
 *
 * usage: check_png PICTURE.png SCENE STEPS WIDTH HEIGHT
 * Exit 0 when the picture matches, 1 when it does not, 2 on bad use. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <stb/stb_image.h>

#include "canvas.h"
#include "id_lists.h"
#include "scene_extras.h"
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

/* Whether a point and its neighbours inner_margin_px away across and up
 * are all inside the shape: far enough from its outline to show its fill. */
static bool deep_inside(const check* c, const shape_geometry* g, r2d_vec2 p)
{
    float m = inner_margin_px / c->view.pixels_per_metre;
    r2d_vec2 probes[5] = {p, {p.x - m, p.y}, {p.x + m, p.y}, {p.x, p.y - m}, {p.x, p.y + m}};
    for (int i = 0; i < 5; ++i) {
        if (!shape_geometry_contains(g, probes[i])) {
            return false;
        }
    }
    return true;
}

/* The world rectangle the picture shows. */
static void visible_world(const check* c, r2d_vec2* lower, r2d_vec2* upper)
{
    *lower = camera_to_world(&c->view, 0.0f, (float)c->picture.height);
    *upper = camera_to_world(&c->view, (float)c->picture.width, 0.0f);
}

/* A point deep inside the shape and in the picture, with its pixel, or
 * false when the shape is too thin on screen or out of sight. Tried: the
 * shape's middle (for circles half way out, across the angle line drawn
 * from the centre), then the middle of the shape's visible part, for
 * grounds wider than the picture. */
static bool inner_sample(const check* c, const shape_geometry* g, r2d_shape_id shape, r2d_vec2* out, int* x, int* y)
{
    r2d_vec2 candidates[2];
    int count = 0;
    r2d_vec2 middle = {0.0f, 0.0f};
    for (int32_t i = 0; i < g->count; ++i) {
        middle.x += g->points[i].x / (float)g->count;
        middle.y += g->points[i].y / (float)g->count;
    }
    if (g->type == R2D_SHAPE_CIRCLE) {
        middle.x -= 0.5f * g->radius * g->axis.y;
        middle.y += 0.5f * g->radius * g->axis.x;
    }
    candidates[count++] = middle;

    r2d_aabb box;
    r2d_vec2 lower, upper;
    visible_world(c, &lower, &upper);
    if (r2d_shape_get_aabb(shape, &box) == R2D_OK) {
        float x0 = fmaxf(box.lower.x, lower.x), x1 = fminf(box.upper.x, upper.x);
        float y0 = fmaxf(box.lower.y, lower.y), y1 = fminf(box.upper.y, upper.y);
        if (x0 < x1 && y0 < y1) {
            candidates[count].x = 0.5f * (x0 + x1);
            candidates[count].y = 0.5f * (y0 + y1);
            ++count;
        }
    }
    for (int i = 0; i < count; ++i) {
        if (deep_inside(c, g, candidates[i]) && pixel_of(c, candidates[i], x, y)) {
            *out = candidates[i];
            return true;
        }
    }
    return false;
}

static void check_shape(check* c, r2d_shape_id shape, r2d_body_type type)
{
    shape_geometry g;
    r2d_vec2 sample;
    int x, y;
    if (!shape_geometry_get(shape, &g) || !inner_sample(c, &g, shape, &sample, &x, &y)) {
        return;
    }
    uint32_t seen = raster_get(&c->picture, x, y);
    if (seen == c->colors.color_joint || scene_extras_is_overlay_color(seen)) {
        return;
    }
    bool ok;
    tally* t;
    switch (type) {
    case R2D_BODY_STATIC:
        ok = seen == c->colors.color_static;
        break;
    case R2D_BODY_KINEMATIC:
        ok = seen == c->colors.color_kinematic || seen == c->colors.color_sleeping;
        break;
    default:
        /* A jointed neighbour (a ragdoll's limbs overlap at their hinges)
         * may draw its outline across the sample: still a dynamic body. */
        ok = seen == c->colors.color_dynamic || seen == c->colors.color_sleeping ||
             seen == canvas_outline_color(c->colors.color_dynamic) ||
             seen == canvas_outline_color(c->colors.color_sleeping);
        break;
    }
    t = type == R2D_BODY_DYNAMIC ? &c->moving : &c->fixed;
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
        if (r2d_body_get_type(s->bodies[b], &type) != R2D_OK) {
            continue;
        }
        int32_t count = 0;
        r2d_shape_id* shapes = list_shapes(s->bodies[b], &count);
        for (int32_t i = 0; i < count; ++i) {
            check_shape(c, shapes[i], type);
        }
        free(shapes);
    }
}

/* Every shape's bounding box in pixels, grown by the clearance. */
static int shape_boxes(const check* c, const session* s, raster_point** out)
{
    int total = 0;
    int capacity = 0;
    *out = NULL;
    for (int32_t b = 0; b < s->body_count; ++b) {
        int32_t count = 0;
        r2d_shape_id* shapes = list_shapes(s->bodies[b], &count);
        for (int32_t i = 0; i < count; ++i) {
            r2d_aabb box;
            if (r2d_shape_get_aabb(shapes[i], &box) != R2D_OK) {
                continue;
            }
            if (total + 2 > capacity) {
                capacity = capacity == 0 ? 256 : 2 * capacity;
                raster_point* grown = realloc(*out, (size_t)capacity * sizeof(**out));
                if (grown == NULL) {
                    free(shapes);
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
        free(shapes);
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
            if (seen == c->colors.color_joint || scene_extras_is_overlay_color(seen)) {
                continue;
            }
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
             c.colors.color_sleeping != CANVAS_BACKGROUND && c.colors.color_joint != CANVAS_BACKGROUND;
        ok = verdict("fixed", c.fixed, 1, 0.0) && ok;
        ok = verdict("dynamic", c.moving, 1, dynamic_miss_allowed) && ok;
        ok = verdict("background", c.empty, 100, 0.0) && ok;
    }
    session_close(&s);
    stbi_image_free(c.picture.rgba);
    return ok ? 0 : 1;
}
