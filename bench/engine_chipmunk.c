/* The Chipmunk 7.0.3 adapter (Debian's libchipmunk), built from the same
 * scene description. Chipmunk multiplies the two shapes' frictions, so each
 * shape gets sqrt(friction): a pair then gets sqrt(a * b), as in rigid2d.
 * It multiplies elasticities too (the benchmark scenes have none). Its
 * kinematic bodies never sleep, so SCENE_BODY_NEVER_SLEEPS needs nothing. Its
 * segment shapes with a radius are capsules; concave outlines are refused.
 * A revolute joint is a pivot joint, with a rotary limit joint for its limit
 * and a simple motor for its motor; other joints are refused.
 * Two variants differ only in the broadphase index: its default AABB tree,
 * and the spatial hash its docs suggest for many same-sized objects. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_structs.h> /* the arbiter array, to count contacts */

#include "engine.h"

/* Chipmunk's default, which its demos keep for piles of this kind. */
#define CHIPMUNK_ITERATIONS 10

typedef struct chipmunk_world {
    cpSpace* space;
    cpBody** bodies; /* in the scene's order; static ones included */
    int32_t body_count;
    cpShape** shapes;
    int32_t shape_count;
    cpConstraint** constraints; /* up to three per joint */
    int32_t constraint_count;
    double time_step;
} chipmunk_world;

static cpVect to_cp(scene_vec2 v)
{
    return cpv(v.x, v.y);
}

static void destroy(void* handle)
{
    chipmunk_world* w = (chipmunk_world*)handle;
    /* The space owns neither bodies, shapes nor constraints: free them after it. */
    if (w->space != NULL) {
        cpSpaceFree(w->space);
    }
    for (int32_t i = 0; i < w->constraint_count; ++i) {
        cpConstraintFree(w->constraints[i]);
    }
    for (int32_t i = 0; i < w->shape_count; ++i) {
        cpShapeFree(w->shapes[i]);
    }
    for (int32_t i = 0; i < w->body_count; ++i) {
        cpBodyFree(w->bodies[i]);
    }
    free(w->constraints);
    free(w->shapes);
    free(w->bodies);
    free(w);
}

static cpBody* new_body(const scene_body* b)
{
    cpBody* body = NULL;
    switch (b->type) {
    case SCENE_BODY_STATIC:
        body = cpBodyNewStatic();
        break;
    case SCENE_BODY_KINEMATIC:
        body = cpBodyNewKinematic();
        break;
    case SCENE_BODY_DYNAMIC:
        body = cpBodyNew(0.0, 0.0); /* mass and inertia come from the shapes' densities */
        break;
    }
    cpBodySetPosition(body, to_cp(b->position));
    cpBodySetAngle(body, b->angle);
    if (b->type != SCENE_BODY_STATIC) {
        cpBodySetVelocity(body, to_cp(b->linear_velocity));
        cpBodySetAngularVelocity(body, b->angular_velocity);
    }
    return body;
}

