/* Jointed bodies share an island: they sleep and wake together. A body's
 * joints are listed, die with it, and collide_connected decides whether
 * the two bodies touch. */
#include "helpers.h"

#include <math.h>

static bool is_awake(r2d_body_id body)
{
    bool awake;
    CHECK_OK(r2d_body_is_awake(body, &awake));
    return awake;
}

static int32_t body_joint_count(r2d_body_id body)
{
    int32_t count;
    CHECK_OK(r2d_body_get_joint_count(body, &count));
    return count;
}

/* A rigid rod between the bodies' origins, as long as they are apart. */
static r2d_joint_id rod(r2d_world_id world, r2d_body_id a, r2d_body_id b)
{
    r2d_distance_joint_def def = r2d_distance_joint_def_default();
    def.base.body_a = a;
    def.base.body_b = b;
    r2d_vec2 pa = body_position(a);
    r2d_vec2 pb = body_position(b);
    def.length = hypotf(pb.x - pa.x, pb.y - pa.y);
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_distance(world, &def, &joint));
    return joint;
}

/* A box on the ground and one higher up, tied by a rod: the high one
 * swings down onto the ground; the low one would sleep first on its own, but the island waits for
 * both, and waking one wakes the other. */
static void jointed_bodies_sleep_and_wake_together(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    r2d_body_id low = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_body_id high = add_box_body(world, R2D_BODY_DYNAMIC, vec2(3.0f, 3.0f), 0.0f, 0.5f, 0.5f, NULL);
    rod(world, low, high);

    int low_slept_at = -1;
    int high_slept_at = -1;
    for (int step = 1; step <= 600 && (low_slept_at < 0 || high_slept_at < 0); ++step) {
        step_world(world, 1);
        if (low_slept_at < 0 && !is_awake(low)) {
            low_slept_at = step;
        }
        if (high_slept_at < 0 && !is_awake(high)) {
            high_slept_at = step;
        }
    }
    print_message("fell asleep at steps %d and %d\n", low_slept_at, high_slept_at);
    assert_true(low_slept_at > 0);
    assert_int_equal(low_slept_at, high_slept_at);

    CHECK_OK(r2d_body_set_linear_velocity(high, vec2(0.0f, 2.0f)));
    step_world(world, 1);
    assert_true(is_awake(high));
    assert_true(is_awake(low));
    CHECK_OK(r2d_world_destroy(world));
}

/* A box asleep on the ground; a ball hung from it by a new joint wakes
 * it, and the swinging ball keeps it awake. */
static void joint_to_a_sleeping_body_wakes_it(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    r2d_body_id sleeper = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    step_world(world, 300);
    assert_false(is_awake(sleeper));

    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(2.0f, 3.0f), 0.2f, NULL);
    r2d_joint_id joint = rod(world, sleeper, ball);
    assert_true(is_awake(sleeper));
    step_world(world, 30);
    assert_true(is_awake(sleeper));
    assert_true(is_awake(ball));
    /* The ball swings on the rod, so the sleeper bears it. */
    ASSERT_NEAR(joint_position(joint), hypotf(2.0f, 2.5f), 0.01f);
    CHECK_OK(r2d_world_destroy(world));
}

/* A body's joints are listed newest first; destroying a body takes its
 * joints with it and their ids go stale. */
static void destroying_a_body_destroys_its_joints(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id left = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-2.0f, 5.0f), 0.3f, NULL);
    r2d_body_id middle = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 5.0f), 0.3f, NULL);
    r2d_body_id right = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(2.0f, 5.0f), 0.3f, NULL);
    r2d_joint_id first = rod(world, left, middle);
    r2d_joint_id second = rod(world, middle, right);
    step_world(world, 10);

    assert_int_equal(body_joint_count(middle), 2);
    r2d_joint_id listed[4];
    int32_t count;
    CHECK_OK(r2d_body_get_joints(middle, listed, 4, &count));
    assert_int_equal(count, 2);
    assert_true(listed[0].bits == second.bits);
    assert_true(listed[1].bits == first.bits);

    CHECK_OK(r2d_body_destroy(left));
    r2d_joint_type type;
    assert_int_equal(r2d_joint_get_type(first, &type), R2D_ERROR_INVALID_ID);
    assert_int_equal(r2d_joint_destroy(first), R2D_ERROR_INVALID_ID);
    assert_int_equal(body_joint_count(middle), 1);
    CHECK_OK(r2d_body_get_joints(middle, listed, 4, &count));
    assert_int_equal(count, 1);
    assert_true(listed[0].bits == second.bits);
    int32_t world_joints;
    CHECK_OK(r2d_world_get_joint_count(world, &world_joints));
    assert_int_equal(world_joints, 1);
    CHECK_OK(r2d_joint_get_type(second, &type));
    assert_int_equal(type, R2D_JOINT_DISTANCE);
    step_world(world, 10);
    CHECK_OK(r2d_world_destroy(world));
}

static int32_t body_contact_count(r2d_body_id body)
{
    int32_t count;
    CHECK_OK(r2d_body_get_contact_count(body, &count));
    return count;
}

/* Two overlapping boxes hinged at their shared centre, no gravity: with
 * collide_connected false they pass through each other untouched; with
 * it true they touch, and turning it off again ends the contact at once. */
static void collide_connected_decides_whether_jointed_bodies_touch(void** state)
{
    (void)state;
    for (int collide = 0; collide <= 1; ++collide) {
        r2d_world_id world = create_world_without_sleep(vec2(0.0f, 0.0f));
        r2d_body_id a = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.0f, 1.0f, 0.2f, NULL);
        r2d_body_id b = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.5f, 0.0f), 0.0f, 1.0f, 0.2f, NULL);
        r2d_revolute_joint_def def = r2d_revolute_joint_def_default();
        def.base.body_a = a;
        def.base.body_b = b;
        def.base.local_anchor_a = vec2(0.25f, 0.0f);
        def.base.local_anchor_b = vec2(-0.25f, 0.0f);
        def.base.collide_connected = collide != 0;
        r2d_joint_id joint;
        CHECK_OK(r2d_joint_create_revolute(world, &def, &joint));
        step_world(world, 2);
        print_message("collide_connected %d: %d contacts\n", collide, body_contact_count(a));
        if (collide) {
            assert_true(body_contact_count(a) > 0);
            CHECK_OK(r2d_joint_set_collide_connected(joint, false));
            assert_int_equal(body_contact_count(a), 0);
            step_world(world, 2);
        }
        assert_int_equal(body_contact_count(a), 0);
        assert_int_equal(world_contact_count(world), 0);
        CHECK_OK(r2d_world_destroy(world));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(jointed_bodies_sleep_and_wake_together),
        cmocka_unit_test(joint_to_a_sleeping_body_wakes_it),
        cmocka_unit_test(destroying_a_body_destroys_its_joints),
        cmocka_unit_test(collide_connected_decides_whether_jointed_bodies_touch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
