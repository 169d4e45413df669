/* Settings changed at run time act on the simulation: friction, density,
 * body type, enabled, gravity scale, mass data and sub-steps, each
 * measured against what physics says, with the tolerance stated. */
#include "helpers.h"

#include <math.h>
#include <stdio.h>

#define GRAVITY 10.0f
#define HALF 0.5f

static bool finite_vec(r2d_vec2 v)
{
    return isfinite(v.x) && isfinite(v.y);
}

/* A box sliding at v0 over a frictionless floor gets friction mu on both
 * shapes (mixed sqrt(mu * mu) = mu): it stops after v0^2 / (2 mu g), within 5%. */
static void raising_friction_stops_a_slide_in_the_coulomb_distance(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_shape_def slippery = r2d_shape_def_default();
    slippery.static_friction = 0.0f;
    slippery.dynamic_friction = 0.0f;
    r2d_shape_id ground = only_shape(add_ground(world, &slippery));
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-40.0f, HALF), 0.0f, HALF, HALF, &slippery);
    CHECK_OK(r2d_body_set_linear_velocity(box, vec2(5.0f, 0.0f)));
    step_world(world, 30);
    float v0 = body_velocity(box).x;
    ASSERT_NEAR(v0, 5.0f, 1e-3f); /* no friction yet */

    const float mu = 0.5f;
    CHECK_OK(r2d_shape_set_friction(ground, mu, mu));
    CHECK_OK(r2d_shape_set_friction(only_shape(box), mu, mu));
    float start = body_position(box).x;
    for (int i = 0; i < 600 && body_velocity(box).x > 1e-3f; ++i) step_world(world, 1);
    float expected = v0 * v0 / (2.0f * mu * GRAVITY);
    printf("slide after friction %.2f: %.4f m, Coulomb %.4f m\n", (double)mu, (double)(body_position(box).x - start),
           (double)expected);
    ASSERT_NEAR(body_position(box).x - start, expected, 0.05f * expected);
    ASSERT_NEAR(body_velocity(box).x, 0.0f, 1e-2f);
    r2d_world_destroy(world);
}

/* The density doubles: so do mass and inertia (relative 1e-6); the centre stays. */
static void doubling_density_doubles_the_mass(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 5.0f), 0.0f, 1.0f, 0.5f, NULL);
    r2d_mass_data before;
    CHECK_OK(r2d_body_get_mass_data(box, &before));
    ASSERT_NEAR(before.mass, 2.0f, 1e-6f); /* 2 m^2 at 1 kg/m^2 */
    CHECK_OK(r2d_shape_set_density(only_shape(box), 2.0f));
    r2d_mass_data after;
    CHECK_OK(r2d_body_get_mass_data(box, &after));
    ASSERT_NEAR(after.mass, 2.0f * before.mass, 1e-6f * before.mass);
    ASSERT_NEAR(after.rotational_inertia, 2.0f * before.rotational_inertia, 1e-6f * before.rotational_inertia);
    float density;
    CHECK_OK(r2d_shape_get_density(only_shape(box), &density));
    assert_true(density == 2.0f);
    r2d_world_destroy(world);
}

/* Gravity scale 0 set after creation: the body stays where it is, exactly. */
static void gravity_scale_zero_floats(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 10.0f), 0.0f, HALF, HALF, NULL);
    CHECK_OK(r2d_body_set_gravity_scale(box, 0.0f));
    step_world(world, 60);
    assert_true(body_position(box).y == 10.0f);
    assert_true(body_velocity(box).y == 0.0f);
    /* Scale 1 again: it falls g t^2 / 2 in a second, within 3% (sub-stepping). */
    CHECK_OK(r2d_body_set_gravity_scale(box, 1.0f));
    step_world(world, 60);
    ASSERT_NEAR(10.0f - body_position(box).y, 0.5f * GRAVITY, 0.03f * 0.5f * GRAVITY);
    r2d_world_destroy(world);
}

/* A stack of three boxes; the middle one turns static, then dynamic: the
 * stack stays put (1 cm), nothing turns NaN, contacts come back, and a
 * box made static in the air hangs, then falls again once dynamic. */
