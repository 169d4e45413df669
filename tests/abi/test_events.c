/* Contact events: a bouncing ball makes exactly one begin-touch when it
 * lands and one end-touch when it leaves; destroying a touching body ends
 * its contacts; shapes with events off on both sides make none; a pair of
 * shapes never has two contacts. */
#include "helpers.h"

#include <stdbool.h>

#define MAX_EVENTS 16

typedef struct event_tally {
    int begin_count;
    int end_count;
} event_tally;

static r2d_shape_id first_shape(r2d_body_id body)
{
    r2d_shape_id shape;
    int32_t count;
    CHECK_OK(r2d_body_get_shapes(body, &shape, 1, &count));
    assert_int_equal(count, 1);
    return shape;
}

static bool is_pair(r2d_shape_id a, r2d_shape_id b, r2d_shape_id first, r2d_shape_id second)
{
    return (a.bits == first.bits && b.bits == second.bits) || (a.bits == second.bits && b.bits == first.bits);
}

/* Adds the world's current events to tally; each must name the pair. */
static void tally_events(r2d_world_id world, r2d_shape_id first, r2d_shape_id second, event_tally* tally)
{
    r2d_contact_begin_event begins[MAX_EVENTS];
    r2d_contact_end_event ends[MAX_EVENTS];
    int32_t begin_count;
    int32_t end_count;
    CHECK_OK(r2d_world_get_contact_event_counts(world, &begin_count, &end_count));
    int32_t copied;
    CHECK_OK(r2d_world_get_contact_begin_events(world, begins, MAX_EVENTS, &copied));
    assert_int_equal(copied, begin_count);
    for (int32_t i = 0; i < copied; ++i) {
        assert_true(is_pair(begins[i].shape_a, begins[i].shape_b, first, second));
    }
    CHECK_OK(r2d_world_get_contact_end_events(world, ends, MAX_EVENTS, &copied));
    assert_int_equal(copied, end_count);
    for (int32_t i = 0; i < copied; ++i) {
        assert_true(is_pair(ends[i].shape_a, ends[i].shape_b, first, second));
    }
    tally->begin_count += begin_count;
    tally->end_count += end_count;
}

static void bounce_begins_once_and_ends_once(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_def bouncy = r2d_shape_def_default();
    bouncy.restitution = 0.9f;
    r2d_body_id ground = add_ground(world, &bouncy);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 3.0f), 0.5f, &bouncy);
    r2d_shape_id ground_shape = first_shape(ground);
    r2d_shape_id ball_shape = first_shape(ball);

    /* Fall (about 0.7 s), bounce, and rise until the top of the bounce. */
    event_tally tally = {0, 0};
    bool bounced = false;
    int step = 0;
    for (; step < 300; ++step) {
        step_world(world, 1);
        event_tally before = tally;
        tally_events(world, ground_shape, ball_shape, &tally);
        if (tally.end_count > before.end_count) {
            /* It leaves the ground going up, after having landed. */
            assert_int_equal(tally.begin_count, 1);
            assert_true(body_velocity(ball).y > 0.0f);
            bounced = true;
        }
        if (bounced && body_velocity(ball).y <= 0.0f) {
            break;
        }
    }
    print_message("apex after %d steps at %.3f m\n", step, (double)body_position(ball).y);
    assert_true(bounced);
    assert_int_equal(tally.begin_count, 1);
    assert_int_equal(tally.end_count, 1);
    /* A restitution of 0.9 sends it well up again. */
    assert_true(body_position(ball).y > 1.5f);
    CHECK_OK(r2d_world_destroy(world));
}

static void destroying_a_touching_body_ends_its_contact(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id ground = add_ground(world, NULL);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.5f, NULL);
    r2d_shape_id ground_shape = first_shape(ground);
    r2d_shape_id ball_shape = first_shape(ball);
    step_world(world, 5);
    assert_int_equal(world_contact_count(world), 1);

    CHECK_OK(r2d_body_destroy(ball));
    event_tally tally = {0, 0};
    tally_events(world, ground_shape, ball_shape, &tally);
    assert_int_equal(tally.end_count, 1);
    assert_int_equal(world_contact_count(world), 0);
    CHECK_OK(r2d_world_destroy(world));
}

/* An end event outlives its shape: once a new shape takes the destroyed
 * one's slot, the event must still name the destroyed shape (a stale id),
 * never the newcomer. */
