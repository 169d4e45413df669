/*
 * A world whose arrays have grown to what its scene needs allocates
 * nothing more while it steps, on one worker and on two (no allocation per
 * step once steady, as issue 17 asks of the parallel stages). joint_grid's
 * net falls onto the ground and keeps finding new broadphase pairs, so on
 * two workers each step merges the workers' lists of them. The first 150
 * steps grow the arrays; the next 150 are counted, every allocation of
 * operator new (failing_allocations.cpp, armed never to fail).
 *
 * And a parallel task never allocates, even while the world's arrays are
 * still growing: through a task system that runs each range inline, every
 * allocation made inside a task is counted, in a world just restored from
 * a snapshot (its arrays as large as what was saved, the broadphase's
 * empty list of moved proxies with no room at all) whose bodies then fall.
 *
 * And a rollback loop's saves and restores allocate nothing once the
 * first restore has made the world's room for them, on one worker and on
 * two (whose copy is planned in pieces across the workers).
 */
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "failing_allocations.h"
#include "rigid2d/rigid2d.h"
#include "scene.h"

static long refused(const char* what)
{
    fprintf(stderr, "steady_allocations: %s: %s\n", what, r2d_last_error_message());
    return -1;
}

/* s built in a world of worker_count workers and stepped steps times;
 * false (after saying why) if refused. */
static bool stepped_scene(const scene* s, int32_t worker_count, int steps, r2d_world_id* world)
{
    r2d_world_def def = scene_world_def_rigid2d(s);
    def.worker_count = worker_count;
    if (r2d_world_create(&def, world) != R2D_OK || scene_build_rigid2d(s, *world, NULL) != R2D_OK) {
        refused(s->name);
        return false;
    }
    for (int step = 0; step < steps; ++step) r2d_world_step(*world, s->time_step);
    return true;
}

static long allocations_once_steady(int32_t worker_count)
{
    scene* s = scene_make_joint_grid();
    r2d_world_id world;
    if (!stepped_scene(s, worker_count, 150, &world)) {
        scene_free(s);
        return -1;
    }
    failing_allocations_arm(LONG_MAX);
    for (int step = 0; step < 150; ++step) r2d_world_step(world, s->time_step);
    long seen = failing_allocations_seen();
    failing_allocations_disarm();
    r2d_world_destroy(world);
    scene_free(s);
    return seen;
}

typedef struct {
    long inside;  /* allocations made while a task ran */
} task_count;

static void* enqueue_counted(r2d_task_fn task, int32_t item_count, int32_t min_range, void* task_context,
                             void* user_context)
{
    task_count* count = user_context;
    for (int32_t start = 0; start < item_count; start += min_range) {
        int32_t end = item_count - start > min_range ? start + min_range : item_count;
        long before = failing_allocations_seen();
        task(start, end, 0, task_context);
        count->inside += failing_allocations_seen() - before;
    }
    return NULL;
}

static void finish_inline(void* user_task, void* user_context)
{
    (void)user_task;
    (void)user_context;
}

/* 10,000 boxes in the air (enough for finalize to go in slices), stepped
 * once, saved and restored, then 60 steps of falling. */
static long allocations_inside_tasks(void)
{
    task_count count = {0};
    r2d_world_def def = r2d_world_def_default();
    def.worker_count = 2;
    def.enqueue_task = enqueue_counted;
    def.finish_task = finish_inline;
    def.user_task_context = &count;
    r2d_world_id world;
    if (r2d_world_create(&def, &world) != R2D_OK) return refused("world");
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_box box = {{0.25f, 0.25f}, {0.0f, 0.0f}, 0.0f};
    for (int row = 0; row < 100; ++row) {
        for (int column = 0; column < 100; ++column) {
            r2d_body_def body_def = r2d_body_def_default();
            body_def.type = R2D_BODY_DYNAMIC;
            body_def.position = (r2d_vec2){-50.0f + 1.0f * (float)column, 2.0f + 1.0f * (float)row};
            r2d_body_id body;
            r2d_shape_id shape;
            if (r2d_body_create(world, &body_def, &body) != R2D_OK ||
                r2d_shape_create_box(body, &shape_def, &box, &shape) != R2D_OK)
                return refused("box");
        }
    }
    r2d_world_step(world, 1.0f / 60.0f);
    size_t size = 0;
    if (r2d_world_get_snapshot_size(world, &size) != R2D_OK) return refused("snapshot size");
    unsigned char* snapshot = malloc(size);
    size_t written = 0;
    if (snapshot == NULL || r2d_world_save_snapshot(world, snapshot, size, &written) != R2D_OK ||
        r2d_world_restore_snapshot(world, snapshot, written) != R2D_OK)
        return refused("snapshot");
    free(snapshot);
    failing_allocations_arm(LONG_MAX);
    for (int step = 0; step < 60; ++step) r2d_world_step(world, 1.0f / 60.0f);
    failing_allocations_disarm();
    r2d_world_destroy(world);
    return count.inside;
}

/* large_pyramid after 30 steps: one save and restore, then 20 more of
 * each, counted. */
static long allocations_of_steady_snapshots(int32_t worker_count)
{
    scene* s = scene_make_large_pyramid();
    r2d_world_id world;
    bool made = stepped_scene(s, worker_count, 30, &world);
    scene_free(s);
    if (!made) return -1;
    size_t size = 0;
    if (r2d_world_get_snapshot_size(world, &size) != R2D_OK) return refused("snapshot size");
    unsigned char* snapshot = malloc(size);
    if (snapshot == NULL) return refused("snapshot buffer");
    size_t written = 0;
    for (int round = 0; round <= 20; ++round) {
        if (round == 1) failing_allocations_arm(LONG_MAX);
        if (r2d_world_save_snapshot(world, snapshot, size, &written) != R2D_OK ||
            r2d_world_restore_snapshot(world, snapshot, written) != R2D_OK) {
            failing_allocations_disarm();
            free(snapshot);
            return refused("snapshot");
        }
    }
    long seen = failing_allocations_seen();
    failing_allocations_disarm();
    free(snapshot);
    r2d_world_destroy(world);
    return seen;
}

int main(void)
{
    int failures = 0;
    long inside = allocations_inside_tasks();
    printf("10,000 boxes falling after a restore, on a task system: %ld allocations inside tasks\n", inside);
    if (inside != 0) failures += 1;
    for (int32_t workers = 1; workers <= 2; ++workers) {
        long seen = allocations_once_steady(workers);
        printf("joint_grid on %d worker%s, steps 151..300: %ld allocations\n", (int)workers, workers > 1 ? "s" : "",
               seen);
        if (seen != 0) failures += 1;
    }
    for (int32_t workers = 1; workers <= 2; ++workers) {
        long seen = allocations_of_steady_snapshots(workers);
        printf("large_pyramid on %d worker%s, 20 saves and restores after the first: %ld allocations\n",
               (int)workers, workers > 1 ? "s" : "", seen);
        if (seen != 0) failures += 1;
    }
    return failures == 0 ? 0 : 1;
}
