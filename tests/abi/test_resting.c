/* A box dropped a few centimetres onto static ground settles: it sinks no
 * deeper than twice the linear slop, stops, and falls asleep. */
#include "helpers.h"

#include <math.h>
#include <stdbool.h>

#define LINEAR_SLOP 0.005f
#define BOX_HALF 0.5f

static r2d_body_id drop_box_on_ground(r2d_world_id world)
{
    add_ground(world, NULL);
    return add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, BOX_HALF + 0.05f), 0.0f, BOX_HALF, BOX_HALF, NULL);
}

/* Checks the box is flat on the ground and within twice the slop of it,
 * both by its contact manifold and by its position. */
static void check_resting_depth(r2d_body_id box)
{
    r2d_contact_data contacts[4];
    int32_t count;
    CHECK_OK(r2d_body_get_contacts(box, contacts, 4, &count));
    assert_int_equal(count, 1);
    assert_int_equal(contacts[0].point_count, 2);
    for (int i = 0; i < contacts[0].point_count; ++i) {
        float separation = contacts[0].points[i].separation;
        print_message("point %d separation %.6f\n", i, (double)separation);
        assert_true(separation >= -2.0f * LINEAR_SLOP);
        assert_true(separation <= LINEAR_SLOP);
    }
    ASSERT_NEAR(body_position(box).y, BOX_HALF, 2.0f * LINEAR_SLOP);
    ASSERT_NEAR(body_angle(box), 0.0, 1e-3);
}

static void box_settles_and_sleeps(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id box = drop_box_on_ground(world);

    step_world(world, 600);

    check_resting_depth(box);
    bool awake = true;
    CHECK_OK(r2d_body_is_awake(box, &awake));
    assert_false(awake);
    CHECK_OK(r2d_world_destroy(world));
}

static void box_comes_to_rest_without_sleeping(void** state)
{
    (void)state;
    r2d_world_def def = r2d_world_def_default();
    def.enable_sleep = false;
    r2d_world_id world = create_world_from_def(&def);
    r2d_body_id box = drop_box_on_ground(world);

    step_world(world, 600);

    check_resting_depth(box);
    r2d_vec2 velocity = body_velocity(box);
    float angular_velocity;
    CHECK_OK(r2d_body_get_angular_velocity(box, &angular_velocity));
    double speed = sqrt((double)velocity.x * velocity.x + (double)velocity.y * velocity.y);
    print_message("resting speed %.3g m/s, spin %.3g rad/s\n", speed, (double)angular_velocity);
    assert_true(speed < 1e-3);
    /* The box's corners move at spin * 0.7 m: keep them under 1 mm/s too. */
    assert_true(fabs(angular_velocity) < 1e-3);
    bool awake = false;
    CHECK_OK(r2d_body_is_awake(box, &awake));
    assert_true(awake);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(box_settles_and_sleeps),
        cmocka_unit_test(box_comes_to_rest_without_sleeping),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
