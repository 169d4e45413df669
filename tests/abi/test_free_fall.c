/* A body in free fall follows y = -g t^2 / 2 and v = -g t. */
#include "helpers.h"

#include <math.h>

static void falls_one_second_like_a_parabola(void** state)
{
    (void)state;
    const float g = 10.0f;
    r2d_world_id world = create_world(vec2(0.0f, -g)); /* default sub-steps */
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);

    step_world(world, 60);

    const double t = 60.0 * TEST_TIME_STEP;
    const double expected_y = -0.5 * g * t * t;
    const double expected_vy = -g * t;
    r2d_vec2 position = body_position(ball);
    r2d_vec2 velocity = body_velocity(ball);
    ASSERT_NEAR(position.y, expected_y, 0.01 * fabs(expected_y));
    ASSERT_NEAR(velocity.y, expected_vy, 0.01 * fabs(expected_vy));
    /* Gravity is straight down: nothing sideways, no spin. */
    ASSERT_NEAR(position.x, 0.0, 1e-6);
    ASSERT_NEAR(body_angle(ball), 0.0, 1e-6);

    CHECK_OK(r2d_world_destroy(world));
}

static void gravity_scale_zero_floats(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_def def = r2d_body_def_default();
    def.type = R2D_BODY_DYNAMIC;
    def.gravity_scale = 0.0f;
    r2d_body_id body;
    CHECK_OK(r2d_body_create(world, &def, &body));

    step_world(world, 60);

    ASSERT_NEAR(body_position(body).y, 0.0, 1e-6);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(falls_one_second_like_a_parabola),
        cmocka_unit_test(gravity_scale_zero_floats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
