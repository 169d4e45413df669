/* Tall stacks stand: after ten seconds no box of a 10-box column or of a
 * 20-row pyramid (the shared bench scene) has moved more than 5 cm
 * sideways or down. */
#include "helpers.h"
#include "scene.h"

#include <math.h>

#define BOX_HALF 0.5f
#define MAX_DRIFT 0.05

/* Runs ten seconds and compares every body's position with its start. */
static void check_stack_stands(r2d_world_id world)
{
    world_states before = world_states_read(world);
    step_world(world, 600);
    world_states after = world_states_read(world);

    assert_int_equal(after.count, before.count);
    double worst_sideways = 0.0;
    double worst_drop = 0.0;
    for (int32_t i = 0; i < before.count; ++i) {
        worst_sideways = fmax(worst_sideways, fabs((double)after.positions[i].x - before.positions[i].x));
        worst_drop = fmax(worst_drop, (double)before.positions[i].y - after.positions[i].y);
    }
    print_message("%d bodies: worst sideways %.4f m, worst drop %.4f m\n", before.count, worst_sideways, worst_drop);
    assert_true(worst_sideways < MAX_DRIFT);
    assert_true(worst_drop < MAX_DRIFT);

    world_states_free(&before);
    world_states_free(&after);
    CHECK_OK(r2d_world_destroy(world));
}

static void column_of_ten_boxes_stands(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    for (int i = 0; i < 10; ++i) {
        r2d_vec2 position = vec2(0.0f, BOX_HALF + 2.0f * BOX_HALF * (float)i);
        add_box_body(world, R2D_BODY_DYNAMIC, position, 0.0f, BOX_HALF, BOX_HALF, NULL);
    }
    check_stack_stands(world);
}

static void pyramid_of_twenty_rows_stands(void** state)
{
    (void)state;
    /* The shared scene: 210 unit boxes edge to edge, sleeping off. */
    scene* pyramid = scene_make_pyramid();
    assert_non_null(pyramid);
    assert_int_equal(pyramid->body_count, 1 + 210);
    r2d_world_def def = scene_world_def_rigid2d(pyramid);
    assert_false(def.enable_sleep);
    r2d_world_id world = create_world_from_def(&def);
    CHECK_OK(scene_build_rigid2d(pyramid, world, NULL));
    scene_free(pyramid);
    check_stack_stands(world);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(column_of_ten_boxes_stands),
        cmocka_unit_test(pyramid_of_twenty_rows_stands),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
