/* Sensors: a ball falling through a static sensor makes one begin and one
 * end event and falls as if the sensor were not there; sensors do not see
 * sensors or shapes that opt out; a visitor destroyed inside a sensor ends
 * its overlap without an event, and no event ever names a dead shape. */
#include "helpers.h"

#include <stdbool.h>

#define MAX_EVENTS 8

/* A static 2 m square sensor centred at (0, 5). */
static r2d_shape_id add_sensor_zone(r2d_world_id world)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.is_sensor = true;
    return only_shape(add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 5.0f), 0.0f, 1.0f, 1.0f, &def));
}

typedef struct sensor_tally {
    int begin_count;
    int end_count;
    int begin_step;
    int end_step;
    r2d_sensor_event last_begin;
    r2d_sensor_event last_end;
} sensor_tally;

/* Adds the world's sensor events to tally; every id they name must be live. */
static void tally_sensor_events(r2d_world_id world, int step, sensor_tally* tally)
{
    r2d_sensor_event events[MAX_EVENTS];
    int32_t begin_count;
    int32_t end_count;
    int32_t copied;
    CHECK_OK(r2d_world_get_sensor_event_counts(world, &begin_count, &end_count));
    CHECK_OK(r2d_world_get_sensor_begin_events(world, events, MAX_EVENTS, &copied));
    assert_int_equal(copied, begin_count);
    for (int32_t i = 0; i < copied; ++i) {
        r2d_body_id body;
        CHECK_OK(r2d_shape_get_body(events[i].sensor, &body));
        CHECK_OK(r2d_shape_get_body(events[i].visitor, &body));
        tally->last_begin = events[i];
        tally->begin_step = step;
    }
    tally->begin_count += copied;
    CHECK_OK(r2d_world_get_sensor_end_events(world, events, MAX_EVENTS, &copied));
    assert_int_equal(copied, end_count);
    for (int32_t i = 0; i < copied; ++i) {
        r2d_body_id body;
        CHECK_OK(r2d_shape_get_body(events[i].sensor, &body));
        CHECK_OK(r2d_shape_get_body(events[i].visitor, &body));
        tally->last_end = events[i];
        tally->end_step = step;
    }
    tally->end_count += copied;
}

static sensor_tally run_and_tally(r2d_world_id world, int steps)
{
    sensor_tally tally = {0, 0, -1, -1, {{0}, {0}}, {{0}, {0}}};
    for (int step = 1; step <= steps; ++step) {
        step_world(world, 1);
        tally_sensor_events(world, step, &tally);
    }
    return tally;
}

static void ball_falling_through_begins_and_ends_once(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_id zone = add_sensor_zone(world);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 9.0f), 0.25f, NULL);
    r2d_shape_id ball_shape = only_shape(ball);

    /* Overlap begins once the ball's bottom passes y = 6 and ends once its
     * top passes y = 4; record the steps at which each becomes true. */
    int inside_from = -1;
    int outside_from = -1;
    sensor_tally tally = {0, 0, -1, -1, {{0}, {0}}, {{0}, {0}}};
    for (int step = 1; step <= 90; ++step) {
        step_world(world, 1);
        tally_sensor_events(world, step, &tally);
        float y = body_position(ball).y;
        if (inside_from < 0 && y - 0.25f < 6.0f) inside_from = step;
        if (outside_from < 0 && y + 0.25f < 4.0f) outside_from = step;
    }
    assert_int_equal(tally.begin_count, 1);
    assert_int_equal(tally.end_count, 1);
    assert_int_equal(tally.begin_step, inside_from);
    assert_int_equal(tally.end_step, outside_from);
    assert_true(tally.last_begin.sensor.bits == zone.bits && tally.last_begin.visitor.bits == ball_shape.bits);
    assert_true(tally.last_end.sensor.bits == zone.bits && tally.last_end.visitor.bits == ball_shape.bits);
    /* No force from the sensor: 1.5 s of free fall, v = -g t. */
    ASSERT_NEAR(body_velocity(ball).y, -15.0f, 1e-3);
    assert_int_equal(world_contact_count(world), 0);
    CHECK_OK(r2d_world_destroy(world));
}

static void sensors_do_not_see_sensors_or_shapes_that_opt_out(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_sensor_zone(world);
    r2d_shape_def sensor = r2d_shape_def_default();
    sensor.is_sensor = true;
    add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-0.5f, 9.0f), 0.25f, &sensor);
    r2d_shape_def unseen = r2d_shape_def_default();
    unseen.enable_sensor_events = false;
    add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.5f, 9.0f), 0.25f, &unseen);
    sensor_tally tally = run_and_tally(world, 90);
    assert_int_equal(tally.begin_count, 0);
    assert_int_equal(tally.end_count, 0);
    CHECK_OK(r2d_world_destroy(world));
}

static void destroyed_visitor_ends_without_an_event(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_id zone = add_sensor_zone(world);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 5.0f), 0.25f, NULL);
    sensor_tally tally = run_and_tally(world, 1);
    assert_int_equal(tally.begin_count, 1);
    CHECK_OK(r2d_body_destroy(ball));
    /* A new shape may take the dead one's slot: it is a new visitor. */
    r2d_body_id newcomer = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 5.0f), 0.25f, NULL);
    tally = run_and_tally(world, 5);
    assert_int_equal(tally.end_count, 0);
    assert_int_equal(tally.begin_count, 1);
    assert_true(tally.last_begin.sensor.bits == zone.bits);
    assert_true(tally.last_begin.visitor.bits == only_shape(newcomer).bits);
    /* Destroying the sensor ends its overlaps silently too. */
    CHECK_OK(r2d_shape_destroy(zone));
    tally = run_and_tally(world, 3);
    assert_int_equal(tally.begin_count + tally.end_count, 0);
    CHECK_OK(r2d_world_destroy(world));
}

/* A box touching the sensor's edge is outside it; one 1 cm in is inside. */
static void touching_the_edge_is_not_inside(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    add_sensor_zone(world);
    add_box_body(world, R2D_BODY_DYNAMIC, vec2(1.5f, 5.0f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_body_id inside = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-1.49f, 5.0f), 0.0f, 0.5f, 0.5f, NULL);
    sensor_tally tally = run_and_tally(world, 2);
    assert_int_equal(tally.begin_count, 1);
    assert_true(tally.last_begin.visitor.bits == only_shape(inside).bits);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ball_falling_through_begins_and_ends_once),
        cmocka_unit_test(sensors_do_not_see_sensors_or_shapes_that_opt_out),
        cmocka_unit_test(destroyed_visitor_ends_without_an_event),
        cmocka_unit_test(touching_the_edge_is_not_inside),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
