/* Turning a scene description into rigid2d calls. */
#include <stdlib.h>

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
    if (shape->kind == SCENE_SHAPE_CHAIN) {
        r2d_chain_def chain = r2d_chain_def_default();
        chain.points = points;
        chain.count = shape->point_count;
        chain.loop = shape->loop;
        chain.material.static_friction = def->static_friction;
        chain.material.dynamic_friction = def->dynamic_friction;
        chain.material.restitution = def->restitution;
        chain.filter = def->filter;
        chain.enable_contact_events = def->enable_contact_events;
        r2d_chain_id id;
        return r2d_chain_create(body, &chain, &id);
    }
    r2d_shape_id pieces[R2D_MAX_CONCAVE_VERTICES];
    int32_t piece_count = 0;
    return r2d_shape_create_concave_polygon(body, def, points, shape->point_count, pieces,
                                            R2D_MAX_CONCAVE_VERTICES, &piece_count);
}

static r2d_status add_shape(r2d_body_id body, const scene* s, const scene_body* b, const scene_shape* shape)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.is_sensor = (b->flags & SCENE_BODY_SENSOR) != 0;
    def.density = shape->material.density;
    def.static_friction = shape->material.friction;
    def.dynamic_friction = shape->material.friction;
    def.restitution = shape->material.restitution;
    /* Benchmarks read no events; keep the engine from recording them. */
    def.enable_contact_events = false;
    /* A shared negative group never collides. */
    def.filter.group_index = -(int32_t)shape->never_collide_group;

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
    case SCENE_SHAPE_CHAIN:
        return add_points_shape(body, &def, s, shape);
    }
    return R2D_ERROR_INVALID_ARGUMENT;
}

static r2d_joint_base_def joint_base(const scene_joint* joint, const r2d_body_id* bodies)
{
    r2d_joint_base_def base;
    base.body_a = bodies[joint->body_a];
    base.body_b = bodies[joint->body_b];
    base.local_anchor_a = to_r2d(joint->anchor_a);
    base.local_anchor_b = to_r2d(joint->anchor_b);
    base.collide_connected = false;
    base.user_data = 0;
    return base;
}

static r2d_status add_joint(r2d_world_id world, const scene_joint* joint, const r2d_body_id* bodies)
{
    r2d_joint_id id;
    if (joint->kind == SCENE_JOINT_REVOLUTE) {
        r2d_revolute_joint_def def = r2d_revolute_joint_def_default();
        def.base = joint_base(joint, bodies);
        def.reference_angle = joint->reference_angle;
        def.enable_limit = joint->enable_limit;
        def.lower_angle = joint->lower;
        def.upper_angle = joint->upper;
        def.enable_motor = joint->enable_motor;
        def.motor_speed = joint->motor_speed;
        def.max_motor_torque = joint->max_motor_torque;
        return r2d_joint_create_revolute(world, &def, &id);
    }
    r2d_wheel_joint_def def = r2d_wheel_joint_def_default();
    def.base = joint_base(joint, bodies);
    def.local_axis_a = to_r2d(joint->axis);
    def.hertz = joint->hertz;
    def.damping_ratio = joint->damping_ratio;
    def.enable_motor = joint->enable_motor;
    def.motor_speed = joint->motor_speed;
    def.max_motor_torque = joint->max_motor_torque;
    return r2d_joint_create_wheel(world, &def, &id);
}

static r2d_status add_bodies(const scene* s, r2d_world_id world, r2d_body_id* out_bodies)
{
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
        out_bodies[i] = body;
        for (int32_t k = 0; k < b->shape_count; ++k) {
            status = add_shape(body, s, b, &s->shapes[b->first_shape + k]);
            if (status != R2D_OK) {
                return status;
            }
        }
    }
    return R2D_OK;
}

r2d_status scene_build_rigid2d(const scene* s, r2d_world_id world, r2d_body_id* out_bodies)
{
    if (s == NULL) {
        return R2D_ERROR_NULL_POINTER;
    }
    /* The joints need the body ids even when the caller does not. */
    r2d_body_id* bodies = out_bodies;
    if (bodies == NULL) {
        bodies = (r2d_body_id*)malloc(sizeof(r2d_body_id) * (size_t)(s->body_count > 0 ? s->body_count : 1));
        if (bodies == NULL) {
            return R2D_ERROR_OUT_OF_MEMORY;
        }
    }
    r2d_status status = add_bodies(s, world, bodies);
    for (int32_t i = 0; i < s->joint_count && status == R2D_OK; ++i) {
        status = add_joint(world, &s->joints[i], bodies);
    }
    if (bodies != out_bodies) {
        free(bodies);
    }
    return status;
}

/* Sets the friction of every shape of the body. */
static r2d_status set_body_friction(r2d_body_id body, float friction)
{
    r2d_shape_id shapes[16];
    int32_t count = 0;
    r2d_status status = r2d_body_get_shapes(body, shapes, 16, &count);
    for (int32_t i = 0; status == R2D_OK && i < count; ++i) {
        status = r2d_shape_set_friction(shapes[i], friction, friction);
    }
    return status;
}

r2d_status scene_apply_changes_rigid2d(const scene* s, int32_t step, const r2d_body_id* bodies)
{
    r2d_status status = R2D_OK;
    for (int32_t i = 0; status == R2D_OK && i < s->change_count; ++i) {
        const scene_change* change = &s->changes[i];
        if (change->step != step) {
            continue;
        }
        r2d_body_id body = bodies[change->body];
        status = change->kind == SCENE_CHANGE_FRICTION ? set_body_friction(body, change->value)
                                                       : r2d_body_set_type(body, (r2d_body_type)(int)change->value);
    }
    return status;
}
