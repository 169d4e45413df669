/* Workers through the public ABI: a world's step spread over its own
 * threads or a program's task callbacks gives bit-identical results at
 * any worker count, the callbacks see what the header promises, batch
 * stepping equals stepping each world alone, snapshots are the same
 * bytes at any worker count, and bad definitions and batches are refused
 * with nothing changed. */
#include "helpers.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "scene.h"

/* A large scene's world with the given workers (and task callbacks, when
 * enqueue is set). */
static r2d_world_id scene_world(scene* (*make)(void), int32_t worker_count, r2d_enqueue_task_fn enqueue,
                                r2d_finish_task_fn finish, void* context)
{
    scene* description = make();
    assert_non_null(description);
    r2d_world_def def = scene_world_def_rigid2d(description);
    def.worker_count = worker_count;
    def.enqueue_task = enqueue;
    def.finish_task = finish;
    def.user_task_context = context;
    r2d_world_id world;
    CHECK_OK(r2d_world_create(&def, &world));
    CHECK_OK(scene_build_rigid2d(description, world, NULL));
    scene_free(description);
    return world;
}

static uint64_t hash_after(r2d_world_id world, int steps)
{
    step_world(world, steps);
    uint64_t hash = world_state_hash(world);
    CHECK_OK(r2d_world_destroy(world));
    return hash;
}

/* A task system of real threads: enqueue starts a thread per range (at
 * most MAX_THREADS ranges, larger than min_range if need be), finish joins
 * them. Ranges run truly at the same time, in whatever order the system
 * schedules them. Each thread is a worker of its own, so the worlds it
 * runs have MAX_THREADS workers: worker indices must stay below that. */
#define MAX_THREADS 4
typedef struct range_job {
    r2d_task_fn task;
    int32_t start, end;
    uint32_t worker;
    void* context;
} range_job;

typedef struct thread_tasks {
    pthread_t threads[MAX_THREADS];
    range_job jobs[MAX_THREADS];
    int32_t thread_count;
    int32_t enqueued;        /* tasks handed over, over the whole test */
    int32_t bad_ranges;      /* min_range or item_count out of the promise */
    int32_t largest_items;
    bool broken_indices;     /* hands every range worker index 0, or 100 */
} thread_tasks;

static void* run_job(void* arg)
{
    range_job* job = (range_job*)arg;
    job->task(job->start, job->end, job->worker, job->context);
    return NULL;
}

static void* enqueue_threads(r2d_task_fn task, int32_t item_count, int32_t min_range, void* task_context,
                             void* user_context)
{
    thread_tasks* t = (thread_tasks*)user_context;
    t->enqueued += 1;
    if (item_count <= 0 || min_range <= 0) t->bad_ranges += 1;
    if (item_count > t->largest_items) t->largest_items = item_count;
    int32_t range = min_range;
    if ((item_count + range - 1) / range > MAX_THREADS) range = (item_count + MAX_THREADS - 1) / MAX_THREADS;
    t->thread_count = 0;
    for (int32_t start = 0; start < item_count; start += range) {
        range_job* job = &t->jobs[t->thread_count];
        job->task = task;
        job->start = start;
        job->end = start + range < item_count ? start + range : item_count;
        job->worker = t->broken_indices ? (t->thread_count % 2 == 0 ? 0u : 100u) : (uint32_t)t->thread_count;
        job->context = task_context;
        assert_int_equal(pthread_create(&t->threads[t->thread_count], NULL, run_job, job), 0);
        t->thread_count += 1;
    }
    return t;
}

static void finish_threads(void* user_task, void* user_context)
{
    thread_tasks* t = (thread_tasks*)user_task;
    assert_ptr_equal(user_task, user_context);
    for (int32_t i = 0; i < t->thread_count; ++i) pthread_join(t->threads[i], NULL);
    t->thread_count = 0;
}

/* A task system that runs everything inline, last range first. */
static void* enqueue_backwards(r2d_task_fn task, int32_t item_count, int32_t min_range, void* task_context,
                               void* user_context)
{
    (void)user_context;
    int32_t ranges = (item_count + min_range - 1) / min_range;
    for (int32_t r = ranges - 1; r >= 0; --r) {
        int32_t start = r * min_range;
        task(start, start + min_range < item_count ? start + min_range : item_count, 0, task_context);
    }
    return NULL;
}

