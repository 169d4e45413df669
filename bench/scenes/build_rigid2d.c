/* Turning a scene description into rigid2d calls. */
#include "scene.h"

static r2d_vec2 to_r2d(scene_vec2 v)
{
    r2d_vec2 r;
    r.x = v.x;
    r.y = v.y;
    return r;
}

r2d_world_def scene_world_def_rigid2d(const scene* s)
{
    r2d_world_def def = r2d_world_def_default();
    def.gravity = to_r2d(s->gravity);
    def.substep_count = s->substep_count;
    def.enable_sleep = s->enable_sleep;
    return def;
}

static r2d_status add_points_shape(r2d_body_id body, const r2d_shape_def* def, const scene* s,
                                   const scene_shape* shape)
{
    r2d_vec2 points[R2D_MAX_CONCAVE_VERTICES];
    if (shape->point_count < 0 || shape->point_count > R2D_MAX_CONCAVE_VERTICES) {
        return R2D_ERROR_TOO_MANY_VERTICES;
    }
    for (int32_t i = 0; i < shape->point_count; ++i) {
        points[i] = to_r2d(s->points[shape->first_point + i]);
    }
    if (shape->kind == SCENE_SHAPE_POLYGON) {
        r2d_shape_id id;
        return r2d_shape_create_polygon(body, def, points, shape->point_count, &id);
    }
    r2d_shape_id pieces[R2D_MAX_CONCAVE_VERTICES];
    int32_t piece_count = 0;
    return r2d_shape_create_concave_polygon(body, def, points, shape->point_count, pieces,
                                            R2D_MAX_CONCAVE_VERTICES, &piece_count);
}

static r2d_status add_shape(r2d_body_id body, const scene* s, const scene_shape* shape)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.density = shape->material.density;
    def.static_friction = shape->material.friction;
    def.dynamic_friction = shape->material.friction;
    def.restitution = shape->material.restitution;
    /* Benchmarks read no events; keep the engine from recording them. */
    def.enable_contact_events = false;

    r2d_shape_id id;
    switch (shape->kind) {
    case SCENE_SHAPE_CIRCLE: {
        r2d_circle circle;
        circle.center = to_r2d(shape->center);
        circle.radius = shape->radius;
        return r2d_shape_create_circle(body, &def, &circle, &id);
    }
    case SCENE_SHAPE_BOX: {
        r2d_box box;
        box.half_extents = to_r2d(shape->half_extents);
        box.center = to_r2d(shape->center);
        box.angle = shape->angle;
        return r2d_shape_create_box(body, &def, &box, &id);
    }
    case SCENE_SHAPE_CAPSULE: {
        r2d_capsule capsule;
        capsule.center1 = to_r2d(shape->point1);
        capsule.center2 = to_r2d(shape->point2);
        capsule.radius = shape->radius;
        return r2d_shape_create_capsule(body, &def, &capsule, &id);
    }
    case SCENE_SHAPE_SEGMENT: {
        r2d_segment segment;
        segment.point1 = to_r2d(shape->point1);
        segment.point2 = to_r2d(shape->point2);
        return r2d_shape_create_segment(body, &def, &segment, &id);
    }
    case SCENE_SHAPE_POLYGON:
    case SCENE_SHAPE_CONCAVE:
        return add_points_shape(body, &def, s, shape);
    }
    return R2D_ERROR_INVALID_ARGUMENT;
}

r2d_status scene_build_rigid2d(const scene* s, r2d_world_id world, r2d_body_id* out_bodies)
{
    if (s == NULL) {
        return R2D_ERROR_NULL_POINTER;
    }
    for (int32_t i = 0; i < s->body_count; ++i) {
        const scene_body* b = &s->bodies[i];
        r2d_body_def def = r2d_body_def_default();
        def.type = (int32_t)b->type;
        def.position = to_r2d(b->position);
        def.angle = b->angle;
        def.linear_velocity = to_r2d(b->linear_velocity);
        def.angular_velocity = b->angular_velocity;
        def.allow_sleep = (b->flags & SCENE_BODY_NEVER_SLEEPS) == 0;

        r2d_body_id body;
        r2d_status status = r2d_body_create(world, &def, &body);
        if (status != R2D_OK) {
            return status;
        }
        if (out_bodies != NULL) {
            out_bodies[i] = body;
        }
        for (int32_t k = 0; k < b->shape_count; ++k) {
            status = add_shape(body, s, &s->shapes[b->first_shape + k]);
            if (status != R2D_OK) {
                return status;
            }
        }
    }
    return R2D_OK;
}
