#include "camera.h"

#include <math.h>
#include <stdlib.h>

#include "id_lists.h"

raster_point camera_to_pixel(const camera* c, r2d_vec2 world)
{
    raster_point p;
    p.x = 0.5f * (float)c->width + (world.x - c->center.x) * c->pixels_per_metre;
    p.y = 0.5f * (float)c->height - (world.y - c->center.y) * c->pixels_per_metre;
    return p;
}

r2d_vec2 camera_to_world(const camera* c, float pixel_x, float pixel_y)
{
    r2d_vec2 w;
    w.x = c->center.x + (pixel_x - 0.5f * (float)c->width) / c->pixels_per_metre;
    w.y = c->center.y - (pixel_y - 0.5f * (float)c->height) / c->pixels_per_metre;
    return w;
}

typedef struct box {
    float x0, y0, x1, y1; /* empty while x0 > x1 */
} box;

static box box_empty(void)
{
    box b = {INFINITY, INFINITY, -INFINITY, -INFINITY};
    return b;
}

static bool box_is_empty(box b)
{
    return !(b.x0 <= b.x1 && b.y0 <= b.y1);
}

static box box_union(box a, box b)
{
    box u = {fminf(a.x0, b.x0), fminf(a.y0, b.y0), fmaxf(a.x1, b.x1), fmaxf(a.y1, b.y1)};
    return u;
}

static box box_intersection(box a, box b)
{
    box i = {fmaxf(a.x0, b.x0), fmaxf(a.y0, b.y0), fminf(a.x1, b.x1), fminf(a.y1, b.y1)};
    return i;
}

static bool box_is_finite(box b)
{
    return isfinite(b.x0) && isfinite(b.y0) && isfinite(b.x1) && isfinite(b.y1);
}

/* A point of a body's frame in the world. */
static r2d_vec2 body_point(r2d_vec2 origin, float angle, r2d_vec2 local)
{
    float c = cosf(angle);
    float s = sinf(angle);
    r2d_vec2 w = {origin.x + c * local.x - s * local.y, origin.y + s * local.x + c * local.y};
    return w;
}

/* Where a revolute joint pins body to a static body, if it does. */
static bool pinned_at(r2d_body_id body, r2d_joint_id joint, r2d_vec2 origin, float angle, r2d_vec2* out_pin)
{
    r2d_joint_type kind;
    r2d_body_id a, b;
    r2d_body_type other_type;
    r2d_vec2 local;
    if (r2d_joint_get_type(joint, &kind) != R2D_OK || kind != R2D_JOINT_REVOLUTE ||
        r2d_joint_get_body_a(joint, &a) != R2D_OK || r2d_joint_get_body_b(joint, &b) != R2D_OK) {
        return false;
    }
    bool body_is_a = a.bits == body.bits;
    r2d_status anchor = body_is_a ? r2d_joint_get_local_anchor_a(joint, &local) : r2d_joint_get_local_anchor_b(joint, &local);
    if (anchor != R2D_OK || r2d_body_get_type(body_is_a ? b : a, &other_type) != R2D_OK ||
        other_type != R2D_BODY_STATIC) {
        return false;
    }
    *out_pin = body_point(origin, angle, local);
    return true;
}

/* The fixed point a body may turn all the way about: a spinning kinematic
 * body's origin, or the pin holding a dynamic body to a static one (the
 * tumbler's drum, a pendulum). */
static bool turns_about(r2d_body_id body, r2d_body_type type, r2d_vec2* out_pivot)
{
    r2d_vec2 origin;
    float angle;
    float spin = 0.0f;
    if (r2d_body_get_position(body, &origin) != R2D_OK || r2d_body_get_angle(body, &angle) != R2D_OK) {
        return false;
    }
    if (type == R2D_BODY_KINEMATIC) {
        *out_pivot = origin;
        return r2d_body_get_angular_velocity(body, &spin) == R2D_OK && spin != 0.0f;
    }
    bool pinned = false;
    int32_t count = 0;
    r2d_joint_id* joints = list_joints(body, &count);
    for (int32_t i = 0; i < count && !pinned && type == R2D_BODY_DYNAMIC; ++i) {
        pinned = pinned_at(body, joints[i], origin, angle, out_pivot);
    }
    free(joints);
    return pinned;
}

/* The shapes' bounds of one body; a body turning about a fixed point gets
 * the square around the circle its shapes sweep about that point. */