static void dynamic_static_dynamic_keeps_contacts_sane(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    add_ground(world, NULL);
    r2d_body_id boxes[3];
    for (int i = 0; i < 3; ++i) {
        boxes[i] = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, HALF + 2.0f * HALF * (float)i), 0.0f, HALF, HALF,
                                NULL);
    }
    step_world(world, 60);
    r2d_vec2 rest[3];
    for (int i = 0; i < 3; ++i) rest[i] = body_position(boxes[i]);

    CHECK_OK(r2d_body_set_type(boxes[1], R2D_BODY_STATIC));
    r2d_body_type type;
    CHECK_OK(r2d_body_get_type(boxes[1], &type));
    assert_int_equal(type, R2D_BODY_STATIC);
    ASSERT_NEAR(body_mass(boxes[1]), 0.0f, 0.0f);
    step_world(world, 60);
    assert_true(body_velocity(boxes[1]).x == 0.0f && body_velocity(boxes[1]).y == 0.0f);
    CHECK_OK(r2d_body_set_type(boxes[1], R2D_BODY_DYNAMIC));
    ASSERT_NEAR(body_mass(boxes[1]), 1.0f, 1e-6f);
    step_world(world, 120);
    for (int i = 0; i < 3; ++i) {
        r2d_vec2 p = body_position(boxes[i]);
        assert_true(finite_vec(p) && finite_vec(body_velocity(boxes[i])));
        ASSERT_NEAR(p.x, rest[i].x, 0.01f);
        ASSERT_NEAR(p.y, rest[i].y, 0.01f);
    }
    /* ground-box, box-box, box-box */
    assert_int_equal(world_contact_count(world), 3);

    r2d_body_id flyer = add_box_body(world, R2D_BODY_DYNAMIC, vec2(10.0f, 20.0f), 0.0f, HALF, HALF, NULL);
    CHECK_OK(r2d_body_set_type(flyer, R2D_BODY_STATIC));
    step_world(world, 30);
    assert_true(body_position(flyer).y == 20.0f);
    CHECK_OK(r2d_body_set_type(flyer, R2D_BODY_KINEMATIC));
    CHECK_OK(r2d_body_set_type(flyer, R2D_BODY_DYNAMIC));
    step_world(world, 60);
    ASSERT_NEAR(20.0f - body_position(flyer).y, 0.5f * GRAVITY, 0.03f * 0.5f * GRAVITY);
    r2d_world_destroy(world);
}

static float ray_fraction_down(r2d_world_id world, float x, r2d_shape_id* out_shape)
{
    r2d_ray_hit hit;
    bool found = false;
    CHECK_OK(r2d_world_ray_cast_closest(world, vec2(x, 10.0f), vec2(0.0f, -20.0f), r2d_query_filter_default(), &hit,
                                        &found));
    assert_true(found);
    *out_shape = hit.shape;
    return hit.fraction;
}

/* A disabled box lying on the ground: rays pass it and hit the ground, a
 * falling box passes through it to the ground, it keeps its pose and
 * velocity; enabled, rays hit it again (fractions within 1e-4). */
static void disabled_body_is_not_hit_and_comes_back(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_shape_id ground = only_shape(add_ground(world, NULL));
    r2d_body_id lying = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, HALF), 0.0f, HALF, HALF, NULL);
    step_world(world, 30);
    r2d_shape_id seen;
    ASSERT_NEAR(ray_fraction_down(world, 0.0f, &seen), (10.0f - 1.0f) / 20.0f, 1e-4f);
    assert_true(seen.bits == only_shape(lying).bits);

    CHECK_OK(r2d_body_set_enabled(lying, false));
    CHECK_OK(r2d_body_set_linear_velocity(lying, vec2(1.0f, 0.0f)));
    r2d_vec2 kept = body_position(lying);
    ASSERT_NEAR(ray_fraction_down(world, 0.0f, &seen), 10.0f / 20.0f, 1e-4f);
    assert_true(seen.bits == ground.bits);
    r2d_body_id faller = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 4.0f), 0.0f, HALF, HALF, NULL);
    step_world(world, 120);
    ASSERT_NEAR(body_position(faller).y, HALF, 0.02f); /* on the ground, through the disabled box */
    assert_true(body_position(lying).x == kept.x && body_position(lying).y == kept.y);
    assert_true(body_velocity(lying).x == 1.0f);
    int32_t contacts;
    CHECK_OK(r2d_body_get_contact_count(lying, &contacts));
    assert_int_equal(contacts, 0);


    CHECK_OK(r2d_body_destroy(faller));
    CHECK_OK(r2d_body_set_enabled(lying, true));
    ASSERT_NEAR(ray_fraction_down(world, kept.x, &seen), (10.0f - 1.0f) / 20.0f, 1e-4f);
    assert_true(seen.bits == only_shape(lying).bits);
    step_world(world, 1);
    CHECK_OK(r2d_body_get_contact_count(lying, &contacts));
    assert_int_equal(contacts, 1); /* back on the ground */
    r2d_world_destroy(world);
}

/* A pendulum bob hangs from a disabled static anchor: the joint does
 * nothing and the bob falls freely, g t^2 / 2 within 3%. */
