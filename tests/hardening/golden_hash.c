/*
 * Determinism golden hash: a fixed scene of 640 mixed bodies landing on a
 * wavy chain shape, a hanging chain of links and a motorised hinge is
 * stepped 1,000 times and the bits of every position, angle and velocity
 * are hashed (FNV-1a, every 100 steps and at the end). The expected value
 * lives in golden_hash.txt; a change of the engine that changes results
 * on purpose regenerates it with scripts/update-golden-hash.sh.
 *
 * The compare runs the scene on one worker, on 2, 3, 4 and 8 of the
 * world's own threads, and through task callbacks that run the ranges
 * backwards, inline or deferred to the finish callback: every run must
 * give the golden value. A world on threads of its own also runs some
 * steps inline (core/spread_choice.h: steps 67 and 68, more as timing
 * says), so those runs mix both ways. Its 662 solver bodies make one
 * tile of the solver; abi_workers compares larger worlds, of two and four
 * tiles and the constraints shared between them, across worker counts.
 *
 *   hardening_golden_hash <golden_hash.txt>   compare (the meson test)
 *   hardening_golden_hash --print             print the hash
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rigid2d/rigid2d.h"
#include "world_probe.h"

#define STEP_COUNT 1000
#define HASH_EVERY 100
#define GRID_BODIES 640

/* A task system that runs a task's ranges from the last to the first: at
 * once (enqueue returns NULL), or when finish is called (the handle). */
typedef struct backwards_tasks {
    bool deferred;
    r2d_task_fn task;
    int32_t item_count;
    int32_t min_range;
    void* task_context;
} backwards_tasks;

static void run_backwards(backwards_tasks* t)
{
    int32_t range_count = (t->item_count + t->min_range - 1) / t->min_range;
    for (int32_t r = range_count - 1; r >= 0; --r) {
        int32_t start = r * t->min_range;
        int32_t end = start + t->min_range < t->item_count ? start + t->min_range : t->item_count;
        t->task(start, end, (uint32_t)(r % 3), t->task_context);
    }
}

static void* enqueue_backwards(r2d_task_fn task, int32_t item_count, int32_t min_range, void* task_context,
                               void* user_context)
{
    backwards_tasks* t = (backwards_tasks*)user_context;
    t->task = task;
    t->item_count = item_count;
    t->min_range = min_range;
    t->task_context = task_context;
    if (t->deferred) return t;
    run_backwards(t);
    return NULL;
}

static void finish_backwards(void* user_task, void* user_context)
{
    (void)user_context;
    run_backwards((backwards_tasks*)user_task);
}

/* How a run spreads its step: worker_count workers of the world's own,
 * or (with tasks set) three workers through those callbacks. */
typedef struct run_setup {
    int32_t worker_count;
    backwards_tasks* tasks;
    const char* name;
} run_setup;

static void must(r2d_status status, const char* call)
{
    if (status != R2D_OK) {
        fprintf(stderr, "golden_hash: %s failed: %s\n", call, r2d_last_error_message());
        exit(2);
    }
}

static r2d_body_id add_body(r2d_world_id world, r2d_body_type type, float x, float y, float angle)
{
    r2d_body_def def = r2d_body_def_default();
    def.type = (int32_t)type;
    def.position.x = x;
    def.position.y = y;
    def.angle = angle;
    r2d_body_id body;
    must(r2d_body_create(world, &def, &body), "r2d_body_create");
    return body;
}

/* Body i of the grid gets one of five shape kinds, a material and a small
 * push, all from i alone. */
