/** @file
 *
 * rigid2d: a 2D rigid-body physics engine behind a stable C ABI.
 *
 * Units are metres, kilograms, seconds and radians; floats are 32-bit.
 *
 * Every function that can fail returns an r2d_status. On failure nothing in
 * the world has changed, even when an allocation inside the call failed
 * (OUT_OF_MEMORY; r2d_world_step is the one exception, see there), and
 * r2d_last_error_message() tells why in words. No C++ exception ever leaves
 * the library.
 *
 * Objects are named by ids passed by value. An id carries a generation, so a
 * destroyed, stale or foreign id is refused with R2D_ERROR_INVALID_ID rather
 * than touching memory. An id whose bits are all zero is the null id.
 * Ids never alias: no sequence of creations and destructions, however long,
 * makes a destroyed id name a live object again (a slot whose generations
 * are spent is retired rather than reused; at most 4095 worlds live at
 * once, and 4,194,302 slots of each object kind per world). An id also
 * carries its kind: a shape id passed where a body id is expected, or any
 * other mix of kinds, is refused with R2D_ERROR_INVALID_ID.
 *
 * Definitions (r2d_world_def, r2d_body_def, r2d_shape_def, r2d_debug_draw)
 * must be filled by their r2d_*_default() function and then edited. Their
 * first field, struct_size, records which version of the struct the caller
 * was built with; new fields are only ever appended, and the library gives
 * the appended fields their defaults when an older, shorter struct arrives.
 * A def that grows gets a new symbol version of its r2d_*_default(); the
 * old version stays, returning the old layout to programs built before.
 * Output records (r2d_contact_data, the events) never change layout within
 * one ABI version: a richer record comes with a new function.
 *
 * Thread safety: different worlds may be used from different threads at
 * once, and any id, stale or foreign ones included, may be passed on one
 * thread while other threads create and destroy their own worlds. One
 * world (with its bodies, shapes and joints) must not be used from two
 * threads at the same time: that is the caller's error, and the library
 * detects only the case of a call arriving while another thread steps or
 * draws that world (R2D_ERROR_LOCKED).
 */
#ifndef RIGID2D_H
#define RIGID2D_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rigid2d/rigid2d_export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Versions                                                            */
/* ------------------------------------------------------------------ */

/** Major version of this header; a new major version may break the API. */
#define R2D_VERSION_MAJOR 0
/** Minor version of this header: additions only. */
#define R2D_VERSION_MINOR 1
/** Patch version of this header: fixes only. */
#define R2D_VERSION_PATCH 0

/** The ABI version is the SONAME suffix: librigid2d.so.R2D_ABI_VERSION. */
#define R2D_ABI_VERSION 0

/** Most points a convex polygon may have, before or after its hull. */
#define R2D_MAX_POLYGON_VERTICES 8

/** Most points a concave polygon may have. */
#define R2D_MAX_CONCAVE_VERTICES 256

/** A version of the library, as r2d_get_version() reports it. */
typedef struct r2d_version {
    int32_t major; /**< R2D_VERSION_MAJOR of the library */
    int32_t minor; /**< R2D_VERSION_MINOR of the library */
    int32_t patch; /**< R2D_VERSION_PATCH of the library */
    int32_t abi; /**< the SONAME's ABI version */
} r2d_version;

/** The version of the library actually loaded; compare with R2D_VERSION_*. */
R2D_API r2d_version r2d_get_version(void);

/* ------------------------------------------------------------------ */
/* Status codes                                                        */
/* ------------------------------------------------------------------ */

/** The values never change meaning; new codes are only appended. */
typedef enum r2d_status {
    R2D_OK = 0, /**< success */
    R2D_ERROR_NULL_POINTER = 1,         /**< a required pointer was null */
    R2D_ERROR_INVALID_NUMBER = 2,       /**< a float was NaN or infinite */
    R2D_ERROR_OUT_OF_RANGE = 3,         /**< a number outside its allowed range */
    R2D_ERROR_INVALID_ID = 4,           /**< null, destroyed, stale or malformed id */
    R2D_ERROR_WRONG_WORLD = 5,          /**< the ids belong to different worlds */
    R2D_ERROR_DEGENERATE_POLYGON = 6,   /**< collinear, repeated or too small points */
    R2D_ERROR_TOO_MANY_VERTICES = 7,    /**< more points than the limit */
    R2D_ERROR_SELF_INTERSECTING = 8,    /**< edges of a polygon cross */
    R2D_ERROR_INVALID_ARGUMENT = 9,     /**< bad enum value or uninitialised def */
    R2D_ERROR_CAPACITY = 10,            /**< a limit on objects or an output array is too small */
    R2D_ERROR_OUT_OF_MEMORY = 11,       /**< an allocation failed */
    R2D_ERROR_LOCKED = 12,              /**< the world is busy (called from a callback) */
    R2D_ERROR_INVALID_OPERATION = 13    /**< not possible for this object, e.g. a force on a static body */
} r2d_status;

/** A fixed English sentence for a status code; never null. */
R2D_API const char* r2d_status_string(r2d_status status);

/** The detailed message of the last failed call on this thread, or "" when
 * the last call succeeded. Valid until the next rigid2d call on this thread. */
R2D_API const char* r2d_last_error_message(void);

/* ------------------------------------------------------------------ */
/* Basic types and ids                                                 */
/* ------------------------------------------------------------------ */

/** A 2D vector or point, in metres unless a field says otherwise. */
typedef struct r2d_vec2 {
    float x; /**< horizontal component */
    float y; /**< vertical component; gravity points to -y by default */
} r2d_vec2;

/** An axis-aligned box in world coordinates, m. */
typedef struct r2d_aabb {
    r2d_vec2 lower; /**< corner of the smallest x and y */
    r2d_vec2 upper; /**< corner of the largest x and y */
} r2d_aabb;

/** Names a world; passed by value, checked on every call. */
typedef struct r2d_world_id {
    uint64_t bits; /**< an index and a generation, opaque to the caller; all zero is the null id */
} r2d_world_id;

/** Names a body of a world; goes stale when the body is destroyed. */
typedef struct r2d_body_id {
    uint64_t bits; /**< an index and a generation, opaque to the caller; all zero is the null id */
} r2d_body_id;

/** Names a shape of a body; goes stale when the shape is destroyed. */
typedef struct r2d_shape_id {
    uint64_t bits; /**< an index and a generation, opaque to the caller; all zero is the null id */
} r2d_shape_id;

/** Names a joint between two bodies; goes stale when the joint is destroyed. */
typedef struct r2d_joint_id {
    uint64_t bits; /**< an index and a generation, opaque to the caller; all zero is the null id */
} r2d_joint_id;

/** Names a chain of segments on a body (r2d_chain_create); goes stale when
 * the chain or its body is destroyed. */
typedef struct r2d_chain_id {
    uint64_t bits; /**< an index and a generation, opaque to the caller; all zero is the null id */
} r2d_chain_id;

/** How a body moves (r2d_body_def::type). */
typedef enum r2d_body_type {
    R2D_BODY_STATIC = 0,    /**< never moves; infinite mass */
    R2D_BODY_KINEMATIC = 1, /**< moves at its set velocity; infinite mass */
    R2D_BODY_DYNAMIC = 2    /**< moved by forces and contacts */
} r2d_body_type;

/** The kind of a shape; boxes are polygons. */
typedef enum r2d_shape_type {
    R2D_SHAPE_CIRCLE = 0, /**< r2d_circle */
    R2D_SHAPE_CAPSULE = 1, /**< r2d_capsule */
    R2D_SHAPE_SEGMENT = 2, /**< r2d_segment */
    R2D_SHAPE_POLYGON = 3, /**< r2d_box, convex and concave polygons */
    R2D_SHAPE_CHAIN_SEGMENT = 4 /**< one segment of a chain (r2d_chain_create), r2d_chain_segment */
} r2d_shape_type;

/* ------------------------------------------------------------------ */
/* Worlds                                                              */
/* ------------------------------------------------------------------ */

/** One task of a step, for a program's own task system: runs the step's
 * work on items [start, end). worker_index is which of the program's
 * worker_count workers runs it, below worker_count; two ranges that run
 * at the same time must have different worker indices, since a worker's
 * ranges share scratch memory kept by that index. A task system that
 * breaks this makes the step slower, never wrong: rigid2d's ranges claim
 * worker slots of their own, and a range that finds all taken waits. */
typedef void (*r2d_task_fn)(int32_t start, int32_t end, uint32_t worker_index, void* task_context);

/** Hands a task to a program's task system (r2d_world_def::enqueue_task):
 * task must be called over ranges that together cover [0, item_count)
 * once each, every range but the last of at least min_range items, in any
 * order and on any threads. Returns a handle that finish_task waits on, or
 * NULL when the work has already run (inline on the calling thread, say).
 * Called only from inside r2d_world_step, which waits for the task's end. */
typedef void* (*r2d_enqueue_task_fn)(r2d_task_fn task, int32_t item_count, int32_t min_range, void* task_context,
                                     void* user_context);

/** Waits until every range of the task behind user_task has run. */
typedef void (*r2d_finish_task_fn)(void* user_task, void* user_context);

/** What r2d_world_create() makes; fill with r2d_world_def_default().
 *
 * Workers: with worker_count above 1 and no task callbacks, the world
 * starts worker_count - 1 threads of its own when it is created and joins
 * them when it is destroyed; its step runs its parallel stages (the search
 * for new contact pairs, contact manifolds, the contact solver with its
 * preparation, blocks of plain revolute joints, integration, the bodies'
 * new boxes, and the sweeps of fast bodies when no pair filter is set) on
 * them and on the calling thread. When there are no more workers than
 * the machine has cores, the threads poll for work through the whole of a
 * step, so that none is asleep when a stage starts, and sleep soon after
 * it ends. With enqueue_task and finish_task set,
 * the step runs those stages as tasks of the program's own job system
 * instead, and starts no threads. The results are bit-identical whatever
 * the worker count and however the tasks are run. Contact callbacks (the
 * pair filter and pre-solve) and debug drawing are always called on the
 * thread that called r2d_world_step or r2d_world_draw, in the same order
 * at any worker count. */
typedef struct r2d_world_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_vec2 gravity;              /**< m/s^2; default (0, -10) */
    int32_t substep_count;         /**< solver sub-steps per step, 1..64; default 4 */
    float contact_hertz;           /**< contact stiffness, 1/s, > 0; default 30 */
    float contact_damping_ratio;   /**< contact damping, >= 0; default 10 */
    float contact_push_max_speed;  /**< fastest speed that resolves overlap, m/s, > 0; default 3 */
    float restitution_threshold;   /**< slower approaches do not bounce, m/s, >= 0; default 1 */
    bool enable_sleep;             /**< default true */
    float time_to_sleep;           /**< seconds at rest before an island sleeps, > 0; default 0.5 */
    float sleep_speed;             /**< below this speed a body counts as resting, m/s, >= 0; default 0.05 */
    /* Appended in RIGID2D_0.2: */
    float hit_event_threshold;     /**< slower approaches make no hit event, m/s, >= 0; default 1 */
    int32_t worker_count;          /**< workers that share a step, 1..64; default 1 (no thread is started) */
    r2d_enqueue_task_fn enqueue_task; /**< the program's task system, or NULL for the world's own threads; set with finish_task */
    r2d_finish_task_fn finish_task;    /**< waits on what enqueue_task returned; NULL exactly when enqueue_task is */
    void* user_task_context;       /**< handed to enqueue_task and finish_task as user_context */
} r2d_world_def;

/** A world definition with every field at its default. */
R2D_API r2d_world_def r2d_world_def_default(void);