static void finish_never(void* user_task, void* user_context)
{
    (void)user_task;
    (void)user_context;
    fail_msg("finish_task called although enqueue_task returned NULL");
}

/* Rain of 9,600 bodies: four tiles of four rows each. */
static scene* make_rain(void)
{
    return scene_make_rain(9600);
}

/* The large pyramid (5,050 boxes: two tiles of the solver and the
 * constraints shared between them) after 60 steps, the tumbler (2,026
 * bodies in two tiles; its boxes mix, so 3 to 10% of its constraints join
 * bodies of both tiles and each of prepare's walkers finds its contacts
 * scattered over the array, which it then notes in batches) after 120,
 * joint_grid (19,794 revolute joints in blocks, each colour's across the
 * workers) after 60, many_pyramids
 * (22,000 boxes in four tiles, so that prepare's walkers take runs of
 * several tiles, uneven on three workers, but no constraint shared) after
 * 30, and the rain after 100, when its rows have landed on one another
 * across all four tiles (from step 80 about 2,700 of its 21,000 contacts
 * make constraints shared between them, at the seams where the tiles
 * meet: on two workers the seams of tiles 0-1 and 2-3 are solved at once,
 * the one across the middle colour by colour across the workers; on three and
 * more, each colour by colour): the same bits at every worker count and
 * through both task systems. */
static void steps_are_bit_identical_at_any_worker_count(void** state)
{
    (void)state;
    scene* (*makes[5])(void) = {scene_make_large_pyramid, scene_make_tumbler, scene_make_joint_grid,
                                scene_make_many_pyramids, make_rain};
    int steps[5] = {60, 120, 60, 30, 100};
    for (int s = 0; s < 5; ++s) {
        uint64_t one = hash_after(scene_world(makes[s], 1, NULL, NULL, NULL), steps[s]);
        int32_t counts[] = {2, 3, 4, 8};
        for (size_t i = 0; i < sizeof counts / sizeof counts[0]; ++i) {
            uint64_t spread = hash_after(scene_world(makes[s], counts[i], NULL, NULL, NULL), steps[s]);
            if (spread != one) fail_msg("scene %d: %d workers differ from 1", s, counts[i]);
        }
        thread_tasks tasks;
        memset(&tasks, 0, sizeof tasks);
        uint64_t threaded = hash_after(scene_world(makes[s], MAX_THREADS, enqueue_threads, finish_threads, &tasks), steps[s]);
        assert_true(threaded == one);
        assert_true(tasks.enqueued > steps[s]); /* the stages really went through the callbacks */
        assert_int_equal(tasks.bad_ranges, 0);
        uint64_t backwards = hash_after(scene_world(makes[s], 2, enqueue_backwards, finish_never, NULL), steps[s]);
        assert_true(backwards == one);
        /* A task system that breaks its promise about worker indices (out
         * of range, or one index for ranges that run at once) costs speed,
         * never memory safety or the result. */
        memset(&tasks, 0, sizeof tasks);
        tasks.broken_indices = true;
        uint64_t broken = hash_after(scene_world(makes[s], 2, enqueue_threads, finish_threads, &tasks), steps[s]);
        assert_true(broken == one);
    }
}

/* Boxes in separate stacks of stack_height on a ground, and past them two
 * free circles: 8,000 solver bodies, enough for prepare to spread over
 * two workers, in two tiles of 4,000 that part between two stacks (of 10
 * or of 16), so that no constraint is shared. Stacks of 10 also stand
 * alone in halves and quarters of tiles; stacks of 16 in halves, while a
 * quarter's end cuts a stack. With joined set, a hinge joins the
 * circles, and the tiles stay whole. With kinematic_ground set, the ground
 * is a kinematic body sliding sideways, made last, which constraints of
 * both tiles take in. With rewind set, the world saves a snapshot at step
 * 30, steps on to 46 and restores it: its next steps must not depend on
 * how the tiles were cut the steps before. Ends at step 60. */
typedef struct stacks_run {
    int stack_height;
    bool joined;
    bool kinematic_ground;
    bool rewind;
    int32_t worker_count;
} stacks_run;

