/* Growing the flat arrays of a scene description. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "scene.h"

/* Makes room for one more element of size elem in *array; false on no memory. */
static bool reserve_one(void** array, int32_t count, int32_t* capacity, size_t elem)
{
    if (count < *capacity) {
        return true;
    }
    if (*capacity > INT32_MAX / 2) {
        return false;
    }
    int32_t grown = *capacity > 0 ? *capacity * 2 : 16;
    void* bigger = realloc(*array, (size_t)grown * elem);
    if (bigger == NULL) {
        return false;
    }
    *array = bigger;
    *capacity = grown;
    return true;
}

scene_material scene_material_default(void)
{
    scene_material m = {1.0f, 0.6f, 0.0f};
    return m;
}

scene* scene_new(const char* name, int32_t step_count)
{
    scene* s = (scene*)calloc(1, sizeof(scene));
    if (s == NULL) {
        return NULL;
    }
    strncpy(s->name, name, sizeof(s->name) - 1);
    s->note = "";
    s->gravity.x = 0.0f;
    s->gravity.y = -10.0f;
    s->time_step = 1.0f / 60.0f;
    s->step_count = step_count;
    s->measure_from_step = 2;
    s->enable_sleep = true;
    s->substep_count = 4;
    s->container.body = -1;
    return s;
}

void scene_free(scene* s)
{
    if (s == NULL) {
        return;
    }
    free(s->bodies);
    free(s->shapes);
    free(s->points);
    free(s->joints);
    free(s->changes);
    free(s);
}

int32_t scene_dynamic_body_count(const scene* s)
{
    int32_t count = 0;
    for (int32_t i = 0; i < s->body_count; ++i) {
        count += s->bodies[i].type == SCENE_BODY_DYNAMIC ? 1 : 0;
    }
    return count;
}

scene* scene_finish(scene* s)
{
    if (s != NULL && s->out_of_memory) {
        scene_free(s);
        return NULL;
    }
    return s;
}

int32_t scene_add_body(scene* s, scene_body_type type, scene_vec2 position, float angle)
{
    if (!reserve_one((void**)&s->bodies, s->body_count, &s->body_capacity, sizeof(scene_body))) {
        s->out_of_memory = true;
        return -1;
    }
    scene_body* b = &s->bodies[s->body_count];
    memset(b, 0, sizeof(*b));
    b->type = type;
    b->position = position;
    b->angle = angle;
    b->first_shape = s->shape_count;
    return s->body_count++;
}

/* A zeroed shape of kind appended to the last body, or null. */
static scene_shape* add_shape(scene* s, scene_shape_kind kind, scene_material m)
{
    if (s->body_count == 0 ||
        !reserve_one((void**)&s->shapes, s->shape_count, &s->shape_capacity, sizeof(scene_shape))) {
        s->out_of_memory = true;
        return NULL;
    }
    scene_shape* shape = &s->shapes[s->shape_count++];
    memset(shape, 0, sizeof(*shape));
    shape->kind = kind;
    shape->material = m;
    s->bodies[s->body_count - 1].shape_count += 1;
    return shape;
}

/* Copies count points into the pool; their first index, or -1. */
static int32_t add_points(scene* s, const scene_vec2* points, int32_t count)
{
    int32_t first = s->point_count;
    for (int32_t i = 0; i < count; ++i) {
        if (!reserve_one((void**)&s->points, s->point_count, &s->point_capacity, sizeof(scene_vec2))) {
            s->out_of_memory = true;
            return -1;
        }
        s->points[s->point_count++] = points[i];
    }
    return first;
}

int32_t scene_add_circle(scene* s, scene_material m, scene_vec2 center, float radius)
{
    scene_shape* shape = add_shape(s, SCENE_SHAPE_CIRCLE, m);
    if (shape == NULL) {
        return -1;
    }
    shape->center = center;
    shape->radius = radius;
    return s->shape_count - 1;
}

int32_t scene_add_box(scene* s, scene_material m, scene_vec2 half_extents, scene_vec2 center, float angle)
{
    scene_shape* shape = add_shape(s, SCENE_SHAPE_BOX, m);
    if (shape == NULL) {
        return -1;
    }
    shape->half_extents = half_extents;
    shape->center = center;
    shape->angle = angle;
    return s->shape_count - 1;
}

/* Polygons of either kind: points go to the pool first so a failure adds nothing. */
static int32_t add_point_shape(scene* s, scene_shape_kind kind, scene_material m, const scene_vec2* points,
                               int32_t count)
{
    int32_t first = add_points(s, points, count);
    if (first < 0) {
        return -1;
    }
    scene_shape* shape = add_shape(s, kind, m);
    if (shape == NULL) {
        return -1;
    }
    shape->first_point = first;
    shape->point_count = count;
    return s->shape_count - 1;
}

