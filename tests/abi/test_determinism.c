/* The same scene stepped the same way gives bit-identical results, even
 * with another world stepped in between; joints included. */
#include "helpers.h"

#include <math.h>
#include <string.h>

#define BODY_COUNT 500
#define COLUMNS 25
#define STEP_COUNT 300

static void add_random_shape(r2d_body_id body, int kind, test_random* random)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = random_range(random, 0.0f, 0.3f);
    r2d_shape_id shape;
    float size = random_range(random, 0.25f, 0.45f);
    if (kind == 0) {
        r2d_circle circle = {{0.0f, 0.0f}, size};
        CHECK_OK(r2d_shape_create_circle(body, &def, &circle, &shape));
    } else if (kind == 1) {
        r2d_box box;
        memset(&box, 0, sizeof box);
        box.half_extents = vec2(size, random_range(random, 0.2f, 0.45f));
        CHECK_OK(r2d_shape_create_box(body, &def, &box, &shape));
    } else if (kind == 2) {
        /* Points on a circle at jittered angles: always convex. */
        r2d_vec2 points[6];
        for (int i = 0; i < 6; ++i) {
            float angle = (float)i * 1.0471976f + random_range(random, -0.2f, 0.2f);
            points[i] = vec2(size * cosf(angle), size * sinf(angle));
        }
        CHECK_OK(r2d_shape_create_polygon(body, &def, points, 6, &shape));
    } else {
        r2d_capsule capsule = {{-0.2f, 0.0f}, {0.2f, 0.0f}, 0.5f * size};
        CHECK_OK(r2d_shape_create_capsule(body, &def, &capsule, &shape));
    }
}

/* Every third body hinged to its right-hand neighbour at their midpoint,
 * every other hinge driven by a motor: joints solved with the contacts. */
static void add_hinges(r2d_world_id world, const r2d_body_id* bodies)
{
    for (int i = 0; i < BODY_COUNT; i += 3) {
        if (i % COLUMNS == COLUMNS - 1) {
            continue;
        }
        r2d_vec2 a = body_position(bodies[i]);
        r2d_vec2 b = body_position(bodies[i + 1]);
        r2d_vec2 midpoint = vec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
        r2d_joint_id joint = add_revolute_at(world, bodies[i], bodies[i + 1], midpoint);
        if (i % 2 == 0) {
            CHECK_OK(r2d_joint_set_motor_speed(joint, 1.5f));
            CHECK_OK(r2d_joint_set_max_motor_effort(joint, 5.0f));
            CHECK_OK(r2d_joint_enable_motor(joint, true));
        }
    }
}

/* Ground and a loose grid of mixed shapes, all from one seed. */
static r2d_world_id build_scene(uint64_t seed)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    test_random random = {seed};
    r2d_body_id bodies[BODY_COUNT];
    for (int i = 0; i < BODY_COUNT; ++i) {
        r2d_body_def def = r2d_body_def_default();
        def.type = R2D_BODY_DYNAMIC;
        def.position = vec2((float)(i % COLUMNS) - 0.5f * COLUMNS + random_range(&random, -0.05f, 0.05f),
                            1.0f + (float)(i / COLUMNS) + random_range(&random, -0.05f, 0.05f));
        def.angle = random_range(&random, -3.14f, 3.14f);
        def.angular_velocity = random_range(&random, -1.0f, 1.0f);
        CHECK_OK(r2d_body_create(world, &def, &bodies[i]));
        add_random_shape(bodies[i], i % 4, &random);
    }
    add_hinges(world, bodies);
    return world;
}

static void check_states_identical(const world_states* a, const world_states* b)
{
    assert_int_equal(a->count, b->count);
    size_t count = (size_t)a->count;
    assert_memory_equal(a->positions, b->positions, count * sizeof(r2d_vec2));
    assert_memory_equal(a->angles, b->angles, count * sizeof(float));
    assert_memory_equal(a->linear_velocities, b->linear_velocities, count * sizeof(r2d_vec2));
    assert_memory_equal(a->angular_velocities, b->angular_velocities, count * sizeof(float));
}

static void two_runs_are_bit_identical(void** state)
{
    (void)state;
    const uint64_t seed = 20261123u;
    r2d_world_id first = build_scene(seed);
    r2d_world_id second = build_scene(seed);
    world_states start = world_states_read(first);

    for (int step = 0; step < STEP_COUNT; ++step) {
        step_world(first, 1);
        step_world(second, 1);
    }

    world_states end_first = world_states_read(first);
    world_states end_second = world_states_read(second);
    assert_int_equal(end_first.count, BODY_COUNT + 1);
    check_states_identical(&end_first, &end_second);
    assert_int_equal(world_contact_count(first), world_contact_count(second));
    int32_t joint_count;
    CHECK_OK(r2d_world_get_joint_count(first, &joint_count));
    assert_true(joint_count > BODY_COUNT / 4);

    /* Something really happened: the pile fell and collided. */
    assert_true(world_contact_count(first) > BODY_COUNT / 2);
    int moved = 0;
    for (int32_t i = 0; i < start.count; ++i) {
        if (fabsf(end_first.positions[i].y - start.positions[i].y) > 0.5f) {
            ++moved;
        }
    }
    assert_true(moved > BODY_COUNT / 2);

    world_states_free(&start);
    world_states_free(&end_first);
    world_states_free(&end_second);
    CHECK_OK(r2d_world_destroy(first));
    CHECK_OK(r2d_world_destroy(second));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_runs_are_bit_identical),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
