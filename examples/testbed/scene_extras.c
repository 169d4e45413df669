#include "scene_extras.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "id_lists.h"

/* The fan: rays from above the ray_casts pile, spread over the half turn
 * below, long enough to reach the floor. */
#define FAN_RAYS 25
static const r2d_vec2 fan_origin = {0.0f, 8.5f};
static const float fan_length = 14.0f;
static const float normal_length = 0.6f; /* m */
static const float ray_width = 1.5f;     /* px */
static const float hit_size = 5.0f;      /* px */
static const float lit_width = 4.0f;     /* px */

/* The shapes of the scene's bodies that carry flag, in the scene's order. */
static r2d_shape_id* flagged_shapes(const scene* description, const r2d_body_id* bodies, uint32_t flag,
                                    int32_t* out_count)
{
    int32_t total = 0;
    for (int32_t b = 0; b < description->body_count; ++b) {
        if (description->bodies[b].flags & flag) total += description->bodies[b].shape_count;
    }
    *out_count = 0;
    r2d_shape_id* shapes = malloc((size_t)(total > 0 ? total : 1) * sizeof(r2d_shape_id));
    if (shapes == NULL) return NULL;
    for (int32_t b = 0; b < description->body_count; ++b) {
        if ((description->bodies[b].flags & flag) == 0) continue;
        int32_t count = 0;
        r2d_shape_id* body_shapes = list_shapes(bodies[b], &count);
        for (int32_t i = 0; i < count && *out_count < total; ++i) shapes[(*out_count)++] = body_shapes[i];
        free(body_shapes);
    }
    return shapes;
}

bool scene_extras_attach(scene_extras* e, const scene* description, r2d_world_id world, const r2d_body_id* bodies)
{
    int32_t platform_count = 0;
    e->platforms = flagged_shapes(description, bodies, SCENE_BODY_ONE_WAY, &platform_count);
    e->one_way.shapes = e->platforms;
    e->one_way.count = platform_count;
    e->sensors = flagged_shapes(description, bodies, SCENE_BODY_SENSOR, &e->sensor_count);
    e->visitors = calloc((size_t)(e->sensor_count > 0 ? e->sensor_count : 1), sizeof(int32_t));
    e->ray_fan = strcmp(description->name, "ray_casts") == 0;
    if (e->platforms == NULL || e->sensors == NULL || e->visitors == NULL) return false;
    /* e must stay where it is while the world lives: the callback keeps a pointer. */
    return platform_count == 0 || r2d_world_set_pre_solve_callback(world, one_way_pre_solve, &e->one_way) == R2D_OK;
}

static void count_visitors(scene_extras* e, const r2d_sensor_event* events, int32_t count, int32_t change)
{
    for (int32_t i = 0; i < count; ++i) {
        for (int32_t k = 0; k < e->sensor_count; ++k) {
            if (events[i].sensor.bits == e->sensors[k].bits) e->visitors[k] += change;
        }
    }
}

void scene_extras_after_step(scene_extras* e, r2d_world_id world)
{
    int32_t begin_count = 0, end_count = 0, copied = 0;
    if (e->sensor_count == 0 || r2d_world_get_sensor_event_counts(world, &begin_count, &end_count) != R2D_OK) return;
    int32_t most = begin_count > end_count ? begin_count : end_count;
    r2d_sensor_event* events = malloc((size_t)(most > 0 ? most : 1) * sizeof(r2d_sensor_event));
    if (events == NULL) return;
    if (r2d_world_get_sensor_begin_events(world, events, most, &copied) == R2D_OK) count_visitors(e, events, copied, 1);
    if (r2d_world_get_sensor_end_events(world, events, most, &copied) == R2D_OK) count_visitors(e, events, copied, -1);
    free(events);
}

static void draw_ray_fan(canvas* c, r2d_world_id world)
{
    raster_point origin = camera_to_pixel(&c->view, fan_origin);
    for (int i = 0; i < FAN_RAYS; ++i) {
        float angle = -3.14159265f * (0.1f + 0.8f * (float)i / (float)(FAN_RAYS - 1));
        r2d_vec2 translation = {fan_length * cosf(angle), fan_length * sinf(angle)};
        r2d_vec2 end = {fan_origin.x + translation.x, fan_origin.y + translation.y};
        r2d_ray_hit hit;
        bool found = false;
        if (r2d_world_ray_cast_closest(world, fan_origin, translation, r2d_query_filter_default(), &hit, &found) !=
            R2D_OK) {
            return;
        }
        if (!found) {
            raster_line(c->target, origin, camera_to_pixel(&c->view, end), ray_width, EXTRAS_RAY_COLOR);
            continue;
        }
        raster_point at = camera_to_pixel(&c->view, hit.point);
        r2d_vec2 tip = {hit.point.x + normal_length * hit.normal.x, hit.point.y + normal_length * hit.normal.y};
        raster_line(c->target, origin, at, ray_width, EXTRAS_RAY_COLOR);
        raster_line(c->target, at, camera_to_pixel(&c->view, tip), ray_width, EXTRAS_NORMAL_COLOR);
        raster_fill_rect(c->target, at.x - 0.5f * hit_size, at.y - 0.5f * hit_size, at.x + 0.5f * hit_size,
                         at.y + 0.5f * hit_size, EXTRAS_HIT_COLOR);
    }
}

/* The rim of a lit zone: its bounding box, which for the box zones of the
 * scenes is the zone itself. */
static void draw_lit_zone(canvas* c, r2d_shape_id sensor)
{
    r2d_aabb box;
    if (r2d_shape_get_aabb(sensor, &box) != R2D_OK) return;
    r2d_vec2 corners[4] = {box.lower, {box.upper.x, box.lower.y}, box.upper, {box.lower.x, box.upper.y}};
    for (int i = 0; i < 4; ++i) {
        raster_line(c->target, camera_to_pixel(&c->view, corners[i]), camera_to_pixel(&c->view, corners[(i + 1) % 4]),
                    lit_width, EXTRAS_LIT_COLOR);
    }
}

void scene_extras_draw(const scene_extras* e, canvas* c, r2d_world_id world)
{
    for (int32_t k = 0; k < e->sensor_count; ++k) {
        if (e->visitors[k] > 0) draw_lit_zone(c, e->sensors[k]);
    }
    if (e->ray_fan) draw_ray_fan(c, world);
}

bool scene_extras_is_overlay_color(uint32_t color)
{
    return color == EXTRAS_RAY_COLOR || color == EXTRAS_HIT_COLOR || color == EXTRAS_NORMAL_COLOR ||
           color == EXTRAS_LIT_COLOR;
}

void scene_extras_free(scene_extras* e)
{
    free(e->platforms);
    free(e->sensors);
    free(e->visitors);
    e->platforms = NULL;
    e->sensors = NULL;
    e->visitors = NULL;
    e->sensor_count = 0;
    e->one_way.shapes = NULL;
    e->one_way.count = 0;
}