#define STACKED_BOXES 7997

static world_states separate_stacks_at_step_60(stacks_run run)
{
    r2d_world_def def = r2d_world_def_default();
    def.gravity = vec2(0.0f, -10.0f);
    def.enable_sleep = false;
    def.worker_count = run.worker_count;
    r2d_world_id world = create_world_from_def(&def);
    /* Stacks 0.12 m apart or more: too far for speculative contacts. */
    r2d_vec2 ground_center = vec2(0.0f, -1.0f);
    if (!run.kinematic_ground) add_box_body(world, R2D_BODY_STATIC, ground_center, 0.0f, 130.0f, 1.0f, NULL);
    /* A 7,998th box keeps the solver's bodies at 8,000 beside a static ground. */
    int boxes = run.kinematic_ground ? STACKED_BOXES : STACKED_BOXES + 1;
    for (int i = 0; i < boxes; ++i) {
        int stack = i / run.stack_height, level = i % run.stack_height;
        float x = -128.0f + 0.32f * (float)stack + 0.01f * (float)((stack + level) % 3 - 1);
        add_box_body(world, R2D_BODY_DYNAMIC, vec2(x, 0.1f + 0.2f * (float)level), 0.0f, 0.1f, 0.1f, NULL);
    }
    r2d_body_id a = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-99.0f, 50.0f), 0.2f, NULL);
    r2d_body_id b = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-98.0f, 50.0f), 0.2f, NULL);
    if (run.joined) add_revolute_at(world, a, b, vec2(-98.5f, 50.0f));
    if (run.kinematic_ground) {
        r2d_body_id ground = add_box_body(world, R2D_BODY_KINEMATIC, ground_center, 0.0f, 130.0f, 1.0f, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(ground, vec2(0.05f, 0.0f)));
    }
    step_world(world, 30);
    if (run.rewind) {
        size_t size = 0;
        unsigned char* snapshot = save_snapshot(world, &size);
        step_world(world, 16);
        CHECK_OK(r2d_world_restore_snapshot(world, snapshot, size));
        free(snapshot);
    }
    step_world(world, 30);
    world_states states = world_states_read(world);
    CHECK_OK(r2d_world_destroy(world));
    return states;
}

/* The first STACKED_BOXES boxes' bits are the same; they start at body 1
 * after a static ground, at body 0 before a kinematic one. */
static void assert_same_boxes(const world_states* x, const world_states* y, int first)
{
    size_t boxes = STACKED_BOXES;
    assert_memory_equal(x->positions + first, y->positions + first, boxes * sizeof(r2d_vec2));
    assert_memory_equal(x->angles + first, y->angles + first, boxes * sizeof(float));
    assert_memory_equal(x->linear_velocities + first, y->linear_velocities + first, boxes * sizeof(r2d_vec2));
    assert_memory_equal(x->angular_velocities + first, y->angular_velocities + first, boxes * sizeof(float));
}

/* Tiles that share no constraint run all their sub-steps one tile after
 * the other, on two workers at once, and are cut into parts while the
 * parts share none either; a joint to solve, or a kinematic body that
 * constraints of several tiles take in, makes the sub-steps go pass by
 * pass over every tile. The boxes end with the same bits either way, and
 * after a rewind. */
static void tiles_that_stand_alone_give_the_same_bits(void** state)
{
    (void)state;
    stacks_run runs[3] = {{10, false, false, false, 1}, {16, false, false, false, 1}, {10, false, true, false, 1}};
    for (int k = 0; k < 3; ++k) {
        stacks_run run = runs[k];
        run.joined = true;
        world_states by_pass = separate_stacks_at_step_60(run);
        run.joined = false;
        world_states alone = separate_stacks_at_step_60(run);
        run.worker_count = 2;
        world_states spread = separate_stacks_at_step_60(run);
        run.rewind = true;
        world_states rewound = separate_stacks_at_step_60(run);
        int first = run.kinematic_ground ? 0 : 1;
        assert_same_boxes(&by_pass, &alone, first);
        assert_same_boxes(&by_pass, &spread, first);
        assert_same_boxes(&by_pass, &rewound, first);
        /* The stacks stand: the top box of the first is near its start,
         * settled by soft contacts a few millimetres at each contact. */
        float top = 0.1f + 0.2f * (float)(run.stack_height - 1);
        check_near(alone.positions[first + run.stack_height - 1].y, top, 0.01 * run.stack_height,
                   "top of the first stack", __FILE__, __LINE__);
        world_states_free(&by_pass);
        world_states_free(&alone);
        world_states_free(&spread);
        world_states_free(&rewound);
    }
}

