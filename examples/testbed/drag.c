#include "drag.h"

#include <math.h>
#include <stdlib.h>

#include "id_lists.h"
#include "shape_geometry.h"

/* The grabbed point closes this fraction of its gap to the cursor per step,
 * up to max_speed: firm, yet not a teleport through other bodies. */
static const float catch_up_per_step = 0.25f;
static const float max_speed = 40.0f;
/* Spin is damped while held, or a held body whirls about the grab point. */
static const float spin_kept_per_step = 0.9f;

static bool body_contains(r2d_body_id body, r2d_vec2 point)
{
    int32_t count = 0;
    bool hit = false;
    r2d_shape_id* shapes = list_shapes(body, &count);
    for (int32_t i = 0; i < count && !hit; ++i) {
        r2d_aabb box;
        shape_geometry g;
        /* The bounding box first: cheap, and it rules out almost all. */
        hit = r2d_shape_get_aabb(shapes[i], &box) == R2D_OK && point.x >= box.lower.x && point.x <= box.upper.x &&
              point.y >= box.lower.y && point.y <= box.upper.y && shape_geometry_get(shapes[i], &g) &&
              shape_geometry_contains(&g, point);
    }
    free(shapes);
    return hit;
}

static r2d_vec2 to_world(r2d_vec2 position, float angle, r2d_vec2 local)
{
    float c = cosf(angle);
    float s = sinf(angle);
    r2d_vec2 w = {position.x + c * local.x - s * local.y, position.y + s * local.x + c * local.y};
    return w;
}

bool drag_begin(drag* d, r2d_world_id world, r2d_vec2 point)
{
    int32_t count = 0;
    d->active = false;
    r2d_body_id* bodies = list_bodies(world, &count);
    for (int32_t i = 0; i < count && !d->active; ++i) {
        r2d_body_type type;
        r2d_vec2 position;
        float angle;
        if (r2d_body_get_type(bodies[i], &type) != R2D_OK || type != R2D_BODY_DYNAMIC ||
            !body_contains(bodies[i], point) || r2d_body_get_position(bodies[i], &position) != R2D_OK ||
            r2d_body_get_angle(bodies[i], &angle) != R2D_OK) {
            continue;
        }
        /* Into the body frame: the inverse rotation of the offset. */
        float c = cosf(angle);
        float s = sinf(angle);
        float dx = point.x - position.x;
        float dy = point.y - position.y;
        d->local_point.x = c * dx + s * dy;
        d->local_point.y = -s * dx + c * dy;
        d->body = bodies[i];
        d->target = point;
        d->active = true;
    }
    free(bodies);
    return d->active;
}

void drag_move(drag* d, r2d_vec2 target)
{
    d->target = target;
}

void drag_end(drag* d)
{
    d->active = false;
}

void drag_apply(drag* d, float time_step)
{
    r2d_vec2 position;
    float angle;
    float spin;
    if (!d->active) {
        return;
    }
    if (r2d_body_get_position(d->body, &position) != R2D_OK || r2d_body_get_angle(d->body, &angle) != R2D_OK ||
        r2d_body_get_angular_velocity(d->body, &spin) != R2D_OK) {
        d->active = false;
        return;
    }
    r2d_vec2 grabbed = to_world(position, angle, d->local_point);
    r2d_vec2 velocity = {(d->target.x - grabbed.x) * catch_up_per_step / time_step,
                         (d->target.y - grabbed.y) * catch_up_per_step / time_step};
    float speed = hypotf(velocity.x, velocity.y);
    if (speed > max_speed) {
        velocity.x *= max_speed / speed;
        velocity.y *= max_speed / speed;
    }
    r2d_body_set_linear_velocity(d->body, velocity);
    r2d_body_set_angular_velocity(d->body, spin * spin_kept_per_step);
}
