/* Contact callbacks: a one-way platform on pre-solve lets a box through
 * from below exactly as if it were not there, then holds it from above;
 * a pair filter keeps two chosen shapes apart while others touch and is
 * asked once per meeting; a callback calling back into its world is
 * refused with LOCKED and leaves the world as a twin without the calls;
 * runs with callbacks repeat bit for bit. */
#include "helpers.h"

#include <math.h>

#include "one_way.h"

#define PLATFORM_TOP 5.0f
#define HALF 0.25f /* the thrown box's half extent */

typedef struct platform_run {
    r2d_body_id box;
    r2d_shape_id platform;
    one_way_platforms platforms;
    int pre_solve_calls;
} platform_run;

static bool counting_one_way(const r2d_contact_data* contact, void* context)
{
    platform_run* run = context;
    run->pre_solve_calls += 1;
    return one_way_pre_solve(contact, &run->platforms);
}

/* A 4 m wide platform whose top is PLATFORM_TOP, and a box under it
 * thrown straight up at speed; with_platform false leaves the platform out. */
static r2d_world_id throw_box_up(platform_run* run, float speed, bool with_platform, bool one_way)
{
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    run->pre_solve_calls = 0;
    if (with_platform) {
        run->platform = only_shape(
            add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, PLATFORM_TOP - 0.1f), 0.0f, 2.0f, 0.1f, NULL));
        run->platforms.shapes = &run->platform;
        run->platforms.count = 1;
    }
    if (one_way) CHECK_OK(r2d_world_set_pre_solve_callback(world, counting_one_way, run));
    r2d_body_def def = r2d_body_def_default();
    def.type = R2D_BODY_DYNAMIC;
    def.position = vec2(0.0f, 2.0f);
    def.linear_velocity = vec2(0.0f, speed);
    def.fixed_rotation = true;
    CHECK_OK(r2d_body_create(world, &def, &run->box));
    r2d_box box = {{HALF, HALF}, {0.0f, 0.0f}, 0.0f};
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_shape_id shape;
    CHECK_OK(r2d_shape_create_box(run->box, &shape_def, &box, &shape));
    return world;
}

static void one_way_platform_lets_through_from_below_and_holds_from_above(void** state)
{
    (void)state;
    const float speed = 12.0f; /* rises to 2 + 144 / 20 = 9.2 m */
    platform_run through;
    platform_run free_flight;
    r2d_world_id world = throw_box_up(&through, speed, true, true);
    r2d_world_id reference = throw_box_up(&free_flight, speed, false, false);

    /* Until it turns, the box flies through the platform bit for bit as
     * in a world without it: the disabled contact gave no impulse. */
    float highest = 0.0f;
    for (int step = 0; step < 72; ++step) {
        step_world(world, 1);
        step_world(reference, 1);
        r2d_vec2 p = body_position(through.box);
        r2d_vec2 q = body_position(free_flight.box);
        assert_true(p.y == q.y);
        highest = fmaxf(highest, p.y);
    }
    assert_true(through.pre_solve_calls > 0); /* the platform's contact was there and refused */
    assert_true(highest - HALF > PLATFORM_TOP + 2.0f);

    /* Then it falls back onto the platform and rests on its top, sunk no
     * deeper than the solver's linear slop (0.005 m). */
    step_world(world, 240);
    r2d_vec2 p = body_position(through.box);
    print_message("one-way: highest %.3f m, resting bottom %.5f m below the top\n", (double)highest,
                  (double)(PLATFORM_TOP - (p.y - HALF)));
    ASSERT_NEAR(p.y - HALF, PLATFORM_TOP, 0.005f);
    ASSERT_NEAR(body_velocity(through.box).y, 0.0f, 1e-3f);
    assert_int_equal(world_contact_count(world), 1);
    CHECK_OK(r2d_world_destroy(world));
    CHECK_OK(r2d_world_destroy(reference));
}

static void without_the_callback_the_platform_stops_the_box(void** state)
{
    (void)state;
    platform_run run;
    r2d_world_id world = throw_box_up(&run, 12.0f, true, false);
    float highest = 0.0f;
    for (int step = 0; step < 120; ++step) {
        step_world(world, 1);
        highest = fmaxf(highest, body_position(run.box).y);
    }
    /* Its top never rises past the platform's underside (4.8 m). */
    assert_true(highest + HALF <= PLATFORM_TOP - 0.2f + 0.005f);
    assert_int_equal(run.pre_solve_calls, 0);
    CHECK_OK(r2d_world_destroy(world));
}

/* The pair filter refuses one chosen pair and counts how often it is asked. */
typedef struct pair_choice {
    r2d_shape_id a;
    r2d_shape_id b;
    int asked_about_pair;
    int asked;
} pair_choice;

static bool same_pair(r2d_shape_id x, r2d_shape_id y, r2d_shape_id a, r2d_shape_id b)
{
    return (x.bits == a.bits && y.bits == b.bits) || (x.bits == b.bits && y.bits == a.bits);
}

static bool refuse_chosen_pair(r2d_shape_id shape_a, r2d_shape_id shape_b, void* context)
{
    pair_choice* choice = context;
    choice->asked += 1;
    if (!same_pair(shape_a, shape_b, choice->a, choice->b)) return true;
    choice->asked_about_pair += 1;
    return false;
}

