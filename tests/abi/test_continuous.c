/* Continuous collision: fast bodies do not pass through thin geometry,
 * and a body dropped with a huge time step still lands. */
#include "helpers.h"

#include <math.h>

/* The same launches on every run: a small linear congruential generator. */
static uint32_t next_random(uint32_t* seed)
{
    *seed = *seed * 1664525u + 1013904223u;
    return *seed >> 8;
}

static float random_between(uint32_t* seed, float low, float high)
{
    return low + (high - low) * (float)next_random(seed) / (float)(1u << 24);
}

static r2d_world_id create_world_without_gravity(void)
{
    return create_world(vec2(0.0f, 0.0f));
}

/* A ball 0.05 m in radius at 300 m/s (5 m per step) against a static wall
 * 0.1 m thick, at 10,000 launch angles up to 70 degrees off square: its
 * centre never gets past the wall's near face, and it ends touching or
 * clear of it (within 1.5 cm: slop plus the soft contact's give). */
static void fast_ball_stays_in_front_of_thin_static_wall(void** state)
{
    (void)state;
    const float radius = 0.05f;
    const float face = -0.05f; /* the wall is -0.05 < x < 0.05 */
    uint32_t seed = 1;
    float worst_centre = -INFINITY;
    float worst_end = -INFINITY;
    for (int launch = 0; launch < 10000; ++launch) {
        r2d_world_id world = create_world_without_gravity();
        add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 0.05f, 200.0f, NULL);
        float start_x = random_between(&seed, -6.0f, -0.2f);
        float start_y = random_between(&seed, -2.0f, 2.0f);
        float angle = random_between(&seed, -1.22f, 1.22f);
        r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(start_x, start_y), radius, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(300.0f * cosf(angle), 300.0f * sinf(angle))));
        for (int step = 0; step < 20; ++step) {
            step_world(world, 1);
            worst_centre = fmaxf(worst_centre, body_position(ball).x);
        }
        worst_end = fmaxf(worst_end, body_position(ball).x + radius);
        CHECK_OK(r2d_world_destroy(world));
    }
    print_message("worst centre x %.4f m (face at %.2f), worst surface x at the end %.4f m\n", worst_centre, face,
                  worst_end);
    assert_true(worst_centre < face);
    ASSERT_NEAR(fmaxf(worst_end, face), face, 0.015);
}

/* The same against a kinematic wall coming the other way at 2 m/s. */
static void fast_ball_stays_in_front_of_moving_kinematic_wall(void** state)
{
    (void)state;
    uint32_t seed = 7;
    for (int launch = 0; launch < 1000; ++launch) {
        r2d_world_id world = create_world_without_gravity();
        r2d_body_id wall = add_box_body(world, R2D_BODY_KINEMATIC, vec2(0.0f, 0.0f), 0.0f, 0.05f, 200.0f, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(wall, vec2(-2.0f, 0.0f)));
        float angle = random_between(&seed, -1.0f, 1.0f);
        r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC,
                                           vec2(random_between(&seed, -6.0f, -0.2f), 0.0f), 0.05f, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(300.0f * cosf(angle), 300.0f * sinf(angle))));
        for (int step = 0; step < 20; ++step) {
            step_world(world, 1);
            assert_true(body_position(ball).x < body_position(wall).x - 0.05f);
        }
        CHECK_OK(r2d_world_destroy(world));
    }
}

/* A spinning box (0.4 by 0.1 m, turning up to 60 rad/s) at 200 m/s
 * against the static wall, 1,000 launches: its centre never reaches the
 * wall's middle, and after 20 steps the whole box is back in front of the
 * wall (centre at least its half thickness from the face, less 1 cm of
 * give). Within a step that turns it 1 rad a corner may dig in deeper than
 * that, as in every engine whose sweeps stop at the first touch: the
 * turn after the touch is the contacts' to resolve. */
static void fast_spinning_box_does_not_pass_thin_wall(void** state)
{
    (void)state;
    uint32_t seed = 3;
    float worst_end = -INFINITY;
    for (int launch = 0; launch < 1000; ++launch) {
        r2d_world_id world = create_world_without_gravity();
        add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 0.05f, 200.0f, NULL);
        float angle = random_between(&seed, -1.0f, 1.0f);
        r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(random_between(&seed, -6.0f, -0.5f), 0.0f),
                                       random_between(&seed, 0.0f, 3.14f), 0.2f, 0.05f, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(box, vec2(200.0f * cosf(angle), 200.0f * sinf(angle))));
        CHECK_OK(r2d_body_set_angular_velocity(box, random_between(&seed, -60.0f, 60.0f)));
        for (int step = 0; step < 20; ++step) {
            step_world(world, 1);
            assert_true(body_position(box).x < 0.0f);
        }
        worst_end = fmaxf(worst_end, body_position(box).x);
        CHECK_OK(r2d_world_destroy(world));
    }
    print_message("worst centre x at the end %.4f m\n", worst_end);
    assert_true(worst_end < -0.05f - 0.05f + 0.01f);
}

/* A bullet at 300 m/s against a free dynamic plank 0.1 m thick (400 m
 * long, so the ball cannot go round its end in the 20 steps): 1,000
 * launches, and the ball's centre never gets to the plank's far side of
 * its near face, measured in the plank's frame. */