/** Creates an empty world from def. Errors: NULL_POINTER, INVALID_ARGUMENT
 * (one task callback without the other), INVALID_NUMBER, OUT_OF_RANGE,
 * CAPACITY (too many worlds alive), OUT_OF_MEMORY (also when the system
 * refuses the world's threads). */
R2D_API r2d_status r2d_world_create(const r2d_world_def* def, r2d_world_id* out_world);

/** Destroys the world with all its bodies and shapes; their ids go stale.
 * Errors: INVALID_ID, LOCKED. */
R2D_API r2d_status r2d_world_destroy(r2d_world_id world);

/** Advances the world by time_step seconds (finite, 1e-6 to 1).
 * Errors: INVALID_ID, INVALID_NUMBER, OUT_OF_RANGE, LOCKED, OUT_OF_MEMORY.
 * The step is the one call that is not all or nothing: when memory runs
 * out part-way it returns OUT_OF_MEMORY with the world valid but possibly
 * part-advanced (some contacts updated, bodies not yet moved, the step's
 * events incomplete); every id stays valid and the next step carries on. */
R2D_API r2d_status r2d_world_step(r2d_world_id world, float time_step);

/** Steps count different worlds by time_step each, as r2d_world_step
 * would, spread over thread_count threads (1..64: the calling thread and
 * thread_count - 1 started for the call); a world with workers of its own
 * uses them as well. For many small worlds, as reinforcement learning
 * steps them. Every id is checked first: a stale or locked world, or one
 * named twice, refuses the whole call and steps none. Results are those
 * of stepping each world alone. When a world's step runs out of memory
 * the others still step, and the status is that of the first such world
 * in the array. Errors: NULL_POINTER, INVALID_ID, INVALID_ARGUMENT (a
 * world named twice), INVALID_NUMBER, OUT_OF_RANGE, LOCKED, OUT_OF_MEMORY.
 * Appended in RIGID2D_0.2. */
R2D_API r2d_status r2d_worlds_step(const r2d_world_id* worlds, int32_t count, float time_step, int32_t thread_count);

/** Where the world's last step spent its time: wall-clock milliseconds of
 * each stage of r2d_world_step (or of this world's part of
 * r2d_worlds_step), in the order they run, as r2d_world_get_profile()
 * copies it. With workers, a stage lasts until all its work is done, so
 * comparing a world's profile at one and at several workers shows which
 * stages gain from them. Timing only: no result depends on it, and
 * snapshots and serialization leave it out. All zero before the first
 * step; a step that fails keeps the one before. */
typedef struct r2d_step_profile {
    float step;       /**< the whole step: the stages below and the little between them */
    float pairs;      /**< the broadphase: new pairs of moved shapes become contacts (pair filter) */
    float collide;    /**< contact manifolds, pre-solve callbacks, touch events */
    float prepare;    /**< awake bodies gathered; contact and joint constraints built and coloured */
    float substeps;   /**< the solver's sub-steps: integration, warm start, solve and relax */
    float store;      /**< restitution; impulses kept for the next step; hit events */
    float finalize;   /**< transforms, bounding boxes, broadphase moves */
    float continuous; /**< sweeps of fast bodies (continuous collision) */
    float sleep;      /**< islands that rested long enough fall asleep */
    float sensors;    /**< sensor overlaps and their events */
} r2d_step_profile;

/** Copies the profile of the world's last step. Errors: NULL_POINTER,
 * INVALID_ID, LOCKED. Appended in RIGID2D_0.2. */
R2D_API r2d_status r2d_world_get_profile(r2d_world_id world, r2d_step_profile* out_profile);

/** The number of workers that share the world's step (r2d_world_def::worker_count). */
R2D_API r2d_status r2d_world_get_worker_count(r2d_world_id world, int32_t* out_worker_count);

/** The gravity acceleration, m/s^2. */
R2D_API r2d_status r2d_world_get_gravity(r2d_world_id world, r2d_vec2* out_gravity);
/** Sets the gravity acceleration, m/s^2; finite. Sleeping bodies stay asleep. */
R2D_API r2d_status r2d_world_set_gravity(r2d_world_id world, r2d_vec2 gravity);

/** Sets the solver sub-steps per step, 1..64. */
R2D_API r2d_status r2d_world_set_substep_count(r2d_world_id world, int32_t substep_count);

/** Lets islands at rest fall asleep, or not; turning sleeping off wakes every body. */
R2D_API r2d_status r2d_world_enable_sleeping(r2d_world_id world, bool enable);

/** Bodies alive in the world. */
R2D_API r2d_status r2d_world_get_body_count(r2d_world_id world, int32_t* out_count);
/** Bodies of the world that are awake. */
R2D_API r2d_status r2d_world_get_awake_body_count(r2d_world_id world, int32_t* out_count);
/** Shapes alive in the world. */
R2D_API r2d_status r2d_world_get_shape_count(r2d_world_id world, int32_t* out_count);

/** Number of contacts whose shapes touch: their manifold has points. Points
 * appear 2 cm (the speculative distance) before the surfaces meet, so fast
 * bodies are caught in time; a point's separation tells the actual gap. */
R2D_API r2d_status r2d_world_get_contact_count(r2d_world_id world, int32_t* out_count);

/* ------------------------------------------------------------------ */
/* Bodies                                                              */
/* ------------------------------------------------------------------ */

/** What r2d_body_create() makes; fill with r2d_body_def_default(). */
typedef struct r2d_body_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    int32_t type;                /**< r2d_body_type; default R2D_BODY_STATIC */
    r2d_vec2 position;           /**< m, of the body origin */
    float angle;                 /**< rad */
    r2d_vec2 linear_velocity;    /**< m/s, of the body origin */
    float angular_velocity;      /**< rad/s */
    float linear_damping;        /**< 1/s, >= 0 */
    float angular_damping;       /**< 1/s, >= 0 */
    float gravity_scale;         /**< default 1 */
    bool fixed_rotation;         /**< no rotation from contacts or torques */
    bool allow_sleep;            /**< default true */
    bool awake;                  /**< default true */
    uint64_t user_data;          /**< the caller's, never read by the library */
} r2d_body_def;

/** A body definition with every field at its default: a static body at the origin. */
R2D_API r2d_body_def r2d_body_def_default(void);

/** Creates a body in world from def. Errors: INVALID_ID, NULL_POINTER,
 * INVALID_ARGUMENT, INVALID_NUMBER, OUT_OF_RANGE, CAPACITY, OUT_OF_MEMORY,
 * LOCKED. */
R2D_API r2d_status r2d_body_create(r2d_world_id world, const r2d_body_def* def, r2d_body_id* out_body);

/** Destroys the body with its shapes, joints and contacts; contacts that were
 * touching produce end-touch events. Errors: INVALID_ID, LOCKED. */
R2D_API r2d_status r2d_body_destroy(r2d_body_id body);

/** The world the body belongs to. */
R2D_API r2d_status r2d_body_get_world(r2d_body_id body, r2d_world_id* out_world);
/** Whether the body is static, kinematic or dynamic. */
R2D_API r2d_status r2d_body_get_type(r2d_body_id body, r2d_body_type* out_type);

/** Position of the body origin (m) and angle (rad). */
R2D_API r2d_status r2d_body_get_position(r2d_body_id body, r2d_vec2* out_position);
/** The angle of the body, rad. */
R2D_API r2d_status r2d_body_get_angle(r2d_body_id body, float* out_angle);

/** Teleports the body and wakes it. */
R2D_API r2d_status r2d_body_set_transform(r2d_body_id body, r2d_vec2 position, float angle);

/** Velocity of the centre of mass (m/s) and angular velocity (rad/s).
 * Setting a velocity of a static body fails with INVALID_OPERATION;
 * setting a non-zero one wakes the body. */
R2D_API r2d_status r2d_body_get_linear_velocity(r2d_body_id body, r2d_vec2* out_velocity);
/** Sets the velocity of the centre of mass, m/s (see above). */
R2D_API r2d_status r2d_body_set_linear_velocity(r2d_body_id body, r2d_vec2 velocity);
/** The angular velocity, rad/s. */
R2D_API r2d_status r2d_body_get_angular_velocity(r2d_body_id body, float* out_velocity);
/** Sets the angular velocity, rad/s (see above). */
R2D_API r2d_status r2d_body_set_angular_velocity(r2d_body_id body, float velocity);

/** Forces (N) and torques (N m) act during the next step only. Impulses
 * (N s, N m s) change the velocity at once. A point is in world
 * coordinates. They affect dynamic bodies only; on other bodies they do
 * nothing and succeed. With wake false, a sleeping body is left alone. */
R2D_API r2d_status r2d_body_apply_force(r2d_body_id body, r2d_vec2 force, r2d_vec2 point, bool wake);
/** A force (N) at the centre of mass, for the next step. */
R2D_API r2d_status r2d_body_apply_force_to_center(r2d_body_id body, r2d_vec2 force, bool wake);
/** A torque (N m) for the next step. */
R2D_API r2d_status r2d_body_apply_torque(r2d_body_id body, float torque, bool wake);
/** An impulse (N s) at a world point, applied at once. */
R2D_API r2d_status r2d_body_apply_linear_impulse(r2d_body_id body, r2d_vec2 impulse, r2d_vec2 point, bool wake);
/** An impulse (N s) at the centre of mass, applied at once. */
R2D_API r2d_status r2d_body_apply_linear_impulse_to_center(r2d_body_id body, r2d_vec2 impulse, bool wake);
/** An angular impulse (N m s), applied at once. */
R2D_API r2d_status r2d_body_apply_angular_impulse(r2d_body_id body, float impulse, bool wake);

/** Mass (kg) and rotational inertia about the centre of mass (kg m^2),
 * from the shapes' densities; 0 for static and kinematic bodies. */
R2D_API r2d_status r2d_body_get_mass(r2d_body_id body, float* out_mass);
/** Rotational inertia about the centre of mass, kg m^2; 0 unless dynamic. */
R2D_API r2d_status r2d_body_get_rotational_inertia(r2d_body_id body, float* out_inertia);
/** The centre of mass in body coordinates, m. */
R2D_API r2d_status r2d_body_get_local_center_of_mass(r2d_body_id body, r2d_vec2* out_center);
/** The centre of mass in world coordinates, m. */
R2D_API r2d_status r2d_body_get_world_center_of_mass(r2d_body_id body, r2d_vec2* out_center);

/** Whether the body is awake (its island is simulated). */
R2D_API r2d_status r2d_body_is_awake(r2d_body_id body, bool* out_awake);
/** Wakes (true) or puts to sleep (false) the body's whole island. */
R2D_API r2d_status r2d_body_set_awake(r2d_body_id body, bool awake);

/** The caller's value stored with the body. */
R2D_API r2d_status r2d_body_get_user_data(r2d_body_id body, uint64_t* out_user_data);
/** Stores a value of the caller with the body; the library never reads it. */
R2D_API r2d_status r2d_body_set_user_data(r2d_body_id body, uint64_t user_data);

/** Copies up to capacity shape ids; *out_count gets the number copied.
 * The body's shape count comes from r2d_body_get_shape_count. */
R2D_API r2d_status r2d_body_get_shape_count(r2d_body_id body, int32_t* out_count);
/** Copies the ids of the body's shapes (see above). */
R2D_API r2d_status r2d_body_get_shapes(r2d_body_id body, r2d_shape_id* out_shapes, int32_t capacity,
                                       int32_t* out_count);

/* ------------------------------------------------------------------ */
/* Shapes                                                              */
/* ------------------------------------------------------------------ */

/** Collision filtering of a shape. Two shapes collide when (a.category_bits & b.mask_bits) and
 * (b.category_bits & a.mask_bits) are both non-zero, except that a shared
 * non-zero group_index decides alone: positive always, negative never. */
