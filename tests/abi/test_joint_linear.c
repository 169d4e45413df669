/* Joints along a line: a prismatic slide keeps to its axis and its limits,
 * a distance spring rings at its frequency, a rope never stretches, a
 * wheel's suspension sags by m g / k. */
#include "helpers.h"

#include <math.h>

#define GRAVITY 10.0f
#define PI 3.14159265f

/* A box on a slide inclined at 45 degrees, its axis given as (2, 2) so the
 * slide must normalise it: thrown up the axis, it stops at the upper limit,
 * then gravity takes it down to the lower one, and it never leaves the
 * axis's line or turns. */
static void prismatic_slides_on_its_axis_between_its_limits(void** state)
{
    (void)state;
    const float lower = -2.0f;
    const float upper = 0.5f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id rail = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 0.1f, 0.1f, NULL);
    r2d_body_id slider = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.0f, 0.3f, 0.2f, NULL);
    r2d_prismatic_joint_def def = r2d_prismatic_joint_def_default();
    def.base.body_a = rail;
    def.base.body_b = slider;
    def.local_axis_a = vec2(2.0f, 2.0f);
    def.enable_limit = true;
    def.lower_translation = lower;
    def.upper_translation = upper;
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_prismatic(world, &def, &joint));
    CHECK_OK(r2d_body_set_linear_velocity(slider, vec2(4.0f, 4.0f)));

    const float axis = sqrtf(0.5f);
    float highest = 0.0f;
    float largest_drift = 0.0f;
    float largest_turn = 0.0f;
    for (int step = 0; step < 300; ++step) {
        step_world(world, 1);
        r2d_vec2 p = body_position(slider);
        highest = fmaxf(highest, joint_position(joint));
        /* Distance from the line through the rail along (1, 1). */
        largest_drift = fmaxf(largest_drift, fabsf(axis * (p.y - p.x)));
        largest_turn = fmaxf(largest_turn, fabsf(body_angle(slider)));
    }
    float settled = joint_position(joint);
    r2d_vec2 p = body_position(slider);
    print_message("prismatic: highest %.5f m (upper %.2f), settled %.5f m (lower %.2f), along axis %.5f m, "
                  "drift %.6f m, turn %.6f rad\n",
                  highest, upper, settled, lower, axis * (p.x + p.y), largest_drift, largest_turn);
    ASSERT_NEAR(highest, upper, 0.02f);
    ASSERT_NEAR(settled, lower, 0.02f);
    /* The position agrees with the slider's real place along the axis. */
    ASSERT_NEAR(axis * (p.x + p.y), settled, 0.001f);
    assert_true(largest_drift < 0.001f);
    assert_true(largest_turn < 0.001f);
    CHECK_OK(r2d_world_destroy(world));
}

static float stretch_of_spring(const void* context)
{
    const r2d_joint_id* joint = context;
    float rest_length;
    CHECK_OK(r2d_distance_joint_get_length(*joint, &rest_length));
    return joint_position(*joint) - rest_length;
}

/* A ball on an undamped distance spring to a static anchor, no gravity:
 * along the spring the effective mass is the ball's, k = m (2 pi f)^2, so
 * it rings at f. */
static void distance_spring_rings_at_its_frequency(void** state)
{
    (void)state;
    const float hertz = 2.0f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, 0.0f));
    r2d_body_id anchor = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 0.1f, 0.1f, NULL);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(1.2f, 0.0f), 0.1f, NULL);
    r2d_distance_joint_def def = r2d_distance_joint_def_default();
    def.base.body_a = anchor;
    def.base.body_b = ball;
    def.length = 1.0f;
    def.enable_spring = true;
    def.hertz = hertz;
    def.damping_ratio = 0.0f;
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_distance(world, &def, &joint));

    float period = oscillation_period(world, 300, stretch_of_spring, &joint);
    print_message("distance spring: %.5f Hz, expected %.5f Hz\n", 1.0f / period, hertz);
    ASSERT_NEAR(1.0f / period, hertz, 0.02f * hertz);
    CHECK_OK(r2d_world_destroy(world));
}

/* A heavy box on a slack rope of 2 m falls, swings and bounces on it: the
 * rope goes taut but never stretches past 1 cm. */
static void rope_never_stretches_under_load(void** state)
{
    (void)state;
    const float rope_length = 2.0f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id hook = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 10.0f), 0.0f, 0.1f, 0.1f, NULL);
    r2d_shape_def heavy = r2d_shape_def_default();
    heavy.density = 50.0f;
    r2d_body_id load = add_box_body(world, R2D_BODY_DYNAMIC, vec2(1.0f, 10.0f), 0.0f, 0.3f, 0.3f, &heavy);
    r2d_distance_joint_def def = r2d_distance_joint_def_default();
    def.base.body_a = hook;
    def.base.body_b = load;
    def.length = rope_length;
    def.enable_spring = true;
    def.hertz = 0.0f;
    def.enable_limit = true;
    def.min_length = 0.0f;
    def.max_length = rope_length;
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_distance(world, &def, &joint));

    float longest = 0.0f;
    for (int step = 0; step < 300; ++step) {
        step_world(world, 1);
        longest = fmaxf(longest, joint_anchor_gap(joint));
    }
    print_message("rope of %.1f m: longest %.5f m\n", rope_length, longest);
    assert_true(longest <= rope_length + 0.01f);
    /* The load really hung on it. */
    assert_true(longest > rope_length - 0.01f);
    CHECK_OK(r2d_world_destroy(world));
}

/* A wheel hanging on its suspension from a static chassis. Along the axis
 * the constraint's effective mass is the wheel's (the chassis cannot move,
 * the anchor is the wheel's centre), so the spring's stiffness is
 * k = m (2 pi f)^2 and it settles m g / k = g / (2 pi f)^2 below its rest. */
static void wheel_suspension_settles_at_its_static_deflection(void** state)
{
    (void)state;
    const float hertz = 2.0f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id chassis = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 1.0f), 0.0f, 1.0f, 0.1f, NULL);
    r2d_body_id wheel = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.3f, NULL);
    r2d_wheel_joint_def def = r2d_wheel_joint_def_default();
    def.base.body_a = chassis;
    def.base.body_b = wheel;
    def.base.local_anchor_a = vec2(0.0f, -1.0f);
    def.hertz = hertz;
    def.damping_ratio = 0.7f;
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_wheel(world, &def, &joint));
    step_world(world, 240);

    float omega = 2.0f * PI * hertz;
    float stiffness = body_mass(wheel) * omega * omega;
    float expected = -body_mass(wheel) * GRAVITY / stiffness;
    float settled = joint_position(joint);
    print_message("wheel suspension: settled %.5f m, expected %.5f m\n", settled, expected);
    ASSERT_NEAR(settled, expected, 0.05f * fabsf(expected));
    /* The suspension is along its axis only. */
    ASSERT_NEAR(body_position(wheel).x, 0.0f, 0.001f);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(prismatic_slides_on_its_axis_between_its_limits),
        cmocka_unit_test(distance_spring_rings_at_its_frequency),
        cmocka_unit_test(rope_never_stretches_under_load),
        cmocka_unit_test(wheel_suspension_settles_at_its_static_deflection),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
