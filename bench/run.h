/* One timed run of one scene on one engine, in a child process so that
 * each run has its own peak RSS and a crashing engine only loses its run. */
#ifndef RIGID2D_BENCH_RUN_H
#define RIGID2D_BENCH_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine.h"

/* The stages of rigid2d's step profile (r2d_step_profile), as STAGES and
 * STAGE_SCALING lines name them. */
enum { BENCH_STAGE_COUNT = 9 };
extern const char* const bench_stage_names[BENCH_STAGE_COUNT];
/* The JSON key of stage i's ms ("stage_<name>_ms"): --json writes it and a
 * --baseline build's JSON is read back by it. */
void bench_stage_json_key(int i, char* key, size_t size);

typedef struct run_result {
    bool ok;
    char error[200];
    int32_t bodies;      /* dynamic ones, as SCENES.md counts them */
    int32_t contacts;    /* touching, after the last step; -1 unknown */
    int32_t steps;       /* steps taken */
    int32_t timed_steps; /* steps measured (the first ones leave out contact creation) */
    double mean_ms;
    double median_ms;
    double build_ms;        /* creating the world, untimed in the figures */
    long peak_rss_kb;       /* of the child: the world and the bench around it */
    double allocs_per_step; /* heap allocations per timed step */
    uint64_t allocs_last_step;
    scene_quality quality;
    bool has_stages; /* the engine tells where a step's time went */
    double stage_ms[BENCH_STAGE_COUNT]; /* then the mean over the timed steps of each stage */
} run_result;

/* Runs s for step_count steps (0: the scene's own count). */
run_result run_scene(const engine* e, const scene* s, int32_t step_count);

#endif
