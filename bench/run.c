#define _POSIX_C_SOURCE 200809L /* fork, pipe, waitpid under -std=c99 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc_counter.h"
#include "baseline.h"
#include "run.h"
#include "stats.h"

const char* const bench_stage_names[BENCH_STAGE_COUNT] = {
    "pairs", "collide", "prepare", "substeps", "store", "finalize", "continuous", "sleep", "sensors",
};

void bench_stage_json_key(int i, char* key, size_t size)
{
    snprintf(key, size, "stage_%s_ms", bench_stage_names[i]);
}

/* Steps the world, timing steps from first_timed on; fills r. */
static void step_and_time(const engine* e, void* world, const scene* s, int32_t step_count, double* times,
                          run_result* r)
{
    int32_t first_timed = step_count >= s->measure_from_step ? s->measure_from_step : 2;
    uint64_t timed_allocs = 0;
    for (int32_t step = 1; step <= step_count; ++step) {
        uint64_t allocs_before = alloc_count();
        double start = stats_now_ms();
        bool stepped = e->step(world);
        double elapsed = stats_now_ms() - start;
        uint64_t allocs = alloc_count() - allocs_before;
        if (!stepped) {
            snprintf(r->error, sizeof(r->error), "step %d refused", (int)step);
            return;
        }
        r->steps = step;
        if (step >= first_timed) {
            times[r->timed_steps++] = elapsed;
            timed_allocs += allocs;
            r->allocs_last_step = allocs;
            if (e->stage_times != NULL) {
                double stages[BENCH_STAGE_COUNT];
                e->stage_times(world, stages);
                for (int i = 0; i < BENCH_STAGE_COUNT; ++i) {
                    r->stage_ms[i] += stages[i];
                }
            }
        }
    }
    r->has_stages = e->stage_times != NULL && r->timed_steps > 0;
    for (int i = 0; r->has_stages && i < BENCH_STAGE_COUNT; ++i) {
        r->stage_ms[i] /= r->timed_steps;
    }
    r->mean_ms = stats_mean(times, r->timed_steps);
    r->median_ms = stats_median(times, r->timed_steps);
    r->allocs_per_step = r->timed_steps > 0 ? (double)timed_allocs / r->timed_steps : 0.0;
    r->ok = true;
}

/* The measuring itself, in the child. */
static run_result run_here(const engine* e, const scene* s, int32_t step_count)
{
    run_result r;
    memset(&r, 0, sizeof(r));
    r.contacts = -1;
    r.bodies = scene_dynamic_body_count(s);
    double* times = (double*)malloc(sizeof(double) * (size_t)(step_count > 0 ? step_count : 1));
    scene_body_state* states = (scene_body_state*)malloc(sizeof(scene_body_state) * (size_t)(s->body_count + 1));
    double build_start = stats_now_ms();
    void* world = times != NULL && states != NULL ? e->create(s, r.error, sizeof(r.error)) : NULL;
    r.build_ms = stats_now_ms() - build_start;
    if (world == NULL) {
        if (times == NULL || states == NULL) {
            snprintf(r.error, sizeof(r.error), "out of memory");
        }
        free(times);
        free(states);
        return r;
    }
    step_and_time(e, world, s, step_count, times, &r);
    if (r.ok) {
        r.contacts = e->contact_count(world);
        e->read_states(world, states);
        r.quality = scene_measure(s, states);
    }
    e->destroy(world);

    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    r.peak_rss_kb = usage.ru_maxrss;
    free(times);
    free(states);
    return r;
}

run_result run_scene(const engine* e, const scene* s, int32_t step_count)
{
    run_result r;
    memset(&r, 0, sizeof(r));
    if (e->external_bench != NULL) {
        return run_baseline(e, s, step_count);
    }
    if (step_count <= 0) {
        step_count = s->step_count;
    }
    int fds[2];
    if (pipe(fds) != 0) {
        snprintf(r.error, sizeof(r.error), "pipe failed");
        return r;
    }
    fflush(stdout); /* or the child would print the parent's buffer again */
    pid_t child = fork();
    if (child < 0) {
        snprintf(r.error, sizeof(r.error), "fork failed");
        close(fds[0]);
        close(fds[1]);
        return r;
    }
    if (child == 0) {
        close(fds[0]);
        run_result mine = run_here(e, s, step_count);
        ssize_t written = write(fds[1], &mine, sizeof(mine));
        _exit(written == (ssize_t)sizeof(mine) ? 0 : 1);
    }
    close(fds[1]);
    size_t got = 0;
    while (got < sizeof(r)) {
        ssize_t n = read(fds[0], (char*)&r + got, sizeof(r) - got);
        if (n <= 0) {
            break;
        }
        got += (size_t)n;
    }
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (got != sizeof(r)) {
        memset(&r, 0, sizeof(r));
        if (WIFSIGNALED(status)) {
            snprintf(r.error, sizeof(r.error), "crashed with signal %d", WTERMSIG(status));
        } else {
            snprintf(r.error, sizeof(r.error), "the run ended without a result (exit %d)", WEXITSTATUS(status));
        }
    }
    return r;
}
