/*
 * Scene descriptions: each benchmark and testbed scene written once, as
 * plain data, so that every engine (rigid2d, Box2D, Chipmunk) and every
 * consumer (benchmark, tests, testbed) builds exactly the same world.
 *
 * A description is engine-neutral. Materials are per shape and mean what
 * rigid2d means: a pair's friction is sqrt(a * b) and its restitution is
 * min(a, b); an adapter for an engine that mixes differently converts.
 *
 * Plain C99. Descriptions are owned by the caller: free with scene_free().
 */
#ifndef RIGID2D_BENCH_SCENE_H
#define RIGID2D_BENCH_SCENE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rigid2d/rigid2d.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct scene_vec2 {
    float x;
    float y;
} scene_vec2;

typedef enum scene_body_type {
    SCENE_BODY_STATIC = 0,
    SCENE_BODY_KINEMATIC = 1, /* moves at its initial velocities forever */
    SCENE_BODY_DYNAMIC = 2
} scene_body_type;

typedef enum scene_shape_kind {
    SCENE_SHAPE_CIRCLE = 0,  /* center, radius */
    SCENE_SHAPE_BOX = 1,     /* half_extents, center, angle */
    SCENE_SHAPE_POLYGON = 2, /* convex: points */
    SCENE_SHAPE_CAPSULE = 3, /* point1, point2 (the two centres), radius */
    SCENE_SHAPE_SEGMENT = 4, /* point1, point2; two-sided, no thickness */
    SCENE_SHAPE_CONCAVE = 5, /* simple polygon: points; engines split it */
    SCENE_SHAPE_CHAIN = 6    /* points, loop; one-sided, solid to the right of each point to the next */
} scene_shape_kind;

typedef struct scene_material {
    float density;     /* kg/m^2 */
    float friction;    /* per shape; pairs mix as sqrt(a * b) */
    float restitution; /* per shape; pairs mix as min(a, b) */
} scene_material;

/* One shape, in its body's coordinates. Only the fields of its kind count. */
typedef struct scene_shape {
    scene_shape_kind kind;
    scene_material material;
    scene_vec2 center;       /* circle, box */
    float radius;            /* circle, capsule */
    scene_vec2 half_extents; /* box */
    float angle;             /* box */
    scene_vec2 point1;       /* capsule, segment */
    scene_vec2 point2;       /* capsule, segment */
    int32_t first_point;     /* polygon, concave, chain: index into scene.points */
    int32_t point_count;     /* polygon, concave, chain */
    bool loop;               /* chain: the last point joins the first */
    uint32_t never_collide_group; /* shapes sharing a non-zero value never collide with each other */
} scene_shape;

/* Bodies flagged as an apex are watched for sagging; see scene_quality. */
#define SCENE_BODY_APEX 1u
/* The body never sleeps: a motor-driven body in the reference scene. */
#define SCENE_BODY_NEVER_SLEEPS 2u
/* The body's shapes are sensors (rigid2d; other engines ignore it). */
#define SCENE_BODY_SENSOR 4u
/* The body's shapes are one-way platforms: whoever builds the scene sets
 * a pre-solve callback such as one_way_pre_solve (one_way.h). */
#define SCENE_BODY_ONE_WAY 8u

typedef struct scene_body {
    scene_body_type type;
    scene_vec2 position;
    float angle;
    scene_vec2 linear_velocity;
    float angular_velocity; /* rad/s; a kinematic body keeps it */
    uint32_t flags;         /* SCENE_BODY_* */
    int32_t first_shape;    /* index into scene.shapes */
    int32_t shape_count;
} scene_body;

typedef enum scene_joint_kind {
    SCENE_JOINT_REVOLUTE = 0, /* the anchors coincide; B turns about them */
    SCENE_JOINT_WHEEL = 1     /* B's anchor slides on a sprung axis of A; B turns freely */
} scene_joint_kind;

/* One joint between two bodies of the scene; their shapes never collide
 * with each other. Only the fields of its kind count. */
