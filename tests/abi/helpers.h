/* Shared helpers of the ABI tests: building small scenes, stepping them,
 * hashing a world's state and comparing floats with a tolerance.
 * Include after <setjmp.h>, <stdarg.h> and <stddef.h> (cmocka needs them);
 * helpers.h includes them itself so test files only include this one. */
#ifndef RIGID2D_TESTS_ABI_HELPERS_H
#define RIGID2D_TESTS_ABI_HELPERS_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rigid2d/rigid2d.h"

#define TEST_TIME_STEP (1.0f / 60.0f)

/* Fails the running test with the library's message unless call succeeds. */
#define CHECK_OK(call) check_status_ok((call), #call, __FILE__, __LINE__)

/* Fails unless |actual - expected| <= tolerance. */
#define ASSERT_NEAR(actual, expected, tolerance) \
    check_near((double)(actual), (double)(expected), (double)(tolerance), #actual, __FILE__, __LINE__)

void check_status_ok(r2d_status status, const char* call, const char* file, int line);
void check_near(double actual, double expected, double tolerance, const char* what, const char* file, int line);

/* A world with the default definition except gravity. */
r2d_world_id create_world(r2d_vec2 gravity);
/* The same with sleeping off: the solver alone must hold things still. */
r2d_world_id create_world_without_sleep(r2d_vec2 gravity);
r2d_world_id create_world_from_def(const r2d_world_def* def);

/* A static box whose top face is the line y = 0, 200 m wide. */
r2d_body_id add_ground(r2d_world_id world, const r2d_shape_def* shape_def);

/* A body of the given type with one box (half extents hx, hy) or one
 * circle centred on its origin. shape_def may be null for the defaults. */
r2d_body_id add_box_body(r2d_world_id world, r2d_body_type type, r2d_vec2 position, float angle, float hx, float hy,
                         const r2d_shape_def* shape_def);
r2d_body_id add_circle_body(r2d_world_id world, r2d_body_type type, r2d_vec2 position, float radius,
                            const r2d_shape_def* shape_def);

/* A world (sleep on) where a 1 m box rests on the ground under another
 * that may not sleep: their island never sleeps, however long the lower
 * box (*out_lower) rests. */
r2d_world_id box_under_a_sleepless_one(r2d_body_id* out_lower);

/* One more circle of the given radius, centred on the body's origin. */
r2d_shape_id add_circle_shape(r2d_body_id body, float radius, const r2d_shape_def* shape_def);

void step_world(r2d_world_id world, int step_count);

r2d_vec2 body_position(r2d_body_id body);
r2d_vec2 body_velocity(r2d_body_id body);
float body_angle(r2d_body_id body);
float body_mass(r2d_body_id body);
int32_t world_body_count(r2d_world_id world);
int32_t world_shape_count(r2d_world_id world);
int32_t world_contact_count(r2d_world_id world);

/* The bodies' states of a world, copied into arrays owned by the struct. */
typedef struct world_states {
    int32_t count;
    r2d_vec2* positions;
    float* angles;
    r2d_vec2* linear_velocities;
    float* angular_velocities;
} world_states;

world_states world_states_read(r2d_world_id world);
void world_states_free(world_states* states);

/* FNV-1a over the body states, the contact count and the gravity: equal
 * hashes before and after a call mean the call changed nothing visible. */
uint64_t world_state_hash(r2d_world_id world);

/* A snapshot of the world in memory the caller frees; *out_size gets its
 * bytes, which the save must write in full, as the size said. */
unsigned char* save_snapshot(r2d_world_id world, size_t* out_size);

/* What a refused call must leave as it was: the counts of bodies, shapes
 * and joints and the state hash. */
typedef struct world_fingerprint {
    int32_t body_count;
    int32_t shape_count;
    int32_t joint_count;
    uint64_t hash;
} world_fingerprint;

world_fingerprint world_fingerprint_take(r2d_world_id world);
bool world_fingerprint_equal(const world_fingerprint* a, const world_fingerprint* b);

/* The worlds of a bad-input test: the one the calls target, another with
 * one body (for WRONG_WORLD) and a destroyed world's id. A refused call
 * must leave both live worlds with the fingerprints bad_input_worlds_seal
 * took once the scene was built. */
typedef struct bad_input_worlds {
    r2d_world_id world;
    r2d_world_id other_world;
    r2d_body_id other_body;
    r2d_world_id dead_world;
    world_fingerprint before[2];
} bad_input_worlds;

bad_input_worlds bad_input_worlds_open(r2d_vec2 gravity);
void bad_input_worlds_seal(bad_input_worlds* worlds);
void bad_input_worlds_close(bad_input_worlds* worlds);

/* Fails the test naming call and line unless got is expected, the library
 * left a message, and both worlds are as sealed. */
void check_refused(const bad_input_worlds* worlds, r2d_status got, r2d_status expected, const char* call, int line);

/* A point fixed in the body's frame, in world coordinates. */
r2d_vec2 body_world_point(r2d_body_id body, r2d_vec2 local_point);

/* A revolute joint between a and b at the world point pivot, with the
 * bodies' present angles as its zero. */
r2d_joint_id add_revolute_at(r2d_world_id world, r2d_body_id a, r2d_body_id b, r2d_vec2 pivot);

/* The joint's coordinate (r2d_joint_get_position): an angle or a length. */
float joint_position(r2d_joint_id joint);

/* How far apart the joint's two anchors are in the world, m: zero for a
 * revolute joint that holds perfectly. */
float joint_anchor_gap(r2d_joint_id joint);

/* Steps the world step_count times and returns the mean period (s) between
 * the upward zero crossings of signal(context), each crossing placed by
 * linear interpolation between steps; -1 with fewer than two crossings. */
float oscillation_period(r2d_world_id world, int step_count, float (*signal)(const void* context),
                         const void* context);

/* A small seeded generator so scenes are random yet repeatable. */
typedef struct test_random {
    uint64_t state;
} test_random;

float random_range(test_random* random, float low, float high);

/* Shoelace area of a polygon, positive when counter-clockwise. */
float polygon_signed_area(const r2d_vec2* points, int32_t count);

/* The one shape of a body that has exactly one (fails the test otherwise). */
r2d_shape_id only_shape(r2d_body_id body);

/* A proxy of count points (1 circle, 2 capsule, 3+ polygon) at a pose. */
r2d_shape_proxy make_shape_proxy(const r2d_vec2* points, int32_t count, float radius, r2d_vec2 position,
                                 float angle);
/* A circle proxy of that centre and radius. */
r2d_shape_proxy circle_shape_proxy(r2d_vec2 center, float radius);

static inline r2d_vec2 vec2(float x, float y)
{
    r2d_vec2 v;
    v.x = x;
    v.y = y;
    return v;
}

#endif
