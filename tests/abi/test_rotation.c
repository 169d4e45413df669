/* A box dropped on a corner tips over and comes to rest flat on a face. */
#include "helpers.h"

#include <math.h>

#define HALF_PI 1.57079632679489662

/* Distance from angle to the nearest multiple of pi/2. */
static double distance_to_quarter_turn(double angle)
{
    double turns = angle / HALF_PI;
    return fabs(turns - floor(turns + 0.5)) * HALF_PI;
}

/* Drops a box of half extents hx, hy at start_angle from 2 m and checks it
 * lies flat on its face of half height rest_half after five seconds. */
static void check_tips_over_and_lies_flat(float hx, float hy, float start_angle, float rest_half)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 2.0f), start_angle, hx, hy, NULL);

    step_world(world, 300);

    double angle = body_angle(box);
    print_message("start angle %.3f, rest angle %.5f, height %.4f\n", (double)start_angle, angle,
                  (double)body_position(box).y);
    /* It really turned, and stopped square. */
    assert_true(fabs(angle - start_angle) > 0.2);
    assert_true(distance_to_quarter_turn(angle) < 0.01);
    ASSERT_NEAR(body_position(box).y, rest_half, 0.02);
    r2d_vec2 velocity = body_velocity(box);
    ASSERT_NEAR(velocity.x, 0.0, 0.01);
    ASSERT_NEAR(velocity.y, 0.0, 0.01);
    CHECK_OK(r2d_world_destroy(world));
}

static void square_on_corner_falls_flat(void** state)
{
    (void)state;
    /* A little past the balance point so it falls one way. */
    check_tips_over_and_lies_flat(0.5f, 0.5f, (float)(HALF_PI / 2.0) + 0.05f, 0.5f);
}

static void long_box_ends_on_its_long_side(void** state)
{
    (void)state;
    check_tips_over_and_lies_flat(0.8f, 0.3f, 1.0f, 0.3f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(square_on_corner_falls_flat),
        cmocka_unit_test(long_box_ends_on_its_long_side),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