typedef struct scene_joint {
    scene_joint_kind kind;
    int32_t body_a;          /* index into scene.bodies */
    int32_t body_b;
    scene_vec2 anchor_a;     /* in A's frame, from A's origin */
    scene_vec2 anchor_b;     /* in B's frame, from B's origin */
    float reference_angle;   /* revolute: B's angle minus A's at joint angle 0 */
    bool enable_limit;       /* revolute: the joint angle stays within lower..upper, rad */
    float lower;
    float upper;
    bool enable_motor;       /* drives B's spin relative to A */
    float motor_speed;       /* rad/s, counter-clockwise positive */
    float max_motor_torque;  /* N m */
    scene_vec2 axis;         /* wheel: the unit suspension axis in A's frame */
    float hertz;             /* wheel: the suspension spring */
    float damping_ratio;
} scene_joint;

/* A region, in the frame of one body, that dynamic bodies should stay in;
 * the ones whose origin is outside at the end count as escaped. */
typedef struct scene_container {
    int32_t body; /* index into scene.bodies, or -1 for none */
    scene_vec2 lower;
    scene_vec2 upper;
} scene_container;

/* A setting the scene changes while it runs (the "materials" scene): at
 * the start of step `step` (1-based, counted from the start), on one body. */
typedef enum scene_change_kind {
    SCENE_CHANGE_FRICTION = 0, /* value: the friction of every shape of the body */
    SCENE_CHANGE_BODY_TYPE = 1 /* value: a scene_body_type */
} scene_change_kind;

typedef struct scene_change {
    int32_t step;
    scene_change_kind kind;
    int32_t body; /* index into scene.bodies */
    float value;
} scene_change;

typedef struct scene {
    char name[48];
    const char* note;          /* how it departs from the reference, or "" */
    scene_vec2 gravity;
    float time_step;           /* s */
    int32_t step_count;        /* steps of a benchmark run */
    int32_t measure_from_step; /* first timed step (1-based); step 1 makes contacts */
    bool enable_sleep;
    int32_t substep_count;     /* rigid2d's solver sub-steps */
    scene_container container;
    bool out_of_memory;        /* set by a failed scene_add_*; see scene_finish */

    scene_body* bodies;
    int32_t body_count;
    int32_t body_capacity;
    scene_shape* shapes;
    int32_t shape_count;
    int32_t shape_capacity;
    scene_vec2* points;
    int32_t point_count;
    int32_t point_capacity;
    scene_joint* joints;
    int32_t joint_count;
    int32_t joint_capacity;
    scene_change* changes; /* by step; engines without run-time settings ignore them */
    int32_t change_count;
    int32_t change_capacity;
} scene;

/* ---- Catalog ------------------------------------------------------- */

/* A new description of the named scene, or null for an unknown name (or no
 * memory). "rain" is scene_make_rain(4096); "rain_<n>" is scene_make_rain(n). */
scene* scene_find(const char* name);

/* The catalog's names, ending with a null pointer. */
const char* const* scene_names(void);

void scene_free(scene* s);

/* Dynamic bodies: the count SCENES.md gives for each scene. */
int32_t scene_dynamic_body_count(const scene* s);

/* The SCENES.md scenes. */
scene* scene_make_large_pyramid(void);
scene* scene_make_many_pyramids(void);
scene* scene_make_tumbler(void);
scene* scene_make_tumbler_circles(void);
scene* scene_make_joint_grid(void);

/* n mixed circles and boxes raining into a wide box, for scaling. */
scene* scene_make_rain(int32_t n);

/* Small scenes for tests and the testbed. */
scene* scene_make_pyramid(void); /* base 20 */
scene* scene_make_rain_mixed(void);
scene* scene_make_concave(void);
scene* scene_make_friction_ramp(void);
scene* scene_make_bouncing_balls(void);
scene* scene_make_dominoes(void);
scene* scene_make_card_house(void);
scene* scene_make_pendulum(void);
scene* scene_make_bridge(void);
scene* scene_make_ragdoll(void);
scene* scene_make_car(void);
/* A car and a ball over a long wavy chain terrain, and boxes tumbling in
 * a turning looped chain. */
scene* scene_make_chain_terrain(void);
/* Scenes of the testbed's queries and callbacks. */
scene* scene_make_ray_casts(void);
scene* scene_make_sensor(void);
scene* scene_make_one_way(void);
/* Boxes on a ramp whose friction changes every few seconds, and a tower
 * whose middle box turns static and dynamic again: run-time settings. */
scene* scene_make_materials(void);
/* 500 balls at up to 150 m/s in a closed box with thin walls: continuous collision. */
scene* scene_make_bullets(void);