static void add_grid_body(r2d_world_id world, int i)
{
    float x = -14.0f + 1.4f * (float)(i % 20);
    float y = 2.0f + 1.4f * (float)(i / 20);
    r2d_body_id body = add_body(world, R2D_BODY_DYNAMIC, x, y, 0.1f * (float)(i % 7));
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = 0.1f * (float)(i % 4);
    def.static_friction = def.dynamic_friction = 0.2f + 0.1f * (float)(i % 5);
    def.density = 0.5f + 0.25f * (float)(i % 3);
    r2d_shape_id shape;
    switch (i % 5) {
    case 0: {
        r2d_circle circle = {{0.0f, 0.0f}, 0.3f + 0.05f * (float)(i % 4)};
        must(r2d_shape_create_circle(body, &def, &circle, &shape), "circle");
        break;
    }
    case 1: {
        r2d_box box = {{0.5f, 0.25f}, {0.0f, 0.0f}, 0.0f};
        must(r2d_shape_create_box(body, &def, &box, &shape), "box");
        break;
    }
    case 2: {
        r2d_capsule capsule = {{-0.3f, 0.0f}, {0.3f, 0.0f}, 0.2f};
        must(r2d_shape_create_capsule(body, &def, &capsule, &shape), "capsule");
        break;
    }
    case 3: {
        r2d_vec2 points[5] = {{-0.4f, -0.3f}, {0.4f, -0.3f}, {0.5f, 0.1f}, {0.0f, 0.45f}, {-0.5f, 0.1f}};
        must(r2d_shape_create_polygon(body, &def, points, 5, &shape), "polygon");
        break;
    }
    default: {
        r2d_vec2 points[6] = {{0.0f, 0.0f}, {0.6f, 0.0f}, {0.6f, 0.2f}, {0.2f, 0.2f}, {0.2f, 0.6f}, {0.0f, 0.6f}};
        r2d_shape_id pieces[4];
        int32_t piece_count;
        must(r2d_shape_create_concave_polygon(body, &def, points, 6, pieces, 4, &piece_count), "concave");
        break;
    }
    }
    must(r2d_body_set_linear_velocity(body, (r2d_vec2){0.5f * (float)(i % 3) - 0.5f, 0.0f}), "velocity");
    must(r2d_body_set_angular_velocity(body, 0.2f * (float)(i % 5) - 0.4f), "spin");
}

static r2d_joint_id add_hinge(r2d_world_id world, r2d_body_id a, r2d_body_id b, r2d_vec2 anchor_a,
                              r2d_vec2 anchor_b)
{
    r2d_revolute_joint_def def = r2d_revolute_joint_def_default();
    def.base.body_a = a;
    def.base.body_b = b;
    def.base.local_anchor_a = anchor_a;
    def.base.local_anchor_b = anchor_b;
    r2d_joint_id joint;
    must(r2d_joint_create_revolute(world, &def, &joint), "r2d_joint_create_revolute");
    return joint;
}

/* A chain of 20 capsule links laid out sideways from a hook high above the
 * pile, so it swings down through a plank turned by a motor about its
 * middle (with a torque limit the chain can stall) into the pile. */
static void add_joints(r2d_world_id world, r2d_body_id ground)
{
    r2d_shape_def def = r2d_shape_def_default();
    r2d_capsule link_shape = {{-0.4f, 0.0f}, {0.4f, 0.0f}, 0.1f};
    r2d_shape_id shape;
    r2d_body_id previous = ground;
    r2d_vec2 previous_anchor = {-6.0f, 32.0f};
    for (int i = 0; i < 20; ++i) {
        r2d_body_id link = add_body(world, R2D_BODY_DYNAMIC, -5.5f + (float)i, 32.0f, 0.0f);
        must(r2d_shape_create_capsule(link, &def, &link_shape, &shape), "link");
        add_hinge(world, previous, link, previous_anchor, (r2d_vec2){-0.5f, 0.0f});
        previous = link;
        previous_anchor = (r2d_vec2){0.5f, 0.0f};
    }

    r2d_body_id plank = add_body(world, R2D_BODY_DYNAMIC, -4.0f, 25.0f, 0.0f);
    r2d_box plank_box = {{2.5f, 0.15f}, {0.0f, 0.0f}, 0.0f};
    must(r2d_shape_create_box(plank, &def, &plank_box, &shape), "plank");
    r2d_joint_id motor = add_hinge(world, ground, plank, (r2d_vec2){-4.0f, 25.0f}, (r2d_vec2){0.0f, 0.0f});
    must(r2d_joint_set_motor_speed(motor, 1.5f), "motor speed");
    must(r2d_joint_set_max_motor_effort(motor, 200.0f), "motor torque");
    must(r2d_joint_enable_motor(motor, true), "motor on");
}