/* The shape, not yet in the space, or null with a reason. */
static cpShape* new_shape(cpBody* body, const scene* s, const scene_shape* shape, char* error, size_t error_size)
{
    cpShape* made = NULL;
    switch (shape->kind) {
    case SCENE_SHAPE_CIRCLE:
        made = cpCircleShapeNew(body, shape->radius, to_cp(shape->center));
        break;
    case SCENE_SHAPE_BOX: {
        float hx = shape->half_extents.x;
        float hy = shape->half_extents.y;
        cpVect corners[4] = {cpv(-hx, -hy), cpv(hx, -hy), cpv(hx, hy), cpv(-hx, hy)};
        cpTransform placement = cpTransformRigid(to_cp(shape->center), shape->angle);
        made = cpPolyShapeNew(body, 4, corners, placement, 0.0);
        break;
    }
    case SCENE_SHAPE_POLYGON: {
        cpVect points[R2D_MAX_POLYGON_VERTICES];
        if (shape->point_count > R2D_MAX_POLYGON_VERTICES) {
            snprintf(error, error_size, "polygon of %d points", (int)shape->point_count);
            return NULL;
        }
        for (int32_t i = 0; i < shape->point_count; ++i) {
            points[i] = to_cp(s->points[shape->first_point + i]);
        }
        made = cpPolyShapeNew(body, shape->point_count, points, cpTransformIdentity, 0.0);
        break;
    }
    case SCENE_SHAPE_CAPSULE:
        made = cpSegmentShapeNew(body, to_cp(shape->point1), to_cp(shape->point2), shape->radius);
        break;
    case SCENE_SHAPE_SEGMENT:
        made = cpSegmentShapeNew(body, to_cp(shape->point1), to_cp(shape->point2), 0.0);
        break;
    case SCENE_SHAPE_CONCAVE:
        snprintf(error, error_size, "concave polygon: Chipmunk has no decomposition");
        return NULL;
    case SCENE_SHAPE_CHAIN:
        snprintf(error, error_size, "chain: this adapter makes one Chipmunk shape per scene shape");
        return NULL;
    }
    cpShapeSetFilter(made, cpShapeFilterNew((cpGroup)shape->never_collide_group, CP_ALL_CATEGORIES,
                                            CP_ALL_CATEGORIES));
    cpShapeSetFriction(made, sqrtf(shape->material.friction));
    cpShapeSetElasticity(made, shape->material.restitution);
    if (cpBodyGetType(body) == CP_BODY_TYPE_DYNAMIC) {
        cpShapeSetDensity(made, shape->material.density);
    }
    return made;
}

static void add_constraint(chipmunk_world* w, cpConstraint* constraint)
{
    cpConstraintSetCollideBodies(constraint, cpFalse);
    w->constraints[w->constraint_count++] = constraint;
    cpSpaceAddConstraint(w->space, constraint);
}

/* The constraints of a revolute joint, or false with a reason. */
static bool add_joint(chipmunk_world* w, const scene_joint* joint, char* error, size_t error_size)
{
    if (joint->kind != SCENE_JOINT_REVOLUTE) {
        snprintf(error, error_size, "joint kind %d: this adapter builds only revolute joints", (int)joint->kind);
        return false;
    }
    cpBody* a = w->bodies[joint->body_a];
    cpBody* b = w->bodies[joint->body_b];
    add_constraint(w, cpPivotJointNew2(a, b, to_cp(joint->anchor_a), to_cp(joint->anchor_b)));
    if (joint->enable_limit) {
        /* Its limits bound B's angle minus A's, the reference angle included. */
        add_constraint(w, cpRotaryLimitJointNew(a, b, joint->lower + joint->reference_angle,
                                                joint->upper + joint->reference_angle));
    }
    if (joint->enable_motor) {
        /* Its rate is A's spin relative to B's. */
        cpConstraint* motor = cpSimpleMotorNew(a, b, -joint->motor_speed);
        cpConstraintSetMaxForce(motor, joint->max_motor_torque);
        add_constraint(w, motor);
    }
    return true;
}

/* Longest side of a dynamic shape's box, averaged: the spatial hash's cell. */
static double mean_dynamic_shape_size(const scene* s)
{
    double sum = 0.0;
    int32_t count = 0;
    for (int32_t i = 0; i < s->body_count; ++i) {
        const scene_body* b = &s->bodies[i];
        for (int32_t k = 0; k < b->shape_count && b->type == SCENE_BODY_DYNAMIC; ++k) {
            const scene_shape* shape = &s->shapes[b->first_shape + k];
            float size = 1.0f;
            if (shape->kind == SCENE_SHAPE_CIRCLE) {
                size = 2.0f * shape->radius;
            } else if (shape->kind == SCENE_SHAPE_BOX) {
                size = 2.0f * fmaxf(shape->half_extents.x, shape->half_extents.y);
            } else if (shape->kind == SCENE_SHAPE_CAPSULE) {
                size = hypotf(shape->point2.x - shape->point1.x, shape->point2.y - shape->point1.y) + 2.0f * shape->radius;
            }
            sum += size;
            count += 1;
        }
    }
    return count > 0 ? sum / count : 1.0;
}

