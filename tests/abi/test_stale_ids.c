/* Ids carry a generation: once destroyed, an id stays refused even after
 * a new object takes over its slot, and the new object's id works. */
#include "helpers.h"

#include <string.h>

static void expect_invalid_id(r2d_status status)
{
    assert_int_equal(status, R2D_ERROR_INVALID_ID);
    assert_true(strlen(r2d_last_error_message()) > 0);
}

static void destroyed_body_stays_refused_after_slot_reuse(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id first = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(1.0f, 2.0f), 0.5f, NULL);
    CHECK_OK(r2d_body_destroy(first));
    r2d_body_id second = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(3.0f, 4.0f), 0.5f, NULL);
    assert_true(first.bits != second.bits);

    r2d_vec2 position;
    expect_invalid_id(r2d_body_get_position(first, &position));
    expect_invalid_id(r2d_body_set_linear_velocity(first, vec2(1.0f, 0.0f)));
    expect_invalid_id(r2d_body_destroy(first));
    /* The newcomer is untouched by the refused calls and works. */
    position = body_position(second);
    ASSERT_NEAR(position.x, 3.0, 1e-6);
    ASSERT_NEAR(position.y, 4.0, 1e-6);
    ASSERT_NEAR(body_velocity(second).x, 0.0, 1e-6);
    assert_int_equal(world_body_count(world), 1);
    CHECK_OK(r2d_body_destroy(second));
    assert_int_equal(world_body_count(world), 0);
    CHECK_OK(r2d_world_destroy(world));
}

static void destroyed_shape_stays_refused_after_slot_reuse(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id body = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    r2d_shape_id first = add_circle_shape(body, 0.5f, NULL);
    CHECK_OK(r2d_shape_destroy(first));
    r2d_shape_id second = add_circle_shape(body, 0.5f, NULL);
    assert_true(first.bits != second.bits);

    r2d_body_id owner;
    expect_invalid_id(r2d_shape_get_body(first, &owner));
    expect_invalid_id(r2d_shape_set_user_data(first, 42));
    expect_invalid_id(r2d_shape_destroy(first));
    CHECK_OK(r2d_shape_get_body(second, &owner));
    assert_true(owner.bits == body.bits);
    uint64_t user_data = 7;
    CHECK_OK(r2d_shape_get_user_data(second, &user_data));
    assert_true(user_data == 0); /* the refused set did not land on the newcomer */
    assert_int_equal(world_shape_count(world), 2);
    CHECK_OK(r2d_world_destroy(world));
}

static void shapes_of_a_destroyed_body_are_refused(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id body = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    r2d_shape_id shape;
    int32_t count;
    CHECK_OK(r2d_body_get_shapes(body, &shape, 1, &count));
    CHECK_OK(r2d_body_destroy(body));

    r2d_aabb aabb;
    expect_invalid_id(r2d_shape_get_aabb(shape, &aabb));
    assert_int_equal(world_shape_count(world), 0);
    CHECK_OK(r2d_world_destroy(world));
}

static void ids_of_a_destroyed_world_are_refused(void** state)
{
    (void)state;
    r2d_world_id old_world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id old_body = add_circle_body(old_world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    r2d_shape_id old_shape;
    int32_t count;
    CHECK_OK(r2d_body_get_shapes(old_body, &old_shape, 1, &count));
    CHECK_OK(r2d_world_destroy(old_world));

    /* A new world, likely in the old one's slot, with a body in the old
     * body's slot: none of the old ids may reach them. */
    r2d_world_id new_world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id new_body = add_circle_body(new_world, R2D_BODY_DYNAMIC, vec2(5.0f, 0.0f), 0.5f, NULL);
    assert_true(old_world.bits != new_world.bits);
    assert_true(old_body.bits != new_body.bits);

    r2d_vec2 position;
    r2d_aabb aabb;
    expect_invalid_id(r2d_world_step(old_world, TEST_TIME_STEP));
    expect_invalid_id(r2d_world_get_body_count(old_world, &count));
    expect_invalid_id(r2d_world_destroy(old_world));
    expect_invalid_id(r2d_body_get_position(old_body, &position));
    expect_invalid_id(r2d_body_destroy(old_body));
    expect_invalid_id(r2d_shape_get_aabb(old_shape, &aabb));

    assert_int_equal(world_body_count(new_world), 1);
    ASSERT_NEAR(body_position(new_body).x, 5.0, 1e-6);
    CHECK_OK(r2d_world_destroy(new_world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(destroyed_body_stays_refused_after_slot_reuse),
        cmocka_unit_test(destroyed_shape_stays_refused_after_slot_reuse),
        cmocka_unit_test(shapes_of_a_destroyed_body_are_refused),
        cmocka_unit_test(ids_of_a_destroyed_world_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
