/* The registry under threads: churn threads create short-lived worlds
 * (on 1, 2 or 3 workers, so pools start and stop all the time), step them
 * and destroy them, publishing every id of a destroyed world to a shared
 * graveyard; resolver threads step their own worlds and throw at the
 * library graveyard ids, forged ids and ids of the wrong kind. Each must
 * be refused with R2D_ERROR_INVALID_ID and change nothing, while the
 * worlds being destroyed elsewhere are freed under them. A pile thread
 * meanwhile steps worlds of 1,100 and 9,600 boxes on 2 and 3 workers
 * (two and four solver tiles, the seams between them, parallel
 * manifolds) on a sliding kinematic ground, which blocks on every worker
 * read at once, then a kinematic hub with
 * 400 boxes hinged to it, and batches of small worlds with
 * r2d_worlds_step. Run under ASan (a use-after-free) and TSan (a
 * data race) it checks the registry's and the workers' promises; in a
 * plain build it checks the statuses.
 *
 * usage: hardening_thread_stress [--worlds N]  (worlds per churn thread) */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rigid2d/rigid2d.h"

#define CHURN_THREADS 2
#define RESOLVER_THREADS 2
#define GRAVEYARD_SIZE 4096 /* a ring of stale ids; a power of two */

static uint64_t graveyard[GRAVEYARD_SIZE];
static uint64_t graveyard_count;     /* ids ever buried; atomic */
static int churners_left = CHURN_THREADS; /* atomic */
static int failures;                 /* atomic */

static void report(const char* what, r2d_status status)
{
    fprintf(stderr, "FAIL: %s returned %s: %s\n", what, r2d_status_string(status), r2d_last_error_message());
    __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
}

static void must(r2d_status status, const char* what)
{
    if (status != R2D_OK) report(what, status);
}

static void expect_invalid(r2d_status status, const char* what)
{
    if (status != R2D_ERROR_INVALID_ID) report(what, status);
}

static void bury(uint64_t bits)
{
    uint64_t at = __atomic_fetch_add(&graveyard_count, 1, __ATOMIC_ACQ_REL);
    __atomic_store_n(&graveyard[at % GRAVEYARD_SIZE], bits, __ATOMIC_RELEASE);
}

/* A buried id, or 0 while the slot has not been written yet. */
static uint64_t dig(uint32_t random)
{
    uint64_t count = __atomic_load_n(&graveyard_count, __ATOMIC_ACQUIRE);
    if (count == 0) return 0;
    return __atomic_load_n(&graveyard[random % (count < GRAVEYARD_SIZE ? count : GRAVEYARD_SIZE)], __ATOMIC_ACQUIRE);
}

