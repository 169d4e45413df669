/* Ids carry a generation: once destroyed, an id stays refused even after
 * a new object takes over its slot, and the new object's id works. */
#include "helpers.h"

#include <stdlib.h>
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
    r2d_step_profile profile;
    expect_invalid_id(r2d_world_get_profile(old_world, &profile));
    expect_invalid_id(r2d_world_destroy(old_world));
    expect_invalid_id(r2d_body_get_position(old_body, &position));
    expect_invalid_id(r2d_body_destroy(old_body));
    expect_invalid_id(r2d_shape_get_aabb(old_shape, &aabb));

    assert_int_equal(world_body_count(new_world), 1);
    ASSERT_NEAR(body_position(new_body).x, 5.0, 1e-6);
    CHECK_OK(r2d_world_destroy(new_world));
}

/* Far more create/destroy cycles of one body slot than a 16-bit (or the
 * id's 12-bit) generation can count: every earlier id stays refused, and
 * none of them reaches the one live body. */
#define BODY_SLOT_CYCLES 70000

static void ids_of_a_slot_reused_70000_times_stay_refused(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_body_id* old_ids = malloc(sizeof(r2d_body_id) * BODY_SLOT_CYCLES);
    assert_non_null(old_ids);
    r2d_body_def def = r2d_body_def_default();
    for (int i = 0; i < BODY_SLOT_CYCLES; ++i) {
        CHECK_OK(r2d_body_create(world, &def, &old_ids[i]));
        CHECK_OK(r2d_body_destroy(old_ids[i]));
    }
    def.position = vec2(9.0f, 0.0f);
    r2d_body_id live;
    CHECK_OK(r2d_body_create(world, &def, &live));
    r2d_vec2 position;
    for (int i = 0; i < BODY_SLOT_CYCLES; ++i) {
        assert_true(old_ids[i].bits != live.bits);
        expect_invalid_id(r2d_body_get_position(old_ids[i], &position));
    }
    expect_invalid_id(r2d_body_destroy(old_ids[0]));
    expect_invalid_id(r2d_body_destroy(old_ids[BODY_SLOT_CYCLES - 1]));
    assert_int_equal(world_body_count(world), 1);
    ASSERT_NEAR(body_position(live).x, 9.0, 1e-6);
    free(old_ids);
    CHECK_OK(r2d_world_destroy(world));
}

/* A world, a body and a shape whose world slot is then reused by later
 * worlds: each is destroyed at once, so the slot comes straight back. */
typedef struct world_ids {
    r2d_world_id world;
    r2d_body_id body;
    r2d_shape_id shape;
} world_ids;

static world_ids make_world_and_destroy_it(void)
{
    world_ids ids;
    ids.world = create_world(vec2(0.0f, -10.0f));
    ids.body = add_circle_body(ids.world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    int32_t count;
    CHECK_OK(r2d_body_get_shapes(ids.body, &ids.shape, 1, &count));
    CHECK_OK(r2d_world_destroy(ids.world));
    return ids;
}

static void expect_world_ids_refused(const world_ids* ids)
{
    int32_t count;
    r2d_vec2 position;
    r2d_aabb aabb;
    expect_invalid_id(r2d_world_get_body_count(ids->world, &count));
    expect_invalid_id(r2d_body_get_position(ids->body, &position));
    expect_invalid_id(r2d_shape_get_aabb(ids->shape, &aabb));
    expect_invalid_id(r2d_shape_destroy(ids->shape));
}

/* 300 reuses of one world slot, more than 8 bits of world generation can
 * tell apart; then enough cycles to spend the slot's generations, after
 * which worlds move to other slots and the old ids still stay refused. */
#define WORLD_SLOT_REUSES 300
#define WORLD_CYCLES_TO_SPEND_A_SLOT 33000

static void ids_of_a_world_slot_reused_300_times_stay_refused(void** state)
{
    (void)state;
    world_ids first = make_world_and_destroy_it();
    world_ids reuses[WORLD_SLOT_REUSES];
    for (int i = 0; i < WORLD_SLOT_REUSES; ++i) reuses[i] = make_world_and_destroy_it();
    for (int i = 0; i < WORLD_CYCLES_TO_SPEND_A_SLOT; ++i) {
        r2d_world_id world = create_world(vec2(0.0f, 0.0f));
        CHECK_OK(r2d_world_destroy(world));
    }
    /* A live world with a body and shape in the slots the old ids name. */
    r2d_world_id live = create_world(vec2(0.0f, -10.0f));
    r2d_body_id body = add_circle_body(live, R2D_BODY_DYNAMIC, vec2(2.0f, 0.0f), 0.5f, NULL);
    expect_world_ids_refused(&first);
    for (int i = 0; i < WORLD_SLOT_REUSES; ++i) expect_world_ids_refused(&reuses[i]);
    assert_int_equal(world_shape_count(live), 1);
    ASSERT_NEAR(body_position(body).x, 2.0, 1e-6);
    CHECK_OK(r2d_world_destroy(live));
}

/* Ids carry their kind: one kind passed as another (a cast in C, raw bits
 * from a binding) is refused and changes nothing, even where the other
 * kind's slot and generation would match a live object. */
static void an_id_of_one_kind_is_refused_as_another(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id body = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    r2d_shape_id shape;
    int32_t count;
    CHECK_OK(r2d_body_get_shapes(body, &shape, 1, &count));
    r2d_body_id shape_as_body = {shape.bits};
    r2d_shape_id body_as_shape = {body.bits};
    r2d_world_id body_as_world = {body.bits};
    r2d_body_id world_as_body = {world.bits};

    expect_invalid_id(r2d_body_destroy(shape_as_body));
    expect_invalid_id(r2d_shape_destroy(body_as_shape));
    expect_invalid_id(r2d_world_destroy(body_as_world));
    expect_invalid_id(r2d_body_destroy(world_as_body));
    assert_non_null(strstr(r2d_last_error_message(), "world id"));
    assert_int_equal(world_body_count(world), 1);
    assert_int_equal(world_shape_count(world), 1);
    CHECK_OK(r2d_body_destroy(body));
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(destroyed_body_stays_refused_after_slot_reuse),
        cmocka_unit_test(destroyed_shape_stays_refused_after_slot_reuse),
        cmocka_unit_test(shapes_of_a_destroyed_body_are_refused),
        cmocka_unit_test(ids_of_a_destroyed_world_are_refused),
        cmocka_unit_test(ids_of_a_slot_reused_70000_times_stay_refused),
        cmocka_unit_test(ids_of_a_world_slot_reused_300_times_stay_refused),
        cmocka_unit_test(an_id_of_one_kind_is_refused_as_another),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