typedef struct r2d_filter {
    uint64_t category_bits; /**< default 1 */
    uint64_t mask_bits;     /**< default all ones */
    int32_t group_index;    /**< default 0 */
} r2d_filter;

/** Material and filtering of a new shape; fill with r2d_shape_def_default(). */
typedef struct r2d_shape_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    float density;            /**< kg/m^2, >= 0; default 1 */
    float static_friction;    /**< >= 0; default 0.6 */
    float dynamic_friction;   /**< >= 0; default 0.6 */
    float restitution;        /**< 0..1; default 0 */
    r2d_filter filter; /**< which shapes this one collides with; default: all */
    bool enable_contact_events; /**< begin/end touch events; default true */
    uint64_t user_data; /**< the caller's, never read by the library */
    /* Appended in RIGID2D_0.2 (see the sensor events below): */
    bool is_sensor;            /**< makes no contacts, reports overlaps; default false */
    bool enable_sensor_events; /**< sensors see this shape; default true */
    bool enable_hit_events;    /**< hard contacts make hit events; default false */
} r2d_shape_def;

/** A shape definition with every field at its default. */
R2D_API r2d_shape_def r2d_shape_def_default(void);

/* Pairs mix friction as sqrt(a * b) and restitution as min(a, b). */

/** A circle, for r2d_shape_create_circle(). */
typedef struct r2d_circle {
    r2d_vec2 center; /**< in body coordinates */
    float radius;    /**< > 0 */
} r2d_circle;

/** Two circles of one radius joined by their tangents, for r2d_shape_create_capsule(). */
typedef struct r2d_capsule {
    r2d_vec2 center1; /**< the two centres, in body coordinates, apart */
    r2d_vec2 center2; /**< the second centre */
    float radius;     /**< > 0 */
} r2d_capsule;

/** A two-sided line segment with no thickness, for ground and walls. */
typedef struct r2d_segment {
    r2d_vec2 point1; /**< one end, in body coordinates */
    r2d_vec2 point2; /**< the other end, in body coordinates */
} r2d_segment;

/** A box of half extents, centred at center and turned by angle, all in
 * body coordinates. A zero-filled r2d_box with half extents set is a box
 * centred on the body origin. */
typedef struct r2d_box {
    r2d_vec2 half_extents; /**< > 0 each */
    r2d_vec2 center; /**< m, in body coordinates */
    float angle; /**< rad, relative to the body */
} r2d_box;

/** Each adds one shape to body and updates its mass. Errors: INVALID_ID,
 * NULL_POINTER, INVALID_ARGUMENT, INVALID_NUMBER, OUT_OF_RANGE (a size not
 * positive, density or friction negative, restitution outside 0..1),
 * DEGENERATE_POLYGON, TOO_MANY_VERTICES, CAPACITY, OUT_OF_MEMORY, LOCKED. */
R2D_API r2d_status r2d_shape_create_circle(r2d_body_id body, const r2d_shape_def* def, const r2d_circle* circle,
                                           r2d_shape_id* out_shape);
/** Adds a capsule to body (see r2d_shape_create_circle for the errors). */
R2D_API r2d_status r2d_shape_create_capsule(r2d_body_id body, const r2d_shape_def* def, const r2d_capsule* capsule,
                                            r2d_shape_id* out_shape);
/** Adds a segment to body (see r2d_shape_create_circle for the errors). */
R2D_API r2d_status r2d_shape_create_segment(r2d_body_id body, const r2d_shape_def* def, const r2d_segment* segment,
                                            r2d_shape_id* out_shape);
/** Adds a box to body (see r2d_shape_create_circle for the errors). */
R2D_API r2d_status r2d_shape_create_box(r2d_body_id body, const r2d_shape_def* def, const r2d_box* box,
                                        r2d_shape_id* out_shape);

/** The convex hull of 3..R2D_MAX_POLYGON_VERTICES points (body coordinates).
 * Points inside the hull are dropped; collinear, repeated or too close
 * points, and hulls of tiny area, are refused as DEGENERATE_POLYGON. */
R2D_API r2d_status r2d_shape_create_polygon(r2d_body_id body, const r2d_shape_def* def, const r2d_vec2* points,
                                            int32_t count, r2d_shape_id* out_shape);

/** A simple polygon of 3..R2D_MAX_CONCAVE_VERTICES points in either winding,
 * split into convex pieces (ear clipping, then greedy merging of triangles
 * while the union stays convex), each added as a polygon shape. The ids of
 * the pieces go to out_shapes; if capacity is too small nothing is added,
 * the call fails with CAPACITY and *out_count tells the number needed.
 * Self-intersecting outlines fail with SELF_INTERSECTING. */
R2D_API r2d_status r2d_shape_create_concave_polygon(r2d_body_id body, const r2d_shape_def* def,
                                                    const r2d_vec2* points, int32_t count, r2d_shape_id* out_shapes,
                                                    int32_t capacity, int32_t* out_count);

/** Would these points be accepted? The same checks as creation, without a
 * world. out_piece_count (may be null) gets the number of convex pieces. */
R2D_API r2d_status r2d_polygon_validate(const r2d_vec2* points, int32_t count);
/** Would r2d_shape_create_concave_polygon accept these points? out_piece_count (may be null) gets the number of convex pieces. */
R2D_API r2d_status r2d_concave_polygon_validate(const r2d_vec2* points, int32_t count, int32_t* out_piece_count);

/** Removes the shape and its contacts and updates the body's mass. A
 * segment of a chain is refused (INVALID_OPERATION): destroy the chain. */
R2D_API r2d_status r2d_shape_destroy(r2d_shape_id shape);

/** The body the shape belongs to. */
R2D_API r2d_status r2d_shape_get_body(r2d_shape_id shape, r2d_body_id* out_body);
/** The kind of the shape. */
R2D_API r2d_status r2d_shape_get_type(r2d_shape_id shape, r2d_shape_type* out_type);
/** The bounding box of the shape in world coordinates, as of the last step. */
R2D_API r2d_status r2d_shape_get_aabb(r2d_shape_id shape, r2d_aabb* out_aabb);
/** The collision filter of the shape. */
R2D_API r2d_status r2d_shape_get_filter(r2d_shape_id shape, r2d_filter* out_filter);
/** Changes the collision filter; contacts it forbids end at the next step. */
R2D_API r2d_status r2d_shape_set_filter(r2d_shape_id shape, r2d_filter filter);
/** The caller's value stored with the shape. */
R2D_API r2d_status r2d_shape_get_user_data(r2d_shape_id shape, uint64_t* out_user_data);
/** Stores a value of the caller with the shape; the library never reads it. */
R2D_API r2d_status r2d_shape_set_user_data(r2d_shape_id shape, uint64_t user_data);

/** The shape's vertices in body coordinates: 1 point for a circle (its
 * centre), 2 for capsules, segments and chain segments, the hull for
 * polygons; radius is 0 for polygons and segments. Copies up to capacity points; *out_count gets
 * the number of points the shape has. */
R2D_API r2d_status r2d_shape_get_geometry(r2d_shape_id shape, r2d_vec2* out_points, int32_t capacity,
                                          int32_t* out_count, float* out_radius);

/* ------------------------------------------------------------------ */
/* Contacts and events                                                 */
/* ------------------------------------------------------------------ */

/** One point where two shapes touch. */
typedef struct r2d_manifold_point {
    r2d_vec2 point;        /**< world point midway between the surfaces, m */
    float separation;      /**< m, negative when overlapping */
    float normal_impulse;  /**< N s of the last step */
    float tangent_impulse; /**< N s of the last step */
    uint32_t id;           /**< feature id, stable while the same features touch */
} r2d_manifold_point;

/** Two touching shapes and their contact manifold. */
typedef struct r2d_contact_data {
    r2d_shape_id shape_a; /**< first shape */
    r2d_shape_id shape_b; /**< second shape */
    r2d_body_id body_a; /**< shape_a's body */
    r2d_body_id body_b; /**< shape_b's body */
    r2d_vec2 normal;      /**< unit, from shape A towards shape B */
    int32_t point_count;  /**< 1 or 2 */
    r2d_manifold_point points[2]; /**< the first point_count are valid */
} r2d_contact_data;

/** Touching contacts of the world, or of one body, in a deterministic order.
 * Copies up to capacity records; *out_count gets the number copied. */
R2D_API r2d_status r2d_world_get_contacts(r2d_world_id world, r2d_contact_data* out_contacts, int32_t capacity,
                                          int32_t* out_count);
/** The number of touching contacts of the body. */
R2D_API r2d_status r2d_body_get_contact_count(r2d_body_id body, int32_t* out_count);
/** Copies the body's touching contacts (see r2d_world_get_contacts). */
R2D_API r2d_status r2d_body_get_contacts(r2d_body_id body, r2d_contact_data* out_contacts, int32_t capacity,
                                         int32_t* out_count);

/** Two shapes started touching. */
typedef struct r2d_contact_begin_event {
    r2d_shape_id shape_a; /**< first shape */
    r2d_shape_id shape_b; /**< second shape */
} r2d_contact_begin_event;

/** Two shapes stopped touching. An end event's shapes may already be destroyed. */
typedef struct r2d_contact_end_event {
    r2d_shape_id shape_a; /**< first shape */
    r2d_shape_id shape_b; /**< second shape */
} r2d_contact_end_event;

/** Events of the last step (and of destroy calls since), for shapes with
 * enable_contact_events on either side. Kept until the next step. */
R2D_API r2d_status r2d_world_get_contact_event_counts(r2d_world_id world, int32_t* out_begin_count,
                                                      int32_t* out_end_count);
/** Copies up to capacity begin-touch events of the last step; *out_count gets the number copied. */
R2D_API r2d_status r2d_world_get_contact_begin_events(r2d_world_id world, r2d_contact_begin_event* out_events,
                                                      int32_t capacity, int32_t* out_count);
/** Copies up to capacity end-touch events of the last step; *out_count gets the number copied. */
R2D_API r2d_status r2d_world_get_contact_end_events(r2d_world_id world, r2d_contact_end_event* out_events,
                                                    int32_t capacity, int32_t* out_count);

/* ------------------------------------------------------------------ */
/* Joints                                                              */
/* ------------------------------------------------------------------ */

/** The kinds of joint. A joint constrains the motion of body B relative to body A. Joints are
 * solved with the contacts in the same soft, sub-stepped solver: a rigid
 * joint is held by a stiff spring (60 Hz, damping ratio 2, scaled to the
 * sub-step) with relaxation, so it stays rigid under ordinary loads and
 * bends, rather than explodes, under extreme mass ratios (see the README).
 *
 * Anchors are in each body's own frame, relative to the body origin (not
 * the centre of mass). Bodies joined by a joint between two dynamic bodies
 * share an island: they sleep together and waking one wakes the other.
 * Destroying a body destroys its joints; their ids go stale. A joint
 * between two bodies that cannot move (static, or static and kinematic)
 * is allowed and does nothing. */
typedef enum r2d_joint_type {
    R2D_JOINT_REVOLUTE = 0,  /**< a shared point; B turns about it */
    R2D_JOINT_PRISMATIC = 1, /**< B slides along an axis fixed in A, without turning */
    R2D_JOINT_DISTANCE = 2,  /**< the anchors keep a distance: rod, spring or rope */
    R2D_JOINT_WELD = 3,      /**< B is fixed to A, rigidly or through springs */
    R2D_JOINT_WHEEL = 4,     /**< B slides on a sprung axis in A and turns freely: a car's wheel */
    R2D_JOINT_MOTOR = 5,     /**< drives B towards an offset from A with bounded force and torque */
    R2D_JOINT_MOUSE = 6      /**< pulls a point of B towards a world target with a soft spring */
} r2d_joint_type;