static void joint_of_disabled_body_does_nothing(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_body_id anchor = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 20.0f), 0.0f, 0.1f, 0.1f, NULL);
    r2d_body_id bob = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 18.0f), 0.0f, HALF, HALF, NULL);
    add_revolute_at(world, anchor, bob, vec2(0.0f, 20.0f));
    CHECK_OK(r2d_body_set_enabled(anchor, false));
    bool enabled = true;
    CHECK_OK(r2d_body_is_enabled(anchor, &enabled));
    assert_false(enabled);
    step_world(world, 60);
    ASSERT_NEAR(18.0f - body_position(bob).y, 0.5f * GRAVITY, 0.03f * 0.5f * GRAVITY);
    r2d_world_destroy(world);
}

/* An override of mass, centre and inertia holds through a new shape and
 * is dropped by reset (exact values, the shapes' within 1e-6). */
static void mass_data_override_and_reset(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 5.0f), 0.0f, HALF, HALF, NULL);
    r2d_mass_data set = {5.0f, {0.25f, 0.0f}, 2.0f};
    CHECK_OK(r2d_body_set_mass_data(box, set));
    add_circle_shape(box, 0.5f, NULL);
    r2d_mass_data got;
    CHECK_OK(r2d_body_get_mass_data(box, &got));
    assert_true(got.mass == 5.0f && got.center.x == 0.25f && got.center.y == 0.0f && got.rotational_inertia == 2.0f);
    CHECK_OK(r2d_body_reset_mass_data(box));
    CHECK_OK(r2d_body_get_mass_data(box, &got));
    ASSERT_NEAR(got.mass, 1.0f + 3.14159265f * 0.25f, 1e-5f);
    ASSERT_NEAR(got.center.x, 0.0f, 1e-6f);
    r2d_world_destroy(world);
}

/* A pyramid of 8 rows stands through sub-step counts 4, 8, 2 and 4: the
 * top box moves less than 5 cm, nothing turns NaN. */
static void pyramid_stands_through_substep_changes(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    add_ground(world, NULL);
    enum { ROWS = 8 };
    r2d_body_id top = {0};
    for (int row = 0; row < ROWS; ++row) {
        for (int i = 0; i < ROWS - row; ++i) {
            float x = ((float)i - 0.5f * (float)(ROWS - row - 1)) * 1.05f;
            top = add_box_body(world, R2D_BODY_DYNAMIC, vec2(x, HALF + (float)row), 0.0f, HALF, HALF, NULL);
        }
    }
    step_world(world, 60);
    r2d_vec2 start = body_position(top);
    const int32_t counts[] = {8, 2, 4};
    for (int c = 0; c < 3; ++c) {
        CHECK_OK(r2d_world_set_substep_count(world, counts[c]));
        int32_t got;
        CHECK_OK(r2d_world_get_substep_count(world, &got));
        assert_int_equal(got, counts[c]);
        step_world(world, 120);
    }
    r2d_vec2 end = body_position(top);
    assert_true(finite_vec(end));
    ASSERT_NEAR(end.x, start.x, 0.05f);
    ASSERT_NEAR(end.y, start.y, 0.05f);
    r2d_world_destroy(world);
}

