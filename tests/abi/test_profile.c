/* The step profile through the public ABI: zero before the first step,
 * stages that fit in their step at any worker count, each stage's time
 * where its work is, unreadable from inside the step, untouched by a
 * refused step, and left out of snapshots and serialization. */
#include "helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define STAGE_COUNT 9

static void stages_of(const r2d_step_profile* p, float out[STAGE_COUNT])
{
    const float stages[STAGE_COUNT] = {p->pairs,    p->collide,    p->prepare, p->substeps, p->store,
                                       p->finalize, p->continuous, p->sleep,   p->sensors};
    memcpy(out, stages, sizeof(stages));
}

static r2d_step_profile profile_of(r2d_world_id world)
{
    r2d_step_profile profile;
    memset(&profile, 0xff, sizeof(profile)); /* NaNs, should the call write nothing */
    CHECK_OK(r2d_world_get_profile(world, &profile));
    return profile;
}

/* A pile of boxes ten wide on the ground, with the given workers and
 * sub-steps. */
static r2d_world_id pile(int32_t worker_count, int32_t substep_count, int32_t box_count)
{
    r2d_world_def def = r2d_world_def_default();
    def.worker_count = worker_count;
    def.substep_count = substep_count;
    r2d_world_id world = create_world_from_def(&def);
    add_ground(world, NULL);
    for (int32_t i = 0; i < box_count; ++i) {
        r2d_vec2 at = vec2(1.1f * (float)(i % 10), 0.5f + 1.05f * (float)(i / 10));
        add_box_body(world, R2D_BODY_DYNAMIC, at, 0.0f, 0.5f, 0.5f, NULL);
    }
    return world;
}

static void zero_before_the_first_step(void** state)
{
    (void)state;
    r2d_world_id world = pile(1, 4, 20);
    r2d_step_profile zero;
    memset(&zero, 0, sizeof(zero));
    r2d_step_profile profile = profile_of(world);
    assert_memory_equal(&profile, &zero, sizeof(zero));
    CHECK_OK(r2d_world_destroy(world));
}

/* Every stage is a time, and the stages are laps of the step's clock, so
 * together they take no longer than the step. */
static void stages_fit_in_their_step(void** state)
{
    (void)state;
    const int32_t worker_counts[] = {1, 2, 3};
    for (int k = 0; k < 3; ++k) {
        r2d_world_id world = pile(worker_counts[k], 4, 200);
        for (int s = 0; s < 30; ++s) {
            step_world(world, 1);
            r2d_step_profile profile = profile_of(world);
            float stages[STAGE_COUNT];
            stages_of(&profile, stages);
            double sum = 0.0;
            for (int i = 0; i < STAGE_COUNT; ++i) {
                assert_true(isfinite(stages[i]) && stages[i] >= 0.0f);
                sum += stages[i];
            }
            assert_true(profile.step > 0.0f && isfinite(profile.step));
            assert_true(sum <= (double)profile.step * 1.0001 + 1e-6);
            assert_true(profile.collide > 0.0f);
            assert_true(profile.substeps > 0.0f);
        }
        CHECK_OK(r2d_world_destroy(world));
    }
}

static int compare_floats(const void* a, const void* b)
{
    float x = *(const float*)a, y = *(const float*)b;
    return (x > y) - (x < y);
}

/* The median over steps of the sub-steps' time over collide's. */
static float substeps_over_collide(int32_t substep_count)
{
    enum { STEPS = 15 };
    r2d_world_id world = pile(1, substep_count, 200);
    step_world(world, 5); /* contacts made */
    float ratios[STEPS];
    for (int s = 0; s < STEPS; ++s) {
        step_world(world, 1);
        r2d_step_profile profile = profile_of(world);
        ratios[s] = profile.substeps / profile.collide;
    }
    CHECK_OK(r2d_world_destroy(world));
    qsort(ratios, STEPS, sizeof(float), compare_floats);
    return ratios[STEPS / 2];
}

/* Each stage's time is where its work is: 64 sub-steps a step make the
 * sub-steps' share of the step grow against collide's, which does the
 * same work at any count. About 55 times here; a profile that mixed its
 * stages up would not show even 8. */
