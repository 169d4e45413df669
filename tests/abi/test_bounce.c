/* A ball with restitution 1 dropped on a floor with restitution 1 keeps
 * its bounce: it rebounds at the speed it hits with, not at the slower
 * speed the impact step began with. What it still loses is the
 * integrator's: semi-implicit Euler lets a body in free flight lose
 * g h^2 / 2 of height each sub-step (0.35 mm a step at 60 Hz), which is
 * 0.4% of a 20 m bounce and 1.9% of a 1 m one. */
#include "helpers.h"

#include <math.h>

#define BALL_RADIUS 0.5f

/* The apexes of bounces of a ball dropped from drop_height (its bottom
 * above the floor), phase shifting the drop by a fraction of a step. */
static int measure_apexes(float drop_height, float phase, float* apexes, int count)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = 1.0f;
    add_ground(world, &def);
    float start = drop_height + BALL_RADIUS + phase * 10.0f * TEST_TIME_STEP * TEST_TIME_STEP;
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, start), BALL_RADIUS, &def);
    int found = 0;
    float previous_vy = 0.0f;
    for (int step = 0; step < 60 * 60 && found < count; ++step) {
        step_world(world, 1);
        float vy = body_velocity(ball).y;
        /* The apex lies within the step where the rise turns to a fall:
         * the parabola through it gives it exactly. */
        if (previous_vy > 0.0f && vy <= 0.0f) {
            float y = body_position(ball).y - BALL_RADIUS;
            apexes[found++] = y + vy * vy / 20.0f;
        }
        previous_vy = vy;
    }
    CHECK_OK(r2d_world_destroy(world));
    return found;
}

static void check_bounces(float drop_height, float min_ratio)
{
    for (int phase = 0; phase < 4; ++phase) {
        float apexes[10];
        assert_int_equal(measure_apexes(drop_height, 0.25f * (float)phase, apexes, 10), 10);
        float previous = drop_height;
        for (int i = 0; i < 10; ++i) {
            float ratio = apexes[i] / previous;
            if (!(ratio >= min_ratio && ratio <= 1.01f)) {
                fail_msg("drop %g m, phase %d: bounce %d reached %g of the apex before (at least %g wanted)",
                         (double)drop_height, phase, i + 1, (double)ratio, (double)min_ratio);
            }
            previous = apexes[i];
        }
    }
}

static void tall_drops_keep_99_percent(void** state)
{
    (void)state;
    check_bounces(5.0f, 0.99f);
    check_bounces(10.0f, 0.99f);
    check_bounces(20.0f, 0.99f);
}

/* Shorter flights: the integrator's loss is a larger share. */
static void short_drops_lose_only_the_integrators_share(void** state)
{
    (void)state;
    check_bounces(1.0f, 0.978f);
    check_bounces(2.0f, 0.985f);
}

/* A 200 m/s ball still stops on a 0.1 m floor. */
static void fast_ball_does_not_pass_a_thin_floor(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = 1.0f;
    add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, -0.05f), 0.0f, 20.0f, 0.05f, &def);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 10.0f), 0.1f, &def);
    CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(0.0f, -200.0f)));
    float lowest = 10.0f;
    for (int step = 0; step < 30; ++step) {
        step_world(world, 1);
        lowest = fminf(lowest, body_position(ball).y);
    }
    assert_true(lowest > 0.0f);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tall_drops_keep_99_percent),
        cmocka_unit_test(short_drops_lose_only_the_integrators_share),
        cmocka_unit_test(fast_ball_does_not_pass_a_thin_floor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
