/* Joints that hold a pose: a welded cantilever bends as its soft welds
 * predict and comes to rest, a mouse joint drags a body onto its target, a motor
 * joint holds its offset against gravity. */
#include "helpers.h"

#include <math.h>

#define GRAVITY 10.0f

static float largest_speed(r2d_world_id world)
{
    world_states states = world_states_read(world);
    float largest = 0.0f;
    for (int32_t i = 0; i < states.count; ++i) {
        largest = fmaxf(largest, hypotf(states.linear_velocities[i].x, states.linear_velocities[i].y));
    }
    world_states_free(&states);
    return largest;
}

/* The peak over one second of the fastest body's speed, m/s. */
static float peak_speed_over_a_second(r2d_world_id world)
{
    float peak = 0.0f;
    for (int step = 0; step < 60; ++step) {
        step_world(world, 1);
        peak = fmaxf(peak, largest_speed(world));
    }
    return peak;
}

/* Ten boxes of 1 m x 0.2 m welded end to end out from a static wall.
 * A rigid weld is a 60 Hz spring (header): its angular stiffness is the
 * joint's angular effective mass times (2 pi 60)^2, I for the joint at the
 * wall and I / 2 between two boxes (I = m (w^2 + h^2) / 12). The joint
 * at distance i from the wall bears the torque of the n - i boxes beyond
 * it, (n - i) m g (n - i) / 2, and turns the tip (at n - i - 1/2 from it)
 * down by its small angle times that arm: the sum is the model's sag,
 * about 1.9 m. The beam's bending mode is slow (~0.5 Hz) and each joint's
 * damping ratio of 2 is relative to its own 60 Hz, so the swing dies
 * slowly: it still swings by metres at 3 m/s after 10 s, at 6 cm/s after
 * 90 s (a decay time of about 20 s). */
static void welded_cantilever_sags_as_its_soft_welds_predict(void** state)
{
    (void)state;
    enum { BOX_COUNT = 10 };
    const float width = 1.0f;
    const float height = 0.2f;
    const float rigid_omega = 2.0f * 3.14159265f * 60.0f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id previous = add_box_body(world, R2D_BODY_STATIC, vec2(-0.5f, 5.0f), 0.0f, 0.5f, 2.0f, NULL);
    r2d_body_id tip = previous;
    for (int i = 0; i < BOX_COUNT; ++i) {
        tip = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.5f * width + (float)i * width, 5.0f), 0.0f, 0.5f * width,
                           0.5f * height, NULL);
        r2d_weld_joint_def def = r2d_weld_joint_def_default();
        def.base.body_a = previous;
        def.base.body_b = tip;
        def.base.local_anchor_a = vec2(0.5f * width, 0.0f);
        def.base.local_anchor_b = vec2(-0.5f * width, 0.0f);
        r2d_joint_id joint;
        CHECK_OK(r2d_joint_create_weld(world, &def, &joint));
        previous = tip;
    }

    float mass = body_mass(tip);
    float inertia = mass * (width * width + height * height) / 12.0f;
    float model_sag = 0.0f;
    for (int i = 0; i < BOX_COUNT; ++i) {
        float beyond = (float)(BOX_COUNT - i);
        float torque = beyond * mass * GRAVITY * 0.5f * beyond * width;
        float stiffness = (i == 0 ? inertia : 0.5f * inertia) * rigid_omega * rigid_omega;
        model_sag += torque / stiffness * (beyond - 0.5f) * width;
    }

    step_world(world, 9 * 60);
    float early_peak = peak_speed_over_a_second(world);
    step_world(world, 79 * 60);
    float late_peak = peak_speed_over_a_second(world);
    float sag = 5.0f - body_position(tip).y;
    print_message("cantilever: tip sags %.4f m, soft-weld model %.4f m; peak speed in the 10th second %.4f m/s, "
                  "in the 90th %.5f m/s\n",
                  sag, model_sag, early_peak, late_peak);
    ASSERT_NEAR(sag, model_sag, 0.1f * model_sag);
    /* The swing dies away, at least 20 times slower in 80 s. */
    assert_true(late_peak < 0.1f);
    assert_true(late_peak < 0.05f * early_peak);
    CHECK_OK(r2d_world_destroy(world));
}

/* A box in empty space is dragged by its corner to a target 5 m away. */
static void mouse_joint_drags_a_body_to_its_target(void** state)
{
    (void)state;
    const r2d_vec2 target = vec2(4.0f, 3.0f);
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, 0.0f));
    r2d_body_id ground = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, -5.0f), 0.0f, 1.0f, 0.1f, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_mouse_joint_def def = r2d_mouse_joint_def_default();
    def.base.body_a = ground;
    def.base.body_b = box;
    def.base.local_anchor_b = vec2(0.5f, 0.5f);
    def.target = target;
    def.max_force = 100.0f * body_mass(box);
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_mouse(world, &def, &joint));
    step_world(world, 180);

    r2d_vec2 grip = body_world_point(box, vec2(0.5f, 0.5f));
    float miss = hypotf(grip.x - target.x, grip.y - target.y);
    print_message("mouse: grip at (%.4f, %.4f), %.5f m from the target\n", grip.x, grip.y, miss);
    assert_true(miss < 0.01f);
    CHECK_OK(r2d_world_destroy(world));
}

/* A box held by a motor joint at an offset and angle from a static body,
 * under gravity: the joint's force bears the weight and the pose error
 * is corrected away. */
static void motor_joint_holds_its_offset(void** state)
{
    (void)state;
    const r2d_vec2 offset = vec2(2.0f, 3.0f);
    const float turn = 0.5f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -GRAVITY));
    r2d_body_id base = add_box_body(world, R2D_BODY_STATIC, vec2(1.0f, 1.0f), 0.0f, 0.2f, 0.2f, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(1.0f, 2.5f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_motor_joint_def def = r2d_motor_joint_def_default();
    def.base.body_a = base;
    def.base.body_b = box;
    def.linear_offset = offset;
    def.angular_offset = turn;
    def.max_force = 50.0f * body_mass(box) * GRAVITY;
    def.max_torque = 100.0f;
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_motor(world, &def, &joint));
    step_world(world, 180);

    r2d_vec2 p = body_position(box);
    print_message("motor joint: box at (%.5f, %.5f) angle %.5f, expected (%.1f, %.1f) angle %.2f\n", p.x, p.y,
                  body_angle(box), 1.0f + offset.x, 1.0f + offset.y, turn);
    ASSERT_NEAR(p.x, 1.0f + offset.x, 0.01f);
    ASSERT_NEAR(p.y, 1.0f + offset.y, 0.01f);
    ASSERT_NEAR(body_angle(box), turn, 0.01f);
    assert_true(largest_speed(world) < 0.01f);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(welded_cantilever_sags_as_its_soft_welds_predict),
        cmocka_unit_test(mouse_joint_drags_a_body_to_its_target),
        cmocka_unit_test(motor_joint_holds_its_offset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
