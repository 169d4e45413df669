/* Head-on collisions of two frictionless circles of unequal mass end with
 * the velocities of the textbook one-dimensional impact:
 *   v1' = (m1 v1 + m2 v2 - m2 e (v1 - v2)) / (m1 + m2)
 *   v2' = (m1 v1 + m2 v2 + m1 e (v1 - v2)) / (m1 + m2) */
#include "helpers.h"

#include <math.h>

static r2d_body_id add_moving_circle(r2d_world_id world, float x, float radius, float density, float restitution,
                                     float speed)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.density = density;
    def.static_friction = 0.0f;
    def.dynamic_friction = 0.0f;
    def.restitution = restitution;
    r2d_body_id body = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(x, 0.0f), radius, &def);
    CHECK_OK(r2d_body_set_linear_velocity(body, vec2(speed, 0.0f)));
    return body;
}

static void check_head_on_collision(float e)
{
    r2d_world_def world_def = r2d_world_def_default();
    world_def.gravity = vec2(0.0f, 0.0f);
    world_def.restitution_threshold = 0.1f;
    r2d_world_id world = create_world_from_def(&world_def);

    /* Both move right and the small dense one catches the big light one, so
     * no expected velocity is near zero and a 2% tolerance stays meaningful. */
    const float v1 = 10.0f;
    const float v2 = 4.0f;
    r2d_body_id first = add_moving_circle(world, -2.0f, 0.5f, 2.0f, e, v1);
    r2d_body_id second = add_moving_circle(world, 1.0f, 1.0f, 1.0f, e, v2);
    const double m1 = body_mass(first);
    const double m2 = body_mass(second);
    assert_true(m2 > 1.5 * m1); /* the masses really differ */

    /* They meet after 0.25 s; one second leaves time to separate. */
    step_world(world, 60);

    const double momentum = m1 * v1 + m2 * v2;
    const double expected1 = (momentum - m2 * e * (v1 - v2)) / (m1 + m2);
    const double expected2 = (momentum + m1 * e * (v1 - v2)) / (m1 + m2);
    r2d_vec2 final1 = body_velocity(first);
    r2d_vec2 final2 = body_velocity(second);
    print_message("e = %.1f: v1' = %.5f (expected %.5f), v2' = %.5f (expected %.5f)\n", (double)e,
                  (double)final1.x, expected1, (double)final2.x, expected2);
    ASSERT_NEAR(final1.x, expected1, 0.02 * fabs(expected1));
    ASSERT_NEAR(final2.x, expected2, 0.02 * fabs(expected2));
    /* A central impact pushes along the line of centres only. */
    ASSERT_NEAR(final1.y, 0.0, 1e-4);
    ASSERT_NEAR(final2.y, 0.0, 1e-4);

    CHECK_OK(r2d_world_destroy(world));
}

static void perfectly_inelastic(void** state)
{
    (void)state;
    check_head_on_collision(0.0f);
}

static void half_elastic(void** state)
{
    (void)state;
    check_head_on_collision(0.5f);
}

static void perfectly_elastic(void** state)
{
    (void)state;
    check_head_on_collision(1.0f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(perfectly_inelastic),
        cmocka_unit_test(half_elastic),
        cmocka_unit_test(perfectly_elastic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
