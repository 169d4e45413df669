/* Every bad input to the run-time settings is refused with its exact
 * status and a message, leaves both worlds as they were, and leaves the
 * setting itself as it was. */
#include "helpers.h"

#include <math.h>
#include <stdlib.h>

typedef struct fixture {
    bad_input_worlds w;
    r2d_body_id box;
    r2d_shape_id shape;
    r2d_body_id stale_body;
    r2d_shape_id stale_shape;
} fixture;

#define EXPECT_REFUSED(f, expected, call) check_refused(&(f)->w, (call), (expected), #call, __LINE__)

static int setup(void** state)
{
    fixture* f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->w = bad_input_worlds_open(vec2(0.0f, -10.0f));
    add_ground(f->w.world, NULL);
    f->box = add_box_body(f->w.world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    f->shape = only_shape(f->box);
    f->stale_body = add_circle_body(f->w.world, R2D_BODY_DYNAMIC, vec2(-3.0f, 3.0f), 0.5f, NULL);
    f->stale_shape = only_shape(f->stale_body);
    CHECK_OK(r2d_body_destroy(f->stale_body));
    step_world(f->w.world, 30);
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

typedef r2d_status (*world_float_get)(r2d_world_id, float*);
typedef r2d_status (*world_float_set)(r2d_world_id, float);

typedef struct world_float {
    const char* name;
    world_float_get get;
    world_float_set set;
    float too_low; /* refused with OUT_OF_RANGE */
    float too_high;
} world_float;

static void world_settings_refuse_bad_values(void** state)
{
    fixture* f = *state;
    const world_float settings[] = {
        {"contact_hertz", r2d_world_get_contact_hertz, r2d_world_set_contact_hertz, 0.0f, 2e4f},
        {"contact_damping_ratio", r2d_world_get_contact_damping_ratio, r2d_world_set_contact_damping_ratio, -1.0f,
         2e4f},
        {"contact_push_max_speed", r2d_world_get_contact_push_max_speed, r2d_world_set_contact_push_max_speed, 0.0f,
         2e4f},
        {"restitution_threshold", r2d_world_get_restitution_threshold, r2d_world_set_restitution_threshold, -1.0f,
         2e4f},
        {"hit_event_threshold", r2d_world_get_hit_event_threshold, r2d_world_set_hit_event_threshold, -1.0f, 2e4f},
        {"max_linear_speed", r2d_world_get_max_linear_speed, r2d_world_set_max_linear_speed, 0.0f, 2e6f},
    };
    for (size_t i = 0; i < sizeof settings / sizeof settings[0]; ++i) {
        const world_float* s = &settings[i];
        float before;
        CHECK_OK(s->get(f->w.world, &before));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, s->set(f->w.world, NAN));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, s->set(f->w.world, INFINITY));
        EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, s->set(f->w.world, s->too_low));
        EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, s->set(f->w.world, s->too_high));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, s->set(f->w.dead_world, before));
        EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, s->get(f->w.world, NULL));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, s->get(f->w.dead_world, &before));
        float after;
        CHECK_OK(s->get(f->w.world, &after));
        if (after != before) fail_msg("%s changed on a refused call", s->name);
    }
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_substep_count(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_set_substep_count(f->w.world, 0));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_set_substep_count(f->w.world, 65));
    int32_t substeps;
    CHECK_OK(r2d_world_get_substep_count(f->w.world, &substeps));
    assert_int_equal(substeps, 4);
    bool continuous;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_is_continuous_enabled(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_is_continuous_enabled(f->w.dead_world, &continuous));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_enable_continuous(f->w.dead_world, false));
    CHECK_OK(r2d_world_is_continuous_enabled(f->w.world, &continuous));
    assert_true(continuous);
}