/** What every joint def holds, after its struct_size. */
typedef struct r2d_joint_base_def {
    r2d_body_id body_a;        /**< both bodies of the world the joint is made in, not the same body */
    r2d_body_id body_b; /**< the body the joint moves relative to body_a */
    r2d_vec2 local_anchor_a;   /**< anchor on A, in A's frame, m */
    r2d_vec2 local_anchor_b;   /**< anchor on B, in B's frame, m */
    bool collide_connected;    /**< may the two bodies' shapes collide? default false */
    uint64_t user_data;        /**< the caller's, never read by the library */
} r2d_joint_base_def;

/* Springs take a frequency (hertz, >= 0) and a damping ratio (>= 0; 1 is
 * critical). Limits need lower <= upper. Motors drive a relative speed with
 * at most their maximum force or torque (>= 0). */

/** A revolute joint: a hinge at the anchors; fill with r2d_revolute_joint_def_default(). */
typedef struct r2d_revolute_joint_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_joint_base_def base; /**< the bodies, anchors and flags every joint has */
    float reference_angle;   /**< B's angle minus A's at which the joint angle is 0, rad */
    bool enable_limit; /**< keep the joint angle within lower_angle..upper_angle; default false */
    float lower_angle;       /**< rad, within -pi..pi, lower <= upper; default 0 and 0 */
    float upper_angle; /**< rad, within -pi..pi */
    bool enable_motor; /**< drive the joint angle at motor_speed; default false */
    float motor_speed;       /**< rad/s */
    float max_motor_torque;  /**< N m, >= 0 */
    bool enable_spring;      /**< a torsion spring towards the joint angle 0 */
    float hertz;             /**< default 0 */
    float damping_ratio;     /**< default 0 */
} r2d_revolute_joint_def;

/** A prismatic joint: a slider along an axis; fill with r2d_prismatic_joint_def_default(). */
typedef struct r2d_prismatic_joint_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_joint_base_def base; /**< the bodies, anchors and flags every joint has */
    r2d_vec2 local_axis_a;   /**< direction of sliding in A's frame; normalised, must not be zero; default (1, 0) */
    float reference_angle;   /**< B's angle minus A's that the joint holds, rad */
    bool enable_limit; /**< keep the translation within lower..upper; default false */
    float lower_translation; /**< m along the axis, lower <= upper; default 0 and 0 */
    float upper_translation; /**< m along the axis */
    bool enable_motor; /**< drive the translation at motor_speed; default false */
    float motor_speed;       /**< m/s */
    float max_motor_force;   /**< N, >= 0 */
    bool enable_spring;      /**< a spring towards translation 0 */
    float hertz; /**< spring frequency; default 0 */
    float damping_ratio; /**< spring damping ratio; default 0 */
} r2d_prismatic_joint_def;

/** A distance joint, filled by r2d_distance_joint_def_default(). Rigid at its length unless enable_spring is set. With the spring on,
 * hertz 0 means no spring force at all, so a rope is: enable_spring true,
 * hertz 0, enable_limit true, min_length 0, max_length L. */
typedef struct r2d_distance_joint_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_joint_base_def base; /**< the bodies, anchors and flags every joint has */
    float length;          /**< rest length, m, > 0; default 1 */
    bool enable_spring;    /**< default false: a rigid rod */
    float hertz; /**< spring frequency; default 0 */
    float damping_ratio; /**< spring damping ratio; default 0 */
    bool enable_limit; /**< keep the length within min_length..max_length; default false */
    float min_length;      /**< m, >= 0, min <= max; default 0 */
    float max_length;      /**< m; default 1e6 (no limit) */
    bool enable_motor;     /**< drives the length's rate of change */
    float motor_speed;     /**< m/s */
    float max_motor_force; /**< N, >= 0 */
} r2d_distance_joint_def;

/** A weld joint, filled by r2d_weld_joint_def_default(). Each hertz of 0 makes that part rigid. */
typedef struct r2d_weld_joint_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_joint_base_def base; /**< the bodies, anchors and flags every joint has */
    float reference_angle;        /**< B's angle minus A's that the joint holds, rad */
    float linear_hertz;           /**< default 0: rigid */
    float linear_damping_ratio;   /**< default 0 */
    float angular_hertz;          /**< default 0: rigid */
    float angular_damping_ratio;  /**< default 0 */
} r2d_weld_joint_def;

/** A wheel joint, filled by r2d_wheel_joint_def_default(). B slides along the axis on a spring (the suspension) and turns freely;
 * the motor turns B relative to A. */
typedef struct r2d_wheel_joint_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_joint_base_def base; /**< the bodies, anchors and flags every joint has */
    r2d_vec2 local_axis_a;    /**< suspension axis in A's frame; normalised, must not be zero; default (0, 1) */
    bool enable_spring;       /**< default true */
    float hertz;              /**< default 1 */
    float damping_ratio;      /**< default 0.7 */
    bool enable_limit; /**< keep the translation within lower..upper; default false */
    float lower_translation;  /**< m, lower <= upper; default 0 and 0 */
    float upper_translation; /**< m along the axis */
    bool enable_motor; /**< turn B relative to A at motor_speed; default false */
    float motor_speed;        /**< rad/s */
    float max_motor_torque;   /**< N m, >= 0 */
} r2d_wheel_joint_def;

/** A motor joint, filled by r2d_motor_joint_def_default(). Drives B's pose in A's frame towards (linear_offset, angular_offset),
 * for top-down friction, a character's platform or a steered body. The
 * local anchors are not used. */
typedef struct r2d_motor_joint_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_joint_base_def base; /**< the bodies, anchors and flags every joint has */
    r2d_vec2 linear_offset;   /**< B's origin in A's frame, m */
    float angular_offset;     /**< B's angle minus A's, rad */
    float max_force;          /**< N, >= 0; default 1 */
    float max_torque;         /**< N m, >= 0; default 1 */
    float correction_factor;  /**< share of the pose error corrected per step, 0..1; default 0.3 */
} r2d_motor_joint_def;

/** A mouse joint, filled by r2d_mouse_joint_def_default(). Pulls B's anchor (local_anchor_b) towards target, a world point, with a
 * spring of at most max_force. Body A is only a reference, usually a static
 * ground body; its anchor is not used. */
typedef struct r2d_mouse_joint_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    r2d_joint_base_def base; /**< the bodies, anchors and flags every joint has */
    r2d_vec2 target;       /**< world point, m */
    float hertz;           /**< > 0; default 5 */
    float damping_ratio;   /**< >= 0; default 0.7 */
    float max_force;       /**< N, >= 0; default 1000 */
} r2d_mouse_joint_def;

/** A revolute joint definition with every field at its default; set the bodies. */
R2D_API r2d_revolute_joint_def r2d_revolute_joint_def_default(void);
/** A prismatic joint definition with every field at its default; set the bodies. */
R2D_API r2d_prismatic_joint_def r2d_prismatic_joint_def_default(void);
/** A distance joint definition with every field at its default; set the bodies. */
R2D_API r2d_distance_joint_def r2d_distance_joint_def_default(void);
/** A weld joint definition with every field at its default; set the bodies. */
R2D_API r2d_weld_joint_def r2d_weld_joint_def_default(void);
/** A wheel joint definition with every field at its default; set the bodies. */
R2D_API r2d_wheel_joint_def r2d_wheel_joint_def_default(void);
/** A motor joint definition with every field at its default; set the bodies. */
R2D_API r2d_motor_joint_def r2d_motor_joint_def_default(void);
/** A mouse joint definition with every field at its default; set the bodies. */
R2D_API r2d_mouse_joint_def r2d_mouse_joint_def_default(void);

/** Each creates one joint and wakes its bodies. With collide_connected
 * false, contacts between the two bodies end at once. Errors: INVALID_ID
 * (world or a body), WRONG_WORLD (a body of another world), NULL_POINTER,
 * INVALID_ARGUMENT (uninitialised def, the same body twice), INVALID_NUMBER,
 * OUT_OF_RANGE (negative hertz, damping, force or torque; lower > upper; a
 * zero axis; a length not positive), CAPACITY, OUT_OF_MEMORY, LOCKED. */
R2D_API r2d_status r2d_joint_create_revolute(r2d_world_id world, const r2d_revolute_joint_def* def,
                                             r2d_joint_id* out_joint);
/** Creates a prismatic joint (see r2d_joint_create_revolute for the errors). */
R2D_API r2d_status r2d_joint_create_prismatic(r2d_world_id world, const r2d_prismatic_joint_def* def,
                                              r2d_joint_id* out_joint);
/** Creates a distance joint (see r2d_joint_create_revolute for the errors). */
R2D_API r2d_status r2d_joint_create_distance(r2d_world_id world, const r2d_distance_joint_def* def,
                                             r2d_joint_id* out_joint);
/** Creates a weld joint (see r2d_joint_create_revolute for the errors). */
R2D_API r2d_status r2d_joint_create_weld(r2d_world_id world, const r2d_weld_joint_def* def, r2d_joint_id* out_joint);
/** Creates a wheel joint (see r2d_joint_create_revolute for the errors). */
R2D_API r2d_status r2d_joint_create_wheel(r2d_world_id world, const r2d_wheel_joint_def* def,
                                          r2d_joint_id* out_joint);
/** Creates a motor joint (see r2d_joint_create_revolute for the errors). */
R2D_API r2d_status r2d_joint_create_motor(r2d_world_id world, const r2d_motor_joint_def* def,
                                          r2d_joint_id* out_joint);
/** Creates a mouse joint (see r2d_joint_create_revolute for the errors). */
R2D_API r2d_status r2d_joint_create_mouse(r2d_world_id world, const r2d_mouse_joint_def* def,
                                          r2d_joint_id* out_joint);

/** Destroys the joint and wakes its bodies. Errors: INVALID_ID, LOCKED. */
R2D_API r2d_status r2d_joint_destroy(r2d_joint_id joint);

/** The kind of the joint. */
R2D_API r2d_status r2d_joint_get_type(r2d_joint_id joint, r2d_joint_type* out_type);
/** The world the joint belongs to. */
R2D_API r2d_status r2d_joint_get_world(r2d_joint_id joint, r2d_world_id* out_world);
/** Body A of the joint. */
R2D_API r2d_status r2d_joint_get_body_a(r2d_joint_id joint, r2d_body_id* out_body);
/** Body B of the joint. */
R2D_API r2d_status r2d_joint_get_body_b(r2d_joint_id joint, r2d_body_id* out_body);
/** The anchor on body A, in A's frame, m. */
R2D_API r2d_status r2d_joint_get_local_anchor_a(r2d_joint_id joint, r2d_vec2* out_anchor);
/** The anchor on body B, in B's frame, m. */
R2D_API r2d_status r2d_joint_get_local_anchor_b(r2d_joint_id joint, r2d_vec2* out_anchor);
/** Whether the two bodies' shapes may collide. */
R2D_API r2d_status r2d_joint_get_collide_connected(r2d_joint_id joint, bool* out_collide);
/** Lets the two bodies' shapes collide, or not. Turning it off ends the contacts between the two bodies at once. */
R2D_API r2d_status r2d_joint_set_collide_connected(r2d_joint_id joint, bool collide);
/** The caller's value stored with the joint. */
R2D_API r2d_status r2d_joint_get_user_data(r2d_joint_id joint, uint64_t* out_user_data);
/** Stores a value of the caller with the joint; the library never reads it. */
R2D_API r2d_status r2d_joint_set_user_data(r2d_joint_id joint, uint64_t user_data);

