/* Revolute joints obey the laws of a hinge: pendulum periods, the pivot
 * force of a hanging body, limits that stop an arm, motors that reach
 * their speed and stall at their torque, a long chain that holds. */
#include "helpers.h"

#include <math.h>

#define GRAVITY 10.0f
#define PI 3.14159265f

static float body_x(const void* context)
{
    return body_position(*(const r2d_body_id*)context).x;
}

static float body_angle_signal(const void* context)
{
    return body_angle(*(const r2d_body_id*)context);
}

/* A small dense ball on a revolute joint L away from its centre: a point
 * mass on a massless arm. Its own inertia (m r^2 / 2) lengthens the period
 * by 0.06% and the 0.1 rad amplitude by another 0.06%, both under the 1%. */
static void point_mass_pendulum_period(void** state)
{
    (void)state;
    const float length = 1.0f;
    const float swing = 0.1f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id pivot = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 0.1f, 0.1f, NULL);
    r2d_shape_def dense = r2d_shape_def_default();
    dense.density = 100.0f;
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(length * sinf(swing), -length * cosf(swing)),
                                       0.05f, &dense);
    add_revolute_at(world, pivot, ball, vec2(0.0f, 0.0f));

    float period = oscillation_period(world, 600, body_x, &ball);
    float expected = 2.0f * PI * sqrtf(length / GRAVITY);
    print_message("point-mass pendulum: period %.5f s, expected %.5f s\n", period, expected);
    ASSERT_NEAR(period, expected, 0.01f * expected);
    CHECK_OK(r2d_world_destroy(world));
}

/* A thin rod pivoted at one end: T = 2 pi sqrt(I / (m g d)), with I about
 * the pivot from the rod's geometry, not from the library. */
static void compound_pendulum_period(void** state)
{
    (void)state;
    const float half_length = 0.5f;
    const float half_width = 0.02f;
    const float swing = 0.1f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id pivot = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 0.1f, 0.1f, NULL);
    r2d_vec2 centre = vec2(half_length * sinf(swing), -half_length * cosf(swing));
    r2d_body_id rod = add_box_body(world, R2D_BODY_DYNAMIC, centre, swing, half_width, half_length, NULL);
    add_revolute_at(world, pivot, rod, vec2(0.0f, 0.0f));

    float width = 2.0f * half_width;
    float length = 2.0f * half_length;
    float inertia_per_mass = (width * width + length * length) / 12.0f + half_length * half_length;
    float expected = 2.0f * PI * sqrtf(inertia_per_mass / (GRAVITY * half_length));
    float period = oscillation_period(world, 600, body_angle_signal, &rod);
    print_message("compound pendulum: period %.5f s, expected %.5f s\n", period, expected);
    ASSERT_NEAR(period, expected, 0.01f * expected);
    CHECK_OK(r2d_world_destroy(world));
}

/* A box hanging still from a hinge at its top: the joint holds its weight. */
static void hanging_body_is_held_by_its_weight(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id ceiling = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 5.0f), 0.0f, 1.0f, 0.1f, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 4.0f), 0.0f, 0.3f, 0.5f, NULL);
    r2d_joint_id joint = add_revolute_at(world, ceiling, box, vec2(0.0f, 4.5f));
    step_world(world, 120);

    r2d_vec2 force;
    CHECK_OK(r2d_joint_get_constraint_force(joint, &force));
    float weight = body_mass(box) * GRAVITY;
    print_message("hanging body: force (%.4f, %.4f) N, weight %.4f N\n", force.x, force.y, weight);
    ASSERT_NEAR(force.y, weight, 0.01f * weight);
    ASSERT_NEAR(force.x, 0.0f, 0.01f * weight);
    CHECK_OK(r2d_world_destroy(world));
}

/* A horizontal 2 m arm hinged at its left end to a wall, its limit on:
 * gravity turns it towards the lower limit. */
typedef struct arm {
    r2d_world_id world;
    r2d_body_id body;
    r2d_joint_id joint;
} arm;

static arm make_arm(float lower, float upper)
{
    arm a;
    a.world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id wall = add_box_body(a.world, R2D_BODY_STATIC, vec2(-0.2f, 0.0f), 0.0f, 0.1f, 1.0f, NULL);
    a.body = add_box_body(a.world, R2D_BODY_DYNAMIC, vec2(1.0f, 0.0f), 0.0f, 1.0f, 0.1f, NULL);
    a.joint = add_revolute_at(a.world, wall, a.body, vec2(0.0f, 0.0f));
    CHECK_OK(r2d_joint_set_limits(a.joint, lower, upper));
    CHECK_OK(r2d_joint_enable_limit(a.joint, true));
    return a;
}

