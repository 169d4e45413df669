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

/* A small seeded generator so scenes are random yet repeatable. */
typedef struct test_random {
    uint64_t state;
} test_random;

float random_range(test_random* random, float low, float high);

/* Shoelace area of a polygon, positive when counter-clockwise. */
float polygon_signed_area(const r2d_vec2* points, int32_t count);

/* The one shape of a body that has exactly one (fails the test otherwise). */
r2d_shape_id only_shape(r2d_body_id body);

static inline r2d_vec2 vec2(float x, float y)
{
    r2d_vec2 v;
    v.x = x;
    v.y = y;
    return v;
}

#endif
