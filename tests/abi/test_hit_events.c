/* Contact hit events: a ball dropped onto the ground reports one hit whose
 * approach speed is the free-fall speed sqrt(2 g d) within 2%; slower than
 * the threshold, or without enable_hit_events, there is none. A world def
 * of the RIGID2D_0 layout gets the default threshold. */
#define _GNU_SOURCE
#include "helpers.h"

#include <dlfcn.h>
#include <math.h>
#include <string.h>

#define MAX_HITS 8
#define DROP 5.0f /* m from the ball's bottom to the ground */
#define RADIUS 0.25f

typedef struct hit_tally {
    int count;
    r2d_contact_hit_event first;
} hit_tally;

static hit_tally drop_ball(r2d_world_id world, bool hit_events)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.enable_hit_events = hit_events;
    add_ground(world, NULL);
    add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, DROP + RADIUS), RADIUS, &def);
    hit_tally tally = {0, {{0}, {0}, {0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f}};
    for (int step = 0; step < 180; ++step) {
        step_world(world, 1);
        int32_t count;
        CHECK_OK(r2d_world_get_contact_hit_event_count(world, &count));
        r2d_contact_hit_event events[MAX_HITS];
        int32_t copied;
        CHECK_OK(r2d_world_get_contact_hit_events(world, events, MAX_HITS, &copied));
        assert_int_equal(copied, count);
        if (copied > 0 && tally.count == 0) tally.first = events[0];
        tally.count += copied;
    }
    return tally;
}

static void dropped_ball_hits_at_free_fall_speed(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    hit_tally tally = drop_ball(world, true);
    assert_int_equal(tally.count, 1);
    float expected = sqrtf(2.0f * 10.0f * DROP);
    ASSERT_NEAR(tally.first.approach_speed, expected, 0.02f * expected);
    ASSERT_NEAR(tally.first.point.x, 0.0f, 1e-3);
    /* The manifold point of the step's start, midway across a gap the
     * ball closes within that step: within one step's travel of y = 0. */
    ASSERT_NEAR(tally.first.point.y, 0.0f, expected * TEST_TIME_STEP);
    ASSERT_NEAR(fabsf(tally.first.normal.y), 1.0f, 1e-4);
    r2d_body_id body;
    CHECK_OK(r2d_shape_get_body(tally.first.shape_a, &body));
    CHECK_OK(r2d_shape_get_body(tally.first.shape_b, &body));
    CHECK_OK(r2d_world_destroy(world));
}

static void no_hit_below_threshold_or_without_the_flag(void** state)
{
    (void)state;
    r2d_world_def def = r2d_world_def_default();
    def.gravity = vec2(0.0f, -10.0f);
    def.hit_event_threshold = 11.0f;
    r2d_world_id world = create_world_from_def(&def);
    assert_int_equal(drop_ball(world, true).count, 0);
    CHECK_OK(r2d_world_destroy(world));

    world = create_world(vec2(0.0f, -10.0f));
    assert_int_equal(drop_ball(world, false).count, 0);
    CHECK_OK(r2d_world_destroy(world));
}

/* Bytes of the world def layout RIGID2D_0 knew. */
#define WORLD_LAYOUT0_SIZE offsetof(r2d_world_def, hit_event_threshold)

typedef struct world_layout0 {
    unsigned char bytes[WORLD_LAYOUT0_SIZE];
} world_layout0;
typedef world_layout0 (*world_default_layout0_fn)(void);

static void old_world_def_gets_the_default_threshold(void** state)
{
    (void)state;
    void* library = dlopen("librigid2d.so.0", RTLD_NOW | RTLD_NOLOAD);
    assert_non_null(library);
    void* symbol = dlvsym(library, "r2d_world_def_default", "RIGID2D_0");
    assert_non_null(symbol);
    world_default_layout0_fn old_default;
    memcpy(&old_default, &symbol, sizeof old_default);
    world_layout0 old = old_default();
    dlclose(library);
    uint32_t old_size;
    memcpy(&old_size, old.bytes, sizeof old_size);
    assert_int_equal(old_size, WORLD_LAYOUT0_SIZE);

    /* Garbage past the old layout must not be read. */
    unsigned char buffer[sizeof(r2d_world_def)];
    memset(buffer, 0xFF, sizeof buffer);
    memcpy(buffer, old.bytes, WORLD_LAYOUT0_SIZE);
    r2d_world_id world;
    CHECK_OK(r2d_world_create((const r2d_world_def*)buffer, &world));
    hit_tally tally = drop_ball(world, true);
    assert_int_equal(tally.count, 1);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dropped_ball_hits_at_free_fall_speed),
        cmocka_unit_test(no_hit_below_threshold_or_without_the_flag),
        cmocka_unit_test(old_world_def_gets_the_default_threshold),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