static void sub_steps_show_in_their_stage(void** state)
{
    (void)state;
    float one = substeps_over_collide(1);
    float many = substeps_over_collide(64);
    assert_true(many > 8.0f * one);
}

typedef struct inside_step {
    r2d_world_id world;
    int refused; /* reads refused with LOCKED */
} inside_step;

static bool read_profile_inside(const r2d_contact_data* contact, void* context)
{
    (void)contact;
    inside_step* inside = context;
    r2d_step_profile profile;
    if (r2d_world_get_profile(inside->world, &profile) != R2D_ERROR_LOCKED) fail_msg("read the profile inside the step");
    inside->refused += 1;
    return true;
}

/* Inside the step the profile is being made: a callback is refused. */
static void callbacks_cannot_read_it(void** state)
{
    (void)state;
    inside_step inside = {pile(1, 4, 20), 0};
    CHECK_OK(r2d_world_set_pre_solve_callback(inside.world, read_profile_inside, &inside));
    step_world(inside.world, 3);
    assert_true(inside.refused > 0);
    CHECK_OK(r2d_world_destroy(inside.world));
}

/* A refused step and a bad call leave the last step's profile. */
static void refusals_keep_the_last_profile(void** state)
{
    (void)state;
    r2d_world_id world = pile(2, 4, 50);
    step_world(world, 2);
    r2d_step_profile before = profile_of(world);
    assert_int_equal(r2d_world_step(world, NAN), R2D_ERROR_INVALID_NUMBER);
    assert_int_equal(r2d_world_step(world, 2.0f), R2D_ERROR_OUT_OF_RANGE);
    assert_int_equal(r2d_world_get_profile(world, NULL), R2D_ERROR_NULL_POINTER);
    assert_true(strstr(r2d_last_error_message(), "out_profile") != NULL);
    r2d_step_profile after = profile_of(world);
    assert_memory_equal(&before, &after, sizeof(before));

    r2d_world_id destroyed = world;
    CHECK_OK(r2d_world_destroy(world));
    r2d_step_profile untouched;
    memset(&untouched, 0x5a, sizeof(untouched));
    r2d_step_profile out = untouched;
    assert_int_equal(r2d_world_get_profile(destroyed, &out), R2D_ERROR_INVALID_ID);
    assert_memory_equal(&out, &untouched, sizeof(out));
    r2d_world_id null_world = {0};
    assert_int_equal(r2d_world_get_profile(null_world, &out), R2D_ERROR_INVALID_ID);
}

/* Timing is not state: a restore keeps the world's own last profile, and
 * a deserialized world starts at zero. */
static void snapshots_leave_it_out(void** state)
{
    (void)state;
    r2d_world_id world = pile(1, 4, 50);
    step_world(world, 2);
    size_t size = 0;
    unsigned char* snapshot = save_snapshot(world, &size);
    step_world(world, 3);
    r2d_step_profile before = profile_of(world);
    CHECK_OK(r2d_world_restore_snapshot(world, snapshot, size));
    r2d_step_profile after = profile_of(world);
    assert_memory_equal(&before, &after, sizeof(before));
    free(snapshot);

    CHECK_OK(r2d_world_get_serialized_size(world, &size));
    void* serialized = malloc(size);
    assert_non_null(serialized);
    CHECK_OK(r2d_world_serialize(world, serialized, size, &size));
    r2d_world_def def = r2d_world_def_default();
    r2d_world_id loaded;
    CHECK_OK(r2d_world_deserialize(&def, serialized, size, &loaded));
    r2d_step_profile zero;
    memset(&zero, 0, sizeof(zero));
    r2d_step_profile fresh = profile_of(loaded);
    assert_memory_equal(&fresh, &zero, sizeof(zero));
    free(serialized);
    CHECK_OK(r2d_world_destroy(loaded));
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(zero_before_the_first_step),
        cmocka_unit_test(stages_fit_in_their_step),
        cmocka_unit_test(sub_steps_show_in_their_stage),
        cmocka_unit_test(callbacks_cannot_read_it),
        cmocka_unit_test(refusals_keep_the_last_profile),
        cmocka_unit_test(snapshots_leave_it_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