static void an_end_event_names_the_destroyed_shape_not_its_successor(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_shape_id old_shape = first_shape(box);
    step_world(world, 5);
    assert_int_equal(world_contact_count(world), 1);

    CHECK_OK(r2d_shape_destroy(old_shape));
    r2d_shape_id newcomer = add_circle_shape(box, 0.25f, NULL);
    r2d_contact_end_event events[4];
    int32_t count = 0;
    CHECK_OK(r2d_world_get_contact_end_events(world, events, 4, &count));
    assert_int_equal(count, 1);
    bool names_old = events[0].shape_a.bits == old_shape.bits || events[0].shape_b.bits == old_shape.bits;
    bool names_new = events[0].shape_a.bits == newcomer.bits || events[0].shape_b.bits == newcomer.bits;
    assert_true(names_old);
    assert_false(names_new);
    r2d_body_id owner;
    assert_int_equal(r2d_shape_get_body(old_shape, &owner), R2D_ERROR_INVALID_ID);
    CHECK_OK(r2d_world_destroy(world));
}

/* A sleeping box resting on another box's shape must wake and fall when
 * that shape is removed, or refiltered so it no longer collides. */
static void removing_a_support_wakes_what_rests_on_it(void** state)
{
    (void)state;
    for (int refilter = 0; refilter < 2; ++refilter) {
        r2d_world_id world = create_world(vec2(0.0f, -10.0f));
        add_ground(world, NULL);
        r2d_body_id lower = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
        r2d_body_id upper = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 1.5f), 0.0f, 0.5f, 0.5f, NULL);
        step_world(world, 300);
        bool awake = true;
        CHECK_OK(r2d_body_is_awake(upper, &awake));
        assert_false(awake);

        if (refilter) {
            r2d_filter none = {1, 0, 0};
            CHECK_OK(r2d_shape_set_filter(first_shape(lower), none));
        } else {
            CHECK_OK(r2d_shape_destroy(first_shape(lower)));
        }
        CHECK_OK(r2d_body_is_awake(upper, &awake));
        assert_true(awake);
        step_world(world, 120);
        /* With its support gone the upper box lands on the ground. */
        ASSERT_NEAR(body_position(upper).y, 0.5, 0.05);
        CHECK_OK(r2d_world_destroy(world));
    }
}

static void no_events_when_both_shapes_opt_out(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_def quiet = r2d_shape_def_default();
    quiet.enable_contact_events = false;
    r2d_body_id ground = add_ground(world, &quiet);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 1.0f), 0.5f, &quiet);
    r2d_shape_id ground_shape = first_shape(ground);
    r2d_shape_id ball_shape = first_shape(ball);

    event_tally tally = {0, 0};
    for (int step = 0; step < 60; ++step) {
        step_world(world, 1);
        tally_events(world, ground_shape, ball_shape, &tally);
    }
    /* They touch, silently. */
    assert_int_equal(world_contact_count(world), 1);
    assert_int_equal(tally.begin_count, 0);
    assert_int_equal(tally.end_count, 0);
    CHECK_OK(r2d_world_destroy(world));
}

/* The engine keeps one contact per pair of shapes without looking pairs
 * up, trusting the broadphase to report a pair only when its boxes start
 * to overlap. Moving a body away and back, between two steps or across one,
 * awake or asleep, must never give the pair a second contact. */
static void moving_away_and_back_keeps_one_contact_per_pair(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_vec2 away = vec2(0.0f, 50.0f);
    r2d_vec2 resting = vec2(0.0f, 0.5f);
    int32_t count;
    for (int round = 0; round < 3; ++round) {
        step_world(world, 120);
        bool awake = true;
        CHECK_OK(r2d_body_is_awake(box, &awake));
        assert_false(awake);
        assert_int_equal(world_contact_count(world), 1);

        CHECK_OK(r2d_body_set_transform(box, away, 0.0f));
        CHECK_OK(r2d_body_set_transform(box, resting, 0.0f));
        step_world(world, 1);
        assert_int_equal(world_contact_count(world), 1);

        CHECK_OK(r2d_body_set_transform(box, away, 0.0f));
        step_world(world, 1);
        assert_int_equal(world_contact_count(world), 0);
        CHECK_OK(r2d_body_set_transform(box, resting, 0.0f));
        step_world(world, 1);
        assert_int_equal(world_contact_count(world), 1);
        CHECK_OK(r2d_body_get_contact_count(box, &count));
        assert_int_equal(count, 1);
    }
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bounce_begins_once_and_ends_once),
        cmocka_unit_test(destroying_a_touching_body_ends_its_contact),
        cmocka_unit_test(no_events_when_both_shapes_opt_out),
        cmocka_unit_test(an_end_event_names_the_destroyed_shape_not_its_successor),
        cmocka_unit_test(removing_a_support_wakes_what_rests_on_it),
        cmocka_unit_test(moving_away_and_back_keeps_one_contact_per_pair),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
