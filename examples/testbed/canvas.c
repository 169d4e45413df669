#include "canvas.h"

/* Outlines are the fill colour darkened, so that a shape keeps its exact
 * colour inside (the PNG checks rely on it) and neighbours stay apart. */
static const float outline_shade = 0.55f;
static const float outline_width = 1.0f;
static const float line_width = 1.5f;

uint32_t canvas_outline_color(uint32_t fill)
{
    return raster_shade(fill, outline_shade);
}

static canvas* as_canvas(void* context)
{
    return (canvas*)context;
}

static void polygon_to_pixels(const canvas* c, const r2d_vec2* vertices, int32_t count, raster_point* out)
{
    for (int32_t i = 0; i < count; ++i) {
        out[i] = camera_to_pixel(&c->view, vertices[i]);
    }
}

static void outline(canvas* c, const raster_point* points, int32_t count, uint32_t color)
{
    for (int32_t i = 0; i < count; ++i) {
        raster_line(c->target, points[i], points[(i + 1) % count], outline_width, color);
    }
}

static void draw_polygon(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context)
{
    canvas* c = as_canvas(context);
    raster_point points[R2D_MAX_POLYGON_VERTICES];
    if (count < 2 || count > R2D_MAX_POLYGON_VERTICES) {
        return;
    }
    polygon_to_pixels(c, vertices, count, points);
    outline(c, points, count, color);
}

static void draw_solid_polygon(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context)
{
    canvas* c = as_canvas(context);
    raster_point points[R2D_MAX_POLYGON_VERTICES];
    if (count < 3 || count > R2D_MAX_POLYGON_VERTICES) {
        return;
    }
    polygon_to_pixels(c, vertices, count, points);
    raster_fill_convex(c->target, points, count, color);
    outline(c, points, count, canvas_outline_color(color));
}

static void draw_circle(r2d_vec2 center, float radius, uint32_t color, void* context)
{
    canvas* c = as_canvas(context);
    raster_point p = camera_to_pixel(&c->view, center);
    raster_fill_capsule(c->target, p, p, radius * c->view.pixels_per_metre, RASTER_NO_FILL, color, outline_width);
}

static void draw_solid_circle(r2d_vec2 center, float radius, r2d_vec2 axis, uint32_t color, void* context)
{
    canvas* c = as_canvas(context);
    uint32_t edge = canvas_outline_color(color);
    raster_point p = camera_to_pixel(&c->view, center);
    r2d_vec2 rim = {center.x + radius * axis.x, center.y + radius * axis.y};
    raster_fill_capsule(c->target, p, p, radius * c->view.pixels_per_metre, color, edge, outline_width);
    raster_line(c->target, p, camera_to_pixel(&c->view, rim), outline_width, edge);
}

static void draw_solid_capsule(r2d_vec2 center1, r2d_vec2 center2, float radius, uint32_t color, void* context)
{
    canvas* c = as_canvas(context);
    raster_fill_capsule(c->target, camera_to_pixel(&c->view, center1), camera_to_pixel(&c->view, center2),
                        radius * c->view.pixels_per_metre, color, canvas_outline_color(color), outline_width);
}

static void draw_segment(r2d_vec2 point1, r2d_vec2 point2, uint32_t color, void* context)
{
    canvas* c = as_canvas(context);
    raster_line(c->target, camera_to_pixel(&c->view, point1), camera_to_pixel(&c->view, point2), line_width, color);
}

/* size is in pixels, as in other engines' debug draws. */
static void draw_point(r2d_vec2 point, float size, uint32_t color, void* context)
{
    canvas* c = as_canvas(context);
    raster_point p = camera_to_pixel(&c->view, point);
    float half = 0.5f * (size < 2.0f ? 2.0f : size);
    raster_fill_rect(c->target, p.x - half, p.y - half, p.x + half, p.y + half, color);
}

r2d_debug_draw canvas_debug_draw(canvas* c, canvas_options options)
{
    r2d_debug_draw draw = r2d_debug_draw_default();
    draw.draw_polygon = draw_polygon;
    draw.draw_solid_polygon = draw_solid_polygon;
    draw.draw_circle = draw_circle;
    draw.draw_solid_circle = draw_solid_circle;
    draw.draw_solid_capsule = draw_solid_capsule;
    draw.draw_segment = draw_segment;
    draw.draw_point = draw_point;
    draw.context = c;
    draw.draw_shapes = true;
    draw.draw_contacts = options.contacts;
    draw.draw_contact_normals = options.normals;
    draw.draw_aabbs = options.aabbs;
    draw.draw_mass = options.masses;
    draw.draw_joints = options.joints;
    return draw;
}

r2d_status canvas_draw_world(canvas* c, r2d_world_id world, canvas_options options)
{
    r2d_debug_draw draw = canvas_debug_draw(c, options);
    raster_clear(c->target, CANVAS_BACKGROUND);
    return r2d_world_draw(world, &draw);
}