/* ---- Writing a description ----------------------------------------- */

/* The common settings: 1/60 s, gravity (0, -10), 4 sub-steps, sleeping on,
 * no container. Null when out of memory. */
scene* scene_new(const char* name, int32_t step_count);

/* Each returns the new element's index, or -1 when out of memory. Shapes
 * go to the body added last. */
int32_t scene_add_body(scene* s, scene_body_type type, scene_vec2 position, float angle);
int32_t scene_add_circle(scene* s, scene_material m, scene_vec2 center, float radius);
int32_t scene_add_box(scene* s, scene_material m, scene_vec2 half_extents, scene_vec2 center, float angle);
int32_t scene_add_polygon(scene* s, scene_material m, const scene_vec2* points, int32_t count);
int32_t scene_add_capsule(scene* s, scene_material m, scene_vec2 center1, scene_vec2 center2, float radius);
int32_t scene_add_segment(scene* s, scene_material m, scene_vec2 point1, scene_vec2 point2);
int32_t scene_add_concave(scene* s, scene_material m, const scene_vec2* points, int32_t count);
/* A chain of segments through the points (rigid2d's r2d_chain_create):
 * bodies collide on the left of each point to the next, and slide over
 * the joins; a loop joins the last point to the first. */
int32_t scene_add_chain(scene* s, scene_material m, const scene_vec2* points, int32_t count, bool loop);

/* Joints, given a world point: the anchors are that point in each body's
 * frame at the bodies' initial poses. Each returns the joint's index, or -1
 * when out of memory; limits and motors are set on s->joints[index]. */
int32_t scene_add_revolute(scene* s, int32_t body_a, int32_t body_b, scene_vec2 world_anchor);
/* axis: the unit suspension axis in the world at the initial pose; spring
 * 4 Hz, damping ratio 0.7, no motor. */
int32_t scene_add_wheel(scene* s, int32_t body_a, int32_t body_b, scene_vec2 world_anchor, scene_vec2 axis);

/* A change of a setting at a step; changes must be added in step order.
 * Returns its index, or -1 when out of memory. */
int32_t scene_add_change(scene* s, int32_t step, scene_change_kind kind, int32_t body, float value);

/* s itself, or null (and s freed) if any scene_add_* ran out of memory. */
scene* scene_finish(scene* s);

static inline scene_vec2 scene_v(float x, float y)
{
    scene_vec2 v;
    v.x = x;
    v.y = y;
    return v;
}

/* Density 1, friction 0.6, restitution 0: the SCENES.md material. */
scene_material scene_material_default(void);

/* ---- Building it with rigid2d --------------------------------------- */

/* Creates every body and shape of s in world, in order, then the joints,
 * and writes the body ids to out_bodies (s->body_count of them) unless it
 * is null. On the first failing call returns its status and leaves what
 * was made. */
r2d_status scene_build_rigid2d(const scene* s, r2d_world_id world, r2d_body_id* out_bodies);

/* Applies the scene's changes due at step (1-based) to the bodies
 * scene_build_rigid2d made; the first failing call's status, else R2D_OK. */
r2d_status scene_apply_changes_rigid2d(const scene* s, int32_t step, const r2d_body_id* bodies);

/* The world definition of the scene's settings. */
r2d_world_def scene_world_def_rigid2d(const scene* s);

/* ---- Quality -------------------------------------------------------- */

/* Where a body is at some moment, in any engine. */
typedef struct scene_body_state {
    scene_vec2 position;
    float angle;
} scene_body_state;

typedef struct scene_quality {
    float apex_y;        /* lowest apex body's height now; NaN without apexes */
    float apex_drop;     /* worst fall of an apex body from its start */
    float max_dx;        /* largest |x - x0| of a dynamic body */
    int32_t escaped;     /* dynamic bodies outside the container */
    int32_t non_finite;  /* NaN or infinite numbers among the states */
    float joint_gap;     /* largest distance between a revolute joint's two anchors; NaN without */
    float lowest_y;      /* lowest dynamic body's height; NaN without */
} scene_quality;

/* states holds one entry per body of s, in the scene's order. */
scene_quality scene_measure(const scene* s, const scene_body_state* states);

#ifdef __cplusplus
}
#endif

#endif /* RIGID2D_BENCH_SCENE_H */