static void bullet_stays_in_front_of_thin_dynamic_plank(void** state)
{
    (void)state;
    uint32_t seed = 11;
    for (int launch = 0; launch < 1000; ++launch) {
        r2d_world_id world = create_world_without_gravity();
        r2d_body_id plank = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.0f, 0.05f, 200.0f, NULL);
        float angle = random_between(&seed, -0.8f, 0.8f);
        r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC,
                                           vec2(random_between(&seed, -6.0f, -0.2f), 0.0f), 0.05f, NULL);
        CHECK_OK(r2d_body_set_bullet(ball, true));
        CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(300.0f * cosf(angle), 300.0f * sinf(angle))));
        for (int step = 0; step < 20; ++step) {
            step_world(world, 1);
            r2d_vec2 p = body_position(ball);
            r2d_vec2 c = body_position(plank);
            float a = body_angle(plank);
            float local_x = cosf(a) * (p.x - c.x) + sinf(a) * (p.y - c.y);
            assert_true(local_x < -0.05f);
        }
        CHECK_OK(r2d_world_destroy(world));
    }
}

/* Drops a 0.5 m ball from 4 m (its bottom 3.5 m above) onto a static
 * ground 1 m thick and steps 10 s at time_step; the ball's height after. */
static float height_after_drop(float time_step, bool continuous)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    CHECK_OK(r2d_world_enable_continuous(world, continuous));
    add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, -0.5f), 0.0f, 20.0f, 0.5f, NULL);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 4.0f), 0.5f, NULL);
    int steps = (int)lroundf(10.0f / time_step);
    for (int i = 0; i < steps; ++i) CHECK_OK(r2d_world_step(world, time_step));
    float height = body_position(ball).y;
    CHECK_OK(r2d_world_destroy(world));
    return height;
}

/* It rests on the ground (centre 0.5 m up) at 1/60, 1/10 and even 1 s per
 * step: within 1 cm at the first two; at 1 s the contact, softened to the
 * quarter-second sub-step, yields to gravity by a few centimetres, so
 * within 3 cm there. With continuous collision off, the 1 s step lets it
 * fall through, which is what the sweep is for. */
static void dropped_ball_lands_at_any_time_step(void** state)
{
    (void)state;
    const float steps[] = {1.0f / 60.0f, 0.1f, 1.0f};
    const float tolerances[] = {0.01f, 0.01f, 0.03f};
    for (int i = 0; i < 3; ++i) {
        float height = height_after_drop(steps[i], true);
        print_message("time step %.4f s: ball at %.4f m\n", steps[i], height);
        ASSERT_NEAR(height, 0.5, tolerances[i]);
    }
    assert_true(height_after_drop(1.0f, false) < -1.0f);
}

/* A chain along y = 0, listed left to right, is solid from above. A ball at
 * 300 m/s shot down at it from above stays above; one shot up at it from
 * below passes through, as a one-sided chain lets it, sweep or not. */
static void fast_ball_meets_a_chain_from_its_solid_side_only(void** state)
{
    (void)state;
    const r2d_vec2 points[] = {{-50.0f, 0.0f}, {-10.0f, 0.0f}, {0.0f, 0.0f}, {10.0f, 0.0f}, {50.0f, 0.0f}};
    for (int from_below = 0; from_below < 2; ++from_below) {
        r2d_world_id world = create_world_without_gravity();
        r2d_body_def def = r2d_body_def_default();
        r2d_body_id ground;
        CHECK_OK(r2d_body_create(world, &def, &ground));
        r2d_chain_def chain = r2d_chain_def_default();
        chain.points = points;
        chain.count = 5;
        r2d_chain_id chain_id;
        CHECK_OK(r2d_chain_create(ground, &chain, &chain_id));
        float side = from_below ? -1.0f : 1.0f;
        r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-3.0f, 3.0f * side), 0.05f, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(150.0f, -300.0f * side)));
        step_world(world, 10);
        float y = body_position(ball).y;
        if (from_below) {
            assert_true(y > 10.0f);
        } else {
            assert_true(y > 0.0f);
        }
        CHECK_OK(r2d_world_destroy(world));
    }
}

static void continuous_flag_reads_back(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    bool enabled = false;
    CHECK_OK(r2d_world_is_continuous_enabled(world, &enabled));
    assert_true(enabled);
    CHECK_OK(r2d_world_enable_continuous(world, false));
    CHECK_OK(r2d_world_is_continuous_enabled(world, &enabled));
    assert_false(enabled);
    assert_int_equal(r2d_world_is_continuous_enabled(world, NULL), R2D_ERROR_NULL_POINTER);
    CHECK_OK(r2d_world_destroy(world));
    assert_int_equal(r2d_world_enable_continuous(world, true), R2D_ERROR_INVALID_ID);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fast_ball_stays_in_front_of_thin_static_wall),
        cmocka_unit_test(fast_ball_stays_in_front_of_moving_kinematic_wall),
        cmocka_unit_test(fast_spinning_box_does_not_pass_thin_wall),
        cmocka_unit_test(bullet_stays_in_front_of_thin_dynamic_plank),
        cmocka_unit_test(dropped_ball_lands_at_any_time_step),
        cmocka_unit_test(fast_ball_meets_a_chain_from_its_solid_side_only),
        cmocka_unit_test(continuous_flag_reads_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