/** The force (N, on body B, world frame) and torque (N m) the joint applied
 * in the last sub-step of the last step: compare them with a threshold to
 * break an overloaded joint. Zero before the first step. */
R2D_API r2d_status r2d_joint_get_constraint_force(r2d_joint_id joint, r2d_vec2* out_force);
/** The torque (N m) the joint applied in the last sub-step; see r2d_joint_get_constraint_force. */
R2D_API r2d_status r2d_joint_get_constraint_torque(r2d_joint_id joint, float* out_torque);

/** Features shared by several joint types. Each fails with INVALID_OPERATION
 * for a joint type that lacks the feature; setters validate like creation,
 * leave the joint unchanged on error, and wake the joint's bodies.
 *   spring:  revolute, prismatic, distance, wheel, mouse (always on)
 *   limit:   revolute (angles, rad), prismatic and wheel (translations, m),
 *            distance (min and max length, m)
 *   motor:   revolute and wheel (speed rad/s, max torque N m),
 *            prismatic and distance (speed m/s, max force N) */
R2D_API r2d_status r2d_joint_enable_spring(r2d_joint_id joint, bool enable);
/** Whether the joint's spring is on. */
R2D_API r2d_status r2d_joint_is_spring_enabled(r2d_joint_id joint, bool* out_enabled);
/** Sets the spring's frequency (hertz, >= 0) and damping ratio (>= 0). */
R2D_API r2d_status r2d_joint_set_spring(r2d_joint_id joint, float hertz, float damping_ratio);
/** The spring's frequency (hertz) and damping ratio. */
R2D_API r2d_status r2d_joint_get_spring(r2d_joint_id joint, float* out_hertz, float* out_damping_ratio);

/** Turns the joint's limit on or off (see the features above). */
R2D_API r2d_status r2d_joint_enable_limit(r2d_joint_id joint, bool enable);
/** Whether the joint's limit is on. */
R2D_API r2d_status r2d_joint_is_limit_enabled(r2d_joint_id joint, bool* out_enabled);
/** Sets the limit, lower <= upper, in the units of the joint type. */
R2D_API r2d_status r2d_joint_set_limits(r2d_joint_id joint, float lower, float upper);
/** The lower and upper limit. */
R2D_API r2d_status r2d_joint_get_limits(r2d_joint_id joint, float* out_lower, float* out_upper);

/** Turns the joint's motor on or off (see the features above). */
R2D_API r2d_status r2d_joint_enable_motor(r2d_joint_id joint, bool enable);
/** Whether the joint's motor is on. */
R2D_API r2d_status r2d_joint_is_motor_enabled(r2d_joint_id joint, bool* out_enabled);
/** Sets the speed the motor drives, rad/s or m/s by joint type. */
R2D_API r2d_status r2d_joint_set_motor_speed(r2d_joint_id joint, float speed);
/** The speed the motor drives. */
R2D_API r2d_status r2d_joint_get_motor_speed(r2d_joint_id joint, float* out_speed);
/** The motor's limit: a torque for revolute and wheel joints, a force for
 * prismatic and distance joints. */
R2D_API r2d_status r2d_joint_set_max_motor_effort(r2d_joint_id joint, float max_effort);
/** The motor's maximum torque (N m) or force (N). */
R2D_API r2d_status r2d_joint_get_max_motor_effort(r2d_joint_id joint, float* out_max_effort);
/** What the motor applied in the last sub-step, as a torque or force. */
R2D_API r2d_status r2d_joint_get_motor_effort(r2d_joint_id joint, float* out_effort);

/** The joint's coordinate now and its rate of change:
 *   revolute: angle (rad, B's angle minus A's minus the reference angle,
 *             in -pi..pi) and rad/s;
 *   prismatic, wheel: translation of B's anchor from A's along the axis
 *             (m) and m/s;
 *   distance: length between the anchors (m) and m/s.
 * Other types fail with INVALID_OPERATION. */
R2D_API r2d_status r2d_joint_get_position(r2d_joint_id joint, float* out_position);
/** The rate of change of the joint's coordinate (see r2d_joint_get_position). */
R2D_API r2d_status r2d_joint_get_speed(r2d_joint_id joint, float* out_speed);

/** Distance joint: its rest length (> 0). */
R2D_API r2d_status r2d_distance_joint_set_length(r2d_joint_id joint, float length);
/** Distance joint: its rest length, m. */
R2D_API r2d_status r2d_distance_joint_get_length(r2d_joint_id joint, float* out_length);

/** Weld joint: the springs of its two parts; hertz 0 is rigid. */
R2D_API r2d_status r2d_weld_joint_set_linear_spring(r2d_joint_id joint, float hertz, float damping_ratio);
/** Weld joint: the frequency and damping ratio of its linear spring. */
R2D_API r2d_status r2d_weld_joint_get_linear_spring(r2d_joint_id joint, float* out_hertz,
                                                    float* out_damping_ratio);
/** Weld joint: sets the frequency (hertz 0 is rigid) and damping ratio of its angular spring. */
R2D_API r2d_status r2d_weld_joint_set_angular_spring(r2d_joint_id joint, float hertz, float damping_ratio);
/** Weld joint: the frequency and damping ratio of its angular spring. */
R2D_API r2d_status r2d_weld_joint_get_angular_spring(r2d_joint_id joint, float* out_hertz,
                                                     float* out_damping_ratio);

/** Motor joint: the target pose of B in A's frame and its limits. */
R2D_API r2d_status r2d_motor_joint_set_linear_offset(r2d_joint_id joint, r2d_vec2 offset);
/** Motor joint: the target position of B's origin in A's frame, m. */
R2D_API r2d_status r2d_motor_joint_get_linear_offset(r2d_joint_id joint, r2d_vec2* out_offset);
/** Motor joint: sets the target angle of B minus A's, rad. */
R2D_API r2d_status r2d_motor_joint_set_angular_offset(r2d_joint_id joint, float offset);
/** Motor joint: the target angle of B minus A's, rad. */
R2D_API r2d_status r2d_motor_joint_get_angular_offset(r2d_joint_id joint, float* out_offset);
/** Motor joint: sets the most force it applies, N, >= 0. */
R2D_API r2d_status r2d_motor_joint_set_max_force(r2d_joint_id joint, float max_force);
/** Motor joint: the most force it applies, N. */
R2D_API r2d_status r2d_motor_joint_get_max_force(r2d_joint_id joint, float* out_max_force);
/** Motor joint: sets the most torque it applies, N m, >= 0. */
R2D_API r2d_status r2d_motor_joint_set_max_torque(r2d_joint_id joint, float max_torque);
/** Motor joint: the most torque it applies, N m. */
R2D_API r2d_status r2d_motor_joint_get_max_torque(r2d_joint_id joint, float* out_max_torque);
/** Motor joint: sets the share of the pose error corrected per step, 0..1. */
R2D_API r2d_status r2d_motor_joint_set_correction_factor(r2d_joint_id joint, float factor);
/** Motor joint: the share of the pose error corrected per step. */
R2D_API r2d_status r2d_motor_joint_get_correction_factor(r2d_joint_id joint, float* out_factor);

/** Mouse joint: the world target, settable every step, and the force limit.
 * Its spring is set with r2d_joint_set_spring (hertz must stay > 0). */
R2D_API r2d_status r2d_mouse_joint_set_target(r2d_joint_id joint, r2d_vec2 target);
/** Mouse joint: its world target, m. */
R2D_API r2d_status r2d_mouse_joint_get_target(r2d_joint_id joint, r2d_vec2* out_target);
/** Mouse joint: sets the most force it applies, N, >= 0. */
R2D_API r2d_status r2d_mouse_joint_set_max_force(r2d_joint_id joint, float max_force);
/** Mouse joint: the most force it applies, N. */
R2D_API r2d_status r2d_mouse_joint_get_max_force(r2d_joint_id joint, float* out_max_force);

/** The number of joints of a world or of one body, and the ids of a body's
 * joints, the most recently created first. Copies up to capacity ids;
 * *out_count gets the number copied. */
R2D_API r2d_status r2d_world_get_joint_count(r2d_world_id world, int32_t* out_count);
/** The number of joints of the body. */
R2D_API r2d_status r2d_body_get_joint_count(r2d_body_id body, int32_t* out_count);
/** Copies the ids of the body's joints (see above). */
R2D_API r2d_status r2d_body_get_joints(r2d_body_id body, r2d_joint_id* out_joints, int32_t capacity,
                                       int32_t* out_count);

/* ------------------------------------------------------------------ */
/* Bulk state                                                          */
/* ------------------------------------------------------------------ */

/** Copies the state of every body, in the order of r2d_world_get_bodies,
 * into caller arrays of capacity elements; any array may be null to skip
 * it. *out_count gets the number of bodies copied. */
R2D_API r2d_status r2d_world_get_bodies(r2d_world_id world, r2d_body_id* out_bodies, int32_t capacity,
                                        int32_t* out_count);
/** Copies the position, angle and velocities of every body (see above). */
R2D_API r2d_status r2d_world_get_body_states(r2d_world_id world, r2d_vec2* out_positions, float* out_angles,
                                             r2d_vec2* out_linear_velocities, float* out_angular_velocities,
                                             int32_t capacity, int32_t* out_count);

/** Sets the velocities of count bodies; either array may be null to leave
 * that part alone. All ids and numbers are checked first: on any error
 * nothing changes. Static bodies are refused with INVALID_OPERATION. */
R2D_API r2d_status r2d_world_set_body_velocities(r2d_world_id world, const r2d_body_id* bodies,
                                                 const r2d_vec2* linear_velocities,
                                                 const float* angular_velocities, int32_t count);

/* ------------------------------------------------------------------ */
/* Snapshots                                                           */
/* ------------------------------------------------------------------ */

/** A snapshot holds everything a step reads or writes: bodies, shapes,
 * joints, contacts with their manifolds and warm-start impulses, the
 * broadphase, sleep state, id generations and free lists, and the pending
 * events. Restoring it makes the world the saved one again: every id valid
 * at the save is valid again and names the same object, ids created since
 * are stale, and stepping on gives bit-identical results to the first run,
 * as rollback netcode needs. A snapshot belongs to the world it was taken
 * of and to this build of the library (records are copied as they lie in
 * memory); r2d_world_serialize writes the lasting, versioned format.
 * The same calls save the same bytes, at any worker count. Saves and
 * restores of a world with several workers copy on all of them, through
 * its task callbacks if it has them. */

/** The bytes a snapshot of the world takes now. */
R2D_API r2d_status r2d_world_get_snapshot_size(r2d_world_id world, size_t* out_size);

/** Writes the snapshot into buffer of capacity bytes; *out_written gets the
 * bytes written, or, when capacity is too small (CAPACITY), the bytes
 * needed. A world's first save (and one after it grew) plans its copy in
 * room the world keeps, which may run out (OUT_OF_MEMORY, world
 * unchanged). Errors: INVALID_ID, NULL_POINTER, CAPACITY, OUT_OF_MEMORY,
 * LOCKED. */
R2D_API r2d_status r2d_world_save_snapshot(r2d_world_id world, void* buffer, size_t capacity, size_t* out_written);

/** Restores a snapshot of this world. A buffer that is truncated, changed
 * since it was saved (checked by a checksum), not a snapshot, from another
 * world or from another build is refused with INVALID_ARGUMENT and the
 * world is left as it was. The snapshot is checked as it is copied into
 * room the world keeps for restores, about the size of a snapshot, made
 * by the first restore and reused by the later ones: after it, saves and
 * restores of a world that has not grown allocate nothing, as a rollback
 * loop needs. Errors: INVALID_ID, NULL_POINTER, INVALID_ARGUMENT,
 * OUT_OF_MEMORY, LOCKED. */