int32_t scene_add_polygon(scene* s, scene_material m, const scene_vec2* points, int32_t count)
{
    return add_point_shape(s, SCENE_SHAPE_POLYGON, m, points, count);
}

int32_t scene_add_concave(scene* s, scene_material m, const scene_vec2* points, int32_t count)
{
    return add_point_shape(s, SCENE_SHAPE_CONCAVE, m, points, count);
}

int32_t scene_add_chain(scene* s, scene_material m, const scene_vec2* points, int32_t count, bool loop)
{
    int32_t index = add_point_shape(s, SCENE_SHAPE_CHAIN, m, points, count);
    if (index >= 0) {
        s->shapes[index].loop = loop;
    }
    return index;
}

int32_t scene_add_capsule(scene* s, scene_material m, scene_vec2 center1, scene_vec2 center2, float radius)
{
    scene_shape* shape = add_shape(s, SCENE_SHAPE_CAPSULE, m);
    if (shape == NULL) {
        return -1;
    }
    shape->point1 = center1;
    shape->point2 = center2;
    shape->radius = radius;
    return s->shape_count - 1;
}

int32_t scene_add_segment(scene* s, scene_material m, scene_vec2 point1, scene_vec2 point2)
{
    scene_shape* shape = add_shape(s, SCENE_SHAPE_SEGMENT, m);
    if (shape == NULL) {
        return -1;
    }
    shape->point1 = point1;
    shape->point2 = point2;
    return s->shape_count - 1;
}

/* A world point in the frame of a body at its initial pose. */
static scene_vec2 local_point(const scene_body* b, scene_vec2 world)
{
    float dx = world.x - b->position.x;
    float dy = world.y - b->position.y;
    float c = cosf(b->angle);
    float sn = sinf(b->angle);
    return scene_v(c * dx + sn * dy, -sn * dx + c * dy);
}

/* A zeroed joint of kind between two existing bodies, anchored at a world point, or null. */
static scene_joint* add_joint(scene* s, scene_joint_kind kind, int32_t body_a, int32_t body_b, scene_vec2 world_anchor)
{
    if (body_a < 0 || body_a >= s->body_count || body_b < 0 || body_b >= s->body_count ||
        !reserve_one((void**)&s->joints, s->joint_count, &s->joint_capacity, sizeof(scene_joint))) {
        s->out_of_memory = true;
        return NULL;
    }
    scene_joint* joint = &s->joints[s->joint_count++];
    memset(joint, 0, sizeof(*joint));
    joint->kind = kind;
    joint->body_a = body_a;
    joint->body_b = body_b;
    joint->anchor_a = local_point(&s->bodies[body_a], world_anchor);
    joint->anchor_b = local_point(&s->bodies[body_b], world_anchor);
    return joint;
}

int32_t scene_add_revolute(scene* s, int32_t body_a, int32_t body_b, scene_vec2 world_anchor)
{
    scene_joint* joint = add_joint(s, SCENE_JOINT_REVOLUTE, body_a, body_b, world_anchor);
    if (joint == NULL) {
        return -1;
    }
    joint->reference_angle = s->bodies[body_b].angle - s->bodies[body_a].angle;
    return s->joint_count - 1;
}

int32_t scene_add_wheel(scene* s, int32_t body_a, int32_t body_b, scene_vec2 world_anchor, scene_vec2 axis)
{
    scene_joint* joint = add_joint(s, SCENE_JOINT_WHEEL, body_a, body_b, world_anchor);
    if (joint == NULL) {
        return -1;
    }
    /* The axis turns into A's frame like a point about A's origin. */
    const scene_body* a = &s->bodies[body_a];
    joint->axis = local_point(a, scene_v(a->position.x + axis.x, a->position.y + axis.y));
    joint->hertz = 4.0f;
    joint->damping_ratio = 0.7f;
    return s->joint_count - 1;
}

int32_t scene_add_change(scene* s, int32_t step, scene_change_kind kind, int32_t body, float value)
{
    if (body < 0 || body >= s->body_count ||
        !reserve_one((void**)&s->changes, s->change_count, &s->change_capacity, sizeof(scene_change))) {
        s->out_of_memory = true;
        return -1;
    }
    scene_change* change = &s->changes[s->change_count];
    change->step = step;
    change->kind = kind;
    change->body = body;
    change->value = value;
    return s->change_count++;
}