static void body_settings_refuse_bad_values(void** state)
{
    fixture* f = *state;
    r2d_body_id box = f->box;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_body_set_type(box, (r2d_body_type)3));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_body_set_type(box, (r2d_body_type)-1));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_set_type(f->stale_body, R2D_BODY_STATIC));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_linear_damping(box, NAN));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_body_set_linear_damping(box, -1.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_angular_damping(box, INFINITY));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_body_set_angular_damping(box, -0.5f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_gravity_scale(box, NAN));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_body_set_gravity_scale(box, 1e7f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_set_gravity_scale(f->stale_body, 0.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_set_bullet(f->stale_body, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_set_fixed_rotation(f->stale_body, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_set_enabled(f->stale_body, false));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_reset_mass_data(f->stale_body));
    r2d_mass_data data = {1.0f, {0.0f, 0.0f}, 1.0f};
    r2d_mass_data bad = data;
    bad.mass = 0.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_body_set_mass_data(box, bad));
    bad.mass = NAN;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_mass_data(box, bad));
    bad = data;
    bad.rotational_inertia = -1.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_body_set_mass_data(box, bad));
    bad = data;
    bad.center = vec2(INFINITY, 0.0f);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_mass_data(box, bad));
    bad.center = vec2(2e6f, 0.0f);
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_body_set_mass_data(box, bad));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_set_mass_data(f->stale_body, data));

    float value;
    bool flag;
    r2d_mass_data got;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_get_linear_damping(box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_get_angular_damping(box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_get_gravity_scale(box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_is_bullet(box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_is_fixed_rotation(box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_is_enabled(box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_get_mass_data(box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_get_linear_damping(f->stale_body, &value));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_is_enabled(f->stale_body, &flag));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_get_mass_data(f->stale_body, &got));

    /* Nothing moved: the same settings and mass as before. */
    CHECK_OK(r2d_body_get_linear_damping(box, &value));
    assert_true(value == 0.0f);
    CHECK_OK(r2d_body_get_gravity_scale(box, &value));
    assert_true(value == 1.0f);
    CHECK_OK(r2d_body_get_mass_data(box, &got));
    assert_true(got.mass == 1.0f);
    r2d_body_type type;
    CHECK_OK(r2d_body_get_type(box, &type));
    assert_int_equal(type, R2D_BODY_DYNAMIC);
}

static void shape_settings_refuse_bad_values(void** state)
{
    fixture* f = *state;
    r2d_shape_id shape = f->shape;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_set_friction(shape, NAN, 0.5f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_set_friction(shape, 0.5f, INFINITY));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_set_friction(shape, -0.1f, 0.5f));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_set_friction(shape, 0.5f, 2e3f));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_set_restitution(shape, 1.5f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_set_restitution(shape, NAN));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_set_density(shape, -1.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_set_density(shape, INFINITY));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_set_density(f->stale_shape, 1.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_set_sensor(f->stale_shape, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_set_contact_events(f->stale_shape, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_set_sensor_events(f->stale_shape, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_set_hit_events(f->stale_shape, true));
    float a, b;
    bool flag;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_friction(shape, NULL, &b));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_friction(shape, &a, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_restitution(shape, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_density(shape, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_is_sensor(shape, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_contact_events(shape, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_sensor_events(shape, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_hit_events(shape, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_get_friction(f->stale_shape, &a, &b));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_is_sensor(f->stale_shape, &flag));

    CHECK_OK(r2d_shape_get_friction(shape, &a, &b));
    assert_true(a == 0.6f && b == 0.6f);
    CHECK_OK(r2d_shape_get_restitution(shape, &a));
    assert_true(a == 0.0f);
    CHECK_OK(r2d_shape_get_density(shape, &a));
    assert_true(a == 1.0f);
}

#define FIXTURE_TEST(name) cmocka_unit_test_setup_teardown(name, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        FIXTURE_TEST(world_settings_refuse_bad_values),
        FIXTURE_TEST(body_settings_refuse_bad_values),
        FIXTURE_TEST(shape_settings_refuse_bad_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
