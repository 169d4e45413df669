/* Contacts are internal forces: fifty circles bouncing in free space keep
 * their total linear momentum. */
#include "helpers.h"

#include <math.h>

#define BALL_COUNT 50
#define GRID_COLUMNS 10

typedef struct momentum {
    double x;
    double y;
} momentum;

static momentum total_momentum(const r2d_body_id* bodies, int count)
{
    momentum total = {0.0, 0.0};
    for (int i = 0; i < count; ++i) {
        double mass = body_mass(bodies[i]);
        r2d_vec2 velocity = body_velocity(bodies[i]);
        total.x += mass * velocity.x;
        total.y += mass * velocity.y;
    }
    return total;
}

static int begin_event_count(r2d_world_id world)
{
    int32_t begin_count;
    int32_t end_count;
    CHECK_OK(r2d_world_get_contact_event_counts(world, &begin_count, &end_count));
    return begin_count;
}

static void check_momentum_kept(float restitution, uint64_t seed)
{
    r2d_world_def world_def = r2d_world_def_default();
    world_def.gravity = vec2(0.0f, 0.0f);
    r2d_world_id world = create_world_from_def(&world_def);

    r2d_shape_def shape_def = r2d_shape_def_default();
    shape_def.restitution = restitution;
    test_random random = {seed};
    r2d_body_id balls[BALL_COUNT];
    for (int i = 0; i < BALL_COUNT; ++i) {
        /* A crowded grid with jitter: neighbours start apart but meet soon. */
        float x = 1.2f * (float)(i % GRID_COLUMNS) + random_range(&random, -0.05f, 0.05f);
        float y = 1.2f * (float)(i / GRID_COLUMNS) + random_range(&random, -0.05f, 0.05f);
        float radius = random_range(&random, 0.3f, 0.5f);
        balls[i] = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(x, y), radius, &shape_def);
        /* A common drift keeps the total well away from zero. */
        r2d_vec2 velocity = vec2(2.0f + random_range(&random, -3.0f, 3.0f), 1.0f + random_range(&random, -3.0f, 3.0f));
        CHECK_OK(r2d_body_set_linear_velocity(balls[i], velocity));
    }

    momentum before = total_momentum(balls, BALL_COUNT);
    int collisions = 0;
    for (int step = 0; step < 300; ++step) {
        step_world(world, 1);
        collisions += begin_event_count(world);
    }
    momentum after = total_momentum(balls, BALL_COUNT);

    /* Without collisions the test would prove nothing. */
    assert_true(collisions >= 20);
    double scale = sqrt(before.x * before.x + before.y * before.y);
    double drift = sqrt((after.x - before.x) * (after.x - before.x) + (after.y - before.y) * (after.y - before.y));
    print_message("restitution %.1f: %d collisions, momentum drift %.3g of %.3g\n", (double)restitution, collisions,
                  drift, scale);
    assert_true(drift <= 1e-4 * scale);

    CHECK_OK(r2d_world_destroy(world));
}

static void elastic_balls_keep_momentum(void** state)
{
    (void)state;
    check_momentum_kept(1.0f, 0x9E3779B97F4A7C15ull);
}

static void half_elastic_balls_keep_momentum(void** state)
{
    (void)state;
    check_momentum_kept(0.5f, 0xD1B54A32D192ED03ull);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(elastic_balls_keep_momentum),
        cmocka_unit_test(half_elastic_balls_keep_momentum),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
