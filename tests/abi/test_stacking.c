/* Tall stacks stand: after ten seconds no box of a 10-box column or of a
 * 20-row pyramid has moved more than 5 cm sideways or down. */
#include "helpers.h"

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
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
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
    const int base_count = 20;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    int box_count = 0;
    for (int row = 0; row < base_count; ++row) {
        int row_count = base_count - row;
        for (int column = 0; column < row_count; ++column) {
            /* Boxes side by side, each row centred on the one below. */
            float x = 2.0f * BOX_HALF * ((float)column - 0.5f * (float)(row_count - 1));
            float y = BOX_HALF + 2.0f * BOX_HALF * (float)row;
            add_box_body(world, R2D_BODY_DYNAMIC, vec2(x, y), 0.0f, BOX_HALF, BOX_HALF, NULL);
            ++box_count;
        }
    }
    assert_int_equal(box_count, 210);
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