R2D_API r2d_status r2d_world_restore_snapshot(r2d_world_id world, const void* buffer, size_t size);

/* ------------------------------------------------------------------ */
/* Serialized worlds                                                   */
/* ------------------------------------------------------------------ */

/** The serialized format (docs/serialized_format.md) keeps a scene for
 * good: world settings, then bodies, shapes and joints in slot order with
 * every parameter and runtime switch, little-endian and versioned, so a
 * later library still reads it. r2d_world_deserialize makes a new world
 * from it, creating the objects in that order: the n-th live body (shape,
 * joint) saved is the n-th created, and all ids are new. The format also
 * carries this build's snapshot of the world; a library of the same build
 * uses it, so the loaded world holds the same contacts and warm-start
 * impulses and steps bit-identically to the saved one. Any other build
 * ignores it and finds the contacts anew on the first step. Pending
 * events are not kept. Appended in RIGID2D_0.2. */

/** The bytes r2d_world_serialize writes now (it serializes to count them). */
R2D_API r2d_status r2d_world_get_serialized_size(r2d_world_id world, size_t* out_size);

/** Writes the world in the serialized format into buffer of capacity
 * bytes; *out_written gets the bytes written, or, when capacity is too
 * small (CAPACITY), the bytes needed. Errors: INVALID_ID, NULL_POINTER,
 * CAPACITY, OUT_OF_MEMORY, LOCKED. */
R2D_API r2d_status r2d_world_serialize(r2d_world_id world, void* buffer, size_t capacity, size_t* out_written);

/** Creates a world from a serialized one. def may be null to take the
 * saved world settings, or replaces them all (those no def holds, such as
 * the maximum linear speed, keep their defaults). A buffer that is truncated,
 * changed since it was written (checked by a checksum), not a serialized
 * world or of a later major format version is refused with
 * INVALID_ARGUMENT; a record that creation would refuse (a NaN position,
 * a degenerate polygon) is refused with that status. A refusal creates
 * nothing. Errors: NULL_POINTER, INVALID_ARGUMENT, INVALID_NUMBER,
 * OUT_OF_RANGE, DEGENERATE_POLYGON, CAPACITY, OUT_OF_MEMORY. */
R2D_API r2d_status r2d_world_deserialize(const r2d_world_def* def, const void* buffer, size_t size,
                                         r2d_world_id* out_world);

/* ------------------------------------------------------------------ */
/* Debug drawing                                                       */
/* ------------------------------------------------------------------ */

/** Callbacks and choices for r2d_world_draw(); fill with r2d_debug_draw_default(). Colours are 0xRRGGBB. Points are in world coordinates. Any callback may
 * be null. The world refuses other calls (LOCKED) while it draws. */
typedef struct r2d_debug_draw {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    void (*draw_polygon)(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context); /**< the outline of a polygon */
    void (*draw_solid_polygon)(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context); /**< a filled polygon */
    void (*draw_circle)(r2d_vec2 center, float radius, uint32_t color, void* context); /**< the outline of a circle */
    /** axis is a unit vector showing the body's rotation */
    void (*draw_solid_circle)(r2d_vec2 center, float radius, r2d_vec2 axis, uint32_t color, void* context);
    void (*draw_solid_capsule)(r2d_vec2 center1, r2d_vec2 center2, float radius, uint32_t color, void* context); /**< a filled capsule */
    void (*draw_segment)(r2d_vec2 point1, r2d_vec2 point2, uint32_t color, void* context); /**< a line from point1 to point2 */
    void (*draw_point)(r2d_vec2 point, float size, uint32_t color, void* context); /**< a dot of size pixels */
    void* context; /**< handed to every callback, never read by the library */
    bool draw_shapes;          /**< default true */
    bool draw_aabbs;           /**< default false */
    bool draw_contacts;        /**< contact points; default false */
    bool draw_contact_normals; /**< default false */
    bool draw_mass;            /**< centres of mass; default false */
    uint32_t color_static; /**< colour of static bodies */
    uint32_t color_kinematic; /**< colour of kinematic bodies */
    uint32_t color_dynamic; /**< colour of awake dynamic bodies */
    uint32_t color_sleeping; /**< colour of sleeping bodies */
    uint32_t color_contact; /**< colour of contact points */
    uint32_t color_normal; /**< colour of contact normals */
    uint32_t color_aabb; /**< colour of bounding boxes */
    uint32_t color_mass; /**< colour of centres of mass */
    /** Appended in RIGID2D_0.2: a program built before gets the defaults. */
    bool draw_joints;          /**< anchors and the lines between them; default true */
    uint32_t color_joint; /**< colour of joints */
} r2d_debug_draw;

/** A debug draw with no callbacks, the default flags and colours. */
R2D_API r2d_debug_draw r2d_debug_draw_default(void);

/** Calls draw's callbacks for what its flags select. Errors: INVALID_ID,
 * NULL_POINTER, INVALID_ARGUMENT, LOCKED. */
R2D_API r2d_status r2d_world_draw(r2d_world_id world, const r2d_debug_draw* draw);

/** A hit: a contact of a shape with enable_hit_events whose points
 * approached faster than the world's hit_event_threshold when the step
 * began, and were pushed apart: for impact sounds and damage. One event
 * per contact and step, at its fastest point, sorted by shapes. */
typedef struct r2d_contact_hit_event {
    r2d_shape_id shape_a; /**< the contact's first shape */
    r2d_shape_id shape_b; /**< the contact's second shape */
    r2d_vec2 point;       /**< the fastest manifold point as the step began, m */
    r2d_vec2 normal;      /**< unit, from shape A towards shape B */
    float approach_speed; /**< m/s along the normal, > hit_event_threshold */
} r2d_contact_hit_event;

/** The number of hit events of the last step. */
R2D_API r2d_status r2d_world_get_contact_hit_event_count(r2d_world_id world, int32_t* out_count);
/** Hit events of the last step; copies up to capacity, *out_count gets the
 * number copied. The count comes from r2d_world_get_contact_hit_event_count. */
R2D_API r2d_status r2d_world_get_contact_hit_events(r2d_world_id world, r2d_contact_hit_event* out_events,
                                                    int32_t capacity, int32_t* out_count);

/* ------------------------------------------------------------------ */
/* Contact callbacks                                                   */
/* ------------------------------------------------------------------ */

/** Contact callbacks let the caller veto contacts from inside
 * r2d_world_step(): a pair filter decides whether two shapes may make a
 * contact at all, pre-solve whether a contact acts in this step (one-way
 * platforms). Each world has at most one of each; setting one replaces the
 * last, and a null callback removes it. They belong to the caller, not to
 * the world's state: a snapshot neither saves nor restores them.
 *
 * What a callback may call: the world is locked while it runs, so every
 * rigid2d call on that world or its bodies, shapes and joints (getters
 * too, and r2d_world_step, r2d_world_destroy) fails with LOCKED and
 * changes nothing; everything a callback needs comes in its arguments.
 * Other worlds may be used. A callback must return normally: it must not
 * unwind (longjmp, C++ exceptions, Rust panics) through the library.
 *
 * Order: callbacks run on the thread that steps, in an order that depends
 * only on the calls that built the world, so a deterministic callback
 * keeps the simulation deterministic. Should a step one day run on worker
 * threads, callbacks may run on them at once: write them thread-safe. */

/** Asked when the bounding boxes of two shapes begin to overlap and the
 * shapes pass the filter test of r2d_filter (and no joint keeps their
 * bodies apart), the two in a deterministic order. Return false and the
 * two make no contact, however close they come, until their boxes part
 * and overlap again, when they are asked again. Contacts that exist when
 * the callback is set are kept. */
typedef bool (*r2d_custom_filter_fn)(r2d_shape_id shape_a, r2d_shape_id shape_b, void* context);

/** Called once per step for each contact of an awake body whose manifold
 * has points (r2d_world_get_contact_count), after the manifold is computed
 * and before the solver runs. contact holds the manifold: the normal from
 * shape A to shape B, the points and their separations; the impulses are
 * the ones the solver starts from (last step's, for points kept). The
 * record is valid during the call only. Return false to disable the
 * contact for this step: it exerts no force, does not touch (no begin
 * event, no hit event; a contact that touched ends, with an end event),
 * and is asked again next step. */
typedef bool (*r2d_pre_solve_fn)(const r2d_contact_data* contact, void* context);

/** Sets the world's pair filter; callback null removes it. context is
 * handed to every call, never read by the library. Errors: INVALID_ID,
 * LOCKED. */
R2D_API r2d_status r2d_world_set_custom_filter_callback(r2d_world_id world, r2d_custom_filter_fn callback,
                                                        void* context);

/** Sets the world's pre-solve callback; callback null removes it. context
 * is handed to every call, never read by the library. Errors: INVALID_ID,
 * LOCKED. */
R2D_API r2d_status r2d_world_set_pre_solve_callback(r2d_world_id world, r2d_pre_solve_fn callback, void* context);

/* ------------------------------------------------------------------ */
/* Sensors                                                             */
/* ------------------------------------------------------------------ */

/** A shape made with is_sensor never touches anything and exerts no force.
 * After each step it reports which shapes began and ended overlapping it:
 * shapes of other bodies, of any body type (a sensor on a static body
 * sees moving ones), that are not sensors themselves, have
 * enable_sensor_events on and pass the filter test with the sensor. An
 * overlap means the geometries intersect, not merely their boxes. When
 * the sensor or the visitor is destroyed its overlaps end without an
 * event, so no event names a destroyed shape. Events are in a
 * deterministic order and kept until the next step. */
typedef struct r2d_sensor_event {
    r2d_shape_id sensor;  /**< the sensor shape */
    r2d_shape_id visitor; /**< the shape that began or ended overlapping it */
} r2d_sensor_event;

/** The numbers of sensor begin and end events of the last step. */
R2D_API r2d_status r2d_world_get_sensor_event_counts(r2d_world_id world, int32_t* out_begin_count,
                                                     int32_t* out_end_count);
/** Sensor begin events of the last step; copies up to capacity, *out_count
 * gets the number copied. */
R2D_API r2d_status r2d_world_get_sensor_begin_events(r2d_world_id world, r2d_sensor_event* out_events,
                                                     int32_t capacity, int32_t* out_count);
/** Sensor end events of the last step, as the begin events. */
R2D_API r2d_status r2d_world_get_sensor_end_events(r2d_world_id world, r2d_sensor_event* out_events,
                                                   int32_t capacity, int32_t* out_count);

/* ------------------------------------------------------------------ */
/* Scene queries                                                       */
/* ------------------------------------------------------------------ */

/** Queries read the world between steps and change nothing. Their results
 * and the order of their callbacks depend only on the calls that built the
 * world. A callback runs with the world locked: any rigid2d call on that
 * world from inside it fails with LOCKED (other worlds may be used). */

/** A query sees a shape when (shape.category_bits & query.mask_bits) and
 * (shape.mask_bits & query.category_bits) are both non-zero; group indices
 * play no part. A filter with either field zero could see nothing and is
 * refused with INVALID_ARGUMENT. */
typedef struct r2d_query_filter {
    uint64_t category_bits; /**< default 1 */
    uint64_t mask_bits;     /**< default all ones */
} r2d_query_filter;

/** A filter that sees every shape of the default category. */
R2D_API r2d_query_filter r2d_query_filter_default(void);

/** Rays run from origin to origin + translation (world coordinates). A ray
 * that starts inside a circle, capsule or polygon, or on its surface, does
 * not hit that shape, so a ray cast from within a body sees past it.
 * Segments are two-sided and are hit from either side; chain segments
 * only from the side they collide on. */
