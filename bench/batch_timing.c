#include "batch_timing.h"

#include <stdlib.h>

#include "stats.h"

static bool checked(FILE* out, const scene* s, r2d_status status, const char* what)
{
    if (status != R2D_OK) {
        fprintf(out, "%-16s batch: %s failed: %s\n", s->name, what, r2d_last_error_message());
    }
    return status == R2D_OK;
}

static bool build_worlds(FILE* out, const scene* s, r2d_world_id* worlds, int32_t count)
{
    r2d_world_def def = scene_world_def_rigid2d(s);
    for (int32_t i = 0; i < count; ++i) {
        if (!checked(out, s, r2d_world_create(&def, &worlds[i]), "create") ||
            !checked(out, s, scene_build_rigid2d(s, worlds[i], NULL), "build")) {
            return false;
        }
    }
    return true;
}

static void destroy_worlds(r2d_world_id* worlds, int32_t count)
{
    for (int32_t i = 0; i < count; ++i) {
        if (worlds[i].bits != 0) r2d_world_destroy(worlds[i]);
        worlds[i].bits = 0;
    }
}

/* Milliseconds for steps steps of every world, one by one or as batches;
 * negative on failure. Fresh worlds each time, so both ways step the same
 * motion. */
static double time_steps(FILE* out, const scene* s, r2d_world_id* worlds, int32_t count, int32_t threads,
                         int32_t steps)
{
    if (!build_worlds(out, s, worlds, count)) {
        destroy_worlds(worlds, count);
        return -1.0;
    }
    bool ok = true;
    double start = stats_now_ms();
    for (int32_t step = 0; ok && step < steps; ++step) {
        if (threads == 0) {
            for (int32_t i = 0; ok && i < count; ++i) ok = checked(out, s, r2d_world_step(worlds[i], s->time_step), "step");
        } else {
            ok = checked(out, s, r2d_worlds_step(worlds, count, s->time_step, threads), "batch step");
        }
    }
    double elapsed = stats_now_ms() - start;
    destroy_worlds(worlds, count);
    return ok ? elapsed : -1.0;
}

bool batch_timing_report(FILE* out, const scene* s, int32_t world_count, int32_t thread_count, int32_t steps,
                         int32_t rounds)
{
    r2d_world_id* worlds = (r2d_world_id*)calloc((size_t)world_count, sizeof(r2d_world_id));
    double* alone_ms = (double*)calloc((size_t)rounds, sizeof(double));
    double* batch_ms = (double*)calloc((size_t)rounds, sizeof(double));
    bool ok = worlds != NULL && alone_ms != NULL && batch_ms != NULL;
    for (int32_t round = 0; ok && round < rounds; ++round) {
        alone_ms[round] = time_steps(out, s, worlds, world_count, 0, steps);
        batch_ms[round] = time_steps(out, s, worlds, world_count, thread_count, steps);
        ok = alone_ms[round] >= 0.0 && batch_ms[round] >= 0.0;
    }
    if (ok) {
        double alone = stats_median(alone_ms, rounds) / steps;
        double batch = stats_median(batch_ms, rounds) / steps;
        fprintf(out,
                "BATCH scene=%s worlds=%d threads=%d steps=%d rounds=%d one_by_one_ms=%.3f batch_ms=%.3f "
                "speed_ratio=%.3f\n",
                s->name, world_count, thread_count, steps, rounds, alone, batch, alone / batch);
    }
    free(worlds);
    free(alone_ms);
    free(batch_ms);
    return ok;
}