static box body_bounds(r2d_body_id body, r2d_body_type type)
{
    box bounds = box_empty();
    int32_t count = 0;
    r2d_shape_id* shapes = list_shapes(body, &count);
    for (int32_t i = 0; i < count; ++i) {
        r2d_aabb a;
        if (r2d_shape_get_aabb(shapes[i], &a) == R2D_OK) {
            box b = {a.lower.x, a.lower.y, a.upper.x, a.upper.y};
            bounds = box_union(bounds, b);
        }
    }
    free(shapes);

    r2d_vec2 pivot;
    if (type != R2D_BODY_STATIC && !box_is_empty(bounds) && turns_about(body, type, &pivot)) {
        float dx = fmaxf(fabsf(bounds.x0 - pivot.x), fabsf(bounds.x1 - pivot.x));
        float dy = fmaxf(fabsf(bounds.y0 - pivot.y), fabsf(bounds.y1 - pivot.y));
        float reach = sqrtf(dx * dx + dy * dy);
        box swept = {pivot.x - reach, pivot.y - reach, pivot.x + reach, pivot.y + reach};
        bounds = swept;
    }
    return bounds;
}

/* The part of the world worth showing, in metres. */
static box view_bounds(r2d_world_id world)
{
    box moving = box_empty();
    int32_t count = 0;
    r2d_body_id* bodies = list_bodies(world, &count);
    /* Static bounds are kept apart: which of them count depends on where
     * the moving bodies are. */
    box* fixed = malloc((size_t)(count > 0 ? count : 1) * sizeof(*fixed));
    int32_t fixed_count = 0;
    for (int32_t i = 0; i < count && fixed != NULL; ++i) {
        r2d_body_type type = R2D_BODY_STATIC;
        r2d_body_get_type(bodies[i], &type);
        box b = body_bounds(bodies[i], type);
        if (box_is_empty(b) || !box_is_finite(b)) {
            continue;
        }
        if (type == R2D_BODY_STATIC) {
            fixed[fixed_count++] = b;
        } else {
            moving = box_union(moving, b);
        }
    }
    free(bodies);

    box view = moving;
    if (box_is_empty(moving)) {
        for (int32_t i = 0; i < fixed_count; ++i) {
            view = box_union(view, fixed[i]);
        }
    } else {
        /* Static geometry counts within a quarter of the moving extent (at
         * least half a metre) beside and above what moves, and down to a
         * little under the highest floor below it: the scenes fall down. */
        float grow_x = fmaxf(0.25f * (moving.x1 - moving.x0), 0.5f);
        float grow_y = fmaxf(0.25f * (moving.y1 - moving.y0), 0.5f);
        box near = {moving.x0 - grow_x, moving.y0 - grow_y, moving.x1 + grow_x, moving.y1 + grow_y};
        float floor = -INFINITY;
        for (int32_t i = 0; i < fixed_count; ++i) {
            bool under = fixed[i].y1 <= moving.y0 && fixed[i].x1 >= near.x0 && fixed[i].x0 <= near.x1;
            floor = under ? fmaxf(floor, fixed[i].y1) : floor;
        }
        if (floor > -INFINITY) {
            near.y0 = fminf(near.y0, floor - grow_y);
        }
        for (int32_t i = 0; i < fixed_count; ++i) {
            box part = box_intersection(fixed[i], near);
            view = box_is_empty(part) ? view : box_union(view, part);
        }
    }
    free(fixed);
    return view;
}

camera camera_fit(r2d_world_id world, int width, int height)
{
    camera c;
    c.width = width;
    c.height = height;
    box view = view_bounds(world);
    if (box_is_empty(view)) {
        /* An empty world: 20 m across around the origin. */
        box around_origin = {-10.0f, -10.0f, 10.0f, 10.0f};
        view = around_origin;
    }
    const float margin = 1.1f;
    float span_x = fmaxf(view.x1 - view.x0, 1.0f) * margin;
    float span_y = fmaxf(view.y1 - view.y0, 1.0f) * margin;
    c.pixels_per_metre = fminf((float)width / span_x, (float)height / span_y);
    /* Centred across; upwards the view rests on the picture's bottom
     * margin, so spare height becomes sky rather than underground. */
    float visible_y = (float)height / c.pixels_per_metre;
    float bottom_margin = 0.5f * (span_y - (view.y1 - view.y0));
    c.center.x = 0.5f * (view.x0 + view.x1);
    c.center.y = view.y0 - bottom_margin + 0.5f * visible_y;
    return c;
}

camera camera_fit_inside(r2d_world_id world, int width, int height, float left, float top, float right,
                         float bottom)
{
    float free_width = fmaxf((float)width - left - right, 16.0f);
    float free_height = fmaxf((float)height - top - bottom, 16.0f);
    camera c = camera_fit(world, (int)free_width, (int)free_height);
    /* camera_fit centres the view in a picture of the free size; moving the
     * centre by the free area's offset from the middle puts it there. */
    float offset_x = left + 0.5f * free_width - 0.5f * (float)width;
    float offset_y = top + 0.5f * free_height - 0.5f * (float)height;
    c.center.x -= offset_x / c.pixels_per_metre;
    c.center.y += offset_y / c.pixels_per_metre;
    c.width = width;
    c.height = height;
    return c;
}