typedef struct r2d_ray_hit {
    r2d_shape_id shape; /**< the shape hit */
    r2d_vec2 point;  /**< on the shape's surface, world coordinates */
    r2d_vec2 normal; /**< unit, outward from the shape at point */
    float fraction;  /**< point = origin + fraction * translation, 0..1 */
} r2d_ray_hit;

/** The first shape the ray enters: *out_found tells whether there is one,
 * and *out_hit gets it (untouched when there is none). Of shapes entered
 * at the same fraction, one is chosen deterministically. Errors:
 * INVALID_ID, NULL_POINTER, INVALID_NUMBER, OUT_OF_RANGE, INVALID_ARGUMENT,
 * LOCKED. */
R2D_API r2d_status r2d_world_ray_cast_closest(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation,
                                              r2d_query_filter filter, r2d_ray_hit* out_hit, bool* out_found);

/** Called for shapes the ray enters, in no particular (but deterministic)
 * order; its answer steers the rest of the cast:
 *   negative:             ignore this shape, the ray stays as it was;
 *   0 (or NaN):           stop the cast;
 *   in (0, current end):  clip the ray to that fraction, so only shapes
 *                         entered before it are reported from then on;
 *   anything larger:      go on unchanged (return 1 to see every hit).
 * Returning hit->fraction therefore finds the closest hit. */
typedef float (*r2d_ray_cast_fn)(const r2d_ray_hit* hit, void* context);

/** Errors as r2d_world_ray_cast_closest; callback must not be null, context may be. */
R2D_API r2d_status r2d_world_ray_cast(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation,
                                      r2d_query_filter filter, r2d_ray_cast_fn callback, void* context);

/** Called once per shape found; return false to stop the query. */
typedef bool (*r2d_shape_query_fn)(r2d_shape_id shape, void* context);

/** Shapes whose bounding box (r2d_shape_get_aabb) overlaps aabb, edges
 * included. aabb's lower corner must not exceed its upper corner. */
R2D_API r2d_status r2d_world_overlap_aabb(r2d_world_id world, r2d_aabb aabb, r2d_query_filter filter,
                                          r2d_shape_query_fn callback, void* context);

/** Shapes that contain point, surface included (segments contain nothing). */
R2D_API r2d_status r2d_world_overlap_point(r2d_world_id world, r2d_vec2 point, r2d_query_filter filter,
                                           r2d_shape_query_fn callback, void* context);

/** The same shapes, in the same order, copied into out_shapes. *out_count
 * gets the number found; when that exceeds capacity the call fails with
 * CAPACITY, *out_count still tells the number needed, and the contents of
 * out_shapes are unspecified. */
R2D_API r2d_status r2d_world_get_shapes_in_aabb(r2d_world_id world, r2d_aabb aabb, r2d_query_filter filter,
                                                r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count);
/** The shapes of r2d_world_overlap_point(), copied as r2d_world_get_shapes_in_aabb() copies. */
R2D_API r2d_status r2d_world_get_shapes_at_point(r2d_world_id world, r2d_vec2 point, r2d_query_filter filter,
                                                 r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count);

/** One shape where it stands, with the same rules as the world queries. */
R2D_API r2d_status r2d_shape_ray_cast(r2d_shape_id shape, r2d_vec2 origin, r2d_vec2 translation,
                                      r2d_ray_hit* out_hit, bool* out_found);
/** Whether the shape contains point, surface included. */
R2D_API r2d_status r2d_shape_test_point(r2d_shape_id shape, r2d_vec2 point, bool* out_inside);

/* ------------------------------------------------------------------ */
/* Shape casts, shape overlaps and distance                            */
/* ------------------------------------------------------------------ */

/** A convex shape of no world, for shape casts and shape overlap queries:
 * the hull of count points grown by radius. One point makes a circle, two
 * a capsule, 3..R2D_MAX_POLYGON_VERTICES a convex polygon (its hull, as
 * r2d_shape_create_polygon makes it) with corners rounded by radius. The
 * points are in the proxy's own frame, turned by angle and then moved to
 * position; a zero pose leaves them in world coordinates. Refused, as in
 * shape creation: count outside 1..R2D_MAX_POLYGON_VERTICES (OUT_OF_RANGE,
 * or TOO_MANY_VERTICES above), a radius not above 0 for one or two points
 * or negative for a polygon (OUT_OF_RANGE), capsule points closer than
 * 5 mm or a degenerate polygon (DEGENERATE_POLYGON), numbers not finite
 * (INVALID_NUMBER) or beyond 1e6 m (OUT_OF_RANGE). */
typedef struct r2d_shape_proxy {
    r2d_vec2 points[R2D_MAX_POLYGON_VERTICES]; /**< the first count are used, m, in the proxy's frame */
    int32_t count;     /**< 1..R2D_MAX_POLYGON_VERTICES */
    float radius;      /**< m; > 0 for one or two points, >= 0 for a polygon */
    r2d_vec2 position; /**< m, where the proxy's frame origin stands in the world */
    float angle;       /**< rad, the turn of the proxy's frame */
} r2d_shape_proxy;

/** Sweeps proxy from its pose along translation (world coordinates) and
 * reports the first shape it touches as r2d_world_ray_cast_closest reports
 * a ray's: the fraction of translation travelled, the point on the hit
 * shape's surface and the normal outward from it. The sweep stops with
 * less than 1e-5 m left between the surfaces, never past the touch.
 * Unlike a ray, a proxy that starts touching or overlapping a shape hits
 * it, at fraction 0: the normal then points from the shape's core towards
 * the proxy's when only their rounded rims overlap; when the cores overlap
 * it is the reverse of translation (zero for no translation) and point is
 * a point of both.
 * Errors: INVALID_ID, NULL_POINTER, INVALID_NUMBER, OUT_OF_RANGE,
 * TOO_MANY_VERTICES, DEGENERATE_POLYGON, INVALID_ARGUMENT, LOCKED. */
R2D_API r2d_status r2d_world_cast_shape(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_vec2 translation,
                                        r2d_query_filter filter, r2d_ray_hit* out_hit, bool* out_found);

/** Calls callback for shapes the swept proxy hits, in a deterministic
 * order, steered by its answers as r2d_world_ray_cast is (clip, stop,
 * ignore). Errors as r2d_world_cast_shape; callback must not be null. */
R2D_API r2d_status r2d_world_cast_shape_each(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_vec2 translation,
                                             r2d_query_filter filter, r2d_ray_cast_fn callback, void* context);

/** Shapes whose geometry touches or overlaps proxy, not merely their
 * boxes; a segment counts when the proxy touches it. Errors as
 * r2d_world_cast_shape. */
R2D_API r2d_status r2d_world_overlap_shape(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_query_filter filter,
                                           r2d_shape_query_fn callback, void* context);

/** The shapes of r2d_world_overlap_shape(), copied as r2d_world_get_shapes_in_aabb() copies. */
R2D_API r2d_status r2d_world_get_shapes_overlapping(r2d_world_id world, const r2d_shape_proxy* proxy,
                                                    r2d_query_filter filter, r2d_shape_id* out_shapes,
                                                    int32_t capacity, int32_t* out_count);

/** How far apart two shapes are, and where. */
typedef struct r2d_distance_result {
    r2d_vec2 point_a; /**< on shape A's surface nearest B, world coordinates; when they touch or overlap, a point midway */
    r2d_vec2 point_b; /**< on shape B's surface nearest A; equal to point_a when they touch or overlap */
    r2d_vec2 normal;  /**< unit, from A towards B; zero when the shapes' cores (radius removed) overlap */
    float distance;   /**< m between the surfaces; 0 when they touch or overlap (no depth is measured) */
} r2d_distance_result;

/** Closest points between two shapes of one world where they stand.
 * Errors: INVALID_ID, WRONG_WORLD, NULL_POINTER, LOCKED. */
R2D_API r2d_status r2d_shape_get_closest_points(r2d_shape_id shape_a, r2d_shape_id shape_b,
                                                r2d_distance_result* out_result);

/* ------------------------------------------------------------------ */
/* Run-time settings                                                   */
/* ------------------------------------------------------------------ */

/** Every setting below takes effect from the next step and is checked as
 * creation checks it: a refused value (NaN, infinite, out of range:
 * OUT_OF_RANGE or INVALID_NUMBER) changes nothing. All take the id first
 * and fail with INVALID_ID or LOCKED as every call does; getters fail with
 * NULL_POINTER on a null output. */

/** The solver sub-steps per step (r2d_world_set_substep_count sets them). */
R2D_API r2d_status r2d_world_get_substep_count(r2d_world_id world, int32_t* out_substep_count);
/** Contact stiffness, 1/s (r2d_world_def::contact_hertz). */
R2D_API r2d_status r2d_world_get_contact_hertz(r2d_world_id world, float* out_hertz);
/** Sets the contact stiffness, 1/s; above 0, at most 1e4. */
R2D_API r2d_status r2d_world_set_contact_hertz(r2d_world_id world, float hertz);
/** Contact damping ratio (r2d_world_def::contact_damping_ratio). */
R2D_API r2d_status r2d_world_get_contact_damping_ratio(r2d_world_id world, float* out_damping_ratio);
/** Sets the contact damping ratio; 0 to 1e4. */
R2D_API r2d_status r2d_world_set_contact_damping_ratio(r2d_world_id world, float damping_ratio);
/** Fastest speed that pushes overlapping shapes apart, m/s (r2d_world_def::contact_push_max_speed). */
R2D_API r2d_status r2d_world_get_contact_push_max_speed(r2d_world_id world, float* out_speed);
/** Sets the fastest push-out speed, m/s; above 0, at most 1e4. */
R2D_API r2d_status r2d_world_set_contact_push_max_speed(r2d_world_id world, float speed);
/** Approach speed below which nothing bounces, m/s (r2d_world_def::restitution_threshold). */
R2D_API r2d_status r2d_world_get_restitution_threshold(r2d_world_id world, float* out_speed);
/** Sets the restitution threshold, m/s; 0 to 1e4. */
R2D_API r2d_status r2d_world_set_restitution_threshold(r2d_world_id world, float speed);
/** Approach speed below which no hit event is made, m/s (r2d_world_def::hit_event_threshold). */
R2D_API r2d_status r2d_world_get_hit_event_threshold(r2d_world_id world, float* out_speed);
/** Sets the hit event threshold, m/s; 0 to 1e4. */
R2D_API r2d_status r2d_world_set_hit_event_threshold(r2d_world_id world, float speed);
/** The speed no body exceeds, m/s; default 1e4. Whatever it allows, a
 * body never moves more than 4 m in one sub-step. */
R2D_API r2d_status r2d_world_get_max_linear_speed(r2d_world_id world, float* out_speed);
/** Sets the speed limit of bodies, m/s; above 0, at most 1e6. */
R2D_API r2d_status r2d_world_set_max_linear_speed(r2d_world_id world, float speed);

/** Continuous collision (on by default): a dynamic body that moved more
 * than half its thinnest shape in a step is swept from where it was to
 * where it ended, against static and kinematic shapes, and stopped where
 * it first touched one, so it cannot pass through thin geometry however
 * fast it goes. A bullet (r2d_body_set_bullet) is swept against other
 * dynamic bodies too, bullets excepted. While a pre-solve callback is set,
 * a pair whose contact it disabled this step is not swept (a one-way
 * platform lets a fast body through). Turning it off saves the sweeps. */
R2D_API r2d_status r2d_world_enable_continuous(r2d_world_id world, bool enable);
/** Whether continuous collision is on. */
R2D_API r2d_status r2d_world_is_continuous_enabled(r2d_world_id world, bool* out_enabled);

