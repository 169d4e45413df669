/*
 * A world whose arrays have grown to what its scene needs allocates
 * nothing more while it steps, on one worker and on two (no allocation per
 * step once steady, as issue 17 asks of the parallel stages). joint_grid's
 * net falls onto the ground and keeps finding new broadphase pairs, so on
 * two workers each step merges the workers' lists of them. The first 150
 * steps grow the arrays; the next 150 are counted, every allocation of
 * operator new (failing_allocations.cpp, armed never to fail).
 */
#include <limits.h>
#include <stdio.h>

#include "failing_allocations.h"
#include "rigid2d/rigid2d.h"
#include "scene.h"

static long allocations_once_steady(int32_t worker_count)
{
    scene* s = scene_make_joint_grid();
    r2d_world_def def = scene_world_def_rigid2d(s);
    def.worker_count = worker_count;
    r2d_world_id world;
    if (r2d_world_create(&def, &world) != R2D_OK || scene_build_rigid2d(s, world, NULL) != R2D_OK) {
        fprintf(stderr, "steady_allocations: %s\n", r2d_last_error_message());
        return -1;
    }
    for (int step = 0; step < 150; ++step) r2d_world_step(world, s->time_step);
    failing_allocations_arm(LONG_MAX);
    for (int step = 0; step < 150; ++step) r2d_world_step(world, s->time_step);
    long seen = failing_allocations_seen();
    failing_allocations_disarm();
    r2d_world_destroy(world);
    scene_free(s);
    return seen;
}

int main(void)
{
    int failures = 0;
    for (int32_t workers = 1; workers <= 2; ++workers) {
        long seen = allocations_once_steady(workers);
        printf("joint_grid on %d worker%s, steps 151..300: %ld allocations\n", (int)workers, workers > 1 ? "s" : "",
               seen);
        if (seen != 0) failures += 1;
    }
    return failures == 0 ? 0 : 1;
}