static void* create_with_index(const scene* s, bool spatial_hash, char* error, size_t error_size)
{
    chipmunk_world* w = (chipmunk_world*)calloc(1, sizeof(chipmunk_world));
    if (w == NULL) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    w->bodies = (cpBody**)calloc((size_t)s->body_count + 1, sizeof(cpBody*));
    w->shapes = (cpShape**)calloc((size_t)s->shape_count + 1, sizeof(cpShape*));
    w->constraints = (cpConstraint**)calloc(3 * (size_t)s->joint_count + 1, sizeof(cpConstraint*));
    w->space = cpSpaceNew();
    w->time_step = s->time_step;
    if (w->bodies == NULL || w->shapes == NULL || w->constraints == NULL || w->space == NULL) {
        snprintf(error, error_size, "out of memory");
        destroy(w);
        return NULL;
    }
    cpSpaceSetIterations(w->space, CHIPMUNK_ITERATIONS);
    cpSpaceSetGravity(w->space, to_cp(s->gravity));
    /* Chipmunk sleeps only when given a time threshold. */
    cpSpaceSetSleepTimeThreshold(w->space, s->enable_sleep ? 0.5 : INFINITY);
    if (spatial_hash) {
        cpSpaceUseSpatialHash(w->space, mean_dynamic_shape_size(s), 10 * s->shape_count);
    }

    for (int32_t i = 0; i < s->body_count; ++i) {
        const scene_body* b = &s->bodies[i];
        cpBody* body = new_body(b);
        w->bodies[w->body_count++] = body;
        cpSpaceAddBody(w->space, body);
        for (int32_t k = 0; k < b->shape_count; ++k) {
            cpShape* shape = new_shape(body, s, &s->shapes[b->first_shape + k], error, error_size);
            if (shape == NULL) {
                destroy(w);
                return NULL;
            }
            w->shapes[w->shape_count++] = shape;
            cpSpaceAddShape(w->space, shape);
        }
    }
    for (int32_t i = 0; i < s->joint_count; ++i) {
        if (!add_joint(w, &s->joints[i], error, error_size)) {
            destroy(w);
            return NULL;
        }
    }
    return w;
}

static void* create_tree(const scene* s, char* error, size_t error_size)
{
    return create_with_index(s, false, error, error_size);
}

static void* create_hash(const scene* s, char* error, size_t error_size)
{
    return create_with_index(s, true, error, error_size);
}

static bool step(void* handle)
{
    chipmunk_world* w = (chipmunk_world*)handle;
    cpSpaceStep(w->space, w->time_step);
    return true;
}

static void read_states(void* handle, scene_body_state* out)
{
    chipmunk_world* w = (chipmunk_world*)handle;
    for (int32_t i = 0; i < w->body_count; ++i) {
        cpVect p = cpBodyGetPosition(w->bodies[i]);
        out[i].position.x = (float)p.x;
        out[i].position.y = (float)p.y;
        out[i].angle = (float)cpBodyGetAngle(w->bodies[i]);
    }
}

/* The space keeps this step's colliding pairs (those with contact points). */
static int32_t contact_count(void* handle)
{
    chipmunk_world* w = (chipmunk_world*)handle;
    return (int32_t)w->space->arbiters->num;
}

const engine engine_chipmunk = {
    "chipmunk", "Chipmunk 7.0.3 (Debian): AABB-tree index, 10 iterations, friction sqrt(f) per shape",
    create_tree, step, read_states, contact_count, destroy, NULL, NULL, NULL,
};

const engine engine_chipmunk_hash = {
    "chipmunk_hash", "Chipmunk 7.0.3 (Debian): spatial hash (cell = mean shape size, 10 x shapes), 10 iterations",
    create_hash, step, read_states, contact_count, destroy, NULL, NULL, NULL,
};