static void limit_stops_a_falling_arm(void** state)
{
    (void)state;
    arm a = make_arm(-0.5f, 0.5f);
    float lowest = 0.0f;
    for (int step = 0; step < 180; ++step) {
        step_world(a.world, 1);
        lowest = fminf(lowest, joint_position(a.joint));
    }
    float settled = joint_position(a.joint);
    print_message("limit -0.5 rad: lowest %.5f rad, settled %.5f rad, arm angle %.5f rad\n", lowest, settled,
                  body_angle(a.body));
    ASSERT_NEAR(lowest, -0.5f, 0.02f);
    ASSERT_NEAR(settled, -0.5f, 0.02f);
    ASSERT_NEAR(body_angle(a.body), -0.5f, 0.02f);
    CHECK_OK(r2d_world_destroy(a.world));
}

/* A wheel on an axle, no gravity: a motor with torque to spare turns it
 * at the motor's speed. */
static void motor_reaches_its_speed(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, 0.0f));
    r2d_body_id axle = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 0.1f, 0.1f, NULL);
    r2d_body_id wheel = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    r2d_joint_id joint = add_revolute_at(world, axle, wheel, vec2(0.0f, 0.0f));
    CHECK_OK(r2d_joint_set_motor_speed(joint, 2.0f));
    CHECK_OK(r2d_joint_set_max_motor_effort(joint, 100.0f));
    CHECK_OK(r2d_joint_enable_motor(joint, true));
    step_world(world, 60);

    float speed;
    CHECK_OK(r2d_joint_get_speed(joint, &speed));
    float spin;
    CHECK_OK(r2d_body_get_angular_velocity(wheel, &spin));
    print_message("motor 2 rad/s: joint speed %.5f rad/s, wheel spin %.5f rad/s\n", speed, spin);
    ASSERT_NEAR(speed, 2.0f, 0.01f);
    ASSERT_NEAR(spin, 2.0f, 0.01f);
    CHECK_OK(r2d_world_destroy(world));
}

/* The arm rests on its lower limit at 0 while the motor tries to lift it
 * with half the torque gravity needs (m g d, d the arm's half length):
 * the motor stalls at its maximum torque and the limit takes the rest. */
static void stalled_motor_holds_its_max_torque(void** state)
{
    (void)state;
    arm a = make_arm(0.0f, 1.0f);
    const float lever = 1.0f; /* from the hinge to the arm's centre of mass */
    float gravity_torque = body_mass(a.body) * GRAVITY * lever;
    float max_torque = 0.5f * gravity_torque;
    CHECK_OK(r2d_joint_set_motor_speed(a.joint, 1.0f));
    CHECK_OK(r2d_joint_set_max_motor_effort(a.joint, max_torque));
    CHECK_OK(r2d_joint_enable_motor(a.joint, true));
    step_world(a.world, 120);

    float effort;
    CHECK_OK(r2d_joint_get_motor_effort(a.joint, &effort));
    float settled = joint_position(a.joint);
    print_message("stalled motor: effort %.5f N m, max %.5f N m (gravity %.5f N m), angle %.5f rad\n", effort,
                  max_torque, gravity_torque, settled);
    ASSERT_NEAR(effort, max_torque, 0.02f * max_torque);
    ASSERT_NEAR(settled, 0.0f, 0.02f);
    CHECK_OK(r2d_world_destroy(a.world));
}

/* 100 links of 0.5 m fall from horizontal and hang from a static body:
 * the soft joints stretch under the swing but no hinge opens 5 cm. */
static void hanging_chain_of_100_links_holds_together(void** state)
{
    (void)state;
    enum { LINK_COUNT = 100 };
    const float link_length = 0.5f;
    const float height = 60.0f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id previous = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, height), 0.0f, 0.1f, 0.1f, NULL);
    r2d_joint_id joints[LINK_COUNT];
    for (int i = 0; i < LINK_COUNT; ++i) {
        float left = link_length * (float)i;
        r2d_body_id link = add_box_body(world, R2D_BODY_DYNAMIC, vec2(left + 0.5f * link_length, height), 0.0f,
                                        0.5f * link_length, 0.05f, NULL);
        joints[i] = add_revolute_at(world, previous, link, vec2(left, height));
        previous = link;
    }
    step_world(world, 600);

    float largest_gap = 0.0f;
    for (int i = 0; i < LINK_COUNT; ++i) {
        largest_gap = fmaxf(largest_gap, joint_anchor_gap(joints[i]));
    }
    r2d_vec2 end = body_position(previous);
    print_message("chain of %d: largest anchor gap %.5f m, last link at (%.3f, %.3f)\n", LINK_COUNT, largest_gap,
                  end.x, end.y);
    assert_true(largest_gap < 0.05f);
    /* It did fall: the last link hangs far below the anchor. */
    assert_true(end.y < height - 20.0f);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(point_mass_pendulum_period),
        cmocka_unit_test(compound_pendulum_period),
        cmocka_unit_test(hanging_body_is_held_by_its_weight),
        cmocka_unit_test(limit_stops_a_falling_arm),
        cmocka_unit_test(motor_reaches_its_speed),
        cmocka_unit_test(stalled_motor_holds_its_max_torque),
        cmocka_unit_test(hanging_chain_of_100_links_holds_together),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
