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

/* The box's one contact, which must have two points: it lies flat. */
static r2d_contact_data only_contact_lying_flat(r2d_body_id box)
{
    r2d_contact_data contacts[2];
    int32_t count;
    CHECK_OK(r2d_body_get_contacts(box, contacts, 2, &count));
    assert_int_equal(count, 1);
    assert_int_equal(contacts[0].point_count, 2);
    return contacts[0];
}

/* Checks the box is flat on the ground and within twice the slop of it,
 * both by its contact manifold and by its position. */
static void check_resting_depth(r2d_body_id box)
{
    r2d_contact_data contact = only_contact_lying_flat(box);
    for (int i = 0; i < contact.point_count; ++i) {
        float separation = contact.points[i].separation;
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
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
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

/* A box riding a kinematic platform barely moves against it, so its
 * manifold is carried along rather than recomputed each step: the points
 * must travel with the platform, or the box would be held up by points
 * metres behind it and tip. */
static void box_rides_a_moving_platform(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    r2d_body_id platform = add_box_body(world, R2D_BODY_KINEMATIC, vec2(0.0f, 0.0f), 0.0f, 3.0f, 0.25f, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.25f + BOX_HALF), 0.0f, BOX_HALF, BOX_HALF, NULL);
    step_world(world, 60);
    CHECK_OK(r2d_body_set_linear_velocity(platform, vec2(0.5f, 0.0f)));
    step_world(world, 60); /* the box slips a little as the platform starts */
    float offset = body_position(box).x - body_position(platform).x;

    step_world(world, 420); /* 3.5 m more */

    float platform_x = body_position(platform).x;
    r2d_vec2 box_position = body_position(box);
    print_message("platform at %.4f, box at (%.4f, %.4f), angle %.2g, offset %.4f then %.4f\n",
                  (double)platform_x, (double)box_position.x, (double)box_position.y, (double)body_angle(box),
                  (double)offset, (double)(box_position.x - platform_x));
    ASSERT_NEAR(platform_x, 4.0, 0.01);
    ASSERT_NEAR(box_position.x - platform_x, offset, 0.002);
    ASSERT_NEAR(box_position.y, 0.25f + BOX_HALF, 2.0f * LINEAR_SLOP);
    ASSERT_NEAR(body_angle(box), 0.0, 1e-3);
    r2d_contact_data contact = only_contact_lying_flat(box);
    for (int i = 0; i < contact.point_count; ++i) {
        ASSERT_NEAR(contact.points[i].point.x, box_position.x, BOX_HALF + 0.01f);
        ASSERT_NEAR(contact.points[i].point.y, 0.25f, 2.0f * LINEAR_SLOP);
    }
    CHECK_OK(r2d_world_destroy(world));
}

/* A resting body turned half round in place: B's offset in A's frame is
 * unchanged and the sine of the turn is zero, yet the box now lies on the
 * other side of the body's origin. The manifold must be made anew, with
 * its points under the box where it now is. */
static void half_turn_in_place_moves_the_contact(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    r2d_body_id body = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, BOX_HALF), 0.0f, 0.01f, 0.01f, NULL);
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_box offset_box = {vec2(BOX_HALF, BOX_HALF), vec2(2.0f, 0.0f), 0.0f};
    r2d_shape_id shape;
    CHECK_OK(r2d_shape_create_box(body, &shape_def, &offset_box, &shape));
    step_world(world, 120);

    r2d_vec2 origin = body_position(body);
    CHECK_OK(r2d_body_set_transform(body, origin, body_angle(body) + 3.14159265f));
    step_world(world, 1);

    r2d_contact_data contacts[2];
    int32_t count;
    CHECK_OK(r2d_body_get_contacts(body, contacts, 2, &count));
    assert_true(count >= 1);
    for (int k = 0; k < count; ++k) {
        for (int i = 0; i < contacts[k].point_count; ++i) {
            print_message("point at x %.3f\n", (double)contacts[k].points[i].point.x);
            assert_true(contacts[k].points[i].point.x < origin.x - 1.0f);
        }
    }
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(box_settles_and_sleeps),
        cmocka_unit_test(box_comes_to_rest_without_sleeping),
        cmocka_unit_test(box_rides_a_moving_platform),
        cmocka_unit_test(half_turn_in_place_moves_the_contact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
