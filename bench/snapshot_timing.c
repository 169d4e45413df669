#include "snapshot_timing.h"

#include <stdlib.h>

#include "stats.h"

typedef struct timing {
    double* step_ms;
    double* save_ms;
    double* restore_ms;
} timing;

static bool checked(FILE* out, const scene* s, r2d_status status, const char* what)
{
    if (status != R2D_OK) {
        fprintf(out, "%-16s snapshots: %s failed: %s\n", s->name, what, r2d_last_error_message());
    }
    return status == R2D_OK;
}

static bool measure(FILE* out, const scene* s, r2d_world_id world, int32_t rounds, timing* t, size_t* out_size)
{
    for (int32_t step = 1; step < s->measure_from_step; ++step) {
        if (!checked(out, s, r2d_world_step(world, s->time_step), "step")) return false;
    }
    size_t capacity = 0;
    if (!checked(out, s, r2d_world_get_snapshot_size(world, &capacity), "size")) return false;
    capacity *= 2; /* contacts come and go between saves */
    unsigned char* buffer = (unsigned char*)malloc(capacity);
    bool ok = buffer != NULL;
    /* Each round steps, saves the new state, steps again and restores, so
     * both calls meet a world the step has just changed, as in a game. */
    for (int32_t i = 0; ok && i < rounds; ++i) {
        double start = stats_now_ms();
        ok = checked(out, s, r2d_world_step(world, s->time_step), "step");
        double saved = stats_now_ms();
        ok = ok && checked(out, s, r2d_world_save_snapshot(world, buffer, capacity, out_size), "save");
        double done = stats_now_ms();
        ok = ok && checked(out, s, r2d_world_step(world, s->time_step), "step");
        double restore_start = stats_now_ms();
        ok = ok && checked(out, s, r2d_world_restore_snapshot(world, buffer, *out_size), "restore");
        double restored = stats_now_ms();
        t->step_ms[i] = saved - start;
        t->save_ms[i] = done - saved;
        t->restore_ms[i] = restored - restore_start;
    }
    free(buffer);
    return ok;
}

bool snapshot_timing_report(FILE* out, const scene* s, int32_t rounds, int32_t worker_count)
{
    r2d_body_id* bodies = (r2d_body_id*)calloc((size_t)(s->body_count > 0 ? s->body_count : 1), sizeof(r2d_body_id));
    timing t = {(double*)calloc((size_t)rounds, sizeof(double)), (double*)calloc((size_t)rounds, sizeof(double)),
                (double*)calloc((size_t)rounds, sizeof(double))};
    r2d_world_def def = scene_world_def_rigid2d(s);
    def.worker_count = worker_count;
    r2d_world_id world = {0};
    bool ok = bodies != NULL && t.step_ms != NULL && t.save_ms != NULL && t.restore_ms != NULL &&
              checked(out, s, r2d_world_create(&def, &world), "create") &&
              checked(out, s, scene_build_rigid2d(s, world, bodies), "build");
    size_t size = 0;
    ok = ok && measure(out, s, world, rounds, &t, &size);
    if (ok) {
        double step = stats_median(t.step_ms, rounds);
        double save = stats_median(t.save_ms, rounds);
        double restore = stats_median(t.restore_ms, rounds);
        int32_t body_count = scene_dynamic_body_count(s);
        fprintf(out,
                "SNAPSHOT scene=%s workers=%d bodies=%d bytes=%zu bytes_per_body=%.0f step_ms=%.4f save_ms=%.4f "
                "restore_ms=%.4f save_restore_share=%.3f\n",
                s->name, (int)worker_count, (int)body_count, size, (double)size / (body_count > 0 ? body_count : 1),
                step, save, restore, (save + restore) / step);
    }
    if (world.bits != 0) r2d_world_destroy(world);
    free(t.step_ms);
    free(t.save_ms);
    free(t.restore_ms);
    free(bodies);
    return ok;
}