static uint64_t run_scene(run_setup setup)
{
    r2d_world_def world_def = r2d_world_def_default();
    world_def.worker_count = setup.worker_count;
    if (setup.tasks != NULL) {
        world_def.enqueue_task = enqueue_backwards;
        world_def.finish_task = finish_backwards;
        world_def.user_task_context = setup.tasks;
    }
    r2d_world_id world;
    must(r2d_world_create(&world_def, &world), "r2d_world_create");
    /* A container: floor, two walls, a slanted segment and a spinning paddle. */
    r2d_body_id ground = add_body(world, R2D_BODY_STATIC, 0.0f, 0.0f, 0.0f);
    r2d_shape_def ground_def = r2d_shape_def_default();
    r2d_box floor_box = {{20.0f, 0.5f}, {0.0f, -0.5f}, 0.0f};
    r2d_box left = {{0.5f, 30.0f}, {-20.5f, 30.0f}, 0.0f};
    r2d_box right = {{0.5f, 30.0f}, {20.5f, 30.0f}, 0.0f};
    r2d_segment ramp = {{-20.0f, 8.0f}, {-10.0f, 4.0f}};
    r2d_shape_id shape;
    must(r2d_shape_create_box(ground, &ground_def, &floor_box, &shape), "floor");
    must(r2d_shape_create_box(ground, &ground_def, &left, &shape), "left wall");
    must(r2d_shape_create_box(ground, &ground_def, &right, &shape), "right wall");
    must(r2d_shape_create_segment(ground, &ground_def, &ramp, &shape), "ramp");
    /* Bumps along the floor as one chain shape: convex, flat and concave
     * joins (heights 0, 0.1, 0.2 and 0.3 m in a fixed pattern, no libm). */
    r2d_vec2 bumps[39];
    for (int i = 0; i < 39; ++i) {
        bumps[i] = (r2d_vec2){-19.0f + (float)i, 0.1f * (float)((i * 3) % 4)};
    }
    r2d_chain_def bumps_def = r2d_chain_def_default();
    bumps_def.points = bumps;
    bumps_def.count = 39;
    r2d_chain_id chain;
    must(r2d_chain_create(ground, &bumps_def, &chain), "bumps");
    r2d_body_id paddle = add_body(world, R2D_BODY_KINEMATIC, 10.0f, 3.0f, 0.0f);
    r2d_box paddle_box = {{3.0f, 0.2f}, {0.0f, 0.0f}, 0.0f};
    must(r2d_shape_create_box(paddle, &ground_def, &paddle_box, &shape), "paddle");
    must(r2d_body_set_angular_velocity(paddle, 1.0f), "paddle spin");
    for (int i = 0; i < GRID_BODIES; ++i) {
        add_grid_body(world, i);
    }
    add_joints(world, ground);

    uint64_t hash = PROBE_FNV_OFFSET;
    for (int step = 1; step <= STEP_COUNT; ++step) {
        must(r2d_world_step(world, 1.0f / 60.0f), "r2d_world_step");
        if (step % HASH_EVERY == 0) {
            uint64_t state = probe_state_hash(world);
            hash = probe_fnv1a(hash, &state, sizeof state);
        }
    }
    must(r2d_world_destroy(world), "r2d_world_destroy");
    return hash;
}

int main(int argc, char** argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s <golden_hash.txt> | --print\n", argv[0]);
        return 2;
    }
    run_setup one = {1, NULL, "1 worker"};
    uint64_t hash = run_scene(one);
    if (strcmp(argv[1], "--print") == 0) {
        printf("0x%016" PRIx64 "\n", hash);
        return 0;
    }
    /* Again in one process, then spread out: a difference there is a
     * determinism failure whatever golden_hash.txt says. */
    backwards_tasks inline_tasks = {false, NULL, 0, 0, NULL};
    backwards_tasks deferred_tasks = {true, NULL, 0, 0, NULL};
    run_setup others[] = {
        {1, NULL, "1 worker, again"},
        {2, NULL, "2 workers"},
        {3, NULL, "3 workers"},
        {4, NULL, "4 workers"},
        {8, NULL, "8 workers"},
        {3, &inline_tasks, "task callbacks, ranges backwards"},
        {3, &deferred_tasks, "task callbacks, ranges backwards at finish"},
    };
    for (size_t i = 0; i < sizeof others / sizeof others[0]; ++i) {
        uint64_t other = run_scene(others[i]);
        if (other != hash) {
            fprintf(stderr, "golden_hash: %s gives 0x%016" PRIx64 ", 1 worker 0x%016" PRIx64 "\n", others[i].name,
                    other, hash);
            return 1;
        }
    }
    FILE* file = fopen(argv[1], "r");
    char line[64] = "";
    if (!file || !fgets(line, sizeof line, file)) {
        fprintf(stderr, "golden_hash: cannot read %s\n", argv[1]);
        return 2;
    }
    fclose(file);
    uint64_t expected = strtoull(line, NULL, 16);
    if (hash != expected) {
        fprintf(stderr,
                "golden_hash: got 0x%016" PRIx64 ", golden_hash.txt says 0x%016" PRIx64 ".\n"
                "If the engine's results changed on purpose, run scripts/update-golden-hash.sh and commit.\n",
                hash, expected);
        return 1;
    }
    printf("golden_hash: 0x%016" PRIx64 " matches, at 1, 2, 3, 4 and 8 workers and through task callbacks\n", hash);
    return 0;
}
