/* Every bad input to the chain API is refused with its exact status and a
 * message, and leaves both worlds as they were (bodies, shapes, joints,
 * state hash); a refused setter leaves every segment's material as it was. */
#include "helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GARBAGE_SIZE 0xDEADBEEFu

typedef struct fixture {
    bad_input_worlds w;
    r2d_body_id ground;
    r2d_body_id stale_body;
    r2d_chain_id chain;
    r2d_chain_id stale_chain;
    r2d_vec2 points[4];
} fixture;

#define EXPECT_REFUSED(f, expected, call) check_refused(&(f)->w, (call), (expected), #call, __LINE__)

static r2d_chain_def chain_def(fixture* f, int32_t count)
{
    r2d_chain_def def = r2d_chain_def_default();
    def.points = f->points;
    def.count = count;
    return def;
}

static int setup(void** state)
{
    fixture* f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->w = bad_input_worlds_open(vec2(0.0f, -10.0f));
    f->points[0] = vec2(-4.0f, 1.0f);
    f->points[1] = vec2(0.0f, 0.0f);
    f->points[2] = vec2(4.0f, 1.0f);
    f->points[3] = vec2(0.0f, 3.0f);
    r2d_body_def body_def = r2d_body_def_default();
    CHECK_OK(r2d_body_create(f->w.world, &body_def, &f->ground));
    r2d_chain_def def = chain_def(f, 3);
    CHECK_OK(r2d_chain_create(f->ground, &def, &f->chain));
    CHECK_OK(r2d_chain_create(f->ground, &def, &f->stale_chain));
    CHECK_OK(r2d_chain_destroy(f->stale_chain));
    CHECK_OK(r2d_body_create(f->w.world, &body_def, &f->stale_body));
    CHECK_OK(r2d_body_destroy(f->stale_body));
    add_circle_body(f->w.world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.6f), 0.5f, NULL);
    step_world(f->w.world, 30);
    assert_true(world_contact_count(f->w.world) > 0);
    bad_input_worlds_seal(&f->w);
    *state = f;
    return 0;
}

static int teardown(void** state)
{
    fixture* f = *state;
    bad_input_worlds_close(&f->w);
    free(f);
    return 0;
}

static void bad_points(void** state)
{
    fixture* f = *state;
    r2d_chain_id chain;
    r2d_chain_def def = chain_def(f, 1);
    EXPECT_REFUSED(f, R2D_ERROR_DEGENERATE_POLYGON, r2d_chain_create(f->ground, &def, &chain));
    def = chain_def(f, 2);
    def.loop = true;
    EXPECT_REFUSED(f, R2D_ERROR_DEGENERATE_POLYGON, r2d_chain_create(f->ground, &def, &chain));
    def = chain_def(f, -3);
    EXPECT_REFUSED(f, R2D_ERROR_DEGENERATE_POLYGON, r2d_chain_create(f->ground, &def, &chain));

    /* Repeated points, consecutive or closing a loop, and points closer
     * than the slop; points apart but not consecutive are fine. */
    r2d_vec2 repeated[3] = {{0.0f, 0.0f}, {1.0f, 0.0f}, {1.0f, 0.004f}};
    def = chain_def(f, 3);
    def.points = repeated;
    EXPECT_REFUSED(f, R2D_ERROR_DEGENERATE_POLYGON, r2d_chain_create(f->ground, &def, &chain));
    r2d_vec2 closing[4] = {{0.0f, 0.0f}, {1.0f, 0.0f}, {1.0f, 1.0f}, {0.0f, 0.001f}};
    def.points = closing;
    def.count = 4;
    def.loop = true;
    EXPECT_REFUSED(f, R2D_ERROR_DEGENERATE_POLYGON, r2d_chain_create(f->ground, &def, &chain));

    r2d_vec2 bad[3] = {{0.0f, 0.0f}, {1.0f, 0.0f}, {2.0f, 0.0f}};
    def = chain_def(f, 3);
    def.points = bad;
    bad[2].y = NAN;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_chain_create(f->ground, &def, &chain));
    bad[2].y = INFINITY;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_chain_create(f->ground, &def, &chain));
    bad[2].y = 2.0e6f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_create(f->ground, &def, &chain));
}