/* Stacks of 10 boxes, 2,000 in all (enough for the gather to spread over
 * two workers), whose solved set changes between steps in every part of
 * the body array: boxes disabled and enabled again, stacks put to sleep
 * and woken, boxes destroyed and new ones made in their slots. Each
 * change moves where later blocks of bodies start in the solver, and
 * last step's numbering must not leak into this step's. Ends at step 60. */
static world_states changing_stacks_at_step_60(int32_t worker_count) {
    r2d_world_def def = r2d_world_def_default();
    def.gravity = vec2(0.0f, -10.0f);
    def.worker_count = worker_count;
    r2d_world_id world = create_world_from_def(&def);
    add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, -1.0f), 0.0f, 130.0f, 1.0f, NULL);
    enum { boxes = 2000, stack_height = 10 };
    r2d_body_id ids[boxes];
    for (int i = 0; i < boxes; ++i) {
        int stack = i / stack_height, level = i % stack_height;
        float x = -64.0f + 0.6f * (float)stack;
        ids[i] = add_box_body(world, R2D_BODY_DYNAMIC, vec2(x, 0.1f + 0.2f * (float)level), 0.0f, 0.1f, 0.1f, NULL);
    }
    step_world(world, 10);
    for (int i = 5; i < boxes; i += 97) CHECK_OK(r2d_body_set_enabled(ids[i], false));
    step_world(world, 5);
    for (int i = 5; i < boxes; i += 97) CHECK_OK(r2d_body_set_enabled(ids[i], true));
    for (int i = 30; i < boxes; i += 310) CHECK_OK(r2d_body_set_awake(ids[i], false));
    step_world(world, 5);
    for (int i = 30; i < boxes; i += 620) CHECK_OK(r2d_body_set_awake(ids[i], true));
    for (int i = 1003; i < boxes; i += 211) CHECK_OK(r2d_body_destroy(ids[i]));
    step_world(world, 10);
    for (int i = 1003; i < boxes; i += 211) {
        int stack = i / stack_height;
        add_box_body(world, R2D_BODY_DYNAMIC, vec2(-64.0f + 0.6f * (float)stack, 3.0f), 0.0f, 0.1f, 0.1f, NULL);
    }
    step_world(world, 30);
    world_states states = world_states_read(world);
    CHECK_OK(r2d_world_destroy(world));
    return states;
}

/* The solver numbers its bodies the same on two workers as on one,
 * however the solved set changed since the last step. */
static void changing_solved_sets_give_the_same_bits(void** state) {
    (void)state;
    world_states one = changing_stacks_at_step_60(1);
    world_states two = changing_stacks_at_step_60(2);
    assert_int_equal(one.count, two.count);
    size_t count = (size_t)one.count;
    assert_memory_equal(one.positions, two.positions, count * sizeof(r2d_vec2));
    assert_memory_equal(one.angles, two.angles, count * sizeof(float));
    assert_memory_equal(one.linear_velocities, two.linear_velocities, count * sizeof(r2d_vec2));
    assert_memory_equal(one.angular_velocities, two.angular_velocities, count * sizeof(float));
    world_states_free(&one);
    world_states_free(&two);
}

/* Refuses about one contact in five, chosen by where it is (not by its
 * shapes' ids, whose bits name the world too), and counts. */
static bool refuse_some(const r2d_contact_data* contact, void* context)
{
    int* refused = context;
    bool allow = (int)floorf(contact->points[0].point.x * 3.0f) % 5 != 0;
    *refused += allow ? 0 : 1;
    return allow;
}

/* Contacts that pre-solve refuses make no constraints at any worker
 * count: the solver's tiles, sorted out with workers from what collide
 * noted, leave out the contacts pre-solve emptied after it. */