static void pair_filter_keeps_the_chosen_shapes_apart(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_id ground = only_shape(add_ground(world, NULL));
    r2d_body_id ghost = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-2.0f, 1.0f), 0.5f, NULL);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(2.0f, 1.0f), 0.5f, NULL);
    pair_choice choice = {ground, only_shape(ghost), 0, 0};
    CHECK_OK(r2d_world_set_custom_filter_callback(world, refuse_chosen_pair, &choice));

    step_world(world, 120);
    /* The ghost fell through the 1 m thick ground; the ball rests on it. */
    assert_true(body_position(ghost).y < -5.0f);
    ASSERT_NEAR(body_position(ball).y, 0.5f, 0.005f);
    /* Asked once about each pair as its boxes met: the ghost's pair once
     * while it fell through, not again every step. */
    assert_int_equal(choice.asked_about_pair, 1);
    assert_int_equal(choice.asked, 2);
    assert_int_equal(world_contact_count(world), 1);

    /* Removed, the filter is not asked again. */
    CHECK_OK(r2d_world_set_custom_filter_callback(world, NULL, NULL));
    add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 1.0f), 0.5f, NULL);
    step_world(world, 60);
    assert_int_equal(choice.asked, 2);
    assert_int_equal(world_contact_count(world), 2);
    CHECK_OK(r2d_world_destroy(world));
}

/* A callback that tries to change or read its world while it runs. */
typedef struct reentry {
    r2d_world_id world;
    r2d_body_id body;
    int calls;
    int refused;
    int other_status;
} reentry;

static void try_reentry(reentry* seen)
{
    r2d_body_def def = r2d_body_def_default();
    r2d_body_id body;
    r2d_vec2 position;
    r2d_status statuses[6] = {
        r2d_body_set_linear_velocity(seen->body, vec2(0.0f, 50.0f)),
        r2d_world_step(seen->world, TEST_TIME_STEP),
        r2d_body_create(seen->world, &def, &body),
        r2d_body_get_position(seen->body, &position),
        r2d_world_set_pre_solve_callback(seen->world, NULL, NULL),
        r2d_world_destroy(seen->world),
    };
    seen->calls += 1;
    for (int i = 0; i < 6; ++i) {
        if (statuses[i] == R2D_ERROR_LOCKED)
            seen->refused += 1;
        else
            seen->other_status = (int)statuses[i];
    }
}

static bool pre_solve_reentering(const r2d_contact_data* contact, void* context)
{
    (void)contact;
    try_reentry(context);
    return true;
}

static bool filter_reentering(r2d_shape_id shape_a, r2d_shape_id shape_b, void* context)
{
    (void)shape_a;
    (void)shape_b;
    try_reentry(context);
    return true;
}

static bool keep_every_contact(const r2d_contact_data* contact, void* context)
{
    (void)contact;
    (void)context;
    return true;
}

static r2d_world_id box_on_ground(r2d_body_id* box)
{
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    *box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
    return world;
}

static void callbacks_calling_back_are_locked_out(void** state)
{
    (void)state;
    r2d_body_id twin_box;
    r2d_world_id twin = box_on_ground(&twin_box);
    CHECK_OK(r2d_world_set_pre_solve_callback(twin, keep_every_contact, NULL));
    reentry seen = {{0}, {0}, 0, 0, R2D_OK};
    seen.world = box_on_ground(&seen.body);
    CHECK_OK(r2d_world_set_pre_solve_callback(seen.world, pre_solve_reentering, &seen));
    CHECK_OK(r2d_world_set_custom_filter_callback(seen.world, filter_reentering, &seen));

    for (int step = 0; step < 90; ++step) {
        CHECK_OK(r2d_world_step(seen.world, TEST_TIME_STEP));
        CHECK_OK(r2d_world_step(twin, TEST_TIME_STEP));
    }
    assert_true(seen.calls > 1); /* the filter once, pre-solve every step of touching */
    assert_int_equal(seen.refused, 6 * seen.calls);
    assert_int_equal(seen.other_status, R2D_OK);
    /* Nothing the callbacks tried took effect: same as the twin, the
     * world alive and unlocked, the callbacks still set. */
    assert_int_equal(world_body_count(seen.world), 2);
    assert_true(world_state_hash(seen.world) == world_state_hash(twin));
    int calls = seen.calls;
    step_world(seen.world, 1);
    assert_true(seen.calls > calls);
    CHECK_OK(r2d_world_destroy(seen.world));
    CHECK_OK(r2d_world_destroy(twin));
}

/* Platforms, a filter and a pile: the same calls give the same bits. */
static bool refuse_odd_pairs(r2d_shape_id shape_a, r2d_shape_id shape_b, void* context)
{
    (void)context;
    return ((shape_a.bits ^ shape_b.bits) >> 3 & 1) == 0;
}

static uint64_t run_busy_scene(void)
{
    platform_run run;
    r2d_world_id world = throw_box_up(&run, 12.0f, true, true);
    CHECK_OK(r2d_world_set_custom_filter_callback(world, refuse_odd_pairs, NULL));
    add_ground(world, NULL);
    for (int k = 0; k < 20; ++k) {
        add_box_body(world, R2D_BODY_DYNAMIC, vec2(-1.5f + 0.15f * (float)k, 6.0f + 0.6f * (float)k), 0.1f * (float)k,
                     0.2f, 0.2f, NULL);
    }
    step_world(world, 300);
    uint64_t hash = world_state_hash(world) ^ (uint64_t)run.pre_solve_calls;
    CHECK_OK(r2d_world_destroy(world));
    return hash;
}

static void runs_with_callbacks_are_deterministic(void** state)
{
    (void)state;
    uint64_t first = run_busy_scene();
    uint64_t second = run_busy_scene();
    assert_true(first == second);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_way_platform_lets_through_from_below_and_holds_from_above),
        cmocka_unit_test(without_the_callback_the_platform_stops_the_box),
        cmocka_unit_test(pair_filter_keeps_the_chosen_shapes_apart),
        cmocka_unit_test(callbacks_calling_back_are_locked_out),
        cmocka_unit_test(runs_with_callbacks_are_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