/* What is set is what is read back, for every world, body and shape setting. */
static void settings_read_back(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_body_id body = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 5.0f), 0.0f, HALF, HALF, NULL);
    r2d_shape_id shape = only_shape(body);
    float f, g;
    bool b;
    CHECK_OK(r2d_world_set_contact_hertz(world, 45.0f));
    CHECK_OK(r2d_world_get_contact_hertz(world, &f));
    assert_true(f == 45.0f);
    CHECK_OK(r2d_world_set_contact_damping_ratio(world, 3.0f));
    CHECK_OK(r2d_world_get_contact_damping_ratio(world, &f));
    assert_true(f == 3.0f);
    CHECK_OK(r2d_world_set_contact_push_max_speed(world, 2.0f));
    CHECK_OK(r2d_world_get_contact_push_max_speed(world, &f));
    assert_true(f == 2.0f);
    CHECK_OK(r2d_world_set_restitution_threshold(world, 0.5f));
    CHECK_OK(r2d_world_get_restitution_threshold(world, &f));
    assert_true(f == 0.5f);
    CHECK_OK(r2d_world_set_hit_event_threshold(world, 4.0f));
    CHECK_OK(r2d_world_get_hit_event_threshold(world, &f));
    assert_true(f == 4.0f);
    CHECK_OK(r2d_world_set_max_linear_speed(world, 3.0f));
    CHECK_OK(r2d_world_get_max_linear_speed(world, &f));
    assert_true(f == 3.0f);
    CHECK_OK(r2d_body_set_linear_damping(body, 0.5f));
    CHECK_OK(r2d_body_get_linear_damping(body, &f));
    assert_true(f == 0.5f);
    CHECK_OK(r2d_body_set_angular_damping(body, 0.25f));
    CHECK_OK(r2d_body_get_angular_damping(body, &f));
    assert_true(f == 0.25f);
    CHECK_OK(r2d_body_get_gravity_scale(body, &f));
    assert_true(f == 1.0f);
    CHECK_OK(r2d_body_set_bullet(body, true));
    CHECK_OK(r2d_body_is_bullet(body, &b));
    assert_true(b);
    CHECK_OK(r2d_body_set_fixed_rotation(body, true));
    CHECK_OK(r2d_body_is_fixed_rotation(body, &b));
    assert_true(b);
    CHECK_OK(r2d_shape_set_friction(shape, 0.2f, 0.1f));
    CHECK_OK(r2d_shape_get_friction(shape, &f, &g));
    assert_true(f == 0.2f && g == 0.1f);
    CHECK_OK(r2d_shape_set_restitution(shape, 0.7f));
    CHECK_OK(r2d_shape_get_restitution(shape, &f));
    assert_true(f == 0.7f);
    CHECK_OK(r2d_shape_set_contact_events(shape, false));
    CHECK_OK(r2d_shape_get_contact_events(shape, &b));
    assert_false(b);
    CHECK_OK(r2d_shape_set_sensor_events(shape, false));
    CHECK_OK(r2d_shape_get_sensor_events(shape, &b));
    assert_false(b);
    CHECK_OK(r2d_shape_set_hit_events(shape, true));
    CHECK_OK(r2d_shape_get_hit_events(shape, &b));
    assert_true(b);
    CHECK_OK(r2d_shape_set_sensor(shape, true));
    CHECK_OK(r2d_shape_is_sensor(shape, &b));
    assert_true(b);
    /* The speed limit acts: a body pushed at 10 m/s moves at 3. */
    CHECK_OK(r2d_body_set_gravity_scale(body, 0.0f));
    CHECK_OK(r2d_body_set_linear_damping(body, 0.0f));
    CHECK_OK(r2d_body_set_linear_velocity(body, vec2(10.0f, 0.0f)));
    step_world(world, 1);
    ASSERT_NEAR(body_velocity(body).x, 3.0f, 1e-5f);
    r2d_world_destroy(world);
}

/* A box turned sensor stops holding what rests on it (it falls through)
 * and the touch ends with an end event. */
static void turning_sensor_ends_contacts(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_shape_id ground = only_shape(add_ground(world, NULL));
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, HALF), 0.0f, HALF, HALF, NULL);
    step_world(world, 30);
    CHECK_OK(r2d_shape_set_sensor(ground, true));
    int32_t begins, ends;
    CHECK_OK(r2d_world_get_contact_event_counts(world, &begins, &ends));
    assert_int_equal(ends, 1);
    step_world(world, 30);
    assert_true(body_position(box).y < HALF - 1.0f);
    r2d_world_destroy(world);
}

/* A box resting inside a sensor zone: disabling it ends the overlap (one
 * sensor end event), enabling it begins it again (one begin event). */
static void disabled_body_leaves_sensors(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    add_ground(world, NULL);
    r2d_shape_def zone_def = r2d_shape_def_default();
    zone_def.is_sensor = true;
    add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 1.0f), 0.0f, 2.0f, 1.0f, &zone_def);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, HALF), 0.0f, HALF, HALF, NULL);
    step_world(world, 2);
    int32_t begins, ends;
    CHECK_OK(r2d_body_set_enabled(box, false));
    step_world(world, 1);
    CHECK_OK(r2d_world_get_sensor_event_counts(world, &begins, &ends));
    assert_int_equal(begins, 0);
    assert_int_equal(ends, 1);
    CHECK_OK(r2d_body_set_enabled(box, true));
    step_world(world, 1);
    CHECK_OK(r2d_world_get_sensor_event_counts(world, &begins, &ends));
    assert_int_equal(begins, 1);
    assert_int_equal(ends, 0);
    r2d_world_destroy(world);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(raising_friction_stops_a_slide_in_the_coulomb_distance),
        cmocka_unit_test(doubling_density_doubles_the_mass),
        cmocka_unit_test(gravity_scale_zero_floats),
        cmocka_unit_test(dynamic_static_dynamic_keeps_contacts_sane),
        cmocka_unit_test(disabled_body_is_not_hit_and_comes_back),
        cmocka_unit_test(joint_of_disabled_body_does_nothing),
        cmocka_unit_test(mass_data_override_and_reset),
        cmocka_unit_test(pyramid_stands_through_substep_changes),
        cmocka_unit_test(settings_read_back),
        cmocka_unit_test(turning_sensor_ends_contacts),
        cmocka_unit_test(disabled_body_leaves_sensors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