static void refused_contacts_are_left_out_at_any_worker_count(void** state)
{
    (void)state;
    uint64_t hashes[3];
    int32_t counts[3] = {1, 2, 4};
    for (int i = 0; i < 3; ++i) {
        int refused = 0;
        r2d_world_id world = scene_world(scene_make_large_pyramid, counts[i], NULL, NULL, NULL);
        CHECK_OK(r2d_world_set_pre_solve_callback(world, refuse_some, &refused));
        hashes[i] = hash_after(world, 30);
        assert_true(refused > 1000);
    }
    assert_true(hashes[1] == hashes[0]);
    assert_true(hashes[2] == hashes[0]);
}

/* The physics is the same on every worker count: the pyramid stands. */
static void pyramid_stands_on_two_workers(void** state)
{
    (void)state;
    r2d_world_id world = scene_world(scene_make_large_pyramid, 2, NULL, NULL, NULL);
    world_states start = world_states_read(world);
    step_world(world, 300);
    world_states end = world_states_read(world);
    assert_int_equal(start.count, end.count);
    float top_start = -1e9f, top_end = -1e9f, worst_dx = 0.0f;
    for (int32_t i = 0; i < start.count; ++i) {
        if (start.positions[i].y > top_start) top_start = start.positions[i].y;
        if (end.positions[i].y > top_end) top_end = end.positions[i].y;
        float dx = fabsf(end.positions[i].x - start.positions[i].x);
        if (dx > worst_dx) worst_dx = dx;
    }
    /* Soft contacts settle the 100 rows by about 0.73 m; no box slides off. */
    assert_true(top_start - top_end < 1.0f);
    assert_true(worst_dx < 0.2f);
    world_states_free(&start);
    world_states_free(&end);
    int32_t workers = 0;
    CHECK_OK(r2d_world_get_worker_count(world, &workers));
    assert_int_equal(workers, 2);
    CHECK_OK(r2d_world_destroy(world));
}

static r2d_world_id small_world(float x)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    for (int i = 0; i < 10; ++i) add_box_body(world, R2D_BODY_DYNAMIC, vec2(x + 0.3f * (float)i, 1.0f + 1.1f * (float)i), 0.1f, 0.5f, 0.5f, NULL);
    return world;
}

/* Forty small worlds stepped as a batch on 1, 2 and 4 threads end as
 * each stepped alone does. */
static void batch_steps_equal_single_steps(void** state)
{
    (void)state;
    enum { WORLDS = 40, STEPS = 90 };
    uint64_t alone[WORLDS];
    for (int i = 0; i < WORLDS; ++i) {
        r2d_world_id world = small_world(0.05f * (float)i);
        alone[i] = hash_after(world, STEPS);
    }
    int32_t thread_counts[] = {1, 2, 4};
    for (size_t t = 0; t < 3; ++t) {
        r2d_world_id worlds[WORLDS];
        for (int i = 0; i < WORLDS; ++i) worlds[i] = small_world(0.05f * (float)i);
        for (int s = 0; s < STEPS; ++s) CHECK_OK(r2d_worlds_step(worlds, WORLDS, TEST_TIME_STEP, thread_counts[t]));
        for (int i = 0; i < WORLDS; ++i) {
            assert_true(world_state_hash(worlds[i]) == alone[i]);
            CHECK_OK(r2d_world_destroy(worlds[i]));
        }
    }
    /* No worlds is nothing to do. */
    CHECK_OK(r2d_worlds_step(NULL, 0, TEST_TIME_STEP, 2));
}