static void bad_materials(void** state)
{
    fixture* f = *state;
    r2d_chain_id chain;
    r2d_surface_material materials[2] = {{0.5f, 0.5f, 0.0f}, {0.5f, 0.5f, 0.0f}};
    r2d_chain_def def = chain_def(f, 3);
    def.materials = materials;
    def.material_count = 3; /* two segments */
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_create(f->ground, &def, &chain));
    def.material_count = -1;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_create(f->ground, &def, &chain));
    def.material_count = 2;
    def.materials = NULL;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_create(f->ground, &def, &chain));
    def.materials = materials;
    materials[1].restitution = 1.5f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_create(f->ground, &def, &chain));
    materials[1].restitution = 0.0f;
    materials[0].static_friction = NAN;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_chain_create(f->ground, &def, &chain));
    /* A NaN in the def's own material is refused even when every segment
     * has a material of its own (the fuzzer's find). */
    materials[0].static_friction = 0.5f;
    def.material.static_friction = NAN;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_chain_create(f->ground, &def, &chain));
    def = chain_def(f, 3);
    def.material.dynamic_friction = -1.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_create(f->ground, &def, &chain));
}

static void bad_defs_pointers_and_ids(void** state)
{
    fixture* f = *state;
    r2d_chain_id chain;
    r2d_chain_def def = chain_def(f, 3);
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_create(f->ground, NULL, &chain));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_create(f->ground, &def, NULL));
    def.points = NULL;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_create(f->ground, &def, &chain));
    def = chain_def(f, 3);
    def.struct_size = GARBAGE_SIZE;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_chain_create(f->ground, &def, &chain));
    def = chain_def(f, 3);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_create(f->stale_body, &def, &chain));
    r2d_body_id null_body = {0};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_create(null_body, &def, &chain));
    /* A chain id where a body id belongs, and the other way round. */
    r2d_body_id chain_as_body = {f->chain.bits};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_create(chain_as_body, &def, &chain));
    r2d_chain_id body_as_chain = {f->ground.bits};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_destroy(body_as_chain));

    r2d_body_id body;
    int32_t count;
    r2d_shape_id segments[2];
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_destroy(f->stale_chain));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_get_body(f->stale_chain, &body));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_get_segment_count(f->stale_chain, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_get_segments(f->stale_chain, segments, 2, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_set_friction(f->stale_chain, 0.1f, 0.1f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_chain_set_restitution(f->stale_chain, 0.1f));
    assert_false(r2d_chain_is_valid(f->stale_chain));
    assert_false(r2d_chain_is_valid(body_as_chain));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_get_body(f->chain, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_get_segment_count(f->chain, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_get_segments(f->chain, segments, 2, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_chain_get_segments(f->chain, NULL, 2, &count));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_get_segments(f->chain, segments, -1, &count));

    CHECK_OK(r2d_chain_get_segments(f->chain, segments, 2, &count));
    r2d_chain_id of;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_chain(segments[0], NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_chain_segment(segments[0], NULL));
    r2d_shape_id null_shape = {0};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_get_chain(null_shape, &of));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_shape_destroy(segments[0]));
}

/* A refused setter changes no segment, even when only one would object. */
static void bad_chain_materials_change_nothing(void** state)
{
    fixture* f = *state;
    r2d_shape_id segments[2];
    int32_t count;
    CHECK_OK(r2d_chain_get_segments(f->chain, segments, 2, &count));
    CHECK_OK(r2d_shape_set_restitution(segments[1], 0.5f));
    bad_input_worlds_seal(&f->w);
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_set_friction(f->chain, -0.1f, 0.5f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_chain_set_friction(f->chain, 0.5f, NAN));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_chain_set_restitution(f->chain, 1.01f));
    float restitution[2];
    for (int i = 0; i < 2; ++i) {
        float static_friction;
        float dynamic_friction;
        CHECK_OK(r2d_shape_get_friction(segments[i], &static_friction, &dynamic_friction));
        ASSERT_NEAR(static_friction, 0.6f, 0.0f);
        ASSERT_NEAR(dynamic_friction, 0.6f, 0.0f);
        CHECK_OK(r2d_shape_get_restitution(segments[i], &restitution[i]));
    }
    ASSERT_NEAR(restitution[0], 0.0f, 0.0f);
    ASSERT_NEAR(restitution[1], 0.5f, 0.0f);
}

#define FIXTURE_TEST(name) cmocka_unit_test_setup_teardown(name, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        FIXTURE_TEST(bad_points),
        FIXTURE_TEST(bad_materials),
        FIXTURE_TEST(bad_defs_pointers_and_ids),
        FIXTURE_TEST(bad_chain_materials_change_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