/** Makes the body static, kinematic or dynamic (INVALID_ARGUMENT for
 * another value). Its mass follows the type; a static body loses its
 * velocity. Its contacts end, with end events for touching ones, and are
 * found again at the next step; its joints stay. The body and what it
 * touched wake. Errors also: OUT_OF_MEMORY. */
R2D_API r2d_status r2d_body_set_type(r2d_body_id body, r2d_body_type type);
/** Linear damping, 1/s (r2d_body_def::linear_damping). */
R2D_API r2d_status r2d_body_get_linear_damping(r2d_body_id body, float* out_damping);
/** Sets the linear damping, 1/s; 0 to 1e6. */
R2D_API r2d_status r2d_body_set_linear_damping(r2d_body_id body, float damping);
/** Angular damping, 1/s (r2d_body_def::angular_damping). */
R2D_API r2d_status r2d_body_get_angular_damping(r2d_body_id body, float* out_damping);
/** Sets the angular damping, 1/s; 0 to 1e6. */
R2D_API r2d_status r2d_body_set_angular_damping(r2d_body_id body, float damping);
/** The factor of the world's gravity the body feels (r2d_body_def::gravity_scale). */
R2D_API r2d_status r2d_body_get_gravity_scale(r2d_body_id body, float* out_scale);
/** Sets the gravity scale; -1e6 to 1e6 (0 floats, negative rises). Wakes the body. */
R2D_API r2d_status r2d_body_set_gravity_scale(r2d_body_id body, float scale);
/** Whether the body is a bullet. */
R2D_API r2d_status r2d_body_is_bullet(r2d_body_id body, bool* out_bullet);
/** Marks the body a bullet, or not: continuous collision sweeps a fast
 * bullet against dynamic bodies too, not only static and kinematic ones
 * (see r2d_world_enable_continuous). Default false. */
R2D_API r2d_status r2d_body_set_bullet(r2d_body_id body, bool bullet);
/** Whether the body keeps its angle (r2d_body_def::fixed_rotation). */
R2D_API r2d_status r2d_body_is_fixed_rotation(r2d_body_id body, bool* out_fixed);
/** Stops (true) or allows rotation; true also zeroes the spin. */
R2D_API r2d_status r2d_body_set_fixed_rotation(r2d_body_id body, bool fixed);
/** Whether the body takes part in the simulation; default true. */
R2D_API r2d_status r2d_body_is_enabled(r2d_body_id body, bool* out_enabled);
/** Disables or enables the body. A disabled body keeps its position and
 * velocity but leaves the broadphase: it has no contacts (touching ones
 * end with events), bodies pass through it, queries, rays and sensors do
 * not see it, and its joints do nothing. Enabling it brings all that
 * back from where it is. Errors also: OUT_OF_MEMORY. */
R2D_API r2d_status r2d_body_set_enabled(r2d_body_id body, bool enabled);

/** A body's mass properties. */
typedef struct r2d_mass_data {
    float mass;               /**< kg */
    r2d_vec2 center;          /**< centre of mass, body coordinates, m */
    float rotational_inertia; /**< about the centre of mass, kg m^2 */
} r2d_mass_data;

/** The mass properties the body uses now: 0 mass and inertia unless it
 * is dynamic. */
R2D_API r2d_status r2d_body_get_mass_data(r2d_body_id body, r2d_mass_data* out_mass_data);
/** Overrides the mass properties the shapes give: mass above 0 and at
 * most 1e9, inertia 0 (no rotation) to 1e12, centre a coordinate. The
 * override holds, through type and shape changes, until
 * r2d_body_reset_mass_data; it acts while the body is dynamic. */
R2D_API r2d_status r2d_body_set_mass_data(r2d_body_id body, r2d_mass_data mass_data);
/** Drops an override: the mass comes from the shapes' densities again. */
R2D_API r2d_status r2d_body_reset_mass_data(r2d_body_id body);

/** Static and dynamic friction of the shape (r2d_shape_def). */
R2D_API r2d_status r2d_shape_get_friction(r2d_shape_id shape, float* out_static_friction,
                                          float* out_dynamic_friction);
/** Sets both frictions, 0 to 1e3 each; existing contacts mix them anew. */
R2D_API r2d_status r2d_shape_set_friction(r2d_shape_id shape, float static_friction, float dynamic_friction);
/** The restitution of the shape. */
R2D_API r2d_status r2d_shape_get_restitution(r2d_shape_id shape, float* out_restitution);
/** Sets the restitution, 0..1; existing contacts mix it anew. */
R2D_API r2d_status r2d_shape_set_restitution(r2d_shape_id shape, float restitution);
/** The density of the shape, kg/m^2. */
R2D_API r2d_status r2d_shape_get_density(r2d_shape_id shape, float* out_density);
/** Sets the density, 0 to 1e9 kg/m^2, and updates the body's mass (unless
 * overridden, see r2d_body_set_mass_data). */
R2D_API r2d_status r2d_shape_set_density(r2d_shape_id shape, float density);
/** Whether the shape is a sensor. */
R2D_API r2d_status r2d_shape_is_sensor(r2d_shape_id shape, bool* out_sensor);
/** Turns the shape into a sensor (its contacts end, with end events) or a
 * solid shape (its overlaps end at the next step, with sensor end events).
 * Errors also: OUT_OF_MEMORY. */
R2D_API r2d_status r2d_shape_set_sensor(r2d_shape_id shape, bool sensor);
/** Whether the shape reports begin and end touch (r2d_shape_def::enable_contact_events). */
R2D_API r2d_status r2d_shape_get_contact_events(r2d_shape_id shape, bool* out_enabled);
/** Switches begin and end touch events; existing contacts follow at once. */
R2D_API r2d_status r2d_shape_set_contact_events(r2d_shape_id shape, bool enabled);
/** Whether sensors see the shape (r2d_shape_def::enable_sensor_events). */
R2D_API r2d_status r2d_shape_get_sensor_events(r2d_shape_id shape, bool* out_enabled);
/** Lets sensors see the shape, or not, from the next step. */
R2D_API r2d_status r2d_shape_set_sensor_events(r2d_shape_id shape, bool enabled);
/** Whether the shape makes hit events (r2d_shape_def::enable_hit_events). */
R2D_API r2d_status r2d_shape_get_hit_events(r2d_shape_id shape, bool* out_enabled);
/** Switches hit events of the shape's contacts. */
R2D_API r2d_status r2d_shape_set_hit_events(r2d_shape_id shape, bool enabled);

/* ------------------------------------------------------------------ */
/* Chains                                                              */
/* ------------------------------------------------------------------ */

/** How a surface rubs and bounces: the material of a shape without its
 * density (see r2d_shape_def). */
typedef struct r2d_surface_material {
    float static_friction;  /**< >= 0; default 0.6 */
    float dynamic_friction; /**< >= 0; default 0.6 */
    float restitution;      /**< 0..1; default 0 */
} r2d_surface_material;

/** A chain of segments through points, for terrain and level geometry;
 * fill with r2d_chain_def_default().
 *
 * Each segment collides on its left, seen from point i towards point i + 1:
 * a terrain listed from left to right is solid below, a counter-clockwise
 * loop holds things inside. What has its centre behind a segment passes
 * through it, and rays hit segments from the collision side only. The
 * joins are smooth: a body sliding across one meets no edge, whereas
 * separate segments laid end to end snag it. An open chain's ends are
 * cliff edges. Segments weigh nothing; shape casts, shape overlaps and
 * distances see them as plain segments. The debug draw shows each segment with a short tick
 * from its middle towards the side it collides on. */
typedef struct r2d_chain_def {
    uint32_t struct_size; /**< set by the r2d_*_default() function: the size of the caller's version of the struct */
    const r2d_vec2* points; /**< count points, body coordinates, each more than 0.005 m from the next; copied */
    int32_t count; /**< at least 2, at least 3 for a loop; default 0 */
    bool loop; /**< the last point joins the first; default false */
    r2d_surface_material material; /**< every segment's, unless materials is given */
    const r2d_surface_material* materials; /**< null (default), or material_count materials */
    int32_t material_count; /**< 0 (use material), 1 (for all segments) or one per segment in order */
    r2d_filter filter; /**< every segment's; default: all */
    uint64_t user_data; /**< every segment shape's user data; never read by the library */
    bool enable_contact_events; /**< begin/end touch events; default true */
    bool enable_sensor_events;  /**< sensors see the segments; default true */
    bool enable_hit_events;     /**< hard contacts make hit events; default false */
} r2d_chain_def;

/** A chain definition with every field at its default (and no points). */
R2D_API r2d_chain_def r2d_chain_def_default(void);

/** Adds a chain to body: one R2D_SHAPE_CHAIN_SEGMENT shape per segment
 * (count - 1 of them, count for a loop), each an ordinary shape with its
 * own id, contacts and material, all made or none. Errors: INVALID_ID,
 * NULL_POINTER, INVALID_ARGUMENT (def not from r2d_chain_def_default),
 * INVALID_NUMBER (a point or material not finite), OUT_OF_RANGE (a point
 * beyond 1e6 m, a material out of range, material_count not 0, 1 or the
 * segment count), DEGENERATE_POLYGON (too few points, or two consecutive
 * points, the last and first of a loop included, within 0.005 m),
 * CAPACITY, OUT_OF_MEMORY, LOCKED. */
R2D_API r2d_status r2d_chain_create(r2d_body_id body, const r2d_chain_def* def, r2d_chain_id* out_chain);

/** Removes the chain with its segments and their contacts. Destroying the
 * body destroys its chains too; r2d_shape_destroy refuses a segment of a
 * chain (INVALID_OPERATION). */
R2D_API r2d_status r2d_chain_destroy(r2d_chain_id chain);

/** Whether chain names a live chain of a world not busy stepping or
 * drawing; when it does not, r2d_last_error_message() tells why. */
R2D_API bool r2d_chain_is_valid(r2d_chain_id chain);

/** The body the chain belongs to. */
R2D_API r2d_status r2d_chain_get_body(r2d_chain_id chain, r2d_body_id* out_body);
/** How many segments the chain has. */
R2D_API r2d_status r2d_chain_get_segment_count(r2d_chain_id chain, int32_t* out_count);
/** The shape ids of the chain's segments, in the order of its points.
 * Copies up to capacity ids; *out_count gets the number of segments. */
R2D_API r2d_status r2d_chain_get_segments(r2d_chain_id chain, r2d_shape_id* out_shapes, int32_t capacity,
                                          int32_t* out_count);
/** Sets both frictions of every segment (see r2d_shape_set_friction; a
 * single segment's may still be set by its shape id). */
R2D_API r2d_status r2d_chain_set_friction(r2d_chain_id chain, float static_friction, float dynamic_friction);
/** Sets the restitution of every segment (see r2d_shape_set_restitution). */
R2D_API r2d_status r2d_chain_set_restitution(r2d_chain_id chain, float restitution);

/** The chain a shape is a segment of; the null id for a shape of any other kind. */
R2D_API r2d_status r2d_shape_get_chain(r2d_shape_id shape, r2d_chain_id* out_chain);

/** One segment of a chain with its neighbours' far ends, in body
 * coordinates. Where an open chain ends, the ghost is the end point moved
 * by the segment's unit normal into the solid side. */
typedef struct r2d_chain_segment {
    r2d_segment segment; /**< point1 to point2; collides on its left */
    r2d_vec2 ghost1;     /**< the chain's point before point1 */
    r2d_vec2 ghost2;     /**< the chain's point after point2 */
} r2d_chain_segment;

/** The geometry of a chain segment; INVALID_OPERATION for other shapes. */
R2D_API r2d_status r2d_shape_get_chain_segment(r2d_shape_id shape, r2d_chain_segment* out_chain_segment);

#ifdef __cplusplus
}
#endif

#endif /* RIGID2D_H */