/* A bad batch steps none of its worlds. */
static void bad_batches_step_nothing(void** state)
{
    (void)state;
    r2d_world_id worlds[3] = {small_world(0.0f), small_world(1.0f), small_world(2.0f)};
    uint64_t before[3];
    for (int i = 0; i < 3; ++i) before[i] = world_state_hash(worlds[i]);
    r2d_world_id dead = small_world(3.0f);
    CHECK_OK(r2d_world_destroy(dead));

    r2d_world_id twice[3] = {worlds[0], worlds[1], worlds[0]};
    assert_int_equal(r2d_worlds_step(twice, 3, TEST_TIME_STEP, 2), R2D_ERROR_INVALID_ARGUMENT);
    r2d_world_id stale[3] = {worlds[0], worlds[1], dead};
    assert_int_equal(r2d_worlds_step(stale, 3, TEST_TIME_STEP, 2), R2D_ERROR_INVALID_ID);
    assert_non_null(strstr(r2d_last_error_message(), "worlds[2]"));
    r2d_world_id forged[2] = {worlds[0], {0}};
    assert_int_equal(r2d_worlds_step(forged, 2, TEST_TIME_STEP, 2), R2D_ERROR_INVALID_ID);
    assert_int_equal(r2d_worlds_step(NULL, 3, TEST_TIME_STEP, 2), R2D_ERROR_NULL_POINTER);
    assert_int_equal(r2d_worlds_step(worlds, -1, TEST_TIME_STEP, 2), R2D_ERROR_OUT_OF_RANGE);
    assert_int_equal(r2d_worlds_step(worlds, 3, 0.0f, 2), R2D_ERROR_OUT_OF_RANGE);
    assert_int_equal(r2d_worlds_step(worlds, 3, NAN, 2), R2D_ERROR_INVALID_NUMBER);
    assert_int_equal(r2d_worlds_step(worlds, 3, TEST_TIME_STEP, 0), R2D_ERROR_OUT_OF_RANGE);
    assert_int_equal(r2d_worlds_step(worlds, 3, TEST_TIME_STEP, 65), R2D_ERROR_OUT_OF_RANGE);
    for (int i = 0; i < 3; ++i) {
        assert_true(world_state_hash(worlds[i]) == before[i]);
        CHECK_OK(r2d_world_destroy(worlds[i]));
    }
}

/* Bad worker settings are refused and create no world. */
static void bad_worker_defs_are_refused(void** state)
{
    (void)state;
    r2d_world_id world = {0};
    int32_t bad_counts[] = {0, -1, 65, INT32_MIN};
    for (size_t i = 0; i < sizeof bad_counts / sizeof bad_counts[0]; ++i) {
        r2d_world_def def = r2d_world_def_default();
        def.worker_count = bad_counts[i];
        assert_int_equal(r2d_world_create(&def, &world), R2D_ERROR_OUT_OF_RANGE);
        assert_non_null(strstr(r2d_last_error_message(), "worker_count"));
        assert_true(world.bits == 0);
    }
    r2d_world_def def = r2d_world_def_default();
    assert_int_equal(def.worker_count, 1);
    assert_null(def.enqueue_task);
    def.enqueue_task = enqueue_backwards;
    assert_int_equal(r2d_world_create(&def, &world), R2D_ERROR_INVALID_ARGUMENT);
    def.enqueue_task = NULL;
    def.finish_task = finish_never;
    assert_int_equal(r2d_world_create(&def, &world), R2D_ERROR_INVALID_ARGUMENT);
    assert_true(world.bits == 0);
    int32_t count = 0;
    assert_int_equal(r2d_world_get_worker_count(world, &count), R2D_ERROR_INVALID_ID);
    def = r2d_world_def_default();
    def.worker_count = 64;
    CHECK_OK(r2d_world_create(&def, &world));
    assert_int_equal(r2d_world_get_worker_count(world, NULL), R2D_ERROR_NULL_POINTER);
    CHECK_OK(r2d_world_get_worker_count(world, &count));
    assert_int_equal(count, 64);
    CHECK_OK(r2d_world_destroy(world));
}

/* A snapshot's bytes after the world tag (bytes 16 to 23 of its header):
 * equal for the same state whatever the worker count. */
static void assert_same_snapshot(const unsigned char* a, size_t a_size, const unsigned char* b, size_t b_size)
{
    assert_int_equal(a_size, b_size);
    assert_memory_equal(a, b, 16);
    assert_memory_equal(a + 24, b + 24, a_size - 24);
}

/* Saves and restores copy their pieces (a quarter megabyte each; the large
 * pyramid's snapshot is 5.4 MB) across the workers: the same bytes at any
 * worker count and through both task systems, a restore that steps on as
 * the original did, and a byte changed far into the buffer still refused. */
