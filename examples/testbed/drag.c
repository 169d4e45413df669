#include "drag.h"

#include <math.h>
#include <stdlib.h>

#include "id_lists.h"
#include "shape_geometry.h"

/* The strongest pull, as an acceleration of the grabbed body: firm, yet
 * bounded, so what the body runs into still pushes it back. */
static const float max_pull_acceleration = 500.0f; /* m/s^2 */

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

/* A mouse joint from a new shapeless static body to the grabbed point. */
static bool attach(drag* d, r2d_world_id world, r2d_vec2 point)
{
    float mass = 0.0f;
    r2d_body_def reference_def = r2d_body_def_default();
    if (r2d_body_get_mass(d->body, &mass) != R2D_OK ||
        r2d_body_create(world, &reference_def, &d->reference) != R2D_OK) {
        return false;
    }
    r2d_mouse_joint_def def = r2d_mouse_joint_def_default();
    def.base.body_a = d->reference;
    def.base.body_b = d->body;
    def.base.local_anchor_b = d->local_point;
    def.target = point;
    def.max_force = max_pull_acceleration * mass;
    if (r2d_joint_create_mouse(world, &def, &d->joint) != R2D_OK) {
        r2d_body_destroy(d->reference);
        return false;
    }
    return true;
}

bool drag_begin(drag* d, r2d_world_id world, r2d_vec2 point)
{
    int32_t count = 0;
    bool found = false;
    d->active = false;
    r2d_body_id* bodies = list_bodies(world, &count);
    for (int32_t i = 0; i < count && !found; ++i) {
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
        found = true;
    }
    free(bodies);
    d->active = found && attach(d, world, point);
    return d->active;
}

void drag_move(drag* d, r2d_vec2 target)
{
    if (d->active) {
        r2d_mouse_joint_set_target(d->joint, target);
    }
}

void drag_end(drag* d)
{
    if (d->active) {
        r2d_body_destroy(d->reference); /* its mouse joint goes with it */
    }
    d->active = false;
}