static uint32_t next_random(uint32_t* state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

/* A world with a ground and a few falling boxes. */
static r2d_world_id make_world(r2d_body_id* bodies, r2d_shape_id* shapes, int count, int32_t worker_count)
{
    r2d_world_def world_def = r2d_world_def_default();
    world_def.worker_count = worker_count;
    r2d_world_id world;
    must(r2d_world_create(&world_def, &world), "r2d_world_create");
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_box box = {{0.5f, 0.5f}, {0.0f, 0.0f}, 0.0f};
    for (int i = 0; i < count; ++i) {
        r2d_body_def body_def = r2d_body_def_default();
        body_def.type = i == 0 ? R2D_BODY_STATIC : R2D_BODY_DYNAMIC;
        body_def.position.y = (float)i * 1.1f;
        must(r2d_body_create(world, &body_def, &bodies[i]), "r2d_body_create");
        must(r2d_shape_create_box(bodies[i], &shape_def, &box, &shapes[i]), "r2d_shape_create_box");
    }
    return world;
}

static int worlds_per_churner = 2000;

static void* churn(void* arg)
{
    (void)arg;
    enum { count = 4 };
    for (int round = 0; round < worlds_per_churner; ++round) {
        r2d_body_id bodies[count];
        r2d_shape_id shapes[count];
        r2d_world_id world = make_world(bodies, shapes, count, 1 + round % 3);
        must(r2d_world_step(world, 1.0f / 60.0f), "r2d_world_step (churn)");
        must(r2d_world_destroy(world), "r2d_world_destroy");
        bury(world.bits);
        for (int i = 0; i < count; ++i) {
            bury(bodies[i].bits);
            bury(shapes[i].bits);
        }
    }
    __atomic_sub_fetch(&churners_left, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* Every kind of call a stale id can reach: reads, writes and destroys. */
static void throw_stale(uint64_t bits)
{
    r2d_world_id world = {bits};
    r2d_body_id body = {bits};
    r2d_shape_id shape = {bits};
    r2d_vec2 position;
    int32_t count;
    r2d_aabb aabb;
    expect_invalid(r2d_world_get_body_count(world, &count), "world_get_body_count (stale)");
    expect_invalid(r2d_world_step(world, 1.0f / 60.0f), "world_step (stale)");
    expect_invalid(r2d_body_get_position(body, &position), "body_get_position (stale)");
    expect_invalid(r2d_body_set_linear_velocity(body, position), "body_set_linear_velocity (stale)");
    expect_invalid(r2d_shape_get_aabb(shape, &aabb), "shape_get_aabb (stale)");
    expect_invalid(r2d_body_destroy(body), "body_destroy (stale)");
    expect_invalid(r2d_shape_destroy(shape), "shape_destroy (stale)");
    expect_invalid(r2d_world_destroy(world), "world_destroy (stale)");
}

static void* resolve(void* arg)
{
    uint32_t random = (uint32_t)(uintptr_t)arg * 7919u + 1u;
    enum { count = 6 };
    r2d_body_id bodies[count];
    r2d_shape_id shapes[count];
    r2d_world_id world = make_world(bodies, shapes, count, 1);
    /* At least this many rounds, and on until every churner is done. */
    for (int round = 0; round < 2000 || __atomic_load_n(&churners_left, __ATOMIC_ACQUIRE) > 0; ++round) {
        uint64_t stale = dig(next_random(&random));
        if (stale != 0) throw_stale(stale);
        /* This world's own ids with their kinds swapped: refused, and the
         * world keeps its bodies and shapes. */
        r2d_body_id shape_as_body = {shapes[1 + round % (count - 1)].bits};
        r2d_shape_id body_as_shape = {bodies[1 + round % (count - 1)].bits};
        r2d_world_id body_as_world = {bodies[0].bits};
        expect_invalid(r2d_body_destroy(shape_as_body), "body_destroy (a shape id)");
        expect_invalid(r2d_shape_destroy(body_as_shape), "shape_destroy (a body id)");
        expect_invalid(r2d_world_destroy(body_as_world), "world_destroy (a body id)");
        uint64_t forged = ((uint64_t)next_random(&random) << 40) ^ ((uint64_t)next_random(&random) << 16) ^
                          next_random(&random);
        r2d_body_id forged_body = {forged};
        r2d_vec2 position;
        r2d_status status = r2d_body_get_position(forged_body, &position);
        if (status != R2D_OK && status != R2D_ERROR_INVALID_ID) report("body_get_position (forged)", status);
        if (round % 8 == 0) must(r2d_world_step(world, 1.0f / 60.0f), "r2d_world_step (resolver)");
    }
    int32_t body_count = 0, shape_count = 0;
    must(r2d_world_get_body_count(world, &body_count), "r2d_world_get_body_count");
    must(r2d_world_get_shape_count(world, &shape_count), "r2d_world_get_shape_count");
    if (body_count != count || shape_count != count) {
        fprintf(stderr, "FAIL: the resolver's world has %d bodies and %d shapes, not %d\n", body_count, shape_count,
                count);
        __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
    }
    must(r2d_world_destroy(world), "r2d_world_destroy (resolver)");
    return NULL;
}

/* Boxes in columns of rows on a kinematic ground sliding sideways,
 * stepped 20 times on worker_count workers. The ground is kinematic:
 * constraints in every tile and colour take it in, and impulses must
 * never write it. Made column by column, the bottom row spreads over
 * every tile; row by row, a tile may be a row, each of whose boxes is
 * touched from the tiles below and above. */
static void step_pile(int columns, int rows, bool row_by_row, int32_t worker_count) {
    r2d_world_def world_def = r2d_world_def_default();
    world_def.worker_count = worker_count;
    r2d_world_id world;
    must(r2d_world_create(&world_def, &world), "r2d_world_create (pile)");
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_box ground = {{2.0f * (float)columns, 0.5f}, {0.0f, -0.5f}, 0.0f};
    r2d_box box = {{0.5f, 0.5f}, {0.0f, 0.0f}, 0.0f};
    r2d_body_def body_def = r2d_body_def_default();
    body_def.type = R2D_BODY_KINEMATIC;
    body_def.linear_velocity.x = 0.5f;
    r2d_body_id body;
    r2d_shape_id shape;
    must(r2d_body_create(world, &body_def, &body), "r2d_body_create (pile ground)");
    must(r2d_shape_create_box(body, &shape_def, &ground, &shape), "r2d_shape_create_box (pile ground)");
    body_def.type = R2D_BODY_DYNAMIC;
    body_def.linear_velocity.x = 0.0f;
    for (int i = 0; i < columns * rows; ++i) {
        int column = row_by_row ? i % columns : i / rows;
        int row = row_by_row ? i / columns : i % rows;
        body_def.position.x = -0.6f * (float)columns + 1.05f * (float)column + 0.1f * (float)(row % 2);
        body_def.position.y = 0.5f + 1.02f * (float)row;
        must(r2d_body_create(world, &body_def, &body), "r2d_body_create (pile)");
        must(r2d_shape_create_box(body, &shape_def, &box, &shape), "r2d_shape_create_box (pile)");
    }
    for (int step = 0; step < 20; ++step) must(r2d_world_step(world, 1.0f / 60.0f), "r2d_world_step (pile)");
    must(r2d_world_destroy(world), "r2d_world_destroy (pile)");
}

/* Piles big enough for every parallel stage, then a hub of joints, then
 * batches of small worlds on 3 threads. 1,100 boxes make two solver
 * tiles; 9,600 in four rows make four, a row each, and the seams between
 * them: on 2 workers the two seams of neighbouring tiles are filled by
 * the walkers of their tiles and solved at once, the middle one after
 * them, on the same boxes; on 3 a walker of their own fills those across
 * the walkers' runs. */
static void* pile(void* arg) {
    (void)arg;
    enum { small = 6 };
    step_pile(50, 22, false, 3);
    step_pile(2400, 4, true, 2);
    step_pile(2400, 4, true, 3);

    r2d_world_def world_def = r2d_world_def_default();
    world_def.worker_count = 3;
    r2d_world_id world;
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id body;
    r2d_shape_id shape;

    /* A spinning kinematic hub with 400 boxes hinged to it: joint blocks
     * of one colour, in several tasks, all read the hub. */
    must(r2d_world_create(&world_def, &world), "r2d_world_create (hub)");
    body_def.type = R2D_BODY_KINEMATIC;
    body_def.angular_velocity = 0.5f;
    r2d_body_id hub;
    must(r2d_body_create(world, &body_def, &hub), "r2d_body_create (hub)");
    body_def.type = R2D_BODY_DYNAMIC;
    body_def.angular_velocity = 0.0f;
    r2d_box bob = {{0.2f, 0.2f}, {0.0f, 0.0f}, 0.0f};
    r2d_revolute_joint_def hinge = r2d_revolute_joint_def_default();
    hinge.base.body_a = hub;
    for (int i = 0; i < 400; ++i) {
        body_def.position.x = (float)(i % 20) - 9.5f;
        body_def.position.y = (float)(i / 20) - 9.5f;
        must(r2d_body_create(world, &body_def, &body), "r2d_body_create (hub)");
        must(r2d_shape_create_box(body, &shape_def, &bob, &shape), "r2d_shape_create_box (hub)");
        hinge.base.body_b = body;
        hinge.base.local_anchor_a = body_def.position;
        r2d_joint_id joint;
        must(r2d_joint_create_revolute(world, &hinge, &joint), "r2d_joint_create_revolute (hub)");
    }
    for (int step = 0; step < 20; ++step) must(r2d_world_step(world, 1.0f / 60.0f), "r2d_world_step (hub)");
    must(r2d_world_destroy(world), "r2d_world_destroy (hub)");

    r2d_world_id worlds[small];
    r2d_body_id bodies[4];
    r2d_shape_id shapes[4];
    for (int i = 0; i < small; ++i) worlds[i] = make_world(bodies, shapes, 4, 1 + i % 2);
    for (int step = 0; step < 50; ++step) must(r2d_worlds_step(worlds, small, 1.0f / 60.0f, 3), "r2d_worlds_step");
    for (int i = 0; i < small; ++i) must(r2d_world_destroy(worlds[i]), "r2d_world_destroy (batch)");
    return NULL;
}

int main(int argc, char** argv)
{
    if (argc == 3 && strcmp(argv[1], "--worlds") == 0) worlds_per_churner = atoi(argv[2]);
    pthread_t threads[CHURN_THREADS + RESOLVER_THREADS];
    pthread_t pile_thread;
    pthread_create(&pile_thread, NULL, pile, NULL);
    for (int i = 0; i < CHURN_THREADS; ++i) pthread_create(&threads[i], NULL, churn, NULL);
    for (int i = 0; i < RESOLVER_THREADS; ++i) {
        pthread_create(&threads[CHURN_THREADS + i], NULL, resolve, (void*)(uintptr_t)(i + 1));
    }
    for (int i = 0; i < CHURN_THREADS + RESOLVER_THREADS; ++i) pthread_join(threads[i], NULL);
    pthread_join(pile_thread, NULL);
    uint64_t buried = __atomic_load_n(&graveyard_count, __ATOMIC_ACQUIRE);
    printf(
        "summary: %d churn threads destroyed %d worlds each (%llu stale ids), %d resolver threads, "
        "piles of 1,100 and 9,600 boxes, a hinged hub and batches on 3 workers, %d failures\n",
        CHURN_THREADS, worlds_per_churner, (unsigned long long)buried, RESOLVER_THREADS, failures);
    return failures == 0 ? 0 : 1;
}