static void snapshots_are_the_same_at_any_worker_count(void** state)
{
    (void)state;
    r2d_world_id one = scene_world(scene_make_large_pyramid, 1, NULL, NULL, NULL);
    step_world(one, 40);
    size_t size = 0;
    unsigned char* saved = save_snapshot(one, &size);
    assert_true(size > 16 * 256 * 1024);
    uint64_t later = hash_after(one, 40);
    thread_tasks tasks;
    memset(&tasks, 0, sizeof tasks);
    r2d_world_id worlds[] = {scene_world(scene_make_large_pyramid, 2, NULL, NULL, NULL),
                             scene_world(scene_make_large_pyramid, 3, NULL, NULL, NULL),
                             scene_world(scene_make_large_pyramid, MAX_THREADS, enqueue_threads, finish_threads, &tasks),
                             scene_world(scene_make_large_pyramid, 2, enqueue_backwards, finish_never, NULL)};
    for (size_t i = 0; i < sizeof worlds / sizeof worlds[0]; ++i) {
        step_world(worlds[i], 40);
        size_t spread_size = 0;
        int32_t enqueued = tasks.enqueued;
        unsigned char* spread = save_snapshot(worlds[i], &spread_size);
        if (i == 2) assert_true(tasks.enqueued > enqueued); /* the save went through the callbacks */
        assert_same_snapshot(saved, size, spread, spread_size);
        step_world(worlds[i], 40);
        assert_true(world_state_hash(worlds[i]) == later);
        uint64_t before = world_state_hash(worlds[i]);
        spread[spread_size * 3 / 4] ^= 0x10;
        assert_int_equal(r2d_world_restore_snapshot(worlds[i], spread, spread_size), R2D_ERROR_INVALID_ARGUMENT);
        assert_true(world_state_hash(worlds[i]) == before);
        spread[spread_size * 3 / 4] ^= 0x10;
        enqueued = tasks.enqueued;
        CHECK_OK(r2d_world_restore_snapshot(worlds[i], spread, spread_size));
        if (i == 2) assert_true(tasks.enqueued > enqueued);
        assert_true(hash_after(worlds[i], 40) == later);
        free(spread);
    }
    assert_int_equal(tasks.bad_ranges, 0);
    free(saved);
}

/* A world with threads of its own can be made and destroyed many times
 * (its threads are joined each time), and a deserialized world takes the
 * workers of the def it is given. */
static void worlds_with_threads_come_and_go(void** state)
{
    (void)state;
    for (int i = 0; i < 50; ++i) {
        r2d_world_def def = r2d_world_def_default();
        def.worker_count = 4;
        r2d_world_id world;
        CHECK_OK(r2d_world_create(&def, &world));
        add_ground(world, NULL);
        add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
        step_world(world, 2);
        CHECK_OK(r2d_world_destroy(world));
    }
    r2d_world_id original = small_world(0.0f);
    size_t size = 0;
    CHECK_OK(r2d_world_get_serialized_size(original, &size));
    void* buffer = malloc(size);
    CHECK_OK(r2d_world_serialize(original, buffer, size, &size));
    r2d_world_def def = r2d_world_def_default();
    def.worker_count = 3;
    r2d_world_id loaded;
    CHECK_OK(r2d_world_deserialize(&def, buffer, size, &loaded));
    int32_t count = 0;
    CHECK_OK(r2d_world_get_worker_count(loaded, &count));
    assert_int_equal(count, 3);
    assert_true(hash_after(loaded, 30) == hash_after(original, 30));
    free(buffer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(steps_are_bit_identical_at_any_worker_count),
        cmocka_unit_test(refused_contacts_are_left_out_at_any_worker_count),
        cmocka_unit_test(pyramid_stands_on_two_workers),
        cmocka_unit_test(tiles_that_stand_alone_give_the_same_bits),
        cmocka_unit_test(changing_solved_sets_give_the_same_bits),
        cmocka_unit_test(batch_steps_equal_single_steps),
        cmocka_unit_test(bad_batches_step_nothing),
        cmocka_unit_test(bad_worker_defs_are_refused),
        cmocka_unit_test(snapshots_are_the_same_at_any_worker_count),
        cmocka_unit_test(worlds_with_threads_come_and_go),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
